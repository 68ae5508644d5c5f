//! A struct's or variant's fields, each walked into the schema of the same JSON name in its
//! object.

use typify::TypeId;

use super::{PairingError, Walk};
use crate::ir::NodeId;
use crate::object;

impl Walk<'_> {
    /// Walks each property typify gave `item` into the schema of the same JSON name in
    /// `object` (the name typify spelled the field from: `object::json_names`).
    pub(super) fn fields_of(
        &mut self,
        item: &str,
        object: &[NodeId],
        props: &[(String, TypeId)],
    ) -> Result<(), PairingError> {
        let node = object::target(self.schema, object[0]);
        let idents = props.iter().map(|(p, _)| p.trim_start_matches("r#"));
        let names = object::json_names(self.schema, object, idents);
        for ((prop, id), json) in props.iter().zip(names) {
            let ident = prop.trim_start_matches("r#");
            let next = match &json {
                None => self.flattened(node, ident),
                Some(json) => {
                    if let Some(map) = object::pattern_map(self.schema, object, json) {
                        // A pattern's map: its values are of the pattern's schema.
                        self.map_values(item, id, map.node)?;
                        continue;
                    }
                    let found = object::properties_named(self.schema, object, json);
                    if found.is_empty() && object::required(self.schema, object, json) {
                        // Required without a schema of its own: any value, which typify types
                        // as `serde_json::Value` (nothing below it to pair).
                        continue;
                    }
                    self.first_of(found)
                }
            };
            let Some(next) = next else {
                // typify merged a union `allOf` part's branches into the struct (tsconfig's
                // `anyOf` of `files`, `include`…): that part is what to type `Value`.
                let json = json.as_deref().unwrap_or(ident);
                let at = self.union_part(object, Some(json)).unwrap_or(node);
                let reason = format!("the schema has nothing for field `{ident}`");
                return Err(self.mismatch(item, at, reason));
            };
            self.visit(id, next)?;
        }
        Ok(())
    }

    /// The schema of typify's own flattened field `ident` of the object at `node`: `extra`
    /// (typed unknown properties) and `subtype_N` (the N-th branch of an `anyOf` typify
    /// could not make an enum).
    fn flattened(&self, node: NodeId, ident: &str) -> Option<NodeId> {
        let n = &self.schema.nodes[node];
        let subtype = ident
            .strip_prefix("subtype_")
            .and_then(|i| i.parse::<usize>().ok());
        let branches = if n.any_of.is_empty() {
            &n.all_of
        } else {
            &n.any_of
        };
        match subtype {
            Some(i) => branches.get(i).copied(),
            None if ident == "extra" => Some(node),
            None => None,
        }
    }

    /// Of a property's schemas in the object's parts, the one typify's type is made from;
    /// the others are walked beside it (`also`).
    fn first_of(&mut self, mut found: Vec<NodeId>) -> Option<NodeId> {
        // A `true`, `false` or `{}` beside other schemas of the property adds nothing to
        // typify's merge: hatch's branches forbidding `version` beside the root's `$ref`
        // to `Version`, drone's closed pipelines' `name: {}` beside their kind's `$ref`.
        let adds = |n: &NodeId| {
            let n = &self.schema.nodes[*n];
            n.boolean.is_none() && !n.is_open()
        };
        if found.iter().any(adds) {
            found.retain(adds);
        }
        // The one typify's type is made from first: a union, not a branch's
        // `{"type": "object"}` beside it (aiproj's `Form`), whichever part names it.
        let weight = |n: &NodeId| {
            let n = &self.schema.nodes[object::target(self.schema, *n)];
            n.one_of.len() + n.any_of.len() + n.all_of.len()
        };
        if let Some(at) = (0..found.len()).max_by_key(|i| (weight(&found[*i]), usize::MAX - i)) {
            let heaviest = found.remove(at);
            found.insert(0, heaviest);
        }
        let first = found.first().copied();
        if let (Some(first), true) = (first, found.len() > 1) {
            found.remove(0);
            self.also = Some((first, found));
        }
        first
    }
}
