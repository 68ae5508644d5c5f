//! Properties only a `then` or an `else` names, typed as the object's own: each of the
//! schemas those branches give it, or any value.
//!
//! ```json
//! {"type": "object", "properties": {"manifest_version": {"type": "integer"}},
//!  "if": {"properties": {"manifest_version": {"const": 3}}},
//!  "then": {"properties": {"action": {"$ref": "#/definitions/action"}}},
//!  "else": {"properties": {"browser_action": {"$ref": "#/definitions/action"},
//!                          "background": {"properties": {"page": {"type": "string"}}}}}}
//! ```
//!
//! (chrome's manifest, not read as a union of cases: the `if` tests a number, and there is an
//! `else`) says what `action` is when the `if` holds; otherwise it may be any value. The
//! object's field for it is then an enum of the branches' schemas of it, tried in order, and
//! `Other(serde_json::Value)`: `action: Option<RootAction>`, `RootAction::Action(Action)` or
//! `RootAction::Other(..)`. Where one `if`'s `then` and `else` both name the property, one of
//! them always applies, and the enum has no catch-all. The engine judges the document as
//! vendored (which branch applies is its to say); only the Rust types read the copy.
//!
//! Runs after `cases.rs` (whose objects keep no `if`), on objects (`type: "object"`, or
//! `properties` without `type`, in the object or an `allOf` part written in place) whose
//! other properties are not constrained (`additionalProperties` absent or `true`, no
//! `patternProperties`; closed, only the names the object lists saying nothing of them:
//! github-action's `outputs`), for the `if`s of the object and of its `allOf` parts (written
//! in place, or a local `$ref`: kya's credentials), and names that neither the object nor
//! such a part names and that some branch gives a shape (`{"minItems": 1}` alone says what is
//! checked, not a type: left in `extra`, reported). What such branches still leave to
//! `extra` or to the engine is named for the reports ([`conditional_only`],
//! [`conditional_restated`]).

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

pub(crate) use within::Resolve;

mod within;

/// Rewrites every such object of `doc`, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let original = doc.clone();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        let objects = crate::compile::object_type(obj)
            || (!obj.contains_key("type") && names_properties(obj));
        let open = matches!(
            obj.get("additionalProperties"),
            None | Some(Value::Bool(true))
        );
        // Closed, only the names it lists are valid: those it says nothing of are typed.
        let closed = obj.get("additionalProperties") == Some(&Value::Bool(false));
        if !objects || !(open || closed) || obj.contains_key("patternProperties") {
            return;
        }
        for (name, schema, moves) in owned(obj, pointer, &original) {
            let listed = (obj.get("properties")).is_some_and(|p| p.get(&name).is_some());
            if closed && !listed {
                continue;
            }
            let token = crate::error::escape_token(&name);
            let at = format!("{pointer}/properties/{token}");
            match moves {
                Moves::Whole(from) => layer.push((at, from)),
                Moves::Branches(from) => {
                    for (i, from) in from.iter().enumerate() {
                        layer.push((format!("{at}/anyOf/{i}"), from.clone()));
                    }
                    if let Some(first) = from.into_iter().next() {
                        layer.push((at, first));
                    }
                }
            }
            if let Value::Object(properties) = obj
                .entry("properties")
                .or_insert_with(|| Value::Object(Map::new()))
            {
                properties.insert(name, schema);
            }
        }
    });
}

/// Whether `obj` or one of its `allOf` parts written in place (at any depth) names properties
/// or says `type: "object"`: size-limit's `{"allOf": [{"type": "object", "properties": …},
/// {"if": …, "then": …}]}` is an object typify merges from its parts.
fn names_properties(obj: &Map<String, Value>) -> bool {
    in_place(obj)
        .iter()
        .any(|part| part.contains_key("properties") || crate::compile::object_type(part))
}

/// `obj` and its `allOf` parts written in place, at any depth (the object first, then each
/// part's before the part's siblings, last first).
fn in_place(obj: &Map<String, Value>) -> Vec<&Map<String, Value>> {
    let (mut out, mut todo) = (Vec::new(), vec![obj]);
    while let Some(part) = todo.pop() {
        out.push(part);
        let all = part.get("allOf").and_then(Value::as_array);
        todo.extend(all.into_iter().flatten().filter_map(Value::as_object));
    }
    out
}

/// Where a property's schema in the copy comes from.
enum Moves {
    /// The schema of one branch (the same in each that names it).
    Whole(String),
    /// An `anyOf` of the branches' schemas, each from its branch.
    Branches(Vec<String>),
}

/// One `if`'s branches' schemas of a property, with their pointers.
#[derive(Default)]
struct Named {
    then: Vec<(Value, String)>,
    otherwise: Vec<(Value, String)>,
}

/// The properties `obj` (at `pointer`) gets: name, its schema (`anyOf` the branches' schemas,
/// and a branch with no type of its own for any other value; or the one schema both sides of
/// an `if` give it), and where it comes from.
fn owned<'a>(
    obj: &'a Map<String, Value>,
    pointer: &str,
    doc: &'a Value,
) -> Vec<(String, Value, Moves)> {
    // The object and its `allOf` parts, written in place or a local `$ref` (kya's credentials:
    // `{"$ref": "#/$defs/vcPayloadDispatch"}`, whose `then`s type `credentialSubject`), in
    // order, with their pointers.
    let mut parts = vec![(pointer.to_owned(), obj)];
    let mut i = 0;
    while let Some((at, part)) = parts.get(i).cloned() {
        i += 1;
        let all = part.get("allOf").and_then(Value::as_array);
        for (k, p) in all.into_iter().flatten().enumerate() {
            let Value::Object(p) = p else { continue };
            let target = p.get("$ref").and_then(Value::as_str);
            let (at, p) = match target.and_then(|r| super::local_target(doc, r)) {
                Some((target, Value::Object(t))) => (target.to_string(), t),
                Some(_) => continue,
                None => (format!("{at}/allOf/{k}"), p),
            };
            if parts.len() < 64 && !parts.iter().any(|(_, q)| std::ptr::eq(*q, p)) {
                parts.push((at, p));
            }
        }
    }
    // What the object and its parts, read through their `$ref`s, name already: a property
    // the object alone names, saying nothing of it (github-action's `outputs`, `{"$comment":
    // …}` beside a `then` and an `else` that each give it a `$ref`), is the branches' here.
    let whole = Value::Object(obj.clone());
    let named: BTreeSet<String> = (super::unions::located_parts(&whole, pointer, doc).into_iter())
        .filter_map(|(at, p)| Some((at, p.get("properties")?.as_object()?)))
        .flat_map(|(at, m)| {
            m.iter()
                .filter(move |(_, s)| at != pointer || !crate::keywords::admits_all(s))
                .map(|(k, _)| k.clone())
        })
        .collect();
    let named_by_part = |name: &str| named.contains(name);
    // name → one entry per `if`.
    let mut found: BTreeMap<String, Vec<Named>> = BTreeMap::new();
    for (at, part) in &parts {
        if !part.contains_key("if") {
            continue;
        }
        let mut here: BTreeMap<String, Named> = BTreeMap::new();
        for branch in ["then", "else"] {
            let named = (part.get(branch))
                .and_then(|b| b.get("properties"))
                .and_then(Value::as_object);
            for (name, schema) in named.into_iter().flatten() {
                let token = crate::error::escape_token(name);
                let from = format!("{at}/{branch}/properties/{token}");
                let entry = here.entry(name.clone()).or_default();
                let side = if branch == "then" {
                    &mut entry.then
                } else {
                    &mut entry.otherwise
                };
                side.push((schema.clone(), from));
            }
        }
        for (name, named) in here {
            found.entry(name).or_default().push(named);
        }
    }
    let mut out = Vec::new();
    for (name, ifs) in found {
        if named_by_part(&name) {
            continue;
        }
        // Where one `if` names it on both sides, one of those always applies.
        let covered = ifs
            .iter()
            .any(|n| !n.then.is_empty() && !n.otherwise.is_empty());
        let mut schemas: Vec<(Value, String)> = Vec::new();
        for (schema, from) in ifs
            .into_iter()
            .flat_map(|n| n.then.into_iter().chain(n.otherwise))
        {
            let shape = super::restated_branches::shape(&schema);
            if !schemas
                .iter()
                .any(|(s, _)| super::restated_branches::shape(s) == shape)
            {
                schemas.push((schema, from));
            }
        }
        if schemas
            .iter()
            .all(|(s, _)| crate::compile::only_constrains(s))
        {
            continue;
        }
        let description = (schemas.iter())
            .find_map(|(s, _)| s.get("description"))
            .cloned();
        if let ([(schema, from)], true) = (schemas.as_slice(), covered) {
            // The same schema on both sides: the property's own.
            out.push((name, schema.clone(), Moves::Whole(from.clone())));
            continue;
        }
        let moves: Vec<String> = schemas.iter().map(|(_, from)| from.clone()).collect();
        let mut branches: Vec<Value> = schemas.into_iter().map(|(s, _)| s).collect();
        if !covered {
            // Any other value: a branch with no type of its own, held by the catch-all.
            let first = branches.first().cloned().unwrap_or_default();
            branches.push(serde_json::json!({"not": first}));
        }
        let mut schema = Map::new();
        if let Some(d) = description {
            schema.insert("description".into(), d);
        }
        schema.insert("anyOf".into(), Value::Array(branches));
        out.push((name, Value::Object(schema), Moves::Branches(moves)));
    }
    out
}

/// The properties only a `then` or an `else` of `obj` names (its own, or an `allOf` part's):
/// which of them apply depends on the `if`, so where the object was not read as a union of
/// its cases they are kept with the unknown ones. None where the object is closed
/// (`additionalProperties: false`, no `patternProperties`): it refuses every name its
/// `properties` do not list, so no valid object has them (okh's manifest).
#[must_use]
pub(crate) fn conditional_only(obj: &Map<String, Value>) -> Vec<String> {
    let closed = obj.get("additionalProperties") == Some(&Value::Bool(false))
        && !obj.contains_key("patternProperties");
    if closed {
        return Vec::new();
    }
    conditional(obj, |own, _| own.is_none())
}

/// Whether `obj` is `if`/`then`/`else` cases alone (its own, or `allOf` parts of nothing
/// else) beside annotations: no `type`, property or other shape of its own, so any value is
/// valid where no `if` holds (prometheus's `auth`, kya's `vcPayloadDispatch`), its type
/// `serde_json::Value`.
#[must_use]
pub(crate) fn cases_alone(obj: &Map<String, Value>) -> bool {
    const CASES: [&str; 3] = ["if", "then", "else"];
    let parts = match obj.get("allOf") {
        None => true,
        Some(Value::Array(parts)) => parts.iter().all(|p| {
            p.as_object()
                .is_some_and(|p| crate::keywords::annotations_beside(p, &CASES))
        }),
        Some(_) => false,
    };
    parts && crate::keywords::annotations_beside(obj, &["allOf", "if", "then", "else"])
}

/// The properties `obj` names that a `then` or an `else` of it (its own, or an `allOf`
/// part's) shapes more of than the object's type does (`within.rs`; `resolve` reads local
/// `$ref`s): where the object was not read as a union of its cases, the property's type is
/// the object's schema alone, and the engine checks the rest.
#[must_use]
pub(crate) fn conditional_restated(
    obj: &Map<String, Value>,
    resolve: Resolve<'_, '_>,
) -> Vec<String> {
    conditional(obj, |own, then| {
        own.is_some_and(|own| {
            within::adds_shape(then, own, &|r| resolve(r)) && !typed_by(own, then)
        })
    })
}

/// Whether a branch's schema of a property the object names shapes what is inside its values
/// (`properties`, `items`, a union, a `$ref`…): the object's own schema, which every valid
/// value meets too, gives the type, and only this would type more. Values it lists, a `type`
/// and bounds only narrow which values of that type are valid (abc-supply-plan's `{"type":
/// "array", "maxItems": 1}`, an `enum` of fewer of the object's values): checked by the
/// engine, as `minLength` is, nothing coarser.
pub(super) fn shapes_within(then: &Value) -> bool {
    then.as_object().is_some_and(|t| {
        t.keys().any(|k| {
            crate::keywords::role(k) == crate::keywords::Role::Shape
                && !matches!(
                    k.as_str(),
                    "type"
                        | "enum"
                        | "const"
                        | "required"
                        | "maximum"
                        | "minimum"
                        | "exclusiveMaximum"
                        | "exclusiveMinimum"
                )
        })
    })
}

/// Whether `own` is the union [`rewrite`] made of the branches' schemas, `then` one of
/// them (up to annotations): the type holds `then`'s values as its own variant.
fn typed_by(own: &Value, then: &Value) -> bool {
    let shape = super::restated_branches::shape(then);
    // (`unions.rs` reads an `anyOf` no value meets two branches of as a `oneOf`.)
    ["anyOf", "oneOf"].iter().any(|u| {
        let branches = own.get(*u).and_then(Value::as_array);
        branches.is_some_and(|b| {
            b.iter()
                .any(|b| super::restated_branches::shape(b) == shape)
        })
    })
}

/// The property names a `then`/`else` of `obj` (or of an `allOf` part) names, with its schema
/// there, for which `pick(the object's own schema of it, the branch's)` holds; sorted.
fn conditional(
    obj: &Map<String, Value>,
    pick: impl Fn(Option<&Value>, &Value) -> bool,
) -> Vec<String> {
    let properties =
        |o: &Map<String, Value>| o.get("properties").and_then(Value::as_object).cloned();
    if !super::allows_objects(obj) {
        return Vec::new();
    }
    // The object's own schemas of its properties, then those its parts written in place
    // give (typify merges them into one struct: size-limit's `allOf` of the properties and
    // an `if`).
    let parts = in_place(obj);
    let mut own = Map::new();
    for part in &parts {
        for (name, schema) in properties(part).into_iter().flatten() {
            own.entry(name).or_insert(schema);
        }
    }
    let mut out: Vec<String> = Vec::new();
    for part in parts {
        for branch in ["then", "else"] {
            let named = part
                .get(branch)
                .and_then(Value::as_object)
                .and_then(properties);
            for (name, schema) in named.into_iter().flatten() {
                if pick(own.get(&name), &schema) {
                    out.push(name);
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests;
