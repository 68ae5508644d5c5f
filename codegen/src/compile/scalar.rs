//! Unions that only narrow one scalar type (`string`, `integer`, `number`, `boolean`): the
//! type is the scalar, the engine enforces the union.

use serde_json::Value;

use crate::keywords::{role, Role};

/// Whether a union only narrows the one scalar type beside it: `type` is `string`,
/// `integer`, `number` or `boolean`, and each branch asserts (`pattern`, `minLength`…),
/// lists values (`enum`, `const`), or says that same type (GitHub Actions' `shell`:
/// `{"type": "string", "anyOf": [{}, {"enum": ["bash", …]}]}`; package.json's
/// `packageManager`: `oneOf: [{"pattern": …}, {"const": "bun"}]`). Where a branch does not list
/// values, the type is the scalar (a `String`): every valid value is one, and the engine
/// enforces the union. `null` may be beside the scalar (tsconfig's `newLine`: `"type":
/// ["string", "null"]`, an `Option`); a `$ref` branch is not read through (dependabot's
/// `package-ecosystem`: `anyOf: [{"$ref": "#/definitions/package-ecosystem-values"},
/// {"minLength": 1}]` beside `"type": "string"`): whatever it says, a valid value is the
/// scalar.
#[must_use]
pub(crate) fn narrows_scalar(obj: &serde_json::Map<String, Value>, branches: &[Value]) -> bool {
    let scalar = match obj.get("type") {
        Some(Value::String(t)) => Some(t.as_str()),
        Some(Value::Array(a)) => {
            let mut types = a.iter().filter_map(Value::as_str).filter(|t| *t != "null");
            match (types.next(), types.next()) {
                (Some(t), None) if a.len() <= 2 => Some(t),
                _ => None,
            }
        }
        _ => None,
    };
    let Some(scalar) = scalar.filter(|t| ["string", "integer", "number", "boolean"].contains(t))
    else {
        return false;
    };
    !branches.is_empty() && branches.iter().all(|b| narrows(b, scalar, 0))
}

/// Whether branch `b` only narrows `scalar` (see [`narrows_scalar`]): it asserts, lists
/// values, says that type, or is a union or `allOf` of such (claude-code's paths, an `allOf`
/// of `pattern`s each beside `type: "string"`).
fn narrows(b: &Value, scalar: &str, depth: usize) -> bool {
    match b {
        Value::Bool(_) => true,
        Value::Object(o) => o.iter().all(|(k, v)| match k.as_str() {
            // A number's bounds choose its Rust width beside `type`; in a branch they assert.
            "enum" | "const" | "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum"
            | "$ref" => true,
            "type" => v.as_str().is_some_and(|t| t == scalar || t == "null"),
            "allOf" | "anyOf" | "oneOf" => {
                depth < 8
                    && v.as_array()
                        .is_some_and(|a| a.iter().all(|p| narrows(p, scalar, depth + 1)))
            }
            _ => matches!(role(k), Role::Assert | Role::Annotation),
        }),
        _ => false,
    }
}

/// The one scalar type (`string`, `integer`, `number`, `boolean`) every branch of a union
/// says with `type`, if any.
#[must_use]
pub(crate) fn one_scalar(branches: &[Value]) -> Option<&'static str> {
    let mut found = None;
    for b in branches {
        let t = b.get("type")?.as_str()?;
        let t = ["string", "integer", "number", "boolean"]
            .into_iter()
            .find(|s| *s == t)?;
        if found.replace(t).is_some_and(|f| f != t) {
            return None;
        }
    }
    found
}
