//! What a branch's schema of a property shapes beyond the object's own.

use serde_json::json;

#[test]
fn what_a_branch_shapes_beyond_the_objects_type() {
    let doc = json!({"definitions": {
        "sched": {"type": "object", "properties": {"interval": {"type": "string"}}},
        "dep": {"type": "object", "properties": {"name": {}, "depends-on": {"type": "array"}}},
        "loop": {"$ref": "#/definitions/loop"}
    }});
    let resolve = |r: &str| r.strip_prefix('#').and_then(|p| doc.pointer(p));
    let cases = [
        // Narrowing what the object's type holds: checked, not more (webextension's
        // `persistent`, chart's `depends-on` through `items` and a `$ref`, popxf's `required`).
        (
            json!({"properties": {"persistent": {"const": false}}}),
            json!({"type": "object", "properties": {"persistent": {"type": "boolean"}}}),
            false,
        ),
        (
            json!({"type": "array", "items": {"properties": {"depends-on": false}}}),
            json!({"type": "array", "items": {"$ref": "#/definitions/dep"}}),
            false,
        ),
        (
            json!({"type": "object", "properties": {"n": {}}, "required": ["n"]}),
            json!({"type": "object", "additionalProperties": false, "properties": {"n": {}}}),
            false,
        ),
        // dependabot: the property restated by `$ref`.
        (
            json!({"$ref": "#/definitions/sched"}),
            json!({"$ref": "#/definitions/sched"}),
            false,
        ),
        (
            json!({"$ref": "#/definitions/sched"}),
            json!({"type": "object", "properties": {"interval": {"type": "string"}}}),
            false,
        ),
        // A map of every name types what the branch names.
        (
            json!({"properties": {"a": {"type": "integer"}}}),
            json!({"type": "object", "additionalProperties": {"type": "integer"}}),
            false,
        ),
        // A name the object's type keeps in `extra` (unless it is closed), a shape it does
        // not have, a union, a `$ref` it cannot read or that loops.
        (
            json!({"properties": {"z": {}}}),
            json!({"type": "object"}),
            true,
        ),
        (
            json!({"properties": {"z": {}}}),
            json!({"type": "object", "additionalProperties": false}),
            false,
        ),
        (
            json!({"properties": {"a": {"properties": {"b": {}}}}}),
            json!({"properties": {"a": {"type": "object"}}}),
            true,
        ),
        (
            json!({"items": {"type": "string"}}),
            json!({"type": "array"}),
            true,
        ),
        (
            json!({"items": {"minLength": 1}}),
            json!({"type": "array"}),
            false,
        ),
        (
            json!({"anyOf": [{"type": "object"}]}),
            json!({"type": "string"}),
            true,
        ),
        (
            json!({"anyOf": [{"type": "string", "properties": {"a": {}}}]}),
            json!({"type": "string"}),
            true,
        ),
        (
            json!({"oneOf": [{"type": "string"}]}),
            json!({"description": "any"}),
            true,
        ),
        // partial-poe's `default`: each branch a type the object's union holds, narrowed.
        (
            json!({"anyOf": [{"type": "boolean"}, {"type": "string", "pattern": "^x"}]}),
            json!({"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "boolean"}]}),
            false,
        ),
        (
            json!({"oneOf": [{"type": "integer", "minimum": 1}]}),
            json!({"type": "number"}),
            false,
        ),
        (json!({"$ref": "#/definitions/missing"}), json!({}), true),
        (
            json!({"$ref": "other.json#/a"}),
            json!({"type": "object"}),
            true,
        ),
        (
            json!({"$ref": "#/definitions/loop"}),
            json!({"type": "object"}),
            true,
        ),
    ];
    for (then, own, want) in cases {
        assert_eq!(
            super::adds_shape(&then, &own, &|r| resolve(r)),
            want,
            "{then} / {own}"
        );
    }
}
