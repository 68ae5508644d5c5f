//! Compiled validators (issue 23, feature `compiled`): the engine's own code generator's
//! validator of each root schema over the tape (and, with `compiled-value`, the one over a
//! `Value`) gives the interpreted engine's verdict, on the corpora, the benchmark payloads, a
//! Codex stream and 10,000 generated instances per schema; and `validate_value` /
//! `from_value` judge with it. Without the feature the same tests check that no compiled
//! validator is installed and `validate_value` is the engine's verdict.
//! (The oracle, proptest and one-authority tests reach the compiled path through
//! `from_value`; `.ci/run` runs them with the feature too, and the suite with
//! `SUITE_COMPILED=1`.)

use std::path::Path;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use agent_approval::codex::ServerRequest;
use agent_approval::runtime::__private::verdicts;
use agent_approval::Validate;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::Value;

#[allow(dead_code)]
#[path = "proptest_oracle/mutate.rs"]
mod mutate;
#[allow(dead_code)]
#[path = "proptest_oracle/strategies.rs"]
mod strategies;

fn read(rel: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Asserts the verdicts on `value` agree (and that there is a compiled validator over its tape
/// exactly when `compiled` is on, and one over the `Value` exactly when `compiled-value` is);
/// returns the verdict.
fn agree<T: Validate>(value: &Value) -> bool {
    let verdicts = verdicts::<T>(value);
    let engine = verdicts
        .engine
        .unwrap_or_else(|e| panic!("the engine cannot compile: {e}"));
    let expected = cfg!(feature = "compiled").then_some(engine);
    assert_eq!(
        verdicts.value,
        cfg!(feature = "compiled-value").then_some(engine),
        "compiled (Value) vs engine on {value}"
    );
    assert_eq!(
        verdicts.tape, expected,
        "compiled (tape) vs engine on {value}"
    );
    assert_eq!(
        agent_approval::validate_value::<T>(value).is_ok(),
        engine,
        "validate_value on {value}"
    );
    engine
}

/// Every corpus text that is JSON, through `agree`; returns (valid, total).
fn corpus<T: Validate>(name: &str) -> (usize, usize) {
    let texts: Vec<String> = serde_json::from_str(&read(&format!("tests/data/corpus/{name}")))
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let values: Vec<Value> = texts
        .iter()
        .filter_map(|t| serde_json::from_str(t).ok())
        .collect();
    let valid = values.iter().filter(|v| agree::<T>(v)).count();
    (valid, values.len())
}

#[test]
fn corpora_get_the_engines_verdict() {
    type Run = fn(&str) -> (usize, usize);
    let cases: &[(&str, Run)] = &[
        ("codex-v1.json", corpus::<ExecCommandApprovalResponse>),
        (
            "codex-v2.json",
            corpus::<CommandExecutionRequestApprovalResponse>,
        ),
        ("aap-oversight.json", corpus::<OversightClaim>),
    ];
    for (name, run) in cases {
        let (valid, total) = run(name);
        eprintln!("{name}: {valid} of {total} valid, compiled = engine");
        assert!(
            total > 20 && valid > 0 && valid < total,
            "{name}: {valid}/{total}"
        );
    }
}

#[test]
fn benchmark_payloads_and_a_stream_get_the_engines_verdict() {
    let value = |rel: &str| -> Value { serde_json::from_str(&read(rel)).unwrap() };
    assert!(agree::<ExecCommandApprovalResponse>(&value(
        "benches/data/codex-v1-string.json"
    )));
    assert!(agree::<ExecCommandApprovalResponse>(&value(
        "benches/data/codex-v1-amendment.json"
    )));
    assert!(agree::<CommandExecutionRequestApprovalResponse>(&value(
        "benches/data/codex-v2-amendment.json"
    )));
    assert!(agree::<OversightClaim>(&value(
        "benches/data/aap-oversight-full.json"
    )));
    assert!(agree::<ServerRequest>(&value(
        "benches/data/codex-request.json"
    )));
    let lines = read("benches/data/codex-stream.jsonl");
    let mut seen = 0;
    for line in lines.lines().filter(|l| !l.trim().is_empty()) {
        let mut v: Value = serde_json::from_str(line).unwrap();
        assert!(agree::<ServerRequest>(&v), "{line}");
        // The same request with its method misspelt or its id dropped is refused by both.
        v["method"] = Value::from("item/commandExecution/requestApprovals");
        assert!(!agree::<ServerRequest>(&v), "{v}");
        v.as_object_mut().unwrap().remove("id");
        assert!(!agree::<ServerRequest>(&v), "{v}");
        seen += 1;
    }
    assert!(seen >= 3, "{seen} stream lines");
}

/// A refusal by the compiled validator is reported by the engine, with its pointer.
#[test]
fn refusals_are_the_engines_reports() {
    let cases = [
        (r#"{"decision":"yes"}"#, "/decision"),
        (r#"{"decision":"approved","extra":{"x":1}}"#, ""),
    ];
    for (text, pointer) in cases {
        let v: Value = serde_json::from_str(text).unwrap();
        let ours = agent_approval::validate_value::<ExecCommandApprovalResponse>(&v);
        let engine = agent_approval::from_str::<ExecCommandApprovalResponse>(text).map(|_| ());
        match (ours, engine) {
            (Err(a), Err(b)) => {
                assert_eq!(a.to_string(), b.to_string(), "{text}");
                assert_eq!(a.validation_errors()[0].instance_path(), pointer, "{text}");
            }
            (a, b) => assert_eq!(a.is_ok(), b.is_ok(), "{text}: {a:?} / {b:?}"),
        }
    }
}

fn generated<T: Validate>(name: &str, strategy: impl Strategy<Value = Value>) {
    let config = Config {
        cases: 10_000,
        failure_persistence: None,
        ..Config::default()
    };
    let (valid, total) = (std::cell::Cell::new(0u32), std::cell::Cell::new(0u32));
    TestRunner::new(config)
        .run(&strategy, |v| {
            let verdicts = verdicts::<T>(&v);
            let engine = verdicts.engine.unwrap();
            let value = cfg!(feature = "compiled-value").then_some(engine);
            prop_assert_eq!(verdicts.value, value, "instance {}", v);
            let tape = cfg!(feature = "compiled").then_some(engine);
            prop_assert_eq!(verdicts.tape, tape, "tape of instance {}", v);
            valid.set(valid.get() + u32::from(engine));
            total.set(total.get() + 1);
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let (valid, total) = (valid.get(), total.get());
    eprintln!("{name}: {valid} of {total} generated instances valid, compiled = engine");
    assert!(
        valid > total / 20 && valid < total - total / 20,
        "{name}: {valid}/{total}"
    );
}

#[test]
fn generated_instances_get_the_engines_verdict() {
    use strategies::{claim, response, v1_decision, v2_decision};
    generated::<ExecCommandApprovalResponse>("codex v1", response(v1_decision()));
    generated::<CommandExecutionRequestApprovalResponse>("codex v2", response(v2_decision()));
    generated::<OversightClaim>("aap oversight", claim());
}
