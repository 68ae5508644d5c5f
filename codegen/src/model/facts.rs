//! What typify's public API does not give about an item, read from the schema nodes it
//! stands for: its doc comment, whether its object is closed, each field's JSON name, a
//! string enum's values, and whether a newtype constrains its values where typify's
//! conversions cannot tell.

use std::collections::BTreeSet;

use serde_json::Value;
use typify::TypeId;

use super::{Field, Fields, Item, Kind, Module, Tagging, Ty, Variant};
use crate::ir::{Additional, NodeId, Schema};
use crate::object::json_names;
use crate::pairing::Pairing;

#[cfg(test)]
mod tests;

/// What the facts are read from: the file's schema, its document, and the objects the
/// pairing found each item and variant standing for.
pub(crate) struct Sources<'a> {
    pub(crate) schema: &'a Schema,
    pub(crate) doc: &'a Value,
    pub(crate) pairing: &'a Pairing,
    /// Items made from a schema whose description its holder keeps (a nullable's lifted
    /// inner type: the description stays on the `Option`).
    pub(crate) undocumented: BTreeSet<String>,
}

/// Reads every item's facts into `module`, whose types `seeds` are those of the root and the
/// definitions, each with its node.
pub(crate) fn read(module: &mut Module, sources: &Sources, seeds: &[(TypeId, NodeId)]) {
    for item in module.items.values_mut() {
        let object = (sources.pairing.item(&item.name))
            .map_or_else(|| item.origins.clone(), <[NodeId]>::to_vec);
        item.closed = sources.closed(&object);
        // A definition's type is made from the definition, wherever the walk reached it first.
        let seed = (seeds.iter())
            .find(|(id, _)| Some(id) == item.type_id.as_ref())
            .map(|(_, node)| *node);
        let newtype = (matches!(item.kind, Kind::Newtype(_)))
            .then(|| seed.or(item.origins.first().copied()))
            .flatten();
        item.docs = match newtype {
            // typify describes an alias or a constrained value by the schema itself (a
            // `$ref` alone by its target).
            Some(node) => (sources.own_description(node))
                .or_else(|| sources.own_description(sources.target(node))),
            None => sources.description(item),
        };
        if let Some(node) = newtype {
            // Where typify's conversions cannot tell (an inner type with none), a newtype of
            // `()` constrains the values its schema lists (`null` split from the others);
            // typify's other such newtypes (of any value, of a map) are aliases.
            if item.constrained.is_none() {
                let unit = matches!(&item.kind, Kind::Newtype(Ty::Unit));
                let listed = (sources.at(node).and_then(Value::as_object))
                    .is_some_and(|o| ["enum", "const", "not"].iter().any(|k| o.contains_key(*k)));
                item.constrained = Some(unit && listed);
            }
        }
        let name = item.name.clone();
        match &mut item.kind {
            Kind::Struct(fields) => named(fields, sources.schema, &object),
            Kind::Enum(variants) => {
                if let Some(node) = item.origins.first() {
                    item.tagging = sources.unit_variants(variants, *node);
                }
                for v in variants {
                    let Fields::Named(fields) = &mut v.fields else {
                        continue;
                    };
                    if let Some(object) = sources.pairing.variant(&name, &v.name) {
                        named(fields, sources.schema, object);
                    }
                }
            }
            Kind::Newtype(_) => {}
        }
    }
}

impl Sources<'_> {
    fn at(&self, node: NodeId) -> Option<&Value> {
        self.doc.pointer(&self.schema.nodes[node].pointer)
    }

    fn target(&self, node: NodeId) -> NodeId {
        crate::object::target(self.schema, node)
    }

    /// The description of the outermost schema `item` was made from: a union of one branch
    /// stands for that branch, its own description first, as does an `allOf` of one part
    /// beside keywords of its own; an `allOf` of one part and no other keyword is read as
    /// that part. Line breaks are `\n` (a carriage return is not allowed in a doc comment).
    fn description(&self, item: &Item) -> Option<String> {
        if self.undocumented.contains(&item.name) {
            return None;
        }
        let node = *item.origins.first()?;
        let mut chain = vec![self.target(node)];
        let mut pointer = self.schema.nodes[node].pointer.as_str();
        let ends = [("/oneOf/0", false), ("/anyOf/0", false), ("/allOf/0", true)];
        // Up the pointer, a shorter one each step: as many steps as it has tokens at most.
        while let Some((parent, part)) =
            (ends.iter()).find_map(|(end, part)| Some((pointer.strip_suffix(end)?, *part)))
        {
            let Some(&up) = self.schema.pointers.get(parent) else {
                break;
            };
            let n = &self.schema.nodes[up];
            if n.one_of.len() + n.any_of.len() + n.all_of.len() != 1 || (part && self.alone(up)) {
                break;
            }
            chain.push(up);
            pointer = parent;
        }
        let own = |n: NodeId| self.own_description(n);
        let mut inner = chain[0];
        for _ in 0..crate::object::DEPTH {
            match self.schema.nodes[inner].all_of.as_slice() {
                [part] if self.alone(inner) => inner = self.target(*part),
                _ => break,
            }
        }
        chain[1..]
            .iter()
            .rev()
            .find_map(|n| own(*n))
            .or_else(|| own(inner))
    }

    /// The description of the schema at `node` (not its `$ref`'s target), its line breaks
    /// `\n` (a carriage return is not allowed in a doc comment).
    fn own_description(&self, node: NodeId) -> Option<String> {
        let text = self.at(node)?.get("description")?.as_str()?;
        Some(text.replace("\r\n", "\n").replace('\r', "\n"))
    }

    /// Whether the schema at `node` is its `allOf` alone (beside annotations, its `type`, and
    /// what only a root holds): typify reads an `allOf` of one part as that part then.
    fn alone(&self, node: NodeId) -> bool {
        let beside = ["allOf", "type", "$schema", "$id", "definitions", "$defs"];
        (self.at(node).and_then(Value::as_object))
            .is_some_and(|o| crate::keywords::annotations_beside(o, &beside))
    }

    /// The tagging of an enum of unit variants made from `node`, each variant given its
    /// JSON name: a string enum's values in order (typify makes one variant of each, a
    /// `null` among them the `Option` around it), or its branches' (each a string enum or a
    /// constant). `None` for another enum, or where the values are not one per variant.
    fn unit_variants(&self, variants: &mut [Variant], node: NodeId) -> Option<Tagging> {
        if variants.iter().any(|v| !matches!(v.fields, Fields::Unit)) {
            return None;
        }
        let n = &self.schema.nodes[self.target(node)];
        let branches = if n.one_of.is_empty() {
            &n.any_of
        } else {
            &n.one_of
        };
        let strings = |n: &crate::ir::Node| -> Option<Vec<String>> {
            let string = |v: &Value| v.as_str().map(str::to_owned);
            match (&n.enumeration, &n.constant) {
                (Some(values), _) => (values.iter())
                    .filter(|v| !v.is_null())
                    .map(string)
                    .collect(),
                (None, Some(value)) => Some(vec![string(value)?]),
                (None, None) => None,
            }
        };
        let names = if branches.is_empty() {
            strings(n)?
        } else {
            (branches.iter())
                .map(|b| strings(&self.schema.nodes[self.target(*b)]))
                .collect::<Option<Vec<_>>>()?
                .concat()
        };
        if names.len() != variants.len() {
            return None;
        }
        for (v, name) in variants.iter_mut().zip(names) {
            v.json = Some(name);
        }
        Some(Tagging::External)
    }

    /// Whether a part of `object` has `additionalProperties: false`.
    fn closed(&self, object: &[NodeId]) -> bool {
        (crate::object::parts(self.schema, object).iter())
            .any(|n| matches!(self.schema.nodes[*n].additional, Additional::Forbidden))
    }
}

/// Gives each of `fields` its JSON name in `object` ([`json_names`]).
fn named(fields: &mut [Field], schema: &Schema, object: &[NodeId]) {
    let names = json_names(schema, object, fields.iter().map(|f| f.name.as_str()));
    for (f, json) in fields.iter_mut().zip(names) {
        f.json = json;
    }
}
