//! A `$ref` to another file's anchor (`"other.json#foo"`), as the type model reads it: by the
//! JSON pointer of the one subschema of that file the anchor names (`other.json#/$defs/a`),
//! whose type it then is, as any pointer of another file's. Within one file
//! `upgrade/references.rs` does the same; across files only the family knows the other
//! document. Not where the other file has inner resources (its anchors are theirs), nor for
//! a name no subschema or several have there: the reference stays, reported.

use serde_json::Value;

use super::File;
use crate::compile::{pointer_uri, split_reference};
use crate::ir::Draft;
use crate::upgrade::{each_schema, Order};

/// Spells each file's `$ref`s to another file's anchor by pointer (module docs).
pub(crate) fn spell(files: &mut [File]) {
    let anchors: Vec<Vec<(String, String)>> = files.iter().map(anchors).collect();
    let bases: Vec<String> = files.iter().map(|f| f.base.clone()).collect();
    for (i, file) in files.iter_mut().enumerate() {
        let base = file.base.clone();
        each_schema(&mut file.shape, "", Order::Before, &mut |obj, _| {
            let Some(Value::String(r)) = obj.get_mut("$ref") else {
                return;
            };
            let Some((uri, name)) = r.split_once('#') else {
                return;
            };
            if uri.is_empty() || name.is_empty() || name.starts_with('/') {
                return;
            }
            let Some((absolute, _)) = split_reference(&base, uri) else {
                return;
            };
            let Some(k) = bases
                .iter()
                .position(|b| *b == absolute)
                .filter(|k| *k != i)
            else {
                return;
            };
            let mut named = anchors[k].iter().filter(|(n, _)| n == name);
            if let (Some((_, at)), None) = (named.next(), named.next()) {
                *r = pointer_uri(&absolute, at);
            }
        });
    }
}

/// A file's anchors by name, with the pointers of the subschemas they name in the type
/// model's copy; none where the file has inner resources.
fn anchors(file: &File) -> Vec<(String, String)> {
    let modern = matches!(file.draft, Draft::Draft201909 | Draft::Draft202012);
    let id = file.draft.id_keyword();
    let mut doc = file.doc.clone();
    let mut found = Vec::new();
    let mut nested = false;
    each_schema(&mut doc, "", Order::Before, &mut |obj, at| {
        let identifier = obj.get(id).and_then(Value::as_str);
        nested |= !at.is_empty() && identifier.is_some_and(|i| !i.starts_with('#'));
        let mut names = Vec::new();
        if modern {
            for keyword in ["$anchor", "$dynamicAnchor"] {
                names.extend(obj.get(keyword).and_then(Value::as_str));
            }
        } else {
            names.extend(identifier.and_then(|i| i.strip_prefix('#')));
        }
        for name in names.into_iter().filter(|n| !n.is_empty()) {
            found.push((name.to_owned(), at.to_owned()));
        }
    });
    // The type model's copy must hold the subschema where the file has it (rewrites move
    // some: those stay reported).
    found.retain(|(_, at)| file.shape.pointer(at).is_some() && file.moved.original(at) == *at);
    if nested {
        found.clear();
    }
    found
}

#[cfg(test)]
mod tests;
