//! The rules for object and array keywords: `additionalProperties`, `properties`, `items`,
//! and the branches of `oneOf`/`anyOf` (keyed as the module docs say).

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::shape::{extend, is_open, keyed, short};
use super::Impact::{Breaking, Compatible};
use super::{Differ, Keywords};

impl Differ {
    /// `additionalProperties`: generated structs keep unknown properties in an `extra` field
    /// exactly when they are allowed, so any change reshapes the struct.
    pub(super) fn additional(&mut self, at: &[String], old: &Keywords, new: &Keywords) {
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

    pub(super) fn properties(&mut self, at: &[String], old: &Keywords, new: &Keywords) {
        let props = |m: &Keywords| -> BTreeMap<String, Value> {
            match m.get("properties") {
                Some(Value::Object(p)) => p.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
                _ => BTreeMap::new(),
            }
        };
        let required = |m: &Keywords| -> BTreeSet<String> {
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

    pub(super) fn items(&mut self, at: &[String], old: &Keywords, new: &Keywords) {
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

    pub(super) fn variants(
        &mut self,
        at: &[String],
        keyword: &str,
        old: &Keywords,
        new: &Keywords,
    ) {
        let branches = |m: &Keywords| m.get(keyword).and_then(Value::as_array).cloned();
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
