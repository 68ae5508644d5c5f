//! Integer widths: the `format` of an integer subschema that names one is kept in typify's
//! input (`int32` → `i32`), though only the engine asserts formats.

use serde_json::{Map, Value};

/// Integer formats typify maps to the Rust integer of that width (`int32` → `i32`, `uint64` →
/// `u64`, as kopium and Codex's own types do). A valid value outside the width is refused as
/// unrepresentable when converted, never wrapped. `float`/`double` stay `f64`: an `f32` would
/// lose digits a JSON number carries, and what is lost cannot be given back.
/// (`int64` is left out: `i64` is typify's integer anyway, and without the format an enum
/// variant holding one keeps its name, `Integer`, as in Codex's `RequestId`.)
const INTEGER_FORMATS: &[&str] = &[
    "int8", "uint8", "int16", "uint16", "int32", "uint32", "uint64",
];

/// The `format` of an integer subschema (`type: "integer"`, or with `null`) that names a
/// width typify maps to a Rust integer: kept in typify's input, though only the engine
/// asserts formats.
pub(super) fn integer_width(obj: &Map<String, Value>) -> Option<String> {
    let integer = match obj.get("type") {
        Some(Value::String(t)) => t == "integer",
        Some(Value::Array(a)) => {
            a.iter().any(|t| t == "integer") && a.iter().all(|t| t == "integer" || t == "null")
        }
        _ => false,
    };
    let format = obj.get("format").and_then(Value::as_str)?;
    (integer && INTEGER_FORMATS.contains(&format)).then(|| format.to_owned())
}

#[cfg(test)]
mod tests {
    use super::integer_width;
    use serde_json::json;

    #[test]
    fn integer_widths_kept() {
        let cases = [
            (json!({"type": "integer", "format": "int32"}), Some("int32")),
            (
                json!({"type": ["integer", "null"], "format": "uint64"}),
                Some("uint64"),
            ),
            (json!({"type": "integer", "format": "int64"}), None),
            (json!({"type": "number", "format": "float"}), None),
            (json!({"type": "string", "format": "int32"}), None),
            (
                json!({"type": ["integer", "string"], "format": "int32"}),
                None,
            ),
            (json!({"format": "int32"}), None),
        ];
        for (schema, want) in cases {
            let got = integer_width(schema.as_object().unwrap());
            assert_eq!(got.as_deref(), want, "{schema}");
        }
    }
}
