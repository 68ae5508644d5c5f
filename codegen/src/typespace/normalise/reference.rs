//! `$ref`s as typify reads them: a definition's name (percent-decoded), the root, a lifted
//! target or a placeholder for another file's type; why one it cannot name is `{}`; and
//! whether an `allOf`/union branch that is a `$ref` only constrains.

use serde_json::{Map, Value};

use super::{local_pointer, Normaliser};

/// Why a `$ref` typify cannot name is any value: the 2019-09 or 2020-12 meta-schema (a schema
/// held as data; the earlier drafts' are typed, `family/meta.rs`), or any other target.
pub(super) fn unnamed(reference: Option<&Value>) -> String {
    let target = reference.map_or_else(String::new, Value::to_string);
    match reference.and_then(Value::as_str).and_then(crate::ir::Draft::from_uri) {
        Some(d) => format!(
            "`$ref` {target} is the {} meta-schema, whose vocabularies the engine joins by `$dynamicRef`: a schema there is any JSON Schema, which the engine checks with its built-in copy",
            d.name()
        ),
        None => format!("`$ref` {target} is not a definition typify can name"),
    }
}

impl Normaliser<'_> {
    /// Whether `b` is a `$ref` (with annotations) to a schema of this document that only
    /// constrains ([`crate::compile::only_constrains`]).
    pub(super) fn refers_to_constraints(&self, b: &Value) -> bool {
        let Some(o) = b.as_object() else { return false };
        let Some(r) = o.get("$ref").and_then(Value::as_str) else {
            return false;
        };
        crate::keywords::annotations_beside(o, &["$ref"])
            && !self.external.contains_key(r)
            && local_pointer(self.id, r)
                .and_then(|p| self.doc.pointer(&p))
                .is_some_and(crate::compile::only_constrains)
    }

    /// Rewrites the `$ref` of `obj` for typify: to a placeholder for another file's type, or
    /// to `#/definitions/NAME`. `false` when the target is not a definition typify can name.
    pub(super) fn reference(&mut self, obj: &mut Map<String, Value>, pointer: &str) -> bool {
        if let Some(path) = self.external.get(pointer) {
            let path = path.clone();
            let n = self.replacements.len();
            let names = (0..=self.definitions.len()).map(|i| format!("ExternalType{}", n + i));
            let placeholder = self.placeholder(&path, names);
            obj.insert(
                "$ref".into(),
                Value::String(format!("#/definitions/{placeholder}")),
            );
            return true;
        }
        let Some(Value::String(r)) = obj.get_mut("$ref") else {
            return false;
        };
        let local = r
            .strip_prefix(self.id)
            .filter(|_| !self.id.is_empty())
            .unwrap_or(r);
        // A top-level definition's name, percent-decoded (`%3A` is `:`), one typify can say.
        let name = local_pointer(self.id, r).and_then(|p| {
            let n = (p.strip_prefix("/definitions/")).or_else(|| p.strip_prefix("/$defs/"))?;
            (!n.contains('/') && !n.contains('~')).then(|| n.to_owned())
        });
        match name {
            Some(n) => {
                if !self.definitions.contains(&n) {
                    return false;
                }
                *r = format!("#/definitions/{n}");
                true
            }
            // The root itself: typify reads `#` as its root type (recursion).
            _ if local == "#" => {
                "#".clone_into(r);
                true
            }
            _ => {
                let Some(lifted) = self.lifted_name(&r.clone()).cloned() else {
                    return false;
                };
                *r = format!(
                    "#/definitions/{}",
                    lifted.replace('~', "~0").replace('/', "~1")
                );
                true
            }
        }
    }
}
