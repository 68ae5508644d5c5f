//! The generator end to end on temporary copies of `schemas/`: what it accepts, and that every
//! refusal names the file, the JSON pointer and the keyword or reference.

mod common;

use common::{copy_dir, repo_schemas};

use std::fs;
use std::path::Path;

use agent_approval_codegen::{generate, ErrorKind};
use serde_json::{json, Value};

/// Copies `schemas/` to a temporary directory and applies `edit` to one file's JSON.
fn edited(file: &str, edit: impl FnOnce(&mut Value)) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&repo_schemas(), dir.path());
    let path = dir.path().join(file);
    let mut doc: Value = serde_json::from_slice(&fs::read(&path).unwrap()).unwrap();
    edit(&mut doc);
    fs::write(&path, serde_json::to_vec_pretty(&doc).unwrap()).unwrap();
    dir
}

/// The vendored schemas generated once for the tests that only read the output (the Codex
/// surface takes seconds to generate in a debug build).
fn vendored() -> &'static agent_approval_codegen::Generated {
    static OUT: std::sync::OnceLock<agent_approval_codegen::Generated> = std::sync::OnceLock::new();
    OUT.get_or_init(|| generate(&repo_schemas()).unwrap())
}

const V1: &str = "codex/v1/ExecCommandApprovalResponse.json";
const AAP: &str = "aap/aap-oversight.schema.json";

#[test]
fn the_vendored_schemas_generate_and_list_their_inputs() {
    let out = vendored();
    assert!(out
        .source
        .contains("pub struct ExecCommandApprovalResponse"));
    assert!(out
        .source
        .contains("pub enum CommandExecutionApprovalDecision"));
    assert!(out.source.contains("pub struct OversightClaim"));
    // The manifest, then every file it lists, in its order.
    let manifest = agent_approval_codegen::Manifest::load(&repo_schemas()).unwrap();
    let mut want = vec![repo_schemas().join("manifest.toml")];
    want.extend(
        manifest
            .schemas
            .iter()
            .map(|e| repo_schemas().join(&e.file)),
    );
    assert_eq!(out.inputs, want);
    assert!(
        want.len() >= 15,
        "the seeds, the Codex surface and the AAP family"
    );
    // No `regress` (exponential) pattern checks from typify: the engine runs patterns.
    assert!(!out.source.contains("regress"));
}

#[test]
fn output_is_deterministic() {
    let b = generate(&repo_schemas()).unwrap().source;
    assert_eq!(vendored().source, b);
}

/// `(file, edit, expected Display of the error)`.
type Case = (&'static str, fn(&mut Value), &'static str);

const REFUSED: &[Case] = &[
    (
        V1,
        |d| d["properties"]["decision"]["$ref"] = json!("#/definitions/Nope"),
        "schemas/codex/v1/ExecCommandApprovalResponse.json at #/properties/decision/$ref: dangling $ref \"#/definitions/Nope\"",
    ),
    (
        V1,
        |d| d["properties"]["decision"]["$ref"] = json!("other.json#/definitions/ReviewDecision"),
        "schemas/codex/v1/ExecCommandApprovalResponse.json at #/properties/decision/$ref: $ref \"other.json#/definitions/ReviewDecision\" names \"file:///codex/v1/other.json\", which is not vendored: add a [[schema]] entry for it to schemas/manifest.toml (with `id = \"file:///codex/v1/other.json\"` if the document has no `$id` of its own) and run `cargo xtask schema-sync FILE`",
    ),
    (
        AAP,
        |d| d["properties"]["supervisor"]["pattern"] = json!("^(?=a)"),
        "schemas/aap/aap-oversight.schema.json at #/properties/supervisor/pattern: pattern \"^(?=a)\" refused: not an ECMA-262 pattern the linear-time engine can run (lookaround and backreferences need backtracking); to run it with a bounded backtracking engine, set `patterns = \"backtracking\"` in the manifest entry of \"aap/aap-oversight.schema.json\"",
    ),
    // A `patternProperties` key that needs backtracking: the key is named.
    (
        AAP,
        |d| d["properties"]["notify_on"]["patternProperties"] = json!({"^(?!x)": {}}),
        "schemas/aap/aap-oversight.schema.json at #/properties/notify_on/patternProperties/^(?!x): pattern \"^(?!x)\" refused: not an ECMA-262 pattern the linear-time engine can run",
    ),
    // Inline flags are not ECMA-262 in any engine; found below a union of the meta-schema.
    (
        V1,
        |d| d["properties"]["decision"]["items"] = json!({"properties": {"x": {"pattern": "(?i)tcp"}}}),
        "schemas/codex/v1/ExecCommandApprovalResponse.json at #/properties/decision/items/properties/x/pattern: pattern \"(?i)tcp\" refused: not an ECMA-262 regular expression, which `format: \"regex\"` asserts: flags written before a pattern, as `(?i)`, are not ECMA-262, a modifier group around it is; write it \"(?i:tcp)\" in the schema",
    ),
    // A dash after a class escape in a class (other dialects' literal): escaped.
    (
        V1,
        |d| d["properties"]["decision"]["items"] = json!({"properties": {"x": {"pattern": "^[a-z\\d-_]+$"}}}),
        "schemas/codex/v1/ExecCommandApprovalResponse.json at #/properties/decision/items/properties/x/pattern: pattern \"^[a-z\\\\d-_]+$\" refused: not an ECMA-262 regular expression, which `format: \"regex\"` asserts: a class escape (`\\d`, `\\w`, `\\s`) cannot begin a range, so the `-` after it in a class is to be escaped; write it \"^[a-z\\\\d\\\\-_]+$\" in the schema",
    ),
    // Flags inside a pattern, not before it: no one rewrite to give.
    (
        V1,
        |d| d["properties"]["decision"]["items"] = json!({"properties": {"x": {"pattern": "a(?i)b"}}}),
        "schemas/codex/v1/ExecCommandApprovalResponse.json at #/properties/decision/items/properties/x/pattern: pattern \"a(?i)b\" refused: not an ECMA-262 regular expression, which `format: \"regex\"` asserts (inline flags such as `(?i)` are not ECMA-262, a modifier group `(?i:…)` is, or write the cases out, as `[Aa]`); fix the pattern in the schema",
    ),
    (
        AAP,
        |d| d["properties"]["supervisor"]["pattern"] = json!("(a)\\1"),
        "schemas/aap/aap-oversight.schema.json at #/properties/supervisor/pattern: pattern \"(a)\\\\1\" refused: ",
    ),
    (
        AAP,
        |d| d["properties"]["notify_on"]["items"] = json!([{}, {}]),
        "schemas/aap/aap-oversight.schema.json at #/properties/notify_on/items: refused by the validation engine: [{},{}] is not of types \"boolean\", \"object\"",
    ),
    // The engine's refusal is the one reported, though the typing (beside it) fails too: the
    // root has no title left to name its type by.
    (
        V1,
        |d| {
            d.as_object_mut().unwrap().remove("title");
            d["properties"]["decision"]["minLength"] = json!(-1);
        },
        "schemas/codex/v1/ExecCommandApprovalResponse.json at #/properties/decision/minLength: refused by the validation engine: -1 is less than the minimum of 0",
    ),
    // draft-04's boolean bound (OpenAPI 3.0, Kubernetes CRDs) in a later draft: the way out.
    (
        AAP,
        |d| d["properties"]["approval_timeout"]["exclusiveMaximum"] = json!(true),
        "schemas/aap/aap-oversight.schema.json at #/properties/approval_timeout/exclusiveMaximum: refused by the validation engine: true is not of type \"number\": a boolean `exclusiveMaximum`/`exclusiveMinimum` is draft-04's (OpenAPI 3.0 and Kubernetes CRDs write it so); read the file as draft-04 (`draft = \"draft-04\"` in its manifest entry, where the file has no `$schema`)",
    ),
    // A reference no percent-encoding makes a URI (a port that is no number).
    (
        V1,
        |d| d["properties"]["decision"]["$ref"] = json!("http://host:port/x.json"),
        "schemas/codex/v1/ExecCommandApprovalResponse.json at #/properties/decision/$ref: $ref \"http://host:port/x.json\" is no URI reference (",
    ),
    (
        AAP,
        |d| d["$schema"] = json!("http://json-schema.org/draft-03/schema#"),
        "schemas/aap/aap-oversight.schema.json at #/$schema: unsupported draft \"http://json-schema.org/draft-03/schema#\"",
    ),
];

/// Schemas that once stopped the build and now generate: every keyword is judged by the
/// engine; unknown keywords and formats are annotations.
const ACCEPTED: &[(&str, &str, &str, &str)] = &[
    (AAP, "/properties/notify_on", "uniqueItems", "true"),
    (AAP, "/properties/supervisor", "format", r#""email""#),
    (AAP, "/properties/supervisor", "format", r#""uint64""#),
    (AAP, "/properties/approval_timeout", "multipleOf", "0.01"),
    (
        AAP,
        "",
        "patternProperties",
        r#"{"^x-": {"type": "string"}}"#,
    ),
    (AAP, "", "if", r#"{"required": ["level"]}"#),
    (AAP, "", "unevaluatedProperties", "false"),
    (AAP, "/properties/supervisor", "x-custom", "1"),
    (V1, "/properties/decision", "minLength", "1"),
    (AAP, "/properties", "supervisor", "true"),
    // The tuple form of `items` is draft-07's (2020-12 spells it `prefixItems`).
    (V1, "/properties/decision", "items", "[{}, {}]"),
];

#[test]
fn every_keyword_generates() {
    for (file, at, keyword, value) in ACCEPTED {
        let dir = edited(file, |d| {
            d.pointer_mut(at).unwrap()[*keyword] = serde_json::from_str(value).unwrap();
        });
        if let Err(e) = generate(dir.path()) {
            panic!("{file} {at}/{keyword}: {e}");
        }
    }
}

#[test]
fn refusals_name_file_pointer_and_keyword() {
    for (file, edit, expected) in REFUSED {
        let dir = edited(file, *edit);
        let err = generate(dir.path()).expect_err(expected);
        let text = err.to_string();
        assert!(
            text.starts_with(expected),
            "got:      {text}\nexpected: {expected}"
        );
    }
}

#[test]
fn dangling_ref_error_has_structured_accessors() {
    let dir = edited(V1, |d| {
        d["properties"]["decision"]["$ref"] = json!("#/definitions/Nope");
    });
    let err = generate(dir.path()).unwrap_err();
    assert_eq!(err.file(), Path::new("schemas").join(V1));
    assert_eq!(err.pointer(), "/properties/decision/$ref");
    assert_eq!(
        err.kind(),
        &ErrorKind::DanglingRef("#/definitions/Nope".into())
    );
}

#[test]
fn a_new_module_comes_from_the_manifest_alone() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&repo_schemas(), dir.path());
    fs::create_dir_all(dir.path().join("extra")).unwrap();
    fs::copy(repo_schemas().join(V1), dir.path().join("extra/copy.json")).unwrap();
    let manifest = dir.path().join("manifest.toml");
    let mut text = fs::read_to_string(&manifest).unwrap();
    text.push_str(
        "\n[[schema]]\nfile = \"extra/copy.json\"\nmodule = \"codex::extra\"\nupstream = \"https://example.com/copy.json\"\nsha256 = \"2582a07c4028d06e0ed67c1b7563469882bbc66640237be182d309fe4ad1d1eb\"\n",
    );
    fs::write(&manifest, text).unwrap();
    let out = generate(dir.path()).unwrap();
    assert!(
        out.source.contains("pub mod extra"),
        "{}",
        &out.source[..200]
    );
}
