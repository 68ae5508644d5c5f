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

use std::collections::BTreeMap;

use serde_json::{Map, Value};

/// Rewrites every union branch of `doc` that restates its object's properties.
pub(crate) fn rewrite(doc: &mut Value) {
    // Every `$ref` into the document itself, by its fragment (`#/a/b` → `/a/b`).
    let mut found = Vec::new();
    crate::walk::references(doc, "", &mut found);
    let refs: Vec<String> = found
        .into_iter()
        .filter_map(|(_, r)| r.strip_prefix('#').map(str::to_owned))
        .collect();
    // Each object before the schemas below it: a branch's copy of a property is compared
    // with the object's own as written.
    super::each_schema(doc, "", super::Order::Before, &mut |obj, at| {
        restate(obj, at, &refs);
    });
    referred(doc, &refs);
}

/// A union written at a definition that is, wherever referred to, an `allOf` part (a `$ref`
/// alone) of objects naming the same properties (hemtt's script: `"allOf": [{"$ref":
/// "#/definitions/parallel-requires-foreach-to-be-true"}]`, an `anyOf` of `not` and a branch
/// narrowing the object's `foreach`): its branches are read against those objects' properties,
/// as if written in the part.
fn referred(doc: &mut Value, refs: &[String]) {
    // Each referred fragment's holders: the object's pointer and properties.
    type Holders = Vec<(String, Map<String, Value>)>;
    let mut holders: BTreeMap<String, Holders> = BTreeMap::new();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, at| {
        let Some(own) = obj.get("properties").and_then(Value::as_object) else {
            return;
        };
        for part in obj
            .get("allOf")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let Some(p) = part.as_object().filter(|p| p.len() == 1) else {
                continue;
            };
            if let Some(fragment) = p
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix('#'))
            {
                let entry = holders.entry(fragment.to_owned()).or_default();
                entry.push((at.to_owned(), own.clone()));
            }
        }
    });
    for (fragment, objects) in holders {
        let every = refs.iter().filter(|r| **r == fragment).count() == objects.len();
        let alike = objects.windows(2).all(|w| w[0].1 == w[1].1);
        let Some(Value::Object(target)) = doc.pointer_mut(&fragment) else {
            continue;
        };
        if every && alike && !target.contains_key("properties") {
            let (at, own) = &objects[0];
            restate_unions(target, &fragment, at, own, refs);
        }
    }
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
/// the properties of the object at `at`, become `{}`; so do those that only narrow the
/// object's (see [`narrows`]) where the union then only constrains.
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
        let to_own = |name: &str| format!("#{at}/properties/{}", crate::error::escape_token(name));
        let restates = |name: &str, schema: &Value| {
            let by_ref = schema.as_object().is_some_and(|s| {
                s.len() == 1 && s.get("$ref").and_then(Value::as_str) == Some(&to_own(name))
            });
            own.get(name)
                .is_some_and(|o| shape(o) == shape(schema) || by_ref)
        };
        // A property two branches list values of tells them apart: a tag, typify's enum of
        // the branches names it (`kind: {"const": "a"}` / `{"const": "b"}`).
        let tags = tags(branches);
        let narrows =
            |name: &str, schema: &Value| !tags.contains(name) && narrows(own, name, schema);
        let narrowing = only_constrains_after(branches, |name, schema| {
            restates(name, schema) || narrows(name, schema)
        });
        for (i, branch) in branches.iter_mut().enumerate() {
            let Some(Value::Object(named)) = branch.get_mut("properties") else {
                continue;
            };
            for (name, schema) in named.iter_mut() {
                let token = crate::error::escape_token(name);
                let said = restates(name, schema) || (narrowing && narrows(name, schema));
                let this = format!("{here}/{union}/{i}/properties/{token}");
                if said
                    && !super::reached(refs, &this)
                    && !schema.as_object().is_some_and(Map::is_empty)
                {
                    *schema = Value::Object(Map::new());
                }
            }
        }
    }
}

/// Whether a branch's schema of `name` only narrows the object's own (`own`), which every
/// valid value meets too: values it lists, a `type`, bounds (hemtt's `{"foreach": {"enum":
/// [true]}}` where the object's `foreach` is a boolean), nothing that shapes inside the values.
fn narrows(own: &Map<String, Value>, name: &str, schema: &Value) -> bool {
    own.contains_key(name) && schema.is_object() && !super::conditional::shapes_within(schema)
}

/// The properties at least two of `branches` list values of (`const`, `enum`).
fn tags(branches: &[Value]) -> std::collections::BTreeSet<String> {
    let mut seen = std::collections::BTreeSet::new();
    let mut tags = std::collections::BTreeSet::new();
    for b in branches {
        let named = b.get("properties").and_then(Value::as_object);
        for (name, schema) in named.into_iter().flatten() {
            let lists = schema.get("const").is_some() || schema.get("enum").is_some();
            if lists && !seen.insert(name.as_str()) {
                tags.insert(name.clone());
            }
        }
    }
    tags
}

/// Whether every branch only constrains once the properties `said` says nothing more of are
/// `{}`.
fn only_constrains_after(branches: &[Value], said: impl Fn(&str, &Value) -> bool) -> bool {
    branches.iter().all(|b| {
        let mut b = b.clone();
        if let Some(Value::Object(named)) = b.get_mut("properties") {
            for (name, schema) in named.iter_mut() {
                if said(name, schema) {
                    *schema = Value::Object(Map::new());
                }
            }
        }
        crate::compile::only_constrains(&b)
    })
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
            // A schema that only narrows the object's, the union then only constraining.
            (
                json!({"properties": {"prefix": {"type": "string"}, "include": {"enum": ["scope"]}}}),
                json!({"prefix": {}, "include": {}}),
            ),
            // A `$ref` elsewhere or beside more, a property the object lacks.
            (
                json!({"properties": {"prefix": {"type": "string", "items": {}}}}),
                json!({"prefix": {"type": "string", "items": {}}}),
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
            // Narrowing, where another branch still shapes: the union is read as written.
            (
                json!({"properties": {"prefix": {"type": "string"}}}),
                json!({"prefix": {"type": "string"}}),
            ),
        ] {
            let mut doc = json!({"definitions": {"cm": {"type": "object", "properties": own.clone(),
                                 "allOf": [{"required": ["a"]}, {"oneOf": [branch.clone(),
                                           {"properties": {"z": {"type": "string"}}}]}]}}});
            super::rewrite(&mut doc);
            let got = &doc["definitions"]["cm"]["allOf"][1]["oneOf"][0]["properties"];
            assert_eq!(got, &want, "{branch}");
        }
        // Values two branches list tell them apart (a tag): read as written.
        let mut doc = json!({"type": "object", "properties": {"kind": {"type": "string"}},
                             "oneOf": [{"properties": {"kind": {"const": "a"}}},
                                       {"properties": {"kind": {"const": "b"}}}]});
        let before = doc.clone();
        super::rewrite(&mut doc);
        assert_eq!(doc, before);
        // A definition every reference reaches as an `allOf` part of objects naming the
        // property alike (hemtt's), and one also referred to elsewhere.
        let part = json!({"anyOf": [{"not": {"required": ["p"]}},
                                    {"properties": {"f": {"enum": [true]}}, "required": ["f"]}]});
        let object = json!({"properties": {"f": {"type": "boolean"}}, "allOf": [{"$ref": "#/definitions/d"}]});
        let mut doc = json!({"definitions": {"d": part}, "properties": {"a": object, "b": object}});
        super::rewrite(&mut doc);
        assert_eq!(
            doc["definitions"]["d"]["anyOf"][1]["properties"]["f"],
            json!({})
        );
        let mut doc = json!({"definitions": {"d": part},
                             "properties": {"a": object, "b": {"$ref": "#/definitions/d"}}});
        super::rewrite(&mut doc);
        assert_eq!(doc["definitions"]["d"], part);
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
