//! The written-out conversions of internally tagged and untagged enums.

use super::{assert_has, assert_written_out, emitted};

/// An internally tagged enum: `(typify's item, whether its raw conversion is written out)`.
const TAGGED: &[(&str, bool)] = &[
    (
        r#"#[derive(::serde::Deserialize)]
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
               Bare,
           }"#,
        true,
    ),
    // A container attribute besides the tag, adjacent tagging, generics.
    (
        r#"#[derive(::serde::Deserialize)] #[serde(tag = "t", deny_unknown_fields)] pub enum E { A }"#,
        false,
    ),
    (
        r#"#[derive(::serde::Deserialize)] #[serde(tag = "t", content = "c")] pub enum E { A }"#,
        false,
    ),
    (
        r#"#[derive(::serde::Deserialize)] #[serde(tag = "t")] pub enum E<T> { A { #[serde(flatten)] extra: Map<String, T> } }"#,
        false,
    ),
    // A variant attribute besides `rename`, a newtype variant, a closed struct variant, a lone
    // field that is not the flattened map, a struct variant the open writer does not take.
    (
        r#"#[derive(::serde::Deserialize)] #[serde(tag = "t")] pub enum E { #[serde(alias = "b")] A }"#,
        false,
    ),
    (
        r#"#[derive(::serde::Deserialize)] #[serde(tag = "t")] pub enum E { A(Inner) }"#,
        false,
    ),
    (
        r#"#[derive(::serde::Deserialize)] #[serde(tag = "t")] pub enum E { A { x: i64, y: i64 } }"#,
        false,
    ),
    (
        r#"#[derive(::serde::Deserialize)] #[serde(tag = "t")] pub enum E { A { x: i64 } }"#,
        false,
    ),
    (
        r#"#[derive(::serde::Deserialize)] #[serde(tag = "t")] pub enum E { A { #[serde(flatten)] extra: Map<Key, Value> } }"#,
        false,
    ),
    (
        r#"#[derive(::serde::Deserialize)] #[serde(tag = "t")] pub enum E {
               A { #[serde(alias = "z")] x: i64, #[serde(flatten)] extra: Map<String, Value> }
           }"#,
        false,
    ),
];

#[test]
fn internally_tagged_enums_of_the_plain_kind_have_their_conversion_written_out() {
    assert_written_out(TAGGED, "InternallyTagged for");
}

#[test]
fn the_written_out_tagged_conversion_names_each_variant() {
    let text = emitted(TAGGED[0].0);
    let has = [
        "struct __RawDecision ;",
        ":: agent_approval_runtime :: __private :: internally_tagged :: < __RawDecision , __D > (__deserializer)",
        "const NAME : & 'static str = \"Decision\" ;",
        "const TAG : & 'static str = \"type\" ;",
        "const TAG_FIRST : & 'static str = :: agent_approval_runtime :: __tag_first ! (\"type\") ;",
        // The JSON names in declaration order, a variant without `rename` by its identifier.
        "const VARIANTS : & 'static [& 'static str] = & [\"approved\" , \"denied\" , \"only\" , \"Bare\"] ;",
        "match __name { \"approved\" => :: std :: option :: Option :: Some (0) , \"denied\" => :: std :: option :: Option :: Some (1) , \"only\" => :: std :: option :: Option :: Some (2) , \"Bare\" => :: std :: option :: Option :: Some (3) , _ => :: std :: option :: Option :: None , }",
        // A unit variant ignores the other members, as serde's derive does.
        "0 => { < :: serde :: de :: IgnoredAny as :: serde :: Deserialize > :: deserialize (__rest) ? ; :: std :: result :: Result :: Ok (Decision :: Approved) }",
        // The open struct variant through its written-out function, which builds the variant.
        "1 => :: agent_approval_runtime :: __private :: object :: < __RawDecision__variant_1 , __D > (__rest) ,",
        "impl :: agent_approval_runtime :: __private :: Object for __RawDecision__variant_1 { type Value = Decision ;",
        "Decision :: Denied { rejection : __present (__f0 , \"rejection\") ?",
        "\"struct variant Decision::Denied\"",
        // A lone `extra` is the members after the tag, as a map.
        "2 => :: std :: result :: Result :: Ok (Decision :: Only { extra : < :: serde_json :: Map < :: std :: string :: String , :: serde_json :: Value > as :: serde :: Deserialize > :: deserialize (__rest) ? , }) ,",
        "3 => { < :: serde :: de :: IgnoredAny as :: serde :: Deserialize > :: deserialize (__rest) ? ; :: std :: result :: Result :: Ok (Decision :: Bare) }",
        // No index out of range is reachable, and none panics.
        "_ => :: std :: result :: Result :: Err (< __D :: Error as :: serde :: de :: Error > :: custom (\"variant index out of range\" ,)) ,",
    ];
    assert_has(&text, &has);
    assert!(!text.contains("panic"), "{text}");
}

/// An untagged enum: `(typify's item, whether its raw conversion is written out)`.
const UNTAGGED: &[(&str, bool)] = &[
    (
        r"#[derive(::serde::Deserialize)] #[serde(untagged)]
           pub enum RequestId { String(::std::string::String), Integer(i64) }",
        true,
    ),
    (
        r"#[derive(::serde::Deserialize)] #[serde(untagged)]
           pub enum Aud { String(String), Array(::std::vec::Vec<String>), Object(::serde_json::Map<String, Value>), Flag(bool) }",
        true,
    ),
    // Numbers of several types: the declaration order decides, and is kept.
    (
        r"#[derive(::serde::Deserialize)] #[serde(untagged)] pub enum N { I(i64), U(u64), F(f64) }",
        true,
    ),
    // Two variants of one kind, a generated type (its kind unknown here), a unit variant, an
    // attribute, generics, an integer type the runtime has no method for.
    (
        r"#[derive(::serde::Deserialize)] #[serde(untagged)] pub enum E { A(String), B(String) }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)] #[serde(untagged)] pub enum E { A(Vec<i64>), B(Vec<String>) }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)] #[serde(untagged)] pub enum E { A(String), B(Anchor) }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)] #[serde(untagged)] pub enum E { A(String), Null }",
        false,
    ),
    (
        r#"#[derive(::serde::Deserialize)] #[serde(untagged)] pub enum E { #[serde(rename = "a")] A(String) }"#,
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)] #[serde(untagged)] pub enum E<T> { A(String), B(Vec<T>) }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)] #[serde(untagged)] pub enum E { A(String), B(i32) }",
        false,
    ),
    (
        r"#[derive(::serde::Deserialize)] #[serde(untagged, deny_unknown_fields)] pub enum E { A(String) }",
        false,
    ),
];

#[test]
fn untagged_enums_over_standard_types_have_their_conversion_written_out() {
    assert_written_out(UNTAGGED, "Untagged for");
}

#[test]
fn the_written_out_untagged_conversion_keeps_the_variants_order_among_numbers() {
    let numbers = emitted(UNTAGGED[2].0);
    let has = [
        // An `i64` given: `I` takes it.
        "fn signed (__v : i64) -> :: std :: option :: Option < N > { :: std :: option :: Option :: Some (N :: I (__v)) }",
        // A `u64` given: `I` where it fits, else `U`.
        "fn unsigned (__v : u64) -> :: std :: option :: Option < N > { if let :: std :: result :: Result :: Ok (__x) = i64 :: try_from (__v) { return :: std :: option :: Option :: Some (N :: I (__x)) ; } :: std :: option :: Option :: Some (N :: U (__v)) }",
        // A float: only `F`.
        "fn float (__v : f64) -> :: std :: option :: Option < N > { :: std :: option :: Option :: Some (N :: F (__v)) }",
        "const NAME : & 'static str = \"N\" ;",
        ":: agent_approval_runtime :: __private :: untagged :: < __RawN , __D > (__deserializer)",
    ];
    assert_has(&numbers, &has);
    // `f64` first takes every number, as the derive's first try would.
    let float_first = emitted(
        r"#[derive(::serde::Deserialize)] #[serde(untagged)] pub enum M { F(f64), I(i64) }",
    );
    assert!(
        float_first.contains("fn signed (__v : i64) -> :: std :: option :: Option < M > { { # [allow (clippy :: cast_precision_loss)] let __x = __v as f64 ; :: std :: option :: Option :: Some (M :: F (__x)) } }"),
        "{float_first}"
    );
    let kinds = emitted(UNTAGGED[1].0);
    let has = [
        ":: std :: option :: Option :: Some (Aud :: String (:: std :: borrow :: ToOwned :: to_owned (__v)))",
        ":: agent_approval_runtime :: __private :: from_seq :: < :: std :: vec :: Vec < String > , __A > (__seq) . map (Aud :: Array)",
        ":: agent_approval_runtime :: __private :: from_map :: < :: serde_json :: Map < String , Value > , __A > (__map) . map (Aud :: Object)",
        "fn boolean (__v : bool) -> :: std :: option :: Option < Aud > { :: std :: option :: Option :: Some (Aud :: Flag (__v)) }",
    ];
    assert_has(&kinds, &has);
    // No number variant: no number methods (the runtime's defaults refuse).
    assert!(!kinds.contains("fn signed"), "{kinds}");
}
