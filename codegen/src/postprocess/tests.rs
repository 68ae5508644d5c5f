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
    use std::collections::{BTreeMap, BTreeSet};

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
    let schema = crate::compile::compile(&doc, crate::ir::Draft::Draft7, &[base], 0).unwrap();
    let t = crate::typespace::typify(
        std::path::Path::new("t.json"),
        &doc,
        (&schema, std::slice::from_ref(&schema)),
        Some("Root"),
        &BTreeMap::new(),
        &BTreeSet::new(),
        &BTreeMap::new(),
    )
    .unwrap();
    let shapes = Shapes {
        schema: &schema,
        family: std::slice::from_ref(&schema),
        pairing: &t.pairing,
    };
    let mut file = t.file.clone();
    process(&mut file, &shapes, &BTreeSet::new()).unwrap();
    assert_eq!(check_named(&file, &shapes), Ok(()));

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
        let (at, message) = check_named(&broken, &shapes).unwrap_err();
        assert_eq!(at, pointer, "{item}.{field}");
        assert!(message.contains(property), "{message}");
    }
}
