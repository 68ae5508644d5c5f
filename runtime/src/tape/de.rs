//! Converting an accepted tape into a generated type: serde's data model over the tape, as
//! serde_json's `Value` deserializer gives it, with one difference.
//!
//! JSON Schema calls `1.0` and `1e3` integers, and the engine accepts them where the schema
//! says `integer`; serde's integer types refuse a float. Here a float with no fractional part
//! that `i64` or `u64` holds is given to every visitor as that integer. It has to be given so
//! to `deserialize_any` too, not only when an integer is asked for: inside an untagged,
//! internally tagged or flattened shape serde buffers the value first (its `Content`, through
//! `deserialize_any`) and an integer field then refuses a buffered float. The value is kept,
//! not its spelling: a `serde_json::Value` field holds `6` for `6.0` (equal numbers to JSON
//! Schema), as an `f64` field already writes `6.0` for `6`.

use serde::de::value::{BorrowedStrDeserializer, StrDeserializer};
use serde::de::{self, DeserializeSeed, Deserializer, IntoDeserializer, Visitor};
use serde::forward_to_deserialize_any;
use serde_json::{Error, Number};

use super::{Elements, Item, Members, Tape, Text};
use crate::tagged::TAG_FIRST;

/// The value at `at` on a tape, as a serde deserializer.
#[derive(Clone, Copy)]
pub(crate) struct TapeDe<'a, 'de> {
    tape: &'a Tape<'de>,
    at: usize,
}

impl<'a, 'de> TapeDe<'a, 'de> {
    /// The tape's root value.
    pub(crate) fn root(tape: &'a Tape<'de>) -> Self {
        Self { tape, at: 0 }
    }

    fn item(&self) -> Result<&'a Item<'de>, Error> {
        self.tape
            .item(self.at)
            .ok_or_else(|| de::Error::custom("the tape ends early"))
    }
}

/// The integer an integral float stands for, when one of `i64`/`u64` holds it (`-0.0` is 0).
enum Whole {
    Signed(i64),
    Unsigned(u64),
}

fn whole(n: &Number) -> Option<Whole> {
    if n.is_i64() || n.is_u64() {
        return None;
    }
    let f = n.as_f64()?;
    if f.fract() != 0.0 {
        return None;
    }
    // 2^63 and 2^64 are exact in f64; the casts below are exact inside these ranges.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    if (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&f) {
        Some(Whole::Signed(f as i64))
    } else if (0.0..18_446_744_073_709_551_616.0).contains(&f) {
        Some(Whole::Unsigned(f as u64))
    } else {
        None
    }
}

impl<'de> Deserializer<'de> for TapeDe<'_, 'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.item()? {
            Item::Null => visitor.visit_unit(),
            Item::Bool(b) => visitor.visit_bool(*b),
            Item::Number(n) => {
                if let Some(u) = n.as_u64() {
                    visitor.visit_u64(u)
                } else if let Some(i) = n.as_i64() {
                    visitor.visit_i64(i)
                } else {
                    match whole(n) {
                        Some(Whole::Signed(i)) => visitor.visit_i64(i),
                        Some(Whole::Unsigned(u)) => visitor.visit_u64(u),
                        None => visitor.visit_f64(n.as_f64().unwrap_or(f64::NAN)),
                    }
                }
            }
            Item::String(Text::Borrowed(s)) => visitor.visit_borrowed_str(s),
            Item::String(text) => visitor.visit_str(self.tape.text(text)),
            Item::Array { len, .. } => visitor.visit_seq(Seq {
                tape: self.tape,
                elements: Elements::new(self.tape, self.at, *len),
            }),
            Item::Object { len, .. } => visitor.visit_map(Map {
                tape: self.tape,
                members: Members::new(self.tape, self.at, *len),
                value: None,
            }),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.item()? {
            Item::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    /// A newtype named [`TAG_FIRST`] and a tag's name, where the value is an object holding
    /// that tag (an internally tagged enum's written-out conversion, `src/tagged.rs`), is the
    /// object handed over tag first, then its other members in document order. Any other
    /// newtype is its content.
    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        if let (Some(tag), Item::Object { len, .. }) = (name.strip_prefix(TAG_FIRST), self.item()?)
        {
            let members = Members::new(self.tape, self.at, *len);
            if let Some((_, value)) = members.clone().find(|(key, _)| *key == tag) {
                return visitor.visit_map(TagFirst {
                    map: Map {
                        tape: self.tape,
                        members,
                        value: None,
                    },
                    tag: value,
                    pending: true,
                });
            }
        }
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.item()? {
            Item::String(Text::Borrowed(s)) => {
                visitor.visit_enum(BorrowedStrDeserializer::<Error>::new(s))
            }
            Item::String(text) => {
                visitor.visit_enum(StrDeserializer::<Error>::new(self.tape.text(text)))
            }
            Item::Object { len: 1, .. } => visitor.visit_enum(Variant {
                key: TapeDe {
                    tape: self.tape,
                    at: self.at + 1,
                },
                value: TapeDe {
                    tape: self.tape,
                    at: self.at + 2,
                },
            }),
            _ => Err(de::Error::invalid_type(
                de::Unexpected::Other("a value that is neither a string nor a one-member object"),
                &"an enum",
            )),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit
        unit_struct seq tuple tuple_struct map struct identifier
    }
}

struct Seq<'a, 'de> {
    tape: &'a Tape<'de>,
    elements: Elements<'a, 'de>,
}

impl<'de> de::SeqAccess<'de> for Seq<'_, 'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        self.elements
            .next()
            .map(|at| {
                seed.deserialize(TapeDe {
                    tape: self.tape,
                    at,
                })
            })
            .transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.elements.left)
    }
}

struct Map<'a, 'de> {
    tape: &'a Tape<'de>,
    members: Members<'a, 'de>,
    value: Option<usize>,
}

impl<'de> Map<'_, 'de> {
    /// Hands over the member whose value is at `at`: its key to `seed` now, its value next.
    fn member<K: DeserializeSeed<'de>>(
        &mut self,
        at: usize,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        self.value = Some(at);
        // The key is the string item just before its value.
        seed.deserialize(TapeDe {
            tape: self.tape,
            at: at - 1,
        })
        .map(Some)
    }
}

impl<'de> de::MapAccess<'de> for Map<'_, 'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        match self.members.next() {
            Some((_, at)) => self.member(at, seed),
            None => Ok(None),
        }
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        match self.value.take() {
            Some(at) => seed.deserialize(TapeDe {
                tape: self.tape,
                at,
            }),
            None => Err(de::Error::custom("value is missing")),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.members.left)
    }
}

/// An object's members with one of them, the tag (its value at `tag`), handed over first and
/// then passed over where it stands.
struct TagFirst<'a, 'de> {
    map: Map<'a, 'de>,
    /// The tag's value.
    tag: usize,
    /// Whether the tag is still to be handed over.
    pending: bool,
}

impl<'de> de::MapAccess<'de> for TagFirst<'_, 'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        let at = if self.pending {
            self.pending = false;
            self.tag
        } else {
            let tag = self.tag;
            let Some((_, at)) = self.map.members.find(|(_, at)| *at != tag) else {
                return Ok(None);
            };
            at
        };
        self.map.member(at, seed)
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        de::MapAccess::next_value_seed(&mut self.map, seed)
    }

    fn size_hint(&self) -> Option<usize> {
        // The tag counts among the members left until the walk passes it.
        let passed = self.map.members.next > self.tag;
        Some(self.map.members.left - usize::from(!passed) + usize::from(self.pending))
    }
}

/// A one-member object read as an enum variant.
struct Variant<'a, 'de> {
    key: TapeDe<'a, 'de>,
    value: TapeDe<'a, 'de>,
}

impl<'a, 'de> de::EnumAccess<'de> for Variant<'a, 'de> {
    type Error = Error;
    type Variant = TapeDe<'a, 'de>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, TapeDe<'a, 'de>), Error> {
        Ok((seed.deserialize(self.key)?, self.value))
    }
}

impl<'de> de::VariantAccess<'de> for TapeDe<'_, 'de> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        serde::Deserialize::deserialize(self)
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_any(visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_any(visitor)
    }
}

impl<'a, 'de> IntoDeserializer<'de, Error> for TapeDe<'a, 'de> {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}
