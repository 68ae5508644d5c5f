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
//! non-object (read as in `objects.rs`). Only the Rust types read the copy; the engine judges
//! the document as vendored. What moved is recorded, so reports name the file's pointers.

use serde_json::{Map, Value};

use crate::keywords::{role, Role};

/// What may stand beside the union in a holder the rewrite merges (annotations and
/// definitions aside).
const HOLDER: &[&str] = &["type", "properties", "required"];

/// Keywords of a branch that read the properties the branch names: the holder's names merged
/// in would escape them.
const READS_NAMES: &[&str] = &[
    "additionalProperties",
    "patternProperties",
    "unevaluatedProperties",
    "propertyNames",
];

/// Rewrites every qualifying holder of `doc`, pushing the moves into `layer`.
pub(super) fn rewrite(doc: &mut Value, layer: &mut Vec<(String, String)>) {
    let refs = super::fragments(doc);
    let original = doc.clone();
    // The copies made (where, of what), and how much more may be copied: at most the size of
    // the document again, so that the copy stays linear in it whatever the references.
    let mut copies: Vec<(String, String)> = Vec::new();
    let mut budget = original.to_string().len();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, pointer| {
        let Some(union) = qualifies(obj, pointer, &refs, &original) else {
            return;
        };
        let Some(Value::Array(branches)) = obj.get(union) else {
            return;
        };
        // What this holder is a copy of, through every copy it lies in: a `$ref` to one of
        // those (or to an ancestor) is not copied again, so recursion ends.
        let mut chain: Vec<&str> = copies
            .iter()
            .filter(|(at, _)| within(pointer, at))
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
                let size = m.to_string().len();
                budget = match budget.checked_sub(size) {
                    Some(left) => left,
                    None => return,
                };
            }
            merged.push(m);
        }
        copies.extend(made);
        obj.insert(union.to_owned(), Value::Array(merged));
        for k in HOLDER {
            obj.remove(*k);
        }
        layer.extend(moves);
    });
}

/// Whether `p` is `base` or below it.
fn within(p: &str, base: &str) -> bool {
    p.strip_prefix(base)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
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
/// `anyOf` beside annotations only, objects only, nothing pointing into it, and a branch that
/// is itself a union.
fn qualifies(
    obj: &Map<String, Value>,
    pointer: &str,
    refs: &[String],
    doc: &Value,
) -> Option<&'static str> {
    let union = match (obj.contains_key("oneOf"), obj.contains_key("anyOf")) {
        (true, false) => "oneOf",
        (false, true) => "anyOf",
        _ => return None,
    };
    let plain = obj.keys().all(|k| {
        k == union
            || HOLDER.contains(&k.as_str())
            || matches!(role(k), Role::Annotation | Role::Container)
    });
    let named = obj.contains_key("properties") || obj.contains_key("required");
    let into = |k: &str| super::reached(refs, &format!("{pointer}/{k}"));
    if !plain || !named || into("properties") || into(union) {
        return None;
    }
    let branches = obj.get(union)?.as_array()?;
    let object = if let Some(t) = obj.get("type") {
        t == "object"
    } else {
        let reads: Option<Vec<bool>> = branches
            .iter()
            .map(|b| super::objects::non_objects(b, doc, 0))
            .collect();
        reads.and_then(|r| super::objects::accepts(union, &r)) == Some(false)
    };
    let nested = branches.iter().any(|b| {
        target(b, doc).is_some_and(|t| t.contains_key("oneOf") || t.contains_key("anyOf"))
    });
    (object && nested).then_some(union)
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
            if cx.chain.iter().any(|c| within(c, fragment)) {
                return None;
            }
            let mut copy = t.as_object()?.clone();
            copy.retain(|k, _| role(k) != Role::Container);
            let name = fragment.rsplit('/').next().filter(|n| !n.is_empty())?;
            let title = match cx.name {
                Some(h) => format!("{name} {h}"),
                None => name.to_owned(),
            };
            copy.insert("title".into(), Value::String(title));
            moves.push((at.to_owned(), fragment.to_owned()));
            fragment.clone_into(&mut base);
            copy
        }
        _ => return None,
    };
    if READS_NAMES.iter().any(|k| out.contains_key(*k)) || out.contains_key("$ref") {
        return None;
    }
    match out.get("type") {
        None => {}
        Some(t) if t == "object" => {}
        Some(Value::Array(a)) if a.iter().any(|t| t == "object") => {}
        Some(_) => return None,
    }
    out.insert("type".into(), "object".into());
    if let Some(Value::Object(own)) = holder.get("properties") {
        let mut props = match out.remove("properties") {
            Some(Value::Object(p)) => p,
            None => Map::new(),
            Some(_) => return None,
        };
        for (name, s) in own {
            let token = crate::error::escape_token(name);
            let from = format!("{pointer}/properties/{token}");
            let to = format!("{at}/properties/{token}");
            match props.remove(name) {
                Some(theirs) if &theirs == s || theirs == Value::Bool(true) => {
                    moves.push((to, from));
                    props.insert(name.clone(), s.clone());
                }
                Some(theirs) if s == &Value::Bool(true) => {
                    props.insert(name.clone(), theirs);
                }
                Some(theirs) => {
                    moves.push((format!("{to}/allOf/0"), from));
                    moves.push((
                        format!("{to}/allOf/1"),
                        format!("{base}/properties/{token}"),
                    ));
                    props.insert(name.clone(), serde_json::json!({"allOf": [s, theirs]}));
                }
                None => {
                    moves.push((to, from));
                    props.insert(name.clone(), s.clone());
                }
            }
        }
        out.insert("properties".into(), Value::Object(props));
    }
    if let Some(Value::Array(own)) = holder.get("required") {
        let mut required = match out.remove("required") {
            Some(Value::Array(r)) => r,
            None => Vec::new(),
            Some(_) => return None,
        };
        for n in own {
            if !required.contains(n) {
                required.push(n.clone());
            }
        }
        out.insert("required".into(), Value::Array(required));
    }
    Some(Value::Object(out))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn object_keywords_move_into_branches_beside_a_nested_union() {
        let docker = json!({"properties": {"type": {"enum": ["docker"]}},
                            "oneOf": [{"required": ["i"]}, {"required": ["f"]}]});
        let wsl = json!({"properties": {"type": {"enum": ["wsl"]}, "d": {}}, "required": ["d"]});
        let cases = [
            // A `$ref` to a union: copied, merged, titled by both names; a name both give is
            // the `allOf` of the two.
            (
                json!({"definitions": {"config": {"type": "object",
                    "properties": {"name": {"type": "string"}, "type": {"type": "string"}},
                    "required": ["name"], "description": "d",
                    "oneOf": [{"$ref": "#/definitions/docker"}, {"$ref": "#/definitions/wsl"}]},
                    "docker": docker, "wsl": wsl}}),
                json!({"definitions": {"config": {"description": "d", "oneOf": [
                    {"title": "docker config", "type": "object", "required": ["name"],
                     "properties": {"type": {"allOf": [{"type": "string"}, {"enum": ["docker"]}]},
                                    "name": {"type": "string"}},
                     "oneOf": [{"required": ["i"]}, {"required": ["f"]}]},
                    {"title": "wsl config", "type": "object", "required": ["d", "name"],
                     "properties": {"type": {"allOf": [{"type": "string"}, {"enum": ["wsl"]}]},
                                    "d": {}, "name": {"type": "string"}}}]},
                    "docker": docker, "wsl": wsl}}),
                vec![
                    ("/definitions/config/oneOf/0", "/definitions/docker"),
                    (
                        "/definitions/config/oneOf/0/properties/name",
                        "/definitions/config/properties/name",
                    ),
                    (
                        "/definitions/config/oneOf/0/properties/type/allOf/0",
                        "/definitions/config/properties/type",
                    ),
                    (
                        "/definitions/config/oneOf/0/properties/type/allOf/1",
                        "/definitions/docker/properties/type",
                    ),
                    ("/definitions/config/oneOf/1", "/definitions/wsl"),
                    (
                        "/definitions/config/oneOf/1/properties/name",
                        "/definitions/config/properties/name",
                    ),
                    (
                        "/definitions/config/oneOf/1/properties/type/allOf/0",
                        "/definitions/config/properties/type",
                    ),
                    (
                        "/definitions/config/oneOf/1/properties/type/allOf/1",
                        "/definitions/wsl/properties/type",
                    ),
                ],
            ),
            // Inline branches, one a union, beside no `type`: two branches accept every
            // non-object, so the `oneOf` accepts none.
            (
                json!({"properties": {"k": {}}, "oneOf": [
                    {"properties": {"a": {}}, "oneOf": [{"required": ["x"]}, {"required": ["y"]}]},
                    {"required": ["b"]}, true]}),
                json!({"oneOf": [
                    {"type": "object", "properties": {"a": {}, "k": {}}, "oneOf": [{"required": ["x"]}, {"required": ["y"]}]},
                    {"type": "object", "required": ["b"], "properties": {"k": {}}},
                    {"type": "object", "properties": {"k": {}}}]}),
                vec![
                    ("/oneOf/0/properties/k", "/properties/k"),
                    ("/oneOf/1/properties/k", "/properties/k"),
                    ("/oneOf/2/properties/k", "/properties/k"),
                ],
            ),
        ];
        for (doc, want, moves) in cases {
            let mut got = doc.clone();
            let mut layer = Vec::new();
            super::rewrite(&mut got, &mut layer);
            assert_eq!(got, want, "{doc}");
            let moves: Vec<(String, String)> = moves
                .into_iter()
                .map(|(a, b)| (a.into(), b.into()))
                .collect();
            assert_eq!(layer, moves, "{doc}");
        }
    }

    #[test]
    fn copies_end_and_stay_linear() {
        // Definitions whose unions refer to each other (and to themselves): each is copied
        // into the other at most once along a path, and the whole copy is bounded by the
        // document's size, however many references each level makes.
        let level = |next: &str| {
            json!({"type": "object", "properties": {"k": {"type": "string"}},
                   "oneOf": [{"$ref": format!("#/definitions/{next}")}, {"$ref": format!("#/definitions/{next}")},
                             {"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}]})
        };
        let mut defs = serde_json::Map::new();
        for i in 0..24 {
            defs.insert(format!("d{i}"), level(&format!("d{}", (i + 1) % 24)));
        }
        defs.insert("self".into(), level("self"));
        let doc = json!({"definitions": defs});
        let mut got = doc.clone();
        let mut layer = Vec::new();
        super::rewrite(&mut got, &mut layer);
        let (before, after) = (doc.to_string().len(), got.to_string().len());
        assert!(after <= 3 * before, "{before} → {after}");
        // Something was merged: the holders with no copy left to make.
        assert!(!layer.is_empty());
        assert_ne!(got, doc);
    }

    #[test]
    fn holders_that_do_not_qualify_stay() {
        let nested = json!({"oneOf": [{"required": ["x"]}, {"required": ["y"]}]});
        for doc in [
            // No branch is a union: typify merges the properties itself.
            json!({"type": "object", "properties": {"k": {}}, "oneOf": [{"required": ["a"]}, {"required": ["b"]}]}),
            // The union may accept a non-object (one branch accepts every one, the other none).
            json!({"properties": {"k": {}}, "oneOf": [nested, {"type": "string"}]}),
            // A branch reading the names it gives: the holder's would escape it.
            json!({"type": "object", "properties": {"k": {}}, "oneOf": [nested, {"additionalProperties": false}]}),
            // Beside an `allOf`, and a union a `$ref` points into.
            json!({"type": "object", "properties": {"k": {}}, "allOf": [{}], "oneOf": [nested, {}]}),
            json!({"type": "object", "properties": {"k": {"$ref": "#/oneOf/0"}}, "oneOf": [nested, {}]}),
            // A branch of another type.
            json!({"type": "object", "properties": {"k": {}}, "oneOf": [nested, {"type": "string"}]}),
        ] {
            let mut got = doc.clone();
            let mut layer = Vec::new();
            super::rewrite(&mut got, &mut layer);
            assert_eq!(got, doc);
            assert!(layer.is_empty(), "{doc}");
        }
    }
}
