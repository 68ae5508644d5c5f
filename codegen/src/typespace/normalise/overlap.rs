//! An `anyOf` of objects written with `type: "object"` that typify reads as a `oneOf`
//! although one value may meet two of its branches. typify takes two object branches apart
//! where one requires a name the other does not list, as if the other refused that name; an
//! open object (no `additionalProperties: false`) accepts it, so `{"uri": …, "text": …,
//! "blob": …}` meets both of Codex's resource contents (a `uri` and a `text`, or a `uri` and a
//! `blob`). typify's enum tried in order would take it as the first and keep the second's
//! properties in `extra`, in silence: such a union is read as the one written without
//! `type` is (`catch_all.rs`), a first variant for the values two branches hold where it can
//! be made (`both.rs`), else reported (`kept.rs`).

use serde_json::{Map, Value};

use super::lift;

/// Whether typify reads `branches` (an `anyOf`'s, `$ref`s resolved in `doc`, whose `$id` is
/// `id`) as an enum tried in order, every two apart by a name one requires and the other does
/// not list, while two of them may hold one value: neither forbids what the other requires
/// (closed to it, or its schema of it `false`), nor do the two require one name with
/// different constants (a tag).
pub(super) fn typed_overlap(branches: &[Value], (doc, id): (&Value, &str)) -> bool {
    let objects: Option<Vec<&Map<String, Value>>> =
        (branches.iter()).map(|b| resolve(b, (doc, id))).collect();
    let Some(objects) = objects.filter(|o| o.len() > 1) else {
        return false;
    };
    let pairs = || {
        (0..objects.len())
            .flat_map(|i| (i + 1..objects.len()).map(move |j| (i, j)))
            .map(|(i, j)| (objects[i], objects[j]))
    };
    pairs().all(|(a, b)| typify_apart(a, b)) && pairs().any(|(a, b)| !apart(a, b))
}

/// The object `schema` is, through local `$ref`s: `None` unless `type: "object"` with object
/// keywords and annotations alone (what typify's exclusion test reads).
fn resolve<'a>(schema: &'a Value, (doc, id): (&'a Value, &str)) -> Option<&'a Map<String, Value>> {
    let mut schema = schema;
    for _ in 0..16 {
        let o = schema.as_object()?;
        let Some(reference) = o.get("$ref").and_then(Value::as_str) else {
            let object = o.get("type").is_some_and(|t| t == "object");
            let keys = [
                "type",
                "properties",
                "required",
                "additionalProperties",
                "patternProperties",
                "propertyNames",
                "minProperties",
                "maxProperties",
            ];
            return (object && crate::keywords::annotations_beside(o, &keys)).then_some(o);
        };
        schema = doc.pointer(&lift::local_pointer(id, reference)?)?;
    }
    None
}

/// The names `o` lists under `properties`.
fn properties(o: &Map<String, Value>) -> Option<&Map<String, Value>> {
    o.get("properties").and_then(Value::as_object)
}

/// The names `o` requires.
fn required(o: &Map<String, Value>) -> impl Iterator<Item = &str> {
    (o.get("required").and_then(Value::as_array).into_iter())
        .flatten()
        .filter_map(Value::as_str)
}

/// typify's first test of two objects (`object_schemas_mutually_exclusive`): both list
/// properties, and one requires a name the other does not list.
fn typify_apart(a: &Map<String, Value>, b: &Map<String, Value>) -> bool {
    let (Some(pa), Some(pb)) = (properties(a), properties(b)) else {
        return false;
    };
    if pa.is_empty() || pb.is_empty() {
        return false;
    }
    required(a).any(|n| !pb.contains_key(n)) || required(b).any(|n| !pa.contains_key(n))
}

/// Whether no value meets both `a` and `b`, as far as their object keywords tell: one
/// requires a name the other forbids (`upgrade/unions.rs`: closed to the name, its schema of
/// it `false`) or allows only values apart from those it may take there (a constant or JSON
/// types apart: a tag, or cargo's `workspace` flag beside a map of tables).
fn apart(a: &Map<String, Value>, b: &Map<String, Value>) -> bool {
    let refuses = |o: &Map<String, Value>, name: &str, s: &Value| {
        let theirs = match properties(o).and_then(|p| p.get(name)) {
            Some(t) => Some(t),
            None if o.contains_key("patternProperties") => None,
            None => o.get("additionalProperties"),
        };
        crate::upgrade::unions::forbids(o, name) || theirs.is_some_and(|t| disjoint(s, t))
    };
    let schema = |o: &Map<String, Value>, name: &str| {
        (properties(o).and_then(|p| p.get(name)).cloned()).unwrap_or(Value::Bool(true))
    };
    required(a).any(|n| refuses(b, n, &schema(a, n)))
        || required(b).any(|n| refuses(a, n, &schema(b, n)))
}

/// The one value `s` allows, where it says so by `const` or an `enum` of one.
fn constant(s: &Value) -> Option<&Value> {
    match (s.get("const"), s.get("enum").and_then(Value::as_array)) {
        (Some(c), _) => Some(c),
        (None, Some(e)) if e.len() == 1 => Some(&e[0]),
        _ => None,
    }
}

/// The JSON types `s` allows, where its `type` (or its constant) says.
fn types(s: &Value) -> Option<Vec<&str>> {
    match s.get("type") {
        Some(Value::String(t)) => Some(vec![t.as_str()]),
        Some(Value::Array(t)) => t.iter().map(Value::as_str).collect(),
        Some(_) => None,
        None => constant(s).map(|c| vec![crate::keywords::json_type(c)]),
    }
}

/// Whether no value meets both `s` and `t`: two constants, or JSON types, apart.
fn disjoint(s: &Value, t: &Value) -> bool {
    if let (Some(x), Some(y)) = (constant(s), constant(t)) {
        return x != y;
    }
    let meet = |x: &str, y: &str| {
        x == y || matches!((x, y), ("integer", "number") | ("number", "integer"))
    };
    match (types(s), types(t)) {
        (Some(x), Some(y)) => !x.iter().any(|x| y.iter().any(|y| meet(x, y))),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    #[test]
    fn typed_objects_one_value_may_meet() {
        let text = json!({"type": "object", "required": ["uri", "text"],
            "properties": {"uri": {"type": "string"}, "text": {"type": "string"}}});
        let blob = json!({"type": "object", "required": ["uri", "blob"], "title": "Blob",
            "properties": {"uri": {"type": "string"}, "blob": {"type": "string"}}});
        let doc = json!({"definitions": {"blob": blob, "again": {"$ref": "#/definitions/blob"}}});
        let closed = |o: &Value| {
            let mut o = o.clone();
            o["additionalProperties"] = json!(false);
            o
        };
        let tagged = |o: &Value, tag: &str| {
            let mut o = o.clone();
            o["properties"]["kind"] = json!({"const": tag});
            o["required"].as_array_mut().unwrap().push(json!("kind"));
            o
        };
        // (branches, typify reads them apart though a value may meet two)
        let cases: Vec<(Vec<Value>, bool)> = vec![
            (vec![text.clone(), blob.clone()], true),
            (
                vec![text.clone(), json!({"$ref": "#/definitions/again"})],
                true,
            ),
            // Each closed to what the other requires: apart indeed.
            (vec![closed(&text), closed(&blob)], false),
            // One closed: a value with a `text` and a `blob` is not the blob.
            (vec![text.clone(), closed(&blob)], false),
            // Told apart by a tag both require.
            (vec![tagged(&text, "t"), tagged(&blob, "b")], false),
            (vec![tagged(&text, "t"), tagged(&blob, "t")], true),
            // A tag one requires and the other lists with another value, or of another type.
            (
                vec![
                    tagged(&text, "t"),
                    json!({"type": "object", "required": ["blob"], "properties": {"blob": {}, "kind": {"enum": ["b"]}}}),
                ],
                false,
            ),
            (
                vec![
                    tagged(&text, "t"),
                    json!({"type": "object", "required": ["blob"], "properties": {"blob": {}, "kind": {"type": ["integer", "null"]}}}),
                ],
                false,
            ),
            (
                vec![
                    tagged(&text, "t"),
                    json!({"type": "object", "required": ["blob"], "properties": {"blob": {}, "kind": {"type": "string"}}}),
                ],
                true,
            ),
            // Cargo's lints: a map of tables, or `{"workspace": true}` alone. A map value
            // that is a table is no `workspace` flag.
            (
                vec![
                    json!({"type": "object", "properties": {"rust": {"type": "object"}},
                        "additionalProperties": {"type": "object"}}),
                    json!({"type": "object", "properties": {"workspace": {"type": "boolean"}},
                        "required": ["workspace"], "additionalProperties": false}),
                ],
                false,
            ),
            (
                vec![
                    json!({"type": "object", "properties": {"rust": {"type": "object"}},
                        "additionalProperties": {"type": ["object", "boolean"]}}),
                    json!({"type": "object", "properties": {"workspace": {"type": "boolean"}},
                        "required": ["workspace"]}),
                ],
                true,
            ),
            // The other refuses the name by `false`.
            (
                vec![
                    text.clone(),
                    json!({"type": "object", "required": ["blob"], "properties": {"blob": {}, "text": false}}),
                ],
                false,
            ),
            // typify reads these as a struct of both, not an enum: nothing to do.
            (
                vec![
                    text.clone(),
                    json!({"type": "object", "properties": {"uri": {}, "text": {}}}),
                ],
                false,
            ),
            (
                vec![
                    text.clone(),
                    json!({"type": "object", "required": ["blob"]}),
                ],
                false,
            ),
            // Written without `type`, or more than object keywords: not this reading.
            (
                vec![
                    text.clone(),
                    json!({"required": ["blob"], "properties": {"blob": {}}}),
                ],
                false,
            ),
            (
                vec![
                    text.clone(),
                    json!({"type": "object", "required": ["blob"], "properties": {"blob": {}}, "not": {}}),
                ],
                false,
            ),
            (vec![text.clone()], false),
            (
                vec![text.clone(), json!({"$ref": "#/definitions/missing"})],
                false,
            ),
        ];
        for (branches, want) in cases {
            assert_eq!(
                super::typed_overlap(&branches, (&doc, "")),
                want,
                "{branches:?}"
            );
        }
    }
}
