//! `$ref`s to another file's anchor: by the pointer it names, or as written.

use serde_json::{json, Value};

use super::spell;
use crate::family::testing::file;
use crate::family::File;

const D7: &str = "http://json-schema.org/draft-07/schema#";

#[test]
fn references_to_another_files_anchor_are_by_pointer() {
    // (the other file, the `$ref` in the first, what it becomes)
    let cases: Vec<(Value, &str, &str)> = vec![
        // 2020-12's `$anchor`, draft-07's `$id`, draft-04's `id`.
        (
            json!({"$schema": "https://json-schema.org/draft/2020-12/schema",
                   "$defs": {"a b": {"$anchor": "foo", "type": "integer"}}}),
            "f1.json#foo",
            "file:///f1.json#/$defs/a%20b",
        ),
        (
            json!({"$schema": D7, "definitions": {"a": {"$id": "#foo", "type": "integer"}}}),
            "f1.json#foo",
            "file:///f1.json#/definitions/a",
        ),
        (
            json!({"$schema": "http://json-schema.org/draft-04/schema#",
                   "definitions": {"a": {"id": "#foo", "type": "integer"}}}),
            "f1.json#foo",
            "file:///f1.json#/definitions/a",
        ),
        // No such anchor, two of them, an inner resource, another draft's spelling: as written.
        (
            json!({"$schema": D7, "definitions": {"a": {"$id": "#bar"}}}),
            "f1.json#foo",
            "f1.json#foo",
        ),
        (
            json!({"$schema": D7, "definitions": {"a": {"$id": "#foo"}, "b": {"$id": "#foo"}}}),
            "f1.json#foo",
            "f1.json#foo",
        ),
        (
            json!({"$schema": D7, "definitions": {"a": {"$id": "#foo"}, "b": {"$id": "inner.json"}}}),
            "f1.json#foo",
            "f1.json#foo",
        ),
        (
            json!({"$schema": D7, "definitions": {"a": {"$anchor": "foo"}}}),
            "f1.json#foo",
            "f1.json#foo",
        ),
        // A pointer is left to the family's links.
        (
            json!({"$schema": D7, "definitions": {"a": {}}}),
            "f1.json#/definitions/a",
            "f1.json#/definitions/a",
        ),
    ];
    for (other, reference, want) in cases {
        let first = json!({"properties": {"x": {"$ref": reference}}});
        let mut files: Vec<File> = vec![file(0, &first), file(1, &other)];
        spell(&mut files);
        assert_eq!(
            files[0].shape.pointer("/properties/x/$ref"),
            Some(&json!(want)),
            "{other}"
        );
    }
}
