//! The runtime of an internally tagged enum's raw conversion (`#[serde(tag = "…")]`), which the
//! generator writes out rather than derives (`codegen/src/deserialize/tagged.rs`).
//!
//! serde's derive reads an internally tagged enum by buffering the whole object as its
//! private `Content` (a vector per map and array, every member visited twice) to find the tag
//! wherever it stands, then converts the chosen variant from that buffer. Here the tag is read
//! first and the variant converts straight from the members that follow:
//!
//! - the deserializer is asked for a newtype struct named [`TAG_FIRST`] followed by the tag's
//!   name ([`__tag_first!`](crate::__tag_first)). The tape (`tape/de.rs`) answers: it finds the
//!   tag among the object's members and hands it over first, then the other members in
//!   document order, so nothing is buffered;
//! - any other deserializer (serde's own buffers inside an `untagged` or `flatten` parent,
//!   [`Unchecked`](crate::Unchecked) over a user's format) passes a newtype struct through to
//!   its content, which is then read as any value (`deserialize_any`, as serde's derive reads
//!   it; not `deserialize_struct`, which serde's flatten buffer answers with the named fields
//!   only). Where its first member is the tag, the variant converts from the rest as on the
//!   tape; otherwise the other members are buffered onto a tape (the reader's rules: duplicate
//!   keys, depth), the tag's value read where it stands, as serde's derive buffers them in its
//!   `Content`, and the variant converts from that tape (whose numbers follow the tape's rule:
//!   an integral float converts to an integer field, as JSON Schema counts it an integer).
//!
//! The name is a hint, not trust: whatever a deserializer does with it, the visitor accepts the
//! members in any order. The rules stay serde's derive's (`tagged/tests.rs` holds the two
//! equal, value for value and error for error, on every route): the tag's value is a variant's
//! JSON name (or its index, where the deserializer offers an integer as an identifier: serde's
//! buffers and the tape do, serde_json's reader does not), a missing tag is `missing_field`, a second one `duplicate_field`, and an unknown
//! name `unknown_variant` listing the names. A unit variant ignores the other members; a struct
//! variant converts from them with the tag taken out. One difference, on the safe side: the
//! sequence form serde's derive also takes (`["tag", fields…]`, which no JSON Schema of an
//! object accepts) is refused as the wrong type.

use std::fmt;
use std::marker::PhantomData;

use serde::de::value::{
    BorrowedStrDeserializer, MapAccessDeserializer, StrDeserializer, StringDeserializer,
};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Visitor};

use crate::tape;

/// The newtype name under which the tape hands an object over with the member named `$tag`
/// first ([`TAG_FIRST`] and the tag's name).
#[doc(hidden)]
#[macro_export]
macro_rules! __tag_first {
    ($tag:literal) => {
        ::std::concat!("$agent_approval::private::TagFirst ", $tag)
    };
}

/// The start of every [`__tag_first!`](crate::__tag_first) name; the tag's name follows.
pub(crate) const TAG_FIRST: &str = crate::__tag_first!("");

/// What the generator writes for one internally tagged enum (on its private `__RawE`).
pub trait InternallyTagged {
    /// The enum.
    type Value;
    /// The enum's name, for messages.
    const NAME: &'static str;
    /// The tag's name.
    const TAG: &'static str;
    /// `__tag_first!(TAG)`: the hint the tape answers.
    const TAG_FIRST: &'static str;
    /// The variants' JSON names, in declaration order.
    const VARIANTS: &'static [&'static str];

    /// The index of the variant whose JSON name is `name` (a generated `match`).
    fn index(name: &str) -> Option<usize>;

    /// Converts the variant at `index` from `rest`, the members after the tag.
    ///
    /// # Errors
    /// The variant's conversion error.
    fn variant<'de, D: Deserializer<'de>>(index: usize, rest: D) -> Result<Self::Value, D::Error>;
}

/// The raw conversion of the internally tagged enum `T` describes.
///
/// # Errors
/// serde's derive's errors for the same input (see the module docs).
pub fn internally_tagged<'de, T: InternallyTagged, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<T::Value, D::Error> {
    deserializer.deserialize_newtype_struct(T::TAG_FIRST, Tagged::<T>(PhantomData))
}

/// Reads the object of an internally tagged enum.
struct Tagged<T>(PhantomData<T>);

impl<'de, T: InternallyTagged> Visitor<'de> for Tagged<T> {
    type Value = T::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "internally tagged enum {}", T::NAME)
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<T::Value, D::Error> {
        deserializer.deserialize_any(self)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T::Value, A::Error> {
        let tag = T::TAG;
        match map.next_key_seed(tape::Key)? {
            None => Err(de::Error::missing_field(tag)),
            Some(key) if key.read_as(tag) => {
                let index = map.next_value_seed(VariantIndex::<T>(PhantomData))?;
                T::variant(index, MapAccessDeserializer::new(Rest { map, tag }))
            }
            Some(key) => {
                // serde's derive, with a tape for its buffer: the tag's value read where it
                // stands by the deserializer that holds it, the other members buffered.
                let mut index = None;
                let tape = tape::buffer_members(key, map, tag, |map| {
                    if index.is_some() {
                        return Err(de::Error::duplicate_field(tag));
                    }
                    index = Some(map.next_value_seed(VariantIndex::<T>(PhantomData))?);
                    Ok(())
                })?;
                let Some(index) = index else {
                    return Err(de::Error::missing_field(tag));
                };
                let out = T::variant(index, tape::TapeDe::root(&tape)).map_err(de::Error::custom);
                tape.recycle();
                out
            }
        }
    }
}

/// The tag's value: a variant's JSON name, or its index (serde's variant identifier).
struct VariantIndex<T>(PhantomData<T>);

impl<'de, T: InternallyTagged> DeserializeSeed<'de> for VariantIndex<T> {
    type Value = usize;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<usize, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl<'de, T: InternallyTagged> Visitor<'de> for VariantIndex<T> {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<usize, E> {
        match usize::try_from(v) {
            Ok(i) if i < T::VARIANTS.len() => Ok(i),
            _ => Err(E::invalid_value(
                de::Unexpected::Unsigned(v),
                &format!("variant index 0 <= i < {}", T::VARIANTS.len()).as_str(),
            )),
        }
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<usize, E> {
        T::index(v).ok_or_else(|| E::unknown_variant(v, T::VARIANTS))
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<usize, E> {
        match std::str::from_utf8(v) {
            Ok(s) => self.visit_str(s),
            Err(_) => Err(E::unknown_variant(&String::from_utf8_lossy(v), T::VARIANTS)),
        }
    }
}

/// The members after the tag: a second tag is refused (`duplicate_field`), as serde's derive
/// refuses it, rather than handed to the variant as one of its members.
struct Rest<A> {
    map: A,
    tag: &'static str,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Rest<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        self.map.next_key_seed(NotTag {
            seed,
            tag: self.tag,
        })
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }

    fn size_hint(&self) -> Option<usize> {
        self.map.size_hint()
    }
}

/// A key after the tag: read as a string, refused if it is the tag, then handed to `seed`.
struct NotTag<K> {
    seed: K,
    tag: &'static str,
}

impl<K> NotTag<K> {
    fn check<E: de::Error>(&self, key: &str) -> Result<(), E> {
        if key == self.tag {
            Err(E::duplicate_field(self.tag))
        } else {
            Ok(())
        }
    }
}

impl<'de, K: DeserializeSeed<'de>> DeserializeSeed<'de> for NotTag<K> {
    type Value = K::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<K::Value, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl<'de, K: DeserializeSeed<'de>> Visitor<'de> for NotTag<K> {
    type Value = K::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object key")
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<K::Value, E> {
        self.check(v)?;
        self.seed.deserialize(BorrowedStrDeserializer::new(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<K::Value, E> {
        self.check(v)?;
        self.seed.deserialize(StrDeserializer::new(v))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<K::Value, E> {
        self.check(&v)?;
        self.seed.deserialize(StringDeserializer::new(v))
    }
}

#[cfg(test)]
mod tests;
