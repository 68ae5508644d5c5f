//! postprocess's markers on an object's fields, read by the plan, then removed, so no
//! attribute of the generator's own reaches the compiler: a `patternProperties` map's pattern
//! (`postprocess/patterns.rs`), the names an `extra` map refuses
//! (`postprocess/forbidden.rs`) and the patterns a variant's string field must match
//! (`postprocess/value_patterns.rs`).

use syn::Fields;

use crate::postprocess::{forbidden, patterns, value_patterns};

/// The string values of `field`'s `marker` attributes (`#[marker = "…"]`), in order.
fn values(field: &syn::Field, marker: &str) -> Vec<String> {
    field
        .attrs
        .iter()
        .filter(|a| a.path().is_ident(marker))
        .filter_map(|a| match &a.meta {
            syn::Meta::NameValue(syn::MetaNameValue {
                value:
                    syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(s),
                        ..
                    }),
                ..
            }) => Some(s.value()),
            _ => None,
        })
        .collect()
}

/// The pattern of a field `postprocess/patterns.rs` marked as a pattern's map.
pub(super) fn pattern_of(field: &syn::Field) -> Option<String> {
    values(field, patterns::MARKER).into_iter().next()
}

/// The names `postprocess/forbidden.rs` marked the `extra` map `field` to refuse.
pub(super) fn forbidden_of(field: &syn::Field) -> Vec<String> {
    values(field, forbidden::MARKER)
}

/// The patterns `postprocess/value_patterns.rs` marked the string field `field` with.
pub(super) fn value_patterns_of(field: &syn::Field) -> Vec<String> {
    values(field, value_patterns::MARKER)
}

/// Removes the markers from `fields` (once the plan has read them); whether there were
/// pattern markers (an object whose conversion is not written out then cannot route names by
/// pattern; its forbidden names are only not refused, which a judged value never has).
pub(in crate::deserialize) fn take_markers(fields: &mut Fields) -> bool {
    let mut found = false;
    for f in fields.iter_mut() {
        let before = f.attrs.len();
        f.attrs.retain(|a| !a.path().is_ident(patterns::MARKER));
        found |= f.attrs.len() != before;
        f.attrs.retain(|a| {
            !a.path().is_ident(forbidden::MARKER) && !a.path().is_ident(value_patterns::MARKER)
        });
    }
    found
}
