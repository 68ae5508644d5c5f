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
//! The `validate` group times `Validate::validate` on an already-built value against
//! `jsonschema`'s `validate` on an already-parsed `Value`. `cargo xtask bench-ratios` turns
//! criterion's results into the ratio table.

use std::hint::black_box;
use std::path::Path;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
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
mod floor {
    #![allow(dead_code)]

    use serde::Deserialize;

    /// `ExecCommandApprovalResponse`.
    #[derive(Deserialize)]
    pub struct CodexV1 {
        pub decision: ReviewDecision,
    }

    /// Codex v1 `ReviewDecision`: serde's externally tagged enum is the schema's shape.
    #[derive(Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum ReviewDecision {
        Approved,
        ApprovedExecpolicyAmendment {
            proposed_execpolicy_amendment: Vec<String>,
        },
        ApprovedForSession,
        NetworkPolicyAmendment {
            network_policy_amendment: NetworkPolicyAmendment,
        },
        Denied,
        TimedOut,
        Abort,
    }

    /// Codex v1 `NetworkPolicyAmendment`.
    #[derive(Deserialize)]
    pub struct NetworkPolicyAmendment {
        pub action: String,
        pub host: String,
    }

    /// `CommandExecutionRequestApprovalResponse`.
    #[derive(Deserialize)]
    pub struct CodexV2 {
        pub decision: CommandExecutionApprovalDecision,
    }

    /// Codex v2 `CommandExecutionApprovalDecision`.
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub enum CommandExecutionApprovalDecision {
        Accept,
        AcceptForSession,
        AcceptWithExecpolicyAmendment { execpolicy_amendment: Vec<String> },
        Decline,
        Cancel,
    }

    /// The AAP oversight claim.
    #[derive(Deserialize)]
    pub struct OversightClaim {
        pub level: Option<String>,
        pub requires_human_approval_for: Option<Vec<String>>,
        pub notify_on: Option<Vec<String>>,
        pub approval_reference: Option<String>,
        pub notification_endpoint: Option<String>,
        pub supervisor: Option<String>,
        pub approval_timeout: Option<u64>,
    }
}

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
    // Every contender must accept the payload, or the comparison is meaningless.
    agent_approval::from_str::<Ours>(text).unwrap_or_else(|e| panic!("{name}: ours: {e}"));
    serde_json::from_str::<Floor>(text).unwrap_or_else(|e| panic!("{name}: floor: {e}"));
    let value: Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    validator
        .validate(&value)
        .unwrap_or_else(|e| panic!("{name}: jsonschema: {e}"));
    serde_json::from_str::<Raw>(text).unwrap_or_else(|e| panic!("{name}: typify: {e}"));

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
    g.bench_function("typify/raw", |b| {
        b.iter(|| serde_json::from_str::<Raw>(black_box(text)));
    });
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
}

fn benches(c: &mut Criterion) {
    let v1 = validator("codex/v1/ExecCommandApprovalResponse.json");
    let v2 = validator("codex/v2/CommandExecutionRequestApprovalResponse.json");
    let aap = validator("aap/aap-oversight.schema.json");
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
    g.finish();
}

criterion_group!(parse, benches);
criterion_main!(parse);
