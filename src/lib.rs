//! Typed, validated messages for AI-agent approval and oversight protocols.
//!
//! The types are generated at build time from the protocols' own JSON Schemas (vendored in
//! `schemas/`), so they never drift from the wire format:
//!
//! - [`codex::v1`]: Codex app-server `ExecCommandApprovalResponse` and its `ReviewDecision`;
//! - [`codex::v2`]: Codex app-server `CommandExecutionRequestApprovalResponse`;
//! - [`aap`]: the Agent Authorization Profile `oversight` claim ([`aap::OversightClaim`]);
//! - [`aap_auth`] (feature `aap-auth`, on by default): AAP bearer tokens verified and each
//!   request authorized as a resource server must, to a typed decision.
//!
//! [`from_str`], [`from_slice`] and [`from_value`] accept a payload exactly when a conforming
//! JSON Schema validator (with format assertion) accepts it, and otherwise report every
//! violation with its JSON pointer. Parsing then serializing gives back the same JSON:
//! unknown properties are kept where the schema allows them, and an absent list stays absent.
//!
//! ```
//! use agent_approval::aap::OversightClaim;
//!
//! let claim: OversightClaim = agent_approval::from_str(
//!     r#"{"level":"approval","requires_human_approval_for":["cms.publish"],"approval_timeout":3600}"#,
//! )?;
//! assert_eq!(claim.approval_timeout_duration(), Some(std::time::Duration::from_secs(3600)));
//!
//! let err = agent_approval::from_str::<OversightClaim>(
//!     r#"{"requires_human_approval_for":["ok", "1bad"],"approval_timeout":0}"#,
//! )
//! .unwrap_err();
//! assert_eq!(err.validation_errors().len(), 2);
//! # Ok::<(), agent_approval::Error>(())
//! ```
#![deny(missing_docs)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

#[cfg(feature = "aap-auth")]
pub mod aap_auth;
#[cfg(feature = "codex")]
pub mod codex_client;
#[cfg(feature = "codex")]
pub mod convert;
#[cfg(test)]
extern crate self as agent_approval; // the shared test signer (tests/aap/signer.rs) names it
mod generated;
pub mod oversight;
mod oversight_claim;

#[cfg(feature = "codex")]
pub use convert::DecisionConversionError;
pub use generated::*;

/// The runtime every generated type is built on (reading, judging, converting, errors,
/// limits). Its entry points are re-exported below; a crate that generates types for its own
/// schemas depends on it directly (with `agent-approval-codegen`), not on this crate.
pub use agent_approval_runtime as runtime;

pub use agent_approval_runtime::{
    Category, Error, JsonType, Limits, ValidationError, ValidationErrorKind,
};

/// ```
/// use agent_approval::codex::v1::{ExecCommandApprovalResponse, ReviewDecision};
///
/// let ok: ExecCommandApprovalResponse = agent_approval::from_str(r#"{"decision":"approved"}"#)?;
/// assert_eq!(ok.decision, ReviewDecision::Approved);
///
/// let err = agent_approval::from_str::<ExecCommandApprovalResponse>(r#"{"decision":"yes"}"#).unwrap_err();
/// assert_eq!(err.validation_errors()[0].instance_path(), "/decision");
/// # Ok::<(), agent_approval::Error>(())
/// ```
pub use agent_approval_runtime::from_str;

/// ```
/// use agent_approval::codex::v1::ExecCommandApprovalResponse;
///
/// let ok = serde_json::json!({"decision": "approved"});
/// assert!(agent_approval::validate_value::<ExecCommandApprovalResponse>(&ok).is_ok());
/// let err = agent_approval::validate_value::<ExecCommandApprovalResponse>(
///     &serde_json::json!({"decision": "yes"}),
/// )
/// .unwrap_err();
/// assert_eq!(err.validation_errors()[0].instance_path(), "/decision");
/// ```
pub use agent_approval_runtime::validate_value;

/// ```
/// use agent_approval::codex::v1::{ExecCommandApprovalResponse, ReviewDecision};
/// use agent_approval::Unchecked;
///
/// let forged = r#"{"decision":{"approved":null}}"#;
/// assert!(serde_json::from_str::<ExecCommandApprovalResponse>(forged).is_err());
/// let raw: Unchecked<ExecCommandApprovalResponse> = serde_json::from_str(forged)?;
/// assert_eq!(raw.into_inner().decision, ReviewDecision::Approved);
/// # Ok::<(), serde_json::Error>(())
/// ```
pub use agent_approval_runtime::Unchecked;

/// ```
/// use agent_approval::{aap::OversightClaim, Validate};
///
/// let mut claim = OversightClaim::default();
/// claim.approval_reference = Some("not a uri".into());
/// let err = claim.validate().unwrap_err();
/// assert_eq!(err.to_string(), r#""not a uri" is not a "uri" at /approval_reference"#);
/// ```
pub use agent_approval_runtime::Validate;

pub use agent_approval_runtime::{from_slice, from_slice_with, from_str_with, from_value};

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
