//! Which schemas no value meets, and the properties rewritten to `false`.

use serde_json::json;

#[test]
fn values_the_type_rules_out() {
    let cases = [
        (json!({"enum": ["a"], "type": "object"}), true),
        (
            json!({"enum": ["a", 1], "type": ["object", "boolean"]}),
            true,
        ),
        (json!({"const": "a", "type": "integer"}), true),
        (json!({"enum": [], "type": "string"}), true),
        (json!({"enum": ["a", 1], "type": "integer"}), false),
        (json!({"enum": [2.0], "type": "integer"}), false),
        (json!({"enum": [2.5], "type": "integer"}), true),
        (json!({"const": null, "type": ["string", "null"]}), false),
        (json!({"enum": ["a"], "type": "string"}), false),
        // No `type`, or a `type` not read: any value listed may be valid.
        (json!({"enum": ["a"]}), false),
        (json!({"enum": ["a"], "type": [{}]}), false),
        (json!({"type": "object"}), false),
    ];
    for (schema, want) in cases {
        let obj = schema.as_object().cloned().unwrap_or_default();
        assert_eq!(super::unsatisfiable(&obj), want, "{schema}");
    }
}

#[test]
fn such_properties_become_false() {
    let mut doc = json!({"properties": {
        "delete": {"enum": ["x.delete"], "type": "object"},
        "create": {"properties": {"implementation": {"enum": ["x.create"], "type": "string"},
                                  "bad": {"const": 1, "type": "string"}}}}});
    super::rewrite(&mut doc);
    assert_eq!(
        doc,
        json!({"properties": {
            "delete": false,
            "create": {"properties": {"implementation": {"enum": ["x.create"], "type": "string"},
                                      "bad": false}}}})
    );
}

#[test]
fn parts_of_no_common_type_allow_nothing() {
    // (schema beside the tslint-like definitions, its `additionalItems` after)
    let cases = [
        // A string enum and an array, by `$ref` (tslint's options).
        (
            json!({"allOf": [{"$ref": "#/definitions/a"}, {"$ref": "#/definitions/l"}]}),
            json!(false),
        ),
        (
            json!({"allOf": [{"type": "integer"}, {"type": ["string", "null"]}]}),
            json!(false),
        ),
        // A common type, or a part saying none.
        (
            json!({"allOf": [{"type": "integer"}, {"type": "number"}]}),
            json!({"allOf": [{"type": "integer"}, {"type": "number"}]}),
        ),
        (
            json!({"allOf": [{"$ref": "#/definitions/a"}, {"minLength": 1}]}),
            json!({"allOf": [{"$ref": "#/definitions/a"}, {"minLength": 1}]}),
        ),
    ];
    for (items, want) in cases {
        let mut doc = json!({"definitions": {"a": {"type": "string", "enum": ["dev"]}, "l": {"type": "array"}},
                             "items": [{"type": "boolean"}], "additionalItems": items,
                             "additionalProperties": items, "properties": {"p": items}});
        super::rewrite(&mut doc);
        assert_eq!(doc["additionalItems"], want, "{items}");
        assert_eq!(doc["additionalProperties"], want, "{items}");
        assert_eq!(doc["properties"]["p"], want, "{items}");
    }
}

#[test]
fn a_not_of_everything_is_false_read_as_written() {
    let cases = [
        // `not` of `{}`, `true` or annotations alone, beside annotations: `false`.
        (json!({"not": {}}), json!(false)),
        (json!({"not": true, "description": "gone"}), json!(false)),
        (
            json!({"not": {"title": "any", "$comment": "x"}}),
            json!(false),
        ),
        // What it refuses, or what beside it shapes or points elsewhere, stays.
        (json!({"not": false}), json!({"not": false})),
        (
            json!({"not": {"type": "string"}}),
            json!({"not": {"type": "string"}}),
        ),
        (
            json!({"not": {"required": ["a"]}}),
            json!({"not": {"required": ["a"]}}),
        ),
        (
            json!({"not": {}, "$ref": "#/definitions/a"}),
            json!({"not": {}, "$ref": "#/definitions/a"}),
        ),
        (
            json!({"not": {}, "definitions": {"a": {}}}),
            json!({"not": {}, "definitions": {"a": {}}}),
        ),
        // 2019-09's suite: what the copy would strip inside the `not` still refuses.
        (
            json!({"not": {"anyOf": [true, {"properties": {"foo": true}}], "unevaluatedProperties": false}}),
            json!({"not": {"anyOf": [true, {"properties": {"foo": true}}], "unevaluatedProperties": false}}),
        ),
    ];
    for (schema, want) in cases {
        // Below the root, at any depth; a property named `not` and data are no schemas.
        let mut doc = json!({
            "properties": {"p": schema.clone(), "not": {"items": schema.clone()}},
            "definitions": {"d": {"allOf": [schema.clone()]}},
            "enum": [schema.clone()],
        });
        super::nots(&mut doc);
        assert_eq!(
            doc,
            json!({
                "properties": {"p": want.clone(), "not": {"items": want.clone()}},
                "definitions": {"d": {"allOf": [want.clone()]}},
                "enum": [schema.clone()],
            }),
            "{schema}"
        );
        // The root stays as written.
        let mut root = schema.clone();
        super::nots(&mut root);
        assert_eq!(root.get("not"), schema.get("not"), "{schema}");
    }
}
