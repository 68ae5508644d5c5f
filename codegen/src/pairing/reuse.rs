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
        (self.path.iter().take(len))
            .find_map(|(id, node)| Some((id.clone(), *node, self.named(id, *node)?)))
    }

    /// The reuse of type `id` at `node`, named by both schemas: `None` while the walk has
    /// reached `id` from no other node.
    fn named(&self, id: &TypeId, node: NodeId) -> Option<PairingError> {
        let other = (self.pairing.origins.get(id)?.iter()).find(|n| **n != node)?;
        Some(PairingError::Ambiguous {
            item: self.space.get_type(id).ok()?.name(),
            first: self.schema.nodes[*other].pointer.clone(),
            second: self.schema.nodes[node].pointer.clone(),
        })
    }

    /// Records a reuse, once for each type and node; the error recorded for them.
    pub(super) fn record(&mut self, (id, node, e): (TypeId, NodeId, PairingError)) -> PairingError {
        match self.reused_at.entry((id.clone(), node)) {
            std::collections::btree_map::Entry::Occupied(at) => at.get().clone(),
            std::collections::btree_map::Entry::Vacant(at) => {
                self.reused.push((id, node));
                at.insert(e).clone()
            }
        }
    }

    /// Holds type `id`, which does not match the schema at `node` (`e`) although no other
    /// origin of it is known yet: typify may have made it from a schema the walk reaches later
    /// (ACP's `Other`, a branch title of three unions, is the last union's, met first as the
    /// branch of another).
    pub(super) fn suspect(&mut self, id: &TypeId, node: NodeId, e: PairingError) {
        self.suspects.push((id.clone(), node));
        if self.first_mismatch.is_none() {
            self.first_mismatch = Some((e, self.reused.len()));
        }
    }

    /// The walk's result, whatever its order: every reuse found, each suspect among them once
    /// its type has another origin by the walk's end; else, where a suspect is none, what the
    /// walk would have ended with had it stopped at the first (the reuses found before it, or
    /// that mismatch); else the walk's own result.
    pub(super) fn outcome(&self, walked: Result<(), PairingError>) -> Result<(), PairingError> {
        let reuses = |recorded: &[(TypeId, NodeId)]| {
            (recorded.iter())
                .filter_map(|key| self.reused_at.get(key).cloned())
                .collect::<Vec<_>>()
        };
        let found: Vec<PairingError> = (self.suspects.iter())
            .filter_map(|(id, node)| self.named(id, *node))
            .collect();
        if !found.is_empty() {
            let mut all = reuses(&self.reused);
            all.extend(found);
            return Err(PairingError::Reused(all));
        }
        match &self.first_mismatch {
            Some((_, before)) if *before > 0 => {
                Err(PairingError::Reused(reuses(&self.reused[..*before])))
            }
            Some((e, _)) => Err(e.clone()),
            None if !self.reused.is_empty() => Err(PairingError::Reused(reuses(&self.reused))),
            None => walked,
        }
    }
}
