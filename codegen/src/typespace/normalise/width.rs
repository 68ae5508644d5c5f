//! Integer widths: the Rust integer of an integer subschema is chosen here, from its `format`
//! and its bounds, and handed to typify as the one `format` (and `minimum: 1`) that makes it
//! pick exactly that type.
//!
//! A `format` naming a width (`int32` → `i32`, `uint16` → `u16`, as kopium and Codex's own
//! types do) is that Rust integer, unless a bound the schema gives lies outside it. Only the
//! engine asserts formats, and a conforming validator does not assert `int32`: a valid value
//! beyond the width (`2^40`) is refused as unrepresentable when converted, never wrapped, the
//! known limit the runtime's docs state beside integers past `u64`. Bounds alone never narrow
//! below `u64`/`i64`: typify's own pick matches one bound at a time (`maximum: 127` alone
//! would be `i8`, refusing the valid `-1000`), so it is not used.

use serde_json::{Map, Value};

/// Integer formats typify maps to the Rust integer of that width, with its range. `int64` is
/// left out: `i64` is typify's integer anyway (and without the format an enum variant holding
/// one keeps its name, `Integer`, as in Codex's `RequestId`); `uint64` is `u64`, chosen from
/// the bounds too. `float`/`double` stay `f64`: an `f32` would lose digits a JSON number
/// carries, and what is lost cannot be given back.
const WIDTHS: &[(&str, f64, f64)] = &[
    ("int8", i8::MIN as f64, i8::MAX as f64),
    ("uint8", 0.0, u8::MAX as f64),
    ("int16", i16::MIN as f64, i16::MAX as f64),
    ("uint16", 0.0, u16::MAX as f64),
    ("int32", i32::MIN as f64, i32::MAX as f64),
    ("uint32", 0.0, u32::MAX as f64),
    // 2^64, exact as an `f64` (`u64::MAX` is not); a bound of 2^64 gives `u64` either way.
    ("uint64", 0.0, 18_446_744_073_709_551_616.0),
];

/// Whether `obj` is an integer subschema (`type: "integer"`, or with `null`).
fn is_integer(obj: &Map<String, Value>) -> bool {
    match obj.get("type") {
        Some(Value::String(t)) => t == "integer",
        Some(Value::Array(a)) => {
            a.iter().any(|t| t == "integer") && a.iter().all(|t| t == "integer" || t == "null")
        }
        _ => false,
    }
}

/// The smallest and largest integer `obj`'s bounds allow (`None`: unbounded on that side).
fn bounds(obj: &Map<String, Value>) -> (Option<f64>, Option<f64>) {
    let num = |k: &str| obj.get(k).and_then(Value::as_f64);
    let lo = [
        num("minimum").map(f64::ceil),
        num("exclusiveMinimum").map(|m| m.floor() + 1.0),
    ]
    .into_iter()
    .flatten()
    .reduce(f64::max);
    let hi = [
        num("maximum").map(f64::floor),
        num("exclusiveMaximum").map(|m| m.ceil() - 1.0),
    ]
    .into_iter()
    .flatten()
    .reduce(f64::min);
    (lo, hi)
}

/// Rewrites an integer subschema's `format` and bounds (called after the keywords typify does
/// not read are gone) so typify picks its Rust integer: the width `format` names where no
/// bound lies outside it, else `u64` where the bounds rule out negatives, else `i64`;
/// `NonZero…` where the smallest valid value is 1. `format` is the subschema's, read before
/// the rewrite. Bounds are the engine's to judge: they stay in the schema the engine reads.
pub(super) fn fit_integer(obj: &mut Map<String, Value>, format: Option<&str>) {
    if !is_integer(obj) {
        // Bounds only choose an integer's width; typify panics on bounds without `type`
        // (`{"minimum": 1.1}`: "invalid (or unexpected) schema").
        if !obj.contains_key("type") && !obj.contains_key("enum") && !obj.contains_key("const") {
            for k in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] {
                obj.remove(k);
            }
        }
        return;
    }
    let (lo, hi) = bounds(obj);
    for k in [
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "format",
    ] {
        obj.remove(k);
    }
    let inside = |&&(_, min, max): &&(&str, f64, f64)| {
        lo.is_none_or(|lo| lo >= min) && hi.is_none_or(|hi| hi <= max)
    };
    let named = format.and_then(|f| WIDTHS.iter().find(|(name, ..)| *name == f));
    let width = match named.filter(inside) {
        Some((name, ..)) => Some(*name),
        None if lo.is_some_and(|lo| lo >= 0.0) => Some("uint64"),
        None => None,
    };
    if let Some(width) = width {
        obj.insert("format".into(), width.into());
    }
    if lo == Some(1.0) && width.is_some() {
        obj.insert("minimum".into(), 1.into());
    }
}

#[cfg(test)]
mod tests {
    use super::fit_integer;
    use serde_json::{json, Value};

    #[test]
    fn integers_get_the_width_every_valid_value_fits() {
        let cases = [
            // The width a format names; a valid value beyond it is refused when converted.
            (
                json!({"type": "integer", "format": "int32"}),
                json!({"type": "integer", "format": "int32"}),
            ),
            (
                json!({"type": "integer", "format": "uint16", "minimum": 0}),
                json!({"type": "integer", "format": "uint16"}),
            ),
            (
                json!({"type": "integer", "format": "uint8", "minimum": 0, "exclusiveMaximum": 256}),
                json!({"type": "integer", "format": "uint8"}),
            ),
            // A bound outside the width: the schema says wider values are meant.
            (
                json!({"type": "integer", "format": "uint16", "minimum": 0, "maximum": 65536}),
                json!({"type": "integer", "format": "uint64"}),
            ),
            (
                json!({"type": "integer", "format": "uint32", "minimum": -1}),
                json!({"type": "integer"}),
            ),
            (
                json!({"type": "integer", "format": "uint32", "minimum": 1, "maximum": 10}),
                json!({"type": "integer", "format": "uint32", "minimum": 1}),
            ),
            // Bounds alone: `u64` without negatives, `NonZeroU64` from 1, else `i64`.
            (
                json!({"type": "integer", "exclusiveMinimum": 0}),
                json!({"type": "integer", "format": "uint64", "minimum": 1}),
            ),
            (
                json!({"type": "integer", "minimum": 0.5}),
                json!({"type": "integer", "format": "uint64", "minimum": 1}),
            ),
            (
                json!({"type": "integer", "minimum": 0, "maximum": 100}),
                json!({"type": "integer", "format": "uint64"}),
            ),
            // One bound alone: typify would pick `i8`, refusing the valid `-1000`.
            (
                json!({"type": "integer", "maximum": 127}),
                json!({"type": "integer"}),
            ),
            (
                json!({"type": "integer", "minimum": -128}),
                json!({"type": "integer"}),
            ),
            (
                json!({"type": ["integer", "null"], "format": "int8", "minimum": -1}),
                json!({"type": ["integer", "null"], "format": "int8"}),
            ),
            (
                json!({"type": "integer", "format": "int64"}),
                json!({"type": "integer"}),
            ),
            (
                json!({"type": "integer", "format": "uint"}),
                json!({"type": "integer"}),
            ),
            // Bounds without `type` choose nothing (typify would panic on them).
            (json!({"minimum": 1.1, "maximum": 3}), json!({})),
            // Not an integer: left alone.
            (
                json!({"type": "number", "format": "float", "minimum": 0}),
                json!({"type": "number", "format": "float", "minimum": 0}),
            ),
            (
                json!({"type": ["integer", "string"], "format": "int32"}),
                json!({"type": ["integer", "string"], "format": "int32"}),
            ),
        ];
        for (schema, want) in cases {
            let Value::Object(mut obj) = schema.clone() else {
                unreachable!()
            };
            let format = obj.get("format").and_then(Value::as_str).map(str::to_owned);
            fit_integer(&mut obj, format.as_deref());
            assert_eq!(Value::Object(obj), want, "{schema}");
        }
    }
}
