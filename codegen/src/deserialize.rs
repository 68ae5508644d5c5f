//! Every `Deserialize` of a generated type judges: the emission side (the runtime side is
//! `runtime/src/judged.rs` of `agent-approval`).
//!
//! typify derives `Deserialize` on each struct and enum. Here that derive moves to a private
//! mirror of the item, `__RawT`, marked `#[serde(remote = "T")]`: serde then writes the same
//! conversion as an inherent `__RawT::deserialize` producing a `T`, and `T`'s own trait impl
//! comes from `agent_approval_runtime::__judged!` (roots and definitions: judge against the type's
//! schema unless already inside a judged document) or `agent_approval_runtime::__inline!` (inline
//! items, which have no schema of their own: convert only inside a judged document).
//!
//! A mirror rather than `#[serde(remote = "Self")]` on `T` itself: that would make the raw
//! conversion an inherent `pub fn deserialize` of the public type (serde gives it the item's
//! visibility), so `T::deserialize(d)` would resolve to the unjudged function, and it would
//! turn the derived `Serialize` inherent as well. The mirror is private, keeps every serde
//! attribute of the item (tags, `untagged`, `flatten`, `transparent`, `with`, renames,
//! defaults), and `Serialize` stays exactly as typify derived it.
//!
//! A string enum converts through its own `FromStr` (`unit.rs`). Three kinds of raw conversion
//! are written out instead of derived, all to keep serde's
//! `Content` buffer off the path: an open object's (named properties and an `extra` map,
//! `open.rs`; the derive buffers every member it does not name for the flattened map), an
//! internally tagged enum's (`tagged.rs`; the derive buffers the whole object to find the tag),
//! and an untagged enum's over standard types of distinct JSON kinds (`untagged.rs`; the derive
//! buffers the value and tries each variant, building each refusal's error).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::punctuated::Punctuated;
use syn::{Attribute, Fields, Item, Path, Token, Visibility};

use crate::attrs::Serde;

/// Takes `Deserialize` out of each struct's and enum's derives in `file` and returns, per such
/// item, its raw mirror and the macro call giving it the judging impl. `has_schema` tells the
/// roots and definitions (their `Validate` impl names their schema) from inline items;
/// `constructors` the types that get constructors (`crate::constructors`).
#[must_use]
pub(crate) fn judged(
    file: &mut syn::File,
    has_schema: impl Fn(&str) -> bool,
    constructors: impl Fn(&str) -> bool,
) -> Vec<TokenStream> {
    let mut out = Vec::new();
    let by_from_str = unit::by_from_str(&file.items);
    for item in &mut file.items {
        let (ident, attrs) = match item {
            Item::Struct(s) => (s.ident.clone(), &mut s.attrs),
            Item::Enum(e) => (e.ident.clone(), &mut e.attrs),
            _ => continue,
        };
        if !take_deserialize(attrs) {
            continue;
        }
        let raw = format_ident!("__Raw{}", ident);
        let remote = ident.to_string();
        // A struct's plan, once: it decides the conversion and the macro's form.
        let struct_plan = match &*item {
            Item::Struct(s) => open::Open::plan(&s.attrs, &s.fields, false),
            _ => None,
        };
        let from_str = by_from_str.contains(&remote);
        let form = if struct_plan.is_some() {
            quote!(object #raw)
        } else if from_str {
            quote!(str)
        } else if matches!(item, Item::Struct(s) if matches!(s.fields, Fields::Named(_))) {
            // Derived, with named fields: objects only (the runtime's `StructOnly`).
            quote!(struct #raw)
        } else {
            quote!(#raw)
        };
        let call = if has_schema(&remote) {
            quote!(::agent_approval_runtime::__judged!(#ident, #form);)
        } else {
            quote!(::agent_approval_runtime::__inline!(#ident, #form);)
        };
        let mut plans = Vec::new();
        // Emitted after the conversion: written-out `Serialize`s, constructors.
        let mut also = Vec::new();
        // Which fields have a value without the caller, read before the rewrites strip the
        // serde attributes.
        let optional_struct = match &*item {
            Item::Struct(s) => crate::constructors::optional_fields(&s.fields),
            _ => Vec::new(),
        };
        let optional_variants: Vec<Vec<String>> = match &*item {
            Item::Enum(e) => e
                .variants
                .iter()
                .map(|v| crate::constructors::optional_fields(&v.fields))
                .collect(),
            _ => Vec::new(),
        };
        let written = match item {
            Item::Struct(s) => struct_plan.map(|plan| {
                if plan.tracks() {
                    plan.rewrite(&mut s.fields, true);
                    // Both conversions are written out: no serde derive is left to read the
                    // attributes.
                    take_derive(&mut s.attrs, "Serialize");
                    s.attrs.retain(|a| !a.path().is_ident("serde"));
                    also.push(open::serialize_struct(&s.ident, &plan));
                }
                open::raw(&s.ident, &raw, &plan)
            }),
            Item::Enum(e) => {
                let deny = Serde::parse(&e.attrs)
                    .is_ok_and(|s| s.other.iter().any(|o| o == "deny_unknown_fields"));
                for (i, v) in e.variants.iter_mut().enumerate() {
                    let plan = open::variant_plan(&v.attrs, &v.fields, deny);
                    if let Some(plan) = plan.as_ref().filter(|p| p.tracks()) {
                        plan.rewrite(&mut v.fields, false);
                        let function = format_ident!("__serialize_{}_{}", ident, i);
                        let path = function.to_string();
                        v.attrs
                            .push(syn::parse_quote!(#[serde(serialize_with = #path)]));
                        also.push(open::serialize_variant(&function, plan));
                    }
                    plans.push(plan);
                }
                tagged::raw(e, &raw, &plans).or_else(|| untagged::raw(e, &raw))
            }
            _ => None,
        };
        let wanted = constructors(&remote);
        also.extend(match item {
            Item::Struct(s) => crate::constructors::for_struct(s, &optional_struct, wanted),
            Item::Enum(e) if wanted => crate::constructors::for_variants(e, &optional_variants),
            _ => None,
        });
        // The pattern markers have been read by the plans: a marked object without one would
        // be read by serde's derive, which cannot route names by pattern.
        let unrouted = match item {
            Item::Struct(s) => open::take_markers(&mut s.fields) && written.is_none(),
            Item::Enum(e) => {
                let mut unrouted = false;
                for (i, v) in e.variants.iter_mut().enumerate() {
                    let planned = plans.get(i).is_some_and(Option::is_some);
                    unrouted |= open::take_markers(&mut v.fields) && !planned;
                }
                unrouted
            }
            _ => false,
        };
        if unrouted {
            let message = format!(
                "agent-approval-codegen: `{remote}` has `patternProperties` maps but no written-out conversion to route them (a generator limit: please report it)"
            );
            out.push(quote!(::std::compile_error!(#message);));
        }
        let conversion = written.unwrap_or_else(|| {
            if from_str {
                return TokenStream::new();
            }
            let mirror = mirror(item, &raw, &plans);
            quote! {
                #[derive(::serde::Deserialize)]
                #[serde(remote = #remote)]
                #[allow(dead_code, non_camel_case_types)]
                #mirror
            }
        });
        out.push(quote! {
            #conversion
            #call
            #(#also)*
        });
    }
    out
}

/// The written-out raw conversion's item `raw` for the enum `ty`: a unit struct whose inherent
/// `deserialize` hands the enum to the runtime's `runtime` function (which calls back through
/// `raw`'s trait impl).
fn raw_shell(ty: &syn::Ident, raw: &syn::Ident, runtime: &TokenStream) -> TokenStream {
    quote! {
        #[allow(dead_code, non_camel_case_types)]
        struct #raw;
        impl #raw {
            fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
                __deserializer: __D,
            ) -> ::std::result::Result<#ty, __D::Error> {
                ::agent_approval_runtime::__private::#runtime::<#raw, __D>(__deserializer)
            }
        }
    }
}

/// Removes `Deserialize` from the item's `#[derive]`s; whether it was there.
fn take_deserialize(attrs: &mut [Attribute]) -> bool {
    take_derive(attrs, "Deserialize")
}

/// Removes the derive `name` from the item's `#[derive]`s; whether it was there.
fn take_derive(attrs: &mut [Attribute], name: &str) -> bool {
    let mut found = false;
    for attr in attrs.iter_mut().filter(|a| a.path().is_ident("derive")) {
        let Ok(paths) = attr.parse_args_with(Punctuated::<Path, Token![,]>::parse_terminated)
        else {
            continue;
        };
        let kept: Vec<&Path> = paths
            .iter()
            .filter(|p| {
                let is = p.segments.last().is_some_and(|s| s.ident == name);
                found |= is;
                !is
            })
            .collect();
        *attr = syn::parse_quote!(#[derive(#(#kept),*)]);
    }
    found
}

/// The private copy of `item` named `raw`, holding only its serde attributes.
fn mirror(item: &Item, raw: &syn::Ident, plans: &[Option<open::Open>]) -> TokenStream {
    match item.clone() {
        Item::Struct(mut s) => {
            s.ident = raw.clone();
            s.vis = Visibility::Inherited;
            s.attrs = serde_only(&s.attrs);
            strip_fields(&mut s.fields);
            quote!(#s)
        }
        Item::Enum(mut e) => {
            let ident = e.ident.clone();
            e.ident = raw.clone();
            e.vis = Visibility::Inherited;
            e.attrs = serde_only(&e.attrs);
            // Read through another type (`#[serde(from = …)]`, `postprocess/external.rs`):
            // serde reads no variant of the mirror.
            if Serde::parse(&e.attrs).is_ok_and(|s| s.other.iter().any(|o| o == "from")) {
                e.variants.clear();
                return quote!(#e);
            }
            let mut items = Vec::new();
            for (i, v) in e.variants.iter_mut().enumerate() {
                v.attrs = serde_only(&v.attrs);
                let name = format_ident!("__variant_{}", i);
                let expecting = format!("struct variant {ident}::{}", v.ident);
                if let Some(plan) = plans.get(i).and_then(Option::as_ref) {
                    let function = open::variant(plan, raw, &name, &expecting);
                    // serde reads the variant's members with the written-out function, which
                    // returns its fields as a tuple in declaration order.
                    let path = format!(
                        "::agent_approval_runtime::__private::object::<{}, _>",
                        function.marker
                    );
                    v.attrs
                        .push(syn::parse_quote!(#[serde(deserialize_with = #path)]));
                    for f in &mut v.fields {
                        f.attrs.clear();
                    }
                    items.push(function.items);
                }
                strip_fields(&mut v.fields);
            }
            quote! {
                #e
                #(#items)*
            }
        }
        _ => TokenStream::new(),
    }
}

fn strip_fields(fields: &mut Fields) {
    for f in fields.iter_mut() {
        f.vis = Visibility::Inherited;
        f.attrs = serde_only(&f.attrs);
    }
}

fn serde_only(attrs: &[Attribute]) -> Vec<Attribute> {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("serde"))
        .cloned()
        .collect()
}

mod open;
mod tagged;
#[cfg(test)]
mod tests;
mod unit;
mod untagged;
