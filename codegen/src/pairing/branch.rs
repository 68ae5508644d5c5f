//! Which schema an enum variant typify made from a `oneOf`/`anyOf` stands for, read from the
//! enum's serde tagging: externally tagged, the object under the one property named by the
//! tag; internally tagged, the branch whose tag property is the variant's constant (adjacently
//! tagged: that branch's content property); untagged, the branch at the variant's position
//! (typify makes one variant per branch, in order). typify merges the properties written
//! beside the `oneOf` into each branch, so a branch's object is the branch and that schema.

use super::Rewrites;
use crate::attrs::Serde;
use crate::ir::{NodeId, Schema};
use crate::object::{property, target};

/// The object (see [`crate::object`]) holding the data of the variant at `index`, whose JSON
/// tag is `tag`, of the enum made from `node` with `tagging`; `None` when no branch matches.
/// `rewrites`: what the generator's copy changed (the schemas whose properties were moved
/// into each branch; the branches left to the catch-all, which have no variant; the `anyOf`s
/// of two branches whose first variant holds the values both hold, `normalise/both.rs`).
#[must_use]
pub(crate) fn object(
    (schema, rewrites): (&Schema, &Rewrites<'_>),
    node: NodeId,
    tagging: &Serde,
    index: usize,
    tag: &str,
) -> Option<Vec<NodeId>> {
    let node = target(schema, node);
    let n = &schema.nodes[node];
    // The union may be an `allOf` part's (grunt's options: `allOf: [{"$ref": "#/definitions/
    // optionsWithEvents"}]` beside `properties`): typify merges the node into each branch.
    let part = (n.one_of.is_empty() && n.any_of.is_empty())
        .then(|| union_part(schema, node))
        .flatten();
    // The branch, with the properties written beside the `oneOf` (typify merges them into each
    // branch, or the generator moved them there) or the node whose `allOf` part the union is,
    // and those the generator moved in from the union this one is a branch of
    // (`typespace/normalise/hoist.rs`).
    let merged = |branch: NodeId| {
        let beside =
            (!n.properties.is_empty() || !n.all_of.is_empty() || part.is_some()).then_some(node);
        let moved = rewrites.hoisted.get(&branch).into_iter().flatten().copied();
        let mut object = vec![branch];
        for n in beside.into_iter().chain(moved) {
            if !object.contains(&n) {
                object.push(n);
            }
        }
        object
    };
    let u = &schema.nodes[part.unwrap_or(node)];
    let branches = if u.one_of.is_empty() {
        &u.any_of
    } else {
        &u.one_of
    };
    if branches.is_empty() {
        // One schema typify split by JSON type (`"type": ["string", "object"]`).
        return Some(vec![node]);
    }
    // The branches typify saw: not those left to the catch-all (`normalise/catch_all.rs`).
    let seen: Vec<NodeId> = (branches.iter())
        .filter(|b| !rewrites.caught.contains(b))
        .copied()
        .collect();
    let count = seen.len();
    let mut branches = seen.iter().map(|b| target(schema, *b));
    if tagging.untagged {
        // The values both branches hold: the first variant, the two branches at once; the
        // branches' own after it.
        let index = match index.checked_sub(1) {
            _ if !rewrites.both.contains(&node) || part.is_some() => index,
            Some(index) => index,
            None => {
                let mut object = Vec::new();
                for n in branches.flat_map(merged) {
                    if !object.contains(&n) {
                        object.push(n);
                    }
                }
                return Some(object);
            }
        };
        // The one variant past the branches is the catch-all the generator adds beside
        // branches written as objects without `type`, or in place of branches without a type
        // of their own (`normalise/catch_all.rs`): the union itself.
        return branches
            .nth(index)
            .map(merged)
            .or_else(|| (index == count).then(|| vec![node]));
    }
    match (&tagging.tag, &tagging.content) {
        (Some(key), content) => {
            let branch = branches.find(|b| tag_value(schema, *b, key) == Some(tag))?;
            match content {
                Some(c) => property(schema, &[branch], c).map(|c| vec![c]),
                None => Some(merged(branch)),
            }
        }
        (None, _) => branches.find_map(|b| match schema.nodes[b].properties.as_slice() {
            [(name, inner)] if name == tag => Some(vec![*inner]),
            _ => None,
        }),
    }
}

/// The one `allOf` part of `node` (through `$ref`s) that is a union, where it is a `oneOf`.
/// (typify distributes an `anyOf` part into an untagged enum too, but a value two of its open
/// branches hold would be the first variant, the second's properties in its `extra`; that
/// enum stays unpaired, its subschema `Value`, reported.)
fn union_part(schema: &Schema, node: NodeId) -> Option<NodeId> {
    let n = |p: NodeId| &schema.nodes[p];
    let mut parts = (n(node).all_of.iter())
        .map(|p| target(schema, *p))
        .filter(|p| !n(*p).one_of.is_empty() || !n(*p).any_of.is_empty());
    let part = parts.next()?;
    (parts.next().is_none() && !n(part).one_of.is_empty()).then_some(part)
}

/// The constant of property `key` of `branch` (`const`, or an `enum` of one string).
fn tag_value<'a>(schema: &'a Schema, branch: NodeId, key: &str) -> Option<&'a str> {
    let n = &schema.nodes[target(schema, property(schema, &[branch], key)?)];
    match (&n.constant, n.enumeration.as_deref()) {
        (Some(serde_json::Value::String(s)), _) | (None, Some([serde_json::Value::String(s)])) => {
            Some(s)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests;
