//! Unions as the type model reads them, where what they accept is plainer than how they are
//! written:
//!
//! - a branch no value meets (`false`, `{"not": {}}`) is left out (claude-code's
//!   `enabledPlugins`: `anyOf: [{"type": "array", …}, {"type": "boolean"}, {"not": {}}]`, a
//!   list or a boolean);
//! - an `anyOf` with a branch every value meets (`{}`, or annotations alone) constrains
//!   nothing, and is left out (codecov's `layout`: `anyOf: [{}, {"enum": […]}]`, any value);
//! - an `anyOf` no value can meet two branches of is a `oneOf` (qodana's `profile`: a closed
//!   object of `name` or one of `path`; aiproj's forms, told apart by a `const`): typify then types its objects as an enum's variants, as for a `oneOf`, where a
//!   value two branches hold would be read as one, the other's properties in its `extra`;
//!   an `anyOf` of one branch is an `allOf` part (ninjs's `places`).
//!
//! Two branches exclude each other (each read with its `allOf` parts and their local `$ref`s)
//! where one requires a property the other forbids (its
//! `additionalProperties: false` without the name or a pattern, the property's schema `false`,
//! or `not: {"required": [name]}`), where both require a property and allow disjoint values of
//! it (`const`, `enum`), or where their `type`s share none. Only the Rust types read the copy;
//! the engine judges the document as vendored. Moves are recorded for reports; a union a `$ref`
//! points into is left as it is.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

/// Rewrites every union of `doc`, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    let original = doc.clone();
    super::each_schema(doc, "", super::Order::After, &mut |obj, pointer| {
        for union in ["anyOf", "oneOf"] {
            let at = format!("{pointer}/{union}");
            if super::reached(&refs, &at) {
                continue;
            }
            read(obj, union, &at, &original, layer);
        }
    });
}

/// Rewrites the union `union` of `obj` (at `at`).
fn read(
    obj: &mut Map<String, Value>,
    union: &str,
    at: &str,
    doc: &Value,
    layer: &mut Vec<(String, String)>,
) {
    let Some(Value::Array(branches)) = obj.get_mut(union) else {
        return;
    };
    // Never met: left out, while one is left; those after it move up (`(new, old)` indices).
    let mut shifted = Vec::new();
    if branches.iter().any(never) && !branches.iter().all(never) {
        for (i, b) in std::mem::take(branches).into_iter().enumerate() {
            if never(&b) {
                continue;
            }
            if branches.len() != i {
                shifted.push((branches.len(), i));
            }
            branches.push(b);
        }
    }
    let mut key = union;
    if union == "anyOf" {
        if branches.iter().any(always) {
            obj.remove(union);
            return;
        }
        // One branch: a part, which typify merges with the schema (ninjs's places:
        // `{"type": "object", "anyOf": [{"properties": …}]}`).
        if branches.len() == 1 {
            let was = shifted.first().map_or(0, |(_, old)| *old);
            let part = branches.pop().unwrap_or(Value::Null);
            obj.remove(union);
            let parts = obj
                .entry("allOf")
                .or_insert_with(|| Value::Array(Vec::new()));
            if let Value::Array(parts) = parts {
                let (parent, _) = at.rsplit_once('/').unwrap_or_default();
                layer.push((
                    format!("{parent}/allOf/{}", parts.len()),
                    format!("{at}/{was}"),
                ));
                parts.push(part);
            }
            return;
        }
        let parts: Vec<Vec<&Map<String, Value>>> =
            branches.iter().map(|b| parts_of(b, doc)).collect();
        let exclusive =
            (0..parts.len()).all(|i| (i + 1..parts.len()).all(|j| excludes(&parts[i], &parts[j])));
        if exclusive && !obj.contains_key("oneOf") {
            if let Some(b) = obj.remove("anyOf") {
                obj.insert("oneOf".into(), b);
                key = "oneOf";
            }
        }
    }
    let (parent, _) = at.rsplit_once('/').unwrap_or_default();
    for (new, old) in shifted {
        layer.push((format!("{parent}/{key}/{new}"), format!("{at}/{old}")));
    }
    if key != union {
        layer.push((format!("{parent}/{key}"), at.to_owned()));
    }
}

/// Whether no value meets `b`.
fn never(b: &Value) -> bool {
    match b {
        Value::Bool(v) => !v,
        Value::Object(o) => o.get("not").is_some_and(always) && shapes(o) == 1,
        _ => false,
    }
}

/// Whether every value meets `b`.
fn always(b: &Value) -> bool {
    match b {
        Value::Bool(v) => *v,
        Value::Object(o) => shapes(o) == 0,
        _ => false,
    }
}

/// How many of `o`'s keywords are not annotations.
fn shapes(o: &Map<String, Value>) -> usize {
    o.keys()
        .filter(|k| crate::keywords::role(k) != crate::keywords::Role::Annotation)
        .count()
}

/// The schemas a value of branch `b` meets: `b`, its `allOf` parts, and the targets of their
/// `$ref`s into `doc` (catalog-info's kinds: `allOf: [{"$ref": "…#/definitions/entity"},
/// {"properties": {"kind": {"enum": ["API"]}}}]`, the entity requiring `kind`).
fn parts_of<'a>(b: &'a Value, doc: &'a Value) -> Vec<&'a Map<String, Value>> {
    located_parts(b, "", doc)
        .into_iter()
        .map(|(_, o)| o)
        .collect()
}

/// [`parts_of`] the branch `b` at `at`, each part with its pointer in `doc`.
pub(super) fn located_parts<'a>(
    b: &'a Value,
    at: &str,
    doc: &'a Value,
) -> Vec<(String, &'a Map<String, Value>)> {
    let id = doc.get("$id").and_then(Value::as_str).unwrap_or("");
    let mut out: Vec<(String, &Map<String, Value>)> = Vec::new();
    let mut next = vec![(at.to_owned(), b)];
    while let Some((at, v)) = next.pop() {
        let Value::Object(o) = v else { continue };
        if out.len() > 64 || out.iter().any(|(_, p)| std::ptr::eq(*p, o)) {
            continue;
        }
        out.push((at.clone(), o));
        let parts = o.get("allOf").and_then(Value::as_array).into_iter();
        next.extend(
            parts
                .flatten()
                .enumerate()
                .map(|(k, p)| (format!("{at}/allOf/{k}"), p)),
        );
        let target = o.get("$ref").and_then(Value::as_str).and_then(|r| {
            let (file, fragment) = r.split_once('#')?;
            // This document: no file, or the end of its `$id`.
            (file.is_empty() || (!id.is_empty() && id.ends_with(file)))
                .then(|| doc.pointer(fragment).map(|t| (fragment.to_owned(), t)))
                .flatten()
        });
        next.extend(target);
    }
    out
}

/// Whether no value meets both branches, of parts `a` and `b` (see [`parts_of`]).
/// The JSON types a value meeting every one of `parts` may have (`integer` within `number`),
/// where some part says (`None` where none does, or one's `type` is not read).
pub(super) fn types(parts: &[&Map<String, Value>]) -> Option<BTreeSet<String>> {
    let mut all: Option<BTreeSet<String>> = None;
    for o in parts {
        let mut t: BTreeSet<String> = match o.get("type") {
            None => continue,
            Some(Value::String(t)) => [t.clone()].into(),
            Some(Value::Array(a)) => a
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect(),
            Some(_) => return None,
        };
        if t.contains("number") {
            t.insert("integer".into());
        }
        all = Some(match all {
            None => t,
            Some(x) => x.intersection(&t).cloned().collect(),
        });
    }
    all
}

fn excludes(a: &[&Map<String, Value>], b: &[&Map<String, Value>]) -> bool {
    if let (Some(x), Some(y)) = (types(a), types(b)) {
        if x.is_disjoint(&y) {
            return true;
        }
    }
    let required = |parts: &[&Map<String, Value>]| -> BTreeSet<String> {
        parts
            .iter()
            .filter_map(|o| o.get("required").and_then(Value::as_array))
            .flatten()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect()
    };
    let (ra, rb) = (required(a), required(b));
    let forbidden = |parts: &[&Map<String, Value>], p: &str| parts.iter().any(|o| forbids(o, p));
    let disjoint = |p: &str| a.iter().any(|x| b.iter().any(|y| disjoint(x, y, p)));
    ra.iter().any(|p| forbidden(b, p))
        || rb.iter().any(|p| forbidden(a, p))
        || ra.intersection(&rb).any(|p| disjoint(p))
}

/// Whether object schema `o` forbids property `p`: closed without it, its schema `false`, or
/// `not` requiring it alone (`{"not": {"required": ["p"]}}`, or bootstraprc's
/// `{"not": {"properties": {"p": {}}, "required": ["p"]}}`).
pub(crate) fn forbids(o: &Map<String, Value>, p: &str) -> bool {
    let named = o.get("properties").and_then(Value::as_object);
    let closed = o.get("additionalProperties") == Some(&Value::Bool(false))
        && !named.is_some_and(|m| m.contains_key(p))
        && !o.contains_key("patternProperties");
    let schema_false = named.and_then(|m| m.get(p)) == Some(&Value::Bool(false));
    let not_required = o.get("not").and_then(Value::as_object).is_some_and(|n| {
        n.get("required") == Some(&Value::Array(vec![p.into()]))
            && n.iter().all(|(k, v)| match k.as_str() {
                "required" => true,
                "properties" => v.as_object().is_some_and(|m| m.values().all(always)),
                k => crate::keywords::role(k) == crate::keywords::Role::Annotation,
            })
    });
    closed || schema_false || not_required
}

/// Whether `a` and `b` each list the values of property `p` (`const`, `enum`) and share
/// none: no value meeting both has `p`.
pub(super) fn disjoint(a: &Map<String, Value>, b: &Map<String, Value>, p: &str) -> bool {
    match (values(a, p), values(b, p)) {
        (Some(listed), Some(others)) => !listed.iter().any(|v| others.contains(v)),
        _ => false,
    }
}

/// The values property `p` of `o` may take, where it lists them (`const`, `enum`).
fn values<'a>(o: &'a Map<String, Value>, p: &str) -> Option<Vec<&'a Value>> {
    let s = o.get("properties")?.get(p)?;
    if let Some(c) = s.get("const") {
        return Some(vec![c]);
    }
    Some(s.get("enum")?.as_array()?.iter().collect())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::rewrite;

    #[test]
    fn unions_read_as_what_they_accept() {
        let closed = |p: &str| json!({"properties": {p: {"type": "string"}}, "required": [p], "additionalProperties": false});
        let cases = vec![
            // A branch never met is left out; the others move up.
            (
                json!({"anyOf": [{"not": {}}, {"type": "array"}, {"type": "boolean"}]}),
                json!({"oneOf": [{"type": "array"}, {"type": "boolean"}]}),
                vec![
                    ("/oneOf/0", "/anyOf/1"),
                    ("/oneOf/1", "/anyOf/2"),
                    ("/oneOf", "/anyOf"),
                ],
            ),
            // A branch always met: the union says nothing.
            (
                json!({"anyOf": [{}, {"enum": ["a"]}], "description": "d"}),
                json!({"description": "d"}),
                vec![],
            ),
            (
                json!({"anyOf": [{"description": "any"}, {"type": "string"}]}),
                json!({}),
                vec![],
            ),
            // Closed objects, each requiring what the other forbids (qodana, monika).
            (
                json!({"type": "object", "anyOf": [closed("name"), closed("path")]}),
                json!({"type": "object", "oneOf": [closed("name"), closed("path")]}),
                vec![("/oneOf", "/anyOf")],
            ),
            // Told apart by a required property's values (aiproj's forms).
            (
                json!({"anyOf": [
                    {"properties": {"d": {"const": "Auto"}}, "required": ["d"]},
                    {"properties": {"d": {"enum": ["Manual", "Other"]}}, "required": ["d"]}]}),
                json!({"oneOf": [
                    {"properties": {"d": {"const": "Auto"}}, "required": ["d"]},
                    {"properties": {"d": {"enum": ["Manual", "Other"]}}, "required": ["d"]}]}),
                vec![("/oneOf", "/anyOf")],
            ),
            // Through `allOf` parts and `$ref`s (catalog-info's kinds): the entity requires
            // `kind`, each branch lists its value.
            (
                json!({"$id": "https://x/c.json", "definitions": {"entity": {"required": ["kind"]}},
                       "anyOf": [
                    {"allOf": [{"$ref": "c.json#/definitions/entity"}, {"properties": {"kind": {"enum": ["API"]}}}]},
                    {"allOf": [{"$ref": "#/definitions/entity"}, {"properties": {"kind": {"enum": ["User"]}}}]}]}),
                json!({"$id": "https://x/c.json", "definitions": {"entity": {"required": ["kind"]}},
                       "oneOf": [
                    {"allOf": [{"$ref": "c.json#/definitions/entity"}, {"properties": {"kind": {"enum": ["API"]}}}]},
                    {"allOf": [{"$ref": "#/definitions/entity"}, {"properties": {"kind": {"enum": ["User"]}}}]}]}),
                vec![("/oneOf", "/anyOf")],
            ),
            // One branch: a part.
            (
                json!({"type": "object", "anyOf": [{"properties": {"a": {}}}]}),
                json!({"type": "object", "allOf": [{"properties": {"a": {}}}]}),
                vec![("/allOf/0", "/anyOf/0")],
            ),
            (
                json!({"allOf": [{}], "anyOf": [{"properties": {"a": {}}}]}),
                json!({"allOf": [{}, {"properties": {"a": {}}}]}),
                vec![("/allOf/1", "/anyOf/0")],
            ),
            // A value may meet both: left as it is (and a `oneOf` stays one).
            (
                json!({"anyOf": [{"properties": {"a": {}}}, {"properties": {"b": {}}, "required": ["b"]}]}),
                json!({"anyOf": [{"properties": {"a": {}}}, {"properties": {"b": {}}, "required": ["b"]}]}),
                vec![],
            ),
            (
                json!({"anyOf": [{"enum": ["a", "b"]}, {"pattern": "^c"}]}),
                json!({"anyOf": [{"enum": ["a", "b"]}, {"pattern": "^c"}]}),
                vec![],
            ),
            (
                json!({"oneOf": [{"type": "string"}, {}]}),
                json!({"oneOf": [{"type": "string"}, {}]}),
                vec![],
            ),
            // A `$ref` into the union: left as it is.
            (
                json!({"anyOf": [{"not": {}}, {"type": "string"}], "properties": {"a": {"$ref": "#/anyOf/1"}}}),
                json!({"anyOf": [{"not": {}}, {"type": "string"}], "properties": {"a": {"$ref": "#/anyOf/1"}}}),
                vec![],
            ),
        ];
        crate::upgrade::tests::assert_moved(rewrite, cases);
    }
}
