//! Errors: one opaque [`Error`] for every way parsing can fail, holding every
//! [`ValidationError`] of a payload with its RFC 6901 instance pointer.

mod kind;
mod violation;

use std::fmt;

pub use kind::{JsonType, ValidationErrorKind};
pub use violation::ValidationError;

/// The broad class of an [`Error`], like `serde_json::error::Category`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Category {
    /// The input is not JSON (or not UTF-8); see [`Error::line`] and [`Error::column`].
    Syntax,
    /// The input is JSON but not valid against the schema; see [`Error::validation_errors`].
    Validation,
    /// The input exceeds a [`Limits`](crate::Limits) bound (size); depth overruns are reported
    /// as syntax errors with their line and column.
    Limit,
}

/// Why a payload was refused. Opaque; use the accessors.
pub struct Error {
    // Boxed so that `Result<T, Error>` stays one pointer wide.
    inner: Box<Repr>,
}

enum Repr {
    Syntax {
        message: String,
        line: usize,
        column: usize,
    },
    Validation(Vec<ValidationError>),
    Limit(String),
}

/// A serde_json error (malformed JSON, or a value that does not serialize) as a
/// [`Category::Syntax`] error, with its line and column.
impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Self {
        Self::syntax(&e)
    }
}

impl Error {
    pub(crate) fn syntax(e: &serde_json::Error) -> Self {
        let full = e.to_string();
        // serde_json appends " at line L column C"; keep it out of the message.
        let message = match full.rfind(" at line ") {
            Some(i) => full.get(..i).unwrap_or(&full).to_owned(),
            None => full,
        };
        Self {
            inner: Box::new(Repr::Syntax {
                message,
                line: e.line(),
                column: e.column(),
            }),
        }
    }

    pub(crate) fn limit(message: String) -> Self {
        Self {
            inner: Box::new(Repr::Limit(message)),
        }
    }

    pub(crate) fn validation(errors: Vec<ValidationError>) -> Self {
        Self {
            inner: Box::new(Repr::Validation(errors)),
        }
    }

    /// The broad class of the failure.
    #[must_use]
    pub fn classify(&self) -> Category {
        match *self.inner {
            Repr::Syntax { .. } => Category::Syntax,
            Repr::Validation(_) => Category::Validation,
            Repr::Limit(_) => Category::Limit,
        }
    }

    /// Every violation, ordered by location (object keys in sorted order); empty unless
    /// [`Error::classify`] is [`Category::Validation`].
    #[must_use]
    pub fn validation_errors(&self) -> &[ValidationError] {
        match &*self.inner {
            Repr::Validation(v) => v,
            Repr::Syntax { .. } | Repr::Limit(_) => &[],
        }
    }

    /// One-based line of a syntax error (0 otherwise).
    #[must_use]
    pub fn line(&self) -> usize {
        match *self.inner {
            Repr::Syntax { line, .. } => line,
            Repr::Validation(_) | Repr::Limit(_) => 0,
        }
    }

    /// One-based column of a syntax error (0 otherwise).
    #[must_use]
    pub fn column(&self) -> usize {
        match *self.inner {
            Repr::Syntax { column, .. } => column,
            Repr::Validation(_) | Repr::Limit(_) => 0,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &*self.inner {
            Repr::Syntax {
                message,
                line,
                column,
            } => write!(f, "{message} at line {line} column {column}"),
            Repr::Limit(message) => f.write_str(message),
            Repr::Validation(errors) => {
                for (i, e) in errors.iter().enumerate() {
                    if i > 0 {
                        f.write_str("\n")?;
                    }
                    write!(f, "{e}")?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Readable in `unwrap()` output: the same text as Display.
        write!(f, "Error({:?})", self.to_string())
    }
}

impl std::error::Error for Error {}
