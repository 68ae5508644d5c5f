//! Unit tests of the object view: `$ref`s, lone branches, `null` branches and `allOf` parts.

use serde_json::{json, Value};

use super::*;

fn compiled(doc: Value) -> Schema {
    crate::compile::draft7(doc)
}

fn at(schema: &Schema, pointer: &str) -> NodeId {
    schema.pointers[pointer]
}

#[test]
fn target_follows_references_and_lone_branches() {
    let defs = json!({"X": {"type": "object", "properties": {"a": {}}}});
    let cases = [
        (json!({"$ref": "#/definitions/X"}), "/definitions/X"),
        (
            json!({"allOf": [{"$ref": "#/definitions/X"}]}),
            "/definitions/X",
        ),
        (
            json!({"oneOf": [{"$ref": "#/definitions/X"}]}),
            "/definitions/X",
        ),
        // Beside other shape keywords, the branch is not the whole.
        (
            json!({"type": "object", "allOf": [{"$ref": "#/definitions/X"}]}),
            "",
        ),
        (
            json!({"anyOf": [{"$ref": "#/definitions/X"}, {"type": "null"}]}),
            "",
        ),
    ];
    for (mut doc, want) in cases {
        doc["definitions"] = defs.clone();
        let schema = compiled(doc.clone());
        let got = &schema.nodes[target(&schema, Schema::ROOT)].pointer;
        assert_eq!(got, want, "{doc}");
    }
}

#[test]
fn non_null_takes_the_one_other_branch() {
    let cases = [
        (
            json!({"anyOf": [{"type": "object"}, {"type": "null"}]}),
            "/anyOf/0",
        ),
        (
            json!({"oneOf": [{"const": null}, {"type": "string"}]}),
            "/oneOf/1",
        ),
        (
            json!({"oneOf": [{"enum": [null]}, {"type": "string"}, {"type": "integer"}]}),
            "",
        ),
        (json!({"type": ["object", "null"]}), ""),
    ];
    for (doc, want) in cases {
        let schema = compiled(doc.clone());
        let got = &schema.nodes[non_null(&schema, Schema::ROOT)].pointer;
        assert_eq!(got, want, "{doc}");
    }
}

#[test]
fn facts_merge_all_of_parts() {
    type Facts = (bool, Vec<(&'static str, bool, bool)>);
    let cases: &[(Value, Facts)] = &[
        (
            json!({"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]}),
            (true, vec![("a", true, false)]),
        ),
        (
            json!({"type": "object", "properties": {"a": {}}, "additionalProperties": false}),
            (false, vec![("a", false, true)]),
        ),
        (
            json!({"type": "object", "additionalProperties": {"type": "string"}}),
            (false, vec![]),
        ),
        // allOf: properties of every part; required by any; null only if every part allows it.
        (
            json!({"allOf": [
                {"type": "object", "properties": {"a": {}, "b": {}}},
                {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["b"]}
            ]}),
            (true, vec![("a", false, false), ("b", true, true)]),
        ),
        (
            json!({"allOf": [
                {"type": "object", "properties": {"a": {}}},
                {"type": "object", "additionalProperties": false}
            ]}),
            (false, vec![("a", false, true)]),
        ),
    ];
    for (doc, (open, props)) in cases {
        let schema = compiled(doc.clone());
        let (got_open, got) = facts(&schema, &[], &[Schema::ROOT]);
        let got: Vec<(&str, bool, bool)> =
            got.iter().map(|(n, r, z)| (n.as_str(), *r, *z)).collect();
        assert_eq!((got_open, got), (*open, props.clone()), "{doc}");
    }
}

#[test]
fn an_object_of_two_nodes_reads_both() {
    let schema = compiled(json!({
        "type": "object",
        "properties": {"outer": {"type": "string"}},
        "oneOf": [{"type": "object", "properties": {"inner": {}}, "required": ["inner"]}]
    }));
    let object = [at(&schema, "/oneOf/0"), Schema::ROOT];
    assert_eq!(
        property(&schema, &object, "outer"),
        Some(at(&schema, "/properties/outer"))
    );
    assert_eq!(
        property(&schema, &object, "inner"),
        Some(at(&schema, "/oneOf/0/properties/inner"))
    );
    assert!(required(&schema, &object, "inner"));
    assert!(!required(&schema, &object, "outer"));
    assert!(open(&schema, &object));
}

/// `(allOf parts, names of the object, names no instance has)`.
#[test]
fn names_leave_out_what_no_instance_has() {
    let prop = |p: Value| json!({"properties": p});
    let cases: [(Vec<Value>, &[&str], &[&str]); 6] = [
        // One part's `false` is the property's.
        (
            vec![
                prop(json!({"a": {"type": "string"}, "b": {}})),
                prop(json!({"a": false})),
            ],
            &["b"],
            &["a"],
        ),
        // Values two parts list that share none (cloudify's security group rule).
        (
            vec![
                prop(json!({"a": {"enum": ["group", "x"]}, "b": {}})),
                prop(json!({"a": {"const": "rule"}})),
            ],
            &["b"],
            &["a"],
        ),
        // Values two parts share: the property stays.
        (
            vec![
                prop(json!({"a": {"enum": ["x", "y"]}})),
                prop(json!({"a": {"enum": ["y"]}})),
            ],
            &["a"],
            &[],
        ),
        // One part listing values, the other any: the property stays.
        (
            vec![
                prop(json!({"a": {"enum": ["x"]}})),
                prop(json!({"a": {"type": "string"}})),
            ],
            &["a"],
            &[],
        ),
        // Numbers are left alone (`1` and `1.0` are one JSON Schema value).
        (
            vec![
                prop(json!({"a": {"enum": [1]}})),
                prop(json!({"a": {"enum": [1.0]}})),
            ],
            &["a"],
            &[],
        ),
        // A closed part leaves out another's property.
        (
            vec![
                prop(json!({"a": {}, "b": {}})),
                json!({"properties": {"a": {}}, "additionalProperties": false}),
            ],
            &["a"],
            &["b"],
        ),
    ];
    for (parts, want_names, want_forbidden) in cases {
        let schema = compiled(json!({"type": "object", "allOf": parts}));
        let object = [Schema::ROOT];
        assert_eq!(names(&schema, &object), want_names.to_vec(), "{parts:?}");
        assert_eq!(
            forbidden(&schema, &object),
            want_forbidden.to_vec(),
            "{parts:?}"
        );
    }
}
