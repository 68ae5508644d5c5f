//! Objects whose one union is an `allOf` part, inline or by `$ref`, and the ones left as they
//! are; the moves recorded.

use serde_json::json;

/// `(document, rewritten, moves)`.
type Case = (
    serde_json::Value,
    serde_json::Value,
    Vec<(&'static str, &'static str)>,
);

#[test]
fn an_objects_one_part_union_is_its_own() {
    let union =
        json!([{"properties": {"a": {"enum": ["x"]}}}, {"properties": {"a": {"enum": ["y"]}}}]);
    let a = json!({"a": {"type": "string"}});
    let cases: Vec<Case> = vec![
        // Inline, the object's own `type`: the other part folded into the object.
        (
            json!({"properties": {"p": {"type": "object", "allOf": [
                {"properties": a}, {"oneOf": union, "description": "d"}]}}}),
            json!({"properties": {"p": {"type": "object", "oneOf": union, "properties": a}}}),
            vec![
                ("/properties/p/oneOf", "/properties/p/allOf/1/oneOf"),
                (
                    "/properties/p/properties/a",
                    "/properties/p/allOf/0/properties/a",
                ),
            ],
        ),
        // The object's `type` in a part; a part with more than object keywords stays.
        (
            json!({"allOf": [{"type": "object", "additionalProperties": false}, {"anyOf": union}]}),
            json!({"allOf": [{"type": "object", "additionalProperties": false}, {}], "anyOf": union}),
            vec![("/anyOf", "/allOf/1/anyOf")],
        ),
        // A `$ref` part to a union: copied (vector's `TransformOuter` and its transforms).
        (
            json!({"allOf": [{"type": "object", "required": ["a"]}, {"$ref": "#/$defs/u"}],
                   "$defs": {"u": {"oneOf": union}}}),
            json!({"type": "object", "required": ["a"], "oneOf": union,
                   "$defs": {"u": {"oneOf": union}}}),
            vec![("/oneOf", "/$defs/u/oneOf")],
        ),
        // A `$ref` part to an object and its union, itself an object with a part that
        // refers to a union: read on the second walk, its properties kept.
        (
            json!({"allOf": [{"type": "object", "properties": {"n": {}}}, {"$ref": "#/$defs/inner"}],
                   "$defs": {"inner": {"allOf": [{"type": "object", "properties": a}, {"$ref": "#/$defs/mode"}]},
                             "mode": {"oneOf": union}}}),
            json!({"type": "object", "properties": {"n": {}, "a": {"type": "string"}}, "oneOf": union,
                   "$defs": {"inner": {"type": "object", "properties": a, "oneOf": union},
                             "mode": {"oneOf": union}}}),
            vec![
                ("/$defs/inner/oneOf", "/$defs/mode/oneOf"),
                (
                    "/$defs/inner/properties/a",
                    "/$defs/inner/allOf/0/properties/a",
                ),
                ("/allOf/1/properties/a", "/$defs/inner/allOf/0/properties/a"),
                ("/oneOf", "/$defs/mode/oneOf"),
                ("/properties/n", "/allOf/0/properties/n"),
                ("/properties/a", "/$defs/inner/allOf/0/properties/a"),
            ],
        ),
        // A `$ref` into the other parts: the union moves, the parts stay.
        (
            json!({"type": "object", "allOf": [{"properties": a}, {"oneOf": union}],
                   "$defs": {"x": {"$ref": "#/allOf/0/properties/a"}}}),
            json!({"type": "object", "allOf": [{"properties": a}, {}], "oneOf": union,
                   "$defs": {"x": {"$ref": "#/allOf/0/properties/a"}}}),
            vec![("/oneOf", "/allOf/1/oneOf")],
        ),
    ];
    for (doc, rewritten, moves) in cases {
        let mut copy = doc.clone();
        let mut layer = Vec::new();
        super::rewrite(&mut copy, &mut layer);
        assert_eq!(copy, rewritten, "{doc}");
        let moves: Vec<(String, String)> = moves
            .into_iter()
            .map(|(a, b)| (a.to_owned(), b.to_owned()))
            .collect();
        assert_eq!(layer, moves, "{doc}");
    }
}

#[test]
fn other_unions_stay() {
    let union = json!([{"properties": {"a": {}}}, {"properties": {"b": {}}}]);
    super::super::tests::assert_unmoved(
        super::rewrite,
        &[
            // Not an object; a union of its own; two part unions; a part beside more.
            json!({"allOf": [{"oneOf": union}]}),
            json!({"type": "object", "anyOf": union, "allOf": [{"oneOf": union}]}),
            json!({"type": "object", "allOf": [{"oneOf": union}, {"anyOf": union}]}),
            json!({"type": "object", "allOf": [{"oneOf": union, "required": ["a"]}]}),
            // A `$ref` into the part.
            json!({"type": "object", "allOf": [{"oneOf": union}],
                   "definitions": {"d": {"$ref": "#/allOf/0/oneOf/1"}}}),
            // A `$ref` part to a union with more than object keywords, or of strings;
            // to the union the object lies in (the copy would not end).
            json!({"type": "object", "allOf": [{"$ref": "#/$defs/u"}],
                   "$defs": {"u": {"oneOf": union, "additionalProperties": false}}}),
            json!({"type": "object", "allOf": [{"$ref": "#/$defs/u"}],
                   "$defs": {"u": {"oneOf": union, "type": "string"}}}),
            json!({"$defs": {"u": {"oneOf": [{"type": "object", "allOf": [{"$ref": "#/$defs/u"}]}, {}]}}}),
        ],
    );
}
