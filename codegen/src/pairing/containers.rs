//! What containers hold: a list's items, a pattern map's values, and a tuple's elements (`compile/tuple.rs`),
//! paired by position: element `i` with the tuple's `i`th schema, the ones past them with the
//! schema of the rest (a tuple's `Longer` variant: the list after them, its elements
//! with the rest); and whether an `Option` is a property's or its schema's `null`.

use typify::{TypeDetails, TypeId};

use super::{PairingError, Walk};
use crate::ir::NodeId;
use crate::object;

impl Walk<'_> {
    /// Walks the item type `t` of the list typify made from `node`, and from `also`, the
    /// other schemas of its property: typify merged them (pyproject's `dynamic`, `{"type":
    /// "array", "contains": …}` in a branch beside the object's `items`), so the items of
    /// each, the first that has them followed.
    pub(super) fn items(
        &mut self,
        t: &TypeId,
        node: NodeId,
        also: Option<(NodeId, Vec<NodeId>)>,
    ) -> Result<(), PairingError> {
        let others = also.into_iter().flat_map(|(_, o)| o);
        let mut items: Vec<NodeId> = (self.schema.nodes[node].items.into_iter())
            .chain(others.filter_map(|o| self.schema.nodes[object::target(self.schema, o)].items))
            .collect();
        items.dedup();
        let Some(&first) = items.first() else {
            return Ok(());
        };
        if items.len() > 1 {
            self.also = Some((object::target(self.schema, first), items.split_off(1)));
        }
        self.visit(t, first)
    }

    /// Walks the element types `types` of the tuple typify made from `node`.
    pub(super) fn tuple(
        &mut self,
        types: impl Iterator<Item = TypeId>,
        node: NodeId,
    ) -> Result<(), PairingError> {
        let n = &self.schema.nodes[node];
        let (prefix, rest, longer) = (n.prefix.clone(), n.items, n.longer);
        for (i, t) in types.enumerate() {
            if longer && i == prefix.len() {
                // The `Longer` variant: the list of the rest.
                let TypeDetails::Vec(element) = self.get(&t, node)?.details() else {
                    let why = "its element after the positions is not a list".to_owned();
                    return Err(self.mismatch("Longer", node, why));
                };
                if let Some(rest) = rest {
                    self.visit(&element, rest)?;
                }
                continue;
            }
            if let Some(item) = prefix.get(i).copied().or(rest) {
                self.visit(&t, item)?;
            }
        }
        Ok(())
    }

    /// Walks the values of the map type `id` (or of the `Option` of it) with `node`.
    pub(super) fn map_values(
        &mut self,
        item: &str,
        id: &TypeId,
        node: NodeId,
    ) -> Result<(), PairingError> {
        match self.get(id, node)?.details() {
            TypeDetails::Map(_, v) => self.visit(&v, node),
            TypeDetails::Option(t) => self.map_values(item, &t, node),
            _ => Err(self.mismatch(item, node, "a pattern's map is not a map".to_owned())),
        }
    }

    /// Whether `id` is a newtype around an `Option`: typify's type of a schema that allows
    /// `null`, so an `Option` around it is an optional property's, not that schema's.
    pub(super) fn nullable_newtype(&self, id: &TypeId) -> bool {
        let Ok(ty) = self.space.get_type(id) else {
            return false;
        };
        let TypeDetails::Newtype(n) = ty.details() else {
            return false;
        };
        (self.space.get_type(&n.inner()))
            .is_ok_and(|inner| matches!(inner.details(), TypeDetails::Option(_)))
    }
}
