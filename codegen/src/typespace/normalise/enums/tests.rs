//! The enum rewrites, table-driven.

use super::named_apart;

#[test]
fn arrays_and_objects_among_values_are_their_kinds() {
    use serde_json::json;
    let cases = [
        (json!({"enum": [[false]]}), json!({"type": "array"})),
        (json!({"const": {"a": 1}}), json!({"type": "object"})),
        (
            json!({"enum": [1, [2], 2.5]}),
            json!({"type": ["array", "number"]}),
        ),
        (
            json!({"type": "array", "enum": [[1]]}),
            json!({"type": "array"}),
        ),
        // No array or object: as it was.
        (json!({"enum": [1, "a"]}), json!({"enum": [1, "a"]})),
    ];
    for (schema, want) in cases {
        let mut obj = schema.as_object().unwrap().clone();
        super::drop_container_values(&mut obj);
        assert_eq!(Value::Object(obj), want, "{schema}");
    }
}
use serde_json::Value;

#[test]
fn unions_of_values_typify_cannot_name_are_strings() {
    use serde_json::json;
    let cases = [
        (
            json!({"oneOf": [{"enum": [",", ", "]}, {"type": "string", "const": " ,"}]}),
            Some(json!({"type": "string"})),
        ),
        (
            json!({"type": "string", "anyOf": [{"enum": ["tcp"]}, {"enum": ["TCP"]}]}),
            Some(json!({"type": "string"})),
        ),
        // Named apart, or not only strings: as it was.
        (json!({"oneOf": [{"enum": ["a"]}, {"enum": ["b"]}]}), None),
        (json!({"oneOf": [{"enum": [","]}, {"enum": [1]}]}), None),
        (
            json!({"oneOf": [{"enum": [","]}, {"type": "object"}]}),
            None,
        ),
        (
            json!({"oneOf": [{"enum": [","]}, {"$ref": "#/definitions/a"}]}),
            None,
        ),
    ];
    for (schema, want) in cases {
        let mut obj = schema.as_object().unwrap().clone();
        let reason = super::unnameable_union_as_string(&mut obj);
        assert_eq!(reason.is_some(), want.is_some(), "{schema}: {reason:?}");
        let want = want.unwrap_or_else(|| schema.clone());
        assert_eq!(Value::Object(obj), want, "{schema}");
    }
}

#[test]
fn values_the_type_rules_out_go() {
    use serde_json::json;
    let cases = [
        (
            json!({"type": "string", "enum": ["a", [], {}]}),
            json!(["a"]),
        ),
        (
            json!({"type": ["string", "null"], "enum": ["a", null, 1]}),
            json!(["a", null]),
        ),
        (
            json!({"type": "integer", "enum": [1, 2.0, 2.5, "x"]}),
            json!([1, 2.0]),
        ),
        // Nothing left, or nothing to remove: as it was.
        (json!({"type": "string", "enum": [1]}), json!([1])),
        (json!({"enum": [1, "a"]}), json!([1, "a"])),
    ];
    for (mut schema, want) in cases {
        let obj = schema.as_object_mut().unwrap();
        super::drop_values_of_other_types(obj);
        assert_eq!(obj["enum"], want, "{want}");
    }
}

#[test]
fn names_as_typify_gives_them() {
    let cases: &[(&[&str], bool)] = &[
        (&["tcp", "udp"], true),
        (&["tcp", "TCP"], false),
        (&["replace", "Replace", "keep"], false),
        (&["a-b", "a_b"], false),
        (&["a.b", "ab"], true),
        (&["a b", "a-b"], false),
        (&["+1", "-1"], true),
        (&["", "x"], false),
    ];
    for (values, want) in cases {
        assert_eq!(named_apart(values), *want, "{values:?}");
    }
}
