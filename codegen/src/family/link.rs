//! How the files of a family refer to each other: every cross-file `$ref` linked to its
//! target node, a definition repeated with the same content in one module shared (different
//! content refused), and the files put in an order where each comes after those it names.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::File;
use crate::error::{Error, ErrorKind};
use crate::ir::{NodeId, Schema};

/// Resolves every cross-file reference to the target file's node. A target the document has
/// but the IR does not (a subschema below `not` or `if`, which no type reads) leaves the
/// reference `serde_json::Value`, reported by the typify input; one the document lacks is an
/// error.
pub(super) fn link(files: &[File], schemas: &mut [Schema]) -> Result<(), Error> {
    for i in 0..schemas.len() {
        for ext in schemas[i].external_refs.clone() {
            match schemas[ext.file].pointers.get(&ext.pointer).copied() {
                Some(target) => schemas[i].nodes[ext.node].external = Some((ext.file, target)),
                None if files[ext.file].shape.pointer(&ext.pointer).is_some() => {
                    schemas[i].nodes[ext.node].coarse = true;
                }
                None => {
                    let at = format!("{}/$ref", schemas[i].nodes[ext.node].pointer);
                    return Err(Error::new(
                        &files[i].shown,
                        &at,
                        ErrorKind::DanglingRef(format!("{}#{}", files[ext.file].base, ext.pointer)),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Per file, the pointers other files refer to: `lift.rs` lifts those typify cannot name as
/// they are (not the root, not a top-level definition) into types of their own, which the
/// referring files name.
pub(super) fn incoming(schemas: &[Schema]) -> Vec<BTreeSet<String>> {
    let mut out = vec![BTreeSet::new(); schemas.len()];
    for node in schemas.iter().flat_map(|s| &s.nodes) {
        if let Some((j, target)) = node.external {
            out[j].insert(schemas[j].nodes[target].pointer.clone());
        }
    }
    out
}

/// Within a module, a definition with the same name and content in several files becomes
/// one type: later copies turn into references to the first. Different content is an error.
pub(super) fn share_definitions(files: &[File], schemas: &mut [Schema]) -> Result<(), Error> {
    let mut first: BTreeMap<(Vec<String>, String), (usize, NodeId, Value)> = BTreeMap::new();
    for i in 0..files.len() {
        let defs = schemas[i].definitions.clone();
        for (name, id) in defs {
            let content = definition(&files[i].shape, &name)
                .cloned()
                .unwrap_or(Value::Null);
            let key = (files[i].module(), name.clone());
            match first.get(&key) {
                None => {
                    first.insert(key, (i, id, content));
                }
                Some((j, jid, other)) if *other == content => {
                    // Every local reference to this copy now points at the first one.
                    let (j, jid) = (*j, *jid);
                    for node in &mut schemas[i].nodes {
                        if node.reference == Some(id) {
                            node.reference = None;
                            node.external = Some((j, jid));
                        }
                    }
                    schemas[i].shared.insert(name.clone());
                    let copy = &mut schemas[i].nodes[id];
                    let pointer = copy.pointer.clone();
                    *copy = crate::ir::Node {
                        pointer,
                        external: Some((j, jid)),
                        ..crate::ir::Node::default()
                    };
                }
                Some((j, _, _)) => {
                    return Err(Error::new(
                        &files[i].shown,
                        &schemas[i].nodes[id].pointer,
                        ErrorKind::Conflict(format!(
                            "definition `{name}` differs between {} and {} (module `{}`); nothing is renamed silently",
                            files[*j].shown.display(),
                            files[i].shown.display(),
                            files[i].module().join("::")
                        )),
                    ));
                }
            }
        }
    }
    Ok(())
}

fn definition<'a>(doc: &'a Value, name: &str) -> Option<&'a Value> {
    ["definitions", "$defs"]
        .iter()
        .find_map(|c| doc.get(*c)?.get(name))
}

/// The files a schema refers to.
fn deps(schema: &Schema) -> BTreeSet<usize> {
    schema
        .nodes
        .iter()
        .filter_map(|n| n.external.map(|(f, _)| f))
        .collect()
}

/// Manifest order, except that every file comes after the files it refers to.
pub(super) fn order(files: &[File], schemas: &[Schema]) -> Result<Vec<usize>, Error> {
    fn visit(
        i: usize,
        files: &[File],
        schemas: &[Schema],
        done: &mut Vec<usize>,
        visiting: &mut BTreeSet<usize>,
    ) -> Result<(), Error> {
        if done.contains(&i) {
            return Ok(());
        }
        if !visiting.insert(i) {
            return Err(Error::new(
                &files[i].shown,
                "",
                ErrorKind::Conflict(
                    "files refer to each other in a cycle, which is not supported".into(),
                ),
            ));
        }
        for j in deps(&schemas[i]) {
            if j != i {
                visit(j, files, schemas, done, visiting)?;
            }
        }
        visiting.remove(&i);
        done.push(i);
        Ok(())
    }
    let mut done: Vec<usize> = Vec::new();
    let mut visiting = BTreeSet::new();
    for i in 0..files.len() {
        visit(i, files, schemas, &mut done, &mut visiting)?;
    }
    Ok(done)
}
