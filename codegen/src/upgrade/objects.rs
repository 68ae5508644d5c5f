//! Unions that accept objects only, though no branch says `type: "object"`.
//!
//! ```json
//! {"properties": {"inputFile": {"type": "string"}},
//!  "oneOf": [{"$ref": "#/definitions/less"}, {"$ref": "#/definitions/sass"}],
//!  "definitions": {"less": {"properties": {"options": …}}, "sass": {"properties": …}}}
//! ```
//!
//! (compilerconfig's) accepts no string: each branch, object keywords alone, accepts every
//! value that is not an object, so a string meets both and the `oneOf` refuses it. typify
//! reads the branches as objects or any value, and the schema's properties beside them as
//! object keywords without `type`, which a struct would narrow (the subschema was
//! `serde_json::Value`). Where every branch of a `oneOf` (or `anyOf`) beside object keywords
//! accepts either every non-object or none, and the union then accepts none, each branch
//! becomes `type: "object"` in the type model's copy: an inline branch gains the keyword, a
//! `$ref` (or a boolean) becomes `{"type": "object", "allOf": [branch]}` (the move recorded).
//! That changes no value the union accepts; the schema is then the enum of its branches'
//! objects, the properties beside them merged into each. Only the Rust types read the copy;
//! the engine judges the document as vendored. A union a `$ref` points into is left as it is.

use serde_json::Value;

use crate::keywords::{role, Role};

/// Keywords that apply to objects only, so a non-object meets them.
pub(super) const OBJECT_KEYWORDS: &[&str] = &[
    "properties",
    "required",
    "additionalProperties",
    "patternProperties",
    "minProperties",
    "maxProperties",
    "propertyNames",
    "dependencies",
    "dependentRequired",
    "dependentSchemas",
    "unevaluatedProperties",
];

/// How deep [`non_objects`] follows `$ref`s and combinators before it gives up.
const DEPTH: usize = 32;

/// Rewrites every union of `doc` that accepts objects only, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    let original = doc.clone();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        let holder = !obj.contains_key("type")
            && ["properties", "required", "additionalProperties"]
                .iter()
                .any(|k| obj.contains_key(*k));
        if !holder {
            return;
        }
        for union in ["oneOf", "anyOf"] {
            let at = format!("{pointer}/{union}");
            if super::reached(&refs, &at) {
                continue;
            }
            let Some(Value::Array(branches)) = obj.get_mut(union) else {
                continue;
            };
            // Branches that only constrain (Config Connector's `{"required": [..], "not":
            // …}`) give no shape: the union is the engine's, as `minLength` is.
            if branches.iter().all(crate::compile::only_constrains) {
                continue;
            }
            let reads: Option<Vec<bool>> = branches
                .iter()
                .map(|b| non_objects(b, &original, 0))
                .collect();
            let objects_only = reads.is_some_and(|r| accepts(union, &r) == Some(false));
            let plain = branches
                .iter()
                .all(|b| object_typed(b) || plain_object(b, &original));
            if !objects_only || !plain || branches.iter().all(object_typed) {
                continue;
            }
            let titles = titles(branches);
            for (i, b) in branches.iter_mut().enumerate() {
                if object_typed(b) {
                    continue;
                }
                match b {
                    Value::Object(o) if !o.contains_key("$ref") && !o.contains_key("type") => {
                        o.insert("type".into(), "object".into());
                    }
                    _ => {
                        let part = std::mem::take(b);
                        let mut wrapped = serde_json::json!({"type": "object", "allOf": [part]});
                        if let Some(t) = titles.as_ref().and_then(|t| t[i].clone()) {
                            wrapped["title"] = Value::String(t);
                        }
                        *b = wrapped;
                        layer.push((format!("{at}/{i}/allOf/0"), format!("{at}/{i}")));
                    }
                }
            }
        }
    });
}

/// The title of each branch that is a `$ref` alone: the name its pointer ends with, so the
/// variant is named as typify names a `$ref` branch (`Less`, not `Variant0`). `None` where two
/// branches' names would read alike as Rust names (typify would refuse the enum).
fn titles(branches: &[Value]) -> Option<Vec<Option<String>>> {
    let titles: Vec<Option<String>> = branches
        .iter()
        .map(|b| {
            let o = b.as_object().filter(|o| o.len() == 1)?;
            super::last_name(o.get("$ref")?.as_str()?)
        })
        .collect();
    let key = |t: &String| -> String {
        t.chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect()
    };
    let mut keys: Vec<String> = titles.iter().flatten().map(key).collect();
    let named = keys.len();
    keys.sort();
    keys.dedup();
    (keys.len() == named && keys.iter().all(|k| !k.is_empty())).then_some(titles)
}

/// Whether a branch, or the schema its `$ref` points at, is no union and has no `allOf`:
/// typify merges the properties beside the union into such a branch, not into the branches
/// of a union it refers to (testenvironments' `docker`, itself a `oneOf`, would lose them).
fn plain_object(b: &Value, doc: &Value) -> bool {
    let mut at = b;
    for _ in 0..DEPTH {
        let Some(o) = at.as_object() else {
            return at.is_boolean();
        };
        match o.get("$ref").and_then(Value::as_str) {
            Some(r) => {
                let Some((_, target)) = super::local_target(doc, r) else {
                    return false;
                };
                at = target;
            }
            _ => {
                return !["oneOf", "anyOf", "allOf"]
                    .iter()
                    .any(|k| o.contains_key(*k))
            }
        }
    }
    false
}

/// Whether a branch says `type: "object"` itself.
fn object_typed(b: &Value) -> bool {
    b.get("type").and_then(Value::as_str) == Some("object")
}

/// Whether the schema `v` accepts every value that is not an object (`Some(true)`), none
/// (`Some(false)`), or some and not others, or the reading cannot tell (`None`). Local
/// `$ref`s are followed.
pub(super) fn non_objects(v: &Value, doc: &Value, depth: usize) -> Option<bool> {
    if depth > DEPTH {
        return None;
    }
    let obj = match v {
        Value::Bool(b) => return Some(*b),
        Value::Object(o) => o,
        _ => return None,
    };
    let mut all = Some(true);
    for (k, sub) in obj {
        let read = match k.as_str() {
            "type" => match sub {
                Value::String(t) if t == "object" => Some(false),
                Value::Array(a) if a.iter().all(|t| t == "object") => Some(false),
                _ => None,
            },
            "$ref" => sub
                .as_str()
                .and_then(|r| super::local_target(doc, r))
                .and_then(|(_, target)| non_objects(target, doc, depth + 1)),
            "oneOf" | "anyOf" | "allOf" => sub
                .as_array()
                .and_then(|b| {
                    b.iter()
                        .map(|b| non_objects(b, doc, depth + 1))
                        .collect::<Option<Vec<bool>>>()
                })
                .and_then(|r| accepts(k, &r)),
            "not" => non_objects(sub, doc, depth + 1).map(|b| !b),
            k if OBJECT_KEYWORDS.contains(&k) => Some(true),
            k if matches!(role(k), Role::Annotation | Role::Container) => Some(true),
            _ => None,
        };
        match read {
            Some(false) => return Some(false),
            None => all = None,
            Some(true) => {}
        }
    }
    all
}

/// Whether a union `union` (or an `allOf`) of branches that each accept every non-object
/// (`true`) or none (`false`) accepts every non-object, or none.
pub(super) fn accepts(union: &str, reads: &[bool]) -> Option<bool> {
    let met = reads.iter().filter(|r| **r).count();
    match union {
        "oneOf" => Some(met == 1),
        "anyOf" => Some(met > 0),
        "allOf" => Some(met == reads.len()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn unions_of_objects_only_say_so() {
        let open = json!({"properties": {"a": {"type": "string"}}});
        let cases = [
            // Two branches that accept every non-object: the `oneOf` accepts none.
            (
                json!({"properties": {"x": {}}, "oneOf": [{"$ref": "#/definitions/l"}, {"properties": {"b": {}}}],
                       "definitions": {"l": open}}),
                json!({"properties": {"x": {}}, "oneOf": [{"type": "object", "allOf": [{"$ref": "#/definitions/l"}], "title": "l"},
                       {"properties": {"b": {}}, "type": "object"}], "definitions": {"l": open}}),
                vec![("/oneOf/0/allOf/0", "/oneOf/0")],
            ),
            // A branch that accepts no non-object (`not` of any value), one typed: the
            // `anyOf` accepts none.
            (
                json!({"required": ["x"], "anyOf": [{"required": ["a"], "not": {}}, {"type": "object"}]}),
                json!({"required": ["x"], "anyOf": [{"required": ["a"], "not": {}, "type": "object"}, {"type": "object"}]}),
                vec![],
            ),
            // Branches the reading follows through `$ref`s, and names alike as Rust names: no
            // titles.
            (
                json!({"properties": {"x": {}}, "oneOf": [{"$ref": "#/definitions/a-b"}, {"$ref": "#/definitions/aB"}],
                       "definitions": {"a-b": {"$ref": "#/definitions/aB"}, "aB": open}}),
                json!({"properties": {"x": {}}, "oneOf": [{"type": "object", "allOf": [{"$ref": "#/definitions/a-b"}]},
                       {"type": "object", "allOf": [{"$ref": "#/definitions/aB"}]}],
                       "definitions": {"a-b": {"$ref": "#/definitions/aB"}, "aB": open}}),
                vec![
                    ("/oneOf/0/allOf/0", "/oneOf/0"),
                    ("/oneOf/1/allOf/0", "/oneOf/1"),
                ],
            ),
        ];
        for (before, after, moves) in cases {
            let mut doc = before.clone();
            let mut layer = Vec::new();
            super::rewrite(&mut doc, &mut layer);
            assert_eq!(doc, after, "{before}");
            let want: Vec<(String, String)> = moves
                .iter()
                .map(|(a, b)| ((*a).into(), (*b).into()))
                .collect();
            assert_eq!(layer, want, "{before}");
        }
    }

    #[test]
    fn unions_that_accept_some_non_objects_stay() {
        let open = json!({"properties": {"a": {}}});
        super::super::tests::assert_unmoved(
            super::rewrite,
            &[
                // Branches that only constrain (Config Connector's credentials).
                json!({"properties": {"x": {}}, "oneOf": [
                    {"required": ["a"], "not": {"required": ["b"]}},
                    {"required": ["b"], "not": {"required": ["a"]}}]}),
                // One branch accepts every non-object: so does the `oneOf`.
                json!({"properties": {"x": {}}, "oneOf": [open, {"type": "object"}]}),
                // An `anyOf` with such a branch accepts them too.
                json!({"properties": {"x": {}}, "anyOf": [open, open]}),
                // A branch that is a union itself (typify would not merge the properties into
                // its branches).
                json!({"properties": {"x": {}}, "oneOf": [open, {"$ref": "#/definitions/u"}],
                       "definitions": {"u": {"oneOf": [open, open]}}}),
                // A branch that accepts some strings and not others cannot be read.
                json!({"properties": {"x": {}}, "oneOf": [open, {"minLength": 2}]}),
                // The holder says its `type`; or has no object keywords.
                json!({"type": ["object", "string"], "properties": {"x": {}}, "oneOf": [open, open]}),
                json!({"oneOf": [open, open]}),
                // A `$ref` into the union, or one the reading cannot follow.
                json!({"properties": {"x": {}}, "oneOf": [open, open], "definitions": {"d": {"$ref": "#/oneOf/0"}}}),
                json!({"properties": {"x": {}}, "oneOf": [{"$ref": "other.json#/a"}, open]}),
                // Every branch says it already.
                json!({"properties": {"x": {}}, "oneOf": [{"type": "object"}, {"type": "object"}]}),
            ],
        );
    }
}
