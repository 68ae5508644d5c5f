//! Schemas no value meets, read as `false` by the type model: an `enum` or `const` whose
//! values its `type` rules out (cloudify's `{"enum": ["azure…delete_probe"], "type":
//! "object"}`: typify refuses it, and its property was `serde_json::Value`), or an `allOf`
//! whose parts' `type`s (through local `$ref`s) share none (tslint's `additionalItems`, a
//! string `enum` and an array: typify's enum without variants, which the pairing refused, so
//! the tuple was `Value`). A property of such a schema is one no valid object has; such
//! `additionalItems` or `additionalProperties` allow no more items or properties. Only these:
//! a union branch of it is left to typify as written (stylelint's `{"enum": [{}], "type":
//! "integer"}` beside a `$ref`: left out, the union would be one `allOf` part, which typify
//! types as the referred type itself). The engine judges the document as vendored, which
//! refuses every value there too.

use serde_json::{Map, Value};

use crate::ir::JsonType;

/// Rewrites every property, `additionalItems` and `additionalProperties` schema of `doc` no
/// value meets to `false`.
pub(super) fn rewrite(doc: &mut Value) {
    let original = doc.clone();
    let never = |schema: &Value| {
        schema.as_object().is_some_and(unsatisfiable) || parts_disjoint(schema, &original)
    };
    super::each_schema(doc, "", super::Order::After, &mut |obj, _| {
        if let Some(Value::Object(properties)) = obj.get_mut("properties") {
            for schema in properties.values_mut() {
                if never(schema) {
                    *schema = Value::Bool(false);
                }
            }
        }
        for k in ["additionalItems", "additionalProperties"] {
            if let Some(schema) = obj.get_mut(k) {
                if never(schema) {
                    *schema = Value::Bool(false);
                }
            }
        }
    });
}

/// Whether `schema` has `allOf` parts whose `type`s, read with the schema's and through
/// their local `$ref`s into `doc`, share none.
fn parts_disjoint(schema: &Value, doc: &Value) -> bool {
    if !schema.get("allOf").is_some_and(Value::is_array) {
        return false;
    }
    let parts = super::unions::located_parts(schema, "", doc);
    let parts: Vec<&Map<String, Value>> = parts.into_iter().map(|(_, p)| p).collect();
    super::unions::types(&parts).is_some_and(|t| t.is_empty())
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
