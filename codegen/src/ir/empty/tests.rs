//! Which schemas admit no value: each case is a schema at `#/definitions/x`, with whether it
//! admits nothing.

use serde_json::{json, Value};

use crate::ir::Schema;

fn compiled(x: &Value, draft: &str) -> Schema {
    let (draft, uri) = match draft {
        "2020-12" => (
            crate::ir::Draft::Draft202012,
            "https://json-schema.org/draft/2020-12/schema",
        ),
        _ => (
            crate::ir::Draft::Draft7,
            "http://json-schema.org/draft-07/schema#",
        ),
    };
    let doc = json!({
        "$schema": uri,
        "definitions": {
            "x": x,
            "needs_a": {"type": "object", "required": ["a"]},
            "open": {"type": "object"},
            "empty": {"type": "object", "additionalProperties": false, "required": ["a"]},
        },
    });
    let base = crate::compile::base_uri(&doc, draft, None, "t.json");
    crate::compile::compile(&doc, draft, &[base], 0)
}

#[test]
fn schemas_that_admit_no_value() {
    let closed = |rest: Value| {
        let mut x = json!({"type": "object", "additionalProperties": false});
        x.as_object_mut()
            .unwrap()
            .extend(rest.as_object().unwrap().clone());
        x
    };
    let cases = [
        // jasonette's `advancedTitle`: closed, no properties, every branch requires one.
        (
            closed(json!({"oneOf": [
                {"type": "object", "properties": {"type": {"const": "image"}}, "required": ["type"]},
                {"type": "object", "required": ["type", "text"]},
            ]})),
            true,
        ),
        (closed(json!({"required": ["a"]})), true),
        (
            closed(json!({"anyOf": [{"required": ["a"]}, {"type": "string"}]})),
            true,
        ),
        (
            closed(json!({"allOf": [{"$ref": "#/definitions/needs_a"}]})),
            true,
        ),
        (closed(json!({"const": {"a": 1}})), true),
        (closed(json!({"enum": [1, "a"]})), true),
        (json!(false), true),
        // `{}` meets it.
        (closed(json!({})), false),
        (closed(json!({"const": {}})), false),
        (closed(json!({"anyOf": [{"required": ["a"]}, {}]})), false),
        (
            closed(json!({"oneOf": [{"$ref": "#/definitions/open"}]})),
            false,
        ),
        (
            closed(json!({"allOf": [{"properties": {"a": {}}}], "required": []})),
            false,
        ),
        // Other objects may meet it: a property, a pattern, another type.
        (
            closed(json!({"properties": {"a": {}}, "required": ["a"]})),
            false,
        ),
        (
            closed(json!({"patternProperties": {"^a": {}}, "required": ["ab"]})),
            false,
        ),
        (
            json!({"type": ["object", "string"], "additionalProperties": false, "required": ["a"]}),
            false,
        ),
        (
            json!({"additionalProperties": false, "required": ["a"]}),
            false,
        ),
        (json!({"required": ["a"]}), false),
    ];
    for (x, want) in cases {
        let schema = compiled(&x, "draft-07");
        let id = schema.pointers["/definitions/x"];
        assert_eq!(schema.admits_nothing(id), want, "{x}");
    }
}

#[test]
fn a_ref_is_read_as_each_draft_reads_it() {
    let cases = [
        // Up to draft-07 the siblings of `$ref` are ignored: the open object meets it.
        (
            json!({"$ref": "#/definitions/open", "additionalProperties": false, "required": ["a"]}),
            "draft-07",
            false,
        ),
        // Nothing meets what it refers to.
        (json!({"$ref": "#/definitions/empty"}), "draft-07", true),
        (json!({"$ref": "#/definitions/empty"}), "2020-12", true),
        (json!({"$ref": "#/definitions/open"}), "2020-12", false),
    ];
    for (x, draft, want) in cases {
        let schema = compiled(&x, draft);
        let id = schema.pointers["/definitions/x"];
        assert_eq!(schema.admits_nothing(id), want, "{draft}: {x}");
    }
}
