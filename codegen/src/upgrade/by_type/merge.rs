//! The merge of the parts of a schema read by type (`by_type.rs`): keyword by keyword into
//! one branch, where no two parts say different things of one keyword.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use super::{applies_to, stays, Part};

/// Whether `v` is a scalar type and its bounds (a builtin Rust type, copied rather than
/// referred to, which would make it a type of its own, `JsA(String)`).
fn scalar(v: &Value) -> bool {
    let Value::Object(o) = v else { return false };
    let scalar_type = matches!(
        o.get("type").and_then(Value::as_str),
        Some("string" | "integer" | "number" | "boolean")
    );
    scalar_type
        && o.keys().all(|k| {
            stays(k)
                || k == "type"
                || k == "format"
                || matches!(applies_to(k), Some("string" | "number"))
        })
}

/// Leaves out of `obj`'s `properties` those not in `kept` (`additionalProperties: false`
/// beside the part naming `kept` forbids them).
pub(super) fn keep_only(obj: &mut Map<String, Value>, kept: Option<&BTreeSet<String>>) {
    if let (Some(kept), Some(Value::Object(p))) = (kept, obj.get_mut("properties")) {
        p.retain(|name, _| kept.contains(name));
    }
}

/// Keywords whose values map names to schemas (or, `dependencies` and `dependentRequired`,
/// to lists of names).
macro_rules! maps {
    () => {
        "properties"
            | "patternProperties"
            | "dependencies"
            | "dependentSchemas"
            | "dependentRequired"
    };
}

/// Merges keyword `key` of `part` (at `from`) into `branch` (at `at`).
pub(super) fn merge(
    branch: &mut Map<String, Value>,
    key: &str,
    value: &Value,
    part: &Part,
    from: &str,
    at: &str,
    moves: &mut Vec<(String, String)>,
) -> Option<()> {
    let here = format!("{at}/{}", crate::error::escape_token(key));
    // A subschema: a `$ref` to it where the part is a target, else moved.
    let schema = |v: &Value, from: &str, here: &str, moves: &mut Vec<(String, String)>| {
        if part.referred && !scalar(v) {
            let mut r = Map::new();
            r.insert("$ref".into(), format!("#{from}").into());
            Value::Object(r)
        } else {
            moves.push((here.to_owned(), from.to_owned()));
            v.clone()
        }
    };
    match (key, branch.get_mut(key)) {
        (maps!(), Some(Value::Object(have))) => {
            let Value::Object(more) = value else {
                return None;
            };
            for (name, sub) in more {
                let token = crate::error::escape_token(name);
                let (from, here) = (format!("{from}/{token}"), format!("{here}/{token}"));
                let trivial =
                    |s: &Value| s == &Value::Bool(true) || s.as_object().is_some_and(Map::is_empty);
                match have.get(name) {
                    // `dependencies`' lists of names, `dependentRequired`'s.
                    None if sub.is_array() => {
                        have.insert(name.clone(), sub.clone());
                    }
                    Some(_) if sub.is_array() => return None,
                    None => {
                        have.insert(name.clone(), schema(sub, &from, &here, moves));
                    }
                    Some(h) if trivial(h) => {
                        moves.retain(|(a, _)| *a != here);
                        have.insert(name.clone(), schema(sub, &from, &here, moves));
                    }
                    Some(_) if trivial(sub) => {}
                    Some(_) => return None,
                }
            }
        }
        (maps!(), None) => {
            let Value::Object(more) = value else {
                return None;
            };
            let mut map = Map::new();
            for (name, sub) in more {
                let token = crate::error::escape_token(name);
                let (from, here) = (format!("{from}/{token}"), format!("{here}/{token}"));
                let one = if sub.is_array() {
                    sub.clone()
                } else {
                    schema(sub, &from, &here, moves)
                };
                map.insert(name.clone(), one);
            }
            branch.insert(key.into(), Value::Object(map));
        }
        ("required", Some(Value::Array(have))) => {
            for name in value.as_array()? {
                if !have.contains(name) {
                    have.push(name.clone());
                }
            }
        }
        ("minItems" | "minLength" | "minProperties" | "minimum", Some(have)) => {
            if value.as_f64()? > have.as_f64()? {
                *have = value.clone();
            }
        }
        ("maxItems" | "maxLength" | "maxProperties" | "maximum", Some(have)) => {
            if value.as_f64()? < have.as_f64()? {
                *have = value.clone();
            }
        }
        ("uniqueItems", Some(have)) => {
            *have = Value::Bool(have.as_bool()? || value.as_bool()?);
        }
        (_, Some(_)) => return None,
        ("items" | "prefixItems", None) if value.is_array() => {
            let a = value.as_array()?;
            let list = a
                .iter()
                .enumerate()
                .map(|(i, s)| schema(s, &format!("{from}/{i}"), &format!("{here}/{i}"), moves))
                .collect();
            branch.insert(key.into(), Value::Array(list));
        }
        (_, None) if value.is_object() => {
            let one = schema(value, from, &here, moves);
            branch.insert(key.into(), one);
        }
        (_, None) => {
            branch.insert(key.into(), value.clone());
        }
    }
    Some(())
}
