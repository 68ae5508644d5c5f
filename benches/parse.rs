//! `cargo bench --bench parse`: `agent_approval::from_str` against the alternatives, on the same
//! payloads in the same run (see `BENCHMARKS.md`).
//!
//! One group per payload, each with:
//! - `ours/from_str`: this crate (parse, validate, convert to the generated type);
//! - `floor/serde_plain`: serde_json into a plain, unvalidated struct of `String`s and `Vec`s;
//! - `jsonschema/value+validate`: `serde_json::Value` plus a `jsonschema` validator built once,
//!   with format assertion on (what this crate checks too);
//! - `typify/raw`: serde_json into typify's unmodified output (`benches/typify_raw/`).
//!
//! Two rows have no typify column (its raw output is kept for the three seeds only): a typical
//! Codex approval request (`codex_request/command_execution`), and `stream/100k_lines`:
//! 100,000 JSON lines of mixed Codex approval requests, each read with `from_slice`, reported
//! in bytes per second beside the floor's.
//!
//! Each group also has `ours/value+from_value`: `Value`, then `from_value` (which judges the
//! value's tape as `from_str` does): the path `from_str` would take if it went through a
//! `Value`. With the `compiled-value` feature (issue 23; it implies `compiled`, under which
//! `ours` judges with the compiled validator over the tape) each group also has
//! `compiled/value+is_valid`: `Value` plus the engine's compiled validator of the schema as
//! `#[jsonschema::validator]` writes it (the strongest alternative a user has).
//!
//! The `validate` group times `Validate::validate` on an already-built value against
//! `jsonschema`'s `validate` on an already-parsed `Value` (and the compiled validator's
//! `is_valid` on it, with `compiled-value`). `cargo xtask bench-ratios` turns
//! criterion's results into the ratio table.

use std::hint::black_box;
use std::path::Path;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use agent_approval::codex::ServerRequest;
use agent_approval::Validate;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use serde::de::DeserializeOwned;
use serde_json::Value;

// typify's generated code, compiled as typify emits it.
#[allow(missing_docs, dead_code, clippy::all, clippy::pedantic)]
#[rustfmt::skip]
#[path = "typify_raw/aap_oversight.rs"]
mod typify_aap;
#[allow(missing_docs, dead_code, clippy::all, clippy::pedantic)]
#[rustfmt::skip]
#[path = "typify_raw/codex_v1.rs"]
mod typify_codex_v1;
#[allow(missing_docs, dead_code, clippy::all, clippy::pedantic)]
#[rustfmt::skip]
#[path = "typify_raw/codex_v2.rs"]
mod typify_codex_v2;

/// Baseline (a): the payloads' shapes as plain serde structs, with no validation at all.
#[path = "parse/floor.rs"]
mod floor;

/// The project's root (benches run with the package root as their directory, but be explicit).
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(relative: &str) -> String {
    let path = root().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A `jsonschema` validator for a vendored schema, with format assertion on, as the oracle
/// test builds it.
fn validator(schema_file: &str) -> jsonschema::Validator {
    let schema: Value = serde_json::from_str(&read(&format!("schemas/{schema_file}")))
        .unwrap_or_else(|e| panic!("{schema_file}: {e}"));
    jsonschema::options()
        .should_validate_formats(true)
        .build(&schema)
        .unwrap_or_else(|e| panic!("{schema_file}: {e}"))
}

/// A claim with 1,000 actions needing approval (and the other fields of a full claim).
fn claim_with_1000_actions() -> String {
    let actions: Vec<String> = (0..1000)
        .map(|i| format!("service{}.action_{i}", i % 37))
        .collect();
    serde_json::json!({
        "level": "supervised",
        "requires_human_approval_for": actions,
        "approval_reference": "https://approval.example.com/requests",
        "approval_timeout": 86400,
    })
    .to_string()
}

/// One payload group: ours, the floor, jsonschema and typify's raw types (all three schemas'
/// raw output compiles, so every group has all four).
fn group<Ours: Validate, Floor: DeserializeOwned, Raw: DeserializeOwned>(
    c: &mut Criterion,
    name: &str,
    text: &str,
    validator: &jsonschema::Validator,
) {
    serde_json::from_str::<Raw>(text).unwrap_or_else(|e| panic!("{name}: typify: {e}"));
    let mut g = contenders::<Ours, Floor>(c, name, text, validator);
    g.bench_function("typify/raw", |b| {
        b.iter(|| serde_json::from_str::<Raw>(black_box(text)));
    });
    g.finish();
}

/// A group with ours, the floor and jsonschema, left open for more functions.
fn contenders<'c, Ours: Validate, Floor: DeserializeOwned>(
    c: &'c mut Criterion,
    name: &str,
    text: &str,
    validator: &jsonschema::Validator,
) -> criterion::BenchmarkGroup<'c, criterion::measurement::WallTime> {
    // Every contender must accept the payload, or the comparison is meaningless.
    agent_approval::from_str::<Ours>(text).unwrap_or_else(|e| panic!("{name}: ours: {e}"));
    serde_json::from_str::<Floor>(text).unwrap_or_else(|e| panic!("{name}: floor: {e}"));
    let value: Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    validator
        .validate(&value)
        .unwrap_or_else(|e| panic!("{name}: jsonschema: {e}"));

    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("ours/from_str", |b| {
        b.iter(|| agent_approval::from_str::<Ours>(black_box(text)));
    });
    g.bench_function("floor/serde_plain", |b| {
        b.iter(|| serde_json::from_str::<Floor>(black_box(text)));
    });
    g.bench_function("jsonschema/value+validate", |b| {
        b.iter(|| {
            let value: Value = serde_json::from_str(black_box(text)).ok()?;
            validator.validate(&value).ok()?;
            Some(value)
        });
    });
    if let Some(is_valid) = Ours::schema().compiled() {
        assert!(is_valid(&value), "{name}: the compiled validator refuses");
        g.bench_function("compiled/value+is_valid", |b| {
            b.iter(|| {
                let value: Value = serde_json::from_str(black_box(text)).ok()?;
                is_valid(&value).then_some(value)
            });
        });
    }
    g.bench_function("ours/value+from_value", |b| {
        b.iter(|| {
            let value: Value = serde_json::from_str(black_box(text)).ok()?;
            agent_approval::from_value::<Ours>(value).ok()
        });
    });
    g
}

/// 100,000 lines cycling through the stream file's requests.
fn stream_lines() -> Vec<u8> {
    let kinds = read("benches/data/codex-stream.jsonl");
    let kinds: Vec<&str> = kinds.lines().collect();
    let mut out = Vec::new();
    for i in 0..100_000 {
        out.extend_from_slice(kinds[i % kinds.len()].as_bytes());
        out.push(b'\n');
    }
    out
}

/// `stream/100k_lines`: every line with `from_slice`, against the floor and jsonschema per line.
fn stream(c: &mut Criterion, validator: &jsonschema::Validator) {
    let text = stream_lines();
    let lines = || text.split(|b| *b == b'\n').filter(|l| !l.is_empty());
    for line in lines() {
        agent_approval::from_slice::<ServerRequest>(line).expect("ours accepts every line");
        serde_json::from_slice::<floor::CodexRequest>(line).expect("the floor reads every line");
        let value: Value = serde_json::from_slice(line).expect("JSON");
        assert!(validator.is_valid(&value), "jsonschema accepts every line");
    }
    let mut g = c.benchmark_group("stream/100k_lines");
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.sample_size(10);
    g.bench_function("ours/from_slice", |b| {
        b.iter(|| {
            lines()
                .filter(|l| agent_approval::from_slice::<ServerRequest>(black_box(l)).is_ok())
                .count()
        });
    });
    g.bench_function("floor/serde_plain", |b| {
        b.iter(|| {
            lines()
                .filter(|l| serde_json::from_slice::<floor::CodexRequest>(black_box(l)).is_ok())
                .count()
        });
    });
    g.bench_function("jsonschema/value+validate", |b| {
        b.iter(|| {
            lines()
                .filter(|l| {
                    serde_json::from_slice::<Value>(black_box(l))
                        .is_ok_and(|v| validator.validate(&v).is_ok())
                })
                .count()
        });
    });
    if let Some(is_valid) = ServerRequest::schema().compiled() {
        g.bench_function("compiled/value+is_valid", |b| {
            b.iter(|| {
                lines()
                    .filter(|l| {
                        serde_json::from_slice::<Value>(black_box(l)).is_ok_and(|v| is_valid(&v))
                    })
                    .count()
            });
        });
    }
    g.finish();
}

/// `validate()` on a built value against jsonschema on a parsed `Value`, for one payload.
fn validate<Ours: Validate>(
    g: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    text: &str,
    validator: &jsonschema::Validator,
) {
    let built: Ours =
        agent_approval::from_str(text).unwrap_or_else(|e| panic!("{name}: ours: {e}"));
    built
        .validate()
        .unwrap_or_else(|e| panic!("{name}: validate: {e}"));
    let value: Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    g.bench_function(criterion::BenchmarkId::new("ours/validate", name), |b| {
        b.iter(|| black_box(&built).validate());
    });
    g.bench_function(
        criterion::BenchmarkId::new("jsonschema/validate", name),
        |b| b.iter(|| validator.validate(black_box(&value)).is_ok()),
    );
    if let Some(is_valid) = Ours::schema().compiled() {
        g.bench_function(
            criterion::BenchmarkId::new("compiled/is_valid", name),
            |b| {
                b.iter(|| is_valid(black_box(&value)));
            },
        );
    }
}

fn benches(c: &mut Criterion) {
    let v1 = validator("codex/v1/ExecCommandApprovalResponse.json");
    let v2 = validator("codex/v2/CommandExecutionRequestApprovalResponse.json");
    let aap = validator("aap/aap-oversight.schema.json");
    let requests = validator("codex/ServerRequest.json");
    let payloads = [
        ("codex_v1/string", read("benches/data/codex-v1-string.json")),
        (
            "codex_v1/amendment_20_words",
            read("benches/data/codex-v1-amendment.json"),
        ),
        ("codex_v2/string", read("benches/data/codex-v2-string.json")),
        (
            "codex_v2/amendment_20_words",
            read("benches/data/codex-v2-amendment.json"),
        ),
        (
            "aap/full_claim",
            read("benches/data/aap-oversight-full.json"),
        ),
        ("aap/claim_1000_actions", claim_with_1000_actions()),
    ];
    for (name, text) in &payloads {
        if name.starts_with("codex_v1") {
            group::<
                ExecCommandApprovalResponse,
                floor::CodexV1,
                typify_codex_v1::ExecCommandApprovalResponse,
            >(c, name, text, &v1);
        } else if name.starts_with("codex_v2") {
            group::<
                CommandExecutionRequestApprovalResponse,
                floor::CodexV2,
                typify_codex_v2::CommandExecutionRequestApprovalResponse,
            >(c, name, text, &v2);
        } else {
            group::<OversightClaim, floor::OversightClaim, typify_aap::AapOversightClaim>(
                c, name, text, &aap,
            );
        }
    }
    let request = read("benches/data/codex-request.json");
    contenders::<ServerRequest, floor::CodexRequest>(
        c,
        "codex_request/command_execution",
        &request,
        &requests,
    )
    .finish();
    stream(c, &requests);

    let mut g = c.benchmark_group("validate");
    for (name, text) in &payloads {
        if name.starts_with("codex_v1") {
            validate::<ExecCommandApprovalResponse>(&mut g, name, text, &v1);
        } else if name.starts_with("codex_v2") {
            validate::<CommandExecutionRequestApprovalResponse>(&mut g, name, text, &v2);
        } else {
            validate::<OversightClaim>(&mut g, name, text, &aap);
        }
    }
    validate::<ServerRequest>(
        &mut g,
        "codex_request/command_execution",
        &request,
        &requests,
    );
    g.finish();
}

criterion_group!(parse, benches);
criterion_main!(parse);
