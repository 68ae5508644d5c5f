//! Completes the derive lists of typify's items: `PartialEq` on every type, `Eq` and `Hash`
//! where every field type has them (a fixpoint over the generated types, since fields name
//! each other, and across files through the names of types that derive no `Eq`).

use std::collections::{BTreeMap, BTreeSet};

use syn::{parse_quote, GenericArgument, Item, PathArguments, Type};

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
    // Each round keeps the types whose fields all have `Eq` so far; one that loses it never
    // gets it back, so a round either drops a type or is the last: at most one round per type,
    // and one more.
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
                .any(|p| w.get_ident().is_some_and(|i| p.is_ident(i)))
            {
                list.push(w);
            }
        }
        *derive = parse_quote!(#[derive(#(#list),*)]);
    }
    Ok(())
}

/// Types that have neither `Eq` nor `Hash`, by the last segment of their path.
const NEVER_EQ: &[&str] = &["f32", "f64", "HashMap", "HashSet"];

/// Whether a field of type `ty` has `Eq` and `Hash`, read from the type's structure: a path
/// is judged by its last segment and every generic argument, tuples and arrays by their
/// elements. `eq` holds the generated types that have them so far, `generated` every type of
/// this file, `non_eq` the names of other files' types that do not. A path from the crate
/// root (`::serde_json::Value`, `::std::string::String`: how typify names every external
/// type) never names a generated type, which typify names relatively (`Task`, or
/// `crate::aap::Task` from another file). Any other kind of type is taken to have neither.
fn type_is_eq(
    ty: &Type,
    eq: &BTreeSet<String>,
    generated: &BTreeMap<String, Vec<Type>>,
    non_eq: &BTreeSet<String>,
) -> bool {
    let is_eq = |t: &Type| type_is_eq(t, eq, generated, non_eq);
    match ty {
        Type::Path(p) if p.qself.is_none() => {
            let Some(last) = p.path.segments.last() else {
                return false;
            };
            let name = last.ident.to_string();
            let generated_without_eq = p.path.leading_colon.is_none()
                && (non_eq.contains(&name) || generated.contains_key(&name) && !eq.contains(&name));
            if NEVER_EQ.contains(&name.as_str()) || generated_without_eq {
                return false;
            }
            p.path.segments.iter().all(|s| match &s.arguments {
                PathArguments::None => true,
                PathArguments::AngleBracketed(args) => args.args.iter().all(|a| match a {
                    GenericArgument::Type(t) => is_eq(t),
                    GenericArgument::Lifetime(_) | GenericArgument::Const(_) => true,
                    _ => false,
                }),
                PathArguments::Parenthesized(_) => false,
            })
        }
        Type::Tuple(t) => t.elems.iter().all(is_eq),
        Type::Array(a) => is_eq(&a.elem),
        Type::Slice(s) => is_eq(&s.elem),
        Type::Reference(r) => is_eq(&r.elem),
        Type::Paren(p) => is_eq(&p.elem),
        Type::Group(g) => is_eq(&g.elem),
        _ => false,
    }
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

#[cfg(test)]
mod tests;
