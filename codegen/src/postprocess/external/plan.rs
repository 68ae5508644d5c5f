//! Which untagged enums are of the form, and the variants they become (`external.rs`).

use std::collections::{BTreeMap, BTreeSet};

use heck::ToUpperCamelCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};
use syn::{parse_quote, Attribute, Fields, Item, ItemEnum, Type, Variant, Visibility};

use super::path_ident;
use crate::attrs::{json_name, option_inner, Serde};

/// One variant of the rewritten enum, and how the shape's variant converts to it.
pub(super) struct Planned {
    pub(super) variant: Variant,
    /// The arm of `From<shape>`: a pattern on the shape's variant and the expression.
    pub(super) arm: TokenStream,
    /// Whether it holds a one-key object's value, whose inline type is named after it.
    pub(super) keyed: bool,
}

/// The rewritten variants of `e`, and the string enums they took the names of; `None` where
/// `e` is not of the form.
pub(super) fn plan(
    e: &ItemEnum,
    units: &BTreeMap<String, Vec<Variant>>,
) -> Option<(Vec<Planned>, BTreeSet<String>)> {
    let serde = Serde::parse(&e.attrs).ok()?;
    let deny = serde.other.iter().any(|o| o == "deny_unknown_fields");
    let plain = Serde {
        untagged: true,
        other: if deny {
            vec!["deny_unknown_fields".into()]
        } else {
            Vec::new()
        },
        ..Serde::default()
    };
    if serde != plain || !e.generics.params.is_empty() || !matches!(e.vis, Visibility::Public(_)) {
        return None;
    }
    let shape = super::shape_of(&e.ident);
    let ty = &e.ident;
    let mut planned = Vec::new();
    let mut held = BTreeSet::new();
    let mut wire = BTreeSet::new();
    let mut rest = false;
    for v in &e.variants {
        if Serde::parse(&v.attrs).ok()? != Serde::default() {
            return None;
        }
        let docs: Vec<&Attribute> = v
            .attrs
            .iter()
            .filter(|a| a.path().is_ident("doc"))
            .collect();
        let old = &v.ident;
        let taggable = if rest { None } else { tagged(v, units, deny) };
        match taggable {
            Some(Tagged::Names(name, values)) => {
                held.insert(name.clone());
                let inner = format_ident!("{}", name);
                let mut arms = Vec::new();
                for u in values {
                    let wire_name = json_name(&Serde::parse(&u.attrs).ok()?, &u.ident);
                    if !wire.insert(wire_name) {
                        return None;
                    }
                    let ident = &u.ident;
                    arms.push(quote!(#inner::#ident => #ty::#ident,));
                    planned.push(Planned {
                        variant: u.clone(),
                        arm: TokenStream::new(),
                        keyed: false,
                    });
                }
                // The match on the string enum in the first of its names' arms.
                let first = planned.len() - arms.len();
                planned[first].arm = quote! {
                    #shape::#old(__names) => match __names { #(#arms)* },
                };
            }
            Some(Tagged::Key(key, field, value)) => {
                if !wire.insert(key.clone()) {
                    return None;
                }
                let name = (field.to_string().trim_start_matches("r#"))
                    .trim_end_matches('_')
                    .to_upper_camel_case();
                let ident = syn::parse_str::<syn::Ident>(&name)
                    .ok()
                    .filter(|i| i != "Self")?;
                let mut variant: Variant = parse_quote!(#[serde(rename = #key)] #ident(#value));
                variant.attrs.splice(0..0, docs.into_iter().cloned());
                planned.push(Planned {
                    variant,
                    arm: quote!(#shape::#old { #field } => #ty::#ident(#field),),
                    keyed: true,
                });
            }
            None => {
                rest = true;
                let Fields::Unnamed(f) = &v.fields else {
                    return None;
                };
                if f.unnamed.len() != 1 || planned.is_empty() {
                    return None;
                }
                let mut variant = v.clone();
                variant.attrs.push(parse_quote!(#[serde(untagged)]));
                planned.push(Planned {
                    variant,
                    arm: quote!(#shape::#old(__rest) => #ty::#old(__rest),),
                    keyed: false,
                });
            }
        }
    }
    name_rest(&mut planned, e)?;
    let idents: BTreeSet<String> = planned
        .iter()
        .map(|p| p.variant.ident.to_string())
        .collect();
    (idents.len() == planned.len() && !wire.is_empty()).then_some((planned, held))
}

/// Names the positional variants of the rest by what they hold (`Array`, `String`, a type
/// less the enum's leading words), else (the first) `Other`, `Unknown` where a name took
/// `Other`; fixing their arms.
fn name_rest(planned: &mut [Planned], e: &ItemEnum) -> Option<()> {
    let own = crate::ident::words(&e.ident.to_string());
    let shape = super::shape_of(&e.ident);
    let ty = &e.ident;
    for i in 0..planned.len() {
        let old = planned[i].variant.ident.clone();
        let rest = super::untagged(&planned[i].variant);
        // A name may read `Variant0` too (the value `variant0`): only the rest is renamed.
        if !rest || !old.to_string().starts_with("Variant") {
            continue;
        }
        let taken = |n: &str| planned.iter().any(|p| p.variant.ident == n);
        let held = match &planned[i].variant.fields {
            Fields::Unnamed(f) => crate::postprocess::positional::held(&f.unnamed[0].ty, &own),
            _ => None,
        };
        let new = (held.into_iter())
            .chain(["Other", "Unknown"].map(String::from))
            .find(|n| !n.starts_with("Variant") && n != "Self" && !taken(n))?;
        let new = syn::parse_str::<syn::Ident>(&new).ok()?;
        planned[i].arm = quote!(#shape::#old(__rest) => #ty::#new(__rest),);
        planned[i].variant.ident = new;
    }
    Some(())
}

/// What a variant of the untagged enum is to the externally tagged one.
enum Tagged {
    /// A newtype of a string enum: its name and unit variants.
    Names(String, Vec<Variant>),
    /// A closed object of one required property: its JSON name, field and type.
    Key(String, syn::Ident, Box<Type>),
}

fn tagged(v: &Variant, units: &BTreeMap<String, Vec<Variant>>, deny: bool) -> Option<Tagged> {
    match &v.fields {
        Fields::Unnamed(f) if f.unnamed.len() == 1 => {
            let name = path_ident(&f.unnamed[0].ty)?;
            let values = units.get(&name)?;
            Some(Tagged::Names(name, values.clone()))
        }
        Fields::Named(n) if n.named.len() == 1 && deny => {
            let field = &n.named[0];
            let serde = Serde::parse(&field.attrs).ok()?;
            let only_rename = Serde {
                rename: serde.rename.clone(),
                ..Serde::default()
            };
            let ident = field.ident.clone()?;
            if serde != only_rename || option_inner(&field.ty).is_some() {
                return None;
            }
            Some(Tagged::Key(
                json_name(&serde, &ident),
                ident,
                Box::new(field.ty.clone()),
            ))
        }
        _ => None,
    }
}

/// The string enums of `items` (unit variants, no attribute but each variant's `rename` and
/// doc), by name.
pub(super) fn string_enums(items: &[Item]) -> BTreeMap<String, Vec<Variant>> {
    (items.iter())
        .filter_map(|item| match item {
            Item::Enum(e) if e.generics.params.is_empty() && !e.variants.is_empty() => {
                let only_names = !e.attrs.iter().any(|a| a.path().is_ident("serde"))
                    && e.variants.iter().all(|v| {
                        matches!(v.fields, Fields::Unit)
                            && v.discriminant.is_none()
                            && Serde::parse(&v.attrs).is_ok_and(|s| {
                                s == Serde {
                                    rename: s.rename.clone(),
                                    ..Serde::default()
                                }
                            })
                    });
                let variants = e.variants.iter().map(|v| with_doc_of(v, e)).collect();
                only_names.then(|| (e.ident.to_string(), variants))
            }
            _ => None,
        })
        .collect()
}

/// A string enum's variant, with its docs and `rename`; the enum's own doc where it has one
/// name and the variant none (Codex's `inferenceHookDenied`), but typify's placeholder (the
/// type's name).
fn with_doc_of(v: &Variant, e: &ItemEnum) -> Variant {
    let mut v = v.clone();
    let doc = |a: &&Attribute| a.path().is_ident("doc");
    // Its docs and `rename` only: another attribute (`#[default]`) belongs to the old enum.
    v.attrs.retain(|a| doc(&a) || a.path().is_ident("serde"));
    if e.variants.len() == 1 && !v.attrs.iter().any(|a| doc(&a)) {
        let placeholder = format!("`{}`", e.ident);
        let own = e.attrs.iter().filter(doc).filter(|a| {
            let text = a.meta.to_token_stream().to_string();
            !text.contains(&placeholder)
        });
        v.attrs.splice(0..0, own.cloned());
    }
    v
}
