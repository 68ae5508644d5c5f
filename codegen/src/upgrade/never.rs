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
//!
//! `not` of a schema every value meets (`{"not": {}}`, with annotations alone beside it) is
//! `false` as well (`nots`), read before the copy strips what the type model does not read:
//! inside a `not`, a keyword left out makes the `not` refuse more, not less (2019-09's
//! `{"not": {"anyOf": [true, …], "unevaluatedProperties": false}}` would read as `{"not":
//! {}}`). typify types it as any value, a newtype of `Value` that the post-processing makes
//! an enum without variants (`postprocess/nothing.rs`); `false` has no annotations, so such a
//! definition loses its `description`.

use serde_json::{Map, Value};

use crate::ir::JsonType;

/// Rewrites every property, `additionalItems` and `additionalProperties` schema of `doc` no
/// value meets to `false`.
pub(crate) fn rewrite(doc: &mut Value) {
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

/// Rewrites every subschema of `doc` below the root that is `not` of a schema every value
/// meets, beside annotations alone, to `false`; to run on the document as written.
pub(super) fn nots(doc: &mut Value) {
    if let Value::Object(o) = doc {
        for (k, v) in o.iter_mut() {
            below(k, v);
        }
    }
}

/// `nots` of the value of keyword `k`.
fn below(k: &str, v: &mut Value) {
    if crate::keywords::holds_data(k) {
        return;
    }
    match v {
        Value::Object(m) if super::is_map(k) => m.values_mut().for_each(never_not),
        Value::Array(a) => a.iter_mut().for_each(never_not),
        Value::Object(_) => never_not(v),
        _ => {}
    }
}

/// `schema` (and what is below it) rewritten as `nots` says.
fn never_not(schema: &mut Value) {
    let Value::Object(o) = schema else { return };
    let never = o.get("not").is_some_and(crate::keywords::admits_all)
        && crate::keywords::annotations_beside(o, &["not"]);
    if never {
        *schema = Value::Bool(false);
        return;
    }
    for (k, v) in o.iter_mut() {
        below(k, v);
    }
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
