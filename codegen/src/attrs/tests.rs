//! Unit tests of the attribute and type readers.

use syn::parse_quote;

use super::*;

#[test]
fn serde_attributes_are_read_by_key() {
    let cases: &[(Attribute, Serde)] = &[
        (
            parse_quote!(#[serde(flatten)]),
            Serde {
                flatten: true,
                ..Serde::default()
            },
        ),
        (
            parse_quote!(#[serde(rename = "a\"b", default, skip_serializing_if = "::std::vec::Vec::is_empty")]),
            Serde {
                rename: Some("a\"b".into()),
                default: true,
                skip_serializing_if: Some("::std::vec::Vec::is_empty".into()),
                ..Serde::default()
            },
        ),
        (
            parse_quote!(#[serde(tag = "type", content = "value")]),
            Serde {
                tag: Some("type".into()),
                content: Some("value".into()),
                ..Serde::default()
            },
        ),
        (
            parse_quote!(#[serde(untagged)]),
            Serde {
                untagged: true,
                ..Serde::default()
            },
        ),
        (
            parse_quote!(#[serde(deny_unknown_fields, with = "x")]),
            Serde {
                with: Some("x".into()),
                other: vec!["deny_unknown_fields".into()],
                ..Serde::default()
            },
        ),
        (
            parse_quote!(#[serde(deserialize_with = "f", serialize_with = "g")]),
            Serde {
                deserialize_with: Some("f".into()),
                other: vec!["serialize_with".into()],
                ..Serde::default()
            },
        ),
        // A name that merely mentions a key is not that key.
        (
            parse_quote!(#[serde(rename = "flatten")]),
            Serde {
                rename: Some("flatten".into()),
                ..Serde::default()
            },
        ),
        (parse_quote!(#[doc = "flatten"]), Serde::default()),
    ];
    for (attr, want) in cases {
        assert_eq!(
            Serde::parse(std::slice::from_ref(attr)).unwrap(),
            *want,
            "{}",
            quote::quote!(#attr)
        );
    }
}

#[test]
fn unreadable_serde_attributes_are_errors() {
    let cases: &[Attribute] = &[
        parse_quote!(#[serde(rename = 3)]),
        parse_quote!(#[serde(tag)]),
        parse_quote!(#[serde = "x"]),
    ];
    for attr in cases {
        let err = Serde::parse(std::slice::from_ref(attr)).unwrap_err();
        assert!(
            err.to_string().starts_with("unreadable attribute `#"),
            "{err}"
        );
    }
}

#[test]
fn skips_empty_names_an_is_empty_function() {
    let cases = [
        ("::std::vec::Vec::is_empty", true),
        ("::std::collections::BTreeMap::is_empty", true),
        ("::std::option::Option::is_none", false),
        ("is_empty_or_none", false),
    ];
    for (path, want) in cases {
        let serde = Serde {
            skip_serializing_if: Some(path.into()),
            ..Serde::default()
        };
        assert_eq!(serde.skips_empty(), want, "{path}");
    }
}

#[test]
fn option_is_recognised_by_its_path() {
    let cases: &[(Type, Option<Type>)] = &[
        (
            parse_quote!(::std::option::Option<String>),
            Some(parse_quote!(String)),
        ),
        (
            parse_quote!(Option<Vec<Option<u8>>>),
            Some(parse_quote!(Vec<Option<u8>>)),
        ),
        (
            parse_quote!(core::option::Option<u8>),
            Some(parse_quote!(u8)),
        ),
        (parse_quote!(OptionalThing), None),
        (parse_quote!(Vec<Option<u8>>), None),
        (parse_quote!(my::Option<u8>), None),
        (parse_quote!(Option), None),
    ];
    for (ty, want) in cases {
        let text = |t: Option<&Type>| t.map(|t| quote::quote!(#t).to_string());
        assert_eq!(
            text(option_inner(ty)),
            text(want.as_ref()),
            "{}",
            quote::quote!(#ty)
        );
    }
}
