//! Compiles one schema document into the [`ir`](crate::ir) graph: what shapes the Rust types
//! (properties, required, additionalProperties, items, combinators, `$ref`s resolved to nodes).
//!
//! Nothing is refused here: the engine has already accepted the document
//! ([`crate::engine::check`]). A subschema whose shape typify cannot mirror is marked
//! [`Node::coarse`], and its type becomes `serde_json::Value`.

use std::collections::HashMap;
use std::path::Path;

use fluent_uri::{Uri, UriRef};
use serde_json::Value;

use crate::error::{escape_token, Error, ErrorKind};
use crate::ir::{Additional, Draft, JsonType, Node, NodeId, PatternMap, Schema};

mod patterns;
mod scalar;
mod shape;
mod tuple;

pub(crate) use patterns::{map_fields, patterns, Patterns};
pub(crate) use scalar::{narrows_scalar, one_scalar};
pub(crate) use shape::{
    array_or_any, coarse_reason, drop_inert, inert, is_coarse, object_or_any, object_type,
    objects_only, only_constrains, untyped_branch,
};
pub(crate) use tuple::{tuple, Tuple};

/// Reads the draft from a document's `$schema`; a document without one is read in `default`
/// (the manifest entry's `draft`, else [`Draft::DEFAULT`]).
pub(crate) fn draft_of(file: &Path, doc: &Value, default: Draft) -> Result<Draft, Error> {
    let unsupported =
        |d: &str| Error::new(file, "/$schema", ErrorKind::UnsupportedDraft(d.to_owned()));
    match doc.get("$schema") {
        None => Ok(default),
        Some(Value::String(s)) => Draft::from_uri(s).ok_or_else(|| unsupported(s)),
        Some(other) => Err(unsupported(&other.to_string())),
    }
}

/// The base URI of a vendored document: its identifier (`$id`; `id` in draft-04), else the
/// manifest's `id` alias, else a `file:` URI of its path under `schemas/`, so references
/// between vendored files resolve any of these ways.
#[must_use]
pub(crate) fn base_uri(
    doc: &Value,
    draft: Draft,
    alias: Option<&str>,
    file_in_schemas: &str,
) -> String {
    match doc
        .get(draft.id_keyword())
        .and_then(Value::as_str)
        .or(alias)
    {
        Some(id) => id.trim_end_matches('#').to_owned(),
        None => format!("file:///{file_in_schemas}"),
    }
}

/// Compiles a whole document (root plus every definition). `bases` holds the base URI of
/// every vendored file (by manifest index), `own` this file's index in it.
pub(crate) fn compile(doc: &Value, draft: Draft, bases: &[String], own: usize) -> Schema {
    let mut c = Compiler {
        doc,
        bases,
        own,
        nodes: Vec::new(),
        by_pointer: HashMap::new(),
        refs: Vec::new(),
        external: Vec::new(),
    };
    let root = c.node("", doc);
    debug_assert_eq!(root, Schema::ROOT);
    let mut definitions = Vec::new();
    for container in ["definitions", "$defs"] {
        if let Some(Value::Object(defs)) = doc.get(container) {
            for (name, sub) in defs {
                let pointer = format!("/{}/{}", container, escape_token(name));
                let id = c.node(&pointer, sub);
                definitions.push((name.clone(), id));
            }
        }
    }
    c.resolve_refs();
    Schema {
        draft,
        nodes: c.nodes,
        definitions,
        pointers: c.by_pointer.into_iter().collect(),
        external_refs: c.external,
        shared: std::collections::BTreeSet::new(),
        incoming: std::collections::BTreeSet::new(),
    }
}

struct Compiler<'a> {
    doc: &'a Value,
    bases: &'a [String],
    own: usize,
    nodes: Vec<Node>,
    external: Vec<crate::ir::ExternalRef>,
    by_pointer: HashMap<String, NodeId>,
    /// `(node, reference)` awaiting resolution.
    refs: Vec<(NodeId, String)>,
}

impl Compiler<'_> {
    /// Compiles the schema at `pointer` (once; later calls return the same id).
    fn node(&mut self, pointer: &str, value: &Value) -> NodeId {
        if let Some(&id) = self.by_pointer.get(pointer) {
            return id;
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            pointer: pointer.to_owned(),
            ..Node::default()
        });
        self.by_pointer.insert(pointer.to_owned(), id);
        let obj = match value {
            Value::Bool(b) => {
                self.nodes[id].boolean = Some(*b);
                return id;
            }
            Value::Object(obj) => obj,
            // Not a schema; the engine refused it already. Accept-all here.
            _ => return id,
        };
        let mut node = Node {
            pointer: pointer.to_owned(),
            coarse: is_coarse(obj, pointer.is_empty()),
            ..Node::default()
        };
        for (keyword, v) in obj {
            let at = format!("{pointer}/{}", escape_token(keyword));
            self.keyword(&mut node, id, keyword, v, &at);
        }
        // A tuple's rest: up to 2019-09 under `additionalItems` (beside `items` as an array).
        if obj.get("items").is_some_and(Value::is_array) && !obj.contains_key("prefixItems") {
            node.items = obj
                .get("additionalItems")
                .map(|v| self.node(&format!("{pointer}/additionalItems"), v));
        }
        node.longer = matches!(tuple(obj), Some(Ok(t)) if t.longer);
        let at = |p: &str| format!("{pointer}/patternProperties/{}", escape_token(p));
        match patterns(obj) {
            Ok(Patterns::Map(pattern)) => {
                node.additional =
                    Additional::Schema(self.node(&at(pattern), &obj["patternProperties"][pattern]));
            }
            Ok(Patterns::Maps(list)) => {
                for (field, pattern) in map_fields(obj, &list).into_iter().zip(list) {
                    let id = self.node(&at(pattern), &obj["patternProperties"][pattern]);
                    node.maps.push(PatternMap {
                        field,
                        pattern: pattern.to_owned(),
                        node: id,
                    });
                }
            }
            Ok(Patterns::Ignored) | Err(_) => {}
        }
        self.nodes[id] = node;
        id
    }

    fn subschemas(&mut self, at: &str, v: &Value) -> Vec<NodeId> {
        let Value::Array(list) = v else {
            return Vec::new();
        };
        list.iter()
            .enumerate()
            .map(|(i, s)| self.node(&format!("{at}/{i}"), s))
            .collect()
    }

    fn keyword(&mut self, node: &mut Node, id: NodeId, keyword: &str, v: &Value, at: &str) {
        match keyword {
            "type" => {
                let names: Vec<&Value> = match v {
                    Value::Array(a) => a.iter().collect(),
                    _ => vec![v],
                };
                let mut types: Vec<JsonType> = names
                    .iter()
                    .filter_map(|n| n.as_str().and_then(JsonType::parse))
                    .collect();
                types.sort();
                types.dedup();
                node.types = Some(types);
            }
            "enum" => node.enumeration = v.as_array().cloned(),
            "const" => node.constant = Some(v.clone()),
            "pattern" => node.pattern = v.as_str().map(str::to_owned),
            "properties" => {
                if let Value::Object(props) = v {
                    for (name, sub) in props {
                        let sid = self.node(&format!("{at}/{}", escape_token(name)), sub);
                        node.properties.push((name.clone(), sid));
                    }
                }
            }
            "required" => {
                for n in v.as_array().into_iter().flatten().filter_map(Value::as_str) {
                    if !node.required.iter().any(|r| r == n) {
                        node.required.push(n.to_owned());
                    }
                }
            }
            "additionalProperties" => {
                node.additional = match v {
                    Value::Bool(true) => Additional::Allowed,
                    Value::Bool(false) => Additional::Forbidden,
                    _ => Additional::Schema(self.node(at, v)),
                };
            }
            "patternProperties" => {
                // Compiled so references into them resolve; `patterns` says what they type.
                if let Value::Object(patterns) = v {
                    for (pattern, sub) in patterns {
                        self.node(&format!("{at}/{}", escape_token(pattern)), sub);
                    }
                }
            }
            "items" if !v.is_array() => node.items = Some(self.node(at, v)),
            "items" | "prefixItems" => node.prefix = self.subschemas(at, v),
            "not" => node.forbidden = forbidden(v),
            "oneOf" => node.one_of = self.subschemas(at, v),
            "anyOf" => node.any_of = self.subschemas(at, v),
            "allOf" => node.all_of = self.subschemas(at, v),
            "$ref" => {
                if let Value::String(r) = v {
                    self.refs.push((id, r.clone()));
                }
            }
            "definitions" | "$defs" => {
                // Nested containers are compiled so references into them resolve.
                if let Value::Object(defs) = v {
                    if !at.is_empty() && at.matches('/').count() > 1 {
                        for (name, sub) in defs {
                            self.node(&format!("{at}/{}", escape_token(name)), sub);
                        }
                    }
                }
            }
            // Everything else is asserted by the engine, or an annotation.
            _ => {}
        }
    }

    fn resolve_refs(&mut self) {
        while let Some((id, reference)) = self.refs.pop() {
            if !self.resolve(id, &reference) {
                // A target the type model cannot follow (an anchor, a nested `$id`): the
                // engine resolves it; the type is `serde_json::Value`.
                self.nodes[id].coarse = true;
            }
        }
    }

    /// Resolves a reference: inside this document to a node (compiled on demand), or to a
    /// pointer of another vendored file. `false` when the type model cannot.
    fn resolve(&mut self, id: NodeId, reference: &str) -> bool {
        let own_base = &self.bases[self.own];
        let Some((absolute, pointer)) = split_reference(own_base, reference) else {
            return false;
        };
        let Some(target_file) = self.bases.iter().position(|b| *b == absolute) else {
            return false;
        };
        let canonical = canonical_pointer(&pointer);
        if target_file == self.own {
            let Some(target) = self.doc.pointer(&pointer) else {
                return false;
            };
            let node = self.node(&canonical, target);
            self.nodes[id].reference = Some(node);
            true
        } else {
            // Any pointer of another vendored file: its root, a definition, or a subschema
            // that file lifts into a type of its own (`family.rs`, `lift.rs`).
            self.external.push(crate::ir::ExternalRef {
                node: id,
                file: target_file,
                pointer: canonical,
            });
            true
        }
    }
}

/// Splits a reference, resolved against `base`, into the absolute URI without fragment and
/// the decoded JSON pointer of its fragment; `None` for a plain-name fragment (an anchor) or
/// a reference that does not parse.
#[must_use]
pub(crate) fn split_reference(base: &str, reference: &str) -> Option<(String, String)> {
    let base = Uri::parse(base).ok()?;
    let resolved = UriRef::parse(reference).ok()?.resolve_against(&base).ok()?;
    let pointer = match resolved.fragment() {
        None => String::new(),
        Some(f) => f.decode().to_string().ok()?.into_owned(),
    };
    if !pointer.is_empty() && !pointer.starts_with('/') {
        return None;
    }
    Some((resolved.strip_fragment().as_str().to_owned(), pointer))
}

/// The URI of the subschema at JSON pointer `pointer` of the document at `base`: the pointer
/// percent-encoded as a fragment (`/definitions/My Type` → `#/definitions/My%20Type`; the
/// engine refuses a `$ref` that is no URI reference, and decodes the fragment).
#[must_use]
pub(crate) fn pointer_uri(base: &str, pointer: &str) -> String {
    use fluent_uri::pct_enc::{encoder::Fragment, EString};
    let mut fragment = EString::<Fragment>::new();
    fragment.encode_str::<Fragment>(pointer);
    format!("{base}#{}", fragment.as_str())
}

/// Re-escapes a pointer the way [`compile`] names nodes, so equal locations share a node.
pub(crate) fn canonical_pointer(pointer: &str) -> String {
    pointer
        .split('/')
        .skip(1)
        .map(|t| escape_token(&crate::error::unescape_token(t)))
        .fold(String::new(), |acc, t| acc + "/" + &t)
}

/// A unit test's draft-07 document, compiled as the file `t.json` (its `$schema` set to
/// draft-07 where it is an object).
#[cfg(test)]
pub(crate) fn draft7(mut doc: Value) -> Schema {
    if let Value::Object(o) = &mut doc {
        o.insert(
            "$schema".into(),
            "http://json-schema.org/draft-07/schema#".into(),
        );
    }
    let base = base_uri(&serde_json::json!({}), Draft::Draft7, None, "t.json");
    compile(&doc, Draft::Draft7, &[base], 0)
}

#[cfg(test)]
mod tests;

/// The property names `not` forbids each alone: `{"required": ["p"]}`, or an `anyOf` of such
/// (`not: {anyOf: [{required: [a]}, {required: [b]}]}`: neither `a` nor `b`). Any other `not`
/// forbids nothing the types need to know (the engine asserts it).
pub(crate) fn forbidden(not: &Value) -> Vec<String> {
    let only = |v: &Value, keyword: &str| {
        v.as_object().is_some_and(|o| {
            o.contains_key(keyword) && crate::keywords::annotations_beside(o, &[keyword])
        })
    };
    let one = |v: &Value| -> Option<String> {
        if !only(v, "required") {
            return None;
        }
        match v.get("required")?.as_array()?.as_slice() {
            [Value::String(name)] => Some(name.clone()),
            _ => None,
        }
    };
    if let Some(name) = one(not) {
        return vec![name];
    }
    if !only(not, "anyOf") {
        return Vec::new();
    }
    let branches = not.get("anyOf").and_then(Value::as_array);
    branches
        .and_then(|b| b.iter().map(one).collect::<Option<Vec<String>>>())
        .unwrap_or_default()
}
