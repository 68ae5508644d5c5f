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
    ///User approved the command and future identical commands should run without prompting.
    #[serde(rename = "acceptForSession")]
    AcceptForSession,
    ///User approved the command, and wants to apply the proposed execpolicy amendment so future matching commands can run without prompting.
    #[serde(rename = "acceptWithExecpolicyAmendment")]
    AcceptWithExecpolicyAmendment {
        execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
    },
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
