//! The key seed and the nullable-optional seed, against serde's derive's own behaviour.

use serde::de::DeserializeSeed;
use serde_json::{json, Value};

use super::{DoubleOption, Member, MemberKey};

/// What the generator writes for the properties `decision`, `type` and `` (in that order).
const NAMES: MemberKey = MemberKey(&[("", 2), ("type", 1), ("decision", 0)]);

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
