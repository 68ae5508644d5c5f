//! The facts read from the schema nodes, on typify's real output for small schemas: each
//! struct's doc comment, whether it is closed, and each field's JSON name; every struct's
//! declaration written from the model agrees with typify's (nothing is coarsened).

use serde_json::{json, Value};

use super::super::{Fields, Kind};
use crate::ident::typify_field;
use crate::typespace::typify_alone;

/// One line per struct and struct variant: `name [closed] "doc": field=json, …`.
fn facts(mut doc: Value) -> Vec<String> {
    doc["$schema"] = json!("http://json-schema.org/draft-07/schema#");
    let schema = crate::compile::draft7(doc.clone());
    let t = typify_alone(&doc, &schema).expect("typed");
    assert!(t.coarsened.is_empty(), "{:?}", t.coarsened);
    let fields = |fields: &[super::Field]| -> Vec<String> {
        (fields.iter())
            .map(|f| format!("{}={}", f.name, f.json.as_deref().unwrap_or("(flattened)")))
            .collect()
    };
    let mut out = Vec::new();
    for (_, item) in t.model.items.iter() {
        let closed = if item.closed { " closed" } else { "" };
        let doc = item.docs.as_deref().unwrap_or("-");
        match &item.kind {
            Kind::Struct(f) => out.push(format!(
                "{}{closed} {doc:?}: {}",
                item.name,
                fields(f).join(", ")
            )),
            Kind::Enum(variants) => {
                if let Some(tagging) = &item.tagging {
                    let names: Vec<String> = (variants.iter())
                        .map(|v| format!("{}={}", v.name, v.json.as_deref().unwrap_or("?")))
                        .collect();
                    out.push(format!(
                        "{}{closed} {tagging:?}: {}",
                        item.name,
                        names.join(", ")
                    ));
                }
                for v in variants {
                    if let Fields::Named(f) = &v.fields {
                        out.push(format!(
                            "{}::{}: {}",
                            item.name,
                            v.name,
                            fields(f).join(", ")
                        ));
                    }
                }
            }
            Kind::Newtype(_) if item.type_id.is_some() => {
                let constrained = match item.constrained {
                    Some(true) => " constrained",
                    Some(false) => "",
                    None => " unknown",
                };
                out.push(format!("{} newtype{constrained} {doc:?}", item.name));
            }
            Kind::Newtype(_) => {}
        }
    }
    out
}

#[test]
fn facts_are_read_from_the_schema_nodes() {
    let object = |props: Value| json!({"type": "object", "properties": props});
    let cases: Vec<(Value, Vec<&str>)> = vec![
        // Names typify spells apart from their JSON, a required name without a schema (a
        // field of any value), a closed object, a carriage return in the description.
        (
            json!({"type": "object", "description": "one\r\ntwo", "additionalProperties": false,
                   "properties": {"fooBar": {"type": "string"}, "type": {"type": "string"},
                                  "a-b": {}, "x": {"type": "integer"}},
                   "required": ["id", "x"]}),
            vec![r#"Root closed "one\ntwo": a_b=a-b, foo_bar=fooBar, id=id, type_=type, x=x"#],
        ),
        // Typed unknown properties: typify's flattened `extra`.
        (
            json!({"type": "object", "properties": {"a": {"type": "string"}},
                   "additionalProperties": {"type": "integer"}}),
            vec![r#"Root "-": a=a, extra=(flattened)"#],
        ),
        // An `allOf` of one part and nothing else reads as that part (its description);
        // beside a keyword of its own, the schema keeps its own.
        (
            object(json!({
                "p": {"description": "outer", "allOf": [
                    {"type": "object", "description": "part", "properties": {"x": {"type": "string"}}}]},
                "q": {"description": "own", "properties": {"y": {"type": "string"}}, "allOf": [
                    {"type": "object", "description": "part", "properties": {"x": {"type": "string"}}}]}
            })),
            vec![
                r#"Root "-": p=p, q=q"#,
                r#"RootP "part": x=x"#,
                r#"RootQ "own": x=x, y=y"#,
            ],
        ),
        // A part closing the object closes the merge.
        (
            json!({"type": "object", "allOf": [
                {"type": "object", "properties": {"a": {"type": "string"}}},
                {"type": "object", "properties": {"a": {}, "b": {"type": "string"}},
                 "additionalProperties": false}]}),
            vec![r#"Root closed "-": a=a, b=b"#],
        ),
        // A variant's fields are named from its branch.
        (
            json!({"oneOf": [
                {"type": "object", "properties": {"kind": {"const": "a"}, "someName": {"type": "string"}},
                 "required": ["kind", "someName"]},
                {"type": "object", "properties": {"kind": {"const": "b"}, "other-name": {"type": "integer"}},
                 "required": ["kind", "other-name"]}]}),
            vec![
                "Root::A: some_name=someName",
                "Root::B: other_name=other-name",
            ],
        ),
        // A string enum: its values in order, typify's names for them; a `null` among them
        // is the `Option` around it.
        (
            object(json!({"level": {"enum": ["low", "HIGH", "two words", null]}})),
            vec![
                r#"Root "-": level=level"#,
                "RootLevel External: Low=low, High=HIGH, TwoWords=two words",
            ],
        ),
        // An alias is described by its definition (reached through a `$ref`); typify checks
        // the values of a constrained newtype: a `null` split from the other values (its
        // conversions cannot tell, the schema's list does). An integer enum reaches typify as
        // an integer (the engine checks the values): typify's conversions say unconstrained.
        (
            json!({"type": "object", "definitions": {
                       "Path": {"description": "a path", "type": "string"},
                       "Small": {"type": "integer", "enum": [1, 2]}},
                   "properties": {"p": {"$ref": "#/definitions/Path"},
                                  "s": {"$ref": "#/definitions/Small"},
                                  "m": {"enum": [1.5, "x", null]}}}),
            vec![
                r#"Root "-": m=m, p=p, s=s"#,
                r#"Path newtype "a path""#,
                r#"Small newtype "-""#,
                r#"RootMNull newtype constrained "-""#,
            ],
        ),
        // Branches of one constant string each.
        (
            json!({"oneOf": [{"const": "a", "description": "the a"}, {"enum": ["b", "c"]}]}),
            vec!["Root External: A=a, B=b, C=c"],
        ),
    ];
    for (doc, want) in cases {
        assert_eq!(facts(doc.clone()), want, "{doc}");
    }
}

#[test]
fn properties_are_spelled_as_typify_spells_them() {
    // typify itself is the oracle: each key's field as typify names it.
    let keys = [
        "fooBar",
        "a-b",
        "type",
        "self",
        "gen",
        "_",
        "+1",
        "-1",
        "1st",
        "it's",
        "x.y/z",
        "",
        "ÄÖ",
        "HTTPServer",
        "__dunder__",
    ];
    for key in keys {
        let mut doc = json!({"type": "object", "properties": {key: {"type": "string"}}});
        doc["$schema"] = json!("http://json-schema.org/draft-07/schema#");
        let schema = crate::compile::draft7(doc.clone());
        let t = typify_alone(&doc, &schema).expect("typed");
        let typify = (t.model.items.iter()).find_map(|(_, item)| match &item.kind {
            Kind::Struct(fields) => fields.first().map(|f| f.name.clone()),
            _ => None,
        });
        assert_eq!(
            typify.as_deref(),
            Some(typify_field(key).as_str()),
            "{key:?}"
        );
    }
}
