// Snapshot of the generated module `codex`; update with UPDATE_SNAPSHOTS=1.

/**A path that is guaranteed to be absolute and normalized (though it is not guaranteed to be canonicalized or exist on the filesystem).

IMPORTANT: When deserializing an `AbsolutePathBuf`, a base path must be set using [AbsolutePathBufGuard::new]. If no base path is set, the deserialization will fail unless the path being deserialized is already absolute.*/
#[derive(::serde::Serialize, Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[serde(transparent)]
pub struct AbsolutePathBuf(pub ::std::string::String);
impl ::std::ops::Deref for AbsolutePathBuf {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<AbsolutePathBuf> for ::std::string::String {
    fn from(value: AbsolutePathBuf) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for AbsolutePathBuf {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for AbsolutePathBuf {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for AbsolutePathBuf {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
///`AdditionalFileSystemPermissions`
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AdditionalFileSystemPermissions {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub entries: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<FileSystemSandboxEntry>>,
    >,
    #[serde(
        rename = "globScanMaxDepth",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub glob_scan_max_depth: ::std::option::Option<
        ::std::option::Option<::std::num::NonZeroU64>,
    >,
    ///This will be removed in favor of `entries`.
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub read: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
    >,
    ///This will be removed in favor of `entries`.
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub write: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
    >,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`AdditionalNetworkPermissions`
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AdditionalNetworkPermissions {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub enabled: ::std::option::Option<::std::option::Option<bool>>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`AdditionalPermissionProfile`
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AdditionalPermissionProfile {
    #[serde(
        rename = "fileSystem",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub file_system: ::std::option::Option<
        ::std::option::Option<AdditionalFileSystemPermissions>,
    >,
    ///Partial overlay used for per-command permission requests.
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub network: ::std::option::Option<
        ::std::option::Option<AdditionalNetworkPermissions>,
    >,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`ApplyPatchApprovalParams`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApplyPatchApprovalParams {
    ///Use to correlate this with [codex_protocol::protocol::PatchApplyBeginEvent] and [codex_protocol::protocol::PatchApplyEndEvent].
    #[serde(rename = "callId")]
    pub call_id: ::std::string::String,
    #[serde(rename = "conversationId")]
    pub conversation_id: ThreadId,
    #[serde(rename = "fileChanges")]
    pub file_changes: ::std::collections::BTreeMap<::std::string::String, FileChange>,
    ///When set, the agent is asking the user to allow writes under this root for the remainder of the session (unclear if this is honored today).
    #[serde(
        rename = "grantRoot",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub grant_root: ::std::option::Option<::std::option::Option<::std::string::String>>,
    ///Optional explanatory reason (e.g. request for extra write access).
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub reason: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`AttestationGenerateParams`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(transparent)]
pub struct AttestationGenerateParams(
    pub ::serde_json::Map<::std::string::String, ::serde_json::Value>,
);
impl ::std::ops::Deref for AttestationGenerateParams {
    type Target = ::serde_json::Map<::std::string::String, ::serde_json::Value>;
    fn deref(&self) -> &::serde_json::Map<::std::string::String, ::serde_json::Value> {
        &self.0
    }
}
impl ::std::convert::From<AttestationGenerateParams>
for ::serde_json::Map<::std::string::String, ::serde_json::Value> {
    fn from(value: AttestationGenerateParams) -> Self {
        value.0
    }
}
impl ::std::convert::From<::serde_json::Map<::std::string::String, ::serde_json::Value>>
for AttestationGenerateParams {
    fn from(
        value: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    ) -> Self {
        Self(value)
    }
}
///`ChatgptAuthTokensRefreshParams`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChatgptAuthTokensRefreshParams {
    /**Workspace/account identifier that Codex was previously using.

Clients that manage multiple accounts/workspaces can use this as a hint to refresh the token for the correct workspace.

This may be `null` when the prior auth state did not include a workspace identifier (`chatgpt_account_id`).*/
    #[serde(
        rename = "previousAccountId",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub previous_account_id: ::std::option::Option<
        ::std::option::Option<::std::string::String>,
    >,
    pub reason: ChatgptAuthTokensRefreshReason,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`ChatgptAuthTokensRefreshReason`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum ChatgptAuthTokensRefreshReason {
    ///Codex attempted a backend request and received `401 Unauthorized`.
    #[serde(rename = "unauthorized")]
    Unauthorized,
}
impl ::std::fmt::Display for ChatgptAuthTokensRefreshReason {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Unauthorized => f.write_str("unauthorized"),
        }
    }
}
impl ::std::str::FromStr for ChatgptAuthTokensRefreshReason {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "unauthorized" => Ok(Self::Unauthorized),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for ChatgptAuthTokensRefreshReason {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for ChatgptAuthTokensRefreshReason {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`CommandAction`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum CommandAction {
    ///ReadCommandAction
    #[serde(rename = "read")]
    Read {
        command: ::std::string::String,
        name: ::std::string::String,
        path: LegacyAppPathString,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///ListFilesCommandAction
    #[serde(rename = "listFiles")]
    ListFiles {
        command: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        path: ::std::option::Option<::std::option::Option<::std::string::String>>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///SearchCommandAction
    #[serde(rename = "search")]
    Search {
        command: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        path: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        query: ::std::option::Option<::std::option::Option<::std::string::String>>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///UnknownCommandAction
    #[serde(rename = "unknown")]
    Unknown {
        command: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
///`CommandExecutionApprovalDecision`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CommandExecutionApprovalDecision {
    ///User approved the command.
    #[serde(rename = "accept")]
    Accept,
    ///User approved the command and future prompts in the same session-scoped approval cache should run without prompting.
    #[serde(rename = "acceptForSession")]
    AcceptForSession,
    ///User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting.
    #[serde(rename = "acceptWithExecpolicyAmendment")]
    AcceptWithExecpolicyAmendment {
        execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///User chose a persistent network policy rule (allow/deny) for this host.
    #[serde(rename = "applyNetworkPolicyAmendment")]
    ApplyNetworkPolicyAmendment {
        network_policy_amendment: NetworkPolicyAmendment,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///User denied the command. The agent will continue the turn.
    #[serde(rename = "decline")]
    Decline,
    ///User denied the command. The turn will also be immediately interrupted.
    #[serde(rename = "cancel")]
    Cancel,
}
///`CommandExecutionRequestApprovalParams`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CommandExecutionRequestApprovalParams {
    /**Unique identifier for this specific approval callback.

For regular shell/unified_exec approvals, this is null.

For zsh-exec-bridge subcommand approvals, multiple callbacks can belong to one parent `itemId`, so `approvalId` is a distinct opaque callback id (a UUID) used to disambiguate routing.*/
    #[serde(
        rename = "approvalId",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub approval_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
    ///The command to be executed.
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub command: ::std::option::Option<::std::option::Option<::std::string::String>>,
    ///Best-effort parsed command actions for friendly display.
    #[serde(
        rename = "commandActions",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub command_actions: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<CommandAction>>,
    >,
    ///The command's working directory.
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub cwd: ::std::option::Option<::std::option::Option<LegacyAppPathString>>,
    ///Environment in which the command will run.
    #[serde(
        rename = "environmentId",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub environment_id: ::std::option::Option<
        ::std::option::Option<::std::string::String>,
    >,
    #[serde(rename = "itemId")]
    pub item_id: ::std::string::String,
    ///Optional context for a managed-network approval prompt.
    #[serde(
        rename = "networkApprovalContext",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub network_approval_context: ::std::option::Option<
        ::std::option::Option<NetworkApprovalContext>,
    >,
    ///Optional proposed execpolicy amendment to allow similar commands without prompting.
    #[serde(
        rename = "proposedExecpolicyAmendment",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub proposed_execpolicy_amendment: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    >,
    ///Optional proposed network policy amendments (allow/deny host) for future requests.
    #[serde(
        rename = "proposedNetworkPolicyAmendments",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub proposed_network_policy_amendments: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<NetworkPolicyAmendment>>,
    >,
    ///Optional explanatory reason (e.g. request for network access).
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub reason: ::std::option::Option<::std::option::Option<::std::string::String>>,
    ///Unix timestamp (in milliseconds) when this approval request started.
    #[serde(rename = "startedAtMs")]
    pub started_at_ms: i64,
    #[serde(rename = "threadId")]
    pub thread_id: ::std::string::String,
    #[serde(rename = "turnId")]
    pub turn_id: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`DynamicToolCallParams`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicToolCallParams {
    pub arguments: ::serde_json::Value,
    #[serde(rename = "callId")]
    pub call_id: ::std::string::String,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub namespace: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "threadId")]
    pub thread_id: ::std::string::String,
    pub tool: ::std::string::String,
    #[serde(rename = "turnId")]
    pub turn_id: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`ExecCommandApprovalParams`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExecCommandApprovalParams {
    ///Identifier for this specific approval callback.
    #[serde(
        rename = "approvalId",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub approval_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
    ///Use to correlate this with [codex_protocol::protocol::ExecCommandBeginEvent] and [codex_protocol::protocol::ExecCommandEndEvent].
    #[serde(rename = "callId")]
    pub call_id: ::std::string::String,
    pub command: ::std::vec::Vec<::std::string::String>,
    #[serde(rename = "conversationId")]
    pub conversation_id: ThreadId,
    pub cwd: ::std::string::String,
    #[serde(rename = "parsedCmd")]
    pub parsed_cmd: ::std::vec::Vec<ParsedCommand>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub reason: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`FileChange`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum FileChange {
    ///AddFileChange
    #[serde(rename = "add")]
    Add {
        content: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///DeleteFileChange
    #[serde(rename = "delete")]
    Delete {
        content: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///UpdateFileChange
    #[serde(rename = "update")]
    Update {
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        move_path: ::std::option::Option<::std::option::Option<::std::string::String>>,
        unified_diff: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
///`FileChangeRequestApprovalParams`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileChangeRequestApprovalParams {
    ///[UNSTABLE] When set, the agent is asking the user to allow writes under this root for the remainder of the session (unclear if this is honored today).
    #[serde(
        rename = "grantRoot",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub grant_root: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "itemId")]
    pub item_id: ::std::string::String,
    ///Optional explanatory reason (e.g. request for extra write access).
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub reason: ::std::option::Option<::std::option::Option<::std::string::String>>,
    ///Unix timestamp (in milliseconds) when this approval request started.
    #[serde(rename = "startedAtMs")]
    pub started_at_ms: i64,
    #[serde(rename = "threadId")]
    pub thread_id: ::std::string::String,
    #[serde(rename = "turnId")]
    pub turn_id: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`FileSystemAccessMode`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum FileSystemAccessMode {
    #[serde(rename = "read")]
    Read,
    #[serde(rename = "write")]
    Write,
    #[serde(rename = "deny")]
    Deny,
}
impl ::std::fmt::Display for FileSystemAccessMode {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Read => f.write_str("read"),
            Self::Write => f.write_str("write"),
            Self::Deny => f.write_str("deny"),
        }
    }
}
impl ::std::str::FromStr for FileSystemAccessMode {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "read" => Ok(Self::Read),
            "write" => Ok(Self::Write),
            "deny" => Ok(Self::Deny),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for FileSystemAccessMode {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for FileSystemAccessMode {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`FileSystemPath`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum FileSystemPath {
    ///PathFileSystemPath
    #[serde(rename = "path")]
    Path {
        path: LegacyAppPathString,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///GlobPatternFileSystemPath
    #[serde(rename = "glob_pattern")]
    GlobPattern {
        pattern: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///SpecialFileSystemPath
    #[serde(rename = "special")]
    Special {
        value: FileSystemSpecialPath,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
///`FileSystemSandboxEntry`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileSystemSandboxEntry {
    pub access: FileSystemAccessMode,
    pub path: FileSystemPath,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`FileSystemSpecialPath`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(tag = "kind")]
#[non_exhaustive]
pub enum FileSystemSpecialPath {
    #[serde(rename = "root")]
    Root,
    #[serde(rename = "minimal")]
    Minimal,
    ///KindFileSystemSpecialPath
    #[serde(rename = "project_roots")]
    ProjectRoots {
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        subpath: ::std::option::Option<::std::option::Option<::std::string::String>>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "tmpdir")]
    Tmpdir,
    #[serde(rename = "slash_tmp")]
    SlashTmp,
    #[serde(rename = "unknown")]
    Unknown {
        path: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        subpath: ::std::option::Option<::std::option::Option<::std::string::String>>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
///`LegacyAppPathString`
#[derive(::serde::Serialize, Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[serde(transparent)]
pub struct LegacyAppPathString(pub ::std::string::String);
impl ::std::ops::Deref for LegacyAppPathString {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<LegacyAppPathString> for ::std::string::String {
    fn from(value: LegacyAppPathString) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for LegacyAppPathString {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for LegacyAppPathString {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for LegacyAppPathString {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
///`McpElicitationArrayType`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum McpElicitationArrayType {
    #[serde(rename = "array")]
    Array,
}
impl ::std::fmt::Display for McpElicitationArrayType {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Array => f.write_str("array"),
        }
    }
}
impl ::std::str::FromStr for McpElicitationArrayType {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "array" => Ok(Self::Array),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for McpElicitationArrayType {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for McpElicitationArrayType {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`McpElicitationBooleanSchema`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationBooleanSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub default: ::std::option::Option<::std::option::Option<bool>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    pub type_: McpElicitationBooleanType,
}
///`McpElicitationBooleanType`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum McpElicitationBooleanType {
    #[serde(rename = "boolean")]
    Boolean,
}
impl ::std::fmt::Display for McpElicitationBooleanType {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Boolean => f.write_str("boolean"),
        }
    }
}
impl ::std::str::FromStr for McpElicitationBooleanType {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "boolean" => Ok(Self::Boolean),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for McpElicitationBooleanType {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for McpElicitationBooleanType {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`McpElicitationConstOption`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationConstOption {
    #[serde(rename = "const")]
    pub const_: ::std::string::String,
    pub title: ::std::string::String,
}
///`McpElicitationEnumSchema`
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct McpElicitationEnumSchema {
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    pub subtype_0: ::std::option::Option<McpElicitationSingleSelectEnumSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    pub subtype_1: ::std::option::Option<McpElicitationMultiSelectEnumSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    pub subtype_2: ::std::option::Option<McpElicitationLegacyTitledEnumSchema>,
}
///`McpElicitationLegacyTitledEnumSchema`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationLegacyTitledEnumSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub default: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "enum")]
    pub enum_: ::std::vec::Vec<::std::string::String>,
    #[serde(
        rename = "enumNames",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub enum_names: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    pub type_: McpElicitationStringType,
}
///`McpElicitationMultiSelectEnumSchema`
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct McpElicitationMultiSelectEnumSchema {
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    pub subtype_0: ::std::option::Option<McpElicitationUntitledMultiSelectEnumSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    pub subtype_1: ::std::option::Option<McpElicitationTitledMultiSelectEnumSchema>,
}
///`McpElicitationNumberSchema`
#[derive(::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationNumberSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub default: ::std::option::Option<::std::option::Option<f64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub maximum: ::std::option::Option<::std::option::Option<f64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub minimum: ::std::option::Option<::std::option::Option<f64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    pub type_: McpElicitationNumberType,
}
///`McpElicitationNumberType`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum McpElicitationNumberType {
    #[serde(rename = "number")]
    Number,
    #[serde(rename = "integer")]
    Integer,
}
impl ::std::fmt::Display for McpElicitationNumberType {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Number => f.write_str("number"),
            Self::Integer => f.write_str("integer"),
        }
    }
}
impl ::std::str::FromStr for McpElicitationNumberType {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "number" => Ok(Self::Number),
            "integer" => Ok(Self::Integer),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for McpElicitationNumberType {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for McpElicitationNumberType {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`McpElicitationObjectType`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum McpElicitationObjectType {
    #[serde(rename = "object")]
    Object,
}
impl ::std::fmt::Display for McpElicitationObjectType {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Object => f.write_str("object"),
        }
    }
}
impl ::std::str::FromStr for McpElicitationObjectType {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "object" => Ok(Self::Object),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for McpElicitationObjectType {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for McpElicitationObjectType {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`McpElicitationPrimitiveSchema`
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq)]
pub struct McpElicitationPrimitiveSchema {
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    pub subtype_0: ::std::option::Option<McpElicitationEnumSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    pub subtype_1: ::std::option::Option<McpElicitationStringSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    pub subtype_2: ::std::option::Option<McpElicitationNumberSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    pub subtype_3: ::std::option::Option<McpElicitationBooleanSchema>,
}
/**Typed form schema for MCP `elicitation/create` requests.

This matches the `requestedSchema` shape from the MCP 2025-11-25 `ElicitRequestFormParams` schema.*/
#[derive(::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationSchema {
    pub properties: ::std::collections::BTreeMap<
        ::std::string::String,
        McpElicitationPrimitiveSchema,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub required: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    >,
    #[serde(
        rename = "$schema",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub schema: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    pub type_: McpElicitationObjectType,
}
///`McpElicitationSingleSelectEnumSchema`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(untagged)]
#[non_exhaustive]
pub enum McpElicitationSingleSelectEnumSchema {
    UntitledSingleSelectEnumSchema(McpElicitationUntitledSingleSelectEnumSchema),
    TitledSingleSelectEnumSchema(McpElicitationTitledSingleSelectEnumSchema),
}
impl ::std::convert::From<McpElicitationUntitledSingleSelectEnumSchema>
for McpElicitationSingleSelectEnumSchema {
    fn from(value: McpElicitationUntitledSingleSelectEnumSchema) -> Self {
        Self::UntitledSingleSelectEnumSchema(value)
    }
}
impl ::std::convert::From<McpElicitationTitledSingleSelectEnumSchema>
for McpElicitationSingleSelectEnumSchema {
    fn from(value: McpElicitationTitledSingleSelectEnumSchema) -> Self {
        Self::TitledSingleSelectEnumSchema(value)
    }
}
///`McpElicitationStringFormat`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum McpElicitationStringFormat {
    #[serde(rename = "email")]
    Email,
    #[serde(rename = "uri")]
    Uri,
    #[serde(rename = "date")]
    Date,
    #[serde(rename = "date-time")]
    DateTime,
}
impl ::std::fmt::Display for McpElicitationStringFormat {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Email => f.write_str("email"),
            Self::Uri => f.write_str("uri"),
            Self::Date => f.write_str("date"),
            Self::DateTime => f.write_str("date-time"),
        }
    }
}
impl ::std::str::FromStr for McpElicitationStringFormat {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "email" => Ok(Self::Email),
            "uri" => Ok(Self::Uri),
            "date" => Ok(Self::Date),
            "date-time" => Ok(Self::DateTime),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for McpElicitationStringFormat {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for McpElicitationStringFormat {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`McpElicitationStringSchema`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationStringSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub default: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub format: ::std::option::Option<::std::option::Option<McpElicitationStringFormat>>,
    #[serde(
        rename = "maxLength",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub max_length: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        rename = "minLength",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub min_length: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    pub type_: McpElicitationStringType,
}
///`McpElicitationStringType`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum McpElicitationStringType {
    #[serde(rename = "string")]
    String,
}
impl ::std::fmt::Display for McpElicitationStringType {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::String => f.write_str("string"),
        }
    }
}
impl ::std::str::FromStr for McpElicitationStringType {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "string" => Ok(Self::String),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for McpElicitationStringType {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for McpElicitationStringType {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`McpElicitationTitledEnumItems`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationTitledEnumItems {
    #[serde(rename = "anyOf")]
    pub any_of: ::std::vec::Vec<McpElicitationConstOption>,
}
///`McpElicitationTitledMultiSelectEnumSchema`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationTitledMultiSelectEnumSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub default: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    pub items: McpElicitationTitledEnumItems,
    #[serde(
        rename = "maxItems",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub max_items: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        rename = "minItems",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub min_items: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    pub type_: McpElicitationArrayType,
}
///`McpElicitationTitledSingleSelectEnumSchema`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationTitledSingleSelectEnumSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub default: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "oneOf")]
    pub one_of: ::std::vec::Vec<McpElicitationConstOption>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    pub type_: McpElicitationStringType,
}
///`McpElicitationUntitledEnumItems`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationUntitledEnumItems {
    #[serde(rename = "enum")]
    pub enum_: ::std::vec::Vec<::std::string::String>,
    #[serde(rename = "type")]
    pub type_: McpElicitationStringType,
}
///`McpElicitationUntitledMultiSelectEnumSchema`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationUntitledMultiSelectEnumSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub default: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    pub items: McpElicitationUntitledEnumItems,
    #[serde(
        rename = "maxItems",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub max_items: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        rename = "minItems",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub min_items: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    pub type_: McpElicitationArrayType,
}
///`McpElicitationUntitledSingleSelectEnumSchema`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct McpElicitationUntitledSingleSelectEnumSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub default: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "enum")]
    pub enum_: ::std::vec::Vec<::std::string::String>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    pub type_: McpElicitationStringType,
}
///`McpServerElicitationRequestParams`
#[derive(::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(untagged)]
#[non_exhaustive]
pub enum McpServerElicitationRequestParams {
    Variant0 {
        message: ::std::string::String,
        #[serde(
            rename = "_meta",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        meta: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
        mode: McpServerElicitationRequestParamsVariant0Mode,
        #[serde(rename = "requestedSchema")]
        requested_schema: McpElicitationSchema,
        #[serde(rename = "serverName")]
        server_name: ::std::string::String,
        #[serde(rename = "threadId")]
        thread_id: ::std::string::String,
        /**Active Codex turn when this elicitation was observed, if app-server could correlate one.

This is nullable because MCP models elicitation as a standalone server-to-client request identified by the MCP server request id. It may be triggered during a turn, but turn context is app-server correlation rather than part of the protocol identity of the elicitation itself.*/
        #[serde(
            rename = "turnId",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        turn_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    Variant1 {
        message: ::std::string::String,
        #[serde(
            rename = "_meta",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        meta: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
        mode: McpServerElicitationRequestParamsVariant1Mode,
        #[serde(rename = "requestedSchema")]
        requested_schema: ::serde_json::Value,
        #[serde(rename = "serverName")]
        server_name: ::std::string::String,
        #[serde(rename = "threadId")]
        thread_id: ::std::string::String,
        /**Active Codex turn when this elicitation was observed, if app-server could correlate one.

This is nullable because MCP models elicitation as a standalone server-to-client request identified by the MCP server request id. It may be triggered during a turn, but turn context is app-server correlation rather than part of the protocol identity of the elicitation itself.*/
        #[serde(
            rename = "turnId",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        turn_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    Variant2 {
        #[serde(rename = "elicitationId")]
        elicitation_id: ::std::string::String,
        message: ::std::string::String,
        #[serde(
            rename = "_meta",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        meta: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
        mode: McpServerElicitationRequestParamsVariant2Mode,
        #[serde(rename = "serverName")]
        server_name: ::std::string::String,
        #[serde(rename = "threadId")]
        thread_id: ::std::string::String,
        /**Active Codex turn when this elicitation was observed, if app-server could correlate one.

This is nullable because MCP models elicitation as a standalone server-to-client request identified by the MCP server request id. It may be triggered during a turn, but turn context is app-server correlation rather than part of the protocol identity of the elicitation itself.*/
        #[serde(
            rename = "turnId",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        turn_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
        url: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
///`McpServerElicitationRequestParamsVariant0Mode`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum McpServerElicitationRequestParamsVariant0Mode {
    #[serde(rename = "form")]
    Form,
}
impl ::std::fmt::Display for McpServerElicitationRequestParamsVariant0Mode {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Form => f.write_str("form"),
        }
    }
}
impl ::std::str::FromStr for McpServerElicitationRequestParamsVariant0Mode {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "form" => Ok(Self::Form),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for McpServerElicitationRequestParamsVariant0Mode {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String>
for McpServerElicitationRequestParamsVariant0Mode {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`McpServerElicitationRequestParamsVariant1Mode`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum McpServerElicitationRequestParamsVariant1Mode {
    #[serde(rename = "openai/form")]
    OpenaiForm,
}
impl ::std::fmt::Display for McpServerElicitationRequestParamsVariant1Mode {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::OpenaiForm => f.write_str("openai/form"),
        }
    }
}
impl ::std::str::FromStr for McpServerElicitationRequestParamsVariant1Mode {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "openai/form" => Ok(Self::OpenaiForm),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for McpServerElicitationRequestParamsVariant1Mode {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String>
for McpServerElicitationRequestParamsVariant1Mode {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`McpServerElicitationRequestParamsVariant2Mode`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum McpServerElicitationRequestParamsVariant2Mode {
    #[serde(rename = "url")]
    Url,
}
impl ::std::fmt::Display for McpServerElicitationRequestParamsVariant2Mode {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Url => f.write_str("url"),
        }
    }
}
impl ::std::str::FromStr for McpServerElicitationRequestParamsVariant2Mode {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "url" => Ok(Self::Url),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for McpServerElicitationRequestParamsVariant2Mode {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String>
for McpServerElicitationRequestParamsVariant2Mode {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`NetworkApprovalContext`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NetworkApprovalContext {
    pub host: ::std::string::String,
    pub protocol: NetworkApprovalProtocol,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`NetworkApprovalProtocol`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum NetworkApprovalProtocol {
    #[serde(rename = "http")]
    Http,
    #[serde(rename = "https")]
    Https,
    #[serde(rename = "socks5Tcp")]
    Socks5Tcp,
    #[serde(rename = "socks5Udp")]
    Socks5Udp,
}
impl ::std::fmt::Display for NetworkApprovalProtocol {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Http => f.write_str("http"),
            Self::Https => f.write_str("https"),
            Self::Socks5Tcp => f.write_str("socks5Tcp"),
            Self::Socks5Udp => f.write_str("socks5Udp"),
        }
    }
}
impl ::std::str::FromStr for NetworkApprovalProtocol {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "http" => Ok(Self::Http),
            "https" => Ok(Self::Https),
            "socks5Tcp" => Ok(Self::Socks5Tcp),
            "socks5Udp" => Ok(Self::Socks5Udp),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for NetworkApprovalProtocol {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for NetworkApprovalProtocol {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`NetworkPolicyAmendment`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NetworkPolicyAmendment {
    pub action: NetworkPolicyRuleAction,
    pub host: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`NetworkPolicyRuleAction`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum NetworkPolicyRuleAction {
    #[serde(rename = "allow")]
    Allow,
    #[serde(rename = "deny")]
    Deny,
}
impl ::std::fmt::Display for NetworkPolicyRuleAction {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Allow => f.write_str("allow"),
            Self::Deny => f.write_str("deny"),
        }
    }
}
impl ::std::str::FromStr for NetworkPolicyRuleAction {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "allow" => Ok(Self::Allow),
            "deny" => Ok(Self::Deny),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for NetworkPolicyRuleAction {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for NetworkPolicyRuleAction {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`ParsedCommand`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum ParsedCommand {
    ///ReadParsedCommand
    #[serde(rename = "read")]
    Read {
        cmd: ::std::string::String,
        name: ::std::string::String,
        ///(Best effort) Path to the file being read by the command. When possible, this is an absolute path, though when relative, it should be resolved against the `cwd`` that will be used to run the command to derive the absolute path.
        path: LegacyAppPathString,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///ListFilesParsedCommand
    #[serde(rename = "list_files")]
    ListFiles {
        cmd: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        path: ::std::option::Option<::std::option::Option<::std::string::String>>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///SearchParsedCommand
    #[serde(rename = "search")]
    Search {
        cmd: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        path: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        query: ::std::option::Option<::std::option::Option<::std::string::String>>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///UnknownParsedCommand
    #[serde(rename = "unknown")]
    Unknown {
        cmd: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
///`PermissionsRequestApprovalParams`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PermissionsRequestApprovalParams {
    pub cwd: AbsolutePathBuf,
    #[serde(
        rename = "environmentId",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub environment_id: ::std::option::Option<
        ::std::option::Option<::std::string::String>,
    >,
    #[serde(rename = "itemId")]
    pub item_id: ::std::string::String,
    pub permissions: RequestPermissionProfile,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub reason: ::std::option::Option<::std::option::Option<::std::string::String>>,
    ///Unix timestamp (in milliseconds) when this approval request started.
    #[serde(rename = "startedAtMs")]
    pub started_at_ms: i64,
    #[serde(rename = "threadId")]
    pub thread_id: ::std::string::String,
    #[serde(rename = "turnId")]
    pub turn_id: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`RequestId`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(untagged)]
#[non_exhaustive]
pub enum RequestId {
    String(::std::string::String),
    Integer(i64),
}
impl ::std::fmt::Display for RequestId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match self {
            Self::String(x) => x.fmt(f),
            Self::Integer(x) => x.fmt(f),
        }
    }
}
impl ::std::convert::From<i64> for RequestId {
    fn from(value: i64) -> Self {
        Self::Integer(value)
    }
}
///`RequestPermissionProfile`
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct RequestPermissionProfile {
    #[serde(
        rename = "fileSystem",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub file_system: ::std::option::Option<
        ::std::option::Option<AdditionalFileSystemPermissions>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub network: ::std::option::Option<
        ::std::option::Option<AdditionalNetworkPermissions>,
    >,
}
///Request initiated from the server and sent to the client.
#[derive(::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(tag = "method")]
#[non_exhaustive]
pub enum ServerRequest {
    /**Item/commandExecution/requestApprovalRequest

NEW APIs Sent when approval is requested for a specific command execution. This request is used for Turns started via turn/start.*/
    #[serde(rename = "item/commandExecution/requestApproval")]
    ItemCommandExecutionRequestApproval {
        id: RequestId,
        params: CommandExecutionRequestApprovalParams,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    /**Item/fileChange/requestApprovalRequest

Sent when approval is requested for a specific file change. This request is used for Turns started via turn/start.*/
    #[serde(rename = "item/fileChange/requestApproval")]
    ItemFileChangeRequestApproval {
        id: RequestId,
        params: FileChangeRequestApprovalParams,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    /**Item/tool/requestUserInputRequest

EXPERIMENTAL - Request input from the user for a tool call.*/
    #[serde(rename = "item/tool/requestUserInput")]
    ItemToolRequestUserInput {
        id: RequestId,
        params: ToolRequestUserInputParams,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    /**McpServer/elicitation/requestRequest

Request input for an MCP server elicitation.*/
    #[serde(rename = "mcpServer/elicitation/request")]
    McpServerElicitationRequest {
        id: RequestId,
        params: McpServerElicitationRequestParams,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    /**Item/permissions/requestApprovalRequest

Request approval for additional permissions from the user.*/
    #[serde(rename = "item/permissions/requestApproval")]
    ItemPermissionsRequestApproval {
        id: RequestId,
        params: PermissionsRequestApprovalParams,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    /**Item/tool/callRequest

Execute a dynamic tool call on the client.*/
    #[serde(rename = "item/tool/call")]
    ItemToolCall {
        id: RequestId,
        params: DynamicToolCallParams,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///Account/chatgptAuthTokens/refreshRequest
    #[serde(rename = "account/chatgptAuthTokens/refresh")]
    AccountChatgptAuthTokensRefresh {
        id: RequestId,
        params: ChatgptAuthTokensRefreshParams,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    /**Attestation/generateRequest

Generate a fresh upstream attestation result on demand.*/
    #[serde(rename = "attestation/generate")]
    AttestationGenerate {
        id: RequestId,
        params: AttestationGenerateParams,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    /**ApplyPatchApprovalRequest

DEPRECATED APIs below Request to approve a patch. This request is used for Turns started via the legacy APIs (i.e. SendUserTurn, SendUserMessage).*/
    #[serde(rename = "applyPatchApproval")]
    ApplyPatchApproval {
        id: RequestId,
        params: ApplyPatchApprovalParams,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    /**ExecCommandApprovalRequest

Request to exec a command. This request is used for Turns started via the legacy APIs (i.e. SendUserTurn, SendUserMessage).*/
    #[serde(rename = "execCommandApproval")]
    ExecCommandApproval {
        id: RequestId,
        params: ExecCommandApprovalParams,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
///`ThreadId`
#[derive(::serde::Serialize, Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[serde(transparent)]
pub struct ThreadId(pub ::std::string::String);
impl ::std::ops::Deref for ThreadId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<ThreadId> for ::std::string::String {
    fn from(value: ThreadId) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::string::String> for ThreadId {
    fn from(value: ::std::string::String) -> Self {
        Self(value)
    }
}
impl ::std::fmt::Display for ThreadId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        self.0.fmt(f)
    }
}
impl ::std::str::FromStr for ThreadId {
    type Err = ::std::convert::Infallible;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Ok(Self(value.to_string()))
    }
}
///EXPERIMENTAL. Defines a single selectable option for request_user_input.
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ToolRequestUserInputOption {
    pub description: ::std::string::String,
    pub label: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///EXPERIMENTAL. Params sent with a request_user_input event.
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ToolRequestUserInputParams {
    #[serde(
        rename = "autoResolutionMs",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub auto_resolution_ms: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(rename = "itemId")]
    pub item_id: ::std::string::String,
    pub questions: ::std::vec::Vec<ToolRequestUserInputQuestion>,
    #[serde(rename = "threadId")]
    pub thread_id: ::std::string::String,
    #[serde(rename = "turnId")]
    pub turn_id: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///EXPERIMENTAL. Represents one request_user_input question and its required options.
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ToolRequestUserInputQuestion {
    pub header: ::std::string::String,
    pub id: ::std::string::String,
    #[serde(rename = "isOther", skip_serializing_if = "::std::option::Option::is_none")]
    pub is_other: ::std::option::Option<bool>,
    #[serde(rename = "isSecret", skip_serializing_if = "::std::option::Option::is_none")]
    pub is_secret: ::std::option::Option<bool>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub options: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<ToolRequestUserInputOption>>,
    >,
    pub question: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
/// Error types.
pub mod error {
    /// Error from a `TryFrom` or `FromStr` implementation.
    pub struct ConversionError(::std::borrow::Cow<'static, str>);
    impl ::std::error::Error for ConversionError {}
    impl ::std::fmt::Display for ConversionError {
        fn fmt(
            &self,
            f: &mut ::std::fmt::Formatter<'_>,
        ) -> Result<(), ::std::fmt::Error> {
            ::std::fmt::Display::fmt(&self.0, f)
        }
    }
    impl ::std::fmt::Debug for ConversionError {
        fn fmt(
            &self,
            f: &mut ::std::fmt::Formatter<'_>,
        ) -> Result<(), ::std::fmt::Error> {
            ::std::fmt::Debug::fmt(&self.0, f)
        }
    }
    impl From<&'static str> for ConversionError {
        fn from(value: &'static str) -> Self {
            Self(value.into())
        }
    }
    impl From<String> for ConversionError {
        fn from(value: String) -> Self {
            Self(value.into())
        }
    }
}
::agent_approval::__validate!(
    AbsolutePathBuf, "file:///codex/ServerRequest.json#/definitions/AbsolutePathBuf",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    AdditionalFileSystemPermissions,
    "file:///codex/ServerRequest.json#/definitions/AdditionalFileSystemPermissions",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    AdditionalNetworkPermissions,
    "file:///codex/ServerRequest.json#/definitions/AdditionalNetworkPermissions",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    AdditionalPermissionProfile,
    "file:///codex/ServerRequest.json#/definitions/AdditionalPermissionProfile",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ApplyPatchApprovalParams,
    "file:///codex/ServerRequest.json#/definitions/ApplyPatchApprovalParams",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    AttestationGenerateParams,
    "file:///codex/ServerRequest.json#/definitions/AttestationGenerateParams",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ChatgptAuthTokensRefreshParams,
    "file:///codex/ServerRequest.json#/definitions/ChatgptAuthTokensRefreshParams",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ChatgptAuthTokensRefreshReason,
    "file:///codex/ServerRequest.json#/definitions/ChatgptAuthTokensRefreshReason",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    CommandAction, "file:///codex/ServerRequest.json#/definitions/CommandAction",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    CommandExecutionApprovalDecision,
    "file:///codex/ServerRequest.json#/definitions/CommandExecutionApprovalDecision",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    CommandExecutionRequestApprovalParams,
    "file:///codex/ServerRequest.json#/definitions/CommandExecutionRequestApprovalParams",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    DynamicToolCallParams,
    "file:///codex/ServerRequest.json#/definitions/DynamicToolCallParams",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ExecCommandApprovalParams,
    "file:///codex/ServerRequest.json#/definitions/ExecCommandApprovalParams",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileChange, "file:///codex/ServerRequest.json#/definitions/FileChange",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileChangeRequestApprovalParams,
    "file:///codex/ServerRequest.json#/definitions/FileChangeRequestApprovalParams",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileSystemAccessMode,
    "file:///codex/ServerRequest.json#/definitions/FileSystemAccessMode",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileSystemPath, "file:///codex/ServerRequest.json#/definitions/FileSystemPath",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileSystemSandboxEntry,
    "file:///codex/ServerRequest.json#/definitions/FileSystemSandboxEntry",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileSystemSpecialPath,
    "file:///codex/ServerRequest.json#/definitions/FileSystemSpecialPath",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    LegacyAppPathString,
    "file:///codex/ServerRequest.json#/definitions/LegacyAppPathString",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationArrayType,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationArrayType",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationBooleanSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationBooleanSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationBooleanType,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationBooleanType",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationConstOption,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationConstOption",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationEnumSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationEnumSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationLegacyTitledEnumSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationLegacyTitledEnumSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationMultiSelectEnumSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationMultiSelectEnumSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationNumberSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationNumberSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationNumberType,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationNumberType",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationObjectType,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationObjectType",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationPrimitiveSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationPrimitiveSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationSingleSelectEnumSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationSingleSelectEnumSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationStringFormat,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationStringFormat",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationStringSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationStringSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationStringType,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationStringType",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationTitledEnumItems,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationTitledEnumItems",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationTitledMultiSelectEnumSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationTitledMultiSelectEnumSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationTitledSingleSelectEnumSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationTitledSingleSelectEnumSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationUntitledEnumItems,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationUntitledEnumItems",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationUntitledMultiSelectEnumSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationUntitledMultiSelectEnumSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpElicitationUntitledSingleSelectEnumSchema,
    "file:///codex/ServerRequest.json#/definitions/McpElicitationUntitledSingleSelectEnumSchema",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpServerElicitationRequestParams,
    "file:///codex/ServerRequest.json#/definitions/McpServerElicitationRequestParams",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    NetworkApprovalContext,
    "file:///codex/ServerRequest.json#/definitions/NetworkApprovalContext",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    NetworkApprovalProtocol,
    "file:///codex/ServerRequest.json#/definitions/NetworkApprovalProtocol",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    NetworkPolicyAmendment,
    "file:///codex/ServerRequest.json#/definitions/NetworkPolicyAmendment",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    NetworkPolicyRuleAction,
    "file:///codex/ServerRequest.json#/definitions/NetworkPolicyRuleAction",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ParsedCommand, "file:///codex/ServerRequest.json#/definitions/ParsedCommand",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    PermissionsRequestApprovalParams,
    "file:///codex/ServerRequest.json#/definitions/PermissionsRequestApprovalParams",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    RequestId, "file:///codex/ServerRequest.json#/definitions/RequestId",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    RequestPermissionProfile,
    "file:///codex/ServerRequest.json#/definitions/RequestPermissionProfile",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ServerRequest, "file:///codex/ServerRequest.json#",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ThreadId, "file:///codex/ServerRequest.json#/definitions/ThreadId",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ToolRequestUserInputOption,
    "file:///codex/ServerRequest.json#/definitions/ToolRequestUserInputOption",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ToolRequestUserInputParams,
    "file:///codex/ServerRequest.json#/definitions/ToolRequestUserInputParams",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ToolRequestUserInputQuestion,
    "file:///codex/ServerRequest.json#/definitions/ToolRequestUserInputQuestion",
    "http://json-schema.org/draft-07/schema#"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "AbsolutePathBuf")]
#[allow(dead_code, non_camel_case_types)]
#[serde(transparent)]
struct __RawAbsolutePathBuf(::std::string::String);
::agent_approval::__judged!(AbsolutePathBuf, __RawAbsolutePathBuf);
#[derive(::serde::Deserialize)]
#[serde(remote = "AdditionalFileSystemPermissions")]
#[allow(dead_code, non_camel_case_types)]
struct __RawAdditionalFileSystemPermissions {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    entries: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<FileSystemSandboxEntry>>,
    >,
    #[serde(
        rename = "globScanMaxDepth",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    glob_scan_max_depth: ::std::option::Option<
        ::std::option::Option<::std::num::NonZeroU64>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    read: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    write: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
    >,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    AdditionalFileSystemPermissions, __RawAdditionalFileSystemPermissions
);
#[derive(::serde::Deserialize)]
#[serde(remote = "AdditionalNetworkPermissions")]
#[allow(dead_code, non_camel_case_types)]
struct __RawAdditionalNetworkPermissions {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    enabled: ::std::option::Option<::std::option::Option<bool>>,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    AdditionalNetworkPermissions, __RawAdditionalNetworkPermissions
);
#[derive(::serde::Deserialize)]
#[serde(remote = "AdditionalPermissionProfile")]
#[allow(dead_code, non_camel_case_types)]
struct __RawAdditionalPermissionProfile {
    #[serde(
        rename = "fileSystem",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    file_system: ::std::option::Option<
        ::std::option::Option<AdditionalFileSystemPermissions>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    network: ::std::option::Option<::std::option::Option<AdditionalNetworkPermissions>>,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    AdditionalPermissionProfile, __RawAdditionalPermissionProfile
);
#[derive(::serde::Deserialize)]
#[serde(remote = "ApplyPatchApprovalParams")]
#[allow(dead_code, non_camel_case_types)]
struct __RawApplyPatchApprovalParams {
    #[serde(rename = "callId")]
    call_id: ::std::string::String,
    #[serde(rename = "conversationId")]
    conversation_id: ThreadId,
    #[serde(rename = "fileChanges")]
    file_changes: ::std::collections::BTreeMap<::std::string::String, FileChange>,
    #[serde(
        rename = "grantRoot",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    grant_root: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    reason: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(ApplyPatchApprovalParams, __RawApplyPatchApprovalParams);
#[derive(::serde::Deserialize)]
#[serde(remote = "AttestationGenerateParams")]
#[allow(dead_code, non_camel_case_types)]
#[serde(transparent)]
struct __RawAttestationGenerateParams(
    ::serde_json::Map<::std::string::String, ::serde_json::Value>,
);
::agent_approval::__judged!(AttestationGenerateParams, __RawAttestationGenerateParams);
#[derive(::serde::Deserialize)]
#[serde(remote = "ChatgptAuthTokensRefreshParams")]
#[allow(dead_code, non_camel_case_types)]
struct __RawChatgptAuthTokensRefreshParams {
    #[serde(
        rename = "previousAccountId",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    previous_account_id: ::std::option::Option<
        ::std::option::Option<::std::string::String>,
    >,
    reason: ChatgptAuthTokensRefreshReason,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    ChatgptAuthTokensRefreshParams, __RawChatgptAuthTokensRefreshParams
);
#[derive(::serde::Deserialize)]
#[serde(remote = "ChatgptAuthTokensRefreshReason")]
#[allow(dead_code, non_camel_case_types)]
enum __RawChatgptAuthTokensRefreshReason {
    #[serde(rename = "unauthorized")]
    Unauthorized,
}
::agent_approval::__judged!(
    ChatgptAuthTokensRefreshReason, __RawChatgptAuthTokensRefreshReason
);
#[derive(::serde::Deserialize)]
#[serde(remote = "CommandAction")]
#[allow(dead_code, non_camel_case_types)]
#[serde(tag = "type")]
enum __RawCommandAction {
    #[serde(rename = "read")]
    Read {
        command: ::std::string::String,
        name: ::std::string::String,
        path: LegacyAppPathString,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "listFiles")]
    ListFiles {
        command: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        path: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "search")]
    Search {
        command: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        path: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        query: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "unknown")]
    Unknown {
        command: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
::agent_approval::__judged!(CommandAction, __RawCommandAction);
#[derive(::serde::Deserialize)]
#[serde(remote = "CommandExecutionApprovalDecision")]
#[allow(dead_code, non_camel_case_types)]
enum __RawCommandExecutionApprovalDecision {
    #[serde(rename = "accept")]
    Accept,
    #[serde(rename = "acceptForSession")]
    AcceptForSession,
    #[serde(rename = "acceptWithExecpolicyAmendment")]
    AcceptWithExecpolicyAmendment {
        execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "applyNetworkPolicyAmendment")]
    ApplyNetworkPolicyAmendment {
        network_policy_amendment: NetworkPolicyAmendment,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "decline")]
    Decline,
    #[serde(rename = "cancel")]
    Cancel,
}
::agent_approval::__judged!(
    CommandExecutionApprovalDecision, __RawCommandExecutionApprovalDecision
);
#[derive(::serde::Deserialize)]
#[serde(remote = "CommandExecutionRequestApprovalParams")]
#[allow(dead_code, non_camel_case_types)]
struct __RawCommandExecutionRequestApprovalParams {
    #[serde(
        rename = "approvalId",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    approval_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    command: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        rename = "commandActions",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    command_actions: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<CommandAction>>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    cwd: ::std::option::Option<::std::option::Option<LegacyAppPathString>>,
    #[serde(
        rename = "environmentId",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    environment_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "itemId")]
    item_id: ::std::string::String,
    #[serde(
        rename = "networkApprovalContext",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    network_approval_context: ::std::option::Option<
        ::std::option::Option<NetworkApprovalContext>,
    >,
    #[serde(
        rename = "proposedExecpolicyAmendment",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    proposed_execpolicy_amendment: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    >,
    #[serde(
        rename = "proposedNetworkPolicyAmendments",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    proposed_network_policy_amendments: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<NetworkPolicyAmendment>>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    reason: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "startedAtMs")]
    started_at_ms: i64,
    #[serde(rename = "threadId")]
    thread_id: ::std::string::String,
    #[serde(rename = "turnId")]
    turn_id: ::std::string::String,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    CommandExecutionRequestApprovalParams, __RawCommandExecutionRequestApprovalParams
);
#[derive(::serde::Deserialize)]
#[serde(remote = "DynamicToolCallParams")]
#[allow(dead_code, non_camel_case_types)]
struct __RawDynamicToolCallParams {
    arguments: ::serde_json::Value,
    #[serde(rename = "callId")]
    call_id: ::std::string::String,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    namespace: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "threadId")]
    thread_id: ::std::string::String,
    tool: ::std::string::String,
    #[serde(rename = "turnId")]
    turn_id: ::std::string::String,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(DynamicToolCallParams, __RawDynamicToolCallParams);
#[derive(::serde::Deserialize)]
#[serde(remote = "ExecCommandApprovalParams")]
#[allow(dead_code, non_camel_case_types)]
struct __RawExecCommandApprovalParams {
    #[serde(
        rename = "approvalId",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    approval_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "callId")]
    call_id: ::std::string::String,
    command: ::std::vec::Vec<::std::string::String>,
    #[serde(rename = "conversationId")]
    conversation_id: ThreadId,
    cwd: ::std::string::String,
    #[serde(rename = "parsedCmd")]
    parsed_cmd: ::std::vec::Vec<ParsedCommand>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    reason: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(ExecCommandApprovalParams, __RawExecCommandApprovalParams);
#[derive(::serde::Deserialize)]
#[serde(remote = "FileChange")]
#[allow(dead_code, non_camel_case_types)]
#[serde(tag = "type")]
enum __RawFileChange {
    #[serde(rename = "add")]
    Add {
        content: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "delete")]
    Delete {
        content: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "update")]
    Update {
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        move_path: ::std::option::Option<::std::option::Option<::std::string::String>>,
        unified_diff: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
::agent_approval::__judged!(FileChange, __RawFileChange);
#[derive(::serde::Deserialize)]
#[serde(remote = "FileChangeRequestApprovalParams")]
#[allow(dead_code, non_camel_case_types)]
struct __RawFileChangeRequestApprovalParams {
    #[serde(
        rename = "grantRoot",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    grant_root: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "itemId")]
    item_id: ::std::string::String,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    reason: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "startedAtMs")]
    started_at_ms: i64,
    #[serde(rename = "threadId")]
    thread_id: ::std::string::String,
    #[serde(rename = "turnId")]
    turn_id: ::std::string::String,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    FileChangeRequestApprovalParams, __RawFileChangeRequestApprovalParams
);
#[derive(::serde::Deserialize)]
#[serde(remote = "FileSystemAccessMode")]
#[allow(dead_code, non_camel_case_types)]
enum __RawFileSystemAccessMode {
    #[serde(rename = "read")]
    Read,
    #[serde(rename = "write")]
    Write,
    #[serde(rename = "deny")]
    Deny,
}
::agent_approval::__judged!(FileSystemAccessMode, __RawFileSystemAccessMode);
#[derive(::serde::Deserialize)]
#[serde(remote = "FileSystemPath")]
#[allow(dead_code, non_camel_case_types)]
#[serde(tag = "type")]
enum __RawFileSystemPath {
    #[serde(rename = "path")]
    Path {
        path: LegacyAppPathString,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "glob_pattern")]
    GlobPattern {
        pattern: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "special")]
    Special {
        value: FileSystemSpecialPath,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
::agent_approval::__judged!(FileSystemPath, __RawFileSystemPath);
#[derive(::serde::Deserialize)]
#[serde(remote = "FileSystemSandboxEntry")]
#[allow(dead_code, non_camel_case_types)]
struct __RawFileSystemSandboxEntry {
    access: FileSystemAccessMode,
    path: FileSystemPath,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(FileSystemSandboxEntry, __RawFileSystemSandboxEntry);
#[derive(::serde::Deserialize)]
#[serde(remote = "FileSystemSpecialPath")]
#[allow(dead_code, non_camel_case_types)]
#[serde(tag = "kind")]
enum __RawFileSystemSpecialPath {
    #[serde(rename = "root")]
    Root,
    #[serde(rename = "minimal")]
    Minimal,
    #[serde(rename = "project_roots")]
    ProjectRoots {
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        subpath: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "tmpdir")]
    Tmpdir,
    #[serde(rename = "slash_tmp")]
    SlashTmp,
    #[serde(rename = "unknown")]
    Unknown {
        path: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        subpath: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
::agent_approval::__judged!(FileSystemSpecialPath, __RawFileSystemSpecialPath);
#[derive(::serde::Deserialize)]
#[serde(remote = "LegacyAppPathString")]
#[allow(dead_code, non_camel_case_types)]
#[serde(transparent)]
struct __RawLegacyAppPathString(::std::string::String);
::agent_approval::__judged!(LegacyAppPathString, __RawLegacyAppPathString);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationArrayType")]
#[allow(dead_code, non_camel_case_types)]
enum __RawMcpElicitationArrayType {
    #[serde(rename = "array")]
    Array,
}
::agent_approval::__judged!(McpElicitationArrayType, __RawMcpElicitationArrayType);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationBooleanSchema")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationBooleanSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    default: ::std::option::Option<::std::option::Option<bool>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    type_: McpElicitationBooleanType,
}
::agent_approval::__judged!(
    McpElicitationBooleanSchema, __RawMcpElicitationBooleanSchema
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationBooleanType")]
#[allow(dead_code, non_camel_case_types)]
enum __RawMcpElicitationBooleanType {
    #[serde(rename = "boolean")]
    Boolean,
}
::agent_approval::__judged!(McpElicitationBooleanType, __RawMcpElicitationBooleanType);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationConstOption")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationConstOption {
    #[serde(rename = "const")]
    const_: ::std::string::String,
    title: ::std::string::String,
}
::agent_approval::__judged!(McpElicitationConstOption, __RawMcpElicitationConstOption);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationEnumSchema")]
#[allow(dead_code, non_camel_case_types)]
struct __RawMcpElicitationEnumSchema {
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    subtype_0: ::std::option::Option<McpElicitationSingleSelectEnumSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    subtype_1: ::std::option::Option<McpElicitationMultiSelectEnumSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    subtype_2: ::std::option::Option<McpElicitationLegacyTitledEnumSchema>,
}
::agent_approval::__judged!(McpElicitationEnumSchema, __RawMcpElicitationEnumSchema);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationLegacyTitledEnumSchema")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationLegacyTitledEnumSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    default: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "enum")]
    enum_: ::std::vec::Vec<::std::string::String>,
    #[serde(
        rename = "enumNames",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    enum_names: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    type_: McpElicitationStringType,
}
::agent_approval::__judged!(
    McpElicitationLegacyTitledEnumSchema, __RawMcpElicitationLegacyTitledEnumSchema
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationMultiSelectEnumSchema")]
#[allow(dead_code, non_camel_case_types)]
struct __RawMcpElicitationMultiSelectEnumSchema {
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    subtype_0: ::std::option::Option<McpElicitationUntitledMultiSelectEnumSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    subtype_1: ::std::option::Option<McpElicitationTitledMultiSelectEnumSchema>,
}
::agent_approval::__judged!(
    McpElicitationMultiSelectEnumSchema, __RawMcpElicitationMultiSelectEnumSchema
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationNumberSchema")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationNumberSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    default: ::std::option::Option<::std::option::Option<f64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    maximum: ::std::option::Option<::std::option::Option<f64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    minimum: ::std::option::Option<::std::option::Option<f64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    type_: McpElicitationNumberType,
}
::agent_approval::__judged!(McpElicitationNumberSchema, __RawMcpElicitationNumberSchema);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationNumberType")]
#[allow(dead_code, non_camel_case_types)]
enum __RawMcpElicitationNumberType {
    #[serde(rename = "number")]
    Number,
    #[serde(rename = "integer")]
    Integer,
}
::agent_approval::__judged!(McpElicitationNumberType, __RawMcpElicitationNumberType);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationObjectType")]
#[allow(dead_code, non_camel_case_types)]
enum __RawMcpElicitationObjectType {
    #[serde(rename = "object")]
    Object,
}
::agent_approval::__judged!(McpElicitationObjectType, __RawMcpElicitationObjectType);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationPrimitiveSchema")]
#[allow(dead_code, non_camel_case_types)]
struct __RawMcpElicitationPrimitiveSchema {
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    subtype_0: ::std::option::Option<McpElicitationEnumSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    subtype_1: ::std::option::Option<McpElicitationStringSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    subtype_2: ::std::option::Option<McpElicitationNumberSchema>,
    #[serde(flatten, skip_serializing_if = "::std::option::Option::is_none")]
    subtype_3: ::std::option::Option<McpElicitationBooleanSchema>,
}
::agent_approval::__judged!(
    McpElicitationPrimitiveSchema, __RawMcpElicitationPrimitiveSchema
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationSchema")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationSchema {
    properties: ::std::collections::BTreeMap<
        ::std::string::String,
        McpElicitationPrimitiveSchema,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    required: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    >,
    #[serde(
        rename = "$schema",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    schema: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    type_: McpElicitationObjectType,
}
::agent_approval::__judged!(McpElicitationSchema, __RawMcpElicitationSchema);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationSingleSelectEnumSchema")]
#[allow(dead_code, non_camel_case_types)]
#[serde(untagged)]
enum __RawMcpElicitationSingleSelectEnumSchema {
    UntitledSingleSelectEnumSchema(McpElicitationUntitledSingleSelectEnumSchema),
    TitledSingleSelectEnumSchema(McpElicitationTitledSingleSelectEnumSchema),
}
::agent_approval::__judged!(
    McpElicitationSingleSelectEnumSchema, __RawMcpElicitationSingleSelectEnumSchema
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationStringFormat")]
#[allow(dead_code, non_camel_case_types)]
enum __RawMcpElicitationStringFormat {
    #[serde(rename = "email")]
    Email,
    #[serde(rename = "uri")]
    Uri,
    #[serde(rename = "date")]
    Date,
    #[serde(rename = "date-time")]
    DateTime,
}
::agent_approval::__judged!(McpElicitationStringFormat, __RawMcpElicitationStringFormat);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationStringSchema")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationStringSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    default: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    format: ::std::option::Option<::std::option::Option<McpElicitationStringFormat>>,
    #[serde(
        rename = "maxLength",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    max_length: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        rename = "minLength",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    min_length: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    type_: McpElicitationStringType,
}
::agent_approval::__judged!(McpElicitationStringSchema, __RawMcpElicitationStringSchema);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationStringType")]
#[allow(dead_code, non_camel_case_types)]
enum __RawMcpElicitationStringType {
    #[serde(rename = "string")]
    String,
}
::agent_approval::__judged!(McpElicitationStringType, __RawMcpElicitationStringType);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationTitledEnumItems")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationTitledEnumItems {
    #[serde(rename = "anyOf")]
    any_of: ::std::vec::Vec<McpElicitationConstOption>,
}
::agent_approval::__judged!(
    McpElicitationTitledEnumItems, __RawMcpElicitationTitledEnumItems
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationTitledMultiSelectEnumSchema")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationTitledMultiSelectEnumSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    default: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    items: McpElicitationTitledEnumItems,
    #[serde(
        rename = "maxItems",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    max_items: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        rename = "minItems",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    min_items: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    type_: McpElicitationArrayType,
}
::agent_approval::__judged!(
    McpElicitationTitledMultiSelectEnumSchema,
    __RawMcpElicitationTitledMultiSelectEnumSchema
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationTitledSingleSelectEnumSchema")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationTitledSingleSelectEnumSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    default: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "oneOf")]
    one_of: ::std::vec::Vec<McpElicitationConstOption>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    type_: McpElicitationStringType,
}
::agent_approval::__judged!(
    McpElicitationTitledSingleSelectEnumSchema,
    __RawMcpElicitationTitledSingleSelectEnumSchema
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationUntitledEnumItems")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationUntitledEnumItems {
    #[serde(rename = "enum")]
    enum_: ::std::vec::Vec<::std::string::String>,
    #[serde(rename = "type")]
    type_: McpElicitationStringType,
}
::agent_approval::__judged!(
    McpElicitationUntitledEnumItems, __RawMcpElicitationUntitledEnumItems
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationUntitledMultiSelectEnumSchema")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationUntitledMultiSelectEnumSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    default: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    items: McpElicitationUntitledEnumItems,
    #[serde(
        rename = "maxItems",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    max_items: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        rename = "minItems",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    min_items: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    type_: McpElicitationArrayType,
}
::agent_approval::__judged!(
    McpElicitationUntitledMultiSelectEnumSchema,
    __RawMcpElicitationUntitledMultiSelectEnumSchema
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpElicitationUntitledSingleSelectEnumSchema")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawMcpElicitationUntitledSingleSelectEnumSchema {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    default: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    description: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "enum")]
    enum_: ::std::vec::Vec<::std::string::String>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "type")]
    type_: McpElicitationStringType,
}
::agent_approval::__judged!(
    McpElicitationUntitledSingleSelectEnumSchema,
    __RawMcpElicitationUntitledSingleSelectEnumSchema
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpServerElicitationRequestParams")]
#[allow(dead_code, non_camel_case_types)]
#[serde(untagged)]
enum __RawMcpServerElicitationRequestParams {
    Variant0 {
        message: ::std::string::String,
        #[serde(
            rename = "_meta",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        meta: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
        mode: McpServerElicitationRequestParamsVariant0Mode,
        #[serde(rename = "requestedSchema")]
        requested_schema: McpElicitationSchema,
        #[serde(rename = "serverName")]
        server_name: ::std::string::String,
        #[serde(rename = "threadId")]
        thread_id: ::std::string::String,
        #[serde(
            rename = "turnId",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        turn_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    Variant1 {
        message: ::std::string::String,
        #[serde(
            rename = "_meta",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        meta: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
        mode: McpServerElicitationRequestParamsVariant1Mode,
        #[serde(rename = "requestedSchema")]
        requested_schema: ::serde_json::Value,
        #[serde(rename = "serverName")]
        server_name: ::std::string::String,
        #[serde(rename = "threadId")]
        thread_id: ::std::string::String,
        #[serde(
            rename = "turnId",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        turn_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    Variant2 {
        #[serde(rename = "elicitationId")]
        elicitation_id: ::std::string::String,
        message: ::std::string::String,
        #[serde(
            rename = "_meta",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        meta: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
        mode: McpServerElicitationRequestParamsVariant2Mode,
        #[serde(rename = "serverName")]
        server_name: ::std::string::String,
        #[serde(rename = "threadId")]
        thread_id: ::std::string::String,
        #[serde(
            rename = "turnId",
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        turn_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
        url: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
::agent_approval::__judged!(
    McpServerElicitationRequestParams, __RawMcpServerElicitationRequestParams
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpServerElicitationRequestParamsVariant0Mode")]
#[allow(dead_code, non_camel_case_types)]
enum __RawMcpServerElicitationRequestParamsVariant0Mode {
    #[serde(rename = "form")]
    Form,
}
::agent_approval::__inline!(
    McpServerElicitationRequestParamsVariant0Mode,
    __RawMcpServerElicitationRequestParamsVariant0Mode
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpServerElicitationRequestParamsVariant1Mode")]
#[allow(dead_code, non_camel_case_types)]
enum __RawMcpServerElicitationRequestParamsVariant1Mode {
    #[serde(rename = "openai/form")]
    OpenaiForm,
}
::agent_approval::__inline!(
    McpServerElicitationRequestParamsVariant1Mode,
    __RawMcpServerElicitationRequestParamsVariant1Mode
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpServerElicitationRequestParamsVariant2Mode")]
#[allow(dead_code, non_camel_case_types)]
enum __RawMcpServerElicitationRequestParamsVariant2Mode {
    #[serde(rename = "url")]
    Url,
}
::agent_approval::__inline!(
    McpServerElicitationRequestParamsVariant2Mode,
    __RawMcpServerElicitationRequestParamsVariant2Mode
);
#[derive(::serde::Deserialize)]
#[serde(remote = "NetworkApprovalContext")]
#[allow(dead_code, non_camel_case_types)]
struct __RawNetworkApprovalContext {
    host: ::std::string::String,
    protocol: NetworkApprovalProtocol,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(NetworkApprovalContext, __RawNetworkApprovalContext);
#[derive(::serde::Deserialize)]
#[serde(remote = "NetworkApprovalProtocol")]
#[allow(dead_code, non_camel_case_types)]
enum __RawNetworkApprovalProtocol {
    #[serde(rename = "http")]
    Http,
    #[serde(rename = "https")]
    Https,
    #[serde(rename = "socks5Tcp")]
    Socks5Tcp,
    #[serde(rename = "socks5Udp")]
    Socks5Udp,
}
::agent_approval::__judged!(NetworkApprovalProtocol, __RawNetworkApprovalProtocol);
#[derive(::serde::Deserialize)]
#[serde(remote = "NetworkPolicyAmendment")]
#[allow(dead_code, non_camel_case_types)]
struct __RawNetworkPolicyAmendment {
    action: NetworkPolicyRuleAction,
    host: ::std::string::String,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(NetworkPolicyAmendment, __RawNetworkPolicyAmendment);
#[derive(::serde::Deserialize)]
#[serde(remote = "NetworkPolicyRuleAction")]
#[allow(dead_code, non_camel_case_types)]
enum __RawNetworkPolicyRuleAction {
    #[serde(rename = "allow")]
    Allow,
    #[serde(rename = "deny")]
    Deny,
}
::agent_approval::__judged!(NetworkPolicyRuleAction, __RawNetworkPolicyRuleAction);
#[derive(::serde::Deserialize)]
#[serde(remote = "ParsedCommand")]
#[allow(dead_code, non_camel_case_types)]
#[serde(tag = "type")]
enum __RawParsedCommand {
    #[serde(rename = "read")]
    Read {
        cmd: ::std::string::String,
        name: ::std::string::String,
        path: LegacyAppPathString,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "list_files")]
    ListFiles {
        cmd: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        path: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "search")]
    Search {
        cmd: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        path: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        query: ::std::option::Option<::std::option::Option<::std::string::String>>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "unknown")]
    Unknown {
        cmd: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
::agent_approval::__judged!(ParsedCommand, __RawParsedCommand);
#[derive(::serde::Deserialize)]
#[serde(remote = "PermissionsRequestApprovalParams")]
#[allow(dead_code, non_camel_case_types)]
struct __RawPermissionsRequestApprovalParams {
    cwd: AbsolutePathBuf,
    #[serde(
        rename = "environmentId",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    environment_id: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "itemId")]
    item_id: ::std::string::String,
    permissions: RequestPermissionProfile,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    reason: ::std::option::Option<::std::option::Option<::std::string::String>>,
    #[serde(rename = "startedAtMs")]
    started_at_ms: i64,
    #[serde(rename = "threadId")]
    thread_id: ::std::string::String,
    #[serde(rename = "turnId")]
    turn_id: ::std::string::String,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    PermissionsRequestApprovalParams, __RawPermissionsRequestApprovalParams
);
#[derive(::serde::Deserialize)]
#[serde(remote = "RequestId")]
#[allow(dead_code, non_camel_case_types)]
#[serde(untagged)]
enum __RawRequestId {
    String(::std::string::String),
    Integer(i64),
}
::agent_approval::__judged!(RequestId, __RawRequestId);
#[derive(::serde::Deserialize)]
#[serde(remote = "RequestPermissionProfile")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawRequestPermissionProfile {
    #[serde(
        rename = "fileSystem",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    file_system: ::std::option::Option<
        ::std::option::Option<AdditionalFileSystemPermissions>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    network: ::std::option::Option<::std::option::Option<AdditionalNetworkPermissions>>,
}
::agent_approval::__judged!(RequestPermissionProfile, __RawRequestPermissionProfile);
#[derive(::serde::Deserialize)]
#[serde(remote = "ServerRequest")]
#[allow(dead_code, non_camel_case_types)]
#[serde(tag = "method")]
enum __RawServerRequest {
    #[serde(rename = "item/commandExecution/requestApproval")]
    ItemCommandExecutionRequestApproval {
        id: RequestId,
        params: CommandExecutionRequestApprovalParams,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "item/fileChange/requestApproval")]
    ItemFileChangeRequestApproval {
        id: RequestId,
        params: FileChangeRequestApprovalParams,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "item/tool/requestUserInput")]
    ItemToolRequestUserInput {
        id: RequestId,
        params: ToolRequestUserInputParams,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "mcpServer/elicitation/request")]
    McpServerElicitationRequest {
        id: RequestId,
        params: McpServerElicitationRequestParams,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "item/permissions/requestApproval")]
    ItemPermissionsRequestApproval {
        id: RequestId,
        params: PermissionsRequestApprovalParams,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "item/tool/call")]
    ItemToolCall {
        id: RequestId,
        params: DynamicToolCallParams,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "account/chatgptAuthTokens/refresh")]
    AccountChatgptAuthTokensRefresh {
        id: RequestId,
        params: ChatgptAuthTokensRefreshParams,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "attestation/generate")]
    AttestationGenerate {
        id: RequestId,
        params: AttestationGenerateParams,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "applyPatchApproval")]
    ApplyPatchApproval {
        id: RequestId,
        params: ApplyPatchApprovalParams,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "execCommandApproval")]
    ExecCommandApproval {
        id: RequestId,
        params: ExecCommandApprovalParams,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
::agent_approval::__judged!(ServerRequest, __RawServerRequest);
#[derive(::serde::Deserialize)]
#[serde(remote = "ThreadId")]
#[allow(dead_code, non_camel_case_types)]
#[serde(transparent)]
struct __RawThreadId(::std::string::String);
::agent_approval::__judged!(ThreadId, __RawThreadId);
#[derive(::serde::Deserialize)]
#[serde(remote = "ToolRequestUserInputOption")]
#[allow(dead_code, non_camel_case_types)]
struct __RawToolRequestUserInputOption {
    description: ::std::string::String,
    label: ::std::string::String,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(ToolRequestUserInputOption, __RawToolRequestUserInputOption);
#[derive(::serde::Deserialize)]
#[serde(remote = "ToolRequestUserInputParams")]
#[allow(dead_code, non_camel_case_types)]
struct __RawToolRequestUserInputParams {
    #[serde(
        rename = "autoResolutionMs",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    auto_resolution_ms: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(rename = "itemId")]
    item_id: ::std::string::String,
    questions: ::std::vec::Vec<ToolRequestUserInputQuestion>,
    #[serde(rename = "threadId")]
    thread_id: ::std::string::String,
    #[serde(rename = "turnId")]
    turn_id: ::std::string::String,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(ToolRequestUserInputParams, __RawToolRequestUserInputParams);
#[derive(::serde::Deserialize)]
#[serde(remote = "ToolRequestUserInputQuestion")]
#[allow(dead_code, non_camel_case_types)]
struct __RawToolRequestUserInputQuestion {
    header: ::std::string::String,
    id: ::std::string::String,
    #[serde(rename = "isOther", skip_serializing_if = "::std::option::Option::is_none")]
    is_other: ::std::option::Option<bool>,
    #[serde(rename = "isSecret", skip_serializing_if = "::std::option::Option::is_none")]
    is_secret: ::std::option::Option<bool>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    options: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<ToolRequestUserInputOption>>,
    >,
    question: ::std::string::String,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    ToolRequestUserInputQuestion, __RawToolRequestUserInputQuestion
);
