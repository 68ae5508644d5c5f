//! The branches of an object read as a union of its `if`/`then` cases (`cases.rs`).

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use super::narrow::{names, reaches_ref};
use super::{Case, ANNOTATIONS};

/// The object whose cases become branches.
pub(super) struct Object<'a> {
    /// Whether the object says `type: "object"` (without it, the branches are objects'
    /// keywords alone, and the normaliser adds the variant of every other value).
    pub(super) typed: bool,
    /// Whether it says `additionalProperties: false`: each branch does, and the properties
    /// only `then`s name are none (no valid object has them).
    pub(super) closed: bool,
    pub(super) pointer: &'a str,
    /// Where the branch of an object without the tested property goes.
    pub(super) absent_at: String,
    /// The property the `if`s test.
    pub(super) k: &'a str,
    /// Its own `properties` and `required`.
    pub(super) outer: &'a Map<String, Value>,
    pub(super) required: &'a [Value],
    /// The root's definitions by their `$ref` (`Seen::defs`).
    pub(super) defs: &'a Map<String, Value>,
}

impl Object<'_> {
    /// The branch (at `at`) of an object that meets every case of `cases`: the outer
    /// properties and each `then`'s, with the tested property the case's values (one case)
    /// or absent (the cases whose `if` holds without it). `None` where a `then` is not an
    /// object's keywords alone or names a property otherwise than the object does, unless
    /// the `then`'s says all the object's does (`narrow.rs`: the `then`'s is the type). A property
    /// two `then`s name differently meets both ([`meet`]); where that cannot be said, it is
    /// one of them (coarser, never narrower: the engine judges the others), reported in
    /// `coarse` where properties only the others name would be kept in `extra`.
    pub(super) fn branch(
        &self,
        cases: &[&Case],
        at: &str,
        layer: &mut Vec<(String, String)>,
        coarse: &mut Vec<(String, String)>,
    ) -> Option<(Value, Typed)> {
        let mut typed = Typed::default();
        // One case's branch, or the branch of an object without the tested property.
        let tagged = cases.len() == 1 && at != self.absent_at;
        let mut branch = Map::new();
        // Each property the `then`s name: its distinct schemas, each with where it came from.
        let mut properties: Map<String, Value> = Map::new();
        let mut named: Vec<(String, Vec<(Value, String)>)> = Vec::new();
        let mut required: Vec<Value> = self.required.to_vec();
        for case in cases {
            let then = &case.then;
            let fits = then.iter().all(|(key, v)| match key.as_str() {
                "type" => v == "object",
                "properties" => v.is_object(),
                "required" => v.is_array(),
                "additionalProperties" => tagged && !self.closed,
                k => ANNOTATIONS.contains(&k),
            });
            if !fits {
                return None;
            }
            if tagged {
                layer.push((at.to_owned(), case.then_at.clone()));
                for (key, v) in then {
                    if key != "properties" && key != "required" {
                        branch.insert(key.clone(), v.clone());
                    }
                }
            }
            for (name, s) in then
                .get("properties")
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
            {
                let from = format!(
                    "{}/properties/{}",
                    case.then_at,
                    crate::error::escape_token(name)
                );
                match named.iter_mut().find(|(n, _)| n == name) {
                    Some((_, schemas)) if schemas.iter().any(|(other, _)| other == s) => {}
                    Some((_, schemas)) => schemas.push((s.clone(), from)),
                    None => named.push((name.clone(), vec![(s.clone(), from)])),
                }
            }
            for r in then
                .get("required")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                if !required.contains(r) {
                    required.push(r.clone());
                }
            }
        }
        // Properties one `then`'s type holds for all, and those only the others name.
        let mut conflicts: Vec<String> = Vec::new();
        let mut extra: BTreeSet<String> = BTreeSet::new();
        for (name, schemas) in named {
            let token = crate::error::escape_token(&name);
            let to = format!("{at}/properties/{token}");
            let schema = match meet(&schemas, self.defs) {
                Meet::One(s) => {
                    layer.push((to, schemas[0].1.clone()));
                    s
                }
                Meet::All(parts) => {
                    layer.push((to.clone(), schemas[0].1.clone()));
                    for (i, (_, from)) in schemas.iter().enumerate() {
                        layer.push((format!("{to}/allOf/{i}"), from.clone()));
                    }
                    serde_json::json!({ "allOf": parts })
                }
                Meet::Each { chosen, kept } => {
                    layer.push((to, schemas[chosen].1.clone()));
                    if !kept.is_empty() {
                        conflicts.push(name.clone());
                        extra.extend(kept);
                    }
                    schemas[chosen].0.clone()
                }
            };
            properties.insert(name, schema);
        }
        if self.closed {
            let none: Vec<String> = (properties.keys())
                .filter(|n| *n != self.k && !self.outer.contains_key(*n))
                .map(|n| format!("{at}/properties/{}", crate::error::escape_token(n)))
                .collect();
            properties.retain(|n, _| n == self.k || self.outer.contains_key(n));
            layer.retain(|(t, _)| !none.iter().any(|p| super::super::within(t, p)));
        }
        let bare = crate::upgrade::restated_branches::shape;
        // A property only the `then`s name is typed in this branch alone.
        typed.more = (properties.keys()).any(|n| n != self.k && !self.outer.contains_key(n));
        for (name, s) in self.outer {
            if name == self.k {
                continue;
            }
            let token = crate::error::escape_token(name);
            match properties.get(name) {
                // Alike but for annotations: the `then`'s, nothing more.
                Some(then) if bare(then) == bare(s) => typed.fell_back = true,
                Some(then) if then != s => {
                    let own_at = format!("#{}/properties/{token}", self.pointer);
                    if super::narrow::narrows(then, s, &own_at, self.defs) {
                        typed.more = true;
                        continue;
                    }
                    // The object's own type, the `then`'s checked.
                    let to = format!("{at}/properties/{token}");
                    let kept = super::narrow::kept(then, s, self.defs)?;
                    if !kept.is_empty() {
                        typed.own.push(name.clone());
                        typed.kept.extend(kept);
                    }
                    layer.retain(|(t, _)| !super::super::within(t, &to));
                    layer.push((to, format!("{}/properties/{token}", self.pointer)));
                    properties.insert(name.clone(), s.clone());
                    typed.fell_back = true;
                }
                Some(_) => {}
                None => {
                    layer.push((
                        format!("{at}/properties/{token}"),
                        format!("{}/properties/{token}", self.pointer),
                    ));
                    properties.insert(name.clone(), s.clone());
                }
            }
        }
        if !conflicts.is_empty() {
            coarse.push((
                self.pointer.to_owned(),
                format!(
                    "an object without {:?} meets every `if` that does not require it: a property two `then`s name differently with `$ref`s is one `then`'s type there ({}), which keeps the properties only the others name, with the unknown ones, in `extra`: {}",
                    self.k,
                    serde_json::to_string(&conflicts).unwrap_or_default(),
                    serde_json::to_string(&extra).unwrap_or_default()
                ),
            ));
        }
        properties.remove(self.k);
        required.retain(|r| r != self.k);
        if let (true, [case]) = (tagged, cases) {
            properties.insert(self.k.to_owned(), case.tag_schema());
            let token = crate::error::escape_token(self.k);
            layer.push((format!("{at}/properties/{token}"), case.tag_at.clone()));
            required.push(Value::String(self.k.to_owned()));
            if let (false, [only]) = (branch.contains_key("title"), case.values.as_slice()) {
                branch.insert("title".into(), Value::String(only.clone()));
            }
        } else {
            branch.insert("title".into(), Value::String(format!("without {}", self.k)));
        }
        if self.typed {
            branch.insert("type".into(), "object".into());
        } else if branch.get("type").is_some_and(|t| t == "object") {
            branch.remove("type");
        }
        branch.insert("properties".into(), Value::Object(properties));
        if !required.is_empty() {
            branch.insert("required".into(), Value::Array(required));
        }
        if self.closed {
            branch.insert("additionalProperties".into(), Value::Bool(false));
        }
        Some((Value::Object(branch), typed))
    }

    /// The branch of an object no case applies to: its own properties (the tested one
    /// required where an object without it has a branch of its own, after this one).
    pub(super) fn rest(&self, at: &str, absent: bool, layer: &mut Vec<(String, String)>) -> Value {
        let mut properties = self.outer.clone();
        let mut required = self.required.to_vec();
        if absent {
            if !properties.contains_key(self.k) {
                properties.insert(self.k.to_owned(), Value::Object(Map::new()));
                let token = crate::error::escape_token(self.k);
                layer.push((format!("{at}/properties/{token}"), self.pointer.to_owned()));
            }
            if !required.iter().any(|r| r == self.k) {
                required.push(Value::String(self.k.to_owned()));
            }
        }
        let mut rest = Map::new();
        if self.typed {
            rest.insert("type".into(), "object".into());
            rest.insert("title".into(), "Other".into());
        } else {
            // `Other` is every value that is not an object.
            rest.insert("title".into(), Value::String(format!("other {}", self.k)));
        }
        rest.insert("properties".into(), Value::Object(properties));
        if !required.is_empty() {
            rest.insert("required".into(), Value::Array(required));
        }
        if self.closed {
            rest.insert("additionalProperties".into(), Value::Bool(false));
        }
        Value::Object(rest)
    }
}

/// What a branch types beyond the object's own properties.
#[derive(Default)]
pub(super) struct Typed {
    /// A property the `then`s name and the object does not, or one a `then` narrows
    /// (`narrow.rs`).
    pub(super) more: bool,
    /// A property the object and a `then` both name, the `then`'s saying what the object's
    /// type does not hold (the object's type, the `then`'s checked), or nothing more.
    pub(super) fell_back: bool,
    /// Of those, the ones whose `then` names properties the object's type keeps in `extra`,
    /// and those properties.
    pub(super) own: Vec<String>,
    pub(super) kept: BTreeSet<String>,
}

/// A property's schema where several `then`s name it differently and all hold.
enum Meet {
    /// One schema says it: they differ only in annotations (the first's), or their `type`s
    /// share no value (`false`: no valid object has the property there).
    One(Value),
    /// A value meets each: their `allOf`, which typify merges.
    All(Vec<Value>),
    /// The type of one of them (`chosen`), which holds every value meeting all: a schema
    /// reaches a `$ref` other than one (whole) to a definition of object keywords alone with
    /// `type: "object"`, whose definition, an `allOf` part, would be typed coarser everywhere
    /// it is used (`typespace/all_of.rs`). The engine judges the others; `kept`, the
    /// properties they name and the chosen does not, where it may be an object (its `extra`):
    /// the chosen is the one without `$ref`s that says its `type`, else the one keeping
    /// fewest.
    Each {
        chosen: usize,
        kept: BTreeSet<String>,
    },
}

/// What a value of a property meets where every one of `schemas` (distinct, with where each
/// came from) holds.
fn meet(schemas: &[(Value, String)], defs: &Map<String, Value>) -> Meet {
    // (Annotations at the top left out, as `restated_branches.rs` compares restatements.)
    let bare = crate::upgrade::restated_branches::shape;
    let first = bare(&schemas[0].0);
    if schemas.iter().all(|(s, _)| bare(s) == first) {
        return Meet::One(schemas[0].0.clone());
    }
    let mut parts: Vec<Value> = schemas.iter().map(|(s, _)| s.clone()).collect();
    let each: Option<Vec<Vec<&str>>> = schemas.iter().map(|(s, _)| kinds(s)).collect();
    if let Some([head, rest @ ..]) = each.as_deref() {
        let common: Vec<&str> = (head.iter().copied())
            .filter(|k| rest.iter().all(|r| r.contains(k)))
            .collect();
        if common.is_empty() {
            return Meet::One(Value::Bool(false));
        }
        // Each part says the `type`s they share (typify's merge of `integer` and `number`
        // is a type without values); `fraction` comes with `integer`, from `number`.
        let number = common.contains(&"fraction");
        let mut names: Vec<Value> = (common.into_iter())
            .filter(|k| !(number && *k == "integer"))
            .map(|k| Value::from(if k == "fraction" { "number" } else { k }))
            .collect();
        let names = match names.len() {
            1 => names.remove(0),
            _ => Value::Array(names),
        };
        for part in parts.iter_mut().filter_map(Value::as_object_mut) {
            part.insert("type".into(), names.clone());
        }
    }
    if (schemas.iter()).any(|(s, _)| reaches_ref(s) && !object_ref(&bare(s), defs)) {
        // What the others name and schema `i` does not, where it may be an object.
        let kept = |i: usize| -> BTreeSet<String> {
            if kinds(&schemas[i].0).is_some_and(|k| !k.contains(&"object")) {
                return BTreeSet::new();
            }
            let own = names(&schemas[i].0, defs);
            (schemas.iter().enumerate())
                .filter(|(j, _)| *j != i)
                .flat_map(|(_, (s, _))| names(s, defs).into_iter())
                .filter(|n| !own.contains(n))
                .collect()
        };
        // The narrowest known, a schema without `$ref`s that says its `type`; else the one
        // leaving the fewest properties to `extra` (the first of those).
        let chosen = (schemas.iter())
            .position(|(s, _)| !reaches_ref(s) && kinds(s).is_some())
            .unwrap_or_else(|| {
                (0..schemas.len())
                    .min_by_key(|&i| kept(i).len())
                    .unwrap_or(0)
            });
        let kept = kept(chosen);
        return Meet::Each { chosen, kept };
    }
    Meet::All(parts)
}

/// The kinds of value the `type` of `s` admits (`number` is integers and the rest); `None`
/// without one, or beside a `$ref` (which up to draft-07 makes it say nothing).
pub(in crate::upgrade) fn kinds(s: &Value) -> Option<Vec<&str>> {
    if s.get("$ref").is_some() {
        return None;
    }
    let names: Vec<&str> = match s.get("type")? {
        Value::String(t) => vec![t.as_str()],
        Value::Array(a) => a.iter().map(Value::as_str).collect::<Option<_>>()?,
        _ => return None,
    };
    Some(
        names
            .into_iter()
            .flat_map(|t| match t {
                "number" => vec!["integer", "fraction"],
                t => vec![t],
            })
            .collect(),
    )
}

/// Whether `s` (without annotations) is a `$ref` alone to a definition of object keywords
/// alone with `type: "object"` (minecraft's entity, item, location predicates), which typify
/// merges into a struct of every part's properties.
fn object_ref(s: &Value, defs: &Map<String, Value>) -> bool {
    let Some(Value::Object(target)) =
        (s.get("$ref").and_then(Value::as_str)).and_then(|r| defs.get(r))
    else {
        return false;
    };
    s.as_object().is_some_and(|o| o.len() == 1)
        && target.get("type").is_some_and(|t| t == "object")
        && crate::keywords::annotations_beside(
            target,
            &["type", "properties", "required", "additionalProperties"],
        )
}

impl Case {
    /// The tested property in its case's branch: a string `enum` of the case's values
    /// (typify types a `const` as any value or any string, which would not tell the
    /// branches apart).
    pub(super) fn tag_schema(&self) -> Value {
        let mut tag = self.tag.as_object().cloned().unwrap_or_default();
        tag.retain(|k, _| ANNOTATIONS.contains(&k.as_str()));
        tag.insert("type".into(), "string".into());
        let values = self.values.iter().cloned().map(Value::String).collect();
        tag.insert("enum".into(), Value::Array(values));
        Value::Object(tag)
    }
}
