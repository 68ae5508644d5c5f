//! The catalogs' rules, table by table: draft detection, references, the CRD sample, the
//! instance generator and its near misses (judged by the reference validator), and a small
//! SchemaStore checkout written end to end.

use serde_json::json;
use std::collections::BTreeMap;

use super::crds::{catalog, crd_stem, sample};
use super::instances::{instances, Generator, Mode, DEPTH_LIMIT};
use super::refs::{absolutize, is_relative, referenced, refs, resolve, schemastore_name};
use super::*;

/// `xtask/tests/data/catalogs/`.
fn data_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/catalogs")
}

/// A JSON file of `data_dir()`.
fn data(file: &str) -> Value {
    serde_json::from_slice(&std::fs::read(data_dir().join(file)).unwrap()).unwrap()
}

#[test]
fn draft_detection() {
    let json_schema = |path: &str| format!("http://json-schema.org/{path}");
    // (`$schema`, the draft or the error); `null` for none.
    let cases: &[(Value, Result<Draft, &str>)] = &[
        (Value::Null, Ok(Draft::Draft7)),
        (json!(json_schema("draft-04/schema#")), Ok(Draft::Draft4)),
        (
            json!("https://json-schema.org/draft-04/schema"),
            Ok(Draft::Draft4),
        ),
        (json!(json_schema("draft-06/schema")), Ok(Draft::Draft6)),
        (
            json!("https://json-schema.org/draft-07/schema#"),
            Ok(Draft::Draft7),
        ),
        (
            json!("https://json-schema.org/draft/2019-09/schema"),
            Ok(Draft::Draft201909),
        ),
        (
            json!(json_schema("draft/2020-12/schema#")),
            Ok(Draft::Draft202012),
        ),
        (
            json!(json_schema("schema#")),
            Err(r#"unknown $schema "http://json-schema.org/schema#""#),
        ),
        (json!("draft-07"), Err(r#"unknown $schema "draft-07""#)),
        (json!(7), Err("$schema is not a string: 7")),
    ];
    for (declared, expected) in cases {
        let schema = if declared.is_null() {
            json!({})
        } else {
            json!({"$schema": declared})
        };
        assert_eq!(
            draft_of(&schema),
            expected.map_err(str::to_owned),
            "{schema}"
        );
    }
    assert_eq!(draft_of(&json!(true)), Ok(Draft::Draft7));
}

#[test]
fn references_resolved_and_named() {
    let store = "https://json.schemastore.org/";
    // (reference, resolved against `store` + `a.json` with `S/` for `store`, the SchemaStore
    // schema it names, relative?)
    let cases: &[(&str, &str, Option<&str>, bool)] = &[
        ("b.json", "S/b.json", Some("b"), true),
        (
            "./b.json#/definitions/y",
            "S/b.json#/definitions/y",
            Some("b"),
            true,
        ),
        ("tsconfig#/x", "S/tsconfig#/x", Some("tsconfig"), true),
        (
            "#/definitions/z",
            "S/a.json#/definitions/z",
            Some("a"),
            false,
        ),
        ("sub/f.json", "S/sub/f.json", None, true),
        ("http://json.schemastore.org/c.json", "", Some("c"), false),
        ("https://www.schemastore.org/d.json#", "", Some("d"), false),
        ("https://example.com/e.json", "", None, false),
        ("ftp://json.schemastore.org/g.json", "", None, false),
    ];
    for (reference, resolved, name, relative) in cases {
        let got = resolve(&format!("{store}a.json"), reference).unwrap();
        let resolved = match resolved.strip_prefix("S/") {
            Some(rest) => format!("{store}{rest}"),
            None if resolved.is_empty() => (*reference).to_owned(),
            None => (*resolved).to_owned(),
        };
        assert_eq!(got, resolved, "{reference}");
        assert_eq!(schemastore_name(&got).as_deref(), *name, "{reference}");
        assert_eq!(is_relative(reference), *relative, "{reference}");
    }
}

#[test]
fn references_collected_and_rewritten() {
    let mut doc = json!({
        "$ref": "base.json#/definitions/path",
        "properties": {
            "a": {"$ref": "./x.json#/definitions/y"},
            "b": {"items": [{"$ref": "https://json.schemastore.org/y.json"}]},
            "c": {"$ref": "http://json.schemastore.org/z"},
            "d": {"anyOf": [{"$ref": "https://example.com/other.json"}, {"$ref": "#/definitions/local"}]},
            "e": {"$ref": "https://json.schemastore.org/self.json#/definitions/local"},
            "f": {"$ref": "inner"},
            // Data, not schemas: no references here.
            "g": {"default": {"$ref": "not-a-ref.json"}, "enum": [{"$ref": "nor.json"}]},
        },
        "definitions": {"local": {}, "inner": {"id": "inner", "type": "string"}},
    });
    assert_eq!(
        refs(&doc),
        [
            "base.json#/definitions/path",
            "./x.json#/definitions/y",
            "https://json.schemastore.org/y.json",
            "http://json.schemastore.org/z",
            "https://example.com/other.json",
            "#/definitions/local",
            "https://json.schemastore.org/self.json#/definitions/local",
            "inner",
        ]
    );
    let base = "https://json.schemastore.org/self.json";
    // `inner` is a resource the document embeds, `self` the document itself.
    assert_eq!(referenced(&doc, base, "self"), ["base", "x", "y", "z"]);
    assert_eq!(absolutize(&mut doc, base), 3);
    assert_eq!(
        doc["$ref"],
        "https://json.schemastore.org/base.json#/definitions/path"
    );
    assert_eq!(
        doc["properties"]["a"]["$ref"],
        "https://json.schemastore.org/x.json#/definitions/y"
    );
    assert_eq!(
        doc["properties"]["f"]["$ref"],
        "https://json.schemastore.org/inner"
    );
    assert_eq!(
        doc["properties"]["d"]["anyOf"][1]["$ref"],
        "#/definitions/local"
    );
    assert_eq!(doc["properties"]["g"]["default"]["$ref"], "not-a-ref.json");
}

#[test]
fn crd_files_and_round_robin_sample() {
    let cases: &[(&str, Option<&str>)] = &[
        ("issuer_v1.json", Some("issuer_v1")),
        ("certificate_v1beta1.json", Some("certificate_v1beta1")),
        ("job_template_v2alpha3.json", Some("job_template_v2alpha3")),
        ("devbox.json", None),
        ("index.yaml", None),
        (
            "rulegroup_v1api20230501preview.json",
            Some("rulegroup_v1api20230501preview"),
        ),
        ("foo_vx.json", None),
        ("foo_v1-beta.json", None),
        ("foo_V1.json", None),
        ("_v1.json", None),
    ];
    for (name, stem) in cases {
        assert_eq!(crd_stem(name), *stem, "{name}");
    }
    let dir = tempfile::tempdir().unwrap();
    let files = [
        "b.io/x_v1.json",
        "a.io/y_v1.json",
        "a.io/x_v1beta1.json",
        "a.io/README.md",
        "Utilities/devbox.json",
        "openshift/v4/all.json",
        ".github/w.json",
        "index.yaml",
    ];
    for file in files {
        let path = dir.path().join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, "{}").unwrap();
    }
    let (groups, passed_over) = catalog(dir.path()).unwrap();
    let listed: Vec<String> = groups
        .iter()
        .flat_map(|(g, files)| files.iter().map(move |f| format!("{g}/{f}")))
        .collect();
    assert_eq!(
        (listed, passed_over),
        (
            vec![
                "a.io/x_v1beta1".to_owned(),
                "a.io/y_v1".to_owned(),
                "b.io/x_v1".to_owned()
            ],
            1
        )
    );
    let groups: BTreeMap<String, Vec<String>> = [("a", 3), ("b", 1), ("c", 2)]
        .map(|(g, n)| (g.to_owned(), (1..=n).map(|i| i.to_string()).collect()))
        .into();
    let cases: &[(usize, &[&str])] = &[
        (0, &[]),
        // Fewer than the groups: spread over them (0 × 3 / 2 = a, 1 × 3 / 2 = b).
        (1, &["a1"]),
        (2, &["a1", "b1"]),
        (3, &["a1", "b1", "c1"]),
        (4, &["a1", "b1", "c1", "a2"]),
        (5, &["a1", "b1", "c1", "a2", "c2"]),
        (10, &["a1", "b1", "c1", "a2", "c2", "a3"]),
    ];
    for (n, expected) in cases {
        let got: Vec<String> = sample(&groups, *n)
            .into_iter()
            .map(|(g, f)| g + &f)
            .collect();
        assert_eq!(got, *expected, "{n}");
    }
}

#[test]
fn pattern_examples() {
    let cases: &[(&str, Option<&str>)] = &[
        ("^[0-9]{3}-x$", Some("000-x")),
        ("^(foo|bar)+$", Some("foo")),
        (r"^\d+(\.\d+)?%?$", Some("0")),
        (r"[^:]+:\d", Some("a:0")),
        ("(?i)^ab$", Some("ab")),
        ("a{300}", None),
        ("(?=a)b", None),
    ];
    for (pattern, expected) in cases {
        assert_eq!(
            super::patterns::example(pattern).as_deref(),
            *expected,
            "{pattern}"
        );
    }
}

#[test]
fn generated_values() {
    let generator = Generator::new(&first_accepted);
    let Value::Array(cases) = data("generated.json") else {
        panic!("generated.json: not an array")
    };
    for case in cases {
        let schema = &case["schema"];
        assert_eq!(
            generator.value(schema, Mode::Full, 0),
            case["full"],
            "{schema}"
        );
        assert_eq!(
            generator.value(schema, Mode::Minimal, 0),
            case["minimal"],
            "{schema}"
        );
    }
    // Below the depth limit, only required properties.
    let mut deep = json!({"type": "object", "properties": {"leaf": {"type": "string"}}});
    for _ in 0..DEPTH_LIMIT + 2 {
        deep = json!({"type": "object", "properties": {"in": deep, "leaf": {"type": "string"}}});
    }
    let full = generator.value(&deep, Mode::Full, 0);
    let depth = std::iter::successors(Some(&full), |v| v.get("in")).count();
    assert_eq!(depth, DEPTH_LIMIT + 1);
}

#[test]
fn near_misses_and_their_verdicts() {
    let schema = json!({
        "$schema": DRAFT7_URI,
        "type": "object",
        "required": ["spec"],
        "additionalProperties": false,
        "properties": {
            "apiVersion": {"type": "string"},
            "spec": {
                "type": "object",
                "required": ["name"],
                "additionalProperties": false,
                "properties": {
                    "labels": {"type": "object", "additionalProperties": {"type": "string"}},
                    "mode": {"type": "string", "enum": ["Fast", "Slow"]},
                    "name": {"type": "string", "pattern": "^[a-z]+$"},
                    "port": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "integer"}, {"type": "string"}]},
                    "replicas": {"type": "integer", "format": "int32", "minimum": 0},
                    "tags": {"type": "array", "items": {"type": "string"}},
                },
            },
        },
    });
    let validator = reference(&schema, Draft::Draft7, &Vendored::default()).unwrap();
    // `+` valid, `-` invalid; near misses without their `near miss: `.
    let got: Vec<String> = instances(&schema, &first_accepted)
        .into_iter()
        .map(|i| {
            let verdict = if validator.is_valid(&i.data) {
                '+'
            } else {
                '-'
            };
            let what = i.description.trim_start_matches("near miss: ").to_owned();
            format!("{verdict} {what}")
        })
        .collect();
    let expected = [
        "+ full: every property to depth 8",
        "+ minimal: required properties only",
        "- a string replaced by a number at /apiVersion",
        "- an integer replaced by a string at /spec/replicas",
        "- an enum value replaced by \"not-in-enum\" at /spec/mode",
        "- required property \"spec\" removed at the root",
        "- an unknown property added at the root",
        // `int32` is no draft-7 format: an annotation, so 2^40 is valid.
        "+ an integer replaced by 2^40 at /spec/replicas",
        "- an array replaced by an object at /spec/tags",
        "- a value replaced by null at /apiVersion",
        "- a string replaced by a number at /spec/tags/0",
        "- required property \"name\" removed at /spec",
        "- an unknown property added at /spec",
        "- a value replaced by null at /spec/tags/0",
    ];
    assert_eq!(got, expected);
    let full = &instances(&schema, &first_accepted)[0].data;
    assert_eq!(
        *full,
        json!({"apiVersion": "a", "spec": {"labels": {"extra-key": "a"}, "mode": "Fast", "name": "a",
            "port": 8080, "replicas": 0, "tags": ["a"]}})
    );
}

#[test]
fn schemastore_checkout_written_as_a_suite() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let mut err = Vec::new();
    let summary = schemastore::run(
        &data_dir().join("schemastore"),
        &out,
        (&[], false),
        &mut err,
    )
    .unwrap();
    let read = |rel: &str| -> Value {
        serde_json::from_slice(&std::fs::read(out.join(rel)).unwrap()).unwrap()
    };
    let Value::Object(expected) = data("schemastore-expected.json") else {
        panic!("schemastore-expected.json: not an object")
    };
    for (file, values) in expected.iter().filter(|(k, _)| *k != "why") {
        for (pointer, value) in values.as_object().unwrap() {
            assert_eq!(read(file).pointer(pointer), Some(value), "{file}{pointer}");
        }
    }
    let verdicts: Vec<String> = read("draft7/a.json")[0]["tests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            format!(
                "{} {}",
                if t["valid"] == true { '+' } else { '-' },
                t["description"].as_str().unwrap()
            )
        })
        .collect();
    // SchemaStore says `bad-date.json` is valid; with formats asserted it is not.
    assert_eq!(
        verdicts,
        ["- bad-date.json", "+ ok.json", "+ ok.toml", "- bad.json"]
    );
    assert_eq!(summary.schemas, BTreeMap::from([("draft7", 2)]));
    assert_eq!((summary.valid, summary.invalid, summary.remotes), (3, 2, 2));
    let counts = |m: &BTreeMap<String, usize>| -> Vec<String> {
        m.iter().map(|(k, n)| format!("{n} {k}")).collect()
    };
    let yaml = "yaml: no YAML parser among the workspace's crates";
    assert_eq!(counts(&summary.skipped_instances), [format!("2 {yaml}")]);
    assert_eq!(
        counts(&summary.skipped_schemas),
        [format!("1 no instance read ({yaml})")]
    );
    assert_eq!(
        counts(&summary.notes),
        [
            "1 groups given another $id (theirs is a remote's or another group's)",
            "2 schemas without test instances (not written; --untested writes them)",
            "1 verdicts: SchemaStore valid, the reference validator invalid (its verdict used)",
        ]
    );
}
