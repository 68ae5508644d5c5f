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
