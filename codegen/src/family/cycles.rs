//! `$ref`s that lead back to themselves without reading further into the value: `{"$ref":
//! "#"}` at the root, `a` a `$ref` to `b` and `b` to `a`, a union with a branch that is the
//! union itself (`{"anyOf": [{"$ref": "#"}, {"type": "string"}]}`), in one file or across
//! files. The engine meets such a reference again at the same place of the value and reads it
//! as saying nothing (`true`); typify would make a type that holds itself in place
//! (`struct Root(Box<Root>)`, an untagged variant `Root(Box<Root>)` tried first), which reads
//! a value without end. The type model's copy leaves those `$ref`s out: `{"$ref": "#"}` is any
//! value, `{"$ref": "#", "type": "object"}` (2019-09 on) an object, such a union's branch any
//! value. Leaving a `$ref` out only widens the type: the engine still judges every value.
//!
//! "In place" is what applies to the same value: the `$ref`'s target, its `allOf`, `anyOf`,
//! `oneOf`, `not`, `if`, `then`, `else` and `dependentSchemas`, and theirs, not `properties`
//! or `items` (a recursion through those is a tree). The references form a graph (each to the
//! references in place of its target); those on a cycle (Tarjan's strongly connected
//! components, linear in the references and the subschemas walked) are left out.

use std::collections::HashMap;

use serde_json::Value;

use super::File;
use crate::compile::{canonical_pointer, split_reference};
use crate::upgrade::{each_schema, Order};

/// Keywords whose subschemas apply to the same value as the schema holding them.
const IN_PLACE: &[&str] = &["allOf", "anyOf", "oneOf", "not", "if", "then", "else"];

/// Leaves out of each file's type model the `$ref`s on a cycle of references in place.
pub(crate) fn vacuous(files: &mut [File]) {
    // Every `$ref` site: (file, canonical pointer, reference).
    let mut sites: Vec<(usize, String, String)> = Vec::new();
    for (i, f) in files.iter().enumerate() {
        let mut shape = f.shape.clone();
        each_schema(&mut shape, "", Order::Before, &mut |obj, at| {
            if let Some(Value::String(r)) = obj.get("$ref") {
                sites.push((i, canonical_pointer(at), r.clone()));
            }
        });
    }
    let index: HashMap<(usize, String), usize> = (sites.iter().enumerate())
        .map(|(n, (i, at, _))| ((*i, at.clone()), n))
        .collect();
    // Each site's edges: the sites in place of its target (walked once per target).
    let mut in_place: HashMap<(usize, String), Vec<usize>> = HashMap::new();
    let edges: Vec<Vec<usize>> = sites
        .iter()
        .map(|(i, _, r)| {
            let Some((uri, pointer)) = split_reference(&files[*i].base, r) else {
                return Vec::new();
            };
            let Some(k) = files.iter().position(|f| f.base == uri) else {
                return Vec::new();
            };
            let pointer = canonical_pointer(&pointer);
            in_place
                .entry((k, pointer.clone()))
                .or_insert_with(|| {
                    let mut found = Vec::new();
                    if let Some(target) = files[k].shape.pointer(&pointer) {
                        reach(target, &pointer, k, &index, &mut found);
                    }
                    found
                })
                .clone()
        })
        .collect();
    for n in on_cycles(&edges) {
        let (i, at, _) = &sites[n];
        if let Some(Value::Object(obj)) = files[*i].shape.pointer_mut(at) {
            obj.remove("$ref");
        }
    }
}

/// Pushes the sites in place of `v` (at `at` in file `k`): itself if it is one, and those of
/// its in-place subschemas.
fn reach(
    v: &Value,
    at: &str,
    k: usize,
    index: &HashMap<(usize, String), usize>,
    found: &mut Vec<usize>,
) {
    let Value::Object(obj) = v else { return };
    if let Some(n) = index.get(&(k, at.to_owned())) {
        found.push(*n);
    }
    for key in IN_PLACE.iter().chain(&["dependentSchemas"]) {
        let token = crate::error::escape_token(key);
        match obj.get(*key) {
            Some(Value::Array(parts)) => {
                for (i, p) in parts.iter().enumerate() {
                    reach(p, &format!("{at}/{token}/{i}"), k, index, found);
                }
            }
            Some(Value::Object(m)) if *key == "dependentSchemas" => {
                for (name, s) in m {
                    let name = crate::error::escape_token(name);
                    reach(s, &format!("{at}/{token}/{name}"), k, index, found);
                }
            }
            Some(s @ Value::Object(_)) => reach(s, &format!("{at}/{token}"), k, index, found),
            _ => {}
        }
    }
}

/// The nodes of `edges` on a cycle: in a strongly connected component of more than one node,
/// or with an edge to themselves (Tarjan's algorithm, without recursion).
fn on_cycles(edges: &[Vec<usize>]) -> Vec<usize> {
    let n = edges.len();
    let (mut index, mut low) = (vec![usize::MAX; n], vec![0; n]);
    let (mut on_stack, mut stack) = (vec![false; n], Vec::new());
    let (mut next, mut out) = (0, Vec::new());
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        // (node, the next of its edges to look at)
        let mut work = vec![(root, 0)];
        while let Some(&(v, e)) = work.last() {
            if e == 0 && index[v] == usize::MAX {
                index[v] = next;
                low[v] = next;
                next += 1;
                stack.push(v);
                on_stack[v] = true;
            }
            if let Some(&w) = edges[v].get(e) {
                if let Some(top) = work.last_mut() {
                    top.1 += 1;
                }
                if index[w] == usize::MAX {
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 || edges[v].contains(&v) {
                    out.extend(component);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
