//! The runtime of an object's written-out `Serialize` (`codegen/src/deserialize/open.rs`):
//! the generator writes it for a struct or struct variant with optional, nullable properties,
//! which are plain `Option<T>` fields beside a [`Nulls`](crate::Nulls) set. One map, in
//! declaration order: present values as they are, `None` left out unless it was read as
//! `null`, then the unknown properties (`extra`).

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;

use crate::Nulls;

/// The object being written, and which of its optional properties were read as `null`.
pub struct Members<M>(M, Nulls);

impl<M: SerializeMap> Members<M> {
    /// Starts the object on `serializer` (a map of unknown length, as serde's derive writes a
    /// struct with a flattened field); `nulls` is the value's [`Nulls`].
    ///
    /// # Errors
    /// The serializer's.
    #[inline]
    pub fn new<S: Serializer<SerializeMap = M, Error = M::Error>>(
        serializer: S,
        nulls: Nulls,
    ) -> Result<Self, M::Error> {
        serializer.serialize_map(None).map(|m| Self(m, nulls))
    }

    /// A property that is always written.
    ///
    /// # Errors
    /// The serializer's.
    #[inline]
    pub fn field<T: Serialize + ?Sized>(
        &mut self,
        name: &'static str,
        value: &T,
    ) -> Result<(), M::Error> {
        self.0.serialize_entry(name, value)
    }

    /// An optional property: its value when `Some`, left out when `None`.
    ///
    /// # Errors
    /// The serializer's.
    #[inline]
    pub fn optional<T: Serialize>(
        &mut self,
        name: &'static str,
        value: &Option<T>,
    ) -> Result<(), M::Error> {
        match value {
            Some(v) => self.0.serialize_entry(name, v),
            None => Ok(()),
        }
    }

    /// An optional, nullable property, the `index`th the [`Nulls`] track: its value when
    /// `Some`; when `None`, `null` if it was read as `null`, else left out.
    ///
    /// # Errors
    /// The serializer's.
    #[inline]
    pub fn nullable<T: Serialize>(
        &mut self,
        name: &'static str,
        value: &Option<T>,
        index: usize,
    ) -> Result<(), M::Error> {
        match value {
            Some(v) => self.0.serialize_entry(name, v),
            None if self.1.contains(index) => self.0.serialize_entry(name, &()),
            None => Ok(()),
        }
    }

    /// The unknown properties, as they came (the flattened map, by reference).
    ///
    /// # Errors
    /// The serializer's.
    #[inline]
    pub fn extra<K: Serialize, V: Serialize>(
        &mut self,
        extra: impl IntoIterator<Item = (K, V)>,
    ) -> Result<(), M::Error> {
        extra
            .into_iter()
            .try_for_each(|(k, v)| self.0.serialize_entry(&k, &v))
    }

    /// Ends the object.
    ///
    /// # Errors
    /// The serializer's.
    #[inline]
    pub fn end(self) -> Result<M::Ok, M::Error> {
        self.0.end()
    }
}
