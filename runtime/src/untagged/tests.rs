//! The written-out conversion of untagged enums over standard types held to serde's derive of
//! the same enums: one payload table, every route (serde_json's own deserializer, the tape,
//! serde's buffer inside a parent), the same value or the same error.

use serde::de::{MapAccess, SeqAccess};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use super::{from_map, from_seq, untagged, Untagged};
use crate::json::Limits;
use crate::tape::{read_str, TapeDe};

/// The derive and the written-out conversion of one enum shape, with the impl the generator
/// writes (`codegen/src/deserialize/untagged.rs`) given by hand.
macro_rules! pair {
    ($derived:ident, $written:ident, $raw:ident, { $($variant:ident($ty:ty)),* }, $($impl:tt)*) => {
        #[derive(Debug, Deserialize, Serialize)]
        #[serde(untagged)]
        pub(crate) enum $derived { $($variant($ty)),* }

        #[derive(Debug, Serialize)]
        #[serde(untagged)]
        pub(crate) enum $written { $($variant($ty)),* }

        struct $raw;

        impl Untagged for $raw {
            type Value = $written;
            // The reference's name, so that the two enums' messages compare equal.
            const NAME: &'static str = stringify!($derived);
            $($impl)*
        }

        impl<'de> Deserialize<'de> for $written {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                untagged::<$raw, D>(deserializer)
            }
        }
    };
}

// The JSON-RPC id: a string, or an integer (in that order).
pair!(Id, IdW, IdRaw, { String(String), Integer(i64) },
    fn str(v: &str) -> Option<IdW> { Some(IdW::String(v.to_owned())) }
    fn string(v: String) -> Option<IdW> { Some(IdW::String(v)) }
    fn signed(v: i64) -> Option<IdW> { Some(IdW::Integer(v)) }
    fn unsigned(v: u64) -> Option<IdW> { i64::try_from(v).ok().map(IdW::Integer) }
);

// Numbers in declaration order: the first that holds the value takes it.
pair!(Num, NumW, NumRaw, { I(i64), U(u64), F(f64) },
    fn signed(v: i64) -> Option<NumW> { Some(NumW::I(v)) }
    fn unsigned(v: u64) -> Option<NumW> {
        if let Ok(x) = i64::try_from(v) {
            return Some(NumW::I(x));
        }
        Some(NumW::U(v))
    }
    fn float(v: f64) -> Option<NumW> { Some(NumW::F(v)) }
);

// `I` is never taken: `f64` comes first and holds every number.
#[allow(clippy::cast_precision_loss, dead_code)]
mod float_first {
    use super::{untagged, Deserialize, Deserializer, Serialize, Untagged};
    pair!(FloatFirst, FloatFirstW, FloatFirstRaw, { F(f64), I(i64) },
        fn signed(v: i64) -> Option<FloatFirstW> { Some(FloatFirstW::F(v as f64)) }
        fn unsigned(v: u64) -> Option<FloatFirstW> { Some(FloatFirstW::F(v as f64)) }
        fn float(v: f64) -> Option<FloatFirstW> { Some(FloatFirstW::F(v)) }
    );
}
use float_first::{FloatFirst, FloatFirstW};

// A string or an array of strings (the AAP audience).
pair!(Aud, AudW, AudRaw, { String(String), Array(Vec<String>) },
    fn str(v: &str) -> Option<AudW> { Some(AudW::String(v.to_owned())) }
    fn string(v: String) -> Option<AudW> { Some(AudW::String(v)) }
    fn seq<'de, A: SeqAccess<'de>>(seq: A) -> Option<Result<AudW, A::Error>> {
        Some(from_seq::<Vec<String>, A>(seq).map(AudW::Array))
    }
);

// A boolean, an unsigned integer or an object.
pair!(Mixed, MixedW, MixedRaw, { B(bool), U(u64), Object(Map<String, Value>) },
    fn boolean(v: bool) -> Option<MixedW> { Some(MixedW::B(v)) }
    fn signed(v: i64) -> Option<MixedW> { u64::try_from(v).ok().map(MixedW::U) }
    fn unsigned(v: u64) -> Option<MixedW> { Some(MixedW::U(v)) }
    fn map<'de, A: MapAccess<'de>>(map: A) -> Option<Result<MixedW, A::Error>> {
        Some(from_map::<Map<String, Value>, A>(map).map(MixedW::Object))
    }
);

/// Inside serde's buffer: a parent that is itself untagged.
#[derive(Deserialize, Serialize)]
#[serde(untagged)]
enum Parent<T> {
    Wrapped { inner: T },
    Direct(T),
}

const PAYLOADS: &[&str] = &[
    r#""x""#,
    r#""""#,
    r#""\u00e9t\u00e9""#,
    "42",
    "0",
    "-1",
    "-9223372036854775808",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "1.5",
    "-0.25",
    "2.0",
    "1e3",
    "true",
    "false",
    "null",
    "[]",
    r#"["a","b"]"#,
    "[1]",
    r#"[["a"]]"#,
    "{}",
    r#"{"a":1,"b":[true]}"#,
    r#"{"inner":"x"}"#,
    r#"{"inner":7}"#,
    r#"{"inner":[1.5]}"#,
];

/// A value as JSON, or the error's text without serde_json's position.
fn outcome<T: Serialize, E: std::fmt::Display>(result: Result<T, E>) -> Result<Value, String> {
    match result {
        Ok(v) => Ok(serde_json::to_value(v).expect("serializes")),
        Err(e) => Err(e
            .to_string()
            .split(" at line ")
            .next()
            .unwrap_or_default()
            .to_owned()),
    }
}

/// Every route for one enum shape, each compared with the derive.
fn check<D, W>(shape: &str)
where
    D: for<'de> Deserialize<'de> + Serialize,
    W: for<'de> Deserialize<'de> + Serialize,
{
    let mut accepted = 0;
    for payload in PAYLOADS {
        let derived = outcome(serde_json::from_str::<D>(payload));
        accepted += usize::from(derived.is_ok());
        let written = outcome(serde_json::from_str::<W>(payload));
        assert_eq!(written, derived, "{shape} {payload}: serde_json");

        let tape = read_str(payload, &Limits::default()).unwrap();
        let derived = outcome(D::deserialize(TapeDe::root(&tape)));
        let written = outcome(W::deserialize(TapeDe::root(&tape)));
        assert_eq!(written, derived, "{shape} {payload}: tape");

        let derived = outcome(serde_json::from_str::<Parent<D>>(payload));
        let written = outcome(serde_json::from_str::<Parent<W>>(payload));
        assert_eq!(
            written, derived,
            "{shape} {payload}: inside an untagged parent"
        );
        let derived = outcome(Parent::<D>::deserialize(TapeDe::root(&tape)));
        let written = outcome(Parent::<W>::deserialize(TapeDe::root(&tape)));
        assert_eq!(written, derived, "{shape} {payload}: tape, untagged parent");
    }
    assert!(accepted > 2, "{shape}: the table accepts some");
}

#[test]
fn written_out_untagged_enums_convert_as_the_derive_does() {
    check::<Id, IdW>("Id");
    check::<Num, NumW>("Num");
    check::<FloatFirst, FloatFirstW>("FloatFirst");
    check::<Aud, AudW>("Aud");
    check::<Mixed, MixedW>("Mixed");
}

#[test]
fn an_integer_id_takes_the_integer_variant_without_trying_the_string() {
    // The point of writing it out: the value's kind picks the variant.
    let tape = read_str("42", &Limits::default()).unwrap();
    assert!(matches!(
        IdW::deserialize(TapeDe::root(&tape)),
        Ok(IdW::Integer(42))
    ));
    assert!(matches!(serde_json::from_str::<IdW>(r#""42""#), Ok(IdW::String(s)) if s == "42"));
}
