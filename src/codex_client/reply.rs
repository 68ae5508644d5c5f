//! The typed answer to a server request ([`Reply`]), and how a [`Decision`] becomes the
//! answer each method takes, failing closed where the request does not allow it.
//!
//! | request | `Accept` | `AcceptForSession` | `Decline` | `Cancel` |
//! |---|---|---|---|---|
//! | `item/commandExecution/requestApproval` | `accept` | `acceptForSession` | `decline` | `cancel` |
//! | `item/fileChange/requestApproval` | `accept` | `acceptForSession` | `decline` | `cancel` |
//! | `item/permissions/requestApproval` | the requested permissions, scope `turn` | the same, scope `session` | no permissions | no permissions |
//! | `execCommandApproval`, `applyPatchApproval` (v1) | `approved` | `approved_for_session` | `{"denied":{"rejection":…}}` | `abort` |
//! | `mcpServer/elicitation/request` | `decline` (nothing to accept with) | `decline` | `decline` | `cancel` |
//! | `item/tool/requestUserInput`, `item/tool/call`, `account/chatgptAuthTokens/refresh`, `attestation/generate` | JSON-RPC error −32601 | same | same | same |
//!
//! An accept on a command request must be one of its `availableDecisions` when it lists them
//! (Codex 0.171.0 sends that list though its schema does not name it: it is in `extra`),
//! and a `humanCommand` request allows only `accept` (with `decline` and `cancel`): an accept
//! it does not allow becomes `decline`, never another kind of accept. A refusal is always
//! written as decided (Codex takes `decline` even where it lists only `cancel`).

use serde_json::{json, Value};

use super::approvals::Decision;
use crate::codex::{v1, v2, ServerRequest};
use crate::Validate;

/// The JSON-RPC error code for a request this client does not answer.
pub const METHOD_NOT_FOUND: i64 = -32601;
/// The JSON-RPC error code for a request whose params are not valid.
pub const INVALID_PARAMS: i64 = -32602;
/// The JSON-RPC error code for a failure inside the client (an answer that would not be valid).
pub const INTERNAL_ERROR: i64 = -32603;

/// The typed answer to one server request: one variant per method, or a JSON-RPC error.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Reply {
    /// To `item/commandExecution/requestApproval`.
    CommandExecution(v2::CommandExecutionRequestApprovalResponse),
    /// To `item/fileChange/requestApproval`.
    FileChange(v2::FileChangeRequestApprovalResponse),
    /// To `item/permissions/requestApproval`.
    Permissions(v2::PermissionsRequestApprovalResponse),
    /// To `item/tool/requestUserInput`.
    UserInput(v2::ToolRequestUserInputResponse),
    /// To `mcpServer/elicitation/request`.
    McpElicitation(v2::McpServerElicitationRequestResponse),
    /// To `item/tool/call`.
    DynamicToolCall(v2::DynamicToolCallResponse),
    /// To `account/chatgptAuthTokens/refresh`.
    ChatgptAuthTokens(v2::ChatgptAuthTokensRefreshResponse),
    /// To `attestation/generate`.
    Attestation(v2::AttestationGenerateResponse),
    /// To v1 `execCommandApproval`.
    ExecCommand(v1::ExecCommandApprovalResponse),
    /// To v1 `applyPatchApproval`.
    ApplyPatch(v1::ApplyPatchApprovalResponse),
    /// A JSON-RPC error answer.
    Error {
        /// The JSON-RPC error code.
        code: i64,
        /// What went wrong.
        message: String,
    },
}

impl Reply {
    /// The answer `decision` gives to `request` (see the [module docs](self) for the table).
    #[must_use]
    pub fn from_decision(request: &ServerRequest, decision: Decision) -> Self {
        let v2_word = match decision {
            Decision::Accept => "accept",
            Decision::AcceptForSession => "acceptForSession",
            Decision::Decline => "decline",
            Decision::Cancel => "cancel",
        };
        let v1_decision = match decision {
            Decision::Accept => json!("approved"),
            Decision::AcceptForSession => json!("approved_for_session"),
            Decision::Decline => {
                json!({"denied": {"rejection": "declined by the approval client"}})
            }
            Decision::Cancel => json!("abort"),
        };
        let built = match request {
            ServerRequest::ItemCommandExecutionRequestApproval { params, .. } => {
                let word = allowed_command_decision(params, v2_word);
                typed(Reply::CommandExecution, json!({ "decision": word }))
            }
            ServerRequest::ItemFileChangeRequestApproval { .. } => {
                typed(Reply::FileChange, json!({ "decision": v2_word }))
            }
            ServerRequest::ItemPermissionsRequestApproval { params, .. } => {
                let answer = match decision {
                    Decision::Accept | Decision::AcceptForSession => {
                        let requested =
                            serde_json::to_value(&params.permissions).unwrap_or_else(|_| json!({}));
                        let scope = if decision == Decision::Accept {
                            "turn"
                        } else {
                            "session"
                        };
                        json!({ "permissions": requested, "scope": scope })
                    }
                    Decision::Decline | Decision::Cancel => json!({ "permissions": {} }),
                };
                typed(Reply::Permissions, answer)
                    .or_else(|_| typed(Reply::Permissions, json!({ "permissions": {} })))
            }
            ServerRequest::McpServerElicitationRequest { .. } => {
                let action = if decision == Decision::Cancel {
                    "cancel"
                } else {
                    "decline"
                };
                typed(Reply::McpElicitation, json!({ "action": action }))
            }
            ServerRequest::ExecCommandApproval { .. } => {
                typed(Reply::ExecCommand, json!({ "decision": v1_decision }))
            }
            ServerRequest::ApplyPatchApproval { .. } => {
                typed(Reply::ApplyPatch, json!({ "decision": v1_decision }))
            }
            _ => Ok(Reply::Error {
                code: METHOD_NOT_FOUND,
                message: format!(
                    "{} is not supported by this client",
                    super::approvals::method_of(request)
                ),
            }),
        };
        built.unwrap_or_else(|e| Reply::Error {
            code: INTERNAL_ERROR,
            message: format!("the answer would not be valid: {e}"),
        })
    }

    /// A JSON-RPC error answer.
    #[must_use]
    pub fn error(code: i64, message: impl Into<String>) -> Self {
        Self::Error {
            code,
            message: message.into(),
        }
    }

    /// The decision this answer gives, if it is an approval answer.
    #[must_use]
    pub fn decision(&self) -> Option<Decision> {
        let value = match self {
            Self::CommandExecution(r) => serde_json::to_value(&r.decision).ok()?,
            Self::FileChange(r) => serde_json::to_value(r.decision).ok()?,
            Self::ExecCommand(r) => serde_json::to_value(&r.decision).ok()?,
            Self::ApplyPatch(r) => serde_json::to_value(&r.decision).ok()?,
            _ => return None,
        };
        let word = match &value {
            Value::String(s) => s.as_str(),
            Value::Object(m) => m.keys().next()?.as_str(),
            _ => return None,
        };
        Some(match word {
            "accept"
            | "approved"
            | "acceptWithExecpolicyAmendment"
            | "approved_execpolicy_amendment" => Decision::Accept,
            "acceptForSession" | "approved_for_session" => Decision::AcceptForSession,
            "cancel" | "abort" => Decision::Cancel,
            _ => Decision::Decline,
        })
    }

    /// Whether this is the answer type of `request`'s method (an error answers any request).
    #[must_use]
    pub fn answers(&self, request: &ServerRequest) -> bool {
        matches!(
            (self, request),
            (Self::Error { .. }, _)
                | (
                    Self::CommandExecution(_),
                    ServerRequest::ItemCommandExecutionRequestApproval { .. }
                )
                | (
                    Self::FileChange(_),
                    ServerRequest::ItemFileChangeRequestApproval { .. }
                )
                | (
                    Self::Permissions(_),
                    ServerRequest::ItemPermissionsRequestApproval { .. }
                )
                | (
                    Self::UserInput(_),
                    ServerRequest::ItemToolRequestUserInput { .. }
                )
                | (
                    Self::McpElicitation(_),
                    ServerRequest::McpServerElicitationRequest { .. }
                )
                | (Self::DynamicToolCall(_), ServerRequest::ItemToolCall { .. })
                | (
                    Self::ChatgptAuthTokens(_),
                    ServerRequest::AccountChatgptAuthTokensRefresh { .. }
                )
                | (
                    Self::Attestation(_),
                    ServerRequest::AttestationGenerate { .. }
                )
                | (
                    Self::ExecCommand(_),
                    ServerRequest::ExecCommandApproval { .. }
                )
                | (
                    Self::ApplyPatch(_),
                    ServerRequest::ApplyPatchApproval { .. }
                )
        )
    }

    /// The `result` to write, checked against its response schema first.
    ///
    /// # Errors
    ///
    /// The violations when the answer is not valid (then nothing is written as a result).
    pub fn result(&self) -> Result<Option<Value>, crate::Error> {
        fn checked<T: Validate + serde::Serialize>(r: &T) -> Result<Option<Value>, crate::Error> {
            r.validate()?;
            let value = serde_json::to_value(r).map_err(crate::Error::from)?;
            Ok(Some(value))
        }
        match self {
            Self::CommandExecution(r) => checked(r),
            Self::FileChange(r) => checked(r),
            Self::Permissions(r) => checked(r),
            Self::UserInput(r) => checked(r),
            Self::McpElicitation(r) => checked(r),
            Self::DynamicToolCall(r) => checked(r),
            Self::ChatgptAuthTokens(r) => checked(r),
            Self::Attestation(r) => checked(r),
            Self::ExecCommand(r) => checked(r),
            Self::ApplyPatch(r) => checked(r),
            Self::Error { .. } => Ok(None),
        }
    }
}

/// The typed reply from JSON, through the crate's one judge.
fn typed<T: Validate + serde::de::DeserializeOwned>(
    wrap: fn(T) -> Reply,
    value: Value,
) -> Result<Reply, crate::Error> {
    crate::from_value::<T>(value).map(wrap)
}

/// `word` if the command request allows it, else `decline`: its `kind` must take it
/// ([`convert::allows`](crate::convert::allows): a `humanCommand` takes no accept for the
/// session), and an accept must be one of its `availableDecisions` when it lists them. A
/// refusal is always written as decided: Codex 0.171.0 offers
/// `["accept", {"acceptWithExecpolicyAmendment":…}, "cancel"]` on an escalated command and
/// takes `decline` all the same (the agent is told "rejected by user", the turn goes on).
fn allowed_command_decision<'w>(
    params: &crate::codex::CommandExecutionRequestApprovalParams,
    word: &'w str,
) -> &'w str {
    if matches!(word, "decline" | "cancel") {
        return word;
    }
    let Ok(decision) = crate::from_value::<v2::CommandExecutionApprovalDecision>(json!(word))
    else {
        return "decline";
    };
    if !crate::convert::allows(params.kind, &decision) {
        return "decline";
    }
    // Codex 0.171.0 sends `availableDecisions` though its schema does not name it: it is kept
    // in `extra`.
    let offered = params
        .extra
        .get("availableDecisions")
        .and_then(Value::as_array);
    let listed = offered.is_none_or(|list| {
        list.iter().any(|d| match d {
            Value::String(s) => s == word,
            Value::Object(m) => m.contains_key(word),
            _ => false,
        })
    });
    if listed {
        word
    } else {
        "decline"
    }
}
