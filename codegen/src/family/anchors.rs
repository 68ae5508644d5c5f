//! A `$ref` to another file's anchor (`"other.json#foo"`), as the type model reads it: by the
//! JSON pointer of the one subschema of that file the anchor names (`other.json#/$defs/a`),
//! whose type it then is, as any pointer of another file's. Within one file
//! `upgrade/references.rs` does the same; across files only the family knows the other
//! document. Not where the other file has inner resources (its anchors are theirs), nor for
//! a name no subschema or several have there: the reference stays, reported.

use serde_json::Value;

use super::File;
use crate::compile::{pointer_uri, split_reference};
use crate::upgrade::references::plain_anchors;
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
    let mut doc = file.doc.clone();
    let (mut found, nested) = plain_anchors(&mut doc, file.draft, file.draft.id_keyword());
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
