//! The raw conversion of an internally tagged enum (`#[serde(tag = "…")]`) written out, not
//! derived: the tag read first, the variant converted straight from the other members.
//!
//! serde's derive buffers the whole object as its `Content` to find the tag wherever it stands
//! and converts the variant from that buffer. The written-out conversion hands the enum to the
//! runtime (`agent_approval_runtime::__private::internally_tagged`, `runtime/src/tagged.rs`), which asks the
//! deserializer for the object tag first (the tape answers; any other deserializer's object is
//! buffered onto a tape when its first member is not the tag) and calls back here, through the
//! generated `InternallyTagged` impl, with the variant's index and the members after the tag.
//!
//! Only the plain kind is written out: the tag and nothing else on the enum, `rename` and
//! nothing else on a variant, and every variant one of
//! - a unit variant (the other members ignored, as serde's derive ignores them);
//! - a struct variant that is an open object of the plain kind (`open.rs`, which writes its
//!   conversion into the variant);
//! - a struct variant whose one field is the flattened `extra` map (every member after the tag
//!   goes into it).
//!
//! Anything else keeps serde's derive on the mirror.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use syn::{Fields, ItemEnum};

use super::{open, raw_shell};
use crate::attrs::{json_name, Serde};

/// The raw conversion of `item` on `raw` (the inherent `raw::deserialize` giving an `item`,
/// and `raw`'s `InternallyTagged` impl), when it is an internally tagged enum of the plain
/// kind; `None` when serde's derive is kept.
pub(super) fn raw(
    item: &ItemEnum,
    raw: &syn::Ident,
    plans: &[Option<open::Open>],
) -> Option<TokenStream> {
    if !item.generics.params.is_empty() {
        return None;
    }
    let own = Serde::parse(&item.attrs).ok()?;
    let tag = own.tag.clone()?;
    if own
        != (Serde {
            tag: Some(tag.clone()),
            ..Serde::default()
        })
    {
        return None;
    }
    let ty = &item.ident;
    let mut names = Vec::new();
    let mut items = Vec::new();
    let mut arms = Vec::new();
    for (i, v) in item.variants.iter().enumerate() {
        let serde = Serde::parse(&v.attrs).ok()?;
        if serde
            != (Serde {
                rename: serde.rename.clone(),
                ..Serde::default()
            })
        {
            return None;
        }
        names.push(json_name(&serde, &v.ident));
        let index = Literal::usize_unsuffixed(i);
        let ident = &v.ident;
        let arm = match &v.fields {
            Fields::Unit => quote! {
                #index => {
                    <::serde::de::IgnoredAny as ::serde::Deserialize>::deserialize(__rest)?;
                    ::std::result::Result::Ok(#ty::#ident)
                }
            },
            Fields::Named(fields) if fields.named.len() == 1 => {
                let field = fields.named.first()?;
                let serde = Serde::parse(&field.attrs).ok()?;
                if serde
                    != (Serde {
                        flatten: true,
                        ..Serde::default()
                    })
                    || !open::string_keyed_map(&field.ty)
                {
                    return None;
                }
                let (name, field_ty) = (field.ident.as_ref()?, &field.ty);
                quote! {
                    #index => ::std::result::Result::Ok(#ty::#ident {
                        #name: <#field_ty as ::serde::Deserialize>::deserialize(__rest)?,
                    }),
                }
            }
            Fields::Named(_) => {
                let function = format_ident!("__variant_{}", i);
                let plan = plans.get(i)?.as_ref()?;
                let written = open::variant_of(ty, &v.ident, plan, raw, &function);
                let marker = &written.marker;
                items.push(written.items);
                quote!(#index => ::agent_approval_runtime::__private::object::<#marker, __D>(__rest),)
            }
            Fields::Unnamed(_) => return None,
        };
        arms.push(arm);
    }
    let indices = (0..names.len()).map(Literal::usize_unsuffixed);
    let name = ty.to_string();
    let shell = raw_shell(ty, raw, &quote!(internally_tagged));
    Some(quote! {
        #shell
        #(#items)*
        impl ::agent_approval_runtime::__private::InternallyTagged for #raw {
            type Value = #ty;
            const NAME: &'static str = #name;
            const TAG: &'static str = #tag;
            const TAG_FIRST: &'static str = ::agent_approval_runtime::__tag_first!(#tag);
            const VARIANTS: &'static [&'static str] = &[#(#names),*];
            fn index(__name: &str) -> ::std::option::Option<usize> {
                match __name {
                    #(#names => ::std::option::Option::Some(#indices),)*
                    _ => ::std::option::Option::None,
                }
            }
            fn variant<'de, __D: ::serde::Deserializer<'de>>(
                __index: usize,
                __rest: __D,
            ) -> ::std::result::Result<#ty, __D::Error> {
                match __index {
                    #(#arms)*
                    _ => ::std::result::Result::Err(<__D::Error as ::serde::de::Error>::custom(
                        "variant index out of range",
                    )),
                }
            }
        }
    })
}
