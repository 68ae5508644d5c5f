//! Twins merged: same nodes and tokens but the name; across nodes where the names end alike
//! in a name; not named types; holders of merged twins merged in turn; `From` impls made
//! ambiguous dropped.

use std::collections::BTreeSet;

use quote::ToTokens;

use super::merge;
use crate::pairing::Pairing;

/// `(items, pairing, named, the item names left, text that must be there, text that must not)`.
type Case = (
    syn::File,
    Vec<(&'static str, usize)>,
    &'static [&'static str],
    &'static [&'static str],
    &'static [&'static str],
    &'static [&'static str],
);

#[test]
fn merges_inline_twins() {
    let cases: Vec<Case> = vec![
        // A tuple's second position in `Two` and `Longer`: one type.
        (
            syn::parse_quote! {
                #[serde(untagged)]
                pub enum Reporter { Two(String, ReporterTwoItem1), Longer(String, ReporterLongerItem1, Vec<Value>) }
                #[doc = "`ReporterTwoItem1`"]
                pub struct ReporterTwoItem1 { pub out: Option<String> }
                #[doc = "`ReporterLongerItem1`"]
                pub struct ReporterLongerItem1 { pub out: Option<String> }
                impl From<&ReporterLongerItem1> for ReporterLongerItem1 { fn from(v: &ReporterLongerItem1) -> Self { v.clone() } }
                impl Default for ReporterLongerItem1 { fn default() -> Self { Self { out: None } } }
                impl From<&ReporterTwoItem1> for ReporterTwoItem1 { fn from(v: &ReporterTwoItem1) -> Self { v.clone() } }
            },
            vec![
                ("Reporter", 1),
                ("ReporterTwoItem1", 5),
                ("ReporterLongerItem1", 5),
            ],
            &[],
            &["Reporter", "ReporterItem1"],
            &[
                "Two (String , ReporterItem1)",
                "Longer (String , ReporterItem1 , Vec < Value >)",
                "# [doc = \"`ReporterItem1`\"] pub struct ReporterItem1",
                "impl From < & ReporterItem1 > for ReporterItem1",
            ],
            &["ReporterLongerItem1", "ReporterTwoItem1"],
        ),
        // Identical, but standing for different nodes: both stay.
        (
            syn::parse_quote! {
                pub struct A { pub out: Option<String> }
                pub struct B { pub out: Option<String> }
            },
            vec![("A", 2), ("B", 3)],
            &[],
            &["A", "B"],
            &[],
            &[],
        ),
        // No shared words: the first name; a shared name already taken: the first name.
        (
            syn::parse_quote! {
                pub struct Alpha { pub out: Option<String> }
                pub struct Beta { pub out: Option<String> }
                pub struct FooA { pub n: i64 }
                pub struct FooB { pub n: i64 }
                pub struct Foo;
            },
            vec![
                ("Alpha", 2),
                ("Beta", 2),
                ("FooA", 3),
                ("FooB", 3),
                ("Foo", 4),
            ],
            &[],
            &["Alpha", "FooA", "Foo"],
            &[],
            &["Beta", "FooB"],
        ),
        // A definition's type is never merged away.
        (
            syn::parse_quote! {
                pub struct A { pub out: Option<String> }
                pub struct B { pub out: Option<String> }
            },
            vec![("A", 2), ("B", 2)],
            &["A", "B"],
            &["A", "B"],
            &[],
            &[],
        ),
        // Different bodies: both stay.
        (
            syn::parse_quote! {
                pub struct A { pub out: Option<String> }
                pub struct B { pub out: Option<i64> }
            },
            vec![("A", 2), ("B", 2)],
            &[],
            &["A", "B"],
            &[],
            &[],
        ),
        // Different nodes, names ending alike in a name (cert-manager's thirteen secret
        // references): one type under the shared words; their docs differ, so it says its
        // name alone. Twins ending only in `Item`, or sharing only their start (Codex's error
        // variants), stay apart.
        (
            syn::parse_quote! {
                pub enum Dns { Acme(DnsAcmeSecretRef), Akamai(DnsAkamaiSecretRef) }
                #[doc = "The ACME account's key."]
                pub struct DnsAcmeSecretRef { pub key: Option<String>, pub name: String }
                #[doc = "Akamai's token."]
                pub struct DnsAkamaiSecretRef { pub key: Option<String>, pub name: String }
                pub struct MatchItem { pub key: String }
                pub struct FieldsItem { pub key: String }
                pub struct ErrHttpFailed { pub code: Option<u16> }
                pub struct ErrStreamDropped { pub code: Option<u16> }
            },
            vec![
                ("Dns", 1),
                ("DnsAcmeSecretRef", 2),
                ("DnsAkamaiSecretRef", 3),
                ("MatchItem", 4),
                ("FieldsItem", 5),
                ("ErrHttpFailed", 6),
                ("ErrStreamDropped", 7),
            ],
            &[],
            &[
                "Dns",
                "DnsSecretRef",
                "MatchItem",
                "FieldsItem",
                "ErrHttpFailed",
                "ErrStreamDropped",
            ],
            &[
                "Acme (DnsSecretRef) , Akamai (DnsSecretRef)",
                "# [doc = \"`DnsSecretRef`\"] pub struct DnsSecretRef",
            ],
            &["DnsAcmeSecretRef", "DnsAkamaiSecretRef", "ACME account"],
        ),
        // The same, their docs alike: the doc stays.
        (
            syn::parse_quote! {
                #[doc = "A key of a secret."]
                pub struct AcmeSecretRef { pub key: String }
                #[doc = "A key of a secret."]
                pub struct AkamaiSecretRef { pub key: String }
            },
            vec![("AcmeSecretRef", 2), ("AkamaiSecretRef", 3)],
            &[],
            &["SecretRef"],
            &["# [doc = \"A key of a secret.\"] pub struct SecretRef"],
            &["AkamaiSecretRef"],
        ),
        // Inner twins make their holders twins; a `From` two variants now share goes, the
        // `defaults` path follows the rename.
        (
            syn::parse_quote! {
                pub enum E { X(OuterX), Y(OuterY) }
                pub struct OuterX { pub inner: InnerX }
                pub struct OuterY { pub inner: InnerY }
                pub struct InnerX { pub n: i64 }
                pub struct InnerY { pub n: i64 }
                impl From<OuterX> for E { fn from(v: OuterX) -> Self { Self::X(v) } }
                impl From<OuterY> for E { fn from(v: OuterY) -> Self { Self::Y(v) } }
                mod defaults { pub(super) fn e_y() -> super::OuterY { super::OuterY { inner: super::InnerY { n: 1 } } } }
            },
            vec![
                ("E", 1),
                ("OuterX", 2),
                ("OuterY", 2),
                ("InnerX", 3),
                ("InnerY", 3),
            ],
            &[],
            &["E", "Outer", "Inner"],
            &["Y (Outer)", "-> super :: Outer", "super :: Inner { n : 1 }"],
            &["OuterX", "OuterY", "InnerX", "InnerY", "impl From"],
        ),
    ];
    for (mut file, paired, named, left, has, lacks) in cases {
        let pairing = Pairing::of_items(&paired);
        let named: BTreeSet<String> = named.iter().map(|n| (*n).to_owned()).collect();
        merge(&mut file, &pairing, &named);
        let kept: Vec<String> = file.items.iter().filter_map(super::item_name).collect();
        assert_eq!(kept, left.to_vec(), "{paired:?}");
        let text = file.to_token_stream().to_string();
        for t in has {
            assert!(text.contains(t), "no `{t}` in {text}");
        }
        for t in lacks {
            assert!(!text.contains(t), "`{t}` in {text}");
        }
    }
}
