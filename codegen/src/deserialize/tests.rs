//! The raw mirror and the judging impls emitted for typify's items.

use super::judged;

/// `(typify's item, the name has a schema, what the item becomes, what is emitted)`.
const CASES: &[(&str, bool, &str, &str)] = &[
    (
        r#"#[derive(::serde::Deserialize, ::serde::Serialize, Clone)]
           #[serde(deny_unknown_fields)]
           pub struct Claim {
               #[doc = "level"]
               #[serde(default, with = "::agent_approval::__private::double_option")]
               pub level: Option<Option<Level>>,
           }"#,
        true,
        "# [derive (:: serde :: Serialize , Clone)]",
        "# [derive (:: serde :: Deserialize)] # [serde (remote = \"Claim\")] \
         # [allow (dead_code , non_camel_case_types)] # [serde (deny_unknown_fields)] \
         struct __RawClaim { # [serde (default , with = \"::agent_approval::__private::double_option\")] \
         level : Option < Option < Level > > , } \
         :: agent_approval :: __judged ! (Claim , __RawClaim) ;",
    ),
    (
        r#"#[derive(::serde::Deserialize, ::serde::Serialize)]
           #[serde(tag = "type")]
           #[non_exhaustive]
           pub enum Item {
               #[doc = "one"]
               #[serde(rename = "one")]
               One { #[serde(flatten)] extra: Map },
           }"#,
        false,
        "# [derive (:: serde :: Serialize)]",
        "# [derive (:: serde :: Deserialize)] # [serde (remote = \"Item\")] \
         # [allow (dead_code , non_camel_case_types)] # [serde (tag = \"type\")] \
         enum __RawItem { # [serde (rename = \"one\")] One { # [serde (flatten)] extra : Map } , } \
         :: agent_approval :: __inline ! (Item , __RawItem) ;",
    ),
];

#[test]
fn each_item_gets_a_raw_mirror_and_a_judging_impl() {
    for (source, has_schema, derive, emitted) in CASES {
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let out = judged(&mut file, |_| *has_schema);
        assert_eq!(out.len(), 1, "{source}");
        assert_eq!(out[0].to_string(), *emitted, "{source}");
        let item = quote::quote!(#file).to_string();
        assert!(item.starts_with(derive), "{item}");
        assert!(item.contains("pub"), "the item stays public: {item}");
    }
}

#[test]
fn items_without_a_derived_deserialize_are_left_alone() {
    let mut file: syn::File =
        syn::parse_str("#[derive(Clone)] pub struct A; pub mod error {}").unwrap();
    assert!(judged(&mut file, |_| true).is_empty());
}
