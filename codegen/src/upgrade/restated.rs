//! Union branches that restate an object's own properties, read as the constraints they are.
//!
//! ```json
//! {"properties": {"prefix": {"type": "string", "maxLength": 50}, "include": {"const": "scope"}},
//!  "anyOf": [{"properties": {"prefix": {"$ref": "#/…/commit-message/properties/prefix"}},
//!             "required": ["prefix"]},
//!            {"properties": {"include": {"const": "scope"}}, "required": ["include"]}]}
//! ```
//!
//! (dependabot's `commit-message`) says one of the properties must be present: each branch
//! names a property the object names, with the object's own schema of it (the same schema, or
//! a `$ref` to the object's), and otherwise only asserts. In the type model's copy such a
//! property's schema in the branch is `{}`: it says nothing the object's own does not, and the
//! union then only constrains (`compile::only_constrains`), so the type is the object's and
//! the engine enforces the union, as it enforces `minLength`. The pointers do not move; a
//! schema a `$ref` points into is left as it is.

use serde_json::{Map, Value};

use super::is_map;

/// Keywords whose value is one schema.
const ONE: &[&str] = &[
    "not",
    "if",
    "then",
    "else",
    "items",
    "additionalItems",
    "additionalProperties",
    "contains",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
];

/// Keywords whose value is a list of schemas.
const LIST: &[&str] = &["allOf", "anyOf", "oneOf", "items", "prefixItems"];

/// Rewrites every union branch of `doc` that restates its object's properties.
pub fn rewrite(doc: &mut Value) {
    let mut refs = Vec::new();
    collect_refs(doc, &mut refs);
    walk(doc, "", &refs);
}

/// Every `$ref` in `v` that points into the document itself (`#…`), unescaped of nothing:
/// compared with the pointers as written.
fn collect_refs(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(o) => {
            if let Some(r) = o.get("$ref").and_then(Value::as_str) {
                if let Some(local) = r.strip_prefix('#') {
                    out.push(local.to_owned());
                }
            }
            o.values().for_each(|s| collect_refs(s, out));
        }
        Value::Array(a) => a.iter().for_each(|s| collect_refs(s, out)),
        _ => {}
    }
}

/// Rewrites the schema `v` at `at`, then the schemas below it.
fn walk(v: &mut Value, at: &str, refs: &[String]) {
    let Value::Object(obj) = v else {
        return;
    };
    restate(obj, at, refs);
    for (k, sub) in obj.iter_mut() {
        let here = format!("{at}/{}", crate::error::escape_token(k));
        if crate::keywords::holds_data(k) {
            continue;
        }
        match sub {
            Value::Object(m) if is_map(k) => {
                for (name, s) in m.iter_mut() {
                    walk(
                        s,
                        &format!("{here}/{}", crate::error::escape_token(name)),
                        refs,
                    );
                }
            }
            Value::Array(list) if LIST.contains(&k.as_str()) => {
                for (i, s) in list.iter_mut().enumerate() {
                    walk(s, &format!("{here}/{i}"), refs);
                }
            }
            Value::Object(_) if ONE.contains(&k.as_str()) => walk(sub, &here, refs),
            _ => {}
        }
    }
}

/// In each `oneOf`/`anyOf` branch of the object `obj` (at `at`), the properties restating the
/// object's own become `{}`.
fn restate(obj: &mut Map<String, Value>, at: &str, refs: &[String]) {
    let Some(own) = obj.get("properties").and_then(Value::as_object).cloned() else {
        return;
    };
    for union in ["oneOf", "anyOf"] {
        let Some(Value::Array(branches)) = obj.get_mut(union) else {
            continue;
        };
        for (i, branch) in branches.iter_mut().enumerate() {
            let Some(Value::Object(named)) = branch.get_mut("properties") else {
                continue;
            };
            for (name, schema) in named.iter_mut() {
                let token = crate::error::escape_token(name);
                let to_own = format!("{at}/properties/{token}");
                let by_ref = schema.as_object().is_some_and(|s| {
                    s.len() == 1
                        && s.get("$ref").and_then(Value::as_str) == Some(&format!("#{to_own}"))
                });
                let same = own.get(name).is_some_and(|o| o == schema || by_ref);
                let here = format!("{at}/{union}/{i}/properties/{token}");
                let reached = refs
                    .iter()
                    .any(|r| r == &here || r.starts_with(&format!("{here}/")));
                if same && !reached && !schema.as_object().is_some_and(Map::is_empty) {
                    *schema = Value::Object(Map::new());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    #[test]
    fn branches_restating_the_objects_properties_say_nothing_more() {
        let own =
            json!({"prefix": {"type": "string", "maxLength": 50}, "include": {"const": "scope"}});
        // (branch, its properties after the rewrite)
        let cases: Vec<(Value, Value)> = vec![
            // By a `$ref` to the object's own, or restated: `{}`.
            (
                json!({"properties": {"prefix": {"$ref": "#/definitions/cm/properties/prefix"}},
                       "required": ["prefix"]}),
                json!({"prefix": {}}),
            ),
            (
                json!({"properties": {"include": {"const": "scope"}}}),
                json!({"include": {}}),
            ),
            // Another schema, a `$ref` elsewhere or beside more, a property the object lacks.
            (
                json!({"properties": {"prefix": {"type": "string"}}}),
                json!({"prefix": {"type": "string"}}),
            ),
            (
                json!({"properties": {"prefix": {"$ref": "#/definitions/x/properties/prefix"}}}),
                json!({"prefix": {"$ref": "#/definitions/x/properties/prefix"}}),
            ),
            (
                json!({"properties": {"x": {"type": "string"}}}),
                json!({"x": {"type": "string"}}),
            ),
        ];
        for (branch, want) in cases {
            let mut doc = json!({"definitions": {"cm": {"type": "object", "properties": own.clone(),
                                 "anyOf": [branch.clone()]}}});
            super::rewrite(&mut doc);
            let got = &doc["definitions"]["cm"]["anyOf"][0]["properties"];
            assert_eq!(got, &want, "{branch}");
        }
        // A schema a `$ref` points into stays.
        let mut doc = json!({"properties": {"a": {"type": "object", "properties": {"p": {"type": "string"}},
                              "oneOf": [{"properties": {"p": {"type": "string"}}}]},
                             "b": {"$ref": "#/properties/a/oneOf/0/properties/p"}}});
        super::rewrite(&mut doc);
        assert_eq!(
            doc["properties"]["a"]["oneOf"][0]["properties"]["p"],
            json!({"type": "string"})
        );
    }
}
