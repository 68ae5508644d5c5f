//! Codex v1 ⇄ v2 approval decisions: [`v1::ReviewDecision`] to and from
//! [`v2::CommandExecutionApprovalDecision`].
//!
//! | v1 `ReviewDecision`             | v2 `CommandExecutionApprovalDecision` |
//! |---------------------------------|---------------------------------------|
//! | `approved`                      | `accept`                              |
//! | `approved_for_session`          | `acceptForSession`                    |
//! | `approved_execpolicy_amendment` | `acceptWithExecpolicyAmendment`       |
//! | `denied`                        | `decline`                             |
//! | `abort`                         | `cancel`                              |
//! | `timed_out`                     | none: [`DecisionConversionError`]     |
//! | `failed`                        | none: [`DecisionConversionError`]     |
//! | `network_policy_amendment`      | none: [`DecisionConversionError`]     |
//!
//! The amendment's command list and its unknown properties (`extra`) move across unchanged in
//! both directions, so v1 → v2 → v1 gives back the same value. A v1 decision with no v2
//! counterpart is an error, never an approximation, and the error hands the decision back.

use std::fmt;

use crate::codex::{v1, v2};

/// A v1 [`v1::ReviewDecision`] with no counterpart among the v2
/// [`v2::CommandExecutionApprovalDecision`]s: `timed_out`, `failed` or
/// `network_policy_amendment`.
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
}

impl fmt::Display for DecisionConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "review decision {:?} has no v2 counterpart",
            wire_name(&self.decision)
        )
    }
}

impl std::error::Error for DecisionConversionError {}

/// The decision's name on the wire: its string value, or the key of its one-key object.
fn wire_name(decision: &v1::ReviewDecision) -> &'static str {
    match decision {
        v1::ReviewDecision::Approved => "approved",
        v1::ReviewDecision::ApprovedExecpolicyAmendment { .. } => "approved_execpolicy_amendment",
        v1::ReviewDecision::ApprovedForSession => "approved_for_session",
        v1::ReviewDecision::NetworkPolicyAmendment { .. } => "network_policy_amendment",
        v1::ReviewDecision::Denied => "denied",
        v1::ReviewDecision::TimedOut => "timed_out",
        v1::ReviewDecision::Failed => "failed",
        v1::ReviewDecision::Abort => "abort",
    }
}

/// `approved` → `accept`, `approved_for_session` → `acceptForSession`,
/// `approved_execpolicy_amendment` → `acceptWithExecpolicyAmendment` (same command list, same
/// unknown properties), `denied` → `decline`, `abort` → `cancel`.
///
/// # Errors
/// `timed_out`, `failed` and `network_policy_amendment` have no v2 counterpart (a failure is
/// not a refusal, so it is not turned into `decline`): the
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
            v1::ReviewDecision::Denied => Ok(Self::Decline),
            v1::ReviewDecision::Abort => Ok(Self::Cancel),
            v1::ReviewDecision::TimedOut
            | v1::ReviewDecision::Failed
            | v1::ReviewDecision::NetworkPolicyAmendment { .. } => Err(DecisionConversionError {
                decision: Box::new(decision),
            }),
        }
    }
}

/// The inverse of the v1 → v2 conversion, and total: `accept` → `approved`, `acceptForSession`
/// → `approved_for_session`, `acceptWithExecpolicyAmendment` → `approved_execpolicy_amendment`
/// (same command list, same unknown properties), `decline` → `denied`, `cancel` → `abort`.
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
            v2::CommandExecutionApprovalDecision::Decline => Self::Denied,
            v2::CommandExecutionApprovalDecision::Cancel => Self::Abort,
        }
    }
}

#[cfg(test)]
mod tests {
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
        (r#""denied""#, r#""decline""#),
        (r#""abort""#, r#""cancel""#),
    ];

    /// v1 decisions with no v2 counterpart, with the error message.
    const NO_COUNTERPART: &[(&str, &str)] = &[
        (
            r#""timed_out""#,
            r#"review decision "timed_out" has no v2 counterpart"#,
        ),
        (
            r#"{"network_policy_amendment":{"network_policy_amendment":{"action":"allow","host":"example.com"}}}"#,
            r#"review decision "network_policy_amendment" has no v2 counterpart"#,
        ),
        (
            r#"{"network_policy_amendment":{"network_policy_amendment":{"action":"deny","host":"example.com","x":1},"y":2}}"#,
            r#"review decision "network_policy_amendment" has no v2 counterpart"#,
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

    #[test]
    fn wire_names_match_serde() {
        let all: [&str; 7] = [
            r#""approved""#,
            r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":[]}}"#,
            r#""approved_for_session""#,
            r#"{"network_policy_amendment":{"network_policy_amendment":{"action":"allow","host":"h"}}}"#,
            r#""denied""#,
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
}
