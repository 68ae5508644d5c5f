//! Schemas no value meets, read as `false` by the type model: an `enum` or `const` whose
//! values its `type` rules out (cloudify's `{"enum": ["azure…delete_probe"], "type":
//! "object"}`: typify refuses it, and its property was `serde_json::Value`). A property of
//! such a schema is one no valid object has. Only properties: a union branch of it is left to
//! typify as written (stylelint's `{"enum": [{}], "type": "integer"}` beside a `$ref`: left out,
//! the union would be one `allOf` part, which typify types as the referred type itself). The
//! engine judges the document as vendored, which refuses every value there too.

use serde_json::{Map, Value};

use crate::ir::JsonType;

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
fn unsatisfiable(o: &Map<String, Value>) -> bool {
    let types: Vec<JsonType> = match o.get("type") {
        Some(Value::String(t)) => JsonType::parse(t).into_iter().collect(),
        Some(Value::Array(a)) if a.iter().all(Value::is_string) => a
            .iter()
            .filter_map(Value::as_str)
            .filter_map(JsonType::parse)
            .collect(),
        _ => return false,
    };
    if types.is_empty() {
        return false;
    }
    let allowed = |v: &Value| types.iter().any(|t| t.admits(v));
    match (o.get("enum"), o.get("const")) {
        (Some(Value::Array(values)), _) if !values.iter().any(allowed) => true,
        (_, Some(value)) => !allowed(value),
        _ => false,
    }
}

#[cfg(test)]
mod tests;
