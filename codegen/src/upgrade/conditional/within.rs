//! Whether what a `then`/`else` says of a property the object names too shapes more than the
//! object's own schema of it types: the report of `conditional_restated` is for what the
//! property's type (the object's schema alone) leaves to `extra` or to `Value`, not for what
//! it only checks. webextension's `{"else": {"properties": {"background": {"properties":
//! {"persistent": {"const": false}}}}}}` beside a `background` that names `persistent`, or
//! chart's `{"items": {"properties": {"depends-on": false}}}` beside dependencies that name
//! `depends-on`, narrow values the object's type holds (the engine checks them, as it checks
//! `minLength`); dependabot's `then` that restates the property by `$ref` says nothing more.

use serde_json::Value;

use crate::upgrade::cases::kinds;

/// How deep [`adds_shape`] reads (a cycle of `$ref`s stops there, read as shaping more).
const DEPTH: usize = 16;

/// Whether `then`, a branch's schema of a property, shapes values in a way `own`, the object's
/// schema of it, does not type: a property it names that `own`'s type keeps in `extra` (or
/// shapes further), `items` beyond `own`'s, a union, or a `$ref` that is not `own`'s own
/// target. `resolve` gives the schema a local `$ref` names.
pub(super) fn adds_shape<'a>(then: &'a Value, own: &'a Value, resolve: Resolve<'_, 'a>) -> bool {
    adds(then, own, resolve, DEPTH)
}

/// The schema a `$ref` names, where it is one of this document's.
pub(crate) type Resolve<'f, 'a> = &'f dyn Fn(&str) -> Option<&'a Value>;

fn adds<'a>(then: &'a Value, own: &'a Value, resolve: Resolve<'_, 'a>, depth: usize) -> bool {
    let Some(depth) = depth.checked_sub(1) else {
        return true;
    };
    let Some(then) = whole(then, resolve, depth) else {
        return true;
    };
    if !super::shapes_within(then) {
        return false;
    }
    let Some(own) = whole(own, resolve, depth) else {
        return true;
    };
    if super::super::restated_branches::shape(then) == super::super::restated_branches::shape(own) {
        return false;
    }
    let Some(t) = then.as_object() else {
        return false;
    };
    t.iter()
        .filter(|(k, _)| crate::keywords::role(k) == crate::keywords::Role::Shape)
        .any(|(k, v)| match k.as_str() {
            "properties" => v.as_object().is_none_or(|props| {
                props.iter().any(|(name, s)| match held(own, name) {
                    Some(o) => adds(s, o, resolve, depth),
                    // Kept in `extra`, unless `own` is closed (no valid value has it).
                    None => own.get("additionalProperties") != Some(&Value::Bool(false)),
                })
            }),
            // Each branch narrowing a type `own` holds (partial-poe's `default`: a boolean or
            // a string with a pattern, beside any scalar).
            "anyOf" | "oneOf" => !v.as_array().is_some_and(|b| {
                let held = held_kinds(own);
                b.iter().all(|b| {
                    !super::shapes_within(b)
                        && kinds(b)
                            .zip(held.as_ref())
                            .is_some_and(|(k, h)| k.iter().all(|k| h.contains(k)))
                })
            }),
            "items" | "additionalProperties" => match own.get(k.as_str()) {
                Some(o) if v.is_object() && o.is_object() => adds(v, o, resolve, depth),
                _ => v.is_object() && !crate::compile::only_constrains(v),
            },
            // `type`, values and bounds narrow, checked; anything else shapes.
            "type" | "enum" | "const" | "required" | "maximum" | "minimum" | "exclusiveMaximum"
            | "exclusiveMinimum" => false,
            _ => true,
        })
}

/// `s`, or the schema its `$ref` alone (with annotations) names; `None` where that cannot be
/// read.
fn whole<'a>(s: &'a Value, resolve: Resolve<'_, 'a>, depth: usize) -> Option<&'a Value> {
    let Some(r) = s.get("$ref").and_then(Value::as_str) else {
        return Some(s);
    };
    let alone = s
        .as_object()
        .is_some_and(|o| crate::keywords::annotations_beside(o, &["$ref"]));
    let target = resolve(r).filter(|_| alone)?;
    whole(target, resolve, depth.checked_sub(1)?)
}

/// The kinds of value `own`'s type holds: its `type`'s, or, for a union of branches that
/// each say a `type` and shape nothing inside, theirs together.
fn held_kinds(own: &Value) -> Option<Vec<&str>> {
    if let Some(k) = kinds(own) {
        return Some(k);
    }
    let branches = ["anyOf", "oneOf"]
        .iter()
        .find_map(|u| own.get(*u).and_then(Value::as_array))?;
    let mut all = Vec::new();
    for b in branches {
        if super::shapes_within(b) {
            return None;
        }
        all.extend(kinds(b)?);
    }
    Some(all)
}

/// The schema `own` (an object's schema of a property) gives the value of its property
/// `name`: the one it names, or what it types every name as (an `additionalProperties`
/// schema).
fn held<'a>(own: &'a Value, name: &str) -> Option<&'a Value> {
    own.get("properties")
        .and_then(|p| p.get(name))
        .or_else(|| own.get("additionalProperties").filter(|a| a.is_object()))
}

#[cfg(test)]
mod tests;
