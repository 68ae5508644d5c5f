//! The raw conversion of an untagged enum (`#[serde(untagged)]`) whose variants each hold a
//! standard type of a known JSON kind, written out, not derived: the value's kind picks the
//! variant.
//!
//! serde's derive buffers the value as its `Content` and tries each variant in turn, building
//! the error of every variant that does not fit. Here the runtime
//! (`agent_approval_runtime::__private::untagged`, `runtime/src/untagged.rs`) reads the value once and calls
//! the generated `Untagged` impl for its kind. The derive's order holds: among number types the
//! first variant that holds the value takes it (`i64` a `u64` up to `i64::MAX`, `u64` an `i64`
//! from 0, `f64` any number).
//!
//! Only the plain kind is written out: `untagged` and nothing else on the enum, no attribute
//! on a variant or its field, every variant a newtype of `String`, `bool`, `i64`, `u64`, `f64`,
//! `Vec<_>` or a map with `String` keys, and no two variants of one kind but numbers (a
//! string, a boolean, an array, an object). Anything else keeps serde's derive.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{Fields, ItemEnum, Type};

use super::open::{string_keyed_map, STRING};
use super::raw_shell;
use crate::attrs::{spelled, Serde};

/// The JSON kind a variant's type takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Str,
    Bool,
    I64,
    U64,
    F64,
    Seq,
    Map,
}

impl Kind {
    fn of(ty: &Type) -> Option<Self> {
        if string_keyed_map(ty) {
            return Some(Self::Map);
        }
        let Type::Path(p) = ty else { return None };
        if p.qself.is_some() {
            return None;
        }
        let bare = p
            .path
            .segments
            .last()
            .is_some_and(|s| s.arguments.is_none());
        let path = &p.path;
        let kind = if bare && spelled(path, STRING) {
            Self::Str
        } else if bare && spelled(path, &[&["bool"]]) {
            Self::Bool
        } else if bare && spelled(path, &[&["i64"]]) {
            Self::I64
        } else if bare && spelled(path, &[&["u64"]]) {
            Self::U64
        } else if bare && spelled(path, &[&["f64"]]) {
            Self::F64
        } else if !bare && spelled(path, &[&["Vec"], &["std", "vec", "Vec"]]) {
            Self::Seq
        } else {
            return None;
        };
        Some(kind)
    }

    const fn number(self) -> bool {
        matches!(self, Self::I64 | Self::U64 | Self::F64)
    }
}

/// One variant: its identifier, type and kind.
struct Variant<'a> {
    ident: &'a syn::Ident,
    ty: &'a Type,
    kind: Kind,
}

/// The raw conversion of `item` on `raw` (the inherent `raw::deserialize` giving an `item`,
/// and `raw`'s `Untagged` impl), when it is an untagged enum of the plain kind; `None` when
/// serde's derive is kept.
pub(super) fn raw(item: &ItemEnum, raw: &syn::Ident) -> Option<TokenStream> {
    if !item.generics.params.is_empty() || item.variants.is_empty() {
        return None;
    }
    let own = Serde::parse(&item.attrs).ok()?;
    if own
        != (Serde {
            untagged: true,
            ..Serde::default()
        })
    {
        return None;
    }
    let mut variants = Vec::new();
    for v in &item.variants {
        let Fields::Unnamed(fields) = &v.fields else {
            return None;
        };
        let [field] = fields.unnamed.iter().collect::<Vec<_>>()[..] else {
            return None;
        };
        if Serde::parse(&v.attrs).ok()? != Serde::default()
            || Serde::parse(&field.attrs).ok()? != Serde::default()
        {
            return None;
        }
        let kind = Kind::of(&field.ty)?;
        if !kind.number() && variants.iter().any(|w: &Variant<'_>| w.kind == kind) {
            return None;
        }
        variants.push(Variant {
            ident: &v.ident,
            ty: &field.ty,
            kind,
        });
    }
    let ty = &item.ident;
    let name = ty.to_string();
    let mut methods = Vec::new();
    for v in &variants {
        let ident = v.ident;
        match v.kind {
            Kind::Str => methods.push(quote! {
                fn str(__v: &str) -> ::std::option::Option<#ty> {
                    ::std::option::Option::Some(#ty::#ident(::std::borrow::ToOwned::to_owned(__v)))
                }
                fn string(__v: ::std::string::String) -> ::std::option::Option<#ty> {
                    ::std::option::Option::Some(#ty::#ident(__v))
                }
            }),
            Kind::Bool => methods.push(quote! {
                fn boolean(__v: bool) -> ::std::option::Option<#ty> {
                    ::std::option::Option::Some(#ty::#ident(__v))
                }
            }),
            Kind::Seq => methods.push(container(ty, v, "seq", &quote!(SeqAccess))),
            Kind::Map => methods.push(container(ty, v, "map", &quote!(MapAccess))),
            Kind::I64 | Kind::U64 | Kind::F64 => {}
        }
    }
    let numbers: Vec<&Variant<'_>> = variants.iter().filter(|v| v.kind.number()).collect();
    if !numbers.is_empty() {
        for given in [Kind::I64, Kind::U64, Kind::F64] {
            methods.push(number_method(ty, &numbers, given));
        }
    }
    let shell = raw_shell(ty, raw, &quote!(untagged));
    Some(quote! {
        #shell
        impl ::agent_approval_runtime::__private::Untagged for #raw {
            type Value = #ty;
            const NAME: &'static str = #name;
            #(#methods)*
        }
    })
}

/// `fn seq` or `fn map` (`method`) for the array or object variant `v`: its type read from the
/// elements or members (`access`) through the runtime's `from_seq` or `from_map`.
fn container(ty: &syn::Ident, v: &Variant<'_>, method: &str, access: &TokenStream) -> TokenStream {
    let (ident, field_ty) = (v.ident, v.ty);
    let name = format_ident!("{}", method);
    let param = format_ident!("__{}", method);
    let helper = format_ident!("from_{}", method);
    quote! {
        fn #name<'de, __A: ::serde::de::#access<'de>>(
            #param: __A,
        ) -> ::std::option::Option<::std::result::Result<#ty, __A::Error>> {
            ::std::option::Option::Some(
                ::agent_approval_runtime::__private::#helper::<#field_ty, __A>(#param).map(#ty::#ident),
            )
        }
    }
}

/// The `Untagged` method for numbers given as `given` (`signed` for `i64`, `unsigned` for
/// `u64`, `float` for `f64`): the number variants tried in declaration order, the first that
/// holds the value taking it.
fn number_method(ty: &syn::Ident, numbers: &[&Variant<'_>], given: Kind) -> TokenStream {
    let (method, given_ty) = match given {
        Kind::I64 => (quote!(signed), quote!(i64)),
        Kind::U64 => (quote!(unsigned), quote!(u64)),
        _ => (quote!(float), quote!(f64)),
    };
    let mut tries = Vec::new();
    let mut tail = quote!(::std::option::Option::None);
    for v in numbers {
        let ident = v.ident;
        match (given, v.kind) {
            // The same type: always taken.
            (a, b) if a == b => {
                tail = quote!(::std::option::Option::Some(#ty::#ident(__v)));
                break;
            }
            // Any integer into `f64` (serde's `as` conversion): always taken.
            (Kind::I64 | Kind::U64, Kind::F64) => {
                tail = quote!({
                    #[allow(clippy::cast_precision_loss)]
                    let __x = __v as f64;
                    ::std::option::Option::Some(#ty::#ident(__x))
                });
                break;
            }
            // An integer into the other integer type: taken where it fits.
            (Kind::I64, Kind::U64) | (Kind::U64, Kind::I64) => {
                let target = if v.kind == Kind::I64 {
                    quote!(i64)
                } else {
                    quote!(u64)
                };
                tries.push(quote! {
                    if let ::std::result::Result::Ok(__x) = #target::try_from(__v) {
                        return ::std::option::Option::Some(#ty::#ident(__x));
                    }
                });
            }
            // A float into an integer type: never (serde's integer types refuse floats).
            _ => {}
        }
    }
    quote! {
        fn #method(__v: #given_ty) -> ::std::option::Option<#ty> {
            #(#tries)*
            #tail
        }
    }
}
