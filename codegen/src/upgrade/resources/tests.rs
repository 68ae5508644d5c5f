//! Inner resources spelled as one: each reference by the pointer where it lands or its
//! absolute URI, the inner `$id`s left out; a document with a reference it cannot spell as it
//! was.

use serde_json::{json, Value};

use super::embedded;
use crate::ir::Draft;

const BASE: &str = "https://example.com/root.json";

#[test]
fn references_of_inner_resources_are_spelled_from_the_root() {
    let cases: Vec<(Draft, Value, Value)> = vec![
        // 2020-12: a `$ref` relative to the inner base, into it and out to the root.
        (
            Draft::Draft202012,
            json!({"$defs": {"list": {"$id": "list", "items": {"$ref": "#/$defs/i"},
                                      "$defs": {"i": {"type": "integer"}},
                                      "contains": {"$ref": "root.json#/$defs/s"}},
                             "s": {"type": "string"}},
                   "$ref": "list"}),
            json!({"$defs": {"list": {"items": {"$ref": "#/$defs/list/$defs/i"},
                                      "$defs": {"i": {"type": "integer"}},
                                      "contains": {"$ref": "#/$defs/s"}},
                             "s": {"type": "string"}},
                   "$ref": "#/$defs/list"}),
        ),
        // The inner resource's anchors are its own; another document by its absolute URI.
        (
            Draft::Draft202012,
            json!({"$defs": {"a": {"$id": "https://example.com/a/x.json", "$anchor": "me",
                                   "items": {"$ref": "#me"},
                                   "contains": {"$ref": "y.json#/$defs/z"}},
                             "b": {"$anchor": "me"}},
                   "items": {"$ref": "#me"}}),
            json!({"$defs": {"a": {"$anchor": "me",
                                   "items": {"$ref": "#/$defs/a"},
                                   "contains": {"$ref": "https://example.com/a/y.json#/$defs/z"}},
                             "b": {"$anchor": "me"}},
                   "items": {"$ref": "#/$defs/b"}}),
        ),
        // From 2019-09 an `$id` beside a `$ref` is the base it resolves against.
        (
            Draft::Draft201909,
            json!({"$defs": {"a": {"$id": "dir/a.json", "$ref": "b.json"},
                             "b": {"$id": "dir/b.json", "type": "integer"}}}),
            json!({"$defs": {"a": {"$ref": "#/$defs/b"},
                             "b": {"type": "integer"}}}),
        ),
        // Up to draft-07 it is ignored there; an `$id` anchor of an inner resource is its own.
        (
            Draft::Draft7,
            json!({"definitions": {"a": {"$id": "dir/a.json", "$ref": "b.json"},
                                   "b": {"$id": "b.json", "type": "integer"},
                                   "c": {"$id": "dir/b.json", "definitions": {"d": {"$id": "#d"}},
                                         "items": {"$ref": "#d"}}}}),
            json!({"definitions": {"a": {"$ref": "#/definitions/b"},
                                   "b": {"type": "integer"},
                                   "c": {"definitions": {"d": {}},
                                         "items": {"$ref": "#/definitions/c/definitions/d"}}}}),
        ),
        // A pointer percent-encoded, escaped: kept so.
        (
            Draft::Draft202012,
            json!({"$defs": {"x": {"$id": "x", "$defs": {"a b/c": {}}, "items": {"$ref": "#/$defs/a%20b~1c"}}}}),
            json!({"$defs": {"x": {"$defs": {"a b/c": {}}, "items": {"$ref": "#/$defs/x/$defs/a%20b~1c"}}}}),
        ),
    ];
    for (draft, doc, want) in cases {
        let mut copy = doc.clone();
        embedded(&mut copy, draft, BASE);
        assert_eq!(copy, want, "{doc}");
    }
}

#[test]
fn documents_with_a_reference_they_cannot_spell_are_as_they_were() {
    let cases = [
        // An anchor the resource does not have (the root's is not the inner one's).
        json!({"$defs": {"a": {"$id": "a.json", "items": {"$ref": "#top"}}}, "$anchor": "top"}),
        // Two subschemas with the anchor.
        json!({"$defs": {"a": {"$id": "a.json", "items": {"$ref": "#n"},
                               "$defs": {"x": {"$anchor": "n"}, "y": {"$anchor": "n"}}}}}),
        // No inner resource: nothing to spell.
        json!({"$defs": {"a": {}}, "items": {"$ref": "#/$defs/a"}}),
    ];
    for doc in cases {
        let mut copy = doc.clone();
        embedded(&mut copy, Draft::Draft202012, BASE);
        assert_eq!(copy, doc);
    }
}

/// A 2020-12 `$ref` beside properties is an `allOf` part once spelled by fragment, whether
/// it named an inner base or the file's own URI (typify would read the `$ref` alone): the
/// object has both's properties.
#[test]
fn spelled_references_beside_properties_are_parts() {
    let cases = [
        json!({"$schema": "https://json-schema.org/draft/2020-12/schema",
               "properties": {"foo": {}}, "$ref": "extended",
               "$defs": {"extended": {"$id": "extended", "properties": {"bar": {}}}}}),
        json!({"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": BASE,
               "properties": {"foo": {}}, "$ref": "root.json#/$defs/extended",
               "$defs": {"extended": {"properties": {"bar": {}}}}}),
    ];
    for doc in cases {
        let (shape, _) = crate::pipeline::shape(&doc, Draft::Draft202012, BASE);
        assert_eq!(shape.get("$ref"), None, "{doc}");
        let names: Vec<&String> = shape["properties"].as_object().unwrap().keys().collect();
        assert_eq!(names, ["bar", "foo"], "{doc}");
        assert_eq!(
            shape["properties"]["bar"],
            json!({"$ref": "#/$defs/extended/properties/bar"})
        );
    }
}
