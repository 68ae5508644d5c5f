//! A definition that allows `null` beside one named shape (`anyOf: [{…properties…}, {"type":
//! "null"}]`, `type: ["object", "null"]`): typify types it as a newtype around `Option<T>` and
//! gives `T` the definition's own name (a definition's name is required, and typify hands it
//! down unchanged), so two items share one name (jscsrc's `braceRules`; a root likewise: the
//! Option's inner type is named by the root's title too, Prometheus' configuration). The
//! non-null shape becomes a definition of its own, `{key}Inner`, which the newtype holds:
//! `pub struct BraceRules(pub Option<BraceRulesInner>)`.

use serde_json::{json, Map, Value};

use crate::keywords::{role, Role};

/// Lifts the non-null shape out of definition `key` (whose node is at `pointer`) where typify
/// would name it like the definition: the new definition's key, its node's pointer and body.
/// `taken` says whether a key is in use.
pub(super) fn lift_inner(
    key: &str,
    body: &mut Value,
    pointer: &str,
    taken: impl Fn(&str) -> bool,
) -> Option<(String, String, Value)> {
    let inner_key = format!("{key}Inner");
    if taken(&inner_key) {
        return None;
    }
    let obj = body.as_object_mut()?;
    let reference = json!({"$ref": format!("#/definitions/{inner_key}")});
    // A union of one shape and `null`, and nothing else that shapes the type.
    for union in ["anyOf", "oneOf"] {
        let Some(Value::Array(branches)) = obj.get(union) else {
            continue;
        };
        let others: Vec<usize> = (0..branches.len())
            .filter(|i| !is_null(&branches[*i]))
            .collect();
        let alone = obj
            .keys()
            .all(|k| k == union || role(k) != Role::Shape || k == "type");
        let [i] = others.as_slice() else {
            return None;
        };
        if branches.len() < 2 || !alone || !named(&branches[*i]) {
            return None;
        }
        let i = *i;
        let Some(Value::Array(branches)) = obj.get_mut(union) else {
            return None;
        };
        let inner = std::mem::replace(&mut branches[i], reference);
        return Some((inner_key, format!("{pointer}/{union}/{i}"), inner));
    }
    // `type: [T, "null"]`: the same node without the `null`.
    let Some(Value::Array(types)) = obj.get("type") else {
        return None;
    };
    let kept: Vec<Value> = types.iter().filter(|t| *t != "null").cloned().collect();
    if kept.len() != 1 || types.len() != 2 || kept[0] != "object" {
        return None;
    }
    let mut inner = Map::new();
    for (k, v) in std::mem::take(obj) {
        if role(&k) == Role::Shape && k != "type" {
            inner.insert(k, v);
        } else if k != "type" {
            obj.insert(k, v);
        }
    }
    inner.insert("type".into(), "object".into());
    obj.insert("anyOf".into(), json!([reference, {"type": "null"}]));
    Some((inner_key, pointer.to_owned(), Value::Object(inner)))
}

/// [`lift_inner`] on every definition (`pointer_of` gives a key's node) and on the root,
/// whose key is `root` (`root.rs`): the lifted definitions.
pub(super) fn lift_all(
    definitions: &mut Map<String, Value>,
    (root_key, root): (&str, &mut Value),
    pointer_of: impl Fn(&str) -> String,
) -> Vec<(String, String, Value)> {
    let keys: Vec<String> = definitions.keys().cloned().collect();
    let taken = |k: &str| k == root_key || keys.iter().any(|d| d == k);
    let mut lifted: Vec<(String, String, Value)> = (definitions.iter_mut())
        .filter_map(|(key, body)| lift_inner(key, body, &pointer_of(key), taken))
        .collect();
    lifted.extend(lift_inner(root_key, root, "", taken));
    lifted
}

/// typify's null branch (`is_null_schema`): `type: "null"`, `const: null`, `enum: [null]`.
fn is_null(schema: &Value) -> bool {
    schema.get("type").is_some_and(|t| t == "null")
        || schema.get("const").is_some_and(Value::is_null)
        || schema
            .get("enum")
            .and_then(Value::as_array)
            .is_some_and(|v| v.iter().all(Value::is_null))
}

/// Whether typify names the type of `schema` (a struct or an enum), not a builtin.
fn named(schema: &Value) -> bool {
    schema.get("$ref").is_none()
        && [
            "properties",
            "additionalProperties",
            "patternProperties",
            "enum",
            "oneOf",
            "anyOf",
            "allOf",
        ]
        .iter()
        .any(|k| schema.get(*k).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shape_beside_null_is_lifted() {
        let object = json!({"type": "object", "properties": {"a": {"type": "boolean"}}});
        let cases = [
            (
                json!({"description": "d", "anyOf": [object.clone(), {"type": "null"}]}),
                Some((
                    "/definitions/r/anyOf/0",
                    object.clone(),
                    json!({"description": "d",
                           "anyOf": [{"$ref": "#/definitions/rInner"}, {"type": "null"}]}),
                )),
            ),
            (
                json!({"title": "T", "type": ["object", "null"],
                       "properties": {"a": {"type": "boolean"}}}),
                Some((
                    "/definitions/r",
                    object.clone(),
                    json!({"title": "T",
                           "anyOf": [{"$ref": "#/definitions/rInner"}, {"type": "null"}]}),
                )),
            ),
            // A builtin, a reference, two shapes, shape keywords beside: as they were.
            (
                json!({"anyOf": [{"type": "string"}, {"type": "null"}]}),
                None,
            ),
            (
                json!({"anyOf": [{"$ref": "#/definitions/x"}, {"type": "null"}]}),
                None,
            ),
            (
                json!({"anyOf": [object.clone(), {"enum": ["a"]}, {"type": "null"}]}),
                None,
            ),
            (
                json!({"properties": {}, "anyOf": [object.clone(), {"type": "null"}]}),
                None,
            ),
            (json!({"type": ["string", "null"]}), None),
        ];
        for (schema, want) in cases {
            let mut body = schema.clone();
            let got = lift_inner("r", &mut body, "/definitions/r", |_| false);
            if let Some((pointer, inner, outer)) = want {
                let want = Some(("rInner".to_owned(), pointer.to_owned(), inner));
                assert_eq!(got, want, "{schema}");
                assert_eq!(body, outer, "{schema}");
            } else {
                assert_eq!(got, None, "{schema}");
                assert_eq!(body, schema, "{schema}");
            }
        }
        // The name is taken: nothing lifted.
        let mut body = json!({"anyOf": [object, {"type": "null"}]});
        assert_eq!(lift_inner("r", &mut body, "", |k| k == "rInner"), None);
    }
}
