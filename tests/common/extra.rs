//! Does a generated value hold, in an `extra` map (the unknown properties), a property its
//! schema names where it stands? It must not: a named property belongs in its typed field.
//! Shared by the proptest oracle and the fuzz targets (through `#[path]`).
//!
//! Where the schema names each property comes from the engine's own annotations (`properties`
//! lists the names it matched, at each instance location, in the branches that hold); what
//! sits in `extra` comes from the value's `Debug` text (every generated type derives it, and
//! every map of unknown properties is a field named `extra` or `extra_`). A key found in
//! `extra` that every object holding it names is a property in the wrong place.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

/// The first property of `instance` that `value` (its parsed form, as `Debug` text) keeps in
/// an `extra` map although the schema names it at every object of `instance` holding it.
pub fn named_in_extra(
    debug: &str,
    oracle: &jsonschema::Validator,
    instance: &Value,
) -> Option<String> {
    named_in_extra_but(debug, oracle, instance, &[], &[], &Value::Null)
}

/// [`named_in_extra`], but for the properties in `kept` (the generator reported it keeps
/// them in `extra`), and not counting what the `then`/`else` of the objects at `unread` in
/// `schema` name (the generator reported it does not type their cases: what they say is the
/// engine's alone).
pub fn named_in_extra_but(
    debug: &str,
    oracle: &jsonschema::Validator,
    instance: &Value,
    kept: &[String],
    unread: &[String],
    schema: &Value,
) -> Option<String> {
    let mut keys = extra_keys(debug);
    keys.retain(|k| !kept.contains(k) && !typed_in_a_part(debug, k));
    if keys.is_empty() {
        return None;
    }
    let named = named(oracle, instance, &|at| through_unread(schema, at, unread));
    let mut holders: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    objects(instance, String::new(), &mut |at, map| {
        for k in map.keys() {
            holders.entry(k.as_str()).or_default().push(at.to_owned());
        }
    });
    keys.into_iter().find(|k| {
        holders.get(k.as_str()).is_some_and(|at| {
            at.iter()
                .all(|p| named.get(p).is_some_and(|names| names.contains(k)))
        })
    })
}

/// Whether `key` is a typed field, with a value, of a part of an `anyOf` of objects (typify's
/// struct of optional flattened parts, `subtype_0`, `subtype_1`…): every part keeps the
/// properties the others name in its own `extra`, and the part naming `key` holds it typed.
/// The field's name is typify's (snake case); a field elsewhere of that name counts too.
fn typed_in_a_part(debug: &str, key: &str) -> bool {
    if !debug.contains("subtype_") {
        return false;
    }
    let field = format!("{}: ", snake(key));
    debug.match_indices(&field).any(|(i, _)| {
        let before = debug[..i].chars().next_back();
        let at_word = before.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        at_word && !debug[i + field.len()..].starts_with("None")
    })
}

/// A JSON name as typify names its field: words (at case changes and separators) joined by
/// `_`, in lower case (`classValidatorShim` → `class_validator_shim`).
fn snake(name: &str) -> String {
    let mut out = String::new();
    let mut previous: Option<char> = None;
    for c in name.chars() {
        if c.is_alphanumeric() {
            let lower_before = previous.is_some_and(|p| p.is_lowercase() || p.is_ascii_digit());
            if c.is_uppercase() && lower_before {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
        previous = Some(c);
    }
    out.trim_end_matches('_').to_owned()
}

/// Instance location → the property names a `properties` keyword matched there (not one
/// whose evaluation path is `skip`ped), in the units that hold (a failing schema's
/// annotations, its subschemas' among them, are dropped).
fn named(
    oracle: &jsonschema::Validator,
    instance: &Value,
    skip: &dyn Fn(&str) -> bool,
) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let evaluation = oracle.evaluate(instance);
    let mut stack = vec![evaluation.root()];
    while let Some(unit) = stack.pop() {
        if !unit.valid() {
            continue;
        }
        stack.extend(unit.children());
        let path = unit.evaluation_path().as_str();
        if !path.ends_with("/properties") || skip(path) {
            continue;
        }
        if let Some(Value::Array(names)) = unit.annotations().map(|a| a.value()) {
            out.entry(unit.instance_location().as_str().to_owned())
                .or_default()
                .extend(names.iter().filter_map(Value::as_str).map(str::to_owned));
        }
    }
    out
}

/// Whether the evaluation path `path` (keywords from the root of `schema`, through its local
/// `$ref`s) passes through a `then` or an `else` of the object at one of the pointers
/// `unread` (its own, or an `allOf` part's). A path this cannot follow (a `$ref` to another
/// document) is not.
fn through_unread(schema: &Value, path: &str, unread: &[String]) -> bool {
    if unread.is_empty() {
        return false;
    }
    let mut at = String::new();
    for token in path.split('/').skip(1) {
        if token == "$ref" {
            let target = schema.pointer(&at).and_then(|s| s.get("$ref"));
            match target
                .and_then(Value::as_str)
                .and_then(|t| t.strip_prefix('#'))
            {
                Some(local) => at = local.to_owned(),
                None => return false,
            }
            continue;
        }
        if token == "then" || token == "else" {
            let mut owner = at.as_str();
            loop {
                if unread.iter().any(|u| u == owner) {
                    return true;
                }
                let part = owner.rsplit_once('/').and_then(|(rest, n)| {
                    n.parse::<usize>().ok()?;
                    rest.strip_suffix("/allOf")
                });
                match part {
                    Some(o) => owner = o,
                    None => break,
                }
            }
        }
        at.push('/');
        at.push_str(token);
    }
    false
}

/// Calls `f` with the pointer and members of every object in `v`.
fn objects<'v>(
    v: &'v Value,
    at: String,
    f: &mut impl FnMut(&str, &'v serde_json::Map<String, Value>),
) {
    match v {
        Value::Object(map) => {
            f(&at, map);
            for (k, x) in map {
                let token = k.replace('~', "~0").replace('/', "~1");
                objects(x, format!("{at}/{token}"), f);
            }
        }
        Value::Array(items) => {
            for (i, x) in items.iter().enumerate() {
                objects(x, format!("{at}/{i}"), f);
            }
        }
        _ => {}
    }
}

/// The keys of every `extra`/`extra_` map in a `Debug` text (`extra: {"k": …, …}`), outside
/// string literals.
pub fn extra_keys(debug: &str) -> Vec<String> {
    let bytes = debug.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => i = string_end(bytes, i),
            _ => {
                let at_word =
                    i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
                let marker = ["extra: {", "extra_: {"]
                    .into_iter()
                    .find(|m| at_word && bytes[i..].starts_with(m.as_bytes()));
                if let Some(m) = marker {
                    i = map_keys(debug, i + m.len(), &mut out);
                } else {
                    i += 1;
                }
            }
        }
    }
    out
}

/// The index just past the string literal opening at `start`.
fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// Reads the keys of a `Debug` map whose `{` ends just before `from`; returns the index just
/// past its `}` (values are skipped, nested maps among them).
fn map_keys(debug: &str, from: usize, out: &mut Vec<String>) -> usize {
    let bytes = debug.as_bytes();
    let mut i = from;
    let mut depth = 0usize;
    let mut expect_key = true;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                let end = string_end(bytes, i);
                if depth == 0 && expect_key {
                    out.push(unescape(&debug[i + 1..end - 1]));
                    expect_key = false;
                }
                i = end;
                continue;
            }
            b'{' | b'[' | b'(' => depth += 1,
            b'}' | b']' | b')' if depth == 0 => return i + 1,
            b'}' | b']' | b')' => depth -= 1,
            b',' if depth == 0 => expect_key = true,
            _ => {}
        }
        i += 1;
    }
    i
}

/// A string literal's text as `str::escape_debug` wrote it, unescaped.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('t') => out.push('\t'),
            Some('0') => out.push('\0'),
            Some('u') => {
                let hex: String = chars.by_ref().skip(1).take_while(|c| *c != '}').collect();
                if let Some(c) = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                    out.push(c);
                }
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{extra_keys, named_in_extra};
    use serde_json::json;

    /// The engine's annotations say where a name is named, in draft-07 and 2020-12, inside the
    /// `oneOf` branch that holds: `a` is named at the root, `b` nowhere, `c` only in the
    /// branch that does not hold.
    #[test]
    fn a_named_property_in_extra_is_found() {
        for draft in [
            "http://json-schema.org/draft-07/schema#",
            "https://json-schema.org/draft/2020-12/schema",
        ] {
            let schema = json!({
                "$schema": draft,
                "properties": {"a": {"type": "integer"}},
                "oneOf": [
                    {"properties": {"k": {"const": 1}}, "required": ["k"]},
                    {"properties": {"k": {"const": 2}, "c": {}}, "required": ["k"]}
                ]
            });
            let oracle = jsonschema::validator_for(&schema).unwrap();
            let instance = json!({"a": 1, "b": 2, "c": 3, "k": 1});
            let cases = [
                (r#"S { a: 1, extra: {"b": Number(2)} }"#, None),
                (r#"S { extra: {"a": Number(1)} }"#, Some("a")),
                (r#"S { a: 1, extra: {"c": Number(3)} }"#, None),
                (
                    r#"S { a: 1, k: 1, extra: {"b": Number(2), "k": Number(1)} }"#,
                    Some("k"),
                ),
            ];
            for (debug, want) in cases {
                assert_eq!(
                    named_in_extra(debug, &oracle, &instance).as_deref(),
                    want,
                    "{draft}: {debug}"
                );
            }
        }
    }

    /// An `anyOf` of open objects: each part keeps the others' properties in its `extra`; a
    /// key typed in one part is where it belongs.
    #[test]
    fn a_property_typed_in_another_part_of_an_any_of_is_in_place() {
        let schema = json!({"anyOf": [
            {"type": "object", "properties": {"file": {"type": "string"}}},
            {"type": "object", "properties": {"classValidatorShim": {"type": "boolean"}}}
        ]});
        let oracle = jsonschema::validator_for(&schema).unwrap();
        let instance = json!({"file": "f", "classValidatorShim": true});
        let cases = [
            (
                r#"S { subtype_0: Some(A { file: Some("f"), extra: {"classValidatorShim": Bool(true)} }), subtype_1: Some(B { class_validator_shim: Some(true), extra: {"file": String("f")} }) }"#,
                None,
            ),
            // Typed nowhere (the field is `None`, or there is no `anyOf` struct): found.
            (
                r#"S { subtype_0: Some(A { file: None, extra: {"file": String("f")} }), subtype_1: None }"#,
                Some("file"),
            ),
            (
                r#"S { file: Some("f"), extra: {"file": String("f")} }"#,
                Some("file"),
            ),
        ];
        for (debug, want) in cases {
            assert_eq!(
                named_in_extra(debug, &oracle, &instance).as_deref(),
                want,
                "{debug}"
            );
        }
        assert_eq!(super::snake("classValidatorShim"), "class_validator_shim");
        assert_eq!(super::snake("x-kubernetes-id"), "x_kubernetes_id");
    }

    #[test]
    fn keys_of_extra_maps_are_read_from_debug_text() {
        let cases: [(&str, &[&str]); 6] = [
            (r#"S { a: 1, extra: {} }"#, &[]),
            (
                r#"S { a: "extra: {\"x\": 1}", extra: {"k": Object {"in": Number(1)}, "q\"\n": Array [Number(2)]} }"#,
                &["k", "q\"\n"],
            ),
            (
                r#"A { b: B { extra_: {"é\u{301}": Null} }, extra: {"z": Null} }"#,
                &["é\u{301}", "z"],
            ),
            (r#"S { my_extra: {"no": Null} }"#, &[]),
            (
                r#"V::X { extra: {"a": String("}"), "b": Bool(true)} }"#,
                &["a", "b"],
            ),
            (r#"S { t: "Μ", ä: 1, extra: {"Ä": Null} }"#, &["Ä"]),
        ];
        for (debug, want) in cases {
            assert_eq!(extra_keys(debug), want, "{debug}");
        }
    }
}
