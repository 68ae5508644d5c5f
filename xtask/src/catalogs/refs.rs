//! References between documents: a schema's `$ref`s collected, resolved against its base URI,
//! told apart (SchemaStore's own schemas, other hosts) and, where a document must move to
//! another base, rewritten from relative to absolute.

use std::collections::BTreeSet;

use fluent_uri::{Uri, UriRef};
use serde_json::Value;

/// The hosts that serve SchemaStore's schemas (`www.` is the newer one).
pub const SCHEMASTORE_HOSTS: [&str; 2] = ["json.schemastore.org", "www.schemastore.org"];

/// Keywords whose values are data, not subschemas: a `$ref` inside them is no reference.
const DATA: [&str; 4] = ["const", "default", "enum", "examples"];

/// The URI SchemaStore serves the schema `name` at.
#[must_use]
pub fn schemastore_uri(name: &str) -> String {
    format!("https://json.schemastore.org/{name}.json")
}

/// Every `$ref` of a schema, in document order.
#[must_use]
pub fn refs(schema: &Value) -> Vec<String> {
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(o) => {
                for (k, x) in o {
                    match (k.as_str(), x) {
                        ("$ref", Value::String(r)) => out.push(r.clone()),
                        (k, _) if DATA.contains(&k) => {}
                        _ => walk(x, out),
                    }
                }
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(schema, &mut out);
    out
}

/// Whether a reference is relative: neither a fragment alone nor an absolute URI.
#[must_use]
pub fn is_relative(reference: &str) -> bool {
    !reference.starts_with('#') && Uri::parse(reference).is_err()
}

/// `reference` resolved against the absolute URI `base` (RFC 3986 §5), fragment kept.
#[must_use]
pub fn resolve(base: &str, reference: &str) -> Option<String> {
    let base = Uri::parse(base).ok()?;
    let resolved = UriRef::parse(reference).ok()?.resolve_against(&base).ok()?;
    Some(resolved.as_str().to_owned())
}

/// The SchemaStore schema an absolute URI names: `X` for `http(s)://json.schemastore.org/X.json`
/// (or `www.schemastore.org`, or without `.json`), whatever its fragment.
#[must_use]
pub fn schemastore_name(uri: &str) -> Option<String> {
    let uri = Uri::parse(uri).ok()?;
    let scheme = uri.scheme().as_str();
    if !scheme.eq_ignore_ascii_case("https") && !scheme.eq_ignore_ascii_case("http") {
        return None;
    }
    let host = uri.authority()?.host();
    if !SCHEMASTORE_HOSTS
        .iter()
        .any(|h| h.eq_ignore_ascii_case(host))
    {
        return None;
    }
    let path = uri.path().as_str().strip_prefix('/')?;
    if path.is_empty() || path.contains('/') {
        return None;
    }
    Some(path.strip_suffix(".json").unwrap_or(path).to_owned())
}

/// A document's own URI: its `id_keyword` (`$id`, or `id` in draft 4) when that is absolute,
/// without the empty fragment.
#[must_use]
pub fn own_id(doc: &Value, id_keyword: &str) -> Option<String> {
    let id = doc.get(id_keyword)?.as_str()?;
    Uri::parse(id).ok()?;
    Some(id.strip_suffix('#').unwrap_or(id).to_owned())
}

/// The SchemaStore schemas a document whose base URI is `base` refers to: their names, sorted,
/// each once; not itself (`own`), nor the resources it embeds under an `$id` of their own.
#[must_use]
pub fn referenced(doc: &Value, base: &str, own: &str) -> Vec<String> {
    let embedded = embedded_ids(doc, base);
    let mut names = BTreeSet::new();
    for r in refs(doc) {
        if r.starts_with('#') {
            continue;
        }
        let Some(resolved) = resolve(base, &r) else {
            continue;
        };
        let target = resolved.split('#').next().unwrap_or_default();
        if target == base || embedded.contains(target) {
            continue;
        }
        if let Some(name) = schemastore_name(target) {
            if name != own {
                names.insert(name);
            }
        }
    }
    names.into_iter().collect()
}

/// Every `$id` and `id` string a document declares, resolved against `base`, without fragment.
fn embedded_ids(doc: &Value, base: &str) -> BTreeSet<String> {
    fn walk(v: &Value, base: &str, out: &mut BTreeSet<String>) {
        match v {
            Value::Object(o) => {
                for (k, x) in o {
                    match (k.as_str(), x) {
                        ("$id" | "id", Value::String(id)) => {
                            if let Some(uri) = resolve(base, id) {
                                let uri = uri.split('#').next().unwrap_or_default();
                                out.insert(uri.to_owned());
                            }
                        }
                        (k, _) if DATA.contains(&k) => {}
                        _ => walk(x, base, out),
                    }
                }
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, base, out)),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    walk(doc, base, &mut out);
    out
}

/// Rewrites each relative reference of `doc` into the absolute one it resolves to against
/// `base`, so that the document can take another URI; returns how many it rewrote.
pub fn absolutize(doc: &mut Value, base: &str) -> usize {
    fn walk(v: &mut Value, base: &str, n: &mut usize) {
        match v {
            Value::Object(o) => {
                for (k, x) in o.iter_mut() {
                    match (k.as_str(), &mut *x) {
                        ("$ref", Value::String(r)) => {
                            if is_relative(r) {
                                if let Some(absolute) = resolve(base, r) {
                                    *r = absolute;
                                    *n += 1;
                                }
                            }
                        }
                        (k, _) if DATA.contains(&k) => {}
                        _ => walk(x, base, n),
                    }
                }
            }
            Value::Array(a) => a.iter_mut().for_each(|x| walk(x, base, n)),
            _ => {}
        }
    }
    let mut n = 0;
    walk(doc, base, &mut n);
    n
}
