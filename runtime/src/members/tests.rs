//! The key seed and the missing-property rule, against serde's derive's own behaviour.

use serde::de::DeserializeSeed;
use serde::Deserialize;
use serde_json::{json, Error, Value};

use super::{missing, DoubleOption, Member, MemberKey};

/// What the generator writes for the properties `decision`, `type` and `` (in that order).
fn names(key: &str) -> Option<usize> {
    match key {
        "decision" => Some(0),
        "type" => Some(1),
        "" => Some(2),
        _ => None,
    }
}

const NAMES: MemberKey<fn(&str) -> Option<usize>> = MemberKey(names);

#[test]
fn keys_are_named_properties_or_kept_as_they_came() {
    let cases: &[(&str, Member)] = &[
        ("decision", Member::Named(0)),
        ("type", Member::Named(1)),
        ("", Member::Named(2)),
        ("Decision", Member::Other("Decision".into())),
        ("decision ", Member::Other("decision ".into())),
        ("extra", Member::Other("extra".into())),
    ];
    for (key, want) in cases {
        // Borrowed text (serde_json's reader), owned text (a `Value`).
        let text = serde_json::to_string(key).unwrap();
        let mut de = serde_json::Deserializer::from_str(&text);
        assert_eq!(&NAMES.deserialize(&mut de).unwrap(), want, "{key:?}");
        let owned = NAMES.deserialize(Value::String((*key).to_owned()));
        assert_eq!(&owned.unwrap(), want, "{key:?}");
    }
    assert!(NAMES.deserialize(json!(1)).is_err());
}

/// What serde's derive does for an absent field, to hold `missing` to it.
#[derive(Deserialize, Debug, PartialEq)]
struct Derived<T> {
    x: T,
}

fn derived<T: for<'de> Deserialize<'de>>() -> Result<T, String> {
    serde_json::from_str::<Derived<T>>("{}")
        .map(|d| d.x)
        .map_err(|e| {
            e.to_string()
                .split(" at ")
                .next()
                .unwrap_or_default()
                .to_owned()
        })
}

fn ours<T: for<'de> Deserialize<'de>>() -> Result<T, String> {
    missing::<T, Error>("x").map_err(|e| e.to_string())
}

#[test]
fn an_absent_property_is_none_for_an_option_and_an_error_otherwise() {
    assert_eq!(ours::<Option<i64>>(), Ok(None));
    assert_eq!(ours::<Option<Option<String>>>(), Ok(None));
    assert_eq!(ours::<i64>(), Err("missing field `x`".to_owned()));
    assert_eq!(ours::<String>(), Err("missing field `x`".to_owned()));
    assert_eq!(ours::<Value>(), Err("missing field `x`".to_owned()));
    assert_eq!(ours::<Vec<u8>>(), Err("missing field `x`".to_owned()));
    // The same as the derive, type by type.
    assert_eq!(ours::<Option<i64>>(), derived::<Option<i64>>());
    assert_eq!(ours::<i64>(), derived::<i64>());
    assert_eq!(ours::<Value>(), derived::<Value>());
    assert_eq!(ours::<Vec<u8>>(), derived::<Vec<u8>>());
}

#[test]
fn a_present_nullable_property_is_some() {
    let cases: &[(Value, Option<Option<i64>>)] =
        &[(json!(null), Some(None)), (json!(3), Some(Some(3)))];
    for (value, want) in cases {
        let got = DoubleOption::<Option<Option<i64>>>::new()
            .deserialize(value.clone())
            .unwrap();
        assert_eq!(&got, want, "{value}");
    }
    assert!(DoubleOption::<Option<Option<i64>>>::new()
        .deserialize(json!("3"))
        .is_err());
}
