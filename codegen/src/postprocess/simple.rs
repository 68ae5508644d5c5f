//! typify's string-like enums (unit variants: `Copy`, `Ord`, `Display`, `FromStr`): what
//! stops being one once a variant keeps an `extra` map, and the one string conversion each
//! keeps.

use std::collections::BTreeSet;

use syn::{parse_quote, Fields, Item};

/// An enum of unit variants parses from a string with `FromStr` (`"never".parse()`), as a
/// hand-written Rust enum would; typify's `TryFrom<&str>`, `TryFrom<&String>` and
/// `TryFrom<String>` impls say the same thing three more times and go (issue 32: 3,200 lines
/// of the default build).
pub(super) fn string_conversions(file: &mut syn::File) {
    let unit: BTreeSet<String> = file
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Enum(e) if e.variants.iter().all(|v| matches!(v.fields, Fields::Unit)) => {
                Some(e.ident.to_string())
            }
            _ => None,
        })
        .collect();
    file.items.retain(|item| {
        let Item::Impl(i) = item else { return true };
        let on_unit = matches!(&*i.self_ty, syn::Type::Path(p)
            if p.path.get_ident().is_some_and(|id| unit.contains(&id.to_string())));
        let try_from_string = i.trait_.as_ref().is_some_and(|(path, _)| {
            path.segments.last().is_some_and(|s| {
                s.ident == "TryFrom" && {
                    let args = &s.arguments;
                    let text = quote::quote!(#args).to_string();
                    text.contains("str") || text.contains("String")
                }
            })
        });
        !(on_unit && try_from_string)
    });
}

/// typify treats an enum of unit variants as a string-like value: `Copy`, `Ord`, `Display`,
/// `FromStr`, `TryFrom<&str>`. Once a variant keeps an `extra` map, none of that holds: those
/// derives and impls go.
pub(super) fn no_longer_simple(
    file: &mut syn::File,
    widened: &BTreeSet<String>,
    retagged: &BTreeSet<String>,
) -> Result<(), String> {
    const DROPPED_DERIVES: &[&str] = &["Copy", "Ord", "PartialOrd"];
    const DROPPED_IMPLS: &[&str] = &["Display", "FromStr", "TryFrom"];
    // Whether `ty` is a bare type name in `set`.
    let in_set = |ty: &syn::Type, set: &BTreeSet<String>| match ty {
        syn::Type::Path(p) => p
            .path
            .get_ident()
            .is_some_and(|i| set.contains(&i.to_string())),
        _ => false,
    };
    let named = |ty: &syn::Type| in_set(ty, widened);
    let retagged_ty = |ty: &syn::Type| in_set(ty, retagged);
    file.items.retain(|item| match item {
        Item::Impl(i) => {
            let dropped = |s: &syn::PathSegment| {
                let t = s.ident.to_string();
                DROPPED_IMPLS.contains(&t.as_str()) || (t == "From" && retagged_ty(&i.self_ty))
            };
            !(named(&i.self_ty)
                && i.trait_
                    .as_ref()
                    .is_some_and(|(path, _)| path.segments.last().is_some_and(dropped)))
        }
        _ => true,
    });
    for item in &mut file.items {
        let Item::Enum(e) = item else { continue };
        if !widened.contains(&e.ident.to_string()) {
            continue;
        }
        for attr in &mut e.attrs {
            if !attr.path().is_ident("derive") {
                continue;
            }
            let paths = attr
                .parse_args_with(
                    syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
                )
                .map_err(|e| e.to_string())?;
            let kept = paths.into_iter().filter(|p| {
                p.segments
                    .last()
                    .is_none_or(|s| !DROPPED_DERIVES.contains(&s.ident.to_string().as_str()))
            });
            *attr = parse_quote!(#[derive(#(#kept),*)]);
        }
    }
    Ok(())
}
