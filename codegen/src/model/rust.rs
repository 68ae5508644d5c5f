//! A model type written as Rust, spelled as typify spells it (`::std::option::Option<T>`), so
//! that items emitted from the model read as typify's did.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::{Module, Ty};

impl Ty {
    /// This type as Rust tokens; an item by its name in `module`, `None` for a handle that
    /// `module` did not make, or a path that is no Rust type.
    pub(crate) fn tokens(&self, module: &Module) -> Option<TokenStream> {
        let inner = |t: &Ty| t.tokens(module);
        Some(match self {
            Ty::Item(handle) => {
                let name = format_ident!("{}", module.item(*handle)?.name);
                quote!(#name)
            }
            // typify writes `Option<Option<T>>` as `Option<T>`.
            Ty::Option(t) if matches!(**t, Ty::Option(_)) => inner(t)?,
            Ty::Option(t) => {
                let t = inner(t)?;
                quote!(::std::option::Option<#t>)
            }
            Ty::Box(t) => {
                let t = inner(t)?;
                quote!(::std::boxed::Box<#t>)
            }
            Ty::Vec(t) | Ty::Set(t) => {
                let t = inner(t)?;
                quote!(::std::vec::Vec<#t>)
            }
            Ty::Map(k, v) if **k == Ty::String && **v == Ty::Path(ANY.into()) => {
                quote!(::serde_json::Map<::std::string::String, ::serde_json::Value>)
            }
            Ty::Map(k, v) => {
                let (k, v) = (inner(k)?, inner(v)?);
                quote!(::std::collections::BTreeMap<#k, #v>)
            }
            Ty::Array(t, n) => {
                let t = inner(t)?;
                quote!([#t; #n])
            }
            Ty::Tuple(types) => {
                let types = types.iter().map(inner).collect::<Option<Vec<_>>>()?;
                if types.len() == 1 {
                    quote!((#(#types,)*))
                } else {
                    quote!((#(#types),*))
                }
            }
            Ty::Path(path) => syn::parse_str::<syn::Type>(path).ok().map(|t| quote!(#t))?,
            Ty::String => quote!(::std::string::String),
            Ty::Unit => quote!(()),
        })
    }
}

/// typify's path of any JSON value.
pub(crate) const ANY: &str = "::serde_json::Value";
