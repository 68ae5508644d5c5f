//! The written-out conversions of enum struct variants: a function per variant that serde's
//! derive calls (`deserialize_with`), or the variant built by a tagged enum's own conversion.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Fields;

use super::{function, Build, Open};

/// A variant's written-out conversion: the `Object` marker it is read through (serde calls
/// `::agent_approval_runtime::__private::object::<marker, _>`), and the module-level items
/// (the marker and its `Object` impl).
pub(in crate::deserialize) struct Variant {
    pub marker: syn::Ident,
    pub items: TokenStream,
}

impl Variant {
    fn new(raw: &syn::Ident, name: &syn::Ident, object: &TokenStream) -> Self {
        let marker = format_ident!("{}{}", raw, name);
        Self {
            items: quote! {
                #[allow(non_camel_case_types)]
                struct #marker;
                impl ::agent_approval_runtime::__private::Object for #marker {
                    #object
                }
            },
            marker,
        }
    }
}

/// The written-out conversion of an enum's struct variant planned as `open`, as a function
/// `name` of `raw` returning the fields as a tuple in declaration order (what serde's
/// `deserialize_with` on a variant of two or more fields takes).
pub(in crate::deserialize) fn variant(
    open: &Open,
    raw: &syn::Ident,
    name: &syn::Ident,
    expecting: &str,
) -> Variant {
    let types = open.fields().into_iter().map(|(_, ty)| ty);
    let object = function(open, &quote!((#(#types),*)), expecting, &Build::Tuple);
    Variant::new(raw, name, &object)
}

/// The written-out conversion of the struct variant `variant` of the enum `ty` planned as
/// `open`, as a function `name` of `raw` giving the enum.
pub(in crate::deserialize) fn variant_of(
    ty: &syn::Ident,
    variant: &syn::Ident,
    open: &Open,
    raw: &syn::Ident,
    name: &syn::Ident,
) -> Variant {
    let object = function(
        open,
        &quote!(#ty),
        &format!("struct variant {ty}::{variant}"),
        &Build::Struct(quote!(#ty::#variant)),
    );
    Variant::new(raw, name, &object)
}

/// Whether a variant with these fields reads through a written-out function: two or more
/// fields once planned (serde's `deserialize_with` on a variant takes a lone field as itself,
/// not a tuple; a lone `extra` is read as the map it is).
pub(in crate::deserialize) fn variant_plan(
    attrs: &[syn::Attribute],
    fields: &Fields,
    deny: bool,
) -> Option<Open> {
    let open = Open::plan(attrs, fields, deny)?;
    (open.fields().len() >= 2).then_some(open)
}
