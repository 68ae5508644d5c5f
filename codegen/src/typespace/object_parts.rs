//! `allOf` parts that are object keywords written without `type` (`launchsettings.json`:
//! `"profile": {"type": "object", "allOf": [{"$ref": "#/definitions/profileContent"}]}`, where
//! `profileContent` is `{"properties": …}` alone). On its own such a definition accepts its
//! objects and every non-object, typed as the object beside a catch-all
//! (`normalise::object_or_any`); merged by typify into an object it would combine both
//! readings with every other part. Inside an object only its object reading applies, so
//! typify's copy of the part is that object, inline: the merge is the struct the schema
//! describes, the definition keeps its own type, and the pairing reads the part through the
//! schema's `$ref`, as before.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use super::normalise::local_pointer;

/// Whether `container` (as written) holds objects only, as typify's copy reads it:
/// `type: "object"`, object keywords alone (their object reading holds the parts), or
/// objects by its unions or parts.
fn holds_objects(container: &Map<String, Value>) -> bool {
    crate::compile::object_type(container)
        || crate::compile::object_or_any(container)
        || crate::compile::objects_only(container)
}

/// The pointers of the `allOf` parts written as object keywords alone
/// (`compile::object_or_any`) inside an object ([`holds_objects`]): typify's copy of each is
/// its object (babelrc: `{"allOf": [{"$ref": "#/definitions/Options"}, {"properties":
/// {"env": …}}]}`).
pub(super) fn inline_parts(doc: &Value) -> BTreeSet<String> {
    fn walk(v: &Value, at: &str, out: &mut BTreeSet<String>) {
        match v {
            Value::Object(obj) => {
                if let Some(Value::Array(parts)) = obj.get("allOf") {
                    if holds_objects(obj) {
                        for (i, part) in parts.iter().enumerate() {
                            if part.as_object().is_some_and(crate::compile::object_or_any) {
                                out.insert(format!("{at}/allOf/{i}"));
                            }
                        }
                    }
                }
                for (k, child) in obj {
                    if !crate::keywords::holds_data(k) {
                        walk(
                            child,
                            &format!("{at}/{}", crate::error::escape_token(k)),
                            out,
                        );
                    }
                }
            }
            Value::Array(items) => {
                for (i, child) in items.iter().enumerate() {
                    walk(child, &format!("{at}/{i}"), out);
                }
            }
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    walk(doc, "", &mut out);
    out
}

/// Whether the `allOf` part `part` of `container` (both as written) is read as its target's
/// object: the container holds objects only (`type: "object"`, or object keywords alone,
/// whose object reading holds the parts) and the part is a `$ref` to object keywords alone.
pub(super) fn is_object_part(
    doc: &Value,
    id: &str,
    container: &Map<String, Value>,
    part: &Value,
) -> bool {
    let objects = holds_objects(container);
    let target = part
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| local_pointer(id, r))
        .and_then(|p| doc.pointer(&p));
    objects
        && target
            .and_then(Value::as_object)
            .is_some_and(crate::compile::object_or_any)
}

/// In typify's copy (`root` and the normalised `definitions`): every `allOf` part and union
/// branch of an object that refers to a definition typed as an object beside the catch-all `any` (the
/// placeholder for `serde_json::Value`) becomes that object, inline.
pub(super) fn inline(root: &mut Value, definitions: &mut Map<String, Value>, any: Option<&str>) {
    let Some(any) = any else { return };
    let catch_all = format!("#/definitions/{any}");
    // Each definition that is `{"oneOf": [OBJECT, {"$ref": ANY}]}` (and its annotations).
    let objects: BTreeMap<String, Value> = definitions
        .iter()
        .filter_map(|(name, def)| {
            let branches = def.get("oneOf")?.as_array()?;
            let [object, other] = branches.as_slice() else {
                return None;
            };
            let is_object = object.get("type").and_then(Value::as_str) == Some("object");
            let is_any = other.get("$ref").and_then(Value::as_str) == Some(catch_all.as_str());
            let alone = def
                .as_object()?
                .keys()
                .all(|k| matches!(k.as_str(), "oneOf" | "title" | "description"));
            (is_object && is_any && alone)
                .then(|| (format!("#/definitions/{name}"), object.clone()))
        })
        .collect();
    if objects.is_empty() {
        return;
    }
    walk(root, &objects);
    for def in definitions.values_mut() {
        walk(def, &objects);
    }
}

fn walk(v: &mut Value, objects: &BTreeMap<String, Value>) {
    match v {
        Value::Object(obj) => {
            if obj.get("type").and_then(Value::as_str) == Some("object") {
                // A union's branch, as an `allOf` part, holds only the object's objects
                // (webjob's root: a `oneOf` of two such definitions, which typify, reading
                // the `oneOf` with their catch-alls, made one branch of no value).
                for key in ["allOf", "oneOf", "anyOf"] {
                    let Some(Value::Array(parts)) = obj.get_mut(key) else {
                        continue;
                    };
                    for part in parts.iter_mut() {
                        let target = part.get("$ref").and_then(Value::as_str);
                        let only_ref = part.as_object().is_some_and(|p| {
                            p.keys()
                                .all(|k| matches!(k.as_str(), "$ref" | "title" | "description"))
                        });
                        if let Some(object) =
                            target.filter(|_| only_ref).and_then(|t| objects.get(t))
                        {
                            *part = object.clone();
                        }
                    }
                }
            }
            for child in obj.values_mut() {
                walk(child, objects);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|c| walk(c, objects)),
        _ => {}
    }
}
