//! The annotations typify turns into names and doc comments, made fit for both.

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
        let Some(title) = obj.get("title").and_then(Value::as_str) else {
            return;
        };
        let name = crate::typespace::rust_name(title);
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
            && self
                .definitions
                .iter()
                .any(|d| !itself(d) && crate::typespace::rust_name(d) == name)
        {
            obj.remove("title");
        }
    }
}

/// New titles for the subschemas of `doc` whose title a different one holding them has
/// (ocelot's `"The Items Schema"`, on the routes and on their hosts: typify would give the
/// inner one the outer's type): `Title2`, `Title3`…, as `retitle.rs` names them after a
/// failed pairing. By pointer; union branches aside (their titles name variants).
pub(in crate::typespace) fn shared_titles(doc: &Value) -> Vec<(String, String)> {
    fn walk(v: &Value, at: &str, branch: bool, seen: &mut Vec<(String, String, Value)>) {
        let Value::Object(o) = v else { return };
        if let (Some(Value::String(t)), false) = (o.get("title"), branch) {
            seen.push((at.to_owned(), crate::typespace::rust_name(t), v.clone()));
        }
        for (k, x) in o {
            if crate::keywords::holds_data(k) {
                continue;
            }
            let here = format!("{at}/{}", crate::error::escape_token(k));
            let union = matches!(k.as_str(), "oneOf" | "anyOf");
            match x {
                Value::Array(a) => {
                    for (i, s) in a.iter().enumerate() {
                        walk(s, &format!("{here}/{i}"), union, seen);
                    }
                }
                _ => walk(x, &here, false, seen),
            }
        }
    }
    let mut seen = Vec::new();
    walk(doc, "", false, &mut seen);
    let mut taken: std::collections::BTreeSet<String> =
        seen.iter().map(|(_, n, _)| n.clone()).collect();
    let mut out = Vec::new();
    for (i, (at, name, schema)) in seen.iter().enumerate() {
        // The first of its schema keeps the title; another schema after it gets a new one.
        // (Only inside the other one: typify reads the outer type into the inner's place and
        // the pairing fails on the mismatch; two apart it fails on the shared name, and
        // `retitle.rs` retitles the second then.)
        let first = seen[..i].iter().find(|(_, n, s)| n == name && s == schema);
        let other = seen[..i]
            .iter()
            .any(|(outer, n, s)| n == name && s != schema && at.starts_with(&format!("{outer}/")));
        if first.is_none() && other && !at.is_empty() {
            let title = (2..=seen.len() + 1)
                .map(|k| format!("{name}{k}"))
                .find(|t| !taken.contains(t))
                .unwrap_or_default();
            taken.insert(title.clone());
            out.push((at.clone(), title));
        }
    }
    out
}
