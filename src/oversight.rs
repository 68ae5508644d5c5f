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
//! (With the `codex` cargo feature, on by default: a verdict reads Codex decisions.)
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
//!   - `approved`, `approved_for_session`, `approved_execpolicy_amendment`,
//!     `approved_mcp_policy_amendment`: [`Allow`](Verdict::Allow);
//!   - `network_policy_amendment`: [`Allow`](Verdict::Allow) when its action is `allow`,
//!     [`Deny`](Verdict::Deny) when it is `deny`;
//!   - `denied` (whatever its rejection text), `timed_out`: [`Deny`](Verdict::Deny);
//!   - `abort`: [`Abort`](Verdict::Abort).
//!
//! A Codex v2 answer ([`CommandExecutionApprovalDecision`]) converts to a v1 decision with
//! [`From`]; every v2 decision has a v1 counterpart.
//!
//! # Codex command requests that need a human
//!
//! A Codex 0.171.0 command-execution request of kind `humanCommand` is "a managed checkpoint
//! requiring a fresh human decision". [`Gate::command_requirement`] and
//! [`Gate::command_verdict`] read the request's `kind`: `humanCommand`, a `null` kind or one
//! this crate does not know needs [`Approval`](Requirement::Approval) whatever the claim says
//! (fail closed), so it is never accepted without a human; `command`, `writeStdin` and an
//! absent kind follow the claim like any action. Which answers a kind takes (only `accept`,
//! `decline`, `cancel` for `humanCommand`) is [`crate::convert::allows`].
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

#[cfg(feature = "codex")]
mod verdict;

use std::time::Duration;

use crate::aap::{OversightClaim, OversightClaimLevel, Token};

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
}

/// Whether a present `list` names `action`, ignoring ASCII case.
fn lists(list: Option<&[String]>, action: &str) -> bool {
    list.is_some_and(|list| list.iter().any(|a| a.eq_ignore_ascii_case(action)))
}

#[cfg(all(test, feature = "codex"))]
mod tests;
