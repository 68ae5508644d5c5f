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
impl ::agent_approval_runtime::__private::Object for __RawExecCommandApprovalResponse {
    type Value = ExecCommandApprovalResponse;
    const EXPECTING: &'static str = "struct ExecCommandApprovalResponse";
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
        ::std::result::Result::Ok(ExecCommandApprovalResponse {
            decision: __present(__f0, "decision")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(
    ExecCommandApprovalResponse, object __RawExecCommandApprovalResponse
);
#[allow(clippy::too_many_arguments)]
impl ExecCommandApprovalResponse {
    ///`ExecCommandApprovalResponse`, its optional properties absent.
    pub fn new(decision: ReviewDecision) -> Self {
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
#[derive(::serde::Deserialize)]
#[serde(remote = "ReviewDecision")]
#[allow(dead_code, non_camel_case_types)]
enum __RawReviewDecision {
    #[serde(rename = "approved")]
    Approved,
    #[serde(rename = "approved_execpolicy_amendment")]
    #[serde(
        deserialize_with = "::agent_approval_runtime::__private::object::<__RawReviewDecision__variant_1, _>"
    )]
    ApprovedExecpolicyAmendment {
        proposed_execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "approved_for_session")]
    ApprovedForSession,
    #[serde(rename = "approved_mcp_policy_amendment")]
    ApprovedMcpPolicyAmendment,
    #[serde(rename = "network_policy_amendment")]
    #[serde(
        deserialize_with = "::agent_approval_runtime::__private::object::<__RawReviewDecision__variant_4, _>"
    )]
    NetworkPolicyAmendment {
        network_policy_amendment: NetworkPolicyAmendment,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "denied")]
    #[serde(
        deserialize_with = "::agent_approval_runtime::__private::object::<__RawReviewDecision__variant_5, _>"
    )]
    Denied {
        rejection: ::std::string::String,
        extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    },
    #[serde(rename = "timed_out")]
    TimedOut,
    #[serde(rename = "abort")]
    Abort,
}
#[allow(non_camel_case_types)]
struct __RawReviewDecision__variant_1;
impl ::agent_approval_runtime::__private::Object for __RawReviewDecision__variant_1 {
    type Value = (
        ::std::vec::Vec<::std::string::String>,
        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    );
    const EXPECTING: &'static str = "struct variant ReviewDecision::ApprovedExecpolicyAmendment";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("proposed_execpolicy_amendment", 0)],
        )? {
            match __key {
                __Named(0) => {
                    __slot(&mut __map, &mut __f0, "proposed_execpolicy_amendment")
                }
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok((
            __present(__f0, "proposed_execpolicy_amendment")?,
            __extra,
        ))
    }
}
#[allow(non_camel_case_types)]
struct __RawReviewDecision__variant_4;
impl ::agent_approval_runtime::__private::Object for __RawReviewDecision__variant_4 {
    type Value = (
        NetworkPolicyAmendment,
        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    );
    const EXPECTING: &'static str = "struct variant ReviewDecision::NetworkPolicyAmendment";
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
#[allow(non_camel_case_types)]
struct __RawReviewDecision__variant_5;
impl ::agent_approval_runtime::__private::Object for __RawReviewDecision__variant_5 {
    type Value = (
        ::std::string::String,
        ::serde_json::Map<::std::string::String, ::serde_json::Value>,
    );
    const EXPECTING: &'static str = "struct variant ReviewDecision::Denied";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("rejection", 0)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "rejection"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok((__present(__f0, "rejection")?, __extra))
    }
}
::agent_approval_runtime::__judged!(ReviewDecision, __RawReviewDecision);
#[allow(clippy::too_many_arguments)]
impl ReviewDecision {
    ///`ReviewDecision::ApprovedExecpolicyAmendment`, its optional properties absent.
    pub fn approved_execpolicy_amendment(
        proposed_execpolicy_amendment: ::std::vec::Vec<::std::string::String>,
    ) -> Self {
        Self::ApprovedExecpolicyAmendment {
            proposed_execpolicy_amendment,
            extra: __default(),
        }
    }
    ///`ReviewDecision::NetworkPolicyAmendment`, its optional properties absent.
    pub fn network_policy_amendment(
        network_policy_amendment: NetworkPolicyAmendment,
    ) -> Self {
        Self::NetworkPolicyAmendment {
            network_policy_amendment,
            extra: __default(),
        }
    }
    ///`ReviewDecision::Denied`, its optional properties absent.
    pub fn denied(rejection: ::std::string::String) -> Self {
        Self::Denied {
            rejection,
            extra: __default(),
        }
    }
}
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
impl ::agent_approval_runtime::__private::Object for __RawApplyPatchApprovalResponse {
    type Value = ApplyPatchApprovalResponse;
    const EXPECTING: &'static str = "struct ApplyPatchApprovalResponse";
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
        ::std::result::Result::Ok(ApplyPatchApprovalResponse {
            decision: __present(__f0, "decision")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(
    ApplyPatchApprovalResponse, object __RawApplyPatchApprovalResponse
);
#[allow(clippy::too_many_arguments)]
impl ApplyPatchApprovalResponse {
    ///`ApplyPatchApprovalResponse`, its optional properties absent.
    pub fn new(decision: crate::codex::v1::ReviewDecision) -> Self {
        Self {
            decision,
            extra: __default(),
        }
    }
}
