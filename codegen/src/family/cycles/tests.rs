//! `$ref`s on a cycle of `$ref`s alone are left out of the type model; the others stay.

use serde_json::{json, Value};

use super::vacuous;
use crate::family::testing::file;
use crate::family::File;

const D7: &str = "http://json-schema.org/draft-07/schema#";
const D2020: &str = "https://json-schema.org/draft/2020-12/schema";

#[test]
fn references_that_only_lead_back_to_themselves_say_nothing() {
    // (the family, the pointer in the first file, what is there after)
    let cases: Vec<(Vec<Value>, &str, Value)> = vec![
        // The root, itself; beside a `type` (2020-12), the type alone.
        (
            vec![json!({"$schema": D7, "$ref": "#"})],
            "",
            json!({"$schema": D7}),
        ),
        (
            vec![json!({"$schema": D2020, "$ref": "#", "type": "object"})],
            "",
            json!({"$schema": D2020, "type": "object"}),
        ),
        // Two definitions referring to each other: both.
        (
            vec![
                json!({"$schema": D7, "definitions": {"a": {"$ref": "#/definitions/b"},
                                                      "b": {"$ref": "#/definitions/a"}},
                        "properties": {"x": {"$ref": "#/definitions/a"}}}),
            ],
            "/definitions",
            json!({"a": {}, "b": {}}),
        ),
        // ... and the property leading into the cycle keeps its `$ref`.
        (
            vec![
                json!({"$schema": D7, "definitions": {"a": {"$ref": "#/definitions/b"},
                                                      "b": {"$ref": "#/definitions/a"}},
                        "properties": {"x": {"$ref": "#/definitions/a"}}}),
            ],
            "/properties/x",
            json!({"$ref": "#/definitions/a"}),
        ),
        // Across files.
        (
            vec![
                json!({"$schema": D7, "definitions": {"a": {"$ref": "f1.json#/definitions/b"}}}),
                json!({"$schema": D7, "definitions": {"b": {"$ref": "f0.json#/definitions/a"}}}),
            ],
            "/definitions/a",
            json!({}),
        ),
        // A recursion through a property is a tree, not a cycle of `$ref`s alone.
        (
            vec![json!({"$schema": D7, "properties": {"next": {"$ref": "#"}}})],
            "/properties/next",
            json!({"$ref": "#"}),
        ),
        // A union's branch that is the union itself: that branch says nothing; one that reads
        // further into the value (an item) is a tree, kept.
        (
            vec![json!({"$schema": D7, "anyOf": [{"$ref": "#"}, {"type": "string"}]})],
            "/anyOf/0",
            json!({}),
        ),
        (
            vec![json!({"$schema": D7, "anyOf": [{"items": {"$ref": "#"}}, {"type": "string"}]})],
            "/anyOf/0/items",
            json!({"$ref": "#"}),
        ),
        // Through a definition's `allOf`, `not` and `then`.
        (
            vec![json!({"$schema": D7, "definitions": {
                            "a": {"allOf": [{"not": {"$ref": "#/definitions/b"}}]},
                            "b": {"if": {}, "then": {"$ref": "#/definitions/a"}}},
                        "properties": {"x": {"$ref": "#/definitions/a"}}})],
            "/definitions/a/allOf/0/not",
            json!({}),
        ),
        // A chain that ends: kept.
        (
            vec![
                json!({"$schema": D7, "definitions": {"a": {"$ref": "#/definitions/b"},
                                                      "b": {"type": "string"}}}),
            ],
            "/definitions/a",
            json!({"$ref": "#/definitions/b"}),
        ),
    ];
    for (docs, pointer, want) in cases {
        let mut files: Vec<File> = docs.iter().enumerate().map(|(i, d)| file(i, d)).collect();
        vacuous(&mut files);
        assert_eq!(files[0].shape.pointer(pointer), Some(&want), "{docs:?}");
    }
}
