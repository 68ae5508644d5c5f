//! The reader's input policy, detected on its own so the oracle test asserts it: duplicate
//! keys and nesting beyond the default depth limit are refused whatever the schema says.

use std::collections::HashSet;
use std::fmt;

use agent_approval::Limits;
use serde::de::{DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

/// Why the library's JSON reader refuses a text that serde_json reads, if it does.
///
/// This is the input policy of `runtime/src/json.rs`, not schema validation, so the schema oracle
/// cannot speak to it: a duplicate object key (RFC 8259 section 4 leaves the meaning to the
/// parser, and two parsers keeping different duplicates could see different decisions) and
/// nesting deeper than `Limits::default().max_depth` are syntax errors. The test detects them
/// on its own, so that they are asserted rather than skipped.
pub(crate) fn input_policy_refusal(text: &str, instance: &Value) -> Option<&'static str> {
    if depth(instance) > Limits::default().max_depth {
        Some("nesting")
    } else if has_duplicate_keys(text) {
        Some("duplicate key")
    } else {
        None
    }
}

/// Nesting depth: 0 for a scalar, 1 for `[]` or `{}`.
fn depth(v: &Value) -> usize {
    match v {
        Value::Array(list) => 1 + list.iter().map(depth).max().unwrap_or(0),
        Value::Object(map) => 1 + map.values().map(depth).max().unwrap_or(0),
        _ => 0,
    }
}

/// Whether some object of a JSON text (which serde_json reads) repeats a key.
fn has_duplicate_keys(text: &str) -> bool {
    DuplicateKeys
        .deserialize(&mut serde_json::Deserializer::from_str(text))
        .unwrap()
}

/// Reads any JSON value, answering whether an object in it repeats a key.
#[derive(Clone, Copy)]
struct DuplicateKeys;

impl<'de> DeserializeSeed<'de> for DuplicateKeys {
    type Value = bool;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<bool, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for DuplicateKeys {
    type Value = bool;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_i64<E>(self, _: i64) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_u64<E>(self, _: u64) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_f64<E>(self, _: f64) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_str<E>(self, _: &str) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_unit<E>(self) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<bool, A::Error> {
        let mut found = false;
        while let Some(inner) = seq.next_element_seed(self)? {
            found |= inner;
        }
        Ok(found)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<bool, A::Error> {
        let mut keys = HashSet::new();
        let mut found = false;
        while let Some(key) = map.next_key::<String>()? {
            found |= !keys.insert(key);
            found |= map.next_value_seed(self)?;
        }
        Ok(found)
    }
}

#[test]
fn input_policy_detection() {
    let v = |s: &str| serde_json::from_str::<Value>(s).unwrap();
    assert!(has_duplicate_keys(r#"{"a":1,"a":1}"#));
    assert!(has_duplicate_keys(r#"[{"b":{"a":1,"a":2}}]"#));
    assert!(!has_duplicate_keys(
        r#"{"a":{"a":1},"b":[{"a":1},{"a":2}]}"#
    ));
    assert_eq!(depth(&v("1")), 0);
    assert_eq!(depth(&v("[]")), 1);
    assert_eq!(depth(&v(r#"{"a":[1,[{}]]}"#)), 4);
}
