//! `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, compared exactly: integers as
//! integers (every `u64` and `i64`), floats against integers without rounding.

use std::cmp::Ordering;

use serde_json::Number;

use crate::__private::{Node, Num};
use crate::error::ValidationErrorKind;

pub(crate) fn check(node: &Node, n: &Number) -> Vec<ValidationErrorKind> {
    let mut out = Vec::new();
    let mut rule =
        |limit: Option<Num>, bad: fn(Ordering) -> bool, kind: fn(Number) -> ValidationErrorKind| {
            if let Some(limit) = limit {
                if compare(n, limit).is_none_or(bad) {
                    out.push(kind(to_number(limit).unwrap_or_else(|| Number::from(0))));
                }
            }
        };
    rule(
        node.minimum,
        |o| o == Ordering::Less,
        |limit| ValidationErrorKind::Minimum { limit },
    );
    rule(
        node.maximum,
        |o| o == Ordering::Greater,
        |limit| ValidationErrorKind::Maximum { limit },
    );
    rule(
        node.exclusive_minimum,
        |o| o != Ordering::Greater,
        |limit| ValidationErrorKind::ExclusiveMinimum { limit },
    );
    rule(
        node.exclusive_maximum,
        |o| o != Ordering::Less,
        |limit| ValidationErrorKind::ExclusiveMaximum { limit },
    );
    out
}

/// Compares a payload number with a schema number exactly; `None` only for NaN.
pub(crate) fn compare(n: &Number, limit: Num) -> Option<Ordering> {
    let value = if let Some(u) = n.as_u64() {
        Exact::Int(i128::from(u))
    } else if let Some(i) = n.as_i64() {
        Exact::Int(i128::from(i))
    } else {
        Exact::Float(n.as_f64()?)
    };
    let limit = match limit {
        Num::U(u) => Exact::Int(i128::from(u)),
        Num::I(i) => Exact::Int(i128::from(i)),
        Num::F(f) => Exact::Float(f),
    };
    value.cmp_exact(limit)
}

#[derive(Clone, Copy)]
enum Exact {
    Int(i128),
    Float(f64),
}

impl Exact {
    fn cmp_exact(self, other: Self) -> Option<Ordering> {
        match (self, other) {
            (Self::Int(a), Self::Int(b)) => Some(a.cmp(&b)),
            (Self::Float(a), Self::Float(b)) => a.partial_cmp(&b),
            (Self::Int(a), Self::Float(b)) => int_float(a, b),
            (Self::Float(a), Self::Int(b)) => int_float(b, a).map(Ordering::reverse),
        }
    }
}

/// Compares an integer with a float without rounding either.
fn int_float(a: i128, b: f64) -> Option<Ordering> {
    if b.is_nan() {
        return None;
    }
    // Every float of magnitude below 2^100 with no fraction converts to i128 exactly.
    if b.fract() == 0.0 && b.abs() < 1.0e30 {
        #[allow(clippy::cast_possible_truncation)]
        let bi = b as i128;
        return Some(a.cmp(&bi));
    }
    if b.is_infinite() || b.abs() >= 1.0e30 {
        return Some(if b > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    // `b` has a fraction, so |b| < 2^53; if `a` is that small it converts exactly, and if it
    // is larger, rounding cannot cross `b`.
    #[allow(clippy::cast_precision_loss)]
    let af = a as f64;
    af.partial_cmp(&b)
}

/// A payload number as a schema number.
pub(crate) fn to_num(n: &Number) -> Num {
    if let Some(u) = n.as_u64() {
        Num::U(u)
    } else if let Some(i) = n.as_i64() {
        Num::I(i)
    } else {
        Num::F(n.as_f64().unwrap_or(f64::NAN))
    }
}

/// A schema number as a `serde_json::Number` (for error messages).
pub(crate) fn to_number(n: Num) -> Option<Number> {
    match n {
        Num::U(u) => Some(Number::from(u)),
        Num::I(i) => Some(Number::from(i)),
        Num::F(f) => Number::from_f64(f),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn num(text: &str) -> Number {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn exact_comparisons() {
        let cases: &[(&str, Num, Ordering)] = &[
            ("1", Num::U(1), Ordering::Equal),
            ("0", Num::U(1), Ordering::Less),
            ("1.0", Num::U(1), Ordering::Equal),
            ("0.9999999", Num::U(1), Ordering::Less),
            ("18446744073709551615", Num::U(1), Ordering::Greater),
            ("18446744073709551615", Num::U(u64::MAX), Ordering::Equal),
            ("-1", Num::U(0), Ordering::Less),
            ("-9223372036854775808", Num::I(i64::MIN), Ordering::Equal),
            ("1.5", Num::F(1.5), Ordering::Equal),
            ("2", Num::F(1.5), Ordering::Greater),
            (
                "9007199254740993",
                Num::F(9_007_199_254_740_992.0),
                Ordering::Greater,
            ),
            ("1e400", Num::U(1), Ordering::Greater),
        ];
        for (text, limit, want) in cases {
            // 1e400 is out of f64 range: serde_json refuses it, so skip it here.
            let Ok(n) = serde_json::from_str::<Number>(text) else {
                continue;
            };
            assert_eq!(compare(&n, *limit), Some(*want), "{text} vs {limit:?}");
        }
        assert_eq!(compare(&num("3600"), Num::U(1)), Some(Ordering::Greater));
    }

    #[test]
    fn minimum_rule() {
        let node = Node {
            minimum: Some(Num::U(1)),
            ..Node::ANY
        };
        assert_eq!(
            check(&node, &num("0")),
            vec![ValidationErrorKind::Minimum {
                limit: Number::from(1)
            }]
        );
        assert!(check(&node, &num("1")).is_empty());
        assert!(check(&node, &num("1.0")).is_empty());
        assert_eq!(check(&node, &num("0.5")).len(), 1);
    }
}
