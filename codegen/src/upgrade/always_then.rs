//! `if`/`then` parts every valid object meets, read as their `then`.
//!
//! ```json
//! {"type": "object", "required": ["apiVersion"],
//!  "properties": {"apiVersion": {"enum": ["restate.dev/v1"]}, "spec": {}},
//!  "allOf": [{"if": {"properties": {"apiVersion": {"const": "restate.dev/v1"}}},
//!             "then": {"properties": {"spec": {"type": "object", …}}}}]}
//! ```
//!
//! (a Kubernetes custom resource written per version) says `spec` is the `then`'s object: the
//! object's own schema allows `apiVersion` only the values the `if` tests (and requires it
//! where the `if` does), so every valid object meets the `if`, and the `then` holds as an
//! `allOf` part would. In the type model's copy such a part is its `then` (an `else` never
//! applies and is left out); the object's struct has the `then`'s fields (`spec` was the
//! object's own `{}`, the `then`'s properties reported kept). The engine judges the document
//! as vendored. Moves are recorded; a part a `$ref` points into is left as it is.

use serde_json::{Map, Value};

/// Rewrites every such part of `doc`, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        let Some(Value::Array(parts)) = obj.get("allOf") else {
            return;
        };
        let holding: Vec<usize> = (parts.iter().enumerate())
            .filter(|(i, p)| {
                !super::reached(&refs, &format!("{pointer}/allOf/{i}")) && always_holds(obj, p)
            })
            .map(|(i, _)| i)
            .collect();
        if let Some(Value::Array(parts)) = obj.get_mut("allOf") {
            for i in holding {
                let then = parts[i].get("then").cloned().unwrap_or(Value::Bool(true));
                parts[i] = then;
                layer.push((
                    format!("{pointer}/allOf/{i}"),
                    format!("{pointer}/allOf/{i}/then"),
                ));
            }
        }
    });
}

/// Whether `part` is an `if`/`then` (an `else`, annotations) whose `if` tests one property
/// for values (`const`, or an `enum`), with at most `required` of it, that every valid
/// object of `obj` meets: `obj` allows the property only values the `if` lists, and requires
/// it where the `if` does.
fn always_holds(obj: &Map<String, Value>, part: &Value) -> bool {
    let Some(part) = part.as_object() else {
        return false;
    };
    let shaped = crate::keywords::annotations_beside(part, &["if", "then", "else"]);
    let Some(Value::Object(test)) = part.get("if") else {
        return false;
    };
    if !shaped || !part.contains_key("then") {
        return false;
    }
    let Some((name, tested)) = (test.get("properties").and_then(Value::as_object))
        .filter(|p| p.len() == 1)
        .and_then(|p| p.iter().next())
    else {
        return false;
    };
    let if_requires = match test.get("required").and_then(Value::as_array) {
        None => false,
        Some(r) if r.len() == 1 && r[0] == *name => true,
        Some(_) => return false,
    };
    if test.keys().any(|k| k != "properties" && k != "required") {
        return false;
    }
    let object_requires = (obj.get("required").and_then(Value::as_array))
        .is_some_and(|r| r.iter().any(|n| n == name));
    let own = obj.get("properties").and_then(|p| p.get(name));
    match (values(tested), own.and_then(values)) {
        (Some(tested), Some(own)) => {
            (object_requires || !if_requires) && own.iter().all(|v| tested.contains(v))
        }
        _ => false,
    }
}

/// The values a schema of `const` or `enum` alone (with annotations, and a `type`) lists.
fn values(s: &Value) -> Option<Vec<&Value>> {
    let o = s.as_object()?;
    let only = crate::keywords::annotations_beside(o, &["const", "enum", "type"]);
    match (only, o.get("const"), o.get("enum")) {
        (true, Some(c), None) => Some(vec![c]),
        (true, None, Some(Value::Array(e))) => Some(e.iter().collect()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    /// `(object, its part, whether the part is read as its `then`)`.
    #[test]
    fn parts_every_valid_object_meets_are_their_then() {
        let then = json!({"properties": {"spec": {"type": "object"}}});
        let part = |test: Value| json!({"if": test, "then": then.clone()});
        let by = |k: &str, v: Value| json!({"properties": {k: v}});
        let object = |own: Value, required: bool| {
            let mut o = json!({"type": "object", "properties": {"v": own, "spec": {}}});
            if required {
                o["required"] = json!(["v"]);
            }
            o
        };
        let cases = [
            // The own `enum` is the tested `const`: always met, required or not.
            (
                object(json!({"enum": ["a"]}), true),
                part(by("v", json!({"const": "a"}))),
                true,
            ),
            (
                object(json!({"enum": ["a"]}), false),
                part(by("v", json!({"const": "a"}))),
                true,
            ),
            // Own values within the tested ones.
            (
                object(json!({"const": "a", "type": "string"}), true),
                part(by("v", json!({"enum": ["a", "b"]}))),
                true,
            ),
            // An own value the `if` does not list: not always met.
            (
                object(json!({"enum": ["a", "b"]}), true),
                part(by("v", json!({"const": "a"}))),
                false,
            ),
            // Any own value: not always met.
            (
                object(json!({"type": "string"}), true),
                part(by("v", json!({"const": "a"}))),
                false,
            ),
            // The `if` requires what the object does not: an object without it fails the `if`.
            (
                object(json!({"enum": ["a"]}), false),
                part(json!({"properties": {"v": {"const": "a"}}, "required": ["v"]})),
                false,
            ),
            (
                object(json!({"enum": ["a"]}), true),
                part(json!({"properties": {"v": {"const": "a"}}, "required": ["v"]})),
                true,
            ),
            // The `if` says more than the one property's values.
            (
                object(json!({"enum": ["a"]}), true),
                part(json!({"properties": {"v": {"const": "a", "minLength": 1}}})),
                false,
            ),
            (
                object(json!({"enum": ["a"]}), true),
                part(json!({"properties": {"v": {"const": "a"}}, "minProperties": 1})),
                false,
            ),
        ];
        for (object, part, holds) in cases {
            let mut doc = object.clone();
            doc["allOf"] = json!([part.clone()]);
            let mut layer = Vec::new();
            super::rewrite(&mut doc, &mut layer);
            let want = if holds { then.clone() } else { part.clone() };
            assert_eq!(doc["allOf"][0], want, "{object} {part}");
            let moved = holds.then(|| ("/allOf/0".to_owned(), "/allOf/0/then".to_owned()));
            assert_eq!(layer.first().cloned(), moved, "{object} {part}");
        }
    }

    /// A part a `$ref` points into keeps its place.
    #[test]
    fn a_part_a_reference_points_into_is_left() {
        let mut doc = json!({"type": "object", "required": ["v"],
            "properties": {"v": {"enum": ["a"]}, "w": {"$ref": "#/allOf/0/then"}},
            "allOf": [{"if": {"properties": {"v": {"const": "a"}}}, "then": {"type": "object"}}]});
        let before = doc.clone();
        super::rewrite(&mut doc, &mut Vec::new());
        assert_eq!(doc, before);
    }
}
