//! `$ref`s that only lead back to themselves: `{"$ref": "#"}` at the root, `a` a `$ref` to `b`
//! and `b` to `a`, in one file or across files. The engine reads such a reference as saying
//! nothing (any value meets it, beside what its schema says else); typify would make a type
//! that holds itself and nothing else (`struct Root(Box<Root>)`), which no value can be read
//! into without end. The type model's copy leaves those `$ref`s out: `{"$ref": "#"}` is any
//! value, `{"$ref": "#", "type": "object"}` (2019-09 on) an object. Each site is visited once
//! (every `$ref` leads to at most one other), so the pass is linear in the references.

use std::collections::HashMap;

use serde_json::Value;

use super::File;
use crate::compile::{canonical_pointer, split_reference};
use crate::upgrade::{each_schema, Order};

/// Leaves out of each file's type model the `$ref`s on a cycle of `$ref`s alone.
pub(crate) fn vacuous(files: &mut [File]) {
    // Every `$ref` site, by (file, canonical pointer), and the site its target is, if any.
    let mut sites: Vec<(usize, String, String)> = Vec::new();
    for (i, f) in files.iter().enumerate() {
        let mut shape = f.shape.clone();
        each_schema(&mut shape, "", Order::Before, &mut |obj, at| {
            if let Some(Value::String(r)) = obj.get("$ref") {
                sites.push((i, canonical_pointer(at), r.clone()));
            }
        });
    }
    let index: HashMap<(usize, &str), usize> = (sites.iter().enumerate())
        .map(|(n, (i, at, _))| ((*i, at.as_str()), n))
        .collect();
    let next: Vec<Option<usize>> = sites
        .iter()
        .map(|(i, _, r)| {
            let (uri, pointer) = split_reference(&files[*i].base, r)?;
            let k = files.iter().position(|f| f.base == uri)?;
            index
                .get(&(k, canonical_pointer(&pointer).as_str()))
                .copied()
        })
        .collect();
    // Walk each path once: 0 unseen, 1 on the path being walked, 2 done.
    let mut state = vec![0u8; sites.len()];
    let mut on_cycle = vec![false; sites.len()];
    for start in 0..sites.len() {
        let mut path = Vec::new();
        let mut at = Some(start);
        while let Some(n) = at.filter(|n| state[*n] == 0) {
            state[n] = 1;
            path.push(n);
            at = next[n];
        }
        if let Some(n) = at.filter(|n| state[*n] == 1) {
            // Back on this walk's path: from `n` on, a cycle.
            let from = path.iter().position(|p| *p == n).unwrap_or(path.len());
            for p in &path[from..] {
                on_cycle[*p] = true;
            }
        }
        for p in path {
            state[p] = 2;
        }
    }
    for ((i, at, _), cycle) in sites.iter().zip(on_cycle) {
        if let Some(Value::Object(obj)) = cycle.then(|| files[*i].shape.pointer_mut(at)).flatten() {
            obj.remove("$ref");
        }
    }
}

#[cfg(test)]
mod tests;
