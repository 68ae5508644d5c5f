//! The raw mirror and the judging impls emitted for typify's items.

use super::judged;

mod enums;

/// `(typify's item, the name has a schema, what the item becomes, what is emitted)`.
const CASES: &[(&str, bool, &str, &str)] = &[
    (
        r#"#[derive(::serde::Deserialize, ::serde::Serialize, Clone)]
           #[serde(deny_unknown_fields)]
           pub struct Claim {
               #[doc = "level"]
               #[serde(default, alias = "lvl")]
               pub level: Option<Level>,
           }"#,
        true,
        "# [derive (:: serde :: Serialize , Clone)]",
        "# [derive (:: serde :: Deserialize)] # [serde (remote = \"Claim\")] \
         # [allow (dead_code , non_camel_case_types)] # [serde (deny_unknown_fields)] \
         struct __RawClaim { # [serde (default , alias = \"lvl\")] \
         level : Option < Level > , } \
         :: agent_approval_runtime :: __judged ! (Claim , struct __RawClaim) ;",
    ),
    (
        r#"#[derive(::serde::Deserialize, ::serde::Serialize)]
           #[serde(untagged)]
           #[non_exhaustive]
           pub enum Item {
               #[doc = "one"]
               One { #[serde(flatten)] extra: Map },
           }"#,
        false,
        "# [derive (:: serde :: Serialize)]",
        "# [derive (:: serde :: Deserialize)] # [serde (remote = \"Item\")] \
         # [allow (dead_code , non_camel_case_types)] # [serde (untagged)] \
         enum __RawItem { One { # [serde (flatten)] extra : Map } , } \
         :: agent_approval_runtime :: __inline ! (Item , __RawItem) ;",
    ),
];

#[test]
fn each_item_gets_a_raw_mirror_and_a_judging_impl() {
    for (source, has_schema, derive, emitted) in CASES {
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let out = judged(&mut file, |_| *has_schema, |_| true);
        assert_eq!(out.len(), 1, "{source}");
        assert!(
            out[0].to_string().starts_with(emitted),
            "{source}\n{}",
            out[0]
        );
        let item = quote::quote!(#file).to_string();
        assert!(item.starts_with(derive), "{item}");
        assert!(item.contains("pub"), "the item stays public: {item}");
    }
}

#[test]
fn items_without_a_derived_deserialize_are_left_alone() {
    let mut file: syn::File =
        syn::parse_str("#[derive(Clone)] pub struct A; pub mod error {}").unwrap();
    assert!(judged(&mut file, |_| true, |_| true).is_empty());
}

/// `(typify's item, whether its raw conversion is written out)`: open structs of the plain
/// kind are; anything serde's derive reads with attributes the written-out one does not know
/// keeps the derive.
const WRITTEN_OUT: &[(&str, bool)] = &[
    (
        r#"#[derive(::serde::Deserialize)]
           pub struct A {
               pub decision: Decision,
               #[serde(rename = "type", default, skip_serializing_if = "Option::is_none", with = "::agent_approval_runtime::__private::double_option")]
               pub type_: Option<Option<String>>,
               #[serde(deserialize_with = "::std::option::Option::deserialize")]
               pub note: Option<String>,
               #[serde(flatten)]
               pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
           }"#,
        true,
    ),
    (
        r"#[derive(::serde::Deserialize)]
           pub struct Typed { #[serde(flatten)] pub extra: ::std::collections::HashMap<String, i64> }",
        true,
    ),
    // No `extra`: serde's derive without flatten is direct already.
    (
        r"#[derive(::serde::Deserialize)] #[serde(deny_unknown_fields)] pub struct Closed { pub a: i64 }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)] pub struct Plain { pub a: i64 }",
        false,
    ),
    // A flattened part that is not a map, a map keyed by another type, a container attribute.
    (
        r"#[derive(::serde::Deserialize)]
           pub struct Parts { #[serde(flatten)] pub subtype_0: Option<Part> }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)]
           pub struct Keyed { #[serde(flatten)] pub extra: ::std::collections::HashMap<Key, i64> }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)] #[serde(default)]
           pub struct Defaulted { pub a: i64, #[serde(flatten)] pub extra: Map<String, Value> }",
        false,
    ),
    (
        r#"#[derive(::serde::Deserialize)]
           pub struct Aliased { #[serde(alias = "b")] pub a: i64, #[serde(flatten)] pub extra: Map<String, Value> }"#,
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)]
           pub struct Two { #[serde(flatten)] pub extra: Map<String, Value>, #[serde(flatten)] pub more: Map<String, Value> }",
        false,
    ),
];

/// Each item of `cases` is written out (its emission has `marker` and no serde mirror) or
/// keeps the derive, as the table says; every emission parses.
fn assert_written_out(cases: &[(&str, bool)], marker: &str) {
    for (source, written) in cases {
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let out = judged(&mut file, |_| true, |_| true);
        assert_eq!(out.len(), 1, "{source}");
        let text = out[0].to_string();
        assert_eq!(text.contains(marker), *written, "{source}\n{text}");
        assert_eq!(!text.contains("remote"), *written, "{source}\n{text}");
        syn::parse2::<syn::File>(out[0].clone()).unwrap();
    }
}

/// What `judged` emits for the one item of `source`, as token text.
fn emitted(source: &str) -> String {
    let mut file: syn::File = syn::parse_str(source).unwrap();
    judged(&mut file, |_| true, |_| true)[0].to_string()
}

/// Every piece of `has` is in `text`.
fn assert_has(text: &str, has: &[&str]) {
    for want in has {
        assert!(text.contains(want), "{want}\nnot in\n{text}");
    }
}

#[test]
fn open_structs_of_the_plain_kind_have_their_conversion_written_out() {
    assert_written_out(WRITTEN_OUT, "__next (& mut __map");
}

#[test]
fn the_written_out_conversion_keeps_each_fields_rules() {
    let text = emitted(WRITTEN_OUT[0].0);
    let has = [
        // The JSON names, in field order, the rename kept.
        // The names with their fields' indices, by length and then bytes.
        "__next (& mut __map , & [(\"note\" , 2) , (\"type\" , 1) , (\"decision\" , 0)]) ?",
        // The double option through the runtime's seed, the other `with` through a wrapper.
        "DoubleOption :: < Option < Option < String > > > :: new ()",
        "struct __With2 (Option < String >)",
        ":: std :: option :: Option :: deserialize (__d) . map (__With2)",
        // Absent: `default` gives the default, `deserialize_with` the error, and a plain field
        // serde's missing-field rule.
        "type_ : __f1 . unwrap_or_default ()",
        "note : __present (__f2 , \"note\") ?",
        "decision : __present (__f0 , \"decision\") ?",
        // A repeated named key is refused; the rest go to `extra`.
        "__Named (0) => __slot (& mut __map , & mut __f0 , \"decision\") ,",
        "__Named (1) => __slot_seed (& mut __map , & mut __f1 , \"type\" ,",
        "__Other (__name) => __other (& mut __map , & mut __extra , __name) ,",
        // One `?` after the member's arm, not one per arm.
        "__Named (_) => __skip (& mut __map) , } ? ;",
        "impl :: agent_approval_runtime :: __private :: Object for __RawA { type Value = A ;",
        ":: agent_approval_runtime :: __judged ! (A , object __RawA) ;",
    ];
    assert_has(&text, &has);
}

#[test]
fn struct_variants_with_extra_are_read_by_a_written_out_function() {
    // `deny_unknown_fields` keeps the enum on serde's derive (`tagged.rs` writes out only the
    // plain kind), so its variants are read through the mirror.
    let source = r#"#[derive(::serde::Deserialize)]
        #[serde(tag = "type", deny_unknown_fields)]
        pub enum Decision {
            #[serde(rename = "approved")]
            Approved,
            #[serde(rename = "denied")]
            Denied {
                rejection: String,
                #[serde(flatten)]
                extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
            },
            #[serde(rename = "only")]
            Only { #[serde(flatten)] extra: ::serde_json::Map<::std::string::String, ::serde_json::Value> },
        }"#;
    let mut file: syn::File = syn::parse_str(source).unwrap();
    let out = judged(&mut file, |_| true, |_| true);
    let text = out[0].to_string();
    let has = [
        // The variant keeps its rename and reads through the function, its fields bare.
        "# [serde (rename = \"denied\")] # [serde (deserialize_with = \"::agent_approval_runtime::__private::object::<__RawDecision__variant_1, _>\")] Denied { rejection : String , extra : :: serde_json :: Map",
        "impl :: agent_approval_runtime :: __private :: Object for __RawDecision__variant_1 { type Value = (String , :: serde_json :: Map < :: std :: string :: String , :: serde_json :: Value >) ;",
        "__next (& mut __map , & [(\"rejection\" , 0)]) ?",
        "\"struct variant Decision::Denied\"",
        // A lone `extra` keeps serde's derive (its `deserialize_with` would take no tuple).
        "# [serde (rename = \"only\")] Only { # [serde (flatten)] extra",
    ];
    assert_has(&text, &has);
    assert!(!text.contains("__variant_0"), "{text}");
    assert!(!text.contains("__variant_2"), "{text}");
    syn::parse2::<syn::File>(out[0].clone()).unwrap();
}

/// An optional, nullable property (`Option<Option<T>>` from postprocess) of an object whose
/// conversions are written out becomes a plain `Option<T>` beside the hidden `Nulls` field;
/// both conversions are written (no serde derive, so no serde attribute, is left on the
/// struct), the `null`s read into the set and written back from it. typify's
/// `deserialize_with` on a required nullable property (a missing one is an error) changes
/// reading only, and keeps nothing on serde's derive (Codex's `Thread::project_id`).
#[test]
fn nullable_optionals_become_plain_options_with_their_nulls_remembered() {
    let source = r#"#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Default)]
           #[serde(deny_unknown_fields)]
           pub struct Claim {
               #[doc = "level"]
               #[serde(rename = "lvl", default, skip_serializing_if = "::std::option::Option::is_none", with = "::agent_approval_runtime::__private::double_option")]
               pub level: Option<Option<Level>>,
               pub id: String,
               pub note: Option<String>,
               #[serde(deserialize_with = "::std::option::Option::deserialize")]
               pub parent: Option<String>,
           }"#;
    let mut file: syn::File = syn::parse_str(source).unwrap();
    let out = judged(&mut file, |_| true, |_| true);
    let item = quote::quote!(#file).to_string();
    assert_has(
        &item,
        &[
            "# [derive (Clone , Default)] pub struct Claim { # [doc = \"level\"] pub level : Option < Level > , pub id : String , pub note : Option < String > , pub parent : Option < String > ,",
            "# [doc (hidden)] pub __nulls : :: agent_approval_runtime :: Nulls }",
        ],
    );
    assert!(!item.contains("serde"), "{item}");
    let text = out.iter().map(ToString::to_string).collect::<String>();
    assert_has(
        &text,
        &[
            "impl :: serde :: Serialize for Claim",
            "__Members :: new (__serializer , self . __nulls) ?",
            "__m . nullable (\"lvl\" , & self . level , 0) ? ; __m . field (\"id\" , & self . id) ? ;",
            "__m . field (\"parent\" , & self . parent) ? ;",
            "let mut __nulls = :: agent_approval_runtime :: Nulls :: new () ;",
            "__Named (0) => __slot (& mut __map , & mut __f0 , \"lvl\") ,",
            // Closed: an unknown member is refused as serde's derive refuses it.
            "unknown_field (& __name , & [\"lvl\" , \"id\" , \"note\" , \"parent\"])",
            // serde's missing-field rule from the type: an absent `Option` is `None`, anything
            // else the error.
            "Claim { level : __nulls . take (0 , __f0) , id : __present (__f1 , \"id\") ? , note : __f2 . unwrap_or_default () , parent : __present (__f3 , \"parent\") ? , __nulls : __nulls }",
        ],
    );
    syn::parse2::<syn::File>(text.parse().unwrap()).unwrap();
}
