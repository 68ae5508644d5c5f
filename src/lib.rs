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

// Generated code names the runtime as `::agent_approval`, here as in any other crate.
extern crate self as agent_approval;

#[doc(hidden)]
pub mod __private;
#[cfg(feature = "aap-auth")]
pub mod aap_auth;
#[cfg(feature = "codex")]
pub mod codex_client;
#[cfg(feature = "codex")]
pub mod convert;
mod double_option;
mod engine;
mod error;
mod generated;
mod json;
mod judged;
mod members;
pub mod oversight;
mod oversight_claim;
mod parse;
mod report;
mod tagged;
mod tape;
mod untagged;

#[cfg(feature = "codex")]
pub use convert::DecisionConversionError;
pub use error::{Category, Error, JsonType, ValidationError, ValidationErrorKind};
pub use generated::*;
pub use json::Limits;
pub use judged::Unchecked;
pub use parse::{
    from_slice, from_slice_with, from_str, from_str_with, from_value, validate_value, Validate,
};

/// Includes the types `agent_approval_codegen::build` generated into `$OUT_DIR/types.rs`.
///
/// Put it at the root of your crate's `src/lib.rs` (the generated code names its embedded
/// schemas as `crate::__schemas`). Your crate depends on `agent-approval`, `serde` (with
/// `derive`) and `serde_json`, and build-depends on `agent-approval-codegen`:
///
/// ```ignore
/// // build.rs
/// fn main() { agent_approval_codegen::build("schemas").unwrap(); }
/// // src/lib.rs
/// agent_approval::include_types!();
/// ```
///
/// The generated types implement [`Validate`], so [`from_str`], [`Validate::validate`] and
/// the errors work on them as on this crate's own.
#[macro_export]
macro_rules! include_types {
    () => {
        include!(concat!(env!("OUT_DIR"), "/types.rs"));
    };
}

/// `impl Validate for TYPE`, judged against the schema at `URI` (`BASE#POINTER` in the crate's
/// embedded documents) in the draft of `$schema` `DRAFT`; optionally with the entry's
/// backtracking limit and the type's compiled validator (issue 23, [`__compiled!`]).
/// Generated code's one line per type.
#[doc(hidden)]
#[macro_export]
// `crate::__schemas` is the calling crate's: where `include_types!` put its documents.
#[allow(clippy::crate_in_macro_def)]
macro_rules! __validate {
    ($ty:ty, $uri:literal, $draft:literal $(, backtrack_limit = $limit:literal)? $(, compiled = $compiled:path)? $(, compiled_tape = $tape:path)?) => {
        impl $crate::Validate for $ty {
            fn schema() -> &'static $crate::__private::TypeSchema {
                static SCHEMA: $crate::__private::TypeSchema =
                    $crate::__private::TypeSchema::new($uri, $draft, &crate::__schemas::SCHEMAS)
                        $(.backtracking($limit))?
                        $(.with_compiled($crate::__compiled_fn!($compiled)))?
                        $(.with_compiled_tape($crate::__compiled_tape_fn!($tape)))?;
                &SCHEMA
            }
        }
    };
}

/// The compiled validators of generated code (the `jsonschema` code generator's output), kept
/// only when this crate's `compiled` feature is on.
#[doc(hidden)]
#[macro_export]
#[cfg(feature = "compiled")]
macro_rules! __compiled {
    ($($generated:tt)*) => { $($generated)* };
}

/// The compiled validators of generated code, dropped: this crate's `compiled` feature is off.
#[doc(hidden)]
#[macro_export]
#[cfg(not(feature = "compiled"))]
macro_rules! __compiled {
    ($($generated:tt)*) => {};
}

/// A compiled validator's `is_valid` as the [`TypeSchema`](crate::__private::TypeSchema) holds it.
#[doc(hidden)]
#[macro_export]
#[cfg(feature = "compiled")]
macro_rules! __compiled_fn {
    ($compiled:path) => {
        ::core::option::Option::Some($compiled as fn(&$crate::__private::Value) -> bool)
    };
}

/// A compiled validator over tapes as the [`TypeSchema`](crate::__private::TypeSchema) holds it.
#[doc(hidden)]
#[macro_export]
#[cfg(feature = "compiled")]
macro_rules! __compiled_tape_fn {
    ($compiled:path) => {
        ::core::option::Option::Some($compiled as $crate::__private::TapeVerdict)
    };
}

/// No compiled validator over tapes: this crate's `compiled` feature is off.
#[doc(hidden)]
#[macro_export]
#[cfg(not(feature = "compiled"))]
macro_rules! __compiled_tape_fn {
    ($compiled:path) => {
        ::core::option::Option::None
    };
}

/// No compiled validator: this crate's `compiled` feature is off.
#[doc(hidden)]
#[macro_export]
#[cfg(not(feature = "compiled"))]
macro_rules! __compiled_fn {
    ($compiled:path) => {
        ::core::option::Option::None
    };
}

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
