//! Untagged unions that a property discriminates become internally tagged enums named by the
//! tag (issue 32): `ThreadItem::CommandExecution { command, .. }`, not
//! `ThreadItem::CommandExecutionThreadItem { type_: CommandExecutionThreadItemType, .. }`.
//!
//! typify tags a `oneOf` itself only when every branch is a plain object; one branch with a
//! nested union (`ThreadItem`'s `imageGeneration`, `UserInput`'s `image`) and it falls back to
//! `#[serde(untagged)]`, each variant carrying its tag as a field typed by a one-value enum. The
//! rewrite here reads that output: when every variant has a field of the same JSON name typed
//! by a one-value enum (directly, or, for a newtype variant, in every variant of the untagged
//! or internally tagged enum it wraps) and the values differ, the enum becomes `#[serde(tag = "name")]`, each
//! variant named by its value in upper camel case (`commandExecution` → `CommandExecution`) with
//! `#[serde(rename = "value")]`, the tag fields go, and so do the one-value enums nothing else
//! names. The same values either way: a payload's tag value picks the one branch that requires
//! it, as the untagged trial would; the engine judges against the schema as before. A wrapped
//! enum, its tag fields gone, is read the same way in turn: template's `Generated` symbols,
//! each a generator, are an enum by `generator` inside the enum by `type` (serde hands the
//! inner enum the members after the outer tag).

use std::collections::{BTreeMap, BTreeSet};

use syn::visit_mut::VisitMut;
use syn::{parse_quote, Fields, Item};

use crate::attrs::{json_name, Serde};

pub(super) mod names;
use names::{names, Renamer};

/// Rewrites every enum of `file` that qualifies; the names of the enums rewritten. A tag's
/// one-value enum goes when nothing else in the file names it and `keep` (a type another file
/// may name: a definition) does not hold it.
pub(super) fn by_tag(file: &mut syn::File, keep: &dyn Fn(&str) -> bool) -> BTreeSet<String> {
    let single = one_value_enums(file);
    let untagged: BTreeSet<String> = file
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Enum(e) if only_untagged(&e.attrs) => Some(e.ident.to_string()),
            _ => None,
        })
        .collect();
    // The untagged enums another one wraps (a newtype variant) come second: their tag fields
    // may be the wrapper's.
    let wrapped: BTreeSet<String> = file
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Enum(e) if only_untagged(&e.attrs) => Some(e),
            _ => None,
        })
        .flat_map(|e| e.variants.iter())
        .filter_map(|v| match &v.fields {
            Fields::Unnamed(u) if u.unnamed.len() == 1 => ident_of(&u.unnamed[0].ty),
            _ => None,
        })
        .filter(|i| untagged.contains(i))
        .collect();
    let mut done = BTreeSet::new();
    let mut renames: BTreeMap<String, Vec<BTreeMap<String, String>>> = BTreeMap::new();
    // What each item names, read once when first needed: the rewrites below change no name
    // a wrapped enum is found by (they drop tag fields, typed by one-value enums).
    let mut mentions: Option<Vec<BTreeSet<String>>> = None;
    let mut inner_untag: Vec<(String, String)> = Vec::new();
    let order = (0..file.items.len()).map(|at| (false, at));
    let order = order.chain((0..file.items.len()).map(|at| (true, at)));
    for (second, at) in order.collect::<Vec<_>>() {
        let Item::Enum(e) = &file.items[at] else {
            continue;
        };
        if !only_untagged(&e.attrs)
            || e.variants.is_empty()
            || wrapped.contains(&e.ident.to_string()) != second
        {
            continue;
        }
        let Some(plan) = plan(e, &file.items, (&single, &untagged), &mut mentions) else {
            continue;
        };
        let Item::Enum(e) = &mut file.items[at] else {
            continue;
        };
        let tag = plan.tag.clone();
        // In place of `#[serde(untagged)]`, after the derives that introduce `serde`.
        let at = e
            .attrs
            .iter()
            .position(|a| a.path().is_ident("serde"))
            .unwrap_or(e.attrs.len());
        let deny = denies(&e.attrs);
        e.attrs.retain(|a| !a.path().is_ident("serde"));
        let attr = if deny {
            parse_quote!(#[serde(tag = #tag, deny_unknown_fields)])
        } else {
            parse_quote!(#[serde(tag = #tag)])
        };
        e.attrs.insert(at.min(e.attrs.len()), attr);
        let mut names = BTreeMap::new();
        for (v, (value, inner)) in e.variants.iter_mut().zip(&plan.values) {
            let new = syn::Ident::new(&plan.names[value], v.ident.span());
            names.insert(v.ident.to_string(), new.to_string());
            v.ident = new;
            v.attrs.retain(|a| !a.path().is_ident("serde"));
            v.attrs.push(parse_quote!(#[serde(rename = #value)]));
            match inner {
                Some(inner) => inner_untag.push((inner.clone(), tag.clone())),
                None => remove_tag_field(&mut v.fields, &tag),
            }
        }
        renames.entry(e.ident.to_string()).or_default().push(names);
        done.insert(e.ident.to_string());
        // The wrapped enums lose their tag fields now, before the second pass reads them.
        for (inner, tag) in &inner_untag {
            for item in &mut file.items {
                if let Item::Enum(e) = item {
                    if e.ident == inner.as_str() {
                        for v in &mut e.variants {
                            remove_tag_field(&mut v.fields, tag);
                        }
                    }
                }
            }
        }
    }
    if !renames.is_empty() {
        Renamer { renames }.visit_file_mut(file);
    }
    let single: BTreeMap<String, String> =
        single.into_iter().filter(|(name, _)| !keep(name)).collect();
    drop_unused_tag_enums(file, &single);
    done
}

/// The rewrite of one enum: the tag's JSON name, each variant's tag value (and, for a newtype
/// variant, the untagged enum it wraps), and the variant names by value.
struct Plan {
    tag: String,
    values: Vec<(String, Option<String>)>,
    names: BTreeMap<String, String>,
}

fn plan(
    e: &syn::ItemEnum,
    items: &[Item],
    (single, untagged): (&BTreeMap<String, String>, &BTreeSet<String>),
    mentions: &mut Option<Vec<BTreeSet<String>>>,
) -> Option<Plan> {
    // Per variant: the candidate tags (JSON name → value), and the wrapped enum if any.
    let mut per_variant: Vec<(BTreeMap<String, String>, Option<String>)> = Vec::new();
    for v in &e.variants {
        match &v.fields {
            Fields::Named(_) => per_variant.push((tags(&v.fields, single), None)),
            Fields::Unnamed(u) if u.unnamed.len() == 1 => {
                let inner = ident_of(&u.unnamed[0].ty)?;
                let Some(Item::Enum(ie)) = items
                    .iter()
                    .find(|i| matches!(i, Item::Enum(x) if x.ident == inner.as_str()))
                else {
                    return None;
                };
                if !untagged.contains(&inner) && !internally_tagged(&ie.attrs) {
                    return None;
                }
                // Every variant of the wrapped enum must carry the same tag value.
                let mut common: Option<BTreeMap<String, String>> = None;
                for iv in &ie.variants {
                    if !matches!(iv.fields, Fields::Named(_)) {
                        return None;
                    }
                    let t = tags(&iv.fields, single);
                    common = Some(match common {
                        None => t,
                        Some(c) => c.into_iter().filter(|(k, v)| t.get(k) == Some(v)).collect(),
                    });
                }
                // The wrapped enum must be named by this enum only (its tag fields go).
                let outer = e.ident.to_string();
                let mentions = mentions.get_or_insert_with(|| items.iter().map(names).collect());
                if items
                    .iter()
                    .zip(mentions.iter())
                    .filter(|(i, _)| !defines(i, &inner) && !defines(i, &outer))
                    .any(|(_, n)| n.contains(&inner))
                {
                    return None;
                }
                per_variant.push((common?, Some(inner)));
            }
            _ => return None,
        }
    }
    let mut names: Vec<&String> = per_variant.first()?.0.keys().collect();
    names.retain(|n| per_variant.iter().all(|(t, _)| t.contains_key(*n)));
    names.sort();
    let tag = names.into_iter().find(|n| {
        let values: BTreeSet<&String> = per_variant.iter().map(|(t, _)| &t[*n]).collect();
        values.len() == per_variant.len()
    })?;
    let values: Vec<(String, Option<String>)> = per_variant
        .iter()
        .map(|(t, inner)| (t[tag].clone(), inner.clone()))
        .collect();
    let mut names = BTreeMap::new();
    let mut taken = BTreeSet::new();
    for (value, _) in &values {
        let name = crate::ident::tag_variant(value);
        if syn::parse_str::<syn::Ident>(&name).is_err() || !taken.insert(name.clone()) {
            return None;
        }
        names.insert(value.clone(), name);
    }
    Some(Plan {
        tag: tag.clone(),
        values,
        names,
    })
}

/// The fields of `fields` typed by a one-value enum: JSON name → the value.
fn tags(fields: &Fields, single: &BTreeMap<String, String>) -> BTreeMap<String, String> {
    fields
        .iter()
        .filter_map(|f| {
            let value = single.get(&ident_of(&f.ty)?)?;
            let serde = Serde::parse(&f.attrs).ok()?;
            Some((json_name(&serde, f.ident.as_ref()?), value.clone()))
        })
        .collect()
}

fn remove_tag_field(fields: &mut Fields, tag: &str) {
    let Fields::Named(named) = fields else { return };
    let kept: syn::punctuated::Punctuated<syn::Field, syn::Token![,]> = named
        .named
        .iter()
        .filter(|f| {
            let name = Serde::parse(&f.attrs)
                .ok()
                .zip(f.ident.as_ref())
                .map(|(s, i)| json_name(&s, i));
            name.as_deref() != Some(tag)
        })
        .cloned()
        .collect();
    named.named = kept;
}

/// Enums of exactly one unit variant: name → the variant's JSON value.
fn one_value_enums(file: &syn::File) -> BTreeMap<String, String> {
    file.items
        .iter()
        .filter_map(|i| match i {
            Item::Enum(e) if e.variants.len() == 1 => {
                let v = e.variants.first()?;
                if !matches!(v.fields, Fields::Unit) || !e.generics.params.is_empty() {
                    return None;
                }
                let serde = Serde::parse(&v.attrs).ok()?;
                Some((e.ident.to_string(), json_name(&serde, &v.ident)))
            }
            _ => None,
        })
        .collect()
}

/// `#[serde(untagged)]`, maybe with `deny_unknown_fields` (which the rewrite keeps), and no
/// other serde attribute.
fn only_untagged(attrs: &[syn::Attribute]) -> bool {
    Serde::parse(attrs).is_ok_and(|s| {
        s == Serde {
            untagged: true,
            other: s.other.clone(),
            ..Serde::default()
        } && s.other.iter().all(|o| o == DENY)
    })
}

/// `#[serde(tag = "…")]` without `content`: an enum by a tag of its own, which serde hands
/// the members an outer enum's tag leaves (vector's `tag_cardinality_limit`, by `mode`, inside
/// the transforms by `type`).
fn internally_tagged(attrs: &[syn::Attribute]) -> bool {
    Serde::parse(attrs).is_ok_and(|s| s.tag.is_some() && s.content.is_none() && !s.untagged)
}

/// serde's `deny_unknown_fields`.
const DENY: &str = "deny_unknown_fields";

/// Whether the enum's serde attributes say `deny_unknown_fields`.
fn denies(attrs: &[syn::Attribute]) -> bool {
    Serde::parse(attrs).is_ok_and(|s| s.other.iter().any(|o| o == DENY))
}

fn ident_of(ty: &syn::Type) -> Option<String> {
    name_of(ty).map(ToString::to_string)
}

/// The type `ty` names by one identifier alone.
fn name_of(ty: &syn::Type) -> Option<&syn::Ident> {
    match ty {
        syn::Type::Path(p) if p.qself.is_none() => p.path.get_ident(),
        _ => None,
    }
}

/// Drops the one-value enums (and their impls) that no other item names any more.
fn drop_unused_tag_enums(file: &mut syn::File, single: &BTreeMap<String, String>) {
    // Each item's names, read once.
    let named: Vec<BTreeSet<String>> = file.items.iter().map(names).collect();
    let unused: BTreeSet<String> = single
        .keys()
        .filter(|name| {
            file.items
                .iter()
                .zip(&named)
                .filter(|(i, _)| !defines(i, name))
                .all(|(_, n)| !n.contains(*name))
        })
        .cloned()
        .collect();
    file.items
        .retain(|i| defined(i).is_none_or(|n| !unused.contains(&n.to_string())));
}

/// The enum `item` is, or the type an impl is on: what [`defines`] asks about.
fn defined(item: &Item) -> Option<&syn::Ident> {
    match item {
        Item::Enum(e) => Some(&e.ident),
        Item::Impl(i) => name_of(&i.self_ty),
        _ => None,
    }
}

/// Whether `item` is the enum `name` or an impl on it.
fn defines(item: &Item, name: &str) -> bool {
    defined(item).is_some_and(|i| i == name)
}
