//! An object's union whose branches are objects or no objects: the others taken out.
//!
//! ```json
//! {"additionalProperties": false, "properties": {"Type": {"type": "string"}, …},
//!  "oneOf": [{"type": "object", "properties": {"Type": {"const": "RawCookie"}}, …},
//!            {"type": "object", "properties": {"Type": {"const": "None"}}, …},
//!            {"type": "null"}]}
//! ```
//!
//! (aiproj's authentication, without its `type`.) The object keywords say nothing of `null`, and the `null`
//! branch accepts no object, so this is `{"oneOf": [{"type": "object", "additionalProperties":
//! false, "properties": …, "oneOf": [the object branches]}, {"type": "null"}]}`: the same
//! values (a non-object meets the object keywords and no object branch, so exactly the
//! branches for it decide; an object none of those), typed as the object's enum or the
//! others (here an `Option` of it). typify read the keywords beside the `null` as object
//! keywords without `type`, which a struct would narrow (the subschema was
//! `serde_json::Value`). The same for an `anyOf`. Only where the holder has no `type` and
//! nothing but object keywords that shape (not `minProperties` alone: resjson's string or
//! resource is typify's enum of the two), annotations and the one union, and every branch either
//! accepts no non-object (read as in `objects.rs`) or no object; the moves are recorded so
//! reports name the file's pointers. Only the Rust types read the copy; the engine judges the
//! document as vendored. A holder a `$ref` points into is left as it is.

use serde_json::{Map, Value};

use super::objects::{non_objects, OBJECT_KEYWORDS};
use crate::keywords::{role, Role};

/// How deep [`no_objects`] follows `$ref`s and combinators before it gives up.
const DEPTH: usize = 32;

/// Rewrites every such union of `doc`, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    let original = doc.clone();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        let Some(union) = union_of(obj) else {
            return;
        };
        let keywords: Map<String, Value> = (obj.iter())
            .filter(|(k, _)| OBJECT_KEYWORDS.contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        // Keywords that only narrow (resjson's `minProperties` beside a string or a
        // resource) leave the union to typify, which types it as its branches.
        if crate::compile::only_constrains(&Value::Object(keywords.clone()))
            || (keywords.keys().map(String::as_str))
                .chain([union])
                .any(|k| super::reached(&refs, &format!("{pointer}/{k}")))
        {
            return;
        }
        let Some(Value::Array(branches)) = obj.get(union) else {
            return;
        };
        let objects: Vec<bool> = match branches
            .iter()
            .map(|b| kind(b, &original))
            .collect::<Option<Vec<bool>>>()
        {
            Some(k) if k.contains(&true) && k.contains(&false) => k,
            _ => return,
        };
        let Some(Value::Array(branches)) = obj.remove(union) else {
            return;
        };
        let mut inner = Map::new();
        inner.insert("type".into(), "object".into());
        for (k, v) in keywords {
            obj.remove(&k);
            layer.push((format!("{pointer}/{union}/0/{k}"), format!("{pointer}/{k}")));
            inner.insert(k, v);
        }
        let (mut inside, mut beside) = (Vec::new(), Vec::new());
        for (i, (b, object)) in branches.into_iter().zip(objects).enumerate() {
            let from = format!("{pointer}/{union}/{i}");
            if object {
                let to = format!("{pointer}/{union}/0/{union}/{}", inside.len());
                layer.push((to, from));
                inside.push(b);
            } else {
                layer.push((format!("{pointer}/{union}/{}", beside.len() + 1), from));
                beside.push(b);
            }
        }
        layer.push((format!("{pointer}/{union}/0"), pointer.to_owned()));
        inner.insert(union.into(), Value::Array(inside));
        let mut all = vec![Value::Object(inner)];
        all.extend(beside);
        obj.insert(union.into(), Value::Array(all));
    });
}

/// The union keyword of a holder without `type` that has only it, object keywords and
/// annotations (or containers).
fn union_of(obj: &Map<String, Value>) -> Option<&'static str> {
    let union = match (obj.contains_key("oneOf"), obj.contains_key("anyOf")) {
        (true, false) => "oneOf",
        (false, true) => "anyOf",
        _ => return None,
    };
    obj.keys()
        .all(|k| {
            k == union
                || OBJECT_KEYWORDS.contains(&k.as_str())
                || matches!(role(k), Role::Annotation | Role::Container)
        })
        .then_some(union)
}

/// Whether branch `b` accepts only objects (`Some(true)`) or no object (`Some(false)`);
/// `None` where it may accept both, or the reading cannot tell.
fn kind(b: &Value, doc: &Value) -> Option<bool> {
    if non_objects(b, doc, 0) == Some(false) {
        Some(true)
    } else if no_objects(b, doc, 0) {
        Some(false)
    } else {
        None
    }
}

/// Whether schema `v` surely accepts no object. Local `$ref`s are followed.
fn no_objects(v: &Value, doc: &Value, depth: usize) -> bool {
    if depth > DEPTH {
        return false;
    }
    let obj = match v {
        Value::Bool(b) => return !b,
        Value::Object(o) => o,
        _ => return false,
    };
    let none = |v: &Value| no_objects(v, doc, depth + 1);
    let all_none = |k: &str| {
        obj.get(k)
            .and_then(Value::as_array)
            .is_some_and(|b| !b.is_empty() && b.iter().all(none))
    };
    let type_excludes = obj.contains_key("type") && !super::allows_objects(obj);
    let values_exclude = match (obj.get("enum"), obj.get("const")) {
        (Some(Value::Array(values)), _) => !values.iter().any(Value::is_object),
        (_, Some(value)) => !value.is_object(),
        _ => false,
    };
    type_excludes
        || values_exclude
        || obj
            .get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| super::local_target(doc, r))
            .is_some_and(|(_, target)| none(target))
        || obj
            .get("allOf")
            .and_then(Value::as_array)
            .is_some_and(|p| p.iter().any(none))
        || all_none("oneOf")
        || all_none("anyOf")
}

#[cfg(test)]
mod tests;
