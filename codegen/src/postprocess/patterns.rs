//! The `patternProperties` maps (`compile::Patterns::Maps`): typify's input names each by its
//! Rust field as a property holding a map; here it becomes a flattened map of the properties
//! whose names match the pattern, after the named properties, marked with
//! `#[agent_approval_pattern = "…"]` for the written-out conversion (`deserialize/open.rs`),
//! which routes each name by the pattern and removes the marker.

use syn::{parse_quote, FieldsNamed};

use crate::attrs::{json_name, Serde};
use crate::ir::NodeId;
use crate::object;

use super::Shapes;

/// The marker attribute of a pattern's map: `#[agent_approval_pattern = "^x-"]`.
pub(crate) const MARKER: &str = "agent_approval_pattern";

/// Rewrites the fields typify made for the object's pattern maps: flattened, the marker with
/// the pattern, a doc comment naming it, and moved after the other fields.
pub(super) fn pattern_maps(
    fields: &mut FieldsNamed,
    shapes: &Shapes,
    node: &[NodeId],
) -> Result<(), String> {
    let mut maps = Vec::new();
    let mut rest = syn::punctuated::Punctuated::new();
    for mut field in std::mem::take(&mut fields.named) {
        let Some(ident) = &field.ident else {
            rest.push(field);
            continue;
        };
        let serde = Serde::parse(&field.attrs).map_err(|e| e.to_string())?;
        let map = (!serde.flatten)
            .then(|| object::pattern_map(shapes.schema, node, &json_name(&serde, ident)))
            .flatten();
        let Some(map) = map else {
            rest.push(field);
            continue;
        };
        let pattern = &map.pattern;
        let doc = format!(" Properties whose names match `{pattern}`.");
        field.attrs = vec![
            parse_quote!(#[doc = #doc]),
            parse_quote!(#[serde(flatten)]),
            parse_quote!(#[agent_approval_pattern = #pattern]),
        ];
        maps.push(field);
    }
    rest.extend(maps);
    fields.named = rest;
    Ok(())
}

/// Whether `field` is a pattern's map ([`MARKER`]).
pub(crate) fn is_pattern_map(field: &syn::Field) -> bool {
    field.attrs.iter().any(|a| a.path().is_ident(MARKER))
}
