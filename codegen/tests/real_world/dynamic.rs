//! References resolved before typify reads them (`family/dynamic.rs`,
//! `upgrade/references.rs`, `upgrade/resources.rs`; `real_world.rs` runs them): a tree by
//! `$dynamicRef` (2020-12) or `$recursiveRef` (2019-09), a `$ref` to an anchor, and a bundle
//! of resources with `$id`s of their own. Each was `serde_json::Value`, reported.

use serde_json::json;

use super::Case;

/// The cases: trees, anchors, a bundle.
pub fn cases() -> Vec<Case> {
    vec![
        // A tree whose children are `{"$dynamicRef": "#node"}` at the root's dynamic anchor,
        // which no other file has: the root itself, in a `Vec`.
        (
            json!({"$schema": "https://json-schema.org/draft/2020-12/schema",
                   "$id": "https://example.com/tree", "$dynamicAnchor": "node", "type": "object",
                   "properties": {"name": {"type": "string"},
                                  "children": {"type": "array", "items": {"$dynamicRef": "#node"}}}}),
            &["pub children: ::std::option::Option<::std::vec::Vec<Thing>>,"],
            &[],
        ),
        // 2019-09's spelling: `$recursiveRef` to a root with `$recursiveAnchor`; a definition's
        // own `next` boxed where Rust needs it.
        (
            json!({"$schema": "https://json-schema.org/draft/2019-09/schema",
                   "$recursiveAnchor": true, "type": "object",
                   "properties": {"children": {"type": "array", "items": {"$recursiveRef": "#"}},
                                  "first": {"$recursiveRef": "#"}}}),
            &[
                "pub children: ::std::option::Option<::std::vec::Vec<Thing>>,",
                "pub first: ::std::option::Option<::std::boxed::Box<Thing>>,",
            ],
            &[],
        ),
        // A `$ref` to a plain-name anchor: `$anchor` from 2019-09, an `$id` of `"#…"` before.
        (
            json!({"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
                   "$defs": {"money": {"$anchor": "money", "type": "object",
                                       "properties": {"cents": {"type": "integer"}}}},
                   "properties": {"price": {"$ref": "#money"}}}),
            &[
                "pub price: ::std::option::Option<Money>,",
                "pub struct Money {",
            ],
            &[],
        ),
        (
            json!({"type": "object",
                   "definitions": {"money": {"$id": "#money", "type": "object",
                                             "properties": {"cents": {"type": "integer"}}}},
                   "properties": {"price": {"$ref": "#money"}}}),
            &[
                "pub price: ::std::option::Option<Money>,",
                "pub struct Money {",
            ],
            &[],
        ),
        // A bundle: each definition a resource with its own `$id`, referring to the others
        // by URIs relative to it.
        (
            json!({"$schema": "https://json-schema.org/draft/2020-12/schema",
                   "$id": "https://example.com/schemas/order", "type": "object",
                   "properties": {"customer": {"$ref": "customer"},
                                  "lines": {"type": "array", "items": {"$ref": "line"}}},
                   "$defs": {
                       "customer": {"$id": "https://example.com/schemas/customer", "type": "object",
                                    "properties": {"address": {"$ref": "#/$defs/address"}},
                                    "$defs": {"address": {"type": "object",
                                                          "properties": {"city": {"type": "string"}}}}},
                       "line": {"$id": "line", "type": "object",
                                "properties": {"price": {"$ref": "order#/$defs/money"}}},
                       "money": {"type": "integer"}}}),
            &[
                "pub customer: ::std::option::Option<Customer>,",
                "pub lines: ::std::option::Option<::std::vec::Vec<Line>>,",
                "pub address: ::std::option::Option<CustomerAddress>,",
                "pub price: ::std::option::Option<Money>,",
            ],
            &[],
        ),
    ]
}
