//! `$ref`s as the type model reads them: one to the document itself by its fragment alone,
//! one to an anchor of the document by the JSON pointer of the subschema it names, and (from
//! 2019-09) one beside keywords that shape the contents as an `allOf` part.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::ir::Draft;

/// Spells every `$ref` to the document itself by its fragment alone (catalog-info's
/// `"catalog-info.json#/definitions/entity"` in `https://json.schemastore.org/catalog-info.json`
/// is `#/definitions/entity`), as the type model finds local targets; not where a nested
/// `$id` changes the base URI (a plain-name `"#error"` does not, and where no `$ref` names
/// it, it is left out: typify reads a nested `$id` as a new document).
pub(super) fn local(doc: &mut Value) {
    let Some(id) = doc.get("$id").and_then(Value::as_str).map(str::to_owned) else {
        return;
    };
    let mut nested = false;
    super::each_schema(doc, "", super::Order::Before, &mut |obj, at| {
        let base = obj.get("$id").and_then(Value::as_str);
        nested |= !at.is_empty() && base.is_some_and(|b| !b.starts_with('#'));
    });
    if nested {
        return;
    }
    let base = id.split('#').next().unwrap_or_default().to_owned();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, _| {
        let Some(Value::String(r)) = obj.get_mut("$ref") else {
            return;
        };
        if r.starts_with('#') {
            return;
        }
        // The fragment as written (still percent-encoded), where the rest names this file.
        let (file, fragment) = r.split_once('#').unwrap_or((r.as_str(), ""));
        let same = crate::compile::split_reference(&base, file).is_some_and(|(uri, _)| uri == base);
        if same {
            *r = format!("#{fragment}");
        }
    });
    // A plain-name `$id` no `$ref` names only names a location (common's `"$id": "#error"`).
    let mut found = Vec::new();
    crate::walk::references(doc, "", &mut found);
    super::each_schema(doc, "", super::Order::Before, &mut |obj, at| {
        let anchor = obj
            .get("$id")
            .and_then(Value::as_str)
            .filter(|a| a.starts_with('#'));
        if let Some(a) = anchor.map(str::to_owned) {
            if !at.is_empty() && !found.iter().any(|(_, r)| r.ends_with(&a)) {
                obj.remove("$id");
            }
        }
    });
}

/// Spells every `$ref` to a plain-name anchor of the document (`"#foo"`: `$anchor` in 2019-09
/// and 2020-12, where a `$dynamicAnchor` is one to a `$ref` too; an `$id` of `"#foo"` before)
/// by the JSON pointer of the one subschema it names (`#/$defs/a`), which the type model reads
/// as any other subschema's type; the anchors no `$ref` names any more are left out. Not where
/// an inner `$id` starts a resource of its own (its anchors are its own), nor for a name no
/// subschema or several have (the engine judges those references; the type stays coarse).
pub(super) fn anchors(doc: &mut Value, draft: Draft) {
    let modern = matches!(draft, Draft::Draft201909 | Draft::Draft202012);
    let (found, nested) = plain_anchors(doc, draft, "$id");
    let mut named: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (name, at) in found {
        named.entry(name).or_default().push(at);
    }
    if nested || named.is_empty() {
        return;
    }
    let mut spelled = Vec::new();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, _| {
        let Some(Value::String(r)) = obj.get_mut("$ref") else {
            return;
        };
        let name = r
            .strip_prefix('#')
            .filter(|n| !n.is_empty() && !n.starts_with('/'));
        if let Some([at]) = name.and_then(|n| named.get(n)).map(Vec::as_slice) {
            spelled.push(std::mem::replace(r, crate::compile::pointer_uri("", at)));
        }
    });
    if modern {
        return;
    }
    // An `$id` anchor those `$ref`s named, and no other names, now only names a location.
    let mut left = Vec::new();
    crate::walk::references(doc, "", &mut left);
    super::each_schema(doc, "", super::Order::Before, &mut |obj, at| {
        let anchor = obj.get("$id").and_then(Value::as_str);
        let named = |a: &str| left.iter().any(|(_, r)| r.ends_with(a));
        if !at.is_empty() && anchor.is_some_and(|a| spelled.iter().any(|s| s == a) && !named(a)) {
            obj.remove("$id");
        }
    });
}

/// The plain-name anchors of `doc` in `draft`, `(name, pointer)` in document order (`$anchor`
/// and `$dynamicAnchor` from 2019-09, an identifier of `"#name"` before; `id` is the
/// identifier's keyword: `id` in a draft-04 file as written, `$id` in the type model's copy),
/// and whether an identifier below the root starts a resource of its own.
pub(crate) fn plain_anchors(
    doc: &mut Value,
    draft: Draft,
    id: &str,
) -> (Vec<(String, String)>, bool) {
    let modern = matches!(draft, Draft::Draft201909 | Draft::Draft202012);
    let mut found = Vec::new();
    let mut nested = false;
    super::each_schema(doc, "", super::Order::Before, &mut |obj, at| {
        let identifier = obj.get(id).and_then(Value::as_str);
        nested |= !at.is_empty() && identifier.is_some_and(|i| !i.starts_with('#'));
        let mut here = Vec::new();
        if modern {
            for keyword in ["$anchor", "$dynamicAnchor"] {
                here.extend(obj.get(keyword).and_then(Value::as_str));
            }
        } else {
            here.extend(identifier.and_then(|i| i.strip_prefix('#')));
        }
        for name in here.into_iter().filter(|n| !n.is_empty()) {
            found.push((name.to_owned(), at.to_owned()));
        }
    });
    (found, nested)
}

/// [`ref_as_part`] at every subschema of a 2019-09 or 2020-12 document, once its `$ref`s are
/// spelled by fragment (a `$ref` by the file's URI, an anchor or an inner base was not local
/// when `upgrade::schema` read it).
pub(crate) fn refs_as_parts(doc: &mut Value, draft: Draft) {
    if matches!(draft, Draft::Draft201909 | Draft::Draft202012) {
        super::each_schema(doc, "", super::Order::Before, &mut |obj, _| {
            ref_as_part(obj);
        });
    }
}

/// A 2019-09 or 2020-12 `$ref` beside keywords that give the values' contents a shape
/// (`properties`, `items`…) applies as an `allOf` part does (yamllint's root: `{"$ref":
/// "#/$defs/ignorable", "properties": {"rules": …}}` has both's properties); the type model,
/// which reads a `$ref` as its target's type alone, gets it as the last `allOf` part.
pub(crate) fn ref_as_part(obj: &mut Map<String, Value>) {
    const CONTENTS: &[&str] = &[
        "properties",
        "patternProperties",
        "additionalProperties",
        "items",
        "prefixItems",
    ];
    // A `$ref` to this document's subschema (one to another resource, by `$id`, is read as
    // before: the type model cannot merge it).
    let local = obj
        .get("$ref")
        .and_then(Value::as_str)
        .is_some_and(|r| r.starts_with('#'));
    if !local || !CONTENTS.iter().any(|k| obj.contains_key(*k)) {
        return;
    }
    let Some(reference) = obj.remove("$ref") else {
        return;
    };
    let part = serde_json::json!({ "$ref": reference });
    match obj.get_mut("allOf") {
        Some(Value::Array(parts)) => parts.push(part),
        _ => {
            obj.insert("allOf".into(), Value::Array(vec![part]));
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::ir::Draft;

    #[test]
    fn references_to_an_anchor_are_by_pointer() {
        let cases = [
            // draft-07: an `$id` anchor, named by the pointer, then left out.
            (
                Draft::Draft7,
                json!({"definitions": {"a b": {"$id": "#foo", "type": "integer"}},
                       "properties": {"x": {"$ref": "#foo"}}}),
                json!({"definitions": {"a b": {"type": "integer"}},
                       "properties": {"x": {"$ref": "#/definitions/a%20b"}}}),
            ),
            // 2020-12: `$anchor` and `$dynamicAnchor` (a `$ref` to it is static), kept.
            (
                Draft::Draft202012,
                json!({"$defs": {"a": {"$anchor": "foo"}, "b": {"$dynamicAnchor": "bar"}},
                       "items": {"$ref": "#foo"}, "contains": {"$ref": "#bar"}}),
                json!({"$defs": {"a": {"$anchor": "foo"}, "b": {"$dynamicAnchor": "bar"}},
                       "items": {"$ref": "#/$defs/a"}, "contains": {"$ref": "#/$defs/b"}}),
            ),
            // Each draft's own spelling: `$anchor` is no anchor in draft-07, an `$id` of
            // `"#foo"` none in 2020-12.
            (
                Draft::Draft7,
                json!({"definitions": {"a": {"$anchor": "foo"}}, "items": {"$ref": "#foo"}}),
                json!({"definitions": {"a": {"$anchor": "foo"}}, "items": {"$ref": "#foo"}}),
            ),
            (
                Draft::Draft202012,
                json!({"$defs": {"a": {"$id": "#foo"}}, "items": {"$ref": "#foo"}}),
                json!({"$defs": {"a": {"$id": "#foo"}}, "items": {"$ref": "#foo"}}),
            ),
            // A name twice, a name nowhere, an inner resource: as they were.
            (
                Draft::Draft202012,
                json!({"$defs": {"a": {"$anchor": "foo"}, "b": {"$anchor": "foo"}},
                       "items": {"$ref": "#foo"}, "contains": {"$ref": "#nope"}}),
                json!({"$defs": {"a": {"$anchor": "foo"}, "b": {"$anchor": "foo"}},
                       "items": {"$ref": "#foo"}, "contains": {"$ref": "#nope"}}),
            ),
            (
                Draft::Draft202012,
                json!({"$defs": {"a": {"$anchor": "foo"}, "b": {"$id": "inner.json"}},
                       "items": {"$ref": "#foo"}}),
                json!({"$defs": {"a": {"$anchor": "foo"}, "b": {"$id": "inner.json"}},
                       "items": {"$ref": "#foo"}}),
            ),
            // The root's own anchor: `#`.
            (
                Draft::Draft7,
                json!({"$id": "#root", "items": {"$ref": "#root"}}),
                json!({"$id": "#root", "items": {"$ref": "#"}}),
            ),
        ];
        for (draft, doc, want) in cases {
            let mut copy = doc.clone();
            super::anchors(&mut copy, draft);
            assert_eq!(copy, want, "{doc}");
        }
    }

    #[test]
    fn references_to_the_document_itself_are_local() {
        let cases = [
            // By the file's name, relative to its `$id`; an unused anchor left out.
            (
                json!({"$id": "https://x/c.json", "definitions": {"e": {"$id": "#e"}},
                       "properties": {"a": {"$ref": "c.json#/definitions/e"},
                                      "b": {"$ref": "https://x/c.json#/definitions/e"},
                                      "c": {"$ref": "other.json#/definitions/e"}}}),
                json!({"$id": "https://x/c.json", "definitions": {"e": {}},
                       "properties": {"a": {"$ref": "#/definitions/e"},
                                      "b": {"$ref": "#/definitions/e"},
                                      "c": {"$ref": "other.json#/definitions/e"}}}),
            ),
            // An anchor a `$ref` names stays.
            (
                json!({"$id": "https://x/c.json", "definitions": {"e": {"$id": "#e"}},
                       "properties": {"a": {"$ref": "#e"}}}),
                json!({"$id": "https://x/c.json", "definitions": {"e": {"$id": "#e"}},
                       "properties": {"a": {"$ref": "#e"}}}),
            ),
            // A nested `$id` that changes the base: left as it is.
            (
                json!({"$id": "https://x/c.json", "definitions": {"e": {"$id": "https://x/d/e.json"}},
                       "properties": {"a": {"$ref": "c.json#/definitions/e"}}}),
                json!({"$id": "https://x/c.json", "definitions": {"e": {"$id": "https://x/d/e.json"}},
                       "properties": {"a": {"$ref": "c.json#/definitions/e"}}}),
            ),
        ];
        for (doc, want) in cases {
            let mut copy = doc.clone();
            super::local(&mut copy);
            assert_eq!(copy, want, "{doc}");
        }
    }
}
