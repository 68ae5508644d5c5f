//! Tuples: `items` as an array of schemas (up to 2019-09, the rest under `additionalItems`)
//! or `prefixItems` (2020-12, the rest under `items`). Of a fixed length (`minItems` equal to
//! `maxItems`, or the rest forbidden with `minItems` reaching the prefix) a tuple is a Rust
//! tuple, `(A, B)`, as typify types it (the rule settings of `ESLint`: `[level, options]`). Of a few
//! lengths (the longest bounded by `maxItems` or by the rest forbidden: Expo's plugins,
//! `[name]` or `[name, options]`) it is an enum with a variant per length, tried by length,
//! which no two share; the lengths past the positional schemas (up to `maxItems`) are one
//! variant, `Longer`, as below. Unbounded (jest's reporters, `[name, options]` and anything after;
//! tslint's rules, `[true, option, option…]`), it is that enum for the lengths up to the
//! positional schemas' count and a variant for the longer arrays, `Longer(A, B, Vec<R>)`: the
//! positional elements, then a list of the rest (`Vec<Value>` where the rest is any value),
//! read and written as one flat array. One it cannot reach that way (needing more elements
//! than it has positional schemas, or more than 12 of them) is `serde_json::Value`, reported.

use serde_json::Value;

/// The most lengths a tuple's enum has a variant for.
const MOST_LENGTHS: u64 = 8;

/// The most positional schemas an unbounded tuple's `Longer` variant holds: the runtime has a
/// helper for each count up to it (`agent_approval_runtime::__private::longer::after12`).
pub(super) const MOST_POSITIONS: usize = 12;

/// A tuple subschema as written.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Tuple {
    /// The keyword holding the positional schemas (`items` or `prefixItems`).
    pub prefix_key: &'static str,
    /// The positional schemas.
    pub prefix: Vec<Value>,
    /// The keyword holding the schema of the elements after them.
    pub rest_key: &'static str,
    /// That schema, if given.
    pub rest: Option<Value>,
    /// The shortest length a valid array has.
    pub min: u64,
    /// The longest, or (where [`Tuple::longer`]) the longest typed position by position.
    pub max: u64,
    /// Whether arrays longer than `max` are valid too: the tuple is unbounded, or bounded by
    /// `maxItems` past its positional schemas (which the engine holds; the type's `Longer`
    /// variant takes any longer array).
    pub longer: bool,
}

/// Why a tuple of unbounded length is `serde_json::Value`.
pub(super) const VARIABLE: &str =
    "`items` as an array of schemas (a tuple) of unbounded length has no Rust type";

/// The tuple `obj` is, if it is one: `Ok` with its lengths when they are bounded and few,
/// else `Err` with the reason it is `serde_json::Value`.
#[must_use]
pub(crate) fn tuple(obj: &serde_json::Map<String, Value>) -> Option<Result<Tuple, &'static str>> {
    let (prefix_key, rest_key) = if obj.get("prefixItems").is_some_and(Value::is_array) {
        ("prefixItems", "items")
    } else if obj.get("items").is_some_and(Value::is_array) {
        ("items", "additionalItems")
    } else {
        return None;
    };
    let prefix = obj.get(prefix_key)?.as_array()?.clone();
    let rest = obj.get(rest_key).cloned();
    let min = obj.get("minItems").and_then(Value::as_u64).unwrap_or(0);
    let forbidden = rest.as_ref() == Some(&Value::Bool(false));
    let bounds = [
        obj.get("maxItems").and_then(Value::as_u64),
        forbidden.then_some(prefix.len() as u64),
    ];
    let bound = bounds.into_iter().flatten().min();
    let positions = prefix.len() as u64;
    // Bounded past the positional schemas, of several lengths from at most their count: typed
    // up to them, the longer arrays a list as below (the engine holds `maxItems`).
    let beyond = bound.is_some_and(|b| {
        (1..b).contains(&positions) && min <= positions && prefix.len() <= MOST_POSITIONS
    });
    let longer = bound.is_none() || beyond;
    let max = match bound {
        Some(_) if beyond => positions,
        Some(max) => max,
        // Unbounded: typed up to the positional schemas, the longer arrays a list.
        None if positions > 0 && min <= positions => positions,
        None => return Some(Err(VARIABLE)),
    };
    if longer && prefix.len() > MOST_POSITIONS {
        return Some(Err(
            "a tuple of unbounded length with more positional schemas than the generator types (12)",
        ));
    }
    if min > max {
        return Some(Err(
            "a tuple whose `minItems` exceeds its longest length (no array is valid)",
        ));
    }
    if max - min >= MOST_LENGTHS {
        return Some(Err(
            "a tuple of more lengths than the generator makes variants for (8)",
        ));
    }
    // An enum of lengths holds arrays only (`null` beside would need a variant of its own);
    // written without `type`, with nothing but the tuple's keywords, its last variant holds
    // every other value (`Other(serde_json::Value)`, `typespace/normalise/tuple.rs`).
    let array_only = obj.get("type").and_then(Value::as_str) == Some("array") || or_any(obj);
    let union = ["oneOf", "anyOf"].iter().any(|k| obj.contains_key(*k));
    if (min != max || longer) && (!array_only || union) {
        return Some(Err(
            "a tuple of several lengths whose `type` allows more than arrays, or beside a union",
        ));
    }
    Some(Ok(Tuple {
        prefix_key,
        prefix,
        rest_key,
        rest,
        min,
        max,
        longer,
    }))
}

/// Whether a tuple is written without `type` and beside no keyword that shapes another JSON
/// type (or constrains one the catch-all would hold: a string's `pattern`, an object's
/// `required`): its values are the arrays the tuple types and any other value.
#[must_use]
pub(super) fn or_any(obj: &serde_json::Map<String, Value>) -> bool {
    use crate::keywords::{role, Role};
    !obj.contains_key("type")
        && obj.iter().all(|(k, _)| {
            matches!(
                k.as_str(),
                "items"
                    | "prefixItems"
                    | "additionalItems"
                    | "minItems"
                    | "maxItems"
                    | "uniqueItems"
            ) || matches!(role(k), Role::Annotation)
        })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn bounded_lengths_only() {
        let cases = [
            // ESLint: [level, options], exactly two.
            (
                json!({"items": [{}, {}], "minItems": 2, "maxItems": 2}),
                Some(Some((2, 2))),
            ),
            // The rest forbidden, every position required.
            (
                json!({"items": [{}, {}], "additionalItems": false, "minItems": 2}),
                Some(Some((2, 2))),
            ),
            (
                json!({"prefixItems": [{}], "items": false, "minItems": 1}),
                Some(Some((1, 1))),
            ),
            // Longer than the prefix: the rest's schema fills it.
            (
                json!({"items": [{}], "additionalItems": {}, "minItems": 3, "maxItems": 3}),
                Some(Some((3, 3))),
            ),
            // Expo's plugins: [name] or [name, options] (and []), arrays only.
            (
                json!({"type": "array", "items": [{}, {}], "additionalItems": false}),
                Some(Some((0, 2))),
            ),
            // Past the positional schemas, up to `maxItems`: typed up to them, then `Longer`.
            (
                json!({"type": "array", "items": [{}], "maxItems": 4, "minItems": 1}),
                Some(Some((1, 1))),
            ),
            (
                json!({"type": "array", "items": [{}], "maxItems": 20}),
                Some(Some((0, 1))),
            ),
            // Unbounded: typed up to the positional schemas (arrays only, no union beside).
            (
                json!({"type": "array", "items": [{}, {}]}),
                Some(Some((0, 2))),
            ),
            (
                json!({"type": "array", "prefixItems": [{}, {}], "minItems": 2}),
                Some(Some((2, 2))),
            ),
            // Unbounded beyond that, too many lengths, nothing valid, or `null` beside several
            // lengths.
            // Without `type`, the tuple's keywords alone: its lengths, any other value beside.
            (
                json!({"items": [{}, {}, {}], "additionalItems": false}),
                Some(Some((0, 3))),
            ),
            (json!({"items": [{}, {}]}), Some(Some((0, 2)))),
            (
                json!({"items": [{}, {}], "additionalItems": false, "minLength": 2}),
                Some(None),
            ),
            (
                json!({"type": "array", "items": [{}], "minItems": 2}),
                Some(None),
            ),
            (json!({"type": "array", "items": []}), Some(None)),
            (
                json!({"type": "array", "items": [{}], "anyOf": [{"minItems": 1}]}),
                Some(None),
            ),
            (
                json!({"type": "array", "items": [], "additionalItems": {}, "minItems": 1, "maxItems": 20}),
                Some(None),
            ),
            (
                json!({"items": [{}], "additionalItems": false, "minItems": 2, "maxItems": 2}),
                Some(None),
            ),
            (
                json!({"type": ["array", "null"], "items": [{}], "additionalItems": false}),
                Some(None),
            ),
            // Not a tuple.
            (json!({"items": {}, "minItems": 2, "maxItems": 2}), None),
            (json!({"type": "array"}), None),
        ];
        for (schema, want) in cases {
            let got = tuple(schema.as_object().unwrap()).map(|r| r.ok().map(|t| (t.min, t.max)));
            assert_eq!(got, want, "{schema}");
        }
    }
}
