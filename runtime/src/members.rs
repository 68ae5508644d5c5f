//! The runtime of an open object's raw conversion, which the generator writes out rather than
//! derives (`codegen/src/deserialize/open.rs`): the key seed telling named properties from the
//! others, serde's rule for a missing property, and the seed of the nullable-optional fields.
//!
//! They hold serde's derive's rules so that the written-out conversion converts exactly what
//! the derive did: a key is one of the named properties or goes into `extra` as it came; an
//! absent property is `None` when its type is an `Option` and an error otherwise.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, DeserializeSeed, Deserializer, Visitor};
use serde::forward_to_deserialize_any;
use serde::Deserialize;

/// An object key: the index of the named property it is, or (not named) the key itself.
#[derive(Debug, PartialEq, Eq)]
pub enum Member {
    /// The property at this index of the names given to [`MemberKey`].
    Named(usize),
    /// A property the type does not name: it goes into `extra`.
    Other(String),
}

/// Reads an object key against the type's property names: the generated closure gives the
/// index of the named property a key is (a `match` on the JSON names, which the compiler turns
/// into length checks and word compares, inlined here: the seed is generic over it), `None`
/// for every other key.
#[derive(Clone, Copy)]
pub struct MemberKey<F>(pub F);

impl<F: Fn(&str) -> Option<usize>> MemberKey<F> {
    fn find(&self, key: &str) -> Option<Member> {
        (self.0)(key).map(Member::Named)
    }
}

impl<'de, F: Fn(&str) -> Option<usize>> DeserializeSeed<'de> for MemberKey<F> {
    type Value = Member;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Member, D::Error> {
        // What serde's derive asks of a field key, so that buffers read it the same way.
        deserializer.deserialize_identifier(self)
    }
}

impl<'de, F: Fn(&str) -> Option<usize>> Visitor<'de> for MemberKey<F> {
    type Value = Member;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object key")
    }

    fn visit_str<E>(self, v: &str) -> Result<Member, E> {
        Ok(self.find(v).unwrap_or_else(|| Member::Other(v.to_owned())))
    }

    fn visit_string<E>(self, v: String) -> Result<Member, E> {
        Ok(self.find(&v).unwrap_or(Member::Other(v)))
    }
}

/// The value of an absent property without `default`: `None` for an `Option`, the
/// missing-field error for anything else (serde's derive's rule, which hands the type a
/// deserializer that only answers `deserialize_option`).
///
/// # Errors
/// `missing_field(name)` when `T` is not an `Option`.
pub fn missing<'de, T: Deserialize<'de>, E: de::Error>(name: &'static str) -> Result<T, E> {
    T::deserialize(Missing(name, PhantomData))
}

struct Missing<E>(&'static str, PhantomData<E>);

impl<'de, E: de::Error> Deserializer<'de> for Missing<E> {
    type Error = E;

    fn deserialize_any<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, E> {
        Err(E::missing_field(self.0))
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        visitor.visit_none()
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit
        unit_struct newtype_struct seq tuple tuple_struct map struct enum identifier ignored_any
    }
}

/// An object's written-out conversion: the generator implements it on a private marker per
/// struct (or struct variant), and [`object`] supplies serde's visitor around it.
pub trait Object {
    /// What the conversion gives (the struct, the enum, or a variant's fields as a tuple).
    type Value;
    /// What the visitor expects, for messages (`struct Name`).
    const EXPECTING: &'static str;

    /// Reads the members.
    ///
    /// # Errors
    /// serde's derive's, member by member.
    fn members<'de, A: de::MapAccess<'de>>(map: A) -> Result<Self::Value, A::Error>;
}

/// Converts an object with `T`'s written-out conversion (`deserialize_map` asked of the
/// deserializer, as serde's derive asks for a struct with a flattened field).
///
/// # Errors
/// The deserializer's, or `T`'s.
#[inline]
pub fn object<'de, T: Object, D: Deserializer<'de>>(deserializer: D) -> Result<T::Value, D::Error> {
    deserializer.deserialize_map(ObjectVisitor::<T>(PhantomData))
}

struct ObjectVisitor<T>(PhantomData<T>);

impl<'de, T: Object> Visitor<'de> for ObjectVisitor<T> {
    type Value = T::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::EXPECTING)
    }

    #[inline]
    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<T::Value, A::Error> {
        T::members(map)
    }
}

/// Reads the value of the named property `name` into its `slot`: serde's derive's
/// duplicate-field error when the slot is already filled.
///
/// # Errors
/// `duplicate_field(name)`, or the value's own error.
#[inline]
pub fn slot<'de, A: de::MapAccess<'de>, T: Deserialize<'de>>(
    map: &mut A,
    slot: &mut Option<T>,
    name: &'static str,
) -> Result<(), A::Error> {
    slot_seed(map, slot, name, PhantomData)
}

/// [`slot`], the value read through `seed` (a property read `with` a module, such as
/// [`DoubleOption`]).
///
/// # Errors
/// `duplicate_field(name)`, or the value's own error.
#[inline]
pub fn slot_seed<'de, A: de::MapAccess<'de>, S: de::DeserializeSeed<'de>>(
    map: &mut A,
    slot: &mut Option<S::Value>,
    name: &'static str,
    seed: S,
) -> Result<(), A::Error> {
    if slot.is_some() {
        return Err(de::Error::duplicate_field(name));
    }
    *slot = Some(map.next_value_seed(seed)?);
    Ok(())
}

/// The value read for a property without `default`: the slot's value, or (absent)
/// [`missing`]'s.
///
/// # Errors
/// `missing_field(name)` when absent and `T` is not an `Option`.
#[inline]
pub fn required<'de, T: Deserialize<'de>, E: de::Error>(
    slot: Option<T>,
    name: &'static str,
) -> Result<T, E> {
    match slot {
        Some(value) => Ok(value),
        None => missing(name),
    }
}

/// The next member's key, read against the type's property names by `find` (a generated
/// `match`): [`MemberKey`] as a seed, `None` after the last member.
///
/// # Errors
/// The map's.
#[inline]
pub fn next<'de, A: de::MapAccess<'de>, F: Fn(&str) -> Option<usize>>(
    map: &mut A,
    find: F,
) -> Result<Option<Member>, A::Error> {
    map.next_key_seed(MemberKey(find))
}

/// The map of an object's unknown properties (`extra`): `serde_json::Map`, or a `HashMap` or
/// `BTreeMap` with `String` keys and the values the schema's `additionalProperties` gives.
pub trait Extra {
    /// The values.
    type Value;
    /// Keeps one unknown property.
    fn keep(&mut self, name: String, value: Self::Value);
}

impl Extra for serde_json::Map<String, serde_json::Value> {
    type Value = serde_json::Value;
    fn keep(&mut self, name: String, value: serde_json::Value) {
        self.insert(name, value);
    }
}

impl<V, S: std::hash::BuildHasher> Extra for std::collections::HashMap<String, V, S> {
    type Value = V;
    fn keep(&mut self, name: String, value: V) {
        self.insert(name, value);
    }
}

impl<V> Extra for std::collections::BTreeMap<String, V> {
    type Value = V;
    fn keep(&mut self, name: String, value: V) {
        self.insert(name, value);
    }
}

/// A member the type does not name, kept in `extra` as it came.
///
/// # Errors
/// The value's own error.
#[inline]
pub fn other<'de, A: de::MapAccess<'de>, E: Extra>(
    map: &mut A,
    extra: &mut E,
    name: String,
) -> Result<(), A::Error>
where
    E::Value: Deserialize<'de>,
{
    let value = map.next_value()?;
    extra.keep(name, value);
    Ok(())
}

/// `T::default()`, for the generated constructors' optional fields.
#[inline]
#[must_use]
pub fn default<T: Default>() -> T {
    T::default()
}

/// A member the type does not keep: its value read and dropped.
///
/// # Errors
/// The value's own error.
#[inline]
pub fn skip<'de, A: de::MapAccess<'de>>(map: &mut A) -> Result<(), A::Error> {
    map.next_value::<de::IgnoredAny>().map(|_| ())
}

/// Reads a present property that may be `null` (`with = double_option`) as a seed: `null` is
/// `Some(None)`, anything else `Some(Some(v))`.
pub struct DoubleOption<T>(PhantomData<T>);

impl<T> DoubleOption<T> {
    /// The seed.
    #[must_use]
    pub const fn new() -> Self {
        Self(PhantomData)
    }
}

impl<T> Default for DoubleOption<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<'de, T: Deserialize<'de>> DeserializeSeed<'de> for DoubleOption<Option<Option<T>>> {
    type Value = Option<Option<T>>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        crate::double_option::deserialize(deserializer)
    }
}

pub mod write;

#[cfg(test)]
mod tests;
