//! The draft rewrites of `upgrade.rs`: each draft's spelling of the same shapes.

use serde_json::json;

use super::*;

/// Asserts that `rewrite` leaves each of `docs` as it is and records no move.
pub(super) fn assert_unmoved(rewrite: Rewrite, docs: &[Value]) {
    for doc in docs {
        let mut copy = doc.clone();
        let mut layer = Vec::new();
        rewrite(&mut copy, &mut layer);
        assert_eq!(&copy, doc);
        assert!(layer.is_empty(), "{doc}");
    }
}

/// A rewrite's case: the document, what it becomes, and the moves recorded (`(pointer in the
/// copy, pointer before it)`).
pub(super) type MoveCase = (Value, Value, Vec<(&'static str, &'static str)>);

/// Asserts that `rewrite` turns each document into the one given, recording those moves.
pub(super) fn assert_moved(rewrite: Rewrite, cases: Vec<MoveCase>) {
    for (doc, want, moves) in cases {
        let mut copy = doc.clone();
        let mut layer = Vec::new();
        rewrite(&mut copy, &mut layer);
        assert_eq!(copy, want, "{doc}");
        let moves: Vec<(String, String)> = (moves.into_iter())
            .map(|(a, b)| (a.to_owned(), b.to_owned()))
            .collect();
        assert_eq!(layer, moves, "{doc}");
    }
}

#[test]
fn rewrites_draft_04_shapes() {
    let cases = [
        (
            json!({"id": "http://x/s", "type": "integer", "minimum": 0, "exclusiveMinimum": true}),
            json!({"$id": "http://x/s", "type": "integer", "exclusiveMinimum": 0}),
        ),
        (
            json!({"type": "integer", "maximum": 9, "exclusiveMaximum": false}),
            json!({"type": "integer", "maximum": 9}),
        ),
        // `const` is an annotation in draft-04; a property named `id` stays a property.
        (
            json!({"properties": {"id": {"const": 1, "id": "#a"}}, "$id": "x"}),
            json!({"properties": {"id": {"$id": "#a"}}}),
        ),
        (
            json!({"items": [{"contains": {}}], "definitions": {"d": {"if": {}}}}),
            json!({"items": [{}], "definitions": {"d": {}}}),
        ),
        // Data is data.
        (
            json!({"enum": [{"id": 1, "const": 2}], "default": {"id": 3}}),
            json!({"enum": [{"id": 1, "const": 2}], "default": {"id": 3}}),
        ),
    ];
    for (input, mut expected) in cases {
        let out = shape_document(&input, Draft::Draft4);
        expected["$schema"] = json!(Draft::Draft7.uri());
        assert_eq!(out, expected, "{input}");
    }
}

#[test]
fn rewrites_draft_06_shapes() {
    let input = json!({"$id": "http://x/s", "const": 1, "if": {}, "then": {}, "id": "kept"});
    let out = shape_document(&input, Draft::Draft6);
    assert_eq!(
        out,
        json!({"$id": "http://x/s", "const": 1, "id": "kept", "$schema": Draft::Draft7.uri()})
    );
}

/// 2019-09 and 2020-12 keep a `$ref`'s siblings (as the last `allOf` part beside keywords
/// shaping the contents); each loses the tuple keyword of the other, and a boolean
/// `unevaluatedProperties`.
#[test]
fn newer_drafts_lose_the_other_drafts_tuple_keyword() {
    let doc = json!({"const": 1, "$ref": "#/$defs/a", "properties": {}, "unevaluatedProperties": false,
                     "allOf": [{"type": "object"}],
                     "items": [{"prefixItems": [{}], "additionalItems": false,
                                "unevaluatedProperties": {"type": "string"}},
                               {"$ref": "#/$defs/b", "type": "object"},
                               {"$ref": "other", "properties": {}},
                               {"if": {}, "then": {"properties": {"a": {}}}, "unevaluatedProperties": false}]});
    let cases = [
        (
            Draft::Draft201909,
            json!({"const": 1, "properties": {}, "allOf": [{"type": "object"}, {"$ref": "#/$defs/a"}],
                   "items": [{"additionalItems": false, "unevaluatedProperties": {"type": "string"}},
                             {"$ref": "#/$defs/b", "type": "object"},
                             {"$ref": "other", "properties": {}},
                             {"if": {}, "then": {"properties": {"a": {}}}, "unevaluatedProperties": false}]}),
        ),
        (
            Draft::Draft202012,
            json!({"const": 1, "properties": {}, "allOf": [{"type": "object"}, {"$ref": "#/$defs/a"}],
                   "items": [{"prefixItems": [{}], "unevaluatedProperties": {"type": "string"}},
                             {"$ref": "#/$defs/b", "type": "object"},
                             {"$ref": "other", "properties": {}},
                             {"if": {}, "then": {"properties": {"a": {}}}, "unevaluatedProperties": false}]}),
        ),
    ];
    for (draft, want) in cases {
        assert_eq!(shape_document(&doc, draft), want, "{draft:?}");
    }
}

/// Up to draft-07 a `$ref`'s siblings are ignored (the engine ignores them too).
#[test]
fn drops_what_a_ref_makes_ignored() {
    let input = json!({
        "properties": {
            "a": {"$ref": "#/definitions/d", "properties": {"x": {}}, "type": "string",
                  "title": "A", "definitions": {"e": {}}},
            "b": {"type": "object", "properties": {"x": {"$ref": "#", "minimum": 1}}}
        },
        "definitions": {"d": {"const": 1, "if": {}}}
    });
    let expected = |d: Value| {
        json!({
            "properties": {
                "a": {"$ref": "#/definitions/d", "title": "A", "definitions": {"e": {}}},
                "b": {"type": "object", "properties": {"x": {"$ref": "#"}}}
            },
            "definitions": {"d": d},
            "$schema": Draft::Draft7.uri()
        })
    };
    let cases = [
        (Draft::Draft4, json!({})),
        (Draft::Draft6, json!({"const": 1})),
        (Draft::Draft7, json!({"const": 1, "if": {}})),
    ];
    for (draft, d) in cases {
        assert_eq!(shape_document(&input, draft), expected(d), "{draft:?}");
    }
}

#[test]
fn a_reference_reaches_what_it_points_at_or_into() {
    // `/a/b.x` sorts between `/a/b` and `/a/b/c`: the search goes past it.
    let doc = json!({"allOf": [
        {"$ref": "#/a/b.x"}, {"$ref": "#/a/b/c"}, {"$ref": "#/a/b/c"}, {"$ref": "#/d%3Ce%3E"},
        {"$ref": "other.json#/z"}, {"$ref": "#"}
    ]});
    let refs = fragments(&doc);
    assert_eq!(refs, ["", "/a/b.x", "/a/b/c", "/d<e>", "/z"]);
    let cases = [
        ("/a/b", true),
        ("/a/b/c", true),
        ("/a/b/c/d", false),
        ("/a/bc", false),
        ("/a", true),
        ("/d<e>", true),
        ("/d", false),
        ("/q", false),
        ("", true),
    ];
    for (at, want) in cases {
        assert_eq!(reached(&refs, at), want, "{at}");
        // The same answer as a look at every fragment.
        assert_eq!(refs.iter().any(|r| within(r, at)), want, "{at}");
    }
}
