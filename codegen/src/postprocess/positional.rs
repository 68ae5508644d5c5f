//! Variants typify named by position named by what they hold.
//!
//! typify names an untagged enum's variants by each branch's title, `$ref` or single `type`,
//! less the prefix all those names share; where one has none, two read alike (two objects are
//! both `Object`) or one is all prefix, every variant is named by its position: tslint's
//! `RulesAlignObjectOptions::Variant0(RulesAlignOptions)`, `Variant1(RulesAlignOptionsItems)`
//! (the names of `options` and `options/items`: `RulesAlignOptions` is all prefix); Azure
//! Functions' service bus binding `Variant0 { type_: Option<…Type>, .. }`, `Variant1 { .. }`.
//! Here, once every check has read typify's names, such an enum's variants are named by what
//! each holds, as one names them by hand:
//!
//! - a newtype variant of a generated type by that type's name less the words it shares
//!   with the enum's name from the start (`Options`, `OptionsItems`), and where that name
//!   says only the position too (`WhenVariant0`), by its one value (`Always`) or its JSON
//!   type (a struct `Object`, an enum of lists `Array`, a string enum or a newtype of a
//!   string `String`); of a standard type by typify's name for its JSON type (`String`,
//!   `Boolean`, `Integer`, `Number`, `Array`, `Object`), and `serde_json::Value` or `Map`
//!   (what the union leaves open) as `Other`; an `Option` (a branch that admits `null` too)
//!   by what it holds, the unit variant (`null`) `Null`, and the known values of an open
//!   string enum (beside any string) `Known`: tsconfig's `Module::{Known(ModuleKnown),
//!   String(String), Null}`; two lists by what each holds (`ObjectList`, `StringList`);
//! - a struct variant by its tag: the one value of a field every struct variant has, typed by
//!   an enum of one value, `type` or `kind` first (`ServiceBusTrigger`, `ServiceBus`), or,
//!   where a variant's tag has several values, the tag's type less the words all share from
//!   the start (`SpecIF`'s `DataType::Boolean { .. }`, `DataType::DateTimeDurationOrUri {
//!   .. }`) or the values (`AddOrReplaceOrTest`); else by the (at most three) fields it alone
//!   requires (`Uri { uri }`, `HostPort { host, port }`), or alone names (`Ps { ps }`); the
//!   one struct variant beside other shapes as `Object`.
//!
//! Only where every variant gets a name and the names read apart; elsewhere the enum stays
//! as it is. The variants are renamed wherever a path names them, and the inline types typify
//! named after them follow (`types.rs`); the JSON is the same.

use std::collections::{BTreeMap, BTreeSet};

use heck::ToUpperCamelCase;
use syn::visit_mut::VisitMut;
use syn::{Fields, Item, Type};

use super::by_tag::names::Renamer;
use crate::attrs::{option_inner, Serde};
use crate::ident;

/// Names the positional variants of every enum of `file` that qualifies, and the inline types
/// typify named after them (`WhenVariant1Options` → `WhenIfMissingOptions`); `named` (the
/// root's and the definitions' types) keep their names.
pub(super) fn name_variants(file: &mut syn::File, named: &BTreeSet<String>) {
    let items = Items::of(file);
    let mut variant_renames: BTreeMap<String, Vec<BTreeMap<String, String>>> = BTreeMap::new();
    for item in &mut file.items {
        let Item::Enum(e) = item else { continue };
        let positional =
            (e.variants.iter().enumerate()).all(|(i, v)| v.ident == format!("Variant{i}"));
        // A variant's name is on the wire unless the enum is untagged or renames each.
        let renamed = |v: &syn::Variant| Serde::parse(&v.attrs).is_ok_and(|s| s.rename.is_some());
        let wire_free =
            Serde::parse(&e.attrs).is_ok_and(|s| s.untagged) || e.variants.iter().all(renamed);
        if !positional || !wire_free || e.variants.len() < 2 {
            continue;
        }
        let Some(named_by) = names(e, &items) else {
            continue;
        };
        for (i, (a, b)) in both(e) {
            let (a, b) = (&named_by[a], &named_by[b]);
            if named_by[i] == format!("{a}And{b}") {
                let doc = format!("A value that is both `{a}` and `{b}`.");
                e.variants[i]
                    .attrs
                    .insert(0, syn::parse_quote!(#[doc = #doc]));
            }
        }
        let mut map = BTreeMap::new();
        for (v, name) in e.variants.iter_mut().zip(named_by) {
            map.insert(v.ident.to_string(), name.clone());
            v.ident = syn::Ident::new(&name, v.ident.span());
        }
        (variant_renames.entry(e.ident.to_string()).or_default()).push(map);
    }
    let mut renamer = Renamer {
        renames: variant_renames,
    };
    if !renamer.renames.is_empty() {
        renamer.visit_file_mut(file);
    }
    types::rename(file, renamer.renames, named);
}

/// Each variant's name, where every one has a name and they read apart (the first tag field
/// that names the struct variants apart).
fn names(e: &syn::ItemEnum, items: &Items) -> Option<Vec<String>> {
    let own = ident::words(&e.ident.to_string());
    let untagged = Serde::parse(&e.attrs).is_ok_and(|s| s.untagged);
    let structs = (e.variants.iter())
        .filter(|v| matches!(v.fields, Fields::Named(_)))
        .count();
    let both = both(e);
    // Each tag field in turn, then (`None`) the fields each struct variant alone requires.
    let mut tags = tag_fields(e, items);
    tags.push(None);
    tags.into_iter().find_map(|tag| {
        let by_type = tag.as_ref().and_then(|t| tag_type_names(e, t, items));
        let mut names: Vec<String> = (e.variants.iter().enumerate())
            .map(|(i, v)| match &v.fields {
                // A nullable branch by what it holds besides `null`.
                Fields::Unnamed(u) if u.unnamed.len() == 1 => {
                    let ty = &u.unnamed[0].ty;
                    let ty = option_inner(ty).unwrap_or(ty);
                    let held = held(ty, &own)?;
                    if held.starts_with("Variant") {
                        items.by_what_it_is(ty)
                    } else {
                        Some(held)
                    }
                }
                // typify's variant for `null` (in an untagged enum, serde's unit is `null`).
                Fields::Unit => untagged.then(|| "Null".to_owned()),
                // Named after the two it holds at once, below.
                Fields::Named(_) if tag.is_none() && both.contains_key(&i) => Some(String::new()),
                // The one object among other shapes: `Object`, as a list is `Array`.
                Fields::Named(n) if tag.is_none() => own_fields(e, n, structs, &both)
                    .or_else(|| (structs == 1).then(|| "Object".to_owned())),
                Fields::Named(n) => {
                    let field = n.named.iter().find(|f| f.ident.as_ref() == tag.as_ref())?;
                    let ty = type_name(option_inner(&field.ty).unwrap_or(&field.ty))?;
                    match &by_type {
                        Some(names) => names.get(&ty).cloned(),
                        None => items.one_value(&ty).cloned(),
                    }
                }
                Fields::Unnamed(_) => None,
            })
            .collect::<Option<_>>()?;
        if tag.is_none() {
            for (i, (a, b)) in &both {
                // One of the two itself holding two others has no name yet: none here either.
                if !names[*a].is_empty() && !names[*b].is_empty() {
                    names[*i] = format!("{}And{}", names[*a], names[*b]);
                }
            }
        }
        let names = lists(e, known_values(e, names, items), items, &own);
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        let valid = names.iter().all(|n| {
            syn::parse_str::<syn::Ident>(n).is_ok() && n != "Self" && !n.starts_with("Variant")
        });
        (sorted.len() == names.len() && valid).then_some(names)
    })
}

/// An open string enum (`module`: one of the known values, or any string) has two `String`
/// variants: the known values' is `Known`.
fn known_values(e: &syn::ItemEnum, mut names: Vec<String>, items: &Items) -> Vec<String> {
    let strings: Vec<usize> = (names.iter().enumerate())
        .filter(|(_, n)| *n == "String")
        .map(|(i, _)| i)
        .collect();
    let known: Vec<usize> = (strings.iter().copied())
        .filter(|i| match &e.variants[*i].fields {
            Fields::Unnamed(u) => items.several_values(&u.unnamed[0].ty),
            _ => false,
        })
        .collect();
    if let ([_, _], [k]) = (strings.as_slice(), known.as_slice()) {
        "Known".clone_into(&mut names[*k]);
    }
    names
}

/// Two lists or more (taurus's reporting: of objects, or of names): each by what it holds,
/// `ObjectList`, `StringList`.
fn lists(e: &syn::ItemEnum, mut names: Vec<String>, items: &Items, own: &[String]) -> Vec<String> {
    if names.iter().filter(|n| *n == "Array").count() < 2 {
        return names;
    }
    for (v, name) in e.variants.iter().zip(&mut names) {
        let Fields::Unnamed(u) = &v.fields else {
            continue;
        };
        let ty = &u.unnamed[0].ty;
        let element = match option_inner(ty).unwrap_or(ty) {
            Type::Path(p) => match &p.path.segments.last().map(|s| &s.arguments) {
                Some(syn::PathArguments::AngleBracketed(a)) if *name == "Array" => a.args.first(),
                _ => None,
            },
            _ => None,
        };
        let Some(syn::GenericArgument::Type(element)) = element else {
            continue;
        };
        let held = held(element, own).filter(|h| !h.starts_with("Variant"));
        if let Some(held) = held.or_else(|| items.by_what_it_is(element)) {
            *name = format!("{held}List");
        }
    }
    names
}

/// Where some struct variant's `tag` is a string enum of several values, the variants are
/// named by those types less the words they all share from the start (`SpecIF`'s data types:
/// `type: DataTypeBoolean`, `DataTypeDateTimeDurationOrUri` → `Boolean`,
/// `DateTimeDurationOrUri`), or where those say only a position, by the (at most three)
/// values each admits (JSON Patch's `op`: `AddOrReplaceOrTest`, `Remove`, `MoveOrCopy`);
/// `None` where every one has one value (named by it).
fn tag_type_names(
    e: &syn::ItemEnum,
    tag: &syn::Ident,
    items: &Items,
) -> Option<BTreeMap<String, String>> {
    let types: Vec<String> = (e.variants.iter())
        .filter_map(|v| match &v.fields {
            Fields::Named(n) => n.named.iter().find(|f| f.ident.as_ref() == Some(tag)),
            _ => None,
        })
        .filter_map(|f| type_name(option_inner(&f.ty).unwrap_or(&f.ty)))
        .collect();
    if types.len() < 2 || types.iter().all(|t| items.one_value(t).is_some()) {
        return None;
    }
    let split: Vec<Vec<&str>> = types.iter().map(|t| ident::camel_words(t)).collect();
    let (shared, _) = ident::shared_ends(&split)?;
    let by_type: BTreeMap<String, String> = (types.iter().zip(&split))
        .map(|(t, w)| (t.clone(), w[shared..].concat()))
        .collect();
    if by_type
        .values()
        .all(|n| !n.is_empty() && !n.starts_with("Variant"))
    {
        return Some(by_type);
    }
    (types.iter())
        .map(|t| {
            let values = items.strings.get(t).filter(|v| v.len() <= 3)?;
            Some((t.clone(), values.join("Or")))
        })
        .collect()
}

/// The name of struct variant `n` of `e` by the fields it requires (not an `Option`) and no
/// other struct variant of `e` has (monika's redis: `Uri { uri }`, `HostPort { host, port }`),
/// else, among several struct variants, by those it alone names, required or not
/// (`AppVeyor`'s commands: `Ps { ps }`, `Pwsh { pwsh }`); at most three. The variants
/// holding two others at once (`both`) name nothing of their own.
fn own_fields(
    e: &syn::ItemEnum,
    n: &syn::FieldsNamed,
    structs: usize,
    both: &BTreeMap<usize, (usize, usize)>,
) -> Option<String> {
    let others: Vec<&syn::Ident> = (e.variants.iter().enumerate())
        .filter(|(i, _)| !both.contains_key(i))
        .filter_map(|(_, v)| match &v.fields {
            Fields::Named(m) if !std::ptr::eq(m, n) => Some(m.named.iter()),
            _ => None,
        })
        .flatten()
        .filter_map(|f| f.ident.as_ref())
        .collect();
    let own = |required: bool| -> Option<String> {
        let own: Vec<String> = (n.named.iter())
            .filter(|f| matches!(f.ty, Type::Path(_)))
            .filter(|f| !required || option_inner(&f.ty).is_none())
            .filter_map(|f| f.ident.as_ref())
            .filter(|i| *i != "extra" && !i.to_string().starts_with("__") && !others.contains(i))
            .map(|i| i.to_string().trim_end_matches('_').to_upper_camel_case())
            .collect();
        (!own.is_empty() && own.len() <= 3).then(|| own.concat())
    };
    own(true).or_else(|| own(false).filter(|_| structs > 1))
}

/// The fields every struct variant of `e` has, typed by a string enum (or an `Option` of
/// one): the tags the variants may be named by, `type` and `kind` first, then in the first
/// variant's order.
fn tag_fields(e: &syn::ItemEnum, items: &Items) -> Vec<Option<syn::Ident>> {
    let structs: Vec<&syn::FieldsNamed> = (e.variants.iter())
        .filter_map(|v| match &v.fields {
            Fields::Named(n) => Some(n),
            _ => None,
        })
        .collect();
    let Some(first) = structs.first() else {
        return Vec::new();
    };
    // `type` and `kind` first: what one names such variants by.
    let preferred = |f: &&syn::Field| {
        !f.ident
            .as_ref()
            .is_some_and(|i| i == "type_" || i == "kind")
    };
    let mut fields: Vec<&syn::Field> = first.named.iter().collect();
    fields.sort_by_key(preferred);
    (fields.into_iter())
        .filter_map(|f| {
            let ident = f.ident.as_ref()?;
            let tag = structs.iter().all(|s| {
                s.named.iter().any(|g| {
                    g.ident.as_ref() == Some(ident)
                        && type_name(option_inner(&g.ty).unwrap_or(&g.ty))
                            .is_some_and(|t| items.strings.contains_key(&t))
                })
            });
            tag.then(|| Some(ident.clone()))
        })
        .collect()
}

/// The name of a newtype variant holding `ty`, in an enum whose name has the words `own`.
pub(in crate::postprocess) fn held(ty: &Type, own: &[String]) -> Option<String> {
    let Type::Path(p) = ty else { return None };
    let last = p.path.segments.last()?;
    let ident = last.ident.to_string();
    let standard = match ident.as_str() {
        "String" => Some("String"),
        "bool" => Some("Boolean"),
        "i8" | "i16" | "i32" | "i64" | "u8" | "u16" | "u32" | "u64" | "NonZeroU64" => {
            Some("Integer")
        }
        "f32" | "f64" => Some("Number"),
        "Vec" => Some("Array"),
        "BTreeMap" | "HashMap" => Some("Object"),
        "Box" => {
            let syn::PathArguments::AngleBracketed(a) = &last.arguments else {
                return None;
            };
            return match a.args.first()? {
                syn::GenericArgument::Type(inner) => held(inner, own),
                _ => None,
            };
        }
        // What a union leaves open (the catch-all, or a branch of any value; a map where
        // only objects reach the union).
        "Value" | "Map" => Some("Other"),
        "Option" => return None,
        _ => None,
    };
    if let Some(s) = standard {
        return Some(s.to_owned());
    }
    // A generated type: its name less the words it shares with the enum's from the start.
    Some(ident::less_leading(ident, own))
}

/// The last segment of a path type.
fn type_name(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(p) => Some(p.path.segments.last()?.ident.to_string()),
        _ => None,
    }
}

mod both;
mod items;
#[cfg(test)]
mod tests;
mod types;

use both::both;
use items::Items;
