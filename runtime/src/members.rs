//! The runtime of an open object's raw conversion, which the generator writes out rather than
//! derives (`codegen/src/deserialize/open.rs`): the key seed telling named properties from the
//! others, and the seed of the nullable-optional fields.
//!
//! They hold serde's derive's rules so that the written-out conversion converts exactly what
//! the derive did: a key is one of the named properties or goes into `extra` as it came. (An
//! absent property is `None` when its type is an `Option` and an error otherwise: the
//! generator writes that from the field's type, `codegen/src/deserialize/open/members.rs`.)

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, DeserializeSeed, Deserializer, Visitor};
use serde::Deserialize;

/// An object key: the index of the named property it is, or (not named) the key itself.
#[derive(Debug, PartialEq, Eq)]
pub enum Member {
    /// The property at this index of the names given to [`MemberKey`].
    Named(usize),
    /// A property the type does not name: it goes into `extra`.
    Other(String),
}

/// Reads an object key against the type's property names: the generated table of each name
/// with its field's index, sorted by length and then by bytes (`key_order`), gives the index
/// of the named property a key is, `None` for every other key.
///
/// A table, not a generated `match`: the seed and its visitor are then one type, compiled once
/// per deserializer instead of once per object type, and no lookup function is compiled per
/// type (most of what a crate of generated types compiled was these copies). A binary search
/// that compares lengths first does what the `match` compiled to (BENCHMARKS.md).
#[derive(Clone, Copy)]
pub struct MemberKey(pub &'static [(&'static str, usize)]);

/// The order of [`MemberKey`]'s table: by length, then by bytes (the generator sorts so).
fn key_order(a: &str, b: &str) -> std::cmp::Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.as_bytes().cmp(b.as_bytes()))
}

impl MemberKey {
    #[inline]
    fn find(&self, key: &str) -> Option<Member> {
        let at = self
            .0
            .binary_search_by(|(name, _)| key_order(name, key))
            .ok()?;
        self.0.get(at).map(|&(_, index)| Member::Named(index))
    }
}

impl<'de> DeserializeSeed<'de> for MemberKey {
    type Value = Member;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Member, D::Error> {
        // What serde's derive asks of a field key, so that buffers read it the same way.
        deserializer.deserialize_identifier(self)
    }
}

impl Visitor<'_> for MemberKey {
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

/// The value of a property the type requires: the slot's value, or (absent) serde's
/// `missing_field(name)`. The generator calls it only for a field whose type is not an
/// `Option` (an absent `Option` is `None`, serde's derive's rule).
///
/// # Errors
/// `missing_field(name)` when the slot is empty.
#[inline]
pub fn present<T, E: de::Error>(slot: Option<T>, name: &'static str) -> Result<T, E> {
    slot.ok_or_else(|| E::missing_field(name))
}

/// The next member's key, read against the type's property `names` ([`MemberKey`]'s sorted
/// table): [`MemberKey`] as a seed, `None` after the last member.
///
/// # Errors
/// The map's.
#[inline]
pub fn next<'de, A: de::MapAccess<'de>>(
    map: &mut A,
    names: &'static [(&'static str, usize)],
) -> Result<Option<Member>, A::Error> {
    map.next_key_seed(MemberKey(names))
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

/// A member the type's schema forbids (a `not` of `required`, a property schema `false`): an
/// error, so that an untagged union tries its next variant rather than keeping the member in
/// this one's `extra`.
///
/// # Errors
/// Always.
#[cold]
pub fn forbidden<'de, A: de::MapAccess<'de>>(name: &str) -> Result<(), A::Error> {
    Err(de::Error::custom(format_args!(
        "the schema forbids the property `{name}` here"
    )))
}

/// The error of a property whose string value does not match its schema's `pattern`: an
/// untagged union's variant refuses it, so serde tries the next (bundleconfig's bundles, told
/// apart by the pattern of `outputFileName`).
///
/// # Errors
/// Always.
#[cold]
pub fn unmatched<'de, A: de::MapAccess<'de>>(name: &str, pattern: &str) -> Result<(), A::Error> {
    Err(de::Error::custom(format_args!(
        "the property `{name}` does not match the pattern `{pattern}` here"
    )))
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
