//! Whether two schemas typify gave one name hold the same values: typify reuses a type for a
//! second schema of the same title (abc-clinical's two `"Delivery Form"` enums, one of
//! bottles and one of tablets), so the pairing compares what shapes the types, at every
//! depth, before it takes them for one.

use std::collections::BTreeSet;

use super::target;
use crate::ir::{Additional, NodeId, Schema};

/// Whether `a` and `b` say the same of every shape typify types from (`type`, `enum`,
/// `const`, properties and `required`, `additionalProperties`, pattern maps, items, tuples,
/// unions), through `$ref`s, at every depth.
#[must_use]
pub fn same_shape(schema: &Schema, a: NodeId, b: NodeId) -> bool {
    same(schema, a, b, &mut BTreeSet::new())
}

fn same(schema: &Schema, a: NodeId, b: NodeId, seen: &mut BTreeSet<(NodeId, NodeId)>) -> bool {
    let (a, b) = (target(schema, a), target(schema, b));
    // A pair met again (recursion) is as same as the first meeting decides.
    if a == b || !seen.insert((a.min(b), a.max(b))) {
        return true;
    }
    let (x, y) = (&schema.nodes[a], &schema.nodes[b]);
    let scalars = x.types == y.types
        && x.enumeration == y.enumeration
        && x.constant == y.constant
        && x.boolean == y.boolean
        && x.external == y.external
        && x.coarse == y.coarse
        && x.required == y.required;
    if !scalars {
        return false;
    }
    let mut list = |p: &[NodeId], q: &[NodeId]| {
        p.len() == q.len() && p.iter().zip(q).all(|(m, n)| same(schema, *m, *n, seen))
    };
    let properties = x.properties.len() == y.properties.len()
        && x.properties
            .iter()
            .zip(&y.properties)
            .all(|((m, _), (n, _))| m == n);
    let nodes = |ps: &[(String, NodeId)]| ps.iter().map(|(_, n)| *n).collect::<Vec<_>>();
    if !properties || !list(&nodes(&x.properties), &nodes(&y.properties)) {
        return false;
    }
    let maps = x.maps.len() == y.maps.len()
        && x.maps
            .iter()
            .zip(&y.maps)
            .all(|(m, n)| m.field == n.field && m.pattern == n.pattern);
    let map_nodes = |ms: &[crate::ir::PatternMap]| ms.iter().map(|m| m.node).collect::<Vec<_>>();
    if !maps || !list(&map_nodes(&x.maps), &map_nodes(&y.maps)) {
        return false;
    }
    let additional = match (&x.additional, &y.additional) {
        (Additional::Schema(m), Additional::Schema(n)) => list(&[*m], &[*n]),
        (m, n) => m == n,
    };
    let items = match (x.items, y.items) {
        (Some(m), Some(n)) => list(&[m], &[n]),
        (m, n) => m.is_none() && n.is_none(),
    };
    additional
        && items
        && list(&x.prefix, &y.prefix)
        && list(&x.one_of, &y.one_of)
        && list(&x.any_of, &y.any_of)
        && list(&x.all_of, &y.all_of)
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
            "g": {"type": "object", "properties": {"x": {"$ref": "#/properties/a"}, "n": {"$ref": "#/properties/g"}}}
        }});
        let schema =
            crate::compile::compile(&doc, Draft::Draft7, &["file:///t.json".to_owned()], 0)
                .unwrap();
        let at = |p: &str| schema.pointers[p];
        let cases = [
            ("/properties/a", "/properties/b", false),
            ("/properties/a", "/properties/c", true),
            ("/properties/d", "/properties/e", false),
            // Recursive, and alike through it.
            ("/properties/f", "/properties/g", true),
        ];
        for (a, b, want) in cases {
            assert_eq!(super::same_shape(&schema, at(a), at(b)), want, "{a} {b}");
        }
    }
}
