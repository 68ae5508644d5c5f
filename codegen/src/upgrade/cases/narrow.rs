//! A property the object names and a case's `then` names too: where the `then`'s schema says
//! all the object's does (utcm-monitor's resources, `{"properties": {}}` beside `then`s of
//! `{"properties": {"$ref": "#/$defs/microsoft.exchange.accepteddomain"}}`; cloudify's node
//! templates, `{"type": "object"}` beside a `$ref` to each node type's properties), the case's
//! branch types it as the `then` says. Where it does not, the object's type stands for both,
//! and what the `then` names that type keeps in `extra` is reported (`kept`). Also what a
//! schema names (`names`) and whether it reaches a `$ref`, which `branch.rs` reads too.

use serde_json::{Map, Value};

use std::collections::BTreeSet;

use super::branch::kinds;

/// Whether every value meeting `then` (a case's schema of a property) meets `outer` (the
/// object's own, at `own_at`, `#/…/properties/name`), as far as the types read them:
/// `outer` says nothing but annotations, or `then` is a `$ref` to `outer` itself, or `outer`
/// says a `type` alone that the `then`'s (through a whole `$ref` to one of `defs`) stays
/// within.
pub(super) fn narrows(
    then: &Value,
    outer: &Value,
    own_at: &str,
    defs: &Map<String, Value>,
) -> bool {
    let bare = crate::upgrade::restated_branches::shape;
    let (then, outer) = (bare(then), bare(outer));
    let only_ref = |s: &Value| {
        (s.as_object().filter(|o| o.len() == 1))
            .and_then(|o| o.get("$ref"))
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    let Some(o) = outer.as_object() else {
        return outer == Value::Bool(true);
    };
    if o.is_empty() || only_ref(&then).is_some_and(|r| r == own_at) {
        return true;
    }
    if o.len() != 1 {
        return false;
    }
    let Some(allowed) = kinds(&outer) else {
        return false;
    };
    let target = match only_ref(&then) {
        Some(r) => match defs.get(&r) {
            Some(t) => t.clone(),
            None => return false,
        },
        None => then,
    };
    kinds(&target).is_some_and(|k| k.iter().all(|k| allowed.contains(k)))
}

/// The properties `then` names, at any depth (through `defs`), that `outer`, the object's
/// own schema of the property, does not: those its type keeps in `extra` (the names of
/// `then`'s own level not, where `outer` types every name: an `additionalProperties` schema,
/// a pattern every name matches). `None` where that cannot be told: a `$ref` not to one of
/// `defs`, or more than `READ` schemas.
pub(super) fn kept(
    then: &Value,
    outer: &Value,
    defs: &Map<String, Value>,
) -> Option<BTreeSet<String>> {
    let target = match outer.get("$ref").and_then(Value::as_str) {
        Some(r) => defs.get(r)?,
        None => outer,
    };
    if kinds(target).is_some_and(|k| !k.contains(&"object")) {
        return Some(BTreeSet::new());
    }
    let every = ["", ".*", "^.*$", "^.*"];
    let maps_all = target
        .get("additionalProperties")
        .is_some_and(Value::is_object)
        || (target.get("patternProperties").and_then(Value::as_object))
            .is_some_and(|p| p.keys().any(|k| every.contains(&k.as_str())));
    let own = deep_names(outer, defs)?;
    let top = if maps_all {
        names(then, defs)
    } else {
        BTreeSet::new()
    };
    Some(
        (deep_names(then, defs)?.into_iter())
            .filter(|n| !own.contains(n) && !top.contains(n))
            .collect(),
    )
}

/// How many schemas `deep_names` reads at most.
const READ: usize = 512;

/// Every property name `s` and the schemas below it name (through `$ref`s to `defs`).
fn deep_names(s: &Value, defs: &Map<String, Value>) -> Option<BTreeSet<String>> {
    let mut out = BTreeSet::new();
    let mut read: Vec<*const Map<String, Value>> = Vec::new();
    let mut next = vec![s];
    while let Some(v) = next.pop() {
        let Value::Object(o) = v else { continue };
        if read.contains(&std::ptr::from_ref(o)) {
            continue;
        }
        if read.len() >= READ {
            return None;
        }
        read.push(o);
        if let Some(r) = o.get("$ref").and_then(Value::as_str) {
            next.push(defs.get(r)?);
        }
        for (k, v) in o {
            if crate::keywords::holds_data(k) || k == "not" {
                continue;
            }
            match (super::super::is_map(k), v) {
                (true, Value::Object(m)) => {
                    if k == "properties" {
                        out.extend(m.keys().cloned());
                    }
                    if k != "definitions" && k != "$defs" {
                        next.extend(m.values());
                    }
                }
                (_, Value::Array(a)) => next.extend(a),
                (_, v) => next.push(v),
            }
        }
    }
    Some(out)
}

/// The properties `s` names for an object it holds: its own, and those of its `allOf`
/// parts, union branches, `then`s and `else`s, and of the definitions its `$ref`s point to
/// (in `defs`), at most 64 schemas read.
pub(super) fn names(s: &Value, defs: &Map<String, Value>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut read: Vec<&Map<String, Value>> = Vec::new();
    let mut next = vec![s];
    while let Some(v) = next.pop() {
        let Value::Object(o) = v else { continue };
        if read.len() >= 64 || read.iter().any(|r| std::ptr::eq(*r, o)) {
            continue;
        }
        read.push(o);
        out.extend(
            (o.get("properties").and_then(Value::as_object))
                .into_iter()
                .flat_map(|p| p.keys().cloned()),
        );
        for key in ["allOf", "anyOf", "oneOf"] {
            next.extend(o.get(key).and_then(Value::as_array).into_iter().flatten());
        }
        next.extend(["then", "else"].iter().filter_map(|k| o.get(*k)));
        next.extend((o.get("$ref").and_then(Value::as_str)).and_then(|r| defs.get(r)));
    }
    out
}

/// Whether `v` holds a `$ref` at any depth.
pub(super) fn reaches_ref(v: &Value) -> bool {
    match v {
        Value::Object(o) => o.contains_key("$ref") || o.values().any(reaches_ref),
        Value::Array(a) => a.iter().any(reaches_ref),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Map, Value};

    #[test]
    fn a_then_that_says_all_the_object_does() {
        let defs: Map<String, Value> = [
            (
                "#/definitions/o",
                json!({"type": "object", "properties": {"a": {}}}),
            ),
            ("#/definitions/s", json!({"type": "string"})),
            ("#/definitions/r", json!({"$ref": "#/definitions/o"})),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect();
        let own = "#/properties/p";
        let cases = [
            (json!({"$ref": "#/definitions/o"}), json!({}), true),
            (
                json!({"type": "integer"}),
                json!({"description": "any"}),
                true,
            ),
            (json!({"type": "integer"}), json!(true), true),
            (
                json!({"$ref": "#/properties/p"}),
                json!({"type": "string", "minLength": 2}),
                true,
            ),
            (
                json!({"$ref": "#/definitions/o"}),
                json!({"type": "object", "title": "T"}),
                true,
            ),
            (json!({"type": "integer"}), json!({"type": "number"}), true),
            (
                json!({"type": ["string", "null"]}),
                json!({"type": ["null", "string", "array"]}),
                true,
            ),
            // Another type, or a `type` the `then` does not say.
            (
                json!({"$ref": "#/definitions/s"}),
                json!({"type": "object"}),
                false,
            ),
            (json!({"type": "number"}), json!({"type": "integer"}), false),
            (
                json!({"properties": {"a": {}}}),
                json!({"type": "object"}),
                false,
            ),
            (
                json!({"$ref": "#/definitions/r"}),
                json!({"type": "object"}),
                false,
            ),
            (
                json!({"$ref": "#/definitions/missing"}),
                json!({"type": "object"}),
                false,
            ),
            // The object says more than a `type`.
            (
                json!({"type": "object"}),
                json!({"type": "object", "required": ["a"]}),
                false,
            ),
            (
                json!({"$ref": "#/definitions/o"}),
                json!({"$ref": "#/definitions/n"}),
                false,
            ),
            (json!({"type": "string"}), json!(false), false),
        ];
        for (then, outer, want) in cases {
            assert_eq!(
                super::narrows(&then, &outer, own, &defs),
                want,
                "{then} / {outer}"
            );
        }
    }

    #[test]
    fn what_the_objects_type_keeps_of_a_then() {
        let defs: Map<String, Value> = [
            (
                "#/definitions/map",
                json!({"type": "object", "patternProperties": {"": {"$ref": "#/definitions/op"}}}),
            ),
            (
                "#/definitions/op",
                json!({"type": "object", "properties": {"implementation": {}}}),
            ),
            (
                "#/definitions/life",
                json!({"type": "object", "properties": {"lifecycle": {
                "type": "object", "properties": {"start": {"$ref": "#/definitions/op"}}}}}),
            ),
            (
                "#/definitions/loop",
                json!({"properties": {"a": {"$ref": "#/definitions/loop"}}}),
            ),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect();
        let set = |v: &[&str]| Some(v.iter().map(|s| (*s).to_owned()).collect());
        let cases = [
            // cloudify's interfaces: a map of every name keeps none of the `then`'s own names,
            // but what its values name below them that the map's values do not.
            (
                json!({"$ref": "#/definitions/life"}),
                json!({"$ref": "#/definitions/map"}),
                set(&["start"]),
            ),
            (
                json!({"properties": {"x": {"properties": {"implementation": {}}}}}),
                json!({"$ref": "#/definitions/map"}),
                set(&[]),
            ),
            (
                json!({"properties": {"t": {}, "u": {"items": {"properties": {"v": {}}}}}}),
                json!({"type": "object", "properties": {"t": {}}}),
                set(&["u", "v"]),
            ),
            // No object, or a recursion read once.
            (
                json!({"properties": {"u": {}}}),
                json!({"type": "string"}),
                set(&[]),
            ),
            (
                json!({"$ref": "#/definitions/loop"}),
                json!({}),
                set(&["a"]),
            ),
            // A `$ref` it cannot read.
            (json!({"$ref": "other.json"}), json!({}), None),
            (json!({}), json!({"$ref": "#/definitions/missing"}), None),
        ];
        for (then, outer, want) in cases {
            assert_eq!(super::kept(&then, &outer, &defs), want, "{then} / {outer}");
        }
    }
}
