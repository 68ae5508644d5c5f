//! An optional property typify boxes to break a cycle of types (`Extended { bar }`, `Bar {
//! baz: Extended }`) comes as `#[serde(default)] bar: Box<Option<Bar>>`: absent, it would be
//! written back as `"bar": null`. It becomes `Option<Box<Bar>>`, skipped when `None`, as one
//! writes it by hand: absent stays absent.

use syn::{parse_quote, FieldsNamed, Type};

use crate::attrs::{option_inner, wrapped, Serde};

/// Rewrites each `#[serde(default)] Box<Option<T>>` field of `fields` (module docs).
pub(super) fn boxed_options(fields: &mut FieldsNamed) -> Result<(), String> {
    for field in &mut fields.named {
        let serde = Serde::parse(&field.attrs).map_err(|e| e.to_string())?;
        if !serde.default || serde.flatten || serde.skip_serializing_if.is_some() {
            continue;
        }
        let Some(inner) = box_inner(&field.ty).and_then(option_inner).cloned() else {
            continue;
        };
        field.ty = parse_quote!(::std::option::Option<::std::boxed::Box<#inner>>);
        field.attrs.retain(|a| !a.path().is_ident("serde"));
        field.attrs.push(match serde.rename {
            Some(name) => parse_quote!(
                #[serde(rename = #name, default, skip_serializing_if = "::std::option::Option::is_none")]
            ),
            None => parse_quote!(
                #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
            ),
        });
    }
    Ok(())
}

/// `T` when `ty` is `Box<T>` (spelled `Box`, `std::boxed::Box` or `::std::boxed::Box`).
fn box_inner(ty: &Type) -> Option<&Type> {
    wrapped(
        ty,
        &[
            &["Box"],
            &["std", "boxed", "Box"],
            &["alloc", "boxed", "Box"],
        ],
    )
}

#[cfg(test)]
mod tests {
    use quote::quote;
    use syn::FieldsNamed;

    #[test]
    fn boxed_options_are_options_of_boxes_skipped_when_absent() {
        let cases = [
            (
                quote!({ #[serde(default)] pub bar: ::std::boxed::Box<::std::option::Option<Bar>> }),
                quote!({ #[serde(default, skip_serializing_if = "::std::option::Option::is_none")] pub bar: ::std::option::Option<::std::boxed::Box<Bar>> }),
            ),
            (
                quote!({ #[serde(rename = "a-b", default)] pub a_b: Box<Option<Bar>> }),
                quote!({ #[serde(rename = "a-b", default, skip_serializing_if = "::std::option::Option::is_none")] pub a_b: ::std::option::Option<::std::boxed::Box<Bar>> }),
            ),
            // A required boxed property, an option already skipped, a box of no option: kept.
            (
                quote!({ pub bar: ::std::boxed::Box<Bar> }),
                quote!({ pub bar: ::std::boxed::Box<Bar> }),
            ),
            (
                quote!({ #[serde(default, skip_serializing_if = "::std::option::Option::is_none")] pub bar: ::std::option::Option<::std::boxed::Box<Bar>> }),
                quote!({ #[serde(default, skip_serializing_if = "::std::option::Option::is_none")] pub bar: ::std::option::Option<::std::boxed::Box<Bar>> }),
            ),
            (
                quote!({ #[serde(default)] pub bar: ::std::boxed::Box<Vec<Bar>> }),
                quote!({ #[serde(default)] pub bar: ::std::boxed::Box<Vec<Bar>> }),
            ),
        ];
        for (input, want) in cases {
            let mut fields: FieldsNamed = syn::parse2(input).unwrap();
            super::boxed_options(&mut fields).unwrap();
            let want: FieldsNamed = syn::parse2(want).unwrap();
            assert_eq!(quote!(#fields).to_string(), quote!(#want).to_string());
        }
    }
}
