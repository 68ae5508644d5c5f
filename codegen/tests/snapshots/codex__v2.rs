// Snapshot of the generated module `codex::v2`; update with UPDATE_SNAPSHOTS=1.

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
///`CommandExecutionRequestApprovalResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CommandExecutionRequestApprovalResponse {
    pub decision: CommandExecutionApprovalDecision,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
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
    CommandExecutionApprovalDecision,
    "file:///codex/v2/CommandExecutionRequestApprovalResponse.json#/definitions/CommandExecutionApprovalDecision",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    CommandExecutionRequestApprovalResponse,
    "file:///codex/v2/CommandExecutionRequestApprovalResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    NetworkPolicyAmendment,
    "file:///codex/v2/CommandExecutionRequestApprovalResponse.json#/definitions/NetworkPolicyAmendment",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    NetworkPolicyRuleAction,
    "file:///codex/v2/CommandExecutionRequestApprovalResponse.json#/definitions/NetworkPolicyRuleAction",
    "http://json-schema.org/draft-07/schema#"
);
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
#[serde(remote = "CommandExecutionRequestApprovalResponse")]
#[allow(dead_code, non_camel_case_types)]
struct __RawCommandExecutionRequestApprovalResponse {
    decision: CommandExecutionApprovalDecision,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    CommandExecutionRequestApprovalResponse, __RawCommandExecutionRequestApprovalResponse
);
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
    Root {
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "minimal")]
    Minimal {
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///KindFileSystemSpecialPath
    #[serde(rename = "project_roots")]
    ProjectRoots {
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        subpath: ::std::option::Option<::std::option::Option<LegacyAppPathString>>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "tmpdir")]
    Tmpdir {
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "slash_tmp")]
    SlashTmp {
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "unknown")]
    Unknown {
        path: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        subpath: ::std::option::Option<::std::option::Option<LegacyAppPathString>>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
///`GrantedPermissionProfile`
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GrantedPermissionProfile {
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
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
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
///`PermissionGrantScope`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum PermissionGrantScope {
    #[serde(rename = "turn")]
    Turn,
    #[serde(rename = "session")]
    Session,
}
impl ::std::fmt::Display for PermissionGrantScope {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Turn => f.write_str("turn"),
            Self::Session => f.write_str("session"),
        }
    }
}
impl ::std::str::FromStr for PermissionGrantScope {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "turn" => Ok(Self::Turn),
            "session" => Ok(Self::Session),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for PermissionGrantScope {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for PermissionGrantScope {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`PermissionsRequestApprovalResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PermissionsRequestApprovalResponse {
    pub permissions: GrantedPermissionProfile,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub scope: ::std::option::Option<::std::option::Option<PermissionGrantScope>>,
    ///Review every subsequent command in this turn before normal sandboxed execution.
    #[serde(
        rename = "strictAutoReview",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub strict_auto_review: ::std::option::Option<::std::option::Option<bool>>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__validate!(
    AdditionalFileSystemPermissions,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/AdditionalFileSystemPermissions",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    AdditionalNetworkPermissions,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/AdditionalNetworkPermissions",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileSystemAccessMode,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/FileSystemAccessMode",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileSystemPath,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/FileSystemPath",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileSystemSandboxEntry,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/FileSystemSandboxEntry",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileSystemSpecialPath,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/FileSystemSpecialPath",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    GrantedPermissionProfile,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/GrantedPermissionProfile",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    LegacyAppPathString,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/LegacyAppPathString",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    PermissionGrantScope,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/PermissionGrantScope",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    PermissionsRequestApprovalResponse,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
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
    Root {
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "minimal")]
    Minimal {
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "project_roots")]
    ProjectRoots {
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        subpath: ::std::option::Option<::std::option::Option<LegacyAppPathString>>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "tmpdir")]
    Tmpdir {
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "slash_tmp")]
    SlashTmp {
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "unknown")]
    Unknown {
        path: ::std::string::String,
        #[serde(
            default,
            skip_serializing_if = "::std::option::Option::is_none",
            with = "::agent_approval::__private::double_option"
        )]
        subpath: ::std::option::Option<::std::option::Option<LegacyAppPathString>>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
::agent_approval::__judged!(FileSystemSpecialPath, __RawFileSystemSpecialPath);
#[derive(::serde::Deserialize)]
#[serde(remote = "GrantedPermissionProfile")]
#[allow(dead_code, non_camel_case_types)]
struct __RawGrantedPermissionProfile {
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
::agent_approval::__judged!(GrantedPermissionProfile, __RawGrantedPermissionProfile);
#[derive(::serde::Deserialize)]
#[serde(remote = "LegacyAppPathString")]
#[allow(dead_code, non_camel_case_types)]
#[serde(transparent)]
struct __RawLegacyAppPathString(::std::string::String);
::agent_approval::__judged!(LegacyAppPathString, __RawLegacyAppPathString);
#[derive(::serde::Deserialize)]
#[serde(remote = "PermissionGrantScope")]
#[allow(dead_code, non_camel_case_types)]
enum __RawPermissionGrantScope {
    #[serde(rename = "turn")]
    Turn,
    #[serde(rename = "session")]
    Session,
}
::agent_approval::__judged!(PermissionGrantScope, __RawPermissionGrantScope);
#[derive(::serde::Deserialize)]
#[serde(remote = "PermissionsRequestApprovalResponse")]
#[allow(dead_code, non_camel_case_types)]
struct __RawPermissionsRequestApprovalResponse {
    permissions: GrantedPermissionProfile,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    scope: ::std::option::Option<::std::option::Option<PermissionGrantScope>>,
    #[serde(
        rename = "strictAutoReview",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    strict_auto_review: ::std::option::Option<::std::option::Option<bool>>,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    PermissionsRequestApprovalResponse, __RawPermissionsRequestApprovalResponse
);
///`FileChangeApprovalDecision`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum FileChangeApprovalDecision {
    ///User approved the file changes.
    #[serde(rename = "accept")]
    Accept,
    ///User approved the file changes and future changes to the same files should run without prompting.
    #[serde(rename = "acceptForSession")]
    AcceptForSession,
    ///User denied the file changes. The agent will continue the turn.
    #[serde(rename = "decline")]
    Decline,
    ///User denied the file changes. The turn will also be immediately interrupted.
    #[serde(rename = "cancel")]
    Cancel,
}
impl ::std::fmt::Display for FileChangeApprovalDecision {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Accept => f.write_str("accept"),
            Self::AcceptForSession => f.write_str("acceptForSession"),
            Self::Decline => f.write_str("decline"),
            Self::Cancel => f.write_str("cancel"),
        }
    }
}
impl ::std::str::FromStr for FileChangeApprovalDecision {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "accept" => Ok(Self::Accept),
            "acceptForSession" => Ok(Self::AcceptForSession),
            "decline" => Ok(Self::Decline),
            "cancel" => Ok(Self::Cancel),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for FileChangeApprovalDecision {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for FileChangeApprovalDecision {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`FileChangeRequestApprovalResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileChangeRequestApprovalResponse {
    pub decision: FileChangeApprovalDecision,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__validate!(
    FileChangeApprovalDecision,
    "file:///codex/v2/FileChangeRequestApprovalResponse.json#/definitions/FileChangeApprovalDecision",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    FileChangeRequestApprovalResponse,
    "file:///codex/v2/FileChangeRequestApprovalResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "FileChangeApprovalDecision")]
#[allow(dead_code, non_camel_case_types)]
enum __RawFileChangeApprovalDecision {
    #[serde(rename = "accept")]
    Accept,
    #[serde(rename = "acceptForSession")]
    AcceptForSession,
    #[serde(rename = "decline")]
    Decline,
    #[serde(rename = "cancel")]
    Cancel,
}
::agent_approval::__judged!(FileChangeApprovalDecision, __RawFileChangeApprovalDecision);
#[derive(::serde::Deserialize)]
#[serde(remote = "FileChangeRequestApprovalResponse")]
#[allow(dead_code, non_camel_case_types)]
struct __RawFileChangeRequestApprovalResponse {
    decision: FileChangeApprovalDecision,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    FileChangeRequestApprovalResponse, __RawFileChangeRequestApprovalResponse
);
///EXPERIMENTAL. Captures a user's answer to a request_user_input question.
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ToolRequestUserInputAnswer {
    pub answers: ::std::vec::Vec<::std::string::String>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///EXPERIMENTAL. Response payload mapping question ids to answers.
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ToolRequestUserInputResponse {
    pub answers: ::std::collections::BTreeMap<
        ::std::string::String,
        ToolRequestUserInputAnswer,
    >,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__validate!(
    ToolRequestUserInputAnswer,
    "file:///codex/v2/ToolRequestUserInputResponse.json#/definitions/ToolRequestUserInputAnswer",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ToolRequestUserInputResponse, "file:///codex/v2/ToolRequestUserInputResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "ToolRequestUserInputAnswer")]
#[allow(dead_code, non_camel_case_types)]
struct __RawToolRequestUserInputAnswer {
    answers: ::std::vec::Vec<::std::string::String>,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(ToolRequestUserInputAnswer, __RawToolRequestUserInputAnswer);
#[derive(::serde::Deserialize)]
#[serde(remote = "ToolRequestUserInputResponse")]
#[allow(dead_code, non_camel_case_types)]
struct __RawToolRequestUserInputResponse {
    answers: ::std::collections::BTreeMap<
        ::std::string::String,
        ToolRequestUserInputAnswer,
    >,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    ToolRequestUserInputResponse, __RawToolRequestUserInputResponse
);
///`McpServerElicitationAction`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum McpServerElicitationAction {
    #[serde(rename = "accept")]
    Accept,
    #[serde(rename = "decline")]
    Decline,
    #[serde(rename = "cancel")]
    Cancel,
}
impl ::std::fmt::Display for McpServerElicitationAction {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Accept => f.write_str("accept"),
            Self::Decline => f.write_str("decline"),
            Self::Cancel => f.write_str("cancel"),
        }
    }
}
impl ::std::str::FromStr for McpServerElicitationAction {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "accept" => Ok(Self::Accept),
            "decline" => Ok(Self::Decline),
            "cancel" => Ok(Self::Cancel),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for McpServerElicitationAction {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for McpServerElicitationAction {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`McpServerElicitationRequestResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct McpServerElicitationRequestResponse {
    pub action: McpServerElicitationAction,
    /**Structured user input for accepted elicitations, mirroring RMCP `CreateElicitationResult`.

This is nullable because decline/cancel responses have no content.*/
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub content: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
    ///Optional client metadata for form-mode action handling.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub meta: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__validate!(
    McpServerElicitationAction,
    "file:///codex/v2/McpServerElicitationRequestResponse.json#/definitions/McpServerElicitationAction",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    McpServerElicitationRequestResponse,
    "file:///codex/v2/McpServerElicitationRequestResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpServerElicitationAction")]
#[allow(dead_code, non_camel_case_types)]
enum __RawMcpServerElicitationAction {
    #[serde(rename = "accept")]
    Accept,
    #[serde(rename = "decline")]
    Decline,
    #[serde(rename = "cancel")]
    Cancel,
}
::agent_approval::__judged!(McpServerElicitationAction, __RawMcpServerElicitationAction);
#[derive(::serde::Deserialize)]
#[serde(remote = "McpServerElicitationRequestResponse")]
#[allow(dead_code, non_camel_case_types)]
struct __RawMcpServerElicitationRequestResponse {
    action: McpServerElicitationAction,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    content: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    meta: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    McpServerElicitationRequestResponse, __RawMcpServerElicitationRequestResponse
);
///`DynamicToolCallOutputContentItem`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum DynamicToolCallOutputContentItem {
    ///InputTextDynamicToolCallOutputContentItem
    #[serde(rename = "inputText")]
    InputText {
        text: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///InputImageDynamicToolCallOutputContentItem
    #[serde(rename = "inputImage")]
    InputImage {
        #[serde(rename = "imageUrl")]
        image_url: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///InputAudioDynamicToolCallOutputContentItem
    #[serde(rename = "inputAudio")]
    InputAudio {
        #[serde(rename = "audioUrl")]
        audio_url: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
///`DynamicToolCallResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DynamicToolCallResponse {
    #[serde(rename = "contentItems")]
    pub content_items: ::std::vec::Vec<DynamicToolCallOutputContentItem>,
    pub success: bool,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__validate!(
    DynamicToolCallOutputContentItem,
    "file:///codex/v2/DynamicToolCallResponse.json#/definitions/DynamicToolCallOutputContentItem",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    DynamicToolCallResponse, "file:///codex/v2/DynamicToolCallResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "DynamicToolCallOutputContentItem")]
#[allow(dead_code, non_camel_case_types)]
#[serde(tag = "type")]
enum __RawDynamicToolCallOutputContentItem {
    #[serde(rename = "inputText")]
    InputText {
        text: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "inputImage")]
    InputImage {
        #[serde(rename = "imageUrl")]
        image_url: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "inputAudio")]
    InputAudio {
        #[serde(rename = "audioUrl")]
        audio_url: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
}
::agent_approval::__judged!(
    DynamicToolCallOutputContentItem, __RawDynamicToolCallOutputContentItem
);
#[derive(::serde::Deserialize)]
#[serde(remote = "DynamicToolCallResponse")]
#[allow(dead_code, non_camel_case_types)]
struct __RawDynamicToolCallResponse {
    #[serde(rename = "contentItems")]
    content_items: ::std::vec::Vec<DynamicToolCallOutputContentItem>,
    success: bool,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(DynamicToolCallResponse, __RawDynamicToolCallResponse);
///`ChatgptAuthTokensRefreshResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChatgptAuthTokensRefreshResponse {
    #[serde(rename = "accessToken")]
    pub access_token: ::std::string::String,
    #[serde(rename = "chatgptAccountId")]
    pub chatgpt_account_id: ::std::string::String,
    #[serde(
        rename = "chatgptPlanType",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub chatgpt_plan_type: ::std::option::Option<
        ::std::option::Option<::std::string::String>,
    >,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__validate!(
    ChatgptAuthTokensRefreshResponse,
    "file:///codex/v2/ChatgptAuthTokensRefreshResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "ChatgptAuthTokensRefreshResponse")]
#[allow(dead_code, non_camel_case_types)]
struct __RawChatgptAuthTokensRefreshResponse {
    #[serde(rename = "accessToken")]
    access_token: ::std::string::String,
    #[serde(rename = "chatgptAccountId")]
    chatgpt_account_id: ::std::string::String,
    #[serde(
        rename = "chatgptPlanType",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    chatgpt_plan_type: ::std::option::Option<
        ::std::option::Option<::std::string::String>,
    >,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    ChatgptAuthTokensRefreshResponse, __RawChatgptAuthTokensRefreshResponse
);
///`AttestationGenerateResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AttestationGenerateResponse {
    ///Opaque client attestation token.
    pub token: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__validate!(
    AttestationGenerateResponse, "file:///codex/v2/AttestationGenerateResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "AttestationGenerateResponse")]
#[allow(dead_code, non_camel_case_types)]
struct __RawAttestationGenerateResponse {
    token: ::std::string::String,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    AttestationGenerateResponse, __RawAttestationGenerateResponse
);
