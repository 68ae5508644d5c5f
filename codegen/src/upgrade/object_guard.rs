//! An `if` that tests only `type: "object"`, read as its `then`.
//!
//! ```json
//! {"allOf": [{"$ref": "#/definitions/task_def"},
//!            {"if": {"type": "object"}, "then": {"type": "object", "properties": {"args": false}}}]}
//! ```
//!
//! (partial-poe's subtasks: a task is a name, a list or an object, and an object has no
//! `args`.) Every object meets the `if`, so the `then` holds for it; no other value does, and
//! a `then` of object keywords alone says nothing of them. So, with no `else`, the
//! conditional is its `then` without `type` (where that allows objects). In the type model's
//! copy the `if` and `then` go, and:
//!
//! - a `then` that only constrains (here `{"properties": {"args": false}}`) leaves nothing:
//!   the type is the task's (`Vec<TaskDef>`), the engine enforces the rest. Before, `args`
//!   was read as named only under a `then`, reported kept in `extra`;
//! - beside `type: "object"`, the `then`'s keywords become the schema's last `allOf` part (the
//!   move recorded): its properties are the struct's fields, as the engine reads them
//!   (`{"properties": {"n": {"type": "integer"}}, "required": ["n"]}`: `n: i64`).
//!
//! A `then` with a shape beside a schema that may be another value is left as it is (an
//! `allOf` of a union and object keywords is no type typify mirrors). The engine judges the
//! document as vendored; a conditional a `$ref` points into is left as it is.

use serde_json::{Map, Value};

use super::objects::OBJECT_KEYWORDS;
use crate::keywords::{role, Role};

/// Rewrites every such conditional of `doc`, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        if obj.contains_key("else")
            || !obj.get("if").is_some_and(tests_objects)
            || ["if", "then"]
                .iter()
                .any(|k| super::reached(&refs, &format!("{pointer}/{k}")))
        {
            return;
        }
        let Some(then) = obj.get("then").and_then(objects_part) else {
            return;
        };
        // Keywords that only narrow what is valid shape nothing: the engine's alone. Others
        // become a part only of an object (beside a union of objects and other values, the
        // `allOf` of it and a part of object keywords is no type typify mirrors).
        let constrains = crate::compile::only_constrains(&Value::Object(then.clone()));
        let object = obj.get("type").and_then(Value::as_str) == Some("object");
        if !(constrains || object && obj.get("allOf").is_none_or(Value::is_array)) {
            return;
        }
        obj.remove("if");
        obj.remove("then");
        if constrains {
            return;
        }
        let Value::Array(parts) = obj
            .entry("allOf")
            .or_insert_with(|| Value::Array(Vec::new()))
        else {
            return;
        };
        layer.push((
            format!("{pointer}/allOf/{}", parts.len()),
            format!("{pointer}/then"),
        ));
        parts.push(Value::Object(then));
    });
}

/// Whether an `if` says nothing but `type: "object"` (annotations aside).
fn tests_objects(v: &Value) -> bool {
    v.as_object().is_some_and(|o| {
        o.get("type").is_some_and(only_object) && crate::keywords::annotations_beside(o, &["type"])
    })
}

/// Whether a `type` value is `"object"` (or `["object"]`).
fn only_object(t: &Value) -> bool {
    match t {
        Value::String(t) => t == "object",
        Value::Array(a) => a.len() == 1 && a[0] == "object",
        _ => false,
    }
}

/// A `then` that says nothing of non-objects, without its `type`: object keywords and
/// annotations beside a `type` that allows objects. `None` for any other `then`.
fn objects_part(then: &Value) -> Option<Map<String, Value>> {
    let mut o = then.as_object()?.clone();
    let objects_only = o.keys().all(|k| {
        k == "type" || OBJECT_KEYWORDS.contains(&k.as_str()) || role(k) == Role::Annotation
    });
    (super::allows_objects(&o) && objects_only).then(|| {
        o.remove("type");
        o
    })
}

#[cfg(test)]
mod tests;
