//! A string enum's conversion: the JSON string read (borrowed where the input allows) and
//! handed to the type's own `FromStr`, which typify writes beside `Display` from the same
//! values. One match per enum instead of a second, derived one in a private mirror.

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use serde::de::{self, Deserializer, Unexpected, Visitor};

/// Reads a string and converts it with `T::from_str`.
///
/// # Errors
/// `invalid_type` for a value that is not a string; `invalid_value` for a string that is none
/// of `T`'s values.
#[inline]
pub fn from_str<'de, T: FromStr, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    deserializer.deserialize_str(UnitVisitor::<T>(PhantomData))
}

struct UnitVisitor<T>(PhantomData<T>);

impl<T: FromStr> Visitor<'_> for UnitVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = std::any::type_name::<T>();
        let name = path.rsplit("::").next().unwrap_or(path);
        write!(f, "one of the values of `{name}`")
    }

    #[inline]
    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        v.parse()
            .map_err(|_| E::invalid_value(Unexpected::Str(v), &self))
    }
}

#[cfg(test)]
mod tests {
    use super::from_str;
    use serde::de::value::{Error, StrDeserializer, U64Deserializer};
    use serde::de::IntoDeserializer;

    #[derive(Debug, PartialEq)]
    enum Kind {
        Cli,
        AppServer,
    }

    impl std::str::FromStr for Kind {
        type Err = ();
        fn from_str(s: &str) -> Result<Self, ()> {
            match s {
                "cli" => Ok(Self::Cli),
                "appServer" => Ok(Self::AppServer),
                _ => Err(()),
            }
        }
    }

    #[test]
    fn strings_convert_through_from_str_and_the_rest_is_refused() {
        let read = |s: &str| from_str::<Kind, StrDeserializer<Error>>(s.into_deserializer());
        assert_eq!(read("cli").unwrap(), Kind::Cli);
        assert_eq!(read("appServer").unwrap(), Kind::AppServer);
        assert_eq!(
            read("AppServer").unwrap_err().to_string(),
            "invalid value: string \"AppServer\", expected one of the values of `Kind`"
        );
        let number: U64Deserializer<Error> = 1u64.into_deserializer();
        assert_eq!(
            from_str::<Kind, _>(number).unwrap_err().to_string(),
            "invalid type: integer `1`, expected one of the values of `Kind`"
        );
        // Through serde_json, borrowed and escaped.
        let mut de = serde_json::Deserializer::from_str(r#""\u0063li""#);
        assert_eq!(from_str::<Kind, _>(&mut de).unwrap(), Kind::Cli);
    }
}
