//! Embedded resources as the type model reads them: a document whose subschemas have `$id`s
//! of their own (a bundle: `{"$defs": {"list": {"$id": "list", "items": {"$ref": "#/$defs/i"},
//! "$defs": {"i": …}}}}`) spelled as one resource, every `$ref` by what it names: the JSON
//! pointer of the subschema where it lands in this document (`#/$defs/list/$defs/i`), the
//! absolute URI where it leaves it. The inner `$id`s then change nothing, and are left out;
//! the type model reads each subschema as any other (the engine judges the document as
//! written). Where one reference names nothing this document holds that it could spell
//! (an anchor no resource or several have, a URI that does not parse), nothing changes, and
//! the inner resources stay `serde_json::Value`, reported.
//!
//! Up to draft-07 an `$id` beside a `$ref` is ignored, as every keyword there is; from
//! 2019-09 it is the base the `$ref` resolves against. Dynamic references (`$dynamicRef`,
//! `$recursiveRef`) are not spelled here: their targets depend on the way the engine came
//! (`family/dynamic.rs` reads them in documents without inner resources).

use serde_json::Value;

use super::{each_schema, Order};
use crate::compile::{pointer_uri, split_reference};
use crate::ir::Draft;

/// A resource of the document: where it stands, its base URI, and its anchors.
pub(crate) struct Resource {
    /// The pointer of its root.
    pub(crate) at: String,
    /// Its base URI, without fragment.
    pub(crate) base: String,
    /// Its anchors: `(name, pointer of the subschema, whether a `$dynamicAnchor`)`.
    pub(crate) anchors: Vec<(String, String, bool)>,
}

/// The resources of `doc` (in `draft`, at `base`), the root first; `None` where an `$id` does
/// not resolve.
pub(crate) fn list(doc: &Value, draft: Draft, base: &str) -> Option<Vec<Resource>> {
    let modern = matches!(draft, Draft::Draft201909 | Draft::Draft202012);
    resources(&mut doc.clone(), modern, base)
}

/// Spells the references of a document with inner resources as one resource would (module
/// docs); `base` is the document's own base URI.
pub(crate) fn embedded(doc: &mut Value, draft: Draft, base: &str) {
    let modern = matches!(draft, Draft::Draft201909 | Draft::Draft202012);
    let Some(resources) = resources(doc, modern, base) else {
        return;
    };
    if resources.len() < 2 {
        return;
    }
    let mut spelled = doc.clone();
    let mut whole = true;
    each_schema(&mut spelled, "", Order::Before, &mut |obj, at| {
        let Some(Value::String(r)) = obj.get("$ref") else {
            return;
        };
        match spell(&resources, at, r) {
            Some(s) => {
                obj.insert("$ref".into(), Value::String(s));
            }
            None => whole = false,
        }
    });
    if !whole {
        return;
    }
    // Every reference is spelled from the root now: the inner identifiers name nothing.
    each_schema(&mut spelled, "", Order::Before, &mut |obj, at| {
        if !at.is_empty() {
            obj.remove("$id");
        }
    });
    *doc = spelled;
}

/// The document's resources, the root first; `None` where an `$id` does not resolve.
fn resources(doc: &mut Value, modern: bool, base: &str) -> Option<Vec<Resource>> {
    let mut found = vec![Resource {
        at: String::new(),
        base: base.split('#').next().unwrap_or_default().to_owned(),
        anchors: Vec::new(),
    }];
    let mut parses = true;
    each_schema(doc, "", Order::Before, &mut |obj, at| {
        let within = innermost(&found, at);
        let id = obj.get("$id").and_then(Value::as_str);
        // Up to draft-07, a `$ref` makes every keyword beside it, `$id` too, ignored.
        let ignored = !modern && obj.contains_key("$ref");
        if let Some(id) = id.filter(|_| !at.is_empty() && !ignored) {
            // An anchor up to draft-07; from 2019-09 no identifier (the engine refuses it).
            if let Some(("", name)) = id.split_once('#') {
                if !modern {
                    found[within]
                        .anchors
                        .push((name.to_owned(), at.to_owned(), false));
                }
            } else {
                let file = id.split('#').next().unwrap_or_default();
                match split_reference(&found[within].base, file) {
                    Some((uri, _)) => found.push(Resource {
                        at: at.to_owned(),
                        base: uri,
                        anchors: Vec::new(),
                    }),
                    None => parses = false,
                }
            }
        }
        if modern {
            let within = innermost(&found, at);
            for (keyword, dynamic) in [("$anchor", false), ("$dynamicAnchor", true)] {
                if let Some(name) = obj.get(keyword).and_then(Value::as_str) {
                    found[within]
                        .anchors
                        .push((name.to_owned(), at.to_owned(), dynamic));
                }
            }
        }
    });
    parses.then_some(found)
}

/// The innermost resource holding the subschema at `at` (the root holds every one).
pub(crate) fn innermost(resources: &[Resource], at: &str) -> usize {
    let holds = |r: &Resource| at == r.at || at.starts_with(&format!("{}/", r.at));
    (resources.iter().enumerate())
        .filter(|(_, r)| holds(r))
        .max_by_key(|(_, r)| r.at.len())
        .map_or(0, |(i, _)| i)
}

/// A `$ref` at `at`, spelled from the root: `#<pointer>` where it lands in this document, its
/// absolute URI where it leaves; `None` where it names nothing here it could spell.
fn spell(resources: &[Resource], at: &str, reference: &str) -> Option<String> {
    let base = &resources[innermost(resources, at)].base;
    let (file, fragment) = reference.split_once('#').unwrap_or((reference, ""));
    let absolute = match file {
        "" => base.clone(),
        _ => split_reference(base, file)?.0,
    };
    let Some(target) = resources.iter().find(|r| r.base == absolute) else {
        // Another document: its absolute URI, the fragment as written.
        return Some(match fragment {
            "" => absolute,
            f => format!("{absolute}#{f}"),
        });
    };
    if fragment.is_empty() || fragment.starts_with('/') {
        let (_, pointer) = split_reference(base, &format!("#{fragment}"))?;
        return Some(pointer_uri("", &format!("{}{pointer}", target.at)));
    }
    let mut named = target.anchors.iter().filter(|(n, ..)| n == fragment);
    let (_, pointer, _) = named.next()?;
    named.next().is_none().then(|| pointer_uri("", pointer))
}

#[cfg(test)]
mod tests;
