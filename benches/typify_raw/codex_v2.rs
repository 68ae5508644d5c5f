//! typify 0.8's unmodified output for `schemas/codex/v2/CommandExecutionRequestApprovalResponse.json`: baseline (c) of
//! `benches/parse.rs`. Produced as typify's `example-build` does (a schemars
//! `RootSchema`, `TypeSpaceSettings::default().with_struct_builder(true)`,
//! `add_root_schema`, `prettyplease::unparse`); only this header is added.
//! Generated: regenerate with `cargo xtask typify-raw`, never edit by hand.

///`CommandExecutionApprovalDecision`
#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug)]
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
    },
    ///User chose a persistent network policy rule (allow/deny) for this host.
    #[serde(rename = "applyNetworkPolicyAmendment")]
    ApplyNetworkPolicyAmendment { network_policy_amendment: NetworkPolicyAmendment },
    ///User denied the command. The agent will continue the turn.
    #[serde(rename = "decline")]
    Decline,
    ///User denied the command. The turn will also be immediately interrupted.
    #[serde(rename = "cancel")]
    Cancel,
}
///`CommandExecutionRequestApprovalResponse`
#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug)]
pub struct CommandExecutionRequestApprovalResponse {
    pub decision: CommandExecutionApprovalDecision,
}
impl CommandExecutionRequestApprovalResponse {
    pub fn builder() -> builder::CommandExecutionRequestApprovalResponse {
        Default::default()
    }
}
///`NetworkPolicyAmendment`
#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug)]
pub struct NetworkPolicyAmendment {
    pub action: NetworkPolicyRuleAction,
    pub host: ::std::string::String,
}
impl NetworkPolicyAmendment {
    pub fn builder() -> builder::NetworkPolicyAmendment {
        Default::default()
    }
}
///`NetworkPolicyRuleAction`
#[derive(
    ::serde::Deserialize,
    ::serde::Serialize,
    Clone,
    Copy,
    Debug,
    Eq,
    Hash,
    Ord,
    PartialEq,
    PartialOrd
)]
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
/// Types for composing complex structures.
pub mod builder {
    #[derive(Clone, Debug)]
    pub struct CommandExecutionRequestApprovalResponse {
        decision: ::std::result::Result<
            super::CommandExecutionApprovalDecision,
            ::std::string::String,
        >,
    }
    impl ::std::default::Default for CommandExecutionRequestApprovalResponse {
        fn default() -> Self {
            Self {
                decision: Err("no value supplied for decision".to_string()),
            }
        }
    }
    impl CommandExecutionRequestApprovalResponse {
        pub fn decision<T>(mut self, value: T) -> Self
        where
            T: ::std::convert::TryInto<super::CommandExecutionApprovalDecision>,
            T::Error: ::std::fmt::Display,
        {
            self.decision = value
                .try_into()
                .map_err(|e| {
                    format!("error converting supplied value for decision: {e}")
                });
            self
        }
    }
    impl ::std::convert::TryFrom<CommandExecutionRequestApprovalResponse>
    for super::CommandExecutionRequestApprovalResponse {
        type Error = super::error::ConversionError;
        fn try_from(
            value: CommandExecutionRequestApprovalResponse,
        ) -> ::std::result::Result<Self, super::error::ConversionError> {
            Ok(Self { decision: value.decision? })
        }
    }
    impl ::std::convert::From<super::CommandExecutionRequestApprovalResponse>
    for CommandExecutionRequestApprovalResponse {
        fn from(value: super::CommandExecutionRequestApprovalResponse) -> Self {
            Self {
                decision: Ok(value.decision),
            }
        }
    }
    #[derive(Clone, Debug)]
    pub struct NetworkPolicyAmendment {
        action: ::std::result::Result<
            super::NetworkPolicyRuleAction,
            ::std::string::String,
        >,
        host: ::std::result::Result<::std::string::String, ::std::string::String>,
    }
    impl ::std::default::Default for NetworkPolicyAmendment {
        fn default() -> Self {
            Self {
                action: Err("no value supplied for action".to_string()),
                host: Err("no value supplied for host".to_string()),
            }
        }
    }
    impl NetworkPolicyAmendment {
        pub fn action<T>(mut self, value: T) -> Self
        where
            T: ::std::convert::TryInto<super::NetworkPolicyRuleAction>,
            T::Error: ::std::fmt::Display,
        {
            self.action = value
                .try_into()
                .map_err(|e| format!("error converting supplied value for action: {e}"));
            self
        }
        pub fn host<T>(mut self, value: T) -> Self
        where
            T: ::std::convert::TryInto<::std::string::String>,
            T::Error: ::std::fmt::Display,
        {
            self.host = value
                .try_into()
                .map_err(|e| format!("error converting supplied value for host: {e}"));
            self
        }
    }
    impl ::std::convert::TryFrom<NetworkPolicyAmendment>
    for super::NetworkPolicyAmendment {
        type Error = super::error::ConversionError;
        fn try_from(
            value: NetworkPolicyAmendment,
        ) -> ::std::result::Result<Self, super::error::ConversionError> {
            Ok(Self {
                action: value.action?,
                host: value.host?,
            })
        }
    }
    impl ::std::convert::From<super::NetworkPolicyAmendment> for NetworkPolicyAmendment {
        fn from(value: super::NetworkPolicyAmendment) -> Self {
            Self {
                action: Ok(value.action),
                host: Ok(value.host),
            }
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
