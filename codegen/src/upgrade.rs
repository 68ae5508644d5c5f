//! Older drafts as the type model reads them: a draft-04 or draft-06 document rewritten into
//! the draft-07 spelling of the same shapes, for [`crate::compile`] and [`crate::typespace`].
//!
//! Only the Rust types are made from the rewritten copy; the engine judges payloads with the
//! document as vendored, in its own draft ([`crate::engine`]). The rewrite is therefore about
//! shapes alone:
//!
//! - draft-04's `id` is the identifier (`$id` since draft-06), and a `$id` there is an
//!   unknown keyword, so an annotation;
//! - draft-04's boolean `exclusiveMaximum`/`exclusiveMinimum` modify `maximum`/`minimum`;
//!   they become draft-06's numeric bounds (typify picks integer types from the bounds);
//! - a keyword that a newer draft defines but the file's draft does not (`const` and
//!   `contains` in draft-04, `if`/`then`/`else` in draft-06, every 2019-09 keyword in both)
//!   is an annotation there, and is removed so that it cannot shape or coarsen a type.
//!
//! Draft-07, 2019-09 and 2020-12 documents are read as they are.

use serde_json::{Map, Value};

use crate::ir::Draft;

/// Keywords that 2019-09 or 2020-12 define, and neither draft-04 nor draft-06 does.
const SINCE_2019: &[&str] = &[
    "$anchor",
    "$dynamicRef",
    "$dynamicAnchor",
    "$recursiveRef",
    "$recursiveAnchor",
    "$vocabulary",
    "dependentSchemas",
    "dependentRequired",
    "prefixItems",
    "unevaluatedItems",
    "unevaluatedProperties",
    "maxContains",
    "minContains",
    "contentSchema",
    "deprecated",
];

/// Keywords draft-07 added to draft-06.
const SINCE_07: &[&str] = &[
    "if",
    "then",
    "else",
    "$comment",
    "contentMediaType",
    "contentEncoding",
    "readOnly",
    "writeOnly",
];

/// Keywords draft-06 added to draft-04 (`$id` is handled with `id`).
const SINCE_06: &[&str] = &["const", "contains", "propertyNames", "examples"];

/// Keywords whose values are data, not schemas.
const DATA: &[&str] = &["enum", "const", "default", "examples"];

/// The document as the type model reads it: a draft-07 spelling of a draft-04 or draft-06
/// document, `None` for the drafts read as they are.
#[must_use]
pub fn shape_document(doc: &Value, draft: Draft) -> Option<Value> {
    if !matches!(draft, Draft::Draft4 | Draft::Draft6) {
        return None;
    }
    let mut copy = doc.clone();
    schema(&mut copy, draft);
    if let Value::Object(o) = &mut copy {
        o.insert("$schema".into(), Value::String(Draft::Draft7.uri().into()));
    }
    Some(copy)
}

/// Rewrites one schema and, depth first, every schema below it.
fn schema(value: &mut Value, draft: Draft) {
    let Value::Object(obj) = value else {
        return;
    };
    keywords(obj, draft);
    for (k, v) in obj.iter_mut() {
        match k.as_str() {
            k if DATA.contains(&k) => {}
            // Maps whose values are schemas (and `dependencies`, whose values may be arrays).
            "properties" | "patternProperties" | "definitions" | "$defs" | "dependencies" => {
                if let Value::Object(m) = v {
                    for s in m.values_mut() {
                        schema(s, draft);
                    }
                }
            }
            // A schema, or a list of schemas (`items`' tuple form, `allOf`, …). A value under
            // a keyword the draft does not define is no schema, but a `$ref` may still point
            // into it by JSON pointer: it is read as one, which changes nothing elsewhere.
            _ => match v {
                Value::Array(a) => a.iter_mut().for_each(|s| schema(s, draft)),
                Value::Object(_) => schema(v, draft),
                _ => {}
            },
        }
    }
}

/// The keyword rewrites of one schema object.
fn keywords(obj: &mut Map<String, Value>, draft: Draft) {
    let mut removed: Vec<&str> = SINCE_2019.to_vec();
    if draft == Draft::Draft4 {
        removed.extend_from_slice(SINCE_06);
    }
    removed.extend_from_slice(SINCE_07);
    // Never the identifier draft-04 spells `id`, which is renamed below.
    if draft == Draft::Draft4 {
        removed.push("$id");
    }
    obj.retain(|k, _| !removed.contains(&k.as_str()));
    if draft != Draft::Draft4 {
        return;
    }
    if let Some(id) = obj.remove("id") {
        obj.insert("$id".into(), id);
    }
    for (exclusive, bound) in [
        ("exclusiveMaximum", "maximum"),
        ("exclusiveMinimum", "minimum"),
    ] {
        match obj.get(exclusive) {
            Some(Value::Bool(true)) => match obj.remove(bound) {
                Some(limit) => {
                    obj.insert(exclusive.into(), limit);
                }
                None => {
                    obj.remove(exclusive);
                }
            },
            Some(Value::Bool(false)) => {
                obj.remove(exclusive);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn rewrites_draft_04_shapes() {
        let cases = [
            (
                json!({"id": "http://x/s", "type": "integer", "minimum": 0, "exclusiveMinimum": true}),
                json!({"$id": "http://x/s", "type": "integer", "exclusiveMinimum": 0}),
            ),
            (
                json!({"type": "integer", "maximum": 9, "exclusiveMaximum": false}),
                json!({"type": "integer", "maximum": 9}),
            ),
            // `const` is an annotation in draft-04; a property named `id` stays a property.
            (
                json!({"properties": {"id": {"const": 1, "id": "#a"}}, "$id": "x"}),
                json!({"properties": {"id": {"$id": "#a"}}}),
            ),
            (
                json!({"items": [{"contains": {}}], "definitions": {"d": {"if": {}}}}),
                json!({"items": [{}], "definitions": {"d": {}}}),
            ),
            // Data is data.
            (
                json!({"enum": [{"id": 1, "const": 2}], "default": {"id": 3}}),
                json!({"enum": [{"id": 1, "const": 2}], "default": {"id": 3}}),
            ),
        ];
        for (input, mut expected) in cases {
            let out = shape_document(&input, Draft::Draft4).unwrap();
            expected["$schema"] = json!(Draft::Draft7.uri());
            assert_eq!(out, expected, "{input}");
        }
    }

    #[test]
    fn rewrites_draft_06_shapes() {
        let input = json!({"$id": "http://x/s", "const": 1, "if": {}, "then": {}, "id": "kept"});
        let out = shape_document(&input, Draft::Draft6).unwrap();
        assert_eq!(
            out,
            json!({"$id": "http://x/s", "const": 1, "id": "kept", "$schema": Draft::Draft7.uri()})
        );
    }

    #[test]
    fn leaves_newer_drafts_alone() {
        for draft in [Draft::Draft7, Draft::Draft201909, Draft::Draft202012] {
            assert_eq!(shape_document(&json!({"const": 1}), draft), None);
        }
    }
}
