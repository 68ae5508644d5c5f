//! The AAP oversight gate: what an [`OversightClaim`] requires before an agent acts, and what
//! to do once a human has (or has not) answered.
//!
//! The rules below are our reading of the AAP draft (§7.6, human oversight) and of the
//! descriptions in `schemas/aap/aap-oversight.schema.json`. Where the draft leaves room, the
//! gate fails closed: it asks for more oversight, never less.
//!
//! # Requirements
//!
//! [`Gate::requirement`] gives the strongest [`Requirement`] that applies to an action
//! ([`Approval`](Requirement::Approval) over [`Notify`](Requirement::Notify) over
//! [`None`](Requirement::None)):
//!
//! - an action listed in `requires_human_approval_for` needs approval;
//! - an action listed in `notify_on` needs a notification;
//! - `level` then adds:
//!   - `"supervised"`: approval for every action, whatever the lists say;
//!   - `"approval"`: approval for every action when `requires_human_approval_for` is absent. A
//!     present list, even `[]`, narrows the level to the actions it lists;
//!   - `"notification"`: a notification for every action when `notify_on` is absent, likewise
//!     narrowed by a present list;
//!   - `"none"`, or no `level`: nothing beyond the lists.
//!
//! So an absent list and an empty one differ: `{"level":"approval"}` gates every action, while
//! `{"level":"approval","requires_human_approval_for":[]}` gates none.
//!
//! Actions match the listed names exactly, except that a name differing only in ASCII case
//! counts as listed (`CMS.Publish` needs approval when `cms.publish` does): a caller whose
//! spelling drifts gets more oversight, not less.
//!
//! # Timeouts
//!
//! The schema's `approval_timeout` is in seconds, "after which action is denied".
//! [`Gate::approval_timeout`] caps it by the gate's maximum ([`Gate::DEFAULT_MAX_TIMEOUT`], 24
//! hours, unless set with [`Gate::with_max_timeout`]), so a claim cannot keep a request open
//! for years. A claim without a timeout gets the maximum: an approval is never awaited forever.
//!
//! # Verdicts
//!
//! [`Gate::verdict`] turns a requirement, the human's [`ReviewDecision`] (if any) and the time
//! waited so far into a [`Verdict`]:
//!
//! - no requirement, or [`Notify`](Requirement::Notify): [`Allow`](Verdict::Allow) (sending the
//!   notification is the caller's job; any decision passed in is not consulted);
//! - [`Approval`](Requirement::Approval), once the time waited reaches the timeout (exactly at
//!   it included): [`Deny`](Verdict::Deny), whether or not a decision came. A late answer does
//!   not count;
//! - [`Approval`](Requirement::Approval), before the timeout:
//!   - no decision yet: [`Pending`](Verdict::Pending);
//!   - `approved`, `approved_for_session`, `approved_execpolicy_amendment`:
//!     [`Allow`](Verdict::Allow);
//!   - `network_policy_amendment`: [`Allow`](Verdict::Allow) when its action is `allow`,
//!     [`Deny`](Verdict::Deny) when it is `deny`;
//!   - `denied`, `timed_out`: [`Deny`](Verdict::Deny);
//!   - `failed` (the approval flow itself failed): [`Deny`](Verdict::Deny): no approval means
//!     no action (fail closed);
//!   - `abort`: [`Abort`](Verdict::Abort).
//!
//! A Codex v2 answer ([`CommandExecutionApprovalDecision`]) converts to a v1 decision with
//! [`From`]; every v2 decision has a v1 counterpart.
//!
//! # Example
//!
//! The whole flow: parse the claim, ask the gate, convert the human's v2 answer, get a verdict.
//!
//! ```
//! use std::time::Duration;
//!
//! use agent_approval::aap::OversightClaim;
//! use agent_approval::codex::{v1::ReviewDecision, v2::CommandExecutionRequestApprovalResponse};
//! use agent_approval::oversight::{Gate, Requirement, Verdict};
//!
//! let claim: OversightClaim = agent_approval::from_str(
//!     r#"{
//!         "level": "approval",
//!         "requires_human_approval_for": ["cms.publish"],
//!         "notify_on": ["cms.create_draft"],
//!         "approval_timeout": 3600
//!     }"#,
//! )?;
//! let gate = Gate::new(&claim);
//!
//! assert_eq!(gate.requirement("search.web"), Requirement::None);
//! assert_eq!(gate.requirement("cms.create_draft"), Requirement::Notify);
//! assert_eq!(gate.requirement("cms.publish"), Requirement::Approval);
//! assert_eq!(gate.requirement("CMS.Publish"), Requirement::Approval);
//! assert_eq!(gate.approval_timeout(), Some(Duration::from_secs(3600)));
//!
//! // No answer after a minute: keep waiting.
//! let minute = Duration::from_secs(60);
//! assert_eq!(gate.verdict("cms.publish", None, minute), Verdict::Pending);
//!
//! // The human answers through the Codex v2 app-server protocol.
//! let answer: CommandExecutionRequestApprovalResponse =
//!     agent_approval::from_str(r#"{"decision": "accept"}"#)?;
//! let decision = ReviewDecision::from(answer.decision);
//! assert_eq!(decision, ReviewDecision::Approved);
//! assert_eq!(gate.verdict("cms.publish", Some(&decision), 2 * minute), Verdict::Allow);
//!
//! // The same answer an hour in is too late.
//! let hour = Duration::from_secs(3600);
//! assert_eq!(gate.verdict("cms.publish", Some(&decision), hour), Verdict::Deny);
//! # Ok::<(), agent_approval::Error>(())
//! ```
//!
//! [`OversightClaim`]: crate::aap::OversightClaim
//! [`ReviewDecision`]: crate::codex::v1::ReviewDecision
//! [`CommandExecutionApprovalDecision`]: crate::codex::v2::CommandExecutionApprovalDecision

use std::time::Duration;

use crate::aap::{OversightClaim, OversightClaimLevel, Token};
use crate::codex::v1::{NetworkPolicyRuleAction, ReviewDecision};

/// What an action needs before it runs. See the [module docs](self) for how it is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Requirement {
    /// Nothing: the action may run.
    None,
    /// The action may run, and the human overseers are to be notified.
    Notify,
    /// The action may run only once a human has approved it, before the timeout.
    Approval,
}

/// Whether an action may run now. See the [module docs](self) for how it is decided.
#[derive(Debug, PartialEq)]
#[non_exhaustive]
pub enum Verdict {
    /// Run the action.
    Allow,
    /// Do not run the action; the agent may go on with something else.
    Deny,
    /// Do not run the action, and stop until the human's next instruction (Codex `abort`).
    Abort,
    /// Approval is needed and no answer has come yet: ask again later.
    Pending,
}

/// The oversight rules of one [`OversightClaim`], ready to be asked about actions.
///
/// The gate copies what it needs from the claim, so it does not borrow it. It never panics.
///
/// ```
/// use std::time::Duration;
///
/// use agent_approval::oversight::{Gate, Requirement};
///
/// let claim = agent_approval::from_str(r#"{"level":"supervised","approval_timeout":604800}"#)?;
/// let gate = Gate::new(&claim).with_max_timeout(Duration::from_secs(3600));
/// assert_eq!(gate.requirement("search.web"), Requirement::Approval);
/// assert_eq!(gate.approval_timeout(), Some(Duration::from_secs(3600)));
/// # Ok::<(), agent_approval::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gate {
    level: Option<OversightClaimLevel>,
    requires_human_approval_for: Option<Vec<String>>,
    notify_on: Option<Vec<String>>,
    approval_timeout: Option<Duration>,
    max_timeout: Duration,
}

impl Gate {
    /// The longest an approval is awaited unless [`with_max_timeout`](Self::with_max_timeout)
    /// says otherwise: 24 hours.
    pub const DEFAULT_MAX_TIMEOUT: Duration = Duration::from_secs(24 * 60 * 60);

    /// The gate for `claim`, with the default maximum timeout
    /// ([`DEFAULT_MAX_TIMEOUT`](Self::DEFAULT_MAX_TIMEOUT)).
    #[must_use]
    pub fn new(claim: &OversightClaim) -> Self {
        Self {
            level: claim.level,
            requires_human_approval_for: claim.requires_human_approval_for.clone(),
            notify_on: claim.notify_on.clone(),
            approval_timeout: claim.approval_timeout_duration(),
            max_timeout: Self::DEFAULT_MAX_TIMEOUT,
        }
    }

    /// The gate for an AAP token: its `oversight` claim's gate.
    ///
    /// **A token without an `oversight` claim fails closed**: the AAP draft does not say that
    /// an absent claim waives oversight, so the gate reads it as `{"level":"supervised"}`:
    /// every action needs a human's approval, awaited at most
    /// [`DEFAULT_MAX_TIMEOUT`](Self::DEFAULT_MAX_TIMEOUT). A caller that trusts its issuer to
    /// mean "no oversight" says so explicitly with
    /// `Gate::new(&OversightClaim::default())`.
    ///
    /// ```
    /// use agent_approval::aap::Token;
    /// use agent_approval::oversight::{Gate, Requirement};
    ///
    /// let mut token: serde_json::Value = serde_json::json!({
    ///     "iss": "https://as.example.com", "sub": "agent-1", "aud": "https://api.example.com",
    ///     "exp": 1900000000, "iat": 1800000000,
    ///     "agent": {"id": "agent-1", "type": "llm-autonomous", "operator": "org:example"},
    ///     "task": {"id": "t-1", "purpose": "publish the weekly report"},
    ///     "capabilities": [{"action": "cms.publish"}],
    ///     "oversight": {"level": "approval", "requires_human_approval_for": ["cms.publish"]}
    /// });
    /// let with_claim: Token = agent_approval::from_value(token.clone())?;
    /// assert_eq!(Gate::from_token(&with_claim).requirement("search.web"), Requirement::None);
    ///
    /// token.as_object_mut().unwrap().remove("oversight");
    /// let without: Token = agent_approval::from_value(token)?;
    /// assert_eq!(Gate::from_token(&without).requirement("search.web"), Requirement::Approval);
    /// # Ok::<(), agent_approval::Error>(())
    /// ```
    #[must_use]
    pub fn from_token(token: &Token) -> Self {
        match &token.oversight {
            Some(claim) => Self::new(claim),
            None => Self {
                level: Some(OversightClaimLevel::Supervised),
                requires_human_approval_for: None,
                notify_on: None,
                approval_timeout: None,
                max_timeout: Self::DEFAULT_MAX_TIMEOUT,
            },
        }
    }

    /// Sets the longest an approval is awaited: the cap on the claim's `approval_timeout`, and
    /// the timeout when the claim gives none. With [`Duration::ZERO`] every approval is denied
    /// at once.
    #[must_use]
    pub fn with_max_timeout(self, max: Duration) -> Self {
        Self {
            max_timeout: max,
            ..self
        }
    }

    /// What `action` needs before it runs: the strongest requirement that applies.
    ///
    /// ```
    /// use agent_approval::oversight::{Gate, Requirement};
    ///
    /// let absent = Gate::new(&agent_approval::from_str(r#"{"level":"notification"}"#)?);
    /// assert_eq!(absent.requirement("search.web"), Requirement::Notify);
    ///
    /// let empty = Gate::new(&agent_approval::from_str(r#"{"level":"notification","notify_on":[]}"#)?);
    /// assert_eq!(empty.requirement("search.web"), Requirement::None);
    /// # Ok::<(), agent_approval::Error>(())
    /// ```
    #[must_use]
    pub fn requirement(&self, action: &str) -> Requirement {
        let approval = match self.level {
            Some(OversightClaimLevel::Supervised) => true,
            Some(OversightClaimLevel::Approval) => self.requires_human_approval_for.is_none(),
            Some(OversightClaimLevel::Notification | OversightClaimLevel::None) | None => false,
        } || lists(self.requires_human_approval_for.as_deref(), action);
        if approval {
            return Requirement::Approval;
        }
        let notify = (self.level == Some(OversightClaimLevel::Notification)
            && self.notify_on.is_none())
            || lists(self.notify_on.as_deref(), action);
        if notify {
            Requirement::Notify
        } else {
            Requirement::None
        }
    }

    /// The claim's `approval_timeout`, capped by the gate's maximum; `None` when the claim
    /// gives no timeout (an approval is then awaited for the maximum).
    #[must_use]
    pub fn approval_timeout(&self) -> Option<Duration> {
        self.approval_timeout.map(|t| t.min(self.max_timeout))
    }

    /// Whether `action` may run, given the human's `decision` (if one has come) and the time
    /// `waited` since approval was requested. A decision passed in for an action that needs no
    /// approval is not consulted.
    ///
    /// ```
    /// use std::time::Duration;
    ///
    /// use agent_approval::codex::v1::ReviewDecision;
    /// use agent_approval::oversight::{Gate, Verdict};
    ///
    /// let gate = Gate::new(&agent_approval::from_str(r#"{"level":"approval","approval_timeout":60}"#)?);
    /// let early = Duration::from_secs(59);
    /// let late = Duration::from_secs(60);
    /// assert_eq!(gate.verdict("data.delete", None, early), Verdict::Pending);
    /// assert_eq!(gate.verdict("data.delete", None, late), Verdict::Deny);
    /// assert_eq!(gate.verdict("data.delete", Some(&ReviewDecision::Abort), early), Verdict::Abort);
    /// assert_eq!(gate.verdict("data.delete", Some(&ReviewDecision::Approved), late), Verdict::Deny);
    /// # Ok::<(), agent_approval::Error>(())
    /// ```
    #[must_use]
    pub fn verdict(
        &self,
        action: &str,
        decision: Option<&ReviewDecision>,
        waited: Duration,
    ) -> Verdict {
        match self.requirement(action) {
            Requirement::None | Requirement::Notify => Verdict::Allow,
            Requirement::Approval => {
                let timeout = self.approval_timeout().unwrap_or(self.max_timeout);
                if waited >= timeout {
                    return Verdict::Deny;
                }
                match decision {
                    None => Verdict::Pending,
                    Some(
                        ReviewDecision::Approved
                        | ReviewDecision::ApprovedForSession
                        | ReviewDecision::ApprovedExecpolicyAmendment { .. },
                    ) => Verdict::Allow,
                    Some(ReviewDecision::NetworkPolicyAmendment {
                        network_policy_amendment,
                        ..
                    }) => match network_policy_amendment.action {
                        NetworkPolicyRuleAction::Allow => Verdict::Allow,
                        NetworkPolicyRuleAction::Deny => Verdict::Deny,
                    },
                    // `failed`: the approval did not complete; no approval means no action.
                    Some(
                        ReviewDecision::Denied | ReviewDecision::TimedOut | ReviewDecision::Failed,
                    ) => Verdict::Deny,
                    Some(ReviewDecision::Abort) => Verdict::Abort,
                }
            }
        }
    }
}

/// Whether a present `list` names `action`, ignoring ASCII case.
fn lists(list: Option<&[String]>, action: &str) -> bool {
    list.is_some_and(|list| list.iter().any(|a| a.eq_ignore_ascii_case(action)))
}

#[cfg(test)]
mod tests {
    use std::num::NonZeroU64;

    use super::*;
    use crate::codex::v1::NetworkPolicyAmendment;

    use OversightClaimLevel as L;
    use Requirement as R;

    /// A claim with a level and the two lists (`None` for an absent list).
    fn claim(
        level: Option<L>,
        approval: Option<&[&str]>,
        notify: Option<&[&str]>,
    ) -> OversightClaim {
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
        // Each decision, with the verdict on an action needing approval before the timeout.
        let table = [
            (None, Verdict::Pending),
            (Some(&ReviewDecision::Approved), Verdict::Allow),
            (Some(&ReviewDecision::ApprovedForSession), Verdict::Allow),
            (Some(&amendment), Verdict::Allow),
            (Some(&allow_host), Verdict::Allow),
            (Some(&deny_host), Verdict::Deny),
            (Some(&ReviewDecision::Denied), Verdict::Deny),
            (Some(&ReviewDecision::TimedOut), Verdict::Deny),
            (Some(&ReviewDecision::Failed), Verdict::Deny),
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
}
