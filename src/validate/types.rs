//! `type`: the JSON type of a value. An integer is any number with no fractional part, so
//! `1.0` and `1e3` are integers and `1.5` is not.

use serde_json::{Number, Value};

use crate::__private::Node;
use crate::error::{JsonType, ValidationErrorKind};

pub(super) fn check(node: &Node, value: &Value) -> Option<ValidationErrorKind> {
    let expected = node.types?;
    if expected.iter().any(|t| has_type(value, *t)) {
        None
    } else {
        Some(ValidationErrorKind::Type {
            expected: expected.to_vec(),
        })
    }
}

/// The verdict of [`check`] without building its error.
pub(super) fn matches(node: &Node, value: &Value) -> bool {
    node.types
        .is_none_or(|expected| expected.iter().any(|t| has_type(value, *t)))
}

pub(super) fn has_type(value: &Value, t: JsonType) -> bool {
    match (t, value) {
        (JsonType::Null, Value::Null)
        | (JsonType::Boolean, Value::Bool(_))
        | (JsonType::Object, Value::Object(_))
        | (JsonType::Array, Value::Array(_))
        | (JsonType::Number, Value::Number(_))
        | (JsonType::String, Value::String(_)) => true,
        (JsonType::Integer, Value::Number(n)) => is_integer(n),
        _ => false,
    }
}

/// `true` for numbers with no fractional part, however written.
pub(crate) fn is_integer(n: &Number) -> bool {
    n.is_u64()
        || n.is_i64()
        || n.as_f64()
            .is_some_and(|f| f.is_finite() && f.fract() == 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn table() {
        let cases: &[(Value, JsonType, bool)] = &[
            (json!(1), JsonType::Integer, true),
            (json!(1.0), JsonType::Integer, true),
            (
                serde_json::from_str("1e3").unwrap(),
                JsonType::Integer,
                true,
            ),
            (json!(1.5), JsonType::Integer, false),
            (json!(-3), JsonType::Integer, true),
            (json!(1.5), JsonType::Number, true),
            (json!("1"), JsonType::Integer, false),
            (json!(null), JsonType::Null, true),
            (json!(null), JsonType::String, false),
            (json!(false), JsonType::Boolean, true),
            (json!([]), JsonType::Array, true),
            (json!({}), JsonType::Object, true),
            (json!({}), JsonType::Array, false),
        ];
        for (v, t, want) in cases {
            assert_eq!(has_type(v, *t), *want, "{v} {t:?}");
        }
    }
}
