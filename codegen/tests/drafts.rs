//! Every draft the engine knows, the manifest's per-entry settings (`draft`, `id`, `patterns`)
//! and the errors around them, on small temporary schema trees.

use std::fmt::Write as _;
use std::fs;

use agent_approval_codegen::{generate, ErrorKind};
use serde_json::{json, Value};

/// A temporary `schemas/` with `(file, extra manifest lines, document)` entries.
fn tree(files: &[(&str, &str, Value)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mut manifest = String::new();
    for (file, extra, doc) in files {
        let path = dir.path().join(file);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, serde_json::to_vec_pretty(doc).unwrap()).unwrap();
        writeln!(
            manifest,
            "[[schema]]\nfile = \"{file}\"\nmodule = \"m\"\nupstream = \"https://example.com/{file}\"\n{extra}"
        )
        .unwrap();
    }
    fs::write(dir.path().join("manifest.toml"), manifest).unwrap();
    dir
}

/// The generated source, each run of whitespace one space: what the tests look for does not
/// depend on where the printer breaks a line.
fn source(files: &[(&str, &str, Value)]) -> String {
    let dir = tree(files);
    let source = generate(dir.path())
        .unwrap_or_else(|e| panic!("{e}"))
        .source;
    source.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_draft_generates_from_its_schema_uri() {
    let drafts = [
        "http://json-schema.org/draft-04/schema#",
        "http://json-schema.org/draft-06/schema#",
        "http://json-schema.org/draft-07/schema#",
        "https://json-schema.org/draft/2019-09/schema",
        "https://json-schema.org/draft/2020-12/schema",
    ];
    for uri in drafts {
        let src = source(&[(
            "a.json",
            "",
            json!({"$schema": uri, "title": "Thing", "type": "object",
                   "properties": {"n": {"type": "integer"}}, "required": ["n"]}),
        )]);
        assert!(src.contains("pub struct Thing"), "{uri}");
        assert!(src.contains("pub n: i64"), "{uri}: {src}");
        // The validator names the file's own draft.
        assert!(src.contains(uri), "{uri}");
    }
}

#[test]
fn draft_04_bounds_ids_and_later_keywords_are_read_as_draft_04() {
    let src = source(&[(
        "a.json",
        "",
        json!({
            "$schema": "http://json-schema.org/draft-04/schema#",
            "id": "https://example.com/a.json",
            "title": "Thing",
            "type": "object",
            "properties": {
                // `minimum: 0` exclusive: typify's unsigned type for a positive bound.
                "count": {"type": "integer", "minimum": 0, "exclusiveMinimum": true},
                // `const` is no draft-04 keyword: any value.
                "tag": {"const": "x"},
                "next": {"$ref": "https://example.com/a.json#/definitions/Next"}
            },
            "required": ["count", "tag"],
            "definitions": {"Next": {"type": "string"}}
        }),
    )]);
    assert!(src.contains("pub count: ::std::num::NonZeroU64"), "{src}");
    assert!(src.contains("pub tag: ::serde_json::Value"), "{src}");
    assert!(
        src.contains("pub next: ::std::option::Option<Next>"),
        "{src}"
    );
    // The engine judges with the document's own identifier.
    assert!(src.contains("https://example.com/a.json#"), "{src}");
}

#[test]
fn a_file_without_schema_takes_the_manifest_draft_or_2020_12() {
    let doc = json!({"title": "Thing", "type": "object"});
    let default = source(&[("a.json", "", doc.clone())]);
    assert!(
        default.contains("https://json-schema.org/draft/2020-12/schema"),
        "{default}"
    );
    let set = source(&[("a.json", "draft = \"draft-06\"", doc.clone())]);
    assert!(
        set.contains("http://json-schema.org/draft-06/schema#"),
        "{set}"
    );
    let dir = tree(&[("a.json", "draft = \"draft-05\"", doc)]);
    let err = generate(dir.path()).unwrap_err();
    assert!(
        err.to_string().contains(
            "draft \"draft-05\" of \"a.json\" is none of draft-04, draft-06, draft-07, 2019-09, 2020-12"
        ),
        "{err}"
    );
}

#[test]
fn a_manifest_alias_addresses_a_document_without_id() {
    let src = source(&[
        (
            "common.json",
            "id = \"https://example.com/schemas/common.json\"",
            json!({"$schema": "http://json-schema.org/draft-07/schema#", "title": "Common",
                   "type": "object", "properties": {"x": {"type": "string"}},
                   "definitions": {"Name": {"type": "string", "minLength": 1}}}),
        ),
        (
            "user.json",
            "",
            json!({"$schema": "http://json-schema.org/draft-07/schema#", "title": "User",
            "type": "object", "required": ["name"],
            "properties": {
                "name": {"$ref": "https://example.com/schemas/common.json#/definitions/Name"},
                "common": {"$ref": "https://example.com/schemas/common.json"}
            }}),
        ),
    ]);
    assert!(src.contains("pub name: crate::m::Name"), "{src}");
    assert!(
        src.contains("pub common: ::std::option::Option<crate::m::Common>"),
        "{src}"
    );
    assert!(src.contains("\"https://example.com/schemas/common.json\""));
}

#[test]
fn an_alias_beside_an_own_id_is_refused() {
    let dir = tree(&[(
        "a.json",
        "id = \"https://example.com/other.json\"",
        json!({"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://example.com/a.json",
               "title": "Thing", "type": "object"}),
    )]);
    let err = generate(dir.path()).unwrap_err();
    assert_eq!(err.pointer(), "/$id");
    assert!(
        err.to_string()
            .contains("the document has its own identifier \"https://example.com/a.json\""),
        "{err}"
    );
}

#[test]
fn a_reference_to_a_document_not_vendored_says_how_to_vendor_it() {
    let dir = tree(&[(
        "a.json",
        "",
        json!({"$schema": "http://json-schema.org/draft-07/schema#", "title": "Thing",
               "type": "object",
               "properties": {"x": {"$ref": "https://example.com/elsewhere.json#/definitions/X"}}}),
    )]);
    let err = generate(dir.path()).unwrap_err();
    assert_eq!(err.pointer(), "/properties/x/$ref");
    assert_eq!(
        err.kind(),
        &ErrorKind::NotVendored {
            reference: "https://example.com/elsewhere.json#/definitions/X".into(),
            document: "https://example.com/elsewhere.json".into(),
        }
    );
    let text = err.to_string();
    assert!(
        text.contains("which is not vendored: add a [[schema]] entry"),
        "{text}"
    );
    assert!(
        text.contains("id = \"https://example.com/elsewhere.json\""),
        "{text}"
    );
}

#[test]
fn backtracking_patterns_need_the_opt_in() {
    let doc = json!({"$schema": "http://json-schema.org/draft-07/schema#", "title": "Thing",
                     "type": "object",
                     "properties": {"password": {"type": "string", "pattern": "^(?=.*[0-9]).{8,}$"}}});
    let dir = tree(&[("a.json", "", doc.clone())]);
    let err = generate(dir.path()).unwrap_err();
    assert_eq!(err.pointer(), "/properties/password/pattern");
    assert!(
        matches!(err.kind(), ErrorKind::Pattern { pattern, .. } if pattern == "^(?=.*[0-9]).{8,}$"),
        "{err}"
    );
    assert!(
        err.to_string()
            .contains("set `patterns = \"backtracking\"` in the manifest entry of \"a.json\""),
        "{err}"
    );
    let src = source(&[("a.json", "patterns = \"backtracking\"", doc.clone())]);
    assert!(src.contains("backtrack_limit = 100000u32"), "{src}");
    let src = source(&[(
        "a.json",
        "patterns = \"backtracking\"\nbacktrack_limit = 500",
        doc.clone(),
    )]);
    assert!(src.contains("backtrack_limit = 500u32"), "{src}");
    let dir = tree(&[("a.json", "backtrack_limit = 500", doc)]);
    let err = generate(dir.path()).unwrap_err();
    assert!(
        err.to_string()
            .contains("backtrack_limit of \"a.json\" needs patterns = \"backtracking\""),
        "{err}"
    );
}
