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
::agent_approval_runtime::__validate!(
    CommandExecutionApprovalDecision,
    "file:///codex/v2/CommandExecutionRequestApprovalResponse.json#/definitions/CommandExecutionApprovalDecision",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    CommandExecutionRequestApprovalResponse,
    "file:///codex/v2/CommandExecutionRequestApprovalResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    NetworkPolicyAmendment,
    "file:///codex/v2/CommandExecutionRequestApprovalResponse.json#/definitions/NetworkPolicyAmendment",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
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
    #[serde(
        deserialize_with = "::agent_approval_runtime::__private::object::<__RawCommandExecutionApprovalDecision__variant_2, _>"
    )]
    AcceptWithExecpolicyAmendment {
        execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "applyNetworkPolicyAmendment")]
    #[serde(
        deserialize_with = "::agent_approval_runtime::__private::object::<__RawCommandExecutionApprovalDecision__variant_3, _>"
    )]
    ApplyNetworkPolicyAmendment {
        network_policy_amendment: NetworkPolicyAmendment,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "decline")]
    Decline,
    #[serde(rename = "cancel")]
    Cancel,
}
#[allow(non_camel_case_types)]
struct __RawCommandExecutionApprovalDecision__variant_2;
impl ::agent_approval_runtime::__private::Object
for __RawCommandExecutionApprovalDecision__variant_2 {
    type Value = (
        ::std::vec::Vec<::std::string::String>,
        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    );
    const EXPECTING: &'static str = "struct variant CommandExecutionApprovalDecision::AcceptWithExecpolicyAmendment";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("execpolicy_amendment", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "execpolicy_amendment"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok((__present(__f0, "execpolicy_amendment")?, __extra))
    }
}
#[allow(non_camel_case_types)]
struct __RawCommandExecutionApprovalDecision__variant_3;
impl ::agent_approval_runtime::__private::Object
for __RawCommandExecutionApprovalDecision__variant_3 {
    type Value = (
        NetworkPolicyAmendment,
        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    );
    const EXPECTING: &'static str = "struct variant CommandExecutionApprovalDecision::ApplyNetworkPolicyAmendment";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("network_policy_amendment", 0)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "network_policy_amendment"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok((
            __present(__f0, "network_policy_amendment")?,
            __extra,
        ))
    }
}
::agent_approval_runtime::__judged!(
    CommandExecutionApprovalDecision, __RawCommandExecutionApprovalDecision
);
#[allow(clippy::too_many_arguments)]
impl CommandExecutionApprovalDecision {
    ///`CommandExecutionApprovalDecision::AcceptWithExecpolicyAmendment`, its optional properties absent.
    pub fn accept_with_execpolicy_amendment(
        execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
    ) -> Self {
        Self::AcceptWithExecpolicyAmendment {
            execpolicy_amendment,
            extra: __default(),
        }
    }
    ///`CommandExecutionApprovalDecision::ApplyNetworkPolicyAmendment`, its optional properties absent.
    pub fn apply_network_policy_amendment(
        network_policy_amendment: NetworkPolicyAmendment,
    ) -> Self {
        Self::ApplyNetworkPolicyAmendment {
            network_policy_amendment,
            extra: __default(),
        }
    }
}
#[allow(dead_code, non_camel_case_types)]
struct __RawCommandExecutionRequestApprovalResponse;
impl ::agent_approval_runtime::__private::Object
for __RawCommandExecutionRequestApprovalResponse {
    type Value = CommandExecutionRequestApprovalResponse;
    const EXPECTING: &'static str = "struct CommandExecutionRequestApprovalResponse";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("decision", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "decision"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(CommandExecutionRequestApprovalResponse {
            decision: __present(__f0, "decision")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(
    CommandExecutionRequestApprovalResponse, object
    __RawCommandExecutionRequestApprovalResponse
);
#[allow(clippy::too_many_arguments)]
impl CommandExecutionRequestApprovalResponse {
    ///`CommandExecutionRequestApprovalResponse`, its optional properties absent.
    pub fn new(decision: CommandExecutionApprovalDecision) -> Self {
        Self {
            decision,
            extra: __default(),
        }
    }
}
#[allow(dead_code, non_camel_case_types)]
struct __RawNetworkPolicyAmendment;
impl ::agent_approval_runtime::__private::Object for __RawNetworkPolicyAmendment {
    type Value = NetworkPolicyAmendment;
    const EXPECTING: &'static str = "struct NetworkPolicyAmendment";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("host", 1), ("action", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "action"),
                __Named(1) => __slot(&mut __map, &mut __f1, "host"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(NetworkPolicyAmendment {
            action: __present(__f0, "action")?,
            host: __present(__f1, "host")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(
    NetworkPolicyAmendment, object __RawNetworkPolicyAmendment
);
#[allow(clippy::too_many_arguments)]
impl NetworkPolicyAmendment {
    ///`NetworkPolicyAmendment`, its optional properties absent.
    pub fn new(action: NetworkPolicyRuleAction, host: ::std::string::String) -> Self {
        Self {
            action,
            host,
            extra: __default(),
        }
    }
}
::agent_approval_runtime::__judged!(NetworkPolicyRuleAction, str);
///`AdditionalFileSystemPermissions`
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AdditionalFileSystemPermissions {
    pub entries: ::std::option::Option<::std::vec::Vec<FileSystemSandboxEntry>>,
    pub glob_scan_max_depth: ::std::option::Option<::std::num::NonZeroU64>,
    ///This will be removed in favor of `entries`.
    pub read: ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
    ///This will be removed in favor of `entries`.
    pub write: ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    #[doc(hidden)]
    pub __nulls: ::agent_approval_runtime::Nulls,
}
///`AdditionalNetworkPermissions`
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AdditionalNetworkPermissions {
    pub enabled: ::std::option::Option<bool>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    #[doc(hidden)]
    pub __nulls: ::agent_approval_runtime::Nulls,
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
    #[serde(serialize_with = "__serialize_FileSystemSpecialPath_2")]
    ProjectRoots {
        subpath: ::std::option::Option<LegacyAppPathString>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
        #[doc(hidden)]
        __nulls: ::agent_approval_runtime::Nulls,
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
    #[serde(serialize_with = "__serialize_FileSystemSpecialPath_5")]
    Unknown {
        path: ::std::string::String,
        subpath: ::std::option::Option<LegacyAppPathString>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
        #[doc(hidden)]
        __nulls: ::agent_approval_runtime::Nulls,
    },
}
///`GrantedPermissionProfile`
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GrantedPermissionProfile {
    pub file_system: ::std::option::Option<AdditionalFileSystemPermissions>,
    pub network: ::std::option::Option<AdditionalNetworkPermissions>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    #[doc(hidden)]
    pub __nulls: ::agent_approval_runtime::Nulls,
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
///`PermissionsRequestApprovalResponse`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PermissionsRequestApprovalResponse {
    pub permissions: GrantedPermissionProfile,
    pub scope: ::std::option::Option<PermissionGrantScope>,
    ///Review every subsequent command in this turn before normal sandboxed execution.
    pub strict_auto_review: ::std::option::Option<bool>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    #[doc(hidden)]
    pub __nulls: ::agent_approval_runtime::Nulls,
}
::agent_approval_runtime::__validate!(
    AdditionalFileSystemPermissions,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/AdditionalFileSystemPermissions",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    AdditionalNetworkPermissions,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/AdditionalNetworkPermissions",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    FileSystemAccessMode,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/FileSystemAccessMode",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    FileSystemPath,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/FileSystemPath",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    FileSystemSandboxEntry,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/FileSystemSandboxEntry",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    FileSystemSpecialPath,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/FileSystemSpecialPath",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    GrantedPermissionProfile,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/GrantedPermissionProfile",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    LegacyAppPathString,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/LegacyAppPathString",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    PermissionGrantScope,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/PermissionGrantScope",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    PermissionsRequestApprovalResponse,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawAdditionalFileSystemPermissions;
impl ::agent_approval_runtime::__private::Object
for __RawAdditionalFileSystemPermissions {
    type Value = AdditionalFileSystemPermissions;
    const EXPECTING: &'static str = "struct AdditionalFileSystemPermissions";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __f3 = __None;
        let mut __extra = ::serde_json::Map::new();
        let mut __nulls = ::agent_approval_runtime::Nulls::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("read", 2), ("write", 3), ("entries", 0), ("globScanMaxDepth", 1)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "entries"),
                __Named(1) => __slot(&mut __map, &mut __f1, "globScanMaxDepth"),
                __Named(2) => __slot(&mut __map, &mut __f2, "read"),
                __Named(3) => __slot(&mut __map, &mut __f3, "write"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(AdditionalFileSystemPermissions {
            entries: __nulls.take(0, __f0),
            glob_scan_max_depth: __nulls.take(1, __f1),
            read: __nulls.take(2, __f2),
            write: __nulls.take(3, __f3),
            extra: __extra,
            __nulls: __nulls,
        })
    }
}
::agent_approval_runtime::__judged!(
    AdditionalFileSystemPermissions, object __RawAdditionalFileSystemPermissions
);
impl ::serde::Serialize for AdditionalFileSystemPermissions {
    fn serialize<__S: ::serde::Serializer>(
        &self,
        __serializer: __S,
    ) -> ::std::result::Result<__S::Ok, __S::Error> {
        let mut __m = __Members::new(__serializer, self.__nulls)?;
        __m.nullable("entries", &self.entries, 0)?;
        __m.nullable("globScanMaxDepth", &self.glob_scan_max_depth, 1)?;
        __m.nullable("read", &self.read, 2)?;
        __m.nullable("write", &self.write, 3)?;
        __m.extra(&self.extra)?;
        __m.end()
    }
}
#[allow(dead_code, non_camel_case_types)]
struct __RawAdditionalNetworkPermissions;
impl ::agent_approval_runtime::__private::Object for __RawAdditionalNetworkPermissions {
    type Value = AdditionalNetworkPermissions;
    const EXPECTING: &'static str = "struct AdditionalNetworkPermissions";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        let mut __nulls = ::agent_approval_runtime::Nulls::new();
        while let __Some(__key) = __next(&mut __map, &[("enabled", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "enabled"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(AdditionalNetworkPermissions {
            enabled: __nulls.take(0, __f0),
            extra: __extra,
            __nulls: __nulls,
        })
    }
}
::agent_approval_runtime::__judged!(
    AdditionalNetworkPermissions, object __RawAdditionalNetworkPermissions
);
impl ::serde::Serialize for AdditionalNetworkPermissions {
    fn serialize<__S: ::serde::Serializer>(
        &self,
        __serializer: __S,
    ) -> ::std::result::Result<__S::Ok, __S::Error> {
        let mut __m = __Members::new(__serializer, self.__nulls)?;
        __m.nullable("enabled", &self.enabled, 0)?;
        __m.extra(&self.extra)?;
        __m.end()
    }
}
::agent_approval_runtime::__judged!(FileSystemAccessMode, str);
#[allow(dead_code, non_camel_case_types)]
struct __RawFileSystemPath;
impl __RawFileSystemPath {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<FileSystemPath, __D::Error> {
        ::agent_approval_runtime::__private::internally_tagged::<
            __RawFileSystemPath,
            __D,
        >(__deserializer)
    }
}
#[allow(non_camel_case_types)]
struct __RawFileSystemPath__variant_0;
impl ::agent_approval_runtime::__private::Object for __RawFileSystemPath__variant_0 {
    type Value = FileSystemPath;
    const EXPECTING: &'static str = "struct variant FileSystemPath::Path";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("path", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "path"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(FileSystemPath::Path {
            path: __present(__f0, "path")?,
            extra: __extra,
        })
    }
}
#[allow(non_camel_case_types)]
struct __RawFileSystemPath__variant_1;
impl ::agent_approval_runtime::__private::Object for __RawFileSystemPath__variant_1 {
    type Value = FileSystemPath;
    const EXPECTING: &'static str = "struct variant FileSystemPath::GlobPattern";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("pattern", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "pattern"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(FileSystemPath::GlobPattern {
            pattern: __present(__f0, "pattern")?,
            extra: __extra,
        })
    }
}
#[allow(non_camel_case_types)]
struct __RawFileSystemPath__variant_2;
impl ::agent_approval_runtime::__private::Object for __RawFileSystemPath__variant_2 {
    type Value = FileSystemPath;
    const EXPECTING: &'static str = "struct variant FileSystemPath::Special";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("value", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "value"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(FileSystemPath::Special {
            value: __present(__f0, "value")?,
            extra: __extra,
        })
    }
}
impl ::agent_approval_runtime::__private::InternallyTagged for __RawFileSystemPath {
    type Value = FileSystemPath;
    const NAME: &'static str = "FileSystemPath";
    const TAG: &'static str = "type";
    const TAG_FIRST: &'static str = ::agent_approval_runtime::__tag_first!("type");
    const VARIANTS: &'static [&'static str] = &["path", "glob_pattern", "special"];
    fn index(__name: &str) -> ::std::option::Option<usize> {
        match __name {
            "path" => ::std::option::Option::Some(0),
            "glob_pattern" => ::std::option::Option::Some(1),
            "special" => ::std::option::Option::Some(2),
            _ => ::std::option::Option::None,
        }
    }
    fn variant<'de, __D: ::serde::Deserializer<'de>>(
        __index: usize,
        __rest: __D,
    ) -> ::std::result::Result<FileSystemPath, __D::Error> {
        match __index {
            0 => {
                ::agent_approval_runtime::__private::object::<
                    __RawFileSystemPath__variant_0,
                    __D,
                >(__rest)
            }
            1 => {
                ::agent_approval_runtime::__private::object::<
                    __RawFileSystemPath__variant_1,
                    __D,
                >(__rest)
            }
            2 => {
                ::agent_approval_runtime::__private::object::<
                    __RawFileSystemPath__variant_2,
                    __D,
                >(__rest)
            }
            _ => {
                ::std::result::Result::Err(
                    <__D::Error as ::serde::de::Error>::custom(
                        "variant index out of range",
                    ),
                )
            }
        }
    }
}
::agent_approval_runtime::__judged!(FileSystemPath, __RawFileSystemPath);
#[allow(clippy::too_many_arguments)]
impl FileSystemPath {
    ///`FileSystemPath::Path`, its optional properties absent.
    pub fn path(path: LegacyAppPathString) -> Self {
        Self::Path {
            path,
            extra: __default(),
        }
    }
    ///`FileSystemPath::GlobPattern`, its optional properties absent.
    pub fn glob_pattern(pattern: ::std::string::String) -> Self {
        Self::GlobPattern {
            pattern,
            extra: __default(),
        }
    }
    ///`FileSystemPath::Special`, its optional properties absent.
    pub fn special(value: FileSystemSpecialPath) -> Self {
        Self::Special {
            value,
            extra: __default(),
        }
    }
}
#[allow(dead_code, non_camel_case_types)]
struct __RawFileSystemSandboxEntry;
impl ::agent_approval_runtime::__private::Object for __RawFileSystemSandboxEntry {
    type Value = FileSystemSandboxEntry;
    const EXPECTING: &'static str = "struct FileSystemSandboxEntry";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("path", 1), ("access", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "access"),
                __Named(1) => __slot(&mut __map, &mut __f1, "path"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(FileSystemSandboxEntry {
            access: __present(__f0, "access")?,
            path: __present(__f1, "path")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(
    FileSystemSandboxEntry, object __RawFileSystemSandboxEntry
);
#[allow(clippy::too_many_arguments)]
impl FileSystemSandboxEntry {
    ///`FileSystemSandboxEntry`, its optional properties absent.
    pub fn new(access: FileSystemAccessMode, path: FileSystemPath) -> Self {
        Self {
            access,
            path,
            extra: __default(),
        }
    }
}
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
    #[serde(serialize_with = "__serialize_FileSystemSpecialPath_2")]
    #[serde(
        deserialize_with = "::agent_approval_runtime::__private::object::<__RawFileSystemSpecialPath__variant_2, _>"
    )]
    ProjectRoots {
        subpath: ::std::option::Option<LegacyAppPathString>,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
        __nulls: ::agent_approval_runtime::Nulls,
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
    #[serde(serialize_with = "__serialize_FileSystemSpecialPath_5")]
    #[serde(
        deserialize_with = "::agent_approval_runtime::__private::object::<__RawFileSystemSpecialPath__variant_5, _>"
    )]
    Unknown {
        path: ::std::string::String,
        subpath: ::std::option::Option<LegacyAppPathString>,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
        __nulls: ::agent_approval_runtime::Nulls,
    },
}
#[allow(non_camel_case_types)]
struct __RawFileSystemSpecialPath__variant_2;
impl ::agent_approval_runtime::__private::Object
for __RawFileSystemSpecialPath__variant_2 {
    type Value = (
        ::std::option::Option<LegacyAppPathString>,
        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
        ::agent_approval_runtime::Nulls,
    );
    const EXPECTING: &'static str = "struct variant FileSystemSpecialPath::ProjectRoots";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        let mut __nulls = ::agent_approval_runtime::Nulls::new();
        while let __Some(__key) = __next(&mut __map, &[("subpath", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "subpath"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok((__nulls.take(0, __f0), __extra, __nulls))
    }
}
#[allow(non_camel_case_types)]
struct __RawFileSystemSpecialPath__variant_5;
impl ::agent_approval_runtime::__private::Object
for __RawFileSystemSpecialPath__variant_5 {
    type Value = (
        ::std::string::String,
        ::std::option::Option<LegacyAppPathString>,
        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
        ::agent_approval_runtime::Nulls,
    );
    const EXPECTING: &'static str = "struct variant FileSystemSpecialPath::Unknown";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __extra = ::serde_json::Map::new();
        let mut __nulls = ::agent_approval_runtime::Nulls::new();
        while let __Some(__key) = __next(&mut __map, &[("path", 0), ("subpath", 1)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "path"),
                __Named(1) => __slot(&mut __map, &mut __f1, "subpath"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok((
            __present(__f0, "path")?,
            __nulls.take(0, __f1),
            __extra,
            __nulls,
        ))
    }
}
::agent_approval_runtime::__judged!(FileSystemSpecialPath, __RawFileSystemSpecialPath);
#[allow(non_snake_case, clippy::ref_option, clippy::trivially_copy_pass_by_ref)]
fn __serialize_FileSystemSpecialPath_2<__S: ::serde::Serializer>(
    __p0: &::std::option::Option<LegacyAppPathString>,
    __p1: &::serde_json::Map<::std::string::String, ::serde_json::Value>,
    __p2: &::agent_approval_runtime::Nulls,
    __serializer: __S,
) -> ::std::result::Result<__S::Ok, __S::Error> {
    let mut __m = __Members::new(__serializer, *__p2)?;
    __m.nullable("subpath", __p0, 0)?;
    __m.extra(__p1)?;
    __m.end()
}
#[allow(non_snake_case, clippy::ref_option, clippy::trivially_copy_pass_by_ref)]
fn __serialize_FileSystemSpecialPath_5<__S: ::serde::Serializer>(
    __p0: &::std::string::String,
    __p1: &::std::option::Option<LegacyAppPathString>,
    __p2: &::serde_json::Map<::std::string::String, ::serde_json::Value>,
    __p3: &::agent_approval_runtime::Nulls,
    __serializer: __S,
) -> ::std::result::Result<__S::Ok, __S::Error> {
    let mut __m = __Members::new(__serializer, *__p3)?;
    __m.field("path", __p0)?;
    __m.nullable("subpath", __p1, 0)?;
    __m.extra(__p2)?;
    __m.end()
}
#[allow(clippy::too_many_arguments)]
impl FileSystemSpecialPath {
    ///`FileSystemSpecialPath::Root`, its optional properties absent.
    pub fn root() -> Self {
        Self::Root { extra: __default() }
    }
    ///`FileSystemSpecialPath::Minimal`, its optional properties absent.
    pub fn minimal() -> Self {
        Self::Minimal {
            extra: __default(),
        }
    }
    ///`FileSystemSpecialPath::ProjectRoots`, its optional properties absent.
    pub fn project_roots() -> Self {
        Self::ProjectRoots {
            subpath: __default(),
            extra: __default(),
            __nulls: __default(),
        }
    }
    ///`FileSystemSpecialPath::Tmpdir`, its optional properties absent.
    pub fn tmpdir() -> Self {
        Self::Tmpdir { extra: __default() }
    }
    ///`FileSystemSpecialPath::SlashTmp`, its optional properties absent.
    pub fn slash_tmp() -> Self {
        Self::SlashTmp {
            extra: __default(),
        }
    }
    ///`FileSystemSpecialPath::Unknown`, its optional properties absent.
    pub fn unknown(path: ::std::string::String) -> Self {
        Self::Unknown {
            path,
            subpath: __default(),
            extra: __default(),
            __nulls: __default(),
        }
    }
}
#[allow(dead_code, non_camel_case_types)]
struct __RawGrantedPermissionProfile;
impl ::agent_approval_runtime::__private::Object for __RawGrantedPermissionProfile {
    type Value = GrantedPermissionProfile;
    const EXPECTING: &'static str = "struct GrantedPermissionProfile";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __extra = ::serde_json::Map::new();
        let mut __nulls = ::agent_approval_runtime::Nulls::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("network", 1), ("fileSystem", 0)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "fileSystem"),
                __Named(1) => __slot(&mut __map, &mut __f1, "network"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(GrantedPermissionProfile {
            file_system: __nulls.take(0, __f0),
            network: __nulls.take(1, __f1),
            extra: __extra,
            __nulls: __nulls,
        })
    }
}
::agent_approval_runtime::__judged!(
    GrantedPermissionProfile, object __RawGrantedPermissionProfile
);
impl ::serde::Serialize for GrantedPermissionProfile {
    fn serialize<__S: ::serde::Serializer>(
        &self,
        __serializer: __S,
    ) -> ::std::result::Result<__S::Ok, __S::Error> {
        let mut __m = __Members::new(__serializer, self.__nulls)?;
        __m.nullable("fileSystem", &self.file_system, 0)?;
        __m.nullable("network", &self.network, 1)?;
        __m.extra(&self.extra)?;
        __m.end()
    }
}
#[derive(::serde::Deserialize)]
#[serde(remote = "LegacyAppPathString")]
#[allow(dead_code, non_camel_case_types)]
#[serde(transparent)]
struct __RawLegacyAppPathString(::std::string::String);
::agent_approval_runtime::__judged!(LegacyAppPathString, __RawLegacyAppPathString);
::agent_approval_runtime::__judged!(PermissionGrantScope, str);
#[allow(dead_code, non_camel_case_types)]
struct __RawPermissionsRequestApprovalResponse;
impl ::agent_approval_runtime::__private::Object
for __RawPermissionsRequestApprovalResponse {
    type Value = PermissionsRequestApprovalResponse;
    const EXPECTING: &'static str = "struct PermissionsRequestApprovalResponse";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __extra = ::serde_json::Map::new();
        let mut __nulls = ::agent_approval_runtime::Nulls::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("scope", 1), ("permissions", 0), ("strictAutoReview", 2)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "permissions"),
                __Named(1) => __slot(&mut __map, &mut __f1, "scope"),
                __Named(2) => __slot(&mut __map, &mut __f2, "strictAutoReview"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(PermissionsRequestApprovalResponse {
            permissions: __present(__f0, "permissions")?,
            scope: __nulls.take(0, __f1),
            strict_auto_review: __nulls.take(1, __f2),
            extra: __extra,
            __nulls: __nulls,
        })
    }
}
::agent_approval_runtime::__judged!(
    PermissionsRequestApprovalResponse, object __RawPermissionsRequestApprovalResponse
);
impl ::serde::Serialize for PermissionsRequestApprovalResponse {
    fn serialize<__S: ::serde::Serializer>(
        &self,
        __serializer: __S,
    ) -> ::std::result::Result<__S::Ok, __S::Error> {
        let mut __m = __Members::new(__serializer, self.__nulls)?;
        __m.field("permissions", &self.permissions)?;
        __m.nullable("scope", &self.scope, 0)?;
        __m.nullable("strictAutoReview", &self.strict_auto_review, 1)?;
        __m.extra(&self.extra)?;
        __m.end()
    }
}
#[allow(clippy::too_many_arguments)]
impl PermissionsRequestApprovalResponse {
    ///`PermissionsRequestApprovalResponse`, its optional properties absent.
    pub fn new(permissions: GrantedPermissionProfile) -> Self {
        Self {
            permissions,
            scope: __default(),
            strict_auto_review: __default(),
            extra: __default(),
            __nulls: __default(),
        }
    }
}
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
///`FileChangeRequestApprovalResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileChangeRequestApprovalResponse {
    pub decision: FileChangeApprovalDecision,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval_runtime::__validate!(
    FileChangeApprovalDecision,
    "file:///codex/v2/FileChangeRequestApprovalResponse.json#/definitions/FileChangeApprovalDecision",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    FileChangeRequestApprovalResponse,
    "file:///codex/v2/FileChangeRequestApprovalResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__judged!(FileChangeApprovalDecision, str);
#[allow(dead_code, non_camel_case_types)]
struct __RawFileChangeRequestApprovalResponse;
impl ::agent_approval_runtime::__private::Object
for __RawFileChangeRequestApprovalResponse {
    type Value = FileChangeRequestApprovalResponse;
    const EXPECTING: &'static str = "struct FileChangeRequestApprovalResponse";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("decision", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "decision"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(FileChangeRequestApprovalResponse {
            decision: __present(__f0, "decision")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(
    FileChangeRequestApprovalResponse, object __RawFileChangeRequestApprovalResponse
);
#[allow(clippy::too_many_arguments)]
impl FileChangeRequestApprovalResponse {
    ///`FileChangeRequestApprovalResponse`, its optional properties absent.
    pub fn new(decision: FileChangeApprovalDecision) -> Self {
        Self {
            decision,
            extra: __default(),
        }
    }
}
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
::agent_approval_runtime::__validate!(
    ToolRequestUserInputAnswer,
    "file:///codex/v2/ToolRequestUserInputResponse.json#/definitions/ToolRequestUserInputAnswer",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    ToolRequestUserInputResponse, "file:///codex/v2/ToolRequestUserInputResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawToolRequestUserInputAnswer;
impl ::agent_approval_runtime::__private::Object for __RawToolRequestUserInputAnswer {
    type Value = ToolRequestUserInputAnswer;
    const EXPECTING: &'static str = "struct ToolRequestUserInputAnswer";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("answers", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "answers"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(ToolRequestUserInputAnswer {
            answers: __present(__f0, "answers")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(
    ToolRequestUserInputAnswer, object __RawToolRequestUserInputAnswer
);
#[allow(clippy::too_many_arguments)]
impl ToolRequestUserInputAnswer {
    ///`ToolRequestUserInputAnswer`, its optional properties absent.
    pub fn new(answers: ::std::vec::Vec<::std::string::String>) -> Self {
        Self {
            answers,
            extra: __default(),
        }
    }
}
#[allow(dead_code, non_camel_case_types)]
struct __RawToolRequestUserInputResponse;
impl ::agent_approval_runtime::__private::Object for __RawToolRequestUserInputResponse {
    type Value = ToolRequestUserInputResponse;
    const EXPECTING: &'static str = "struct ToolRequestUserInputResponse";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("answers", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "answers"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(ToolRequestUserInputResponse {
            answers: __present(__f0, "answers")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(
    ToolRequestUserInputResponse, object __RawToolRequestUserInputResponse
);
#[allow(clippy::too_many_arguments)]
impl ToolRequestUserInputResponse {
    ///`ToolRequestUserInputResponse`, its optional properties absent.
    pub fn new(
        answers: ::std::collections::BTreeMap<
            ::std::string::String,
            ToolRequestUserInputAnswer,
        >,
    ) -> Self {
        Self {
            answers,
            extra: __default(),
        }
    }
}
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
///`McpServerElicitationRequestResponse`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct McpServerElicitationRequestResponse {
    pub action: McpServerElicitationAction,
    /**Structured user input for accepted elicitations, mirroring RMCP `CreateElicitationResult`.

This is nullable because decline/cancel responses have no content.*/
    pub content: ::std::option::Option<::serde_json::Value>,
    ///Optional client metadata for form-mode action handling.
    pub meta: ::std::option::Option<::serde_json::Value>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    #[doc(hidden)]
    pub __nulls: ::agent_approval_runtime::Nulls,
}
::agent_approval_runtime::__validate!(
    McpServerElicitationAction,
    "file:///codex/v2/McpServerElicitationRequestResponse.json#/definitions/McpServerElicitationAction",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    McpServerElicitationRequestResponse,
    "file:///codex/v2/McpServerElicitationRequestResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__judged!(McpServerElicitationAction, str);
#[allow(dead_code, non_camel_case_types)]
struct __RawMcpServerElicitationRequestResponse;
impl ::agent_approval_runtime::__private::Object
for __RawMcpServerElicitationRequestResponse {
    type Value = McpServerElicitationRequestResponse;
    const EXPECTING: &'static str = "struct McpServerElicitationRequestResponse";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __extra = ::serde_json::Map::new();
        let mut __nulls = ::agent_approval_runtime::Nulls::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("_meta", 2), ("action", 0), ("content", 1)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "action"),
                __Named(1) => __slot(&mut __map, &mut __f1, "content"),
                __Named(2) => __slot(&mut __map, &mut __f2, "_meta"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(McpServerElicitationRequestResponse {
            action: __present(__f0, "action")?,
            content: __nulls.take(0, __f1),
            meta: __nulls.take(1, __f2),
            extra: __extra,
            __nulls: __nulls,
        })
    }
}
::agent_approval_runtime::__judged!(
    McpServerElicitationRequestResponse, object __RawMcpServerElicitationRequestResponse
);
impl ::serde::Serialize for McpServerElicitationRequestResponse {
    fn serialize<__S: ::serde::Serializer>(
        &self,
        __serializer: __S,
    ) -> ::std::result::Result<__S::Ok, __S::Error> {
        let mut __m = __Members::new(__serializer, self.__nulls)?;
        __m.field("action", &self.action)?;
        __m.nullable("content", &self.content, 0)?;
        __m.nullable("_meta", &self.meta, 1)?;
        __m.extra(&self.extra)?;
        __m.end()
    }
}
#[allow(clippy::too_many_arguments)]
impl McpServerElicitationRequestResponse {
    ///`McpServerElicitationRequestResponse`, its optional properties absent.
    pub fn new(action: McpServerElicitationAction) -> Self {
        Self {
            action,
            content: __default(),
            meta: __default(),
            extra: __default(),
            __nulls: __default(),
        }
    }
}
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
::agent_approval_runtime::__validate!(
    DynamicToolCallOutputContentItem,
    "file:///codex/v2/DynamicToolCallResponse.json#/definitions/DynamicToolCallOutputContentItem",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    DynamicToolCallResponse, "file:///codex/v2/DynamicToolCallResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawDynamicToolCallOutputContentItem;
impl __RawDynamicToolCallOutputContentItem {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<DynamicToolCallOutputContentItem, __D::Error> {
        ::agent_approval_runtime::__private::internally_tagged::<
            __RawDynamicToolCallOutputContentItem,
            __D,
        >(__deserializer)
    }
}
#[allow(non_camel_case_types)]
struct __RawDynamicToolCallOutputContentItem__variant_0;
impl ::agent_approval_runtime::__private::Object
for __RawDynamicToolCallOutputContentItem__variant_0 {
    type Value = DynamicToolCallOutputContentItem;
    const EXPECTING: &'static str = "struct variant DynamicToolCallOutputContentItem::InputText";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("text", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "text"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(DynamicToolCallOutputContentItem::InputText {
            text: __present(__f0, "text")?,
            extra: __extra,
        })
    }
}
#[allow(non_camel_case_types)]
struct __RawDynamicToolCallOutputContentItem__variant_1;
impl ::agent_approval_runtime::__private::Object
for __RawDynamicToolCallOutputContentItem__variant_1 {
    type Value = DynamicToolCallOutputContentItem;
    const EXPECTING: &'static str = "struct variant DynamicToolCallOutputContentItem::InputImage";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("imageUrl", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "imageUrl"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(DynamicToolCallOutputContentItem::InputImage {
            image_url: __present(__f0, "imageUrl")?,
            extra: __extra,
        })
    }
}
#[allow(non_camel_case_types)]
struct __RawDynamicToolCallOutputContentItem__variant_2;
impl ::agent_approval_runtime::__private::Object
for __RawDynamicToolCallOutputContentItem__variant_2 {
    type Value = DynamicToolCallOutputContentItem;
    const EXPECTING: &'static str = "struct variant DynamicToolCallOutputContentItem::InputAudio";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("audioUrl", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "audioUrl"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(DynamicToolCallOutputContentItem::InputAudio {
            audio_url: __present(__f0, "audioUrl")?,
            extra: __extra,
        })
    }
}
impl ::agent_approval_runtime::__private::InternallyTagged
for __RawDynamicToolCallOutputContentItem {
    type Value = DynamicToolCallOutputContentItem;
    const NAME: &'static str = "DynamicToolCallOutputContentItem";
    const TAG: &'static str = "type";
    const TAG_FIRST: &'static str = ::agent_approval_runtime::__tag_first!("type");
    const VARIANTS: &'static [&'static str] = &["inputText", "inputImage", "inputAudio"];
    fn index(__name: &str) -> ::std::option::Option<usize> {
        match __name {
            "inputText" => ::std::option::Option::Some(0),
            "inputImage" => ::std::option::Option::Some(1),
            "inputAudio" => ::std::option::Option::Some(2),
            _ => ::std::option::Option::None,
        }
    }
    fn variant<'de, __D: ::serde::Deserializer<'de>>(
        __index: usize,
        __rest: __D,
    ) -> ::std::result::Result<DynamicToolCallOutputContentItem, __D::Error> {
        match __index {
            0 => {
                ::agent_approval_runtime::__private::object::<
                    __RawDynamicToolCallOutputContentItem__variant_0,
                    __D,
                >(__rest)
            }
            1 => {
                ::agent_approval_runtime::__private::object::<
                    __RawDynamicToolCallOutputContentItem__variant_1,
                    __D,
                >(__rest)
            }
            2 => {
                ::agent_approval_runtime::__private::object::<
                    __RawDynamicToolCallOutputContentItem__variant_2,
                    __D,
                >(__rest)
            }
            _ => {
                ::std::result::Result::Err(
                    <__D::Error as ::serde::de::Error>::custom(
                        "variant index out of range",
                    ),
                )
            }
        }
    }
}
::agent_approval_runtime::__judged!(
    DynamicToolCallOutputContentItem, __RawDynamicToolCallOutputContentItem
);
#[allow(clippy::too_many_arguments)]
impl DynamicToolCallOutputContentItem {
    ///`DynamicToolCallOutputContentItem::InputText`, its optional properties absent.
    pub fn input_text(text: ::std::string::String) -> Self {
        Self::InputText {
            text,
            extra: __default(),
        }
    }
    ///`DynamicToolCallOutputContentItem::InputImage`, its optional properties absent.
    pub fn input_image(image_url: ::std::string::String) -> Self {
        Self::InputImage {
            image_url,
            extra: __default(),
        }
    }
    ///`DynamicToolCallOutputContentItem::InputAudio`, its optional properties absent.
    pub fn input_audio(audio_url: ::std::string::String) -> Self {
        Self::InputAudio {
            audio_url,
            extra: __default(),
        }
    }
}
#[allow(dead_code, non_camel_case_types)]
struct __RawDynamicToolCallResponse;
impl ::agent_approval_runtime::__private::Object for __RawDynamicToolCallResponse {
    type Value = DynamicToolCallResponse;
    const EXPECTING: &'static str = "struct DynamicToolCallResponse";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("success", 1), ("contentItems", 0)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "contentItems"),
                __Named(1) => __slot(&mut __map, &mut __f1, "success"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(DynamicToolCallResponse {
            content_items: __present(__f0, "contentItems")?,
            success: __present(__f1, "success")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(
    DynamicToolCallResponse, object __RawDynamicToolCallResponse
);
#[allow(clippy::too_many_arguments)]
impl DynamicToolCallResponse {
    ///`DynamicToolCallResponse`, its optional properties absent.
    pub fn new(
        content_items: ::std::vec::Vec<DynamicToolCallOutputContentItem>,
        success: bool,
    ) -> Self {
        Self {
            content_items,
            success,
            extra: __default(),
        }
    }
}
///`ChatgptAuthTokensRefreshResponse`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChatgptAuthTokensRefreshResponse {
    pub access_token: ::std::string::String,
    pub chatgpt_account_id: ::std::string::String,
    pub chatgpt_plan_type: ::std::option::Option<::std::string::String>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    #[doc(hidden)]
    pub __nulls: ::agent_approval_runtime::Nulls,
}
::agent_approval_runtime::__validate!(
    ChatgptAuthTokensRefreshResponse,
    "file:///codex/v2/ChatgptAuthTokensRefreshResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawChatgptAuthTokensRefreshResponse;
impl ::agent_approval_runtime::__private::Object
for __RawChatgptAuthTokensRefreshResponse {
    type Value = ChatgptAuthTokensRefreshResponse;
    const EXPECTING: &'static str = "struct ChatgptAuthTokensRefreshResponse";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __extra = ::serde_json::Map::new();
        let mut __nulls = ::agent_approval_runtime::Nulls::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("accessToken", 0), ("chatgptPlanType", 2), ("chatgptAccountId", 1)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "accessToken"),
                __Named(1) => __slot(&mut __map, &mut __f1, "chatgptAccountId"),
                __Named(2) => __slot(&mut __map, &mut __f2, "chatgptPlanType"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(ChatgptAuthTokensRefreshResponse {
            access_token: __present(__f0, "accessToken")?,
            chatgpt_account_id: __present(__f1, "chatgptAccountId")?,
            chatgpt_plan_type: __nulls.take(0, __f2),
            extra: __extra,
            __nulls: __nulls,
        })
    }
}
::agent_approval_runtime::__judged!(
    ChatgptAuthTokensRefreshResponse, object __RawChatgptAuthTokensRefreshResponse
);
impl ::serde::Serialize for ChatgptAuthTokensRefreshResponse {
    fn serialize<__S: ::serde::Serializer>(
        &self,
        __serializer: __S,
    ) -> ::std::result::Result<__S::Ok, __S::Error> {
        let mut __m = __Members::new(__serializer, self.__nulls)?;
        __m.field("accessToken", &self.access_token)?;
        __m.field("chatgptAccountId", &self.chatgpt_account_id)?;
        __m.nullable("chatgptPlanType", &self.chatgpt_plan_type, 0)?;
        __m.extra(&self.extra)?;
        __m.end()
    }
}
#[allow(clippy::too_many_arguments)]
impl ChatgptAuthTokensRefreshResponse {
    ///`ChatgptAuthTokensRefreshResponse`, its optional properties absent.
    pub fn new(
        access_token: ::std::string::String,
        chatgpt_account_id: ::std::string::String,
    ) -> Self {
        Self {
            access_token,
            chatgpt_account_id,
            chatgpt_plan_type: __default(),
            extra: __default(),
            __nulls: __default(),
        }
    }
}
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
::agent_approval_runtime::__validate!(
    AttestationGenerateResponse, "file:///codex/v2/AttestationGenerateResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawAttestationGenerateResponse;
impl ::agent_approval_runtime::__private::Object for __RawAttestationGenerateResponse {
    type Value = AttestationGenerateResponse;
    const EXPECTING: &'static str = "struct AttestationGenerateResponse";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("token", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "token"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(AttestationGenerateResponse {
            token: __present(__f0, "token")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(
    AttestationGenerateResponse, object __RawAttestationGenerateResponse
);
#[allow(clippy::too_many_arguments)]
impl AttestationGenerateResponse {
    ///`AttestationGenerateResponse`, its optional properties absent.
    pub fn new(token: ::std::string::String) -> Self {
        Self { token, extra: __default() }
    }
}
