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
//! enforces the union, as it enforces `minLength`. In a union that is an `allOf` part, a
//! property a branch leaves open (neither names nor forbids) is any value where that branch
//! holds: it is the object's too, its schema or any value (tsconfig's `files`, `include`…,
//! each `Option<RootFiles>`, the list or `Variant1(serde_json::Value)`; typify would merge
//! the branches with every part, and the part was `Value`).
//!
//! The union is a `oneOf`/`anyOf` of an object (`type: "object"`) or an `allOf` part of it
//! that is the union alone, and not the object's own union of alternatives each requiring what
//! it names (qodana's profile, `name` or `path`: typify's enum of them, `Name(String)`, reads
//! better); its branches are read with their `allOf` parts and local `$ref`s
//! (`unions::located_parts`), and may say nothing else that shapes a type. Only the Rust types
//! read the copy; the engine judges the document as vendored. Each property's move is
//! recorded for reports; a union a `$ref` points into, and a property the object, another
//! part or another of its unions names, are left as they are.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use super::unions::{forbids, located_parts};

/// Rewrites every such union of `doc`, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    let original = doc.clone();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        if !crate::compile::object_type(obj) && !crate::compile::objects_only(obj) {
            return;
        }
        for place in places(obj, &original) {
            let at = place.pointer(pointer);
            if super::reached(&refs, &at) {
                continue;
            }
            if let Some(owned) = owned(obj, &place, &at, &original) {
                apply(obj, pointer, &place, owned, layer);
            }
        }
    });
}

/// A union of an object: its own (`part` `None`) or the one `allOf` part `part` is, written
/// there or at the local `$ref` the part is alone (`via`, a fragment: sourcemap's sections,
/// `allOf: [{"$ref": "#/definitions/sectionMap"}, …]`, the definition an `anyOf` alone).
struct Place {
    part: Option<usize>,
    via: Option<String>,
    union: &'static str,
}

impl Place {
    /// The union's pointer, the object being at `pointer`.
    fn pointer(&self, pointer: &str) -> String {
        match (self.part, &self.via) {
            (_, Some(via)) => format!("{via}/{}", self.union),
            (None, None) => format!("{pointer}/{}", self.union),
            (Some(k), None) => format!("{pointer}/allOf/{k}/{}", self.union),
        }
    }

    /// The union's branches in `obj` (in `doc`, for a `$ref`'s).
    fn branches<'a>(&self, obj: &'a Map<String, Value>, doc: &'a Value) -> Option<&'a Vec<Value>> {
        let holder = match (self.part, &self.via) {
            (_, Some(via)) => doc.pointer(via)?.as_object()?,
            (None, None) => obj,
            (Some(k), None) => obj.get("allOf")?.get(k)?.as_object()?,
        };
        holder.get(self.union)?.as_array()
    }
}

/// The unions of `obj` this rewrite may read: its own, and each `allOf` part that is a union
/// alone (with annotations), or a local `$ref` alone to such a union.
fn places(obj: &Map<String, Value>, doc: &Value) -> Vec<Place> {
    let mut out = Vec::new();
    for union in ["oneOf", "anyOf"] {
        if obj.contains_key(union) {
            out.push(Place {
                part: None,
                via: None,
                union,
            });
        }
    }
    let alone = |part: &Map<String, Value>| {
        let unions: Vec<&'static str> = ["oneOf", "anyOf"]
            .into_iter()
            .filter(|u| part.contains_key(*u))
            .collect();
        let alone = crate::keywords::annotations_beside(part, &unions);
        match (unions.as_slice(), alone) {
            ([union], true) => Some(*union),
            _ => None,
        }
    };
    let parts = obj.get("allOf").and_then(Value::as_array);
    for (k, part) in parts.into_iter().flatten().enumerate() {
        let Some(part) = part.as_object() else {
            continue;
        };
        if let Some(union) = alone(part) {
            out.push(Place {
                part: Some(k),
                via: None,
                union,
            });
            continue;
        }
        let reference = part.get("$ref").and_then(Value::as_str);
        let only = crate::keywords::annotations_beside(part, &["$ref"]);
        let Some((fragment, target)) = reference
            .filter(|_| only)
            .and_then(|r| super::local_target(doc, r))
        else {
            continue;
        };
        if let Some(union) = target.as_object().and_then(alone) {
            out.push(Place {
                part: Some(k),
                via: Some(fragment.to_string()),
                union,
            });
        }
    }
    out
}

/// A property a union's branches give the object.
struct Property {
    name: String,
    /// Its schema in the branches that name it.
    schema: Value,
    /// The pointer of the first.
    from: String,
    /// Whether a branch leaves it open (neither names nor forbids it), so that it is any
    /// value where that branch holds.
    open: bool,
}

/// The properties a union's branches give the object.
type Owned = Vec<Property>;

/// The properties the union at `place` (at `at`) gives `obj`, if it is such a union.
fn owned(obj: &Map<String, Value>, place: &Place, at: &str, doc: &Value) -> Option<Owned> {
    let branches = place.branches(obj, doc)?;
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
    // Branches that each require what they name are alternatives: as the object's own union,
    // typify's enum of them reads better (qodana's profile: `Name(String)` or
    // `Path(String)`); as an `allOf` part, which typify cannot make that enum of, each name is
    // a field as below.
    let alternatives = read.iter().all(|(parts, shaped)| {
        let required: BTreeSet<&str> = (parts.iter())
            .filter_map(|(_, p)| p.get("required").and_then(Value::as_array))
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        !shaped.is_empty() && shaped.keys().all(|n| required.contains(n))
    });
    if names.is_empty() || (alternatives && place.part.is_none()) {
        return None;
    }
    let elsewhere = named_elsewhere(obj, place, doc);
    let mut out = Vec::new();
    for name in names {
        if elsewhere.contains(name) {
            return None;
        }
        let mut schema: Option<(&Value, &String)> = None;
        let mut open = false;
        for (parts, shaped) in &read {
            match shaped.get(name) {
                Some((s, from)) => match schema {
                    None => schema = Some((s, from)),
                    Some((first, _))
                        if super::restated_branches::shape(first)
                            == super::restated_branches::shape(s) => {}
                    Some(_) => return None,
                },
                None if parts.iter().any(|(_, p)| forbids(p, name)) => {}
                // A union that is an `allOf` part has no other reading (typify would merge
                // its branches with every part): the property is its schema or any value.
                None if place.part.is_some() => open = true,
                None => return None,
            }
        }
        let (schema, from) = schema?;
        out.push(Property {
            name: name.to_owned(),
            schema: schema.clone(),
            from: from.clone(),
            open,
        });
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
    // Only objects are valid (a part, or every branch, says so): the copy says it here, which
    // the union left out may have been the only one to.
    if !obj.contains_key("type") {
        obj.insert("type".into(), "object".into());
    }
    let properties = obj
        .entry("properties")
        .or_insert_with(|| Value::Object(Map::new()));
    let Value::Object(properties) = properties else {
        return;
    };
    for Property {
        name,
        schema,
        from,
        open,
    } in owned
    {
        let token = crate::error::escape_token(&name);
        let at = format!("{pointer}/properties/{token}");
        let schema = if open {
            // Its schema, else any value: the second branch has no type of its own, so
            // typify's copy holds its values in the catch-all, `Other(serde_json::Value)`.
            layer.push((format!("{at}/anyOf/0"), from.clone()));
            let mut either = Map::new();
            if let Some(d) = schema.get("description") {
                either.insert("description".into(), d.clone());
            }
            let not = serde_json::json!({"not": schema.clone()});
            either.insert("anyOf".into(), Value::Array(vec![schema, not]));
            Value::Object(either)
        } else {
            schema
        };
        layer.push((at, from));
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
mod tests;
