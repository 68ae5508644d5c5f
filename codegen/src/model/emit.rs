//! The model's declarations as Rust: each item as typify writes it (derives, serde
//! attributes, doc comments), from the model alone, and typify's held to them.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};

use super::{Field, Fields, Item, Kind, Module, Tagging, Ty, Variant, ANY};

#[cfg(test)]
mod tests;

/// The declaration of `item` but for its doc comment ([`doc`]), if the model writes its kind
/// (structs, enums of unit variants whose tagging it knows, newtypes).
pub(crate) fn declaration(module: &Module, item: &Item) -> Option<TokenStream> {
    let fields = match &item.kind {
        Kind::Struct(fields) => fields,
        Kind::Enum(variants) => return unit_enum(item, variants),
        Kind::Newtype(inner) => return newtype(module, item, inner),
    };
    let name = format_ident!("{}", item.name);
    // Every field may be absent: `Default` gives none of them.
    let default = fields.iter().all(|f| !f.required);
    let derives = derives(default.then_some("Default"), None)?;
    let serde = item.closed.then(|| quote!(#[serde(deny_unknown_fields)]));
    let fields = (fields.iter())
        .map(|f| field(module, f))
        .collect::<Option<Vec<_>>>()?;
    Some(quote! {
        #[derive(#(#derives),*)]
        #serde
        pub struct #name {
            #(#fields)*
        }
    })
}

/// A newtype: `transparent`; ordered where it holds a string; a constrained one's value
/// private, its `Deserialize` typify's own (it checks the value).
fn newtype(module: &Module, item: &Item, inner: &Ty) -> Option<TokenStream> {
    let name = format_ident!("{}", item.name);
    let ty = inner.tokens(module)?;
    // The generator's own newtype of a root typify made a builtin.
    if item.type_id.is_none() {
        return Some(quote! {
            #[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug)]
            #[serde(transparent)]
            pub struct #name(pub #ty);
        });
    }
    let ordered: &[&str] = if *inner == Ty::String {
        &["PartialOrd", "Ord", "PartialEq", "Eq", "Hash"]
    } else {
        &[]
    };
    // typify checks a constrained value as it reads it: its `Deserialize` is typify's.
    let constrained = item.constrained == Some(true);
    let derives = derives(
        ordered.iter().copied(),
        constrained.then_some("::serde::Deserialize"),
    )?;
    let public = (!constrained).then(|| quote!(pub));
    Some(quote! {
        #[derive(#(#derives),*)]
        #[serde(transparent)]
        pub struct #name(#public #ty);
    })
}

/// An enum of unit variants: `Copy`, ordered, each variant's JSON name where it differs.
fn unit_enum(item: &Item, variants: &[Variant]) -> Option<TokenStream> {
    let Tagging::External = item.tagging.as_ref()?;
    let name = format_ident!("{}", item.name);
    let ordered = ["Copy", "Eq", "Hash", "Ord", "PartialEq", "PartialOrd"];
    let derives = derives(ordered, None)?;
    let variants = (variants.iter())
        .map(|v| {
            if !matches!(v.fields, Fields::Unit) {
                return None;
            }
            let doc = v.docs.as_ref().map(|d| quote!(#[doc = #d]));
            let json = v.json.as_ref()?;
            let rename = (*json != v.name).then(|| quote!(#[serde(rename = #json)]));
            let ident = format_ident!("{}", v.name);
            Some(quote!(#doc #rename #ident,))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(quote! {
        #[derive(#(#derives),*)]
        pub enum #name {
            #(#variants)*
        }
    })
}

/// What typify derives on every item, with `extra`, less `without`, in the order of their
/// spelling (as typify writes them).
fn derives<'a>(
    extra: impl IntoIterator<Item = &'a str>,
    without: Option<&str>,
) -> Option<Vec<syn::Path>> {
    let mut derives: BTreeSet<&str> = [
        "::serde::Serialize",
        "::serde::Deserialize",
        "Debug",
        "Clone",
    ]
    .into();
    derives.extend(extra);
    if let Some(without) = without {
        derives.remove(without);
    }
    (derives.into_iter())
        .map(|d| syn::parse_str::<syn::Path>(d).ok())
        .collect()
}

/// A named field: its doc comment, its serde attribute (its JSON name where it differs,
/// how an absent property reads and is skipped), its name and type.
fn field(module: &Module, f: &Field) -> Option<TokenStream> {
    let doc = f.docs.as_ref().map(|d| quote!(#[doc = #d]));
    let name = format_ident!("{}", f.name);
    let ty = f.ty.tokens(module)?;
    let mut options = Vec::new();
    match &f.json {
        Some(json) if *json != f.name => options.push(quote!(rename = #json)),
        Some(_) => {}
        None => options.push(quote!(flatten)),
    }
    if f.required {
        // A required nullable property: present as `null`, never absent.
        if matches!(f.ty, Ty::Option(_)) {
            options.push(quote!(
                deserialize_with = "::std::option::Option::deserialize"
            ));
        }
    } else {
        match &f.ty {
            Ty::Option(_) => {
                options.push(quote!(
                    skip_serializing_if = "::std::option::Option::is_none"
                ));
            }
            Ty::Vec(_) => {
                options.push(quote!(default));
                options.push(quote!(skip_serializing_if = "::std::vec::Vec::is_empty"));
            }
            Ty::Map(k, v) if **k == Ty::String && **v == Ty::Path(ANY.into()) => {
                options.push(quote!(default));
                options.push(quote!(skip_serializing_if = "::serde_json::Map::is_empty"));
            }
            Ty::Map(..) => {
                options.push(quote!(default));
                // typify spells its map type's path as tokens.
                let path = quote!(::std::collections::BTreeMap).to_string();
                let is_empty = format!("{path}::is_empty");
                options.push(quote!(skip_serializing_if = #is_empty));
            }
            _ => options.push(quote!(default)),
        }
    }
    let serde = (!options.is_empty()).then(|| quote!(#[serde(#(#options),*)]));
    Some(quote! {
        #doc
        #serde
        pub #name: #ty,
    })
}

/// The doc comment of `item`: its description, else its name (as typify writes it); none on
/// the generator's own newtype of a builtin root.
pub(crate) fn doc(item: &Item) -> Option<String> {
    item.type_id.as_ref()?;
    Some((item.docs.clone()).unwrap_or_else(|| format!("`{}`", item.name)))
}

/// Holds each of typify's items that the model declares to the model's declaration: the
/// same tokens but for the item's doc comment, which becomes the model's (read from the
/// schema: typify drops some descriptions). Else the first item that differs, and how.
pub(crate) fn declare(module: &Module, file: &mut syn::File) -> Result<(), (String, String)> {
    // The model's declarations by name (typify may give two items one name).
    let mut ours: BTreeMap<&str, Vec<(&Item, TokenStream)>> = BTreeMap::new();
    for (_, item) in module.items.iter() {
        if let Some(tokens) = declaration(module, item) {
            ours.entry(&item.name).or_default().push((item, tokens));
        }
    }
    for syn_item in &mut file.items {
        let (ident, attrs) = match syn_item {
            syn::Item::Struct(s) => (&s.ident, &mut s.attrs),
            syn::Item::Enum(e) => (&e.ident, &mut e.attrs),
            _ => continue,
        };
        let name = ident.to_string();
        let Some(candidates) = ours.get_mut(name.as_str()) else {
            // An enum the model does not declare yet (`agrees` holds it to the model).
            if matches!(syn_item, syn::Item::Enum(_)) {
                continue;
            }
            return Err((name, "the model declares no struct of that name".into()));
        };
        attrs.retain(|a| !a.path().is_ident("doc"));
        let theirs = syn_item.to_token_stream();
        let Some(at) = (candidates.iter()).position(|(_, o)| same(o.clone(), theirs.clone()))
        else {
            let model = candidates
                .first()
                .map_or_else(String::new, |(_, o)| o.to_string());
            return Err((
                name,
                format!("typify wrote `{theirs}`, the model `{model}`"),
            ));
        };
        let (item, _) = candidates.swap_remove(at);
        let (syn::Item::Struct(syn::ItemStruct { attrs, .. })
        | syn::Item::Enum(syn::ItemEnum { attrs, .. })) = syn_item
        else {
            continue;
        };
        if let Some(doc) = doc(item) {
            attrs.insert(0, syn::parse_quote!(#[doc = #doc]));
        }
    }
    Ok(())
}

/// Whether two token streams are the same tokens (whitespace and spans aside).
fn same(a: TokenStream, b: TokenStream) -> bool {
    use proc_macro2::TokenTree;
    let mut b = b.into_iter();
    for x in a {
        let Some(y) = b.next() else { return false };
        let equal = match (x, y) {
            (TokenTree::Ident(x), TokenTree::Ident(y)) => x == y,
            (TokenTree::Punct(x), TokenTree::Punct(y)) => {
                x.as_char() == y.as_char() && x.spacing() == y.spacing()
            }
            (TokenTree::Literal(x), TokenTree::Literal(y)) => x.to_string() == y.to_string(),
            (TokenTree::Group(x), TokenTree::Group(y)) => {
                x.delimiter() == y.delimiter() && same(x.stream(), y.stream())
            }
            _ => false,
        };
        if !equal {
            return false;
        }
    }
    b.next().is_none()
}
