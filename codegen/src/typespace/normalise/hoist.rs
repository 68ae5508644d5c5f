//! Properties beside a union moved into its branches, so that typify sees each branch whole
//! and keeps its tag (`ServerNotification`, `ThreadItem`).

use serde_json::{Map, Value};

/// `{properties: P, required: R, oneOf: [B…]}` → `{oneOf: [B ∧ P ∧ R…]}` when every branch is
/// an inline object that names none of `P` and nothing else constrains the outer object: the
/// same values (each property's rule holds in every branch either way), but typify sees each
/// branch whole and keeps its tag (`ServerNotification`: `emittedAtMs` beside 86 branches
/// tagged by `method`; merged by typify instead, the enum became untagged `Variant0…85`).
/// Returns the path below `obj` of every object that received the properties (`/oneOf/3`,
/// `/oneOf/15/anyOf/0`), which the pairing reads them beside (`pairing/branch.rs`, `pairing.rs`).
pub(super) fn hoist_into_branches(obj: &mut Map<String, Value>) -> Vec<String> {
    let mut moved = Vec::new();
    let Some(Value::Object(outer)) = obj.get("properties") else {
        return moved;
    };
    let allowed = [
        "type",
        "properties",
        "required",
        "oneOf",
        "anyOf",
        "title",
        "description",
    ];
    if obj.keys().any(|k| !allowed.contains(&k.as_str()))
        || (obj.contains_key("oneOf") == obj.contains_key("anyOf"))
    {
        return moved;
    }
    let union = if obj.contains_key("oneOf") {
        "oneOf"
    } else {
        "anyOf"
    };
    if !obj
        .get(union)
        .and_then(Value::as_array)
        .is_some_and(|b| !b.is_empty() && b.iter().all(|b| fits(b, outer)))
    {
        return moved;
    }
    let outer = outer.clone();
    let required = obj.remove("required");
    obj.remove("properties");
    let Some(Value::Array(branches)) = obj.get_mut(union) else {
        return moved;
    };
    for (i, branch) in branches.iter_mut().enumerate() {
        if let Value::Object(branch) = branch {
            let at = format!("/{union}/{i}");
            add_to_branch(branch, &outer, required.as_ref(), &at, &mut moved);
        }
    }
    // Every branch is an object now: `type: "object"` beside the union would make typify merge
    // it into each branch (a nested union's branches came out uninhabited).
    obj.remove("type");
    moved
}

/// Whether branch `b` takes the outer properties `outer`: an inline object naming none of
/// them, or a union (nothing else shaping it) whose branches all do.
fn fits(b: &Value, outer: &Map<String, Value>) -> bool {
    let Some(o) = b.as_object() else { return false };
    if let Some(Value::Array(inner)) = o.get("oneOf").or_else(|| o.get("anyOf")) {
        let union_only = o
            .keys()
            .all(|k| ["oneOf", "anyOf", "title", "description"].contains(&k.as_str()))
            && (o.contains_key("oneOf") != o.contains_key("anyOf"));
        return union_only && !inner.is_empty() && inner.iter().all(|i| fits(i, outer));
    }
    o.get("type").and_then(Value::as_str) == Some("object")
        && !o.contains_key("$ref")
        && o.get("properties")
            .and_then(Value::as_object)
            .is_none_or(|p| outer.keys().all(|k| !p.contains_key(k)))
}

/// Adds the outer properties (and required names) to an object branch, or to each branch of a
/// union branch ([`fits`]); records the path (`at`) of each object that received them.
fn add_to_branch(
    branch: &mut Map<String, Value>,
    outer: &Map<String, Value>,
    required: Option<&Value>,
    at: &str,
    moved: &mut Vec<String>,
) {
    for union in ["oneOf", "anyOf"] {
        if let Some(Value::Array(inner)) = branch.get_mut(union) {
            for (i, b) in inner.iter_mut().enumerate() {
                if let Value::Object(b) = b {
                    add_to_branch(b, outer, required, &format!("{at}/{union}/{i}"), moved);
                }
            }
            return;
        }
    }
    moved.push(at.to_owned());
    let props = branch
        .entry("properties")
        .or_insert_with(|| Value::Object(Map::new()));
    if let Value::Object(props) = props {
        props.extend(outer.iter().map(|(k, v)| (k.clone(), v.clone())));
    }
    if let Some(Value::Array(extra)) = required {
        let req = branch
            .entry("required")
            .or_insert_with(|| Value::Array(Vec::new()));
        if let Value::Array(req) = req {
            for r in extra {
                if !req.contains(r) {
                    req.push(r.clone());
                }
            }
        }
    }
}
