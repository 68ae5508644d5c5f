//! Unit tests of the variant → branch pairing, one row per serde tagging.

use serde_json::json;
use std::collections::{BTreeMap, BTreeSet};

use super::*;

#[test]
fn each_tagging_finds_its_branch() {
    let schema = crate::compile::draft7(json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "type": "object",
        "properties": {"shared": {"type": "string"}},
        "oneOf": [
            {"type": "object", "properties": {"kind": {"const": "a"}, "x": {}}},
            {"type": "object", "properties": {"kind": {"enum": ["b"]}, "x": {}}},
            {"type": "object", "properties": {"wrapped": {"type": "object"}}, "required": ["wrapped"]},
            {"type": "object", "properties": {"kind": {"const": "c"}, "data": {"type": "object"}}}
        ]
    }));
    let p = |s: &str| schema.pointers[s];
    let tag = |t: &str| Serde {
        tag: Some(t.into()),
        ..Serde::default()
    };
    let cases: &[(Serde, usize, &str, Option<Vec<NodeId>>)] = &[
        // Internally tagged: by the tag's constant, whatever the position; with the properties
        // beside the `oneOf` that typify merged in.
        (tag("kind"), 0, "b", Some(vec![p("/oneOf/1"), Schema::ROOT])),
        (tag("kind"), 1, "a", Some(vec![p("/oneOf/0"), Schema::ROOT])),
        (tag("kind"), 0, "zzz", None),
        // Adjacently tagged: the content property of that branch.
        (
            Serde {
                content: Some("data".into()),
                ..tag("kind")
            },
            0,
            "c",
            Some(vec![p("/oneOf/3/properties/data")]),
        ),
        // Externally tagged: the object under the one property named by the tag.
        (
            Serde::default(),
            0,
            "wrapped",
            Some(vec![p("/oneOf/2/properties/wrapped")]),
        ),
        (Serde::default(), 0, "x", None),
        // Untagged: by position.
        (
            Serde {
                untagged: true,
                ..Serde::default()
            },
            2,
            "",
            Some(vec![p("/oneOf/2"), Schema::ROOT]),
        ),
        (
            Serde {
                untagged: true,
                ..Serde::default()
            },
            9,
            "",
            None,
        ),
    ];
    for (tagging, index, name, want) in cases {
        assert_eq!(
            object(
                (&schema, &rewrites(&BTreeSet::new())),
                Schema::ROOT,
                tagging,
                *index,
                name
            ),
            *want,
            "{tagging:?} {index} {name}"
        );
    }
}

#[test]
fn an_enum_without_branches_is_its_own_schema() {
    let schema = crate::compile::draft7(
        json!({"$schema": "http://json-schema.org/draft-07/schema#", "type": ["string", "object"]}),
    );
    let untagged = Serde {
        untagged: true,
        ..Serde::default()
    };
    assert_eq!(
        object(
            (&schema, &rewrites(&BTreeSet::new())),
            Schema::ROOT,
            &untagged,
            1,
            ""
        ),
        Some(vec![Schema::ROOT])
    );
}

/// The branches a variant stands for, if any.
type Branches = Option<Vec<usize>>;

#[test]
fn the_variant_both_branches_hold_is_both_and_comes_first() {
    let schema = crate::compile::draft7(
        json!({"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "anyOf": [
            {"properties": {"uri": {"type": "string"}}, "required": ["uri"]},
            {"properties": {"host": {"type": "string"}}, "required": ["host"]}
        ]}),
    );
    let at = |p: &str| (0..schema.nodes.len()).find(|i| schema.nodes[*i].pointer == p);
    let (uri, host) = (at("/anyOf/0").unwrap(), at("/anyOf/1").unwrap());
    let untagged = Serde {
        untagged: true,
        ..Serde::default()
    };
    let both = BTreeSet::from([Schema::ROOT]);
    // (index, branches; with the root in `both`, and without)
    let cases: &[(usize, Branches, Branches)] = &[
        (0, Some(vec![uri, host]), Some(vec![uri])),
        (1, Some(vec![uri]), Some(vec![host])),
        (2, Some(vec![host]), Some(vec![Schema::ROOT])),
        // Past the branches: the union itself (the catch-all, where it has one).
        (3, Some(vec![Schema::ROOT]), None),
        (4, None, None),
    ];
    for (index, with, without) in cases {
        for (set, want) in [(&both, with), (&BTreeSet::new(), without)] {
            assert_eq!(
                object(
                    (&schema, &rewrites(set)),
                    Schema::ROOT,
                    &untagged,
                    *index,
                    ""
                ),
                *want,
                "{index} {set:?}"
            );
        }
    }
}

/// No rewrites but the `anyOf`s `both`, with a first variant for a value both branches hold.
fn rewrites(both: &BTreeSet<usize>) -> crate::pairing::Rewrites<'_> {
    crate::pairing::Rewrites {
        hoisted: const { &BTreeMap::new() },
        caught: const { &BTreeSet::new() },
        both,
        forced: const { &BTreeMap::new() },
    }
}
