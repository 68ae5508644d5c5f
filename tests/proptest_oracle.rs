//! Property tests against a reference validator: on generated instances, valid-shaped ones
//! and near-valid mutations of them, [`agent_approval::from_value`] accepts exactly what the
//! `jsonschema` crate (format assertion on) accepts, serializing an accepted value gives the
//! instance back, and [`agent_approval::from_str`] on the instance's text agrees with
//! `from_value`.

use std::cell::Cell;
use std::fmt::Debug;
use std::sync::LazyLock;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use agent_approval::{Error, Validate, ValidationErrorKind};
use proptest::prelude::*;

mod common;
#[path = "proptest_oracle/mutate.rs"]
mod mutate;
#[path = "proptest_oracle/strategies.rs"]
mod strategies;

use common::json_eq::json_eq;
use proptest::test_runner::{Config, TestRunner};
use serde_json::Value;
use strategies::{claim, response, v1_decision, v2_decision};

/// Generated instances per schema and run.
const CASES: u32 = 10_000;

static CODEX_V1: LazyLock<jsonschema::Validator> =
    LazyLock::new(|| oracle("schemas/codex/v1/ExecCommandApprovalResponse.json"));
static CODEX_V2: LazyLock<jsonschema::Validator> =
    LazyLock::new(|| oracle("schemas/codex/v2/CommandExecutionRequestApprovalResponse.json"));
static AAP: LazyLock<jsonschema::Validator> =
    LazyLock::new(|| oracle("schemas/aap/aap-oversight.schema.json"));

/// The `jsonschema` validator for a vendored schema, format assertion on, draft from `$schema`.
fn oracle(rel: &str) -> jsonschema::Validator {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let schema: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    jsonschema::options()
        .should_validate_formats(true)
        .build(&schema)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

// ---------------------------------------------------------------------------------------------
// Comparison

/// The one known disagreement (see `KNOWN_DISAGREEMENTS` in `tests/oracle.rs`): an
/// `approval_timeout` above `u64::MAX` is valid but does not fit `NonZeroU64`, and is refused
/// as `Unrepresentable`, with no other error.
fn is_known_disagreement<T>(instance: &Value, ours: &Result<T, Error>) -> bool {
    let Err(e) = ours else { return false };
    !e.validation_errors().is_empty()
        && e.validation_errors().iter().all(|v| {
            matches!(v.kind(), ValidationErrorKind::Unrepresentable { .. })
                && v.instance_path() == "/approval_timeout"
                && instance
                    .pointer("/approval_timeout")
                    .and_then(Value::as_f64)
                    .is_some_and(|f| f >= 18_446_744_073_709_551_616.0)
        })
}

// ---------------------------------------------------------------------------------------------
// The property

/// Runs [`CASES`] instances of `strategy`: ours agrees with the oracle, an accepted value
/// serializes back to the instance and parses again to an equal value, and parsing the
/// instance's text (`from_str`) agrees with `from_value`, error messages included.
/// Also checks that the instances are a healthy mix of valid and invalid ones.
fn agree<T: Validate + PartialEq + Debug>(
    name: &str,
    oracle: &jsonschema::Validator,
    strategy: impl Strategy<Value = Value>,
) {
    let (valid, total) = (Cell::new(0u32), Cell::new(0u32));
    let config = Config {
        cases: CASES,
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    let result = runner.run(&strategy, |v| {
        let theirs = oracle.is_valid(&v);
        let ours = agent_approval::from_value::<T>(v.clone());
        if !(theirs && is_known_disagreement(&v, &ours)) {
            prop_assert_eq!(ours.is_ok(), theirs, "instance {}\nours {:?}", v, ours);
        }
        if let Ok(parsed) = &ours {
            prop_assert!(parsed.validate().is_ok(), "validate() refuses {}", v);
            let out = serde_json::to_value(parsed).unwrap();
            prop_assert!(json_eq(&out, &v), "instance {}\nserialized {}", v, out);
            let again = agent_approval::from_value::<T>(out);
            prop_assert_eq!(again.as_ref().ok(), Some(parsed), "instance {}", v);
        }
        let text = v.to_string();
        match (&ours, agent_approval::from_str::<T>(&text)) {
            (Ok(a), Ok(b)) => prop_assert_eq!(a, &b, "text {}", text),
            (Err(a), Err(b)) => prop_assert_eq!(a.to_string(), b.to_string(), "text {}", text),
            (a, b) => prop_assert!(false, "text {}\nfrom_value {:?}\nfrom_str {:?}", text, a, b),
        }
        valid.set(valid.get() + u32::from(theirs));
        total.set(total.get() + 1);
        Ok(())
    });
    result.unwrap_or_else(|e| panic!("{name}: {e}"));
    let (valid, total) = (valid.get(), total.get());
    eprintln!("{name}: {valid} of {total} generated instances valid");
    assert!(total >= CASES, "{name}: only {total} cases ran");
    assert!(
        valid >= total / 10 && valid <= total / 10 * 9,
        "{name}: {valid} of {total} valid: not a healthy mix"
    );
}

#[test]
fn codex_v1_agrees_with_oracle() {
    agree::<ExecCommandApprovalResponse>("codex v1", &CODEX_V1, response(v1_decision()));
}

#[test]
fn codex_v2_agrees_with_oracle() {
    agree::<CommandExecutionRequestApprovalResponse>(
        "codex v2",
        &CODEX_V2,
        response(v2_decision()),
    );
}

#[test]
fn aap_oversight_agrees_with_oracle() {
    agree::<OversightClaim>("aap oversight", &AAP, claim());
}
