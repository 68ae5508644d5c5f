//! Codex v1 ⇄ v2 approval decisions: [`v1::ReviewDecision`] to and from
//! [`v2::CommandExecutionApprovalDecision`], and which decisions a command-execution request
//! of a given [`kind`](codex::CommandExecutionApprovalKind) takes.
//!
//! | v1 `ReviewDecision`                    | v2 `CommandExecutionApprovalDecision` |
//! |----------------------------------------|---------------------------------------|
//! | `approved`                             | `accept`                              |
//! | `approved_for_session`                 | `acceptForSession`                    |
//! | `approved_execpolicy_amendment`        | `acceptWithExecpolicyAmendment`       |
//! | `network_policy_amendment`             | `applyNetworkPolicyAmendment`         |
//! | `{"denied":{"rejection":""}}`          | `decline`                             |
//! | `{"denied":{"rejection":"…"}}` (text)  | none: [`DecisionConversionError`] (v2 has no place for the text) |
//! | `abort`                                | `cancel`                              |
//! | `timed_out`                            | none: [`DecisionConversionError`]     |
//! | `approved_mcp_policy_amendment`        | none: [`DecisionConversionError`] (an MCP tool-call answer) |
//!
//! Amendments (command list, host and action) and unknown properties (`extra`) move across
//! unchanged in both directions, so v1 → v2 → v1 gives back the same value and v2 → v1 → v2
//! too. A v1 decision with no v2 counterpart is an error, never an approximation, and the
//! error hands the decision back.
//!
//! # Request kinds (Codex 0.171.0)
//!
//! A v2 `item/commandExecution/requestApproval` carries a `kind`: `command` (also when the
//! field is absent, as older servers send it), `writeStdin`, or `humanCommand`, a managed
//! checkpoint that "requires a fresh human decision" and takes only `accept`, `decline` and
//! `cancel`. [`allows`] says which decisions a kind takes, and [`command_answer`] converts a
//! v1 decision only into one the request takes. **Fail closed:** a `null` kind, or a kind this
//! crate does not know, takes only `decline` and `cancel`: nothing unknown is ever accepted.

use std::fmt;

use crate::codex::{self, v1, v2, CommandExecutionApprovalKind};

/// A v1 [`v1::ReviewDecision`] with no counterpart among the v2
/// [`v2::CommandExecutionApprovalDecision`]s (`timed_out`, `approved_mcp_policy_amendment`,
/// a `denied` whose rejection text v2 cannot carry), or whose counterpart the request's
/// [`kind`](CommandExecutionApprovalKind) does not take ([`command_answer`]).
///
/// The unconverted decision is kept whole (amendment and unknown properties included): read it
/// with [`decision`](Self::decision) or take it back with [`into_decision`](Self::into_decision).
///
/// ```
/// use agent_approval::codex::{v1::ReviewDecision, v2::CommandExecutionApprovalDecision};
///
/// let err = CommandExecutionApprovalDecision::try_from(ReviewDecision::TimedOut).unwrap_err();
/// assert_eq!(err.to_string(), r#"review decision "timed_out" has no v2 counterpart"#);
/// assert_eq!(err.decision(), &ReviewDecision::TimedOut);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecisionConversionError {
    // Boxed so that `Result<CommandExecutionApprovalDecision, _>` stays small: a network policy
    // amendment carries a host and two property maps.
    decision: Box<v1::ReviewDecision>,
    /// The request kind that does not take the converted decision; `None`: no counterpart.
    kind: Option<CommandExecutionApprovalKind>,
}

impl DecisionConversionError {
    /// The v1 decision that could not be converted, exactly as it was given.
    #[must_use]
    pub fn decision(&self) -> &v1::ReviewDecision {
        &self.decision
    }

    /// Takes back the v1 decision that could not be converted.
    #[must_use]
    pub fn into_decision(self) -> v1::ReviewDecision {
        *self.decision
    }

    /// `Some(kind)` when the decision has a v2 counterpart that a request of that kind does
    /// not take; `None` when it has no counterpart at all.
    #[must_use]
    pub fn refused_by_kind(&self) -> Option<CommandExecutionApprovalKind> {
        self.kind
    }
}

impl fmt::Display for DecisionConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = wire_name(&self.decision);
        match self.kind {
            None => write!(f, "review decision {name:?} has no v2 counterpart"),
            Some(kind) => write!(
                f,
                "review decision {name:?} is not taken by a {:?} command request (it takes {})",
                kind.to_string(),
                taken(Some(kind))
            ),
        }
    }
}

impl std::error::Error for DecisionConversionError {}

/// The decision's name on the wire: its string value, or the key of its one-key object.
fn wire_name(decision: &v1::ReviewDecision) -> &'static str {
    match decision {
        v1::ReviewDecision::Approved => "approved",
        v1::ReviewDecision::ApprovedExecpolicyAmendment { .. } => "approved_execpolicy_amendment",
        v1::ReviewDecision::ApprovedForSession => "approved_for_session",
        v1::ReviewDecision::ApprovedMcpPolicyAmendment => "approved_mcp_policy_amendment",
        v1::ReviewDecision::NetworkPolicyAmendment { .. } => "network_policy_amendment",
        v1::ReviewDecision::Denied { .. } => "denied",
        v1::ReviewDecision::TimedOut => "timed_out",
        v1::ReviewDecision::Abort => "abort",
    }
}

/// Whether a command-execution request of `kind` takes `decision`, as Codex documents it.
/// `kind` is the request's field: `None` when absent (`command`, the documented default; the
/// schema does not allow `null`).
///
/// - `command`, `writeStdin`: every decision;
/// - `humanCommand`: `accept`, `decline`, `cancel`;
/// - any kind added later: `decline` and `cancel` only (fail closed).
///
/// ```
/// use agent_approval::codex::{v2::CommandExecutionApprovalDecision as D, CommandExecutionApprovalKind as K};
/// use agent_approval::convert::allows;
///
/// assert!(allows(None, &D::AcceptForSession));
/// assert!(allows(Some(K::HumanCommand), &D::Accept));
/// assert!(!allows(Some(K::HumanCommand), &D::AcceptForSession));
/// ```
#[must_use]
pub fn allows(
    kind: Option<CommandExecutionApprovalKind>,
    decision: &v2::CommandExecutionApprovalDecision,
) -> bool {
    use v2::CommandExecutionApprovalDecision as D;
    let refusal = matches!(decision, D::Decline | D::Cancel);
    match kind {
        None
        | Some(CommandExecutionApprovalKind::Command | CommandExecutionApprovalKind::WriteStdin) => {
            true
        }
        Some(CommandExecutionApprovalKind::HumanCommand) => {
            refusal || matches!(decision, D::Accept)
        }
        // A kind generated from a newer schema: refusals only.
        #[allow(unreachable_patterns)]
        _ => refusal,
    }
}

/// Whether a request of `kind` needs a fresh human decision whatever an oversight claim says:
/// `humanCommand`, or any kind this crate does not know (fail closed). `command` and
/// `writeStdin` (and an absent kind) do not.
#[must_use]
pub fn needs_human(kind: Option<CommandExecutionApprovalKind>) -> bool {
    !matches!(
        kind,
        None | Some(
            CommandExecutionApprovalKind::Command | CommandExecutionApprovalKind::WriteStdin
        )
    )
}

/// The decisions a kind takes, in words, for error messages.
fn taken(kind: Option<CommandExecutionApprovalKind>) -> &'static str {
    match kind {
        Some(CommandExecutionApprovalKind::HumanCommand) => "accept, decline, cancel",
        None
        | Some(CommandExecutionApprovalKind::Command | CommandExecutionApprovalKind::WriteStdin) => {
            "every decision"
        }
        #[allow(unreachable_patterns)]
        _ => "decline, cancel",
    }
}

/// The v2 answer to the command-execution request `params` for the v1 `decision`: its
/// counterpart, if the request's `kind` takes it ([`allows`]).
///
/// # Errors
/// [`DecisionConversionError`] when the decision has no v2 counterpart, or the kind does not
/// take it (`approved_for_session` on a `humanCommand` request): never a broader or a
/// different answer. The caller decides what to send instead (a refusal is always taken).
///
/// ```
/// use agent_approval::codex::{v1::ReviewDecision, CommandExecutionRequestApprovalParams};
/// use agent_approval::convert::command_answer;
///
/// let params: CommandExecutionRequestApprovalParams = agent_approval::from_str(
///     r#"{"threadId":"t","turnId":"u","itemId":"i","startedAtMs":1,"kind":"humanCommand"}"#,
/// )?;
/// let err = command_answer(&params, ReviewDecision::ApprovedForSession).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     r#"review decision "approved_for_session" is not taken by a "humanCommand" command request (it takes accept, decline, cancel)"#
/// );
/// assert_eq!(serde_json::to_string(&command_answer(&params, ReviewDecision::Approved)?)?, r#""accept""#);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn command_answer(
    params: &codex::CommandExecutionRequestApprovalParams,
    decision: v1::ReviewDecision,
) -> Result<v2::CommandExecutionApprovalDecision, DecisionConversionError> {
    let kind = params.kind;
    let answer = v2::CommandExecutionApprovalDecision::try_from(decision)?;
    if allows(kind, &answer) {
        Ok(answer)
    } else {
        Err(DecisionConversionError {
            decision: Box::new(v1::ReviewDecision::from(answer)),
            kind: Some(kind.unwrap_or(CommandExecutionApprovalKind::Command)),
        })
    }
}

/// `approved` → `accept`, `approved_for_session` → `acceptForSession`,
/// `approved_execpolicy_amendment` → `acceptWithExecpolicyAmendment` (same command list, same
/// unknown properties), `network_policy_amendment` → `applyNetworkPolicyAmendment` (same host
/// and action), `denied` with an empty rejection → `decline`, `abort` → `cancel`.
///
/// # Errors
/// `timed_out`, `approved_mcp_policy_amendment`, and a `denied` whose rejection text (or
/// unknown properties) v2 cannot carry have no v2 counterpart: the
/// [`DecisionConversionError`] says so and holds the decision.
///
/// ```
/// use agent_approval::codex::{v1::ReviewDecision, v2::CommandExecutionApprovalDecision};
///
/// let v1: ReviewDecision =
///     agent_approval::from_str(r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":["git","pull"]}}"#)?;
/// let v2 = CommandExecutionApprovalDecision::try_from(v1)?;
/// assert_eq!(serde_json::to_string(&v2)?, r#"{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":["git","pull"]}}"#);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<v1::ReviewDecision> for v2::CommandExecutionApprovalDecision {
    type Error = DecisionConversionError;

    fn try_from(decision: v1::ReviewDecision) -> Result<Self, Self::Error> {
        let none = |decision| DecisionConversionError {
            decision: Box::new(decision),
            kind: None,
        };
        match decision {
            v1::ReviewDecision::Approved => Ok(Self::Accept),
            v1::ReviewDecision::ApprovedForSession => Ok(Self::AcceptForSession),
            v1::ReviewDecision::ApprovedExecpolicyAmendment {
                proposed_execpolicy_amendment,
                extra,
            } => Ok(Self::AcceptWithExecpolicyAmendment {
                execpolicy_amendment: proposed_execpolicy_amendment,
                extra,
            }),
            v1::ReviewDecision::NetworkPolicyAmendment {
                network_policy_amendment,
                extra,
            } => Ok(Self::ApplyNetworkPolicyAmendment {
                network_policy_amendment: v2::NetworkPolicyAmendment {
                    action: match network_policy_amendment.action {
                        v1::NetworkPolicyRuleAction::Allow => v2::NetworkPolicyRuleAction::Allow,
                        v1::NetworkPolicyRuleAction::Deny => v2::NetworkPolicyRuleAction::Deny,
                    },
                    host: network_policy_amendment.host,
                    extra: network_policy_amendment.extra,
                },
                extra,
            }),
            v1::ReviewDecision::Denied { rejection, extra }
                if rejection.is_empty() && extra.is_empty() =>
            {
                Ok(Self::Decline)
            }
            v1::ReviewDecision::Abort => Ok(Self::Cancel),
            v1::ReviewDecision::Denied { .. }
            | v1::ReviewDecision::TimedOut
            | v1::ReviewDecision::ApprovedMcpPolicyAmendment => Err(none(decision)),
        }
    }
}

/// The inverse of the v1 → v2 conversion, and total: `accept` → `approved`, `acceptForSession`
/// → `approved_for_session`, `acceptWithExecpolicyAmendment` → `approved_execpolicy_amendment`
/// (same command list, same unknown properties), `applyNetworkPolicyAmendment` →
/// `network_policy_amendment`, `decline` → `{"denied":{"rejection":""}}` (no text: v2 gives
/// none), `cancel` → `abort`.
///
/// ```
/// use agent_approval::codex::{v1::ReviewDecision, v2::CommandExecutionApprovalDecision};
///
/// let v2: CommandExecutionApprovalDecision = agent_approval::from_str(r#""acceptForSession""#)?;
/// assert_eq!(ReviewDecision::from(v2), ReviewDecision::ApprovedForSession);
/// # Ok::<(), agent_approval::Error>(())
/// ```
impl From<v2::CommandExecutionApprovalDecision> for v1::ReviewDecision {
    fn from(decision: v2::CommandExecutionApprovalDecision) -> Self {
        match decision {
            v2::CommandExecutionApprovalDecision::Accept => Self::Approved,
            v2::CommandExecutionApprovalDecision::AcceptForSession => Self::ApprovedForSession,
            v2::CommandExecutionApprovalDecision::AcceptWithExecpolicyAmendment {
                execpolicy_amendment,
                extra,
            } => Self::ApprovedExecpolicyAmendment {
                proposed_execpolicy_amendment: execpolicy_amendment,
                extra,
            },
            v2::CommandExecutionApprovalDecision::ApplyNetworkPolicyAmendment {
                network_policy_amendment,
                extra,
            } => Self::NetworkPolicyAmendment {
                network_policy_amendment: v1::NetworkPolicyAmendment {
                    action: match network_policy_amendment.action {
                        v2::NetworkPolicyRuleAction::Allow => v1::NetworkPolicyRuleAction::Allow,
                        v2::NetworkPolicyRuleAction::Deny => v1::NetworkPolicyRuleAction::Deny,
                    },
                    host: network_policy_amendment.host,
                    extra: network_policy_amendment.extra,
                },
                extra,
            },
            v2::CommandExecutionApprovalDecision::Decline => Self::denied(String::new()),
            v2::CommandExecutionApprovalDecision::Cancel => Self::Abort,
        }
    }
}

#[cfg(test)]
mod tests;
