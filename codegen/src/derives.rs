//! Completes the derive lists of typify's items: `PartialEq` on every type, `Eq` and `Hash`
//! where every field type has them (a fixpoint over the generated types, since fields name
//! each other, and across files through the names of types that derive no `Eq`).

use std::collections::{BTreeMap, BTreeSet};

use quote::quote;
use syn::{parse_quote, Item, Type};

/// Completes derive lists: `PartialEq` on every type, `Eq` and `Hash` where every field type
/// has them (a fixpoint over the generated types, since fields name each other).
pub(crate) fn complete(file: &mut syn::File, non_eq: &BTreeSet<String>) -> Result<(), String> {
    let mut field_types: BTreeMap<String, Vec<Type>> = BTreeMap::new();
    for item in &file.items {
        match item {
            Item::Struct(s) => {
                field_types.insert(
                    s.ident.to_string(),
                    s.fields.iter().map(|f| f.ty.clone()).collect(),
                );
            }
            Item::Enum(e) => {
                field_types.insert(
                    e.ident.to_string(),
                    e.variants
                        .iter()
                        .flat_map(|v| v.fields.iter().map(|f| f.ty.clone()))
                        .collect(),
                );
            }
            _ => {}
        }
    }
    let mut eq: BTreeSet<String> = field_types.keys().cloned().collect();
    loop {
        let before = eq.len();
        let snapshot = eq.clone();
        eq.retain(|name| {
            field_types[name]
                .iter()
                .all(|t| type_is_eq(t, &snapshot, &field_types, non_eq))
        });
        if eq.len() == before {
            break;
        }
    }
    for item in &mut file.items {
        let (ident, attrs) = match item {
            Item::Struct(s) => (s.ident.to_string(), &mut s.attrs),
            Item::Enum(e) => (e.ident.to_string(), &mut e.attrs),
            _ => continue,
        };
        let Some(derive) = attrs.iter_mut().find(|a| a.path().is_ident("derive")) else {
            continue;
        };
        let mut list: Vec<syn::Path> = Vec::new();
        derive
            .parse_nested_meta(|meta| {
                list.push(meta.path);
                Ok(())
            })
            .map_err(|e| format!("`{ident}`: typify's derive list is not a list of paths: {e}"))?;
        let mut want: Vec<syn::Path> = vec![parse_quote!(PartialEq)];
        if eq.contains(&ident) {
            want.push(parse_quote!(Eq));
            want.push(parse_quote!(Hash));
        }
        for w in want {
            if !list
                .iter()
                .any(|p| p.is_ident(w.get_ident().expect("plain ident")))
            {
                list.push(w);
            }
        }
        *derive = parse_quote!(#[derive(#(#list),*)]);
    }
    Ok(())
}

fn type_is_eq(
    ty: &Type,
    eq: &BTreeSet<String>,
    generated: &BTreeMap<String, Vec<Type>>,
    non_eq: &BTreeSet<String>,
) -> bool {
    let text = quote!(#ty).to_string();
    let idents: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|s| !s.is_empty())
        .collect();
    idents.iter().all(|id| {
        if matches!(*id, "f32" | "f64" | "HashMap" | "HashSet") || non_eq.contains(*id) {
            return false;
        }
        !generated.contains_key(*id) || eq.contains(*id)
    })
}

/// Names of the structs and enums of a processed file that derive no `Eq` (so types in other
/// files that contain them cannot either).
#[must_use]
pub(crate) fn non_eq_types(file: &syn::File) -> Vec<String> {
    file.items
        .iter()
        .filter_map(|item| {
            let (ident, attrs) = match item {
                Item::Struct(s) => (&s.ident, &s.attrs),
                Item::Enum(e) => (&e.ident, &e.attrs),
                _ => return None,
            };
            let mut derives_eq = false;
            for a in attrs.iter().filter(|a| a.path().is_ident("derive")) {
                // `complete` has already checked that every derive list parses.
                let _ = a.parse_nested_meta(|meta| {
                    derives_eq |= meta.path.is_ident("Eq");
                    Ok(())
                });
            }
            (!derives_eq).then(|| ident.to_string())
        })
        .collect()
}
