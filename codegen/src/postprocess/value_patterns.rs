//! The `pattern`s of a union variant's string properties: each field that is a `String` (or an
//! optional one) and whose schema (in any part of the variant's object) has a `pattern` is
//! marked `#[agent_approval_value_pattern = "…"]`, one per pattern, for the written-out
//! conversion (`deserialize/open.rs`), which refuses a string the pattern does not match and
//! removes the marker.
//!
//! A valid value always matches, so the refusal changes nothing a judged document converts,
//! but for an untagged union: serde tries the variants in order, and an earlier open variant
//! would otherwise take the value of a later branch told apart only by a pattern
//! (bundleconfig's bundles: `outputFileName` ending in `.js`, `.css` or `.html`, the HTML
//! bundle's `minify.collapseWhitespace` kept in the JavaScript one's `extra`). A pattern the
//! `regex` crate cannot run refuses nothing (`Pattern::allows`).

use syn::{parse_quote, FieldsNamed, Type};

use crate::attrs::{json_name, option_inner, spelled, Serde};
use crate::ir::NodeId;
use crate::object;

use super::Shapes;

/// The marker attribute: `#[agent_approval_value_pattern = "\\.css$"]`.
pub(crate) const MARKER: &str = "agent_approval_value_pattern";

/// Marks the string fields of a variant's object `node` with their schemas' patterns.
pub(super) fn mark(
    fields: &mut FieldsNamed,
    shapes: &Shapes,
    node: &[NodeId],
) -> Result<(), String> {
    for f in &mut fields.named {
        let serde = Serde::parse(&f.attrs).map_err(|e| e.to_string())?;
        let Some(ident) = f.ident.as_ref().filter(|_| !serde.flatten) else {
            continue;
        };
        if !is_string(&f.ty) && !option_inner(&f.ty).is_some_and(is_string) {
            continue;
        }
        let json = json_name(&serde, ident);
        // (`properties_named` gives each node through its `$ref`s.)
        let mut patterns: Vec<String> = object::properties_named(shapes.schema, node, &json)
            .into_iter()
            .filter_map(|p| shapes.schema.nodes[p].pattern.clone())
            .collect();
        patterns.dedup();
        f.attrs.extend(
            patterns
                .iter()
                .map(|p| parse_quote!(#[agent_approval_value_pattern = #p])),
        );
    }
    Ok(())
}

/// Whether `ty` is `String`.
fn is_string(ty: &Type) -> bool {
    let Type::Path(p) = ty else { return false };
    p.qself.is_none()
        && spelled(
            &p.path,
            &[
                &["String"],
                &["std", "string", "String"],
                &["alloc", "string", "String"],
            ],
        )
}
