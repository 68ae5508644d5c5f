// Snapshot of the generated module `codex::v2`; update with UPDATE_SNAPSHOTS=1.

///`CommandExecutionApprovalDecision`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CommandExecutionApprovalDecision {
    ///User approved the command.
    #[serde(rename = "accept")]
    Accept,
    ///User approved the command and future identical commands should run without prompting.
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
    pub glob_scan_max_depth: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub read: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<AbsolutePathBuf>>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    pub write: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<AbsolutePathBuf>>,
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
    #[serde(rename = "none")]
    None,
}
impl ::std::fmt::Display for FileSystemAccessMode {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Read => f.write_str("read"),
            Self::Write => f.write_str("write"),
            Self::None => f.write_str("none"),
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
            "none" => Ok(Self::None),
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
        path: AbsolutePathBuf,
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
    #[serde(rename = "current_working_directory")]
    CurrentWorkingDirectory,
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
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__validate!(
    AbsolutePathBuf,
    "file:///codex/v2/PermissionsRequestApprovalResponse.json#/definitions/AbsolutePathBuf",
    "http://json-schema.org/draft-07/schema#"
);
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
    glob_scan_max_depth: ::std::option::Option<::std::option::Option<u64>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    read: ::std::option::Option<::std::option::Option<::std::vec::Vec<AbsolutePathBuf>>>,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval::__private::double_option"
    )]
    write: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<AbsolutePathBuf>>,
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
    #[serde(rename = "none")]
    None,
}
::agent_approval::__judged!(FileSystemAccessMode, __RawFileSystemAccessMode);
#[derive(::serde::Deserialize)]
#[serde(remote = "FileSystemPath")]
#[allow(dead_code, non_camel_case_types)]
#[serde(tag = "type")]
enum __RawFileSystemPath {
    #[serde(rename = "path")]
    Path {
        path: AbsolutePathBuf,
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
    #[serde(rename = "current_working_directory")]
    CurrentWorkingDirectory,
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
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    PermissionsRequestApprovalResponse, __RawPermissionsRequestApprovalResponse
);
