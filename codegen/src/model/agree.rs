//! The model held to the items typify printed, while the two stand side by side: the same
//! items (by name, as many of each), the same fields and variants in the same order, each of
//! the same type as typify wrote it.

use std::collections::BTreeMap;

use quote::ToTokens;
use syn::{Fields as SynFields, Item as SynItem};

use super::{Field, Fields, Kind, Module, Ty};

/// One item as written: its fields' or variants' names and types, in order.
#[derive(Debug, PartialEq, Eq)]
enum Outline {
    /// `(name, type)` of each named field.
    Struct(Vec<(String, String)>),
    /// The inner type.
    Newtype(String),
    /// Each variant's name and what it holds.
    Enum(Vec<(String, Held)>),
}

/// What a variant holds: nothing, types by position, or named fields. A variant of one value
/// reads alike whether it holds the value (`V(T)`) or a one-element tuple of it (`V((T,))`):
/// typify's public API does not tell the two apart (both are a `Tuple` of one type).
#[derive(Debug, PartialEq, Eq)]
enum Held {
    Unit,
    Tuple(Vec<String>),
    Named(Vec<(String, String)>),
}

/// Whether `module` names the same structs and enums as `file`, with the same fields and
/// variants in the same order and of the same types; else the first item that differs, and
/// how.
pub(crate) fn agrees(module: &Module, file: &syn::File) -> Result<(), (String, String)> {
    let mut printed: BTreeMap<String, Vec<Outline>> = BTreeMap::new();
    for item in &file.items {
        if let Some((name, outline)) = of_syn(item) {
            printed.entry(name).or_default().push(outline);
        }
    }
    let mut modelled: BTreeMap<String, Vec<Outline>> = BTreeMap::new();
    for (_, item) in module.items.iter() {
        let outline = of_model(module, &item.kind);
        modelled.entry(item.name.clone()).or_default().push(outline);
    }
    for (name, outlines) in &mut modelled {
        let Some(theirs) = printed.remove(name) else {
            return Err((name.clone(), "typify printed no item of that name".into()));
        };
        for outline in theirs {
            let Some(at) = outlines.iter().position(|o| *o == outline) else {
                let why = format!("typify printed {outline:?}, the model has {outlines:?}");
                return Err((name.clone(), why));
            };
            outlines.remove(at);
        }
        if !outlines.is_empty() {
            let why = format!("the model has {} more of that name", outlines.len());
            return Err((name.clone(), why));
        }
    }
    match printed.into_keys().next() {
        Some(name) => Err((name, "the model has no item of that name".into())),
        None => Ok(()),
    }
}

fn of_model(module: &Module, kind: &Kind) -> Outline {
    let ty = |t: &Ty| t.tokens(module).map_or_else(String::new, |t| t.to_string());
    let named = |fields: &[Field]| -> Vec<(String, String)> {
        (fields.iter())
            .map(|f| (f.name.clone(), ty(&f.ty)))
            .collect()
    };
    match kind {
        Kind::Struct(fields) => Outline::Struct(named(fields)),
        Kind::Newtype(inner) => Outline::Newtype(ty(inner)),
        Kind::Enum(variants) => Outline::Enum(
            (variants.iter())
                .map(|v| {
                    let held = match &v.fields {
                        Fields::Unit => Held::Unit,
                        Fields::Tuple(types) => Held::Tuple(match types.as_slice() {
                            [Ty::Tuple(one)] if one.len() == 1 => one.iter().map(ty).collect(),
                            _ => types.iter().map(ty).collect(),
                        }),
                        Fields::Named(fields) => Held::Named(named(fields)),
                    };
                    (v.name.clone(), held)
                })
                .collect(),
        ),
    }
}

/// A printed struct or enum, by name; `None` for other items (impls, modules, aliases).
fn of_syn(item: &SynItem) -> Option<(String, Outline)> {
    let ident = |i: &syn::Ident| i.to_string().trim_start_matches("r#").to_owned();
    let ty = |t: &syn::Type| t.to_token_stream().to_string();
    let named = |fields: &syn::FieldsNamed| {
        (fields.named.iter())
            .filter_map(|f| Some((ident(f.ident.as_ref()?), ty(&f.ty))))
            .collect()
    };
    let unnamed = |fields: &syn::FieldsUnnamed| fields.unnamed.iter().map(|f| ty(&f.ty)).collect();
    match item {
        SynItem::Struct(s) => Some((
            ident(&s.ident),
            match &s.fields {
                SynFields::Named(fields) => Outline::Struct(named(fields)),
                SynFields::Unnamed(fields) => {
                    let mut types: Vec<String> = unnamed(fields);
                    match (types.pop(), types.is_empty()) {
                        (Some(inner), true) => Outline::Newtype(inner),
                        _ => Outline::Struct(Vec::new()),
                    }
                }
                SynFields::Unit => Outline::Struct(Vec::new()),
            },
        )),
        SynItem::Enum(e) => Some((
            ident(&e.ident),
            Outline::Enum(
                (e.variants.iter())
                    .map(|v| {
                        let held = match &v.fields {
                            SynFields::Unit => Held::Unit,
                            SynFields::Unnamed(fields) => Held::Tuple(
                                lone(fields).map_or_else(|| unnamed(fields), |t| vec![ty(t)]),
                            ),
                            SynFields::Named(fields) => Held::Named(named(fields)),
                        };
                        (ident(&v.ident), held)
                    })
                    .collect(),
            ),
        )),
        _ => None,
    }
}

/// The element of a variant's one value that is a one-element tuple (`V((T,))`).
fn lone(fields: &syn::FieldsUnnamed) -> Option<&syn::Type> {
    let mut fields = fields.unnamed.iter();
    match (fields.next().map(|f| &f.ty), fields.next()) {
        (Some(syn::Type::Tuple(t)), None) if t.elems.len() == 1 => t.elems.first(),
        _ => None,
    }
}
