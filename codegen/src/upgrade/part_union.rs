//! A union that is an `allOf` part of an object, read as the object's own.
//!
//! ```json
//! {"type": "object", "allOf": [
//!   {"properties": {"actionId": {"type": "string"}, "args": {"type": "object"}}},
//!   {"oneOf": [{"not": {"properties": {"actionId": {"enum": ["A", "B"]}}, "required": ["actionId"]}},
//!              {"properties": {"actionId": {"enum": ["A"]}, "args": {"properties": …}}},
//!              {"properties": {"actionId": {"enum": ["B"]}, "args": {"properties": …}}}]}]}
//! ```
//!
//! (template's post actions) says an object meets the first part and one of the branches: a
//! `oneOf` beside the parts says the same of the same value. typify merges an `allOf` part's
//! union with every other part, which it cannot do for branches written without `type` (the
//! part was `serde_json::Value`, its properties in `extra`); as the object's own union, the
//! branches are the enum's variants, the parts' properties merged into each (the post action
//! by its `actionId`, its `args` typed per action; the `not` branch the catch-all object).
//! Where the object has no union of its own and one inline part is a union alone (with
//! annotations), the union moves to the object and the part becomes `{}` (the parts after it
//! keep their pointers); the move is recorded for reports. Only the Rust types read the copy;
//! the engine judges the document as vendored. A part a `$ref` points into is left as it is.

use serde_json::{Map, Value};

/// Rewrites every object of `doc` whose one union is an `allOf` part, pushing the moves into
/// `layer`.
pub(super) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        if !crate::compile::object_type(obj)
            || obj.contains_key("oneOf")
            || obj.contains_key("anyOf")
        {
            return;
        }
        let Some(Value::Array(parts)) = obj.get_mut("allOf") else {
            return;
        };
        let unions: Vec<(usize, &'static str)> = parts
            .iter()
            .enumerate()
            .filter_map(|(k, p)| union_alone(p).map(|u| (k, u)))
            .collect();
        let [(k, union)] = unions.as_slice() else {
            return;
        };
        let (k, union) = (*k, *union);
        let at = format!("{pointer}/allOf/{k}");
        if super::reached(&refs, &at) {
            return;
        }
        let Some(branches) = parts[k].as_object_mut().and_then(|p| p.remove(union)) else {
            return;
        };
        parts[k] = Value::Object(Map::new());
        obj.insert(union.to_owned(), branches);
        layer.push((format!("{pointer}/{union}"), format!("{at}/{union}")));
    });
}

/// The union keyword of a part that is a `oneOf` or an `anyOf` alone (with annotations).
fn union_alone(part: &Value) -> Option<&'static str> {
    let part = part.as_object()?;
    let mut unions = ["oneOf", "anyOf"]
        .into_iter()
        .filter(|u| part.contains_key(*u));
    let union = unions.next()?;
    let alone = unions.next().is_none() && crate::keywords::annotations_beside(part, &[union]);
    alone.then_some(union)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn an_objects_one_part_union_is_its_own() {
        let union =
            json!([{"properties": {"a": {"enum": ["x"]}}}, {"properties": {"a": {"enum": ["y"]}}}]);
        let mut doc = json!({"properties": {"p": {"type": "object", "allOf": [
            {"properties": {"a": {"type": "string"}}}, {"oneOf": union, "description": "d"}]}}});
        let mut layer = Vec::new();
        super::rewrite(&mut doc, &mut layer);
        assert_eq!(
            doc,
            json!({"properties": {"p": {"type": "object", "oneOf": union, "allOf": [
                {"properties": {"a": {"type": "string"}}}, {}]}}})
        );
        assert_eq!(
            layer,
            vec![(
                "/properties/p/oneOf".to_owned(),
                "/properties/p/allOf/1/oneOf".to_owned()
            )]
        );
    }

    #[test]
    fn other_unions_stay() {
        let union = json!([{"properties": {"a": {}}}, {"properties": {"b": {}}}]);
        super::super::tests::assert_unmoved(
            super::rewrite,
            &[
                // Not an object; a union of its own; two part unions; a part beside more.
                json!({"allOf": [{"oneOf": union}]}),
                json!({"type": "object", "anyOf": union, "allOf": [{"oneOf": union}]}),
                json!({"type": "object", "allOf": [{"oneOf": union}, {"anyOf": union}]}),
                json!({"type": "object", "allOf": [{"oneOf": union, "required": ["a"]}]}),
                // A `$ref` into the part.
                json!({"type": "object", "allOf": [{"oneOf": union}],
                       "definitions": {"d": {"$ref": "#/allOf/0/oneOf/1"}}}),
            ],
        );
    }
}
