//! A union of names and one-key objects, as serde's default (externally tagged) enum.
//!
//! Codex's `CodexErrorInfo` is a Rust enum of unit variants (`"contextWindowExceeded"`) and
//! variants with data (`{"httpConnectionFailed": {"httpStatusCode": 502}}`); its schema
//! writes the names as one string enum and adds a branch for any other string or object.
//! typify reads an externally tagged enum only where every branch is one name or one
//! closed one-key object and nothing else, so it wrote an untagged enum of positional
//! variants: `Variant0(CodexErrorInfoVariant0)` for the names, `Variant2 {
//! http_connection_failed: … }`, `Variant7(CodexErrorInfoVariant7)` for the rest. Here such
//! an enum becomes the one a programmer writes for that wire format:
//!
//! - each name of a string enum held by a variant is a unit variant (`ContextWindowExceeded`),
//! - each closed object of one required property a variant named by it and holding its value
//!   (`HttpConnectionFailed(…)`, `#[serde(rename = "httpConnectionFailed")]`),
//! - the variants after them (what the union leaves open) stay, `#[serde(untagged)]`, the
//!   positional one named `Other` (`Unknown` where a name is `other`), its type after it.
//!
//! Writing gives the same JSON. Reading keeps the untagged enum's order, which the derive of
//! an externally tagged enum would not (it reads `{"contextWindowExceeded": null}` as the
//! name): typify's enum stays as a private shape (`__{Enum}Shape`, its string enums private
//! where nothing else names them) that the enum converts from (`#[serde(from = …)]`).
//! Only where every name and key is distinct, every variant before the rest is a name or
//! such an object, and at least one is.

use std::collections::{BTreeMap, BTreeSet};

use quote::format_ident;
use syn::{parse_quote, Fields, Item, Type, Variant, Visibility};

use super::by_tag::names::names;
use super::twins::{item_name, self_type};
use crate::attrs::Serde;
use plan::{plan, string_enums};

/// Rewrites every enum of `file` of that form. `named` are the root's and the definitions'
/// types: never made private nor renamed (other files name them).
pub(super) fn externally_tagged(file: &mut syn::File, named: &BTreeSet<String>) {
    let units = string_enums(&file.items);
    let mut added = Vec::new();
    let mut privatised = BTreeSet::new();
    let mut renames = BTreeMap::new();
    let taken: BTreeSet<String> = file.items.iter().filter_map(item_name).collect();
    for item in &mut file.items {
        let Item::Enum(e) = item else { continue };
        let Some((planned, held)) = plan(e, &units) else {
            continue;
        };
        let shape = shape_of(&e.ident);
        if taken.contains(&shape.to_string()) {
            continue;
        }
        // A one-key object's inline type and the rest's positional one are named after their
        // variant (`CodexErrorInfoHttpConnectionFailed`, `CodexErrorInfoUnknown`).
        for p in &planned {
            let Some(old) = held_type(&p.variant, p.keyed) else {
                continue;
            };
            let new = format!("{}{}", e.ident, p.variant.ident);
            let positional = old.starts_with(&format!("{}Variant", e.ident));
            let free = !taken.contains(&new)
                && !named.contains(&old)
                && !renames.values().any(|n| *n == new);
            if (p.keyed || positional) && free && !renames.contains_key(&old) {
                renames.insert(old, new);
            }
        }
        let mut public = e.clone();
        public.variants = planned.iter().map(|p| p.variant.clone()).collect();
        let ty = &e.ident;
        let shape_name = shape.to_string();
        // The container's `untagged` (and `deny_unknown_fields`: `plan` allows no other) go.
        public.attrs.retain(|a| !a.path().is_ident("serde"));
        public
            .attrs
            .push(parse_quote!(#[serde(from = #shape_name)]));
        let arms = planned.iter().map(|p| &p.arm);
        added.push(Item::Enum(public));
        added.push(parse_quote! {
            impl ::std::convert::From<#shape> for #ty {
                fn from(value: #shape) -> Self {
                    match value {
                        #(#arms)*
                    }
                }
            }
        });
        // typify's enum: private, read only (its `From` impls name its variants).
        e.ident = shape.clone();
        e.vis = Visibility::Inherited;
        e.attrs.retain(|a| !a.path().is_ident("doc"));
        e.attrs.push(parse_quote!(#[doc(hidden)]));
        privatised.extend(held);
    }
    if added.is_empty() {
        return;
    }
    let publics: BTreeSet<String> = (added.iter())
        .filter_map(|i| match i {
            Item::Enum(e) => Some(e.ident.to_string()),
            _ => None,
        })
        .collect();
    let shapes: BTreeSet<String> = (publics.iter())
        .map(|p| shape_of(&format_ident!("{p}")).to_string())
        .collect();
    // typify's `From` impls for the old enum name its positional variants.
    file.items.retain(|item| match item {
        Item::Impl(i) => {
            !(i.trait_.is_some() && self_type(&i.self_ty).is_some_and(|n| publics.contains(&n)))
        }
        _ => true,
    });
    // Each enum where typify's was, its conversion after the shape.
    let mut placed = Vec::with_capacity(file.items.len() + added.len());
    let mut added = added.into_iter();
    for item in std::mem::take(&mut file.items) {
        let is_shape = matches!(&item, Item::Enum(e) if shapes.contains(&e.ident.to_string()));
        if is_shape {
            placed.extend(added.next());
            placed.push(item);
            placed.extend(added.next());
        } else {
            placed.push(item);
        }
    }
    file.items = placed;
    // A string enum only the shape names is private with it.
    let named_elsewhere: BTreeSet<String> = (file.items.iter())
        .filter(|item| !matches!(item, Item::Enum(e) if shapes.contains(&e.ident.to_string())))
        .filter(|item| !matches!(item, Item::Impl(_)))
        .flat_map(|item| names(item).into_iter())
        .collect();
    for item in &mut file.items {
        if let Item::Enum(e) = item {
            let name = e.ident.to_string();
            if privatised.contains(&name)
                && !named_elsewhere.contains(&name)
                && !named.contains(&name)
            {
                e.vis = Visibility::Inherited;
            }
        }
    }
    super::twins::rename_items(file, &renames);
}

/// The private enum, typify's, that enum `ty` converts from (`__CodexErrorInfoShape`).
fn shape_of(ty: &syn::Ident) -> syn::Ident {
    format_ident!("__{}Shape", ty)
}

/// The type a one-key object's variant (`keyed`) or a variant of the rest holds, where it
/// is a bare name.
fn held_type(v: &Variant, keyed: bool) -> Option<String> {
    let is_rest = untagged(v);
    match &v.fields {
        Fields::Unnamed(f) if (keyed || is_rest) && f.unnamed.len() == 1 => {
            path_ident(&f.unnamed[0].ty)
        }
        _ => None,
    }
}

/// Whether variant `v` is `#[serde(untagged)]` (one of the rest).
fn untagged(v: &Variant) -> bool {
    Serde::parse(&v.attrs).is_ok_and(|s| s.untagged)
}

/// The identifier of a one-segment path type (`CodexErrorInfoVariant0`).
fn path_ident(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(p) if p.qself.is_none() => p.path.get_ident().map(ToString::to_string),
        _ => None,
    }
}

mod plan;
#[cfg(test)]
mod tests;
