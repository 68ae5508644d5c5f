//! Entry points: parse JSON into a generated type, accepting it only if it is valid against the
//! type's schema, and reporting every violation otherwise.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::engine::TypeSchema;
use crate::error::{Error, ValidationError, ValidationErrorKind};
use crate::json::Limits;
use crate::judged::{FromJudged, Judged};
use crate::tape::{self, Tape, TapeDe, TapeNode};

/// A type generated from a schema: it can be parsed with [`from_str`] and checked with
/// [`Validate::validate`].
///
/// Validity is decided by one engine, the `jsonschema` crate, on the JSON itself, on every
/// path: [`from_str`] and its siblings, and serde's `Deserialize` wherever it is called
/// (`serde_json::from_str`, `from_reader`, `from_value`, `axum::Json<T>`, …), which judges
/// its input against the type's schema before a value exists. [`from_str`] gives every
/// violation as a structured report; a serde error's message carries the first one.
///
/// Implemented by generated code only (its hidden supertrait is generated with it).
pub trait Validate: Serialize + DeserializeOwned + FromJudged {
    /// The type's schema. Generated; not for use outside generated code.
    #[doc(hidden)]
    fn schema() -> &'static TypeSchema;

    /// Checks a value built in Rust against the type's schema, as [`from_str`] would check the
    /// same JSON.
    ///
    /// It judges the JSON the value serializes to, exactly as a peer would read it.
    ///
    /// # Errors
    /// Every violation, each with its instance pointer; or a [`Category::Syntax`](crate::Category::Syntax) error when
    /// an `extra` entry repeats a property the type names (the JSON would carry the key twice).
    fn validate(&self) -> Result<(), Error> {
        // Judge exactly the JSON a peer would receive, written onto a tape without the text; an
        // `extra` entry that repeats a named property (two keys in the output) is refused as a
        // duplicate rather than silently overriding the field.
        tape::write(self, |tape| judge(Self::schema(), tape)).map_err(|e| Error::syntax(&e))?
    }
}

/// The engine's verdict on `tape`: `Ok`, or every violation.
pub(crate) fn judge(schema: &TypeSchema, tape: &Tape<'_>) -> Result<(), Error> {
    match schema.accepts(tape) {
        Ok(true) => Ok(()),
        // Refused: the report is cold, so it works on a `Value` of the same JSON.
        Ok(false) => Err(report(schema, &tape.to_value())),
        Err(reason) => Err(uncompiled(schema, reason, &tape.to_value())),
    }
}

/// Every violation of a refused `value`.
fn report(schema: &TypeSchema, value: &Value) -> Error {
    match schema.validator() {
        Ok(validator) => {
            let errors = crate::report::report(schema, validator, value);
            if errors.is_empty() {
                // The two representations disagreed, which the engine's conformance tests
                // and ours rule out; refuse all the same (fail closed).
                return Error::validation(vec![ValidationError::new(
                    ValidationErrorKind::Other {
                        keyword: "$ref".to_owned(),
                        message: format!("the payload is not valid against {}", schema.uri()),
                    },
                    String::new(),
                    String::new(),
                    value,
                )]);
            }
            Error::validation(errors)
        }
        Err(reason) => uncompiled(schema, reason, value),
    }
}

/// The generator compiled every schema at build time, so this does not happen; if it did,
/// nothing is accepted (fail closed).
fn uncompiled(schema: &TypeSchema, reason: &str, value: &Value) -> Error {
    Error::validation(vec![ValidationError::new(
        ValidationErrorKind::Other {
            keyword: "$schema".to_owned(),
            message: format!("the schema {} cannot be compiled: {reason}", schema.uri()),
        },
        String::new(),
        String::new(),
        value,
    )])
}

/// Parses and validates a JSON text.
///
/// # Errors
/// A syntax error (with line and column; duplicate object keys and nesting deeper than
/// [`Limits::MAX_DEPTH`] count as syntax errors), or every schema violation of the payload.
pub fn from_str<T: Validate>(s: &str) -> Result<T, Error> {
    from_str_with(s, &Limits::default())
}

/// Parses and validates JSON bytes (which must be UTF-8).
///
/// # Errors
/// As [`from_str`].
pub fn from_slice<T: Validate>(bytes: &[u8]) -> Result<T, Error> {
    from_slice_with(bytes, &Limits::default())
}

/// [`from_str`] under explicit [`Limits`].
///
/// # Errors
/// As [`from_str`], plus a [`Category::Limit`](crate::Category::Limit) error when the input is
/// larger than `limits.max_bytes`, or a syntax error when it nests deeper than `limits.max_depth`.
pub fn from_str_with<T: Validate>(s: &str, limits: &Limits) -> Result<T, Error> {
    parsed(tape::read_str(s, limits)?)
}

/// [`from_slice`] under explicit [`Limits`].
///
/// # Errors
/// As [`from_str_with`].
pub fn from_slice_with<T: Validate>(bytes: &[u8], limits: &Limits) -> Result<T, Error> {
    parsed(tape::read(bytes, limits)?)
}

/// Judges a tape just made and converts it; the tape's memory goes to the next one.
pub(crate) fn parsed<T: Validate>(tape: Tape<'_>) -> Result<T, Error> {
    let result = judge(T::schema(), &tape).and_then(|()| convert(&tape));
    tape.recycle();
    result
}

/// Validates a `serde_json::Value` and converts it.
///
/// A `Value` cannot hold a repeated key (serde_json kept the last one when it read the text):
/// read untrusted text with [`from_str`] or [`from_slice`], which refuse duplicates.
///
/// # Errors
/// Every schema violation of the value.
pub fn from_value<T: Validate>(value: Value) -> Result<T, Error> {
    parsed(Tape::from_value(&value))
}

/// Checks a `serde_json::Value` against `T`'s schema without converting it.
///
/// The value is judged as [`from_str`] judges text, on a tape of it: with the `compiled`
/// feature a root type by the engine's compiled validator of its schema (generated at build
/// time; no interpretation), every other type by the engine; a refusal is reported by the
/// engine either way. As with [`from_value`], a `Value` cannot
/// hold a repeated key.
///
/// # Errors
/// Every schema violation of the value.
pub fn validate_value<T: Validate>(value: &Value) -> Result<(), Error> {
    let tape = Tape::from_value(value);
    let verdict = judge(T::schema(), &tape);
    tape.recycle();
    verdict
}

/// The verdicts on `value` for `T`: its compiled validators' (over the value's tape, and over
/// the `Value` where the generator made one (`compiled-value`); `None` without one) and the
/// interpreted engine's on the value's tape. Tests hold them
/// equal (`tests/compiled.rs`).
pub fn verdicts<T: Validate>(value: &Value) -> Verdicts {
    let schema = T::schema();
    let tape = Tape::from_value(value);
    Verdicts {
        value: schema.compiled().map(|is_valid| is_valid(value)),
        tape: schema
            .compiled_tape()
            .map(|is_valid| is_valid(TapeNode::root(&tape))),
        engine: schema.engine_accepts(&tape).map_err(str::to_owned),
    }
}

/// What [`verdicts`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdicts {
    /// The compiled validator's verdict on the `Value`, where there is one.
    pub value: Option<bool>,
    /// The compiled validator's verdict on the value's tape, where there is one.
    pub tape: Option<bool>,
    /// The interpreted engine's verdict on the tape, or why the schema cannot be compiled.
    pub engine: Result<bool, String>,
}

/// Converts an accepted tape (without judging it again), reporting where the Rust type cannot
/// hold it: the tape records the innermost value whose conversion failed (`tape/de.rs`), so
/// the conversion runs once, with one instantiation per type.
pub(crate) fn convert<T: Validate>(tape: &Tape<'_>) -> Result<T, Error> {
    tape.reset_failure();
    let reason = match T::from_judged(Judged::new(TapeDe::root(tape))) {
        Ok(value) => return Ok(value),
        Err(e) => e.to_string(),
    };
    let pointer = tape.failed_pointer();
    let offending = tape
        .to_value()
        .pointer(&pointer)
        .cloned()
        .unwrap_or(Value::Null);
    Err(Error::validation(vec![ValidationError::new(
        ValidationErrorKind::Unrepresentable { reason },
        pointer,
        String::new(),
        &offending,
    )]))
}
