//! The helpers inside an untagged enum by length, as generated code uses them: values,
//! refusals and round trips.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
enum Rule {
    One((bool,)),
    #[serde(with = "super::after1")]
    Longer(bool, Vec<String>),
    Empty(Vec<Value>),
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
enum Pair {
    Two(String, i64),
    #[serde(with = "super::after2")]
    Longer(String, i64, Vec<Value>),
}

#[test]
fn reads_the_positions_then_the_rest() {
    let rules = [
        (json!([true]), Some(Rule::One((true,)))),
        (
            json!([false, "a", "b"]),
            Some(Rule::Longer(false, vec!["a".into(), "b".into()])),
        ),
        (json!([]), Some(Rule::Empty(vec![]))),
    ];
    for (json, want) in rules {
        let got: Option<Rule> = serde_json::from_value(json.clone()).ok();
        assert_eq!(got, want, "{json}");
        if let Some(value) = got {
            assert_eq!(serde_json::to_value(&value).unwrap(), json, "round trip");
        }
    }
    let pairs = [
        (json!(["a", 1]), Some(Pair::Two("a".into(), 1))),
        (
            json!(["a", 1, null, {"k": []}]),
            Some(Pair::Longer(
                "a".into(),
                1,
                vec![Value::Null, json!({"k": []})],
            )),
        ),
        (json!(["a"]), None),
        (json!(["a", "b", 1]), None),
    ];
    for (json, want) in pairs {
        let got: Option<Pair> = serde_json::from_value(json.clone()).ok();
        assert_eq!(got, want, "{json}");
        if let Some(value) = got {
            assert_eq!(serde_json::to_value(&value).unwrap(), json, "round trip");
        }
    }
}

#[test]
fn refuses_arrays_no_longer_than_the_positions() {
    let mut de = serde_json::Deserializer::from_str("[1, 2]");
    let err = super::after2::deserialize::<_, i64, i64, i64>(&mut de).unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid length 2, expected an array of more than 2 elements at line 1 column 6"
    );
    // A rest element of the wrong type, a positional one of the wrong type.
    for text in ["[true, 1]", "[\"x\", \"a\"]", "[true, \"a\", 2]"] {
        let mut de = serde_json::Deserializer::from_str(text);
        let got = super::after1::deserialize::<_, bool, String>(&mut de);
        assert!(
            got.unwrap_err().to_string().starts_with("invalid type"),
            "{text}"
        );
    }
    let mut de = serde_json::Deserializer::from_str("[1]");
    let err = super::after2::deserialize::<_, i64, i64, i64>(&mut de).unwrap_err();
    assert!(err.to_string().starts_with("invalid length 1,"), "{err}");
}
