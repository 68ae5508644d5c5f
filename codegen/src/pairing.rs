//! Pairs every Rust item typify emits with the schema node it stands for, exactly. typify's
//! own type graph (its `TypeSpace`: each struct's properties and each enum's variants, with
//! their `TypeId`s) is walked beside the IR, starting from the root and the definitions, whose
//! pairing typify reports by name. A property is followed by its JSON name, a tagged variant
//! by its tag, an untagged variant by its position among the branches typify made it from.
//! An emitted item the walk does not reach, or reaches from two schemas the rewrites would
//! read differently, is a [`PairingError`]: nothing is paired by resemblance.

use std::collections::{BTreeMap, BTreeSet};

use syn::Item;
use typify::{TypeDetails, TypeEnumVariant, TypeId, TypeSpace};

use crate::ir::{NodeId, Schema};
use crate::object;

/// Which object (see [`object`]) each struct, enum and enum variant with fields stands for.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Pairing {
    items: BTreeMap<String, Vec<NodeId>>,
    variants: BTreeMap<(String, String), Vec<NodeId>>,
    /// Each struct, enum and newtype typify made, by its id, with the nodes the walk reached
    /// it from, in that order: the type model's origins, and where the walk finds reuses.
    origins: BTreeMap<TypeId, Vec<NodeId>>,
}

impl Pairing {
    /// The object of the struct or enum `item`.
    #[must_use]
    pub(crate) fn item(&self, item: &str) -> Option<&[NodeId]> {
        self.items.get(item).map(Vec::as_slice)
    }

    /// The object holding the fields of `variant` of enum `item`.
    #[must_use]
    pub(crate) fn variant(&self, item: &str, variant: &str) -> Option<&[NodeId]> {
        self.variants
            .get(&(item.to_owned(), variant.to_owned()))
            .map(Vec::as_slice)
    }

    /// typify's types by id, each with the schema nodes it was made from, in the order reached.
    #[must_use]
    pub(crate) fn origins(&self) -> &BTreeMap<TypeId, Vec<NodeId>> {
        &self.origins
    }

    /// Items standing for one node each (tests).
    #[cfg(test)]
    pub(crate) fn of_items(items: &[(&str, NodeId)]) -> Self {
        Self {
            items: (items.iter())
                .map(|(item, node)| ((*item).to_owned(), vec![*node]))
                .collect(),
            variants: BTreeMap::new(),
            origins: BTreeMap::new(),
        }
    }

    /// One item standing for one node (the root newtype made when typify fails).
    #[must_use]
    pub(crate) fn single(item: &str, node: NodeId) -> Self {
        Self {
            items: BTreeMap::from([(item.to_owned(), vec![node])]),
            variants: BTreeMap::new(),
            origins: BTreeMap::new(),
        }
    }
}

/// What the generator's copy of the schema for typify changed that the pairing reads.
pub(crate) struct Rewrites<'a> {
    /// The schemas whose properties were moved into each object (`hoist.rs`).
    pub hoisted: &'a BTreeMap<NodeId, Vec<NodeId>>,
    /// The union branches left out, held by the union's catch-all (`catch_all.rs`).
    pub caught: &'a BTreeSet<NodeId>,
    /// The `anyOf`s whose first variant is for the values both of their two branches hold
    /// (`both.rs`).
    pub both: &'a BTreeSet<NodeId>,
    /// The subschemas made `{}` this run, by pointer, with the reason.
    pub forced: &'a BTreeMap<String, String>,
}

/// Pairs the structs and enums of `file` (typify's output for `space`) with nodes of
/// `schema`, starting from `seeds`: `(type, node)` for the root and each definition.
/// `wrappers` are items of `file` typify did not make (the root's newtype), with their node.
pub(crate) fn pair(
    space: &TypeSpace,
    file: &syn::File,
    (schema, family): (&Schema, &[Schema]),
    rewrites: &Rewrites<'_>,
    seeds: &[(TypeId, NodeId)],
    wrappers: &[(String, NodeId)],
) -> Result<Pairing, PairingError> {
    let items: BTreeMap<String, &Item> = file
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Struct(s) => Some((s.ident.to_string(), item)),
            Item::Enum(e) => Some((e.ident.to_string(), item)),
            _ => None,
        })
        .collect();
    let mut walk = Walk {
        space,
        schema,
        family,
        items: &items,
        rewrites,
        pairing: Pairing::default(),
        seen: BTreeSet::new(),
        also: None,
        path: Vec::new(),
        reused: Vec::new(),
        reused_at: BTreeMap::new(),
        suspects: Vec::new(),
        first_mismatch: None,
    };
    for (item, node) in wrappers {
        walk.pair(item, *node)?;
    }
    for (id, node) in seeds {
        let ty = walk.get(id, *node)?;
        if matches!(
            ty.details(),
            TypeDetails::Struct(_) | TypeDetails::Enum(_) | TypeDetails::Newtype(_)
        ) {
            walk.pair(&ty.name(), object::target(schema, *node))?;
        }
    }
    let walked = seeds
        .iter()
        .try_for_each(|(id, node)| walk.visit(id, *node));
    walk.outcome(walked)?;
    match items
        .keys()
        .find(|name| !walk.pairing.items.contains_key(*name))
    {
        Some(item) => Err(PairingError::Unreached { item: item.clone() }),
        None => Ok(walk.pairing),
    }
}

struct Walk<'a> {
    space: &'a TypeSpace,
    schema: &'a Schema,
    family: &'a [Schema],
    items: &'a BTreeMap<String, &'a Item>,
    /// What the generator's copy changed (`family::typified`).
    rewrites: &'a Rewrites<'a>,
    pairing: Pairing,
    seen: BTreeSet<(TypeId, NodeId)>,
    /// The other schemas of the property the next [`Walk::visit`] walks into, when several
    /// parts of its object name it (typify merged them: aiproj's `Cookie`, `{type: object}` in
    /// a branch and the struct of its properties beside the `oneOf`): `(node, others)`.
    also: Option<(NodeId, Vec<NodeId>)>,
    /// The structs, enums and newtypes the walk is inside, outermost first, each with the node
    /// it was reached from.
    path: Vec<(TypeId, NodeId)>,
    /// Where typify reused a type for a schema that reads differently ([`Walk::reused`]), in
    /// the order found: the type and the node it was reached from, and by them the error. The
    /// walk leaves that node's subtree and goes on, so that one walk finds every such reuse.
    reused: Vec<(TypeId, NodeId)>,
    reused_at: BTreeMap<(TypeId, NodeId), PairingError>,
    /// Types that did not match where no other origin was known yet ([`Walk::suspect`]), and
    /// the first such error with how many reuses were recorded before it.
    suspects: Vec<(TypeId, NodeId)>,
    first_mismatch: Option<(PairingError, usize)>,
}

impl<'a> Walk<'a> {
    fn get(&self, id: &TypeId, node: NodeId) -> Result<typify::Type<'a>, PairingError> {
        self.space.get_type(id).map_err(|e| PairingError::Mismatch {
            item: format!("{id:?}"),
            pointer: self.schema.nodes[node].pointer.clone(),
            reason: e.to_string(),
        })
    }

    /// The object typify saw at `node`: the node, and the schemas whose properties the
    /// generator moved into it.
    fn object_at(&self, node: NodeId) -> Vec<NodeId> {
        let moved = self.rewrites.hoisted.get(&node).into_iter().flatten();
        std::iter::once(node).chain(moved.copied()).collect()
    }

    /// Records that `item` stands for `node`; a second, different node must read the same.
    fn pair(&mut self, item: &str, node: NodeId) -> Result<(), PairingError> {
        self.pair_object(item, node, self.object_at(node))
    }

    /// Records that `item` stands for `object`, the object at `node`.
    fn pair_object(
        &mut self,
        item: &str,
        node: NodeId,
        object: Vec<NodeId>,
    ) -> Result<(), PairingError> {
        match self.pairing.items.get(item) {
            None => {
                self.pairing.items.insert(item.to_owned(), object);
                Ok(())
            }
            Some(first) if *first == object => Ok(()),
            Some(first) => {
                let first = first[0];
                let facts = |n: &[NodeId]| object::facts(self.schema, self.family, n);
                let alike = object::same_shape(self.schema, first, object[0]);
                if alike && facts(&self.pairing.items[item]) == facts(&object) {
                    return Ok(());
                }
                // Where the object has union `allOf` parts, typify named a merge of their
                // branches (a tsconfig-like root's `Files`): the part is what to type `Value`.
                let second = self.union_part(&object, None).unwrap_or(node);
                let here = PairingError::Ambiguous {
                    item: item.to_owned(),
                    first: self.schema.nodes[first].pointer.clone(),
                    second: self.schema.nodes[second].pointer.clone(),
                };
                Err(self.reused(here))
            }
        }
    }

    /// Walks the type `id`, which typify made from the schema `node`.
    fn visit(&mut self, id: &TypeId, node: NodeId) -> Result<(), PairingError> {
        let at = node;
        let node = object::target(self.schema, node);
        let also = self.also.take().filter(|(at, _)| *at == node);
        let n = &self.schema.nodes[node];
        // typify saw `{}` or another file's placeholder here: its type is not from `node`.
        if n.coarse || n.external.is_some() || !self.seen.insert((id.clone(), node)) {
            return Ok(());
        }
        let ty = self.get(id, node)?;
        // A newtype is made where it stands (a definition or root that only refers to another
        // type); a struct or enum where its object is.
        let origin = match ty.details() {
            TypeDetails::Newtype(_) => Some(at),
            TypeDetails::Struct(_) | TypeDetails::Enum(_) => Some(node),
            _ => None,
        };
        if let Some(origin) = origin {
            (self.pairing.origins.entry(id.clone()).or_default()).push(origin);
            self.path.push((id.clone(), origin));
        }
        let walked = match self.walk_type(node, &ty, also) {
            // What does not match below a type typify also made from another schema is that
            // reuse (ACP's branches titled `other`: typify's `Other` is the first one's).
            Err(e @ PairingError::Mismatch { .. }) => match self.reuse_on_path(self.path.len()) {
                Some(reuse) => Err(self.record(reuse)),
                // Perhaps a reuse whose other schema the walk has not reached yet: held, and
                // the walk goes on (`Walk::outcome`).
                None => match origin {
                    Some(origin) => {
                        self.suspect(id, origin, e);
                        Ok(())
                    }
                    None => Err(e),
                },
            },
            walked => walked,
        };
        if origin.is_some() {
            self.path.pop();
        }
        match walked {
            // typify reused this type, made from another schema, here: what is below follows
            // that schema. Recorded; the walk goes on beside it.
            Err(e) if origin.is_some_and(|o| self.is_reused(id, o, &e)) => Ok(()),
            walked => walked,
        }
    }

    /// Walks what the type `ty`, made from `node`, holds.
    fn walk_type(
        &mut self,
        node: NodeId,
        ty: &typify::Type<'a>,
        also: Option<(NodeId, Vec<NodeId>)>,
    ) -> Result<(), PairingError> {
        let name = ty.name();
        let n = &self.schema.nodes[node];
        match ty.details() {
            TypeDetails::Struct(s) => {
                let mut object = self.object_at(node);
                for other in also.into_iter().flat_map(|(_, o)| o) {
                    if !object.contains(&other) {
                        object.push(other);
                    }
                }
                self.pair_object(&name, node, object.clone())?;
                let props: Vec<(String, TypeId)> =
                    s.properties().map(|(p, t)| (p.to_owned(), t)).collect();
                self.fields_of(&name, &object, &props)?;
            }
            TypeDetails::Enum(e) => {
                self.pair(&name, node)?;
                let variants: Vec<(String, TypeEnumVariant)> =
                    e.variants().map(|(v, d)| (v.to_owned(), d)).collect();
                // typify read every branch as unsatisfiable: right where no value meets the
                // schema (jasonette's `advancedTitle`), else wrong (drone's pipelines).
                if variants.is_empty() && !self.schema.admits_nothing(node) {
                    // Where the object's `allOf` has union parts (libman), typify's product
                    // of their branches was empty: the first of them is what to type `Value`.
                    let at = self.union_part(&self.object_at(node), None).unwrap_or(node);
                    return Err(self.mismatch(&name, at, "an enum without variants".into()));
                }
                self.variants(&name, node, variants)?;
            }
            TypeDetails::Newtype(t) => {
                self.pair(&name, node)?;
                self.also = also;
                self.visit(&t.inner(), node)?;
            }
            TypeDetails::Option(t) if self.nullable_newtype(&t) => {
                self.also = also;
                self.visit(&t, node)?;
            }
            TypeDetails::Option(t) | TypeDetails::Box(t) => {
                self.also = also;
                self.visit(&t, object::non_null(self.schema, node))?;
            }
            TypeDetails::Vec(t) | TypeDetails::Set(t) | TypeDetails::Array(t, _) => {
                self.items(&t, node, also)?;
            }
            TypeDetails::Map(_, v) => {
                if let crate::ir::Additional::Schema(a) = n.additional {
                    self.visit(&v, a)?;
                }
            }
            TypeDetails::Tuple(types) => self.tuple(types, node)?,
            TypeDetails::Builtin(_) | TypeDetails::Unit | TypeDetails::String => {}
        }
        Ok(())
    }

    /// The first union (`anyOf`/`oneOf`) among the parts of `object` that typify did not see
    /// as `{}`, one of whose branches names property `json` when given.
    fn union_part(&self, object: &[NodeId], json: Option<&str>) -> Option<NodeId> {
        let forced = self.rewrites.forced;
        object::union_parts(self.schema, object, json)
            .into_iter()
            .find(|p| !forced.contains_key(&self.schema.nodes[*p].pointer))
    }
}

mod branch;
mod containers;
mod error;
mod fields;
mod reuse;
#[cfg(test)]
mod tests;
mod variants;

pub(crate) use error::PairingError;
