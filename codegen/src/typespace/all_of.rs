//! What typify's merge of `allOf` parts meets: the definitions it merges ([`all_of_targets`]),
//! and cycles, a subschema that is, through `$ref`s and `allOf` parts, a part of itself (a
//! part that is the schema itself, as one of `cloudify.json`'s definitions has, is left out
//! before: `upgrade/self_part.rs`). The engine evaluates such a schema lazily; typify's merge
//! of the parts would recurse until the stack overflows, which no `catch_unwind` catches. One
//! subschema of each cycle through other schemas is typed `serde_json::Value` and reported.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::normalise::{doc_id, local_pointer};

/// Collects into `out` the `$ref` of every `allOf` part of `v` (in `doc`, whose `$id` is
/// `id`), at any depth; not the parts read as their target's object
/// (`object_parts::is_object_part`), which typify does not merge as definitions.
pub(super) fn all_of_targets(doc: &Value, id: &str, v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(obj) => {
            if let Some(Value::Array(parts)) = obj.get("allOf") {
                for part in parts {
                    if super::object_parts::is_object_part(doc, id, obj, part) {
                        continue;
                    }
                    if let Some(Value::String(r)) = part.get("$ref") {
                        out.insert(r.clone());
                    }
                }
            }
            for child in obj.values() {
                all_of_targets(doc, id, child, out);
            }
        }
        Value::Array(items) => {
            for item in items {
                all_of_targets(doc, id, item, out);
            }
        }
        _ => {}
    }
}

/// Why a subschema of an `allOf` cycle is typed `Value`.
const REASON: &str = "an `allOf` whose parts include, through `$ref`, the schema itself (typify's merge of the parts would never end)";

/// Edges along which typify merges: a schema to its `allOf` parts, a `$ref` to its target.
fn edges(doc: &Value, id: &str, at: &str, out: &mut BTreeMap<String, Vec<String>>) {
    match doc {
        Value::Object(obj) => {
            let mut next = Vec::new();
            if let Some(Value::Array(parts)) = obj.get("allOf") {
                next.extend((0..parts.len()).map(|i| format!("{at}/allOf/{i}")));
            }
            if let Some(target) = obj
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| local_pointer(id, r))
            {
                next.push(target);
            }
            if !next.is_empty() {
                out.insert(at.to_owned(), next);
            }
            for (k, v) in obj {
                edges(
                    v,
                    id,
                    &format!("{at}/{}", crate::error::escape_token(k)),
                    out,
                );
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                edges(v, id, &format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

/// One subschema holding an `allOf` on each cycle of `doc`, by pointer, with the reason (one
/// depth-first search over the merge edges).
pub(super) fn all_of_cycles(doc: &Value) -> BTreeMap<String, String> {
    let mut graph = BTreeMap::new();
    edges(doc, doc_id(doc), "", &mut graph);
    let holds_all_of = |p: &str| {
        graph
            .get(p)
            .is_some_and(|e| e.iter().any(|t| t.starts_with(&format!("{p}/allOf/"))))
    };
    // Iterative depth-first search: 1 on the stack, 2 done.
    let mut state: BTreeMap<&str, u8> = BTreeMap::new();
    let mut found = BTreeMap::new();
    for start in graph.keys() {
        if state.contains_key(start.as_str()) {
            continue;
        }
        let mut stack: Vec<(&str, usize)> = vec![(start, 0)];
        state.insert(start, 1);
        while let Some((node, i)) = stack.last_mut() {
            let next = graph.get(*node).and_then(|e| e.get(*i));
            *i += 1;
            let Some(next) = next else {
                state.insert(node, 2);
                stack.pop();
                continue;
            };
            match state.get(next.as_str()) {
                None => {
                    state.insert(next, 1);
                    stack.push((next, 0));
                }
                // A cycle: from `next` up the stack. Break it at its first `allOf`.
                Some(1) => {
                    let from = stack.iter().position(|(n, _)| *n == next).unwrap_or(0);
                    if let Some((n, _)) = stack[from..].iter().find(|(n, _)| holds_all_of(n)) {
                        found.insert((*n).to_owned(), REASON.to_owned());
                    }
                }
                Some(_) => {}
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::all_of_cycles;
    use serde_json::json;

    #[test]
    fn cycles_broken_at_an_all_of() {
        let cases = [
            // cloudify.json: a definition that is a part of itself.
            (
                json!({"definitions": {"W": {"type": "object", "allOf": [{"$ref": "#/definitions/W"}, {"properties": {}}]}}}),
                vec!["/definitions/W"],
            ),
            // Through another definition.
            (
                json!({"definitions": {"A": {"allOf": [{"$ref": "#/definitions/B"}]},
                                       "B": {"allOf": [{"$ref": "#/definitions/A"}]}}}),
                vec!["/definitions/A"],
            ),
            // Recursion through a property is not a merge.
            (
                json!({"definitions": {"T": {"allOf": [{"properties": {"next": {"$ref": "#/definitions/T"}}}]}}}),
                vec![],
            ),
            // Parts shared, no cycle.
            (
                json!({"definitions": {"A": {"allOf": [{"$ref": "#/definitions/C"}]},
                                       "B": {"allOf": [{"$ref": "#/definitions/C"}, {"$ref": "#/definitions/A"}]},
                                       "C": {"type": "object"}}}),
                vec![],
            ),
        ];
        for (doc, want) in cases {
            let got = all_of_cycles(&doc);
            assert_eq!(
                got.keys().map(String::as_str).collect::<Vec<_>>(),
                want,
                "{doc}"
            );
        }
    }
}
