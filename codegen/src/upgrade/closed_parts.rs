//! `allOf` parts that name only what another part closes out, read as saying nothing.
//!
//! ```json
//! {"definitions": {
//!   "v0": {"type": "object", "additionalProperties": false,
//!          "properties": {"path": {"type": "string"}, "type": {"const": "azure.bicep.v0"}}},
//!   "v1": {"allOf": [{"$ref": "#/definitions/v0"},
//!                    {"type": "object", "properties": {"scope": {"type": "object"},
//!                                                      "type": {"const": "azure.bicep.v1"}}}]}}}
//! ```
//!
//! (aspire's Bicep resources) says a `v1` is a `v0` whose `scope` and `type` are absent: `v0`
//! is closed without `scope`, and no `type` is both of its values. What the second part says of
//! those properties applies to no valid value, so it says nothing more than `v0`, whose type
//! is the type (typify merged the parts into a struct the pairing refused, and both the
//! definition and the union of resources referring to it were `serde_json::Value`). In the type
//! model's copy such a part is `{}` (the parts after it keep their pointers); the engine judges
//! the document as vendored, which refuses a `scope` or a `type` there.

use serde_json::{Map, Value};

use super::unions::{disjoint, forbids, located_parts};

/// Rewrites every `allOf` part of `doc` that names only what another part closes out to `{}`.
pub(crate) fn rewrite(doc: &mut Value) {
    let original = doc.clone();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, _| {
        let Some(Value::Array(parts)) = obj.get("allOf") else {
            return;
        };
        let silent: Vec<usize> = (0..parts.len())
            .filter(|&i| {
                parts
                    .iter()
                    .enumerate()
                    .any(|(j, closer)| j != i && says_nothing_beside(&parts[i], closer, &original))
            })
            .collect();
        if let Some(Value::Array(parts)) = obj.get_mut("allOf") {
            for i in silent {
                parts[i] = Value::Object(Map::new());
            }
        }
    });
}

/// Whether the inline part `part` only names properties `closer` (read with its `allOf` parts
/// and local `$ref`s) forbids (closed without them, `false`, `not` requiring them), or whose
/// values it lists none of, and says at most `type: "object"`, which `closer` says too.
fn says_nothing_beside(part: &Value, closer: &Value, doc: &Value) -> bool {
    let Some(part) = part.as_object() else {
        return false;
    };
    let Some(named) = part.get("properties").and_then(Value::as_object) else {
        return false;
    };
    let closers = located_parts(closer, "", doc);
    let object = closers
        .iter()
        .any(|(_, c)| c.get("type").and_then(Value::as_str) == Some("object"));
    let fits = part.iter().all(|(k, v)| match k.as_str() {
        "properties" => true,
        "type" => v == "object" && object,
        k => crate::keywords::role(k) == crate::keywords::Role::Annotation,
    });
    let absent = |name: &str| {
        closers
            .iter()
            .any(|(_, c)| forbids(c, name) || disjoint(c, part, name))
    };
    fits && !named.is_empty() && named.keys().all(|name| absent(name))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn parts_naming_only_what_another_closes_out_say_nothing() {
        let v0 = json!({"type": "object", "additionalProperties": false,
                        "properties": {"path": {"type": "string"}, "type": {"const": "v0"}}});
        let part = |p: serde_json::Value| json!({"definitions": {"v0": v0}, "allOf": [{"$ref": "#/definitions/v0"}, p]});
        let silent = [
            json!({"type": "object", "properties": {"scope": {"type": "object"}, "type": {"const": "v1"}}}),
            json!({"properties": {"type": {"enum": ["v1", "v2"]}}, "description": "d"}),
        ];
        for p in silent {
            let mut doc = part(p.clone());
            super::rewrite(&mut doc);
            assert_eq!(doc["allOf"][1], json!({}), "{p}");
        }
        let kept = [
            // A name the closed part has, its values shared or not listed.
            json!({"properties": {"type": {"enum": ["v0", "v1"]}}}),
            json!({"properties": {"path": {"minLength": 1}}}),
            // More than properties.
            json!({"properties": {"scope": {}}, "required": ["scope"]}),
            json!({"type": "string", "properties": {"scope": {}}}),
        ];
        for p in kept {
            let mut doc = part(p.clone());
            super::rewrite(&mut doc);
            assert_eq!(doc["allOf"][1], p, "{p}");
        }
        // A part that is not closed closes nothing out.
        let mut doc = json!({"allOf": [{"type": "object", "properties": {"a": {}}}, {"properties": {"b": {}}}]});
        let before = doc.clone();
        super::rewrite(&mut doc);
        assert_eq!(doc, before);
    }
}
