//! Reading schema shapes for the report: branch keys, nullable wrappers, the `type` of a
//! node, and short renderings of values.

use std::collections::BTreeSet;
use std::fmt;

use serde_json::{Map, Value};

use super::ANNOTATIONS;

/// Keys each branch: in an internally tagged union (one property that every branch fixes to
/// its own single value), by that tag, e.g. `kind="tmpdir"`, so branches inserted, reordered
/// or retitled upstream are matched by what they stand for; otherwise by its single
/// `enum`/`const` value, its single required property, its `$ref` target or `title`, else its
/// position (`#2`). Repeated keys get the position added.
pub(super) fn keyed(branches: &[Value]) -> Vec<(String, Value)> {
    let tag = union_tag(branches);
    let mut out: Vec<(String, Value)> = Vec::new();
    for (i, branch) in branches.iter().enumerate() {
        let key = tag
            .and_then(|name| tag_value(branch, name).map(|v| format!("{name}={v}")))
            .or_else(|| branch_key(branch))
            .unwrap_or_else(|| format!("#{i}"));
        let key = if out.iter().any(|(k, _)| *k == key) {
            format!("{key} #{i}")
        } else {
            key
        };
        out.push((key, branch.clone()));
    }
    out
}

/// The tag of an internally tagged union: the first property (in the first branch's order)
/// that every one of at least two branches fixes to a single value, all values distinct.
pub(super) fn union_tag(branches: &[Value]) -> Option<&str> {
    if branches.len() < 2 {
        return None;
    }
    let names = branches.first()?.get("properties")?.as_object()?.keys();
    names.map(String::as_str).find(|name| {
        let mut seen = BTreeSet::new();
        branches
            .iter()
            .all(|b| tag_value(b, name).is_some_and(|v| seen.insert(v)))
    })
}

/// The single value a branch's property `name` is fixed to (`enum` of one, or `const`).
fn tag_value(branch: &Value, name: &str) -> Option<String> {
    let property = branch.get("properties")?.get(name)?;
    if let Some([value]) = property
        .get("enum")
        .and_then(Value::as_array)
        .map(Vec::as_slice)
    {
        return Some(value.to_string());
    }
    property.get("const").map(Value::to_string)
}

pub(super) fn branch_key(branch: &Value) -> Option<String> {
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
pub(super) fn unwrap_nullable(node: &Map<String, Value>) -> (bool, Map<String, Value>) {
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
pub(super) struct Kind {
    reference: Option<String>,
    pub(super) types: BTreeSet<String>,
}

impl Kind {
    pub(super) fn of(node: &Map<String, Value>) -> Self {
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
    pub(super) fn accepts_all_of(&self, old: &Kind) -> bool {
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

pub(super) fn json_type(value: &Value) -> &'static str {
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
pub(super) fn ref_name(reference: &str) -> &str {
    reference
        .rsplit('/')
        .next()
        .filter(|s| !s.is_empty())
        .unwrap_or(reference)
}

/// `None` when absent or a schema: absent and `true` allow unknown properties, `false` forbids.
pub(super) fn is_open(value: Option<&Value>) -> Option<bool> {
    match value {
        None | Some(Value::Bool(true)) => Some(true),
        Some(Value::Bool(false)) => Some(false),
        Some(_) => None,
    }
}

pub(super) fn is_scalar(value: &Value) -> bool {
    !matches!(value, Value::Array(_) | Value::Object(_))
}

pub(super) fn short(value: &Value) -> String {
    match value {
        Value::Object(_) => "a schema".to_owned(),
        other => other.to_string(),
    }
}

pub(super) fn list(value: &Value) -> String {
    match value {
        Value::Array(values) => values
            .iter()
            .map(Value::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        other => other.to_string(),
    }
}

pub(super) fn extend(at: &[String], segment: String) -> Vec<String> {
    let mut out = at.to_vec();
    out.push(segment);
    out
}
