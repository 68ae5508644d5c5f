//! typify 0.8's unmodified output for `schemas/aap/aap-oversight.schema.json`: baseline (c) of
//! `benches/parse.rs`. Produced as typify's `example-build` does (a schemars
//! `RootSchema`, `TypeSpaceSettings::default().with_struct_builder(true)`,
//! `add_root_schema`, `prettyplease::unparse`); only this header is added.
//! Generated: regenerate with `cargo xtask typify-raw`, never edit by hand.

///Schema for the 'oversight' claim in AAP tokens, defining human oversight requirements
#[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug, Default)]
pub struct AapOversightClaim {
    ///URI where approval can be requested/checked
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub approval_reference: ::std::option::Option<::std::string::String>,
    ///Timeout in seconds for approval requests (after which action is denied)
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub approval_timeout: ::std::option::Option<::std::num::NonZeroU64>,
    ///Level of human oversight required
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub level: ::std::option::Option<AapOversightClaimLevel>,
    ///Endpoint for sending oversight notifications
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub notification_endpoint: ::std::option::Option<::std::string::String>,
    ///List of actions that trigger notifications to human overseers
    #[serde(default, skip_serializing_if = "::std::vec::Vec::is_empty")]
    pub notify_on: ::std::vec::Vec<AapOversightClaimNotifyOnItem>,
    ///List of actions that require explicit human approval before execution
    #[serde(default, skip_serializing_if = "::std::vec::Vec::is_empty")]
    pub requires_human_approval_for: ::std::vec::Vec<
        AapOversightClaimRequiresHumanApprovalForItem,
    >,
    ///Identifier of the human supervisor responsible for oversight
    #[serde(skip_serializing_if = "::std::option::Option::is_none")]
    pub supervisor: ::std::option::Option<::std::string::String>,
}
impl AapOversightClaim {
    pub fn builder() -> builder::AapOversightClaim {
        Default::default()
    }
}
///Level of human oversight required
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
pub enum AapOversightClaimLevel {
    #[serde(rename = "none")]
    None,
    #[serde(rename = "notification")]
    Notification,
    #[serde(rename = "approval")]
    Approval,
    #[serde(rename = "supervised")]
    Supervised,
}
impl ::std::fmt::Display for AapOversightClaimLevel {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::None => f.write_str("none"),
            Self::Notification => f.write_str("notification"),
            Self::Approval => f.write_str("approval"),
            Self::Supervised => f.write_str("supervised"),
        }
    }
}
impl ::std::str::FromStr for AapOversightClaimLevel {
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
impl ::std::convert::TryFrom<&str> for AapOversightClaimLevel {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for AapOversightClaimLevel {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
///`AapOversightClaimNotifyOnItem`
#[derive(::serde::Serialize, Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[serde(transparent)]
pub struct AapOversightClaimNotifyOnItem(::std::string::String);
impl ::std::ops::Deref for AapOversightClaimNotifyOnItem {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<AapOversightClaimNotifyOnItem> for ::std::string::String {
    fn from(value: AapOversightClaimNotifyOnItem) -> Self {
        value.0
    }
}
impl ::std::str::FromStr for AapOversightClaimNotifyOnItem {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        static PATTERN: ::std::sync::LazyLock<::regress::Regex> = ::std::sync::LazyLock::new(||
        {
            ::regress::Regex::new("^[a-zA-Z][a-zA-Z0-9_-]*(\\.[a-zA-Z][a-zA-Z0-9_-]*)*$")
                .unwrap()
        });
        if PATTERN.find(value).is_none() {
            return Err(
                "doesn't match pattern \"^[a-zA-Z][a-zA-Z0-9_-]*(\\.[a-zA-Z][a-zA-Z0-9_-]*)*$\""
                    .into(),
            );
        }
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::TryFrom<&str> for AapOversightClaimNotifyOnItem {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for AapOversightClaimNotifyOnItem {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl<'de> ::serde::Deserialize<'de> for AapOversightClaimNotifyOnItem {
    fn deserialize<D>(deserializer: D) -> ::std::result::Result<Self, D::Error>
    where
        D: ::serde::Deserializer<'de>,
    {
        ::std::string::String::deserialize(deserializer)?
            .parse()
            .map_err(|e: self::error::ConversionError| {
                <D::Error as ::serde::de::Error>::custom(e.to_string())
            })
    }
}
///`AapOversightClaimRequiresHumanApprovalForItem`
#[derive(::serde::Serialize, Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
#[serde(transparent)]
pub struct AapOversightClaimRequiresHumanApprovalForItem(::std::string::String);
impl ::std::ops::Deref for AapOversightClaimRequiresHumanApprovalForItem {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<AapOversightClaimRequiresHumanApprovalForItem>
for ::std::string::String {
    fn from(value: AapOversightClaimRequiresHumanApprovalForItem) -> Self {
        value.0
    }
}
impl ::std::str::FromStr for AapOversightClaimRequiresHumanApprovalForItem {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        static PATTERN: ::std::sync::LazyLock<::regress::Regex> = ::std::sync::LazyLock::new(||
        {
            ::regress::Regex::new("^[a-zA-Z][a-zA-Z0-9_-]*(\\.[a-zA-Z][a-zA-Z0-9_-]*)*$")
                .unwrap()
        });
        if PATTERN.find(value).is_none() {
            return Err(
                "doesn't match pattern \"^[a-zA-Z][a-zA-Z0-9_-]*(\\.[a-zA-Z][a-zA-Z0-9_-]*)*$\""
                    .into(),
            );
        }
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::TryFrom<&str> for AapOversightClaimRequiresHumanApprovalForItem {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String>
for AapOversightClaimRequiresHumanApprovalForItem {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl<'de> ::serde::Deserialize<'de> for AapOversightClaimRequiresHumanApprovalForItem {
    fn deserialize<D>(deserializer: D) -> ::std::result::Result<Self, D::Error>
    where
        D: ::serde::Deserializer<'de>,
    {
        ::std::string::String::deserialize(deserializer)?
            .parse()
            .map_err(|e: self::error::ConversionError| {
                <D::Error as ::serde::de::Error>::custom(e.to_string())
            })
    }
}
/// Types for composing complex structures.
pub mod builder {
    #[derive(Clone, Debug)]
    pub struct AapOversightClaim {
        approval_reference: ::std::result::Result<
            ::std::option::Option<::std::string::String>,
            ::std::string::String,
        >,
        approval_timeout: ::std::result::Result<
            ::std::option::Option<::std::num::NonZeroU64>,
            ::std::string::String,
        >,
        level: ::std::result::Result<
            ::std::option::Option<super::AapOversightClaimLevel>,
            ::std::string::String,
        >,
        notification_endpoint: ::std::result::Result<
            ::std::option::Option<::std::string::String>,
            ::std::string::String,
        >,
        notify_on: ::std::result::Result<
            ::std::vec::Vec<super::AapOversightClaimNotifyOnItem>,
            ::std::string::String,
        >,
        requires_human_approval_for: ::std::result::Result<
            ::std::vec::Vec<super::AapOversightClaimRequiresHumanApprovalForItem>,
            ::std::string::String,
        >,
        supervisor: ::std::result::Result<
            ::std::option::Option<::std::string::String>,
            ::std::string::String,
        >,
    }
    impl ::std::default::Default for AapOversightClaim {
        fn default() -> Self {
            Self {
                approval_reference: Ok(Default::default()),
                approval_timeout: Ok(Default::default()),
                level: Ok(Default::default()),
                notification_endpoint: Ok(Default::default()),
                notify_on: Ok(Default::default()),
                requires_human_approval_for: Ok(Default::default()),
                supervisor: Ok(Default::default()),
            }
        }
    }
    impl AapOversightClaim {
        pub fn approval_reference<T>(mut self, value: T) -> Self
        where
            T: ::std::convert::TryInto<::std::option::Option<::std::string::String>>,
            T::Error: ::std::fmt::Display,
        {
            self.approval_reference = value
                .try_into()
                .map_err(|e| {
                    format!(
                        "error converting supplied value for approval_reference: {e}"
                    )
                });
            self
        }
        pub fn approval_timeout<T>(mut self, value: T) -> Self
        where
            T: ::std::convert::TryInto<::std::option::Option<::std::num::NonZeroU64>>,
            T::Error: ::std::fmt::Display,
        {
            self.approval_timeout = value
                .try_into()
                .map_err(|e| {
                    format!("error converting supplied value for approval_timeout: {e}")
                });
            self
        }
        pub fn level<T>(mut self, value: T) -> Self
        where
            T: ::std::convert::TryInto<
                ::std::option::Option<super::AapOversightClaimLevel>,
            >,
            T::Error: ::std::fmt::Display,
        {
            self.level = value
                .try_into()
                .map_err(|e| format!("error converting supplied value for level: {e}"));
            self
        }
        pub fn notification_endpoint<T>(mut self, value: T) -> Self
        where
            T: ::std::convert::TryInto<::std::option::Option<::std::string::String>>,
            T::Error: ::std::fmt::Display,
        {
            self.notification_endpoint = value
                .try_into()
                .map_err(|e| {
                    format!(
                        "error converting supplied value for notification_endpoint: {e}"
                    )
                });
            self
        }
        pub fn notify_on<T>(mut self, value: T) -> Self
        where
            T: ::std::convert::TryInto<
                ::std::vec::Vec<super::AapOversightClaimNotifyOnItem>,
            >,
            T::Error: ::std::fmt::Display,
        {
            self.notify_on = value
                .try_into()
                .map_err(|e| {
                    format!("error converting supplied value for notify_on: {e}")
                });
            self
        }
        pub fn requires_human_approval_for<T>(mut self, value: T) -> Self
        where
            T: ::std::convert::TryInto<
                ::std::vec::Vec<super::AapOversightClaimRequiresHumanApprovalForItem>,
            >,
            T::Error: ::std::fmt::Display,
        {
            self.requires_human_approval_for = value
                .try_into()
                .map_err(|e| {
                    format!(
                        "error converting supplied value for requires_human_approval_for: {e}"
                    )
                });
            self
        }
        pub fn supervisor<T>(mut self, value: T) -> Self
        where
            T: ::std::convert::TryInto<::std::option::Option<::std::string::String>>,
            T::Error: ::std::fmt::Display,
        {
            self.supervisor = value
                .try_into()
                .map_err(|e| {
                    format!("error converting supplied value for supervisor: {e}")
                });
            self
        }
    }
    impl ::std::convert::TryFrom<AapOversightClaim> for super::AapOversightClaim {
        type Error = super::error::ConversionError;
        fn try_from(
            value: AapOversightClaim,
        ) -> ::std::result::Result<Self, super::error::ConversionError> {
            Ok(Self {
                approval_reference: value.approval_reference?,
                approval_timeout: value.approval_timeout?,
                level: value.level?,
                notification_endpoint: value.notification_endpoint?,
                notify_on: value.notify_on?,
                requires_human_approval_for: value.requires_human_approval_for?,
                supervisor: value.supervisor?,
            })
        }
    }
    impl ::std::convert::From<super::AapOversightClaim> for AapOversightClaim {
        fn from(value: super::AapOversightClaim) -> Self {
            Self {
                approval_reference: Ok(value.approval_reference),
                approval_timeout: Ok(value.approval_timeout),
                level: Ok(value.level),
                notification_endpoint: Ok(value.notification_endpoint),
                notify_on: Ok(value.notify_on),
                requires_human_approval_for: Ok(value.requires_human_approval_for),
                supervisor: Ok(value.supervisor),
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
