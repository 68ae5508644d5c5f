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
//! branch changed. Anything the rules below do not understand is reported as a keyword change,
//! breaking both ways: the report may say too much, never too little.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde_json::{Map, Value};

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
            if o == n
                || UNDERSTOOD.contains(&key.as_str())
                || LOWER_BOUNDS.contains(&key.as_str())
                || UPPER_BOUNDS.contains(&key.as_str())
                || OTHER_CONSTRAINTS.contains(&key.as_str())
            {
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

    /// `type` and `$ref`: what kind of value the Rust type holds.
    fn kind(&mut self, at: &[String], old: &Map<String, Value>, new: &Map<String, Value>) {
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

    fn enumeration(&mut self, at: &[String], old: &Map<String, Value>, new: &Map<String, Value>) {
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

    fn constraints(&mut self, at: &[String], old: &Map<String, Value>, new: &Map<String, Value>) {
        // typify picks the integer type (u8 .. i64, NonZero*) from an integer's bounds.
        let integer = |m: &Map<String, Value>| Kind::of(m).types.contains("integer");
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

    /// `additionalProperties`: generated structs keep unknown properties in an `extra` field
    /// exactly when they are allowed, so any change reshapes the struct.
    fn additional(&mut self, at: &[String], old: &Map<String, Value>, new: &Map<String, Value>) {
        let (o, n) = (
            old.get("additionalProperties"),
            new.get("additionalProperties"),
        );
        if o == n {
            return;
        }
        match (o, n) {
            (Some(o @ Value::Object(_)), Some(n @ Value::Object(_))) => {
                self.node(&extend(at, "additional properties".into()), o, n);
            }
            _ if is_open(o) == is_open(n) => {}
            _ if is_open(o) == Some(true) && is_open(n) == Some(false) => {
                self.push(
                    at,
                    "additional properties now forbidden".into(),
                    Breaking,
                    Breaking,
                );
            }
            _ if is_open(o) == Some(false) && is_open(n) == Some(true) => {
                self.push(
                    at,
                    "additional properties now allowed".into(),
                    Breaking,
                    Compatible,
                );
            }
            _ => {
                let show = |v: Option<&Value>| v.map_or_else(|| "absent".to_owned(), short);
                let event = format!(
                    "additionalProperties changed from {} to {}",
                    show(o),
                    show(n)
                );
                self.push(at, event, Breaking, Breaking);
            }
        }
    }

    fn properties(&mut self, at: &[String], old: &Map<String, Value>, new: &Map<String, Value>) {
        let props = |m: &Map<String, Value>| -> BTreeMap<String, Value> {
            match m.get("properties") {
                Some(Value::Object(p)) => p.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
                _ => BTreeMap::new(),
            }
        };
        let required = |m: &Map<String, Value>| -> BTreeSet<String> {
            m.get("required")
                .and_then(Value::as_array)
                .map(|r| {
                    r.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default()
        };
        let (old_props, new_props) = (props(old), props(new));
        let (old_req, new_req) = (required(old), required(new));
        // Removing a property breaks payloads only where unknown properties are refused.
        let removal = if is_open(new.get("additionalProperties")) == Some(false) {
            Breaking
        } else {
            Compatible
        };
        let names: BTreeSet<&String> = old_props
            .keys()
            .chain(new_props.keys())
            .chain(&old_req)
            .chain(&new_req)
            .collect();
        for name in names {
            let here = extend(at, format!("property {}", Value::String(name.clone())));
            match (old_props.get(name), new_props.get(name)) {
                (Some(_), None) => self.push(&here, "removed".into(), Breaking, removal),
                (None, Some(_)) if new_req.contains(name) => {
                    self.push(&here, "added (required)".into(), Breaking, Breaking);
                }
                (None, Some(_)) => {
                    self.push(&here, "added (optional)".into(), Breaking, Compatible);
                }
                (o, n) => {
                    match (old_req.contains(name), new_req.contains(name)) {
                        (false, true) => {
                            self.push(&here, "now required".into(), Breaking, Breaking);
                        }
                        (true, false) => {
                            self.push(&here, "no longer required".into(), Breaking, Compatible);
                        }
                        _ => {}
                    }
                    if let (Some(o), Some(n)) = (o, n) {
                        self.node(&here, o, n);
                    }
                }
            }
        }
    }

    fn items(&mut self, at: &[String], old: &Map<String, Value>, new: &Map<String, Value>) {
        match (old.get("items"), new.get("items")) {
            (o, n) if o == n => {}
            (Some(o @ Value::Object(_)), Some(n @ Value::Object(_))) => {
                self.node(&extend(at, "items".into()), o, n);
            }
            (None, Some(_)) => self.push(at, "items added".into(), Breaking, Breaking),
            (Some(_), None) => self.push(at, "items removed".into(), Breaking, Compatible),
            _ => self.push(at, "keyword \"items\" changed".into(), Breaking, Breaking),
        }
    }

    fn variants(
        &mut self,
        at: &[String],
        keyword: &str,
        old: &Map<String, Value>,
        new: &Map<String, Value>,
    ) {
        let branches = |m: &Map<String, Value>| m.get(keyword).and_then(Value::as_array).cloned();
        match (branches(old), branches(new)) {
            (None, None) => {}
            (None, Some(_)) => self.push(at, format!("{keyword} added"), Breaking, Breaking),
            (Some(_), None) => self.push(at, format!("{keyword} removed"), Breaking, Compatible),
            (Some(o), Some(n)) => {
                let (o, n) = (keyed(&o), keyed(&n));
                for (key, branch) in &o {
                    let here = extend(at, format!("variant {key}"));
                    match n.iter().find(|(k, _)| k == key) {
                        None => self.push(&here, "removed".into(), Breaking, Breaking),
                        Some((_, new_branch)) => self.node(&here, branch, new_branch),
                    }
                }
                for (key, _) in n.iter().filter(|(k, _)| !o.iter().any(|(ok, _)| ok == k)) {
                    self.push(
                        &extend(at, format!("variant {key}")),
                        "added".into(),
                        Compatible,
                        Compatible,
                    );
                }
            }
        }
    }
}

/// Keys each branch: its single `enum`/`const` value, its single required property, its
/// `$ref` target or `title`, else its position (`#2`). Repeated keys get the position added.
fn keyed(branches: &[Value]) -> Vec<(String, Value)> {
    let mut out: Vec<(String, Value)> = Vec::new();
    for (i, branch) in branches.iter().enumerate() {
        let key = branch_key(branch).unwrap_or_else(|| format!("#{i}"));
        let key = if out.iter().any(|(k, _)| *k == key) {
            format!("{key} #{i}")
        } else {
            key
        };
        out.push((key, branch.clone()));
    }
    out
}

fn branch_key(branch: &Value) -> Option<String> {
    if let Some([value]) = branch
        .get("enum")
        .and_then(Value::as_array)
        .map(Vec::as_slice)
    {
        return Some(value.to_string());
    }
    if let Some(value) = branch.get("const") {
        return Some(value.to_string());
    }
    if let Some([Value::String(name)]) = branch
        .get("required")
        .and_then(Value::as_array)
        .map(Vec::as_slice)
    {
        return Some(Value::String(name.clone()).to_string());
    }
    if let Some(Value::String(reference)) = branch.get("$ref") {
        return Some(ref_name(reference).to_owned());
    }
    branch
        .get("title")
        .filter(|t| t.is_string())
        .map(Value::to_string)
}

/// Splits off nullability: `"type": [T, "null"]`, or a `{"type": "null"}` branch of
/// `anyOf`/`oneOf` (the one remaining branch is merged into the node).
fn unwrap_nullable(node: &Map<String, Value>) -> (bool, Map<String, Value>) {
    let mut node = node.clone();
    if let Some(Value::Array(types)) = node.get("type") {
        if types.iter().any(|t| t == "null") {
            let rest: Vec<Value> = types.iter().filter(|t| *t != "null").cloned().collect();
            let rest = match rest.as_slice() {
                [single] => single.clone(),
                _ => Value::Array(rest),
            };
            node.insert("type".into(), rest);
            return (true, node);
        }
    }
    for keyword in ["anyOf", "oneOf"] {
        let Some(Value::Array(branches)) = node.get(keyword) else {
            continue;
        };
        let is_null = |b: &Value| {
            b.as_object().is_some_and(|m| {
                m.get("type") == Some(&Value::from("null"))
                    && m.keys()
                        .all(|k| k == "type" || ANNOTATIONS.contains(&k.as_str()) || k == "title")
            })
        };
        if !branches.iter().any(&is_null) {
            continue;
        }
        let rest: Vec<Value> = branches.iter().filter(|b| !is_null(b)).cloned().collect();
        if let [Value::Object(single)] = rest.as_slice() {
            node.remove(keyword);
            for (k, v) in single {
                node.entry(k.clone()).or_insert_with(|| v.clone());
            }
        } else {
            node.insert(keyword.into(), Value::Array(rest));
        }
        return (true, node);
    }
    (false, node)
}

/// What a node holds: a reference to a definition, or a set of JSON types (empty: anything).
#[derive(Debug, PartialEq, Eq)]
struct Kind {
    reference: Option<String>,
    types: BTreeSet<String>,
}

impl Kind {
    fn of(node: &Map<String, Value>) -> Self {
        if let Some(Value::String(reference)) = node.get("$ref") {
            return Kind {
                reference: Some(ref_name(reference).to_owned()),
                types: BTreeSet::new(),
            };
        }
        let mut types: BTreeSet<String> = match node.get("type") {
            Some(Value::String(t)) => [t.clone()].into(),
            Some(Value::Array(ts)) => ts
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect(),
            _ => BTreeSet::new(),
        };
        // An untyped enum holds the types of its values.
        if types.is_empty() {
            if let Some(Value::Array(values)) = node.get("enum") {
                types = values.iter().map(json_type).map(str::to_owned).collect();
            }
        }
        Kind {
            reference: None,
            types,
        }
    }

    /// Whether every value of `old` is a value of `self`.
    fn accepts_all_of(&self, old: &Kind) -> bool {
        if self.reference.is_some() || old.reference.is_some() {
            return false;
        }
        if self.types.is_empty() {
            return true;
        }
        !old.types.is_empty()
            && old.types.iter().all(|t| {
                self.types.contains(t) || (t == "integer" && self.types.contains("number"))
            })
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(reference) = &self.reference {
            return f.write_str(reference);
        }
        if self.types.is_empty() {
            return f.write_str("any");
        }
        let types: Vec<&str> = self.types.iter().map(String::as_str).collect();
        f.write_str(&types.join(" | "))
    }
}

fn json_type(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_f64() => "number",
        Value::Number(_) => "integer",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// `#/definitions/Foo` → `Foo`; `#` (the root) stays `#`.
fn ref_name(reference: &str) -> &str {
    reference
        .rsplit('/')
        .next()
        .filter(|s| !s.is_empty())
        .unwrap_or(reference)
}

/// `None` when absent or a schema: absent and `true` allow unknown properties, `false` forbids.
fn is_open(value: Option<&Value>) -> Option<bool> {
    match value {
        None | Some(Value::Bool(true)) => Some(true),
        Some(Value::Bool(false)) => Some(false),
        Some(_) => None,
    }
}

fn is_scalar(value: &Value) -> bool {
    !matches!(value, Value::Array(_) | Value::Object(_))
}

fn short(value: &Value) -> String {
    match value {
        Value::Object(_) => "a schema".to_owned(),
        other => other.to_string(),
    }
}

fn list(value: &Value) -> String {
    match value {
        Value::Array(values) => values
            .iter()
            .map(Value::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        other => other.to_string(),
    }
}

fn extend(at: &[String], segment: String) -> Vec<String> {
    let mut out = at.to_vec();
    out.push(segment);
    out
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// Diffs `old` against `new` (both the root of a schema named `Root`).
    fn lines(old: &Value, new: &Value) -> Vec<String> {
        diff(old, new, "Root", false)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn table() {
        let cases: Vec<(Value, Value, Vec<&str>)> = vec![
            (json!({"type": "string"}), json!({"type": "string"}), vec![]),
            (
                json!({"definitions": {"A": {"type": "string"}}}),
                json!({"definitions": {"B": {"type": "string"}}}),
                vec![
                    "A: definition removed [rust: breaking, payloads: compatible]",
                    "B: definition added [rust: compatible, payloads: compatible]",
                ],
            ),
            (
                json!({"enum": ["a", "b"]}),
                json!({"enum": ["b", "c"]}),
                vec![
                    "Root: variant \"a\" removed [rust: breaking, payloads: breaking]",
                    "Root: variant \"c\" added [rust: compatible, payloads: compatible]",
                ],
            ),
            (
                json!({"oneOf": [{"enum": ["a"]}, {"type": "object", "required": ["b"], "properties": {"b": {"type": "string"}}}]}),
                json!({"oneOf": [{"enum": ["z"]}, {"enum": ["a"]}, {"type": "object", "required": ["b"], "properties": {"b": {"type": "integer"}}}]}),
                vec![
                    "Root: variant \"b\" property \"b\" type changed from string to integer [rust: breaking, payloads: breaking]",
                    "Root: variant \"z\" added [rust: compatible, payloads: compatible]",
                ],
            ),
            (
                json!({"oneOf": [{"const": 1}, {"$ref": "#/definitions/X"}]}),
                json!({"oneOf": [{"const": 1}]}),
                vec!["Root: variant X removed [rust: breaking, payloads: breaking]"],
            ),
            (
                json!({"type": "object", "required": ["a", "r"], "properties": {"a": {"type": "string"}, "b": {}, "r": {}}}),
                json!({"type": "object", "required": ["b", "c", "r"], "properties": {"b": {}, "c": {}, "d": {}, "r": {}}}),
                vec![
                    "Root: property \"a\" removed [rust: breaking, payloads: compatible]",
                    "Root: property \"b\" now required [rust: breaking, payloads: breaking]",
                    "Root: property \"c\" added (required) [rust: breaking, payloads: breaking]",
                    "Root: property \"d\" added (optional) [rust: breaking, payloads: compatible]",
                ],
            ),
            (
                json!({"additionalProperties": false, "required": ["a"], "properties": {"a": {}, "b": {}}}),
                json!({"additionalProperties": false, "properties": {"a": {}}}),
                vec![
                    "Root: property \"a\" no longer required [rust: breaking, payloads: compatible]",
                    "Root: property \"b\" removed [rust: breaking, payloads: breaking]",
                ],
            ),
            (
                json!({"properties": {"a": {"type": "integer"}, "b": {"type": "string"}, "c": {"$ref": "#/definitions/C"}}}),
                json!({"properties": {"a": {"type": "number"}, "b": {"type": ["string", "null"]}, "c": {"anyOf": [{"$ref": "#/definitions/C"}, {"type": "null"}]}}}),
                vec![
                    "Root: property \"a\" type changed from integer to number [rust: breaking, payloads: compatible]",
                    "Root: property \"b\" now nullable [rust: breaking, payloads: compatible]",
                    "Root: property \"c\" now nullable [rust: breaking, payloads: compatible]",
                ],
            ),
            (
                json!({"properties": {"a": {"type": ["string", "null"]}, "b": {"$ref": "#/definitions/B"}}}),
                json!({"properties": {"a": {"type": "string"}, "b": {"$ref": "#/definitions/C"}}}),
                vec![
                    "Root: property \"a\" no longer nullable [rust: breaking, payloads: breaking]",
                    "Root: property \"b\" type changed from B to C [rust: breaking, payloads: breaking]",
                ],
            ),
            (
                json!({"type": "string", "pattern": "^a", "minLength": 2, "maxLength": 5, "format": "uri"}),
                json!({"type": "string", "pattern": "^b", "minLength": 1, "maxLength": 4}),
                vec![
                    "Root: minLength changed from 2 to 1 [rust: compatible, payloads: compatible]",
                    "Root: maxLength changed from 5 to 4 [rust: compatible, payloads: breaking]",
                    "Root: pattern changed from \"^a\" to \"^b\" [rust: compatible, payloads: breaking]",
                    "Root: format removed (was \"uri\") [rust: compatible, payloads: compatible]",
                ],
            ),
            (
                json!({"type": "integer", "minimum": 1}),
                json!({"type": "integer", "minimum": 0, "maximum": 10}),
                vec![
                    "Root: minimum changed from 1 to 0 [rust: breaking, payloads: compatible]",
                    "Root: maximum added (10) [rust: breaking, payloads: breaking]",
                ],
            ),
            (
                json!({"type": "array", "items": {"type": "string"}, "minItems": 1}),
                json!({"type": "array", "items": {"type": "string", "pattern": "x"}, "uniqueItems": true}),
                vec![
                    "Root: minItems removed (was 1) [rust: compatible, payloads: compatible]",
                    "Root: uniqueItems added (true) [rust: compatible, payloads: breaking]",
                    "Root: items pattern added (\"x\") [rust: compatible, payloads: breaking]",
                ],
            ),
            (
                json!({"type": "object", "properties": {"a": {}}}),
                json!({"type": "object", "properties": {"a": {}}, "additionalProperties": false}),
                vec!["Root: additional properties now forbidden [rust: breaking, payloads: breaking]"],
            ),
            (
                json!({"properties": {"e": {"type": "string", "enum": ["x"]}}}),
                json!({"properties": {"e": {"type": "string"}}, "allOf": [{}]}),
                vec![
                    "Root: property \"e\" enum removed (was \"x\") [rust: breaking, payloads: compatible]",
                    "Root: keyword \"allOf\" added [rust: breaking, payloads: breaking]",
                ],
            ),
            (
                json!({"title": "A", "description": "x", "properties": {"a": {"description": "y", "examples": [1]}}}),
                json!({"title": "B", "description": "z", "properties": {"a": {"description": "w"}}}),
                vec![
                    "Root: title changed from \"A\" to \"B\" [rust: breaking, payloads: compatible]",
                    "Root: annotations changed (description, examples) [rust: compatible, payloads: compatible]",
                ],
            ),
            (
                json!({"$schema": "http://json-schema.org/draft-07/schema#"}),
                json!({"$schema": "https://json-schema.org/draft/2020-12/schema"}),
                vec!["Root: keyword \"$schema\" changed from \"http://json-schema.org/draft-07/schema#\" to \"https://json-schema.org/draft/2020-12/schema\" [rust: breaking, payloads: breaking]"],
            ),
        ];
        for (old, new, expected) in cases {
            assert_eq!(lines(&old, &new), expected, "{old} -> {new}");
        }
    }

    #[test]
    fn a_root_named_by_the_manifest_keeps_its_name_when_the_title_changes() {
        let changes = diff(&json!({"title": "A"}), &json!({"title": "B"}), "Root", true);
        let lines: Vec<String> = changes.iter().map(ToString::to_string).collect();
        assert_eq!(
            lines,
            ["Root: annotations changed (title) [rust: compatible, payloads: compatible]"]
        );
    }
}
