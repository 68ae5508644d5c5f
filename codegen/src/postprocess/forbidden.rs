//! The names an open object's schema forbids (`object::forbidden`: a `not` of `required`, a
//! property schema `false`): its `extra` map is marked `#[agent_approval_forbidden = "p"]`,
//! one per name, for the written-out conversion (`deserialize/open.rs`), which refuses them
//! rather than keeping them in `extra` and removes the marker.
//!
//! A field typify gave such a name (hatch's `version`, `false` in a `oneOf` branch beside the
//! root's `$ref`: an always-`None` `Option<Version>`) is left out first ([`drop_never_met`]),
//! so the name is refused too.
//!
//! A valid value never has them, so the refusal changes nothing a judged document converts,
//! but for an untagged union: serde tries the variants in order, and an earlier open variant
//! whose schema forbids a property would otherwise take the value a later variant's schema
//! accepts (starlake's `extract`: the JDBC variant, `not: {anyOf: [{required: [openAPI]}, …]}`,
//! took the `OpenAPI` one, `openAPI` in its `extra`).

use syn::{parse_quote, FieldsNamed};

use crate::attrs::Serde;

use super::patterns;

/// The marker attribute: `#[agent_approval_forbidden = "openAPI"]`.
pub(crate) const MARKER: &str = "agent_approval_forbidden";

/// Marks the object's `extra` map (its flattened field that is not a pattern's map) with each
/// name its schema forbids, `names` (`object::forbidden`).
pub(super) fn mark(fields: &mut FieldsNamed, names: &[String]) -> Result<(), String> {
    if names.is_empty() {
        return Ok(());
    }
    for f in fields
        .named
        .iter_mut()
        .filter(|f| !patterns::is_pattern_map(f))
    {
        if Serde::parse(&f.attrs).map_err(|e| e.to_string())?.flatten {
            f.attrs.extend(
                names
                    .iter()
                    .map(|n| parse_quote!(#[agent_approval_forbidden = #n])),
            );
            return Ok(());
        }
    }
    Ok(())
}

/// Leaves out the optional fields of properties the object names but no instance has
/// (`object::names` leaves them out, `object::forbidden` lists them): typify's merge of a
/// `false` with another part's schema, an always-`None` field that an untagged union's
/// earlier variant would take a later one's value with.
pub(super) fn drop_never_met(fields: &mut FieldsNamed, never: &[String]) -> Result<(), String> {
    if never.is_empty() {
        return Ok(());
    }
    let mut kept = syn::punctuated::Punctuated::new();
    for f in std::mem::take(&mut fields.named) {
        let serde = Serde::parse(&f.attrs).map_err(|e| e.to_string())?;
        let drop = match (&f.ident, serde.flatten) {
            (Some(ident), false) => {
                never.contains(&crate::attrs::json_name(&serde, ident))
                    && crate::attrs::option_inner(&f.ty).is_some()
            }
            _ => false,
        };
        if !drop {
            kept.push(f);
        }
    }
    fields.named = kept;
    Ok(())
}
