//! Whether two schemas typify gave one name hold the same values: typify reuses a type for a
//! second schema of the same title (abc-clinical's two `"Delivery Form"` enums, one of
//! bottles and one of tablets), so the pairing looks for a difference the types would read,
//! at every depth, before it takes them for one.

use std::collections::BTreeSet;

use serde_json::Value;

use super::{parts, property, target};
use crate::ir::{Additional, Node, NodeId, Schema};

/// Whether `a` and `b` hold the same values as far as the types read them: through `$ref`s
/// and `allOf` parts, the `type`, `enum` and `const` each ends up with, and, by name, the
/// properties both name, the items, the tuple positions and the `additionalProperties`
/// schema, at every depth. Schemas written differently that say the same (a `$ref` inside an
/// `allOf`, a part that only constrains) are alike; two enums of other values are not.
#[must_use]
pub(crate) fn same_shape(schema: &Schema, a: NodeId, b: NodeId) -> bool {
    same(schema, a, b, &mut BTreeSet::new())
}

/// What one node says of a fact (its `enum`, its items' schema…), if anything.
type Fact<T> = dyn Fn(&Node) -> Option<T>;

fn same(schema: &Schema, a: NodeId, b: NodeId, seen: &mut BTreeSet<(NodeId, NodeId)>) -> bool {
    let (a, b) = (target(schema, a), target(schema, b));
    // A pair met again (recursion) is as alike as the first meeting decides.
    if a == b || !seen.insert((a.min(b), a.max(b))) {
        return true;
    }
    let (pa, pb) = (parts(schema, &[a]), parts(schema, &[b]));
    let first = |ps: &[NodeId], f: &Fact<Value>| ps.iter().find_map(|n| f(&schema.nodes[*n]));
    let facts: [&Fact<Value>; 3] = [
        &|n| n.enumeration.clone().map(Value::Array),
        &|n| n.constant.clone(),
        &|n| n.types.as_ref().map(|t| Value::String(format!("{t:?}"))),
    ];
    if facts.iter().any(|f| first(&pa, f) != first(&pb, f)) {
        return false;
    }
    // Sub-schemas both sides have: each pair alike.
    let mut pairs: Vec<(NodeId, NodeId)> = Vec::new();
    let names: BTreeSet<&String> = pa
        .iter()
        .chain(&pb)
        .flat_map(|n| schema.nodes[*n].properties.iter().map(|(name, _)| name))
        .collect();
    for name in names {
        if let (Some(x), Some(y)) = (property(schema, &pa, name), property(schema, &pb, name)) {
            pairs.push((x, y));
        }
    }
    let one = |ps: &[NodeId], f: &Fact<NodeId>| ps.iter().find_map(|n| f(&schema.nodes[*n]));
    let subs: [&Fact<NodeId>; 2] = [&|n| n.items, &|n| match n.additional {
        Additional::Schema(s) => Some(s),
        _ => None,
    }];
    for f in subs {
        if let (Some(x), Some(y)) = (one(&pa, f), one(&pb, f)) {
            pairs.push((x, y));
        }
    }
    let prefix = |ps: &[NodeId]| {
        ps.iter()
            .map(|n| schema.nodes[*n].prefix.clone())
            .find(|p| !p.is_empty())
            .unwrap_or_default()
    };
    pairs.extend(prefix(&pa).into_iter().zip(prefix(&pb)));
    pairs.into_iter().all(|(x, y)| same(schema, x, y, seen))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::ir::Draft;

    #[test]
    fn enums_of_other_values_differ() {
        let doc = json!({"properties": {
            "a": {"title": "Form", "enum": ["bottle", "carton"]},
            "b": {"title": "Form", "enum": ["tablet"]},
            "c": {"title": "Form", "enum": ["bottle", "carton"]},
            "d": {"type": "object", "properties": {"x": {"$ref": "#/properties/a"}}},
            "e": {"type": "object", "properties": {"x": {"$ref": "#/properties/b"}}},
            "f": {"type": "object", "properties": {"x": {"$ref": "#/properties/c"}, "n": {"$ref": "#/properties/f"}}},
            "g": {"type": "object", "properties": {"x": {"$ref": "#/properties/a"}, "n": {"$ref": "#/properties/g"}}},
            "h": {"allOf": [{"$ref": "#/properties/d"}], "minProperties": 1},
            "i": {"title": "Form", "type": "string"}
        }});
        let schema =
            crate::compile::compile(&doc, Draft::Draft7, &["file:///t.json".to_owned()], 0);
        let at = |p: &str| schema.pointers[p];
        let cases = [
            ("/properties/a", "/properties/b", false),
            ("/properties/a", "/properties/c", true),
            ("/properties/d", "/properties/e", false),
            // Recursive, and alike through it.
            ("/properties/f", "/properties/g", true),
            // Written otherwise, saying the same: a `$ref` as an `allOf` part.
            ("/properties/d", "/properties/h", true),
            // An enum and any string.
            ("/properties/a", "/properties/i", false),
        ];
        for (a, b, want) in cases {
            assert_eq!(super::same_shape(&schema, at(a), at(b)), want, "{a} {b}");
        }
    }
}
