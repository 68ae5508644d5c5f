//! Unit tests of the tape: the reader and the writer give the JSON serde_json gives, duplicate
//! keys are refused (the duplicate-key tables are in `keys/tests.rs`), and the engine's verdict
//! on a tape is its verdict on the same `Value`.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::{json, Value};

use super::{read, write, Tape, TapeDe, TapeJson, TapeNode, Text};

mod failed;
use crate::json::Limits;

/// Documents covering every kind of item, escapes, nesting and big objects.
fn documents() -> Vec<String> {
    let wide: BTreeMap<String, u32> = (0..40).map(|i| (format!("k{i}"), i)).collect();
    vec![
        "null".into(),
        "true".into(),
        "-0.0".into(),
        "18446744073709551615".into(),
        "-9223372036854775808".into(),
        "1e300".into(),
        "[6.0,-2.0,1e3,1.5e19,2.5,1e20]".into(),
        r#""plain""#.into(),
        r#""esc\"aped\u00e9""#.into(),
        "[]".into(),
        "{}".into(),
        r#"[1,[2,[3,{}]],{"a":[null,{"b":"c"}]},4.5]"#.into(),
        r#"{"a":{"b":{"c":[]}},"d\n":1,"e":[{"f":true}]}"#.into(),
        serde_json::to_string(&wide).unwrap(),
    ]
}

#[test]
fn reading_gives_the_value_serde_json_gives() {
    for text in documents() {
        let tape = read(text.as_bytes(), &Limits::default()).unwrap();
        let expected: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(tape.to_value(), expected, "{text}");
        assert!(tape.equals(0, &expected), "{text}");
    }
}

#[test]
fn strings_without_escapes_are_borrowed() {
    let tape = read(
        br#"{"key":"plain","k\u0065y2":"\u00e9"}"#,
        &Limits::default(),
    )
    .unwrap();
    let kinds: Vec<&str> = tape
        .items
        .iter()
        .filter_map(|item| match item {
            super::Item::String(Text::Borrowed(_)) => Some("borrowed"),
            super::Item::String(Text::Owned(_)) => Some("owned"),
            _ => None,
        })
        .collect();
    assert_eq!(kinds, ["borrowed", "borrowed", "owned", "owned"]);
}

#[test]
fn depth_and_size_limits_hold() {
    let limits = Limits::default().with_max_depth(3);
    assert!(read(b"[[[1]]]", &limits).is_ok());
    let err = read(b"[[[[1]]]]", &limits).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("nesting depth exceeds the limit of 3"),
        "{err}"
    );
    let err = read(b"[1, 2]", &Limits::default().with_max_bytes(5)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "input is 6 bytes, more than the limit of 5"
    );
}

#[derive(Serialize)]
enum Shape {
    Unit,
    Newtype(u8),
    Tuple(i32, String),
    Struct { x: f64 },
}

#[derive(Serialize)]
struct Sample {
    name: &'static str,
    shapes: Vec<Shape>,
    floats: [f64; 3],
    small: f32,
    bytes: &'static [u8],
    none: Option<u8>,
    keys: BTreeMap<u16, bool>,
    #[serde(flatten)]
    extra: BTreeMap<String, Value>,
}

#[test]
fn writing_gives_the_json_serde_json_writes() {
    let sample = Sample {
        name: "n",
        shapes: vec![
            Shape::Unit,
            Shape::Newtype(7),
            Shape::Tuple(-1, "t".into()),
            Shape::Struct { x: 0.5 },
        ],
        floats: [f64::NAN, -0.0, 1e300],
        small: 0.1,
        bytes: b"hi",
        none: None,
        keys: [(1, true), (20, false)].into(),
        extra: [("more".to_owned(), json!({"deep": [1, "two"]}))].into(),
    };
    let text = serde_json::to_string(&sample).unwrap();
    let expected: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(write(&sample, |t| t.to_value()).unwrap(), expected);
    let list = json!([1, {"a": null}]);
    assert_eq!(write(&list, |t| t.to_value()).unwrap(), list);
}

#[test]
fn writing_refuses_a_key_written_twice() {
    let sample = Sample {
        name: "n",
        shapes: vec![],
        floats: [0.0; 3],
        small: 0.0,
        bytes: b"",
        none: None,
        keys: BTreeMap::new(),
        extra: [("name".to_owned(), json!("again"))].into(),
    };
    let err = write(&sample, |_| ()).unwrap_err();
    assert_eq!(err.to_string(), "duplicate key \"name\"");
    // Past the first 16 keys, through the hash set.
    let mut wide = sample;
    wide.extra = (0..20).map(|i| (format!("k{i}"), json!(i))).collect();
    assert!(write(&wide, |_| ()).is_ok());
    wide.extra.insert("name".to_owned(), json!("again"));
    let err = write(&wide, |_| ()).unwrap_err();
    assert_eq!(err.to_string(), "duplicate key \"name\"");
}

#[test]
fn equality_is_json_schema_equality() {
    fn tape(text: &str) -> Tape<'_> {
        read(text.as_bytes(), &Limits::default()).unwrap()
    }
    let cases = [
        ("1", json!(1.0), true),
        ("1.0", json!(1), true),
        ("1", json!(2), false),
        ("true", json!(1), false),
        (r#"{"a":1,"b":[1.0]}"#, json!({"b": [1], "a": 1.0}), true),
        (r#"{"a":1}"#, json!({"a": 1, "b": 2}), false),
        (r#"[1,2]"#, json!([2, 1]), false),
        (r#""x""#, json!("x"), true),
    ];
    for (text, expected, equal) in cases {
        assert_eq!(
            tape(text).equals(0, &expected),
            equal,
            "{text} = {expected}"
        );
    }
}

#[test]
fn the_engine_gives_a_tape_the_verdict_it_gives_the_value() {
    let schema = json!({
        "type": "object",
        "properties": {
            "e": {"enum": ["x", 1, {"k": [true]}]},
            "u": {"type": "array", "uniqueItems": true},
            "c": {"const": {"a": 1}},
            "n": {"type": "integer", "multipleOf": 3}
        },
        "required": ["e"],
        "propertyNames": {"pattern": "^[a-z]+$"},
        "additionalProperties": {"type": "number"}
    });
    let instances = [
        json!({"e": "x"}),
        json!({"e": 1.0, "n": 6.0}),
        json!({"e": {"k": [true]}, "u": [1, "1", [1]], "c": {"a": 1.0}}),
        json!({"e": "y"}),
        json!({"e": "x", "u": [1, 1.0]}),
        json!({"e": "x", "c": {"a": 1, "b": 2}}),
        json!({"e": "x", "n": 4}),
        json!({"e": "x", "Bad": 1}),
        json!({"e": "x", "other": "s"}),
        json!({"n": 3}),
        json!([1]),
    ];
    let value_validator = jsonschema::options().build(&schema).unwrap();
    let tape_validator = jsonschema::options_for::<TapeJson>()
        .build(&schema)
        .unwrap();
    for instance in &instances {
        let tape = Tape::from_value(instance);
        assert_eq!(
            tape_validator.is_valid(TapeNode::root(&tape)),
            value_validator.is_valid(instance),
            "{instance}"
        );
    }
    let accepted = instances
        .iter()
        .filter(|i| tape_validator.is_valid(TapeNode::root(&Tape::from_value(i))))
        .count();
    assert_eq!(accepted, 3);
}

#[derive(serde::Deserialize, Debug, PartialEq)]
struct Integers {
    n: u64,
    i: i32,
    v: Value,
    list: Vec<u8>,
    o: Option<i64>,
}

#[test]
fn integral_floats_become_integers() {
    let value = json!({"n": 1e3, "i": -2.0, "v": 1.0, "list": [1.0, 2], "o": 5.0});
    let t: Integers =
        serde::Deserialize::deserialize(TapeDe::root(&Tape::from_value(&value))).unwrap();
    assert_eq!(t.n, 1000);
    assert_eq!(t.i, -2);
    // The value is kept, not the spelling.
    assert_eq!(t.v.to_string(), "1");
    assert_eq!(t.list, vec![1, 2]);
    assert_eq!(t.o, Some(5));
}

#[test]
fn fractions_and_out_of_range_are_refused() {
    fn de<T: serde::de::DeserializeOwned>(value: &Value) -> Result<T, serde_json::Error> {
        T::deserialize(TapeDe::root(&Tape::from_value(value)))
    }
    assert!(de::<u64>(&json!(1.5)).is_err());
    assert!(de::<u64>(&json!(1e20)).is_err());
    assert!(de::<u8>(&json!(256.0)).is_err());
    assert!(de::<u64>(&json!(-1.0)).is_err());
    assert_eq!(de::<i64>(&json!(-1.0)).unwrap(), -1);
}

#[derive(serde::Deserialize, Debug, PartialEq)]
#[serde(rename_all = "snake_case")]
enum Decision {
    Approved,
    Amend { words: Vec<String> },
    Pair(u8, String),
    Wrapped(Option<String>),
}

#[derive(serde::Deserialize, Debug, PartialEq)]
struct Everything {
    decisions: Vec<Decision>,
    #[serde(default)]
    missing: Option<u8>,
    null: Option<String>,
    text: String,
    escaped: String,
    #[serde(flatten)]
    extra: BTreeMap<String, Value>,
}

#[derive(serde::Deserialize, Debug, PartialEq)]
#[serde(untagged)]
enum Either {
    Number(f64),
    Words(Vec<String>),
}

/// serde_json's value with every integral float that `i64`/`u64` holds as that integer: what
/// the tape gives a `Value` (module docs of `de`).
fn integral_as_integers(value: Value) -> Value {
    match value {
        Value::Number(n) if !n.is_i64() && !n.is_u64() => {
            let f = n.as_f64().unwrap();
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            if f.fract() == 0.0
                && (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&f)
            {
                json!(f as i64)
            } else if f.fract() == 0.0 && (0.0..1.844_674_407_370_955_2e19).contains(&f) {
                json!(f as u64)
            } else {
                Value::Number(n)
            }
        }
        Value::Array(items) => Value::Array(items.into_iter().map(integral_as_integers).collect()),
        Value::Object(members) => Value::Object(
            members
                .into_iter()
                .map(|(k, v)| (k, integral_as_integers(v)))
                .collect(),
        ),
        other => other,
    }
}

#[test]
fn conversion_is_serde_json_conversion() {
    let text = r#"{"decisions":["approved",{"amend":{"words":["a","b"]}},{"pair":[1,"x"]},
        {"wrapped":null},{"wrapped":"w"}],"null":null,"text":"t","escaped":"\u00e9\n",
        "more":{"k":[1,2.5,-3,"s",true,null]},"n":18446744073709551615}"#;
    let tape = read(text.as_bytes(), &Limits::default()).unwrap();
    let ours: Everything = serde::Deserialize::deserialize(TapeDe::root(&tape)).unwrap();
    assert_eq!(ours, serde_json::from_str::<Everything>(text).unwrap());
    for text in [r#"[1.5, ["a"]]"#, r#"[2, []]"#] {
        let tape = read(text.as_bytes(), &Limits::default()).unwrap();
        let ours: Vec<Either> = serde::Deserialize::deserialize(TapeDe::root(&tape)).unwrap();
        assert_eq!(
            ours,
            serde_json::from_str::<Vec<Either>>(text).unwrap(),
            "{text}"
        );
    }
    for text in documents() {
        let tape = read(text.as_bytes(), &Limits::default()).unwrap();
        let ours: Value = serde::Deserialize::deserialize(TapeDe::root(&tape)).unwrap();
        assert_eq!(
            ours,
            integral_as_integers(serde_json::from_str::<Value>(&text).unwrap()),
            "{text}"
        );
    }
    let refused = [
        r#"{"decisions":[{"approved":null,"x":1}]}"#,
        r#"{"decisions":[7]}"#,
    ];
    for text in refused {
        let tape = read(text.as_bytes(), &Limits::default()).unwrap();
        let ours: Result<Everything, _> = serde::Deserialize::deserialize(TapeDe::root(&tape));
        assert!(ours.is_err(), "{text}");
        assert!(serde_json::from_str::<Everything>(text).is_err(), "{text}");
    }
}

#[test]
fn writing_refuses_what_the_reader_would_refuse_as_too_deep() {
    let nest = |depth: usize| {
        (0..depth).fold(json!(null), |inner, i| {
            if i % 2 == 0 {
                json!([inner])
            } else {
                json!({ "k": inner })
            }
        })
    };
    let limit = Limits::MAX_DEPTH;
    assert!(write(&nest(limit), |_| ()).is_ok());
    let err = write(&nest(limit + 1), |_| ()).unwrap_err();
    assert_eq!(err.to_string(), "nesting depth exceeds the limit of 127");
    // The depth counts back down: a sibling after a deep branch is fine.
    assert!(write(&json!([nest(limit - 1), nest(limit - 1)]), |_| ()).is_ok());
    // Enum variants add their one-member object.
    #[derive(Serialize)]
    enum Wrap {
        Struct { inner: Value },
    }
    assert!(write(
        &Wrap::Struct {
            inner: nest(limit - 2)
        },
        |_| ()
    )
    .is_ok());
    assert!(write(
        &Wrap::Struct {
            inner: nest(limit - 1)
        },
        |_| ()
    )
    .is_err());
}

#[test]
fn a_long_string_reserves_few_items() {
    let text = format!("\"{}\"", "x".repeat(1 << 20));
    let tape = read(text.as_bytes(), &Limits::default()).unwrap();
    assert_eq!(tape.items.len(), 1);
    assert!(tape.items.capacity() <= 4096, "{}", tape.items.capacity());
}
