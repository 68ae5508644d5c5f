//! The branches of a `oneOf` whose conversion would take values they refuse, tried last.
//!
//! ```json
//! {"allOf": [{"$ref": "#/definitions/bindingBase"}],
//!  "oneOf": [{"$ref": "#/definitions/dynamicBinding"},
//!            {"oneOf": [{"$ref": "#/definitions/blobBinding"}, …]}]}
//! ```
//!
//! (Azure Functions' bindings) where `dynamicBinding`'s `type` is `{"not": {"enum":
//! ["blob", …]}}`: its variant's conversion cannot refuse the listed values (a `not` is the
//! engine's), so tried first, as serde tries an untagged enum's variants, it took every blob
//! binding, whose properties went to its `extra`. Exactly one branch of a `oneOf` holds a
//! valid value, so the order is the type model's to choose: such a branch (an object, or a
//! `$ref` to one, with a property whose schema has a `not`) moves after the others, and the
//! exact variants before it take their values. Only the Rust types read the copy; the engine
//! judges the document as vendored. A `oneOf` a `$ref` points into is left as it is.

use serde_json::Value;

/// How many `$ref`s a branch is followed through.
const DEPTH: usize = 8;

/// Reorders every `oneOf` of `doc` as the module docs say, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    let original = doc.clone();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        let at = format!("{pointer}/oneOf");
        if super::reached(&refs, &at) {
            return;
        }
        let Some(Value::Array(branches)) = obj.get_mut("oneOf") else {
            return;
        };
        let last: Vec<bool> = (branches.iter())
            .map(|b| refuses_by_not(b, &original, 0))
            .collect();
        if last.iter().all(|l| *l) || !last.iter().any(|l| *l) {
            return;
        }
        let order: Vec<usize> = (0..branches.len())
            .filter(|i| !last[*i])
            .chain((0..branches.len()).filter(|i| last[*i]))
            .collect();
        let mut taken = std::mem::take(branches);
        for (to, from) in order.iter().enumerate() {
            branches.push(std::mem::take(&mut taken[*from]));
            if to != *from {
                layer.push((format!("{at}/{to}"), format!("{at}/{from}")));
            }
        }
    });
}

/// Whether `branch` (through local `$ref`s) names a property whose schema has a `not`, or an
/// `allOf` part with one (the holder's schema of it merged in, `distribute.rs`).
fn refuses_by_not(branch: &Value, doc: &Value, depth: usize) -> bool {
    if depth > DEPTH {
        return false;
    }
    if let Some((_, target)) =
        (branch.get("$ref").and_then(Value::as_str)).and_then(|r| super::local_target(doc, r))
    {
        return refuses_by_not(target, doc, depth + 1);
    }
    (branch.get("properties").and_then(Value::as_object)).is_some_and(|p| p.values().any(has_not))
}

/// Whether schema `s`, or one of its `allOf` parts (nested), has a `not`.
fn has_not(s: &Value) -> bool {
    s.get("not").is_some()
        || (s.get("allOf").and_then(Value::as_array)).is_some_and(|parts| parts.iter().any(has_not))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn branches_refusing_by_not_are_tried_last() {
        let dynamic = json!({"properties": {"type": {"not": {"enum": ["blob"]}}}});
        let blob = json!({"properties": {"type": {"enum": ["blob"]}, "path": {}}});
        let cases = [
            // Through a `$ref`: moved after the others, the move recorded.
            (
                json!({"definitions": {"d": dynamic}, "oneOf": [{"$ref": "#/definitions/d"}, blob, {}]}),
                json!({"definitions": {"d": dynamic}, "oneOf": [blob, {}, {"$ref": "#/definitions/d"}]}),
                vec![
                    ("/oneOf/0", "/oneOf/1"),
                    ("/oneOf/1", "/oneOf/2"),
                    ("/oneOf/2", "/oneOf/0"),
                ],
            ),
            // A `not` in a property's `allOf` part (a holder's schema of it merged in).
            (
                json!({"oneOf": [{"properties": {"type": {"allOf": [{"type": "string"}, {"not": {"enum": ["blob"]}}]}}}, blob]}),
                json!({"oneOf": [blob, {"properties": {"type": {"allOf": [{"type": "string"}, {"not": {"enum": ["blob"]}}]}}}]}),
                vec![("/oneOf/0", "/oneOf/1"), ("/oneOf/1", "/oneOf/0")],
            ),
            // Already last, every branch such, an `anyOf` (tried in order): as they are.
            (
                json!({"oneOf": [blob, dynamic]}),
                json!({"oneOf": [blob, dynamic]}),
                vec![],
            ),
            (
                json!({"oneOf": [dynamic, dynamic]}),
                json!({"oneOf": [dynamic, dynamic]}),
                vec![],
            ),
            (
                json!({"anyOf": [dynamic, blob]}),
                json!({"anyOf": [dynamic, blob]}),
                vec![],
            ),
            // A `$ref` into the union.
            (
                json!({"properties": {"r": {"$ref": "#/oneOf/1"}}, "oneOf": [dynamic, blob]}),
                json!({"properties": {"r": {"$ref": "#/oneOf/1"}}, "oneOf": [dynamic, blob]}),
                vec![],
            ),
        ];
        for (input, want, moves) in cases {
            let mut doc = input.clone();
            let mut layer = Vec::new();
            super::rewrite(&mut doc, &mut layer);
            assert_eq!(doc, want, "{input}");
            let moves: Vec<(String, String)> = (moves.into_iter())
                .map(|(a, b)| (a.to_owned(), b.to_owned()))
                .collect();
            assert_eq!(layer, moves, "{input}");
        }
    }
}
