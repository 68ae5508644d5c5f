//! The unions `exclusive.rs` reads as the object's properties, and those it leaves.

use serde_json::{json, Value};

use super::rewrite;

/// `(pointer in the copy, pointer it came from)`.
type Moves = Vec<(&'static str, &'static str)>;

#[test]
fn properties_the_other_branches_forbid_are_the_objects() {
    let env = json!({"type": "object", "properties": {"dev": {"type": "string"}}});
    let not = |p: &str| json!({"not": {"properties": {p: {}}, "required": [p]}});
    let bootstraprc = json!({"type": "object", "allOf": [{"$ref": "#/definitions/core"}, {"anyOf": [
        {"not": {"required": ["styles"]}, "properties": {"env": env}},
        {"allOf": [not("env")], "properties": {"styles": {"type": "boolean"}}}]}],
        "definitions": {"core": {"type": "object", "properties": {"version": {"type": "integer"}}}}});
    // (document, the object's properties after, its `allOf` after, moves)
    let cases: Vec<(Value, Value, Value, Moves)> = vec![
        // An `allOf` part's union, each branch forbidding the other's name (bootstraprc).
        (
            bootstraprc,
            json!({"env": env, "styles": {"type": "boolean"}}),
            json!([{"$ref": "#/definitions/core"}, {}]),
            vec![
                ("/properties/env", "/allOf/1/anyOf/0/properties/env"),
                ("/properties/styles", "/allOf/1/anyOf/1/properties/styles"),
            ],
        ),
        // Branches by `$ref`, one only constraining the object's own list's items
        // (libman): the default's schema is the definition's.
        (
            json!({"type": "object", "properties": {"libs": {"type": "array"}},
                   "allOf": [{"anyOf": [{"$ref": "#/definitions/given"}, {"$ref": "#/definitions/default"}]}],
                   "definitions": {
                       "given": {"not": {"required": ["default"]}, "properties": {"libs": {"items": {"required": ["p"]}}}},
                       "default": {"properties": {"default": {"type": "string", "minLength": 1}}}}}),
            json!({"libs": {"type": "array"}, "default": {"type": "string", "minLength": 1}}),
            json!([{}]),
            vec![(
                "/properties/default",
                "/definitions/default/properties/default",
            )],
        ),
        // The object's own `oneOf` of closed branches, one name in both alike.
        (
            json!({"type": "object", "oneOf": [
                {"properties": {"a": {"type": "string"}, "n": {"type": "integer", "description": "x"}}, "additionalProperties": false},
                {"properties": {"b": {"type": "string"}, "n": {"type": "integer"}}, "additionalProperties": false}]}),
            json!({"a": {"type": "string"}, "b": {"type": "string"}, "n": {"type": "integer", "description": "x"}}),
            Value::Null,
            vec![
                ("/properties/a", "/oneOf/0/properties/a"),
                ("/properties/b", "/oneOf/1/properties/b"),
                ("/properties/n", "/oneOf/0/properties/n"),
            ],
        ),
        // Alternatives each requiring what they name, as an `allOf` part (which typify
        // cannot make an enum of): each name its schema or any value.
        (
            json!({"type": "object", "allOf": [{"oneOf": [
                {"properties": {"a": {"type": "string"}}, "required": ["a"]},
                {"properties": {"b": {"type": "integer"}}, "required": ["b"]}]}]}),
            json!({"a": {"anyOf": [{"type": "string"}, {"not": {"type": "string"}}]},
                   "b": {"anyOf": [{"type": "integer"}, {"not": {"type": "integer"}}]}}),
            json!([{}]),
            vec![
                ("/properties/a/anyOf/0", "/allOf/0/oneOf/0/properties/a"),
                ("/properties/a", "/allOf/0/oneOf/0/properties/a"),
                ("/properties/b/anyOf/0", "/allOf/0/oneOf/1/properties/b"),
                ("/properties/b", "/allOf/0/oneOf/1/properties/b"),
            ],
        ),
        // tsconfig's `allOf` part: a branch not naming `files` accepts any `files`,
        // which is its schema or any value.
        (
            json!({"type": "object", "allOf": [{"anyOf": [
                {"type": "object", "properties": {"files": {"type": "array", "description": "d"}}},
                {"type": "object", "properties": {"include": {"type": "array"}}}]}]}),
            json!({"files": {"description": "d", "anyOf": [{"type": "array", "description": "d"},
                                                          {"not": {"type": "array", "description": "d"}}]},
                   "include": {"anyOf": [{"type": "array"}, {"not": {"type": "array"}}]}}),
            json!([{}]),
            vec![
                (
                    "/properties/files/anyOf/0",
                    "/allOf/0/anyOf/0/properties/files",
                ),
                ("/properties/files", "/allOf/0/anyOf/0/properties/files"),
                (
                    "/properties/include/anyOf/0",
                    "/allOf/0/anyOf/1/properties/include",
                ),
                ("/properties/include", "/allOf/0/anyOf/1/properties/include"),
            ],
        ),
        // sourcemap's sections: an object only by its other part, the union a `$ref`'s
        // (read at the definition, left there for other references).
        (
            json!({"allOf": [{"$ref": "#/definitions/m"}, {"type": "object", "properties": {"o": {"type": "integer"}}}],
                   "definitions": {"m": {"anyOf": [
                       {"type": "object", "properties": {"url": {"type": "string"}}},
                       {"type": "object", "properties": {"map": {"$ref": "#"}}}]}}}),
            json!({"url": {"anyOf": [{"type": "string"}, {"not": {"type": "string"}}]},
                   "map": {"anyOf": [{"$ref": "#"}, {"not": {"$ref": "#"}}]}}),
            json!([{}, {"type": "object", "properties": {"o": {"type": "integer"}}}]),
            vec![
                (
                    "/properties/map/anyOf/0",
                    "/definitions/m/anyOf/1/properties/map",
                ),
                ("/properties/map", "/definitions/m/anyOf/1/properties/map"),
                (
                    "/properties/url/anyOf/0",
                    "/definitions/m/anyOf/0/properties/url",
                ),
                ("/properties/url", "/definitions/m/anyOf/0/properties/url"),
            ],
        ),
    ];
    for (doc, properties, all_of, want) in cases {
        let mut copy = doc.clone();
        let mut layer = Vec::new();
        rewrite(&mut copy, &mut layer);
        assert_eq!(copy["properties"], properties, "{doc}");
        assert_eq!(copy["allOf"], all_of, "{doc}");
        assert!(copy.get("oneOf").is_none(), "{doc}");
        let got: Vec<(&str, &str)> = layer
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        assert_eq!(got, want, "{doc}");
    }
}

#[test]
fn unions_whose_other_branches_leave_a_name_open_stay() {
    let cases = [
        // The object's own union, a branch not naming `files` (which accepts any
        // `files`): typify's enum of the branches, tried in order.
        json!({"type": "object", "anyOf": [
            {"type": "object", "properties": {"files": {"type": "array"}}},
            {"type": "object", "properties": {"include": {"type": "array"}}}]}),
        // Two schemas of one name.
        json!({"type": "object", "oneOf": [
            {"properties": {"a": {"type": "string"}}, "required": ["a"]},
            {"properties": {"a": {"type": "integer"}}, "required": ["a"]}]}),
        // A name the object gives a shape of its own.
        json!({"type": "object", "properties": {"a": {"type": "string"}}, "oneOf": [
            {"properties": {"a": {"const": "x"}, "b": {"type": "string"}}, "additionalProperties": false},
            {"properties": {"a": {"const": "y"}}, "not": {"required": ["b"]}}]}),
        // A branch shaping more than properties.
        json!({"type": "object", "oneOf": [
            {"properties": {"a": {"type": "string"}}, "additionalProperties": false},
            {"properties": {"b": {"type": "string"}}, "additionalProperties": {"type": "string"}}]}),
        // Alternatives, each requiring what it names (qodana's profile): typify's enum.
        json!({"type": "object", "anyOf": [
            {"properties": {"name": {"type": "string"}}, "required": ["name"], "additionalProperties": false},
            {"properties": {"path": {"type": "string"}}, "required": ["path"], "additionalProperties": false}]}),
        // Not an object: the branches also accept what is not one.
        json!({"oneOf": [
            {"properties": {"a": {"type": "string"}}, "additionalProperties": false},
            {"properties": {"b": {"type": "string"}}, "additionalProperties": false}]}),
        // A part that is a `$ref` beside other keywords, or to a union beside them.
        json!({"type": "object", "allOf": [{"$ref": "#/definitions/m", "type": "object"}],
               "definitions": {"m": {"anyOf": [{"properties": {"a": {"type": "string"}}}, {"properties": {"b": {}}}]}}}),
        json!({"type": "object", "allOf": [{"$ref": "#/definitions/m"}],
               "definitions": {"m": {"minProperties": 1, "anyOf": [{"properties": {"a": {"type": "string"}}}, {"properties": {"b": {}}}]}}}),
        // A `$ref` into the union.
        json!({"type": "object", "oneOf": [
            {"properties": {"a": {"type": "string"}}, "additionalProperties": false},
            {"properties": {"b": {"$ref": "#/oneOf/0/properties/a"}}, "additionalProperties": false}]}),
    ];
    crate::upgrade::tests::assert_unmoved(rewrite, &cases);
}
