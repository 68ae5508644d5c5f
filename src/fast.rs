//! Support for the generated single-pass deserializers (the fast path): exact value checks on
//! typed values ([`Check`]), the depth budget, and unknown-property capture.
//!
//! The generated `Deserialize` impls validate while they parse and fail at the first
//! violation; `from_slice` then falls back to the full validator, which reports every error.
//! So everything here must be *exact*: [`Check::check`] is `true` if and only if the value is
//! valid against the node.

use std::cell::Cell;
use std::num::{NonZeroI64, NonZeroU64};

use serde::de::{DeserializeSeed, Error as _, MapAccess};
use serde::Serialize;
use serde_json::{Map, Number, Value};

use crate::__private::{Lit, Node};
use crate::error::JsonType;
use crate::json::{Limits, ValueSeed};
use crate::validate::{bounds, format, is_valid, length, pattern};

thread_local! {
    /// Levels of nesting the current parse may still open.
    static DEPTH_LEFT: Cell<usize> = const { Cell::new(Limits::new().max_depth) };
}

/// Sets the depth budget for one parse; restores the previous budget on drop.
pub(crate) struct DepthScope(usize);

impl DepthScope {
    pub(crate) fn new(max_depth: usize) -> Self {
        Self(DEPTH_LEFT.with(|d| d.replace(max_depth.min(Limits::MAX_DEPTH))))
    }
}

impl Drop for DepthScope {
    fn drop(&mut self) {
        DEPTH_LEFT.with(|d| d.set(self.0));
    }
}

/// One level of nesting, given back on drop.
pub struct Level(());

impl Level {
    /// Opens a level, or fails when the budget is spent.
    ///
    /// # Errors
    /// When the input nests deeper than the current limit.
    pub fn enter<E: serde::de::Error>() -> Result<Self, E> {
        DEPTH_LEFT.with(|d| match d.get() {
            0 => Err(E::custom("nesting depth exceeds the limit")),
            n => {
                d.set(n - 1);
                Ok(Self(()))
            }
        })
    }
}

impl Drop for Level {
    fn drop(&mut self) {
        DEPTH_LEFT.with(|d| d.set(d.get() + 1));
    }
}

/// Reads the value of an unknown property into `extra`, refusing a duplicate key, and checks
/// it against `schema` when `additionalProperties` is a schema.
///
/// # Errors
/// On a duplicate key, nesting beyond the budget, or a value the schema refuses.
pub fn extra<'de, A: MapAccess<'de>>(
    map: &mut A,
    extra: &mut Map<String, Value>,
    key: String,
    schema: Option<&'static Node>,
) -> Result<(), A::Error> {
    if extra.contains_key(&key) {
        return Err(A::Error::custom("duplicate key"));
    }
    let max_depth = DEPTH_LEFT.with(Cell::get);
    let value = map.next_value_seed(ValueSeed::new(max_depth))?;
    if let Some(schema) = schema {
        if !is_valid(schema, &value) {
            return Err(A::Error::custom("invalid additional property"));
        }
    }
    extra.insert(key, value);
    Ok(())
}

/// The failure every generated deserializer reports; the full validator explains it.
#[must_use]
pub fn invalid<E: serde::de::Error>() -> E {
    E::custom("value is not valid against the schema")
}

/// An exact validity check of a typed value against a schema node.
pub trait Check {
    /// `true` if and only if the JSON form of `self` is valid against `node`.
    fn check(&self, node: &'static Node) -> bool;
}

/// Checks any serializable value exactly, through its JSON form.
pub fn check_json<T: Serialize + ?Sized>(value: &T, node: &'static Node) -> bool {
    serde_json::to_value(value).is_ok_and(|v| is_valid(node, &v))
}

/// Applies `local` to `node` and to every subschema that applies to the same value
/// (`$ref`, `allOf`, `anyOf`, `oneOf`), as JSON Schema combines them.
fn applies(node: &'static Node, local: &dyn Fn(&'static Node) -> bool) -> bool {
    if node.boolean.is_none()
        && node.reference.is_none()
        && node.all_of.is_empty()
        && node.any_of.is_empty()
        && node.one_of.is_empty()
    {
        // The common case: a plain subschema.
        return local(node);
    }
    if let Some(b) = node.boolean {
        return b;
    }
    if node.reference.is_some_and(|r| !applies(r, local)) {
        return false;
    }
    if !node.all_of.iter().all(|b| applies(b, local)) {
        return false;
    }
    if !node.any_of.is_empty() && !node.any_of.iter().any(|b| applies(b, local)) {
        return false;
    }
    if !node.one_of.is_empty() && node.one_of.iter().filter(|b| applies(b, local)).count() != 1 {
        return false;
    }
    local(node)
}

fn type_ok(node: &Node, t: JsonType) -> bool {
    node.types.is_none_or(|ts| ts.contains(&t))
}

impl Check for str {
    fn check(&self, node: &'static Node) -> bool {
        applies(node, &|n| {
            type_ok(n, JsonType::String)
                && n.enumeration
                    .is_none_or(|e| e.iter().any(|l| matches!(l, Lit::Str(s) if *s == self)))
                && n.constant
                    .is_none_or(|l| matches!(l, Lit::Str(s) if s == self))
                && length::check(n, self).is_none()
                && pattern::check(n, self).is_none()
                && format::check(n, self).is_none()
        })
    }
}

impl Check for String {
    fn check(&self, node: &'static Node) -> bool {
        self.as_str().check(node)
    }
}

impl Check for bool {
    fn check(&self, node: &'static Node) -> bool {
        applies(node, &|n| {
            type_ok(n, JsonType::Boolean)
                && n.enumeration
                    .is_none_or(|e| e.iter().any(|l| matches!(l, Lit::Bool(b) if b == self)))
                && n.constant
                    .is_none_or(|l| matches!(l, Lit::Bool(b) if b == *self))
        })
    }
}

fn number_ok(number: &Number, node: &'static Node) -> bool {
    // `integer` accepts a number with no fractional part, however it is stored.
    applies(node, &|n| {
        let typed = n.types.is_none_or(|ts| {
            ts.contains(&JsonType::Number)
                || (ts.contains(&JsonType::Integer) && crate::validate::is_integer(number))
        });
        typed
            && n.enumeration
                .is_none_or(|e| e.iter().any(|l| lit_is_number(*l, number)))
            && n.constant.is_none_or(|l| lit_is_number(l, number))
            && bounds::check(n, number).is_empty()
    })
}

fn lit_is_number(lit: Lit, number: &Number) -> bool {
    matches!(lit, Lit::Num(l) if bounds::compare(number, l) == Some(std::cmp::Ordering::Equal))
}

macro_rules! check_int {
    ($($t:ty),*) => {$(
        impl Check for $t {
            fn check(&self, node: &'static Node) -> bool {
                number_ok(&Number::from(*self), node)
            }
        }
    )*};
}
check_int!(u8, u16, u32, u64, i8, i16, i32, i64);

impl Check for NonZeroU64 {
    fn check(&self, node: &'static Node) -> bool {
        self.get().check(node)
    }
}

impl Check for NonZeroI64 {
    fn check(&self, node: &'static Node) -> bool {
        self.get().check(node)
    }
}

impl Check for f64 {
    fn check(&self, node: &'static Node) -> bool {
        Number::from_f64(*self).is_some_and(|n| number_ok(&n, node))
    }
}

impl<T: Check + Serialize> Check for Vec<T> {
    fn check(&self, node: &'static Node) -> bool {
        applies(node, &|n| {
            if n.enumeration.is_some() || n.constant.is_some() {
                return check_json(self, n);
            }
            let len = self.len() as u64;
            type_ok(n, JsonType::Array)
                && n.min_items.is_none_or(|m| len >= m)
                && n.max_items.is_none_or(|m| len <= m)
                && n.items
                    .is_none_or(|items| self.iter().all(|x| x.check(items)))
        })
    }
}

impl<T: Check> Check for Option<T> {
    fn check(&self, node: &'static Node) -> bool {
        match self {
            Some(v) => v.check(node),
            None => is_valid(node, &Value::Null),
        }
    }
}

impl<T: Check + ?Sized> Check for Box<T> {
    fn check(&self, node: &'static Node) -> bool {
        (**self).check(node)
    }
}

impl Check for Value {
    fn check(&self, node: &'static Node) -> bool {
        is_valid(node, self)
    }
}

impl Check for Map<String, Value> {
    fn check(&self, node: &'static Node) -> bool {
        check_json(self, node)
    }
}

impl<T: Serialize> Check for std::collections::BTreeMap<String, T> {
    fn check(&self, node: &'static Node) -> bool {
        check_json(self, node)
    }
}

/// The node's own table, or a `$ref` chain with nothing else that ends there.
#[must_use]
pub fn is_own(node: &'static Node, own: &'static Node) -> bool {
    let mut n = node;
    loop {
        if std::ptr::eq(n, own) {
            return true;
        }
        match n.reference {
            Some(r) if only_reference(n) => n = r,
            _ => return false,
        }
    }
}

fn only_reference(n: &Node) -> bool {
    n.boolean.is_none()
        && n.types.is_none()
        && n.enumeration.is_none()
        && n.constant.is_none()
        && n.properties.is_empty()
        && n.required.is_empty()
        && matches!(n.additional, crate::__private::Additional::Allowed)
        && n.items.is_none()
        && n.one_of.is_empty()
        && n.any_of.is_empty()
        && n.all_of.is_empty()
        && n.pattern.is_none()
        && n.format.is_none()
        && n.minimum.is_none()
        && n.maximum.is_none()
        && n.exclusive_minimum.is_none()
        && n.exclusive_maximum.is_none()
        && n.min_length.is_none()
        && n.max_length.is_none()
        && n.min_items.is_none()
        && n.max_items.is_none()
}

/// Reads a `T` after opening `n` nesting levels (one per `Vec` in `T`; generated types open
/// their own).
pub struct Levels<T>(usize, std::marker::PhantomData<T>);

impl<T> Levels<T> {
    /// A seed for `T` that opens `levels` levels.
    #[must_use]
    pub fn new(levels: usize) -> Self {
        Self(levels, std::marker::PhantomData)
    }
}

impl<'de, T: serde::Deserialize<'de>> DeserializeSeed<'de> for Levels<T> {
    type Value = T;

    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<T, D::Error> {
        let needed = self.0;
        DEPTH_LEFT.with(|left| {
            if left.get() < needed {
                return Err(D::Error::custom("nesting depth exceeds the limit"));
            }
            left.set(left.get() - needed);
            Ok(())
        })?;
        let result = T::deserialize(d);
        DEPTH_LEFT.with(|left| left.set(left.get() + needed));
        result
    }
}

/// A property name read by a generated deserializer: one of the schema's names (by index),
/// or an unknown one (owned, for `extra`).
pub enum Key {
    /// Index into the names the seed was given.
    Known(usize),
    /// A name the schema does not list.
    Unknown(String),
}

/// Reads a property name, matching it against known names (with the generated `match`)
/// without allocating.
pub struct KeySeed<F>(pub F);

impl<'de, F: Fn(&str) -> Option<usize>> DeserializeSeed<'de> for KeySeed<F> {
    type Value = Key;

    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<Key, D::Error> {
        d.deserialize_str(self)
    }
}

impl<F: Fn(&str) -> Option<usize>> serde::de::Visitor<'_> for KeySeed<F> {
    type Value = Key;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a property name")
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Key, E> {
        Ok(match (self.0)(v) {
            Some(i) => Key::Known(i),
            None => Key::Unknown(v.to_owned()),
        })
    }

    fn visit_string<E: serde::de::Error>(self, v: String) -> Result<Key, E> {
        Ok(match (self.0)(&v) {
            Some(i) => Key::Known(i),
            None => Key::Unknown(v),
        })
    }
}
