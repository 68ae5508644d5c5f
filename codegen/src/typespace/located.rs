//! What the normaliser changed in the copy typify reads, by pointer, located as the IR's
//! nodes the pairing reads.

use std::collections::{BTreeMap, BTreeSet};

use crate::ir::{NodeId, Schema};

/// Each node of `schema` by its pointer.
pub(super) fn node_at(schema: &Schema) -> BTreeMap<&str, NodeId> {
    (schema.nodes.iter().enumerate())
        .map(|(id, node)| (node.pointer.as_str(), id))
        .collect()
}

/// The normaliser's records by pointer, by node: the schemas whose properties each object
/// received (`hoist.rs`), the branches left to a catch-all (`catch_all.rs`), the `anyOf`s
/// with a first variant for both branches (`both.rs`).
pub(super) fn rewrites(
    node_at: &BTreeMap<&str, NodeId>,
    (hoisted_from, caught, both): (&[(String, String)], &BTreeSet<String>, &BTreeSet<String>),
) -> (
    BTreeMap<NodeId, Vec<NodeId>>,
    BTreeSet<NodeId>,
    BTreeSet<NodeId>,
) {
    let mut hoisted: BTreeMap<NodeId, Vec<NodeId>> = BTreeMap::new();
    for (object, from) in hoisted_from {
        if let (Some(o), Some(f)) = (node_at.get(object.as_str()), node_at.get(from.as_str())) {
            hoisted.entry(*o).or_default().push(*f);
        }
    }
    let nodes = |pointers: &BTreeSet<String>| -> BTreeSet<NodeId> {
        (pointers.iter())
            .filter_map(|p| node_at.get(p.as_str()).copied())
            .collect()
    };
    (hoisted, nodes(caught), nodes(both))
}
