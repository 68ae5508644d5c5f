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
    #[serde(deserialize_with = "__RawCommandExecutionApprovalDecision::__variant_2")]
    AcceptWithExecpolicyAmendment {
        execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "applyNetworkPolicyAmendment")]
    #[serde(deserialize_with = "__RawCommandExecutionApprovalDecision::__variant_3")]
    ApplyNetworkPolicyAmendment {
        network_policy_amendment: NetworkPolicyAmendment,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "decline")]
    Decline,
    #[serde(rename = "cancel")]
    Cancel,
}
impl __RawCommandExecutionApprovalDecision {
    fn __variant_2<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<
        (
            ::std::vec::Vec<::std::string::String>,
            ::serde_json::Map<::std::string::String, ::serde_json::Value>,
        ),
        __D::Error,
    > {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = (
                ::std::vec::Vec<::std::string::String>,
                ::serde_json::Map<::std::string::String, ::serde_json::Value>,
            );
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str(
                    "struct variant CommandExecutionApprovalDecision::AcceptWithExecpolicyAmendment",
                )
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<
                (
                    ::std::vec::Vec<::std::string::String>,
                    ::serde_json::Map<::std::string::String, ::serde_json::Value>,
                ),
                __A::Error,
            > {
                let mut __f0: ::std::option::Option<
                    ::std::vec::Vec<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "execpolicy_amendment" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "execpolicy_amendment",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::vec::Vec<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok((
                    match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::vec::Vec<::std::string::String>,
                                __A::Error,
                            >("execpolicy_amendment")?
                        }
                    },
                    __extra,
                ))
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
    fn __variant_3<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<
        (
            NetworkPolicyAmendment,
            ::serde_json::Map<::std::string::String, ::serde_json::Value>,
        ),
        __D::Error,
    > {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = (
                NetworkPolicyAmendment,
                ::serde_json::Map<::std::string::String, ::serde_json::Value>,
            );
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str(
                    "struct variant CommandExecutionApprovalDecision::ApplyNetworkPolicyAmendment",
                )
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<
                (
                    NetworkPolicyAmendment,
                    ::serde_json::Map<::std::string::String, ::serde_json::Value>,
                ),
                __A::Error,
            > {
                let mut __f0: ::std::option::Option<NetworkPolicyAmendment> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "network_policy_amendment" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "network_policy_amendment",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    NetworkPolicyAmendment,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok((
                    match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                NetworkPolicyAmendment,
                                __A::Error,
                            >("network_policy_amendment")?
                        }
                    },
                    __extra,
                ))
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
    CommandExecutionApprovalDecision, __RawCommandExecutionApprovalDecision
);
#[allow(dead_code, non_camel_case_types)]
struct __RawCommandExecutionRequestApprovalResponse;
impl __RawCommandExecutionRequestApprovalResponse {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<CommandExecutionRequestApprovalResponse, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = CommandExecutionRequestApprovalResponse;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct CommandExecutionRequestApprovalResponse")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<
                CommandExecutionRequestApprovalResponse,
                __A::Error,
            > {
                let mut __f0: ::std::option::Option<CommandExecutionApprovalDecision> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "decision" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "decision",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    CommandExecutionApprovalDecision,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(CommandExecutionRequestApprovalResponse {
                    decision: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                CommandExecutionApprovalDecision,
                                __A::Error,
                            >("decision")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
    CommandExecutionRequestApprovalResponse, __RawCommandExecutionRequestApprovalResponse
);
#[allow(dead_code, non_camel_case_types)]
struct __RawNetworkPolicyAmendment;
impl __RawNetworkPolicyAmendment {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<NetworkPolicyAmendment, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = NetworkPolicyAmendment;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct NetworkPolicyAmendment")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<NetworkPolicyAmendment, __A::Error> {
                let mut __f0: ::std::option::Option<NetworkPolicyRuleAction> = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "action" => ::std::option::Option::Some(0),
                        "host" => ::std::option::Option::Some(1),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "action",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    NetworkPolicyRuleAction,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("host"),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(NetworkPolicyAmendment {
                    action: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                NetworkPolicyRuleAction,
                                __A::Error,
                            >("action")?
                        }
                    },
                    host: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("host")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(NetworkPolicyAmendment, __RawNetworkPolicyAmendment);
#[derive(::serde::Deserialize)]
#[serde(remote = "NetworkPolicyRuleAction")]
#[allow(dead_code, non_camel_case_types)]
enum __RawNetworkPolicyRuleAction {
    #[serde(rename = "allow")]
    Allow,
    #[serde(rename = "deny")]
    Deny,
}
::agent_approval_runtime::__judged!(
    NetworkPolicyRuleAction, __RawNetworkPolicyRuleAction
);
///`AdditionalFileSystemPermissions`
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AdditionalFileSystemPermissions {
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval_runtime::__private::double_option"
    )]
    pub entries: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<FileSystemSandboxEntry>>,
    >,
    #[serde(
        rename = "globScanMaxDepth",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval_runtime::__private::double_option"
    )]
    pub glob_scan_max_depth: ::std::option::Option<
        ::std::option::Option<::std::num::NonZeroU64>,
    >,
    ///This will be removed in favor of `entries`.
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval_runtime::__private::double_option"
    )]
    pub read: ::std::option::Option<
        ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
    >,
    ///This will be removed in favor of `entries`.
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval_runtime::__private::double_option"
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
        with = "::agent_approval_runtime::__private::double_option"
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
            with = "::agent_approval_runtime::__private::double_option"
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
            with = "::agent_approval_runtime::__private::double_option"
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
        with = "::agent_approval_runtime::__private::double_option"
    )]
    pub file_system: ::std::option::Option<
        ::std::option::Option<AdditionalFileSystemPermissions>,
    >,
    #[serde(
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval_runtime::__private::double_option"
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
        with = "::agent_approval_runtime::__private::double_option"
    )]
    pub scope: ::std::option::Option<::std::option::Option<PermissionGrantScope>>,
    ///Review every subsequent command in this turn before normal sandboxed execution.
    #[serde(
        rename = "strictAutoReview",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval_runtime::__private::double_option"
    )]
    pub strict_auto_review: ::std::option::Option<::std::option::Option<bool>>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
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
impl __RawAdditionalFileSystemPermissions {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<AdditionalFileSystemPermissions, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = AdditionalFileSystemPermissions;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct AdditionalFileSystemPermissions")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<AdditionalFileSystemPermissions, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<
                        ::std::option::Option<::std::vec::Vec<FileSystemSandboxEntry>>,
                    >,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::option::Option<::std::num::NonZeroU64>>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<
                        ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
                    >,
                > = ::std::option::Option::None;
                let mut __f3: ::std::option::Option<
                    ::std::option::Option<
                        ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
                    >,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "entries" => ::std::option::Option::Some(0),
                        "globScanMaxDepth" => ::std::option::Option::Some(1),
                        "read" => ::std::option::Option::Some(2),
                        "write" => ::std::option::Option::Some(3),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "entries",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<
                                                ::std::vec::Vec<FileSystemSandboxEntry>,
                                            >,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "globScanMaxDepth",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<::std::num::NonZeroU64>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("read"),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(3) => {
                            if __f3.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("write"),
                                );
                            }
                            __f3 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<::std::vec::Vec<LegacyAppPathString>>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(AdditionalFileSystemPermissions {
                    entries: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    glob_scan_max_depth: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    read: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    write: match __f3 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
    AdditionalFileSystemPermissions, __RawAdditionalFileSystemPermissions
);
#[allow(dead_code, non_camel_case_types)]
struct __RawAdditionalNetworkPermissions;
impl __RawAdditionalNetworkPermissions {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<AdditionalNetworkPermissions, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = AdditionalNetworkPermissions;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct AdditionalNetworkPermissions")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<AdditionalNetworkPermissions, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::option::Option<bool>>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "enabled" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "enabled",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<::std::option::Option<bool>>,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(AdditionalNetworkPermissions {
                    enabled: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
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
::agent_approval_runtime::__judged!(FileSystemAccessMode, __RawFileSystemAccessMode);
#[allow(dead_code, non_camel_case_types)]
struct __RawFileSystemPath;
impl __RawFileSystemPath {
    fn __variant_0<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<FileSystemPath, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = FileSystemPath;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct variant FileSystemPath::Path")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<FileSystemPath, __A::Error> {
                let mut __f0: ::std::option::Option<LegacyAppPathString> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "path" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("path"),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    LegacyAppPathString,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(FileSystemPath::Path {
                    path: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                LegacyAppPathString,
                                __A::Error,
                            >("path")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
    fn __variant_1<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<FileSystemPath, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = FileSystemPath;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct variant FileSystemPath::GlobPattern")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<FileSystemPath, __A::Error> {
                let mut __f0: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "pattern" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "pattern",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(FileSystemPath::GlobPattern {
                    pattern: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("pattern")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
    fn __variant_2<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<FileSystemPath, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = FileSystemPath;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct variant FileSystemPath::Special")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<FileSystemPath, __A::Error> {
                let mut __f0: ::std::option::Option<FileSystemSpecialPath> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "value" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("value"),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    FileSystemSpecialPath,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(FileSystemPath::Special {
                    value: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                FileSystemSpecialPath,
                                __A::Error,
                            >("value")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<FileSystemPath, __D::Error> {
        ::agent_approval_runtime::__private::internally_tagged::<
            __RawFileSystemPath,
            __D,
        >(__deserializer)
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
            0 => __RawFileSystemPath::__variant_0(__rest),
            1 => __RawFileSystemPath::__variant_1(__rest),
            2 => __RawFileSystemPath::__variant_2(__rest),
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
#[allow(dead_code, non_camel_case_types)]
struct __RawFileSystemSandboxEntry;
impl __RawFileSystemSandboxEntry {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<FileSystemSandboxEntry, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = FileSystemSandboxEntry;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct FileSystemSandboxEntry")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<FileSystemSandboxEntry, __A::Error> {
                let mut __f0: ::std::option::Option<FileSystemAccessMode> = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<FileSystemPath> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "access" => ::std::option::Option::Some(0),
                        "path" => ::std::option::Option::Some(1),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "access",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    FileSystemAccessMode,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("path"),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    FileSystemPath,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(FileSystemSandboxEntry {
                    access: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                FileSystemAccessMode,
                                __A::Error,
                            >("access")?
                        }
                    },
                    path: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                FileSystemPath,
                                __A::Error,
                            >("path")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(FileSystemSandboxEntry, __RawFileSystemSandboxEntry);
#[allow(dead_code, non_camel_case_types)]
struct __RawFileSystemSpecialPath;
impl __RawFileSystemSpecialPath {
    fn __variant_2<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<FileSystemSpecialPath, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = FileSystemSpecialPath;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct variant FileSystemSpecialPath::ProjectRoots")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<FileSystemSpecialPath, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::option::Option<LegacyAppPathString>>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "subpath" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "subpath",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<LegacyAppPathString>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(FileSystemSpecialPath::ProjectRoots {
                    subpath: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
    fn __variant_5<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<FileSystemSpecialPath, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = FileSystemSpecialPath;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct variant FileSystemSpecialPath::Unknown")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<FileSystemSpecialPath, __A::Error> {
                let mut __f0: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::option::Option<LegacyAppPathString>>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "path" => ::std::option::Option::Some(0),
                        "subpath" => ::std::option::Option::Some(1),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("path"),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "subpath",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<LegacyAppPathString>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(FileSystemSpecialPath::Unknown {
                    path: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("path")?
                        }
                    },
                    subpath: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<FileSystemSpecialPath, __D::Error> {
        ::agent_approval_runtime::__private::internally_tagged::<
            __RawFileSystemSpecialPath,
            __D,
        >(__deserializer)
    }
}
impl ::agent_approval_runtime::__private::InternallyTagged
for __RawFileSystemSpecialPath {
    type Value = FileSystemSpecialPath;
    const NAME: &'static str = "FileSystemSpecialPath";
    const TAG: &'static str = "kind";
    const TAG_FIRST: &'static str = ::agent_approval_runtime::__tag_first!("kind");
    const VARIANTS: &'static [&'static str] = &[
        "root",
        "minimal",
        "project_roots",
        "tmpdir",
        "slash_tmp",
        "unknown",
    ];
    fn index(__name: &str) -> ::std::option::Option<usize> {
        match __name {
            "root" => ::std::option::Option::Some(0),
            "minimal" => ::std::option::Option::Some(1),
            "project_roots" => ::std::option::Option::Some(2),
            "tmpdir" => ::std::option::Option::Some(3),
            "slash_tmp" => ::std::option::Option::Some(4),
            "unknown" => ::std::option::Option::Some(5),
            _ => ::std::option::Option::None,
        }
    }
    fn variant<'de, __D: ::serde::Deserializer<'de>>(
        __index: usize,
        __rest: __D,
    ) -> ::std::result::Result<FileSystemSpecialPath, __D::Error> {
        match __index {
            0 => {
                ::std::result::Result::Ok(FileSystemSpecialPath::Root {
                    extra: <::serde_json::Map<
                        ::std::string::String,
                        ::serde_json::Value,
                    > as ::serde::Deserialize>::deserialize(__rest)?,
                })
            }
            1 => {
                ::std::result::Result::Ok(FileSystemSpecialPath::Minimal {
                    extra: <::serde_json::Map<
                        ::std::string::String,
                        ::serde_json::Value,
                    > as ::serde::Deserialize>::deserialize(__rest)?,
                })
            }
            2 => __RawFileSystemSpecialPath::__variant_2(__rest),
            3 => {
                ::std::result::Result::Ok(FileSystemSpecialPath::Tmpdir {
                    extra: <::serde_json::Map<
                        ::std::string::String,
                        ::serde_json::Value,
                    > as ::serde::Deserialize>::deserialize(__rest)?,
                })
            }
            4 => {
                ::std::result::Result::Ok(FileSystemSpecialPath::SlashTmp {
                    extra: <::serde_json::Map<
                        ::std::string::String,
                        ::serde_json::Value,
                    > as ::serde::Deserialize>::deserialize(__rest)?,
                })
            }
            5 => __RawFileSystemSpecialPath::__variant_5(__rest),
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
::agent_approval_runtime::__judged!(FileSystemSpecialPath, __RawFileSystemSpecialPath);
#[allow(dead_code, non_camel_case_types)]
struct __RawGrantedPermissionProfile;
impl __RawGrantedPermissionProfile {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<GrantedPermissionProfile, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = GrantedPermissionProfile;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct GrantedPermissionProfile")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<GrantedPermissionProfile, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<
                        ::std::option::Option<AdditionalFileSystemPermissions>,
                    >,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<
                        ::std::option::Option<AdditionalNetworkPermissions>,
                    >,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "fileSystem" => ::std::option::Option::Some(0),
                        "network" => ::std::option::Option::Some(1),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "fileSystem",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<AdditionalFileSystemPermissions>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "network",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<AdditionalNetworkPermissions>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(GrantedPermissionProfile {
                    file_system: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    network: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
    GrantedPermissionProfile, __RawGrantedPermissionProfile
);
#[derive(::serde::Deserialize)]
#[serde(remote = "LegacyAppPathString")]
#[allow(dead_code, non_camel_case_types)]
#[serde(transparent)]
struct __RawLegacyAppPathString(::std::string::String);
::agent_approval_runtime::__judged!(LegacyAppPathString, __RawLegacyAppPathString);
#[derive(::serde::Deserialize)]
#[serde(remote = "PermissionGrantScope")]
#[allow(dead_code, non_camel_case_types)]
enum __RawPermissionGrantScope {
    #[serde(rename = "turn")]
    Turn,
    #[serde(rename = "session")]
    Session,
}
::agent_approval_runtime::__judged!(PermissionGrantScope, __RawPermissionGrantScope);
#[allow(dead_code, non_camel_case_types)]
struct __RawPermissionsRequestApprovalResponse;
impl __RawPermissionsRequestApprovalResponse {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<PermissionsRequestApprovalResponse, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = PermissionsRequestApprovalResponse;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct PermissionsRequestApprovalResponse")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<PermissionsRequestApprovalResponse, __A::Error> {
                let mut __f0: ::std::option::Option<GrantedPermissionProfile> = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::option::Option<PermissionGrantScope>>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<::std::option::Option<bool>>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "permissions" => ::std::option::Option::Some(0),
                        "scope" => ::std::option::Option::Some(1),
                        "strictAutoReview" => ::std::option::Option::Some(2),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "permissions",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    GrantedPermissionProfile,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("scope"),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<PermissionGrantScope>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "strictAutoReview",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<::std::option::Option<bool>>,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(PermissionsRequestApprovalResponse {
                    permissions: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                GrantedPermissionProfile,
                                __A::Error,
                            >("permissions")?
                        }
                    },
                    scope: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    strict_auto_review: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
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
::agent_approval_runtime::__judged!(
    FileChangeApprovalDecision, __RawFileChangeApprovalDecision
);
#[allow(dead_code, non_camel_case_types)]
struct __RawFileChangeRequestApprovalResponse;
impl __RawFileChangeRequestApprovalResponse {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<FileChangeRequestApprovalResponse, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = FileChangeRequestApprovalResponse;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct FileChangeRequestApprovalResponse")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<FileChangeRequestApprovalResponse, __A::Error> {
                let mut __f0: ::std::option::Option<FileChangeApprovalDecision> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "decision" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "decision",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    FileChangeApprovalDecision,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(FileChangeRequestApprovalResponse {
                    decision: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                FileChangeApprovalDecision,
                                __A::Error,
                            >("decision")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
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
impl __RawToolRequestUserInputAnswer {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<ToolRequestUserInputAnswer, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = ToolRequestUserInputAnswer;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct ToolRequestUserInputAnswer")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<ToolRequestUserInputAnswer, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::vec::Vec<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "answers" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "answers",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::vec::Vec<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(ToolRequestUserInputAnswer {
                    answers: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::vec::Vec<::std::string::String>,
                                __A::Error,
                            >("answers")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
    ToolRequestUserInputAnswer, __RawToolRequestUserInputAnswer
);
#[allow(dead_code, non_camel_case_types)]
struct __RawToolRequestUserInputResponse;
impl __RawToolRequestUserInputResponse {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<ToolRequestUserInputResponse, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = ToolRequestUserInputResponse;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct ToolRequestUserInputResponse")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<ToolRequestUserInputResponse, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::collections::BTreeMap<
                        ::std::string::String,
                        ToolRequestUserInputAnswer,
                    >,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "answers" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "answers",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::collections::BTreeMap<
                                        ::std::string::String,
                                        ToolRequestUserInputAnswer,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(ToolRequestUserInputResponse {
                    answers: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::collections::BTreeMap<
                                    ::std::string::String,
                                    ToolRequestUserInputAnswer,
                                >,
                                __A::Error,
                            >("answers")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
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
        with = "::agent_approval_runtime::__private::double_option"
    )]
    pub content: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
    ///Optional client metadata for form-mode action handling.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "::std::option::Option::is_none",
        with = "::agent_approval_runtime::__private::double_option"
    )]
    pub meta: ::std::option::Option<::std::option::Option<::serde_json::Value>>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
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
::agent_approval_runtime::__judged!(
    McpServerElicitationAction, __RawMcpServerElicitationAction
);
#[allow(dead_code, non_camel_case_types)]
struct __RawMcpServerElicitationRequestResponse;
impl __RawMcpServerElicitationRequestResponse {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<McpServerElicitationRequestResponse, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = McpServerElicitationRequestResponse;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct McpServerElicitationRequestResponse")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<McpServerElicitationRequestResponse, __A::Error> {
                let mut __f0: ::std::option::Option<McpServerElicitationAction> = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::option::Option<::serde_json::Value>>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<::std::option::Option<::serde_json::Value>>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "action" => ::std::option::Option::Some(0),
                        "content" => ::std::option::Option::Some(1),
                        "_meta" => ::std::option::Option::Some(2),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "action",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    McpServerElicitationAction,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "content",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<::serde_json::Value>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("_meta"),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<::serde_json::Value>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(McpServerElicitationRequestResponse {
                    action: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                McpServerElicitationAction,
                                __A::Error,
                            >("action")?
                        }
                    },
                    content: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    meta: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
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
    fn __variant_0<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<DynamicToolCallOutputContentItem, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = DynamicToolCallOutputContentItem;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str(
                    "struct variant DynamicToolCallOutputContentItem::InputText",
                )
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<DynamicToolCallOutputContentItem, __A::Error> {
                let mut __f0: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "text" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("text"),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(DynamicToolCallOutputContentItem::InputText {
                    text: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("text")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
    fn __variant_1<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<DynamicToolCallOutputContentItem, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = DynamicToolCallOutputContentItem;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str(
                    "struct variant DynamicToolCallOutputContentItem::InputImage",
                )
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<DynamicToolCallOutputContentItem, __A::Error> {
                let mut __f0: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "imageUrl" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "imageUrl",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(DynamicToolCallOutputContentItem::InputImage {
                    image_url: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("imageUrl")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
    fn __variant_2<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<DynamicToolCallOutputContentItem, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = DynamicToolCallOutputContentItem;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str(
                    "struct variant DynamicToolCallOutputContentItem::InputAudio",
                )
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<DynamicToolCallOutputContentItem, __A::Error> {
                let mut __f0: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "audioUrl" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "audioUrl",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(DynamicToolCallOutputContentItem::InputAudio {
                    audio_url: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("audioUrl")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<DynamicToolCallOutputContentItem, __D::Error> {
        ::agent_approval_runtime::__private::internally_tagged::<
            __RawDynamicToolCallOutputContentItem,
            __D,
        >(__deserializer)
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
            0 => __RawDynamicToolCallOutputContentItem::__variant_0(__rest),
            1 => __RawDynamicToolCallOutputContentItem::__variant_1(__rest),
            2 => __RawDynamicToolCallOutputContentItem::__variant_2(__rest),
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
#[allow(dead_code, non_camel_case_types)]
struct __RawDynamicToolCallResponse;
impl __RawDynamicToolCallResponse {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<DynamicToolCallResponse, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = DynamicToolCallResponse;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct DynamicToolCallResponse")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<DynamicToolCallResponse, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::vec::Vec<DynamicToolCallOutputContentItem>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<bool> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "contentItems" => ::std::option::Option::Some(0),
                        "success" => ::std::option::Option::Some(1),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "contentItems",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::vec::Vec<DynamicToolCallOutputContentItem>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "success",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<bool>(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(DynamicToolCallResponse {
                    content_items: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::vec::Vec<DynamicToolCallOutputContentItem>,
                                __A::Error,
                            >("contentItems")?
                        }
                    },
                    success: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                bool,
                                __A::Error,
                            >("success")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
    DynamicToolCallResponse, __RawDynamicToolCallResponse
);
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
        with = "::agent_approval_runtime::__private::double_option"
    )]
    pub chatgpt_plan_type: ::std::option::Option<
        ::std::option::Option<::std::string::String>,
    >,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval_runtime::__validate!(
    ChatgptAuthTokensRefreshResponse,
    "file:///codex/v2/ChatgptAuthTokensRefreshResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawChatgptAuthTokensRefreshResponse;
impl __RawChatgptAuthTokensRefreshResponse {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<ChatgptAuthTokensRefreshResponse, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = ChatgptAuthTokensRefreshResponse;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct ChatgptAuthTokensRefreshResponse")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<ChatgptAuthTokensRefreshResponse, __A::Error> {
                let mut __f0: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<::std::option::Option<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "accessToken" => ::std::option::Option::Some(0),
                        "chatgptAccountId" => ::std::option::Option::Some(1),
                        "chatgptPlanType" => ::std::option::Option::Some(2),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "accessToken",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "chatgptAccountId",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "chatgptPlanType",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value_seed(
                                    &mut __map,
                                    ::agent_approval_runtime::__private::DoubleOption::<
                                        ::std::option::Option<
                                            ::std::option::Option<::std::string::String>,
                                        >,
                                    >::new(),
                                )?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(ChatgptAuthTokensRefreshResponse {
                    access_token: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("accessToken")?
                        }
                    },
                    chatgpt_account_id: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("chatgptAccountId")?
                        }
                    },
                    chatgpt_plan_type: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
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
::agent_approval_runtime::__validate!(
    AttestationGenerateResponse, "file:///codex/v2/AttestationGenerateResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawAttestationGenerateResponse;
impl __RawAttestationGenerateResponse {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<AttestationGenerateResponse, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = AttestationGenerateResponse;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct AttestationGenerateResponse")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<AttestationGenerateResponse, __A::Error> {
                let mut __f0: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "token" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("token"),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Other(__name) => {
                            __extra
                                .insert(
                                    __name,
                                    ::serde::de::MapAccess::next_value(&mut __map)?,
                                );
                        }
                        ::agent_approval_runtime::__private::Member::Named(_) => {
                            ::serde::de::MapAccess::next_value::<
                                ::serde::de::IgnoredAny,
                            >(&mut __map)?;
                        }
                    }
                }
                ::std::result::Result::Ok(AttestationGenerateResponse {
                    token: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("token")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(
    AttestationGenerateResponse, __RawAttestationGenerateResponse
);
