//! A struct's or variant's fields, each walked into the schema of the same JSON name in its
//! object.

use syn::{Fields, Item};
use typify::TypeId;

use super::{PairingError, Walk};
use crate::attrs::Serde;
use crate::ir::NodeId;
use crate::object;

impl Walk<'_> {
    /// `(identifier, serde attributes)` of the named fields of struct `item`, or of its
    /// `variant`.
    pub(super) fn fields(
        &self,
        item: &str,
        variant: Option<&str>,
        node: NodeId,
    ) -> Result<Vec<(String, Serde)>, PairingError> {
        let fields = match (self.items.get(item), variant) {
            (Some(Item::Struct(s)), None) => &s.fields,
            (Some(Item::Enum(e)), Some(v)) => match e.variants.iter().find(|x| x.ident == v) {
                Some(x) => &x.fields,
                None => return Err(self.mismatch(item, node, format!("no variant `{v}`"))),
            },
            _ => return Err(self.mismatch(item, node, "not in typify's output".into())),
        };
        let Fields::Named(named) = fields else {
            return Ok(Vec::new());
        };
        named
            .named
            .iter()
            .filter_map(|f| f.ident.as_ref().map(|i| (i, &f.attrs)))
            .map(|(i, attrs)| {
                let ident = i.to_string().trim_start_matches("r#").to_owned();
                Ok((ident, Serde::parse(attrs)?))
            })
            .collect()
    }

    /// Walks each property typify gave `item` into the schema of the same JSON name in
    /// `object`.
    pub(super) fn fields_of(
        &mut self,
        item: &str,
        object: &[NodeId],
        props: &[(String, TypeId)],
        fields: &[(String, Serde)],
    ) -> Result<(), PairingError> {
        let node = object::target(self.schema, object[0]);
        if props.len() != fields.len() {
            let reason = format!("{} properties, {} fields", props.len(), fields.len());
            return Err(self.mismatch(item, node, reason));
        }
        for ((prop, id), (ident, serde)) in props.iter().zip(fields) {
            if prop.trim_start_matches("r#") != ident {
                let reason = format!("property `{prop}` is emitted as `{ident}`");
                return Err(self.mismatch(item, node, reason));
            }
            let n = &self.schema.nodes[node];
            let next = if serde.flatten {
                // typify's own flattened fields: `extra` (typed unknown properties) and
                // `subtype_N` (the N-th branch of an `anyOf` typify could not make an enum).
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
            } else {
                let json = serde.rename.clone().unwrap_or_else(|| ident.clone());
                if let Some(map) = object::pattern_map(self.schema, object, &json) {
                    // A pattern's map: its values are of the pattern's schema.
                    self.map_values(item, id, map.node)?;
                    continue;
                }
                let mut found = object::properties_named(self.schema, object, &json);
                if found.is_empty() && object::required(self.schema, object, &json) {
                    // Required without a schema of its own: any value, which typify types
                    // as `serde_json::Value` (nothing below it to pair).
                    continue;
                }
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
                if let Some(at) =
                    (0..found.len()).max_by_key(|i| (weight(&found[*i]), usize::MAX - i))
                {
                    let heaviest = found.remove(at);
                    found.insert(0, heaviest);
                }
                let first = found.first().copied();
                if let (Some(first), true) = (first, found.len() > 1) {
                    found.remove(0);
                    self.also = Some((first, found));
                }
                first
            };
            let Some(next) = next else {
                // typify merged a union `allOf` part's branches into the struct (tsconfig's
                // `anyOf` of `files`, `include`…): that part is what to type `Value`.
                let json = serde.rename.clone().unwrap_or_else(|| ident.clone());
                let at = self.union_part(object, Some(&json)).unwrap_or(node);
                let reason = format!("the schema has nothing for field `{ident}`");
                return Err(self.mismatch(item, at, reason));
            };
            self.visit(id, next)?;
        }
        Ok(())
    }
}
