//! typify's reuses of a type for schemas that read differently, found by `TypeId` on the walk's
//! path: blamed on the outermost reused type, recorded once, and left so that the walk goes on
//! and one walk finds every reuse (`typespace.rs` retitles them all before the next run).

use typify::TypeId;

use super::{PairingError, Walk};
use crate::ir::NodeId;

impl Walk<'_> {
    /// Whether `e` is the reuse recorded for type `id` reached from `node`.
    pub(super) fn is_reused(&self, id: &TypeId, node: NodeId, e: &PairingError) -> bool {
        self.reused_at.get(&(id.clone(), node)) == Some(e)
    }

    /// Where typify reused a type for two schemas that read differently, recorded so that the
    /// walk leaves it and goes on: the outermost item on the walk's path that was also reached
    /// from another schema (typify gives a type by name, so every item below it followed the
    /// first schema), else the item being paired, whose error is `here`. Blaming the outer
    /// one lets the retitle name the type typify reused (ACP's `Result`, a branch title in two
    /// responses), not what differs below it. Outside any item (a root or definition paired
    /// by name) `here` is returned as it is, and ends the walk.
    pub(super) fn reused(&mut self, here: PairingError) -> PairingError {
        let Some(last) = self.path.last().cloned() else {
            return here;
        };
        let reuse = (self.reuse_on_path(self.path.len() - 1)).unwrap_or((last.0, last.1, here));
        self.record(reuse)
    }

    /// The outermost of the first `len` items on the walk's path that typify also made from
    /// another schema: the type, the node it was reached from here, and the error naming both.
    pub(super) fn reuse_on_path(&self, len: usize) -> Option<(TypeId, NodeId, PairingError)> {
        self.path.iter().take(len).find_map(|(id, node)| {
            let other = (self.pairing.origins.get(id)?.iter()).find(|n| *n != node)?;
            let e = PairingError::Ambiguous {
                item: self.space.get_type(id).ok()?.name(),
                first: self.schema.nodes[*other].pointer.clone(),
                second: self.schema.nodes[*node].pointer.clone(),
            };
            Some((id.clone(), *node, e))
        })
    }

    /// Records a reuse, once for each type and node; the error recorded for them.
    pub(super) fn record(&mut self, (id, node, e): (TypeId, NodeId, PairingError)) -> PairingError {
        match self.reused_at.entry((id, node)) {
            std::collections::btree_map::Entry::Occupied(at) => at.get().clone(),
            std::collections::btree_map::Entry::Vacant(at) => {
                self.reused.push(e.clone());
                at.insert(e).clone()
            }
        }
    }
}
