//! The `patternProperties` maps' markers (`postprocess/patterns.rs`): read by the plan, then
//! removed, so no attribute of the generator's own reaches the compiler.

use syn::Fields;

/// The pattern of a field `postprocess/patterns.rs` marked as a pattern's map.
pub(super) fn pattern_of(field: &syn::Field) -> Option<String> {
    field.attrs.iter().find_map(|a| {
        if !a.path().is_ident(crate::postprocess::patterns::MARKER) {
            return None;
        }
        let syn::Meta::NameValue(nv) = &a.meta else {
            return None;
        };
        match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        }
    })
}

/// Removes the pattern markers from `fields` (once the plan has read them); whether there
/// were any.
pub(in crate::deserialize) fn take_pattern_markers(fields: &mut Fields) -> bool {
    let mut found = false;
    for f in fields.iter_mut() {
        let before = f.attrs.len();
        f.attrs
            .retain(|a| !a.path().is_ident(crate::postprocess::patterns::MARKER));
        found |= f.attrs.len() != before;
    }
    found
}
