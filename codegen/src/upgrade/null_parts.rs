//! An object's `allOf` part that is a nullable wrapper, read as what it wraps.
//!
//! ```json
//! {"allOf": [{"type": "object", "properties": {"endpoint": {…}}, "required": ["endpoint"]},
//!            {"$ref": "#/definitions/Option<InfluxDb1Settings>"},
//!            {"$ref": "#/definitions/Option<InfluxDb2Settings>"}],
//!  "definitions": {"Option<InfluxDb1Settings>":
//!      {"oneOf": [{"type": "null"}, {"$ref": "#/definitions/InfluxDb1Settings"}]}, …}}
//! ```
//!
//! (vector's sinks: schemars writes a flattened `Option<T>` so.) A value meets the object's
//! `type: "object"` (its own or a part's), so never the `null` branch: the part says of every
//! value the object accepts what its other branch says. typify merged the settings' fields
//! into the object but the generator could not pair them with the part (a union), and each
//! such sink was `serde_json::Value`. Here, in the type model's copy, the part is the other
//! branch (a `$ref` stays one), recorded for reports; a part a `$ref` points into is left as
//! it is. The engine judges the document as vendored.

use serde_json::{Map, Value};

use crate::keywords::annotations_beside;

/// Rewrites every nullable `allOf` part of an object of `doc`, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    let original = doc.clone();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        let typed = object_only(obj);
        let Some(Value::Array(parts)) = obj.get_mut("allOf") else {
            return;
        };
        let object = typed || parts.iter().filter_map(Value::as_object).any(object_only);
        if !object {
            return;
        }
        for (i, part) in parts.iter_mut().enumerate() {
            let at = format!("{pointer}/allOf/{i}");
            if super::reached(&refs, &at) {
                continue;
            }
            if let Some((other, from)) = wrapped(part, &original, &at) {
                *part = other.clone();
                layer.push((at, from));
            }
        }
    });
}

/// Whether a schema says `type: "object"`.
fn object_only(schema: &Map<String, Value>) -> bool {
    schema.get("type").and_then(Value::as_str) == Some("object")
}

/// What a nullable wrapper wraps, and where that is: a part that is a `oneOf` or `anyOf` of
/// `{"type": "null"}` and one other branch (with annotations), inline or a `$ref` alone to one.
fn wrapped<'a>(part: &'a Value, doc: &'a Value, at: &str) -> Option<(&'a Value, String)> {
    let o = part.as_object()?;
    let (base, wrapper) = match o.get("$ref") {
        Some(r) if annotations_beside(o, &["$ref"]) => {
            let (fragment, t) = super::local_target(doc, r.as_str()?)?;
            (fragment.to_string(), t.as_object()?)
        }
        Some(_) => return None,
        None => (at.to_owned(), o),
    };
    let union = ["oneOf", "anyOf"]
        .into_iter()
        .find(|u| wrapper.contains_key(*u))?;
    if !annotations_beside(wrapper, &[union]) {
        return None;
    }
    let null = |v: &Value| {
        v.as_object().is_some_and(|m| {
            m.get("type") == Some(&Value::from("null")) && annotations_beside(m, &["type"])
        })
    };
    let (k, other) = match wrapper.get(union)?.as_array()?.as_slice() {
        [a, b] if null(a) && !null(b) => (1, b),
        [a, b] if null(b) && !null(a) => (0, a),
        _ => return None,
    };
    Some((other, format!("{base}/{union}/{k}")))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::tests::{assert_moved, assert_unmoved};

    #[test]
    fn a_nullable_part_of_an_object_is_what_it_wraps() {
        let settings = json!({"properties": {"database": {"type": "string"}}});
        let option =
            json!({"description": "d", "oneOf": [{"type": "null"}, {"$ref": "#/definitions/s"}]});
        let object = json!({"type": "object", "properties": {"endpoint": {"type": "string"}}});
        assert_moved(
            super::rewrite,
            vec![
                // By `$ref`, the object's `type` in a part: the other branch, a `$ref`.
                (
                    json!({"allOf": [object, {"$ref": "#/definitions/o"}],
                           "definitions": {"o": option, "s": settings}}),
                    json!({"allOf": [object, {"$ref": "#/definitions/s"}],
                           "definitions": {"o": option, "s": settings}}),
                    vec![("/allOf/1", "/definitions/o/oneOf/1")],
                ),
                // Inline, `null` second, an `anyOf`, the object's own `type`.
                (
                    json!({"type": "object", "allOf": [{"anyOf": [settings, {"type": "null"}]}]}),
                    json!({"type": "object", "allOf": [settings]}),
                    vec![("/allOf/0", "/allOf/0/anyOf/0")],
                ),
            ],
        );
    }

    #[test]
    fn other_parts_stay() {
        let settings = json!({"properties": {"database": {"type": "string"}}});
        let nullable = json!({"oneOf": [{"type": "null"}, settings]});
        assert_unmoved(
            super::rewrite,
            &[
                // No object: the `null` branch may be met.
                json!({"allOf": [{"properties": {}}, nullable]}),
                json!({"type": ["object", "null"], "allOf": [nullable]}),
                // Three branches; a `null` branch saying more; a union beside more.
                json!({"type": "object", "allOf": [{"oneOf": [{"type": "null"}, settings, {}]}]}),
                json!({"type": "object", "allOf": [{"oneOf": [{"type": "null", "title": "t", "const": null}, settings]}]}),
                json!({"type": "object", "allOf": [{"oneOf": [{"type": "null"}, settings], "required": ["a"]}]}),
                // A `$ref` into the part.
                json!({"type": "object", "allOf": [nullable],
                       "definitions": {"d": {"$ref": "#/allOf/0/oneOf/1"}}}),
            ],
        );
    }
}
