//! The tape's containers as serde's access traits: an array's elements, an object's members
//! (also with a tag handed over first), a one-member object as an enum variant.

use serde::de::{self, DeserializeSeed, Deserializer, IntoDeserializer, Visitor};
use serde_json::Error;

use super::super::{Elements, Members, Tape};
use super::TapeDe;

pub(super) struct Seq<'a, 'de> {
    pub(super) tape: &'a Tape<'de>,
    pub(super) elements: Elements<'a, 'de>,
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

pub(super) struct Map<'a, 'de> {
    pub(super) tape: &'a Tape<'de>,
    pub(super) members: Members<'a, 'de>,
    pub(super) value: Option<usize>,
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
pub(super) struct TagFirst<'a, 'de> {
    pub(super) map: Map<'a, 'de>,
    /// The tag's value.
    pub(super) tag: usize,
    /// Whether the tag is still to be handed over.
    pub(super) pending: bool,
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
pub(super) struct Variant<'a, 'de> {
    pub(super) key: TapeDe<'a, 'de>,
    pub(super) value: TapeDe<'a, 'de>,
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
