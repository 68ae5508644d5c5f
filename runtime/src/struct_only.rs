//! A struct reads from a JSON object only. serde's derived struct visitor also takes an array
//! (its members in order), which serde_json and serde's untagged buffer offer it: travis'
//! `urls: ["https://…"]`, a `oneOf` of a string, a `{"secure": …}` object and an array, read
//! as the object `{"secure": "https://…"}`. The generated `Deserialize` of a struct whose raw
//! conversion is derived goes through [`StructOnly`], which refuses the array.

use std::fmt;

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Unexpected, Visitor};

/// `D`, with `deserialize_struct` taking objects only; every other call is `D`'s
/// `deserialize_any` (a derived struct calls `deserialize_struct` alone).
pub struct StructOnly<D>(pub D);

impl<'de, D: Deserializer<'de>> Deserializer<'de> for StructOnly<D> {
    type Error = D::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_any(visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_struct(name, fields, ObjectOnly(visitor))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
        ignored_any
    }
}

/// A struct's visitor, refusing arrays.
struct ObjectOnly<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for ObjectOnly<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.expecting(f)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(map)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<V::Value, A::Error> {
        Err(de::Error::invalid_type(Unexpected::Seq, &self))
    }
}

#[cfg(test)]
mod tests {
    use super::StructOnly;
    use serde::Deserialize;

    #[derive(Deserialize, Debug, PartialEq)]
    struct Secret {
        secure: String,
    }

    #[test]
    fn objects_only() {
        let read = |json: &str| {
            let v: serde_json::Value = serde_json::from_str(json).unwrap();
            Secret::deserialize(StructOnly(v)).map_err(|e| e.to_string())
        };
        assert_eq!(
            read(r#"{"secure": "a"}"#),
            Ok(Secret { secure: "a".into() })
        );
        assert_eq!(
            read(r#"["a"]"#),
            Err("invalid type: sequence, expected struct Secret".to_owned())
        );
        // serde's derive alone takes the array.
        let v: serde_json::Value = serde_json::from_str(r#"["a"]"#).unwrap();
        assert_eq!(
            Secret::deserialize(v).unwrap(),
            Secret { secure: "a".into() }
        );
    }
}
