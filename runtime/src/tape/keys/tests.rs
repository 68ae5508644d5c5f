//! Duplicate keys: refused where they stand, told apart by their whole text, and refused
//! exactly when one repeats, by the reader and the writer alike.

use serde::Serialize;

use crate::json::Limits;
use crate::tape::{read, write};

#[test]
fn duplicate_keys_are_refused_where_they_stand() {
    let wide = |extra: &str| {
        let members: Vec<String> = (0..20).map(|i| format!(r#""k{i}":{i}"#)).collect();
        format!("{{{},{extra}}}", members.join(","))
    };
    // The error stands at the end of the repeated key: its last occurrence.
    let cases = [
        (r#"{"a":1,"a":2}"#.to_owned(), "a"),
        (r#"[{"b":{"a":1,"a":{}}}]"#.to_owned(), "a"),
        (r#"{"\u0061":1,"a":2}"#.to_owned(), "a"),
        (wide(r#""k3":0"#), "k3"),
        (wide(r#""k19":0"#), "k19"),
    ];
    for (text, key) in cases {
        let quoted = format!("\"{key}\"");
        let column = text.rfind(&quoted).unwrap() + quoted.len();
        let err = read(text.as_bytes(), &Limits::default()).unwrap_err();
        let expected = format!("duplicate key {quoted} at line 1 column {column}");
        assert_eq!(err.to_string(), expected, "{text}");
    }
    assert!(read(wide(r#""k20":0"#).as_bytes(), &Limits::default()).is_ok());
}

/// Keys of many lengths (empty, inside one word, one word, over two words), and pairs with the
/// same length and the same first and last eight bytes, which only the whole text tells apart.
#[test]
fn keys_are_told_apart_by_their_whole_text() {
    let keys = [
        "",
        "a",
        "é",
        "abcdefg",
        "abcdefgh",
        "abcdefghi",
        "abcdefghXabcdefgh",
        "abcdefghYabcdefgh",
        "abcdefghijklmnop",
        "abcdefgh\\u0000ijklmnop",
        "abcdefgh\\u0001ijklmnop",
    ];
    let members: Vec<String> = keys.iter().map(|k| format!(r#""{k}":0"#)).collect();
    let distinct = format!("{{{}}}", members.join(","));
    assert!(
        read(distinct.as_bytes(), &Limits::default()).is_ok(),
        "{distinct}"
    );
    for key in keys {
        let text = format!("{{{},\"{key}\":1}}", members.join(","));
        let err = read(text.as_bytes(), &Limits::default()).unwrap_err();
        // The message names the key as JSON: the text read back, escapes decoded.
        let decoded: String = serde_json::from_str(&format!("\"{key}\"")).unwrap();
        let named = serde_json::Value::String(decoded).to_string();
        assert!(
            err.to_string()
                .starts_with(&format!("duplicate key {named} at")),
            "{text}: {err}"
        );
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

    /// The summary bits only ever spare a comparison: an object is refused exactly when a key
    /// repeats, and the error names the first key that does, whatever the keys' lengths and
    /// bytes (short keys over three letters collide often; long ones share heads and tails),
    /// below and above the hash set's threshold, through the scanner and the writer alike.
    #[test]
    fn a_key_is_refused_exactly_when_it_repeats(
        keys in proptest::collection::vec("[ab]{0,3}|id_[a-c]{1,3}_x|[a-z]{9,11}", 1..40),
    ) {
        let text = format!(
            "{{{}}}",
            keys.iter().map(|k| format!("\"{k}\":0")).collect::<Vec<_>>().join(",")
        );
        let mut seen = std::collections::HashSet::new();
        let first_repeated = keys.iter().find(|k| !seen.insert(k.as_str()));
        match (read(text.as_bytes(), &Limits::default()), first_repeated) {
            (Ok(_), None) => {}
            (Err(e), Some(key)) => proptest::prop_assert!(
                e.to_string().starts_with(&format!("duplicate key \"{key}\"")),
                "{}: {}", text, e
            ),
            (result, key) => proptest::prop_assert!(false, "{}: {:?} for {:?}", text, result.map(|_| ()), key),
        }
        // The writer refuses the same map (serialized as the ordered pairs it holds).
        struct Pairs<'a>(&'a [String]);
        impl Serialize for Pairs<'_> {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                use serde::ser::SerializeMap;
                let mut map = s.serialize_map(Some(self.0.len()))?;
                for k in self.0 {
                    map.serialize_entry(k, &0)?;
                }
                map.end()
            }
        }
        proptest::prop_assert_eq!(write(&Pairs(&keys), |_| ()).is_ok(), first_repeated.is_none(), "{}", text);
    }
}
