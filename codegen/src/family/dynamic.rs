//! `$dynamicRef` (2020-12) and `$recursiveRef` (2019-09) where they resolve as a `$ref` does,
//! read as that `$ref` by the type model: a tree whose children are `{"$dynamicRef":
//! "#node"}` is `Vec<Tree>`, boxed where Rust needs it, not `serde_json::Value`.
//!
//! A dynamic reference first resolves as a `$ref`; only where its target is a dynamic anchor
//! (`$dynamicAnchor` of that name, `$recursiveAnchor: true` at the root) does the engine look
//! along the way it came for the outermost resource with the same anchor. Where no other
//! resource of the family has that anchor, no way can reach one: the target is the `$ref`'s,
//! whichever file the engine starts from. So the reference is read as a `$ref` when:
//!
//! - its file has no inner `$id` (one resource; the type model reads an inner `$id` as a
//!   document of its own, reported);
//! - `$dynamicRef`: it names this file (`#…`, or a URI that resolves to it) and its fragment is
//!   a JSON pointer (a `$ref` already), an `$anchor`, or a `$dynamicAnchor` no other file of
//!   the family has, found once in the type model's copy;
//! - `$recursiveRef` (always `"#"`): the root has no `$recursiveAnchor: true`, or no other file
//!   of the family has one.
//!
//! Elsewhere (an extension's anchor another file also has: the 2020-12 meta-schemas'
//! vocabularies) the keyword stays, and the subschema is `serde_json::Value`, reported
//! (`crate::coarsening`). The engine judges with the document as written, dynamic scope and
//! all; only the type model's copy (`File::shape`) changes.

use serde_json::{Map, Value};

use super::File;
use crate::ir::Draft;
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
    let reaching = reaching(files);
    for (i, file) in files.iter_mut().enumerate() {
        // Inner resources (their `$id`s left out of the type model's copy, `upgrade/
        // resources.rs`) scope anchors: such a file's dynamic references stay.
        if !matches!(file.draft, Draft::Draft201909 | Draft::Draft202012) || nested_id(&file.doc) {
            continue;
        }
        // The other files a way into this one may come through.
        let elsewhere = |has: &dyn Fn(&Anchors) -> bool| {
            (anchors.iter().enumerate()).any(|(j, a)| j != i && reaching[i][j] && has(a))
        };
        let recursive_static =
            !anchors[i].recursive_root || !elsewhere(&|a: &Anchors| a.recursive_anywhere);
        let dynamic_elsewhere =
            |name: &str| elsewhere(&|a: &Anchors| a.dynamic.iter().any(|d| d == name));
        let located = Located::of(&file.shape);
        let (draft, base) = (file.draft, file.base.clone());
        each_schema(&mut file.shape, "", Order::Before, &mut |obj, _| {
            let target = match draft {
                Draft::Draft202012 => obj
                    .get("$dynamicRef")
                    .and_then(Value::as_str)
                    .and_then(|r| dynamic_target(r, &base, &located, &dynamic_elsewhere))
                    .map(|t| ("$dynamicRef", t)),
                _ => obj
                    .get("$recursiveRef")
                    .filter(|r| *r == "#" && recursive_static)
                    .map(|_| ("$recursiveRef", "#".to_owned())),
            };
            if let Some((keyword, target)) = target {
                obj.remove(keyword);
                as_ref(obj, target);
            }
        });
    }
}

/// `reaching[i][j]`: whether file `j` may refer to file `i`, through any others. A reference
/// that names no file's base may name an inner resource of any, and a file with inner `$id`s
/// resolves its references against bases this does not follow: both count as reaching every
/// file.
fn reaching(files: &[File]) -> Vec<Vec<bool>> {
    let n = files.len();
    // refers[j]: the files `j` names directly.
    let refers: Vec<Vec<usize>> = files
        .iter()
        .map(|f| {
            let mut refs = Vec::new();
            crate::engine::references(&f.doc, "", &mut refs);
            if nested_id(&f.doc) || f.draft == Draft::Draft4 && nested(&f.doc, "id") {
                return (0..n).collect();
            }
            let mut to = Vec::new();
            for (_, r) in refs {
                let file = r.split('#').next().unwrap_or_default();
                if file.is_empty() {
                    continue;
                }
                let uri = crate::compile::split_reference(&f.base, file).map(|(uri, _)| uri);
                match uri.and_then(|u| files.iter().position(|g| g.base == u)) {
                    Some(k) => to.push(k),
                    None => return (0..n).collect(),
                }
            }
            to
        })
        .collect();
    (0..n)
        .map(|i| {
            // Walk back from `i` along the references.
            let mut reach = vec![false; n];
            let mut todo = vec![i];
            while let Some(k) = todo.pop() {
                for (j, to) in refers.iter().enumerate() {
                    if !reach[j] && to.contains(&k) {
                        reach[j] = true;
                        todo.push(j);
                    }
                }
            }
            reach
        })
        .collect()
}

/// The anchors of one document that make a dynamic reference elsewhere look beyond its file.
struct Anchors {
    /// Every `$dynamicAnchor` name.
    dynamic: Vec<String>,
    /// `$recursiveAnchor: true` at the root.
    recursive_root: bool,
    /// `$recursiveAnchor: true` at any depth (at the root of an inner resource too).
    recursive_anywhere: bool,
}

impl Anchors {
    /// A document's anchors in its draft: `$dynamicAnchor` is 2020-12's, `$recursiveAnchor`
    /// 2019-09's; other drafts define neither.
    fn of(doc: &Value, draft: Draft) -> Self {
        let mut anchors = Self {
            dynamic: Vec::new(),
            recursive_root: false,
            recursive_anywhere: false,
        };
        if !matches!(draft, Draft::Draft201909 | Draft::Draft202012) {
            return anchors;
        }
        let recursive = draft == Draft::Draft201909;
        anchors.recursive_root =
            recursive && doc.get("$recursiveAnchor") == Some(&Value::Bool(true));
        let mut copy = doc.clone();
        each_schema(&mut copy, "", Order::Before, &mut |obj, _| {
            match obj.get("$dynamicAnchor") {
                Some(Value::String(name)) if !recursive => anchors.dynamic.push(name.clone()),
                _ => {}
            }
            anchors.recursive_anywhere |=
                recursive && obj.get("$recursiveAnchor") == Some(&Value::Bool(true));
        });
        anchors
    }
}

/// Where the type model's copy has each plain-name anchor: `(name, dynamic, pointer)`.
struct Located(Vec<(String, bool, String)>);

impl Located {
    fn of(shape: &Value) -> Self {
        let mut copy = shape.clone();
        let mut found = Vec::new();
        each_schema(&mut copy, "", Order::Before, &mut |obj, at| {
            for (keyword, dynamic) in [("$anchor", false), ("$dynamicAnchor", true)] {
                if let Some(Value::String(name)) = obj.get(keyword) {
                    found.push((name.clone(), dynamic, at.to_owned()));
                }
            }
        });
        Self(found)
    }

    /// The one pointer with anchor `name`; `None` where none or several have it.
    fn one(&self, name: &str) -> Option<(bool, &str)> {
        let mut hits = self.0.iter().filter(|(n, ..)| n == name);
        let (_, dynamic, at) = hits.next()?;
        hits.next().is_none().then_some((*dynamic, at.as_str()))
    }
}

/// The `$ref` a `$dynamicRef` of this file (at `base`) resolves as, where it does (module docs).
fn dynamic_target(
    reference: &str,
    base: &str,
    located: &Located,
    dynamic_elsewhere: &dyn Fn(&str) -> bool,
) -> Option<String> {
    let (file, fragment) = reference.split_once('#').unwrap_or((reference, ""));
    if !file.is_empty() {
        let (uri, _) = crate::compile::split_reference(base, file)?;
        if uri != base.split('#').next().unwrap_or_default() {
            return None;
        }
    }
    if fragment.is_empty() || fragment.starts_with('/') {
        return Some(format!("#{fragment}"));
    }
    let (dynamic, at) = located.one(fragment)?;
    if dynamic && dynamic_elsewhere(fragment) {
        return None;
    }
    Some(crate::compile::pointer_uri("", at))
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
