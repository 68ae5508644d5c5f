//! The compiled-validator step: the engine options it passes, the runtime path it rewrites,
//! and the files it hands over as resources.

use std::path::PathBuf;

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
            "use :: agent_approval :: __private :: compiled as __jsonschema_compiled ; use __jsonschema_compiled :: __private :: cmp as __cmp ;",
        ),
        (
            quote! { fn f(x: &::js61::__private::serde_json::Value) -> bool { g(x) } },
            "js61",
            "fn f (x : & :: agent_approval :: __private :: compiled :: __private :: serde_json :: Value) -> bool { g (x) }",
        ),
    ];
    for (input, runtime, expected) in cases {
        assert_eq!(rewrite(input, runtime).to_string(), expected);
    }
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
        let attr = attribute(&f, std::iter::empty()).to_string();
        for expected in [
            "draft = Draft202012",
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
    let tokens = root(&files, 0, "A")
        .expect("a compiled validator")
        .to_string();
    assert!(
        tokens.starts_with(":: agent_approval :: __compiled !"),
        "{tokens}"
    );
    assert!(tokens.contains("pub struct __CompiledA"), "{tokens}");
    assert!(
        tokens.contains("pub use self :: __compiled_mod_a :: __CompiledA"),
        "{tokens}"
    );
    assert!(!tokens.contains(":: jsonschema ::"), "{tokens}");
}

#[test]
fn a_backtracking_entry_keeps_the_interpreted_engine() {
    let files = [file(
        "a.json",
        r#"{"type":"string","pattern":"^(a+)+$"}"#,
        "patterns = \"backtracking\"\n",
    )];
    assert!(root(&files, 0, "A").is_none());
}
