//! JSON equality by value, for round-trip checks: numbers compare mathematically (`3600`,
//! `3600.0` and `3.6e3` are equal), integers exactly. One copy for every test: the integration
//! tests include it through `common`, and the temporary crates of `suite.rs` and `families.rs`
//! get this file copied beside their runner.

use serde_json::{Number, Value};

/// JSON equality where numbers compare by value: `3600 == 3600.0 == 3.6e3`.
pub fn json_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => num_eq(x, y),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| json_eq(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_eq(v, w)))
        }
        _ => a == b,
    }
}

fn num_eq(a: &Number, b: &Number) -> bool {
    match (exact_int(a), exact_int(b)) {
        (Some(x), Some(y)) => x == y,
        _ => a.as_f64() == b.as_f64(),
    }
}

/// A number with no fractional part as an exact integer (floats only below 2^100, where the
/// conversion is exact).
fn exact_int(n: &Number) -> Option<i128> {
    if let Some(u) = n.as_u64() {
        return Some(i128::from(u));
    }
    if let Some(i) = n.as_i64() {
        return Some(i128::from(i));
    }
    let f = n.as_f64()?;
    #[allow(clippy::cast_possible_truncation)]
    (f.fract() == 0.0 && f.abs() < 1e30).then_some(f as i128)
}
