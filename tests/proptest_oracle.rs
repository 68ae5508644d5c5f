//! Property tests against a reference validator: on generated instances, valid-shaped ones
//! and near-valid mutations of them, [`agent_approval::from_value`] accepts exactly what the
//! `jsonschema` crate (format assertion on) accepts, serializing an accepted value gives the
//! instance back, no property the schema names ends up in an `extra` map, and
//! [`agent_approval::from_str`] on the instance's text agrees with `from_value`.
//!
//! Beside the three seeds, the lines of a real Codex 0.171.0 session
//! (`tests/data/codex-0.171.0/session.transcript`) as `ServerRequest`, `ServerNotification`,
//! `ClientRequest` and `ClientNotification`: internally tagged enums holding untagged and
//! tagged ones and flattened `extra` maps, mutated anywhere (integral floats, integers past
//! `i64`/`u64`, renamed and unknown properties, names the schema uses elsewhere).

use std::cell::Cell;
use std::fmt::Debug;
use std::sync::LazyLock;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use agent_approval::codex::{ClientNotification, ClientRequest, ServerNotification, ServerRequest};
use agent_approval::{Error, Validate, ValidationErrorKind};
use proptest::prelude::*;

mod common;
#[path = "common/extra.rs"]
mod extra;
#[path = "proptest_oracle/mutate.rs"]
mod mutate;
#[path = "proptest_oracle/strategies.rs"]
mod strategies;

use common::json_eq::json_eq;
use proptest::test_runner::{Config, TestRunner};
use serde_json::Value;
use strategies::{claim, response, transcript, v1_decision, v2_decision, Line};

/// Generated instances per schema and run.
const CASES: u32 = 10_000;

static CODEX_V1: LazyLock<jsonschema::Validator> =
    LazyLock::new(|| oracle("schemas/codex/v1/ExecCommandApprovalResponse.json"));
static CODEX_V2: LazyLock<jsonschema::Validator> =
    LazyLock::new(|| oracle("schemas/codex/v2/CommandExecutionRequestApprovalResponse.json"));
static AAP: LazyLock<jsonschema::Validator> =
    LazyLock::new(|| oracle("schemas/aap/aap-oversight.schema.json"));
static SERVER_REQUEST: LazyLock<jsonschema::Validator> =
    LazyLock::new(|| oracle("schemas/codex/ServerRequest.json"));
static SERVER_NOTIFICATION: LazyLock<jsonschema::Validator> =
    LazyLock::new(|| oracle("schemas/codex/ServerNotification.json"));
static CLIENT_REQUEST: LazyLock<jsonschema::Validator> =
    LazyLock::new(|| oracle("schemas/codex/ClientRequest.json"));
static CLIENT_NOTIFICATION: LazyLock<jsonschema::Validator> =
    LazyLock::new(|| oracle("schemas/codex/ClientNotification.json"));

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

/// The one known disagreement (see `KNOWN_DISAGREEMENTS` in `tests/oracle.rs`): a valid
/// integer the Rust type cannot hold (`approval_timeout` above `u64::MAX` in `NonZeroU64`, a
/// Codex `int64` past `i64::MAX`, a Codex `exitCode` of `format: int32` past `i32::MAX`) is
/// refused as `Unrepresentable`, with no other error. Each error's pointer holds such an
/// integer (at or below it: inside a buffered serde shape the pointer is the shape's), and
/// the integer the reason names lies outside the Rust integer it names.
fn is_known_disagreement<T>(instance: &Value, ours: &Result<T, Error>) -> bool {
    let Err(e) = ours else { return false };
    !e.validation_errors().is_empty()
        && e.validation_errors().iter().all(|v| {
            let ValidationErrorKind::Unrepresentable { reason } = v.kind() else {
                return false;
            };
            instance
                .pointer(v.instance_path())
                .is_some_and(|at| holds_beyond_width(at, reason))
        })
}

/// Whether `v` holds an integer that no Rust integer of the width `reason` names can hold:
/// one past `i64`, or the integer serde's reason names
/// (``invalid value: integer `N`, expected i32``) where `N` is outside that type's range.
fn holds_beyond_width(v: &Value, reason: &str) -> bool {
    const RANGES: &[(&str, i128, i128)] = &[
        ("i8", i8::MIN as i128, i8::MAX as i128),
        ("u8", 0, u8::MAX as i128),
        ("i16", i16::MIN as i128, i16::MAX as i128),
        ("u16", 0, u16::MAX as i128),
        ("i32", i32::MIN as i128, i32::MAX as i128),
        ("u32", 0, u32::MAX as i128),
        ("i64", i64::MIN as i128, i64::MAX as i128),
        ("u64", 0, u64::MAX as i128),
    ];
    let named = reason
        .split_once("invalid value: integer `")
        .and_then(|(_, rest)| {
            let (n, rest) = rest.split_once('`')?;
            let n: i128 = n.parse().ok()?;
            let ty = rest.strip_prefix(", expected ")?;
            let ty = ty.trim_start_matches("a ").trim_start_matches("nonzero ");
            let (_, min, max) = RANGES.iter().find(|(name, ..)| ty.starts_with(name))?;
            (n < *min || n > *max).then_some(n)
        });
    fn any(v: &Value, f: &dyn Fn(&serde_json::Number) -> bool) -> bool {
        match v {
            Value::Number(n) => f(n),
            Value::Array(items) => items.iter().any(|i| any(i, f)),
            Value::Object(map) => map.values().any(|i| any(i, f)),
            _ => false,
        }
    }
    let past_i64 = |n: &serde_json::Number| {
        n.as_i64().is_none() && n.as_f64().is_some_and(|f| f.fract() == 0.0)
    };
    let is_named = |n: &serde_json::Number| {
        named.is_some_and(|want| {
            n.as_i64().map(i128::from).or(n.as_u64().map(i128::from)) == Some(want)
        })
    };
    any(v, &past_i64) || any(v, &is_named)
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
            let misplaced = extra::named_in_extra(&format!("{parsed:?}"), oracle, &v);
            prop_assert!(
                misplaced.is_none(),
                "{:?} is named but kept in `extra`: {}",
                misplaced,
                v
            );
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

/// `name`: the transcript's lines of one kind, each unchanged or mutated.
fn codex_lines<T: Validate + PartialEq + Debug>(
    name: &str,
    oracle: &jsonschema::Validator,
    line: Line,
) {
    agree::<T>(name, oracle, transcript(line));
}

#[test]
fn codex_server_requests_agree_with_oracle() {
    codex_lines::<ServerRequest>("codex ServerRequest", &SERVER_REQUEST, Line::ServerRequest);
}

#[test]
fn codex_server_notifications_agree_with_oracle() {
    codex_lines::<ServerNotification>(
        "codex ServerNotification",
        &SERVER_NOTIFICATION,
        Line::ServerNotification,
    );
}

#[test]
fn codex_client_requests_agree_with_oracle() {
    codex_lines::<ClientRequest>("codex ClientRequest", &CLIENT_REQUEST, Line::ClientRequest);
}

#[test]
fn codex_client_notifications_agree_with_oracle() {
    codex_lines::<ClientNotification>(
        "codex ClientNotification",
        &CLIENT_NOTIFICATION,
        Line::ClientNotification,
    );
}
