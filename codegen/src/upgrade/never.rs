//! Schemas no value meets, read as `false` by the type model: an `enum` or `const` whose
//! values its `type` rules out (cloudify's `{"enum": ["azure…delete_probe"], "type":
//! "object"}`: typify refuses it, and its property was `serde_json::Value`). A property of
//! such a schema is one no valid object has (`object::forbidden`: no field, refused in the
//! conversion), a union branch of it is left out (`unions.rs`). The engine judges the document
//! as vendored, which refuses every value there too.

use serde_json::{Map, Value};

/// Rewrites every property schema of `doc` no value meets to `false`.
pub(super) fn rewrite(doc: &mut Value) {
    super::each_schema(doc, "", super::Order::After, &mut |obj, _| {
        if let Some(Value::Object(properties)) = obj.get_mut("properties") {
            for schema in properties.values_mut() {
                if schema.as_object().is_some_and(unsatisfiable) {
                    *schema = Value::Bool(false);
                }
            }
        }
    });
}

/// Whether `o` lists its values (`enum`, `const`) and its `type` allows none of them.
pub(super) fn unsatisfiable(o: &Map<String, Value>) -> bool {
    let types: Vec<&str> = match o.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(a)) if a.iter().all(Value::is_string) => {
            a.iter().filter_map(Value::as_str).collect()
        }
        _ => return false,
    };
    let allowed = |v: &Value| {
        types.iter().any(|t| match (*t, v) {
            ("null", Value::Null)
            | ("boolean", Value::Bool(_))
            | ("string", Value::String(_))
            | ("array", Value::Array(_))
            | ("object", Value::Object(_))
            | ("number", Value::Number(_)) => true,
            // An integral number is an integer (from draft-06; draft-04 refuses `1.0`, which
            // only makes fewer values valid than read here).
            ("integer", Value::Number(n)) => {
                n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
            }
            _ => false,
        })
    };
    match (o.get("enum"), o.get("const")) {
        (Some(Value::Array(values)), _) if !values.iter().any(allowed) => true,
        (_, Some(value)) => !allowed(value),
        _ => false,
    }
}

#[cfg(test)]
mod tests;
