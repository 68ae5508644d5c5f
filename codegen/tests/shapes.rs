//! Types that can hold what their schema accepts: shapes typify reads too narrowly on its own.

use std::fs;

use agent_approval_codegen::generate;
use serde_json::json;

#[test]
fn an_any_of_with_non_object_branches_is_an_enum() {
    let cases = [
        (
            json!([{"type": "string"}, {"type": "array", "items": {"type": "integer"}}]),
            "pub enum Thing",
        ),
        (
            json!([{"type": "integer"}, {"enum": ["a", "b"]}]),
            "pub enum Thing",
        ),
        // Objects alone keep typify's reading: a struct holding every branch that matches.
        (
            json!([{"type": "object", "properties": {"a": {"type": "string"}}},
                   {"type": "object", "properties": {"b": {"type": "string"}}}]),
            "pub struct Thing",
        ),
    ];
    for (branches, expected) in cases {
        let dir = tempfile::tempdir().unwrap();
        let doc = json!({"$schema": "http://json-schema.org/draft-07/schema#", "title": "Thing", "anyOf": branches});
        fs::write(dir.path().join("t.json"), doc.to_string()).unwrap();
        fs::write(
            dir.path().join("manifest.toml"),
            "[[schema]]\nfile = \"t.json\"\nmodule = \"m\"\nupstream = \"https://example.com/t.json\"\n",
        )
        .unwrap();
        let src = generate(dir.path())
            .unwrap_or_else(|e| panic!("{e}"))
            .source;
        assert!(src.contains(expected), "{branches}: {src}");
        // An enum has no flattened parts.
        assert_eq!(
            src.contains("subtype_0"),
            expected.contains("struct"),
            "{branches}: {src}"
        );
    }
}

/// `properties` without `type` accepts those objects and every other value: an enum of the
/// struct and `serde_json::Value` (`Object { .. }`, `Other(Value)`), with nothing coarsened.
/// As a part of an object's `allOf` it is that object, merged into the struct.
#[test]
fn an_object_without_type_is_an_object_or_any_value() {
    type Case = (
        serde_json::Value,
        &'static [&'static str],
        &'static [(&'static str, &'static str)],
    );
    let props = json!({"a": {"type": "string"}, "b": {"properties": {"c": {"type": "integer"}}}});
    let cases: [Case; 3] = [
        (
            json!({"title": "Thing", "properties": props, "required": ["a"]}),
            &[
                "pub enum Thing",
                "Object {",
                "Other(::serde_json::Value)",
                "pub enum ThingObjectB",
            ],
            &[],
        ),
        (
            json!({"title": "Thing", "type": "object", "properties": {"d": {"$ref": "#/definitions/D"}},
                   "definitions": {"D": {"properties": props, "additionalProperties": false}}}),
            &[
                "pub struct Thing",
                "pub enum D",
                "Other(::serde_json::Value)",
            ],
            &[],
        ),
        (
            json!({"title": "Thing", "type": "object",
                   "allOf": [{"$ref": "#/definitions/D"}, {"type": "object", "properties": {"e": {"type": "string"}}}],
                   "definitions": {"D": {"properties": props}}}),
            // Inside an object only the part's object reading applies: typify's copy of the
            // part is that object (`typespace/object_parts.rs`), merged into the struct.
            &[
                "pub struct Thing {",
                "pub a: ::std::option::Option<::std::string::String>,",
                "pub e: ::std::option::Option<::std::string::String>,",
                "pub enum D {",
            ],
            &[],
        ),
    ];
    for (mut doc, expected, coarsened) in cases {
        doc["$schema"] = json!("http://json-schema.org/draft-07/schema#");
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("t.json"), doc.to_string()).unwrap();
        fs::write(
            dir.path().join("manifest.toml"),
            "[[schema]]\nfile = \"t.json\"\nmodule = \"m\"\nupstream = \"https://example.com/t.json\"\n",
        )
        .unwrap();
        let generated = generate(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        for want in expected {
            assert!(
                generated.source.contains(want),
                "{doc}: no {want}\n{}",
                generated.source
            );
        }
        assert_eq!(
            generated.coarsened.len(),
            coarsened.len(),
            "{doc}: {:?}",
            generated.coarsened
        );
        for (c, (pointer, reason)) in generated.coarsened.iter().zip(coarsened) {
            assert_eq!(c.pointer, *pointer, "{doc}");
            assert!(c.reason.contains(reason), "{doc}: {}", c.reason);
        }
    }
}
