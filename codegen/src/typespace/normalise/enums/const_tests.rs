//! `const_as_enum`: a string `const` is a one-value enum in typify's copy.

use super::{const_as_enum, drop_types_of_no_value};
use serde_json::{json, Value};

#[test]
fn a_string_const_is_a_one_value_enum() {
    let cases = [
        (
            json!({"const": "vagrant"}),
            json!({"type": "string", "enum": ["vagrant"]}),
        ),
        (
            json!({"type": "string", "const": "a", "title": "T"}),
            json!({"type": "string", "enum": ["a"], "title": "T"}),
        ),
        // Other kinds, other types, or an `enum` beside it: as they are.
        (json!({"const": 1}), json!({"const": 1})),
        (json!({"const": null}), json!({"const": null})),
        (
            json!({"type": ["string", "null"], "const": "a"}),
            json!({"type": ["string", "null"], "const": "a"}),
        ),
        (
            json!({"const": "a", "enum": ["a", "b"]}),
            json!({"const": "a", "enum": ["a", "b"]}),
        ),
    ];
    for (input, want) in cases {
        let Value::Object(mut obj) = input.clone() else {
            unreachable!()
        };
        const_as_enum(&mut obj);
        assert_eq!(Value::Object(obj), want, "{input}");
    }
}

#[test]
fn a_type_list_keeps_the_types_of_its_values() {
    let cases = [
        (
            json!({"type": ["string", "object"], "enum": ["this"], "properties": {}}),
            json!({"type": "string", "enum": ["this"], "properties": {}}),
        ),
        (
            json!({"type": ["integer", "string", "null"], "enum": [1, null]}),
            json!({"type": ["integer", "null"], "enum": [1, null]}),
        ),
        (
            json!({"type": ["number", "object"], "const": 2.5}),
            json!({"type": "number", "const": 2.5}),
        ),
        // Every type has a value, no type has one, or no list: as they are.
        (
            json!({"type": ["string", "null"], "enum": ["a", null]}),
            json!({"type": ["string", "null"], "enum": ["a", null]}),
        ),
        (
            json!({"type": ["object", "array"], "enum": ["a"]}),
            json!({"type": ["object", "array"], "enum": ["a"]}),
        ),
        (
            json!({"type": "object", "enum": ["a"]}),
            json!({"type": "object", "enum": ["a"]}),
        ),
    ];
    for (input, want) in cases {
        let Value::Object(mut obj) = input.clone() else {
            unreachable!()
        };
        drop_types_of_no_value(&mut obj);
        assert_eq!(Value::Object(obj), want, "{input}");
    }
}
