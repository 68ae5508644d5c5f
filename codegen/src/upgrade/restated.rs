//! Union branches that restate an object's own properties, read as the constraints they are.
//!
//! ```json
//! {"properties": {"prefix": {"type": "string", "maxLength": 50}, "include": {"const": "scope"}},
//!  "anyOf": [{"properties": {"prefix": {"$ref": "#/…/commit-message/properties/prefix"}},
//!             "required": ["prefix"]},
//!            {"properties": {"include": {"const": "scope"}}, "required": ["include"]}]}
//! ```
//!
//! (dependabot's `commit-message`; its `update` says the same in a union that is an `allOf`
//! part) says one of the properties must be present: each branch
//! names a property the object names, with the object's own schema of it (the same schema, or
//! a `$ref` to the object's), and otherwise only asserts. In the type model's copy such a
//! property's schema in the branch is `{}`: it says nothing the object's own does not, and the
//! union then only constrains (`compile::only_constrains`), so the type is the object's and
//! the engine enforces the union, as it enforces `minLength`. The pointers do not move; a
//! schema a `$ref` points into is left as it is.

use serde_json::{Map, Value};

/// Rewrites every union branch of `doc` that restates its object's properties.
pub fn rewrite(doc: &mut Value) {
    // Every `$ref` into the document itself, by its fragment (`#/a/b` → `/a/b`).
    let mut found = Vec::new();
    crate::engine::references(doc, "", &mut found);
    let refs: Vec<String> = found
        .into_iter()
        .filter_map(|(_, r)| r.strip_prefix('#').map(str::to_owned))
        .collect();
    // Each object before the schemas below it: a branch's copy of a property is compared
    // with the object's own as written.
    super::each_schema(doc, "", super::Order::Before, &mut |obj, at| {
        restate(obj, at, &refs);
    });
}

/// In each `oneOf`/`anyOf` branch of the object `obj` (at `at`), and of a union that is an
/// `allOf` part of it (dependabot's `update`: `"allOf": [{"oneOf": [{"properties":
/// {"directory": {"$ref": "#/definitions/update/properties/directory"}}, "required": […]},
/// …]}]`), the properties restating the object's own become `{}`.
fn restate(obj: &mut Map<String, Value>, at: &str, refs: &[String]) {
    let Some(own) = obj.get("properties").and_then(Value::as_object).cloned() else {
        return;
    };
    restate_unions(obj, at, at, &own, refs);
    if let Some(Value::Array(parts)) = obj.get_mut("allOf") {
        for (k, part) in parts.iter_mut().enumerate() {
            if let Value::Object(part) = part {
                restate_unions(part, &format!("{at}/allOf/{k}"), at, &own, refs);
            }
        }
    }
}

/// In each `oneOf`/`anyOf` branch of `holder` (at `here`), the properties restating `own`,
/// the properties of the object at `at`, become `{}`.
fn restate_unions(
    holder: &mut Map<String, Value>,
    here: &str,
    at: &str,
    own: &Map<String, Value>,
    refs: &[String],
) {
    for union in ["oneOf", "anyOf"] {
        let Some(Value::Array(branches)) = holder.get_mut(union) else {
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
                let same = own
                    .get(name)
                    .is_some_and(|o| shape(o) == shape(schema) || by_ref);
                let this = format!("{here}/{union}/{i}/properties/{token}");
                if same
                    && !super::reached(refs, &this)
                    && !schema.as_object().is_some_and(Map::is_empty)
                {
                    *schema = Value::Object(Map::new());
                }
            }
        }
    }
}

/// A schema without its annotations at the top (gitleaks restates `{"$ref": …}` where the
/// object says `{"$ref": …, "description": …}`).
pub(super) fn shape(schema: &Value) -> Value {
    match schema {
        Value::Object(o) => Value::Object(
            o.iter()
                .filter(|(k, _)| crate::keywords::role(k) != crate::keywords::Role::Annotation)
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        ),
        other => other.clone(),
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
            // Restated without the object's annotations (gitleaks).
            (
                json!({"properties": {"prefix": {"type": "string", "maxLength": 50, "description": "d"}}}),
                json!({"prefix": {}}),
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
        // A union that is an `allOf` part of the object (dependabot's `update`).
        for (branch, want) in [
            (
                json!({"properties": {"prefix": {"$ref": "#/definitions/cm/properties/prefix"}}}),
                json!({"prefix": {}}),
            ),
            (
                json!({"properties": {"prefix": {"type": "string"}}}),
                json!({"prefix": {"type": "string"}}),
            ),
        ] {
            let mut doc = json!({"definitions": {"cm": {"type": "object", "properties": own.clone(),
                                 "allOf": [{"required": ["a"]}, {"oneOf": [branch.clone()]}]}}});
            super::rewrite(&mut doc);
            let got = &doc["definitions"]["cm"]["allOf"][1]["oneOf"][0]["properties"];
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
