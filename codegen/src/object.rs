//! The object a generated struct stands for: its nodes' properties, required names and whether
//! it allows unknown properties, read through `$ref`s and merged the way typify merges them.
//! An object is a list of nodes: one for most structs; a `oneOf` branch and the schema around
//! it, when typify merged the properties beside a `oneOf` into each variant. Each node counts
//! with its `allOf` parts: the struct of `allOf: [A, B]` has the properties of both, and keeps
//! unknown properties only when every part allows them.

use crate::ir::{Additional, NodeId, Schema};

/// How deep `$ref`s and single-branch wrappers are followed (cycles stop here).
pub(crate) const DEPTH: usize = 64;

/// The node whose shape typify typed for `id`: `$ref`s followed (typify sees only the
/// target: the generator strips a `$ref`'s siblings), and a lone `allOf`/`oneOf`/`anyOf`
/// branch taken for the whole (typify types `{"allOf": [X]}` as `X`).
#[must_use]
pub(crate) fn target(schema: &Schema, mut id: NodeId) -> NodeId {
    for _ in 0..DEPTH {
        let n = &schema.nodes[id];
        if n.external.is_some() || n.coarse {
            break;
        }
        if let Some(r) = n.reference {
            id = r;
            continue;
        }
        let lone: Vec<&[NodeId]> = [&n.all_of, &n.one_of, &n.any_of]
            .into_iter()
            .map(Vec::as_slice)
            .filter(|b| !b.is_empty())
            .collect();
        let shapeless = n.types.is_none()
            && n.enumeration.is_none()
            && n.constant.is_none()
            && n.properties.is_empty()
            && n.items.is_none()
            && n.additional == Additional::Allowed;
        match lone.as_slice() {
            [[one]] if shapeless => id = *one,
            _ => break,
        }
    }
    id
}

/// The one branch that is not `null` of a `oneOf`/`anyOf` typify turned into `Option<T>`
/// (`anyOf: [{"$ref": "#/definitions/X"}, {"type": "null"}]`); else the node itself.
#[must_use]
pub(crate) fn non_null(schema: &Schema, id: NodeId) -> NodeId {
    let id = target(schema, id);
    let n = &schema.nodes[id];
    let branches = if n.one_of.is_empty() {
        &n.any_of
    } else {
        &n.one_of
    };
    let others: Vec<NodeId> = branches
        .iter()
        .copied()
        .filter(|b| !is_null(schema, *b))
        .collect();
    match others.as_slice() {
        [one] if branches.len() > 1 => target(schema, *one),
        _ => id,
    }
}

/// `{"type": "null"}`, `{"const": null}` or `{"enum": [null]}`: typify's null branch (written
/// in the branch: typify does not follow a `$ref` to one, jscsrc's `nullRule`).
fn is_null(schema: &Schema, id: NodeId) -> bool {
    let n = &schema.nodes[id];
    n.types.as_deref() == Some(&[crate::ir::JsonType::Null])
        || n.constant == Some(serde_json::Value::Null)
        || n.enumeration.as_deref() == Some(&[serde_json::Value::Null])
}

/// The parts of an object: its nodes and, recursively, their `allOf` parts, each through
/// [`target`].
pub(crate) fn parts(schema: &Schema, object: &[NodeId]) -> Vec<NodeId> {
    let mut out = Vec::new();
    let mut todo: Vec<(NodeId, usize)> = object
        .iter()
        .rev()
        .map(|id| (target(schema, *id), 0))
        .collect();
    while let Some((id, depth)) = todo.pop() {
        if out.contains(&id) || depth > DEPTH {
            continue;
        }
        out.push(id);
        for &p in schema.nodes[id].all_of.iter().rev() {
            todo.push((target(schema, p), depth + 1));
        }
    }
    out
}

/// The node of property `json` of the object (the first part naming it).
#[must_use]
pub(crate) fn property(schema: &Schema, object: &[NodeId], json: &str) -> Option<NodeId> {
    parts(schema, object).into_iter().find_map(|p| {
        schema.nodes[p]
            .properties
            .iter()
            .find(|(n, _)| n == json)
            .map(|(_, node)| *node)
    })
}

/// The nodes (through [`target`]) of property `json` in every part of the object naming it,
/// in the order of [`property`]: a value of the property satisfies them all, and typify
/// merges them into one type.
#[must_use]
pub(crate) fn properties_named(schema: &Schema, object: &[NodeId], json: &str) -> Vec<NodeId> {
    let mut out = Vec::new();
    for p in parts(schema, object) {
        let named = schema.nodes[p].properties.iter().filter(|(n, _)| n == json);
        for (_, node) in named {
            let node = target(schema, *node);
            if !out.contains(&node) {
                out.push(node);
            }
        }
    }
    out
}

/// The `allOf` parts of the object (as written: a `$ref` part is the reference, not its
/// target, so typing it `Value` leaves a shared definition typed) that are unions
/// (`anyOf`/`oneOf`, through [`target`]), in order; with `json`, those one of whose branches
/// names that property (where typify found a property the object's own parts do not name).
#[must_use]
pub(crate) fn union_parts(schema: &Schema, object: &[NodeId], json: Option<&str>) -> Vec<NodeId> {
    let mut out = Vec::new();
    for holder in parts(schema, object) {
        for &part in &schema.nodes[holder].all_of {
            let n = &schema.nodes[target(schema, part)];
            let mut branches = n.any_of.iter().chain(&n.one_of).peekable();
            let naming = branches.peek().is_some()
                && json
                    .is_none_or(|json| branches.any(|&b| property(schema, &[b], json).is_some()));
            if naming && !out.contains(&part) {
                out.push(part);
            }
        }
    }
    out
}

/// The typed `patternProperties` map of the object (the first part having one) whose Rust
/// field is `field` (`compile::map_fields`).
#[must_use]
pub(crate) fn pattern_map<'s>(
    schema: &'s Schema,
    object: &[NodeId],
    field: &str,
) -> Option<&'s crate::ir::PatternMap> {
    parts(schema, object)
        .into_iter()
        .find_map(|p| schema.nodes[p].maps.iter().find(|m| m.field == field))
}

/// Every property name some part of the object names, sorted, without those no instance has
/// (a part's schema of it `false`, left out by a closed part, or values no two parts share).
#[must_use]
pub(crate) fn names(schema: &Schema, object: &[NodeId]) -> Vec<String> {
    let parts = parts(schema, object);
    let properties = || {
        parts
            .iter()
            .flat_map(|p| schema.nodes[*p].properties.iter())
    };
    // A value meets every part: one part's `false` is the property's.
    let never = |n: &String| {
        properties().any(|(x, node)| x == n && schema.nodes[*node].boolean == Some(false))
    };
    let mut names: Vec<String> = properties()
        .map(|(n, _)| n.clone())
        .filter(|n| !never(n) && !closed_out(schema, &parts, n))
        .filter(|n| !no_common_value(schema, &parts, n) && !no_common_type(schema, &parts, n))
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Each part's schema of property `name` (through its `$ref`s), where the part names it.
fn part_schemas<'s>(
    schema: &'s Schema,
    parts: &'s [NodeId],
    name: &'s str,
) -> impl Iterator<Item = &'s crate::ir::Node> {
    parts.iter().filter_map(move |p| {
        let (_, node) = schema.nodes[*p]
            .properties
            .iter()
            .find(|(n, _)| n == name)?;
        Some(&schema.nodes[target(schema, *node)])
    })
}

/// Whether no value meets every part's schema of property `name`: two parts list values for
/// it (`enum`, `const`) that share none (cloudify's security group rule: `allOf` of the
/// group's interfaces, whose `implementation` is `enum: ["…group.create"]`, and its own,
/// `enum: ["…group_rule.create"]`; typify's merge leaves the property out).
fn no_common_value(schema: &Schema, parts: &[NodeId], name: &str) -> bool {
    let mut lists =
        part_schemas(schema, parts, name).filter_map(|n| match (&n.constant, &n.enumeration) {
            (Some(c), _) => Some(std::slice::from_ref(c)),
            (None, Some(e)) => Some(e.as_slice()),
            (None, None) => None,
        });
    let Some(first) = lists.next() else {
        return false;
    };
    // Strings, booleans and `null` only: `1` and `1.0` are one JSON Schema value, two
    // `serde_json` ones.
    let plain = |list: &[serde_json::Value]| {
        (list.iter()).all(|v| v.is_string() || v.is_boolean() || v.is_null())
    };
    if !plain(first) {
        return false;
    }
    let mut left: Vec<&serde_json::Value> = first.iter().collect();
    let mut more = false;
    for list in lists {
        if !plain(list) {
            return false;
        }
        left.retain(|v| list.contains(v));
        more = true;
    }
    more && left.is_empty()
}

/// Whether two parts' schemas of property `name` say `type`s that share none (nswag's
/// TypeScript client: its own `importRequiredTypes` a boolean, its `allOf` part's a string;
/// typify's merge leaves the property out). `integer` is a `number`.
fn no_common_type(schema: &Schema, parts: &[NodeId], name: &str) -> bool {
    use crate::ir::JsonType::{Integer, Number};
    let mut sets = part_schemas(schema, parts, name).filter_map(|n| n.types.as_ref());
    let Some(first) = sets.next() else {
        return false;
    };
    let mut left = first.clone();
    let mut more = false;
    for set in sets {
        left.retain(|t| {
            set.iter()
                .any(|u| t == u || matches!((t, u), (Integer, Number) | (Number, Integer)))
        });
        more = true;
    }
    more && left.is_empty()
}

/// Whether a part of `additionalProperties: false` (and no `patternProperties`) leaves
/// property `name` out: another part names it, no valid instance has it (drone's steps: the
/// shared step's properties beside a closed part naming a few of them).
fn closed_out(schema: &Schema, parts: &[NodeId], name: &str) -> bool {
    parts.iter().any(|p| {
        let n = &schema.nodes[*p];
        n.additional == crate::ir::Additional::Forbidden
            && n.maps.is_empty()
            && !n.coarse
            && !n.properties.iter().any(|(x, _)| x == name)
    })
}

/// The names no valid instance of the object has and its type does not name: a part's `not`
/// forbids them ([`crate::ir::Node::forbidden`]), a part's property schema is `false`, a
/// closed part leaves out another's property, or two parts list values for it that share none.
/// Sorted. Its written-out conversion refuses them, so an untagged union's earlier open
/// variant does not take a value its schema refuses (`deserialize/open.rs`).
#[must_use]
pub(crate) fn forbidden(schema: &Schema, object: &[NodeId]) -> Vec<String> {
    let parts = parts(schema, object);
    let named = names(schema, object);
    let mut out: Vec<String> = parts
        .iter()
        .flat_map(|&p| {
            let n = &schema.nodes[p];
            let never = n
                .properties
                .iter()
                .filter(|(name, node)| {
                    schema.nodes[*node].boolean == Some(false)
                        || closed_out(schema, &parts, name)
                        || no_common_value(schema, &parts, name)
                })
                .map(|(name, _)| name);
            n.forbidden.iter().chain(never)
        })
        .filter(|name| !named.contains(name))
        .cloned()
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether some part of the object requires `json`.
#[must_use]
pub(crate) fn required(schema: &Schema, object: &[NodeId], json: &str) -> bool {
    parts(schema, object)
        .into_iter()
        .any(|p| schema.nodes[p].required.iter().any(|r| r == json))
}

/// Whether the object keeps unknown properties: no part says `additionalProperties:
/// false` or gives them a schema (typify then types them itself, in its own `extra` map).
#[must_use]
pub(crate) fn open(schema: &Schema, object: &[NodeId]) -> bool {
    parts(schema, object)
        .into_iter()
        .all(|p| schema.nodes[p].additional == Additional::Allowed)
}

/// Whether property `json` of the object may be `null`: every part naming it allows it
/// (a value must satisfy each part of an `allOf`).
#[must_use]
pub(crate) fn nullable(schema: &Schema, family: &[Schema], object: &[NodeId], json: &str) -> bool {
    parts(schema, object)
        .into_iter()
        .flat_map(|p| schema.nodes[p].properties.iter())
        .filter(|(n, _)| n == json)
        .all(|(_, node)| schema.may_be_null(*node, family))
}

/// What a struct's rewrites read of its object: whether it is open, and each property's
/// `(name, required, may be null)`, sorted. Two nodes with the same facts give the same Rust
/// struct.
#[must_use]
pub(crate) fn facts(
    schema: &Schema,
    family: &[Schema],
    object: &[NodeId],
) -> (bool, Vec<(String, bool, bool)>) {
    let mut names: Vec<&String> = parts(schema, object)
        .into_iter()
        .flat_map(|p| schema.nodes[p].properties.iter().map(|(n, _)| n))
        .collect();
    names.sort();
    names.dedup();
    let props = names
        .into_iter()
        .map(|name| {
            (
                name.clone(),
                required(schema, object, name),
                nullable(schema, family, object, name),
            )
        })
        .collect();
    (open(schema, object), props)
}

mod fields;
mod same;
#[cfg(test)]
mod tests;

pub(crate) use fields::json_names;
pub(crate) use same::same_shape;
