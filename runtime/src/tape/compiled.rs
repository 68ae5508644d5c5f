//! The runtime of the compiled validators that judge a tape (issue 23, feature `compiled`).
//!
//! `jsonschema-macros-core` writes its Python backend (`backend = Pyo3`) against the engine's
//! representation traits, `jsonschema::json::{Node, Object, Array, JsonNumber}`, the traits the
//! tape implements (`node.rs`); only a handful of names are Python's own: the node and
//! handle types, interned keys, key nodes and the entry that reads a Python object. The
//! generator (`agent-approval-codegen`, `compiled.rs`) points those names at this module, which
//! gives each its tape meaning, so the engine's own compilation of a schema judges a tape
//! without a `serde_json::Value` being built. Generated code reaches it as
//! `::agent_approval_runtime::__private::tape_json`; nothing else may use it.

use std::borrow::Cow;
use std::convert::Infallible;

pub use jsonschema::json::{cmp, unique, Array, Json, JsonNumber, Node, Object};
pub use jsonschema::{JsonType, JsonTypeSet};

pub use super::node::{TapeArray, TapeJson, TapeNode, TapeObject};

/// The representation the backend names (`__json::Pyo3`).
pub type Pyo3 = TapeJson;

/// The node types the backend names, as the tape's: the handle is the node itself.
pub mod py3 {
    use std::convert::Infallible;

    use super::TapeNode;

    /// The backend's node and handle types (`Borrowed<'a, 'a, PyAny>`, `Bound<'a, PyAny>`),
    /// which the generator writes `Node<'a>`: for a tape, the handle is the node.
    pub type Node<'a> = TapeNode<'a>;

    /// Any JSON value (the backend's `PyAny`; only named beside a node type).
    pub enum PyAny {}

    /// Reading a tape never fails.
    pub type PyResult<T> = Result<T, Infallible>;

    /// Builds the node of a member name, for `propertyNames`.
    pub struct PyString;

    impl PyString {
        /// The string node of `name` (named as the backend calls it).
        #[must_use]
        #[allow(clippy::new_ret_no_self)]
        pub fn new((): (), name: &str) -> Name<'_> {
            Name(name)
        }
    }

    /// A member name on its way to becoming a node.
    pub struct Name<'a>(&'a str);

    impl<'a> Name<'a> {
        /// Itself.
        #[must_use]
        pub fn into_any(self) -> Self {
            self
        }

        /// The string node.
        #[must_use]
        pub fn as_borrowed(&self) -> TapeNode<'a> {
            TapeNode::Name(self.0)
        }
    }

    pub use crate::__tape_intern as intern;
}

/// A property name the compiled code looks up, prepared once per call site.
pub struct Key(pub Cow<'static, str>);

impl Key {
    /// The prepared key [`Object::get`] takes.
    #[must_use]
    pub fn as_unbound(&self) -> &Cow<'static, str> {
        &self.0
    }
}

/// The backend's `intern!(py, "name")`: a static prepared key per call site.
#[doc(hidden)]
#[macro_export]
macro_rules! __tape_intern {
    ($py:expr, $key:expr) => {{
        static KEY: $crate::__private::tape_json::Key =
            $crate::__private::tape_json::Key(::std::borrow::Cow::Borrowed($key));
        &KEY
    }};
}

/// `node` as an array, after its type said so.
#[inline]
#[must_use]
pub fn narrow_array(node: TapeNode<'_>) -> Option<TapeArray<'_>> {
    node.as_array()
}

/// `node` as an object, after its type said so.
#[inline]
#[must_use]
pub fn narrow_object(node: TapeNode<'_>) -> Option<TapeObject<'_>> {
    node.as_object()
}

/// The values of an object's members.
#[inline]
pub fn object_values(object: TapeObject<'_>) -> impl Iterator<Item = TapeNode<'_>> {
    object.members().map(|(_, value)| value)
}

/// Runs a validation: a tape has no read errors to collect first.
///
/// # Errors
///
/// Never.
#[inline]
pub fn inspect<T>(_: TapeNode<'_>, _: bool, mut run: impl FnMut() -> T) -> Result<T, Infallible> {
    Ok(run())
}

/// The verdict of a compiled validator's `is_valid`, which cannot fail on a tape.
#[inline]
#[must_use]
pub fn verdict(result: Result<bool, Infallible>) -> bool {
    match result {
        Ok(valid) => valid,
        Err(never) => match never {},
    }
}
