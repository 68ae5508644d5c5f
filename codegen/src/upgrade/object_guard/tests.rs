//! The rewrite of conditionals whose `if` tests only `type: "object"`.

use serde_json::json;

use crate::upgrade::tests::{assert_moved, assert_unmoved};

#[test]
fn a_then_for_every_object_is_an_all_of_part() {
    let cases = vec![
        // partial-poe's subtasks: an `allOf` part, the `then` saying `type` too, and only
        // forbidding a property: it goes.
        (
            json!({"allOf": [{"$ref": "#/definitions/t"},
                {"if": {"type": "object"}, "then": {"type": "object", "properties": {"args": false}}}],
                "definitions": {"t": {}}}),
            json!({"allOf": [{"$ref": "#/definitions/t"}, {}], "definitions": {"t": {}}}),
            vec![],
        ),
        // Beside an object's own keywords and `allOf`: its last part; an `if`'s `type` list
        // and description, a `then`'s `type` list.
        (
            json!({"type": "object", "allOf": [{"required": ["a"]}],
                "if": {"type": ["object"], "description": "d"},
                "then": {"type": ["object", "null"], "properties": {"a": {"type": "integer"}}, "required": ["a"]}}),
            json!({"type": "object", "allOf": [{"required": ["a"]},
                {"properties": {"a": {"type": "integer"}}, "required": ["a"]}]}),
            vec![("/allOf/1", "/then")],
        ),
        (
            json!({"type": "object", "properties": {"x": {}},
                "if": {"type": "object"}, "then": {"properties": {"n": {"type": "integer"}}}}),
            json!({"type": "object", "properties": {"x": {}},
                "allOf": [{"properties": {"n": {"type": "integer"}}}]}),
            vec![("/allOf/0", "/then")],
        ),
    ];
    assert_moved(super::rewrite, cases);
}

#[test]
fn other_conditionals_stay() {
    let docs = [
        // No `then` (the `if` says nothing), an `else`, an `if` testing more or another type.
        json!({"if": {"type": "object"}, "title": "t"}),
        json!({"if": {"type": "object"}, "then": {"required": ["a"]}, "else": {"type": "string"}}),
        json!({"if": {"type": "object", "required": ["b"]}, "then": {"required": ["a"]}}),
        json!({"if": {"type": "string"}, "then": {"minLength": 1}}),
        json!({"if": {"type": ["object", "null"]}, "then": {"required": ["a"]}}),
        // A `then` that says something of other values, or refuses objects.
        json!({"if": {"type": "object"}, "then": {"minLength": 1}}),
        json!({"if": {"type": "object"}, "then": {"oneOf": [{"required": ["a"]}]}}),
        json!({"if": {"type": "object"}, "then": {"type": "string"}}),
        // A `then` with a shape beside what may be another value (the part would be no
        // type typify mirrors: the properties stay reported in `extra`).
        json!({"allOf": [{"$ref": "#/definitions/t"},
            {"if": {"type": "object"}, "then": {"properties": {"n": {"type": "integer"}}}}],
            "definitions": {"t": {}}}),
        json!({"type": ["object", "string"], "if": {"type": "object"}, "then": {"properties": {"n": {"type": "integer"}}}}),
        // A `$ref` into it, an `allOf` that is no list.
        json!({"if": {"type": "object"}, "then": {"properties": {"a": {}}},
            "properties": {"b": {"$ref": "#/then/properties/a"}}}),
        json!({"type": "object", "if": {"type": "object"}, "then": {"properties": {"a": {"type": "integer"}}}, "allOf": {}}),
    ];
    assert_unmoved(super::rewrite, &docs);
}
