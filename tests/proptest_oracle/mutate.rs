//! Mutations of valid instances at any node into any JSON shape, for the oracle property.

use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{json, Number, Value};

/// One change that usually makes a valid instance invalid, at a node chosen by `at`.
#[derive(Debug, Clone)]
pub enum Mutation {
    /// Remove one key of an object (a required one, often).
    DropKey(Index),
    /// Replace the node by `null`.
    Null,
    /// Replace the node by a value of another type.
    ChangeType(Index),
    /// Flip the case of the first letter of a string (`approved` → `Approved`).
    CaseFlip,
    /// Add a key to an object (beside a `oneOf` variant key, for instance).
    AddKey(Index),
    /// Append `"\n"` to a string.
    AppendNewline,
    /// Turn a number into a nearby one: a fraction, its negation, a float, zero.
    Number(Index),
    /// Wrap the node in an object keyed by itself (`"approval"` → `{"approval": null}`,
    /// serde's externally tagged form of a unit variant) or by a fixed key.
    WrapInObject,
    /// Wrap the node in an array (`"approval"` → `["approval"]`).
    WrapInArray,
    /// Rename a key of an object (`host` → `Host`, `host_`).
    RenameKey(Index),
    /// Write an integer as a float with no fractional part (`3600` → `3600.0`).
    IntegerAsFloat,
    /// A near-miss string: a letter dropped or doubled, a space added.
    NearMiss(Index),
    /// An integer past what `i64`/`u64` hold, or at their edges, as an integer or a float.
    LargeInteger(Index),
}

pub fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<Index>().prop_map(Mutation::DropKey),
        Just(Mutation::Null),
        any::<Index>().prop_map(Mutation::ChangeType),
        Just(Mutation::CaseFlip),
        any::<Index>().prop_map(Mutation::AddKey),
        Just(Mutation::AppendNewline),
        any::<Index>().prop_map(Mutation::Number),
        Just(Mutation::WrapInObject),
        Just(Mutation::WrapInArray),
        any::<Index>().prop_map(Mutation::RenameKey),
        Just(Mutation::IntegerAsFloat),
        any::<Index>().prop_map(Mutation::NearMiss),
        any::<Index>().prop_map(Mutation::LargeInteger),
    ]
}

/// The RFC 6901 pointers of every node of `v`, the root first.
pub fn pointers(v: &Value, at: &str, out: &mut Vec<String>) {
    out.push(at.to_owned());
    match v {
        Value::Array(list) => {
            for (i, x) in list.iter().enumerate() {
                pointers(x, &format!("{at}/{i}"), out);
            }
        }
        Value::Object(map) => {
            for (k, x) in map {
                pointers(
                    x,
                    &format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                    out,
                );
            }
        }
        _ => {}
    }
}

/// Applies `m` at one of the nodes it can change, chosen by `at` (nothing if there is none).
pub fn apply(v: &mut Value, at: &Index, m: &Mutation) {
    let mut all = Vec::new();
    pointers(v, "", &mut all);
    let applies = |node: &Value| match m {
        Mutation::DropKey(_) => node.as_object().is_some_and(|map| !map.is_empty()),
        Mutation::AddKey(_) => node.is_object(),
        Mutation::CaseFlip => node
            .as_str()
            .is_some_and(|s| s.chars().any(char::is_alphabetic)),
        Mutation::AppendNewline | Mutation::NearMiss(_) => node.is_string(),
        Mutation::Number(_) | Mutation::LargeInteger(_) => node.is_number(),
        Mutation::IntegerAsFloat => node.is_u64() || node.is_i64(),
        Mutation::RenameKey(_) => node.as_object().is_some_and(|map| !map.is_empty()),
        Mutation::Null
        | Mutation::ChangeType(_)
        | Mutation::WrapInObject
        | Mutation::WrapInArray => true,
    };
    all.retain(|p| v.pointer(p).is_some_and(applies));
    if all.is_empty() {
        return;
    }
    let pointer = at.get(&all).clone();
    let node = v.pointer_mut(&pointer).unwrap();
    match (m, node) {
        (Mutation::DropKey(i), Value::Object(map)) if !map.is_empty() => {
            let key = i.get(&map.keys().cloned().collect::<Vec<_>>()).clone();
            map.remove(&key);
        }
        (Mutation::Null, node) => *node = Value::Null,
        (Mutation::ChangeType(i), node) => {
            *node = i
                .get(&[
                    json!(0),
                    json!("x"),
                    json!([]),
                    json!({}),
                    json!(true),
                    json!(1.5),
                    json!(["x"]),
                ])
                .clone();
        }
        (Mutation::CaseFlip, Value::String(s)) => {
            if let Some((pos, c)) = s.char_indices().find(|(_, c)| c.is_alphabetic()) {
                let flipped: String = if c.is_uppercase() {
                    c.to_lowercase().collect()
                } else {
                    c.to_uppercase().collect()
                };
                s.replace_range(pos..pos + c.len_utf8(), &flipped);
            }
        }
        (Mutation::AddKey(i), Value::Object(map)) => {
            // Names unknown here, and names the schemas use elsewhere (a named property must
            // land in its field, an unknown one in `extra`, wherever it is).
            let key = *i.get(&[
                "extra",
                "note",
                "denied",
                "accept",
                "decision",
                "level",
                "",
                "type",
                "id",
                "method",
                "cwd",
                "mcpServers",
                "threadId",
                "params",
                "extra_",
            ]);
            map.entry(key).or_insert(json!(1));
        }
        (Mutation::AppendNewline, Value::String(s)) => s.push('\n'),
        (Mutation::WrapInObject, node) => {
            let key = node.as_str().unwrap_or("value").to_owned();
            *node = json!({ key: null });
        }
        (Mutation::WrapInArray, node) => *node = Value::Array(vec![node.take()]),
        (Mutation::RenameKey(i), Value::Object(map)) if !map.is_empty() => {
            let key = i.get(&map.keys().cloned().collect::<Vec<_>>()).clone();
            let value = map.remove(&key).unwrap_or(Value::Null);
            let mut renamed = key.clone();
            match renamed.chars().next() {
                Some(c) if c.is_lowercase() => {
                    renamed.replace_range(..c.len_utf8(), &c.to_uppercase().to_string());
                }
                _ => renamed.push('_'),
            }
            map.insert(renamed, value);
        }
        (Mutation::IntegerAsFloat, Value::Number(n)) => {
            if let Some(f) = n.as_f64() {
                *n = Number::from_f64(f).unwrap_or_else(|| Number::from(0));
            }
        }
        (Mutation::NearMiss(i), Value::String(s)) if !s.is_empty() => {
            let chars: Vec<char> = s.chars().collect();
            let at = i.index(chars.len());
            let mut out: String = chars[..at].iter().collect();
            match i.index(3) {
                0 => {}
                1 => out.push(chars[at]),
                _ => out.push(' '),
            }
            if i.index(3) != 0 {
                out.push(chars[at]);
            }
            out.extend(&chars[at + 1..]);
            *s = out;
        }
        (Mutation::LargeInteger(i), Value::Number(n)) => {
            let text = *i.get(&[
                "9223372036854775807",
                "9223372036854775808",
                "18446744073709551615",
                "18446744073709551616",
                "-9223372036854775808",
                "-9223372036854775809",
                "9007199254740993",
                "1e19",
                "9.223372036854776e18",
                "-1.8446744073709552e19",
                "1e300",
            ]);
            *n = serde_json::from_str(text).unwrap_or_else(|_| Number::from(0));
        }
        (Mutation::Number(i), Value::Number(n)) => {
            let f = n.as_f64().unwrap_or(0.0);
            *n = match i.index(4) {
                0 => Number::from_f64(f + 0.5),
                1 => Number::from_f64(-f),
                2 => Number::from_f64(f),
                _ => Some(Number::from(0)),
            }
            .unwrap_or_else(|| Number::from(0));
        }
        _ => {}
    }
}

/// `base` unchanged, or with one or two mutations.
pub fn near(base: impl Strategy<Value = Value>, unchanged: u32) -> impl Strategy<Value = Value> {
    let edits = prop_oneof![
        unchanged => Just(Vec::new()),
        2 => prop::collection::vec((any::<Index>(), mutation()), 1..2),
        1 => prop::collection::vec((any::<Index>(), mutation()), 2..3),
    ];
    (base, edits).prop_map(|(mut v, edits)| {
        for (at, m) in &edits {
            apply(&mut v, at, m);
        }
        v
    })
}
