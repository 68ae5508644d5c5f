//! Values of scalar subschemas for the generator (`instances.rs`): strings for formats and
//! patterns, integers and numbers within their bounds.

use serde_json::{json, Map, Value};

/// Strings tried, in order, where the subschema constrains them.
pub(super) const STRINGS: &[&str] = &[
    "a",
    "abc",
    "a-b",
    "1",
    "example.com",
    "a1",
    "A",
    "abc-123",
    "v1",
    "1.0.0",
    "a.b",
    "a_b",
    "10",
    "0",
    "1Gi",
    "100m",
    "1h",
    "1s",
    "ABC",
    "https://example.com",
    "a/b",
    "a:b",
    "a=b",
    "true",
    "*",
];

/// Strings a subschema's `pattern` and its branches (`allOf`, `anyOf`, `oneOf`: their `const`,
/// first `enum` value and `pattern`) suggest.
pub(super) fn hints(o: &Map<String, Value>) -> Vec<Value> {
    let example = |s: &Map<String, Value>| {
        s.get("pattern")
            .and_then(Value::as_str)
            .and_then(super::patterns::example)
            .map(Value::String)
    };
    let mut out: Vec<Value> = example(o).into_iter().collect();
    let branches = ["allOf", "anyOf", "oneOf"]
        .iter()
        .filter_map(|k| o.get(*k).and_then(Value::as_array))
        .flatten()
        .filter_map(Value::as_object);
    for b in branches {
        out.extend(b.get("const").cloned());
        out.extend(
            b.get("enum")
                .and_then(Value::as_array)
                .and_then(|e| e.first())
                .cloned(),
        );
        out.extend(example(b));
    }
    out
}

/// A string of a format (the draft-7 ones the validator checks, and Kubernetes' own).
#[must_use]
pub fn format_example(format: &str) -> Option<&'static str> {
    Some(match format {
        "date-time" => "2024-01-02T03:04:05Z",
        "date" => "2024-01-02",
        "time" => "03:04:05Z",
        "email" | "idn-email" => "user@example.com",
        "hostname" | "idn-hostname" => "example.com",
        "ipv4" => "192.0.2.1",
        "ipv6" => "2001:db8::1",
        "uri" | "iri" => "https://example.com/a",
        "uri-reference" | "iri-reference" | "json-pointer" => "/a",
        "uri-template" => "https://example.com/{a}",
        "relative-json-pointer" => "0/a",
        "regex" => "^a$",
        "uuid" => "123e4567-e89b-12d3-a456-426614174000",
        "byte" => "YWJj",
        "duration" => "1h",
        "int-or-string" => "80%",
        "quantity" => "1Gi",
        "password" => "secret",
        _ => return None,
    })
}

/// An integer within `minimum`/`maximum` (exclusive or not; draft 4's booleans or the later
/// numbers), a multiple of `multipleOf`: the lowest such from the minimum, else 1.
#[must_use]
pub fn integer(o: &Map<String, Value>) -> i64 {
    let num = |k: &str| o.get(k).and_then(Value::as_f64);
    let flag = |k: &str| o.get(k) == Some(&Value::Bool(true));
    let mut low = num("minimum").map(|m| {
        if flag("exclusiveMinimum") && m.fract() == 0.0 {
            m + 1.0
        } else {
            m.ceil()
        }
    });
    if let Some(x) = num("exclusiveMinimum") {
        low = Some(low.map_or(x.floor() + 1.0, |l| l.max(x.floor() + 1.0)));
    }
    let mut high = num("maximum").map(|m| {
        if flag("exclusiveMaximum") && m.fract() == 0.0 {
            m - 1.0
        } else {
            m.floor()
        }
    });
    if let Some(x) = num("exclusiveMaximum") {
        high = Some(high.map_or(x.ceil() - 1.0, |h| h.min(x.ceil() - 1.0)));
    }
    let mut v = low.unwrap_or(1.0);
    if let Some(k) = num("multipleOf").filter(|k| *k >= 1.0 && k.fract() == 0.0) {
        v = (v / k).ceil() * k;
    }
    if let Some(h) = high.filter(|h| v > *h) {
        v = h;
    }
    // Schemas' bounds are small integers; a value beyond i64 saturates.
    #[allow(clippy::cast_possible_truncation)]
    let v = v as i64;
    v
}

/// A number within the bounds: 1.5, else the bound it crosses, else `multipleOf`.
#[must_use]
pub fn number(o: &Map<String, Value>) -> Value {
    let num = |k: &str| o.get(k).and_then(Value::as_f64);
    let mut v = 1.5;
    if let Some(k) = num("multipleOf").filter(|k| *k > 0.0) {
        v = k;
    }
    if let Some(min) = num("minimum").filter(|m| v < *m) {
        v = min;
    }
    if let Some(max) = num("maximum").filter(|m| v > *m) {
        v = max;
    }
    serde_json::Number::from_f64(v).map_or(json!(1), Value::Number)
}
