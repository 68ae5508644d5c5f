//! Older drafts as the type model reads them: a draft-04 or draft-06 document rewritten into
//! the draft-07 spelling of the same shapes, for [`crate::compile`] and [`crate::typespace`].
//!
//! Only the Rust types are made from the rewritten copy; the engine judges payloads with the
//! document as vendored, in its own draft ([`crate::engine`]). The rewrite is therefore about
//! shapes alone:
//!
//! - draft-04's `id` is the identifier (`$id` since draft-06), and a `$id` there is an
//!   unknown keyword, so an annotation;
//! - draft-04's boolean `exclusiveMaximum`/`exclusiveMinimum` modify `maximum`/`minimum`;
//!   they become draft-06's numeric bounds (typify picks integer types from the bounds);
//! - a keyword that a newer draft defines but the file's draft does not (`const` and
//!   `contains` in draft-04, `if`/`then`/`else` in draft-06, every 2019-09 keyword in both)
//!   is an annotation there, and is removed so that it cannot shape or coarsen a type.
//!
//! - up to draft-07, a `$ref` makes its siblings ignored: they are removed (but for the
//!   annotations typify reads, `$id`, and `definitions`/`$defs`, which references may still
//!   reach by pointer), so that `{"$ref": "#/definitions/enabled", "properties": …}` is the
//!   type of `enabled`, as the engine judges it, not a coarsened union of the two.
//!
//! 2019-09 and 2020-12 documents keep their spelling (their `$ref` applies beside its
//! siblings); each loses the tuple keyword only the other defines (`prefixItems` is no
//! keyword of 2019-09, `additionalItems` none of 2020-12), which the type model would read,
//! and a boolean `unevaluatedProperties`, which only refuses properties the struct's `extra`
//! would hold.
//!
//! The other rewrites of the type model's copy are this module's files, run in the order
//! `crate::pipeline::SCHEMA_PASSES` lists (each with what it does and why it stands there);
//! an object whose `if`/`then` pairs discriminate by one property is read as a `oneOf` of its
//! cases ([`cases`]), and what moved is recorded so that reports name the file's pointers.

use std::borrow::Cow;

use serde_json::{Map, Value};

use crate::ir::Draft;

pub(crate) mod always_then;
pub(crate) mod by_type;
pub(crate) mod cases;
pub(crate) mod closed_parts;
pub(crate) mod conditional;
pub(crate) mod distribute;
pub(crate) mod exclusive;
pub(crate) mod flat_branches;
pub(crate) mod flat_parts;
pub(crate) mod last_tried;
pub(crate) mod never;
pub(crate) mod null_branches;
pub(crate) mod null_parts;
pub(crate) mod object_guard;
pub(crate) mod objects;
pub(crate) mod part_union;
pub(crate) mod references;
pub(crate) use references::ref_as_part;
pub(crate) mod resources;
pub(crate) mod restated_branches;
pub(crate) mod self_part;
pub(crate) mod unions;
pub(crate) use cases::Moved;

/// Keywords that 2019-09 or 2020-12 define, and neither draft-04 nor draft-06 does.
const SINCE_2019: &[&str] = &[
    "$anchor",
    "$dynamicRef",
    "$dynamicAnchor",
    "$recursiveRef",
    "$recursiveAnchor",
    "$vocabulary",
    "dependentSchemas",
    "dependentRequired",
    "prefixItems",
    "unevaluatedItems",
    "unevaluatedProperties",
    "maxContains",
    "minContains",
    "contentSchema",
    "deprecated",
];

/// Keywords draft-07 added to draft-06.
const SINCE_07: &[&str] = &[
    "if",
    "then",
    "else",
    "$comment",
    "contentMediaType",
    "contentEncoding",
    "readOnly",
    "writeOnly",
];

/// Keywords draft-06 added to draft-04 (`$id` is handled with `id`).
const SINCE_06: &[&str] = &["const", "contains", "propertyNames", "examples"];

/// What stays beside a `$ref` up to draft-07 (every other sibling is ignored).
const BESIDE_REF: &[&str] = &[
    "$ref",
    "$id",
    "id",
    "title",
    "description",
    "definitions",
    "$defs",
];

/// The document as the type model reads it: a draft-07 spelling of a draft-04, draft-06 or
/// draft-07 document; a 2019-09 or 2020-12 document in its own draft, without the keywords
/// it does not define that the type model reads.
#[must_use]
pub(crate) fn shape_document(doc: &Value, draft: Draft) -> Value {
    let mut copy = doc.clone();
    never::nots(&mut copy);
    schema(&mut copy, draft);
    references::local(&mut copy);
    references::anchors(&mut copy, draft);
    references::refs_as_parts(&mut copy, draft);
    if let (Value::Object(o), Draft::Draft4 | Draft::Draft6 | Draft::Draft7) = (&mut copy, draft) {
        o.insert("$schema".into(), Value::String(Draft::Draft7.uri().into()));
    }
    copy
}

/// A rewrite of the type model's copy that moves subschemas, pushing `(pointer in the copy,
/// pointer before it)` for each.
pub(crate) type Rewrite = fn(&mut Value, &mut Vec<(String, String)>);

/// Whether one of `refs` (see [`fragments`]: sorted) points at the subschema at `at` or into
/// it. Every fragment that starts with `at` sorts in one run from where `at` would stand.
fn reached(refs: &[String], at: &str) -> bool {
    let start = refs.partition_point(|r| r.as_str() < at);
    refs[start..]
        .iter()
        .take_while(|r| r.starts_with(at))
        .any(|r| within(r, at))
}

/// The name a `$ref` (or fragment) ends with, its `~1` and `~0` read (`#/definitions/less` →
/// `less`): what a branch copied from or referring to a definition is titled by. `None` for
/// an empty last token.
fn last_name(reference: &str) -> Option<String> {
    let token = reference.rsplit('/').next()?;
    Some(crate::error::unescape_token(token)).filter(|n| !n.is_empty())
}

/// Whether a schema's `type` allows objects (absent, `"object"`, or a list naming it).
fn allows_objects(schema: &Map<String, Value>) -> bool {
    match schema.get("type") {
        None => true,
        Some(Value::String(t)) => t == "object",
        Some(Value::Array(a)) => a.iter().any(|t| t == "object"),
        Some(_) => false,
    }
}

/// Whether pointer `p` is `base` or below it.
fn within(p: &str, base: &str) -> bool {
    p.strip_prefix(base)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// The fragment of every `$ref`-like keyword of `doc` (`#/a/b` → `/a/b`, percent-decoded),
/// sorted, each once: what the rewrites leave alone where a reference points into it
/// ([`reached`] searches it).
fn fragments(doc: &Value) -> Vec<String> {
    let mut found = Vec::new();
    crate::walk::references(doc, "", &mut found);
    let mut out: Vec<String> = found
        .into_iter()
        .filter_map(|(_, r)| {
            let (_, f) = r.split_once('#')?;
            Some(decoded(f).map_or_else(|| f.to_owned(), Cow::into_owned))
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The fragment of a `$ref` to this document (`#/a/b` → `/a/b`, percent-decoded: `%3C` is `<`;
/// the rewrites run after `references::local` spelled them so) and the subschema of `doc` it
/// points at.
fn local_target<'a>(doc: &'a Value, reference: &'a str) -> Option<(Cow<'a, str>, &'a Value)> {
    let fragment = decoded(reference.strip_prefix('#')?)?;
    let target = doc.pointer(&fragment)?;
    Some((fragment, target))
}

/// A URI fragment percent-decoded (`/definitions/Option%3CT%3E` → `/definitions/Option<T>`);
/// `None` where the decoding is no UTF-8.
fn decoded(fragment: &str) -> Option<Cow<'_, str>> {
    if !fragment.contains('%') {
        return Some(fragment.into());
    }
    let e = fluent_uri::pct_enc::EStr::<fluent_uri::pct_enc::encoder::Fragment>::new(fragment)?;
    Some(e.decode().to_string().ok()?.into_owned().into())
}

/// When [`each_schema`] calls its function on a schema: before the schemas below it, or after.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Order {
    Before,
    After,
}

/// Calls `f` with every schema object at and below `v` (at `pointer`), and its pointer, in
/// `order`: the walk the rewrites of the type model's copy share (a data keyword's value is no
/// schema; a map of names to schemas is walked by name).
pub(crate) fn each_schema(
    v: &mut Value,
    pointer: &str,
    order: Order,
    f: &mut dyn FnMut(&mut Map<String, Value>, &str),
) {
    each_schema_at(v, &mut pointer.to_owned(), order, f);
}

/// [`each_schema`], its pointers spelled in one buffer: a token pushed before going down and
/// cut after (this walk runs for every pass over every document).
fn each_schema_at(
    v: &mut Value,
    pointer: &mut String,
    order: Order,
    f: &mut dyn FnMut(&mut Map<String, Value>, &str),
) {
    let Value::Object(obj) = v else {
        return;
    };
    if order == Order::Before {
        f(obj, pointer);
    }
    let len = pointer.len();
    for (k, x) in obj.iter_mut() {
        if crate::keywords::holds_data(k) {
            continue;
        }
        crate::error::push_token(pointer, k);
        let at = pointer.len();
        match x {
            Value::Array(a) => {
                for (i, s) in a.iter_mut().enumerate() {
                    crate::error::push_token(pointer, &i.to_string());
                    each_schema_at(s, pointer, order, f);
                    pointer.truncate(at);
                }
            }
            Value::Object(m) if is_map(k) => {
                for (name, s) in m.iter_mut() {
                    crate::error::push_token(pointer, name);
                    each_schema_at(s, pointer, order, f);
                    pointer.truncate(at);
                }
            }
            _ => each_schema_at(x, pointer, order, f),
        }
        pointer.truncate(len);
    }
    if order == Order::After {
        f(obj, pointer);
    }
}

/// Keywords whose values map names to schemas (and `dependencies`, whose values may be
/// arrays).
fn is_map(k: &str) -> bool {
    matches!(
        k,
        "properties" | "patternProperties" | "definitions" | "$defs" | "dependencies"
    )
}

/// Rewrites one schema and, depth first, every schema below it.
fn schema(value: &mut Value, draft: Draft) {
    let Value::Object(obj) = value else {
        return;
    };
    keywords(obj, draft);
    for (k, v) in obj.iter_mut() {
        match k.as_str() {
            k if crate::keywords::holds_data(k) => {}
            k if is_map(k) => {
                if let Value::Object(m) = v {
                    for s in m.values_mut() {
                        schema(s, draft);
                    }
                }
            }
            // A schema, or a list of schemas (`items`' tuple form, `allOf`, …). A value under
            // a keyword the draft does not define is no schema, but a `$ref` may still point
            // into it by JSON pointer: it is read as one, which changes nothing elsewhere.
            _ => match v {
                Value::Array(a) => a.iter_mut().for_each(|s| schema(s, draft)),
                Value::Object(_) => schema(v, draft),
                _ => {}
            },
        }
    }
}

/// The keyword rewrites of one schema object.
fn keywords(obj: &mut Map<String, Value>, draft: Draft) {
    let mut removed: Vec<&str> = match draft {
        // A tuple's keywords of the other draft: 2019-09 has no `prefixItems`, 2020-12 no
        // `additionalItems` (`compile/tuple.rs` reads either).
        // Each draft's dynamic references are the other's unknown keywords (the engine reads
        // `{"$dynamicRef": …}` in a 2019-09 document as any value).
        Draft::Draft201909 => vec!["prefixItems", "$dynamicRef", "$dynamicAnchor"],
        Draft::Draft202012 => vec!["additionalItems", "$recursiveRef", "$recursiveAnchor"],
        _ => SINCE_2019.to_vec(),
    };
    if matches!(draft, Draft::Draft201909 | Draft::Draft202012) {
        obj.retain(|k, _| !removed.contains(&k.as_str()));
        // `unevaluatedProperties: false` (or `true`) only refuses properties, or allows them:
        // the object's struct holds every valid value, the ones it does not name in its
        // `extra`, and the engine refuses the others, as it does `additionalProperties: false`
        // beside a `$ref` (yamllint's root and rules). A schema there still shapes a type.
        // Not where properties may be named beside `properties` at this level (an `if`'s
        // cases, `dependentSchemas`): those would be left in `extra` unread.
        let elsewhere = ["if", "then", "else", "dependentSchemas", "dependencies"]
            .iter()
            .any(|k| obj.contains_key(*k));
        if !elsewhere
            && obj
                .get("unevaluatedProperties")
                .is_some_and(Value::is_boolean)
        {
            obj.remove("unevaluatedProperties");
        }
        // A `$ref` beside contents becomes an `allOf` part once the references are spelled
        // by fragment (`references::refs_as_parts`, at the end of `shape_document`).
        return;
    }
    if obj.contains_key("$ref") {
        obj.retain(|k, _| BESIDE_REF.contains(&k.as_str()));
    }
    if draft == Draft::Draft4 {
        removed.extend_from_slice(SINCE_06);
    }
    if draft != Draft::Draft7 {
        removed.extend_from_slice(SINCE_07);
    }
    // Never the identifier draft-04 spells `id`, which is renamed below.
    if draft == Draft::Draft4 {
        removed.push("$id");
    }
    obj.retain(|k, _| !removed.contains(&k.as_str()));
    if draft != Draft::Draft4 {
        return;
    }
    if let Some(id) = obj.remove("id") {
        obj.insert("$id".into(), id);
    }
    for (exclusive, bound) in [
        ("exclusiveMaximum", "maximum"),
        ("exclusiveMinimum", "minimum"),
    ] {
        match obj.get(exclusive) {
            Some(Value::Bool(true)) => match obj.remove(bound) {
                Some(limit) => {
                    obj.insert(exclusive.into(), limit);
                }
                None => {
                    obj.remove(exclusive);
                }
            },
            Some(Value::Bool(false)) => {
                obj.remove(exclusive);
            }
            _ => {}
        }
    }
}

/// Asserts that a rewrite leaves each of `docs` as it is and records no move (the table-driven
/// tests of the rewrites that move subschemas share it).
#[cfg(test)]
mod tests;
