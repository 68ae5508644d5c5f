// Snapshot of the generated module `codex::v1`; update with UPDATE_SNAPSHOTS=1.

///`ExecCommandApprovalResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExecCommandApprovalResponse {
    pub decision: ReviewDecision,
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
///User's decision in response to an ExecApprovalRequest.
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ReviewDecision {
    ///User has approved this command and the agent should execute it.
    #[serde(rename = "approved")]
    Approved,
    ///User has approved this command and wants to apply the proposed execpolicy amendment so future matching commands are permitted.
    #[serde(rename = "approved_execpolicy_amendment")]
    ApprovedExecpolicyAmendment {
        proposed_execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///User has approved this request and wants future prompts in the same session-scoped approval cache to be automatically approved for the remainder of the session.
    #[serde(rename = "approved_for_session")]
    ApprovedForSession,
    ///User has approved this MCP tool call and wants to amend its policy so matching future calls are automatically approved across sessions.
    #[serde(rename = "approved_mcp_policy_amendment")]
    ApprovedMcpPolicyAmendment,
    ///User chose to persist a network policy rule (allow/deny) for future requests to the same host.
    #[serde(rename = "network_policy_amendment")]
    NetworkPolicyAmendment {
        network_policy_amendment: NetworkPolicyAmendment,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///User has denied this command and the agent should not execute it, but it should continue the session and try something else.
    #[serde(rename = "denied")]
    Denied {
        rejection: ::std::string::String,
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    ///Automatic approval review timed out before reaching a decision.
    #[serde(rename = "timed_out")]
    TimedOut,
    ///User has denied this command and the agent should not do anything until the user's next command.
    #[serde(rename = "abort")]
    Abort,
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
    ExecCommandApprovalResponse, "file:///codex/v1/ExecCommandApprovalResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    NetworkPolicyAmendment,
    "file:///codex/v1/ExecCommandApprovalResponse.json#/definitions/NetworkPolicyAmendment",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    NetworkPolicyRuleAction,
    "file:///codex/v1/ExecCommandApprovalResponse.json#/definitions/NetworkPolicyRuleAction",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval_runtime::__validate!(
    ReviewDecision,
    "file:///codex/v1/ExecCommandApprovalResponse.json#/definitions/ReviewDecision",
    "http://json-schema.org/draft-07/schema#"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawExecCommandApprovalResponse;
impl __RawExecCommandApprovalResponse {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<ExecCommandApprovalResponse, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = ExecCommandApprovalResponse;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct ExecCommandApprovalResponse")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<ExecCommandApprovalResponse, __A::Error> {
                let mut __f0: ::std::option::Option<ReviewDecision> = ::std::option::Option::None;
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
                                    ReviewDecision,
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
                ::std::result::Result::Ok(ExecCommandApprovalResponse {
                    decision: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ReviewDecision,
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
    ExecCommandApprovalResponse, __RawExecCommandApprovalResponse
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
#[derive(::serde::Deserialize)]
#[serde(remote = "ReviewDecision")]
#[allow(dead_code, non_camel_case_types)]
enum __RawReviewDecision {
    #[serde(rename = "approved")]
    Approved,
    #[serde(rename = "approved_execpolicy_amendment")]
    #[serde(deserialize_with = "__RawReviewDecision::__variant_1")]
    ApprovedExecpolicyAmendment {
        proposed_execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "approved_for_session")]
    ApprovedForSession,
    #[serde(rename = "approved_mcp_policy_amendment")]
    ApprovedMcpPolicyAmendment,
    #[serde(rename = "network_policy_amendment")]
    #[serde(deserialize_with = "__RawReviewDecision::__variant_4")]
    NetworkPolicyAmendment {
        network_policy_amendment: NetworkPolicyAmendment,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "denied")]
    #[serde(deserialize_with = "__RawReviewDecision::__variant_5")]
    Denied {
        rejection: ::std::string::String,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "timed_out")]
    TimedOut,
    #[serde(rename = "abort")]
    Abort,
}
impl __RawReviewDecision {
    fn __variant_1<'de, __D: ::serde::Deserializer<'de>>(
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
                    "struct variant ReviewDecision::ApprovedExecpolicyAmendment",
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
                        "proposed_execpolicy_amendment" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "proposed_execpolicy_amendment",
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
                            >("proposed_execpolicy_amendment")?
                        }
                    },
                    __extra,
                ))
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
    fn __variant_4<'de, __D: ::serde::Deserializer<'de>>(
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
                __f.write_str("struct variant ReviewDecision::NetworkPolicyAmendment")
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
    fn __variant_5<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<
        (
            ::std::string::String,
            ::serde_json::Map<::std::string::String, ::serde_json::Value>,
        ),
        __D::Error,
    > {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = (
                ::std::string::String,
                ::serde_json::Map<::std::string::String, ::serde_json::Value>,
            );
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct variant ReviewDecision::Denied")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<
                (
                    ::std::string::String,
                    ::serde_json::Map<::std::string::String, ::serde_json::Value>,
                ),
                __A::Error,
            > {
                let mut __f0: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "rejection" => ::std::option::Option::Some(0),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "rejection",
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
                ::std::result::Result::Ok((
                    match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("rejection")?
                        }
                    },
                    __extra,
                ))
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(ReviewDecision, __RawReviewDecision);
///`ApplyPatchApprovalResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApplyPatchApprovalResponse {
    pub decision: crate::codex::v1::ReviewDecision,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval_runtime::__validate!(
    ApplyPatchApprovalResponse, "file:///codex/v1/ApplyPatchApprovalResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawApplyPatchApprovalResponse;
impl __RawApplyPatchApprovalResponse {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<ApplyPatchApprovalResponse, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = ApplyPatchApprovalResponse;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct ApplyPatchApprovalResponse")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<ApplyPatchApprovalResponse, __A::Error> {
                let mut __f0: ::std::option::Option<crate::codex::v1::ReviewDecision> = ::std::option::Option::None;
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
                                    crate::codex::v1::ReviewDecision,
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
                ::std::result::Result::Ok(ApplyPatchApprovalResponse {
                    decision: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                crate::codex::v1::ReviewDecision,
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
    ApplyPatchApprovalResponse, __RawApplyPatchApprovalResponse
);
