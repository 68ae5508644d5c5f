//! The runtime of an untagged enum's raw conversion (`#[serde(untagged)]`) over values of
//! different JSON kinds, which the generator writes out rather than derives
//! (`codegen/src/deserialize/untagged.rs`).
//!
//! serde's derive reads an untagged enum by buffering the value as its `Content` and trying
//! each variant on the buffer in turn; every variant that does not fit builds its error (a
//! formatted message on the heap) before the next is tried. The JSON-RPC id, `String` or
//! `Integer` in that order, is on every Codex message, and an integer id paid for a string's
//! refusal on each. Where every variant holds a standard type whose JSON kind the generator
//! knows (a string, a boolean, a number type, an array, a map), the value's kind says which
//! variant takes it, so the generated impl of [`Untagged`] answers per kind and the value is
//! read once, unbuffered.
//!
//! The rules stay serde's derive's (`untagged/tests.rs` holds the two equal on every route):
//! the variants are tried in declaration order, so among number types the first that holds the
//! value takes it (`i64` takes a `u64` up to `i64::MAX`, `f64` any number); an array or a map
//! goes to its variant, and if that variant does not convert, or no variant takes the kind,
//! the error is serde's `data did not match any variant of untagged enum …`.

use std::fmt;
use std::marker::PhantomData;

use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

/// What the generator writes for one untagged enum (on its private `__RawE`): the variant that
/// takes each JSON kind, `None` where no variant does.
pub trait Untagged: Sized {
    /// The enum.
    type Value;
    /// The enum's name, for the message.
    const NAME: &'static str;

    /// A boolean.
    fn boolean(_: bool) -> Option<Self::Value> {
        None
    }
    /// A negative integer, or one a deserializer gave as signed.
    fn signed(_: i64) -> Option<Self::Value> {
        None
    }
    /// A non-negative integer given as unsigned.
    fn unsigned(_: u64) -> Option<Self::Value> {
        None
    }
    /// A number with a fraction or an exponent.
    fn float(_: f64) -> Option<Self::Value> {
        None
    }
    /// A string, borrowed.
    fn str(_: &str) -> Option<Self::Value> {
        None
    }
    /// A string, owned.
    fn string(v: String) -> Option<Self::Value> {
        Self::str(&v)
    }
    /// The variant that takes an array, as a conversion from its elements.
    fn seq<'de, A: SeqAccess<'de>>(_: A) -> Option<Result<Self::Value, A::Error>> {
        None
    }
    /// The variant that takes an object, as a conversion from its members.
    fn map<'de, A: MapAccess<'de>>(_: A) -> Option<Result<Self::Value, A::Error>> {
        None
    }
}

/// The raw conversion of the untagged enum `T` describes.
///
/// # Errors
/// serde's derive's error when no variant takes the value.
pub fn untagged<'de, T: Untagged, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<T::Value, D::Error> {
    deserializer.deserialize_any(Kind::<T>(PhantomData))
}

/// A variant that holds `V`, read from an array's elements (`Untagged::seq`).
///
/// # Errors
/// `V`'s conversion error.
pub fn from_seq<'de, V: Deserialize<'de>, A: SeqAccess<'de>>(seq: A) -> Result<V, A::Error> {
    V::deserialize(SeqAccessDeserializer::new(seq))
}

/// A variant that holds `V`, read from an object's members (`Untagged::map`).
///
/// # Errors
/// `V`'s conversion error.
pub fn from_map<'de, V: Deserialize<'de>, A: MapAccess<'de>>(map: A) -> Result<V, A::Error> {
    V::deserialize(MapAccessDeserializer::new(map))
}

/// Dispatches on the value's kind.
struct Kind<T>(PhantomData<T>);

impl<T: Untagged> Kind<T> {
    fn take<E: de::Error>(value: Option<T::Value>) -> Result<T::Value, E> {
        value.ok_or_else(no_variant::<T, E>)
    }
}

fn no_variant<T: Untagged, E: de::Error>() -> E {
    E::custom(format_args!(
        "data did not match any variant of untagged enum {}",
        T::NAME
    ))
}

impl<'de, T: Untagged> Visitor<'de> for Kind<T> {
    type Value = T::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "untagged enum {}", T::NAME)
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<T::Value, E> {
        Self::take(T::boolean(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<T::Value, E> {
        Self::take(T::signed(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<T::Value, E> {
        Self::take(T::unsigned(v))
    }

    fn visit_i128<E: de::Error>(self, v: i128) -> Result<T::Value, E> {
        // serde's buffer holds no 128-bit integer: one outside 64 bits matches no variant.
        match (i64::try_from(v), u64::try_from(v)) {
            (Ok(i), _) => self.visit_i64(i),
            (_, Ok(u)) => self.visit_u64(u),
            _ => Err(no_variant::<T, E>()),
        }
    }

    fn visit_u128<E: de::Error>(self, v: u128) -> Result<T::Value, E> {
        match u64::try_from(v) {
            Ok(u) => self.visit_u64(u),
            Err(_) => Err(no_variant::<T, E>()),
        }
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<T::Value, E> {
        Self::take(T::float(v))
    }

    fn visit_char<E: de::Error>(self, v: char) -> Result<T::Value, E> {
        Self::take(T::str(v.encode_utf8(&mut [0; 4])))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T::Value, E> {
        Self::take(T::str(v))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<T::Value, E> {
        Self::take(T::string(v))
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<T::Value, E> {
        // A `String` takes bytes that are UTF-8 (serde's string visitor does).
        match std::str::from_utf8(v) {
            Ok(s) => self.visit_str(s),
            Err(_) => Err(no_variant::<T, E>()),
        }
    }

    fn visit_none<E: de::Error>(self) -> Result<T::Value, E> {
        Err(no_variant::<T, E>())
    }

    fn visit_unit<E: de::Error>(self) -> Result<T::Value, E> {
        Err(no_variant::<T, E>())
    }

    fn visit_some<D: Deserializer<'de>>(self, _: D) -> Result<T::Value, D::Error> {
        Err(no_variant::<T, D::Error>())
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, _: D) -> Result<T::Value, D::Error> {
        Err(no_variant::<T, D::Error>())
    }

    fn visit_enum<A: de::EnumAccess<'de>>(self, _: A) -> Result<T::Value, A::Error> {
        Err(no_variant::<T, A::Error>())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<T::Value, A::Error> {
        match T::seq(seq) {
            Some(Ok(value)) => Ok(value),
            _ => Err(no_variant::<T, A::Error>()),
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T::Value, A::Error> {
        match T::map(map) {
            Some(Ok(value)) => Ok(value),
            _ => Err(no_variant::<T, A::Error>()),
        }
    }
}

#[cfg(test)]
mod tests;
