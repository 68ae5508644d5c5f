//! Unit tests of the post-processing steps.

use super::*;

#[test]
fn fields_with_one_rust_name_get_distinct_names() {
    let mut s: syn::ItemStruct = parse_quote! {
        struct S {
            #[serde(rename = "foo\nbar")]
            foo_bar: f64,
            #[serde(rename = "foo\"bar")]
            foo_bar: f64,
            foo_bar_2: f64,
        }
    };
    let Fields::Named(fields) = &mut s.fields else {
        unreachable!()
    };
    unique_idents(fields).unwrap();
    let names: Vec<String> = fields
        .named
        .iter()
        .map(|f| f.ident.as_ref().unwrap().to_string())
        .collect();
    assert_eq!(names, ["foo_bar", "foo_bar_3", "foo_bar_2"]);
    assert_eq!(
        Serde::parse(&fields.named[1].attrs)
            .unwrap()
            .rename
            .as_deref(),
        Some("foo\"bar")
    );
}

/// `check_named` on typify's real output for a schema: after the rewrites every named
/// property has its field; with a `rename` taken away (the bug `optional_collections` once
/// had), or a field removed, the check names the object's pointer and the property.
#[test]
fn a_named_property_without_its_field_is_found() {
    use std::collections::BTreeSet;

    let doc = serde_json::json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "type": "object",
        "properties": {
            "mcpServers": {"type": "array", "items": {"type": "string"}},
            "inner": {
                "type": "object",
                "properties": {"startedAtMs": {"type": "integer"}},
                "required": ["startedAtMs"]
            }
        }
    });
    let base = crate::compile::base_uri(&doc, crate::ir::Draft::Draft7, None, "t.json");
    let schema = crate::compile::compile(&doc, crate::ir::Draft::Draft7, &[base], 0);
    let t = crate::typespace::typify_alone(&doc, &schema).unwrap();
    let shapes = Shapes {
        schema: &schema,
        family: std::slice::from_ref(&schema),
        pairing: &t.pairing,
    };
    let mut file = t.file.clone();
    process(&mut file, &shapes, &BTreeSet::new()).unwrap();
    assert_eq!(
        check_named(&file, &shapes, &std::collections::BTreeSet::new()),
        Ok(())
    );

    // Each breakage: (struct, field, what is done to it) → the error's pointer and message.
    let cases: [(&str, &str, bool, &str, &str); 3] = [
        ("Root", "mcp_servers", false, "", "`mcpServers`"),
        (
            "RootInner",
            "started_at_ms",
            false,
            "/properties/inner",
            "`startedAtMs`",
        ),
        (
            "RootInner",
            "started_at_ms",
            true,
            "/properties/inner",
            "`startedAtMs`",
        ),
    ];
    for (item, field, remove, pointer, property) in cases {
        let mut broken = file.clone();
        for it in &mut broken.items {
            let Item::Struct(s) = it else { continue };
            if s.ident != item {
                continue;
            }
            let Fields::Named(named) = &mut s.fields else {
                unreachable!()
            };
            if remove {
                named.named = named
                    .named
                    .clone()
                    .into_iter()
                    .filter(|f| f.ident.as_ref().is_none_or(|i| i != field))
                    .collect();
            } else {
                for f in &mut named.named {
                    if f.ident.as_ref().is_some_and(|i| i == field) {
                        f.attrs.retain(|a| !a.path().is_ident("serde"));
                    }
                }
            }
        }
        let (at, message) =
            check_named(&broken, &shapes, &std::collections::BTreeSet::new()).unwrap_err();
        assert_eq!(at, pointer, "{item}.{field}");
        assert!(message.contains(property), "{message}");
    }
}

/// `(typify's items, the enums made tagged, what the file then reads like, what it no longer
/// has)`: an untagged union discriminated by a one-value property becomes internally tagged,
/// named by the values, also through a newtype variant wrapping an untagged enum whose
/// variants share the value; anything else stays untagged.
/// `(source, tagged, has, lacks)`.
type ByTagCase = (
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
    &'static [&'static str],
);

const BY_TAG: &[ByTagCase] = &[
    (
        r#"#[serde(untagged)]
           pub enum Item {
               CommandExecutionItem { command: String, #[serde(rename = "type")] type_: CommandExecutionItemType },
               ImageItem(ImageItem),
           }
           impl From<ImageItem> for Item { fn from(value: ImageItem) -> Self { Self::ImageItem(value) } }
           pub enum CommandExecutionItemType { #[serde(rename = "commandExecution")] CommandExecution }
           impl Display for CommandExecutionItemType {}
           #[serde(untagged)]
           pub enum ImageItem {
               Url { url: String, #[serde(rename = "type")] type_: ImageItemType },
               File { file_id: String, #[serde(rename = "type")] type_: ImageItemType },
           }
           pub enum ImageItemType { #[serde(rename = "image")] Image }"#,
        &["Item"],
        &[
            "# [serde (tag = \"type\")] pub enum Item { # [serde (rename = \"commandExecution\")] CommandExecution { command : String } , # [serde (rename = \"image\")] Image (ImageItem) , }",
            "Self :: Image (value)",
            "pub enum ImageItem { Url { url : String } , File { file_id : String } , }",
        ],
        &["CommandExecutionItemType", "ImageItemType", "type_"],
    ),
    // The same value twice: not a discriminator.
    (
        r#"#[serde(untagged)]
           pub enum E { A { #[serde(rename = "t")] t: AType }, B { #[serde(rename = "t")] t: AType } }
           pub enum AType { #[serde(rename = "a")] A }"#,
        &[],
        &["# [serde (untagged)] pub enum E"],
        &[],
    ),
    // A variant without the property, or a wrapped enum named elsewhere.
    (
        r#"#[serde(untagged)]
           pub enum E { A { #[serde(rename = "t")] t: AType }, B { x: i64 } }
           pub enum AType { #[serde(rename = "a")] A }"#,
        &[],
        &["# [serde (untagged)] pub enum E", "pub enum AType"],
        &[],
    ),
    (
        r#"#[serde(untagged)]
           pub enum E { A { #[serde(rename = "t")] t: AType }, B(Inner) }
           #[serde(untagged)]
           pub enum Inner { C { #[serde(rename = "t")] t: BType } }
           pub struct Other { inner: Inner }
           pub enum AType { #[serde(rename = "a")] A }
           pub enum BType { #[serde(rename = "b")] B }"#,
        &["Inner"],
        &["# [serde (untagged)] pub enum E", "# [serde (tag = \"t\")] pub enum Inner { # [serde (rename = \"b\")] B { } }"],
        &[],
    ),
    // A wrapped enum whose name is another enum's variant (drone's `Kind::Pipeline` beside a
    // type `Pipeline`): named by this enum only, so tagged; and, its tag fields gone, tagged
    // in turn by the property its variants differ in (template's generators).
    (
        r#"#[serde(untagged)]
           pub enum E { A { #[serde(rename = "t")] t: AType }, Pipeline(Pipeline) }
           #[serde(untagged)]
           pub enum Pipeline {
               C { #[serde(rename = "t")] t: PType, #[serde(rename = "g")] g: CType, x: i64 },
               D { #[serde(rename = "t")] t: PType, #[serde(rename = "g")] g: DType },
           }
           pub enum Kind { Pipeline, Other }
           impl Kind { fn f(&self) -> bool { match self { Self::Pipeline => true, Kind::Pipeline => true, Kind::Other => false } } }
           pub enum AType { #[serde(rename = "a")] A }
           pub enum PType { #[serde(rename = "pipeline")] P }
           pub enum CType { #[serde(rename = "c")] C }
           pub enum DType { #[serde(rename = "d")] D }"#,
        &["E", "Pipeline"],
        &[
            "# [serde (tag = \"t\")] pub enum E { # [serde (rename = \"a\")] A { } , # [serde (rename = \"pipeline\")] Pipeline (Pipeline) }",
            "# [serde (tag = \"g\")] pub enum Pipeline { # [serde (rename = \"c\")] C { x : i64 } , # [serde (rename = \"d\")] D { } , }",
        ],
        &["PType", "CType"],
    ),
    // A newtype variant wrapping an enum by a tag of its own (typify tags a union of plain
    // objects itself: vector's `tag_cardinality_limit` by `mode`): its tag fields go too.
    (
        r#"#[serde(untagged)]
           pub enum E {
               A { #[serde(rename = "t")] t: AType },
               Limit(Limit),
           }
           #[serde(tag = "mode")]
           pub enum Limit {
               #[serde(rename = "exact")]
               Exact { #[serde(rename = "t")] t: LType, x: i64 },
               #[serde(rename = "fast")]
               Fast { #[serde(rename = "t")] t: LType },
           }
           #[serde(tag = "kind", content = "c")]
           pub enum Adjacent { #[serde(rename = "p")] P(i64) }
           #[serde(untagged)]
           pub enum F { B { #[serde(rename = "t")] t: BType }, Adjacent(Adjacent) }
           pub enum AType { #[serde(rename = "a")] A }
           pub enum BType { #[serde(rename = "b")] B }
           pub enum LType { #[serde(rename = "limit")] L }"#,
        &["E"],
        &[
            "# [serde (tag = \"t\")] pub enum E { # [serde (rename = \"a\")] A { } , # [serde (rename = \"limit\")] Limit (Limit) , }",
            "# [serde (tag = \"mode\")] pub enum Limit { # [serde (rename = \"exact\")] Exact { x : i64 } , # [serde (rename = \"fast\")] Fast { } , }",
            // An adjacently tagged one is left as it is, and the enum wrapping it.
            "# [serde (untagged)] pub enum F",
        ],
        &["LType"],
    ),
];

#[test]
fn untagged_unions_with_a_discriminating_property_are_named_by_its_values() {
    for (source, tagged, has, lacks) in BY_TAG {
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let done = by_tag::by_tag(&mut file, &|_| false);
        let done: Vec<&str> = done.iter().map(String::as_str).collect();
        assert_eq!(done, *tagged, "{source}");
        let text = quote::quote!(#file).to_string();
        for h in *has {
            assert!(text.contains(h), "{h}\nnot in\n{text}");
        }
        for l in *lacks {
            assert!(!text.contains(l), "{l}\nin\n{text}");
        }
    }
}
