//! Baseline (a) of `benches/parse.rs`: the payloads' shapes as plain serde structs, with no
//! validation at all. Fields are read by serde only.
#![allow(dead_code)]

use serde::Deserialize;

/// `ExecCommandApprovalResponse`.
#[derive(Deserialize)]
pub struct CodexV1 {
    pub decision: ReviewDecision,
}

/// Codex v1 `ReviewDecision`: serde's externally tagged enum is the schema's shape.
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReviewDecision {
    Approved,
    ApprovedExecpolicyAmendment {
        proposed_execpolicy_amendment: Vec<String>,
    },
    ApprovedForSession,
    NetworkPolicyAmendment {
        network_policy_amendment: NetworkPolicyAmendment,
    },
    Denied,
    TimedOut,
    Abort,
}

/// Codex v1 `NetworkPolicyAmendment`.
#[derive(Deserialize)]
pub struct NetworkPolicyAmendment {
    pub action: String,
    pub host: String,
}

/// `CommandExecutionRequestApprovalResponse`.
#[derive(Deserialize)]
pub struct CodexV2 {
    pub decision: CommandExecutionApprovalDecision,
}

/// Codex v2 `CommandExecutionApprovalDecision`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CommandExecutionApprovalDecision {
    Accept,
    AcceptForSession,
    AcceptWithExecpolicyAmendment { execpolicy_amendment: Vec<String> },
    Decline,
    Cancel,
}

/// A Codex app-server request, as a plain adjacently tagged enum (the stream's three
/// kinds).
#[derive(Deserialize)]
#[serde(tag = "method", content = "params")]
pub enum CodexRequestKind {
    #[serde(rename = "item/commandExecution/requestApproval")]
    CommandExecution(CommandExecutionParams),
    #[serde(rename = "item/fileChange/requestApproval")]
    FileChange(FileChangeParams),
    #[serde(rename = "execCommandApproval")]
    ExecCommand(ExecCommandParams),
}

/// A request: its id (a string or an integer) and its method with parameters.
#[derive(Deserialize)]
pub struct CodexRequest {
    pub id: RequestId,
    #[serde(flatten)]
    pub kind: CodexRequestKind,
}

/// A JSON-RPC request id.
#[derive(Deserialize)]
#[serde(untagged)]
pub enum RequestId {
    Integer(i64),
    String(String),
}

/// `CommandExecutionRequestApprovalParams`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CommandExecutionParams {
    pub thread_id: String,
    pub turn_id: String,
    pub item_id: String,
    pub started_at_ms: i64,
    pub command: Option<String>,
    pub cwd: Option<String>,
    pub reason: Option<String>,
    pub command_actions: Option<Vec<CommandAction>>,
    pub proposed_execpolicy_amendment: Option<Vec<String>>,
}

/// A parsed command, as a plain struct (the floor reads `type` as a string).
#[derive(Deserialize)]
pub struct CommandAction {
    #[serde(rename = "type")]
    pub kind: String,
    pub command: String,
    pub name: Option<String>,
    pub path: Option<String>,
}

/// `FileChangeRequestApprovalParams`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileChangeParams {
    pub thread_id: String,
    pub turn_id: String,
    pub item_id: String,
    pub started_at_ms: i64,
    pub reason: Option<String>,
    pub grant_root: Option<String>,
}

/// `ExecCommandApprovalParams` (v1).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExecCommandParams {
    pub call_id: String,
    pub command: Vec<String>,
    pub conversation_id: String,
    pub cwd: String,
    pub parsed_cmd: Vec<ParsedCommand>,
    pub reason: Option<String>,
}

/// A v1 parsed command.
#[derive(Deserialize)]
pub struct ParsedCommand {
    #[serde(rename = "type")]
    pub kind: String,
    pub cmd: String,
}

/// The AAP oversight claim.
#[derive(Deserialize)]
pub struct OversightClaim {
    pub level: Option<String>,
    pub requires_human_approval_for: Option<Vec<String>>,
    pub notify_on: Option<Vec<String>>,
    pub approval_reference: Option<String>,
    pub notification_endpoint: Option<String>,
    pub supervisor: Option<String>,
    pub approval_timeout: Option<u64>,
}
