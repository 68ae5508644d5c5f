//! The runtime of the types `agent-approval-codegen` generates from JSON Schemas: reading
//! untrusted JSON under [`Limits`], judging it with the `jsonschema` crate (the one authority
//! on validity), converting it, and the errors. No protocol lives here; `agent-approval` (the
//! Codex and AAP types, the Codex client, the AAP verifier) is built on it.
//!
//! Depend on this crate, and build-depend on `agent-approval-codegen`, to generate types for
//! your own schemas:
//!
//! ```toml
//! [dependencies]
//! agent-approval-runtime = "0.1"
//! serde = { version = "1", features = ["derive"] }
//! serde_json = "1"
//!
//! [build-dependencies]
//! agent-approval-codegen = "0.1"
//! ```
//!
//! ```ignore
//! // build.rs: every schema listed in schemas/manifest.toml becomes a module of types.
//! fn main() {
//!     agent_approval_codegen::build("schemas").unwrap();
//! }
//!
//! // src/lib.rs
//! agent_approval_runtime::include_types!();
//! ```
//!
//! # Guarantees
//!
//! - **Exact.** [`from_str`], [`from_slice`] and [`from_value`] accept a payload exactly when a
//!   conforming validator (format assertion on) accepts it, whatever serde shape the type
//!   takes, and otherwise report every violation with its JSON pointers ([`ValidationError`]).
//!   A bare `serde_json::from_str` of a generated type judges the same way (its `Deserialize`
//!   asks the engine first).
//! - **Lossless.** Parse then serialize gives back the same JSON: unknown properties are kept
//!   where the schema allows them (`extra`), an absent member stays absent, a `null` stays
//!   `null`.
//! - **Linear and bounded.** Input is read once into a tape under [`Limits`] (size, depth;
//!   duplicate keys refused, as the engine could not see them), then judged and converted
//!   from it. No panic is reachable from input.
//!
//! # Limits
//!
//! | limit | default | refused with |
//! |---|---|---|
//! | [`Limits::max_bytes`] | 16 MiB | [`Category::Limit`] before reading |
//! | [`Limits::max_depth`] | 64 (at most [`Limits::MAX_DEPTH`], 127) | [`Category::Syntax`] while reading |
//! | duplicate object keys | always refused | [`Category::Syntax`] |
//!
//! [`Limits::check`] applies the same reading to a document without judging it.
#![deny(missing_docs)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

#[doc(hidden)]
pub mod __private;
mod double_option;
mod engine;
mod error;
mod json;
mod judged;
mod members;
mod parse;
mod report;
mod tagged;
mod tape;
mod untagged;

pub use error::{Category, Error, JsonType, ValidationError, ValidationErrorKind};
pub use json::Limits;
pub use judged::Unchecked;
pub use parse::{
    from_slice, from_slice_with, from_str, from_str_with, from_value, validate_value, Validate,
};

/// Includes the types `agent_approval_codegen::build` generated into `$OUT_DIR/types.rs`.
///
/// Put it at the root of your crate's `src/lib.rs` (the generated code names its embedded
/// schemas as `crate::__schemas`). Your crate depends on `agent-approval-runtime`, `serde` (with
/// `derive`) and `serde_json`, and build-depends on `agent-approval-codegen`:
///
/// ```ignore
/// // build.rs
/// fn main() { agent_approval_codegen::build("schemas").unwrap(); }
/// // src/lib.rs
/// agent_approval_runtime::include_types!();
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
