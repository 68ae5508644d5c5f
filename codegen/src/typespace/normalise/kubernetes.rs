//! Kubernetes' `x-kubernetes-int-or-string` (CRDs, kopium's `IntOrString`): an enum of integer
//! or string, with a catch-all.

use serde_json::{json, Map, Value};

/// Keywords that already give the subschema its shape: then the extension adds nothing.
const SHAPED: &[&str] = &[
    "type", "oneOf", "anyOf", "allOf", "enum", "const", "$ref", "not",
];

/// Whether `obj` says `x-kubernetes-int-or-string: true` and nothing else shapes it. Most CRDs
/// write the union too (`anyOf: [{type: integer}, {type: string}]`), which typify reads as is.
pub(super) fn int_or_string(obj: &Map<String, Value>) -> bool {
    obj.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true))
        && !SHAPED.iter().any(|k| obj.contains_key(*k))
}

/// typify's copy of an int-or-string written alone: `Integer`, `String`, and `Other` for the
/// rest. To JSON Schema the extension is an unknown keyword, so `true` or `1.5` is valid (the
/// API server refuses them, the engine does not): the catch-all keeps the type exact. `any` is
/// the placeholder definition typify replaces by `serde_json::Value`.
pub(super) fn insert_union(obj: &mut Map<String, Value>, any: &str) {
    obj.insert(
        "oneOf".into(),
        json!([
            {"type": "integer"},
            {"type": "string"},
            {"$ref": format!("#/definitions/{any}")},
        ]),
    );
}

#[cfg(test)]
mod tests {
    use super::int_or_string;
    use serde_json::json;

    #[test]
    fn int_or_string_alone() {
        let cases = [
            (json!({"x-kubernetes-int-or-string": true}), true),
            (
                json!({"x-kubernetes-int-or-string": true, "pattern": "^[0-9]+%$"}),
                true,
            ),
            (json!({"x-kubernetes-int-or-string": false}), false),
            (
                json!({"x-kubernetes-int-or-string": true, "type": "string"}),
                false,
            ),
            (
                json!({"x-kubernetes-int-or-string": true,
                       "anyOf": [{"type": "integer"}, {"type": "string"}]}),
                false,
            ),
            (json!({"pattern": "^[0-9]+$"}), false),
        ];
        for (schema, want) in cases {
            assert_eq!(int_or_string(schema.as_object().unwrap()), want, "{schema}");
        }
    }
}
