//! `enum` and `const`: JSON equality, where numbers compare by value (`1 == 1.0`).

use serde_json::Value;

use crate::__private::{Lit, Node};
use crate::error::ValidationErrorKind;

use super::bounds::{compare, to_num, to_number};

pub(super) fn check_enum(node: &Node, value: &Value) -> Option<ValidationErrorKind> {
    let allowed = node.enumeration?;
    if allowed.iter().any(|lit| lit_equals(*lit, value)) {
        None
    } else {
        Some(ValidationErrorKind::Enum {
            allowed: allowed.iter().map(|l| lit_value(*l)).collect(),
        })
    }
}

/// The verdict of [`check_enum`] and [`check_const`] together, without building errors.
pub(super) fn matches(node: &Node, value: &Value) -> bool {
    node.enumeration
        .is_none_or(|allowed| allowed.iter().any(|lit| lit_equals(*lit, value)))
        && node.constant.is_none_or(|c| lit_equals(c, value))
}

pub(super) fn check_const(node: &Node, value: &Value) -> Option<ValidationErrorKind> {
    let expected = node.constant?;
    if lit_equals(expected, value) {
        None
    } else {
        Some(ValidationErrorKind::Const {
            expected: lit_value(expected),
        })
    }
}

fn lit_equals(lit: Lit, value: &Value) -> bool {
    match (lit, value) {
        (Lit::Null, Value::Null) => true,
        (Lit::Bool(a), Value::Bool(b)) => a == *b,
        (Lit::Str(a), Value::String(b)) => a == b,
        (Lit::Num(a), Value::Number(b)) => compare(b, a) == Some(std::cmp::Ordering::Equal),
        (Lit::Json(text), _) => {
            serde_json::from_str::<Value>(text).is_ok_and(|v| json_equals(&v, value))
        }
        _ => false,
    }
}

/// JSON Schema equality: like `==` on values, but numbers compare mathematically.
pub(crate) fn json_equals(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            compare(x, to_num(y)) == Some(std::cmp::Ordering::Equal)
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| json_equals(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_equals(v, w)))
        }
        _ => a == b,
    }
}

fn lit_value(lit: Lit) -> Value {
    match lit {
        Lit::Null => Value::Null,
        Lit::Bool(b) => Value::Bool(b),
        Lit::Str(s) => Value::String(s.to_owned()),
        Lit::Num(n) => to_number(n).map_or(Value::Null, Value::Number),
        Lit::Json(text) => serde_json::from_str(text).unwrap_or(Value::Null),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::__private::Num;
    use serde_json::json;

    #[test]
    fn literal_equality() {
        let cases: &[(Lit, Value, bool)] = &[
            (Lit::Str("denied"), json!("denied"), true),
            (Lit::Str("denied"), json!("Denied"), false),
            (Lit::Str("denied"), json!({"denied": null}), false),
            (Lit::Num(Num::U(1)), json!(1.0), true),
            (Lit::Num(Num::U(1)), json!(1.5), false),
            (Lit::Num(Num::F(1.5)), json!(1.5), true),
            (Lit::Null, json!(null), true),
            (Lit::Null, json!(false), false),
            (Lit::Bool(false), json!(0), false),
            (Lit::Json("[1,2]"), json!([1.0, 2]), true),
            (Lit::Json("{\"a\":1}"), json!({"a": 1, "b": 2}), false),
        ];
        for (lit, v, want) in cases {
            assert_eq!(lit_equals(*lit, v), *want, "{lit:?} {v}");
        }
    }
}
