//! Scenarios: in sync, and every kind of drift with its report lines.

use serde_json::{json, Value};

use super::support::*;

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

#[test]
fn in_sync() {
    let (project, base) = project(&[]);
    let before = project.snapshot();
    for check in [true, false] {
        let outcome = project.sync(check, None);
        assert_eq!(outcome.code, 0, "{outcome:?}");
        assert_eq!(outcome.out, "");
        let expected: Vec<String> = [V1, V2, AAP]
            .iter()
            .map(|f| progress(&base, f, seed_bytes(f).len(), "unchanged"))
            .chain(["schema-sync: all 3 schemas match upstream".to_owned()])
            .collect();
        assert_eq!(outcome.err_lines(), expected);
    }
    assert_eq!(project.snapshot(), before);
}

#[test]
fn reformatted_upstream_is_in_sync() {
    // Compared by JSON value: the same schema with other whitespace and key order is no drift.
    let compact = serde_json::to_vec(&seed(V1)).unwrap();
    let (project, _) = project(&[(V1, Reply::Json(compact))]);
    let before = project.snapshot();
    let outcome = project.sync(true, None);
    assert_eq!(outcome.code, 0, "{outcome:?}");
    assert_eq!(project.snapshot(), before);
}

/// Runs `--check` with one drifted upstream file and returns the report lines.
fn check_drift(file: &str, upstream: &Value) -> Vec<String> {
    let bytes = pretty(upstream);
    let (project, base) = project(&[(file, Reply::Json(bytes.clone()))]);
    let before = project.snapshot();
    let outcome = project.sync(true, None);
    assert_eq!(outcome.code, 1, "{outcome:?}");
    assert_eq!(project.snapshot(), before, "--check wrote something");
    assert!(
        outcome
            .err_lines()
            .contains(&progress(&base, file, bytes.len(), "changed").as_str()),
        "{}",
        outcome.err
    );
    assert_eq!(
        outcome.err_lines().last().copied(),
        Some("schema-sync: 1 of 3 schemas drifted from upstream; run `cargo xtask schema-sync` to update them, then review and commit schemas/")
    );
    outcome.out_lines().into_iter().map(str::to_owned).collect()
}

#[test]
fn drift_enum_variant_added_to_one_of() {
    assert_eq!(
        check_drift(V1, &v1_with_failed()),
        [
            "schemas/codex/v1/ExecCommandApprovalResponse.json: 1 change (rust: compatible, payloads: compatible)",
            "  ReviewDecision: variant \"failed\" added [rust: compatible, payloads: compatible]",
        ]
    );
}

#[test]
fn drift_object_variant_and_definitions_added() {
    assert_eq!(
        check_drift(V2, &v2_with_network_policy()),
        [
            "schemas/codex/v2/CommandExecutionRequestApprovalResponse.json: 3 changes (rust: compatible, payloads: compatible)",
            "  CommandExecutionApprovalDecision: variant \"applyNetworkPolicyAmendment\" added [rust: compatible, payloads: compatible]",
            "  NetworkPolicyAmendment: definition added [rust: compatible, payloads: compatible]",
            "  NetworkPolicyRuleAction: definition added [rust: compatible, payloads: compatible]",
        ]
    );
}

#[test]
fn drift_variant_removed() {
    let mut doc = seed(V1);
    let one_of = doc["definitions"]["ReviewDecision"]["oneOf"]
        .as_array_mut()
        .unwrap();
    one_of.retain(|b| {
        b["enum"] != json!(["timed_out"]) && b["required"] != json!(["network_policy_amendment"])
    });
    assert_eq!(
        check_drift(V1, &doc),
        [
            "schemas/codex/v1/ExecCommandApprovalResponse.json: 2 changes (rust: breaking, payloads: breaking)",
            "  ReviewDecision: variant \"network_policy_amendment\" removed [rust: breaking, payloads: breaking]",
            "  ReviewDecision: variant \"timed_out\" removed [rust: breaking, payloads: breaking]",
        ]
    );
}

#[test]
fn drift_inside_an_object_variant() {
    let mut doc = seed(V2);
    let branch = &mut doc["definitions"]["CommandExecutionApprovalDecision"]["oneOf"][2];
    let inner = &mut branch["properties"]["acceptWithExecpolicyAmendment"];
    inner["properties"]["reason"] = json!({"type": "string"});
    inner["required"] = json!(["execpolicy_amendment", "reason"]);
    inner["properties"]["execpolicy_amendment"]["minItems"] = json!(1);
    assert_eq!(
        check_drift(V2, &doc),
        [
            "schemas/codex/v2/CommandExecutionRequestApprovalResponse.json: 2 changes (rust: breaking, payloads: breaking)",
            "  CommandExecutionApprovalDecision: variant \"acceptWithExecpolicyAmendment\" property \"acceptWithExecpolicyAmendment\" property \"execpolicy_amendment\" minItems added (1) [rust: compatible, payloads: breaking]",
            "  CommandExecutionApprovalDecision: variant \"acceptWithExecpolicyAmendment\" property \"acceptWithExecpolicyAmendment\" property \"reason\" added (required) [rust: breaking, payloads: breaking]",
        ]
    );
}

#[test]
fn drift_properties_types_required_and_constraints() {
    assert_eq!(
        check_drift(AAP, &aap_reshaped()),
        [
            "schemas/aap/aap-oversight.schema.json: 5 changes (rust: breaking, payloads: breaking)",
            "  OversightClaim: property \"approval_timeout\" type changed from integer to number [rust: breaking, payloads: compatible]",
            "  OversightClaim: property \"escalation_contact\" added (optional) [rust: breaking, payloads: compatible]",
            "  OversightClaim: property \"level\" now required [rust: breaking, payloads: breaking]",
            "  OversightClaim: property \"notify_on\" items pattern changed from \"^[a-zA-Z][a-zA-Z0-9_-]*(\\\\.[a-zA-Z][a-zA-Z0-9_-]*)*$\" to \"^[a-z][a-z0-9_-]*(\\\\.[a-z][a-z0-9_-]*)*$\" [rust: compatible, payloads: breaking]",
            "  OversightClaim: property \"supervisor\" removed [rust: breaking, payloads: compatible]",
        ]
    );
}

#[test]
fn drift_nullable_enum_and_bounds() {
    let mut doc = seed(AAP);
    let props = &mut doc["properties"];
    props["supervisor"]["type"] = json!(["string", "null"]);
    props["level"]["enum"] = json!([
        "none",
        "notification",
        "approval",
        "supervised",
        "dual_control"
    ]);
    props["approval_timeout"]["minimum"] = json!(60);
    props["approval_timeout"]["maximum"] = json!(86400);
    assert_eq!(
        check_drift(AAP, &doc),
        [
            "schemas/aap/aap-oversight.schema.json: 4 changes (rust: breaking, payloads: breaking)",
            "  OversightClaim: property \"approval_timeout\" minimum changed from 1 to 60 [rust: breaking, payloads: breaking]",
            "  OversightClaim: property \"approval_timeout\" maximum added (86400) [rust: breaking, payloads: breaking]",
            "  OversightClaim: property \"level\" variant \"dual_control\" added [rust: compatible, payloads: compatible]",
            "  OversightClaim: property \"supervisor\" now nullable [rust: breaking, payloads: compatible]",
        ]
    );
}

#[test]
fn drift_in_annotations_only() {
    let mut doc = seed(V1);
    doc["definitions"]["ReviewDecision"]["description"] = json!("The user's decision.");
    assert_eq!(
        check_drift(V1, &doc),
        [
            "schemas/codex/v1/ExecCommandApprovalResponse.json: 1 change (rust: compatible, payloads: compatible)",
            "  ReviewDecision: annotations changed (description) [rust: compatible, payloads: compatible]",
        ]
    );
}
