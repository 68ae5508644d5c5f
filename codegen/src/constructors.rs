//! Building generated values in Rust (issue 32): a struct whose properties are all optional
//! derives `Default` (`ThreadStartParams { cwd: Some(..), ..Default::default() }`); any other
//! struct gets `new` taking its required properties in declaration order, and each struct
//! variant an associated function named after it (`UserInput::text(..)`) doing the same, so
//! no user spells `extra` or the hidden `__nulls` to build a request or an answer.
//!
//! Why constructors and not typify's builders (`with_struct_builder`): a builder is a second
//! type per struct with a setter per property and a fallible `try_from`, thousands of lines for
//! what a struct update expression already does; the required properties are the only ones a
//! caller must name, and `new` takes exactly those, checked by the compiler. Optional
//! properties are then set on the value (`p.cwd = Some(..)`), as with `Default`.

pub(crate) mod reach;

use heck::ToSnakeCase;
use proc_macro2::TokenStream;
use quote::quote;
use syn::{parse_quote, Fields};

use crate::attrs::{is_map, option_inner, Serde};

/// Whether a field of typify's output (serde attributes intact) has a value without the
/// caller: `default`, the flattened `extra` map, or an `Option`.
pub(crate) fn defaultable(field: &syn::Field) -> bool {
    let serde = Serde::parse(&field.attrs).unwrap_or_default();
    serde.default || (serde.flatten && is_map(&field.ty)) || option_inner(&field.ty).is_some()
}

/// For the struct `item` whose fields `optional` names have a value without the caller (the
/// hidden `__nulls` always does): `Default` among its derives when that is every field,
/// otherwise the `new` constructor, returned when `wanted` (see [`reach`]).
pub(crate) fn for_struct(
    item: &mut syn::ItemStruct,
    optional: &[String],
    wanted: bool,
) -> Option<TokenStream> {
    let Fields::Named(fields) = &item.fields else {
        return None;
    };
    if !item.generics.params.is_empty() {
        return None;
    }
    let is_optional = |f: &syn::Field| is_optional(f, optional);
    if fields.named.iter().all(is_optional) {
        add_default(&mut item.attrs);
        return None;
    }
    if !wanted {
        return None;
    }
    let ty = &item.ident;
    let body = body(fields, &is_optional, &quote!(Self));
    let (params, doc) = params(fields, &is_optional, &format!("`{ty}`"));
    Some(quote! {
        #[allow(clippy::too_many_arguments)]
        impl #ty {
            #[doc = #doc]
            pub fn new(#params) -> Self {
                #body
            }
        }
    })
}

/// For the enum `item` whose struct variants' optional fields `optional[i]` names: an
/// associated function per struct variant with a required or an optional field, named after
/// the variant in snake case, taking its required properties.
pub(crate) fn for_variants(item: &syn::ItemEnum, optional: &[Vec<String>]) -> Option<TokenStream> {
    if !item.generics.params.is_empty() {
        return None;
    }
    let ty = &item.ident;
    let mut functions = Vec::new();
    let mut taken = std::collections::BTreeSet::new();
    for (v, optional) in item.variants.iter().zip(optional) {
        let Fields::Named(fields) = &v.fields else {
            continue;
        };
        let name = v.ident.to_string().to_snake_case();
        let Ok(function) = syn::parse_str::<syn::Ident>(&name) else {
            continue;
        };
        if !taken.insert(name) {
            continue;
        }
        let is_optional = |f: &syn::Field| is_optional(f, optional);
        let variant = &v.ident;
        let body = body(fields, &is_optional, &quote!(Self::#variant));
        let (params, doc) = params(fields, &is_optional, &format!("`{ty}::{variant}`"));
        functions.push(quote! {
            #[doc = #doc]
            pub fn #function(#params) -> Self {
                #body
            }
        });
    }
    (!functions.is_empty()).then(|| {
        quote! {
            #[allow(clippy::too_many_arguments)]
            impl #ty {
                #(#functions)*
            }
        }
    })
}

fn params(
    fields: &syn::FieldsNamed,
    is_optional: &dyn Fn(&syn::Field) -> bool,
    what: &str,
) -> (TokenStream, String) {
    let required: Vec<&syn::Field> = fields.named.iter().filter(|f| !is_optional(f)).collect();
    let idents = required.iter().map(|f| &f.ident);
    let types = required.iter().map(|f| &f.ty);
    let doc = format!("{what}, its optional properties absent.");
    (quote!(#(#idents: #types),*), doc)
}

fn body(
    fields: &syn::FieldsNamed,
    is_optional: &dyn Fn(&syn::Field) -> bool,
    path: &TokenStream,
) -> TokenStream {
    let inits = fields.named.iter().map(|f| {
        let ident = &f.ident;
        if is_optional(f) {
            quote!(#ident: __default())
        } else {
            quote!(#ident)
        }
    });
    quote!(#path { #(#inits),* })
}

/// Adds `Default` to the item's derives, if missing.
fn add_default(attrs: &mut Vec<syn::Attribute>) {
    let mut has = false;
    for attr in attrs.iter().filter(|a| a.path().is_ident("derive")) {
        let _ = attr.parse_nested_meta(|meta| {
            has |= meta
                .path
                .segments
                .last()
                .is_some_and(|s| s.ident == "Default");
            Ok(())
        });
    }
    if !has {
        let at = attrs
            .iter()
            .rposition(|a| a.path().is_ident("derive"))
            .map_or(0, |i| i + 1);
        attrs.insert(at, parse_quote!(#[derive(Default)]));
    }
}

/// Whether field `f` is among `optional` (or is the hidden `__nulls`, which always is).
fn is_optional(f: &syn::Field, optional: &[String]) -> bool {
    f.ident
        .as_ref()
        .is_some_and(|i| i == "__nulls" || optional.contains(&i.to_string()))
}

/// The names of the [`defaultable`] fields among `fields` (a struct's or a variant's).
pub(crate) fn optional_fields(fields: &Fields) -> Vec<String> {
    fields
        .iter()
        .filter(|f| defaultable(f))
        .filter_map(|f| f.ident.as_ref().map(ToString::to_string))
        .collect()
}

#[cfg(test)]
mod tests {
    /// `(typify's item, what the item then reads like, what is emitted for it)`.
    const CASES: &[(&str, &str, &str)] = &[
        // Every property optional: `Default`, no `new`.
        (
            r#"#[derive(::serde::Deserialize, Clone, Debug)]
               pub struct P {
                   #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
                   pub cwd: Option<String>,
                   #[serde(flatten)]
                   pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
               }"#,
            "# [derive (Clone , Debug)] # [derive (Default)] pub struct P",
            "",
        ),
        // A required property: `new` takes it, the rest start absent.
        (
            r#"#[derive(::serde::Deserialize, Clone)]
               pub struct R {
                   pub decision: Decision,
                   #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
                   pub note: Option<String>,
                   #[serde(flatten)]
                   pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
               }"#,
            "# [derive (Clone)] pub struct R",
            "pub fn new (decision : Decision) -> Self { Self { decision , note : __default () , extra : __default () } }",
        ),
        // Struct variants: a function each, named after the variant.
        (
            r#"#[derive(::serde::Deserialize)]
               #[serde(tag = "type")]
               pub enum UserInput {
                   #[serde(rename = "text")]
                   Text { text: String, #[serde(flatten)] extra: ::serde_json::Map<::std::string::String, ::serde_json::Value> },
                   #[serde(rename = "localImage")]
                   LocalImage { path: String, #[serde(default)] detail: Option<Detail> },
                   Unit,
               }"#,
            "pub enum UserInput",
            "impl UserInput { # [doc = \"`UserInput::Text`, its optional properties absent.\"] pub fn text (text : String) -> Self { Self :: Text { text , extra : __default () } }",
        ),
    ];

    #[test]
    fn structs_and_variants_are_built_from_their_required_properties() {
        for (source, item, emitted) in CASES {
            let mut file: syn::File = syn::parse_str(source).unwrap();
            let out = crate::deserialize::judged(&mut file, |_| true, |_| true);
            let text: String = out.iter().map(ToString::to_string).collect();
            let file_text = quote::quote!(#file).to_string();
            assert!(file_text.contains(item), "{item}\nnot in\n{file_text}");
            if emitted.is_empty() {
                assert!(!text.contains("fn new"), "{text}");
            } else {
                assert!(text.contains(emitted), "{emitted}\nnot in\n{text}");
            }
        }
        // The local-image variant's function takes its path; `detail` starts absent.
        let mut file: syn::File = syn::parse_str(CASES[2].0).unwrap();
        let text: String = crate::deserialize::judged(&mut file, |_| true, |_| true)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert!(
            text.contains("pub fn local_image (path : String) -> Self"),
            "{text}"
        );
        assert!(!text.contains("fn unit"), "{text}");
    }

    #[test]
    fn a_type_no_wanting_entry_reaches_gets_no_constructor_but_keeps_default() {
        for (source, item, _) in CASES {
            let mut file: syn::File = syn::parse_str(source).unwrap();
            let text: String = crate::deserialize::judged(&mut file, |_| true, |_| false)
                .iter()
                .map(ToString::to_string)
                .collect();
            assert!(!text.contains("pub fn "), "{text}");
            let file_text = quote::quote!(#file).to_string();
            assert!(file_text.contains(item), "{item}\nnot in\n{file_text}");
        }
    }
}
