//! serde's `Deserialize` on generated types: every path judges, once.
//!
//! The generator keeps typify's derived `Deserialize` as the *raw* conversion of a private
//! mirror item (`#[serde(remote = "T")] struct __RawT`, see `codegen/src/deserialize.rs`) and
//! gives `T` itself the trait impl written by [`__judged!`](crate::__judged):
//!
//! - **inside a judged document** (the flag below is raised) it runs the raw conversion: the
//!   engine has already accepted the whole document, this value included;
//! - **anywhere else** (`serde_json::from_str`, `from_reader`, `from_value`, a stream,
//!   `axum::Json`, a field of a user's own type, …) it buffers the input onto a tape with the
//!   strict reader's rules (`tape::buffer`: duplicate keys where the format exposes them,
//!   depth), judges the tape with the type's schema through the same `judge` as
//!   [`from_str`](crate::from_str), and converts the accepted tape. A refusal is a serde error
//!   whose message is the first violation with its pointer.
//!
//! **How "judged" is detected, and why user code cannot fake it.** A thread-local depth
//! counter is raised only by [`Judged::convert`], for the duration of one raw conversion, and
//! by [`Unchecked`]. A [`Judged`] has a private field: only this crate makes one, and only
//! around a tape the engine accepted (`parse::convert`). While the flag is up, the code that
//! runs is the generated raw conversion and what it calls: other generated types, serde's own
//! buffering (`untagged`, `flatten`, tags), `serde_json::Value` and std; no user code. No
//! public function raises it, a user's `Deserializer` cannot (the flag is not in serde's data
//! model, unlike a magic newtype name that any deserializer could answer), and a user's
//! nested `serde_json::from_str::<T>` outside a conversion finds it down and judges. The flag
//! is lowered on return and on unwind.
//!
//! Inline items (types typify made for a subschema that is neither a root nor a definition)
//! have no schema of their own to judge against: their `Deserialize` converts only inside a
//! judged document ([`__inline!`](crate::__inline)) and refuses anywhere else (fail closed);
//! parse the type holding them, or use [`Unchecked`].

use std::cell::Cell;
use std::fmt;

use serde::de::{Deserialize, Deserializer, Error as _};
use serde::{Serialize, Serializer};

use crate::json::Limits;
use crate::parse::{self, Validate};
use crate::tape;

thread_local! {
    /// How many judged conversions (or [`Unchecked`] ones) are running on this thread.
    static JUDGED: Cell<u32> = const { Cell::new(0) };
}

/// Whether a generated type is being converted inside a document already judged.
#[must_use]
pub fn judged() -> bool {
    JUDGED.with(|depth| depth.get() > 0)
}

/// Raises the flag until dropped (also on unwind).
struct Raised;

impl Raised {
    fn new() -> Self {
        JUDGED.with(|depth| depth.set(depth.get().saturating_add(1)));
        Self
    }
}

impl Drop for Raised {
    fn drop(&mut self) {
        JUDGED.with(|depth| depth.set(depth.get().saturating_sub(1)));
    }
}

/// A deserializer over a document the engine accepted. Only this crate makes one.
pub struct Judged<D> {
    de: D,
}

impl<D> Judged<D> {
    /// Wraps a deserializer of an accepted tape.
    pub(crate) fn new(de: D) -> Self {
        Self { de }
    }

    /// Runs the raw conversion `raw` with the flag raised.
    ///
    /// # Errors
    /// `raw`'s: a valid value the Rust type cannot hold.
    pub fn convert<T, E>(self, raw: impl FnOnce(D) -> Result<T, E>) -> Result<T, E> {
        let _raised = Raised::new();
        raw(self.de)
    }
}

/// Converts an accepted document without judging it again (implemented, empty, by generated
/// code through [`__judged!`](crate::__judged)).
pub trait FromJudged: for<'de> Deserialize<'de> {
    /// The raw conversion of an accepted document: the type's own `Deserialize` with the flag
    /// raised, which takes its raw branch. Provided, so that no type compiles a body of its
    /// own for it.
    ///
    /// # Errors
    /// A valid value the Rust type cannot hold.
    fn from_judged<'de, D: Deserializer<'de>>(judged: Judged<D>) -> Result<Self, D::Error> {
        judged.convert(Self::deserialize)
    }
}

/// The `Deserialize` of a generated type outside a judged document: buffer, judge, convert.
///
/// # Errors
/// The format's own errors, a duplicate key or nesting deeper than
/// [`Limits::default`]'s depth, or the first violation with its pointer (and how many more).
pub fn judge_deserialize<'de, T: Validate, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<T, D::Error> {
    let tape = tape::buffer(deserializer, Limits::default().max_depth)?;
    parse::parsed(tape).map_err(|e| D::Error::custom(first(&e)))
}

/// The refusal of an inline type's `Deserialize` outside a judged document.
#[must_use]
pub fn inline_refusal<E: serde::de::Error>(ty: &str) -> E {
    E::custom(format_args!(
        "`{ty}` has no schema of its own, so it converts only inside a judged document: \
         deserialize the type that holds it (or use `agent_approval::Unchecked`)"
    ))
}

/// The first violation of `error` with its pointer, and how many more there are.
fn first(error: &crate::Error) -> String {
    match error.validation_errors() {
        [] => error.to_string(),
        [one] => one.to_string(),
        [one, rest @ ..] => format!("{one} (and {} more)", rest.len()),
    }
}

/// Deserializes `T` **without judging it against its schema**: for trusted data and tests.
///
/// A generated type's `Deserialize` judges its input with the engine wherever it is called
/// (`serde_json::from_str`, `axum::Json<T>`, …). `Unchecked<T>` is the one explicit door
/// around it: the raw conversion serde derived, which takes JSON the schema refuses. Never
/// use it on input from a peer.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Unchecked<T>(pub T);

impl<T> Unchecked<T> {
    /// The value, unjudged.
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T: fmt::Debug> fmt::Debug for Unchecked<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Unchecked").field(&self.0).finish()
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Unchecked<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let _raised = Raised::new();
        T::deserialize(deserializer).map(Unchecked)
    }
}

impl<T: Serialize> Serialize for Unchecked<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

/// `Deserialize` and [`FromJudged`] for a root or definition type `$ty` whose raw conversion
/// is `$raw`: a mirror with an inherent `deserialize` (`__judged!(T, __RawT)`; a struct's
/// reads objects only, `__judged!(T, struct __RawT)`), a written-out
/// [`Object`](crate::__private::Object) marker (`__judged!(T, object __RawT)`), or the type's
/// own `FromStr` for a string enum (`__judged!(T, str)`). Generated code only.
#[doc(hidden)]
#[macro_export]
macro_rules! __judged {
    (@ $ty:ident, $convert:expr) => {
        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> ::std::result::Result<Self, D::Error> {
                if $crate::__private::judged() {
                    $convert(deserializer)
                } else {
                    $crate::__private::judge_deserialize::<Self, D>(deserializer)
                }
            }
        }
        impl $crate::__private::FromJudged for $ty {}
    };
    ($ty:ident, object $raw:ident) => {
        $crate::__judged!(@ $ty, $crate::__private::object::<$raw, _>);
    };
    ($ty:ident, struct $raw:ident) => {
        $crate::__judged!(@ $ty, |d| $raw::deserialize($crate::__private::StructOnly(d)));
    };
    ($ty:ident, str) => {
        $crate::__judged!(@ $ty, $crate::__private::from_str::<$ty, _>);
    };
    ($ty:ident, $raw:ident) => {
        $crate::__judged!(@ $ty, $raw::deserialize);
    };
}

/// `Deserialize` for an inline type `$ty` (no schema of its own) whose raw conversion is
/// `$raw`, in the forms of [`__judged!`](crate::__judged): inside a judged document only.
/// Generated code only.
#[doc(hidden)]
#[macro_export]
macro_rules! __inline {
    (@ $ty:ident, $convert:expr) => {
        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> ::std::result::Result<Self, D::Error> {
                if $crate::__private::judged() {
                    $convert(deserializer)
                } else {
                    ::std::result::Result::Err($crate::__private::inline_refusal(
                        ::std::stringify!($ty),
                    ))
                }
            }
        }
    };
    ($ty:ident, object $raw:ident) => {
        $crate::__inline!(@ $ty, $crate::__private::object::<$raw, _>);
    };
    ($ty:ident, struct $raw:ident) => {
        $crate::__inline!(@ $ty, |d| $raw::deserialize($crate::__private::StructOnly(d)));
    };
    ($ty:ident, str) => {
        $crate::__inline!(@ $ty, $crate::__private::from_str::<$ty, _>);
    };
    ($ty:ident, $raw:ident) => {
        $crate::__inline!(@ $ty, $raw::deserialize);
    };
}
