//! A branch's pieces merged into one object: an `allOf` of object keywords and one union made
//! the branch's own, and one property's schemas conjoined, each move recorded.

use serde_json::{Map, Value};

use super::target;
use crate::keywords::{role, Role};

/// The branch's one `allOf` part that is a union alone (its index and keyword), inline or a
/// `$ref` to it, where every other part is object keywords alone (`type: "object"`,
/// `properties`, `required`), inline or a `$ref` to them, and the branch has no union of its
/// own: drone's pipeline, `{"allOf": [{"$ref": "#/definitions/kind_pipeline"}, {"oneOf":
/// [..]}]}`; vector's `lua` transform, `{"allOf": [{"$ref": "#/definitions/lua"}, {"properties":
/// {"type": {"const": "lua"}}}]}`.
pub(super) fn part_union(o: &Map<String, Value>, doc: &Value) -> Option<(usize, &'static str)> {
    if o.contains_key("oneOf") || o.contains_key("anyOf") {
        return None;
    }
    let plain = |m: &Map<String, Value>, extra: &[&str]| {
        m.iter().all(|(k, v)| {
            (k == "type" && v == "object")
                || ["properties", "required"].contains(&k.as_str())
                || extra.contains(&k.as_str())
                || matches!(role(k), Role::Annotation | Role::Container)
        })
    };
    let mut found = None;
    for (i, part) in o.get("allOf")?.as_array()?.iter().enumerate() {
        let p = part.as_object()?;
        let unions: Vec<&'static str> = ["oneOf", "anyOf"]
            .into_iter()
            .filter(|u| p.contains_key(*u))
            .collect();
        let union_alone = |m: &Map<String, Value>, u: &str| {
            plain(m, &[u]) && !m.contains_key("properties") && !m.contains_key("required")
        };
        match unions.as_slice() {
            [u] if union_alone(p, u) => {
                if found.replace((i, *u)).is_some() {
                    return None;
                }
            }
            [] if !p.contains_key("$ref") && plain(p, &[]) => {}
            [] => {
                let t = target(part, doc)?;
                // A `$ref` to a union alone (vector's `lua`, a `oneOf` of its versions).
                let by_ref = ["oneOf", "anyOf"]
                    .into_iter()
                    .find(|u| t.contains_key(*u) && union_alone(t, u));
                if let Some(u) = by_ref {
                    if found.replace((i, u)).is_some() {
                        return None;
                    }
                } else if t.contains_key("$ref") || !plain(t, &[]) {
                    return None;
                }
            }
            _ => return None,
        }
    }
    found
}

/// The object keywords an `allOf` part of a holder is, inline or the target of its `$ref`
/// alone: `properties`, `required`, `type: "object"` (vector's transforms: the holder then
/// holds objects alone) and annotations only.
pub(super) fn keywords<'a>(part: &'a Value, doc: &'a Value) -> Option<&'a Map<String, Value>> {
    let t = target(part, doc)?;
    let alone = t.iter().all(|(k, v)| {
        ["properties", "required"].contains(&k.as_str())
            || (k == "type" && v == "object")
            || role(k) == Role::Annotation
    });
    alone.then_some(t)
}

/// The branch's `allOf` (see [`part_union`]) made its own: the union part its union, the
/// other parts' properties and `required` its own.
pub(super) fn flatten(
    out: &mut Map<String, Value>,
    (at_part, union): (usize, &str),
    at: &str,
    base: &str,
    doc: &Value,
    moves: &mut Vec<(String, String)>,
) -> Option<()> {
    let Some(Value::Array(parts)) = out.remove("allOf") else {
        return None;
    };
    for (i, part) in parts.iter().enumerate() {
        let origin = format!("{base}/allOf/{i}");
        if i == at_part {
            // Inline, or the union a `$ref` part names.
            let (origin, p) = match part.get("$ref").and_then(Value::as_str) {
                Some(r) => {
                    let (fragment, t) = super::super::local_target(doc, r)?;
                    (fragment.to_string(), t)
                }
                None => (origin, part),
            };
            out.insert(union.to_owned(), p.get(union)?.clone());
            moves.push((format!("{at}/{union}"), format!("{origin}/{union}")));
            continue;
        }
        let (origin, t) = match part.get("$ref").and_then(Value::as_str) {
            Some(r) => {
                let (fragment, t) = super::super::local_target(doc, r)?;
                (fragment.to_string(), t.as_object()?)
            }
            None => (origin, part.as_object()?),
        };
        let props = t.get("properties").and_then(Value::as_object);
        for (name, s) in props.into_iter().flatten() {
            let from = format!("{origin}/properties/{}", crate::error::escape_token(name));
            conjoin(out, name, s, (&from, false), (at, base), moves)?;
        }
        add_required(out, t.get("required"))?;
    }
    Some(())
}

/// Property `name` of `out` (at `at`; its own keywords at `base`) conjoined with schema `s`
/// from `from`: `s` where `out` has none or says nothing more, else `{"allOf": [..]}` of both,
/// `s` first where `first` (each part's moves under its index).
pub(super) fn conjoin(
    out: &mut Map<String, Value>,
    name: &str,
    s: &Value,
    (from, first): (&str, bool),
    (at, base): (&str, &str),
    moves: &mut Vec<(String, String)>,
) -> Option<()> {
    let open = |v: &Value| v == &Value::Bool(true) || v.as_object().is_some_and(Map::is_empty);
    let token = crate::error::escape_token(name);
    let to = format!("{at}/properties/{token}");
    let props = out
        .entry("properties")
        .or_insert_with(|| Value::Object(Map::new()))
        .as_object_mut()?;
    match props.get(name) {
        Some(theirs) if open(s) && theirs != s => return Some(()),
        Some(theirs) if !(open(theirs) || theirs == s) => {
            let (mine, old) = if first { (0, 1) } else { (1, 0) };
            let theirs = theirs.clone();
            let mut exact = false;
            for (m, _) in moves.iter_mut() {
                if let Some(rest) = m
                    .strip_prefix(&to)
                    .filter(|r| r.is_empty() || r.starts_with('/'))
                {
                    exact |= rest.is_empty();
                    *m = format!("{to}/allOf/{old}{rest}");
                }
            }
            if !exact {
                moves.push((
                    format!("{to}/allOf/{old}"),
                    format!("{base}/properties/{token}"),
                ));
            }
            moves.push((format!("{to}/allOf/{mine}"), from.to_owned()));
            let both = if first {
                [s.clone(), theirs]
            } else {
                [theirs, s.clone()]
            };
            props.insert(name.to_owned(), serde_json::json!({"allOf": both}));
        }
        _ => {
            moves.retain(|(m, _)| !super::super::within(m, &to));
            moves.push((to, from.to_owned()));
            props.insert(name.to_owned(), s.clone());
        }
    }
    Some(())
}

/// `out`'s `required` with the names of `add` (a `required` array) too.
pub(super) fn add_required(out: &mut Map<String, Value>, add: Option<&Value>) -> Option<()> {
    let Some(Value::Array(add)) = add else {
        return Some(());
    };
    let required = out
        .entry("required")
        .or_insert_with(|| Value::Array(Vec::new()))
        .as_array_mut()?;
    for n in add {
        if !required.contains(n) {
            required.push(n.clone());
        }
    }
    Some(())
}
