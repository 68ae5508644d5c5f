//! The strict reader: JSON text to a [`Tape`], refusing duplicate object keys (two parsers
//! that keep different duplicates could see different decisions) and nesting beyond the
//! limit. Strings without escapes are borrowed from the input.
//!
//! The same visitor buffers any self-describing deserializer onto a tape ([`buffer`]: what a
//! generated type's `Deserialize` judges), with the same duplicate-key and depth rules.

use std::fmt;

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::Number;

use super::scan::scan;
use super::{duplicate, Item, Keys, Tape, Text};
use crate::error::Error;
use crate::json::Limits;

/// At most this many items are reserved before reading.
const RESERVE_ITEMS: usize = 4096;

/// Reads one JSON document under `limits`.
pub(crate) fn read<'s>(bytes: &'s [u8], limits: &Limits) -> Result<Tape<'s>, Error> {
    // UTF-8 checked once for the whole input is faster than string by string; invalid input
    // is read byte-wise all the same, for serde_json's own error and position.
    match std::str::from_utf8(bytes) {
        Ok(text) => read_str(text, limits),
        Err(_) => {
            let mut tape = start(bytes.len(), limits)?;
            fill(
                serde_json::Deserializer::from_slice(bytes),
                &mut tape,
                max_depth(limits),
            )?;
            Ok(tape)
        }
    }
}

/// [`read`] on text already known to be UTF-8: the scanner's fast path (`scan.rs`), or,
/// where it gives up, serde_json's reading of the whole text, whose verdict and error stand.
pub(crate) fn read_str<'s>(text: &'s str, limits: &Limits) -> Result<Tape<'s>, Error> {
    let mut tape = start(text.len(), limits)?;
    let max_depth = max_depth(limits);
    if scan(text, &mut tape, max_depth).is_none() {
        tape.clear();
        fill_with(text, &mut tape, max_depth)?;
    }
    Ok(tape)
}

/// The depth `limits` allow, within what serde_json reads.
fn max_depth(limits: &Limits) -> usize {
    limits.max_depth.min(Limits::MAX_DEPTH)
}

/// Reads `text` onto `tape` through serde_json.
pub(super) fn fill_with<'s>(
    text: &'s str,
    tape: &mut Tape<'s>,
    max_depth: usize,
) -> Result<(), Error> {
    fill(serde_json::Deserializer::from_str(text), tape, max_depth)
}

/// The empty tape an input of `len` bytes is read onto (the thread's recycled one,
/// [`Tape::scratch`]), or the size limit's refusal.
fn start<'s>(len: usize, limits: &Limits) -> Result<Tape<'s>, Error> {
    if len > limits.max_bytes {
        return Err(Error::limit(format!(
            "input is {len} bytes, more than the limit of {}",
            limits.max_bytes
        )));
    }
    // About one item per eight bytes of typical approval messages; beyond a message's size
    // the vector grows as items come, so a large input that is one long string does not
    // reserve items it never fills.
    let mut tape = Tape::scratch();
    tape.items.reserve((len / 8 + 4).min(RESERVE_ITEMS));
    Ok(tape)
}

/// Reads the one document of `de` onto `tape`.
fn fill<'s, R: serde_json::de::Read<'s>>(
    mut de: serde_json::Deserializer<R>,
    tape: &mut Tape<'s>,
    max_depth: usize,
) -> Result<(), Error> {
    let seed = Push {
        tape,
        depth: 0,
        max_depth,
    };
    seed.deserialize(&mut de).map_err(|e| Error::syntax(&e))?;
    de.end().map_err(|e| Error::syntax(&e))
}

/// Buffers the one value `deserializer` holds onto a tape, under `max_depth`: duplicate keys
/// (where the format exposes them) and deeper nesting are refused as the reader refuses them;
/// what is not in JSON's data model (bytes, a format's own enums) is refused too.
pub(crate) fn buffer<'de, D: de::Deserializer<'de>>(
    deserializer: D,
    max_depth: usize,
) -> Result<Tape<'de>, D::Error> {
    let mut tape = Tape::scratch();
    Push {
        tape: &mut tape,
        depth: 0,
        max_depth,
    }
    .deserialize(deserializer)?;
    Ok(tape)
}

/// Buffers an object whose first key, `first`, was already read from `map` onto a tape: that
/// key and the members left, under the reader's duplicate-key rule and [`Limits::MAX_DEPTH`],
/// except the members named `skip`, whose values `on_skip` reads from `map` instead (an
/// internally tagged enum's tag, read by the deserializer that holds it: `src/tagged.rs`).
pub(crate) fn buffer_members<'de, A: MapAccess<'de>>(
    first: Text<'de>,
    map: A,
    skip: &str,
    on_skip: impl FnMut(&mut A) -> Result<(), A::Error>,
) -> Result<Tape<'de>, A::Error> {
    let mut tape = Tape::scratch();
    Push {
        tape: &mut tape,
        depth: 0,
        max_depth: Limits::MAX_DEPTH,
    }
    .members(Some(first), map, Some((skip, on_skip)))?;
    Ok(tape)
}

/// Pushes one value (and its contents) onto the tape.
struct Push<'t, 's> {
    tape: &'t mut Tape<'s>,
    depth: usize,
    max_depth: usize,
}

impl<'s> Push<'_, 's> {
    fn nested<E: de::Error>(&mut self) -> Result<Push<'_, 's>, E> {
        if self.depth >= self.max_depth {
            return Err(E::custom(format_args!(
                "nesting depth exceeds the limit of {}",
                self.max_depth
            )));
        }
        Ok(Push {
            tape: self.tape,
            depth: self.depth + 1,
            max_depth: self.max_depth,
        })
    }

    /// An object: `first` (a key already read from `map`, its value not yet), then the
    /// members left in `map`; a member whose key is `skip`'s name is not pushed, its value is
    /// `skip`'s function's to read.
    fn members<A: MapAccess<'s>>(
        mut self,
        mut first: Option<Text<'s>>,
        mut map: A,
        mut skip: Option<(&str, impl FnMut(&mut A) -> Result<(), A::Error>)>,
    ) -> Result<(), A::Error> {
        let at = self.tape.open(true);
        let mut count = 0;
        let mut keys = Keys::new(at);
        while let Some(key) = match first.take() {
            Some(key) => Some(key),
            None => map.next_key_seed(Key)?,
        } {
            if let Some((name, read)) = &mut skip {
                if key.read_as(name) {
                    read(&mut map)?;
                    continue;
                }
            }
            let key_at = self.tape.items.len();
            self.tape.push(Item::String(key));
            if let Some(repeated) = keys.repeated(self.tape, key_at) {
                return Err(de::Error::custom(duplicate(repeated)));
            }
            map.next_value_seed(self.nested()?)?;
            count += 1;
        }
        self.tape.close(at, count);
        Ok(())
    }
}

impl<'de> DeserializeSeed<'de> for Push<'_, 'de> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Push<'_, 'de> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<(), E> {
        self.tape.push(Item::Bool(v));
        Ok(())
    }

    fn visit_i64<E>(self, v: i64) -> Result<(), E> {
        self.tape.push(Item::Number(v.into()));
        Ok(())
    }

    fn visit_u64<E>(self, v: u64) -> Result<(), E> {
        self.tape.push(Item::Number(v.into()));
        Ok(())
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<(), E> {
        let n = Number::from_f64(v).ok_or_else(|| E::custom("number out of range"))?;
        self.tape.push(Item::Number(n));
        Ok(())
    }

    fn visit_i128<E: de::Error>(self, v: i128) -> Result<(), E> {
        let n = Number::from_i128(v).ok_or_else(|| E::custom("number out of range"))?;
        self.tape.push(Item::Number(n));
        Ok(())
    }

    fn visit_u128<E: de::Error>(self, v: u128) -> Result<(), E> {
        let n = Number::from_u128(v).ok_or_else(|| E::custom("number out of range"))?;
        self.tape.push(Item::Number(n));
        Ok(())
    }

    fn visit_char<E>(self, v: char) -> Result<(), E> {
        self.tape.push(Item::String(Text::Owned(v.to_string())));
        Ok(())
    }

    fn visit_none<E>(self) -> Result<(), E> {
        self.tape.push(Item::Null);
        Ok(())
    }

    fn visit_some<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }

    fn visit_newtype_struct<D: de::Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }

    fn visit_borrowed_str<E>(self, v: &'de str) -> Result<(), E> {
        self.tape.push(Item::String(Text::Borrowed(v)));
        Ok(())
    }

    fn visit_str<E>(self, v: &str) -> Result<(), E> {
        self.tape.push(Item::String(Text::Owned(v.to_owned())));
        Ok(())
    }

    fn visit_string<E>(self, v: String) -> Result<(), E> {
        self.tape.push(Item::String(Text::Owned(v)));
        Ok(())
    }

    fn visit_unit<E>(self) -> Result<(), E> {
        self.tape.push(Item::Null);
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(mut self, mut seq: A) -> Result<(), A::Error> {
        let at = self.tape.open(false);
        let mut count = 0;
        while seq.next_element_seed(self.nested()?)?.is_some() {
            count += 1;
        }
        self.tape.close(at, count);
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<(), A::Error> {
        self.members(
            None,
            map,
            None::<(&str, fn(&mut A) -> Result<(), A::Error>)>,
        )
    }
}

/// An object key, borrowed where the text has no escapes.
pub(crate) struct Key;

impl<'de> DeserializeSeed<'de> for Key {
    type Value = Text<'de>;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<Text<'de>, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for Key {
    type Value = Text<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object key")
    }

    fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Text<'de>, E> {
        Ok(Text::Borrowed(v))
    }

    fn visit_str<E>(self, v: &str) -> Result<Text<'de>, E> {
        Ok(Text::Owned(v.to_owned()))
    }

    fn visit_string<E>(self, v: String) -> Result<Text<'de>, E> {
        Ok(Text::Owned(v))
    }
}
