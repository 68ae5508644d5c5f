//! The rewrite of an object's union whose branches are objects or no objects.

use serde_json::json;

use crate::upgrade::tests::{assert_moved, assert_unmoved};

#[test]
fn the_branches_of_no_object_are_taken_out() {
    let raw = json!({"type": "object", "properties": {"Type": {"const": "RawCookie"}}, "required": ["Type"]});
    let none =
        json!({"type": "object", "properties": {"Type": {"const": "None"}}, "required": ["Type"]});
    let cases = vec![
        // aiproj's authentication: closed, two object branches and `null`.
        (
            json!({"properties": {"auth": {"description": "d", "additionalProperties": false,
                "properties": {"Type": {"type": "string"}},
                "oneOf": [raw, none, {"type": "null"}]}}}),
            json!({"properties": {"auth": {"description": "d", "oneOf": [
                {"type": "object", "additionalProperties": false,
                 "properties": {"Type": {"type": "string"}}, "oneOf": [raw, none]},
                {"type": "null"}]}}}),
            vec![
                (
                    "/properties/auth/oneOf/0/additionalProperties",
                    "/properties/auth/additionalProperties",
                ),
                (
                    "/properties/auth/oneOf/0/properties",
                    "/properties/auth/properties",
                ),
                (
                    "/properties/auth/oneOf/0/oneOf/0",
                    "/properties/auth/oneOf/0",
                ),
                (
                    "/properties/auth/oneOf/0/oneOf/1",
                    "/properties/auth/oneOf/1",
                ),
                ("/properties/auth/oneOf/1", "/properties/auth/oneOf/2"),
                ("/properties/auth/oneOf/0", "/properties/auth"),
            ],
        ),
        // An `anyOf`, the no-object branches first and through a `$ref`, an object branch
        // through one; the definitions stay.
        (
            json!({"required": ["a"], "properties": {"a": {"type": "integer"}}, "anyOf": [{"$ref": "#/definitions/s"}, {"enum": [1, 2]},
                {"$ref": "#/definitions/o"}],
                "definitions": {"s": {"type": ["string", "null"]}, "o": {"type": "object"}}}),
            json!({"anyOf": [{"type": "object", "required": ["a"], "properties": {"a": {"type": "integer"}},
                "anyOf": [{"$ref": "#/definitions/o"}]},
                {"$ref": "#/definitions/s"}, {"enum": [1, 2]}],
                "definitions": {"s": {"type": ["string", "null"]}, "o": {"type": "object"}}}),
            vec![
                ("/anyOf/0/properties", "/properties"),
                ("/anyOf/0/required", "/required"),
                ("/anyOf/1", "/anyOf/0"),
                ("/anyOf/2", "/anyOf/1"),
                ("/anyOf/0/anyOf/0", "/anyOf/2"),
                ("/anyOf/0", ""),
            ],
        ),
    ];
    assert_moved(super::rewrite, cases);
}

#[test]
fn holders_that_do_not_qualify_stay() {
    let object = json!({"type": "object", "required": ["a"]});
    let docs = [
        // A `type` of its own, no object keywords, both unions.
        json!({"type": "object", "properties": {"k": {"type": "string"}}, "oneOf": [object, {"type": "null"}]}),
        json!({"description": "d", "oneOf": [object, {"type": "null"}]}),
        json!({"properties": {"k": {"type": "string"}}, "oneOf": [object, {"type": "null"}], "anyOf": [{}]}),
        // Another keyword that shapes or asserts beside them.
        json!({"properties": {"k": {"type": "string"}}, "items": {}, "oneOf": [object, {"type": "null"}]}),
        json!({"properties": {"k": {"type": "string"}}, "minLength": 1, "oneOf": [object, {"type": "string"}]}),
        // Only objects, or no objects, or a branch that may be either.
        json!({"properties": {"k": {"type": "string"}}, "oneOf": [object, {"type": "object"}]}),
        json!({"properties": {"k": {"type": "string"}}, "oneOf": [{"type": "null"}, {"type": "string"}]}),
        json!({"properties": {"k": {"type": "string"}}, "oneOf": [object, {"type": "null"}, {"required": ["b"]}]}),
        json!({"properties": {"k": {"type": "string"}}, "oneOf": [object, {"type": ["object", "null"]}]}),
        json!({"properties": {"k": {"type": "string"}}, "oneOf": [object, {"enum": [{}, null]}]}),
        // Object keywords that only constrain (resjson: a string or a resource).
        json!({"minProperties": 1, "anyOf": [{"type": "string"}, {"$ref": "#/definitions/r"}],
            "definitions": {"r": {"type": "object"}}}),
        json!({"required": ["a"], "oneOf": [object, {"type": "null"}]}),
        // A `$ref` into what would move.
        json!({"properties": {"k": {"type": "string"}, "j": {"$ref": "#/oneOf/0"}}, "oneOf": [object, {"type": "null"}]}),
        json!({"properties": {"k": {"type": "string"}}, "oneOf": [object, {"$ref": "#/properties/k"}]}),
    ];
    assert_unmoved(super::rewrite, &docs);
}
