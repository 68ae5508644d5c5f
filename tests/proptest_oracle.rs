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
use common::json_eq;
use proptest::sample::{select, Index};
use proptest::string::string_regex;
use proptest::test_runner::{Config, TestRunner};
use serde_json::{json, Map, Number, Value};

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
// Shared strategies

/// Object keys: mostly plain, sometimes ones that need pointer escaping or look like field names.
fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => string_regex("[a-z_]{1,6}").unwrap(),
        1 => select(vec!["", "~", "~1", "a/b", "extra", "é", "🦀", "Decision", "note"])
            .prop_map(String::from),
    ]
}

fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (-1e25f64..1e25).prop_map(Value::from),
        (0u32..1000).prop_map(|n| Value::from(f64::from(n))),
        string_regex("\\PC{0,8}").unwrap().prop_map(Value::from),
    ]
}

/// Any JSON, for unknown properties.
fn unknown_value() -> impl Strategy<Value = Value> {
    leaf().prop_recursive(2, 8, 3, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..3).prop_map(Value::Array),
            prop::collection::btree_map(key(), inner, 0..3)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Unknown properties to add beside the known ones.
fn extras() -> impl Strategy<Value = Map<String, Value>> {
    prop_oneof![
        2 => Just(Map::new()),
        1 => prop::collection::btree_map(key(), unknown_value(), 1..3)
            .prop_map(|m| m.into_iter().collect()),
    ]
}

/// An object of `known` properties plus the `extras` whose names are not already taken.
fn object(known: Vec<(&str, Value)>, extras: Map<String, Value>) -> Value {
    let mut map: Map<String, Value> = known.into_iter().map(|(k, v)| (k.to_owned(), v)).collect();
    for (k, v) in extras {
        map.entry(k).or_insert(v);
    }
    Value::Object(map)
}

/// A command list: strings of any characters, `[]` included.
fn commands() -> impl Strategy<Value = Value> {
    prop::collection::vec(string_regex("\\PC{0,6}").unwrap(), 0..4).prop_map(Value::from)
}

/// One change that usually makes a valid instance invalid, at a node chosen by `at`.
#[derive(Debug, Clone)]
enum Mutation {
    /// Remove one key of an object (a required one, often).
    DropKey(Index),
    /// Replace the node by `null`.
    Null,
    /// Replace the node by a value of another type.
    ChangeType(Index),
    /// Flip the case of the first letter of a string (`approved` → `Approved`).
    CaseFlip,
    /// Add a key to an object (beside a `oneOf` variant key, for instance).
    AddKey(Index),
    /// Append `"\n"` to a string.
    AppendNewline,
    /// Turn a number into a nearby one: a fraction, its negation, a float, zero.
    Number(Index),
    /// Wrap the node in an object keyed by itself (`"approval"` → `{"approval": null}`,
    /// serde's externally tagged form of a unit variant) or by a fixed key.
    WrapInObject,
    /// Wrap the node in an array (`"approval"` → `["approval"]`).
    WrapInArray,
    /// Rename a key of an object (`host` → `Host`, `host_`).
    RenameKey(Index),
    /// Write an integer as a float with no fractional part (`3600` → `3600.0`).
    IntegerAsFloat,
    /// A near-miss string: a letter dropped or doubled, a space added.
    NearMiss(Index),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<Index>().prop_map(Mutation::DropKey),
        Just(Mutation::Null),
        any::<Index>().prop_map(Mutation::ChangeType),
        Just(Mutation::CaseFlip),
        any::<Index>().prop_map(Mutation::AddKey),
        Just(Mutation::AppendNewline),
        any::<Index>().prop_map(Mutation::Number),
        Just(Mutation::WrapInObject),
        Just(Mutation::WrapInArray),
        any::<Index>().prop_map(Mutation::RenameKey),
        Just(Mutation::IntegerAsFloat),
        any::<Index>().prop_map(Mutation::NearMiss),
    ]
}

/// The RFC 6901 pointers of every node of `v`, the root first.
fn pointers(v: &Value, at: &str, out: &mut Vec<String>) {
    out.push(at.to_owned());
    match v {
        Value::Array(list) => {
            for (i, x) in list.iter().enumerate() {
                pointers(x, &format!("{at}/{i}"), out);
            }
        }
        Value::Object(map) => {
            for (k, x) in map {
                pointers(
                    x,
                    &format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                    out,
                );
            }
        }
        _ => {}
    }
}

/// Applies `m` at one of the nodes it can change, chosen by `at` (nothing if there is none).
fn apply(v: &mut Value, at: &Index, m: &Mutation) {
    let mut all = Vec::new();
    pointers(v, "", &mut all);
    let applies = |node: &Value| match m {
        Mutation::DropKey(_) => node.as_object().is_some_and(|map| !map.is_empty()),
        Mutation::AddKey(_) => node.is_object(),
        Mutation::CaseFlip => node
            .as_str()
            .is_some_and(|s| s.chars().any(char::is_alphabetic)),
        Mutation::AppendNewline | Mutation::NearMiss(_) => node.is_string(),
        Mutation::Number(_) => node.is_number(),
        Mutation::IntegerAsFloat => node.is_u64() || node.is_i64(),
        Mutation::RenameKey(_) => node.as_object().is_some_and(|map| !map.is_empty()),
        Mutation::Null
        | Mutation::ChangeType(_)
        | Mutation::WrapInObject
        | Mutation::WrapInArray => true,
    };
    all.retain(|p| v.pointer(p).is_some_and(applies));
    if all.is_empty() {
        return;
    }
    let pointer = at.get(&all).clone();
    let node = v.pointer_mut(&pointer).unwrap();
    match (m, node) {
        (Mutation::DropKey(i), Value::Object(map)) if !map.is_empty() => {
            let key = i.get(&map.keys().cloned().collect::<Vec<_>>()).clone();
            map.remove(&key);
        }
        (Mutation::Null, node) => *node = Value::Null,
        (Mutation::ChangeType(i), node) => {
            *node = i
                .get(&[
                    json!(0),
                    json!("x"),
                    json!([]),
                    json!({}),
                    json!(true),
                    json!(1.5),
                    json!(["x"]),
                ])
                .clone();
        }
        (Mutation::CaseFlip, Value::String(s)) => {
            if let Some((pos, c)) = s.char_indices().find(|(_, c)| c.is_alphabetic()) {
                let flipped: String = if c.is_uppercase() {
                    c.to_lowercase().collect()
                } else {
                    c.to_uppercase().collect()
                };
                s.replace_range(pos..pos + c.len_utf8(), &flipped);
            }
        }
        (Mutation::AddKey(i), Value::Object(map)) => {
            let key = *i.get(&["extra", "note", "denied", "accept", "decision", "level", ""]);
            map.entry(key).or_insert(json!(1));
        }
        (Mutation::AppendNewline, Value::String(s)) => s.push('\n'),
        (Mutation::WrapInObject, node) => {
            let key = node.as_str().unwrap_or("value").to_owned();
            *node = json!({ key: null });
        }
        (Mutation::WrapInArray, node) => *node = Value::Array(vec![node.take()]),
        (Mutation::RenameKey(i), Value::Object(map)) if !map.is_empty() => {
            let key = i.get(&map.keys().cloned().collect::<Vec<_>>()).clone();
            let value = map.remove(&key).unwrap_or(Value::Null);
            let mut renamed = key.clone();
            match renamed.chars().next() {
                Some(c) if c.is_lowercase() => {
                    renamed.replace_range(..c.len_utf8(), &c.to_uppercase().to_string());
                }
                _ => renamed.push('_'),
            }
            map.insert(renamed, value);
        }
        (Mutation::IntegerAsFloat, Value::Number(n)) => {
            if let Some(f) = n.as_f64() {
                *n = Number::from_f64(f).unwrap_or_else(|| Number::from(0));
            }
        }
        (Mutation::NearMiss(i), Value::String(s)) if !s.is_empty() => {
            let chars: Vec<char> = s.chars().collect();
            let at = i.index(chars.len());
            let mut out: String = chars[..at].iter().collect();
            match i.index(3) {
                0 => {}
                1 => out.push(chars[at]),
                _ => out.push(' '),
            }
            if i.index(3) != 0 {
                out.push(chars[at]);
            }
            out.extend(&chars[at + 1..]);
            *s = out;
        }
        (Mutation::Number(i), Value::Number(n)) => {
            let f = n.as_f64().unwrap_or(0.0);
            *n = match i.index(4) {
                0 => Number::from_f64(f + 0.5),
                1 => Number::from_f64(-f),
                2 => Number::from_f64(f),
                _ => Some(Number::from(0)),
            }
            .unwrap_or_else(|| Number::from(0));
        }
        _ => {}
    }
}

/// `base` unchanged, or with one or two mutations.
fn near(base: impl Strategy<Value = Value>, unchanged: u32) -> impl Strategy<Value = Value> {
    let edits = prop_oneof![
        unchanged => Just(Vec::new()),
        2 => prop::collection::vec((any::<Index>(), mutation()), 1..2),
        1 => prop::collection::vec((any::<Index>(), mutation()), 2..3),
    ];
    (base, edits).prop_map(|(mut v, edits)| {
        for (at, m) in &edits {
            apply(&mut v, at, m);
        }
        v
    })
}

// ---------------------------------------------------------------------------------------------
// Codex strategies

fn v1_decision() -> impl Strategy<Value = Value> {
    let action = prop_oneof![
        4 => select(vec!["allow", "deny"]),
        1 => select(vec!["Allow", "DENY", "block", ""]),
    ];
    prop_oneof![
        select(vec![
            "approved",
            "approved_for_session",
            "denied",
            "timed_out",
            "abort"
        ])
        .prop_map(Value::from),
        (commands(), extras()).prop_map(|(c, ex)| {
            let amendment = object(vec![("proposed_execpolicy_amendment", c)], ex);
            json!({ "approved_execpolicy_amendment": amendment })
        }),
        (
            action,
            string_regex("\\PC{0,10}").unwrap(),
            extras(),
            extras()
        )
            .prop_map(|(a, host, inner, outer)| {
                let rule = object(vec![("action", json!(a)), ("host", json!(host))], inner);
                let amendment = object(vec![("network_policy_amendment", rule)], outer);
                json!({ "network_policy_amendment": amendment })
            }),
    ]
}

fn v2_decision() -> impl Strategy<Value = Value> {
    prop_oneof![
        select(vec!["accept", "acceptForSession", "decline", "cancel"]).prop_map(Value::from),
        (commands(), extras()).prop_map(|(c, ex)| {
            let amendment = object(vec![("execpolicy_amendment", c)], ex);
            json!({ "acceptWithExecpolicyAmendment": amendment })
        }),
    ]
}

fn response(decision: impl Strategy<Value = Value>) -> impl Strategy<Value = Value> {
    near(
        (decision, extras()).prop_map(|(d, ex)| object(vec![("decision", d)], ex)),
        1,
    )
}

// ---------------------------------------------------------------------------------------------
// AAP strategies

/// Action names: mostly pattern-shaped, sometimes any mix of the characters that matter.
fn action_name() -> impl Strategy<Value = Value> {
    prop_oneof![
        6 => string_regex("[a-zA-Z][a-zA-Z0-9_-]{0,6}(\\.[a-zA-Z][a-zA-Z0-9_-]{0,4}){0,2}")
            .unwrap(),
        1 => string_regex("[a-zA-Z0-9_.é -]{0,8}(\n|\r)?").unwrap(),
    ]
    .prop_map(Value::from)
}

fn actions() -> impl Strategy<Value = Value> {
    prop::collection::vec(action_name(), 0..4).prop_map(Value::Array)
}

/// URIs assembled from pieces: mostly valid ones, sometimes any mix of valid and invalid.
fn uri() -> impl Strategy<Value = Value> {
    let schemes = [
        "http://", "https://", "urn:", "mailto:", "x-y+z.1:", "file:///",
    ];
    let hosts = [
        "example.com",
        "[::1]",
        "[2001:db8::7]",
        "[v7.abc]",
        "1.2.3.256",
        "user:pw@example.com",
        "ex%41mple.com",
        "",
    ];
    let ports = ["", "", ":80", ":", ":99999"];
    let paths = ["", "/", "/a/b", "/%20", "/~u/!$&'()*+,;=:@"];
    let queries = ["", "", "?q=1", "?a=%41&b"];
    let fragments = ["", "", "#f", "#"];
    let bad_schemes = ["", "//", "1http://", "ht tp://"];
    let bad_hosts = [
        "[::g]",
        "[fe80::1%25eth0]",
        "a@b@c",
        "exa mple.com",
        "例子.测试",
        "[::1",
    ];
    let bad_ports = [":8a", ":-1"];
    let bad_paths = ["/%zz", "/%", "/é", "/ ", "/{x}", "/\\", "/|"];
    let bad_queries = ["?a b", "?%4"];
    let bad_fragments = ["#a#b", "#%2"];
    let pieces = |good: &[&'static str], bad: &[&'static str], mixed: bool| {
        let all: Vec<&'static str> = if mixed {
            good.iter().chain(bad).copied().collect()
        } else {
            good.to_vec()
        };
        select(all)
    };
    let assemble = move |mixed: bool| {
        (
            pieces(&schemes, &bad_schemes, mixed),
            pieces(&hosts, &bad_hosts, mixed),
            pieces(&ports, &bad_ports, mixed),
            pieces(&paths, &bad_paths, mixed),
            pieces(&queries, &bad_queries, mixed),
            pieces(&fragments, &bad_fragments, mixed),
        )
            .prop_map(|(s, h, po, pa, q, f)| Value::from(format!("{s}{h}{po}{pa}{q}{f}")))
    };
    prop_oneof![3 => assemble(false), 1 => assemble(true)]
}

/// Timeouts: integers and floats, edge values, up to `u64::MAX` and a little past it.
fn timeout() -> impl Strategy<Value = Value> {
    prop_oneof![
        1 => select(vec![
            json!(0),
            json!(1),
            json!(-1),
            json!(u64::MAX),
            json!(u64::MAX - 1),
            json!(i64::MIN),
            json!(1.0),
            json!(3600.0),
            json!(1.5),
            json!(0.0),
            json!(-0.0),
            json!(0.5),
            json!(18_446_744_073_709_551_616.0),
            json!(1e20),
        ]),
        1 => any::<u64>().prop_map(Value::from),
        3 => (0u64..100_000).prop_map(Value::from),
        1 => any::<i64>().prop_map(Value::from),
        1 => (0u32..100_000).prop_map(|n| Value::from(f64::from(n))),
        1 => (0u32..100_000).prop_map(|n| Value::from(f64::from(n) + 0.5)),
        1 => (0f64..2e19).prop_map(Value::from),
    ]
}

fn level() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => select(vec!["none", "notification", "approval", "supervised"]),
        1 => select(vec!["Approval", "NONE", "supervised ", ""]),
    ]
    .prop_map(Value::from)
}

fn claim() -> impl Strategy<Value = Value> {
    let fields = (
        prop::option::of(level()),
        prop::option::of(actions()),
        prop::option::of(actions()),
        prop::option::of(uri()),
        prop::option::of(uri()),
        prop::option::of(string_regex("\\PC{0,12}").unwrap().prop_map(Value::from)),
        prop::option::of(timeout()),
        extras(),
    );
    let claims = fields.prop_map(
        |(level, requires, notify, reference, endpoint, supervisor, timeout, ex)| {
            let known = [
                ("level", level),
                ("requires_human_approval_for", requires),
                ("notify_on", notify),
                ("approval_reference", reference),
                ("notification_endpoint", endpoint),
                ("supervisor", supervisor),
                ("approval_timeout", timeout),
            ];
            object(
                known
                    .into_iter()
                    .filter_map(|(k, v)| Some((k, v?)))
                    .collect(),
                ex,
            )
        },
    );
    near(claims, 3)
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
