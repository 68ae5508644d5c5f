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
::agent_approval::__validate!(
    ExecCommandApprovalResponse, "file:///codex/v1/ExecCommandApprovalResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    NetworkPolicyAmendment,
    "file:///codex/v1/ExecCommandApprovalResponse.json#/definitions/NetworkPolicyAmendment",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    NetworkPolicyRuleAction,
    "file:///codex/v1/ExecCommandApprovalResponse.json#/definitions/NetworkPolicyRuleAction",
    "http://json-schema.org/draft-07/schema#"
);
::agent_approval::__validate!(
    ReviewDecision,
    "file:///codex/v1/ExecCommandApprovalResponse.json#/definitions/ReviewDecision",
    "http://json-schema.org/draft-07/schema#"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "ExecCommandApprovalResponse")]
#[allow(dead_code, non_camel_case_types)]
struct __RawExecCommandApprovalResponse {
    decision: ReviewDecision,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(
    ExecCommandApprovalResponse, __RawExecCommandApprovalResponse
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
#[derive(::serde::Deserialize)]
#[serde(remote = "ReviewDecision")]
#[allow(dead_code, non_camel_case_types)]
enum __RawReviewDecision {
    #[serde(rename = "approved")]
    Approved,
    #[serde(rename = "approved_execpolicy_amendment")]
    ApprovedExecpolicyAmendment {
        proposed_execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "approved_for_session")]
    ApprovedForSession,
    #[serde(rename = "approved_mcp_policy_amendment")]
    ApprovedMcpPolicyAmendment,
    #[serde(rename = "network_policy_amendment")]
    NetworkPolicyAmendment {
        network_policy_amendment: NetworkPolicyAmendment,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "denied")]
    Denied {
        rejection: ::std::string::String,
        #[serde(flatten)]
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "timed_out")]
    TimedOut,
    #[serde(rename = "abort")]
    Abort,
}
::agent_approval::__judged!(ReviewDecision, __RawReviewDecision);
///`ApplyPatchApprovalResponse`
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApplyPatchApprovalResponse {
    pub decision: crate::codex::v1::ReviewDecision,
    /// Properties the schema does not name, kept as they came so that serializing gives
    /// back the same JSON.
    #[serde(flatten)]
    pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__validate!(
    ApplyPatchApprovalResponse, "file:///codex/v1/ApplyPatchApprovalResponse.json#",
    "http://json-schema.org/draft-07/schema#"
);
#[derive(::serde::Deserialize)]
#[serde(remote = "ApplyPatchApprovalResponse")]
#[allow(dead_code, non_camel_case_types)]
struct __RawApplyPatchApprovalResponse {
    decision: crate::codex::v1::ReviewDecision,
    #[serde(flatten)]
    extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
}
::agent_approval::__judged!(ApplyPatchApprovalResponse, __RawApplyPatchApprovalResponse);
