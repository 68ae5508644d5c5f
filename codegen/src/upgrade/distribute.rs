//! Object keywords beside a union one of whose branches is itself a union, merged into each
//! branch.
//!
//! ```json
//! {"properties": {"name": {"type": "string"}}, "required": ["name", "type"],
//!  "oneOf": [{"$ref": "#/definitions/docker"}, {"$ref": "#/definitions/wsl"}],
//!  "definitions": {"docker": {"properties": {"type": {"enum": ["docker"]}},
//!                             "oneOf": [{"required": ["dockerImage"], …}, {"required": ["dockerFile"], …}]},
//!                  "wsl": {"properties": {"type": {"enum": ["wsl"]}, …}}}}
//! ```
//!
//! (testenvironments' `config`; template's symbols, whose `generated` branch is a `oneOf` of
//! generators.) typify merges the properties beside a union into each branch, but not into
//! the branches of a branch that is a union: its variant lost them, and the generator typed
//! the whole union `serde_json::Value`. Here, in the type model's copy, the holder's object
//! keywords (`type: "object"`, `properties`, `required`) move into every branch: a branch's
//! properties gain the holder's (a name both give: `{"allOf": [holder's, branch's]}`), its
//! `required` the holder's, and it says `type: "object"`; a `$ref` branch becomes a copy of
//! what it points at, so merged, titled by the definition's name (and the holder's, where the
//! holder is a definition: `DockerConfig`). The same values either way (an object meets the
//! holder and one branch iff it meets one merged branch); the union is then an enum whose
//! union branch is a newtype variant of its own enum (`Config::Docker(DockerConfig)`), each
//! variant with every field. A holder without `type` qualifies where its union accepts no
//! non-object (read as in `objects.rs`), or every one (Azure Functions' bindings: a dynamic
//! binding accepts them, the others, object keywords alone meeting each, refuse them, so the
//! `oneOf` holds every non-object): then a last branch, `{"not": {"type": "object"}}`, holds
//! them (the catch-all, `Other(serde_json::Value)`), as the merged branches say `type:
//! "object"`. A holder's `allOf` parts that are object keywords alone (`properties`,
//! `required`, `type: "object"`), inline or a `$ref` to them (the bindings' `bindingBase`, a
//! transform's `inputs` in vector's shape), are its own.
//!
//! A branch that is an `allOf` of object keywords (inline or a `$ref` to them) and one union
//! counts as a union too (drone's pipeline: `{"allOf": [{"$ref": "#/definitions/kind_pipeline"},
//! {"oneOf": [pipelines]}]}`, whose product typify gave no variant): its parts' properties and
//! `required` become its own, the union its own (`parts.rs`). A branch whose union's branches
//! are all `$ref`s is titled by the words their names start with, where no definition has that
//! name (`pipeline_docker`, `pipeline_exec`: `Pipeline`; template's `Generator`). Copies are
//! bounded: a `$ref` is not copied into what it is already a copy of, and the rewrite adds at
//! most four times the document and 64 KiB. Only the Rust types read the copy; the engine
//! judges the document as vendored. What moved is recorded, so reports name the file's
//! pointers.

use serde_json::{Map, Value};

use crate::keywords::{role, Role};

mod parts;
use parts::{add_required, conjoin, flatten, keywords, part_union};

/// What may stand beside the union in a holder the rewrite merges (annotations, definitions
/// and the holder's `$id` aside); its `allOf` parts are object keywords alone.
const HOLDER: &[&str] = &["type", "properties", "required", "allOf"];

/// Keywords of a branch that read the properties the branch names: the holder's names merged
/// in would escape them.
const READS_NAMES: &[&str] = &[
    "additionalProperties",
    "patternProperties",
    "unevaluatedProperties",
    "propertyNames",
];

/// Rewrites every qualifying holder of `doc`, pushing the moves into `layer`.
pub(crate) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    let original = doc.clone();
    // The copies made (where, of what), and how much the rewrite may add in all (the holder's
    // keywords repeat in every branch, copies repeat their targets): four times the document
    // and 64 KiB, so that the copy stays linear in it whatever the references and nesting.
    let mut copies: Vec<(String, String)> = Vec::new();
    let mut budget = 4 * original.to_string().len() + (64 << 10);
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        let Some((union, rest)) = qualifies(obj, pointer, &refs, &original) else {
            return;
        };
        let Some(Value::Array(branches)) = obj.get(union) else {
            return;
        };
        // What this holder is a copy of, through every copy it lies in: a `$ref` to one of
        // those (or to an ancestor) is not copied again, so recursion ends.
        let mut chain: Vec<&str> = copies
            .iter()
            .filter(|(at, _)| super::within(pointer, at))
            .map(|(_, fragment)| fragment.as_str())
            .collect();
        chain.push(pointer);
        let context = Context {
            holder: obj,
            pointer,
            name: holder_name(pointer),
            doc: &original,
            chain: &chain,
        };
        let mut merged = Vec::with_capacity(branches.len());
        let mut moves = Vec::new();
        let mut made = Vec::new();
        for (i, b) in branches.iter().enumerate() {
            let at = format!("{pointer}/{union}/{i}");
            let Some(m) = merge(&context, b, &at, &mut moves) else {
                return;
            };
            // A `$ref` branch's copy: its first move is the branch's own.
            if let Some(own) = moves.iter().find(|(from, _)| *from == at) {
                made.push(own.clone());
            }
            merged.push(m);
        }
        // The values no merged branch holds now (each says `type: "object"`).
        if rest {
            merged.push(serde_json::json!({"not": {"type": "object"}}));
        }
        let size = |v: &Value| v.to_string().len();
        let before: usize = HOLDER.iter().filter_map(|k| obj.get(*k)).map(size).sum();
        let grown = merged
            .iter()
            .map(size)
            .sum::<usize>()
            .saturating_sub(before);
        budget = match budget.checked_sub(grown) {
            Some(left) => left,
            None => return,
        };
        copies.extend(made);
        obj.insert(union.to_owned(), Value::Array(merged));
        for k in HOLDER {
            obj.remove(*k);
        }
        layer.extend(moves);
    });
}

/// What merging a holder's branches reads: the holder, where it is, its name where it is a
/// definition, the document as it was, and what the holder is (a copy of).
struct Context<'a> {
    holder: &'a Map<String, Value>,
    pointer: &'a str,
    name: Option<&'a str>,
    doc: &'a Value,
    chain: &'a [&'a str],
}

/// The union keyword of a holder the rewrite merges: object keywords and one `oneOf` or
/// `anyOf` beside annotations only, objects only or every non-object (`true`: the last
/// branch holds them), nothing pointing into it, and a branch that is itself a union.
fn qualifies(
    obj: &Map<String, Value>,
    pointer: &str,
    refs: &[String],
    doc: &Value,
) -> Option<(&'static str, bool)> {
    let union = match (obj.contains_key("oneOf"), obj.contains_key("anyOf")) {
        (true, false) => "oneOf",
        (false, true) => "anyOf",
        _ => return None,
    };
    let plain = obj.keys().all(|k| {
        k == union
            || HOLDER.contains(&k.as_str())
            || k == "$id"
            || matches!(role(k), Role::Annotation | Role::Container)
    });
    let parts = match obj.get("allOf") {
        Some(a) => a.as_array()?.iter().map(|p| keywords(p, doc)).collect(),
        None => Some(Vec::new()),
    }?;
    let gives_names =
        |o: &Map<String, Value>| o.contains_key("properties") || o.contains_key("required");
    let named = gives_names(obj) || parts.iter().any(|p| gives_names(p));
    let into = |k: &str| super::reached(refs, &format!("{pointer}/{k}"));
    if !plain || !named || into("properties") || into("allOf") || into(union) {
        return None;
    }
    let branches = obj.get(union)?.as_array()?;
    let typed_part = parts.iter().any(|p| p.contains_key("type"));
    let (object, rest) = if let Some(t) = obj.get("type") {
        (t == "object", false)
    } else if typed_part {
        (true, false)
    } else {
        let reads: Option<Vec<bool>> = branches
            .iter()
            .map(|b| super::objects::non_objects(b, doc, 0))
            .collect();
        match reads.and_then(|r| super::objects::accepts(union, &r)) {
            Some(every) => (true, every),
            None => (false, false),
        }
    };
    let nested = branches.iter().any(|b| {
        target(b, doc).is_some_and(|t| {
            t.contains_key("oneOf") || t.contains_key("anyOf") || part_union(t, doc).is_some()
        })
    });
    (object && nested).then_some((union, rest))
}

/// The schema object a branch is, or the one its `$ref` alone points at.
fn target<'a>(b: &'a Value, doc: &'a Value) -> Option<&'a Map<String, Value>> {
    let o = b.as_object()?;
    match o.get("$ref") {
        Some(r) if o.len() == 1 => super::local_target(doc, r.as_str()?)?.1.as_object(),
        Some(_) => None,
        None => Some(o),
    }
}

/// The holder's name where it is a definition (`/definitions/config` → `config`).
fn holder_name(pointer: &str) -> Option<&str> {
    let (parent, name) = pointer.rsplit_once('/')?;
    (parent.ends_with("/definitions") || parent.ends_with("/$defs"))
        .then_some(name)
        .filter(|n| !n.is_empty() && !n.contains('~'))
}

/// The title of a branch whose union's branches are all `$ref`s: the words their definitions'
/// names start with (`pipeline_docker`, `pipeline_exec` → `pipeline`: drone's `Pipeline`), else
/// those they end with (`blobBinding`, `queueBinding` → `binding`: Azure Functions'
/// `Binding`), where no definition is so named.
fn union_title(o: &Map<String, Value>, doc: &Value) -> Option<String> {
    use heck::{ToSnakeCase, ToUpperCamelCase};
    let branches = o.get("oneOf").or_else(|| o.get("anyOf"))?.as_array()?;
    let mut names: Vec<Vec<String>> = Vec::new();
    for b in branches {
        let name = super::last_name(b.get("$ref")?.as_str()?)?.to_snake_case();
        names.push(name.split('_').map(str::to_owned).collect());
    }
    let common = |names: &[Vec<String>]| {
        let mut words = names.first()?.clone();
        for n in names {
            let same = words.iter().zip(n).take_while(|(a, b)| a == b).count();
            words.truncate(same);
        }
        Some(words)
    };
    let mut words = common(&names)?;
    if words.is_empty() {
        let reversed: Vec<Vec<String>> = names
            .iter()
            .map(|n| n.iter().rev().cloned().collect())
            .collect();
        words = common(&reversed)?.into_iter().rev().collect();
    }
    let title = words.join(" ");
    let taken = ["definitions", "$defs"]
        .iter()
        .filter_map(|k| doc.get(*k)?.as_object())
        .flat_map(|d| d.keys())
        .any(|k| k.to_upper_camel_case() == title.to_upper_camel_case());
    (branches.len() > 1 && !title.is_empty() && !taken).then_some(title)
}

/// A merged branch's title: the definition it comes from, and the holder's name where it is
/// one (`docker config`).
fn title(name: &str, holder: Option<&str>) -> String {
    match holder {
        Some(h) => format!("{name} {h}"),
        None => name.to_owned(),
    }
}

/// A branch with the holder's object keywords merged in (`None`: one that cannot be), its
/// moves pushed into `moves`.
fn merge(cx: &Context, b: &Value, at: &str, moves: &mut Vec<(String, String)>) -> Option<Value> {
    let (holder, pointer) = (cx.holder, cx.pointer);
    if b == &Value::Bool(false) {
        return Some(b.clone());
    }
    // Where the branch's own keywords are in the file: the branch, or what its `$ref` names.
    let mut base = at.to_owned();
    let mut out = match b {
        Value::Bool(true) => Map::new(),
        Value::Object(o) if !o.contains_key("$ref") => o.clone(),
        Value::Object(o) => {
            let (fragment, t) = super::local_target(cx.doc, o.get("$ref")?.as_str()?)?;
            if cx.chain.iter().any(|c| super::within(c, &fragment)) {
                return None;
            }
            let mut copy = t.as_object()?.clone();
            // Not the definitions it holds, nor its identifier: one resource, one place.
            copy.retain(|k, _| role(k) != Role::Container && k != "$id");
            let name = super::last_name(&fragment)?;
            copy.insert("title".into(), Value::String(title(&name, cx.name)));
            moves.push((at.to_owned(), fragment.to_string()));
            base = fragment.into_owned();
            copy
        }
        _ => return None,
    };
    if READS_NAMES.iter().any(|k| out.contains_key(*k)) || out.contains_key("$ref") {
        return None;
    }
    if !super::allows_objects(&out) {
        return None;
    }
    out.insert("type".into(), "object".into());
    if let Some((i, union)) = part_union(&out, cx.doc) {
        flatten(&mut out, (i, union), at, &base, cx.doc, moves)?;
    }
    if !out.contains_key("title") {
        if let Some(t) = union_title(&out, cx.doc) {
            out.insert("title".into(), Value::String(t));
        }
    }
    let own = holder.get("properties").and_then(Value::as_object);
    for (name, s) in own.into_iter().flatten() {
        let from = format!("{pointer}/properties/{}", crate::error::escape_token(name));
        conjoin(&mut out, name, s, (&from, true), (at, &base), moves)?;
    }
    add_required(&mut out, holder.get("required"))?;
    // The holder's `allOf` parts (object keywords alone), each from where it is written.
    let parts = holder.get("allOf").and_then(Value::as_array);
    for (i, part) in parts.into_iter().flatten().enumerate() {
        let origin = match part.get("$ref").and_then(Value::as_str) {
            Some(r) => super::local_target(cx.doc, r)?.0.into_owned(),
            None => format!("{pointer}/allOf/{i}"),
        };
        let t = keywords(part, cx.doc)?;
        for (name, s) in t
            .get("properties")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            let from = format!("{origin}/properties/{}", crate::error::escape_token(name));
            conjoin(&mut out, name, s, (&from, true), (at, &base), moves)?;
        }
        add_required(&mut out, t.get("required"))?;
    }
    Some(Value::Object(out))
}

#[cfg(test)]
mod tests;
