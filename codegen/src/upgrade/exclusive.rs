//! Unions whose branches each name properties the others forbid, read as the object's own
//! optional properties.
//!
//! ```json
//! {"type": "object", "allOf": [{"$ref": "#/definitions/coreProperties"}, {"anyOf": [
//!   {"not": {"required": ["extractStyles"]}, "properties": {"env": {"type": "object", …}}},
//!   {"not": {"required": ["env"]}, "properties": {"extractStyles": {"type": "boolean"}}}]}]}
//! ```
//!
//! (bootstraprc) says an object has `env` or `extractStyles`, not both: an object with `env`
//! meets only the first branch, so its `env` is the first branch's schema of it; one with
//! `extractStyles` only the second. Where every property a branch gives a shape is, in every
//! other branch, given the same schema or forbidden (`not` requiring it alone, its schema
//! `false`, closed without it), each is the object's own, and the union only constrains: the
//! type is the object's struct with an optional field for each (libman's `defaultProvider` and
//! `defaultDestination`, its `specifiedProvider` branch forbidding the default), the engine
//! enforces the union, as it enforces `minLength`.
//!
//! The union is a `oneOf`/`anyOf` of an object (`type: "object"`) or an `allOf` part of it
//! that is the union alone, and not one of alternatives each requiring what it names
//! (qodana's profile, `name` or `path`: typify's enum of them, `Name(String)`, reads better); its branches are read with their `allOf` parts and local `$ref`s
//! (`unions::located_parts`), and may say nothing else that shapes a type. Only the Rust types
//! read the copy; the engine judges the document as vendored. Each property's move is
//! recorded for reports; a union a `$ref` points into, and a property the object, another
//! part or another of its unions names, are left as they are.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use super::unions::{forbids, located_parts};

/// Rewrites every such union of `doc`, pushing the moves into `layer`.
pub(super) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    let original = doc.clone();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        if !crate::compile::object_type(obj) {
            return;
        }
        for place in places(obj) {
            let at = place.pointer(pointer);
            if refs
                .iter()
                .any(|r| *r == at || r.starts_with(&format!("{at}/")))
            {
                continue;
            }
            if let Some(owned) = owned(obj, &place, &at, &original) {
                apply(obj, pointer, &place, owned, layer);
            }
        }
    });
}

/// A union of an object: its own (`part` `None`) or the one `allOf` part `part` is.
struct Place {
    part: Option<usize>,
    union: &'static str,
}

impl Place {
    /// The union's pointer, the object being at `pointer`.
    fn pointer(&self, pointer: &str) -> String {
        match self.part {
            None => format!("{pointer}/{}", self.union),
            Some(k) => format!("{pointer}/allOf/{k}/{}", self.union),
        }
    }

    /// The union's branches in `obj`.
    fn branches<'a>(&self, obj: &'a Map<String, Value>) -> Option<&'a Vec<Value>> {
        let holder = match self.part {
            None => obj,
            Some(k) => obj.get("allOf")?.get(k)?.as_object()?,
        };
        holder.get(self.union)?.as_array()
    }
}

/// The unions of `obj` this rewrite may read: its own, and each `allOf` part that is a union
/// alone (with annotations).
fn places(obj: &Map<String, Value>) -> Vec<Place> {
    let mut out = Vec::new();
    for union in ["oneOf", "anyOf"] {
        if obj.contains_key(union) {
            out.push(Place { part: None, union });
        }
    }
    let parts = obj.get("allOf").and_then(Value::as_array);
    for (k, part) in parts.into_iter().flatten().enumerate() {
        let Some(part) = part.as_object() else {
            continue;
        };
        let unions: Vec<&'static str> = ["oneOf", "anyOf"]
            .into_iter()
            .filter(|u| part.contains_key(*u))
            .collect();
        let alone = part
            .keys()
            .all(|k| unions.contains(&k.as_str()) || is_annotation(k));
        if let ([union], true) = (unions.as_slice(), alone) {
            out.push(Place {
                part: Some(k),
                union,
            });
        }
    }
    out
}

fn is_annotation(k: &str) -> bool {
    crate::keywords::role(k) == crate::keywords::Role::Annotation
}

/// A property a union's branches give the object: its name, schema and pointer.
type Owned = Vec<(String, Value, String)>;

/// The properties the union at `place` (at `at`) gives `obj`, if it is such a union.
fn owned(obj: &Map<String, Value>, place: &Place, at: &str, doc: &Value) -> Option<Owned> {
    let branches = place.branches(obj)?;
    if branches.len() < 2 {
        return None;
    }
    // Each branch's parts, and the properties it gives a shape (name → schema, pointer).
    let mut read = Vec::new();
    for (i, b) in branches.iter().enumerate() {
        let parts = located_parts(b, &format!("{at}/{i}"), doc);
        if parts.is_empty() || !parts.iter().all(|(_, p)| fits(p)) {
            return None;
        }
        let mut shaped: BTreeMap<&str, (&Value, String)> = BTreeMap::new();
        for (pointer, part) in &parts {
            let named = part.get("properties").and_then(Value::as_object);
            for (name, schema) in named.into_iter().flatten() {
                if crate::compile::only_constrains(schema) {
                    continue;
                }
                let token = crate::error::escape_token(name);
                let from = format!("{pointer}/properties/{token}");
                if shaped.insert(name, (schema, from)).is_some() {
                    return None;
                }
            }
        }
        read.push((parts, shaped));
    }
    let names: BTreeSet<&str> = read.iter().flat_map(|(_, s)| s.keys().copied()).collect();
    // Branches that each require what they name are alternatives, an enum of them reads
    // better (qodana's profile: `Name(String)` or `Path(String)`).
    let alternatives = read.iter().all(|(parts, shaped)| {
        let required: BTreeSet<&str> = (parts.iter())
            .filter_map(|(_, p)| p.get("required").and_then(Value::as_array))
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        !shaped.is_empty() && shaped.keys().all(|n| required.contains(n))
    });
    if names.is_empty() || alternatives {
        return None;
    }
    let elsewhere = named_elsewhere(obj, place, doc);
    let mut out = Vec::new();
    for name in names {
        if elsewhere.contains(name) {
            return None;
        }
        let mut schema: Option<(&Value, &String)> = None;
        for (parts, shaped) in &read {
            match shaped.get(name) {
                Some((s, from)) => match schema {
                    None => schema = Some((s, from)),
                    Some((first, _))
                        if super::restated::shape(first) == super::restated::shape(s) => {}
                    Some(_) => return None,
                },
                None if parts.iter().any(|(_, p)| forbids(p, name)) => {}
                None => return None,
            }
        }
        let (schema, from) = schema?;
        out.push((name.to_owned(), schema.clone(), from.clone()));
    }
    Some(out)
}

/// Whether a branch's part says nothing that shapes a type but its object's properties:
/// `properties`, `required`, `type: "object"`, a closing `additionalProperties: false`,
/// `allOf` parts and `$ref`s (read as parts), and keywords that assert or annotate.
fn fits(part: &Map<String, Value>) -> bool {
    part.iter().all(|(k, v)| match k.as_str() {
        "properties" => v.is_object(),
        "required" | "allOf" | "$ref" => true,
        "type" => v == "object" || *v == serde_json::json!(["object"]),
        "additionalProperties" => *v == Value::Bool(false),
        k => matches!(
            crate::keywords::role(k),
            crate::keywords::Role::Assert | crate::keywords::Role::Annotation
        ),
    })
}

/// The names `obj` gives a schema of besides the union at `place`: its own properties, and
/// those of its other `allOf` parts and unions and of their branches (read as parts).
fn named_elsewhere<'a>(
    obj: &'a Map<String, Value>,
    place: &Place,
    doc: &'a Value,
) -> BTreeSet<&'a str> {
    let mut out = BTreeSet::new();
    let mut schemas: Vec<&Value> = Vec::new();
    let parts = obj.get("allOf").and_then(Value::as_array);
    for (k, part) in parts.into_iter().flatten().enumerate() {
        if place.part != Some(k) {
            schemas.push(part);
        }
    }
    for union in ["oneOf", "anyOf"] {
        if place.part.is_some() || place.union != union {
            schemas.extend(
                obj.get(union)
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten(),
            );
        }
    }
    let names = |o: &'a Map<String, Value>| {
        (o.get("properties").and_then(Value::as_object))
            .into_iter()
            .flat_map(|m| m.keys().map(String::as_str))
    };
    out.extend(names(obj));
    for s in schemas {
        for (_, part) in located_parts(s, "", doc) {
            out.extend(names(part));
            for union in ["oneOf", "anyOf"] {
                for b in part
                    .get(union)
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                {
                    for (_, p) in located_parts(b, "", doc) {
                        out.extend(names(p));
                    }
                }
            }
        }
    }
    out
}

/// Makes the properties `owned` the object's (at `pointer`) and leaves the union at `place`
/// out of the copy (an `allOf` part's becomes `{}`, so the parts after it keep their
/// pointers).
fn apply(
    obj: &mut Map<String, Value>,
    pointer: &str,
    place: &Place,
    owned: Owned,
    layer: &mut Vec<(String, String)>,
) {
    let properties = obj
        .entry("properties")
        .or_insert_with(|| Value::Object(Map::new()));
    let Value::Object(properties) = properties else {
        return;
    };
    for (name, schema, from) in owned {
        let token = crate::error::escape_token(&name);
        layer.push((format!("{pointer}/properties/{token}"), from));
        properties.insert(name, schema);
    }
    match place.part {
        None => {
            obj.remove(place.union);
        }
        Some(k) => {
            if let Some(part) = obj.get_mut("allOf").and_then(|p| p.get_mut(k)) {
                *part = Value::Object(Map::new());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::rewrite;

    #[test]
    fn properties_the_other_branches_forbid_are_the_objects() {
        let env = json!({"type": "object", "properties": {"dev": {"type": "string"}}});
        let not = |p: &str| json!({"not": {"properties": {p: {}}, "required": [p]}});
        let bootstraprc = json!({"type": "object", "allOf": [{"$ref": "#/definitions/core"}, {"anyOf": [
            {"not": {"required": ["styles"]}, "properties": {"env": env}},
            {"allOf": [not("env")], "properties": {"styles": {"type": "boolean"}}}]}],
            "definitions": {"core": {"type": "object", "properties": {"version": {"type": "integer"}}}}});
        // (document, the object's properties after, its `allOf` after, moves)
        let cases: Vec<(Value, Value, Value, Vec<(&str, &str)>)> = vec![
            // An `allOf` part's union, each branch forbidding the other's name (bootstraprc).
            (
                bootstraprc,
                json!({"env": env, "styles": {"type": "boolean"}}),
                json!([{"$ref": "#/definitions/core"}, {}]),
                vec![
                    ("/properties/env", "/allOf/1/anyOf/0/properties/env"),
                    ("/properties/styles", "/allOf/1/anyOf/1/properties/styles"),
                ],
            ),
            // Branches by `$ref`, one only constraining the object's own list's items
            // (libman): the default's schema is the definition's.
            (
                json!({"type": "object", "properties": {"libs": {"type": "array"}},
                       "allOf": [{"anyOf": [{"$ref": "#/definitions/given"}, {"$ref": "#/definitions/default"}]}],
                       "definitions": {
                           "given": {"not": {"required": ["default"]}, "properties": {"libs": {"items": {"required": ["p"]}}}},
                           "default": {"properties": {"default": {"type": "string", "minLength": 1}}}}}),
                json!({"libs": {"type": "array"}, "default": {"type": "string", "minLength": 1}}),
                json!([{}]),
                vec![(
                    "/properties/default",
                    "/definitions/default/properties/default",
                )],
            ),
            // The object's own `oneOf` of closed branches, one name in both alike.
            (
                json!({"type": "object", "oneOf": [
                    {"properties": {"a": {"type": "string"}, "n": {"type": "integer", "description": "x"}}, "additionalProperties": false},
                    {"properties": {"b": {"type": "string"}, "n": {"type": "integer"}}, "additionalProperties": false}]}),
                json!({"a": {"type": "string"}, "b": {"type": "string"}, "n": {"type": "integer", "description": "x"}}),
                Value::Null,
                vec![
                    ("/properties/a", "/oneOf/0/properties/a"),
                    ("/properties/b", "/oneOf/1/properties/b"),
                    ("/properties/n", "/oneOf/0/properties/n"),
                ],
            ),
        ];
        for (doc, properties, all_of, want) in cases {
            let mut copy = doc.clone();
            let mut layer = Vec::new();
            rewrite(&mut copy, &mut layer);
            assert_eq!(copy["properties"], properties, "{doc}");
            assert_eq!(copy["allOf"], all_of, "{doc}");
            assert!(copy.get("oneOf").is_none(), "{doc}");
            let got: Vec<(&str, &str)> = layer
                .iter()
                .map(|(a, b)| (a.as_str(), b.as_str()))
                .collect();
            assert_eq!(got, want, "{doc}");
        }
    }

    #[test]
    fn unions_whose_other_branches_leave_a_name_open_stay() {
        let cases = [
            // tsconfig's: a branch not naming `files` accepts any `files`.
            json!({"type": "object", "allOf": [{"anyOf": [
                {"type": "object", "properties": {"files": {"type": "array"}}},
                {"type": "object", "properties": {"include": {"type": "array"}}}]}]}),
            // Two schemas of one name.
            json!({"type": "object", "oneOf": [
                {"properties": {"a": {"type": "string"}}, "required": ["a"]},
                {"properties": {"a": {"type": "integer"}}, "required": ["a"]}]}),
            // A name the object gives a shape of its own.
            json!({"type": "object", "properties": {"a": {"type": "string"}}, "oneOf": [
                {"properties": {"a": {"const": "x"}, "b": {"type": "string"}}, "additionalProperties": false},
                {"properties": {"a": {"const": "y"}}, "not": {"required": ["b"]}}]}),
            // A branch shaping more than properties.
            json!({"type": "object", "oneOf": [
                {"properties": {"a": {"type": "string"}}, "additionalProperties": false},
                {"properties": {"b": {"type": "string"}}, "additionalProperties": {"type": "string"}}]}),
            // Alternatives, each requiring what it names (qodana's profile): typify's enum.
            json!({"type": "object", "anyOf": [
                {"properties": {"name": {"type": "string"}}, "required": ["name"], "additionalProperties": false},
                {"properties": {"path": {"type": "string"}}, "required": ["path"], "additionalProperties": false}]}),
            // Not an object: the branches also accept what is not one.
            json!({"oneOf": [
                {"properties": {"a": {"type": "string"}}, "additionalProperties": false},
                {"properties": {"b": {"type": "string"}}, "additionalProperties": false}]}),
            // A `$ref` into the union.
            json!({"type": "object", "oneOf": [
                {"properties": {"a": {"type": "string"}}, "additionalProperties": false},
                {"properties": {"b": {"$ref": "#/oneOf/0/properties/a"}}, "additionalProperties": false}]}),
        ];
        for doc in cases {
            let mut copy = doc.clone();
            let mut layer = Vec::new();
            rewrite(&mut copy, &mut layer);
            assert_eq!(copy, doc);
            assert!(layer.is_empty(), "{doc}");
        }
    }
}
