//! The rules for the keywords that narrow a node's values: `type` and `$ref` (what kind of
//! value the Rust type holds), `enum`/`const`, and the bounds and other constraints.

use serde_json::Value;

use super::shape::{list, Kind};
use super::Impact::{Breaking, Compatible};
use super::{Differ, Keywords};

/// Lower bounds: raising or adding one rejects more payloads.
const LOWER_BOUNDS: &[&str] = &[
    "minimum",
    "exclusiveMinimum",
    "minLength",
    "minItems",
    "minProperties",
];
/// Upper bounds: lowering or adding one rejects more payloads.
const UPPER_BOUNDS: &[&str] = &[
    "maximum",
    "exclusiveMaximum",
    "maxLength",
    "maxItems",
    "maxProperties",
];
/// Other constraints: adding or changing one may reject payloads, removing one cannot.
const OTHER_CONSTRAINTS: &[&str] = &["pattern", "format", "multipleOf", "uniqueItems"];

/// Whether `keyword` is a bound or another constraint this module's rules compare.
pub(super) fn is_constraint(keyword: &str) -> bool {
    LOWER_BOUNDS
        .iter()
        .chain(UPPER_BOUNDS)
        .chain(OTHER_CONSTRAINTS)
        .any(|&k| k == keyword)
}

impl Differ {
    /// `type` and `$ref`: what kind of value the Rust type holds.
    pub(super) fn kind(&mut self, at: &[String], old: &Keywords, new: &Keywords) {
        let (o, n) = (Kind::of(old), Kind::of(new));
        if o != n {
            let payloads = if n.accepts_all_of(&o) {
                Compatible
            } else {
                Breaking
            };
            self.push(
                at,
                format!("type changed from {o} to {n}"),
                Breaking,
                payloads,
            );
        }
    }

    pub(super) fn enumeration(&mut self, at: &[String], old: &Keywords, new: &Keywords) {
        match (old.get("enum"), new.get("enum")) {
            (Some(Value::Array(o)), Some(Value::Array(n))) => {
                for value in o.iter().filter(|v| !n.contains(v)) {
                    self.push(at, format!("variant {value} removed"), Breaking, Breaking);
                }
                for value in n.iter().filter(|v| !o.contains(v)) {
                    // Generated enums are `#[non_exhaustive]`: a new variant breaks no match.
                    self.push(at, format!("variant {value} added"), Compatible, Compatible);
                }
            }
            (None, Some(n)) => {
                self.push(at, format!("enum added ({})", list(n)), Breaking, Breaking);
            }
            (Some(o), None) => self.push(
                at,
                format!("enum removed (was {})", list(o)),
                Breaking,
                Compatible,
            ),
            (o, n) if o != n => {
                self.push(at, "keyword \"enum\" changed".into(), Breaking, Breaking);
            }
            _ => {}
        }
        match (old.get("const"), new.get("const")) {
            (o, n) if o == n => {}
            (Some(o), Some(n)) => self.push(
                at,
                format!("const changed from {o} to {n}"),
                Breaking,
                Breaking,
            ),
            (None, Some(n)) => self.push(at, format!("const added ({n})"), Breaking, Breaking),
            (Some(o), None) => {
                self.push(at, format!("const removed (was {o})"), Breaking, Compatible);
            }
            (None, None) => {}
        }
    }

    pub(super) fn constraints(&mut self, at: &[String], old: &Keywords, new: &Keywords) {
        // typify picks the integer type (u8 .. i64, NonZero*) from an integer's bounds.
        let integer = |m: &Keywords| Kind::of(m).types.contains("integer");
        let bounds_rust = if integer(old) || integer(new) {
            Breaking
        } else {
            Compatible
        };
        for &keyword in LOWER_BOUNDS
            .iter()
            .chain(UPPER_BOUNDS)
            .chain(OTHER_CONSTRAINTS)
        {
            let (o, n) = (old.get(keyword), new.get(keyword));
            if o == n {
                continue;
            }
            let lower = LOWER_BOUNDS.contains(&keyword);
            let upper = UPPER_BOUNDS.contains(&keyword);
            let rust = if matches!(
                keyword,
                "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum"
            ) {
                bounds_rust
            } else {
                Compatible
            };
            let (event, payloads) = match (o, n) {
                (Some(o), Some(n)) => {
                    let looser = match (o.as_f64(), n.as_f64()) {
                        (Some(o), Some(n)) if lower => n < o,
                        (Some(o), Some(n)) if upper => n > o,
                        _ => keyword == "uniqueItems" && n == &Value::Bool(false),
                    };
                    (
                        format!("{keyword} changed from {o} to {n}"),
                        if looser { Compatible } else { Breaking },
                    )
                }
                (None, Some(n)) => {
                    let payloads = if keyword == "uniqueItems" && n == &Value::Bool(false) {
                        Compatible
                    } else {
                        Breaking
                    };
                    (format!("{keyword} added ({n})"), payloads)
                }
                (Some(o), None) => (format!("{keyword} removed (was {o})"), Compatible),
                (None, None) => continue,
            };
            self.push(at, event, rust, payloads);
        }
    }
}
