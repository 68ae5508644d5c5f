//! Fuzzes the generator: arbitrary bytes as one schema document. It may refuse them (an `Err`
//! naming file, pointer and keyword), but it never panics, and what it accepts is Rust that
//! parses (the generator formats it through `syn` and `prettyplease`). A failed pairing is
//! never the answer: the generator coarsens that subschema (or the file) instead.
#![no_main]

use std::collections::BTreeMap;

use agent_approval_codegen::{Entry, ErrorKind, Manifest};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let entry = Entry {
        file: "fuzz.json".into(),
        module: "fuzz".into(),
        upstream: "https://example.invalid/fuzz.json".into(),
        sha256: String::new(),
        root: Some("Fuzz".into()),
        draft: None,
        id: None,
        patterns: None,
        backtrack_limit: None,
        codex_version: None,
        constructors: None,
    };
    let manifest = Manifest {
        features: BTreeMap::new(),
        schemas: vec![entry],
    };
    match manifest.generate(&BTreeMap::from([("fuzz.json".to_owned(), data.to_vec())])) {
        Ok(generated) => assert!(syn::parse_file(&generated.source).is_ok()),
        Err(e) => assert!(!matches!(e.kind(), ErrorKind::Pairing(_)), "{e}"),
    }
});
