//! The v1 ⇄ v2 decision tables: every pair converted both ways, the decisions with no
//! counterpart refused with the decision kept, and every request kind against every decision.

use serde_json::json;

use super::*;

/// Every v1 decision with a v2 counterpart, as JSON: (v1, v2). Each row is checked both ways.
const PAIRS: &[(&str, &str)] = &[
    (r#""approved""#, r#""accept""#),
    (r#""approved_for_session""#, r#""acceptForSession""#),
    (
        r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":["git","pull"]}}"#,
        r#"{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":["git","pull"]}}"#,
    ),
    (
        r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":[]}}"#,
        r#"{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":[]}}"#,
    ),
    (
        r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":["ls"],"note":{"by":"alice"}}}"#,
        r#"{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":["ls"],"note":{"by":"alice"}}}"#,
    ),
    (r#"{"denied":{"rejection":""}}"#, r#""decline""#),
    (
        r#"{"network_policy_amendment":{"network_policy_amendment":{"action":"allow","host":"example.com"}}}"#,
        r#"{"applyNetworkPolicyAmendment":{"network_policy_amendment":{"action":"allow","host":"example.com"}}}"#,
    ),
    (
        r#"{"network_policy_amendment":{"network_policy_amendment":{"action":"deny","host":"example.com","x":1},"y":2}}"#,
        r#"{"applyNetworkPolicyAmendment":{"network_policy_amendment":{"action":"deny","host":"example.com","x":1},"y":2}}"#,
    ),
    (r#""abort""#, r#""cancel""#),
];

/// v1 decisions with no v2 counterpart, with the error message.
const NO_COUNTERPART: &[(&str, &str)] = &[
    (
        r#""timed_out""#,
        r#"review decision "timed_out" has no v2 counterpart"#,
    ),
    (
        r#""approved_mcp_policy_amendment""#,
        r#"review decision "approved_mcp_policy_amendment" has no v2 counterpart"#,
    ),
    (
        r#"{"denied":{"rejection":"not in prod"}}"#,
        r#"review decision "denied" has no v2 counterpart"#,
    ),
];

#[test]
fn pairs_convert_both_ways() {
    for &(v1_json, v2_json) in PAIRS {
        let v1: v1::ReviewDecision = crate::from_str(v1_json).unwrap();
        let v2: v2::CommandExecutionApprovalDecision = crate::from_str(v2_json).unwrap();
        assert_eq!(
            v2::CommandExecutionApprovalDecision::try_from(v1.clone()).as_ref(),
            Ok(&v2),
            "{v1_json}"
        );
        assert_eq!(v1::ReviewDecision::from(v2), v1, "{v2_json}");
    }
}

#[test]
fn extra_properties_of_the_amendment_are_carried() {
    let v1: v1::ReviewDecision = crate::from_str(
        r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":["ls"],"note":"x"}}"#,
    )
    .unwrap();
    let v2 = v2::CommandExecutionApprovalDecision::try_from(v1).unwrap();
    let v2::CommandExecutionApprovalDecision::AcceptWithExecpolicyAmendment { extra, .. } = &v2
    else {
        panic!("{v2:?}");
    };
    assert_eq!(extra.get("note"), Some(&json!("x")));
}

#[test]
fn no_counterpart_is_an_error_holding_the_decision() {
    for &(v1_json, message) in NO_COUNTERPART {
        let v1: v1::ReviewDecision = crate::from_str(v1_json).unwrap();
        let err = v2::CommandExecutionApprovalDecision::try_from(v1.clone()).unwrap_err();
        assert_eq!(err.to_string(), message, "{v1_json}");
        assert_eq!(err.decision(), &v1, "{v1_json}");
        assert_eq!(
            serde_json::to_value(err.into_decision()).unwrap(),
            serde_json::from_str::<serde_json::Value>(v1_json).unwrap()
        );
    }
}

/// `(kind as JSON or absent, v2 decision, taken)`: every kind against every decision shape.
#[test]
fn kinds_take_only_their_decisions() {
    let decisions = [
        (r#""accept""#, [true, true, true, true]),
        (r#""acceptForSession""#, [true, true, true, false]),
        (
            r#"{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":["ls"]}}"#,
            [true, true, true, false],
        ),
        (
            r#"{"applyNetworkPolicyAmendment":{"network_policy_amendment":{"action":"allow","host":"h"}}}"#,
            [true, true, true, false],
        ),
        (r#""decline""#, [true, true, true, true]),
        (r#""cancel""#, [true, true, true, true]),
    ];
    // Absent (`command`), `command`, `writeStdin`, `humanCommand` (the schema refuses
    // `"kind": null`).
    let kinds = [
        "",
        r#","kind":"command""#,
        r#","kind":"writeStdin""#,
        r#","kind":"humanCommand""#,
    ];
    for (decision, expected) in decisions {
        let d: v2::CommandExecutionApprovalDecision = crate::from_str(decision).unwrap();
        for (kind, taken) in kinds.iter().zip(expected) {
            let params: codex::CommandExecutionRequestApprovalParams = crate::from_str(&format!(
                r#"{{"threadId":"t","turnId":"u","itemId":"i","startedAtMs":1{}}}"#,
                kind
            ))
            .unwrap();
            assert_eq!(allows(params.kind, &d), taken, "{decision} {kind:?}");
            let v1 = v1::ReviewDecision::from(d.clone());
            let answer = command_answer(&params, v1.clone());
            assert_eq!(answer.is_ok(), taken, "{decision} {kind:?}");
            if let Err(e) = answer {
                assert_eq!(e.decision(), &v1);
                assert!(e.refused_by_kind().is_some(), "{e}");
            }
        }
    }
    assert!(!needs_human(None));
    assert!(!needs_human(Some(CommandExecutionApprovalKind::WriteStdin)));
    assert!(needs_human(Some(
        CommandExecutionApprovalKind::HumanCommand
    )));
}

#[test]
fn wire_names_match_serde() {
    let all: [&str; 8] = [
        r#""approved""#,
        r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":[]}}"#,
        r#""approved_for_session""#,
        r#"{"network_policy_amendment":{"network_policy_amendment":{"action":"allow","host":"h"}}}"#,
        r#"{"denied":{"rejection":"no"}}"#,
        r#""approved_mcp_policy_amendment""#,
        r#""timed_out""#,
        r#""abort""#,
    ];
    for text in all {
        let decision: v1::ReviewDecision = crate::from_str(text).unwrap();
        let name = match serde_json::to_value(&decision).unwrap() {
            serde_json::Value::String(s) => s,
            serde_json::Value::Object(map) => map.keys().next().unwrap().clone(),
            other => panic!("{other}"),
        };
        assert_eq!(wire_name(&decision), name);
    }
}
