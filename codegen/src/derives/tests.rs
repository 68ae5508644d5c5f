//! Unit tests of the `Eq`/`Hash` rule: which field types have both, read structurally.

use syn::parse_quote;

use super::*;

#[test]
fn field_types_have_eq_by_their_structure() {
    // This file generates `Plain` (with `Eq` so far), `Floaty` and `Value` (without);
    // another file generated `Agent` without `Eq`.
    let generated: BTreeMap<String, Vec<Type>> = ["Plain", "Floaty", "Value"]
        .into_iter()
        .map(|name| (name.to_string(), Vec::new()))
        .collect();
    let eq: BTreeSet<String> = BTreeSet::from(["Plain".to_string()]);
    let non_eq: BTreeSet<String> = BTreeSet::from(["Agent".to_string()]);
    let cases: &[(Type, bool)] = &[
        (parse_quote!(f64), false),
        (parse_quote!(::std::option::Option<f64>), false),
        (
            parse_quote!(::std::vec::Vec<::std::option::Option<f64>>),
            false,
        ),
        // serde_json's `Value`, not the `Value` generated here.
        (parse_quote!(::serde_json::Value), true),
        (
            parse_quote!(::serde_json::Map<::std::string::String, ::serde_json::Value>),
            true,
        ),
        (parse_quote!(crate::aap::Agent), false),
        (parse_quote!(::std::option::Option<Agent>), false),
        (parse_quote!(::std::string::String), true),
        (parse_quote!(String), true),
        (parse_quote!(::std::num::NonZeroU64), true),
        (parse_quote!(Plain), true),
        (parse_quote!(::std::boxed::Box<Plain>), true),
        (parse_quote!(Floaty), false),
        (parse_quote!(::std::vec::Vec<Floaty>), false),
        (parse_quote!(Value), false),
        (
            parse_quote!(::std::collections::HashMap<String, String>),
            false,
        ),
        (
            parse_quote!(::std::collections::BTreeMap<String, Plain>),
            true,
        ),
        (parse_quote!((String, i64)), true),
        (parse_quote!((String, f64)), false),
        (parse_quote!([i64; 2]), true),
        (parse_quote!(fn() -> i64), false),
    ];
    for (ty, want) in cases {
        assert_eq!(
            type_is_eq(ty, &eq, &generated, &non_eq),
            *want,
            "{}",
            quote::quote!(#ty)
        );
    }
}
