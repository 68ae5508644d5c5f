//! `drop_scalar_values`: an `enum` of numbers or booleans beside a `type` of that kind.

use super::drop_scalar_values;
use serde_json::{json, Value};

#[test]
fn scalar_values_are_the_engines() {
    let cases = [
        (
            json!({"type": "integer", "enum": [1, 2]}),
            json!({"type": "integer"}),
        ),
        (
            json!({"type": "number", "const": 1.5}),
            json!({"type": "number"}),
        ),
        (
            json!({"type": "boolean", "enum": [true]}),
            json!({"type": "boolean"}),
        ),
        (
            json!({"type": "string", "enum": ["a"]}),
            json!({"type": "string", "enum": ["a"]}),
        ),
        (json!({"enum": [1, "a"]}), json!({"enum": [1, "a"]})),
    ];
    for (schema, want) in cases {
        let Value::Object(mut obj) = schema.clone() else {
            unreachable!()
        };
        drop_scalar_values(&mut obj);
        assert_eq!(Value::Object(obj), want, "{schema}");
    }
}
