//! The written-out conversion of an internally tagged enum held to serde's derive of the same
//! enum: one payload table, every route a generated type meets (serde_json's own
//! deserializer, the tape, serde's buffers inside an `untagged` and a `flatten` parent), the
//! same value or the same error.

use serde::de::IgnoredAny;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use super::{internally_tagged, InternallyTagged};
use crate::json::Limits;
use crate::tape::{read_str, TapeDe};

/// serde's derive: the reference.
#[derive(Debug, Deserialize, Serialize)]
#[serde(tag = "kind")]
enum Derived {
    #[serde(rename = "a")]
    A {
        x: u32,
        #[serde(flatten)]
        extra: Map<String, Value>,
    },
    #[serde(rename = "b")]
    B,
    #[serde(rename = "c")]
    C {
        #[serde(flatten)]
        extra: Map<String, Value>,
    },
}

/// The same enum with the conversion the generator writes (`codegen/src/deserialize/tagged.rs`).
#[derive(Debug, Serialize)]
#[serde(tag = "kind")]
enum Written {
    #[serde(rename = "a")]
    A {
        x: u32,
        #[serde(flatten)]
        extra: Map<String, Value>,
    },
    #[serde(rename = "b")]
    B,
    #[serde(rename = "c")]
    C {
        #[serde(flatten)]
        extra: Map<String, Value>,
    },
}

/// Variant `a`'s members, as the derive reads a struct variant.
#[derive(Deserialize)]
struct AFields {
    x: u32,
    #[serde(flatten)]
    extra: Map<String, Value>,
}

struct RawWritten;

impl InternallyTagged for RawWritten {
    type Value = Written;
    // The reference's name, so that the two enums' messages compare equal.
    const NAME: &'static str = "Derived";
    const TAG: &'static str = "kind";
    const TAG_FIRST: &'static str = crate::__tag_first!("kind");
    const VARIANTS: &'static [&'static str] = &["a", "b", "c"];

    fn index(name: &str) -> Option<usize> {
        match name {
            "a" => Some(0),
            "b" => Some(1),
            "c" => Some(2),
            _ => None,
        }
    }

    fn variant<'de, D: Deserializer<'de>>(index: usize, rest: D) -> Result<Written, D::Error> {
        match index {
            0 => AFields::deserialize(rest).map(|f| Written::A {
                x: f.x,
                extra: f.extra,
            }),
            1 => {
                IgnoredAny::deserialize(rest)?;
                Ok(Written::B)
            }
            2 => Ok(Written::C {
                extra: Map::deserialize(rest)?,
            }),
            _ => Err(serde::de::Error::custom("variant index out of range")),
        }
    }
}

impl<'de> Deserialize<'de> for Written {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        internally_tagged::<RawWritten, D>(deserializer)
    }
}

/// Inside serde's `untagged` buffer.
#[derive(Deserialize, Serialize)]
#[serde(untagged)]
enum Untagged<T> {
    Number(u64),
    Value(T),
}

/// Inside serde's `flatten` buffer, beside a named field.
#[derive(Deserialize)]
struct Flattened<T> {
    id: u32,
    #[serde(flatten)]
    inner: T,
}

/// Every payload, with whether serde's derive accepts it (so that the table itself is checked).
const PAYLOADS: &[(&str, bool)] = &[
    (r#"{"kind":"a","x":1}"#, true),
    (r#"{"x":1,"kind":"a"}"#, true),
    (r#"{"x":1,"kind":"a","y":[1,{"z":null}],"w":"v"}"#, true),
    (r#"{"y":{"deep":[[[{}]]]},"x":7,"kind":"a"}"#, true),
    (r#"{"kind":"b"}"#, true),
    (r#"{"kind":"b","q":1}"#, true),
    (r#"{"q":{"r":[]},"kind":"b","s":"t"}"#, true),
    (r#"{"kind":"c"}"#, true),
    (r#"{"kind":"c","m":"n"}"#, true),
    (r#"{"m":"n","kind":"c","o":1.5,"p":-3}"#, true),
    (r#"{"ki\u006ed":"a","x":1}"#, true),
    (r#"{"kind":"\u0061","x":1}"#, true),
    (r#"{"x":1,"ki\u006ed":"\u0061","\u0079":true}"#, true),
    // A variant's index: serde_json's reader offers no integer as an identifier, serde's
    // buffers and the tape do.
    (r#"{"kind":1}"#, false),
    (r#"{"x":2,"kind":0}"#, false),
    (r#"{"kind":5}"#, false),
    (r#"{}"#, false),
    (r#"{"x":1}"#, false),
    (r#"{"kind":"z"}"#, false),
    (r#"{"x":1,"kind":"z"}"#, false),
    (r#"{"kind":null}"#, false),
    (r#"{"kind":"a"}"#, false),
    (r#"{"kind":"a","x":"no"}"#, false),
    (r#"{"x":-1,"kind":"a"}"#, false),
    (r#"{"kind":"a","kind":"b"}"#, false),
    (r#"{"kind":"b","kind":"b"}"#, false),
    (r#"{"x":1,"kind":"a","kind":"a"}"#, false),
    (r#"{"kind":"c","q":1,"kind":"c"}"#, false),
    (r#""a""#, false),
    (r"3", false),
];

/// A value as JSON (both enums serialize alike), or the error's text without serde_json's
/// position (the derive reads the whole object before it errs, so positions differ).
fn outcome<T: Serialize, E: std::fmt::Display>(result: Result<T, E>) -> Result<Value, String> {
    match result {
        Ok(v) => Ok(serde_json::to_value(v).expect("serializes")),
        Err(e) => {
            let text = e.to_string();
            Err(text
                .split(" at line ")
                .next()
                .unwrap_or_default()
                .to_owned())
        }
    }
}

#[test]
fn serde_json_routes_match_the_derive() {
    for &(payload, accepted) in PAYLOADS {
        let derived = outcome(serde_json::from_str::<Derived>(payload));
        assert_eq!(
            derived.is_ok(),
            accepted,
            "{payload}: the table: {derived:?}"
        );
        let written = outcome(serde_json::from_str::<Written>(payload));
        assert_eq!(written, derived, "{payload}: serde_json");

        let derived = outcome(serde_json::from_str::<Untagged<Derived>>(payload));
        let written = outcome(serde_json::from_str::<Untagged<Written>>(payload));
        assert_eq!(
            written.as_ref().ok().map(|_| ()),
            derived.as_ref().ok().map(|_| ()),
            "{payload}: untagged"
        );
        assert_eq!(written.ok(), derived.ok(), "{payload}: untagged");
    }
}

#[test]
fn flattened_routes_match_the_derive() {
    for &(payload, _) in PAYLOADS {
        // The payload's members beside an `id` the parent names, in front and behind.
        let Ok(Value::Object(members)) = serde_json::from_str::<Value>(payload) else {
            continue;
        };
        for id_first in [true, false] {
            let mut object = Map::new();
            if id_first {
                object.insert("id".into(), 9.into());
            }
            object.extend(members.clone());
            if !id_first {
                object.insert("id".into(), 9.into());
            }
            let text = Value::Object(object).to_string();
            let derived = serde_json::from_str::<Flattened<Derived>>(&text)
                .map(|f| (f.id, outcome::<_, String>(Ok(f.inner))));
            let written = serde_json::from_str::<Flattened<Written>>(&text)
                .map(|f| (f.id, outcome::<_, String>(Ok(f.inner))));
            assert_eq!(written.is_ok(), derived.is_ok(), "{text}: flatten");
            assert_eq!(written.ok(), derived.ok(), "{text}: flatten");
        }
    }
}

#[test]
fn the_tape_route_matches_the_derive() {
    let mut read = 0;
    for &(payload, _) in PAYLOADS {
        // The reader refuses repeated keys: those payloads never reach a conversion.
        let Ok(tape) = read_str(payload, &Limits::default()) else {
            assert!(payload.matches("\"kind\"").count() > 1, "{payload}");
            continue;
        };
        read += 1;
        let derived = outcome(Derived::deserialize(TapeDe::root(&tape)));
        let written = outcome(Written::deserialize(TapeDe::root(&tape)));
        assert_eq!(written, derived, "{payload}: tape");

        let derived = outcome(Untagged::<Derived>::deserialize(TapeDe::root(&tape)));
        let written = outcome(Untagged::<Written>::deserialize(TapeDe::root(&tape)));
        assert_eq!(written.ok(), derived.ok(), "{payload}: tape, untagged");
    }
    assert_eq!(read, PAYLOADS.len() - 4);
    assert!(read > 20);
}

#[test]
fn the_sequence_form_is_refused() {
    // serde's derive takes `["b"]` as `B` (the tag first, then the fields); no JSON Schema of
    // an object accepts an array, so the written-out conversion refuses the form outright.
    for payload in [r#"["b"]"#, r#"["a",1]"#, r#"["c"]"#, "[]"] {
        let tape = read_str(payload, &Limits::default()).unwrap();
        for written in [
            serde_json::from_str::<Written>(payload).map(|_| ()),
            Written::deserialize(TapeDe::root(&tape)).map(|_| ()),
        ] {
            let error = written.expect_err(payload).to_string();
            assert!(
                error
                    .starts_with("invalid type: sequence, expected internally tagged enum Derived"),
                "{payload}: {error}"
            );
        }
    }
    assert!(serde_json::from_str::<Derived>(r#"["b"]"#).is_ok());
}

#[test]
fn the_tape_hands_the_tag_over_first_and_passes_it_over_where_it_stands() {
    // What the variant is handed: every member but the tag, in document order.
    struct Order;
    impl InternallyTagged for Order {
        type Value = (usize, Vec<String>, Option<usize>);
        const NAME: &'static str = "Order";
        const TAG: &'static str = "t";
        const TAG_FIRST: &'static str = crate::__tag_first!("t");
        const VARIANTS: &'static [&'static str] = &["v"];
        fn index(name: &str) -> Option<usize> {
            (name == "v").then_some(0)
        }
        fn variant<'de, D: Deserializer<'de>>(
            index: usize,
            rest: D,
        ) -> Result<Self::Value, D::Error> {
            struct Keys;
            impl<'de> serde::de::Visitor<'de> for Keys {
                type Value = (Vec<String>, Option<usize>);
                fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    f.write_str("a map")
                }
                fn visit_map<A: serde::de::MapAccess<'de>>(
                    self,
                    mut map: A,
                ) -> Result<Self::Value, A::Error> {
                    let hint = map.size_hint();
                    let mut keys = Vec::new();
                    while let Some((k, IgnoredAny)) = map.next_entry::<String, IgnoredAny>()? {
                        keys.push(k);
                    }
                    Ok((keys, hint))
                }
            }
            let (keys, hint) = rest.deserialize_map(Keys)?;
            Ok((index, keys, hint))
        }
    }
    let cases: &[(&str, &[&str])] = &[
        (r#"{"t":"v"}"#, &[]),
        (r#"{"t":"v","a":1,"b":2}"#, &["a", "b"]),
        (r#"{"a":1,"t":"v","b":2}"#, &["a", "b"]),
        (r#"{"a":1,"b":[{"t":"x"}],"t":"v"}"#, &["a", "b"]),
    ];
    for (payload, keys) in cases {
        let tape = read_str(payload, &Limits::default()).unwrap();
        let (index, got, hint) = internally_tagged::<Order, _>(TapeDe::root(&tape)).unwrap();
        assert_eq!(index, 0, "{payload}");
        assert_eq!(got, *keys, "{payload}");
        assert_eq!(hint, Some(keys.len()), "{payload}: size hint after the tag");
        let from_text =
            internally_tagged::<Order, _>(&mut serde_json::Deserializer::from_str(payload))
                .unwrap();
        assert_eq!(
            from_text.1, got,
            "{payload}: serde_json, buffered where the tag is late"
        );
    }
}
