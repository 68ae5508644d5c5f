//! The gate's tables: every requirement and verdict rule, row by row.

use std::num::NonZeroU64;

use super::*;
use crate::codex::v1::{NetworkPolicyAmendment, NetworkPolicyRuleAction, ReviewDecision};

use OversightClaimLevel as L;
use Requirement as R;

/// A claim with a level and the two lists (`None` for an absent list).
fn claim(level: Option<L>, approval: Option<&[&str]>, notify: Option<&[&str]>) -> OversightClaim {
    let owned = |list: &[&str]| list.iter().map(|&s| s.to_owned()).collect();
    OversightClaim {
        level,
        requires_human_approval_for: approval.map(owned),
        notify_on: notify.map(owned),
        ..OversightClaim::default()
    }
}

/// (level, `requires_human_approval_for`, `notify_on`, action, requirement).
type Row = (
    Option<L>,
    Option<&'static [&'static str]>,
    Option<&'static [&'static str]>,
    &'static str,
    Requirement,
);

const PUB: &[&str] = &["cms.publish"];
const DRAFT: &[&str] = &["cms.create_draft"];
const BOTH: &[&str] = &["cms.publish", "cms.create_draft"];
const EMPTY: &[&str] = &[];
const UPPER: &[&str] = &["CMS.Publish"];
// U+212A KELVIN SIGN folds to `k` in Unicode, not in ASCII.
const K: &[&str] = &["k"];

#[rustfmt::skip]
const REQUIREMENTS: &[Row] = &[
    // No level, no lists: nothing.
    (None,                  None,        None,        "cms.publish",      R::None),
    // The lists alone.
    (None,                  Some(PUB),   None,        "cms.publish",      R::Approval),
    (None,                  Some(PUB),   None,        "search.web",       R::None),
    (None,                  None,        Some(DRAFT), "cms.create_draft", R::Notify),
    (None,                  None,        Some(DRAFT), "search.web",       R::None),
    (None,                  Some(PUB),   Some(DRAFT), "cms.publish",      R::Approval),
    (None,                  Some(PUB),   Some(DRAFT), "cms.create_draft", R::Notify),
    // Listed in both: approval wins.
    (None,                  Some(BOTH),  Some(BOTH),  "cms.publish",      R::Approval),
    (None,                  Some(PUB),   Some(PUB),   "cms.publish",      R::Approval),
    // `none`: nothing beyond the lists.
    (Some(L::None),         None,        None,        "cms.publish",      R::None),
    (Some(L::None),         Some(PUB),   Some(DRAFT), "cms.publish",      R::Approval),
    (Some(L::None),         Some(PUB),   Some(DRAFT), "cms.create_draft", R::Notify),
    (Some(L::None),         Some(PUB),   Some(DRAFT), "search.web",       R::None),
    // `notification`: every action when `notify_on` is absent.
    (Some(L::Notification), None,        None,        "search.web",       R::Notify),
    (Some(L::Notification), Some(PUB),   None,        "cms.publish",      R::Approval),
    (Some(L::Notification), Some(PUB),   None,        "search.web",       R::Notify),
    (Some(L::Notification), Some(EMPTY), None,        "search.web",       R::Notify),
    // ... narrowed by a present list, even an empty one.
    (Some(L::Notification), None,        Some(DRAFT), "cms.create_draft", R::Notify),
    (Some(L::Notification), None,        Some(DRAFT), "search.web",       R::None),
    (Some(L::Notification), None,        Some(EMPTY), "search.web",       R::None),
    (Some(L::Notification), Some(PUB),   Some(EMPTY), "cms.publish",      R::Approval),
    // `approval`: every action when `requires_human_approval_for` is absent.
    (Some(L::Approval),     None,        None,        "search.web",       R::Approval),
    (Some(L::Approval),     None,        Some(DRAFT), "cms.create_draft", R::Approval),
    (Some(L::Approval),     None,        Some(EMPTY), "search.web",       R::Approval),
    // ... narrowed by a present list, even an empty one.
    (Some(L::Approval),     Some(PUB),   None,        "cms.publish",      R::Approval),
    (Some(L::Approval),     Some(PUB),   None,        "search.web",       R::None),
    (Some(L::Approval),     Some(EMPTY), None,        "search.web",       R::None),
    (Some(L::Approval),     Some(EMPTY), None,        "cms.publish",      R::None),
    (Some(L::Approval),     Some(EMPTY), Some(DRAFT), "cms.create_draft", R::Notify),
    (Some(L::Approval),     Some(PUB),   Some(DRAFT), "cms.create_draft", R::Notify),
    // `supervised`: every action, whatever the lists say.
    (Some(L::Supervised),   None,        None,        "search.web",       R::Approval),
    (Some(L::Supervised),   Some(EMPTY), Some(EMPTY), "search.web",       R::Approval),
    (Some(L::Supervised),   Some(PUB),   None,        "search.web",       R::Approval),
    (Some(L::Supervised),   None,        Some(DRAFT), "cms.create_draft", R::Approval),
    // ASCII case variants count as listed.
    (None,                  Some(PUB),   None,        "CMS.PUBLISH",      R::Approval),
    (None,                  Some(PUB),   None,        "Cms.Publish",      R::Approval),
    (None,                  Some(UPPER), None,        "cms.publish",      R::Approval),
    (None,                  None,        Some(DRAFT), "CMS.CREATE_DRAFT", R::Notify),
    (Some(L::Approval),     Some(PUB),   None,        "cMs.pUbLiSh",      R::Approval),
    // ... but nothing else does: no prefixes, suffixes, whitespace or Unicode folding.
    (None,                  Some(PUB),   None,        "cms",              R::None),
    (None,                  Some(PUB),   None,        "cms.publish.now",  R::None),
    (None,                  Some(PUB),   None,        " cms.publish",     R::None),
    (None,                  Some(PUB),   None,        "cms-publish",      R::None),
    (None,                  Some(PUB),   None,        "",                 R::None),
    (None,                  Some(K),     None,        "\u{212a}",        R::None),
];

#[test]
fn requirements() {
    for (i, &(level, approval, notify, action, expected)) in REQUIREMENTS.iter().enumerate() {
        let gate = Gate::new(&claim(level, approval, notify));
        assert_eq!(
            gate.requirement(action),
            expected,
            "row {i}: {level:?} {approval:?} {notify:?} {action:?}"
        );
    }
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// (claim `approval_timeout` in seconds, gate maximum or `None` for the default, expected).
const TIMEOUTS: &[(Option<u64>, Option<u64>, Option<u64>)] = &[
    (None, None, None),
    (None, Some(60), None),
    (Some(3600), None, Some(3600)),
    (Some(86_400), None, Some(86_400)),
    (Some(86_401), None, Some(86_400)),
    (Some(u64::MAX), None, Some(86_400)),
    (Some(3600), Some(60), Some(60)),
    (Some(60), Some(60), Some(60)),
    (Some(1), Some(0), Some(0)),
    (Some(u64::MAX), Some(u64::MAX), Some(u64::MAX)),
];

#[test]
fn timeouts() {
    for &(claimed, max, expected) in TIMEOUTS {
        let mut claim = claim(Some(L::Approval), None, None);
        claim.approval_timeout = claimed.and_then(NonZeroU64::new);
        let mut gate = Gate::new(&claim);
        if let Some(max) = max {
            gate = gate.with_max_timeout(secs(max));
        }
        assert_eq!(
            gate.approval_timeout(),
            expected.map(secs),
            "{claimed:?} {max:?}"
        );
    }
}

fn network(action: NetworkPolicyRuleAction) -> ReviewDecision {
    ReviewDecision::NetworkPolicyAmendment {
        network_policy_amendment: NetworkPolicyAmendment {
            action,
            host: "example.com".to_owned(),
            extra: serde_json::Map::new(),
        },
        extra: serde_json::Map::new(),
    }
}

#[test]
fn verdicts() {
    let amendment = ReviewDecision::ApprovedExecpolicyAmendment {
        proposed_execpolicy_amendment: vec!["ls".to_owned()],
        extra: serde_json::Map::new(),
    };
    let allow_host = network(NetworkPolicyRuleAction::Allow);
    let deny_host = network(NetworkPolicyRuleAction::Deny);
    let denied = |text: &str| ReviewDecision::Denied {
        rejection: text.to_owned(),
        extra: serde_json::Map::new(),
    };
    let (denied_quietly, denied_saying) = (denied(""), denied("not on a friday"));
    // Each decision, with the verdict on an action needing approval before the timeout.
    let table = [
        (None, Verdict::Pending),
        (Some(&ReviewDecision::Approved), Verdict::Allow),
        (Some(&ReviewDecision::ApprovedForSession), Verdict::Allow),
        (Some(&amendment), Verdict::Allow),
        (Some(&allow_host), Verdict::Allow),
        (Some(&deny_host), Verdict::Deny),
        (
            Some(&ReviewDecision::ApprovedMcpPolicyAmendment),
            Verdict::Allow,
        ),
        (Some(&denied_quietly), Verdict::Deny),
        (Some(&denied_saying), Verdict::Deny),
        (Some(&ReviewDecision::TimedOut), Verdict::Deny),
        (Some(&ReviewDecision::Abort), Verdict::Abort),
    ];
    let mut claim = claim(None, Some(PUB), Some(DRAFT));
    claim.approval_timeout = NonZeroU64::new(60);
    let gate = Gate::new(&claim);

    for (decision, before) in &table {
        let at = |action, waited| gate.verdict(action, *decision, waited);
        for waited in [secs(0), secs(59), Duration::from_nanos(59_999_999_999)] {
            assert_eq!(
                &at("cms.publish", waited),
                before,
                "{decision:?} {waited:?}"
            );
        }
        // Exactly at the timeout and after it, every answer is late.
        for waited in [secs(60), secs(61), Duration::MAX] {
            assert_eq!(
                at("cms.publish", waited),
                Verdict::Deny,
                "{decision:?} {waited:?}"
            );
        }
        // A notification, or no requirement: allowed whatever the decision and the wait.
        for action in ["cms.create_draft", "search.web"] {
            for waited in [secs(0), secs(60), Duration::MAX] {
                assert_eq!(
                    at(action, waited),
                    Verdict::Allow,
                    "{action} {decision:?} {waited:?}"
                );
            }
        }
    }
}

/// Codex command requests by `kind`: `humanCommand` needs a human under every claim (never an
/// automatic accept); `command`, `writeStdin` and an absent kind follow the claim.
#[test]
fn command_kinds() {
    use crate::codex::CommandExecutionApprovalKind as K;
    let kinds: [(Option<K>, bool); 4] = [
        (None, false),
        (Some(K::Command), false),
        (Some(K::WriteStdin), false),
        (Some(K::HumanCommand), true),
    ];
    let claims = [
        claim(Some(L::None), None, None),
        claim(Some(L::Notification), None, None),
        claim(Some(L::Approval), Some(&[]), None),
        claim(None, None, None),
        claim(Some(L::Supervised), None, None),
    ];
    for c in &claims {
        let gate = Gate::new(c);
        for (kind, human) in kinds {
            let plain = gate.requirement("exec.ls");
            let expected = if human { Requirement::Approval } else { plain };
            assert_eq!(
                gate.command_requirement("exec.ls", kind),
                expected,
                "{c:?} {kind:?}"
            );
            let verdict = gate.command_verdict("exec.ls", kind, None, secs(0));
            if human {
                assert_eq!(verdict, Verdict::Pending, "{c:?} {kind:?}");
                let approved = Some(&ReviewDecision::Approved);
                assert_eq!(
                    gate.command_verdict("exec.ls", kind, approved, secs(0)),
                    Verdict::Allow
                );
                assert_eq!(
                    gate.command_verdict("exec.ls", kind, approved, Gate::DEFAULT_MAX_TIMEOUT),
                    Verdict::Deny
                );
            } else {
                assert_eq!(
                    verdict,
                    gate.verdict("exec.ls", None, secs(0)),
                    "{c:?} {kind:?}"
                );
            }
        }
    }
}

#[test]
fn effective_timeout_is_the_maximum_without_a_claimed_one() {
    let gate = Gate::new(&claim(Some(L::Supervised), None, None));
    let day = Gate::DEFAULT_MAX_TIMEOUT;
    assert_eq!(day, secs(86_400));
    assert_eq!(
        gate.verdict("a", None, day - Duration::from_nanos(1)),
        Verdict::Pending
    );
    assert_eq!(gate.verdict("a", None, day), Verdict::Deny);
    let gate = gate.with_max_timeout(secs(10));
    assert_eq!(
        gate.verdict("a", Some(&ReviewDecision::Approved), secs(9)),
        Verdict::Allow
    );
    assert_eq!(
        gate.verdict("a", Some(&ReviewDecision::Approved), secs(10)),
        Verdict::Deny
    );
    let gate = gate.with_max_timeout(Duration::ZERO);
    assert_eq!(
        gate.verdict("a", Some(&ReviewDecision::Approved), Duration::ZERO),
        Verdict::Deny
    );
    let gate = gate.with_max_timeout(Duration::MAX);
    assert_eq!(gate.verdict("a", None, Duration::MAX), Verdict::Deny);
    assert_eq!(gate.verdict("a", None, secs(u64::MAX)), Verdict::Pending);
}
