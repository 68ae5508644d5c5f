//! `$dynamicRef` (2020-12) and `$recursiveRef` (2019-09) where they resolve as a `$ref` does,
//! read as that `$ref` by the type model: a tree whose children are `{"$dynamicRef":
//! "#node"}` is `Vec<Tree>`, boxed where Rust needs it, not `serde_json::Value`.
//!
//! A dynamic reference first resolves as a `$ref`; only where its target is a dynamic anchor
//! (`$dynamicAnchor` of that name, `$recursiveAnchor: true` at the root of the reference's
//! resource) does the engine look along the way it came for the outermost resource with the
//! same anchor. Where no other resource the way may pass has that anchor, the target is the
//! `$ref`'s, whichever file the engine starts from. So the reference is read as a `$ref`
//! when:
//!
//! - `$dynamicRef`: it names a resource of this file (by fragment, relative to the resource
//!   it stands in, or by URI) and its fragment is a JSON pointer (a `$ref` already), an
//!   `$anchor`, or a `$dynamicAnchor` no other subschema of the file and no other file that
//!   may refer to this one has;
//! - `$recursiveRef` (always `"#"`): the root of its resource has no `$recursiveAnchor: true`,
//!   or no other subschema of the file and no other file that may refer to it has one;
//! - the file's inner resources, if any, are spelled as one (`upgrade/resources.rs`), and the
//!   target is where the type model's copy has it.
//!
//! Elsewhere (an extension's anchor another file also has: the 2020-12 meta-schemas'
//! vocabularies) the keyword stays, and the subschema is `serde_json::Value`, reported
//! (`crate::coarsening`). The engine judges with the document as written, dynamic scope and
//! all; only the type model's copy (`File::shape`) changes.

use serde_json::{Map, Value};

use super::File;
use crate::compile::{pointer_uri, split_reference};
use crate::ir::Draft;
use crate::upgrade::resources::{innermost, list, Resource};
use crate::upgrade::{each_schema, ref_as_part, Order};

/// Reads each file's static `$dynamicRef`s and `$recursiveRef`s as `$ref`s (see the module
/// docs).
pub(crate) fn resolve(files: &mut [File]) {
    if !files
        .iter()
        .any(|f| matches!(f.draft, Draft::Draft201909 | Draft::Draft202012))
    {
        return;
    }
    let anchors: Vec<Anchors> = files.iter().map(|f| Anchors::of(&f.doc, f.draft)).collect();
    let referred_by = referred_by(files);
    for (i, file) in files.iter_mut().enumerate() {
        // An inner `$id` left in the type model's copy: its references were not spelled from
        // the root (`upgrade/resources.rs`), and neither are these.
        if !matches!(file.draft, Draft::Draft201909 | Draft::Draft202012)
            || !mentions(&file.shape, &["$dynamicRef", "$recursiveRef"])
            || nested_id(&file.shape)
        {
            continue;
        }
        let reaching = reaching(&referred_by, i);
        let Some(resources) = list(&file.doc, file.draft, &file.base) else {
            continue;
        };
        // Whether a resource a way into this file may come through (another file that may
        // refer to it, or another resource of it) has the anchor too.
        let elsewhere = |has: &dyn Fn(&Anchors) -> usize| {
            has(&anchors[i]) > 1
                || (anchors.iter().enumerate()).any(|(j, a)| j != i && reaching[j] && has(a) > 0)
        };
        let file_ref: &File = file;
        let mut scratch = file.shape.clone();
        let mut found = Vec::new();
        each_schema(&mut scratch, "", Order::Before, &mut |obj, at| {
            let within = &resources[innermost(&resources, &file_ref.moved.original(at))];
            let target = match file_ref.draft {
                Draft::Draft202012 => {
                    obj.get("$dynamicRef")
                        .and_then(Value::as_str)
                        .and_then(|r| {
                            let (at, dynamic) = dynamic_target(r, within, &resources)?;
                            let name = r.split_once('#').map_or("", |(_, n)| n);
                            let count =
                                |a: &Anchors| a.dynamic.iter().filter(|d| *d == name).count();
                            (!dynamic || !elsewhere(&count)).then_some(("$dynamicRef", at))
                        })
                }
                _ => obj
                    .get("$recursiveRef")
                    .filter(|r| *r == "#")
                    .and_then(|_| {
                        let root = file_ref.doc.pointer(&within.at)?;
                        let anchored = root.get("$recursiveAnchor") == Some(&Value::Bool(true));
                        let count = |a: &Anchors| a.recursive;
                        (!anchored || !elsewhere(&count))
                            .then(|| ("$recursiveRef", within.at.clone()))
                    }),
            };
            // The target where the type model's copy has it, unmoved.
            if let Some((keyword, target)) = target.filter(|(_, t)| {
                file_ref.shape.pointer(t).is_some() && file_ref.moved.original(t) == *t
            }) {
                found.push((at.to_owned(), keyword, pointer_uri("", &target)));
            }
        });
        for (at, keyword, target) in found {
            if let Some(Value::Object(obj)) = file.shape.pointer_mut(&at) {
                obj.remove(keyword);
                as_ref(obj, target);
            }
        }
    }
}

/// `referred_by[k]`: the files that name file `k` in a reference. A reference that names no
/// file's base may name an inner resource of any, and a file with inner `$id`s resolves its
/// references against bases this does not follow: both count as naming every file.
fn referred_by(files: &[File]) -> Vec<Vec<usize>> {
    let n = files.len();
    let mut by = vec![Vec::new(); n];
    for (j, f) in files.iter().enumerate() {
        let mut refs = Vec::new();
        crate::walk::references(&f.doc, "", &mut refs);
        let mut to = vec![false; n];
        let every = nested_id(&f.doc)
            || f.draft == Draft::Draft4 && nested(&f.doc, "id")
            || refs.iter().any(|(_, r)| {
                let file = r.split('#').next().unwrap_or_default();
                if file.is_empty() {
                    return false;
                }
                let uri = split_reference(&f.base, file).map(|(uri, _)| uri);
                match uri.and_then(|u| files.iter().position(|g| g.base == u)) {
                    Some(k) => {
                        to[k] = true;
                        false
                    }
                    None => true,
                }
            });
        for (k, named) in to.into_iter().enumerate() {
            if every || named {
                by[k].push(j);
            }
        }
    }
    by
}

/// `reaching[j]`: whether file `j` may refer to file `i`, through any others.
fn reaching(referred_by: &[Vec<usize>], i: usize) -> Vec<bool> {
    let mut reach = vec![false; referred_by.len()];
    let mut todo = vec![i];
    while let Some(k) = todo.pop() {
        for &j in &referred_by[k] {
            if !reach[j] {
                reach[j] = true;
                todo.push(j);
            }
        }
    }
    reach
}

/// Whether any key of `keys` is anywhere in `v`.
fn mentions(v: &Value, keys: &[&str]) -> bool {
    match v {
        Value::Object(o) => o
            .iter()
            .any(|(k, sub)| keys.contains(&k.as_str()) || mentions(sub, keys)),
        Value::Array(a) => a.iter().any(|x| mentions(x, keys)),
        _ => false,
    }
}

/// The anchors of one document that make a dynamic reference look beyond its resource.
struct Anchors {
    /// Every `$dynamicAnchor` name, once for each subschema that has it.
    dynamic: Vec<String>,
    /// How many subschemas have `$recursiveAnchor: true` (at the root of a resource or not).
    recursive: usize,
}

impl Anchors {
    /// A document's anchors in its draft: `$dynamicAnchor` is 2020-12's, `$recursiveAnchor`
    /// 2019-09's; other drafts define neither.
    fn of(doc: &Value, draft: Draft) -> Self {
        let mut anchors = Self {
            dynamic: Vec::new(),
            recursive: 0,
        };
        if !matches!(draft, Draft::Draft201909 | Draft::Draft202012) {
            return anchors;
        }
        let recursive = draft == Draft::Draft201909;
        let mut copy = doc.clone();
        each_schema(&mut copy, "", Order::Before, &mut |obj, _| {
            match obj.get("$dynamicAnchor") {
                Some(Value::String(name)) if !recursive => anchors.dynamic.push(name.clone()),
                _ => {}
            }
            if recursive && obj.get("$recursiveAnchor") == Some(&Value::Bool(true)) {
                anchors.recursive += 1;
            }
        });
        anchors
    }
}

/// Where a `$dynamicRef` in resource `within` lands as a `$ref` would: the pointer of the
/// subschema in this file, and whether it is a `$dynamicAnchor` (which a way into the file
/// may redirect); `None` for another file, or an anchor no subschema or several have.
fn dynamic_target(
    reference: &str,
    within: &Resource,
    resources: &[Resource],
) -> Option<(String, bool)> {
    let (file, fragment) = reference.split_once('#').unwrap_or((reference, ""));
    let absolute = match file {
        "" => within.base.clone(),
        _ => split_reference(&within.base, file)?.0,
    };
    let target = resources.iter().find(|r| r.base == absolute)?;
    if fragment.is_empty() || fragment.starts_with('/') {
        let (_, pointer) = split_reference(&within.base, &format!("#{fragment}"))?;
        return Some((format!("{}{pointer}", target.at), false));
    }
    let mut named = target.anchors.iter().filter(|(n, ..)| n == fragment);
    let (_, at, dynamic) = named.next()?;
    named.next().is_none().then(|| (at.clone(), *dynamic))
}

/// Puts `$ref: target` where the dynamic keyword was: beside a `$ref` of its own, as an
/// `allOf` part; beside keywords that shape the contents, the same (`ref_as_part`).
fn as_ref(obj: &mut Map<String, Value>, target: String) {
    if obj.contains_key("$ref") {
        let part = serde_json::json!({ "$ref": target });
        match obj.get_mut("allOf") {
            Some(Value::Array(parts)) => parts.push(part),
            _ => {
                obj.insert("allOf".into(), Value::Array(vec![part]));
            }
        }
        return;
    }
    obj.insert("$ref".into(), Value::String(target));
    ref_as_part(obj);
}

/// Whether an `$id` below the root starts a resource of its own (a plain-name `#x` does not).
fn nested_id(doc: &Value) -> bool {
    nested(doc, "$id")
}

/// Whether an identifier `keyword` below the root starts a resource of its own.
fn nested(doc: &Value, keyword: &str) -> bool {
    let mut copy = doc.clone();
    let mut found = false;
    each_schema(&mut copy, "", Order::Before, &mut |obj, at| {
        let id = obj.get(keyword).and_then(Value::as_str);
        found |= !at.is_empty() && id.is_some_and(|id| !id.starts_with('#'));
    });
    found
}

#[cfg(test)]
mod tests;
