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
