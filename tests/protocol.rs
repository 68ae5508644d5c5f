//! Protocol helpers through the public API: Codex v1 ⇄ v2 decision conversion and the AAP
//! oversight gate, with claims and decisions parsed from JSON text (an absent list and `[]` are
//! only told apart there).

use std::time::Duration;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ReviewDecision;
use agent_approval::codex::v2::CommandExecutionApprovalDecision;
use agent_approval::oversight::{Gate, Requirement, Verdict};

fn claim(json: &str) -> OversightClaim {
    agent_approval::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn v1(json: &str) -> ReviewDecision {
    agent_approval::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn v2(json: &str) -> CommandExecutionApprovalDecision {
    agent_approval::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

/// v1 decision, v2 decision: converted each way, each is the other.
const CONVERSIONS: &[(&str, &str)] = &[
    (r#""approved""#, r#""accept""#),
    (r#""approved_for_session""#, r#""acceptForSession""#),
    (
        r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":["npm","test"]}}"#,
        r#"{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":["npm","test"]}}"#,
    ),
    (
        r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":[]}}"#,
        r#"{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":[]}}"#,
    ),
    // Unknown properties of the amendment are carried across.
    (
        r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":["ls"],"reason":"ci","n":[1,{}]}}"#,
        r#"{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":["ls"],"reason":"ci","n":[1,{}]}}"#,
    ),
    (r#"{"denied":{"rejection":""}}"#, r#""decline""#),
    (r#""abort""#, r#""cancel""#),
    // A network policy rule, host, action and unknown properties included.
    (NETWORK_ALLOW, V2_NETWORK_ALLOW),
    (
        r#"{"network_policy_amendment":{"network_policy_amendment":{"action":"deny","host":"example.com","ttl":60},"by":"bob"}}"#,
        r#"{"applyNetworkPolicyAmendment":{"network_policy_amendment":{"action":"deny","host":"example.com","ttl":60},"by":"bob"}}"#,
    ),
];

/// v1 decisions with no v2 counterpart, and the error message.
const NO_COUNTERPART: &[(&str, &str)] = &[
    (
        r#""timed_out""#,
        r#"review decision "timed_out" has no v2 counterpart"#,
    ),
    (
        r#""approved_mcp_policy_amendment""#,
        r#"review decision "approved_mcp_policy_amendment" has no v2 counterpart"#,
    ),
    // v2 `decline` carries no text: a rejection message (or unknown properties) would be lost.
    (
        r#"{"denied":{"rejection":"use the staging host"}}"#,
        r#"review decision "denied" has no v2 counterpart"#,
    ),
    (
        r#"{"denied":{"rejection":"","by":"alice"}}"#,
        r#"review decision "denied" has no v2 counterpart"#,
    ),
];

#[test]
fn v1_to_v2_and_back() {
    for &(v1_json, v2_json) in CONVERSIONS {
        let converted = CommandExecutionApprovalDecision::try_from(v1(v1_json)).unwrap();
        assert_eq!(converted, v2(v2_json), "{v1_json}");
        assert_eq!(serde_json::to_value(&converted).unwrap(), json(v2_json));

        let back = ReviewDecision::from(v2(v2_json));
        assert_eq!(back, v1(v1_json), "{v2_json}");
        assert_eq!(serde_json::to_value(&back).unwrap(), json(v1_json));
    }
}

#[test]
fn v1_without_v2_counterpart_is_an_error() {
    for &(v1_json, message) in NO_COUNTERPART {
        let err = CommandExecutionApprovalDecision::try_from(v1(v1_json)).unwrap_err();
        assert_eq!(err.to_string(), message);
        // Nothing is lost: the error hands the decision back as it came.
        assert_eq!(err.decision(), &v1(v1_json));
        assert_eq!(
            serde_json::to_value(err.into_decision()).unwrap(),
            json(v1_json)
        );
    }
}

/// Claim, action, requirement.
#[rustfmt::skip]
const REQUIREMENTS: &[(&str, &str, Requirement)] = &[
    // No level and no lists: nothing.
    (r#"{}"#, "cms.publish", Requirement::None),
    // The lists alone, and without a level.
    (r#"{"requires_human_approval_for":["cms.publish"]}"#, "cms.publish", Requirement::Approval),
    (r#"{"requires_human_approval_for":["cms.publish"]}"#, "search.web", Requirement::None),
    (r#"{"notify_on":["search.web"]}"#, "search.web", Requirement::Notify),
    (r#"{"notify_on":["search.web"]}"#, "cms.publish", Requirement::None),
    (r#"{"requires_human_approval_for":[],"notify_on":[]}"#, "cms.publish", Requirement::None),
    // The strongest wins: listed in both is approval.
    (r#"{"requires_human_approval_for":["a.b"],"notify_on":["a.b"]}"#, "a.b", Requirement::Approval),
    (r#"{"requires_human_approval_for":["a.b"],"notify_on":["a.b","c"]}"#, "c", Requirement::Notify),
    // `none`: nothing beyond the lists.
    (r#"{"level":"none"}"#, "cms.publish", Requirement::None),
    (r#"{"level":"none","requires_human_approval_for":["cms.publish"]}"#, "cms.publish", Requirement::Approval),
    (r#"{"level":"none","notify_on":["search.web"]}"#, "search.web", Requirement::Notify),
    (r#"{"level":"none","notify_on":["search.web"]}"#, "other", Requirement::None),
    // `notification`, `notify_on` absent: every action.
    (r#"{"level":"notification"}"#, "search.web", Requirement::Notify),
    (r#"{"level":"notification","requires_human_approval_for":[]}"#, "search.web", Requirement::Notify),
    (r#"{"level":"notification","requires_human_approval_for":["cms.publish"]}"#, "cms.publish", Requirement::Approval),
    (r#"{"level":"notification","requires_human_approval_for":["cms.publish"]}"#, "search.web", Requirement::Notify),
    // `notification`, `notify_on` present: only the listed actions, and none for `[]`.
    (r#"{"level":"notification","notify_on":["search.web"]}"#, "search.web", Requirement::Notify),
    (r#"{"level":"notification","notify_on":["search.web"]}"#, "cms.publish", Requirement::None),
    (r#"{"level":"notification","notify_on":[]}"#, "search.web", Requirement::None),
    (r#"{"level":"notification","notify_on":[],"requires_human_approval_for":["x"]}"#, "x", Requirement::Approval),
    // `approval`, `requires_human_approval_for` absent: every action.
    (r#"{"level":"approval"}"#, "search.web", Requirement::Approval),
    (r#"{"level":"approval","notify_on":[]}"#, "search.web", Requirement::Approval),
    (r#"{"level":"approval","notify_on":["search.web"]}"#, "search.web", Requirement::Approval),
    // `approval`, `requires_human_approval_for` present: only the listed actions, and none for `[]`.
    (r#"{"level":"approval","requires_human_approval_for":["cms.publish"]}"#, "cms.publish", Requirement::Approval),
    (r#"{"level":"approval","requires_human_approval_for":["cms.publish"]}"#, "search.web", Requirement::None),
    (r#"{"level":"approval","requires_human_approval_for":[]}"#, "cms.publish", Requirement::None),
    (r#"{"level":"approval","requires_human_approval_for":[]}"#, "search.web", Requirement::None),
    (r#"{"level":"approval","requires_human_approval_for":[],"notify_on":["search.web"]}"#, "search.web", Requirement::Notify),
    (r#"{"level":"approval","requires_human_approval_for":["x"],"notify_on":["search.web"]}"#, "search.web", Requirement::Notify),
    // `supervised`: every action, whatever the lists say.
    (r#"{"level":"supervised"}"#, "search.web", Requirement::Approval),
    (r#"{"level":"supervised","requires_human_approval_for":[]}"#, "search.web", Requirement::Approval),
    (r#"{"level":"supervised","requires_human_approval_for":["x"]}"#, "search.web", Requirement::Approval),
    (r#"{"level":"supervised","notify_on":["search.web"]}"#, "search.web", Requirement::Approval),
    (r#"{"level":"supervised","notify_on":[],"requires_human_approval_for":[]}"#, "a", Requirement::Approval),
    // Other properties play no part.
    (r#"{"supervisor":"user:alice","approval_timeout":5,"x-custom":{"level":"supervised"}}"#, "a", Requirement::None),
    // ASCII case variants count as listed (fail closed).
    (r#"{"requires_human_approval_for":["cms.publish"]}"#, "CMS.PUBLISH", Requirement::Approval),
    (r#"{"requires_human_approval_for":["cms.publish"]}"#, "Cms.Publish", Requirement::Approval),
    (r#"{"requires_human_approval_for":["Execute.Payment"]}"#, "execute.payment", Requirement::Approval),
    (r#"{"level":"approval","requires_human_approval_for":["data.delete"]}"#, "DATA.delete", Requirement::Approval),
    (r#"{"notify_on":["search.web"]}"#, "SEARCH.WEB", Requirement::Notify),
    (r#"{"level":"notification","notify_on":["search.web"]}"#, "Search.Web", Requirement::Notify),
    // Otherwise matching is exact: no prefix, suffix, trimming or Unicode case folding.
    (r#"{"requires_human_approval_for":["cms.publish"]}"#, "cms", Requirement::None),
    (r#"{"requires_human_approval_for":["cms"]}"#, "cms.publish", Requirement::None),
    (r#"{"requires_human_approval_for":["cms.publish"]}"#, "cms.publish ", Requirement::None),
    (r#"{"requires_human_approval_for":["cms.publish"]}"#, "cms_publish", Requirement::None),
    (r#"{"requires_human_approval_for":["cms.publish"]}"#, "", Requirement::None),
    (r#"{"requires_human_approval_for":["k"]}"#, "\u{212a}", Requirement::None),
    (r#"{"notify_on":["search.web"]}"#, "search.web.all", Requirement::None),
];

#[test]
fn requirements() {
    for (i, &(json, action, expected)) in REQUIREMENTS.iter().enumerate() {
        let gate = Gate::new(&claim(json));
        assert_eq!(
            gate.requirement(action),
            expected,
            "row {i}: {json} {action:?}"
        );
    }
}

const MINUTE: Duration = Duration::from_secs(60);
const HOUR: Duration = Duration::from_secs(3600);
const DAY: Duration = Duration::from_secs(86_400);
const NANO: Duration = Duration::from_nanos(1);

/// Claim, the gate's maximum (`None`: the default), `approval_timeout()`.
#[rustfmt::skip]
const TIMEOUTS: &[(&str, Option<Duration>, Option<Duration>)] = &[
    (r#"{}"#, None, None),
    (r#"{"level":"approval"}"#, Some(MINUTE), None),
    (r#"{"approval_timeout":1}"#, None, Some(Duration::from_secs(1))),
    (r#"{"approval_timeout":3600}"#, None, Some(HOUR)),
    // Capped by the default maximum, 24 hours.
    (r#"{"approval_timeout":86400}"#, None, Some(DAY)),
    (r#"{"approval_timeout":86401}"#, None, Some(DAY)),
    (r#"{"approval_timeout":18446744073709551615}"#, None, Some(DAY)),
    // Capped by a chosen maximum.
    (r#"{"approval_timeout":3600}"#, Some(MINUTE), Some(MINUTE)),
    (r#"{"approval_timeout":60}"#, Some(MINUTE), Some(MINUTE)),
    (r#"{"approval_timeout":59}"#, Some(MINUTE), Some(Duration::from_secs(59))),
    (r#"{"approval_timeout":1}"#, Some(Duration::ZERO), Some(Duration::ZERO)),
    (r#"{"approval_timeout":18446744073709551615}"#, Some(Duration::MAX), Some(Duration::from_secs(u64::MAX))),
];

#[test]
fn approval_timeouts() {
    for &(json, max, expected) in TIMEOUTS {
        let mut gate = Gate::new(&claim(json));
        if let Some(max) = max {
            gate = gate.with_max_timeout(max);
        }
        assert_eq!(gate.approval_timeout(), expected, "{json} {max:?}");
    }
}

/// A human's answer, if any, in either protocol version (v2 goes through the conversion).
#[derive(Debug, Clone, Copy)]
enum Answer {
    Unanswered,
    V1(&'static str),
    V2(&'static str),
}

use Answer::{Unanswered, V1, V2};

const NEEDS_APPROVAL: &str = r#"{"requires_human_approval_for":["cms.publish"],"notify_on":["search.web"],"approval_timeout":3600}"#;
const NETWORK_ALLOW: &str = r#"{"network_policy_amendment":{"network_policy_amendment":{"action":"allow","host":"api.example.com"}}}"#;
const NETWORK_DENY: &str = r#"{"network_policy_amendment":{"network_policy_amendment":{"action":"deny","host":"api.example.com"}}}"#;
const V2_NETWORK_ALLOW: &str = r#"{"applyNetworkPolicyAmendment":{"network_policy_amendment":{"action":"allow","host":"api.example.com"}}}"#;
const DENIED: &str = r#"{"denied":{"rejection":"not before the review"}}"#;
const AMENDMENT: &str =
    r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":["cms","publish"]}}"#;
const V2_AMENDMENT: &str =
    r#"{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":["cms","publish"]}}"#;

/// Claim, the gate's maximum (`None`: the default), action, answer, time waited, verdict.
type VerdictRow = (
    &'static str,
    Option<Duration>,
    &'static str,
    Answer,
    Duration,
    Verdict,
);

#[rustfmt::skip]
const VERDICTS: &[VerdictRow] = &[
    // No requirement, or a notification: allowed, whatever the answer and however late.
    (NEEDS_APPROVAL, None, "other", Unanswered, Duration::ZERO, Verdict::Allow),
    (NEEDS_APPROVAL, None, "other", V1(DENIED), Duration::ZERO, Verdict::Allow),
    (NEEDS_APPROVAL, None, "other", V1(r#""abort""#), Duration::MAX, Verdict::Allow),
    (NEEDS_APPROVAL, None, "search.web", Unanswered, Duration::ZERO, Verdict::Allow),
    (NEEDS_APPROVAL, None, "search.web", Unanswered, Duration::MAX, Verdict::Allow),
    (NEEDS_APPROVAL, None, "SEARCH.web", V1(DENIED), HOUR, Verdict::Allow),
    (r#"{"level":"notification"}"#, None, "anything", Unanswered, DAY, Verdict::Allow),
    (r#"{"level":"approval","requires_human_approval_for":[]}"#, None, "anything", Unanswered, DAY, Verdict::Allow),
    // Approval, no answer: pending until the timeout, denied from exactly the timeout on.
    (NEEDS_APPROVAL, None, "cms.publish", Unanswered, Duration::ZERO, Verdict::Pending),
    (NEEDS_APPROVAL, None, "cms.publish", Unanswered, MINUTE, Verdict::Pending),
    (NEEDS_APPROVAL, None, "cms.publish", Unanswered, HOUR.saturating_sub(NANO), Verdict::Pending),
    (NEEDS_APPROVAL, None, "cms.publish", Unanswered, HOUR, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", Unanswered, HOUR.saturating_add(NANO), Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", Unanswered, Duration::MAX, Verdict::Deny),
    (NEEDS_APPROVAL, None, "CMS.Publish", Unanswered, MINUTE, Verdict::Pending),
    // Approval, answered in time.
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""approved""#), MINUTE, Verdict::Allow),
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""approved_for_session""#), MINUTE, Verdict::Allow),
    (NEEDS_APPROVAL, None, "cms.publish", V1(AMENDMENT), MINUTE, Verdict::Allow),
    (NEEDS_APPROVAL, None, "cms.publish", V1(NETWORK_ALLOW), MINUTE, Verdict::Allow),
    (NEEDS_APPROVAL, None, "cms.publish", V1(NETWORK_DENY), MINUTE, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(DENIED), MINUTE, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#"{"denied":{"rejection":""}}"#), MINUTE, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""approved_mcp_policy_amendment""#), MINUTE, Verdict::Allow),
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""timed_out""#), MINUTE, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""abort""#), MINUTE, Verdict::Abort),
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""approved""#), HOUR.saturating_sub(NANO), Verdict::Allow),
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""abort""#), Duration::ZERO, Verdict::Abort),
    // The same through a v2 answer.
    (NEEDS_APPROVAL, None, "cms.publish", V2(r#""accept""#), MINUTE, Verdict::Allow),
    (NEEDS_APPROVAL, None, "cms.publish", V2(r#""acceptForSession""#), MINUTE, Verdict::Allow),
    (NEEDS_APPROVAL, None, "cms.publish", V2(V2_AMENDMENT), MINUTE, Verdict::Allow),
    (NEEDS_APPROVAL, None, "cms.publish", V2(V2_NETWORK_ALLOW), MINUTE, Verdict::Allow),
    (NEEDS_APPROVAL, None, "cms.publish", V2(r#""decline""#), MINUTE, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V2(r#""cancel""#), MINUTE, Verdict::Abort),
    // Any answer exactly at the timeout, or later, is late: denied.
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""approved""#), HOUR, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""approved_for_session""#), HOUR, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(AMENDMENT), HOUR, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(NETWORK_ALLOW), HOUR, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(NETWORK_DENY), HOUR, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(DENIED), HOUR, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""timed_out""#), HOUR, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V1(r#""abort""#), HOUR, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V2(r#""accept""#), HOUR, Verdict::Deny),
    (NEEDS_APPROVAL, None, "cms.publish", V2(r#""cancel""#), Duration::MAX, Verdict::Deny),
    // The timeout is capped by the gate's maximum.
    (NEEDS_APPROVAL, Some(MINUTE), "cms.publish", V1(r#""approved""#), MINUTE.saturating_sub(NANO), Verdict::Allow),
    (NEEDS_APPROVAL, Some(MINUTE), "cms.publish", V1(r#""approved""#), MINUTE, Verdict::Deny),
    (NEEDS_APPROVAL, Some(MINUTE), "cms.publish", Unanswered, MINUTE, Verdict::Deny),
    (NEEDS_APPROVAL, Some(Duration::ZERO), "cms.publish", V1(r#""approved""#), Duration::ZERO, Verdict::Deny),
    (NEEDS_APPROVAL, Some(Duration::ZERO), "search.web", Unanswered, Duration::ZERO, Verdict::Allow),
    (r#"{"level":"supervised","approval_timeout":604800}"#, None, "a", Unanswered, DAY.saturating_sub(NANO), Verdict::Pending),
    (r#"{"level":"supervised","approval_timeout":604800}"#, None, "a", Unanswered, DAY, Verdict::Deny),
    // Without a claimed timeout, the effective timeout is the gate's maximum.
    (r#"{"level":"supervised"}"#, None, "a", Unanswered, DAY.saturating_sub(NANO), Verdict::Pending),
    (r#"{"level":"supervised"}"#, None, "a", Unanswered, DAY, Verdict::Deny),
    (r#"{"level":"supervised"}"#, None, "a", V1(r#""approved""#), DAY, Verdict::Deny),
    (r#"{"level":"approval"}"#, Some(HOUR), "a", V1(r#""approved""#), HOUR.saturating_sub(NANO), Verdict::Allow),
    (r#"{"level":"approval"}"#, Some(HOUR), "a", V1(r#""approved""#), HOUR, Verdict::Deny),
    (r#"{"level":"approval"}"#, Some(Duration::MAX), "a", Unanswered, Duration::from_secs(u64::MAX), Verdict::Pending),
    (r#"{"level":"approval"}"#, Some(Duration::MAX), "a", Unanswered, Duration::MAX, Verdict::Deny),
];

#[test]
fn verdicts() {
    for (i, &(json, max, action, answer, waited, ref expected)) in VERDICTS.iter().enumerate() {
        let mut gate = Gate::new(&claim(json));
        if let Some(max) = max {
            gate = gate.with_max_timeout(max);
        }
        let decision = match answer {
            Unanswered => None,
            V1(text) => Some(v1(text)),
            V2(text) => Some(ReviewDecision::from(v2(text))),
        };
        assert_eq!(
            &gate.verdict(action, decision.as_ref(), waited),
            expected,
            "row {i}: {json} {max:?} {action:?} {answer:?} {waited:?}"
        );
    }
}

#[test]
fn whole_flow() {
    let claim = claim(
        r#"{
            "level": "approval",
            "requires_human_approval_for": ["cms.publish", "execute.payment"],
            "notify_on": ["cms.create_draft"],
            "approval_reference": "https://approval.example.com/requests",
            "supervisor": "user:alice",
            "approval_timeout": 600
        }"#,
    );
    let gate = Gate::new(&claim);
    assert_eq!(gate.requirement("cms.create_draft"), Requirement::Notify);
    assert_eq!(
        gate.verdict("cms.create_draft", None, Duration::ZERO),
        Verdict::Allow
    );

    assert_eq!(gate.requirement("execute.payment"), Requirement::Approval);
    assert_eq!(
        gate.verdict("execute.payment", None, MINUTE),
        Verdict::Pending
    );

    let response: agent_approval::codex::v2::CommandExecutionRequestApprovalResponse =
        agent_approval::from_str(r#"{"decision":"cancel"}"#).unwrap();
    let decision = ReviewDecision::from(response.decision);
    assert_eq!(
        gate.verdict("execute.payment", Some(&decision), 2 * MINUTE),
        Verdict::Abort
    );
    assert_eq!(
        gate.verdict("execute.payment", Some(&decision), 10 * MINUTE),
        Verdict::Deny
    );
}
