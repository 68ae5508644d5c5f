//! The branches of an object read as a union of its `if`/`then` cases (`cases.rs`).

use serde_json::{Map, Value};

use super::{Case, ANNOTATIONS};

/// The object whose cases become branches.
pub(super) struct Object<'a> {
    /// Whether the object says `type: "object"` (without it, the branches are objects'
    /// keywords alone, and the normaliser adds the variant of every other value).
    pub(super) typed: bool,
    pub(super) pointer: &'a str,
    /// Where the branch of an object without the tested property goes.
    pub(super) absent_at: String,
    /// The property the `if`s test.
    pub(super) k: &'a str,
    /// Its own `properties` and `required`.
    pub(super) outer: &'a Map<String, Value>,
    pub(super) required: &'a [Value],
}

impl Object<'_> {
    /// The branch (at `at`) of an object that meets every case of `cases`: the outer
    /// properties and each `then`'s, with the tested property the case's values (one case)
    /// or absent (the cases whose `if` holds without it). `None` where a `then` is not an
    /// object's keywords alone or names a property otherwise than the object does; a
    /// property two `then`s name differently is any value (coarser, never narrower, and
    /// reported in `coarse`).
    pub(super) fn branch(
        &self,
        cases: &[&Case],
        at: &str,
        layer: &mut Vec<(String, String)>,
        coarse: &mut Vec<(String, String)>,
    ) -> Option<Value> {
        // One case's branch, or the branch of an object without the tested property.
        let tagged = cases.len() == 1 && at != self.absent_at;
        let mut branch = Map::new();
        let mut properties = Map::new();
        let mut required: Vec<Value> = self.required.to_vec();
        let mut conflicts: Vec<String> = Vec::new();
        for case in cases {
            let then = &case.then;
            let fits = then.iter().all(|(key, v)| match key.as_str() {
                "type" => v == "object",
                "properties" => v.is_object(),
                "required" => v.is_array(),
                "additionalProperties" => tagged,
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
                let token = crate::error::escape_token(name);
                let from = format!("{}/properties/{token}", case.then_at);
                layer.push((format!("{at}/properties/{token}"), from));
                match properties.get(name) {
                    _ if conflicts.contains(name) => {}
                    Some(other) if other != s => {
                        conflicts.push(name.clone());
                        properties.insert(name.clone(), Value::Object(Map::new()));
                    }
                    _ => {
                        properties.insert(name.clone(), s.clone());
                    }
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
        for (name, s) in self.outer {
            if name == self.k {
                continue;
            }
            match properties.get(name) {
                Some(own) if own != s => return None,
                Some(_) => {}
                None => {
                    let token = crate::error::escape_token(name);
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
                    "an object without {:?} meets every `if` that does not require it: {} (named differently by their `then`s) are any value there",
                    self.k,
                    serde_json::to_string(&conflicts).unwrap_or_default()
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
        Some(Value::Object(branch))
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
        Value::Object(rest)
    }
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
