//! Items of typify's run: which types it generated (by name), and the newtype a root typed
//! `serde_json::Value` becomes.

use typify::{TypeDetails, TypeSpace};

/// `pub struct Name(pub serde_json::Value)`, serialized as the value itself.
pub(super) fn value_newtype(name: &str) -> proc_macro2::TokenStream {
    let ident = quote::format_ident!("{}", name);
    quote::quote! {
        #[doc = "Any JSON value the schema accepts (its shape is beyond the type generator; the schema is still enforced exactly)."]
        #[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug)]
        #[serde(transparent)]
        pub struct #ident(pub ::serde_json::Value);
    }
}

/// The Rust name of a type typify generated (not of a builtin such as `String`).
pub(super) fn named(space: &TypeSpace, id: &typify::TypeId) -> Option<String> {
    let ty = space.get_type(id).ok()?;
    let generated = matches!(
        ty.details(),
        TypeDetails::Enum(_) | TypeDetails::Struct(_) | TypeDetails::Newtype(_)
    );
    generated.then(|| ty.name())
}
