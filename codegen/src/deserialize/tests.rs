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

/// `(typify's item, whether its raw conversion is written out)`: open structs of the plain
/// kind are; anything serde's derive reads with attributes the written-out one does not know
/// keeps the derive.
const WRITTEN_OUT: &[(&str, bool)] = &[
    (
        r#"#[derive(::serde::Deserialize)]
           pub struct A {
               pub decision: Decision,
               #[serde(rename = "type", default, skip_serializing_if = "Option::is_none", with = "::agent_approval::__private::double_option")]
               pub type_: Option<Option<String>>,
               #[serde(deserialize_with = "::std::option::Option::deserialize")]
               pub note: Option<String>,
               #[serde(flatten)]
               pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
           }"#,
        true,
    ),
    (
        r"#[derive(::serde::Deserialize)]
           pub struct Typed { #[serde(flatten)] pub extra: ::std::collections::HashMap<String, i64> }",
        true,
    ),
    // No `extra`: serde's derive without flatten is direct already.
    (
        r"#[derive(::serde::Deserialize)] #[serde(deny_unknown_fields)] pub struct Closed { pub a: i64 }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)] pub struct Plain { pub a: i64 }",
        false,
    ),
    // A flattened part that is not a map, a map keyed by another type, a container attribute.
    (
        r"#[derive(::serde::Deserialize)]
           pub struct Parts { #[serde(flatten)] pub subtype_0: Option<Part> }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)]
           pub struct Keyed { #[serde(flatten)] pub extra: ::std::collections::HashMap<Key, i64> }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)] #[serde(default)]
           pub struct Defaulted { pub a: i64, #[serde(flatten)] pub extra: Map<String, Value> }",
        false,
    ),
    (
        r#"#[derive(::serde::Deserialize)]
           pub struct Aliased { #[serde(alias = "b")] pub a: i64, #[serde(flatten)] pub extra: Map<String, Value> }"#,
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)]
           pub struct Two { #[serde(flatten)] pub extra: Map<String, Value>, #[serde(flatten)] pub more: Map<String, Value> }",
        false,
    ),
];

#[test]
fn open_structs_of_the_plain_kind_have_their_conversion_written_out() {
    for (source, written) in WRITTEN_OUT {
        let mut file: syn::File = syn::parse_str(source).unwrap();
        let out = judged(&mut file, |_| true);
        assert_eq!(out.len(), 1, "{source}");
        let text = out[0].to_string();
        assert_eq!(text.contains("MemberKey"), *written, "{source}\n{text}");
        assert_eq!(!text.contains("remote"), *written, "{source}\n{text}");
        syn::parse2::<syn::File>(out[0].clone()).unwrap();
    }
}

#[test]
fn the_written_out_conversion_keeps_each_fields_rules() {
    let mut file: syn::File = syn::parse_str(WRITTEN_OUT[0].0).unwrap();
    let text = judged(&mut file, |_| true)[0].to_string();
    let has = [
        // The JSON names, in field order, the rename kept.
        "MemberKey (| __k : & str | match __k { \"decision\" => :: std :: option :: Option :: Some (0) , \"type\" => :: std :: option :: Option :: Some (1) , \"note\" => :: std :: option :: Option :: Some (2) , _ => :: std :: option :: Option :: None , })",
        // The double option through the runtime's seed, the other `with` through a wrapper.
        "DoubleOption :: < Option < Option < String > > > :: new ()",
        "struct __With2 (Option < String >)",
        ":: std :: option :: Option :: deserialize (__d) . map (__With2)",
        // Absent: `default` gives the default, `deserialize_with` the error, and a plain field
        // serde's missing-field rule.
        "type_ : match __f1 { :: std :: option :: Option :: Some (__v) => __v , :: std :: option :: Option :: None => :: std :: default :: Default :: default () , }",
        "None => return :: std :: result :: Result :: Err (< __A :: Error as :: serde :: de :: Error > :: missing_field (\"note\") ,)",
        ":: agent_approval :: __private :: missing :: < Decision , __A :: Error > (\"decision\") ?",
        // A repeated named key is refused; the rest go to `extra`.
        "duplicate_field (\"decision\")",
        "extra . insert (__name , :: serde :: de :: MapAccess :: next_value (& mut __map) ?)",
        ":: serde :: Deserializer :: deserialize_map (__deserializer , __Visitor)",
    ];
    for want in has {
        assert!(text.contains(want), "{want}\nnot in\n{text}");
    }
}

#[test]
fn struct_variants_with_extra_are_read_by_a_written_out_function() {
    let source = r#"#[derive(::serde::Deserialize)]
        #[serde(tag = "type")]
        pub enum Decision {
            #[serde(rename = "approved")]
            Approved,
            #[serde(rename = "denied")]
            Denied {
                rejection: String,
                #[serde(flatten)]
                extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
            },
            #[serde(rename = "only")]
            Only { #[serde(flatten)] extra: ::serde_json::Map<::std::string::String, ::serde_json::Value> },
        }"#;
    let mut file: syn::File = syn::parse_str(source).unwrap();
    let out = judged(&mut file, |_| true);
    let text = out[0].to_string();
    let has = [
        // The variant keeps its rename and reads through the function, its fields bare.
        "# [serde (rename = \"denied\")] # [serde (deserialize_with = \"__RawDecision::__variant_1\")] Denied { rejection : String , extra : :: serde_json :: Map",
        "impl __RawDecision { fn __variant_1 < 'de , __D : :: serde :: Deserializer < 'de >> (__deserializer : __D ,) -> :: std :: result :: Result < (String , :: serde_json :: Map < :: std :: string :: String , :: serde_json :: Value >) , __D :: Error >",
        "MemberKey (| __k : & str | match __k { \"rejection\" => :: std :: option :: Option :: Some (0) , _ => :: std :: option :: Option :: None , })",
        "\"struct variant Decision::Denied\"",
        // A lone `extra` keeps serde's derive (its `deserialize_with` would take no tuple).
        "# [serde (rename = \"only\")] Only { # [serde (flatten)] extra",
    ];
    for want in has {
        assert!(text.contains(want), "{want}\nnot in\n{text}");
    }
    assert!(!text.contains("__variant_0"), "{text}");
    assert!(!text.contains("__variant_2"), "{text}");
    syn::parse2::<syn::File>(out[0].clone()).unwrap();
}
