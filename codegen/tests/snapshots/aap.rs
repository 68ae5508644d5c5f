// Snapshot of the generated module `aap`; update with UPDATE_SNAPSHOTS=1.

///Schema for the 'oversight' claim in AAP tokens, defining human oversight requirements
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OversightClaim {
    ///URI where approval can be requested/checked
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub approval_reference: ::std::option::Option<::std::string::String>,
    ///Timeout in seconds for approval requests (after which action is denied)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub approval_timeout: ::std::option::Option<::std::num::NonZeroU64>,
    ///Level of human oversight required
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub level: ::std::option::Option<OversightClaimLevel>,
    ///Endpoint for sending oversight notifications
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub notification_endpoint: ::std::option::Option<::std::string::String>,
    ///List of actions that trigger notifications to human overseers
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub notify_on: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    ///List of actions that require explicit human approval before execution
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub requires_human_approval_for: ::std::option::Option<
        ::std::vec::Vec<::std::string::String>,
    >,
    ///Identifier of the human supervisor responsible for oversight
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub supervisor: ::std::option::Option<::std::string::String>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///Level of human oversight required
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum OversightClaimLevel {
    #[serde(rename = "none")]
    None,
    #[serde(rename = "notification")]
    Notification,
    #[serde(rename = "approval")]
    Approval,
    #[serde(rename = "supervised")]
    Supervised,
}
impl ::std::fmt::Display for OversightClaimLevel {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::None => f.write_str("none"),
            Self::Notification => f.write_str("notification"),
            Self::Approval => f.write_str("approval"),
            Self::Supervised => f.write_str("supervised"),
        }
    }
}
impl ::std::str::FromStr for OversightClaimLevel {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "none" => Ok(Self::None),
            "notification" => Ok(Self::Notification),
            "approval" => Ok(Self::Approval),
            "supervised" => Ok(Self::Supervised),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for OversightClaimLevel {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for OversightClaimLevel {
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
    OversightClaim, "https://aap-protocol.org/schemas/aap-oversight.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawOversightClaim;
impl __RawOversightClaim {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<OversightClaim, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = OversightClaim;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct OversightClaim")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<OversightClaim, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::num::NonZeroU64>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<OversightClaimLevel>,
                > = ::std::option::Option::None;
                let mut __f3: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f4: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __f5: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __f6: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "approval_reference" => ::std::option::Option::Some(0),
                        "approval_timeout" => ::std::option::Option::Some(1),
                        "level" => ::std::option::Option::Some(2),
                        "notification_endpoint" => ::std::option::Option::Some(3),
                        "notify_on" => ::std::option::Option::Some(4),
                        "requires_human_approval_for" => ::std::option::Option::Some(5),
                        "supervisor" => ::std::option::Option::Some(6),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "approval_reference",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "approval_timeout",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::num::NonZeroU64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("level"),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<OversightClaimLevel>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(3) => {
                            if __f3.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "notification_endpoint",
                                    ),
                                );
                            }
                            __f3 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(4) => {
                            if __f4.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "notify_on",
                                    ),
                                );
                            }
                            __f4 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(5) => {
                            if __f5.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "requires_human_approval_for",
                                    ),
                                );
                            }
                            __f5 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(6) => {
                            if __f6.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "supervisor",
                                    ),
                                );
                            }
                            __f6 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
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
                ::std::result::Result::Ok(OversightClaim {
                    approval_reference: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("approval_reference")?
                        }
                    },
                    approval_timeout: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::num::NonZeroU64>,
                                __A::Error,
                            >("approval_timeout")?
                        }
                    },
                    level: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<OversightClaimLevel>,
                                __A::Error,
                            >("level")?
                        }
                    },
                    notification_endpoint: match __f3 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("notification_endpoint")?
                        }
                    },
                    notify_on: match __f4 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    requires_human_approval_for: match __f5 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    supervisor: match __f6 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("supervisor")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(OversightClaim, __RawOversightClaim);
#[derive(::serde::Deserialize)]
#[serde(remote = "OversightClaimLevel")]
#[allow(dead_code, non_camel_case_types)]
enum __RawOversightClaimLevel {
    #[serde(rename = "none")]
    None,
    #[serde(rename = "notification")]
    Notification,
    #[serde(rename = "approval")]
    Approval,
    #[serde(rename = "supervised")]
    Supervised,
}
::agent_approval_runtime::__inline!(OversightClaimLevel, __RawOversightClaimLevel);
///Schema for the 'agent' claim in AAP tokens, representing the autonomous agent's identity
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Agent {
    ///Whether the operator has verified the agent's claimed capabilities
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub capabilities_verified: ::std::option::Option<bool>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub certification: ::std::option::Option<AgentCertification>,
    ///Unique identifier for the agent. SHOULD be a URI (https://, spiffe://, did:, etc.)
    pub id: ::std::string::String,
    ///For model-based agents, identifier of the AI model used
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub model: ::std::option::Option<::std::string::String>,
    ///Human-readable name for the agent
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub name: ::std::option::Option<::std::string::String>,
    ///Identifier of the organization or individual responsible for the agent
    pub operator: ::std::string::String,
    ///Type of agent (software, model-based, hybrid, etc.)
    #[serde(rename = "type")]
    pub type_: ::std::string::String,
    ///Version of the agent software/model
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub version: ::std::option::Option<::std::string::String>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///Optional certification information
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AgentCertification {
    ///Certification authority identifier
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub authority: ::std::option::Option<::std::string::String>,
    ///Unix timestamp when certification expires
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub expires: ::std::option::Option<i64>,
    ///Certification level or class
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub level: ::std::option::Option<::std::string::String>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval_runtime::__validate!(
    Agent, "https://aap-protocol.org/schemas/aap-agent.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawAgent;
impl __RawAgent {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<Agent, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = Agent;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct Agent")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<Agent, __A::Error> {
                let mut __f0: ::std::option::Option<::std::option::Option<bool>> = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<AgentCertification>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __f3: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f4: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f5: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __f6: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __f7: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "capabilities_verified" => ::std::option::Option::Some(0),
                        "certification" => ::std::option::Option::Some(1),
                        "id" => ::std::option::Option::Some(2),
                        "model" => ::std::option::Option::Some(3),
                        "name" => ::std::option::Option::Some(4),
                        "operator" => ::std::option::Option::Some(5),
                        "type" => ::std::option::Option::Some(6),
                        "version" => ::std::option::Option::Some(7),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "capabilities_verified",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<bool>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "certification",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<AgentCertification>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("id"),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(3) => {
                            if __f3.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("model"),
                                );
                            }
                            __f3 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(4) => {
                            if __f4.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("name"),
                                );
                            }
                            __f4 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(5) => {
                            if __f5.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "operator",
                                    ),
                                );
                            }
                            __f5 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(6) => {
                            if __f6.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("type"),
                                );
                            }
                            __f6 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(7) => {
                            if __f7.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "version",
                                    ),
                                );
                            }
                            __f7 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
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
                ::std::result::Result::Ok(Agent {
                    capabilities_verified: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<bool>,
                                __A::Error,
                            >("capabilities_verified")?
                        }
                    },
                    certification: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<AgentCertification>,
                                __A::Error,
                            >("certification")?
                        }
                    },
                    id: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("id")?
                        }
                    },
                    model: match __f3 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("model")?
                        }
                    },
                    name: match __f4 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("name")?
                        }
                    },
                    operator: match __f5 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("operator")?
                        }
                    },
                    type_: match __f6 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("type")?
                        }
                    },
                    version: match __f7 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("version")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(Agent, __RawAgent);
#[allow(dead_code, non_camel_case_types)]
struct __RawAgentCertification;
impl __RawAgentCertification {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<AgentCertification, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = AgentCertification;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct AgentCertification")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<AgentCertification, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<::std::option::Option<i64>> = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "authority" => ::std::option::Option::Some(0),
                        "expires" => ::std::option::Option::Some(1),
                        "level" => ::std::option::Option::Some(2),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "authority",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "expires",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<i64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("level"),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
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
                ::std::result::Result::Ok(AgentCertification {
                    authority: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("authority")?
                        }
                    },
                    expires: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<i64>,
                                __A::Error,
                            >("expires")?
                        }
                    },
                    level: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("level")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__inline!(AgentCertification, __RawAgentCertification);
///Schema for the 'audit' claim in AAP tokens, defining audit and logging requirements
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Audit {
    ///List of compliance frameworks this audit must satisfy
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub compliance_framework: ::std::option::Option<
        ::std::vec::Vec<AuditComplianceFrameworkItem>,
    >,
    ///Endpoint where audit logs should be sent
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub log_destination: ::std::option::Option<::std::string::String>,
    ///Required logging level for actions performed with this token
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub log_level: ::std::option::Option<AuditLogLevel>,
    ///How PII should be handled in logs
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub pii_logging: ::std::option::Option<AuditPiiLogging>,
    ///List of fields that MUST be logged for each action
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub required_fields: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    ///Required log retention period in days
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub retention_period: ::std::option::Option<u64>,
    ///Whether logs must be tamper-evident (e.g., cryptographic chaining)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub tamper_evident: ::std::option::Option<bool>,
    ///Unique identifier for audit trail tracking. SHOULD be rotated per session for privacy.
    pub trace_id: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`AuditComplianceFrameworkItem`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum AuditComplianceFrameworkItem {
    #[serde(rename = "SOC2")]
    Soc2,
    #[serde(rename = "ISO27001")]
    Iso27001,
    #[serde(rename = "HIPAA")]
    Hipaa,
    #[serde(rename = "GDPR")]
    Gdpr,
    #[serde(rename = "PCI-DSS")]
    PciDss,
    #[serde(rename = "FedRAMP")]
    FedRamp,
}
impl ::std::fmt::Display for AuditComplianceFrameworkItem {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Soc2 => f.write_str("SOC2"),
            Self::Iso27001 => f.write_str("ISO27001"),
            Self::Hipaa => f.write_str("HIPAA"),
            Self::Gdpr => f.write_str("GDPR"),
            Self::PciDss => f.write_str("PCI-DSS"),
            Self::FedRamp => f.write_str("FedRAMP"),
        }
    }
}
impl ::std::str::FromStr for AuditComplianceFrameworkItem {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "SOC2" => Ok(Self::Soc2),
            "ISO27001" => Ok(Self::Iso27001),
            "HIPAA" => Ok(Self::Hipaa),
            "GDPR" => Ok(Self::Gdpr),
            "PCI-DSS" => Ok(Self::PciDss),
            "FedRAMP" => Ok(Self::FedRamp),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for AuditComplianceFrameworkItem {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for AuditComplianceFrameworkItem {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///Required logging level for actions performed with this token
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum AuditLogLevel {
    #[serde(rename = "none")]
    None,
    #[serde(rename = "minimal")]
    Minimal,
    #[serde(rename = "standard")]
    Standard,
    #[serde(rename = "full")]
    Full,
    #[serde(rename = "debug")]
    Debug,
}
impl ::std::fmt::Display for AuditLogLevel {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::None => f.write_str("none"),
            Self::Minimal => f.write_str("minimal"),
            Self::Standard => f.write_str("standard"),
            Self::Full => f.write_str("full"),
            Self::Debug => f.write_str("debug"),
        }
    }
}
impl ::std::str::FromStr for AuditLogLevel {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "none" => Ok(Self::None),
            "minimal" => Ok(Self::Minimal),
            "standard" => Ok(Self::Standard),
            "full" => Ok(Self::Full),
            "debug" => Ok(Self::Debug),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for AuditLogLevel {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for AuditLogLevel {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///How PII should be handled in logs
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum AuditPiiLogging {
    #[serde(rename = "prohibited")]
    Prohibited,
    #[serde(rename = "hashed")]
    Hashed,
    #[serde(rename = "encrypted")]
    Encrypted,
    #[serde(rename = "allowed")]
    Allowed,
}
impl ::std::fmt::Display for AuditPiiLogging {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Prohibited => f.write_str("prohibited"),
            Self::Hashed => f.write_str("hashed"),
            Self::Encrypted => f.write_str("encrypted"),
            Self::Allowed => f.write_str("allowed"),
        }
    }
}
impl ::std::str::FromStr for AuditPiiLogging {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "prohibited" => Ok(Self::Prohibited),
            "hashed" => Ok(Self::Hashed),
            "encrypted" => Ok(Self::Encrypted),
            "allowed" => Ok(Self::Allowed),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for AuditPiiLogging {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for AuditPiiLogging {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
::agent_approval_runtime::__validate!(
    Audit, "https://aap-protocol.org/schemas/aap-audit.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawAudit;
impl __RawAudit {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<Audit, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = Audit;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct Audit")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<Audit, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<AuditComplianceFrameworkItem>>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<AuditLogLevel>,
                > = ::std::option::Option::None;
                let mut __f3: ::std::option::Option<
                    ::std::option::Option<AuditPiiLogging>,
                > = ::std::option::Option::None;
                let mut __f4: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __f5: ::std::option::Option<::std::option::Option<u64>> = ::std::option::Option::None;
                let mut __f6: ::std::option::Option<::std::option::Option<bool>> = ::std::option::Option::None;
                let mut __f7: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "compliance_framework" => ::std::option::Option::Some(0),
                        "log_destination" => ::std::option::Option::Some(1),
                        "log_level" => ::std::option::Option::Some(2),
                        "pii_logging" => ::std::option::Option::Some(3),
                        "required_fields" => ::std::option::Option::Some(4),
                        "retention_period" => ::std::option::Option::Some(5),
                        "tamper_evident" => ::std::option::Option::Some(6),
                        "trace_id" => ::std::option::Option::Some(7),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "compliance_framework",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<AuditComplianceFrameworkItem>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "log_destination",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "log_level",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<AuditLogLevel>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(3) => {
                            if __f3.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "pii_logging",
                                    ),
                                );
                            }
                            __f3 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<AuditPiiLogging>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(4) => {
                            if __f4.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "required_fields",
                                    ),
                                );
                            }
                            __f4 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(5) => {
                            if __f5.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "retention_period",
                                    ),
                                );
                            }
                            __f5 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<u64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(6) => {
                            if __f6.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "tamper_evident",
                                    ),
                                );
                            }
                            __f6 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<bool>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(7) => {
                            if __f7.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "trace_id",
                                    ),
                                );
                            }
                            __f7 = ::std::option::Option::Some(
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
                ::std::result::Result::Ok(Audit {
                    compliance_framework: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    log_destination: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("log_destination")?
                        }
                    },
                    log_level: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<AuditLogLevel>,
                                __A::Error,
                            >("log_level")?
                        }
                    },
                    pii_logging: match __f3 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<AuditPiiLogging>,
                                __A::Error,
                            >("pii_logging")?
                        }
                    },
                    required_fields: match __f4 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    retention_period: match __f5 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<u64>,
                                __A::Error,
                            >("retention_period")?
                        }
                    },
                    tamper_evident: match __f6 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<bool>,
                                __A::Error,
                            >("tamper_evident")?
                        }
                    },
                    trace_id: match __f7 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("trace_id")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(Audit, __RawAudit);
#[derive(::serde::Deserialize)]
#[serde(remote = "AuditComplianceFrameworkItem")]
#[allow(dead_code, non_camel_case_types)]
enum __RawAuditComplianceFrameworkItem {
    #[serde(rename = "SOC2")]
    Soc2,
    #[serde(rename = "ISO27001")]
    Iso27001,
    #[serde(rename = "HIPAA")]
    Hipaa,
    #[serde(rename = "GDPR")]
    Gdpr,
    #[serde(rename = "PCI-DSS")]
    PciDss,
    #[serde(rename = "FedRAMP")]
    FedRamp,
}
::agent_approval_runtime::__inline!(
    AuditComplianceFrameworkItem, __RawAuditComplianceFrameworkItem
);
#[derive(::serde::Deserialize)]
#[serde(remote = "AuditLogLevel")]
#[allow(dead_code, non_camel_case_types)]
enum __RawAuditLogLevel {
    #[serde(rename = "none")]
    None,
    #[serde(rename = "minimal")]
    Minimal,
    #[serde(rename = "standard")]
    Standard,
    #[serde(rename = "full")]
    Full,
    #[serde(rename = "debug")]
    Debug,
}
::agent_approval_runtime::__inline!(AuditLogLevel, __RawAuditLogLevel);
#[derive(::serde::Deserialize)]
#[serde(remote = "AuditPiiLogging")]
#[allow(dead_code, non_camel_case_types)]
enum __RawAuditPiiLogging {
    #[serde(rename = "prohibited")]
    Prohibited,
    #[serde(rename = "hashed")]
    Hashed,
    #[serde(rename = "encrypted")]
    Encrypted,
    #[serde(rename = "allowed")]
    Allowed,
}
::agent_approval_runtime::__inline!(AuditPiiLogging, __RawAuditPiiLogging);
///Schema for constraint objects within AAP capabilities
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq)]
pub struct Constraints {
    ///List of allowed HTTP methods
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub allowed_methods: ::std::option::Option<
        ::std::vec::Vec<ConstraintsAllowedMethodsItem>,
    >,
    ///List of allowed geographic regions (ISO 3166-1 alpha-2 codes)
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub allowed_regions: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    ///Maximum data classification level the agent can access
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub data_classification_max: ::std::option::Option<ConstraintsDataClassificationMax>,
    ///List of allowed domains (DNS suffix matching). subdomain.example.org matches example.org in allowlist.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub domains_allowed: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    ///List of blocked domains (takes precedence over domains_allowed)
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub domains_blocked: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    ///List of allowed IP ranges in CIDR notation
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ip_ranges_allowed: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    ///Maximum delegation depth allowed (0 = no delegation)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub max_depth: ::std::option::Option<i64>,
    ///Maximum request payload size in bytes
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub max_request_size: ::std::option::Option<::std::num::NonZeroU64>,
    ///Maximum number of requests allowed per day (fixed window, resets at midnight UTC)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub max_requests_per_day: ::std::option::Option<::std::num::NonZeroU64>,
    ///Maximum number of requests allowed per hour (fixed window, resets at minute 0)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub max_requests_per_hour: ::std::option::Option<::std::num::NonZeroU64>,
    ///Maximum number of requests allowed per minute (sliding 60-second window)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub max_requests_per_minute: ::std::option::Option<::std::num::NonZeroU64>,
    ///Maximum response size in bytes
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub max_response_size: ::std::option::Option<::std::num::NonZeroU64>,
    ///Threshold value requiring human approval (context-dependent)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub require_approval_threshold: ::std::option::Option<f64>,
    ///Whether encryption (TLS) is required for requests
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub require_encryption: ::std::option::Option<bool>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub time_window: ::std::option::Option<ConstraintsTimeWindow>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///`ConstraintsAllowedMethodsItem`
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum ConstraintsAllowedMethodsItem {
    #[serde(rename = "GET")]
    Get,
    #[serde(rename = "POST")]
    Post,
    #[serde(rename = "PUT")]
    Put,
    #[serde(rename = "PATCH")]
    Patch,
    #[serde(rename = "DELETE")]
    Delete,
    #[serde(rename = "HEAD")]
    Head,
    #[serde(rename = "OPTIONS")]
    Options,
}
impl ::std::fmt::Display for ConstraintsAllowedMethodsItem {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Get => f.write_str("GET"),
            Self::Post => f.write_str("POST"),
            Self::Put => f.write_str("PUT"),
            Self::Patch => f.write_str("PATCH"),
            Self::Delete => f.write_str("DELETE"),
            Self::Head => f.write_str("HEAD"),
            Self::Options => f.write_str("OPTIONS"),
        }
    }
}
impl ::std::str::FromStr for ConstraintsAllowedMethodsItem {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "GET" => Ok(Self::Get),
            "POST" => Ok(Self::Post),
            "PUT" => Ok(Self::Put),
            "PATCH" => Ok(Self::Patch),
            "DELETE" => Ok(Self::Delete),
            "HEAD" => Ok(Self::Head),
            "OPTIONS" => Ok(Self::Options),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for ConstraintsAllowedMethodsItem {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for ConstraintsAllowedMethodsItem {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///Maximum data classification level the agent can access
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum ConstraintsDataClassificationMax {
    #[serde(rename = "public")]
    Public,
    #[serde(rename = "internal")]
    Internal,
    #[serde(rename = "confidential")]
    Confidential,
    #[serde(rename = "restricted")]
    Restricted,
}
impl ::std::fmt::Display for ConstraintsDataClassificationMax {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Public => f.write_str("public"),
            Self::Internal => f.write_str("internal"),
            Self::Confidential => f.write_str("confidential"),
            Self::Restricted => f.write_str("restricted"),
        }
    }
}
impl ::std::str::FromStr for ConstraintsDataClassificationMax {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "public" => Ok(Self::Public),
            "internal" => Ok(Self::Internal),
            "confidential" => Ok(Self::Confidential),
            "restricted" => Ok(Self::Restricted),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for ConstraintsDataClassificationMax {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String>
for ConstraintsDataClassificationMax {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///Time window during which requests are allowed
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstraintsTimeWindow {
    ///Request must be before this time (exclusive)
    pub end: ::std::string::String,
    ///Request must be after this time (inclusive)
    pub start: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval_runtime::__validate!(
    Constraints, "https://aap-protocol.org/schemas/aap-constraints.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawConstraints;
impl __RawConstraints {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<Constraints, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = Constraints;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct Constraints")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<Constraints, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<ConstraintsAllowedMethodsItem>>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<ConstraintsDataClassificationMax>,
                > = ::std::option::Option::None;
                let mut __f3: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __f4: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __f5: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __f6: ::std::option::Option<::std::option::Option<i64>> = ::std::option::Option::None;
                let mut __f7: ::std::option::Option<
                    ::std::option::Option<::std::num::NonZeroU64>,
                > = ::std::option::Option::None;
                let mut __f8: ::std::option::Option<
                    ::std::option::Option<::std::num::NonZeroU64>,
                > = ::std::option::Option::None;
                let mut __f9: ::std::option::Option<
                    ::std::option::Option<::std::num::NonZeroU64>,
                > = ::std::option::Option::None;
                let mut __f10: ::std::option::Option<
                    ::std::option::Option<::std::num::NonZeroU64>,
                > = ::std::option::Option::None;
                let mut __f11: ::std::option::Option<
                    ::std::option::Option<::std::num::NonZeroU64>,
                > = ::std::option::Option::None;
                let mut __f12: ::std::option::Option<::std::option::Option<f64>> = ::std::option::Option::None;
                let mut __f13: ::std::option::Option<::std::option::Option<bool>> = ::std::option::Option::None;
                let mut __f14: ::std::option::Option<
                    ::std::option::Option<ConstraintsTimeWindow>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "allowed_methods" => ::std::option::Option::Some(0),
                        "allowed_regions" => ::std::option::Option::Some(1),
                        "data_classification_max" => ::std::option::Option::Some(2),
                        "domains_allowed" => ::std::option::Option::Some(3),
                        "domains_blocked" => ::std::option::Option::Some(4),
                        "ip_ranges_allowed" => ::std::option::Option::Some(5),
                        "max_depth" => ::std::option::Option::Some(6),
                        "max_request_size" => ::std::option::Option::Some(7),
                        "max_requests_per_day" => ::std::option::Option::Some(8),
                        "max_requests_per_hour" => ::std::option::Option::Some(9),
                        "max_requests_per_minute" => ::std::option::Option::Some(10),
                        "max_response_size" => ::std::option::Option::Some(11),
                        "require_approval_threshold" => ::std::option::Option::Some(12),
                        "require_encryption" => ::std::option::Option::Some(13),
                        "time_window" => ::std::option::Option::Some(14),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "allowed_methods",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<ConstraintsAllowedMethodsItem>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "allowed_regions",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "data_classification_max",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<ConstraintsDataClassificationMax>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(3) => {
                            if __f3.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "domains_allowed",
                                    ),
                                );
                            }
                            __f3 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(4) => {
                            if __f4.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "domains_blocked",
                                    ),
                                );
                            }
                            __f4 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(5) => {
                            if __f5.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "ip_ranges_allowed",
                                    ),
                                );
                            }
                            __f5 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(6) => {
                            if __f6.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "max_depth",
                                    ),
                                );
                            }
                            __f6 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<i64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(7) => {
                            if __f7.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "max_request_size",
                                    ),
                                );
                            }
                            __f7 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::num::NonZeroU64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(8) => {
                            if __f8.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "max_requests_per_day",
                                    ),
                                );
                            }
                            __f8 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::num::NonZeroU64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(9) => {
                            if __f9.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "max_requests_per_hour",
                                    ),
                                );
                            }
                            __f9 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::num::NonZeroU64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(10) => {
                            if __f10.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "max_requests_per_minute",
                                    ),
                                );
                            }
                            __f10 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::num::NonZeroU64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(11) => {
                            if __f11.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "max_response_size",
                                    ),
                                );
                            }
                            __f11 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::num::NonZeroU64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(12) => {
                            if __f12.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "require_approval_threshold",
                                    ),
                                );
                            }
                            __f12 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<f64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(13) => {
                            if __f13.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "require_encryption",
                                    ),
                                );
                            }
                            __f13 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<bool>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(14) => {
                            if __f14.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "time_window",
                                    ),
                                );
                            }
                            __f14 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<ConstraintsTimeWindow>,
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
                ::std::result::Result::Ok(Constraints {
                    allowed_methods: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    allowed_regions: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    data_classification_max: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<ConstraintsDataClassificationMax>,
                                __A::Error,
                            >("data_classification_max")?
                        }
                    },
                    domains_allowed: match __f3 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    domains_blocked: match __f4 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    ip_ranges_allowed: match __f5 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    max_depth: match __f6 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<i64>,
                                __A::Error,
                            >("max_depth")?
                        }
                    },
                    max_request_size: match __f7 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::num::NonZeroU64>,
                                __A::Error,
                            >("max_request_size")?
                        }
                    },
                    max_requests_per_day: match __f8 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::num::NonZeroU64>,
                                __A::Error,
                            >("max_requests_per_day")?
                        }
                    },
                    max_requests_per_hour: match __f9 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::num::NonZeroU64>,
                                __A::Error,
                            >("max_requests_per_hour")?
                        }
                    },
                    max_requests_per_minute: match __f10 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::num::NonZeroU64>,
                                __A::Error,
                            >("max_requests_per_minute")?
                        }
                    },
                    max_response_size: match __f11 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::num::NonZeroU64>,
                                __A::Error,
                            >("max_response_size")?
                        }
                    },
                    require_approval_threshold: match __f12 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<f64>,
                                __A::Error,
                            >("require_approval_threshold")?
                        }
                    },
                    require_encryption: match __f13 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<bool>,
                                __A::Error,
                            >("require_encryption")?
                        }
                    },
                    time_window: match __f14 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<ConstraintsTimeWindow>,
                                __A::Error,
                            >("time_window")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(Constraints, __RawConstraints);
#[derive(::serde::Deserialize)]
#[serde(remote = "ConstraintsAllowedMethodsItem")]
#[allow(dead_code, non_camel_case_types)]
enum __RawConstraintsAllowedMethodsItem {
    #[serde(rename = "GET")]
    Get,
    #[serde(rename = "POST")]
    Post,
    #[serde(rename = "PUT")]
    Put,
    #[serde(rename = "PATCH")]
    Patch,
    #[serde(rename = "DELETE")]
    Delete,
    #[serde(rename = "HEAD")]
    Head,
    #[serde(rename = "OPTIONS")]
    Options,
}
::agent_approval_runtime::__inline!(
    ConstraintsAllowedMethodsItem, __RawConstraintsAllowedMethodsItem
);
#[derive(::serde::Deserialize)]
#[serde(remote = "ConstraintsDataClassificationMax")]
#[allow(dead_code, non_camel_case_types)]
enum __RawConstraintsDataClassificationMax {
    #[serde(rename = "public")]
    Public,
    #[serde(rename = "internal")]
    Internal,
    #[serde(rename = "confidential")]
    Confidential,
    #[serde(rename = "restricted")]
    Restricted,
}
::agent_approval_runtime::__inline!(
    ConstraintsDataClassificationMax, __RawConstraintsDataClassificationMax
);
#[allow(dead_code, non_camel_case_types)]
struct __RawConstraintsTimeWindow;
impl __RawConstraintsTimeWindow {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<ConstraintsTimeWindow, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = ConstraintsTimeWindow;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct ConstraintsTimeWindow")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<ConstraintsTimeWindow, __A::Error> {
                let mut __f0: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "end" => ::std::option::Option::Some(0),
                        "start" => ::std::option::Option::Some(1),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("end"),
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
                                    <__A::Error as ::serde::de::Error>::duplicate_field("start"),
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
                ::std::result::Result::Ok(ConstraintsTimeWindow {
                    end: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("end")?
                        }
                    },
                    start: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("start")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__inline!(ConstraintsTimeWindow, __RawConstraintsTimeWindow);
///Schema for the 'capabilities' claim in AAP tokens
#[derive(::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(transparent)]
pub struct Capabilities(pub ::std::vec::Vec<CapabilitiesItem>);
impl ::std::ops::Deref for Capabilities {
    type Target = ::std::vec::Vec<CapabilitiesItem>;
    fn deref(&self) -> &::std::vec::Vec<CapabilitiesItem> {
        &self.0
    }
}
impl ::std::convert::From<Capabilities> for ::std::vec::Vec<CapabilitiesItem> {
    fn from(value: Capabilities) -> Self {
        value.0
    }
}
impl ::std::convert::From<::std::vec::Vec<CapabilitiesItem>> for Capabilities {
    fn from(value: ::std::vec::Vec<CapabilitiesItem>) -> Self {
        Self(value)
    }
}
///`CapabilitiesItem`
#[derive(::serde::Serialize, Clone, Debug, PartialEq)]
pub struct CapabilitiesItem {
    ///The action this capability grants access to. Format: component[.component]* per ABNF grammar.
    pub action: ::std::string::String,
    ///Additional conditions for capability activation (extensible)
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub conditions: ::std::option::Option<
        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    >,
    ///Constraints that apply to this capability
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub constraints: ::std::option::Option<crate::aap::Constraints>,
    ///Human-readable description of what this capability allows
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub description: ::std::option::Option<::std::string::String>,
    ///Specific resources this capability applies to (optional, for resource-level authorization)
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub resources: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval_runtime::__validate!(
    Capabilities, "https://aap-protocol.org/schemas/aap-capabilities.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "Capabilities")]
#[allow(dead_code, non_camel_case_types)]
#[serde(transparent)]
struct __RawCapabilities(::std::vec::Vec<CapabilitiesItem>);
::agent_approval_runtime::__judged!(Capabilities, __RawCapabilities);
#[allow(dead_code, non_camel_case_types)]
struct __RawCapabilitiesItem;
impl __RawCapabilitiesItem {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<CapabilitiesItem, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = CapabilitiesItem;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct CapabilitiesItem")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<CapabilitiesItem, __A::Error> {
                let mut __f0: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<
                        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
                    >,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<crate::aap::Constraints>,
                > = ::std::option::Option::None;
                let mut __f3: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f4: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "action" => ::std::option::Option::Some(0),
                        "conditions" => ::std::option::Option::Some(1),
                        "constraints" => ::std::option::Option::Some(2),
                        "description" => ::std::option::Option::Some(3),
                        "resources" => ::std::option::Option::Some(4),
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
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "conditions",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::serde_json::Map<
                                            ::std::string::String,
                                            ::serde_json::Value,
                                        >,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "constraints",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<crate::aap::Constraints>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(3) => {
                            if __f3.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "description",
                                    ),
                                );
                            }
                            __f3 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(4) => {
                            if __f4.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "resources",
                                    ),
                                );
                            }
                            __f4 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
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
                ::std::result::Result::Ok(CapabilitiesItem {
                    action: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("action")?
                        }
                    },
                    conditions: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    constraints: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<crate::aap::Constraints>,
                                __A::Error,
                            >("constraints")?
                        }
                    },
                    description: match __f3 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("description")?
                        }
                    },
                    resources: match __f4 {
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
::agent_approval_runtime::__inline!(CapabilitiesItem, __RawCapabilitiesItem);
///Schema for the 'context' claim in AAP tokens, providing execution context
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Context {
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub correlation: ::std::option::Option<ContextCorrelation>,
    ///Execution environment
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub environment: ::std::option::Option<ContextEnvironment>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub location: ::std::option::Option<ContextLocation>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub runtime: ::std::option::Option<ContextRuntime>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub session: ::std::option::Option<ContextSession>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///Correlation identifiers for distributed tracing
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ContextCorrelation {
    ///Parent request ID (for nested requests)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub parent_request_id: ::std::option::Option<::std::string::String>,
    ///Request correlation ID
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub request_id: ::std::option::Option<::std::string::String>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///Execution environment
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum ContextEnvironment {
    #[serde(rename = "production")]
    Production,
    #[serde(rename = "staging")]
    Staging,
    #[serde(rename = "development")]
    Development,
    #[serde(rename = "testing")]
    Testing,
}
impl ::std::fmt::Display for ContextEnvironment {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Production => f.write_str("production"),
            Self::Staging => f.write_str("staging"),
            Self::Development => f.write_str("development"),
            Self::Testing => f.write_str("testing"),
        }
    }
}
impl ::std::str::FromStr for ContextEnvironment {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "production" => Ok(Self::Production),
            "staging" => Ok(Self::Staging),
            "development" => Ok(Self::Development),
            "testing" => Ok(Self::Testing),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for ContextEnvironment {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for ContextEnvironment {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///Geographic or network location context
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ContextLocation {
    ///Datacenter or zone identifier
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub datacenter: ::std::option::Option<::std::string::String>,
    ///IP address of agent (for network-level restrictions)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub ip_address: ::std::option::Option<::std::string::String>,
    ///Geographic region (ISO 3166-1 alpha-2 code)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub region: ::std::option::Option<::std::string::String>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///Runtime environment information
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ContextRuntime {
    ///Unique identifier of the runtime instance
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub instance_id: ::std::option::Option<::std::string::String>,
    ///Runtime platform (kubernetes, docker, lambda, etc.)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub platform: ::std::option::Option<::std::string::String>,
    ///Runtime version
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub version: ::std::option::Option<::std::string::String>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///Session context
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ContextSession {
    ///Unix timestamp when session expires
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub expires_at: ::std::option::Option<i64>,
    ///Session identifier
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub id: ::std::option::Option<::std::string::String>,
    ///Unix timestamp when session started
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub started_at: ::std::option::Option<i64>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval_runtime::__validate!(
    Context, "https://aap-protocol.org/schemas/aap-context.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawContext;
impl __RawContext {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<Context, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = Context;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct Context")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<Context, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<ContextCorrelation>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<ContextEnvironment>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<ContextLocation>,
                > = ::std::option::Option::None;
                let mut __f3: ::std::option::Option<
                    ::std::option::Option<ContextRuntime>,
                > = ::std::option::Option::None;
                let mut __f4: ::std::option::Option<
                    ::std::option::Option<ContextSession>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "correlation" => ::std::option::Option::Some(0),
                        "environment" => ::std::option::Option::Some(1),
                        "location" => ::std::option::Option::Some(2),
                        "runtime" => ::std::option::Option::Some(3),
                        "session" => ::std::option::Option::Some(4),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "correlation",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<ContextCorrelation>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "environment",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<ContextEnvironment>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "location",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<ContextLocation>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(3) => {
                            if __f3.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "runtime",
                                    ),
                                );
                            }
                            __f3 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<ContextRuntime>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(4) => {
                            if __f4.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "session",
                                    ),
                                );
                            }
                            __f4 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<ContextSession>,
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
                ::std::result::Result::Ok(Context {
                    correlation: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<ContextCorrelation>,
                                __A::Error,
                            >("correlation")?
                        }
                    },
                    environment: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<ContextEnvironment>,
                                __A::Error,
                            >("environment")?
                        }
                    },
                    location: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<ContextLocation>,
                                __A::Error,
                            >("location")?
                        }
                    },
                    runtime: match __f3 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<ContextRuntime>,
                                __A::Error,
                            >("runtime")?
                        }
                    },
                    session: match __f4 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<ContextSession>,
                                __A::Error,
                            >("session")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(Context, __RawContext);
#[allow(dead_code, non_camel_case_types)]
struct __RawContextCorrelation;
impl __RawContextCorrelation {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<ContextCorrelation, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = ContextCorrelation;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct ContextCorrelation")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<ContextCorrelation, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "parent_request_id" => ::std::option::Option::Some(0),
                        "request_id" => ::std::option::Option::Some(1),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "parent_request_id",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "request_id",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
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
                ::std::result::Result::Ok(ContextCorrelation {
                    parent_request_id: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("parent_request_id")?
                        }
                    },
                    request_id: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("request_id")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__inline!(ContextCorrelation, __RawContextCorrelation);
#[derive(::serde::Deserialize)]
#[serde(remote = "ContextEnvironment")]
#[allow(dead_code, non_camel_case_types)]
enum __RawContextEnvironment {
    #[serde(rename = "production")]
    Production,
    #[serde(rename = "staging")]
    Staging,
    #[serde(rename = "development")]
    Development,
    #[serde(rename = "testing")]
    Testing,
}
::agent_approval_runtime::__inline!(ContextEnvironment, __RawContextEnvironment);
#[allow(dead_code, non_camel_case_types)]
struct __RawContextLocation;
impl __RawContextLocation {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<ContextLocation, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = ContextLocation;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct ContextLocation")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<ContextLocation, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "datacenter" => ::std::option::Option::Some(0),
                        "ip_address" => ::std::option::Option::Some(1),
                        "region" => ::std::option::Option::Some(2),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "datacenter",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "ip_address",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "region",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
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
                ::std::result::Result::Ok(ContextLocation {
                    datacenter: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("datacenter")?
                        }
                    },
                    ip_address: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("ip_address")?
                        }
                    },
                    region: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("region")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__inline!(ContextLocation, __RawContextLocation);
#[allow(dead_code, non_camel_case_types)]
struct __RawContextRuntime;
impl __RawContextRuntime {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<ContextRuntime, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = ContextRuntime;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct ContextRuntime")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<ContextRuntime, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "instance_id" => ::std::option::Option::Some(0),
                        "platform" => ::std::option::Option::Some(1),
                        "version" => ::std::option::Option::Some(2),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "instance_id",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "platform",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "version",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
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
                ::std::result::Result::Ok(ContextRuntime {
                    instance_id: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("instance_id")?
                        }
                    },
                    platform: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("platform")?
                        }
                    },
                    version: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("version")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__inline!(ContextRuntime, __RawContextRuntime);
#[allow(dead_code, non_camel_case_types)]
struct __RawContextSession;
impl __RawContextSession {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<ContextSession, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = ContextSession;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct ContextSession")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<ContextSession, __A::Error> {
                let mut __f0: ::std::option::Option<::std::option::Option<i64>> = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<::std::option::Option<i64>> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "expires_at" => ::std::option::Option::Some(0),
                        "id" => ::std::option::Option::Some(1),
                        "started_at" => ::std::option::Option::Some(2),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "expires_at",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<i64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("id"),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "started_at",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<i64>,
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
                ::std::result::Result::Ok(ContextSession {
                    expires_at: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<i64>,
                                __A::Error,
                            >("expires_at")?
                        }
                    },
                    id: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("id")?
                        }
                    },
                    started_at: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<i64>,
                                __A::Error,
                            >("started_at")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__inline!(ContextSession, __RawContextSession);
///Schema for the 'delegation' claim in AAP tokens, tracking authorization delegation chains
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Delegation {
    ///Delegation chain from origin to current token. chain[0] = origin, chain[n] = current.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub chain: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    ///Current delegation depth (0 = original token, 1+ = derived via Token Exchange)
    pub depth: i64,
    ///Timestamps when token was issued at each depth (for delegation tracking)
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub issued_at_depth: ::std::option::Option<
        ::std::collections::BTreeMap<::std::string::String, i64>,
    >,
    ///Maximum allowed delegation depth
    pub max_depth: i64,
    ///JTI (JWT ID) of the parent token from which this was derived
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub parent_jti: ::std::option::Option<::std::string::String>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub privilege_reduction: ::std::option::Option<DelegationPrivilegeReduction>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///Description of how privileges were reduced during delegation
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DelegationPrivilegeReduction {
    ///List of actions removed during delegation
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub capabilities_removed: ::std::option::Option<
        ::std::vec::Vec<::std::string::String>,
    >,
    ///List of additional constraints added during delegation
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub constraints_added: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    ///Number of seconds token lifetime was reduced by
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub lifetime_reduced_by: ::std::option::Option<i64>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval_runtime::__validate!(
    Delegation, "https://aap-protocol.org/schemas/aap-delegation.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawDelegation;
impl __RawDelegation {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<Delegation, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = Delegation;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct Delegation")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<Delegation, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<i64> = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<
                        ::std::collections::BTreeMap<::std::string::String, i64>,
                    >,
                > = ::std::option::Option::None;
                let mut __f3: ::std::option::Option<i64> = ::std::option::Option::None;
                let mut __f4: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f5: ::std::option::Option<
                    ::std::option::Option<DelegationPrivilegeReduction>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "chain" => ::std::option::Option::Some(0),
                        "depth" => ::std::option::Option::Some(1),
                        "issued_at_depth" => ::std::option::Option::Some(2),
                        "max_depth" => ::std::option::Option::Some(3),
                        "parent_jti" => ::std::option::Option::Some(4),
                        "privilege_reduction" => ::std::option::Option::Some(5),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("chain"),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("depth"),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<i64>(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "issued_at_depth",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::collections::BTreeMap<::std::string::String, i64>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(3) => {
                            if __f3.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "max_depth",
                                    ),
                                );
                            }
                            __f3 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<i64>(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(4) => {
                            if __f4.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "parent_jti",
                                    ),
                                );
                            }
                            __f4 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(5) => {
                            if __f5.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "privilege_reduction",
                                    ),
                                );
                            }
                            __f5 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<DelegationPrivilegeReduction>,
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
                ::std::result::Result::Ok(Delegation {
                    chain: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    depth: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                i64,
                                __A::Error,
                            >("depth")?
                        }
                    },
                    issued_at_depth: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    max_depth: match __f3 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                i64,
                                __A::Error,
                            >("max_depth")?
                        }
                    },
                    parent_jti: match __f4 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("parent_jti")?
                        }
                    },
                    privilege_reduction: match __f5 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<DelegationPrivilegeReduction>,
                                __A::Error,
                            >("privilege_reduction")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(Delegation, __RawDelegation);
#[allow(dead_code, non_camel_case_types)]
struct __RawDelegationPrivilegeReduction;
impl __RawDelegationPrivilegeReduction {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<DelegationPrivilegeReduction, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = DelegationPrivilegeReduction;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct DelegationPrivilegeReduction")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<DelegationPrivilegeReduction, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::vec::Vec<::std::string::String>>,
                > = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<::std::option::Option<i64>> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "capabilities_removed" => ::std::option::Option::Some(0),
                        "constraints_added" => ::std::option::Option::Some(1),
                        "lifetime_reduced_by" => ::std::option::Option::Some(2),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "capabilities_removed",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "constraints_added",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::std::vec::Vec<::std::string::String>,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "lifetime_reduced_by",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<i64>,
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
                ::std::result::Result::Ok(DelegationPrivilegeReduction {
                    capabilities_removed: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    constraints_added: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    lifetime_reduced_by: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<i64>,
                                __A::Error,
                            >("lifetime_reduced_by")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__inline!(
    DelegationPrivilegeReduction, __RawDelegationPrivilegeReduction
);
///Schema for the 'task' claim in AAP tokens, binding authorization to a specific task
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Task {
    ///Task category for classification
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub category: ::std::option::Option<::std::string::String>,
    ///Unix timestamp when the task was created
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub created_at: ::std::option::Option<u64>,
    ///Identifier of the user or system that created the task. Use pseudonymous IDs for privacy.
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub created_by: ::std::option::Option<::std::string::String>,
    ///Unix timestamp when the task expires (optional, for time-bounded tasks)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub expires_at: ::std::option::Option<u64>,
    ///Unique identifier for the task. SHOULD be a UUID or similar unique value.
    pub id: ::std::string::String,
    ///Additional task-specific metadata
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub metadata: ::std::option::Option<
        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    >,
    ///Priority level of the task
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub priority: ::std::option::Option<TaskPriority>,
    ///Human-readable description of the task's purpose
    pub purpose: ::std::string::String,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
///Priority level of the task
#[derive(::serde::Serialize, Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[non_exhaustive]
pub enum TaskPriority {
    #[serde(rename = "low")]
    Low,
    #[serde(rename = "medium")]
    Medium,
    #[serde(rename = "high")]
    High,
    #[serde(rename = "critical")]
    Critical,
}
impl ::std::fmt::Display for TaskPriority {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Low => f.write_str("low"),
            Self::Medium => f.write_str("medium"),
            Self::High => f.write_str("high"),
            Self::Critical => f.write_str("critical"),
        }
    }
}
impl ::std::str::FromStr for TaskPriority {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "low" => Ok(Self::Low),
            "medium" => Ok(Self::Medium),
            "high" => Ok(Self::High),
            "critical" => Ok(Self::Critical),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for TaskPriority {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for TaskPriority {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
::agent_approval_runtime::__validate!(
    Task, "https://aap-protocol.org/schemas/aap-task.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawTask;
impl __RawTask {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<Task, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = Task;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct Task")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<Task, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<::std::option::Option<u64>> = ::std::option::Option::None;
                let mut __f2: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f3: ::std::option::Option<::std::option::Option<u64>> = ::std::option::Option::None;
                let mut __f4: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __f5: ::std::option::Option<
                    ::std::option::Option<
                        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
                    >,
                > = ::std::option::Option::None;
                let mut __f6: ::std::option::Option<
                    ::std::option::Option<TaskPriority>,
                > = ::std::option::Option::None;
                let mut __f7: ::std::option::Option<::std::string::String> = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "category" => ::std::option::Option::Some(0),
                        "created_at" => ::std::option::Option::Some(1),
                        "created_by" => ::std::option::Option::Some(2),
                        "expires_at" => ::std::option::Option::Some(3),
                        "id" => ::std::option::Option::Some(4),
                        "metadata" => ::std::option::Option::Some(5),
                        "priority" => ::std::option::Option::Some(6),
                        "purpose" => ::std::option::Option::Some(7),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "category",
                                    ),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "created_at",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<u64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(2) => {
                            if __f2.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "created_by",
                                    ),
                                );
                            }
                            __f2 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(3) => {
                            if __f3.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "expires_at",
                                    ),
                                );
                            }
                            __f3 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<u64>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(4) => {
                            if __f4.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("id"),
                                );
                            }
                            __f4 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::string::String,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(5) => {
                            if __f5.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "metadata",
                                    ),
                                );
                            }
                            __f5 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<
                                        ::serde_json::Map<
                                            ::std::string::String,
                                            ::serde_json::Value,
                                        >,
                                    >,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(6) => {
                            if __f6.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "priority",
                                    ),
                                );
                            }
                            __f6 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<TaskPriority>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(7) => {
                            if __f7.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "purpose",
                                    ),
                                );
                            }
                            __f7 = ::std::option::Option::Some(
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
                ::std::result::Result::Ok(Task {
                    category: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("category")?
                        }
                    },
                    created_at: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<u64>,
                                __A::Error,
                            >("created_at")?
                        }
                    },
                    created_by: match __f2 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("created_by")?
                        }
                    },
                    expires_at: match __f3 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<u64>,
                                __A::Error,
                            >("expires_at")?
                        }
                    },
                    id: match __f4 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("id")?
                        }
                    },
                    metadata: match __f5 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => ::std::default::Default::default(),
                    },
                    priority: match __f6 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<TaskPriority>,
                                __A::Error,
                            >("priority")?
                        }
                    },
                    purpose: match __f7 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::string::String,
                                __A::Error,
                            >("purpose")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__judged!(Task, __RawTask);
#[derive(::serde::Deserialize)]
#[serde(remote = "TaskPriority")]
#[allow(dead_code, non_camel_case_types)]
enum __RawTaskPriority {
    #[serde(rename = "low")]
    Low,
    #[serde(rename = "medium")]
    Medium,
    #[serde(rename = "high")]
    High,
    #[serde(rename = "critical")]
    Critical,
}
::agent_approval_runtime::__inline!(TaskPriority, __RawTaskPriority);
///Complete JSON Schema for Agent Authorization Profile (AAP) JWT tokens. This schema validates the JWT payload after signature verification.
#[derive(::serde::Serialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Token {
    ///Agent identity and metadata
    pub agent: crate::aap::Agent,
    ///Audience (intended Resource Server(s))
    pub aud: TokenAud,
    ///Audit and logging requirements (optional)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub audit: ::std::option::Option<crate::aap::Audit>,
    ///Array of capabilities granted to the agent
    pub capabilities: crate::aap::Capabilities,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub cnf: ::std::option::Option<TokenCnf>,
    ///Execution context (optional)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub context: ::std::option::Option<crate::aap::Context>,
    ///Delegation chain tracking (optional, required for derived tokens)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub delegation: ::std::option::Option<crate::aap::Delegation>,
    ///Expiration time (Unix timestamp)
    pub exp: u64,
    ///Issued at time (Unix timestamp)
    pub iat: u64,
    ///Token issuer (Authorization Server URL)
    pub iss: ::std::string::String,
    ///JWT ID - unique identifier for this token (RECOMMENDED)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub jti: ::std::option::Option<::std::string::String>,
    ///Not before time (Unix timestamp, optional)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub nbf: ::std::option::Option<u64>,
    ///Human oversight requirements (optional)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub oversight: ::std::option::Option<crate::aap::OversightClaim>,
    ///OAuth 2.0 scope parameter (optional, for backward compatibility)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub scope: ::std::option::Option<::std::string::String>,
    ///Subject (agent identifier, typically same as agent.id)
    pub sub: ::std::string::String,
    ///Task binding information
    pub task: crate::aap::Task,
}
///Audience (intended Resource Server(s))
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
#[serde(untagged)]
#[non_exhaustive]
pub enum TokenAud {
    String(::std::string::String),
    Array(::std::vec::Vec<::std::string::String>),
}
impl ::std::convert::From<::std::vec::Vec<::std::string::String>> for TokenAud {
    fn from(value: ::std::vec::Vec<::std::string::String>) -> Self {
        Self::Array(value)
    }
}
///Confirmation claim for proof-of-possession (DPoP or mTLS)
#[derive(::serde::Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TokenCnf {
    ///JWK SHA-256 thumbprint for DPoP
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub jkt: ::std::option::Option<::std::string::String>,
    ///X.509 certificate SHA-256 thumbprint for mTLS
    #[serde(rename = "x5t#S256", skip_serializing_if = "::std::option::Option::is_none")]
    pub x5t_s256: ::std::option::Option<::std::string::String>,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval_runtime::__validate!(
    Token, "https://aap-protocol.org/schemas/aap-token.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "Token")]
#[allow(dead_code, non_camel_case_types)]
#[serde(deny_unknown_fields)]
struct __RawToken {
    agent: crate::aap::Agent,
    aud: TokenAud,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    audit: ::std::option::Option<crate::aap::Audit>,
    capabilities: crate::aap::Capabilities,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    cnf: ::std::option::Option<TokenCnf>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    context: ::std::option::Option<crate::aap::Context>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    delegation: ::std::option::Option<crate::aap::Delegation>,
    exp: u64,
    iat: u64,
    iss: ::std::string::String,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    jti: ::std::option::Option<::std::string::String>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    nbf: ::std::option::Option<u64>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    oversight: ::std::option::Option<crate::aap::OversightClaim>,
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    scope: ::std::option::Option<::std::string::String>,
    sub: ::std::string::String,
    task: crate::aap::Task,
}
::agent_approval_runtime::__judged!(Token, __RawToken);
#[allow(dead_code, non_camel_case_types)]
struct __RawTokenAud;
impl __RawTokenAud {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<TokenAud, __D::Error> {
        ::agent_approval_runtime::__private::untagged::<
            __RawTokenAud,
            __D,
        >(__deserializer)
    }
}
impl ::agent_approval_runtime::__private::Untagged for __RawTokenAud {
    type Value = TokenAud;
    const NAME: &'static str = "TokenAud";
    fn str(__v: &str) -> ::std::option::Option<TokenAud> {
        ::std::option::Option::Some(
            TokenAud::String(::std::borrow::ToOwned::to_owned(__v)),
        )
    }
    fn string(__v: ::std::string::String) -> ::std::option::Option<TokenAud> {
        ::std::option::Option::Some(TokenAud::String(__v))
    }
    fn seq<'de, __A: ::serde::de::SeqAccess<'de>>(
        __seq: __A,
    ) -> ::std::option::Option<::std::result::Result<TokenAud, __A::Error>> {
        ::std::option::Option::Some(
            ::agent_approval_runtime::__private::from_seq::<
                ::std::vec::Vec<::std::string::String>,
                __A,
            >(__seq)
                .map(TokenAud::Array),
        )
    }
}
::agent_approval_runtime::__inline!(TokenAud, __RawTokenAud);
#[allow(dead_code, non_camel_case_types)]
struct __RawTokenCnf;
impl __RawTokenCnf {
    fn deserialize<'de, __D: ::serde::Deserializer<'de>>(
        __deserializer: __D,
    ) -> ::std::result::Result<TokenCnf, __D::Error> {
        struct __Visitor;
        impl<'de> ::serde::de::Visitor<'de> for __Visitor {
            type Value = TokenCnf;
            fn expecting(
                &self,
                __f: &mut ::std::fmt::Formatter<'_>,
            ) -> ::std::fmt::Result {
                __f.write_str("struct TokenCnf")
            }
            fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                self,
                mut __map: __A,
            ) -> ::std::result::Result<TokenCnf, __A::Error> {
                let mut __f0: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __f1: ::std::option::Option<
                    ::std::option::Option<::std::string::String>,
                > = ::std::option::Option::None;
                let mut __extra: ::serde_json::Map<
                    ::std::string::String,
                    ::serde_json::Value,
                > = ::std::default::Default::default();
                while let ::std::option::Option::Some(__key) = ::serde::de::MapAccess::next_key_seed(
                    &mut __map,
                    ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                        "jkt" => ::std::option::Option::Some(0),
                        "x5t#S256" => ::std::option::Option::Some(1),
                        _ => ::std::option::Option::None,
                    }),
                )? {
                    match __key {
                        ::agent_approval_runtime::__private::Member::Named(0) => {
                            if __f0.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field("jkt"),
                                );
                            }
                            __f0 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
                                >(&mut __map)?,
                            );
                        }
                        ::agent_approval_runtime::__private::Member::Named(1) => {
                            if __f1.is_some() {
                                return ::std::result::Result::Err(
                                    <__A::Error as ::serde::de::Error>::duplicate_field(
                                        "x5t#S256",
                                    ),
                                );
                            }
                            __f1 = ::std::option::Option::Some(
                                ::serde::de::MapAccess::next_value::<
                                    ::std::option::Option<::std::string::String>,
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
                ::std::result::Result::Ok(TokenCnf {
                    jkt: match __f0 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("jkt")?
                        }
                    },
                    x5t_s256: match __f1 {
                        ::std::option::Option::Some(__v) => __v,
                        ::std::option::Option::None => {
                            ::agent_approval_runtime::__private::missing::<
                                ::std::option::Option<::std::string::String>,
                                __A::Error,
                            >("x5t#S256")?
                        }
                    },
                    extra: __extra,
                })
            }
        }
        ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
    }
}
::agent_approval_runtime::__inline!(TokenCnf, __RawTokenCnf);
