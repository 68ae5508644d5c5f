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
impl ::agent_approval_runtime::__private::Object for __RawOversightClaim {
    type Value = OversightClaim;
    const EXPECTING: &'static str = "struct OversightClaim";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __f3 = __None;
        let mut __f4 = __None;
        let mut __f5 = __None;
        let mut __f6 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[
                ("level", 2),
                ("notify_on", 4),
                ("supervisor", 6),
                ("approval_timeout", 1),
                ("approval_reference", 0),
                ("notification_endpoint", 3),
                ("requires_human_approval_for", 5),
            ],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "approval_reference"),
                __Named(1) => __slot(&mut __map, &mut __f1, "approval_timeout"),
                __Named(2) => __slot(&mut __map, &mut __f2, "level"),
                __Named(3) => __slot(&mut __map, &mut __f3, "notification_endpoint"),
                __Named(4) => __slot(&mut __map, &mut __f4, "notify_on"),
                __Named(5) => {
                    __slot(&mut __map, &mut __f5, "requires_human_approval_for")
                }
                __Named(6) => __slot(&mut __map, &mut __f6, "supervisor"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(OversightClaim {
            approval_reference: __f0.unwrap_or_default(),
            approval_timeout: __f1.unwrap_or_default(),
            level: __f2.unwrap_or_default(),
            notification_endpoint: __f3.unwrap_or_default(),
            notify_on: __f4.unwrap_or_default(),
            requires_human_approval_for: __f5.unwrap_or_default(),
            supervisor: __f6.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(OversightClaim, object __RawOversightClaim);
::agent_approval_runtime::__inline!(OversightClaimLevel, str);
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
impl ::agent_approval_runtime::__private::Object for __RawAgent {
    type Value = Agent;
    const EXPECTING: &'static str = "struct Agent";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __f3 = __None;
        let mut __f4 = __None;
        let mut __f5 = __None;
        let mut __f6 = __None;
        let mut __f7 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[
                ("id", 2),
                ("name", 4),
                ("type", 6),
                ("model", 3),
                ("version", 7),
                ("operator", 5),
                ("certification", 1),
                ("capabilities_verified", 0),
            ],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "capabilities_verified"),
                __Named(1) => __slot(&mut __map, &mut __f1, "certification"),
                __Named(2) => __slot(&mut __map, &mut __f2, "id"),
                __Named(3) => __slot(&mut __map, &mut __f3, "model"),
                __Named(4) => __slot(&mut __map, &mut __f4, "name"),
                __Named(5) => __slot(&mut __map, &mut __f5, "operator"),
                __Named(6) => __slot(&mut __map, &mut __f6, "type"),
                __Named(7) => __slot(&mut __map, &mut __f7, "version"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(Agent {
            capabilities_verified: __f0.unwrap_or_default(),
            certification: __f1.unwrap_or_default(),
            id: __present(__f2, "id")?,
            model: __f3.unwrap_or_default(),
            name: __f4.unwrap_or_default(),
            operator: __present(__f5, "operator")?,
            type_: __present(__f6, "type")?,
            version: __f7.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(Agent, object __RawAgent);
#[allow(clippy::too_many_arguments)]
impl Agent {
    ///`Agent`, its optional properties absent.
    pub fn new(
        id: ::std::string::String,
        operator: ::std::string::String,
        type_: ::std::string::String,
    ) -> Self {
        Self {
            capabilities_verified: __default(),
            certification: __default(),
            id,
            model: __default(),
            name: __default(),
            operator,
            type_,
            version: __default(),
            extra: __default(),
        }
    }
}
#[allow(dead_code, non_camel_case_types)]
struct __RawAgentCertification;
impl ::agent_approval_runtime::__private::Object for __RawAgentCertification {
    type Value = AgentCertification;
    const EXPECTING: &'static str = "struct AgentCertification";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("level", 2), ("expires", 1), ("authority", 0)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "authority"),
                __Named(1) => __slot(&mut __map, &mut __f1, "expires"),
                __Named(2) => __slot(&mut __map, &mut __f2, "level"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(AgentCertification {
            authority: __f0.unwrap_or_default(),
            expires: __f1.unwrap_or_default(),
            level: __f2.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__inline!(AgentCertification, object __RawAgentCertification);
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
::agent_approval_runtime::__validate!(
    Audit, "https://aap-protocol.org/schemas/aap-audit.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawAudit;
impl ::agent_approval_runtime::__private::Object for __RawAudit {
    type Value = Audit;
    const EXPECTING: &'static str = "struct Audit";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __f3 = __None;
        let mut __f4 = __None;
        let mut __f5 = __None;
        let mut __f6 = __None;
        let mut __f7 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[
                ("trace_id", 7),
                ("log_level", 2),
                ("pii_logging", 3),
                ("tamper_evident", 6),
                ("log_destination", 1),
                ("required_fields", 4),
                ("retention_period", 5),
                ("compliance_framework", 0),
            ],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "compliance_framework"),
                __Named(1) => __slot(&mut __map, &mut __f1, "log_destination"),
                __Named(2) => __slot(&mut __map, &mut __f2, "log_level"),
                __Named(3) => __slot(&mut __map, &mut __f3, "pii_logging"),
                __Named(4) => __slot(&mut __map, &mut __f4, "required_fields"),
                __Named(5) => __slot(&mut __map, &mut __f5, "retention_period"),
                __Named(6) => __slot(&mut __map, &mut __f6, "tamper_evident"),
                __Named(7) => __slot(&mut __map, &mut __f7, "trace_id"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(Audit {
            compliance_framework: __f0.unwrap_or_default(),
            log_destination: __f1.unwrap_or_default(),
            log_level: __f2.unwrap_or_default(),
            pii_logging: __f3.unwrap_or_default(),
            required_fields: __f4.unwrap_or_default(),
            retention_period: __f5.unwrap_or_default(),
            tamper_evident: __f6.unwrap_or_default(),
            trace_id: __present(__f7, "trace_id")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(Audit, object __RawAudit);
#[allow(clippy::too_many_arguments)]
impl Audit {
    ///`Audit`, its optional properties absent.
    pub fn new(trace_id: ::std::string::String) -> Self {
        Self {
            compliance_framework: __default(),
            log_destination: __default(),
            log_level: __default(),
            pii_logging: __default(),
            required_fields: __default(),
            retention_period: __default(),
            tamper_evident: __default(),
            trace_id,
            extra: __default(),
        }
    }
}
::agent_approval_runtime::__inline!(AuditComplianceFrameworkItem, str);
::agent_approval_runtime::__inline!(AuditLogLevel, str);
::agent_approval_runtime::__inline!(AuditPiiLogging, str);
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
    pub max_depth: ::std::option::Option<u64>,
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
impl ::agent_approval_runtime::__private::Object for __RawConstraints {
    type Value = Constraints;
    const EXPECTING: &'static str = "struct Constraints";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __f3 = __None;
        let mut __f4 = __None;
        let mut __f5 = __None;
        let mut __f6 = __None;
        let mut __f7 = __None;
        let mut __f8 = __None;
        let mut __f9 = __None;
        let mut __f10 = __None;
        let mut __f11 = __None;
        let mut __f12 = __None;
        let mut __f13 = __None;
        let mut __f14 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[
                ("max_depth", 6),
                ("time_window", 14),
                ("allowed_methods", 0),
                ("allowed_regions", 1),
                ("domains_allowed", 3),
                ("domains_blocked", 4),
                ("max_request_size", 7),
                ("ip_ranges_allowed", 5),
                ("max_response_size", 11),
                ("require_encryption", 13),
                ("max_requests_per_day", 8),
                ("max_requests_per_hour", 9),
                ("data_classification_max", 2),
                ("max_requests_per_minute", 10),
                ("require_approval_threshold", 12),
            ],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "allowed_methods"),
                __Named(1) => __slot(&mut __map, &mut __f1, "allowed_regions"),
                __Named(2) => __slot(&mut __map, &mut __f2, "data_classification_max"),
                __Named(3) => __slot(&mut __map, &mut __f3, "domains_allowed"),
                __Named(4) => __slot(&mut __map, &mut __f4, "domains_blocked"),
                __Named(5) => __slot(&mut __map, &mut __f5, "ip_ranges_allowed"),
                __Named(6) => __slot(&mut __map, &mut __f6, "max_depth"),
                __Named(7) => __slot(&mut __map, &mut __f7, "max_request_size"),
                __Named(8) => __slot(&mut __map, &mut __f8, "max_requests_per_day"),
                __Named(9) => __slot(&mut __map, &mut __f9, "max_requests_per_hour"),
                __Named(10) => __slot(&mut __map, &mut __f10, "max_requests_per_minute"),
                __Named(11) => __slot(&mut __map, &mut __f11, "max_response_size"),
                __Named(12) => {
                    __slot(&mut __map, &mut __f12, "require_approval_threshold")
                }
                __Named(13) => __slot(&mut __map, &mut __f13, "require_encryption"),
                __Named(14) => __slot(&mut __map, &mut __f14, "time_window"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(Constraints {
            allowed_methods: __f0.unwrap_or_default(),
            allowed_regions: __f1.unwrap_or_default(),
            data_classification_max: __f2.unwrap_or_default(),
            domains_allowed: __f3.unwrap_or_default(),
            domains_blocked: __f4.unwrap_or_default(),
            ip_ranges_allowed: __f5.unwrap_or_default(),
            max_depth: __f6.unwrap_or_default(),
            max_request_size: __f7.unwrap_or_default(),
            max_requests_per_day: __f8.unwrap_or_default(),
            max_requests_per_hour: __f9.unwrap_or_default(),
            max_requests_per_minute: __f10.unwrap_or_default(),
            max_response_size: __f11.unwrap_or_default(),
            require_approval_threshold: __f12.unwrap_or_default(),
            require_encryption: __f13.unwrap_or_default(),
            time_window: __f14.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(Constraints, object __RawConstraints);
::agent_approval_runtime::__inline!(ConstraintsAllowedMethodsItem, str);
::agent_approval_runtime::__inline!(ConstraintsDataClassificationMax, str);
#[allow(dead_code, non_camel_case_types)]
struct __RawConstraintsTimeWindow;
impl ::agent_approval_runtime::__private::Object for __RawConstraintsTimeWindow {
    type Value = ConstraintsTimeWindow;
    const EXPECTING: &'static str = "struct ConstraintsTimeWindow";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("end", 0), ("start", 1)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "end"),
                __Named(1) => __slot(&mut __map, &mut __f1, "start"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(ConstraintsTimeWindow {
            end: __present(__f0, "end")?,
            start: __present(__f1, "start")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__inline!(
    ConstraintsTimeWindow, object __RawConstraintsTimeWindow
);
#[allow(clippy::too_many_arguments)]
impl ConstraintsTimeWindow {
    ///`ConstraintsTimeWindow`, its optional properties absent.
    pub fn new(end: ::std::string::String, start: ::std::string::String) -> Self {
        Self {
            end,
            start,
            extra: __default(),
        }
    }
}
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
impl ::agent_approval_runtime::__private::Object for __RawCapabilitiesItem {
    type Value = CapabilitiesItem;
    const EXPECTING: &'static str = "struct CapabilitiesItem";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __f3 = __None;
        let mut __f4 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[
                ("action", 0),
                ("resources", 4),
                ("conditions", 1),
                ("constraints", 2),
                ("description", 3),
            ],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "action"),
                __Named(1) => __slot(&mut __map, &mut __f1, "conditions"),
                __Named(2) => __slot(&mut __map, &mut __f2, "constraints"),
                __Named(3) => __slot(&mut __map, &mut __f3, "description"),
                __Named(4) => __slot(&mut __map, &mut __f4, "resources"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(CapabilitiesItem {
            action: __present(__f0, "action")?,
            conditions: __f1.unwrap_or_default(),
            constraints: __f2.unwrap_or_default(),
            description: __f3.unwrap_or_default(),
            resources: __f4.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__inline!(CapabilitiesItem, object __RawCapabilitiesItem);
#[allow(clippy::too_many_arguments)]
impl CapabilitiesItem {
    ///`CapabilitiesItem`, its optional properties absent.
    pub fn new(action: ::std::string::String) -> Self {
        Self {
            action,
            conditions: __default(),
            constraints: __default(),
            description: __default(),
            resources: __default(),
            extra: __default(),
        }
    }
}
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
impl ::agent_approval_runtime::__private::Object for __RawContext {
    type Value = Context;
    const EXPECTING: &'static str = "struct Context";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __f3 = __None;
        let mut __f4 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[
                ("runtime", 3),
                ("session", 4),
                ("location", 2),
                ("correlation", 0),
                ("environment", 1),
            ],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "correlation"),
                __Named(1) => __slot(&mut __map, &mut __f1, "environment"),
                __Named(2) => __slot(&mut __map, &mut __f2, "location"),
                __Named(3) => __slot(&mut __map, &mut __f3, "runtime"),
                __Named(4) => __slot(&mut __map, &mut __f4, "session"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(Context {
            correlation: __f0.unwrap_or_default(),
            environment: __f1.unwrap_or_default(),
            location: __f2.unwrap_or_default(),
            runtime: __f3.unwrap_or_default(),
            session: __f4.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(Context, object __RawContext);
#[allow(dead_code, non_camel_case_types)]
struct __RawContextCorrelation;
impl ::agent_approval_runtime::__private::Object for __RawContextCorrelation {
    type Value = ContextCorrelation;
    const EXPECTING: &'static str = "struct ContextCorrelation";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("request_id", 1), ("parent_request_id", 0)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "parent_request_id"),
                __Named(1) => __slot(&mut __map, &mut __f1, "request_id"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(ContextCorrelation {
            parent_request_id: __f0.unwrap_or_default(),
            request_id: __f1.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__inline!(ContextCorrelation, object __RawContextCorrelation);
::agent_approval_runtime::__inline!(ContextEnvironment, str);
#[allow(dead_code, non_camel_case_types)]
struct __RawContextLocation;
impl ::agent_approval_runtime::__private::Object for __RawContextLocation {
    type Value = ContextLocation;
    const EXPECTING: &'static str = "struct ContextLocation";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("region", 2), ("datacenter", 0), ("ip_address", 1)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "datacenter"),
                __Named(1) => __slot(&mut __map, &mut __f1, "ip_address"),
                __Named(2) => __slot(&mut __map, &mut __f2, "region"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(ContextLocation {
            datacenter: __f0.unwrap_or_default(),
            ip_address: __f1.unwrap_or_default(),
            region: __f2.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__inline!(ContextLocation, object __RawContextLocation);
#[allow(dead_code, non_camel_case_types)]
struct __RawContextRuntime;
impl ::agent_approval_runtime::__private::Object for __RawContextRuntime {
    type Value = ContextRuntime;
    const EXPECTING: &'static str = "struct ContextRuntime";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("version", 2), ("platform", 1), ("instance_id", 0)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "instance_id"),
                __Named(1) => __slot(&mut __map, &mut __f1, "platform"),
                __Named(2) => __slot(&mut __map, &mut __f2, "version"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(ContextRuntime {
            instance_id: __f0.unwrap_or_default(),
            platform: __f1.unwrap_or_default(),
            version: __f2.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__inline!(ContextRuntime, object __RawContextRuntime);
#[allow(dead_code, non_camel_case_types)]
struct __RawContextSession;
impl ::agent_approval_runtime::__private::Object for __RawContextSession {
    type Value = ContextSession;
    const EXPECTING: &'static str = "struct ContextSession";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[("id", 1), ("expires_at", 0), ("started_at", 2)],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "expires_at"),
                __Named(1) => __slot(&mut __map, &mut __f1, "id"),
                __Named(2) => __slot(&mut __map, &mut __f2, "started_at"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(ContextSession {
            expires_at: __f0.unwrap_or_default(),
            id: __f1.unwrap_or_default(),
            started_at: __f2.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__inline!(ContextSession, object __RawContextSession);
///Schema for the 'delegation' claim in AAP tokens, tracking authorization delegation chains
#[derive(::serde::Serialize, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Delegation {
    ///Delegation chain from origin to current token. chain[0] = origin, chain[n] = current.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub chain: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    ///Current delegation depth (0 = original token, 1+ = derived via Token Exchange)
    pub depth: u64,
    ///Timestamps when token was issued at each depth (for delegation tracking)
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub issued_at_depth: ::std::option::Option<
        ::std::collections::BTreeMap<::std::string::String, i64>,
    >,
    ///Maximum allowed delegation depth
    pub max_depth: u64,
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
impl ::agent_approval_runtime::__private::Object for __RawDelegation {
    type Value = Delegation;
    const EXPECTING: &'static str = "struct Delegation";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __f3 = __None;
        let mut __f4 = __None;
        let mut __f5 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[
                ("chain", 0),
                ("depth", 1),
                ("max_depth", 3),
                ("parent_jti", 4),
                ("issued_at_depth", 2),
                ("privilege_reduction", 5),
            ],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "chain"),
                __Named(1) => __slot(&mut __map, &mut __f1, "depth"),
                __Named(2) => __slot(&mut __map, &mut __f2, "issued_at_depth"),
                __Named(3) => __slot(&mut __map, &mut __f3, "max_depth"),
                __Named(4) => __slot(&mut __map, &mut __f4, "parent_jti"),
                __Named(5) => __slot(&mut __map, &mut __f5, "privilege_reduction"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(Delegation {
            chain: __f0.unwrap_or_default(),
            depth: __present(__f1, "depth")?,
            issued_at_depth: __f2.unwrap_or_default(),
            max_depth: __present(__f3, "max_depth")?,
            parent_jti: __f4.unwrap_or_default(),
            privilege_reduction: __f5.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(Delegation, object __RawDelegation);
#[allow(clippy::too_many_arguments)]
impl Delegation {
    ///`Delegation`, its optional properties absent.
    pub fn new(depth: u64, max_depth: u64) -> Self {
        Self {
            chain: __default(),
            depth,
            issued_at_depth: __default(),
            max_depth,
            parent_jti: __default(),
            privilege_reduction: __default(),
            extra: __default(),
        }
    }
}
#[allow(dead_code, non_camel_case_types)]
struct __RawDelegationPrivilegeReduction;
impl ::agent_approval_runtime::__private::Object for __RawDelegationPrivilegeReduction {
    type Value = DelegationPrivilegeReduction;
    const EXPECTING: &'static str = "struct DelegationPrivilegeReduction";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[
                ("constraints_added", 1),
                ("lifetime_reduced_by", 2),
                ("capabilities_removed", 0),
            ],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "capabilities_removed"),
                __Named(1) => __slot(&mut __map, &mut __f1, "constraints_added"),
                __Named(2) => __slot(&mut __map, &mut __f2, "lifetime_reduced_by"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(DelegationPrivilegeReduction {
            capabilities_removed: __f0.unwrap_or_default(),
            constraints_added: __f1.unwrap_or_default(),
            lifetime_reduced_by: __f2.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__inline!(
    DelegationPrivilegeReduction, object __RawDelegationPrivilegeReduction
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
::agent_approval_runtime::__validate!(
    Task, "https://aap-protocol.org/schemas/aap-task.schema.json#",
    "https://json-schema.org/draft/2020-12/schema"
);
#[allow(dead_code, non_camel_case_types)]
struct __RawTask;
impl ::agent_approval_runtime::__private::Object for __RawTask {
    type Value = Task;
    const EXPECTING: &'static str = "struct Task";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __f2 = __None;
        let mut __f3 = __None;
        let mut __f4 = __None;
        let mut __f5 = __None;
        let mut __f6 = __None;
        let mut __f7 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(
            &mut __map,
            &[
                ("id", 4),
                ("purpose", 7),
                ("category", 0),
                ("metadata", 5),
                ("priority", 6),
                ("created_at", 1),
                ("created_by", 2),
                ("expires_at", 3),
            ],
        )? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "category"),
                __Named(1) => __slot(&mut __map, &mut __f1, "created_at"),
                __Named(2) => __slot(&mut __map, &mut __f2, "created_by"),
                __Named(3) => __slot(&mut __map, &mut __f3, "expires_at"),
                __Named(4) => __slot(&mut __map, &mut __f4, "id"),
                __Named(5) => __slot(&mut __map, &mut __f5, "metadata"),
                __Named(6) => __slot(&mut __map, &mut __f6, "priority"),
                __Named(7) => __slot(&mut __map, &mut __f7, "purpose"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(Task {
            category: __f0.unwrap_or_default(),
            created_at: __f1.unwrap_or_default(),
            created_by: __f2.unwrap_or_default(),
            expires_at: __f3.unwrap_or_default(),
            id: __present(__f4, "id")?,
            metadata: __f5.unwrap_or_default(),
            priority: __f6.unwrap_or_default(),
            purpose: __present(__f7, "purpose")?,
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__judged!(Task, object __RawTask);
#[allow(clippy::too_many_arguments)]
impl Task {
    ///`Task`, its optional properties absent.
    pub fn new(id: ::std::string::String, purpose: ::std::string::String) -> Self {
        Self {
            category: __default(),
            created_at: __default(),
            created_by: __default(),
            expires_at: __default(),
            id,
            metadata: __default(),
            priority: __default(),
            purpose,
            extra: __default(),
        }
    }
}
::agent_approval_runtime::__inline!(TaskPriority, str);
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
::agent_approval_runtime::__judged!(Token, struct __RawToken);
#[allow(clippy::too_many_arguments)]
impl Token {
    ///`Token`, its optional properties absent.
    pub fn new(
        agent: crate::aap::Agent,
        aud: TokenAud,
        capabilities: crate::aap::Capabilities,
        exp: u64,
        iat: u64,
        iss: ::std::string::String,
        sub: ::std::string::String,
        task: crate::aap::Task,
    ) -> Self {
        Self {
            agent,
            aud,
            audit: __default(),
            capabilities,
            cnf: __default(),
            context: __default(),
            delegation: __default(),
            exp,
            iat,
            iss,
            jti: __default(),
            nbf: __default(),
            oversight: __default(),
            scope: __default(),
            sub,
            task,
        }
    }
}
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
impl ::agent_approval_runtime::__private::Object for __RawTokenCnf {
    type Value = TokenCnf;
    const EXPECTING: &'static str = "struct TokenCnf";
    fn members<'de, __A: ::serde::de::MapAccess<'de>>(
        mut __map: __A,
    ) -> ::std::result::Result<Self::Value, __A::Error> {
        let mut __f0 = __None;
        let mut __f1 = __None;
        let mut __extra = ::serde_json::Map::new();
        while let __Some(__key) = __next(&mut __map, &[("jkt", 0), ("x5t#S256", 1)])? {
            match __key {
                __Named(0) => __slot(&mut __map, &mut __f0, "jkt"),
                __Named(1) => __slot(&mut __map, &mut __f1, "x5t#S256"),
                __Other(__name) => __other(&mut __map, &mut __extra, __name),
                __Named(_) => __skip(&mut __map),
            }?;
        }
        ::std::result::Result::Ok(TokenCnf {
            jkt: __f0.unwrap_or_default(),
            x5t_s256: __f1.unwrap_or_default(),
            extra: __extra,
        })
    }
}
::agent_approval_runtime::__inline!(TokenCnf, object __RawTokenCnf);
