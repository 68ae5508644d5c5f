//! A union that is an `allOf` part of an object, read as the object's own.
//!
//! ```json
//! {"type": "object", "allOf": [
//!   {"properties": {"actionId": {"type": "string"}, "args": {"type": "object"}}},
//!   {"oneOf": [{"not": {"properties": {"actionId": {"enum": ["A", "B"]}}, "required": ["actionId"]}},
//!              {"properties": {"actionId": {"enum": ["A"]}, "args": {"properties": …}}},
//!              {"properties": {"actionId": {"enum": ["B"]}, "args": {"properties": …}}}]}]}
//! ```
//!
//! (template's post actions) says an object meets the first part and one of the branches: a
//! `oneOf` beside the parts says the same of the same value. typify merges an `allOf` part's
//! union with every other part, which it cannot do for branches written without `type` (the
//! part was `serde_json::Value`, its properties in `extra`); as the object's own union, the
//! branches are the enum's variants, the parts' properties merged into each (the post action
//! by its `actionId`, its `args` typed per action; the `not` branch the catch-all object).
//! Where the object has no union of its own and one part is a union alone (with annotations),
//! the union moves to the object and the part becomes `{}` (the parts after it keep their
//! pointers). The object is one whose `type` says `"object"`, or one of whose parts says so
//! (schemars writes a flattened enum so: `{"allOf": [{"type": "object", …}, {"oneOf": …}]}`).
//! The part may be a `$ref` (with annotations) to a union alone, or to an object's keywords
//! (`type: "object"`, `properties`, `required`) and one union: the union is copied to the
//! object and the part keeps the target's object keywords (vector's `TransformOuter`,
//! `{"allOf": [{"properties": {"inputs": …}}, {"$ref": "#/definitions/Transforms"}]}`, whose
//! `lua` transform is itself a union of versions, typify's merge gave an enum without
//! variants; its `tag_cardinality_limit` is an object whose part refers to one whose part
//! refers to the union: the document is walked again, up to four times, while a walk moves
//! something). Copies are bounded as in `distribute.rs`: a target is not copied into what it
//! is already a copy of (nor into itself), and the copies add at most four times the document
//! and 64 KiB. Then, where the object names no property or `required` of its own and its other
//! parts are object keywords alone, naming no property twice, they become its own and its
//! `allOf` goes (typify subtracts a union's other branches from each, which it cannot do for a
//! branch with an `allOf` beside its union: it panicked on vector's encoders). Each move is
//! recorded for reports, named where the file wrote it. Only the Rust types read the copy; the
//! engine judges the document as vendored. A part a `$ref` points into is left as it is.

use serde_json::{Map, Value};

/// The keywords a part folded into its object may have beside annotations.
const FOLDED: &[&str] = &["type", "properties", "required"];

/// How many times the rewrite walks the document: a part that is a `$ref` to an object the
/// walk before gave its union (vector's `Config` → `Inner` → `Mode`) is read on the next.
const PASSES: usize = 4;

/// Rewrites every object of `doc` whose one union is an `allOf` part, pushing the moves into
/// `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    // The copies made (holder, target), and how much they may add in all, as in `distribute.rs`:
    // a target is not copied into what it is already a copy of, so recursion ends.
    let mut copies: Vec<(String, String)> = Vec::new();
    let mut budget = 4 * doc.to_string().len() + (64 << 10);
    for _ in 0..PASSES {
        let before = layer.len();
        pass(doc, &refs, (&mut copies, &mut budget), layer);
        if layer.len() == before {
            break;
        }
    }
}

/// One walk of [`rewrite`].
fn pass(
    doc: &mut Value,
    refs: &[String],
    (copies, budget): (&mut Vec<(String, String)>, &mut usize),
    layer: &mut Vec<(String, String)>,
) {
    let original = doc.clone();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        if obj.contains_key("oneOf") || obj.contains_key("anyOf") {
            return;
        }
        let Some(Value::Array(parts)) = obj.get("allOf") else {
            return;
        };
        let object = crate::compile::object_type(obj)
            || parts.iter().filter_map(Value::as_object).any(strict_object);
        if !object {
            return;
        }
        let unions: Vec<(usize, &'static str, Option<String>)> = parts
            .iter()
            .enumerate()
            .filter_map(|(k, p)| union_part(p, &original).map(|(u, t)| (k, u, t)))
            .collect();
        let [(k, union, target)] = unions.as_slice() else {
            return;
        };
        let (k, union) = (*k, *union);
        let at = format!("{pointer}/allOf/{k}");
        if super::reached(refs, &at) {
            return;
        }
        // The union's branches, where they were, and what stays of the part.
        let (branches, from, rest) = match target {
            None => {
                let Some(branches) = obj
                    .get_mut("allOf")
                    .and_then(|p| p.get_mut(k))
                    .and_then(Value::as_object_mut)
                    .and_then(|p| p.remove(union))
                else {
                    return;
                };
                (branches, format!("{at}/{union}"), None)
            }
            Some(fragment) => {
                let again = copies
                    .iter()
                    .any(|(q, t)| t == fragment && super::within(pointer, q));
                if again || super::within(pointer, fragment) {
                    return;
                }
                let Some(Value::Object(t)) = original.pointer(fragment) else {
                    return;
                };
                let Some(branches) = t.get(union) else {
                    return;
                };
                // The target's object keywords stay in the part, in place of the `$ref`.
                let rest: Map<String, Value> = t
                    .iter()
                    .filter(|(key, _)| FOLDED.contains(&key.as_str()))
                    .map(|(key, v)| (key.clone(), v.clone()))
                    .collect();
                let size =
                    branches.to_string().len() + Value::Object(rest.clone()).to_string().len();
                if size > *budget {
                    return;
                }
                *budget -= size;
                copies.push((pointer.to_owned(), fragment.clone()));
                (
                    branches.clone(),
                    format!("{fragment}/{union}"),
                    Some((rest, fragment.clone())),
                )
            }
        };
        let Some(Value::Array(parts)) = obj.get_mut("allOf") else {
            return;
        };
        parts[k] = Value::Object(Map::new());
        if let Some((rest, fragment)) = rest {
            for name in rest
                .get("properties")
                .and_then(Value::as_object)
                .into_iter()
                .flat_map(Map::keys)
            {
                let token = crate::error::escape_token(name);
                push(
                    layer,
                    format!("{at}/properties/{token}"),
                    format!("{fragment}/properties/{token}"),
                );
            }
            parts[k] = Value::Object(rest);
        }
        obj.insert(union.to_owned(), branches);
        push(layer, format!("{pointer}/{union}"), from);
        if !super::reached(refs, &format!("{pointer}/allOf")) {
            fold(obj, pointer, layer);
        }
    });
}

/// Records that the subschema now at `to` was at `from`, where `from` is read through the
/// moves this rewrite recorded before (a copy of what an earlier walk moved).
fn push(layer: &mut Vec<(String, String)>, to: String, from: String) {
    let best = layer
        .iter()
        .filter(|(moved, _)| super::within(&from, moved))
        .max_by_key(|(moved, _)| moved.len());
    let from = match best {
        Some((moved, was)) => format!("{was}{}", &from[moved.len()..]),
        None => from,
    };
    layer.push((to, from));
}

/// Whether a schema says `type: "object"`, no other type.
fn strict_object(schema: &Map<String, Value>) -> bool {
    schema.get("type").and_then(Value::as_str) == Some("object")
}

/// The union keyword of a part that is a `oneOf` or an `anyOf` alone (with annotations), or
/// a `$ref` alone to one in this document, or to an object's keywords (`type: "object"`,
/// `properties`, `required`) and one union (with the target's fragment).
fn union_part(part: &Value, doc: &Value) -> Option<(&'static str, Option<String>)> {
    if let Some(union) = union_alone(part, &[]) {
        return Some((union, None));
    }
    let part = part.as_object()?;
    let reference = part.get("$ref")?.as_str()?;
    if !crate::keywords::annotations_beside(part, &["$ref"]) {
        return None;
    }
    let (fragment, target) = super::local_target(doc, reference)?;
    let union = union_alone(target, FOLDED)?;
    let typed = target.get("type").is_none_or(|t| t == "object");
    typed.then(|| (union, Some(fragment.into_owned())))
}

/// The union keyword of a part that is a `oneOf` or an `anyOf` alone (with annotations and
/// the keywords `beside`).
fn union_alone(part: &Value, beside: &[&str]) -> Option<&'static str> {
    let part = part.as_object()?;
    let mut unions = ["oneOf", "anyOf"]
        .into_iter()
        .filter(|u| part.contains_key(*u));
    let union = unions.next()?;
    let mut allowed = beside.to_vec();
    allowed.push(union);
    let alone = unions.next().is_none() && crate::keywords::annotations_beside(part, &allowed);
    alone.then_some(union)
}

/// With its union moved out, an object whose other parts are object keywords alone (inline:
/// `type: "object"`, `properties`, `required`) and which names no property or `required` of
/// its own takes them as its own, its `allOf` gone: typify subtracts a union's other branches
/// from each (`not`), which it cannot do for one beside an `allOf`. Each property's move is
/// recorded; nothing is folded where two parts name one property, nor where a `$ref` points
/// into the parts (it would point at nothing).
fn fold(obj: &mut Map<String, Value>, pointer: &str, layer: &mut Vec<(String, String)>) {
    if obj.contains_key("properties") || obj.contains_key("required") {
        return;
    }
    let Some(Value::Array(parts)) = obj.get("allOf") else {
        return;
    };
    let mut properties = Map::new();
    let mut required: Vec<Value> = Vec::new();
    let mut moves = Vec::new();
    let mut typed = false;
    for (j, part) in parts.iter().enumerate() {
        let Some(part) = part.as_object() else {
            return;
        };
        if !crate::keywords::annotations_beside(part, FOLDED) {
            return;
        }
        match part.get("type") {
            None => {}
            Some(t) if t == "object" => typed = true,
            Some(_) => return,
        }
        if let Some(p) = part.get("properties") {
            let Some(p) = p.as_object() else {
                return;
            };
            for (name, s) in p {
                if properties.insert(name.clone(), s.clone()).is_some() {
                    return;
                }
                let token = crate::error::escape_token(name);
                moves.push((
                    format!("{pointer}/properties/{token}"),
                    format!("{pointer}/allOf/{j}/properties/{token}"),
                ));
            }
        }
        if let Some(r) = part.get("required") {
            let Some(r) = r.as_array() else {
                return;
            };
            required.extend(
                r.iter()
                    .filter(|n| !required.contains(n))
                    .cloned()
                    .collect::<Vec<_>>(),
            );
        }
    }
    // A part's `type: "object"` becomes the object's, where it has none; beside another
    // `type` of its own (a list), nothing is folded.
    match obj.get("type") {
        None if typed => {
            obj.insert("type".to_owned(), Value::from("object"));
        }
        Some(t) if typed && t != "object" => return,
        _ => {}
    }
    obj.remove("allOf");
    if !properties.is_empty() {
        obj.insert("properties".to_owned(), Value::Object(properties));
    }
    if !required.is_empty() {
        obj.insert("required".to_owned(), Value::Array(required));
    }
    for (to, from) in moves {
        push(layer, to, from);
    }
}

#[cfg(test)]
mod tests;
