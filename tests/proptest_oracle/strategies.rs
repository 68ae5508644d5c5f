//! Valid-looking instances of each schema, mutated now and then (see `mutate.rs`).

use proptest::prelude::*;
use proptest::sample::select;
use proptest::string::string_regex;
use serde_json::{json, Map, Value};

use super::mutate::near;

// ---------------------------------------------------------------------------------------------
// Shared strategies

/// Object keys: mostly plain, sometimes ones that need pointer escaping or look like field names.
pub fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => string_regex("[a-z_]{1,6}").unwrap(),
        1 => select(vec!["", "~", "~1", "a/b", "extra", "é", "🦀", "Decision", "note"])
            .prop_map(String::from),
    ]
}

pub fn leaf() -> impl Strategy<Value = Value> {
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
pub fn unknown_value() -> impl Strategy<Value = Value> {
    leaf().prop_recursive(2, 8, 3, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..3).prop_map(Value::Array),
            prop::collection::btree_map(key(), inner, 0..3)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Unknown properties to add beside the known ones.
pub fn extras() -> impl Strategy<Value = Map<String, Value>> {
    prop_oneof![
        2 => Just(Map::new()),
        1 => prop::collection::btree_map(key(), unknown_value(), 1..3)
            .prop_map(|m| m.into_iter().collect()),
    ]
}

/// An object of `known` properties plus the `extras` whose names are not already taken.
pub fn object(known: Vec<(&str, Value)>, extras: Map<String, Value>) -> Value {
    let mut map: Map<String, Value> = known.into_iter().map(|(k, v)| (k.to_owned(), v)).collect();
    for (k, v) in extras {
        map.entry(k).or_insert(v);
    }
    Value::Object(map)
}

/// A command list: strings of any characters, `[]` included.
pub fn commands() -> impl Strategy<Value = Value> {
    prop::collection::vec(string_regex("\\PC{0,6}").unwrap(), 0..4).prop_map(Value::from)
}

// ---------------------------------------------------------------------------------------------
// Codex strategies

pub fn v1_decision() -> impl Strategy<Value = Value> {
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

pub fn v2_decision() -> impl Strategy<Value = Value> {
    prop_oneof![
        select(vec!["accept", "acceptForSession", "decline", "cancel"]).prop_map(Value::from),
        (commands(), extras()).prop_map(|(c, ex)| {
            let amendment = object(vec![("execpolicy_amendment", c)], ex);
            json!({ "acceptWithExecpolicyAmendment": amendment })
        }),
    ]
}

pub fn response(decision: impl Strategy<Value = Value>) -> impl Strategy<Value = Value> {
    near(
        (decision, extras()).prop_map(|(d, ex)| object(vec![("decision", d)], ex)),
        1,
    )
}

// ---------------------------------------------------------------------------------------------
// AAP strategies

/// Action names: mostly pattern-shaped, sometimes any mix of the characters that matter.
pub fn action_name() -> impl Strategy<Value = Value> {
    prop_oneof![
        6 => string_regex("[a-zA-Z][a-zA-Z0-9_-]{0,6}(\\.[a-zA-Z][a-zA-Z0-9_-]{0,4}){0,2}")
            .unwrap(),
        1 => string_regex("[a-zA-Z0-9_.é -]{0,8}(\n|\r)?").unwrap(),
    ]
    .prop_map(Value::from)
}

pub fn actions() -> impl Strategy<Value = Value> {
    prop::collection::vec(action_name(), 0..4).prop_map(Value::Array)
}

/// URIs assembled from pieces: mostly valid ones, sometimes any mix of valid and invalid.
pub fn uri() -> impl Strategy<Value = Value> {
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
pub fn timeout() -> impl Strategy<Value = Value> {
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

pub fn level() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => select(vec!["none", "notification", "approval", "supervised"]),
        1 => select(vec!["Approval", "NONE", "supervised ", ""]),
    ]
    .prop_map(Value::from)
}

pub fn claim() -> impl Strategy<Value = Value> {
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
// A real Codex session

/// Which lines of the transcript: by direction (`<` from the server, `>` from the client) and
/// shape (a request has an `id` and a `method`, a notification a `method` only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    ServerRequest,
    ServerNotification,
    ClientRequest,
    ClientNotification,
}

/// The lines of `tests/data/codex-0.171.0/session.transcript` of one kind, parsed.
pub fn lines(kind: Line) -> Vec<Value> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/codex-0.171.0/session.transcript"
    );
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let out: Vec<Value> = text
        .lines()
        .filter_map(|l| {
            let (from_server, json) = match l.split_at_checked(2)? {
                ("< ", json) => (true, json),
                ("> ", json) => (false, json),
                _ => return None,
            };
            let v: Value = serde_json::from_str(json).ok()?;
            let request = v.get("id").is_some();
            v.get("method")?;
            let this = match (from_server, request) {
                (true, true) => Line::ServerRequest,
                (true, false) => Line::ServerNotification,
                (false, true) => Line::ClientRequest,
                (false, false) => Line::ClientNotification,
            };
            (this == kind).then_some(v)
        })
        .collect();
    assert!(!out.is_empty(), "no {kind:?} line in {path}");
    out
}

/// A line of the transcript, unchanged or mutated.
pub fn transcript(kind: Line) -> impl Strategy<Value = Value> {
    near(select(lines(kind)), 1)
}
