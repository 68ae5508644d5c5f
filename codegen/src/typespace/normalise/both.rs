//! An `anyOf` of two open objects told apart by what each requires, one value may meet both
//! of: monika's redis is a `uri`, or a `host` and a `port`, and `{"uri": …, "host": …,
//! "port": 6379}` is both. Tried in order as serde's `untagged`, the first variant would take
//! that value and keep the second's properties, untyped, in its `extra`. A variant for the
//! values both hold, tried first, types them all: `RedisItem::UriAndHostPort { uri, host,
//! port, .. }`, then `Uri { uri, .. }` and `HostPort { host, port, .. }` for the values only
//! one holds. The same for two branches by `$ref` (grunt-task's targets: `FileFormatAndDynamic`,
//! their `allOf`, then `FileFormat(FileFormat)` and `Dynamic(Dynamic)`), and for one that
//! requires nothing. The schema's verdicts are unchanged (the engine judges the `anyOf`); the
//! pairing reads the first variant as the two branches together (`pairing/branch.rs`), and the
//! positional names name it after the two (`postprocess/positional.rs`).

use serde_json::{Map, Value};

/// The keywords a branch may have to be combined, annotations aside.
const OBJECT: [&str; 4] = ["type", "properties", "required", "additionalProperties"];

/// Whether `branches` (an `anyOf`'s, its object branches typed `object`) are two open objects,
/// written in place or by a local `$ref`, told apart by what they require (each has a
/// property or a required name the other has not, and what they require differs: grunt's
/// files, requiring nothing, and its `src` mappings), whose properties of one name agree: a
/// value may meet both, and one object with the properties of both, requiring what each
/// requires, holds exactly those values. Both named (titled, or a `$ref`), or neither: typify
/// names the variants by title (a `$ref` by its definition) only where each has one, and the
/// first is named after the two ([`prepend`]); where one alone is, a third variant would lose
/// the schema's names.
pub(super) fn combinable(branches: &[Value], doc: (&Value, &str)) -> bool {
    let [x, y] = branches else {
        return false;
    };
    let (Some((a, na)), Some((b, nb))) = (object(x, doc), object(y, doc)) else {
        return false;
    };
    if na.is_some() != nb.is_some() {
        return false;
    }
    let plain = |o: &Map<String, Value>| {
        crate::keywords::annotations_beside(o, &OBJECT)
            && o.get("title").is_none_or(Value::is_string)
            && o.get("type").is_some_and(|t| t == "object")
            && o.get("additionalProperties").is_none_or(|a| a == true)
            && o.get("properties").is_none_or(Value::is_object)
    };
    let (Some(ra), Some(rb)) = (required(a), required(b)) else {
        return false;
    };
    let props = |o: &Map<String, Value>| o.get("properties").and_then(Value::as_object).cloned();
    let (pa, pb) = (props(a).unwrap_or_default(), props(b).unwrap_or_default());
    let lacks = |(p, r): (&Map<String, Value>, &[&str]), (q, t): (&Map<String, Value>, &[&str])| {
        p.keys().any(|k| !q.contains_key(k)) || r.iter().any(|n| !t.contains(n))
    };
    plain(a)
        && plain(b)
        && (ra.iter().any(|r| !rb.contains(r)) || rb.iter().any(|r| !ra.contains(r)))
        && lacks((&pa, &ra), (&pb, &rb))
        && lacks((&pb, &rb), (&pa, &ra))
        && pa.iter().all(|(k, s)| pb.get(k).is_none_or(|t| t == s))
}

/// A branch as the object it is, with the name typify gives its variant: written in place
/// (its title), or the definition a local `$ref` alone names (the definition's name).
fn object<'a>(
    branch: &'a Value,
    (doc, id): (&'a Value, &str),
) -> Option<(&'a Map<String, Value>, Option<String>)> {
    let o = branch.as_object()?;
    let Some(reference) = o.get("$ref").and_then(Value::as_str) else {
        return Some((o, branch_variant(o)));
    };
    if !crate::keywords::annotations_beside(o, &["$ref"]) {
        return None;
    }
    let target = doc.pointer(&super::lift::local_pointer(id, reference)?)?;
    Some((target.as_object()?, branch_variant(o)))
}

/// The name typify gives the variant of branch `o` (`ident::branch_variant`).
fn branch_variant(o: &Map<String, Value>) -> Option<String> {
    crate::ident::branch_variant(
        o.get("$ref").and_then(Value::as_str),
        o.get("title").and_then(Value::as_str),
    )
}

/// The names `o` requires: `None` unless a list of strings (none where absent).
fn required(o: &Map<String, Value>) -> Option<Vec<&str>> {
    let Some(names) = o.get("required") else {
        return Some(Vec::new());
    };
    (names.as_array()?.iter()).map(Value::as_str).collect()
}

/// The branch for the values both of `branches` hold, put first: the object with the
/// properties of both (the first's schema of a property both name) that requires what each
/// requires, open as they are, titled after the two where they are ([`joined`]); where one is
/// a `$ref`, the `allOf` of the two (typify merges them into one struct), named after the
/// two. Nothing where `branches` are not two objects.
pub(super) fn prepend(branches: &mut Vec<Value>) {
    let [Value::Object(a), Value::Object(b)] = branches.as_slice() else {
        return;
    };
    let mut both = Map::new();
    if let (Some(x), Some(y)) = (branch_variant(a), branch_variant(b)) {
        both.insert("title".into(), joined(&x, &y).into());
    }
    if a.contains_key("$ref") || b.contains_key("$ref") {
        let parts = vec![Value::Object(a.clone()), Value::Object(b.clone())];
        both.insert("allOf".into(), Value::Array(parts));
        branches.insert(0, Value::Object(both));
        return;
    }
    let mut properties = Map::new();
    let mut names = Vec::new();
    for o in [a, b] {
        for (k, s) in o
            .get("properties")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            properties.entry(k.clone()).or_insert_with(|| s.clone());
        }
        for name in (o.get("required").and_then(Value::as_array).into_iter()).flatten() {
            if !names.contains(name) {
                names.push(name.clone());
            }
        }
    }
    both.insert("type".into(), "object".into());
    both.insert("properties".into(), Value::Object(properties));
    both.insert("required".into(), Value::Array(names));
    branches.insert(0, Value::Object(both));
}

/// The title of the values both `a` and `b` hold: `FileIdThreadItem` and
/// `ResultThreadItem` give `FileIdAndResultThreadItem` (the words they end in alike, from a
/// capital, said once), `Uri` and `Host` give `UriAndHost`.
fn joined(a: &str, b: &str) -> String {
    let common = (a.char_indices())
        .filter(|&(i, c)| i > 0 && c.is_uppercase())
        .map(|(i, _)| &a[i..])
        .find(|s| b.len() > s.len() && b.ends_with(s))
        .unwrap_or("");
    let (x, y) = (&a[..a.len() - common.len()], &b[..b.len() - common.len()]);
    format!("{x}And{y}{common}")
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    #[test]
    fn two_open_objects_apart_by_what_they_require_combine() {
        let uri = json!({"type": "object", "properties": {"uri": {"type": "string"}}, "required": ["uri"]});
        let host = json!({"type": "object", "additionalProperties": true, "description": "Host",
            "properties": {"host": {"type": "string"}, "port": {"type": "integer"}},
            "required": ["host", "port"]});
        let doc = json!({"definitions": {"uri": uri, "host": host,
            "closed": {"type": "object", "required": ["c"], "additionalProperties": false}}});
        // (branches, combinable)
        let cases: Vec<(Vec<Value>, bool)> = vec![
            (vec![uri.clone(), host.clone()], true),
            // A property both name, alike: still one value may meet both.
            (
                vec![
                    json!({"type": "object", "properties": {"tls": {"type": "boolean"}, "uri": {}}, "required": ["uri"]}),
                    json!({"type": "object", "properties": {"tls": {"type": "boolean"}}, "required": ["host"]}),
                ],
                true,
            ),
            // Named apart: the two schemas of `tls` would have to be merged.
            (
                vec![
                    json!({"type": "object", "properties": {"tls": {"type": "boolean"}}, "required": ["uri"]}),
                    json!({"type": "object", "properties": {"tls": {"type": "string"}}, "required": ["host"]}),
                ],
                false,
            ),
            // A name both require beside one each requires alone (Codex's resource
            // contents: a `uri` and a `text`, or a `uri` and a `blob`).
            (
                vec![
                    json!({"type": "object", "required": ["uri", "text"]}),
                    json!({"type": "object", "required": ["blob", "uri"]}),
                ],
                true,
            ),
            // One requires no name the other does not: each of its values may be the other.
            (
                vec![
                    json!({"type": "object", "required": ["uri"]}),
                    json!({"type": "object", "required": ["uri", "host"]}),
                ],
                false,
            ),
            // One requires nothing (grunt's files): still each has what the other has not.
            (
                vec![
                    uri.clone(),
                    json!({"type": "object", "properties": {"host": {}}}),
                ],
                true,
            ),
            // Requiring alike, or one all the other is and more: nothing to tell them apart,
            // or the first for both would be the second.
            (
                vec![
                    json!({"type": "object", "properties": {"a": {}}, "required": ["a"]}),
                    json!({"type": "object", "properties": {"b": {}}, "required": ["a"]}),
                ],
                false,
            ),
            (
                vec![
                    json!({"type": "object", "properties": {"a": {}}}),
                    json!({"type": "object", "properties": {"a": {}, "b": {}}, "required": ["b"]}),
                ],
                false,
            ),
            // Closed, or more than an object's keywords: left as they are.
            (
                vec![
                    uri.clone(),
                    json!({"type": "object", "required": ["host"], "additionalProperties": false}),
                ],
                false,
            ),
            (
                vec![
                    uri.clone(),
                    json!({"type": "object", "required": ["host"], "not": {"required": ["uri"]}}),
                ],
                false,
            ),
            // A `$ref` is named by its definition: beside an untitled branch, the schema's
            // names stay; beside another `$ref` or a titled branch, combined.
            (
                vec![uri.clone(), json!({"$ref": "#/definitions/host"})],
                false,
            ),
            (
                vec![
                    json!({"$ref": "#/definitions/uri"}),
                    json!({"$ref": "#/definitions/host"}),
                ],
                true,
            ),
            (
                vec![
                    json!({"type": "object", "title": "Uri", "required": ["uri"]}),
                    json!({"$ref": "#/definitions/host", "description": "Host"}),
                ],
                true,
            ),
            (
                vec![
                    json!({"$ref": "#/definitions/uri"}),
                    json!({"$ref": "#/definitions/closed"}),
                ],
                false,
            ),
            (
                vec![
                    json!({"$ref": "#/definitions/uri"}),
                    json!({"$ref": "#/definitions/missing"}),
                ],
                false,
            ),
            // One titled: the schema's names stay. Both: the first is titled after them.
            (
                vec![
                    uri.clone(),
                    json!({"type": "object", "title": "Host", "required": ["host"]}),
                ],
                false,
            ),
            (
                vec![
                    json!({"type": "object", "title": "Uri", "required": ["uri"]}),
                    json!({"type": "object", "title": "Host", "required": ["host"]}),
                ],
                true,
            ),
            // Three branches, or one.
            (vec![uri.clone(), host.clone(), host.clone()], false),
            (vec![uri.clone()], false),
        ];
        for (branches, want) in cases {
            assert_eq!(
                super::combinable(&branches, (&doc, "")),
                want,
                "{branches:?}"
            );
        }
    }

    #[test]
    fn the_branch_both_hold_comes_first() {
        let mut branches = vec![
            json!({"type": "object", "title": "Uri",
                "properties": {"uri": {"type": "string"}, "tls": {"type": "boolean"}}, "required": ["uri"]}),
            json!({"type": "object", "additionalProperties": true,
                "properties": {"host": {"type": "string"}, "tls": {"type": "boolean"}}, "required": ["host"]}),
        ];
        let second = branches.clone();
        super::prepend(&mut branches);
        assert_eq!(
            branches[0],
            json!({"type": "object",
                "properties": {"uri": {"type": "string"}, "tls": {"type": "boolean"}, "host": {"type": "string"}},
                "required": ["uri", "host"]})
        );
        assert_eq!(branches[1..], second[..]);
    }

    #[test]
    fn the_first_is_titled_after_both() {
        let mut branches = vec![
            json!({"type": "object", "title": "FileIdThreadItem",
                "properties": {"fileId": {"type": "string"}, "id": {}}, "required": ["fileId", "id"]}),
            json!({"type": "object", "title": "ResultThreadItem",
                "properties": {"result": {"type": "string"}, "id": {}}, "required": ["result", "id"]}),
        ];
        super::prepend(&mut branches);
        assert_eq!(
            branches[0],
            json!({"type": "object", "title": "FileIdAndResultThreadItem",
                "properties": {"fileId": {"type": "string"}, "id": {}, "result": {"type": "string"}},
                "required": ["fileId", "id", "result"]})
        );
        // (first title, second, joined)
        let cases = [
            (
                "FileIdThreadItem",
                "ResultThreadItem",
                "FileIdAndResultThreadItem",
            ),
            ("UrlUserInput", "FileIdUserInput", "UrlAndFileIdUserInput"),
            ("Uri", "Host", "UriAndHost"),
            ("Item", "OtherItem", "ItemAndOtherItem"),
            ("Thing", "Thing", "ThingAndThing"),
            ("a b", "c", "a bAndc"),
        ];
        for (a, b, want) in cases {
            assert_eq!(super::joined(a, b), want, "{a} {b}");
        }
    }

    #[test]
    fn with_a_ref_the_first_is_the_two_as_parts() {
        let mut branches = vec![
            json!({"$ref": "#/definitions/fileFormat"}),
            json!({"$ref": "#/definitions/dynamic"}),
        ];
        let second = branches.clone();
        super::prepend(&mut branches);
        assert_eq!(
            branches[0],
            json!({"title": "FileFormatAndDynamic", "allOf": [
                {"$ref": "#/definitions/fileFormat"}, {"$ref": "#/definitions/dynamic"}]})
        );
        assert_eq!(branches[1..], second[..]);
    }
}
