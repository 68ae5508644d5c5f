//! What `patternProperties` make of an object's type ([`patterns`]), shared by the IR
//! ([`crate::compile`]) and typify's input (`typespace/normalise/patterns.rs`): one map where
//! one schema holds every unnamed property, else a typed map per pattern, each property routed
//! to its map by the pattern's regular expression when converted (the engine still judges every
//! key), named by [`map_fields`].

use serde_json::{Map, Value};

use crate::keywords::{role, Role};

/// What a subschema's `patternProperties` make of its type (see [`patterns`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Patterns<'a> {
    /// None, or none that shape a value (every pattern's schema is `true` or `{}`) beside
    /// `additionalProperties` that is absent, `true`, or a schema each pattern's equals: the
    /// rest says the type.
    Ignored,
    /// Every property no `properties` names matches a pattern (`additionalProperties:
    /// false`, or one pattern every name matches), and every pattern has this one schema (by
    /// its pattern, the first): the unnamed properties are a map of its type, as
    /// `additionalProperties` would be.
    Map(&'a str),
    /// A map per listed pattern, of its schema's type, beside the named properties and what
    /// `additionalProperties` says of the rest (`extra`: `serde_json::Value` when open, its
    /// schema's type, or refused when `false`). A property goes to the first listed pattern
    /// its name matches (its value is valid against that pattern's schema, so its type holds
    /// it); beside open `additionalProperties` a pattern whose schema gives no shape is not
    /// listed (its properties stay in `extra`), nor one the linear-time `regex` crate cannot
    /// run (`patterns = "backtracking"`: reported, kept in `extra`).
    Maps(Vec<&'a str>),
}

/// How `patternProperties` bear on the type of the subschema `obj`; `Err` with the reason
/// when no Rust type can route them: beside `additionalProperties` that is `false` or a
/// schema, a pattern the linear-time `regex` crate cannot run (the subschema is then
/// `serde_json::Value`).
pub(crate) fn patterns(obj: &Map<String, Value>) -> Result<Patterns<'_>, &'static str> {
    let Some(Value::Object(patterns)) = obj.get("patternProperties") else {
        return Ok(Patterns::Ignored);
    };
    let shapeless = |v: &Value| {
        v.as_bool() == Some(true)
            || v.as_object()
                .is_some_and(|o| o.keys().all(|k| role(k) == Role::Annotation))
    };
    let mut schemas = patterns.values();
    let one = schemas.next().filter(|first| schemas.all(|s| s == *first));
    let additional = obj.get("additionalProperties");
    let open = matches!(additional, None | Some(Value::Bool(true)));
    if let (true, [(every, _)]) = (open, patterns.iter().collect::<Vec<_>>().as_slice()) {
        if matches_every_name(every) {
            return Ok(Patterns::Map(every));
        }
    }
    match (additional, one) {
        (Some(Value::Bool(false)), Some(_)) => {
            return Ok(patterns
                .keys()
                .next()
                .map_or(Patterns::Ignored, |p| Patterns::Map(p)));
        }
        (Some(additional), Some(s)) if additional == s => return Ok(Patterns::Ignored),
        _ => {}
    }
    if open {
        if patterns.values().all(shapeless) {
            return Ok(Patterns::Ignored);
        }
        let routed = patterns
            .iter()
            .filter(|(p, s)| !shapeless(s) && routable(p))
            .map(|(p, _)| p.as_str())
            .collect();
        return Ok(Patterns::Maps(routed));
    }
    if patterns.keys().all(|p| routable(p)) {
        Ok(Patterns::Maps(
            patterns.keys().map(String::as_str).collect(),
        ))
    } else {
        Err("`patternProperties` beside closed or typed `additionalProperties`, with a pattern the linear-time `regex` crate cannot run (`patterns = \"backtracking\"`), so a property cannot be routed to its pattern's type")
    }
}

/// Whether the conversion can route names by `pattern`: it is ECMA-262 the `regex` crate runs
/// once translated as the engine translates it (`jsonschema-regex`), so both agree on every
/// name.
#[must_use]
fn routable(pattern: &str) -> bool {
    jsonschema_regex::to_rust_regex(pattern).is_ok_and(|rust| regex::Regex::new(&rust).is_ok())
}

/// Whether every property name matches the pattern (a search, as `patternProperties` runs
/// it: `.*` matches the empty start of any name; `^.*$` does not match a name holding a line
/// break). Beside open `additionalProperties` such a pattern is a map of its schema, as with
/// `additionalProperties: false` (CRDs write `{"patternProperties": {".*": …}}` for labels).
fn matches_every_name(pattern: &str) -> bool {
    matches!(pattern, "" | "^" | ".*" | "^.*" | ".*$" | "(.*)")
}

/// The Rust field of each map of [`Patterns::Maps`] (`maps`, in order) on the object `obj`:
/// `extensions` for `^x-` (the specification extensions of `OpenAPI` and `AsyncAPI`), else
/// `pattern_properties`, numbered from 1 when there are several; a name a property of `obj`
/// would take as its field gets a `_` appended until free.
#[must_use]
pub(crate) fn map_fields(obj: &Map<String, Value>, maps: &[&str]) -> Vec<String> {
    let named: Vec<String> = obj
        .get("properties")
        .and_then(Value::as_object)
        .into_iter()
        .flat_map(|p| p.keys())
        .map(|k| heck::AsSnakeCase(k).to_string())
        .collect();
    let several = maps.iter().filter(|p| !is_extensions(p)).count() > 1;
    let mut taken: Vec<String> = Vec::new();
    let mut n = 0;
    maps.iter()
        .map(|p| {
            let mut name = if is_extensions(p) && !taken.iter().any(|t| t == "extensions") {
                "extensions".to_owned()
            } else if several {
                n += 1;
                format!("pattern_properties_{n}")
            } else {
                "pattern_properties".to_owned()
            };
            while named.contains(&name) || taken.contains(&name) || name == "extra" {
                name.push('_');
            }
            taken.push(name.clone());
            name
        })
        .collect()
}

/// `^x-`: the specification extensions of `OpenAPI` and `AsyncAPI`.
fn is_extensions(pattern: &str) -> bool {
    matches!(
        pattern,
        "^x-" | "^[xX]-" | "^x-.*$" | "^x-.*" | "^x-[\\w\\d\\.\\x2d]+$"
    )
}

#[cfg(test)]
mod tests {
    use super::{map_fields, patterns, Patterns};
    use serde_json::{json, Value};

    /// What `patternProperties` make of a type: one map where one schema holds every unnamed
    /// property, a map per pattern where it does not, nothing where they give no shape; coarse
    /// only where a closed or typed object has a pattern no conversion can route.
    #[test]
    fn patterns_table() {
        let int = json!({"type": "integer"});
        let cases: Vec<(Value, Result<Patterns<'static>, ()>)> = vec![
            (json!({}), Ok(Patterns::Ignored)),
            (
                json!({"patternProperties": {"^a": int}, "additionalProperties": false}),
                Ok(Patterns::Map("^a")),
            ),
            (
                json!({"patternProperties": {"^a": int, "^b": int}, "additionalProperties": false}),
                Ok(Patterns::Map("^a")),
            ),
            (
                json!({"patternProperties": {"^a": int, "^b": {"type": "string"}}, "additionalProperties": false}),
                Ok(Patterns::Maps(vec!["^a", "^b"])),
            ),
            (
                json!({"patternProperties": {"^a": int}}),
                Ok(Patterns::Maps(vec!["^a"])),
            ),
            (
                json!({"patternProperties": {"^a": int}, "additionalProperties": true}),
                Ok(Patterns::Maps(vec!["^a"])),
            ),
            // A pattern every name matches: a map, beside absent or `true` additionalProperties.
            (
                json!({"patternProperties": {".*": int}}),
                Ok(Patterns::Map(".*")),
            ),
            (
                json!({"patternProperties": {"": int}, "additionalProperties": true}),
                Ok(Patterns::Map("")),
            ),
            // `^.*$` misses names holding a line break; beside another pattern it is not alone.
            (
                json!({"patternProperties": {"^.*$": int}}),
                Ok(Patterns::Maps(vec!["^.*$"])),
            ),
            (
                json!({"patternProperties": {".*": int, "^a": {"minimum": 1}}}),
                Ok(Patterns::Maps(vec![".*", "^a"])),
            ),
            // Beside open additionalProperties, a shapeless pattern's properties stay in `extra`.
            (
                json!({"patternProperties": {"^a": int, "^b": {"description": "x"}}}),
                Ok(Patterns::Maps(vec!["^a"])),
            ),
            (
                json!({"patternProperties": {".*": int}, "additionalProperties": {"type": "string"}}),
                Ok(Patterns::Maps(vec![".*"])),
            ),
            (
                json!({"patternProperties": {"^a": {"description": "x"}}}),
                Ok(Patterns::Ignored),
            ),
            (
                json!({"patternProperties": {"^a": int}, "additionalProperties": int}),
                Ok(Patterns::Ignored),
            ),
            (
                json!({"patternProperties": {"^a": int}, "additionalProperties": {"type": "string"}}),
                Ok(Patterns::Maps(vec!["^a"])),
            ),
            // Lookaround: the `regex` crate cannot route it. Open: kept in `extra`; closed: no
            // Rust type can hold the object.
            (
                json!({"patternProperties": {"^(?!a)": int}}),
                Ok(Patterns::Maps(vec![])),
            ),
            (
                json!({"patternProperties": {"^(?!a)": int, "^a": {"type": "string"}}, "additionalProperties": false}),
                Err(()),
            ),
        ];
        for (schema, want) in cases {
            let got = patterns(schema.as_object().unwrap()).map_err(|_| ());
            assert_eq!(got, want, "{schema}");
            assert_eq!(
                super::super::is_coarse(schema.as_object().unwrap(), false),
                want.is_err(),
                "{schema}"
            );
        }
    }

    /// Each map's field: `extensions` for `^x-`, else `pattern_properties`, numbered when
    /// several, never a property's field or `extra`.
    #[test]
    fn map_fields_table() {
        let cases: Vec<(Value, Vec<&str>, Vec<&str>)> = vec![
            (json!({}), vec!["^x-"], vec!["extensions"]),
            (json!({}), vec!["^a"], vec!["pattern_properties"]),
            (
                json!({}),
                vec!["^x-", "^a", "^b"],
                vec!["extensions", "pattern_properties_1", "pattern_properties_2"],
            ),
            (
                json!({"properties": {"extensions": {}, "patternProperties": {}}}),
                vec!["^x-", "^a"],
                vec!["extensions_", "pattern_properties_"],
            ),
        ];
        for (schema, maps, want) in cases {
            assert_eq!(
                map_fields(schema.as_object().unwrap(), &maps),
                want,
                "{schema}"
            );
        }
    }
}
