//! `$ref`s to any pointer of the document (`#/definitions/A/definitions/B`,
//! `#/properties/a`, `#/items`): typify names only top-level definitions, so each such target
//! is lifted into a definition of its own, named from its path and shared by every reference
//! to it (and by its own place, which refers to it). `$ref: "#"` needs none: typify reads it
//! as the root itself.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use super::Normaliser;
use crate::ident::rust_name;

/// The base local references are resolved against, to tell them from other documents'.
const LOCAL: &str = "file:///__this_document__";

/// The `$id` of `doc` without its empty fragment, or `""`.
pub(in crate::typespace) fn doc_id(doc: &Value) -> &str {
    doc.get("$id")
        .and_then(Value::as_str)
        .unwrap_or("")
        .trim_end_matches('#')
}

/// The JSON pointer (canonical: as the generator names nodes) a `$ref` designates in this
/// document (`id`: its `$id`, or `""`), or `None` for another document or an anchor.
pub(in crate::typespace) fn local_pointer(id: &str, reference: &str) -> Option<String> {
    let reference = match reference.strip_prefix(id) {
        Some(rest) if !id.is_empty() && (rest.is_empty() || rest.starts_with('#')) => rest,
        _ => reference,
    };
    if !reference.starts_with('#') {
        return None;
    }
    let (base, pointer) = crate::compile::split_reference(LOCAL, reference)?;
    (base == LOCAL).then(|| crate::compile::canonical_pointer(&pointer))
}

/// Every pointer some `$ref` of `doc` (or of another file: `incoming`) designates that typify
/// cannot name as it is (not the root, not a top-level definition), with the definition name
/// it is lifted into: its path
/// without the container keywords (`/definitions/MBOATS/definitions/Video` →
/// `MBOATSVideo`; outside definitions after the root's name `root`: `/properties/a` →
/// `RootA`, as typify names an inline type), made unique against `taken` and each other.
pub(in crate::typespace) fn targets(
    doc: &Value,
    (id, root): (&str, &str),
    taken: &BTreeSet<String>,
    incoming: &BTreeSet<String>,
) -> BTreeMap<String, String> {
    fn refs<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
        match v {
            Value::Object(o) => {
                if let Some(Value::String(r)) = o.get("$ref") {
                    out.push(r);
                }
                for (k, child) in o {
                    if !crate::keywords::holds_data(k) {
                        refs(child, out);
                    }
                }
            }
            Value::Array(a) => a.iter().for_each(|c| refs(c, out)),
            _ => {}
        }
    }
    let mut found = Vec::new();
    refs(doc, &mut found);
    let top_level = |p: &str| {
        let tokens: Vec<&str> = p.split('/').skip(1).collect();
        matches!(tokens.as_slice(), ["definitions" | "$defs", name]
            if taken.contains(&crate::error::unescape_token(name)))
    };
    // Also the placeholders' names (`Other`, `ExternalType0`…; see `Normaliser::placeholder`).
    let mut names: BTreeSet<String> = taken.iter().map(|n| rust_name(n)).collect();
    let placeholder = |n: &str| n.starts_with("Other") || n.starts_with("ExternalType");
    let mut out = BTreeMap::new();
    let local = found.into_iter().filter_map(|r| local_pointer(id, r));
    for pointer in local.chain(incoming.iter().cloned()) {
        if pointer.is_empty() || top_level(&pointer) || out.contains_key(&pointer) {
            continue;
        }
        if doc.pointer(&pointer).is_none() {
            continue;
        }
        let in_definitions = pointer.starts_with("/definitions/") || pointer.starts_with("/$defs/");
        // Tokens decoded (`a~1b` is the name `a/b`), each a word of the name; the container
        // keywords left out, not a name after one (opspec's property `properties`: typify names
        // that property's inline type with it).
        let mut after_container = false;
        let path: Vec<String> = (!in_definitions)
            .then_some(root)
            .into_iter()
            .chain(pointer.split('/').skip(1))
            .filter(|t| {
                let container =
                    !after_container && matches!(*t, "definitions" | "$defs" | "properties");
                after_container = container;
                !container
            })
            .map(crate::error::unescape_token)
            .collect();
        let base = rust_name(&path.join("/"));
        // Never a placeholder's name (`Other…`), so one of the candidates below is free.
        let base = if base.is_empty() || placeholder(&base) {
            format!("Target{base}")
        } else {
            base
        };
        let name = (1..=names.len() + 1)
            .map(|i| {
                if i == 1 {
                    base.clone()
                } else {
                    format!("{base}{i}")
                }
            })
            .find(|n| !names.contains(n) && !placeholder(n))
            .unwrap_or_default();
        names.insert(name.clone());
        out.insert(pointer, name);
    }
    out
}

/// Removes from typify's `definitions` those whose names typify cannot refer to, a `/` or `~`
/// in them (tsconfig's `"//"`, a comment; typify panicked on `#/definitions///`). A `$ref`
/// to one is lifted, as any pointer ([`targets`] does not take them for top-level names).
/// Returns each that constrains something, by pointer, with the reason it has no type where
/// no `$ref` reaches it.
pub(in crate::typespace) fn unnameable_definitions(
    doc: &Value,
    definitions: &mut Map<String, Value>,
) -> Vec<(String, String)> {
    let unnameable: Vec<String> = definitions
        .keys()
        .filter(|n| n.contains('/') || n.contains('~'))
        .cloned()
        .collect();
    let mut out = Vec::new();
    for name in unnameable {
        // One that constrains nothing (tsconfig's `"//"`, a comment) is any value: nothing
        // coarser to report.
        let any = definitions
            .remove(&name)
            .is_some_and(|d| crate::keywords::admits_all(&d));
        if any {
            continue;
        }
        let container = ["definitions", "$defs"]
            .into_iter()
            .find(|c| doc.get(*c).and_then(|d| d.get(&name)).is_some())
            .unwrap_or("definitions");
        out.push((
            format!("/{container}/{}", crate::error::escape_token(&name)),
            "a definition whose name has `/` or `~` (typify cannot refer to it) that no `$ref` reaches: no type".to_owned(),
        ));
    }
    out
}

impl Normaliser<'_> {
    /// When the subschema at `pointer` is a lifted target, normalises it where it is, moves it
    /// into its definition and leaves a reference to it; `true` when it did.
    pub(super) fn lift(&mut self, schema: &mut Value, pointer: &str) -> bool {
        let Some(name) = self.targets.get(pointer).cloned() else {
            return false;
        };
        if !self.lifting.insert(pointer.to_owned()) {
            return false;
        }
        self.normalise(schema, pointer);
        let body = std::mem::replace(schema, reference_to(&name));
        self.lifted.push((name, pointer.to_owned(), body));
        true
    }

    /// The targets no walk reached (inside a subschema typed `serde_json::Value`, say), each
    /// normalised on its own from `doc`.
    pub(in crate::typespace) fn lift_the_rest(&mut self, doc: &Value) {
        let rest: Vec<String> = self
            .targets
            .keys()
            .filter(|p| !self.lifting.contains(*p))
            .cloned()
            .collect();
        for pointer in rest {
            let mut schema = doc.pointer(&pointer).cloned().unwrap_or(Value::Bool(true));
            self.lift(&mut schema, &pointer);
        }
    }

    /// The definition name a local `$ref` is rewritten to, when its target was lifted.
    pub(super) fn lifted_name(&self, reference: &str) -> Option<&String> {
        self.targets.get(&local_pointer(self.id, reference)?)
    }
}

/// `{"$ref": "#/definitions/NAME"}`.
fn reference_to(name: &str) -> Value {
    let mut obj = Map::new();
    obj.insert(
        "$ref".into(),
        Value::String(format!(
            "#/definitions/{}",
            name.replace('~', "~0").replace('/', "~1")
        )),
    );
    Value::Object(obj)
}

#[cfg(test)]
mod tests {
    use super::{local_pointer, targets};
    use serde_json::json;
    use std::collections::BTreeSet;

    #[test]
    fn local_pointers() {
        let cases = [
            ("", "#", Some("")),
            ("", "#/properties/a", Some("/properties/a")),
            ("", "#/definitions/a%20b", Some("/definitions/a b")),
            ("", "#/definitions/a~1b", Some("/definitions/a~1b")),
            (
                "https://x/s.json",
                "https://x/s.json#/items",
                Some("/items"),
            ),
            ("https://x/s.json", "other.json#/items", None),
            ("", "#anchor", None),
        ];
        for (id, reference, want) in cases {
            assert_eq!(
                local_pointer(id, reference).as_deref(),
                want,
                "{id} {reference}"
            );
        }
    }

    /// Targets named from their path, unique against the definitions and each other; the
    /// root, top-level definitions and anything outside the document are not lifted.
    #[test]
    fn targets_named_from_their_path() {
        let doc = json!({
            "properties": {
                "a": {"$ref": "#/properties/b"},
                "b": {"items": {"$ref": "#/definitions/M/definitions/Video"}},
                "c": {"$ref": "#/definitions/MVideo"},
                "d": {"$ref": "#"},
                "e": {"$ref": "#/properties/missing"},
                "f": {"$ref": "other.json#/x"},
                "g": {"$ref": "#/properties/b/items"},
                "h": {"enum": [{"$ref": "#/properties/a"}]}
            },
            "definitions": {"M": {"definitions": {"Video": {}}}, "MVideo": {}}
        });
        let taken: BTreeSet<String> = ["M", "MVideo"].map(str::to_owned).into();
        // Pointers other files refer to are lifted too (not the root, nor a definition).
        let incoming: BTreeSet<String> = ["/properties/h", "/definitions/M", "", "/properties/b"]
            .map(str::to_owned)
            .into();
        let got = targets(&doc, ("", "Root"), &taken, &incoming);
        let want = [
            ("/definitions/M/definitions/Video", "MVideo2"),
            ("/properties/b", "RootB"),
            ("/properties/b/items", "RootBItems"),
            ("/properties/h", "RootH"),
        ];
        let got: Vec<(&str, &str)> = got.iter().map(|(p, n)| (p.as_str(), n.as_str())).collect();
        assert_eq!(got, want);
    }
}

#[cfg(test)]
mod unnameable {
    use serde_json::{json, Map, Value};

    /// Definitions named with `/` or `~` leave typify's input; reported only where they
    /// constrain something (a comment, annotations alone or `true`, is any value).
    #[test]
    fn reported_where_they_constrain() {
        let doc = json!({"definitions": {
            "//": {"explainer": "https://x", "reference": "y"},
            "a/b": {"type": "string"},
            "c~d": true,
            "e/f": {"title": "t", "not": {}},
            "plain": {"type": "integer"}
        }});
        let mut definitions: Map<String, Value> =
            doc["definitions"].as_object().cloned().unwrap_or_default();
        let got: Vec<String> = super::unnameable_definitions(&doc, &mut definitions)
            .into_iter()
            .map(|(pointer, _)| pointer)
            .collect();
        assert_eq!(got, ["/definitions/a~1b", "/definitions/e~1f"]);
        assert_eq!(definitions.keys().collect::<Vec<_>>(), ["plain"]);
    }
}
