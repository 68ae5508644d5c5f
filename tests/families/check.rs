//! Runs inside the temporary crate built by `tests/families.rs`, whose manifest adds the AAP
//! claim family, the Codex v1 request and an identical copy of a Codex v1 message. Not a test
//! of this crate on its own (cargo does not discover files in subfolders of `tests/`).

use std::path::{Path, PathBuf};

use agent_approval::aap::{OversightClaim, Token};
use agent_approval::codex::v1::{
    ExecCommandApprovalParams, ExecCommandApprovalResponse, ExecCommandApprovalResponseCopy, ParsedCommand,
    ReviewDecision,
};
use agent_approval::{from_str, Validate};
use serde_json::Value;

// `tests/common/json_eq.rs`, copied here by `tests/families.rs`.
#[path = "support/json_eq.rs"]
mod json_eq;
use json_eq::json_eq;

fn family_dir() -> PathBuf {
    PathBuf::from(std::env::var_os("AAP_FAMILY_DIR").expect("set by tests/families.rs"))
}

fn corpus(name: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/families").join(name);
    serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
}

/// Every text: ours accepts exactly when the oracle does; accepted ones round-trip.
fn agree<T: Validate + PartialEq + std::fmt::Debug>(texts: &[String], oracle: &jsonschema::Validator) -> (usize, usize) {
    let (mut valid, mut invalid) = (0, 0);
    let mut disagreements = Vec::new();
    for text in texts {
        let ours = from_str::<T>(text);
        if ours.as_ref().is_err_and(|e| e.to_string().starts_with("duplicate key")) {
            // Refused by design (the oracle's parser keeps the last duplicate).
            invalid += 1;
            continue;
        }
        let expected = serde_json::from_str::<Value>(text).is_ok_and(|v| oracle.is_valid(&v));
        if ours.is_ok() != expected {
            disagreements.push(format!("{text}\n  ours: {:?}\n  oracle valid: {expected}", ours.as_ref().err()));
            continue;
        }
        if let Ok(parsed) = ours {
            valid += 1;
            let input: Value = serde_json::from_str(text).unwrap();
            let output = serde_json::to_value(&parsed).unwrap();
            assert!(json_eq(&input, &output), "round trip changed the payload:\n{input}\n{output}");
            assert_eq!(from_str::<T>(&output.to_string()).unwrap(), parsed);
        } else {
            invalid += 1;
        }
    }
    assert!(disagreements.is_empty(), "{} disagreements:\n{}", disagreements.len(), disagreements.join("\n"));
    (valid, invalid)
}

#[test]
fn aap_tokens_agree_with_the_oracle_using_the_whole_family() {
    let dir = family_dir();
    let mut resources = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let contents: Value = serde_json::from_slice(&std::fs::read(entry.unwrap().path()).unwrap()).unwrap();
        let id = contents["$id"].as_str().unwrap().to_owned();
        resources.push((id, jsonschema::Resource::from_contents(contents)));
    }
    let registry = jsonschema::Registry::new().extend(resources).unwrap().prepare().unwrap();
    let token: Value = serde_json::from_slice(&std::fs::read(dir.join("aap-token.schema.json")).unwrap()).unwrap();
    let oracle = jsonschema::options()
        .should_validate_formats(true)
        .with_registry(&registry)
        .build(&token)
        .unwrap();
    let (valid, invalid) = agree::<Token>(&corpus("aap-tokens.json"), &oracle);
    assert!(valid >= 10 && invalid >= 30, "{valid} valid, {invalid} invalid");
}

#[test]
fn token_oversight_is_the_seed_type() {
    let token: Token = from_str(
        r#"{"iss":"https://as.example.com","sub":"s","aud":"a","exp":2,"iat":1,
            "agent":{"id":"a","type":"t","operator":"o"},"task":{"id":"t","purpose":"p"},
            "capabilities":[{"action":"cms.publish"}],
            "oversight":{"level":"approval","requires_human_approval_for":["cms.publish"]}}"#,
    )
    .unwrap();
    let oversight: Option<OversightClaim> = token.oversight;
    let claim = oversight.unwrap();
    assert_eq!(claim.requires_human_approval_for, Some(vec!["cms.publish".to_owned()]));
    // The gate works on a claim taken out of a token.
    let gate = agent_approval::oversight::Gate::new(&claim);
    assert_eq!(gate.requirement("cms.publish"), agent_approval::oversight::Requirement::Approval);
    assert_eq!(gate.requirement("search.web"), agent_approval::oversight::Requirement::None);
}

#[test]
fn codex_params_agree_with_the_oracle() {
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("schemas/codex/v1/ExecCommandApprovalParams.json"),
    ).unwrap()).unwrap();
    let oracle = jsonschema::options().should_validate_formats(true).build(&schema).unwrap();
    let (valid, invalid) = agree::<ExecCommandApprovalParams>(&corpus("codex-params.json"), &oracle);
    assert!(valid >= 8 && invalid >= 15, "{valid} valid, {invalid} invalid");
}

#[test]
fn nullable_fields_keep_absent_and_null_apart() {
    let absent: ExecCommandApprovalParams =
        from_str(r#"{"callId":"c","command":[],"conversationId":"t","cwd":"/","parsedCmd":[{"type":"list_files","cmd":"ls"}]}"#).unwrap();
    let null: ExecCommandApprovalParams =
        from_str(r#"{"callId":"c","command":[],"conversationId":"t","cwd":"/","approvalId":null,"parsedCmd":[{"type":"list_files","cmd":"ls","path":null}]}"#).unwrap();
    // Plain `Option`s: `None` either way; which were `null` is kept aside, so each serializes
    // back as it came.
    assert_eq!(absent.approval_id, None);
    assert_eq!(null.approval_id, None);
    assert!(matches!(&absent.parsed_cmd[0], ParsedCommand::ListFiles { path: None, .. }));
    assert!(matches!(&null.parsed_cmd[0], ParsedCommand::ListFiles { path: None, .. }));
    assert!(!serde_json::to_string(&absent).unwrap().contains("null"));
    assert_eq!(serde_json::to_string(&null).unwrap().matches("null").count(), 2);
}

#[test]
fn an_identical_definition_in_two_files_is_one_type() {
    let response: ExecCommandApprovalResponse = from_str(r#"{"decision":"approved"}"#).unwrap();
    // The decision parsed from one message goes into the other: the same Rust type.
    let copy = ExecCommandApprovalResponseCopy { decision: response.decision, extra: serde_json::Map::new() };
    let decision: ReviewDecision = copy.decision;
    assert_eq!(decision, ReviewDecision::Approved);
}
