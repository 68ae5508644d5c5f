//! The gate's verdicts (feature `codex`): whether an action may run, given its requirement, the
//! human's Codex [`ReviewDecision`] (if any) and the time waited; and the requirement and
//! verdict of a Codex command-execution request, which read its `kind`. The rules are in the
//! [parent module's docs](super).

use std::time::Duration;

use super::{Gate, Requirement, Verdict};
use crate::codex::v1::{NetworkPolicyRuleAction, ReviewDecision};
use crate::codex::CommandExecutionApprovalKind;

impl Gate {
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
        self.verdict_for(self.requirement(action), decision, waited)
    }

    /// What a Codex command-execution request for `action` needs, given the request's `kind`
    /// (`params.kind`: `None` when absent, the documented `command`): [`Approval`](Requirement::Approval)
    /// for `humanCommand` or a kind this crate does not know, whatever the claim says (fail
    /// closed); otherwise [`requirement`](Self::requirement).
    ///
    /// ```
    /// use agent_approval::codex::CommandExecutionApprovalKind as Kind;
    /// use agent_approval::oversight::{Gate, Requirement};
    ///
    /// let gate = Gate::new(&agent_approval::from_str(r#"{"level":"none"}"#)?);
    /// assert_eq!(gate.command_requirement("exec.ls", None), Requirement::None);
    /// assert_eq!(gate.command_requirement("exec.ls", Some(Kind::WriteStdin)), Requirement::None);
    /// assert_eq!(gate.command_requirement("exec.ls", Some(Kind::HumanCommand)), Requirement::Approval);
    /// # Ok::<(), agent_approval::Error>(())
    /// ```
    #[must_use]
    pub fn command_requirement(
        &self,
        action: &str,
        kind: Option<CommandExecutionApprovalKind>,
    ) -> Requirement {
        if crate::convert::needs_human(kind) {
            Requirement::Approval
        } else {
            self.requirement(action)
        }
    }

    /// [`verdict`](Self::verdict) for a Codex command-execution request of `kind`: with
    /// [`command_requirement`](Self::command_requirement), so a `humanCommand` request without
    /// a human's decision is [`Pending`](Verdict::Pending) (then denied at the timeout), never
    /// [`Allow`](Verdict::Allow).
    #[must_use]
    pub fn command_verdict(
        &self,
        action: &str,
        kind: Option<CommandExecutionApprovalKind>,
        decision: Option<&ReviewDecision>,
        waited: Duration,
    ) -> Verdict {
        self.verdict_for(self.command_requirement(action, kind), decision, waited)
    }

    fn verdict_for(
        &self,
        requirement: Requirement,
        decision: Option<&ReviewDecision>,
        waited: Duration,
    ) -> Verdict {
        match requirement {
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
                        | ReviewDecision::ApprovedExecpolicyAmendment { .. }
                        | ReviewDecision::ApprovedMcpPolicyAmendment,
                    ) => Verdict::Allow,
                    Some(ReviewDecision::NetworkPolicyAmendment {
                        network_policy_amendment,
                        ..
                    }) => match network_policy_amendment.action {
                        NetworkPolicyRuleAction::Allow => Verdict::Allow,
                        NetworkPolicyRuleAction::Deny => Verdict::Deny,
                    },
                    Some(ReviewDecision::Denied { .. } | ReviewDecision::TimedOut) => Verdict::Deny,
                    Some(ReviewDecision::Abort) => Verdict::Abort,
                }
            }
        }
    }
}
