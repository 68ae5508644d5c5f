//! Where typify fails: [`locate`] finds, by descent from the root, the few subschemas whose
//! typing as `serde_json::Value` lets typify type the rest of the file, so one enum typify
//! cannot name (`[tcp, TCP]`) costs that enum, not the whole file.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::error::escape_token;

/// At most this many typify runs are spent locating; past it the subschemas found so far are
/// kept (each step keeps a set that works, so the result is only coarser, never wrong).
const BUDGET: usize = 400;

/// The subschemas, by pointer, to type `serde_json::Value` so that `works` holds, given that
/// it fails with none: found by descent from the root, keeping at each level only the
/// children needed (a shrinking search over halves), then refining each kept child the same
/// way. `{""}` (the whole file) when forcing every child of the root does not help.
pub(super) fn locate(
    doc: &Value,
    mut works: impl FnMut(&BTreeSet<String>) -> bool,
) -> BTreeSet<String> {
    let mut budget = BUDGET;
    let mut check = |set: &BTreeSet<String>| {
        if budget == 0 {
            return false;
        }
        budget -= 1;
        works(set)
    };
    descend(doc, "", &BTreeSet::new(), &mut check)
}

/// A set of pointers within the subtree at `at` that, with `others`, works: `{at}` itself
/// unless forcing some of its children is enough.
fn descend(
    doc: &Value,
    at: &str,
    others: &BTreeSet<String>,
    works: &mut impl FnMut(&BTreeSet<String>) -> bool,
) -> BTreeSet<String> {
    let itself = BTreeSet::from([at.to_owned()]);
    let children = children(doc, at);
    let with = |set: &[String]| -> BTreeSet<String> { others.iter().chain(set).cloned().collect() };
    if children.is_empty() || !works(&with(&children)) {
        return itself;
    }
    let kept = shrink(children, &mut |set| works(&with(set)));
    let mut result: BTreeSet<String> = kept.iter().cloned().collect();
    for child in kept {
        result.remove(&child);
        let rest: BTreeSet<String> = others.iter().chain(&result).cloned().collect();
        result.extend(descend(doc, &child, &rest, works));
    }
    result
}

/// A subset of `set` for which `works` still holds (it holds for `set`): chunks are dropped
/// while it keeps holding, halving the chunk size down to one.
fn shrink(mut set: Vec<String>, works: &mut impl FnMut(&[String]) -> bool) -> Vec<String> {
    let mut chunk = set.len().div_ceil(2).max(1);
    loop {
        let mut i = 0;
        while i < set.len() {
            let end = (i + chunk).min(set.len());
            let trial: Vec<String> = set[..i].iter().chain(&set[end..]).cloned().collect();
            if works(&trial) {
                set = trial;
            } else {
                i = end;
            }
        }
        if chunk == 1 {
            return set;
        }
        chunk = chunk.div_ceil(2);
    }
}

/// The subschemas directly below the one at `pointer` that the typify input holds (those the
/// normaliser descends into; at the root also the definitions), by pointer.
fn children(doc: &Value, pointer: &str) -> Vec<String> {
    let Some(Value::Object(obj)) = doc.pointer(pointer) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut push = |rest: String| out.push(format!("{pointer}/{rest}"));
    for (k, v) in obj {
        let key = escape_token(k);
        match (k.as_str(), v) {
            ("properties" | "patternProperties", Value::Object(m)) => {
                for name in m.keys() {
                    push(format!("{key}/{}", escape_token(name)));
                }
            }
            ("definitions" | "$defs", Value::Object(m)) if pointer.is_empty() => {
                for name in m.keys() {
                    push(format!("{key}/{}", escape_token(name)));
                }
            }
            ("additionalProperties" | "items" | "additionalItems", Value::Object(_)) => push(key),
            ("oneOf" | "anyOf" | "allOf" | "items" | "prefixItems", Value::Array(a)) => {
                for i in 0..a.len() {
                    push(format!("{key}/{i}"));
                }
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// `works` holds when every "bad" subschema, or one of its ancestors, is forced.
    #[test]
    fn finds_the_failing_subschemas_only() {
        let doc = json!({
            "properties": {
                "a": {"type": "string"},
                "b": {"properties": {"c": {"enum": ["x", "X"]}, "d": {"type": "integer"}}},
                "e": {"items": {"anyOf": [{"type": "string"}, {"enum": [1, "1"]}]}}
            },
            "definitions": {"f": {"type": "string"}, "g": {"enum": ["y", "Y"]}}
        });
        let cases: [(&[&str], &[&str]); 4] = [
            (
                &["/properties/b/properties/c"],
                &["/properties/b/properties/c"],
            ),
            (
                &["/properties/e/items/anyOf/1", "/definitions/g"],
                &["/definitions/g", "/properties/e/items/anyOf/1"],
            ),
            (
                &["/properties/a", "/properties/b/properties/d"],
                &["/properties/a", "/properties/b/properties/d"],
            ),
            // The root itself: nothing below it helps.
            (&[""], &[""]),
        ];
        for (bad, want) in cases {
            let mut runs = 0;
            let found = locate(&doc, |forced| {
                runs += 1;
                bad.iter().all(|b| {
                    forced
                        .iter()
                        .any(|f| *b == f || b.starts_with(&format!("{f}/")) || f.is_empty())
                })
            });
            let want: BTreeSet<String> = want.iter().map(|s| (*s).to_owned()).collect();
            assert_eq!(found, want, "{bad:?}");
            assert!(runs < 60, "{bad:?}: {runs} runs");
        }
    }
}
