//! Agreement with a reference validator: every text of `tests/data/corpus/` is accepted by
//! [`agent_approval::from_str`] exactly when the `jsonschema` crate (format assertion on)
//! accepts it, and every accepted text serializes back to the same JSON.

mod common;
use common::json_eq::json_eq;

use std::fmt::Debug;
use std::path::PathBuf;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use agent_approval::{Category, Validate, ValidationErrorKind};
use serde_json::Value;

/// Texts on which we knowingly disagree with the oracle: `(corpus, text, reason)`.
///
/// Only one class belongs here: integers above `u64::MAX` are valid for
/// `approval_timeout` (`type: integer, minimum: 1`), but its Rust type is `NonZeroU64`, so
/// they are refused with `ValidationErrorKind::Unrepresentable`. The test checks that every
/// entry is still a disagreement of exactly that kind, so a stale entry fails.
const KNOWN_DISAGREEMENTS: &[(&str, &str, &str)] = &[
    (
        "aap-oversight.json",
        r#"{"approval_timeout":18446744073709551616}"#,
        "u64::MAX + 1 does not fit NonZeroU64",
    ),
    (
        "aap-oversight.json",
        r#"{"approval_timeout":1e20}"#,
        "1e20 does not fit NonZeroU64",
    ),
    (
        "aap-oversight.json",
        r#"{"approval_timeout":18446744073709551615.0}"#,
        "read as the f64 2^64, one above u64::MAX",
    ),
    (
        "aap-oversight.json",
        r#"{"approval_timeout":18446744073709551615.5}"#,
        "read as the f64 2^64, one above u64::MAX",
    ),
    (
        "aap-oversight.json",
        r#"{"approval_timeout":1.8446744073709551e19}"#,
        "read as the f64 2^64, one above u64::MAX",
    ),
    (
        "aap-oversight.json",
        r#"{"approval_timeout":123456789012345678901234567890}"#,
        "an integer literal of 30 digits, read as an f64 near 1.2e29",
    ),
];

/// Fewest texts, valid texts and invalid texts a corpus may hold, so that the agreement
/// test cannot quietly become trivial.
const MIN_TEXTS: usize = 100;
const MIN_EACH_VERDICT: usize = 30;

fn manifest_path(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// The `jsonschema` validator for a vendored schema, with format assertion on and the draft
/// read from `$schema`.
fn oracle(schema_file: &str, draft: jsonschema::Draft) -> jsonschema::Validator {
    let path = manifest_path(schema_file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let schema: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&schema)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(
        validator.draft(),
        draft,
        "{schema_file}: draft not detected from $schema"
    );
    validator
}

/// The texts of one corpus file (a JSON array of strings).
fn corpus(name: &str) -> Vec<String> {
    let path = manifest_path("tests/data/corpus").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[derive(Default)]
struct Tally {
    valid: usize,
    invalid: usize,
    /// Texts refused by the input policy ([`input_policy_refusal`]), whatever the oracle says.
    refused_by_policy: usize,
    problems: Vec<String>,
}

/// Runs one corpus against the oracle; returns the tally, with every disagreement and every
/// failed round trip in `problems`.
fn run<T: Validate + PartialEq + Debug>(
    corpus_name: &str,
    oracle: &jsonschema::Validator,
) -> Tally {
    let texts = corpus(corpus_name);
    let known: Vec<&str> = KNOWN_DISAGREEMENTS
        .iter()
        .filter(|(c, ..)| *c == corpus_name)
        .map(|&(_, text, _)| text)
        .collect();
    let mut tally = Tally::default();
    let mut seen_known = vec![false; known.len()];
    for text in &texts {
        let ours = agent_approval::from_str::<T>(text);
        let instance = serde_json::from_str::<Value>(text).ok();
        if let Some(phrase) = instance
            .as_ref()
            .and_then(|v| input_policy_refusal(text, v))
        {
            tally.refused_by_policy += 1;
            let refused = ours
                .as_ref()
                .is_err_and(|e| e.classify() == Category::Syntax && e.to_string().contains(phrase));
            if !refused {
                tally.problems.push(format!(
                    "{text}: the input policy refuses it ({phrase}), but ours={ours:?}"
                ));
            }
            continue;
        }
        let theirs = instance.as_ref().is_some_and(|v| oracle.is_valid(v));
        if theirs {
            tally.valid += 1;
        } else {
            tally.invalid += 1;
        }
        let known_index = known.iter().position(|k| k == text);
        if let Some(i) = known_index {
            seen_known[i] = true;
            let unrepresentable = ours.as_ref().is_err_and(|e| {
                !e.validation_errors().is_empty()
                    && e.validation_errors()
                        .iter()
                        .all(|v| matches!(v.kind(), ValidationErrorKind::Unrepresentable { .. }))
            });
            if !(theirs && unrepresentable) {
                tally.problems.push(format!(
                    "{text}: listed in KNOWN_DISAGREEMENTS, but oracle={theirs} ours={ours:?}"
                ));
            }
            continue;
        }
        if ours.is_ok() != theirs {
            tally.problems.push(format!(
                "DISAGREE {text}\n  oracle valid={theirs}\n  ours={ours:?}"
            ));
            continue;
        }
        match (&ours, &instance) {
            (Err(e), None) => {
                if e.classify() != Category::Syntax {
                    tally.problems.push(format!(
                        "{text}: not JSON, but ours is not a syntax error: {e}"
                    ));
                }
            }
            (Err(e), Some(instance)) => {
                if e.classify() != Category::Validation || e.validation_errors().is_empty() {
                    tally.problems.push(format!(
                        "{text}: JSON, but ours is not a validation error: {e}"
                    ));
                }
                for v in e.validation_errors() {
                    if instance.pointer(v.instance_path()).is_none() {
                        tally.problems.push(format!(
                            "{text}: pointer {:?} resolves to nothing",
                            v.instance_path()
                        ));
                    }
                }
            }
            (Ok(parsed), Some(instance)) => round_trip(text, parsed, instance, &mut tally.problems),
            (Ok(_), None) => tally
                .problems
                .push(format!("{text}: ours accepted text that is not JSON")),
        }
    }
    for (text, seen) in known.iter().zip(seen_known) {
        if !seen {
            tally.problems.push(format!(
                "{text}: listed in KNOWN_DISAGREEMENTS, but not in {corpus_name}"
            ));
        }
    }
    tally
}

/// Serializing gives the input back (numbers by value), and parsing that gives the same value.
fn round_trip<T: Validate + PartialEq + Debug>(
    text: &str,
    parsed: &T,
    instance: &Value,
    problems: &mut Vec<String>,
) {
    let out = serde_json::to_value(parsed).unwrap();
    if !json_eq(&out, instance) {
        problems.push(format!("ROUND TRIP {text}\n  serialized {out}"));
        return;
    }
    match agent_approval::from_value::<T>(out) {
        Ok(again) if again == *parsed => {}
        other => problems.push(format!(
            "RE-PARSE {text}\n  gave {other:?}\n  want {parsed:?}"
        )),
    }
}

fn check<T: Validate + PartialEq + Debug>(
    corpus_name: &str,
    schema_file: &str,
    draft: jsonschema::Draft,
) {
    let oracle = oracle(schema_file, draft);
    let tally = run::<T>(corpus_name, &oracle);
    eprintln!(
        "{corpus_name}: {} valid, {} invalid (oracle verdicts), {} refused by the input policy",
        tally.valid, tally.invalid, tally.refused_by_policy
    );
    assert!(
        tally.problems.is_empty(),
        "{corpus_name}: {} problems:\n{}",
        tally.problems.len(),
        tally.problems.join("\n")
    );
    assert!(
        tally.valid + tally.invalid + tally.refused_by_policy >= MIN_TEXTS,
        "{corpus_name}: fewer than {MIN_TEXTS} texts"
    );
    assert!(
        tally.valid >= MIN_EACH_VERDICT,
        "{corpus_name}: only {} valid texts",
        tally.valid
    );
    assert!(
        tally.invalid >= MIN_EACH_VERDICT,
        "{corpus_name}: only {} invalid texts",
        tally.invalid
    );
}

#[test]
fn codex_v1_agrees_with_oracle() {
    check::<ExecCommandApprovalResponse>(
        "codex-v1.json",
        "schemas/codex/v1/ExecCommandApprovalResponse.json",
        jsonschema::Draft::Draft7,
    );
}

#[test]
fn codex_v2_agrees_with_oracle() {
    check::<CommandExecutionRequestApprovalResponse>(
        "codex-v2.json",
        "schemas/codex/v2/CommandExecutionRequestApprovalResponse.json",
        jsonschema::Draft::Draft7,
    );
}

#[test]
fn aap_oversight_agrees_with_oracle() {
    check::<OversightClaim>(
        "aap-oversight.json",
        "schemas/aap/aap-oversight.schema.json",
        jsonschema::Draft::Draft202012,
    );
}

/// The oracle itself asserts what the agreement relies on: `format: uri` (also under 2020-12,
/// where format is only an annotation by default), ECMA-262 `$`, and integer-valued floats.
#[test]
fn oracle_asserts_formats_patterns_and_integers() {
    let oracle = oracle(
        "schemas/aap/aap-oversight.schema.json",
        jsonschema::Draft::Draft202012,
    );
    let cases: &[(&str, bool)] = &[
        (r#"{"approval_reference":"https://example.com/"}"#, true),
        (r#"{"approval_reference":"not a uri"}"#, false),
        (r#"{"approval_reference":"/relative"}"#, false),
        (r#"{"notify_on":["cms.publish"]}"#, true),
        (r#"{"notify_on":["cms.publish\n"]}"#, false),
        (r#"{"approval_timeout":1.0}"#, true),
        (r#"{"approval_timeout":1.5}"#, false),
    ];
    for (text, valid) in cases {
        assert_eq!(
            oracle.is_valid(&serde_json::from_str(text).unwrap()),
            *valid,
            "{text}"
        );
    }
}

#[test]
fn json_eq_compares_numbers_by_value() {
    let v = |s: &str| serde_json::from_str::<Value>(s).unwrap();
    assert!(json_eq(&v("3600"), &v("3600.0")));
    assert!(json_eq(&v("3600"), &v("3.6e3")));
    assert!(json_eq(
        &v(r#"{"a":[1,{"b":2.0}]}"#),
        &v(r#"{"a":[1.0,{"b":2}]}"#)
    ));
    assert!(!json_eq(&v("1"), &v("1.5")));
    assert!(!json_eq(&v("1"), &v(r#""1""#)));
    assert!(!json_eq(&v(r#"{"a":1}"#), &v(r#"{"a":1,"b":null}"#)));
    assert!(!json_eq(&v("[]"), &v("[null]")));
    assert!(!json_eq(
        &v("18446744073709551615"),
        &v("18446744073709551614")
    ));
}

#[path = "oracle/input_policy.rs"]
mod input_policy;
use input_policy::input_policy_refusal;
