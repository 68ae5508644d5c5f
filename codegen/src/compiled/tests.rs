//! The compiled-validator step: the engine options it passes, the runtime path it rewrites,
//! and the files it hands over as resources.

use std::path::PathBuf;

use proc_macro2::TokenTree;
use quote::quote;

use super::*;
use crate::manifest::Manifest;

fn file(path: &str, doc: &str, extra: &str) -> File {
    let manifest = Manifest::parse(
        std::path::Path::new("schemas/manifest.toml"),
        &format!(
        "[[schema]]\nfile = \"{path}\"\nmodule = \"m\"\nupstream = \"https://example.com/{path}\"\nsha256 = \"\"\n{extra}"
    ))
    .unwrap();
    let entry = manifest.schemas[0].clone();
    File::load(
        PathBuf::from(format!("schemas/{path}")),
        doc.as_bytes(),
        entry,
    )
    .unwrap()
}

#[test]
fn rewrite_points_every_runtime_path_at_agent_approval() {
    let cases = [
        (
            quote! { use ::jsonschema as jsonschema; use jsonschema::__private::cmp as __cmp; },
            "jsonschema",
            "use :: agent_approval_runtime :: __private :: compiled as __jsonschema_compiled ; use __jsonschema_compiled :: __private :: cmp as __cmp ;",
        ),
        (
            quote! { fn f(x: &::js61::__private::serde_json::Value) -> bool { g(x) } },
            "js61",
            "fn f (x : & :: agent_approval_runtime :: __private :: compiled :: __private :: serde_json :: Value) -> bool { g (x) }",
        ),
    ];
    for (input, runtime, expected) in cases {
        assert_eq!(rewrite(input, runtime).to_string(), expected);
    }
}

#[test]
fn for_tape_points_the_python_names_at_the_tape_runtime() {
    let tape = ":: agent_approval_runtime :: __private :: tape_json";
    let cases = [
        (
            quote! { use jsonschema::__private::pyo3 as __py3; },
            format!("use {tape} :: py3 as __py3 ;"),
        ),
        (
            quote! { use jsonschema::json as __json; use jsonschema::json::{Node as __NodeExt}; },
            format!("use {tape} as __json ; use {tape} :: {{ Node as __NodeExt }} ;"),
        ),
        (
            quote! { use jsonschema::JsonType as __JT; use jsonschema::JsonTypeSet as __JTS; },
            format!("use {tape} :: JsonType as __JT ; use {tape} :: JsonTypeSet as __JTS ;"),
        ),
        (
            quote! { fn is_valid(i: &::js60::__private::pyo3::Bound<'_, ::js60::__private::pyo3::PyAny>) {} },
            format!(
                "fn is_valid (i : & {tape} :: py3 :: Bound < '_ , {tape} :: py3 :: PyAny >) {{ }}"
            ),
        ),
        // The feature gate's wrapper goes; its contents stay, rewritten.
        (
            quote! { ::js60::__private::pyo3_backend! { mod m { use jsonschema::json as __json; } } },
            format!("mod m {{ use {tape} as __json ; }}"),
        ),
        // Everything else is the runtime's, for `rewrite`; a path that only ends in the crate's
        // name is not the crate.
        (
            quote! { use jsonschema::__private::cmp as __cmp; use a::jsonschema::json; },
            "use jsonschema :: __private :: cmp as __cmp ; use a :: jsonschema :: json ;"
                .to_owned(),
        ),
    ];
    for (input, expected) in cases {
        assert_eq!(for_tape(input, "js60").to_string(), expected);
    }
}

#[test]
fn node_and_handle_types_become_the_tape_node() {
    let cases = [
        (
            quote! { type __Value<'py> = __py3::Borrowed<'py, 'py, __py3::PyAny>; },
            "type __Value < 'py > = __py3 :: Node < 'py > ;",
        ),
        (
            quote! { fn f<'__r>(i: &::x::py3::Bound<'__r, ::x::py3::PyAny>) -> Vec<u8> { g::<Borrowed>() } },
            "fn f < '__r > (i : & :: x :: py3 :: Node < '__r >) -> Vec < u8 > { g :: < Borrowed > () }",
        ),
    ];
    for (input, expected) in cases {
        let out: TokenStream = nodes(&input.into_iter().collect::<Vec<_>>())
            .into_iter()
            .collect();
        assert_eq!(out.to_string(), expected);
    }
}

#[test]
fn uri_caches_become_direct_checks() {
    let mut tokens: Vec<TokenTree> = quote! {
        mod m {
            #[inline]
            fn __cached_uri_reference(s: &str) -> bool {
                CACHE.with_borrow_mut(|cache| {
                    if let Some(&valid) = cache.get(s) { return valid; }
                    let valid = __fmt::is_valid_uri_reference(s);
                    cache.insert(Box::from(s), valid);
                    valid
                })
            }
            fn other(s: &str) -> bool { __fmt::is_valid_uri(s) }
        }
    }
    .into_iter()
    .collect();
    uncached(&mut tokens);
    let text = tokens.into_iter().collect::<TokenStream>().to_string();
    assert_eq!(
        text,
        "mod m { # [inline] fn __cached_uri_reference (s : & str) -> bool { __fmt :: is_valid_uri_reference (s) } fn other (s : & str) -> bool { __fmt :: is_valid_uri (s) } }"
    );
}

#[test]
fn runtime_name_is_the_alias_macros_core_chose() {
    let ts = quote! { mod m { use super::*; use ::js61 as jsonschema; } };
    assert_eq!(runtime_name(&ts).as_deref(), Some("js61"));
    assert_eq!(runtime_name(&quote! { struct S; }), None);
}

#[test]
fn attribute_carries_the_runtime_engine_options() {
    let cases = [
        ("", "pattern_options = { engine = regex }"),
        (
            "patterns = \"backtracking\"\nbacktrack_limit = 500\n",
            "pattern_options = { engine = fancy_regex , backtrack_limit = 500 }",
        ),
    ];
    for (extra, patterns) in cases {
        let f = file("a.json", r#"{"type":"string","format":"uri"}"#, extra);
        let attr = attribute(&f, std::iter::empty(), Backend::Value).to_string();
        for expected in [
            "draft = Draft202012",
            "backend = SerdeJson",
            "validate_formats = true",
            "ignore_unknown_formats = true",
            patterns,
            "methods = { is_valid = true , validate = false , iter_errors = false }",
        ] {
            assert!(attr.contains(expected), "{expected} in {attr}");
        }
    }
}

#[test]
fn resources_are_the_files_reached_transitively() {
    let files = [
        file("a.json", r#"{"$ref":"b.json"}"#, ""),
        file("b.json", r#"{"$ref":"c.json#/definitions/x"}"#, ""),
        file("c.json", r#"{"definitions":{"x":{"type":"string"}}}"#, ""),
        file("d.json", r#"{"type":"string"}"#, ""),
    ];
    assert_eq!(reached(&files, 0).into_iter().collect::<Vec<_>>(), [1, 2]);
    assert!(reached(&files, 3).is_empty());
}

#[cfg(feature = "compiled")]
#[test]
fn expansion_names_only_the_agent_approval_runtime() {
    // This crate's manifest names `jsonschema`, as a generating crate's must.
    let files = [file("a.json", r#"{"type":"object","required":["a"]}"#, "")];
    // (with the validator over `Value`s, whether it is there)
    for value in [false, true] {
        let compiled = root(&files, 0, "A", value).expect("a compiled validator");
        assert_eq!(compiled.value, value);
        let tokens = compiled.tokens.to_string();
        assert!(
            tokens.starts_with(":: agent_approval_runtime :: __compiled !"),
            "{tokens}"
        );
        assert!(
            tokens.contains("pub use self :: __compiled_mod_a :: __CompiledTapeA"),
            "{tokens}"
        );
        assert_eq!(tokens.contains("pub struct __CompiledA"), value, "{tokens}");
        assert_eq!(
            tokens.contains("pub use self :: __compiled_mod_a :: __CompiledA ;"),
            value,
            "{tokens}"
        );
        assert!(tokens.contains("__private :: tape_json :: py3"), "{tokens}");
        assert!(!tokens.contains(":: jsonschema ::"), "{tokens}");
        // Nothing Python's is left: the tape runtime stands in for all of it.
        for python in ["pyo3 ::", "pyo3_backend", "__json :: Pyo3 ;"] {
            assert!(
                !tokens.contains(&format!(":: __private :: {python}")),
                "{python} in {tokens}"
            );
        }
    }
}

#[test]
fn a_backtracking_entry_keeps_the_interpreted_engine() {
    let files = [file(
        "a.json",
        r#"{"type":"string","pattern":"^(a+)+$"}"#,
        "patterns = \"backtracking\"\n",
    )];
    for value in [false, true] {
        assert!(root(&files, 0, "A", value).is_none());
    }
}
