//! The generator without a file system: `Manifest::generate` (every entry's document by its
//! `file`) and `Entry::check` (one document alone, as `cargo xtask schema-sync` checks a
//! fetched file), what they accept and how they refuse: the file named, the kind of error.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::Path;

use agent_approval_codegen::{ErrorKind, Manifest};

/// A manifest of `files`, each in module `m` with its root named after the file (`a.json`:
/// `A`).
fn manifest(files: &[&str]) -> Manifest {
    let mut text = String::new();
    for f in files {
        let root = f.trim_end_matches(".json").to_ascii_uppercase();
        writeln!(text, "[[schema]]\nfile = \"{f}\"\nmodule = \"m\"").unwrap();
        writeln!(
            text,
            "upstream = \"https://example.com/{f}\"\nroot = \"{root}\""
        )
        .unwrap();
    }
    Manifest::parse(Path::new("schemas/manifest.toml"), &text).unwrap()
}

const OBJECT: &str = r#"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
    "properties": {"id": {"type": "integer"}}}"#;

/// What a call gave: the types it declares, or the refusal's file, kind and message.
type Outcome = Result<Vec<&'static str>, (&'static str, Kind, &'static str)>;

/// Whether a refusal is of the kind wanted.
type Kind = fn(&ErrorKind) -> bool;

/// The files a manifest lists, the documents given by file, and what generating gives.
type Case = (
    &'static [&'static str],
    &'static [(&'static str, &'static str)],
    Outcome,
);

#[test]
fn manifest_generate_takes_each_listed_document_and_names_what_is_missing_or_extra() {
    let json = |k: &ErrorKind| matches!(k, ErrorKind::Json(_));
    let io = |k: &ErrorKind| matches!(k, ErrorKind::Io(_));
    // `(files listed, documents given, outcome)`.
    let cases: [Case; 5] = [
        (
            &["a.json"],
            &[("a.json", OBJECT)],
            Ok(vec!["pub struct A {"]),
        ),
        (
            &["a.json", "b.json"],
            &[("b.json", OBJECT), ("a.json", OBJECT)],
            Ok(vec!["pub struct A {", "pub struct B {"]),
        ),
        (
            &["a.json", "b.json"],
            &[("a.json", OBJECT)],
            Err(("schemas/b.json", io, "no document was given")),
        ),
        (
            &["a.json"],
            &[("a.json", OBJECT), ("c.json", OBJECT)],
            Err(("schemas/manifest.toml", io, "\"c.json\"")),
        ),
        (
            &["a.json"],
            &[("a.json", "{not json")],
            Err(("schemas/a.json", json, "")),
        ),
    ];
    for (files, documents, want) in cases {
        let documents: BTreeMap<String, Vec<u8>> = (documents.iter())
            .map(|(f, text)| ((*f).to_owned(), text.as_bytes().to_vec()))
            .collect();
        let got = manifest(files).generate(&documents);
        match (got, want) {
            (Ok(generated), Ok(declared)) => {
                assert!(generated.coarsened.is_empty(), "{files:?}");
                for d in declared {
                    assert!(generated.modules["m"].contains(d), "{files:?}: no `{d}`");
                }
            }
            (Err(e), Err((file, kind, message))) => {
                assert_eq!(e.file(), Path::new(file), "{files:?}: {e}");
                assert!(kind(e.kind()), "{files:?}: {e}");
                assert!(e.to_string().contains(message), "{files:?}: {e}");
            }
            (got, _) => panic!("{files:?} {documents:?}: {:?}", got.map(|g| g.coarsened)),
        }
    }
}

#[test]
fn entry_check_judges_one_document_alone() {
    let dangling =
        |k: &ErrorKind| matches!(k, ErrorKind::DanglingRef(r) if r == "#/definitions/missing");
    let json = |k: &ErrorKind| matches!(k, ErrorKind::Json(_));
    let cases: [(&str, Result<(), Kind>); 4] = [
        (OBJECT, Ok(())),
        // A reference to another file cannot be resolved from one file alone: accepted here,
        // `generate` checks it against the tree.
        (
            r#"{"$schema": "http://json-schema.org/draft-07/schema#", "$ref": "b.json"}"#,
            Ok(()),
        ),
        (
            r##"{"$schema": "http://json-schema.org/draft-07/schema#", "$ref": "#/definitions/missing"}"##,
            Err(dangling),
        ),
        ("[1,", Err(json)),
    ];
    let entry = &manifest(&["a.json"]).schemas[0];
    for (document, want) in cases {
        match (entry.check(document.as_bytes()), want) {
            (Ok(()), Ok(())) => {}
            (Err(e), Err(kind)) => {
                assert_eq!(e.file(), Path::new("schemas/a.json"), "{document}: {e}");
                assert!(kind(e.kind()), "{document}: {e}");
            }
            (got, _) => panic!("{document}: {got:?}"),
        }
    }
}
