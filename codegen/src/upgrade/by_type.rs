//! A schema that allows several JSON types and holds a tuple, as the type model reads it: a
//! `oneOf` with a branch per type, each with the keywords that apply to that type.
//!
//! ```json
//! {"allOf": [{"$ref": "#/definitions/rule"},
//!            {"items": [{"type": "boolean"}], "additionalItems": {…}, "maxItems": 6,
//!             "properties": {"options": {…}, "severity": {}}, "additionalProperties": false}]}
//! ```
//!
//! with `rule` being `{"type": ["boolean", "object", "array"], "minItems": 1, "properties":
//! {"severity": {…}}}` (tslint's rules, 150 of them), is `true`, an object of `options` and
//! `severity`, or an array of a boolean and up to five options: the enum one writes by hand,
//! `Align::Boolean(bool)`, `Align::Object { options, severity }`, `Align::Array(AlignArray)`,
//! the last an enum by length (`compile/tuple.rs`), which typify cannot make of the `allOf`
//! (its merge has no tuple of several lengths beside other types). So is `{"type": ["string",
//! "array"], "items": [{…}, {…}]}` (a plugin's name, or its name and options).
//!
//! The parts are the schema's own keywords and its `allOf` parts, each inline or a local
//! `$ref` to a schema of keywords alone (no `$ref`, union or `enum` of its own). A keyword a
//! referred part gives becomes a `$ref` to it there (`#/definitions/rule/properties/severity`,
//! shared by every branch naming it); an inline part's keywords move, recorded in the layer
//! so that reports name the file's pointers. The rewrite is left out where the parts say
//! anything it does not merge (two parts' `items`, `additionalProperties` beside another
//! part's property, a `$ref` into a part): typify's merge reads those, as before.
//!
//! An `allOf` whose parts are object keywords alone, none saying `type` (tslint's `rules`, the
//! map of JavaScript rules and the map of TypeScript ones), is read as their merge, one
//! object's keywords: typify types it as that object or any other value, where it would merge
//! every combination of the parts' two readings. Only the Rust types read the copy; the engine
//! judges the document as vendored.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use merge::{keep_only, merge};

mod merge;

/// JSON types, in the order the branches take.
const TYPES: [&str; 7] = [
    "null", "boolean", "object", "array", "string", "number", "integer",
];

/// The type a keyword applies to (the bounds of numbers: `number`, which covers `integer`);
/// `None` for a keyword of every type or none.
pub(super) fn applies_to(k: &str) -> Option<&'static str> {
    Some(match k {
        "properties"
        | "required"
        | "additionalProperties"
        | "patternProperties"
        | "minProperties"
        | "maxProperties"
        | "propertyNames"
        | "dependencies"
        | "dependentRequired"
        | "dependentSchemas"
        | "unevaluatedProperties" => "object",
        "items" | "additionalItems" | "prefixItems" | "minItems" | "maxItems" | "uniqueItems"
        | "contains" | "minContains" | "maxContains" | "unevaluatedItems" => "array",
        // (`format` is left out: it also reads numbers, `int32`.)
        "minLength" | "maxLength" | "pattern" => "string",
        "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum" | "multipleOf" => "number",
        _ => return None,
    })
}

/// Keywords left where they are: the schema's annotations, and what `$ref`s reach into.
pub(super) fn stays(k: &str) -> bool {
    matches!(k, "definitions" | "$defs" | "$id" | "$schema" | "$comment")
        || crate::keywords::role(k) == crate::keywords::Role::Annotation
}

/// One part: its keywords, and the pointer they are at (the document's, where the part is
/// a `$ref`'s target: its keywords become `$ref`s there).
pub(super) struct Part {
    pub(super) keywords: Map<String, Value>,
    pub(super) at: String,
    pub(super) referred: bool,
}

/// The JSON types a part allows, or `None` for every one.
fn types_of(part: &Map<String, Value>) -> Option<BTreeSet<&'static str>> {
    let listed: Vec<&str> = match part.get("type")? {
        Value::String(t) => vec![t.as_str()],
        Value::Array(a) => a.iter().filter_map(Value::as_str).collect(),
        _ => return Some(BTreeSet::new()),
    };
    let mut out: BTreeSet<&'static str> = TYPES
        .iter()
        .copied()
        .filter(|t| listed.contains(t))
        .collect();
    if out.contains("number") {
        out.insert("integer");
    }
    Some(out)
}

/// Rewrites every schema of `doc` it reads (depth first), pushing the moves into `layer`
/// (`(pointer in the copy, pointer in the file)`). A schema whose parts refer to another
/// one read by type is left as it is (its `$ref`s would point into what moved).
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    let original = doc.clone();
    let mut read = BTreeSet::new();
    let mut scratch = original.clone();
    super::each_schema(
        &mut scratch,
        "",
        super::Order::After,
        &mut |obj, pointer| {
            let none = BTreeSet::new();
            if by_type(obj, pointer, &original, &refs, &none, &mut Vec::new()).is_some() {
                read.insert(pointer.to_owned());
            }
        },
    );
    super::each_schema(doc, "", super::Order::After, &mut |obj, pointer| {
        if let Some(keywords) = by_type(obj, pointer, &original, &refs, &read, layer) {
            obj.retain(|k, _| stays(k));
            obj.extend(keywords);
        }
    });
}

/// The keywords `obj` (at `pointer` in `doc`) is read as, if it is read by type (a `oneOf`
/// of a branch per type) or is an `allOf` of object keywords alone (their merge).
fn by_type(
    obj: &Map<String, Value>,
    pointer: &str,
    doc: &Value,
    refs: &[String],
    read: &BTreeSet<String>,
    layer: &mut Vec<(String, String)>,
) -> Option<Map<String, Value>> {
    // An `allOf` part is read with the schema holding it.
    let (rest, last) = pointer.rsplit_once('/').unwrap_or_default();
    if rest.ends_with("/allOf") && last.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Neither a tuple nor an `allOf`: nothing to read by type (and no copy of the parts made
    // for every schema of the document).
    let tuple_here = ["items", "prefixItems"]
        .iter()
        .any(|k| obj.get(*k).is_some_and(Value::is_array));
    if !tuple_here && !obj.contains_key("allOf") {
        return None;
    }
    let parts = parts(obj, pointer, doc)?;
    if parts.iter().any(|p| p.referred && read.contains(&p.at)) {
        return None;
    }
    // A `$ref` into a part that moves would lose its target.
    let moving = parts.iter().filter(|p| !p.referred).any(|p| {
        p.keywords.keys().any(|k| {
            let at = format!("{}/{}", p.at, crate::error::escape_token(k));
            super::reached(refs, &at)
        })
    });
    if moving {
        return None;
    }
    let tuple = parts.iter().any(|p| {
        p.keywords.get("items").is_some_and(Value::is_array)
            || p.keywords.get("prefixItems").is_some_and(Value::is_array)
    });
    // The types every part allows (where none says, the schema is no union of types).
    let mut types: BTreeSet<&str> = TYPES.iter().copied().collect();
    let mut stated = false;
    for p in &parts {
        if let Some(t) = types_of(&p.keywords) {
            types.retain(|x| t.contains(x));
            stated = true;
        }
    }
    if types.contains("number") {
        types.remove("integer");
    }
    // A tuple's keywords read each other: one part holds them all.
    let tuple_parts = parts.iter().filter(|p| {
        ["items", "additionalItems", "prefixItems"]
            .iter()
            .any(|k| p.keywords.contains_key(*k))
    });
    // Object keywords alone in every part (tslint's `rules`: `allOf` of two maps of rules,
    // neither typed): one object's keywords, which typify reads as the object or any other
    // value, where it would merge every combination of the parts' two readings.
    let objects_only = !stated
        && obj.contains_key("allOf")
        && parts
            .iter()
            .all(|p| p.keywords.keys().all(|k| applies_to(k) == Some("object")));
    let by_type = tuple && stated && types.len() > 1 && types.contains("array");
    if !(objects_only || by_type) || tuple_parts.count() > 1 {
        return None;
    }
    // `additionalProperties` sees the properties of its own part only: another part's are
    // forbidden where it is `false` (and left out), else they must be among them.
    let named = |p: &Part| -> BTreeSet<String> {
        p.keywords
            .get("properties")
            .and_then(Value::as_object)
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default()
    };
    let closed = parts
        .iter()
        .find(|p| p.keywords.contains_key("additionalProperties"));
    if let Some(own) = closed {
        let mine = named(own);
        let forbidden = own.keywords.get("additionalProperties") == Some(&Value::Bool(false));
        let required = |p: &Part| {
            p.keywords
                .get("required")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .any(|r| !mine.contains(r))
        };
        if parts
            .iter()
            .any(|p| !forbidden && !named(p).is_subset(&mine))
            || parts.iter().any(required)
            || parts
                .iter()
                .any(|p| p.keywords.contains_key("patternProperties"))
        {
            return None;
        }
    }
    let kept = closed.map(named);
    let mut moves = Vec::new();
    let mut out = Map::new();
    if objects_only {
        for p in &parts {
            for (k, v) in &p.keywords {
                let from = format!("{}/{}", p.at, crate::error::escape_token(k));
                merge(&mut out, k, v, p, &from, pointer, &mut moves)?;
            }
        }
        keep_only(&mut out, kept.as_ref());
        layer.extend(moves);
        return Some(out);
    }
    let base = name_of(pointer);
    let mut branches = Vec::new();
    for t in TYPES.iter().filter(|t| types.contains(*t)) {
        let at = format!("{pointer}/oneOf/{}", branches.len());
        let kind = if *t == "integer" { "number" } else { t };
        let mut branch = Map::new();
        branch.insert("type".into(), (*t).into());
        // Named from the path and the type: typify names the variants by the type alone
        // (`Boolean`, `Object`, `Array`: it drops the common prefix), the type of one that
        // needs its own (an enum by length) by the whole (`RulesAlignArray`).
        branch.insert("title".into(), format!("{base} {t}").into());
        for p in &parts {
            for (k, v) in &p.keywords {
                if applies_to(k) != Some(kind) {
                    continue;
                }
                let from = format!("{}/{}", p.at, crate::error::escape_token(k));
                merge(&mut branch, k, v, p, &from, &at, &mut moves)?;
            }
        }
        keep_only(&mut branch, kept.as_ref());
        moves.push((at, pointer.to_owned()));
        branches.push(Value::Object(branch));
    }
    layer.extend(moves);
    out.insert("oneOf".into(), Value::Array(branches));
    Some(out)
}

/// The words of a name for the subschema at `pointer`: its path without the keywords that
/// hold names (`/definitions/rules/properties/align` is `rules align`).
fn name_of(pointer: &str) -> String {
    let words: Vec<String> = pointer
        .split('/')
        .skip(1)
        .filter(|t| !matches!(*t, "definitions" | "$defs" | "properties"))
        .map(crate::error::unescape_token)
        .collect();
    words.join(" ")
}

/// The parts of `obj`: its own keywords and its `allOf` parts. `None` where one is not an
/// object's keywords alone, or says what the rewrite does not split by type.
fn parts(obj: &Map<String, Value>, pointer: &str, doc: &Value) -> Option<Vec<Part>> {
    let mut own = Map::new();
    for (k, v) in obj {
        if k != "allOf" && !stays(k) {
            own.insert(k.clone(), v.clone());
        }
    }
    let mut parts = vec![Part {
        keywords: own,
        at: pointer.to_owned(),
        referred: false,
    }];
    for (i, part) in obj
        .get("allOf")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
    {
        let at = format!("{pointer}/allOf/{i}");
        let Value::Object(part) = part else {
            return None;
        };
        parts.push(match part.get("$ref").and_then(Value::as_str) {
            Some(r) => {
                let Some((target, Value::Object(t))) = super::local_target(doc, r) else {
                    return None;
                };
                let keywords = t.iter().filter(|(k, _)| !stays(k));
                Part {
                    keywords: keywords.map(|(k, v)| (k.clone(), v.clone())).collect(),
                    at: target.to_string(),
                    referred: true,
                }
            }
            None => Part {
                keywords: part
                    .iter()
                    .filter(|(k, _)| !stays(k))
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
                at,
                referred: false,
            },
        });
    }
    let splits = |p: &Part| {
        p.keywords
            .keys()
            .all(|k| k == "type" || applies_to(k).is_some())
    };
    parts.iter().all(splits).then_some(parts)
}

#[cfg(test)]
mod tests;
