//! Which shapes typify can mirror, read from a subschema's keywords: shared by [`compile`]
//! (`Node::coarse`) and the typify input (`typespace/normalise.rs`), so both agree on what
//! is `serde_json::Value`, what an object or a map is, and which unions only constrain.
//!
//! [`compile`]: super::compile

use serde_json::Value;

use super::patterns::{patterns, Patterns};
use super::scalar::narrows_scalar;
use crate::keywords::{role, Role};

/// Whether typify can mirror a schema object's shape: no [`Role::Coarsen`] keyword, and the
/// tuple form of `items` is absent. Shared by [`crate::compile`] and the typify input
/// ([`crate::typespace`]), so both agree on which subschemas are `serde_json::Value`.
/// `root` says whether `obj` is the document root, whose `$id` is its own base.
#[must_use]
pub(crate) fn is_coarse(obj: &serde_json::Map<String, Value>, root: bool) -> bool {
    coarse_reason(obj, root).is_some()
}

/// Why a subschema is typed `serde_json::Value` (see [`is_coarse`]), in words for the build
/// warning; `None` when typify can mirror it.
#[must_use]
pub(crate) fn coarse_reason(obj: &serde_json::Map<String, Value>, root: bool) -> Option<String> {
    if let Err(why) = patterns(obj) {
        return Some(why.to_owned());
    }
    // An inner `$id` changes the base of the references below it: with none below, it
    // changes nothing the types see (SchemaStore's `$id` on a definition, as a label).
    let base_matters = |k: &str| k != "$id" || (!root && has_reference(obj));
    // A tuple's keywords (`compile/tuple.rs`): typed where its length is fixed.
    let tuple_keyword = |k: &str| matches!(k, "prefixItems" | "additionalItems");
    if let Some(k) = obj
        .keys()
        .find(|k| role(k) == Role::Coarsen && base_matters(k) && !tuple_keyword(k))
    {
        return Some(format!("keyword `{k}` has no Rust type typify can mirror"));
    }
    if let Some(Err(why)) = super::tuple::tuple(obj) {
        return Some(why.to_owned());
    }
    narrower_in_typify(obj).map(str::to_owned)
}

/// Whether a `$ref` (or `$dynamicRef`, `$recursiveRef`) is anywhere in `obj`, outside the
/// values of `enum`, `const`, `default` and `examples`.
fn has_reference(obj: &serde_json::Map<String, Value>) -> bool {
    fn any(v: &Value) -> bool {
        match v {
            Value::Object(o) => has_reference(o),
            Value::Array(a) => a.iter().any(any),
            _ => false,
        }
    }
    obj.iter().any(|(k, child)| match k.as_str() {
        "$ref" | "$dynamicRef" | "$recursiveRef" => true,
        k if crate::keywords::holds_data(k) => false,
        _ => any(child),
    })
}

/// Removes from `obj` the keywords of a JSON type its `type` rules out (a CRD's `required`
/// beside `type: "array"`, `items` beside `type: "object"`): they never apply, and typify
/// would read them as a shape.
pub(crate) fn drop_inert(obj: &mut serde_json::Map<String, Value>) {
    for k in inert(obj) {
        obj.remove(k);
    }
}

/// The keywords of `obj` its `type` rules out (see [`drop_inert`]).
#[must_use]
pub(crate) fn inert(obj: &serde_json::Map<String, Value>) -> Vec<&'static str> {
    let types: Vec<&str> = match obj.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
        _ => return Vec::new(),
    };
    let (object, array) = (types.contains(&"object"), types.contains(&"array"));
    [
        ("properties", object),
        ("required", object),
        ("additionalProperties", object),
        ("patternProperties", object),
        ("items", array),
        ("prefixItems", array),
        ("additionalItems", array),
    ]
    .into_iter()
    .filter(|(k, applies)| !applies && obj.contains_key(*k))
    .map(|(k, _)| k)
    .collect()
}

/// Shapes typify would type narrower than the schema: object keywords without
/// `type: "object"` (typify makes a struct, refusing the arrays and strings the schema
/// accepts), `items` without `type: "array"`, a union with an untyped branch, an `allOf`
/// with no typed part. Such a subschema is `serde_json::Value` instead.
fn narrower_in_typify(obj: &serde_json::Map<String, Value>) -> Option<&'static str> {
    let types: Option<Vec<&str>> = match obj.get("type") {
        None => None,
        Some(Value::String(t)) => Some(vec![t.as_str()]),
        Some(Value::Array(a)) => Some(a.iter().filter_map(Value::as_str).collect()),
        Some(_) => Some(Vec::new()),
    };
    let only = |allowed: &[&str]| {
        types
            .as_ref()
            .is_some_and(|t| t.iter().all(|t| allowed.contains(t)))
    };
    let object_keywords = ["properties", "required", "additionalProperties"]
        .iter()
        .any(|k| obj.contains_key(*k));
    // Several types, `object` among them: typify splits the type by JSON type, one variant
    // each, the object's holding the properties (the same for `array` and `items`).
    let split = |t: &str| {
        types
            .as_ref()
            .is_some_and(|ts| ts.len() > 1 && ts.contains(&t))
    };
    // Keywords of a JSON type the subschema's `type` rules out never apply (`drop_inert`).
    let inert = |t: &str| types.as_ref().is_some_and(|ts| !ts.contains(&t));
    if object_keywords
        && !inert("object")
        && !only(&["object", "null"])
        && !split("object")
        && !objects_only(obj)
        && !object_or_any(obj)
        && !object_union(obj)
    {
        return Some(
            "object keywords without `type: \"object\"` (a struct would refuse the other types)",
        );
    }
    if obj.contains_key("items")
        && !inert("array")
        && !only(&["array", "null"])
        && !split("array")
        && !array_or_any(obj)
        && !tuple_or_any(obj)
    {
        return Some("`items` without `type: \"array\"` (a list would refuse the other types)");
    }
    for union in ["anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = obj.get(union) {
            // The branches without a type of their own are held by one catch-all variant
            // beside the typed ones (`typespace/normalise/catch_all.rs`); with no typed branch the
            // union is any value.
            if branches.iter().all(untyped_branch)
                && !branches.iter().all(only_constrains)
                && !narrows_scalar(obj, branches)
            {
                return Some("a union with no typed branch");
            }
        }
    }
    // One catch-all, one union of objects per subschema: two unions, one leaving branches
    // to the catch-all or typing them as objects, are not typed.
    // (A union whose every branch only constrains is the engine's alone, and leaves nothing:
    // Cilium's policies, one of two selectors and any of four rule lists beside them.)
    let leaves = |union: &str| {
        obj.get(union).and_then(Value::as_array).is_some_and(|b| {
            !b.iter().all(only_constrains)
                && b.iter()
                    .any(|b| untyped_branch(b) || b.as_object().is_some_and(object_or_any))
        })
    };
    if obj.contains_key("oneOf")
        && obj.contains_key("anyOf")
        && (leaves("oneOf") || leaves("anyOf"))
    {
        return Some("a `oneOf` beside an `anyOf`, one with a branch that has no type of its own");
    }
    if let Some(Value::Array(parts)) = obj.get("allOf") {
        let self_typed = ["type", "enum", "const"]
            .iter()
            .any(|k| obj.contains_key(*k));
        if !self_typed && !parts.iter().any(has_shape) && !parts.iter().all(only_constrains) {
            return Some("an `allOf` with no typed part");
        }
    }
    None
}

/// Whether a union's branch has no type of its own: no `type`, `enum`, `const`, `$ref` or
/// union of such, and is not an object's keywords alone, nor `items` alone (typed as its
/// object or list: `typespace/normalise/catch_all.rs`). typify's copy leaves these branches
/// out; one catch-all variant, `Other(serde_json::Value)`, tried last, holds what they accept.
#[must_use]
pub(crate) fn untyped_branch(branch: &Value) -> bool {
    !has_shape(branch)
        && !branch
            .as_object()
            .is_some_and(|b| object_or_any(b) || array_or_any(b))
}

/// Whether a union's branch or an `allOf`'s part has a shape of its own: `type`, `enum`,
/// `const`, a `$ref`, or a union of such (stylelint's `{"oneOf": [{"type": "null"},
/// {"oneOf": [{"type": "string"}, {"type": "array", …}]}]}`), or an `allOf` with such a part.
fn has_shape(v: &Value) -> bool {
    v.as_object().is_some_and(|o| {
        ["type", "enum", "const", "$ref"]
            .iter()
            .any(|k| o.contains_key(*k))
            || through_combinators(o, has_shape)
    })
}

/// Whether `obj` is what `holds` says through its combinators: every branch of a non-empty
/// `oneOf` or `anyOf` holds, or some part of its `allOf` does.
fn through_combinators(obj: &serde_json::Map<String, Value>, holds: fn(&Value) -> bool) -> bool {
    let union = ["oneOf", "anyOf"].iter().any(|k| {
        obj.get(*k)
            .and_then(Value::as_array)
            .is_some_and(|b| !b.is_empty() && b.iter().all(holds))
    });
    let part = obj
        .get("allOf")
        .and_then(Value::as_array)
        .is_some_and(|p| p.iter().any(holds));
    union || part
}

/// Whether the subschema's `type` allows objects (and `null`) only.
#[must_use]
pub(crate) fn object_type(obj: &serde_json::Map<String, Value>) -> bool {
    match obj.get("type") {
        Some(Value::String(t)) => t == "object",
        Some(Value::Array(a)) => a.iter().all(|t| t == "object" || t == "null"),
        _ => false,
    }
}

/// Whether a subschema only narrows which values are valid and has no shape of its own:
/// `true`, `false`, or nothing but keywords that assert (`required`, `not`, `minProperties`,
/// `dependentRequired`…) and unions of such. A union of such branches (Config Connector's
/// `{"oneOf": [{"required": ["name"], "not": …}, {"required": ["external"]}]}` beside
/// `properties`) leaves the type what the rest of the subschema says; the engine enforces
/// the union, as it enforces `minLength`.
#[must_use]
pub(crate) fn only_constrains(v: &Value) -> bool {
    match v {
        Value::Bool(_) => true,
        Value::Object(o) => o.iter().all(|(k, sub)| match k.as_str() {
            "required" => true,
            // Properties that only constrain (`{"a": {"minItems": 1}}`) shape nothing either,
            // nor do items that only constrain (libman's `{"items": {"required": [..]}}`).
            "properties" => sub
                .as_object()
                .is_some_and(|m| m.values().all(only_constrains)),
            "items" => sub.is_object() && only_constrains(sub),
            "oneOf" | "anyOf" | "allOf" => sub
                .as_array()
                .is_some_and(|b| b.iter().all(only_constrains)),
            _ => matches!(role(k), Role::Assert | Role::Annotation),
        }),
        _ => false,
    }
}

/// Whether the subschema accepts objects only although it has no `type`: every branch of its
/// `oneOf`/`anyOf` is `type: "object"`, or a part of its `allOf` is (`ServerNotification` of
/// Codex: `properties` beside a `oneOf` of objects). typify's copy then says
/// `type: "object"`, which changes nothing the schema accepts.
#[must_use]
pub(crate) fn objects_only(obj: &serde_json::Map<String, Value>) -> bool {
    through_combinators(obj, |v| {
        v.get("type").and_then(Value::as_str) == Some("object")
    })
}

/// Whether the subschema, with no `type`, has object keywords beside a `oneOf` (or `anyOf`)
/// whose every branch is an object: `type: "object"`, or an object's keywords alone
/// ([`object_or_any`])
/// (Azure Functions' bindings: `{"properties": {"connection", "path"}, "oneOf":
/// [{"properties": {"type": {"enum": ["blobTrigger"]}}}, {"properties": …}]}`). typify's copy
/// moves the properties into the branches and adds the catch-all for the non-objects the
/// branches may accept (`typespace/normalise/catch_all.rs`); where the properties cannot move the
/// subschema is `serde_json::Value`, reported.
#[must_use]
pub(super) fn object_union(obj: &serde_json::Map<String, Value>) -> bool {
    let object = |b: &Value| {
        b.as_object().is_some_and(|o| {
            o.get("type").and_then(Value::as_str) == Some("object") || object_or_any(o)
        })
    };
    !obj.contains_key("type")
        && ["oneOf", "anyOf"].iter().any(|u| {
            obj.get(*u)
                .and_then(Value::as_array)
                .is_some_and(|b| !b.is_empty() && b.iter().all(object))
        })
}

/// Whether the subschema is an object's keywords and nothing else that shapes a type, with no
/// `type`: it accepts those objects and every value that is not an object. typify's copy
/// makes it a `oneOf` of the object (`type: "object"`) and any other JSON value (an untagged
/// enum of the struct and `serde_json::Value`, see `typespace`), which holds exactly that.
#[must_use]
pub(crate) fn object_or_any(obj: &serde_json::Map<String, Value>) -> bool {
    const OBJECT: [&str; 3] = ["properties", "required", "additionalProperties"];
    // `patternProperties` count where they type a map (`patterns`), not where they are ignored.
    let typed_patterns = matches!(patterns(obj), Ok(Patterns::Map(_) | Patterns::Maps(_)));
    // Or no object keywords of its own but an `allOf` part that is such keywords alone
    // (babelrc's root: `{"allOf": [{"$ref": …}, {"properties": {"env": …}}]}`).
    let object_part_alone = obj
        .get("allOf")
        .and_then(Value::as_array)
        .is_some_and(|p| p.iter().any(|p| p.as_object().is_some_and(object_or_any)));
    // (An `allOf` part that says `type: "object"` refuses the other values: size-limit's
    // sections, whose properties the `then` of another part adds to: `conditional.rs`.)
    (OBJECT.iter().any(|k| obj.contains_key(*k)) || typed_patterns || object_part_alone)
        && !obj.contains_key("type")
        && !objects_only(obj)
        && obj.iter().all(|(k, v)| {
            OBJECT.contains(&k.as_str())
                || k == "patternProperties"
                || role(k) != Role::Shape
                || (matches!(k.as_str(), "oneOf" | "anyOf" | "allOf")
                    && v.as_array().is_some_and(|b| b.iter().all(only_constrains)))
                || (k == "allOf" && v.as_array().is_some_and(|p| p.iter().all(object_part)))
        })
}

/// A tuple written without `type`, its keywords alone, of lengths the generator types: an
/// enum of them and any other value (`compile/tuple.rs`, `typespace/normalise/tuple.rs`).
fn tuple_or_any(obj: &serde_json::Map<String, Value>) -> bool {
    super::tuple::or_any(obj) && matches!(super::tuple::tuple(obj), Some(Ok(_)))
}

/// Whether the subschema is `items` (one schema) and nothing else that shapes a type, with no
/// `type` (Visual Studio's `devinit`: `"run": {"items": {…}}`): it accepts those lists and
/// every value that is not an array. typify's copy makes it a `oneOf` of the list
/// (`type: "array"`) and any other JSON value, as for [`object_or_any`].
#[must_use]
pub(crate) fn array_or_any(obj: &serde_json::Map<String, Value>) -> bool {
    obj.get("items").is_some_and(|i| !i.is_array())
        && !obj.contains_key("type")
        && obj.iter().all(|(k, v)| {
            k == "items"
                || role(k) != Role::Shape
                || (matches!(k.as_str(), "oneOf" | "anyOf" | "allOf")
                    && v.as_array().is_some_and(|b| b.iter().all(only_constrains)))
        })
}

/// An `allOf` part an object's keywords without `type` may have and stay an object beside a
/// catch-all: one that only constrains, a `$ref` (the object reading merges its target's),
/// an object, or object keywords alone (coffeelint's rules: `{"allOf": [{"$ref":
/// "#/definitions/base"}], "properties": …}`).
fn object_part(part: &Value) -> bool {
    only_constrains(part)
        || part.as_object().is_some_and(|o| {
            o.keys()
                .all(|k| k == "$ref" || matches!(role(k), Role::Annotation))
                || o.get("type").and_then(Value::as_str) == Some("object")
                || object_or_any(o)
        })
}
