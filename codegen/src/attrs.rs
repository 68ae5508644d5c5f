//! Reading typify's `#[serde(...)]` attributes: the shared helpers of `postprocess` and
//! `fastpath`.

use quote::quote;
use syn::Attribute;

/// The attribute as text (for coarse checks such as "mentions `flatten`").
pub(crate) fn text(a: &Attribute) -> String {
    quote!(#a).to_string()
}

/// `#[serde(rename = "...")]`, if present.
pub(crate) fn serde_rename(attrs: &[Attribute]) -> Option<String> {
    serde_value(attrs, "rename")
}

/// The string value of `#[serde(key = "...")]`, if present.
pub(crate) fn serde_value(attrs: &[Attribute], key: &str) -> Option<String> {
    let mut found = None;
    for a in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        let _ = a.parse_nested_meta(|meta| {
            if meta.path.is_ident(key) {
                let lit: syn::LitStr = meta.value()?.parse()?;
                found = Some(lit.value());
            } else if meta.input.peek(syn::Token![=]) {
                let _: syn::Expr = meta.value()?.parse()?;
            }
            Ok(())
        });
    }
    found
}
