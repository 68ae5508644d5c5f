//! The published AAP test vectors (`../shared/upstream/aap-test-vectors/`) as one table: every
//! test case, scenario, variant and request test of every file, its payload signed with a real
//! key (the four algorithms in turn, keys in `tests/data/aap/`), verified and authorized, and
//! the result, error code, HTTP status, description, `Retry-After`, `approval_reference` and
//! `can_delegate` compared with what the vector expects.
//!
//! The vectors carry payloads, not tokens, and no validation time unless they test time:
//! the harness verifies at the vector's `current_time`/`validation_time`, else at the
//! payload's `iat`, with the vector's `clock_skew_tolerance` (else 0); the audience is the
//! vector's resource-server audience, else the payload's own; the issuer is
//! `https://as.example.com`. A request's `timestamp` is its time for constraints (several lie
//! outside their token's lifetime; constraints are judged at them all the same). Rate-limit
//! `setup` seeds a [`MemoryRateStore`]; one case states its setup only in prose (`SETUP`).
//!
//! Where a vector contradicts the schemas or the draft, [`DIFFER`] lists it with the reason,
//! and the test fails if it stops differing. Vectors whose payload breaks the schemas are
//! also run with the offending member removed ([`REPAIRS`]), so that the rest of what they
//! test is still compared.
//!
//! Without `../shared` the test prints why and passes.
#![cfg(feature = "aap-auth")]

#[path = "aap_vectors/cases.rs"]
mod cases;
#[path = "aap/signer.rs"]
mod signer;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use agent_approval::aap_auth::{Decision, FixedClock, MemoryRateStore, Request};
use cases::{cases, Case};
use serde_json::{json, Value};

/// `(file, case, field, reason)`: the cases whose field must still differ from the vector
/// (their other fields are not compared).
const DIFFER: &[(&str, &str, &str, &str)] = &[
    (
        "edge-cases/02-maximum-delegation-depth.json",
        "depth_1_valid",
        "result",
        "the scenario keeps the base token's jti (delegation-depth-base) and names the same \
         value as parent_jti: a token cannot be its own parent (§5.7, each token has a unique \
         jti), aap_invalid_delegation_chain",
    ),
    (
        "edge-cases/01-clock-skew.json",
        "at_skew_boundary",
        "result",
        "accepted at exactly exp + skew; RFC 7519 §4.1.4 wants now before exp, so the skew \
         extends that exclusive bound: exp + skew is already expired",
    ),
    (
        "invalid-tokens/01-expired-token.json",
        "validate_with_clock_skew",
        "result",
        "current_time is exactly exp + 300 with a 300 s skew: expired, as at_skew_boundary",
    ),
    (
        "edge-cases/01-clock-skew.json",
        "future_token_within_skew",
        "result",
        "the payload's iat (1735682400) is 600 s after the validation time, beyond the 300 s \
         skew: a token issued in the future is refused",
    ),
    (
        "valid-tokens/03-cms-agent-with-oversight.json",
        "create_draft_allowed",
        "result",
        "agent.model is an object; aap-agent.schema.json says string: invalid_token",
    ),
    (
        "valid-tokens/03-cms-agent-with-oversight.json",
        "update_draft_allowed",
        "result",
        "agent.model is an object (see create_draft_allowed)",
    ),
    (
        "valid-tokens/03-cms-agent-with-oversight.json",
        "publish_requires_approval",
        "result",
        "agent.model is an object (see create_draft_allowed)",
    ),
    (
        "constraint-violations/01-rate-limit-exceeded.json",
        "hourly_limit_exceeded",
        "retry_after",
        "3600 expected, but the hourly window is the clock hour (§5.6.1: resets at minute 0): \
         at 1735687200 (20 min into the hour) it has room again in 2400 s",
    ),
    (
        "valid-tokens/04-time-window-constrained.json",
        "request_too_large",
        "http_status",
        "413 expected; the draft answers a constraint violation with 403 or 429 (§12.4)",
    ),
];

/// `(file, pointer, reason)`: members removed to run a schema-breaking vector once more.
const REPAIRS: &[(&str, &str, &str)] = &[(
    "valid-tokens/03-cms-agent-with-oversight.json",
    "/agent/model",
    "an object where aap-agent.schema.json says string",
)];

/// `(file, case, hits this hour)`: setups the vectors state only in a note.
const SETUP: &[(&str, &str, u64)] = &[(
    "valid-tokens/02-delegated-token-depth1.json",
    "reduced_rate_limit",
    50,
)];

fn vectors_dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/upstream/aap-test-vectors");
    dir.is_dir().then_some(dir)
}

/// What the harness observed, field by field, as the vectors write it.
fn run(case: &Case, alg_index: usize) -> BTreeMap<&'static str, Value> {
    let (alg, _) = signer::ALGS[alg_index % signer::ALGS.len()];
    let token = signer::sign(&case.payload, alg);
    let verifier = signer::verifier(&case.audience)
        .with_skew(Duration::from_secs(case.skew))
        .with_clock(FixedClock(case.now));
    let mut seen = BTreeMap::new();
    let verified = match verifier.verify(&token) {
        Ok(v) => v,
        Err(denial) => {
            seen.insert("result", json!("REJECTED"));
            seen.insert("error_code", json!(denial.code().map(|c| c.as_str())));
            seen.insert("http_status", json!(denial.status()));
            seen.insert("description", json!(denial.description()));
            seen.insert("reason", json!(denial.reason().to_string()));
            return seen;
        }
    };
    if case.exchange {
        match verified.may_delegate() {
            Ok(()) => seen.insert("result", json!("MAY_DELEGATE")),
            Err(d) => {
                seen.insert("error_code", json!(d.code().map(|c| c.as_str())));
                seen.insert("description", json!(d.description()));
                seen.insert("result", json!("MUST_REJECT"))
            }
        };
        return seen;
    }
    seen.insert("can_delegate", json!(verified.may_delegate().is_ok()));
    let Some(request) = &case.request else {
        seen.insert("result", json!("ACCEPTED"));
        return seen;
    };
    let request = Request::from_json(request.to_string().as_bytes()).unwrap();
    let store = MemoryRateStore::new();
    seed(
        case,
        &store,
        &verified.rate_key(0),
        request.time().unwrap_or(case.now),
    );
    let decision = verified.authorize(&request, &store);
    seen.insert("result", json!(decision.result()));
    seen.insert("http_status", json!(decision.status()));
    if let Decision::Forbidden(d) | Decision::Rejected(d) = &decision {
        seen.insert("error_code", json!(d.code().map(|c| c.as_str())));
        seen.insert("description", json!(d.description()));
        seen.insert("retry_after", json!(d.retry_after()));
        seen.insert("approval_reference", json!(d.approval_reference()));
        seen.insert("reason", json!(d.reason().to_string()));
    }
    seen
}

fn seed(case: &Case, store: &MemoryRateStore, key: &str, at: i64) {
    let hour_start = at.div_euclid(3600) * 3600;
    let mut hits: Vec<i64> = Vec::new();
    let noted = SETUP
        .iter()
        .find(|(f, n, _)| *f == case.file && *n == case.name)
        .map(|(_, _, hits)| *hits);
    if let Some(setup) = &case.setup {
        let n = setup
            .get("previous_requests_this_hour")
            .and_then(Value::as_i64);
        // A `previous_hour_bucket` puts the hits in the hour before the request's.
        let start = if setup.get("previous_hour_bucket").is_some() {
            hour_start - 3600
        } else {
            hour_start
        };
        hits.extend((0..n.unwrap_or(0)).map(|i| start + i));
        for key in ["request_timestamps_last_60s", "request_timestamps"] {
            hits.extend(
                setup
                    .get(key)
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_i64),
            );
        }
    }
    if let Some(n) = noted {
        hits.extend((0..i64::try_from(n).unwrap()).map(|i| hour_start + i));
    }
    for at in hits {
        store.record(key, at);
    }
}

/// The fields the vector expects, in the harness's words.
fn expected(case: &Case) -> BTreeMap<&'static str, Value> {
    let e = &case.expect;
    let mut want = BTreeMap::new();
    let result = e
        .get("expected_result")
        .or_else(|| e.get("as_behavior"))
        .and_then(Value::as_str)
        .unwrap_or("?");
    let result = match (result, case.request.is_some()) {
        ("VALID" | "ACCEPTED", false) => "ACCEPTED",
        ("VALID" | "ACCEPTED", true) => "AUTHORIZED",
        ("INVALID", _) => "REJECTED",
        (other, _) => other,
    };
    want.insert("result", json!(result));
    for (field, key) in [
        ("error_code", "error_code"),
        ("http_status", "http_status"),
        ("retry_after", "retry_after_seconds"),
        ("approval_reference", "approval_reference"),
        ("can_delegate", "can_delegate"),
        ("description", "error_description_contains"),
    ] {
        if let Some(v) = e.get(key) {
            want.insert(field, v.clone());
        }
    }
    want
}

/// The fields of `want` that `seen` does not match.
fn mismatches(
    want: &BTreeMap<&'static str, Value>,
    seen: &BTreeMap<&'static str, Value>,
) -> Vec<&'static str> {
    want.iter()
        .filter(|(field, w)| {
            let s = seen.get(*field).unwrap_or(&Value::Null);
            if **field == "description" {
                let (w, s) = (
                    w.as_str().unwrap_or_default(),
                    s.as_str().unwrap_or_default(),
                );
                !s.to_lowercase().contains(&w.to_lowercase())
            } else {
                s != *w
            }
        })
        .map(|(field, _)| *field)
        .collect()
}

fn remove(value: &mut Value, pointer: &str) {
    let (parent, key) = pointer.rsplit_once('/').unwrap();
    value
        .pointer_mut(parent)
        .and_then(Value::as_object_mut)
        .unwrap()
        .remove(key)
        .unwrap();
}

#[test]
fn aap_vectors() {
    let Some(dir) = vectors_dir() else {
        eprintln!("skipped: ../shared/upstream/aap-test-vectors is absent (the vectors are read from there, never copied)");
        return;
    };
    let mut files: Vec<String> = Vec::new();
    for group in [
        "valid-tokens",
        "invalid-tokens",
        "constraint-violations",
        "edge-cases",
    ] {
        let mut names: Vec<String> = std::fs::read_dir(dir.join(group))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n.ends_with(".json"))
            .collect();
        names.sort();
        files.extend(names.into_iter().map(|n| format!("{group}/{n}")));
    }
    let (mut rows, mut failures, mut differ_seen) = (Vec::new(), Vec::new(), Vec::new());
    let mut index = 0;
    for file in &files {
        let doc: Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join(file)).unwrap()).unwrap();
        let mut all = cases(file, &doc);
        for (f, pointer, why) in REPAIRS.iter().filter(|(f, ..)| f == file) {
            let mut repaired: Vec<Case> = cases(f, &doc)
                .into_iter()
                .map(|mut c| {
                    remove(&mut c.payload, pointer);
                    c.name = format!("{} (repaired: {pointer} removed, {why})", c.name);
                    c
                })
                .collect();
            all.append(&mut repaired);
        }
        let (mut matched, mut listed) = (0, 0);
        for case in &all {
            let seen = run(case, index);
            index += 1;
            let wrong = mismatches(&expected(case), &seen);
            let listed_fields: Vec<&str> = DIFFER
                .iter()
                .filter(|(f, n, ..)| *f == case.file && *n == case.name)
                .map(|(_, _, field, _)| *field)
                .collect();
            if listed_fields.is_empty() {
                if wrong.is_empty() {
                    matched += 1;
                } else {
                    failures.push(format!(
                        "{file} {}: {wrong:?} differ: want {:?}, seen {seen:?}",
                        case.name,
                        expected(case)
                    ));
                }
            } else {
                differ_seen.push((case.file.clone(), case.name.clone()));
                if !listed_fields.iter().all(|f| wrong.contains(f)) {
                    failures.push(format!("{file} {}: listed as differing in {listed_fields:?}, differs in {wrong:?} (seen {seen:?})", case.name));
                } else {
                    listed += 1;
                }
            }
        }
        rows.push(format!(
            "{file:<52} {:>5} {matched:>7} {listed:>7}",
            all.len()
        ));
    }
    for (f, n, ..) in DIFFER {
        if !differ_seen.iter().any(|(sf, sn)| sf == f && sn == n) {
            failures.push(format!("{f} {n}: listed in DIFFER but not found"));
        }
    }
    eprintln!(
        "{:<52} {:>5} {:>7} {:>7}",
        "file", "cases", "match", "differ"
    );
    for row in &rows {
        eprintln!("{row}");
    }
    eprintln!(
        "{index} cases run ({} as published, {} repaired), {} listed as differing",
        index - repaired_count(&dir),
        repaired_count(&dir),
        DIFFER.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn repaired_count(dir: &Path) -> usize {
    REPAIRS
        .iter()
        .map(|(f, ..)| {
            let doc: Value =
                serde_json::from_str(&std::fs::read_to_string(dir.join(f)).unwrap()).unwrap();
            cases(f, &doc).len()
        })
        .sum()
}
