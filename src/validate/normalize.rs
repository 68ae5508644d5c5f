//! After validation, rewrites numbers that the schema types as `integer` but the payload wrote
//! with a fraction or exponent (`3600.0`, `1e3`) to plain integers, so the generated Rust
//! integer fields accept them. The value is the same; nothing else changes.

use serde_json::{Number, Value};

use crate::__private::{Additional, Node};
use crate::error::JsonType;

pub(crate) fn normalize(node: &'static Node, value: &mut Value) {
    if let Some(target) = node.reference {
        normalize(target, value);
    }
    for branch in node.all_of.iter().chain(node.any_of).chain(node.one_of) {
        normalize(branch, value);
    }
    match value {
        Value::Number(n) if node.types.is_some_and(|t| t.contains(&JsonType::Integer)) => {
            if let Some(int) = integral(n) {
                *n = int;
            }
        }
        Value::Array(list) => {
            if let Some(items) = node.items {
                list.iter_mut().for_each(|v| normalize(items, v));
            }
        }
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                match (node.property(key), node.additional) {
                    (Some(schema), _) | (None, Additional::Schema(schema)) => normalize(schema, v),
                    _ => {}
                }
            }
        }
        _ => {}
    }
}

/// The integer a float stands for, when it is one and fits `u64`/`i64`.
fn integral(n: &Number) -> Option<Number> {
    if n.is_u64() || n.is_i64() {
        return None;
    }
    let f = n.as_f64()?;
    if f.fract() != 0.0 || !f.is_finite() {
        return None;
    }
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    if (0.0..18_446_744_073_709_551_616.0).contains(&f) {
        Some(Number::from(f as u64))
    } else if (-9_223_372_036_854_775_808.0..0.0).contains(&f) {
        Some(Number::from(f as i64))
    } else {
        None
    }
}
