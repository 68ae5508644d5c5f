//! Schemas that admit no value, proved from the compiled nodes: a closed object that names no
//! property (`additionalProperties: false`, no `properties` or `patternProperties`) can only be
//! `{}`, so it admits nothing where its own keywords refuse `{}` (jasonette's
//! `advancedTitle`: every `oneOf` branch requires a property). Only positive evidence counts:
//! a keyword the nodes do not record never makes a schema empty, so "empty" is sound and
//! "not empty" may be wrong (the schema then keeps the type it had).

use super::{Additional, JsonType, NodeId, Schema};

/// How deep [`refuses_empty_object`] follows references and parts (a cycle stops there).
const DEPTH: usize = 32;

impl Schema {
    /// Whether no value is valid against node `id`: it admits only `{}` (see the module docs)
    /// and refuses `{}`.
    #[must_use]
    pub(crate) fn admits_nothing(&self, id: NodeId) -> bool {
        let id = self.resolve(id);
        let n = &self.nodes[id];
        let only_empty_object = n.types.as_deref() == Some(&[JsonType::Object])
            && n.additional == Additional::Forbidden
            && n.properties.is_empty()
            && n.maps.is_empty()
            && n.reference.is_none()
            && n.external.is_none()
            && !n.coarse
            && !self.has_below(&n.pointer, "patternProperties");
        n.boolean == Some(false) || (only_empty_object && self.refuses_empty_object(id, DEPTH))
    }

    /// Whether some compiled node lies below `{pointer}/{keyword}/`.
    fn has_below(&self, pointer: &str, keyword: &str) -> bool {
        let prefix = format!("{pointer}/{keyword}/");
        self.pointers
            .range(prefix.clone()..)
            .next()
            .is_some_and(|(p, _)| p.starts_with(&prefix))
    }

    /// Whether node `id` surely refuses the empty object `{}`.
    fn refuses_empty_object(&self, id: NodeId, depth: usize) -> bool {
        let Some(depth) = depth.checked_sub(1) else {
            return false;
        };
        let n = &self.nodes[id];
        // A `$ref` beside other keywords: up to draft-07 they are ignored, later they hold too;
        // the referred schema alone is read either way (it must hold).
        if let Some(target) = n.reference {
            return self.refuses_empty_object(target, depth);
        }
        if n.external.is_some() {
            return false;
        }
        let empty = serde_json::Value::Object(serde_json::Map::new());
        let refuses = |b: &NodeId| self.refuses_empty_object(*b, depth);
        n.boolean == Some(false)
            || n.types
                .as_deref()
                .is_some_and(|t| !t.contains(&JsonType::Object))
            || !n.required.is_empty()
            || n.constant.as_ref().is_some_and(|c| *c != empty)
            || n.enumeration.as_ref().is_some_and(|e| !e.contains(&empty))
            || n.all_of.iter().any(refuses)
            || (!n.any_of.is_empty() && n.any_of.iter().all(refuses))
            || (!n.one_of.is_empty() && n.one_of.iter().all(refuses))
    }
}

#[cfg(test)]
mod tests;
