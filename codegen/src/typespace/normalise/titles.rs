//! The annotations typify turns into names and doc comments, made fit for both.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use super::{Normaliser, KEPT_ANNOTATIONS};

impl Normaliser<'_> {
    /// Makes `obj`'s annotations fit: line breaks without carriage returns (rustc refuses a
    /// bare one in a doc comment), and no title that names the type a definition is named,
    /// but on that definition (winget's `InstallModes` holds items titled `InstallModes`,
    /// cargo's `package.publish` is titled `Publish` beside the definition `Publish`: typify
    /// would emit two items of that name; untitled, typify names it from its path). A union's
    /// branch keeps its title: it names a variant, not a type.
    pub(super) fn fit_annotations(&self, obj: &mut Map<String, Value>, pointer: &str) {
        // A carriage return is not allowed in a doc comment: line breaks are `\n`.
        for k in KEPT_ANNOTATIONS {
            if let Some(Value::String(text)) = obj.get_mut(*k) {
                *text = text.replace("\r\n", "\n").replace('\r', "\n");
            }
        }
        if !obj.contains_key("title") {
            if let Some(title) = symbol_title(pointer) {
                obj.insert("title".into(), Value::String(title));
            }
        }
        let Some(title) = obj.get("title").and_then(Value::as_str) else {
            return;
        };
        let name = crate::ident::rust_name(title);
        // The definition itself, or the root (its title is the root type's name).
        let itself = |d: &String| {
            let token = crate::error::escape_token(d);
            pointer.is_empty()
                || ["definitions", "$defs"]
                    .iter()
                    .any(|c| pointer == format!("/{c}/{token}"))
        };
        let (parent, _) = pointer.rsplit_once('/').unwrap_or_default();
        let branch = parent.ends_with("/oneOf") || parent.ends_with("/anyOf");
        if !branch
            && (self.definition_names.get(&name))
                .is_some_and(|defs| defs.iter().any(|d| !itself(d)))
        {
            obj.remove("title");
        }
    }
}

/// The definitions of `names` by the Rust name each spells (`ident::rust_name`).
pub(in crate::typespace) fn by_rust_name(
    names: &BTreeSet<String>,
) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for d in names {
        out.entry(crate::ident::rust_name(d))
            .or_default()
            .push(d.clone());
    }
    out
}

/// New titles for the subschemas of `doc` whose title a different one holding them has
/// (ocelot's `"The Items Schema"`, on the routes and on their hosts: typify would give the
/// inner one the outer's type): `Title2`, `Title3`…, as `retitle.rs` names them after a
/// failed pairing. By pointer; union branches aside (their titles name variants).
pub(in crate::typespace) fn shared_titles(doc: &Value) -> Vec<(String, String)> {
    /// Each titled subschema: `(pointer, its title's name, whether a schema holding it has
    /// that name)`. `names` holds the titled schemas above `v`: one holding `v` is never
    /// equal to it, so only the names are compared (no schema is, and the walk is linear).
    fn walk(
        v: &Value,
        at: &str,
        branch: bool,
        names: &mut Vec<String>,
        seen: &mut Vec<(String, String, bool)>,
    ) {
        let Value::Object(o) = v else { return };
        let titled = match (o.get("title"), branch) {
            (Some(Value::String(t)), false) => {
                let name = crate::ident::rust_name(t);
                seen.push((at.to_owned(), name.clone(), names.contains(&name)));
                names.push(name);
                true
            }
            _ => false,
        };
        for (k, x) in o {
            if crate::keywords::holds_data(k) {
                continue;
            }
            let here = format!("{at}/{}", crate::error::escape_token(k));
            let union = matches!(k.as_str(), "oneOf" | "anyOf");
            match x {
                Value::Array(a) => {
                    for (i, s) in a.iter().enumerate() {
                        walk(s, &format!("{here}/{i}"), union, names, seen);
                    }
                }
                _ => walk(x, &here, false, names, seen),
            }
        }
        if titled {
            names.pop();
        }
    }
    let mut seen = Vec::new();
    walk(doc, "", false, &mut Vec::new(), &mut seen);
    let mut taken: std::collections::BTreeSet<String> =
        seen.iter().map(|(_, n, _)| n.clone()).collect();
    // The next number to try for each name.
    let mut next: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    let mut out = Vec::new();
    // Inside a schema of its title typify reads the outer type into the inner's place. Apart,
    // the second of two different schemas of one title gets the first's type too (pixi's two
    // `Args` arrays), which the pairing may meet as a mismatch before the shared name that
    // `retitle.rs` answers. The same schema twice keeps one type: the first's name, or the
    // number the first of its kind got (a `then` read as a case is written twice).
    // Each title's kinds of schema apart: a pointer of one, and its new title.
    let mut kinds: std::collections::BTreeMap<&str, Vec<(&str, Option<String>)>> =
        std::collections::BTreeMap::new();
    let mut fresh = |name: &str| {
        let k = next.entry(name.to_owned()).or_insert(2);
        let title = loop {
            let t = format!("{name}{k}");
            *k += 1;
            if !taken.contains(&t) {
                break t;
            }
        };
        taken.insert(title.clone());
        title
    };
    for (at, name, inside) in &seen {
        if at.is_empty() || (!inside && crate::typespace::retitle::is_definition(at)) {
            continue;
        }
        if *inside {
            out.push((at.clone(), fresh(name)));
            continue;
        }
        let known = kinds.entry(name.as_str()).or_default();
        // (Compared with a bounded number of kinds: past them, each is a kind of its own.)
        let same = (known.iter().take(KINDS))
            .find(|(p, _)| same_schema(doc.pointer(p), doc.pointer(at)))
            .map(|(_, t)| t.clone());
        match same {
            Some(Some(title)) => out.push((at.clone(), title)),
            Some(None) => {}
            None if known.is_empty() => known.push((at.as_str(), None)),
            None => {
                let title = fresh(name);
                known.push((at.as_str(), Some(title.clone())));
                out.push((at.clone(), title));
            }
        }
    }
    out
}

/// How many kinds of schema of one title [`shared_titles`] compares a schema with.
const KINDS: usize = 32;

/// The title of a property named without a letter or digit (pdm's scripts' `_`), which
/// typify would name as the object holding it (`RootScripts`, whose type it then reuses): the
/// holder's own name and the property's symbols in words (`ScriptsUnderscore`).
fn symbol_title(pointer: &str) -> Option<String> {
    let tokens: Vec<String> = (pointer.split('/'))
        .map(crate::error::unescape_token)
        .collect();
    let [.., properties, name] = tokens.as_slice() else {
        return None;
    };
    if properties != "properties" || !crate::ident::rust_name(name).is_empty() {
        return None;
    }
    let words: String = crate::ident::symbol_words(name).concat();
    // The holder's name: the property or definition it is, where it is one.
    let holder = (tokens.len() >= 4)
        .then(|| &tokens[tokens.len() - 4..tokens.len() - 2])
        .filter(|t| matches!(t[0].as_str(), "properties" | "definitions" | "$defs"))
        .map_or_else(String::new, |t| crate::ident::rust_name(&t[1]));
    Some(format!(
        "{holder}{}",
        if words.is_empty() { "Empty" } else { &words }
    ))
}

/// Whether two titled schemas are one, annotations on them aside.
fn same_schema(a: Option<&Value>, b: Option<&Value>) -> bool {
    fn shape(v: Option<&Value>) -> Option<Vec<(&String, &Value)>> {
        v.and_then(Value::as_object).map(|o| {
            o.iter()
                .filter(|(k, _)| crate::keywords::role(k) != crate::keywords::Role::Annotation)
                .collect()
        })
    }
    shape(a) == shape(b)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn properties_named_by_symbols_are_titled_by_their_holder() {
        let cases = [
            (
                "/properties/scripts/properties/_",
                Some("ScriptsUnderscore"),
            ),
            ("/definitions/env/properties/-$", Some("EnvDashDollar")),
            ("/properties/_", Some("Underscore")),
            ("/properties/a/properties/", Some("AEmpty")),
            ("/properties/a/properties/x_", None),
            ("/properties/a/items", None),
        ];
        for (pointer, want) in cases {
            assert_eq!(super::symbol_title(pointer).as_deref(), want, "{pointer}");
        }
    }

    #[test]
    fn titles_inside_a_schema_of_that_title_are_numbered() {
        let titled =
            |inner: serde_json::Value| json!({"title": "Item", "properties": {"x": inner}});
        let cases = [
            // Nested three deep: the inner two numbered.
            (
                titled(titled(titled(json!({})))),
                vec![
                    ("/properties/x", "Item2"),
                    ("/properties/x/properties/x", "Item3"),
                ],
            ),
            // Apart (siblings), different: the second numbered; the same: one type.
            (
                json!({"properties": {"a": {"title": "Item"}, "b": {"title": "Item", "type": "string"}}}),
                vec![("/properties/b", "Item2")],
            ),
            (
                json!({"properties": {"a": {"title": "Item", "type": "string"},
                                      "b": {"title": "Item", "type": "string", "description": "b"}}}),
                vec![],
            ),
            (
                json!({"properties": {"a": {"title": "Item", "type": "string"},
                                      "b": {"title": "Item", "type": "integer"},
                                      "c": {"title": "Item", "type": "integer"}}}),
                vec![("/properties/b", "Item2"), ("/properties/c", "Item2")],
            ),
            // A definition's title names nothing (typify names it by its key); a union's
            // branches: left to typify.
            (
                json!({"definitions": {"A": {"title": "Item", "type": "string"}},
                       "properties": {"b": {"title": "Item", "type": "integer"}}}),
                vec![],
            ),
            (
                json!({"title": "Item", "oneOf": [{"title": "Item"}]}),
                vec![],
            ),
            // A number another title has is skipped.
            (
                json!({"title": "Item", "properties": {"x": {"title": "Item"}, "y": {"title": "Item2"}}}),
                vec![("/properties/x", "Item3")],
            ),
        ];
        for (doc, want) in cases {
            let got = super::shared_titles(&doc);
            let want: Vec<(String, String)> = want
                .into_iter()
                .map(|(a, b)| (a.to_owned(), b.to_owned()))
                .collect();
            assert_eq!(got, want, "{doc}");
        }
    }
}
