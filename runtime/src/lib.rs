//! The runtime of the types `agent-approval-codegen` generates from JSON Schemas: reading
//! untrusted JSON under [`Limits`], judging it with the `jsonschema` crate (the one authority
//! on validity), converting it, and the errors. No protocol lives here; `agent-approval` (the
//! Codex and AAP types, the Codex client, the AAP verifier) is built on it and re-exports its
//! entry points.
//!
//! Depend on this crate, and build-depend on `agent-approval-codegen`, to generate types for
//! your own schemas (the generator's docs describe `schemas/manifest.toml`):
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
//!
//! // anywhere: read, judged, converted; or every violation with its pointer
//! fn ticket(text: &str) -> Result<tickets::Ticket, agent_approval_runtime::Error> {
//!     agent_approval_runtime::from_str(text)
//! }
//! ```
//!
//! Every generated root and definition type implements [`Validate`], so [`from_str`],
//! [`Validate::validate`] and the errors work on it as on `agent-approval`'s own types.
//! (The runnable examples of this page are in `agent-approval`'s crate docs, which have
//! generated types to run them on.)
//!
//! # What "validated" means
//!
//! - **Every path judges.** Not only [`from_str`], [`from_slice`] and [`from_value`]: serde's
//!   `Deserialize` on every generated type judges the JSON against the type's schema before a
//!   value exists, whoever calls it: `serde_json::from_str`, `from_slice`, `from_reader`,
//!   `from_value`, a `StreamDeserializer`, `axum::Json<T>`, `reqwest`'s `.json::<T>()`, a field
//!   of your own serde type, any self-describing format carrying JSON's data model. Through
//!   serde a refusal is the format's error, its message the first violation with its pointer
//!   (`… at /decision`) and how many more; this crate's entry points give every violation,
//!   structured. Duplicate keys are refused wherever the format shows them (JSON text, serde's
//!   buffers); a `serde_json::Value` has already collapsed them, so read untrusted text with
//!   [`from_str`]. Inside a judged document nothing is judged twice. Inline item types (those
//!   that are no root or definition, such as `aap::OversightClaimLevel`) have no schema of
//!   their own: they convert only inside the type that holds them. The one unjudged door is
//!   named [`Unchecked<T>`](Unchecked), for trusted data and tests. `Serialize` does not judge:
//!   a value built in Rust is one [`value.validate()`](Validate::validate) away, so call it
//!   before you send one.
//! - **Exact.** [`from_str`], [`from_slice`] and [`from_value`] accept a payload exactly when a
//!   conforming validator with format assertion accepts it, whatever serde shape the type
//!   takes: `1.0` and `1e3` are integers, `null` is not an absent field, `"Denied"` is not
//!   `"denied"`, `format: uri` is an absolute RFC 3986 URI, `pattern` is ECMA-262 (so `$` does
//!   not match before a trailing newline). Unknown formats (schemars' `uint64`) are
//!   annotations, as the specification says. [`validate_value`] judges a `serde_json::Value`
//!   without converting it.
//! - **Every error.** [`Error::validation_errors`] lists each violation ([`ValidationError`])
//!   with its instance pointer (`/requires_human_approval_for/1`, RFC 6901), schema pointer,
//!   keyword and limit ([`ValidationErrorKind`]); `Display` prints them one per line, the
//!   pointer last (`0 is less than the minimum of 1 at /approval_timeout`). Malformed JSON
//!   reports line and column ([`Error::line`], [`Error::column`]).
//! - **Errors a person can act on.** When a tagged union (`oneOf`/`anyOf` keyed by a property
//!   or a string value) gets an object with one branch's key, that branch's own errors are
//!   reported at their own pointers; a string that narrowly misses a value (ASCII case, or an
//!   edit distance of at most 2) gets a suggestion; otherwise the error names the shapes the
//!   union accepts; an unknown property where `additionalProperties` is `false` names the
//!   closest allowed one (`additional property "sbu" is not allowed; did you mean "sub"?`).
//!   The structured kinds carry the same: [`ValidationErrorKind::Enum`] and
//!   [`ValidationErrorKind::AdditionalProperty`] a `suggestion`,
//!   [`ValidationErrorKind::Union`] the `accepted` shapes and a `suggestion`.
//! - **Nothing lost.** Parse then serialize gives back the same JSON: unknown properties are
//!   kept (in `extra`) wherever the schema allows them, at every depth; an absent member stays
//!   absent, `null` stays `null`, `[]` stays `[]`. An integral float (`6.0`, an integer to JSON
//!   Schema) is read as that integer in every serde shape, so a `serde_json::Value` field (or
//!   `extra`) holds `6` for `6.0`: the same number, not the same spelling.
//! - **Known limit.** Integers above `u64::MAX` are valid JSON Schema integers but do not fit
//!   a generated `u64` field, nor does `2^40` fit the `i32` of a `format: int32` field (a
//!   conforming validator does not assert `int32`; the generated type has the width the
//!   format names, as Codex's and kopium's types do): they are refused
//!   ([`ValidationErrorKind::Unrepresentable`], "cannot be represented", naming the Rust
//!   type), never truncated or wrapped. Numbers outside the `i64`/`u64` range are
//!   otherwise read as IEEE-754 doubles, as `serde_json` and the `jsonschema` crate do.
//!
//! # Reading untrusted input
//!
//! Input is read once onto a flat tape under [`Limits`], then judged and converted from it:
//!
//! | limit | default | refused with |
//! |---|---|---|
//! | [`Limits::max_bytes`] | 16 MiB | [`Category::Limit`] before reading: `input is N bytes, more than the limit of M` |
//! | [`Limits::max_depth`] | 64 (at most [`Limits::MAX_DEPTH`], 127) | [`Category::Syntax`] while reading: `nesting depth exceeds the limit of 64 at line L column C` |
//! | duplicate object keys | always refused, anywhere, known or unknown | [`Category::Syntax`]: `duplicate key "decision" at line 1 column 33` |
//!
//! [`from_str_with`] and [`from_slice_with`] take other limits; the depth bound holds inside
//! unknown properties too. [`Limits::check`] applies the same reading to a document without
//! judging it (for a reader of your own that must refuse what this crate refuses):
//!
//! ```
//! use agent_approval_runtime::{Category, Limits};
//!
//! let err = Limits::new().check(br#"{"decision":"approved","decision":"denied"}"#).unwrap_err();
//! assert_eq!((err.classify(), err.to_string().as_str()), (Category::Syntax, r#"duplicate key "decision" at line 1 column 33"#));
//! let deep = format!("{}{}", "[".repeat(65), "]".repeat(65));
//! assert!(Limits::new().check(deep.as_bytes()).unwrap_err().to_string().starts_with("nesting depth exceeds the limit of 64"));
//! ```
//!
//! What that buys, as a security boundary for messages from other processes and
//! organisations:
//!
//! - **Duplicate keys are refused**: two parsers that keep different duplicates could
//!   otherwise see different decisions.
//! - **No panics on input.** Invalid UTF-8, lone surrogates, trailing data, a second
//!   document, empty input, `1e400` and integers past `u64` in typed fields are clear errors.
//!   This crate and `agent-approval` deny `unwrap`, `expect` and indexing outside tests, and
//!   the fuzz targets (run as ordinary tests over their seed corpus) assert it.
//! - **Linear time.** Patterns run on the `regex` crate (a pattern that needs backtracking
//!   stops the build unless its manifest entry opts into the bounded backtracking engine), so
//!   1 MB strings, 10 MB of unknown fields and 200,000-element arrays cost time linear in their
//!   size.
//! - **No serde path around the engine.** A generated type's `Deserialize` judges wherever it
//!   is called, with the same duplicate-key and depth rules where the format exposes them; the
//!   size limit needs the text, so give untrusted bodies to [`from_slice_with`] (or cap them in
//!   your HTTP stack, as axum does by default). Only [`Unchecked`] converts without judging.
//!
//! # Errors
//!
//! One opaque [`Error`] for every way a read can fail, classified by [`Error::classify`]
//! ([`Category`]: syntax, validation, limit). `impl From<serde_json::Error> for Error` makes a
//! serde_json failure a syntax error with its line and column, so `?` mixes the two:
//!
//! ```
//! fn read(text: &str) -> Result<serde_json::Value, agent_approval_runtime::Error> {
//!     Ok(serde_json::from_str(text)?)
//! }
//! let err = read("{\"a\":").unwrap_err();
//! assert_eq!((err.classify(), err.line(), err.column()), (agent_approval_runtime::Category::Syntax, 1, 5));
//! ```
//!
//! # Features
//!
//! - `compiled` (off by default): the engine's compiled validator beside each root type
//!   (`jsonschema`'s own code generator, run at build time with the same options), made to
//!   read the tape: [`from_str`], [`from_slice`], [`Validate::validate`], [`from_value`],
//!   [`validate_value`] and every `Deserialize` then judge without interpreting the schema;
//!   error reports still come from the interpreted engine. A crate generating its own types
//!   turns it on with a `compiled` feature forwarding to `agent-approval-runtime/compiled` and
//!   `agent-approval-codegen/compiled`, and must name a `jsonschema` dependency in its manifest
//!   (the code generator looks the runtime up there).
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
mod longer;
mod members;
mod nulls;
mod parse;
mod pattern;
mod report;
mod struct_only;
mod tagged;
mod tape;
mod unit;
mod untagged;

pub use error::{Category, Error, JsonType, ValidationError, ValidationErrorKind};
pub use json::Limits;
pub use judged::Unchecked;
pub use nulls::Nulls;
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
