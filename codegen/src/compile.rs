//! Compiles one schema document into the [`ir`](crate::ir) graph, auditing every keyword on
//! the way: each is typed, enforced, a container or an annotation, or the build stops.

use std::collections::HashMap;
use std::path::Path;

use serde_json::{Number, Value};

use crate::error::{escape_token, Error, ErrorKind};
use crate::ir::{Additional, Draft, JsonType, Node, NodeId, Pattern, Schema};
use crate::keywords::{role, FORMATS};

/// Reads the draft from a document's `$schema`.
pub fn draft_of(file: &Path, doc: &Value) -> Result<Draft, Error> {
    let unsupported =
        |d: &str| Error::new(file, "/$schema", ErrorKind::UnsupportedDraft(d.to_owned()));
    match doc.get("$schema") {
        None => Err(Error::new(
            file,
            "",
            ErrorKind::UnsupportedDraft("none: $schema is missing".to_owned()),
        )),
        Some(Value::String(s)) => match s.trim_end_matches('#') {
            "http://json-schema.org/draft-07/schema"
            | "https://json-schema.org/draft-07/schema" => Ok(Draft::Draft7),
            "https://json-schema.org/draft/2020-12/schema" => Ok(Draft::Draft202012),
            _ => Err(unsupported(s)),
        },
        Some(other) => Err(unsupported(&other.to_string())),
    }
}

/// The base URI of a vendored document: its `$id`, or else a `file:` URI of its path under
/// `schemas/`, so relative references between vendored files resolve either way.
#[must_use]
pub fn base_uri(doc: &Value, file_in_schemas: &str) -> String {
    match doc.get("$id").and_then(Value::as_str) {
        Some(id) => id.trim_end_matches('#').to_owned(),
        None => format!("file:///{file_in_schemas}"),
    }
}

/// Compiles a whole document (root plus every definition). `bases` holds the base URI of
/// every vendored file (by manifest index), `own` this file's index in it.
pub fn compile(file: &Path, doc: &Value, bases: &[String], own: usize) -> Result<Schema, Error> {
    let draft = draft_of(file, doc)?;
    let mut c = Compiler {
        file,
        doc,
        draft,
        bases,
        own,
        nodes: Vec::new(),
        by_pointer: HashMap::new(),
        refs: Vec::new(),
        external: Vec::new(),
    };
    let root = c.node("", doc)?;
    debug_assert_eq!(root, Schema::ROOT);
    let mut definitions = Vec::new();
    for container in ["definitions", "$defs"] {
        if let Some(Value::Object(defs)) = doc.get(container) {
            for (name, sub) in defs {
                let pointer = format!("/{}/{}", container, escape_token(name));
                let id = c.node(&pointer, sub)?;
                definitions.push((name.clone(), id));
            }
        }
    }
    c.resolve_refs()?;
    Ok(Schema {
        draft,
        nodes: c.nodes,
        definitions,
        pointers: c.by_pointer.into_iter().collect(),
        external_refs: c.external,
        shared: std::collections::BTreeSet::new(),
    })
}

struct Compiler<'a> {
    file: &'a Path,
    doc: &'a Value,
    draft: Draft,
    bases: &'a [String],
    own: usize,
    nodes: Vec<Node>,
    external: Vec<crate::ir::ExternalRef>,
    by_pointer: HashMap<String, NodeId>,
    /// `(node, pointer of the $ref keyword, reference)` awaiting resolution.
    refs: Vec<(NodeId, String, String)>,
}

impl Compiler<'_> {
    fn err(&self, pointer: &str, kind: ErrorKind) -> Error {
        Error::new(self.file, pointer, kind)
    }

    fn bad_value(&self, pointer: &str, keyword: &str, reason: &str) -> Error {
        self.err(
            pointer,
            ErrorKind::UnsupportedValue {
                keyword: keyword.to_owned(),
                reason: reason.to_owned(),
            },
        )
    }

    /// Compiles the schema at `pointer` (once; later calls return the same id).
    fn node(&mut self, pointer: &str, value: &Value) -> Result<NodeId, Error> {
        if let Some(&id) = self.by_pointer.get(pointer) {
            return Ok(id);
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
                return Ok(id);
            }
            Value::Object(obj) => obj,
            _ => {
                return Err(self.bad_value(
                    pointer,
                    "schema",
                    "a schema must be an object or a boolean",
                ))
            }
        };
        let mut node = Node {
            pointer: pointer.to_owned(),
            ..Node::default()
        };
        for (keyword, v) in obj {
            let at = format!("{pointer}/{}", escape_token(keyword));
            if role(self.draft, keyword).is_none() {
                return Err(self.err(&at, ErrorKind::UnsupportedKeyword(keyword.clone())));
            }
            self.keyword(&mut node, id, keyword, v, &at)?;
        }
        if self.draft == Draft::Draft7 && obj.contains_key("$ref") {
            // Draft-07 ignores every sibling of `$ref`; a constraint there would be dropped.
            if let Some(k) = obj.keys().find(|k| {
                k.as_str() != "$ref"
                    && role(self.draft, k) != Some(crate::keywords::Role::Annotation)
            }) {
                let at = format!("{pointer}/{}", escape_token(k));
                return Err(self.bad_value(
                    &at,
                    k,
                    "draft-07 ignores keywords beside $ref; wrap them in allOf",
                ));
            }
        }
        self.nodes[id] = node;
        Ok(id)
    }

    fn subschema(&mut self, at: &str, v: &Value) -> Result<NodeId, Error> {
        self.node(at, v)
    }

    fn subschemas(&mut self, at: &str, keyword: &str, v: &Value) -> Result<Vec<NodeId>, Error> {
        let Value::Array(list) = v else {
            return Err(self.bad_value(at, keyword, "expected an array of schemas"));
        };
        if list.is_empty() {
            return Err(self.bad_value(at, keyword, "expected a non-empty array"));
        }
        list.iter()
            .enumerate()
            .map(|(i, s)| self.subschema(&format!("{at}/{i}"), s))
            .collect()
    }

    fn keyword(
        &mut self,
        node: &mut Node,
        id: NodeId,
        keyword: &str,
        v: &Value,
        at: &str,
    ) -> Result<(), Error> {
        match keyword {
            "type" => {
                let names: Vec<&Value> = match v {
                    Value::Array(a) if !a.is_empty() => a.iter().collect(),
                    Value::String(_) => vec![v],
                    _ => {
                        return Err(self.bad_value(
                            at,
                            keyword,
                            "expected a type name or a non-empty array of them",
                        ))
                    }
                };
                let mut types = Vec::new();
                for n in names {
                    let t = n
                        .as_str()
                        .and_then(JsonType::parse)
                        .ok_or_else(|| self.bad_value(at, keyword, &format!("unknown type {n}")))?;
                    types.push(t);
                }
                types.sort();
                types.dedup();
                node.types = Some(types);
            }
            "enum" => {
                let Value::Array(a) = v else {
                    return Err(self.bad_value(at, keyword, "expected an array"));
                };
                node.enumeration = Some(a.clone());
            }
            "const" => node.constant = Some(v.clone()),
            "properties" => {
                let Value::Object(props) = v else {
                    return Err(self.bad_value(at, keyword, "expected an object"));
                };
                for (name, sub) in props {
                    let sid = self.subschema(&format!("{at}/{}", escape_token(name)), sub)?;
                    node.properties.push((name.clone(), sid));
                }
            }
            "required" => {
                let names = v
                    .as_array()
                    .filter(|a| a.iter().all(Value::is_string))
                    .ok_or_else(|| self.bad_value(at, keyword, "expected an array of strings"))?;
                for n in names.iter().filter_map(Value::as_str) {
                    if !node.required.iter().any(|r| r == n) {
                        node.required.push(n.to_owned());
                    }
                }
            }
            "additionalProperties" => {
                node.additional = match v {
                    Value::Bool(true) => Additional::Allowed,
                    Value::Bool(false) => Additional::Forbidden,
                    _ => Additional::Schema(self.subschema(at, v)?),
                };
            }
            "items" => {
                if v.is_array() {
                    return Err(self.bad_value(
                        at,
                        keyword,
                        "the array (tuple) form is not supported",
                    ));
                }
                node.items = Some(self.subschema(at, v)?);
            }
            "oneOf" => node.one_of = self.subschemas(at, keyword, v)?,
            "anyOf" => node.any_of = self.subschemas(at, keyword, v)?,
            "allOf" => node.all_of = self.subschemas(at, keyword, v)?,
            "$ref" => {
                let Value::String(r) = v else {
                    return Err(self.bad_value(at, keyword, "expected a string"));
                };
                self.refs.push((id, at.to_owned(), r.clone()));
            }
            "pattern" => {
                let Value::String(ecma) = v else {
                    return Err(self.bad_value(at, keyword, "expected a string"));
                };
                let regex = crate::pattern::translate(ecma).map_err(|error| {
                    self.err(
                        at,
                        ErrorKind::Pattern {
                            pattern: ecma.clone(),
                            error,
                        },
                    )
                })?;
                node.pattern = Some(Pattern {
                    ecma: ecma.clone(),
                    regex,
                });
            }
            "format" => {
                let f = v
                    .as_str()
                    .ok_or_else(|| self.bad_value(at, keyword, "expected a string"))?;
                if !FORMATS.contains(&f) {
                    return Err(self.bad_value(
                        at,
                        keyword,
                        &format!(
                            "format {f:?} is not asserted by the validation layer (supported: {})",
                            FORMATS.join(", ")
                        ),
                    ));
                }
                node.format = Some(f.to_owned());
            }
            "minimum" => node.bounds.minimum = Some(self.number(at, keyword, v)?),
            "maximum" => node.bounds.maximum = Some(self.number(at, keyword, v)?),
            "exclusiveMinimum" => {
                node.bounds.exclusive_minimum = Some(self.number(at, keyword, v)?);
            }
            "exclusiveMaximum" => {
                node.bounds.exclusive_maximum = Some(self.number(at, keyword, v)?);
            }
            "minLength" => node.lengths.min_length = Some(self.count(at, keyword, v)?),
            "maxLength" => node.lengths.max_length = Some(self.count(at, keyword, v)?),
            "minItems" => node.lengths.min_items = Some(self.count(at, keyword, v)?),
            "maxItems" => node.lengths.max_items = Some(self.count(at, keyword, v)?),
            "definitions" | "$defs" => {
                // Compiled by `compile` when at the root; elsewhere they are only reachable by
                // `$ref`, which compiles them on demand. Their shape is checked here.
                let Value::Object(defs) = v else {
                    return Err(self.bad_value(at, keyword, "expected an object of schemas"));
                };
                if !at.is_empty() && at.matches('/').count() > 1 {
                    for (name, sub) in defs {
                        self.subschema(&format!("{at}/{}", escape_token(name)), sub)?;
                    }
                }
            }
            "$id" | "$schema" => {
                if at.matches('/').count() > 1 {
                    return Err(self.bad_value(
                        at,
                        keyword,
                        "only allowed at the document root (a nested base URI is not supported)",
                    ));
                }
                if !v.is_string() {
                    return Err(self.bad_value(at, keyword, "expected a string"));
                }
            }
            // Pure annotations.
            _ => {}
        }
        Ok(())
    }

    fn number(&self, at: &str, keyword: &str, v: &Value) -> Result<Number, Error> {
        match v {
            Value::Number(n) => Ok(n.clone()),
            _ => Err(self.bad_value(at, keyword, "expected a number")),
        }
    }

    fn count(&self, at: &str, keyword: &str, v: &Value) -> Result<u64, Error> {
        let n = v.as_u64().or_else(|| {
            v.as_f64()
                .filter(|f| f.fract() == 0.0 && *f >= 0.0 && *f < 1.8e19)
                .map(|f| {
                    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                    let n = f as u64;
                    n
                })
        });
        n.ok_or_else(|| self.bad_value(at, keyword, "expected a non-negative integer"))
    }

    fn resolve_refs(&mut self) -> Result<(), Error> {
        while let Some((id, at, reference)) = self.refs.pop() {
            self.resolve(id, &at, &reference)?;
        }
        Ok(())
    }

    /// Resolves a reference: inside this document to a node (compiled on demand), or to the
    /// root or a definition of another vendored file.
    fn resolve(&mut self, id: NodeId, at: &str, reference: &str) -> Result<(), Error> {
        let dangling = || self.err(at, ErrorKind::DanglingRef(reference.to_owned()));
        let (base, fragment) = match reference.split_once('#') {
            Some((b, f)) => (b, f),
            None => (reference, ""),
        };
        let own_base = &self.bases[self.own];
        let target_file = if base.is_empty() {
            self.own
        } else {
            let absolute = resolve_uri(own_base, base);
            self.bases
                .iter()
                .position(|b| *b == absolute)
                .ok_or_else(dangling)?
        };
        let pointer = percent_decode(fragment).ok_or_else(dangling)?;
        if !pointer.is_empty() && !pointer.starts_with('/') {
            // A plain-name fragment (`$anchor`) is not supported.
            return Err(dangling());
        }
        let canonical = canonical_pointer(&pointer);
        if target_file == self.own {
            let target = self.doc.pointer(&pointer).ok_or_else(dangling)?;
            let node = self.node(&canonical, target)?;
            self.nodes[id].reference = Some(node);
        } else {
            let tokens: Vec<&str> = canonical.split('/').skip(1).collect();
            let is_definition = matches!(tokens.as_slice(), ["definitions" | "$defs", _]);
            if !canonical.is_empty() && !is_definition {
                return Err(self.bad_value(
                    at,
                    "$ref",
                    "a reference to another file must name its root or one of its definitions",
                ));
            }
            self.external.push(crate::ir::ExternalRef {
                node: id,
                file: target_file,
                pointer: canonical,
            });
        }
        Ok(())
    }
}

/// Resolves a relative reference against a base URI (RFC 3986 section 5.2, for the forms
/// schema files use: absolute, absolute-path and relative-path references).
#[must_use]
pub fn resolve_uri(base: &str, reference: &str) -> String {
    let has_scheme = reference.split_once(':').is_some_and(|(s, _)| {
        !s.is_empty()
            && !s.contains('/')
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
    });
    if has_scheme {
        return reference.to_owned();
    }
    let (scheme_authority, path) = match base.find("://") {
        Some(i) => {
            let rest = &base[i + 3..];
            let end = rest.find('/').map_or(base.len(), |j| i + 3 + j);
            (&base[..end], &base[end..])
        }
        None => ("", base),
    };
    let merged = if reference.starts_with('/') {
        reference.to_owned()
    } else {
        let dir = path.rfind('/').map_or("", |i| &path[..=i]);
        format!("{dir}{reference}")
    };
    let mut out: Vec<&str> = Vec::new();
    for seg in merged.split('/') {
        match seg {
            "." => {}
            ".." => {
                if out.len() > 1 {
                    out.pop();
                }
            }
            s => out.push(s),
        }
    }
    format!("{scheme_authority}{}", out.join("/"))
}

/// Re-escapes a pointer the way [`compile`] names nodes, so equal locations share a node.
fn canonical_pointer(pointer: &str) -> String {
    pointer
        .split('/')
        .skip(1)
        .map(|t| escape_token(&t.replace("~1", "/").replace("~0", "~")))
        .fold(String::new(), |acc, t| acc + "/" + &t)
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}
