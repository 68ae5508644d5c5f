//! A schema no value meets (`false`, `{"not": {}}`) that typify typed as any value, a newtype
//! of `serde_json::Value` (a definition or root; a property of it is rewritten to `false`
//! before typify, `upgrade/never.rs`): an enum without variants, as jasonette's
//! `advancedTitle` is (`ir/empty.rs`). `Value` there would hold what the schema refuses, and
//! say nothing of it; the enum holds nothing, and converting refuses every value, as the
//! engine does. typify's `Deref` and `From` impls of the newtype go with it.

use syn::{parse_quote, Fields, Item, Type};

/// Rewrites every newtype of `serde_json::Value` in `file` for which `empty` (given its name)
/// says no value meets its schema; returns their names.
pub(super) fn empty_enums(file: &mut syn::File, empty: impl Fn(&str) -> bool) -> Vec<String> {
    let mut names = Vec::new();
    for item in &mut file.items {
        let Item::Struct(s) = item else { continue };
        let Fields::Unnamed(fields) = &s.fields else {
            continue;
        };
        let newtype = fields.unnamed.len() == 1 && is_value(&fields.unnamed[0].ty);
        let name = s.ident.to_string();
        if !newtype || !empty(&name) {
            continue;
        }
        let mut attrs = s.attrs.clone();
        attrs.retain(|a| !transparent(a));
        let (vis, ident) = (&s.vis, &s.ident);
        *item = Item::Enum(parse_quote! {
            #(#attrs)*
            #vis enum #ident {}
        });
        names.push(name);
    }
    file.items.retain(|item| {
        let Item::Impl(i) = item else { return true };
        let Some((path, _)) = &i.trait_ else {
            return true;
        };
        let Some(last) = path.segments.last() else {
            return true;
        };
        let emptied = |t: &Type| names.iter().any(|n| path_is(t, n));
        let own = emptied(&i.self_ty) && (last.ident == "Deref" || last.ident == "From");
        let into_value = last.ident == "From" && is_value(&i.self_ty) && {
            matches!(&last.arguments, syn::PathArguments::AngleBracketed(a)
                if matches!(a.args.first(), Some(syn::GenericArgument::Type(t)) if emptied(t)))
        };
        !(own || into_value)
    });
    names
}

/// Whether `ty` is `serde_json::Value` (however much of its path is written).
fn is_value(ty: &Type) -> bool {
    let Type::Path(p) = ty else { return false };
    let segments: Vec<String> = p
        .path
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect();
    segments == ["serde_json", "Value"] || segments == ["Value"]
}

/// Whether `ty` is the path `name` alone.
fn path_is(ty: &Type, name: &str) -> bool {
    matches!(ty, Type::Path(p) if p.qself.is_none() && p.path.is_ident(name))
}

/// Whether `a` is `#[serde(transparent)]`.
fn transparent(a: &syn::Attribute) -> bool {
    a.path().is_ident("serde")
        && a.parse_args::<syn::Path>()
            .is_ok_and(|p| p.is_ident("transparent"))
}

#[cfg(test)]
mod tests {
    use quote::ToTokens;

    #[test]
    fn a_newtype_of_value_no_value_meets_is_an_enum_without_variants() {
        let mut file: syn::File = syn::parse_quote! {
            #[doc = "`Never`"]
            #[derive(::serde::Serialize, Clone, Debug)]
            #[serde(transparent)]
            pub struct Never(pub ::serde_json::Value);
            impl ::std::ops::Deref for Never {
                type Target = ::serde_json::Value;
                fn deref(&self) -> &::serde_json::Value { &self.0 }
            }
            impl ::std::convert::From<Never> for ::serde_json::Value {
                fn from(value: Never) -> Self { value.0 }
            }
            impl ::std::convert::From<::serde_json::Value> for Never {
                fn from(value: ::serde_json::Value) -> Self { Self(value) }
            }
            #[serde(transparent)]
            pub struct Any(pub ::serde_json::Value);
            impl ::std::convert::From<::serde_json::Value> for Any {
                fn from(value: ::serde_json::Value) -> Self { Self(value) }
            }
            pub struct Named(pub String);
            impl ::std::convert::From<Never> for Union {
                fn from(value: Never) -> Self { Self::Never(value) }
            }
        };
        let names = super::empty_enums(&mut file, |n| n == "Never" || n == "Named");
        assert_eq!(names, ["Never"]);
        let text = file.to_token_stream().to_string();
        assert!(
            text.starts_with(
                "# [doc = \"`Never`\"] # [derive (:: serde :: Serialize , Clone , Debug)] pub enum Never { }"
            ),
            "{text}"
        );
        // Its newtype impls are gone; another type's, and one naming it as a variant, stay.
        assert!(!text.contains("for Never"), "{text}");
        assert!(!text.contains("From < Never > for :: serde_json"), "{text}");
        assert!(
            text.contains("From < :: serde_json :: Value > for Any"),
            "{text}"
        );
        assert!(text.contains("pub struct Named (pub String)"), "{text}");
        assert!(text.contains("From < Never > for Union"), "{text}");
    }
}
