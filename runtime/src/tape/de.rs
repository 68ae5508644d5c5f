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

mod access;

use serde::de::value::{BorrowedStrDeserializer, StrDeserializer};
use serde::de::{self, Deserializer, Unexpected, Visitor};
use serde_json::{Error, Number};

use super::{Elements, Item, Members, Tape, Text};
use crate::tagged::TAG_FIRST;
use access::{Map, Seq, TagFirst, Variant};

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

    /// The array here, of `len` elements, as serde's access.
    fn elements(self, len: usize) -> Seq<'a, 'de> {
        Seq {
            tape: self.tape,
            elements: Elements::new(self.tape, self.at, len),
        }
    }

    /// The object here, of `len` members, as serde's access.
    fn members(self, len: usize) -> Map<'a, 'de> {
        Map {
            tape: self.tape,
            members: Members::new(self.tape, self.at, len),
            value: None,
        }
    }

    /// Records on the tape where a conversion fails, for its report (`parse.rs`): the
    /// innermost value whose conversion gave the error. A value that converts clears what a
    /// failed attempt inside it recorded (an untagged enum's variant tried and passed over).
    #[inline]
    fn tracked<T>(self, result: Result<T, Error>) -> Result<T, Error> {
        let failed = &self.tape.failed;
        match result {
            Ok(_) => failed.set(None),
            Err(_) if failed.get().is_none() => failed.set(Some(self.at)),
            Err(_) => {}
        }
        result
    }
}

/// Where a conversion of the tape failed, as [`TapeDe::tracked`] records it.
impl Tape<'_> {
    /// Forgets where an earlier conversion of this tape failed.
    pub(crate) fn reset_failure(&self) {
        self.failed.set(None);
    }

    /// The pointer of the value whose conversion failed last (the root's, `""`, if none did).
    pub(crate) fn failed_pointer(&self) -> String {
        self.failed
            .get()
            .map(|at| self.pointer(at))
            .unwrap_or_default()
    }

    /// The RFC 6901 pointer of the value at `at` (of the member, for an object key's item),
    /// found by one walk down from the root: linear in the tape.
    fn pointer(&self, at: usize) -> String {
        let mut pointer = String::new();
        let mut node = 0;
        while node < at {
            let step = match self.item(node) {
                Some(Item::Array { len, .. }) => Elements::new(self, node, *len)
                    .enumerate()
                    .find(|&(_, i)| at < self.after(i))
                    .map(|(index, i)| (index.to_string(), i)),
                Some(Item::Object { len, .. }) => Members::new(self, node, *len)
                    .find(|&(_, i)| at < self.after(i))
                    .map(|(key, i)| (key.replace('~', "~0").replace('/', "~1"), i)),
                _ => None,
            };
            let Some((segment, child)) = step else { break };
            pointer.push('/');
            pointer.push_str(&segment);
            node = child;
        }
        pointer
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

/// Each `deserialize_*` asks for the kinds serde_json's `Value` deserializer gives it and
/// refuses the others without calling the visitor: a visitor only ever gets the calls its type
/// can take, so each conversion instantiates only those (the crate's compile time is mostly
/// these instantiations).
impl<'de> Deserializer<'de> for TapeDe<'_, 'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.tracked(self.any(visitor))
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.item()? {
            Item::Null => self.tracked(visitor.visit_none()),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.tracked(self.newtype_struct(name, visitor))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.tracked(self.variant(visitor))
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let result = match self.item()? {
            Item::Bool(b) => visitor.visit_bool(*b),
            item => Err(refusal(self.tape, item, &visitor)),
        };
        self.tracked(result)
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let result = match self.item()? {
            Item::Number(n) => number(n, visitor),
            item => Err(refusal(self.tape, item, &visitor)),
        };
        self.tracked(result)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let result = match self.item()? {
            Item::String(Text::Borrowed(s)) => visitor.visit_borrowed_str(s),
            Item::String(text) => visitor.visit_str(self.tape.text(text)),
            item => Err(refusal(self.tape, item, &visitor)),
        };
        self.tracked(result)
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let result = match self.item()? {
            Item::Null => visitor.visit_unit(),
            item => Err(refusal(self.tape, item, &visitor)),
        };
        self.tracked(result)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let result = match self.item()? {
            Item::Array { len, .. } => visitor.visit_seq(self.elements(*len)),
            item => Err(refusal(self.tape, item, &visitor)),
        };
        self.tracked(result)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let result = match self.item()? {
            Item::Object { len, .. } => visitor.visit_map(self.members(*len)),
            item => Err(refusal(self.tape, item, &visitor)),
        };
        self.tracked(result)
    }

    /// An object, or an array (its members in order), as serde_json reads a struct.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let result = match self.item()? {
            Item::Object { len, .. } => visitor.visit_map(self.members(*len)),
            Item::Array { len, .. } => visitor.visit_seq(self.elements(*len)),
            item => Err(refusal(self.tape, item, &visitor)),
        };
        self.tracked(result)
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    serde::forward_to_deserialize_any! { bytes byte_buf }
    forward! { deserialize_u64 => deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64
    deserialize_i128 deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u128
    deserialize_f32 deserialize_f64 }
    forward! { deserialize_str => deserialize_char deserialize_string deserialize_identifier }
}

/// `deserialize_*` methods that read as `$to` does (serde_json's `Value` reads every number
/// kind alike, and every string kind).
macro_rules! forward {
    ($to:ident => $($method:ident)*) => {
        $(
            fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
                self.$to(visitor)
            }
        )*
    };
}
use forward;

/// A number given to `visitor` as [`TapeDe`] gives numbers (an integral float as its integer).
fn number<'de, V: Visitor<'de>>(n: &Number, visitor: V) -> Result<V::Value, Error> {
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

/// serde's invalid-type error for `item`, as the visitor's own default `visit_*` gives it.
#[cold]
fn refusal(tape: &Tape<'_>, item: &Item<'_>, expected: &dyn de::Expected) -> Error {
    let unexpected = match item {
        Item::Null => Unexpected::Unit,
        Item::Bool(b) => Unexpected::Bool(*b),
        Item::Number(n) => match (n.as_u64(), n.as_i64(), whole(n)) {
            (Some(u), _, _) | (_, _, Some(Whole::Unsigned(u))) => Unexpected::Unsigned(u),
            (_, Some(i), _) | (_, _, Some(Whole::Signed(i))) => Unexpected::Signed(i),
            _ => Unexpected::Float(n.as_f64().unwrap_or(f64::NAN)),
        },
        Item::String(text) => Unexpected::Str(tape.text(text)),
        Item::Array { .. } => Unexpected::Seq,
        Item::Object { .. } => Unexpected::Map,
    };
    de::Error::invalid_type(unexpected, expected)
}

impl<'de> TapeDe<'_, 'de> {
    /// [`Deserializer::deserialize_any`], untracked.
    fn any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.item()? {
            Item::Null => visitor.visit_unit(),
            Item::Bool(b) => visitor.visit_bool(*b),
            Item::Number(n) => number(n, visitor),
            Item::String(Text::Borrowed(s)) => visitor.visit_borrowed_str(s),
            Item::String(text) => visitor.visit_str(self.tape.text(text)),
            Item::Array { len, .. } => visitor.visit_seq(self.elements(*len)),
            Item::Object { len, .. } => visitor.visit_map(self.members(*len)),
        }
    }

    /// A newtype named [`TAG_FIRST`] and a tag's name, where the value is an object holding
    /// that tag (an internally tagged enum's written-out conversion, `src/tagged.rs`), is the
    /// object handed over tag first, then its other members in document order. Any other
    /// newtype is its content.
    fn newtype_struct<V: Visitor<'de>>(
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

    /// [`Deserializer::deserialize_enum`], untracked.
    fn variant<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
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
}
