//! `allOf` parts that are the schema itself, left out of the type model's copy.
//!
//! ```json
//! {"definitions": {"WindowsVm": {"type": "object", "allOf": [
//!     {"$ref": "#/definitions/WindowsVm"}, {"properties": {"os_family": {"type": "string"}}}]}}}
//! ```
//!
//! (cloudify's) says a value meets the schema and the other parts: what every valid value
//! meets is the other parts, so the type is their merge, a struct. typify's merge of a part
//! that is the schema would never end (`typespace/all_of.rs` breaks such cycles by typing the
//! schema `serde_json::Value`, as it still does for a cycle through other schemas). The part
//! becomes `{}`, so the parts after it keep their pointers; the engine judges the document as
//! vendored.

use serde_json::{Map, Value};

/// Rewrites every `allOf` part of `doc` that refers to the schema holding it to `{}`.
pub(crate) fn rewrite(doc: &mut Value) {
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        let itself = format!("#{pointer}");
        if let Some(Value::Array(parts)) = obj.get_mut("allOf") {
            for part in parts {
                if part.get("$ref").and_then(Value::as_str) == Some(itself.as_str()) {
                    *part = Value::Object(Map::new());
                }
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn parts_that_are_the_schema_itself_say_nothing_more() {
        let mut doc = json!({"definitions": {
            "W": {"type": "object", "allOf": [{"$ref": "#/definitions/W"}, {"properties": {"a": {}}}]},
            "V": {"allOf": [{"$ref": "#/definitions/W"}, {"$ref": "#"}]}},
            "allOf": [{"$ref": "#"}]});
        super::rewrite(&mut doc);
        assert_eq!(
            doc,
            json!({"definitions": {
                "W": {"type": "object", "allOf": [{}, {"properties": {"a": {}}}]},
                "V": {"allOf": [{"$ref": "#/definitions/W"}, {"$ref": "#"}]}},
                "allOf": [{}]})
        );
    }
}
