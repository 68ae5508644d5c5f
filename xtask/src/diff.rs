//! The drift report: what changed between the vendored and the upstream version of a schema,
//! at the level a Rust user acts on, and whether each change breaks Rust code or payloads.
//!
//! Every definition (`definitions`, `$defs`) and the root are compared. A line names the
//! definition, then where in it the change is (`property "x"`, `variant "y"`, `items`), then
//! the change:
//!
//! ```text
//! ReviewDecision: variant "failed" added [rust: compatible, payloads: compatible]
//! ```
//!
//! `rust` is about code that matches on or constructs the generated types: enums are
//! `#[non_exhaustive]`, so a variant added keeps downstream `match`es compiling (they already
//! need a wildcard arm), while a variant removed or changed breaks them; structs are built
//! with literals, so a field added or removed breaks; `payloads` is about JSON that
//! validated against the old schema. `oneOf`/`anyOf` branches are keyed by their single
//! `enum`/`const` value, else their single required property, else their `$ref` or `title`,
//! so a branch added in the middle of the list reads as one variant added, not as every later
//! branch changed. Anything the rules do not understand is reported as a keyword change,
//! breaking both ways: the report may say too much, never too little.
//!
//! This file walks the definitions and each node's keywords; the rules for what values a node
//! accepts (`type`, `enum`/`const`, bounds) are in `constraints.rs`, those for objects, arrays
//! and branches in `objects.rs`, and `shape.rs` reads the shapes they compare.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde_json::{Map, Value};

use shape::{is_scalar, short, unwrap_nullable};

/// Whether a change breaks its audience.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Impact {
    /// Existing code or payloads keep working.
    Compatible,
    /// Existing code may stop compiling, or payloads may stop validating.
    Breaking,
}

impl fmt::Display for Impact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Impact::Compatible => "compatible",
            Impact::Breaking => "breaking",
        })
    }
}

use Impact::{Breaking, Compatible};

/// One line of the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// The definition (or root type) the change is in.
    pub definition: String,
    /// Where in it and what changed, e.g. `property "x" added (optional)`.
    pub what: String,
    /// For Rust code that matches on or constructs the generated types.
    pub rust: Impact,
    /// For payloads that validated against the old schema.
    pub payloads: Impact,
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} [rust: {}, payloads: {}]",
            self.definition, self.what, self.rust, self.payloads
        )
    }
}

/// A schema object: its keywords and their values.
type Keywords = Map<String, Value>;

/// Keywords that document and never change types or validation.
const ANNOTATIONS: &[&str] = &[
    "description",
    "examples",
    "default",
    "$comment",
    "$id",
    "readOnly",
    "writeOnly",
    "deprecated",
];

/// Keywords the comparison understands; any other difference is reported as a keyword change.
const UNDERSTOOD: &[&str] = &[
    "type",
    "$ref",
    "title",
    "enum",
    "const",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "oneOf",
    "anyOf",
    "definitions",
    "$defs",
];

/// Compares two versions of a schema document. `root` names the root type; `root_fixed` says
/// it comes from the manifest, so a new `title` does not rename it.
#[must_use]
pub fn diff(old: &Value, new: &Value, root: &str, root_fixed: bool) -> Vec<Change> {
    let mut differ = Differ::default();
    differ.definition(
        root,
        Some(&strip_definitions(old)),
        Some(&strip_definitions(new)),
        root_fixed,
    );
    let (old_defs, new_defs) = (definitions(old), definitions(new));
    let names: BTreeSet<&String> = old_defs.keys().chain(new_defs.keys()).collect();
    for name in names {
        differ.definition(
            name,
            old_defs.get(name).copied(),
            new_defs.get(name).copied(),
            false,
        );
    }
    differ.changes
}

fn definitions(doc: &Value) -> BTreeMap<String, &Value> {
    let mut out = BTreeMap::new();
    for container in ["definitions", "$defs"] {
        if let Some(Value::Object(defs)) = doc.get(container) {
            out.extend(defs.iter().map(|(k, v)| (k.clone(), v)));
        }
    }
    out
}

fn strip_definitions(doc: &Value) -> Value {
    let mut doc = doc.clone();
    if let Value::Object(map) = &mut doc {
        map.remove("definitions");
        map.remove("$defs");
    }
    doc
}

#[derive(Default)]
struct Differ {
    changes: Vec<Change>,
    /// The definition being compared.
    current: String,
    /// Annotation keywords that changed anywhere in it.
    annotations: BTreeSet<String>,
    /// Whether a `title` change renames a type (false for a root named by the manifest).
    titles_name_types: bool,
}

impl Differ {
    fn definition(
        &mut self,
        name: &str,
        old: Option<&Value>,
        new: Option<&Value>,
        root_fixed: bool,
    ) {
        name.clone_into(&mut self.current);
        self.annotations.clear();
        match (old, new) {
            (None, Some(_)) => self.push(&[], "definition added".into(), Compatible, Compatible),
            // A definition that is still referenced would be a dangling $ref; the reference's
            // own change is reported where it is, so only Rust code naming the type breaks.
            (Some(_), None) => self.push(&[], "definition removed".into(), Breaking, Compatible),
            (Some(old), Some(new)) => {
                self.titles_name_types = !root_fixed;
                self.node(&[], old, new);
                self.titles_name_types = true;
                if !self.annotations.is_empty() {
                    let keys: Vec<&str> = self.annotations.iter().map(String::as_str).collect();
                    let what = format!("annotations changed ({})", keys.join(", "));
                    self.push(&[], what, Compatible, Compatible);
                }
            }
            (None, None) => {}
        }
    }

    fn push(&mut self, at: &[String], event: String, rust: Impact, payloads: Impact) {
        let what = if at.is_empty() {
            event
        } else {
            format!("{} {event}", at.join(" "))
        };
        self.changes.push(Change {
            definition: self.current.clone(),
            what,
            rust,
            payloads,
        });
    }

    fn node(&mut self, at: &[String], old: &Value, new: &Value) {
        if old == new {
            return;
        }
        let (Value::Object(old_map), Value::Object(new_map)) = (old, new) else {
            let event = format!("schema changed from {} to {}", short(old), short(new));
            return self.push(at, event, Breaking, Breaking);
        };
        let (old_null, old) = unwrap_nullable(old_map);
        let (new_null, new) = unwrap_nullable(new_map);
        match (old_null, new_null) {
            (false, true) => self.push(at, "now nullable".into(), Breaking, Compatible),
            (true, false) => self.push(at, "no longer nullable".into(), Breaking, Breaking),
            _ => {}
        }
        self.kind(at, &old, &new);
        let event = match (old.get("title"), new.get("title")) {
            (o, n) if o == n => None,
            (Some(o), Some(n)) => Some(format!("title changed from {o} to {n}")),
            (None, Some(n)) => Some(format!("title added ({n})")),
            (Some(o), None) => Some(format!("title removed (was {o})")),
            (None, None) => None,
        };
        if let Some(event) = event {
            // typify names types after titles, except a root named by the manifest.
            if self.titles_name_types || !at.is_empty() {
                self.push(at, event, Breaking, Compatible);
            } else {
                self.annotations.insert("title".into());
            }
        }
        self.enumeration(at, &old, &new);
        self.constraints(at, &old, &new);
        self.additional(at, &old, &new);
        self.properties(at, &old, &new);
        self.items(at, &old, &new);
        for keyword in ["oneOf", "anyOf"] {
            self.variants(at, keyword, &old, &new);
        }
        let keys: BTreeSet<&String> = old.keys().chain(new.keys()).collect();
        for key in keys {
            let (o, n) = (old.get(key), new.get(key));
            if o == n || UNDERSTOOD.contains(&key.as_str()) || constraints::is_constraint(key) {
                continue;
            }
            if ANNOTATIONS.contains(&key.as_str()) {
                self.annotations.insert(key.clone());
                continue;
            }
            let event = match (o, n) {
                (Some(o), Some(n)) if is_scalar(o) && is_scalar(n) => {
                    format!("keyword \"{key}\" changed from {o} to {n}")
                }
                (Some(_), Some(_)) => format!("keyword \"{key}\" changed"),
                (None, _) => format!("keyword \"{key}\" added"),
                (Some(_), None) => format!("keyword \"{key}\" removed"),
            };
            self.push(at, event, Breaking, Breaking);
        }
    }
}

mod constraints;
mod objects;
mod shape;

#[cfg(test)]
mod tests;
