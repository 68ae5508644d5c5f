//! An `allOf` part that is an `allOf` alone, its parts made the holder's.
//!
//! ```json
//! {"allOf": [{"allOf": [{"type": "object", "properties": {"address": …}},
//!                       {"$ref": "#/definitions/EncodingConfigWithFraming"}]},
//!            {"type": "object", "properties": {"mode": {"const": "tcp"}}}]}
//! ```
//!
//! (vector's socket sink, one mode of a `oneOf`: schemars writes a flattened struct inside a
//! flattened struct so.) A value meets the parts of the inner `allOf` and the outer's other
//! parts: the same as one `allOf` of them all. The rewrites after this one read a branch whose
//! parts are object keywords and one union (`distribute.rs`), which an inner `allOf` is not:
//! typify's merge of it gave a variant no value meets, and the sink was `serde_json::Value`.
//! Here, in the type model's copy, the inner parts take the inner `allOf`'s place, every part
//! after them moving on; each move is recorded for reports. An `allOf` a `$ref` points into is
//! left as it is. The engine judges the document as vendored.

use serde_json::Value;

use crate::keywords::annotations_beside;

/// Rewrites every `allOf` of `doc` with a part that is an `allOf` alone, pushing the moves
/// into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    spread(doc, layer, "allOf", &|o| annotations_beside(o, &["allOf"]));
}

/// Rewrites every `keyword` list of `doc` with a member that is a `keyword` list that `alone`
/// holds of its object, its members made the holder's; the moves pushed into `layer`.
pub(crate) fn spread(
    doc: &mut Value,
    layer: &mut Vec<(String, String)>,
    keyword: &str,
    alone: &dyn Fn(&serde_json::Map<String, Value>) -> bool,
) {
    let refs = super::fragments(doc);
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        let Some(Value::Array(parts)) = obj.get_mut(keyword) else {
            return;
        };
        let inner = |p: &Value| {
            p.as_object()
                .is_some_and(|o| o.get(keyword).is_some_and(Value::is_array) && alone(o))
        };
        if !parts.iter().any(inner) || super::reached(&refs, &format!("{pointer}/{keyword}")) {
            return;
        }
        let mut flat = Vec::with_capacity(parts.len() + 2);
        for (i, part) in std::mem::take(parts).into_iter().enumerate() {
            let from = format!("{pointer}/{keyword}/{i}");
            let spread: Vec<(Value, String)> = if inner(&part) {
                let inner = match part {
                    Value::Object(mut o) => o.remove(keyword),
                    _ => None,
                };
                let Some(Value::Array(inner)) = inner else {
                    continue;
                };
                (inner.into_iter().enumerate())
                    .map(|(m, p)| (p, format!("{from}/{keyword}/{m}")))
                    .collect()
            } else {
                vec![(part, from)]
            };
            for (p, from) in spread {
                let to = format!("{pointer}/{keyword}/{}", flat.len());
                if to != from {
                    layer.push((to, from));
                }
                flat.push(p);
            }
        }
        *parts = flat;
    });
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::tests::{assert_moved, assert_unmoved};

    #[test]
    fn an_inner_all_of_is_spread_into_the_holders() {
        let (a, b, c) = (
            json!({"properties": {"address": {}}}),
            json!({"$ref": "#/definitions/e"}),
            json!({"properties": {"mode": {"const": "tcp"}}}),
        );
        assert_moved(
            super::rewrite,
            vec![(
                json!({"oneOf": [{"allOf": [{"allOf": [a, b], "description": "d"}, c]}]}),
                json!({"oneOf": [{"allOf": [a, b, c]}]}),
                vec![
                    ("/oneOf/0/allOf/0", "/oneOf/0/allOf/0/allOf/0"),
                    ("/oneOf/0/allOf/1", "/oneOf/0/allOf/0/allOf/1"),
                    ("/oneOf/0/allOf/2", "/oneOf/0/allOf/1"),
                ],
            )],
        );
        assert_unmoved(
            super::rewrite,
            &[
                // An inner `allOf` beside more; a `$ref` into the parts.
                json!({"allOf": [{"allOf": [a], "required": ["x"]}, c]}),
                json!({"allOf": [{"allOf": [a]}, c], "definitions": {"d": {"$ref": "#/allOf/0/allOf/0"}}}),
            ],
        );
    }
}
