//! The written-out `Serialize` of an object with plain `Option`s (`Open::tracks`): one map
//! through the runtime's `Members` (`runtime/src/members/write.rs`), `null` written back for
//! the properties the `Nulls` set names.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::{Member, Open, NULLS};

impl Open {
    /// The statements writing each field into `__m` (a `Members`), reading field `f` through
    /// `access(f)` (a reference).
    fn write(
        &self,
        access: &dyn Fn(&syn::Ident) -> TokenStream,
        nulls: &TokenStream,
    ) -> TokenStream {
        let statements = self.members.iter().map(|m| match m {
            Member::Named(n) => {
                let (json, value) = (&n.json, access(&n.ident));
                match (n.null, n.skip_none) {
                    (Some(i), _) => {
                        let i = proc_macro2::Literal::usize_unsuffixed(i);
                        quote!(__m.nullable(#json, #value, #i)?;)
                    }
                    (None, true) => quote!(__m.optional(#json, #value)?;),
                    (None, false) => quote!(__m.field(#json, #value)?;),
                }
            }
            Member::Extra { ident, .. } | Member::Pattern { ident, .. } => {
                let value = access(ident);
                quote!(__m.extra(#value)?;)
            }
        });
        quote! {
            let mut __m = __Members::new(__serializer, #nulls)?;
            #(#statements)*
            __m.end()
        }
    }
}

/// The `Serialize` impl of the struct `ty` planned as `open` (which [`Open::tracks`]).
pub(in crate::deserialize) fn serialize_struct(ty: &syn::Ident, open: &Open) -> TokenStream {
    let body = open.write(&|f| quote!(&self.#f), &quote!(self.__nulls));
    quote! {
        impl ::serde::Serialize for #ty {
            fn serialize<__S: ::serde::Serializer>(
                &self,
                __serializer: __S,
            ) -> ::std::result::Result<__S::Ok, __S::Error> {
                #body
            }
        }
    }
}

/// The function `name` serde's derive calls for a struct variant planned as `open` (which
/// [`Open::tracks`]) through `#[serde(serialize_with)]`: the fields by reference, then the
/// serializer.
pub(in crate::deserialize) fn serialize_variant(name: &syn::Ident, open: &Open) -> TokenStream {
    let fields = open.fields();
    let params: Vec<syn::Ident> = (0..fields.len())
        .map(|i| format_ident!("__p{}", i))
        .collect();
    let types = fields.iter().map(|(_, ty)| ty);
    let access = |f: &syn::Ident| {
        let p = fields
            .iter()
            .zip(&params)
            .find_map(|((i, _), p)| (i == f).then_some(p));
        quote!(#p)
    };
    let nulls = access(&format_ident!("{}", NULLS));
    let body = open.write(&access, &quote!(*#nulls));
    quote! {
        #[allow(non_snake_case, clippy::ref_option, clippy::trivially_copy_pass_by_ref)]
        fn #name<__S: ::serde::Serializer>(
            #(#params: &#types,)*
            __serializer: __S,
        ) -> ::std::result::Result<__S::Ok, __S::Error> {
            #body
        }
    }
}
