//! `if`/`then` pairs that discriminate by one property, as the type model reads them: a union
//! with a branch per value.
//!
//! ```json
//! {"type": "object", "properties": {"type": {"$ref": "#/definitions/type"}}, "required": ["type"],
//!  "allOf": [{"if": {"properties": {"type": {"const": "markdown"}}},
//!             "then": {"properties": {"attributes": {…}}}},
//!            {"if": {"properties": {"type": {"const": "input"}}},
//!             "then": {"properties": {"id": {…}, "attributes": {…}}}}]}
//! ```
//!
//! is, for its instances, a `oneOf` of an object whose `type` is `"markdown"` with the first
//! `then`'s properties, one whose `type` is `"input"` with the second's, and (unless the
//! property's own schema allows only those values) one with any other `type` and the outer
//! properties alone: an enum, `FormItem::Markdown { attributes, .. }`, as one writes it by
//! hand. Each case's `if` is exactly one property's `const` (or `enum` of strings), the values
//! of the cases differ, and the property is present in every instance an `if` reads (the
//! object `required`s it, or each `if` does): otherwise an object without it would meet every
//! `if` at once. The outer properties and `required` go into every branch (a property named
//! both outside and in a `then` only when both say the same, or the `then`'s says all the
//! object's does: `narrow.rs`, the `then`'s is the type), the property's value into its
//! case's branch as a `const`.
//!
//! Only the Rust types read the rewritten copy; the engine judges the document as vendored.
//! What moved is recorded ([`Moved`]) so that a report names the pointer of the file.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use branch::Object;

mod branch;
pub(super) use branch::kinds;
mod narrow;

/// Annotations a case or the object may carry beside its keywords.
const ANNOTATIONS: &[&str] = &[
    "title",
    "description",
    "$comment",
    "examples",
    "default",
    "markdownDescription",
    "deprecated",
];

/// Where the subschemas of a rewritten document came from: for each rewrite, `(pointer in the
/// rewritten copy, pointer in the file)` prefixes, the latest rewrite last.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Moved {
    layers: Vec<Vec<(String, String)>>,
    /// `(pointer in the file, reason)` of what a rewrite typed coarser than its schema.
    pub coarse: Vec<(String, String)>,
}

impl Moved {
    /// Records a rewrite's moves, `(pointer in the copy, pointer before it)`, as the latest.
    pub(crate) fn push(&mut self, layer: Vec<(String, String)>) {
        if !layer.is_empty() {
            self.layers.push(layer);
        }
    }

    /// Records the moves of a rewrite that ran before every one recorded, as the earliest.
    pub(crate) fn push_earliest(&mut self, layer: Vec<(String, String)>) {
        if !layer.is_empty() {
            self.layers.insert(0, layer);
        }
    }

    /// The pointer in the file of the subschema at `pointer` in the rewritten copy.
    #[must_use]
    pub(crate) fn original(&self, pointer: &str) -> String {
        let mut p = pointer.to_owned();
        for layer in self.layers.iter().rev() {
            let best = layer
                .iter()
                .filter(|(from, _)| super::within(&p, from))
                .max_by_key(|(from, _)| from.len());
            if let Some((from, to)) = best {
                p = format!("{to}{}", &p[from.len()..]);
            }
        }
        p
    }

    /// `text` (a report's reason) with each `#/…` pointer in it that names a subschema of
    /// `copy`, the rewritten document, named in the file instead: the longest such pointer
    /// ending before a `:`, `)`, `,`, space or the end.
    #[must_use]
    pub(crate) fn original_in(&self, text: &str, copy: &Value) -> String {
        if self.layers.is_empty() {
            return text.to_owned();
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(i) = rest.find("#/") {
            out.push_str(&rest[..=i]);
            let tail = &rest[i + 1..];
            let mut ends = tail
                .char_indices()
                .filter(|(_, c)| matches!(c, ':' | ')' | ',' | ' '))
                .map(|(j, _)| j)
                .chain([tail.len()]);
            let end = ends.rfind(|&j| copy.pointer(&tail[..j]).is_some());
            match end {
                Some(j) => {
                    out.push_str(&self.original(&tail[..j]));
                    rest = &tail[j..];
                }
                None => rest = tail,
            }
        }
        out.push_str(rest);
        out
    }
}

/// One case: the `if`'s values, and where its `then` and the `if`'s property schema are.
pub(super) struct Case {
    pub(super) values: Vec<String>,
    pub(super) then: Map<String, Value>,
    pub(super) then_at: String,
    pub(super) tag_at: String,
    pub(super) tag: Value,
    /// Whether the `if` requires the property (else an object without it meets the `if`).
    pub(super) requires: bool,
}

/// Rewrites every object whose `allOf` (or own `if`/`then`) discriminates by one property, as
/// the module docs say, innermost first; returns what moved.
pub(crate) fn rewrite(doc: &mut Value) -> Moved {
    // Every `$ref`'s fragment (`#/a/b` → `/a/b`), to leave alone what one reaches into.
    let refs = super::fragments(doc);
    let mut defs = Map::new();
    for c in ["definitions", "$defs"] {
        if let Some(Value::Object(d)) = doc.get(c) {
            for (name, s) in d {
                defs.insert(
                    format!("#/{c}/{}", crate::error::escape_token(name)),
                    s.clone(),
                );
            }
        }
    }
    let mut moved = Moved::default();
    walk(doc, &Seen { refs, defs }, &mut moved);
    moved
}

/// What the walk reads of the whole document: every local `$ref`'s fragment, and the root's
/// definitions (as written) by their `$ref`.
struct Seen {
    refs: Vec<String>,
    defs: Map<String, Value>,
}

fn walk(doc: &mut Value, seen: &Seen, moved: &mut Moved) {
    super::each_schema(doc, "", super::Order::After, &mut |obj, pointer| {
        // An `allOf` part is a case of the object holding it, read there.
        let (rest, last) = pointer.rsplit_once('/').unwrap_or_default();
        let part = rest.ends_with("/allOf") && last.bytes().all(|b| b.is_ascii_digit());
        if part {
            return;
        }
        if let Some((layer, coarse)) = as_union(obj, pointer, seen) {
            moved.layers.push(layer);
            moved.coarse.extend(coarse);
        }
    });
}

/// The property an `if` tests and its values: `{"properties": {k: {"const": "v"}}}` (or an
/// `enum` of strings), with `type: "object"` and `required: [k]` allowed; whether it requires
/// `k`.
fn tested(condition: &Value) -> Option<(String, Vec<String>, Value, bool)> {
    let c = condition.as_object()?;
    let fits = c.iter().all(|(k, v)| match k.as_str() {
        "type" => v == "object",
        "properties" | "required" => true,
        k => ANNOTATIONS.contains(&k),
    });
    let properties = c.get("properties")?.as_object()?;
    if !fits || properties.len() != 1 {
        return None;
    }
    let (name, schema) = properties.iter().next()?;
    let s = schema.as_object()?;
    if s.keys()
        .any(|k| !ANNOTATIONS.contains(&k.as_str()) && k != "const" && k != "enum")
    {
        return None;
    }
    let values: Vec<String> = match (s.get("const"), s.get("enum")) {
        (Some(Value::String(v)), None) => vec![v.clone()],
        (None, Some(Value::Array(vs))) => vs
            .iter()
            .map(|v| v.as_str().map(str::to_owned))
            .collect::<Option<_>>()?,
        _ => return None,
    };
    let required = match c.get("required") {
        None => false,
        Some(Value::Array(r)) if r.len() == 1 && r[0] == **name => true,
        Some(_) => return None,
    };
    (!values.is_empty()).then(|| (name.clone(), values, schema.clone(), required))
}

/// The cases of `obj` (at `pointer`): its own `if`/`then` and every `allOf` part that is one
/// (a case written twice, once); `None` unless every part is one, on one property, with
/// values no two cases share.
fn cases(obj: &Map<String, Value>, pointer: &str) -> Option<(String, Vec<Case>)> {
    let mut parts: Vec<(&Map<String, Value>, String)> = Vec::new();
    if obj.contains_key("if") {
        parts.push((obj, pointer.to_owned()));
    }
    if let Some(all) = obj.get("allOf") {
        for (i, p) in all.as_array()?.iter().enumerate() {
            let p = p.as_object()?;
            let extra = p.keys().any(|k| {
                !matches!(k.as_str(), "if" | "then") && !ANNOTATIONS.contains(&k.as_str())
            });
            if extra {
                return None;
            }
            parts.push((p, format!("{pointer}/allOf/{i}")));
        }
    }
    if parts.is_empty() || obj.contains_key("else") {
        return None;
    }
    let mut out = Vec::new();
    let mut property: Option<String> = None;
    for (p, at) in parts {
        let (k, values, tag, requires) = tested(p.get("if")?)?;
        if property.get_or_insert_with(|| k.clone()) != &k {
            return None;
        }
        let then = p.get("then")?.as_object()?.clone();
        // The same case written twice (cloudify's node types) is one.
        if out
            .iter()
            .any(|c: &Case| c.values == values && c.then == then)
        {
            continue;
        }
        let token = crate::error::escape_token(&k);
        out.push(Case {
            values,
            then,
            then_at: format!("{at}/then"),
            tag_at: format!("{at}/if/properties/{token}"),
            tag,
            requires,
        });
    }
    let mut all: Vec<&String> = out.iter().flat_map(|c| &c.values).collect();
    let n = all.len();
    all.sort();
    all.dedup();
    (all.len() == n).then(|| (property.unwrap_or_default(), out))
}

/// The pointers one rewrite moved, and what it typed coarser.
type Layer = (Vec<(String, String)>, Vec<(String, String)>);

/// `obj` rewritten as a `oneOf` of its cases (and the rest), if it is one; the pointers moved.
fn as_union(obj: &mut Map<String, Value>, pointer: &str, seen: &Seen) -> Option<Layer> {
    let fits = obj.iter().all(|(k, v)| match k.as_str() {
        "type" => v == "object",
        // The cases and what they need, and what stays beside the union.
        "properties" | "required" | "allOf" | "if" | "then" | "definitions" | "$defs" | "$id"
        | "$schema" => true,
        // Closed: each branch is, over the object's own properties alone (`true` says
        // nothing).
        "additionalProperties" => v.is_boolean(),
        k => ANNOTATIONS.contains(&k),
    });
    if !fits {
        return None;
    }
    let (k, cases) = cases(obj, pointer)?;
    // A `$ref` into what moves would lose its target.
    let reached = seen.refs.iter().any(|r| {
        ["/allOf", "/properties", "/if", "/then"]
            .iter()
            .any(|s| r.starts_with(&format!("{pointer}{s}")))
    });
    let outer = match obj.get("properties") {
        None => Map::new(),
        Some(Value::Object(p)) => p.clone(),
        Some(_) => return None,
    };
    let required: Vec<Value> = match obj.get("required") {
        None => Vec::new(),
        Some(Value::Array(r)) => r.clone(),
        Some(_) => return None,
    };
    let closed = obj.get("additionalProperties") == Some(&Value::Bool(false));
    // Closed without the tested property, no valid object has it.
    if reached || (closed && !outer.contains_key(&k)) {
        return None;
    }
    let required_outside = required.iter().any(|r| *r == *k);
    let unrequired: Vec<&Case> = cases.iter().filter(|c| !c.requires).collect();
    let rest = !(required_outside && only_cases(outer.get(&k), &cases, seen));
    let absent = !required_outside && !unrequired.is_empty();
    let object = Object {
        typed: obj.contains_key("type"),
        closed,
        absent_at: format!("{pointer}/oneOf/{}", cases.len() + usize::from(rest)),
        pointer,
        k: &k,
        outer: &outer,
        required: &required,
        defs: &seen.defs,
    };
    let mut layer = Vec::new();
    let mut coarse = Vec::new();
    let mut branches = Vec::new();
    let mut typed = Vec::new();
    for case in &cases {
        let at = format!("{pointer}/oneOf/{}", branches.len());
        let (branch, t) = object.branch(&[case], &at, &mut layer, &mut coarse)?;
        branches.push(branch);
        typed.push(t);
    }
    if rest {
        // Any other value (or, where every `if` requires it, none): the outer properties.
        let at = format!("{pointer}/oneOf/{}", branches.len());
        layer.push((at.clone(), pointer.to_owned()));
        branches.push(object.rest(&at, absent, &mut layer));
    }
    // Without it, every `if` that does not require it holds: their `then`s together.
    if absent {
        layer.push((object.absent_at.clone(), pointer.to_owned()));
        let (branch, t) = object.branch(&unrequired, &object.absent_at, &mut layer, &mut coarse)?;
        branches.push(branch);
        typed.push(t);
    }
    // Where the `then`s say of the object's properties only what its types do not hold,
    // the branches would be the object's own, each: it stays one.
    if typed.iter().any(|t| t.fell_back) && !typed.iter().any(|t| t.more) {
        return None;
    }
    let own: BTreeSet<&String> = typed.iter().flat_map(|t| &t.own).collect();
    if !own.is_empty() {
        let kept: BTreeSet<&String> = typed.iter().flat_map(|t| &t.kept).collect();
        coarse.push((
            pointer.to_owned(),
            format!(
                "what a `then` says of a property the object names too, where the object's type does not hold it, is checked, not typed: the object's own type of {} keeps the properties only the `then`s name, with the unknown ones, in `extra`: {}",
                serde_json::to_string(&own).unwrap_or_default(),
                serde_json::to_string(&kept).unwrap_or_default()
            ),
        ));
    }
    for key in [
        "properties",
        "required",
        "allOf",
        "if",
        "then",
        "additionalProperties",
    ] {
        obj.remove(key);
    }
    obj.insert("oneOf".into(), Value::Array(branches));
    coarse.dedup();
    Some((layer, coarse))
}

/// Whether the property's own schema (or the root's definition its `$ref` names) allows only
/// the cases' values: an `enum` of them, or a `const`.
fn only_cases(own: Option<&Value>, cases: &[Case], seen: &Seen) -> bool {
    let own = match own.and_then(|s| s.get("$ref")).and_then(Value::as_str) {
        Some(r) => seen.defs.get(r),
        None => own,
    };
    let allowed = match own.map(|s| (s.get("enum"), s.get("const"))) {
        Some((Some(Value::Array(a)), None)) => a.clone(),
        Some((None, Some(c))) => vec![c.clone()],
        _ => return false,
    };
    allowed.iter().all(|a| {
        a.as_str()
            .is_some_and(|a| cases.iter().any(|c| c.values.iter().any(|v| v == a)))
    })
}

#[cfg(test)]
mod tests;
