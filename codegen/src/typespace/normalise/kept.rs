//! What an object's type leaves to the engine, and the reports that say so: the properties an
//! `allOf` part typed `serde_json::Value` names (the struct merges such a part as `{}`, so
//! they stay in `extra`), and what `then`/`else` branches not read as a union say.

use std::collections::BTreeSet;

use serde_json::Value;

use super::{lift, Normaliser};

impl Normaliser<'_> {
    /// Normalises the `allOf` parts `parts` (at `at`) of the object at `pointer`, whose own
    /// `properties` are `own`; reports the names a part typed `Value` names and no other part
    /// (nor the object) types.
    pub(super) fn object_parts(
        &mut self,
        parts: &mut [Value],
        at: &str,
        pointer: &str,
        own: &BTreeSet<String>,
    ) {
        let names: Vec<BTreeSet<String>> = parts
            .iter()
            .map(|p| part_names(p, (self.doc, self.id)))
            .collect();
        let mut coarse = Vec::new();
        for (i, s) in parts.iter_mut().enumerate() {
            let before = self.coarsened.len();
            let part = format!("{at}/{i}");
            self.in_parts.insert(part.clone());
            self.normalise(s, &part);
            coarse.push(self.coarsened[before..].iter().any(|(p, _)| *p == part));
        }
        let typed: BTreeSet<&String> = (names.iter().zip(&coarse))
            .filter(|(_, c)| !**c)
            .flat_map(|(n, _)| n)
            .chain(own)
            .collect();
        for (i, n) in names.iter().enumerate() {
            // A part that is a `$ref` is typed where its target is (a definition, after the
            // root): if that is `Value`, [`Normaliser::settle_parts`] reports it then.
            let target = parts[i].get("$ref").and_then(Value::as_str);
            let target = target
                .and_then(|r| r.strip_prefix('#'))
                .filter(|_| !coarse[i]);
            if !coarse[i] && target.is_none() {
                continue;
            }
            let others: BTreeSet<&String> = (names.iter().zip(&coarse).enumerate())
                .filter(|(j, (_, c))| *j != i && !**c)
                .flat_map(|(_, (n, _))| n)
                .chain(own)
                .collect();
            let typed = if coarse[i] { &typed } else { &others };
            let kept: BTreeSet<&String> = n.iter().filter(|n| !typed.contains(n)).collect();
            if kept.is_empty() {
                continue;
            }
            let kept = serde_json::to_string(&kept).unwrap_or_default();
            let report = (pointer.to_owned(), format!("the properties an `allOf` part typed `serde_json::Value` names are kept with the unknown ones, in `extra` (#{at}/{i}): {kept}"));
            match target {
                Some(target) => self.pending_parts.push((target.to_owned(), report)),
                None => self.kept.push(report),
            }
        }
    }

    /// Reports the pending `$ref` parts (see [`Normaliser::object_parts`]) whose target was
    /// typed `Value`: Azure Functions' bindings, `allOf: [{"$ref": "…/bindingBase"}]`.
    pub(in crate::typespace) fn settle_parts(&mut self) {
        for (target, report) in std::mem::take(&mut self.pending_parts) {
            if (self.coarsened.iter().chain(&self.unshaped)).any(|(p, _)| *p == target) {
                self.kept.push(report);
            }
        }
    }
}

/// The property names `part` (an `allOf` part) and the unions and parts inside it name,
/// through the document's local `$ref`s (tsconfig's `anyOf` of `filesDefinition`…).
fn part_names(part: &Value, doc: (&Value, &str)) -> BTreeSet<String> {
    names_where(part, doc, |_| true)
}

/// [`part_names`], only the names some schema `shapes` there.
fn names_where(
    part: &Value,
    (doc, id): (&Value, &str),
    shapes: impl Fn(&Value) -> bool,
) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut seen = BTreeSet::new();
    let mut todo = vec![part];
    while let Some(s) = todo.pop() {
        if let Some(p) = s.get("properties").and_then(Value::as_object) {
            out.extend(p.iter().filter(|(_, s)| shapes(s)).map(|(k, _)| k.clone()));
        }
        for union in ["oneOf", "anyOf", "allOf"] {
            todo.extend(s.get(union).and_then(Value::as_array).into_iter().flatten());
        }
        let target = s.get("$ref").and_then(Value::as_str);
        let target = target.and_then(|r| lift::local_pointer(id, r));
        if let Some(target) = target.filter(|t| seen.insert(t.clone())) {
            todo.extend(doc.pointer(&target));
        }
    }
    out
}

impl Normaliser<'_> {
    /// Reports, at the `anyOf` at `pointer` typed as an enum tried in order
    /// (`catch_all::object_branches`), the properties a branch names that one tried before it
    /// does not (nor the object beside): a value two branches hold is the first one's, and
    /// keeps those the other names in `extra`.
    pub(super) fn any_of_kept(&mut self, obj: &serde_json::Map<String, Value>, pointer: &str) {
        let Some(Value::Array(branches)) = obj.get("anyOf") else {
            return;
        };
        let names: Vec<BTreeSet<String>> = (branches.iter())
            .map(|b| part_names(b, (self.doc, self.id)))
            .collect();
        // What a later branch names only as any value (`"result": true`) its field would
        // hold as `extra` does: no coarser there.
        let shaped: Vec<BTreeSet<String>> = (branches.iter())
            .map(|b| names_where(b, (self.doc, self.id), |s| !crate::keywords::admits_all(s)))
            .collect();
        let beside: BTreeSet<&String> = (obj.get("properties").and_then(Value::as_object))
            .into_iter()
            .flat_map(serde_json::Map::keys)
            .collect();
        // What a branch's variant may hold in `extra` that another branch types: the names
        // of the branches tried after it (a value reaches a variant only where every earlier
        // one refused it, and a variant refuses whatever its branch does: what an earlier
        // branch names is then no value of that branch, any value), but its own, those its
        // `not` forbids (the variant refuses them: `postprocess/forbidden.rs`); none where it
        // allows no other property, or where it is left to the catch-all, tried last
        // (`Other(serde_json::Value)` holds such a value whole, and the object catch-all
        // only what every typed branch refused).
        let caught = |i: usize| self.caught.contains(&format!("{pointer}/anyOf/{i}"));
        let mut kept: BTreeSet<&String> = BTreeSet::new();
        for (i, (branch, own)) in branches.iter().zip(&names).enumerate() {
            if branch.get("additionalProperties") == Some(&Value::Bool(false)) || caught(i) {
                continue;
            }
            let forbidden = branch
                .get("not")
                .map(crate::compile::forbidden)
                .unwrap_or_default();
            let later = (shaped.iter().enumerate())
                .filter(|(j, _)| *j > i || caught(*j))
                .flat_map(|(_, n)| n);
            kept.extend(
                later
                    .filter(|n| !own.contains(*n) && !forbidden.contains(n) && !beside.contains(n)),
            );
        }
        if kept.is_empty() {
            return;
        }
        let kept = serde_json::to_string(&kept).unwrap_or_default();
        self.kept
            .push((pointer.to_owned(), format!("{ANY_OF_KEPT}: {kept}")));
    }
}

/// How the report of an `anyOf` typed as an enum tried in order begins (the suite's runner
/// reads the names after it).
pub(super) const ANY_OF_KEPT: &str = "an `anyOf` of objects is an enum tried in order: a value two branches hold is the first one's, and keeps the properties only the other names with the unknown ones, in `extra`";

/// Why properties only a `then` or an `else` names stay in `extra`; the names last, as a JSON
/// array (the suite's runner reads them).
pub(super) fn conditional_reason(names: &[String]) -> String {
    format!(
        "properties named only under `then`/`else` are kept with the unknown ones, in `extra`: which apply depends on the `if` (an object whose `if`s each test one property for string values, and that has no `else`, is read as a union of its cases): {}",
        serde_json::to_string(names).unwrap_or_default()
    )
}

/// Why an object of `if` cases alone is `serde_json::Value`: any value is valid where no `if`
/// holds; the names its `then`s give last, as a JSON array.
pub(super) fn cases_alone_reason(names: &[String]) -> String {
    format!(
        "an object of `if` cases alone (no `type` or properties of its own) admits any value: what its `then`s say of the properties they name is checked, not typed: {}",
        serde_json::to_string(names).unwrap_or_default()
    )
}

/// Why properties a `then`/`else` says more of are typed by the object's own schema alone.
pub(super) fn restated_reason(names: &[String]) -> String {
    format!(
        "what the `then`/`else` of `if` cases not read as a union say of properties the object also names is checked, not typed (their type is the object's own schema of them; the properties only those cases name are kept in `extra`): {}",
        serde_json::to_string(names).unwrap_or_default()
    )
}
