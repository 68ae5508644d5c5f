//! A Rust value as the JSON it serializes to, written onto a [`Tape`] as serde_json would
//! write it as text (non-finite floats as `null`, map keys as strings), without the text.
//!
//! An object that would carry a key twice (an `extra` entry repeating a named property) is
//! refused: a peer reading the text would keep one of the two, so there is no one JSON to
//! judge.

use serde::ser::{self, Serialize};
use serde_json::{Error, Number};

use super::{duplicate, Item, Keys, Tape};
use crate::json::Limits;

mod key;

use key::KeyWriter;

/// Calls `f` with `value` written on a tape.
pub(crate) fn write<T: Serialize + ?Sized, R>(
    value: &T,
    f: impl FnOnce(&Tape<'_>) -> R,
) -> Result<R, Error> {
    let mut tape = Tape::scratch();
    let mut writer = Writer {
        tape: &mut tape,
        depth: 0,
    };
    let result = value.serialize(&mut writer).map(|()| f(&tape));
    tape.recycle();
    result
}

struct Writer<'t> {
    tape: &'t mut Tape<'static>,
    /// Arrays and objects open around the value being written.
    depth: usize,
}

/// An open array or object.
struct Open<'w, 't> {
    writer: &'w mut Writer<'t>,
    at: usize,
    count: usize,
    /// For struct and tuple variants: the outer one-member object.
    outer: Option<usize>,
    /// An object's keys so far.
    keys: Keys,
}

impl Open<'_, '_> {
    fn end(self) -> Result<(), Error> {
        self.writer.depth -= 1 + usize::from(self.outer.is_some());
        let tape = &mut *self.writer.tape;
        tape.close(self.at, self.count);
        if let Some(outer) = self.outer {
            tape.close(outer, 1);
        }
        Ok(())
    }
}

impl<'w, 't> Writer<'t> {
    /// Enters `levels` more arrays or objects, refusing nesting the strict reader would
    /// refuse (the JSON would not be read back).
    fn enter(&mut self, levels: usize) -> Result<(), Error> {
        self.depth += levels;
        if self.depth > Limits::MAX_DEPTH {
            return Err(ser::Error::custom(format_args!(
                "nesting depth exceeds the limit of {}",
                Limits::MAX_DEPTH
            )));
        }
        Ok(())
    }

    fn open(&'w mut self, object: bool, variant: Option<&str>) -> Result<Open<'w, 't>, Error> {
        self.enter(1 + usize::from(variant.is_some()))?;
        let outer = variant.map(|name| {
            let outer = self.tape.open(true);
            self.tape.push_arena(name);
            outer
        });
        let at = self.tape.open(object);
        Ok(Open {
            writer: self,
            at,
            count: 0,
            outer,
            keys: Keys::new(at),
        })
    }
}

/// Small integers written as the 64-bit integer that holds them.
macro_rules! widen {
    ($($method:ident: $ty:ty => $to:ident),*) => {$(
        fn $method(self, v: $ty) -> Result<(), Error> {
            self.$to(v.into())
        }
    )*};
}

impl<'w, 't> ser::Serializer for &'w mut Writer<'t> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Open<'w, 't>;
    type SerializeTuple = Open<'w, 't>;
    type SerializeTupleStruct = Open<'w, 't>;
    type SerializeTupleVariant = Open<'w, 't>;
    type SerializeMap = Open<'w, 't>;
    type SerializeStruct = Open<'w, 't>;
    type SerializeStructVariant = Open<'w, 't>;

    widen!(serialize_i8: i8 => serialize_i64, serialize_i16: i16 => serialize_i64,
        serialize_i32: i32 => serialize_i64, serialize_u8: u8 => serialize_u64,
        serialize_u16: u16 => serialize_u64, serialize_u32: u32 => serialize_u64);

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.tape.push(Item::Bool(v));
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.tape.push(Item::Number(v.into()));
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        match (i64::try_from(v), u64::try_from(v)) {
            (Ok(i), _) => self.serialize_i64(i),
            (_, Ok(u)) => self.serialize_u64(u),
            _ => Err(ser::Error::custom("number out of range")),
        }
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.tape.push(Item::Number(v.into()));
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        u64::try_from(v)
            .map_err(|_| ser::Error::custom("number out of range"))
            .and_then(|u| self.serialize_u64(u))
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        // serde_json writes an `f32` by its shortest decimal, which a reader takes as an `f64`.
        if v.is_finite() {
            let n: Number = v.to_string().parse().map_err(ser::Error::custom)?;
            self.tape.push(Item::Number(n));
        } else {
            self.tape.push(Item::Null);
        }
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        self.tape
            .push(Number::from_f64(v).map_or(Item::Null, Item::Number));
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.tape.push_arena(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.tape.push_arena(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        self.enter(1)?;
        let at = self.tape.open(false);
        for b in v {
            self.tape.push(Item::Number((*b).into()));
        }
        self.tape.close(at, v.len());
        self.depth -= 1;
        Ok(())
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.tape.push(Item::Null);
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.enter(1)?;
        let at = self.tape.open(true);
        self.tape.push_arena(variant);
        value.serialize(&mut *self)?;
        self.tape.close(at, 1);
        self.depth -= 1;
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Open<'w, 't>, Error> {
        self.open(false, None)
    }
    fn serialize_tuple(self, _len: usize) -> Result<Open<'w, 't>, Error> {
        self.open(false, None)
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Open<'w, 't>, Error> {
        self.open(false, None)
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Open<'w, 't>, Error> {
        self.open(false, Some(variant))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Open<'w, 't>, Error> {
        self.open(true, None)
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Open<'w, 't>, Error> {
        self.open(true, None)
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Open<'w, 't>, Error> {
        self.open(true, Some(variant))
    }
}

impl Open<'_, '_> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut *self.writer)?;
        self.count += 1;
        Ok(())
    }

    fn member<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Error> {
        let at = self.writer.tape.items.len();
        self.writer.tape.push_arena(key);
        self.check_key(at)?;
        self.element(value)
    }

    /// Refuses the key just written at `at` when an earlier member has it (a peer reading
    /// the text would keep one of the two).
    fn check_key(&mut self, at: usize) -> Result<(), Error> {
        match self.keys.repeated(self.writer.tape, at) {
            Some(key) => Err(ser::Error::custom(duplicate(key))),
            None => Ok(()),
        }
    }
}

/// The element-taking compound serializers: each pushes its values in order.
macro_rules! elements {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for Open<'_, '_> {
            type Ok = ();
            type Error = Error;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                self.element(value)
            }
            fn end(self) -> Result<(), Error> {
                Open::end(self)
            }
        }
    )*};
}

elements!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

/// The named-field compound serializers: each pushes a key, then its value.
macro_rules! members {
    ($($trait:ident),*) => {$(
        impl ser::$trait for Open<'_, '_> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                key: &'static str,
                value: &T,
            ) -> Result<(), Error> {
                self.member(key, value)
            }
            fn end(self) -> Result<(), Error> {
                Open::end(self)
            }
        }
    )*};
}

members!(SerializeStruct, SerializeStructVariant);

impl ser::SerializeMap for Open<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        let at = self.writer.tape.items.len();
        key.serialize(KeyWriter(&mut *self.writer.tape))?;
        self.check_key(at)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        Open::end(self)
    }
}
