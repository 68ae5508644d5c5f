//! Schema families in the generator: cross-file `$ref`s reuse the target file's type, an
//! identical definition repeated in one module becomes one type, and the same name with
//! different content stops the build naming both files. The AAP family is read from
//! `../shared` (skipped with a message where it is absent); the Codex cases use our own files.

mod common;

use common::{copy_dir, repo_schemas};

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use agent_approval_codegen::{generate, ErrorKind};

fn add_entry(dir: &Path, file: &str, module: &str, root: Option<&str>) {
    let manifest = dir.join("manifest.toml");
    let mut text = fs::read_to_string(&manifest).unwrap();
    let root = root
        .map(|r| format!("root = \"{r}\"\n"))
        .unwrap_or_default();
    write!(
        text,
        "\n[[schema]]\nfile = \"{file}\"\nmodule = \"{module}\"\nupstream = \"https://example.invalid/{file}\"\nsha256 = \"{}\"\n{root}",
        "0".repeat(64)
    )
    .unwrap();
    fs::write(manifest, text).unwrap();
}

/// The crate's schemas plus a second Codex v1 message made from the first by `edit`.
fn with_copy(edit: impl Fn(&str) -> String) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&repo_schemas(), dir.path());
    let v1 = fs::read_to_string(repo_schemas().join("codex/v1/ExecCommandApprovalResponse.json"))
        .unwrap();
    let copy = edit(&v1.replace(
        "\"title\": \"ExecCommandApprovalResponse\"",
        "\"title\": \"OtherResponse\"",
    ));
    fs::write(dir.path().join("codex/v1/Other.json"), copy).unwrap();
    add_entry(dir.path(), "codex/v1/Other.json", "codex::v1", None);
    dir
}

#[test]
fn identical_definitions_in_one_module_become_one_type() {
    let dir = with_copy(str::to_owned);
    let source = generate(dir.path()).unwrap().source;
    let before = generate(&repo_schemas()).unwrap().source;
    // The copy adds no type of its own (`codex` holds another ReviewDecision, from
    // ServerRequest.json: a different module, so a different type).
    for item in [
        "pub enum ReviewDecision ",
        "pub struct NetworkPolicyAmendment ",
    ] {
        assert_eq!(
            source.matches(item).count(),
            before.matches(item).count(),
            "{item}"
        );
    }
    assert!(source.contains("pub struct OtherResponse"));
    assert!(
        source.contains("pub decision: crate::codex::v1::ReviewDecision"),
        "the copy reuses the first type"
    );
    assert_eq!(
        source.matches("pub mod error ").count(),
        source.matches("pub mod ").count() - source.matches("pub mod error ").count() - 1,
        "one `error` module per Rust module (the hidden `__schemas` module has none)"
    );
}

#[test]
fn the_same_name_with_different_content_stops_the_build() {
    let dir = with_copy(|text| text.replace("\"timed_out\"", "\"timed_out_later\""));
    let err = generate(dir.path()).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::Conflict(_)));
    assert_eq!(
        err.to_string(),
        "schemas/codex/v1/Other.json at #/definitions/ReviewDecision: conflicting definitions: definition `ReviewDecision` differs between schemas/codex/v1/ExecCommandApprovalResponse.json and schemas/codex/v1/Other.json (module `codex::v1`); nothing is renamed silently"
    );
}

#[test]
fn the_same_name_in_different_modules_is_two_types() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&repo_schemas(), dir.path());
    let v1 = fs::read_to_string(repo_schemas().join("codex/v1/ExecCommandApprovalResponse.json"))
        .unwrap();
    fs::create_dir_all(dir.path().join("codex/v3")).unwrap();
    fs::write(
        dir.path().join("codex/v3/ExecCommandApprovalResponse.json"),
        v1.replace("\"timed_out\"", "\"late\""),
    )
    .unwrap();
    add_entry(
        dir.path(),
        "codex/v3/ExecCommandApprovalResponse.json",
        "codex::v3",
        None,
    );
    let source = generate(dir.path()).unwrap().source;
    assert_eq!(source.matches("pub enum ReviewDecision ").count(), 2);
    assert!(source.contains("pub mod v3"));
}

#[test]
fn the_aap_family_links_across_files() {
    // The whole AAP family is vendored (schemas/aap/), the token referring to the others.
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&repo_schemas(), dir.path());
    let source = generate(dir.path()).unwrap().source;
    assert!(source.contains("pub oversight: ::std::option::Option<crate::aap::OversightClaim>"));
    assert!(source.contains("pub agent: crate::aap::Agent"));
    // The engine judges the token with every file of the family in its registry.
    assert!(source.contains(r#""https://aap-protocol.org/schemas/aap-oversight.schema.json","#));

    // A reference to a file the manifest does not vendor names it and says how to vendor it.
    let manifest = dir.path().join("manifest.toml");
    let text = fs::read_to_string(&manifest).unwrap();
    let without = text
        .split("\n[[schema]]")
        .filter(|e| !e.contains("aap-task"))
        .collect::<Vec<_>>()
        .join("\n[[schema]]");
    fs::write(&manifest, without).unwrap();
    let err = generate(dir.path()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "schemas/aap/aap-token.schema.json at #/properties/task/$ref: $ref \"aap-task.schema.json\" names \"https://aap-protocol.org/schemas/aap-task.schema.json\", which is not vendored: add a [[schema]] entry for it to schemas/manifest.toml (with `id = \"https://aap-protocol.org/schemas/aap-task.schema.json\"` if the document has no `$id` of its own) and run `cargo xtask schema-sync FILE`"
    );
}

/// A root that refers to the definition named like it is that definition's type, and a root
/// that allows `null` holds its object in `{Root}Inner` (typify named both after the root);
/// a root beside a definition of its name is two types of one name, and the error says so.
#[test]
fn a_name_typify_could_give_twice_in_one_file() {
    use serde_json::json;
    let typed = [
        (
            json!({"$schema": "http://json-schema.org/draft-07/schema#", "$ref": "#/definitions/grammar",
                   "definitions": {"grammar": {"type": "object", "properties": {"a": {"type": "string"}}}}}),
            &[
                "pub struct Grammar {",
                "pub a: ::std::option::Option<::std::string::String>,",
            ][..],
        ),
        (
            json!({"$schema": "http://json-schema.org/draft-07/schema#", "type": ["object", "null"],
                   "properties": {"a": {"type": "string"}}}),
            &[
                "pub struct Grammar(pub ::std::option::Option<GrammarInner>);",
                "pub struct GrammarInner {",
            ][..],
        ),
        (
            json!({"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
                   "properties": {"rules": {"$ref": "#/definitions/rules"}},
                   "definitions": {"rules": {"anyOf": [{"type": "object",
                       "properties": {"b": {"type": "boolean"}}}, {"type": "null"}]}}}),
            &[
                "pub struct Rules(pub ::std::option::Option<RulesInner>);",
                "pub rules: ::std::option::Option<Rules>,",
            ][..],
        ),
    ];
    for (schema, lines) in typed {
        let out =
            common::one_file(&schema, "Grammar", "").unwrap_or_else(|e| panic!("{schema}: {e}"));
        let source: String = out.modules.values().cloned().collect();
        for line in lines {
            assert!(source.contains(line), "{schema}: no `{line}` in\n{source}");
        }
        assert!(out.coarsened.is_empty(), "{schema}: {:?}", out.coarsened);
    }
    let schema = json!({"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
        "properties": {"a": {"$ref": "#/definitions/Grammar"}},
        "definitions": {"Grammar": {"type": "object", "properties": {"b": {"type": "string"}}}}});
    let err = common::one_file(&schema, "Grammar", "").unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::Conflict(_)), "{schema}");
    assert_eq!(
        err.to_string(),
        "schemas/t.json: conflicting definitions: the root and the definition \"Grammar\" are both named `Grammar`; give the root another name (`root` in its manifest entry)"
    );
}

/// Properties only a `then`/`else` names, where the `if`s are no cases of one property: each
/// is a field of the object, the enum of the branches' schemas of it (and any other value,
/// where a branch leaves it open); nothing reported. Where the object's other properties are
/// matched by patterns they stay in `extra`, and the report says so with their names.
#[test]
fn properties_only_a_condition_names_are_typed_or_reported() {
    let schema = serde_json::json!({"type": "object",
        "properties": {"manifest_version": {"type": "integer"}},
        "if": {"properties": {"manifest_version": {"const": 2}}},
        "then": {"properties": {"browser_action": {"type": "object"}, "background": {"type": "string"}}},
        "else": {"properties": {"action": {"type": "object"}, "background": {"type": "boolean"}}}});
    let out = common::one_file(&schema, "Manifest", "").unwrap();
    let source: String = out.modules.values().cloned().collect();
    for line in [
        "pub action: ::std::option::Option<ManifestAction>,",
        "pub background: ::std::option::Option<ManifestBackground>,",
        "pub browser_action: ::std::option::Option<ManifestBrowserAction>,",
        "Object(::serde_json::Map<::std::string::String, ::serde_json::Value>),",
        "String(::std::string::String),",
        "Boolean(bool),",
        "Other(::serde_json::Value),",
    ] {
        assert!(source.contains(line), "no `{line}` in {source}");
    }
    assert_eq!(out.coarsened, Vec::new());

    let mut schema = schema;
    schema["patternProperties"] = serde_json::json!({"^x-": {"type": "string"}});
    let out = common::one_file(&schema, "Manifest", "").unwrap();
    assert_eq!(out.coarsened.len(), 1, "{:?}", out.coarsened);
    let c = &out.coarsened[0];
    assert_eq!(c.kind, agent_approval_codegen::CoarseningKind::KeptInExtra);
    assert_eq!(c.pointer, "");
    assert!(
        c.to_string()
            .starts_with("schemas/t.json at #: typed, with properties kept in `extra`")
            && c.reason
                .ends_with(r#": ["action","background","browser_action"]"#),
        "{c}"
    );
}

/// An object read as the enum of its `if` cases where an `if` does not require the tested
/// property: in the variant without it, a property two `then`s name differently by `$ref`s
/// to definitions that are no plain objects (their `allOf` would make each an `allOf` part)
/// is the first one's type; the report says the properties only the other names are kept in
/// `extra`.
#[test]
fn kept_properties_of_the_variant_without_the_tested_property_are_reported() {
    let schema = serde_json::json!({"type": "object",
        "properties": {"kind": {"type": "string"}},
        "definitions": {
            "count": {"type": ["integer", "object"], "properties": {"n": {"type": "integer"}}},
            "size": {"properties": {"unit": {"type": "string"}}}},
        "allOf": [
            {"if": {"properties": {"kind": {"const": "a"}}},
             "then": {"properties": {"size": {"$ref": "#/definitions/count"}}}},
            {"if": {"properties": {"kind": {"const": "b"}}},
             "then": {"properties": {"size": {"$ref": "#/definitions/size"}}}}]});
    let out = common::one_file(&schema, "Thing", "").unwrap();
    let source: String = out.modules.values().cloned().collect();
    assert!(source.contains("pub enum Thing"), "{source}");
    let without = &source[source.find("WithoutKind {").expect(&source)..];
    let without = &without[..without.find('}').unwrap()];
    assert!(
        without.contains("size: ::std::option::Option<Count>"),
        "{without}"
    );
    assert_eq!(out.coarsened.len(), 1, "{:?}", out.coarsened);
    let c = &out.coarsened[0];
    assert_eq!(c.kind, agent_approval_codegen::CoarseningKind::KeptInExtra);
    assert_eq!(c.pointer, "");
    assert_eq!(
        c.to_string(),
        "schemas/t.json at #: typed, with properties kept in `extra`, coarser than its schema: an object without \"kind\" meets every `if` that does not require it: a property two `then`s name differently with `$ref`s is one `then`'s type there ([\"size\"]), which keeps the properties only the others name, with the unknown ones, in `extra`: [\"unit\"]"
    );
}

/// An object of `if` cases alone (prometheus's `auth`: which authorizations exclude each
/// other) admits any value: it is `serde_json::Value`, reported as such with the names its
/// `then`s give; the same cases beside `type: "object"` make a struct that keeps those names
/// in `extra` (the `patternProperties` keep them from being fields), reported so.
#[test]
fn an_object_of_if_cases_alone_is_reported_any_value() {
    let cases = json_cases();
    for (schema, kind, display) in cases {
        let out = common::one_file(&schema, "Auth", "").unwrap();
        assert_eq!(out.coarsened.len(), 1, "{schema}: {:?}", out.coarsened);
        let c = &out.coarsened[0];
        assert_eq!(c.kind, kind, "{schema}");
        assert_eq!(c.to_string(), display, "{schema}");
    }
    let source: String = common::one_file(&cases_alone(), "Auth", "")
        .unwrap()
        .modules
        .into_values()
        .collect();
    assert!(
        source.contains("pub struct Auth(pub ::serde_json::Value);"),
        "{source}"
    );
}

/// prometheus's `auth`, shortened: basic auth and a bearer token exclude each other.
fn cases_alone() -> serde_json::Value {
    serde_json::json!({"allOf": [
        {"if": {"not": {"properties": {"basic_auth": {"const": null}}}},
         "then": {"properties": {"bearer_token": {"const": null}}}},
        {"if": {"not": {"properties": {"bearer_token": {"const": null}}}},
         "then": {"properties": {"basic_auth": {"const": null}}}}]})
}

/// `(schema, kind, report)` for [`an_object_of_if_cases_alone_is_reported_any_value`].
fn json_cases() -> Vec<(
    serde_json::Value,
    agent_approval_codegen::CoarseningKind,
    String,
)> {
    use agent_approval_codegen::CoarseningKind::{KeptInExtra, Value};
    let mut object = cases_alone();
    object["type"] = "object".into();
    object["patternProperties"] = serde_json::json!({"^x-": {"type": "string"}});
    vec![
        (
            cases_alone(),
            Value,
            "schemas/t.json at #: typed `serde_json::Value`, coarser than its schema: an object of `if` cases alone (no `type` or properties of its own) admits any value: what its `then`s say of the properties they name is checked, not typed: [\"basic_auth\",\"bearer_token\"]".to_owned(),
        ),
        (
            object,
            KeptInExtra,
            "schemas/t.json at #: typed, with properties kept in `extra`, coarser than its schema: properties named only under `then`/`else` are kept with the unknown ones, in `extra`: which apply depends on the `if` (an object whose `if`s each test one property for string values, and that has no `else`, is read as a union of its cases): [\"basic_auth\",\"bearer_token\"]".to_owned(),
        ),
    ]
}
