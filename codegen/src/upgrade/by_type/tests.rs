//! Tests of `by_type.rs`: which schemas are read by type, and the branches each gets.

use serde_json::{json, Value};

use super::rewrite;

/// `(document, the document as the type model reads it or None when unchanged, moves)`.
type Case = (Value, Option<Value>, Vec<(&'static str, &'static str)>);

fn cases() -> Vec<Case> {
    let rule = json!({"type": ["boolean", "object", "array"], "minItems": 1,
                      "properties": {"severity": {"enum": ["error", "off"]}}});
    vec![
        // tslint: a rule and its options.
        (
            json!({"definitions": {"rule": rule.clone()},
                   "properties": {"align": {"description": "d", "allOf": [
                       {"$ref": "#/definitions/rule"},
                       {"items": [{"type": "boolean"}], "additionalItems": {"type": "string"},
                        "maxItems": 6, "uniqueItems": true,
                        "properties": {"options": {"type": "string"}, "severity": {}},
                        "additionalProperties": false}]}}}),
            Some(json!({"definitions": {"rule": rule.clone()},
            "properties": {"align": {"description": "d", "oneOf": [
                {"type": "boolean", "title": "align boolean"},
                {"type": "object", "title": "align object",
                 "properties": {"severity": {"$ref": "#/definitions/rule/properties/severity"},
                                "options": {"type": "string"}},
                 "additionalProperties": false},
                {"type": "array", "title": "align array", "minItems": 1, "items": [{"type": "boolean"}],
                 "additionalItems": {"type": "string"}, "maxItems": 6, "uniqueItems": true}
            ]}}})),
            vec![
                (
                    "/properties/align/oneOf/1/properties/options",
                    "/properties/align/allOf/1/properties/options",
                ),
                (
                    "/properties/align/oneOf/2/items/0",
                    "/properties/align/allOf/1/items/0",
                ),
                (
                    "/properties/align/oneOf/2/additionalItems",
                    "/properties/align/allOf/1/additionalItems",
                ),
                ("/properties/align/oneOf/0", "/properties/align"),
            ],
        ),
        // A plugin: its name, or its name and options.
        (
            json!({"items": {"type": ["string", "array"], "items": [{"type": "string"}, {"type": "object"}]}}),
            Some(json!({"items": {"oneOf": [
                {"type": "array", "title": "items array",
                 "items": [{"type": "string"}, {"type": "object"}]},
                {"type": "string", "title": "items string"}]}})),
            vec![
                ("/items/oneOf/0/items/0", "/items/items/0"),
                ("/items/oneOf/1", "/items"),
            ],
        ),
        // No tuple, one type, or no array: typify's merge reads it.
        (
            json!({"type": ["string", "array"], "items": {"type": "string"}}),
            None,
            vec![],
        ),
        (
            json!({"type": "array", "items": [{}], "maxItems": 2}),
            None,
            vec![],
        ),
        (
            json!({"allOf": [{"type": ["string", "object"]}, {"items": [{}]}]}),
            None,
            vec![],
        ),
        // What it does not merge: a union, an `enum`, two parts' tuples, a property
        // `additionalProperties` does not see, a `$ref` into a part that would move.
        (
            json!({"type": ["string", "array"], "items": [{}], "oneOf": [{}]}),
            None,
            vec![],
        ),
        (
            json!({"type": ["string", "array"], "items": [{}], "enum": ["a"]}),
            None,
            vec![],
        ),
        (
            json!({"type": ["string", "array"], "items": [{}], "allOf": [{"items": [{}]}]}),
            None,
            vec![],
        ),
        (
            json!({"type": ["object", "array"], "items": [{}], "properties": {"a": {}},
                   "allOf": [{"additionalProperties": {"type": "string"}}]}),
            None,
            vec![],
        ),
        (
            json!({"type": ["object", "array"], "items": [{}], "required": ["a"],
                   "allOf": [{"additionalProperties": false}]}),
            None,
            vec![],
        ),
        // `additionalProperties: false` beside another part's property forbids it (tslint's
        // `no-for-in`: a rule without options).
        (
            json!({"type": ["object", "array"], "items": [{}], "properties": {"a": {}},
                   "allOf": [{"additionalProperties": false}]}),
            Some(json!({"oneOf": [
                {"type": "object", "title": " object", "properties": {},
                 "additionalProperties": false},
                {"type": "array", "title": " array", "items": [{}]}]})),
            vec![("/oneOf/1/items/0", "/items/0")],
        ),
        // tslint's `rules`: an `allOf` of maps of rules, object keywords alone; a scalar
        // property of a referred part is copied, any other referred to.
        (
            json!({"definitions": {"js": {"properties": {"a": {"enum": ["x"]}, "c": {"type": "string"}}}},
                   "properties": {"rules": {"allOf": [
                       {"$ref": "#/definitions/js"},
                       {"properties": {"b": {"type": "integer"}}, "required": ["b"]}]}}}),
            Some(
                json!({"definitions": {"js": {"properties": {"a": {"enum": ["x"]}, "c": {"type": "string"}}}},
                   "properties": {"rules": {
                       "properties": {"a": {"$ref": "#/definitions/js/properties/a"},
                                      "b": {"type": "integer"}, "c": {"type": "string"}},
                       "required": ["b"]}}}),
            ),
            vec![
                (
                    "/properties/rules/properties/b",
                    "/properties/rules/allOf/1/properties/b",
                ),
                (
                    "/properties/rules/properties/c",
                    "/definitions/js/properties/c",
                ),
            ],
        ),
        // Typed (typify merges those), or a part of other keywords.
        (
            json!({"type": "object", "allOf": [{"properties": {"a": {}}}, {"properties": {"b": {}}}]}),
            None,
            vec![],
        ),
        (
            json!({"allOf": [{"properties": {"a": {}}}, {"minLength": 1}]}),
            None,
            vec![],
        ),
        (
            json!({"type": ["string", "array"], "items": [{}], "properties": {"a": {"$ref": "#/items/0"}}}),
            None,
            vec![],
        ),
    ]
}

#[test]
fn schemas_read_by_type() {
    for (doc, want, want_moves) in cases() {
        let mut copy = doc.clone();
        let mut layer = Vec::new();
        rewrite(&mut copy, &mut layer);
        assert_eq!(copy, want.clone().unwrap_or_else(|| doc.clone()), "{doc}");
        let want_moves: Vec<(String, String)> = want_moves
            .into_iter()
            .map(|(a, b)| (a.to_owned(), b.to_owned()))
            .collect();
        for m in &want_moves {
            assert!(layer.contains(m), "{doc}: {m:?} not in {layer:?}");
        }
        assert_eq!(layer.is_empty(), want_moves.is_empty(), "{doc}: {layer:?}");
    }
}
