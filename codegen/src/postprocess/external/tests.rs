//! Which untagged enums become externally tagged, and what they read as.

use quote::ToTokens;
use std::collections::BTreeSet;

/// The public variants of enum `ty` after [`super::externally_tagged`] (each with `(..)` when
/// it holds a value, and `?` when untagged), and the whole file's text.
fn rewritten(items: &str, ty: &str) -> (Vec<String>, String) {
    let mut file: syn::File = syn::parse_str(items).unwrap();
    super::externally_tagged(&mut file, &BTreeSet::new());
    let names = (file.items.iter())
        .find_map(|i| match i {
            syn::Item::Enum(e) if e.ident == ty => Some(
                (e.variants.iter())
                    .map(|v| {
                        let rest = v
                            .attrs
                            .iter()
                            .any(|a| a.to_token_stream().to_string().contains("untagged"));
                        let held = match v.fields {
                            syn::Fields::Unit => "",
                            syn::Fields::Unnamed(_) => "(..)",
                            syn::Fields::Named(_) => "{..}",
                        };
                        format!("{}{held}{}", v.ident, if rest { "?" } else { "" })
                    })
                    .collect(),
            ),
            _ => None,
        })
        .unwrap();
    (names, file.to_token_stream().to_string())
}

const NAMES: &str = r#"
    #[derive(Serialize, Deserialize)]
    pub enum EVariant0 { #[serde(rename = "a")] A, #[serde(rename = "b")] B }
    /// What `c` is.
    #[derive(Serialize, Deserialize)]
    pub enum EVariant1 { #[serde(rename = "c")] C }
    #[derive(Serialize, Deserialize)]
    pub enum EVariant9 { String(String), Object(Map) }
    impl From<EVariant0> for E { fn from(v: EVariant0) -> Self { Self::Variant0(v) } }
"#;

#[test]
fn names_and_one_key_objects_are_externally_tagged() {
    let cases: [(String, &str, &[&str]); 7] = [
        // Codex's `CodexErrorInfo`: names, a one-key closed object, the rest.
        (
            format!("{NAMES} #[derive(Serialize, Deserialize)] #[serde(untagged, deny_unknown_fields)] pub enum E {{ Variant0(EVariant0), Variant1(EVariant1), Variant2 {{ #[serde(rename = \"httpFailed\")] http_failed: F }}, Variant3(EVariant9) }}"),
            "E",
            &["A", "B", "C", "HttpFailed(..)", "Other(..)?"],
        ),
        // A name `other` takes `Other`; a standard type names the rest by its kind.
        (
            "#[derive(Serialize, Deserialize)] pub enum TVariant0 { #[serde(rename = \"other\")] Other }
             #[derive(Serialize, Deserialize)] #[serde(untagged)] pub enum T { Variant0(TVariant0), Variant1(::serde_json::Value), Variant2(Vec<String>) }".into(),
            "T",
            &["Other", "Unknown(..)?", "Array(..)?"],
        ),
        // A name that reads like a position stays the name.
        (
            "#[derive(Serialize, Deserialize)] pub enum TVariant0 { #[serde(rename = \"variant0\")] Variant0 }
             #[derive(Serialize, Deserialize)] #[serde(untagged)] pub enum T { Variant0(TVariant0), Variant1(String) }".into(),
            "T",
            &["Variant0", "String(..)?"],
        ),
        // Names, then any string.
        (
            "#[derive(Serialize, Deserialize)] pub enum TVariant0 { #[serde(rename = \"osx\")] Osx }
             #[derive(Serialize, Deserialize)] #[serde(untagged)] pub enum T { Variant0(TVariant0), Variant1(String) }".into(),
            "T",
            &["Osx", "String(..)?"],
        ),
        // An object that is not closed (no `deny_unknown_fields`): not a key, so no variant
        // before the rest is a name: unchanged.
        (
            "#[derive(Serialize, Deserialize)] #[serde(untagged)] pub enum T { Variant0 { x: X }, Variant1(String) }".into(),
            "T",
            &["Variant0{..}", "Variant1(..)"],
        ),
        // A name twice (a string and a key): unchanged.
        (
            "#[derive(Serialize, Deserialize)] pub enum TVariant0 { #[serde(rename = \"x\")] X }
             #[derive(Serialize, Deserialize)] #[serde(untagged, deny_unknown_fields)] pub enum T { Variant0(TVariant0), Variant1 { x: X } }".into(),
            "T",
            &["Variant0(..)", "Variant1{..}"],
        ),
        // Optional, or two properties: not one key; the rest before a name: unchanged.
        (
            "#[derive(Serialize, Deserialize)] pub enum TVariant1 { #[serde(rename = \"y\")] Y }
             #[derive(Serialize, Deserialize)] #[serde(untagged, deny_unknown_fields)] pub enum T { Variant0(String), Variant1(TVariant1) }".into(),
            "T",
            &["Variant0(..)", "Variant1(..)"],
        ),
    ];
    for (items, ty, want) in cases {
        let (names, text) = rewritten(&items, ty);
        assert_eq!(names, want, "{items}");
        // Unchanged where no variant is left untagged (the rest).
        if !want.iter().any(|w| w.ends_with('?')) {
            assert!(!text.contains("Shape"), "{text}");
            continue;
        }
        // Read through typify's enum, kept private as the shape; its `From` impls dropped.
        let shape = format!("__{ty}Shape");
        assert!(
            text.contains(&format!("serde (from = \"{shape}\")")),
            "{text}"
        );
        assert!(text.contains(&format!("enum {shape}")), "{text}");
        assert!(!text.contains(&format!("pub enum {shape}")), "{text}");
        assert!(!text.contains("Self :: Variant0 (v)"), "{text}");
    }
    // The string enums only the shape names are private; a key's and the rest's types are
    // named after their variant; a one-name enum's doc is its variant's.
    let (_, text) = rewritten(
        &format!("{NAMES} #[derive(Serialize, Deserialize)] #[serde(untagged, deny_unknown_fields)] pub enum E {{ Variant0(EVariant0), Variant1(EVariant1), Variant2 {{ #[serde(rename = \"httpFailed\")] http_failed: F }}, Variant3(EVariant9) }}"),
        "E",
    );
    assert!(
        text.contains("enum EVariant0") && !text.contains("pub enum EVariant0"),
        "{text}"
    );
    assert!(text.contains("pub enum EOther"), "{text}");
    assert!(text.contains("HttpFailed (EHttpFailed)"), "{text}");
    assert!(
        text.contains("# [doc = \" What `c` is.\"] # [serde (rename = \"c\")] C"),
        "{text}"
    );
}
