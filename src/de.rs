//! Converts a validated `serde_json::Value` into a generated type.
//!
//! JSON Schema calls `1.0` and `1e3` integers, and the engine accepts them where the schema
//! says `integer`; serde's integer types refuse a float. [`Integral`] is `&Value`'s own
//! deserializer except that a float with no fractional part, asked for as an integer, is
//! given as that integer. Nothing else changes: a field of type `serde_json::Value` still
//! receives `1.0` as written, so it round-trips.
//!
//! It holds the value mutably so that strings are moved into the Rust value rather than
//! copied (`String` fields, `serde_json::Value` fields, `extra` maps); what a failed
//! conversion reports on is never a moved string (a `String` holds any string).

use serde::de::value::BorrowedStrDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, IntoDeserializer, Visitor};
use serde_json::{Error, Value};

/// `&mut Value` as a deserializer that reads integral floats as integers where asked, and
/// moves strings out.
pub(crate) struct Integral<'a>(pub(crate) &'a mut Value);

/// The integer an integral float stands for, when one of `i64`/`u64` holds it.
enum Whole {
    Signed(i64),
    Unsigned(u64),
}

fn whole(v: &Value) -> Option<Whole> {
    let Value::Number(n) = v else { return None };
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

macro_rules! integer {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            match whole(self.0) {
                Some(Whole::Signed(i)) => visitor.visit_i64(i),
                Some(Whole::Unsigned(u)) => visitor.visit_u64(u),
                None => {
                    let value: &'de Value = self.0;
                    value.$method(visitor)
                }
            }
        }
    )*};
}

macro_rules! delegate {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            let value: &'de Value = self.0;
            value.$method(visitor)
        }
    )*};
}

impl<'de> Deserializer<'de> for Integral<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Array(a) => visitor.visit_seq(Seq(a.iter_mut())),
            Value::Object(o) => visitor.visit_map(Entries {
                iter: o.iter_mut(),
                value: None,
            }),
            Value::String(s) => visitor.visit_string(std::mem::take(s)),
            other => {
                let other: &'de Value = other;
                other.deserialize_any(visitor)
            }
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::String(s) => visitor.visit_string(std::mem::take(s)),
            other => {
                let other: &'de Value = other;
                other.deserialize_string(visitor)
            }
        }
    }

    integer!(deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_i128
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_u128);

    delegate!(deserialize_bool deserialize_f32 deserialize_f64 deserialize_char deserialize_str
        deserialize_bytes deserialize_byte_buf deserialize_unit deserialize_identifier
        deserialize_ignored_any);

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        let value: &'de Value = self.0;
        value.deserialize_unit_struct(name, visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Array(a) => visitor.visit_seq(Seq(a.iter_mut())),
            other => {
                let other: &'de Value = other;
                other.deserialize_seq(visitor)
            }
        }
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

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Object(o) => visitor.visit_map(Entries {
                iter: o.iter_mut(),
                value: None,
            }),
            other => {
                let other: &'de Value = other;
                other.deserialize_map(visitor)
            }
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        if self.0.is_object() {
            return self.deserialize_map(visitor);
        }
        let value: &'de Value = self.0;
        value.deserialize_struct(name, fields, visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        if matches!(&*self.0, Value::Object(o) if o.len() == 1) {
            if let Value::Object(o) = self.0 {
                if let Some((variant, value)) = o.iter_mut().next() {
                    return visitor.visit_enum(Variant { variant, value });
                }
            }
            return Err(de::Error::custom("an enum needs one key"));
        }
        let value: &'de Value = self.0;
        value.deserialize_enum(name, variants, visitor)
    }
}

struct Seq<'a>(std::slice::IterMut<'a, Value>);

impl<'de> de::SeqAccess<'de> for Seq<'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        self.0
            .next()
            .map(|v| seed.deserialize(Integral(v)))
            .transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

struct Entries<'a> {
    iter: serde_json::map::IterMut<'a>,
    value: Option<&'a mut Value>,
}

impl<'de> de::MapAccess<'de> for Entries<'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        match self.iter.next() {
            Some((k, v)) => {
                self.value = Some(v);
                seed.deserialize(BorrowedStrDeserializer::new(k)).map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        match self.value.take() {
            Some(v) => seed.deserialize(Integral(v)),
            None => Err(de::Error::custom("value is missing")),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.iter.len())
    }
}

struct Variant<'a> {
    variant: &'a String,
    value: &'a mut Value,
}

impl<'de> de::EnumAccess<'de> for Variant<'de> {
    type Error = Error;
    type Variant = Integral<'de>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Self::Variant), Error> {
        let variant = seed.deserialize(BorrowedStrDeserializer::<Error>::new(self.variant))?;
        Ok((variant, Integral(self.value)))
    }
}

impl<'de> de::VariantAccess<'de> for Integral<'de> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        let value: &'de Value = self.0;
        serde::Deserialize::deserialize(value)
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }
}

impl<'de> IntoDeserializer<'de, Error> for Integral<'de> {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug, PartialEq)]
    struct T {
        n: u64,
        i: i32,
        v: Value,
        list: Vec<u8>,
        o: Option<i64>,
    }

    #[test]
    fn integral_floats_become_integers_only_where_asked() {
        let mut value =
            serde_json::json!({"n": 1e3, "i": -2.0, "v": 1.0, "list": [1.0, 2], "o": 5.0});
        let t = T::deserialize(Integral(&mut value)).unwrap();
        assert_eq!(t.n, 1000);
        assert_eq!(t.i, -2);
        assert_eq!(t.v.to_string(), "1.0");
        assert_eq!(t.list, vec![1, 2]);
        assert_eq!(t.o, Some(5));
    }

    #[test]
    fn fractions_and_out_of_range_are_refused() {
        for mut bad in [serde_json::json!(1.5), serde_json::json!(1e20)] {
            assert!(u64::deserialize(Integral(&mut bad)).is_err());
        }
        assert!(u8::deserialize(Integral(&mut serde_json::json!(256.0))).is_err());
    }

    #[test]
    fn strings_are_moved_not_copied() {
        let mut value = serde_json::json!({"s": "text", "v": {"k": "x"}});
        #[derive(Deserialize)]
        struct S {
            s: String,
            v: Value,
        }
        let t = S::deserialize(Integral(&mut value)).unwrap();
        assert_eq!((t.s.as_str(), t.v["k"].as_str()), ("text", Some("x")));
        assert_eq!(value, serde_json::json!({"s": "", "v": {"k": ""}}));
    }
}
