//! An `anyOf` branch that is an untitled `anyOf` alone of named branches, its branches made
//! the holder's.
//!
//! ```json
//! {"params": {"anyOf": [{"description": "All possible notifications…",
//!                        "anyOf": [{"title": "SessionNotification", "allOf": [{"$ref": …}]}, …]},
//!                       {"type": "null"}]}}
//! ```
//!
//! (ACP's `AgentNotification`, `AgentRequest`, `ClientNotification` and `ClientRequest`:
//! schemars writes an `Option` of an untagged enum so.) A value meets one of the inner
//! branches or one of the outer's others: the same as one `anyOf` of them all (not so for
//! `oneOf`, whose branches must exclude each other, nor for an inner `oneOf`). The passes after
//! this one read a union's branches for their types, which an inner union without a type of
//! its own is not: the inner union was `serde_json::Value`. Here, in the type model's copy,
//! the inner branches take the inner `anyOf`'s place, every branch after them moving on; each
//! move is recorded for reports. Only where each inner branch names its type (a `$ref` or a
//! `title`), so each is a variant of its own name: an inner union with a `title` names a type
//! of its own, and one of unnamed branches is typed as what they share (two patterns of
//! string, a `String`). An `anyOf` a `$ref` points into is left as it is. The engine judges
//! the document as vendored.

use serde_json::Value;

use crate::keywords::annotations_beside;

/// Rewrites every `anyOf` of `doc` with a branch that is an untitled `anyOf` alone of named
/// branches, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let named = |b: &Value| b.get("$ref").is_some() || b.get("title").is_some();
    super::flat_parts::spread(doc, layer, "anyOf", &|o| {
        !o.contains_key("title")
            && annotations_beside(o, &["anyOf"])
            && (o.get("anyOf").and_then(Value::as_array)).is_some_and(|b| b.iter().all(named))
    });
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::tests::{assert_moved, assert_unmoved};

    #[test]
    fn an_inner_any_of_is_spread_into_the_holders() {
        let (a, b, none) = (
            json!({"title": "A", "allOf": [{"$ref": "#/definitions/a"}]}),
            json!({"$ref": "#/definitions/b"}),
            json!({"type": "null"}),
        );
        assert_moved(
            super::rewrite,
            vec![(
                json!({"properties": {"p": {"anyOf": [{"anyOf": [a, b], "description": "d"}, none]}}}),
                json!({"properties": {"p": {"anyOf": [a, b, none]}}}),
                vec![
                    ("/properties/p/anyOf/0", "/properties/p/anyOf/0/anyOf/0"),
                    ("/properties/p/anyOf/1", "/properties/p/anyOf/0/anyOf/1"),
                    ("/properties/p/anyOf/2", "/properties/p/anyOf/1"),
                ],
            )],
        );
        assert_unmoved(
            super::rewrite,
            &[
                // A titled inner union (a type of its own), one of an unnamed branch, one beside
                // more, an inner `oneOf`, an inner `anyOf` of a `oneOf`, a `$ref` into the
                // branches.
                json!({"anyOf": [{"anyOf": [a, b], "title": "Inner"}, null]}),
                json!({"anyOf": [{"anyOf": [a, {"pattern": "^x"}]}, none]}),
                json!({"anyOf": [{"anyOf": [a, b], "required": ["x"]}, null]}),
                json!({"anyOf": [{"oneOf": [a, b]}, null]}),
                json!({"oneOf": [{"anyOf": [a, b]}, null]}),
                json!({"anyOf": [{"anyOf": [a]}, null], "definitions": {"d": {"$ref": "#/anyOf/0/anyOf/0"}}}),
            ],
        );
    }
}
