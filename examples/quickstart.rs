//! Quickstart: parse one payload of each schema, print the decisions and the oversight
//! requirements, then show a rejected payload with every error it has.
//!
//! Run with `cargo run --example quickstart`.

#![allow(clippy::print_stdout)]

use std::time::Duration;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::{v1, v2};
use agent_approval::oversight::{Gate, Verdict};
use agent_approval::Validate;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // A Codex v1 approval response: the human's `ReviewDecision`.
    let v1: v1::ExecCommandApprovalResponse = agent_approval::from_str(
        r#"{"decision":{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":["cargo","test"]}}}"#,
    )?;
    println!("codex v1 decision: {:?}", v1.decision);

    // A Codex v2 approval response.
    let v2: v2::CommandExecutionRequestApprovalResponse =
        agent_approval::from_str(r#"{"decision":"acceptForSession"}"#)?;
    println!("codex v2 decision: {:?}", v2.decision);

    // An AAP oversight claim: which actions need a human.
    let claim: OversightClaim = agent_approval::from_str(
        r#"{
            "level": "approval",
            "requires_human_approval_for": ["cms.publish", "execute.payment"],
            "notify_on": ["search.web"],
            "approval_reference": "https://approval.example.com/requests",
            "supervisor": "team:operations",
            "approval_timeout": 3600
        }"#,
    )?;
    let gate = Gate::new(&claim);
    for action in ["cms.publish", "search.web", "data.read"] {
        println!("oversight for {action}: {:?}", gate.requirement(action));
    }
    println!("approval timeout: {:?}", gate.approval_timeout());

    // The human answers in v2; the gate reads v1 decisions.
    let answer = v1::ReviewDecision::from(v2.decision);
    let verdict = gate.verdict("cms.publish", Some(&answer), Duration::from_secs(30));
    println!("verdict for cms.publish after {answer:?}: {verdict:?}");
    assert_eq!(verdict, Verdict::Allow);
    let late = gate.verdict("cms.publish", Some(&answer), Duration::from_secs(3600));
    println!("the same answer after an hour: {late:?}");

    // A rejected payload: every violation, each with its JSON pointer.
    let bad = r#"{"level":"approval","requires_human_approval_for":["cms.publish","1nvalid"],"approval_timeout":0,"approval_reference":"not a uri"}"#;
    match agent_approval::from_str::<OversightClaim>(bad) {
        Ok(_) => unreachable!("the payload is invalid"),
        Err(e) => println!("rejected:\n{e}"),
    }
    // A near miss: the error names what was probably meant.
    match agent_approval::from_str::<v1::ExecCommandApprovalResponse>(r#"{"decision":"approve"}"#) {
        Ok(_) => unreachable!("\"approve\" is not a decision"),
        Err(e) => println!("rejected: {e}"),
    }
    // serde's own entry points judge too: a forged body is refused by `serde_json` (or
    // `axum::Json`) with the first violation and its pointer.
    let forged = r#"{"decision":{"approved":null}}"#;
    match serde_json::from_str::<v1::ExecCommandApprovalResponse>(forged) {
        Ok(_) => unreachable!("the schema refuses the forged decision"),
        Err(e) => println!("serde_json refused: {e}"),
    }
    // A value built in Rust (constructors take the required properties) is checked before it
    // is sent: `Serialize` does not judge.
    let mut reply =
        v1::ExecCommandApprovalResponse::new(v1::ReviewDecision::denied("not on a Friday".into()));
    reply.validate()?;
    reply.extra.insert("decision".into(), "approved".into());
    println!(
        "a reply repeating a field: {}",
        reply.validate().unwrap_err()
    );
    Ok(())
}
