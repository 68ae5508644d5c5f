//! Unit tests of the pairing walk: typify's real output on small schemas, each item and
//! variant paired with the pointers of its object; and the refusals.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde_json::{json, Value};

use crate::ir::Schema;
use crate::typespace::typify;

fn compiled(doc: &Value) -> Schema {
    crate::compile::draft7(doc.clone())
}

/// Every paired item and variant of typify's output for `doc`, with its pointers.
fn paired(mut doc: Value) -> Result<BTreeMap<String, Vec<String>>, crate::Error> {
    doc["$schema"] = json!("http://json-schema.org/draft-07/schema#");
    let schema = compiled(&doc);
    let t = crate::typespace::typify_alone(&doc, &schema)?;
    let pointers = |nodes: &[usize]| -> Vec<String> {
        nodes
            .iter()
            .map(|n| schema.nodes[*n].pointer.clone())
            .collect()
    };
    let mut out: BTreeMap<String, Vec<String>> = t
        .pairing
        .items
        .iter()
        .map(|(k, v)| (k.clone(), pointers(v)))
        .collect();
    for ((item, variant), v) in &t.pairing.variants {
        out.insert(format!("{item}::{variant}"), pointers(v));
    }
    Ok(out)
}

#[test]
fn every_item_is_paired_with_the_schema_it_came_from() {
    type Case = (Value, Vec<(&'static str, Vec<&'static str>)>);
    let object = |props: Value| json!({"type": "object", "properties": props});
    let cases: Vec<Case> = vec![
        // Two inline objects with the same property names: one struct each, each its own node
        // (the old pairing by property names could not tell them apart).
        (
            object(json!({
                "a": object(json!({"x": {"type": "string"}})),
                "b": {"type": "object", "properties": {"x": {"type": "string"}}, "additionalProperties": false}
            })),
            vec![
                ("Root", vec![""]),
                ("RootA", vec!["/properties/a"]),
                ("RootB", vec!["/properties/b"]),
            ],
        ),
        // Array items, a nullable union, a definition reached through `$ref`.
        (
            json!({
                "type": "object",
                "properties": {
                    "list": {"type": "array", "items": object(json!({"y": {"type": "integer"}}))},
                    "maybe": {"anyOf": [{"$ref": "#/definitions/D"}, {"type": "null"}]}
                },
                "definitions": {"D": object(json!({"z": {"type": "boolean"}}))}
            }),
            vec![
                ("D", vec!["/definitions/D"]),
                ("Root", vec![""]),
                ("RootListItem", vec!["/properties/list/items"]),
            ],
        ),
        // An internally tagged union whose branches share their property names.
        (
            json!({
                "oneOf": [
                    {"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "enum": ["add"]}, "content": {"type": "string"}}},
                    {"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "enum": ["delete"]}, "content": {"type": "string"}}}
                ]
            }),
            vec![
                ("Root", vec![""]),
                ("Root::Add", vec!["/oneOf/0"]),
                ("Root::Delete", vec!["/oneOf/1"]),
            ],
        ),
        // A property written beside the `oneOf`: typify merges it into each (untagged)
        // variant, whose object is then the branch and the schema around it.
        (
            json!({
                "type": "object",
                "properties": {"id": {"type": "string"}},
                "oneOf": [
                    object(json!({"kind": {"type": "string", "enum": ["a"]}})),
                    object(json!({"kind": {"type": "string", "enum": ["b"]}}))
                ]
            }),
            vec![
                ("Root", vec![""]),
                ("Root::Variant0", vec!["/oneOf/0", ""]),
                ("Root::Variant1", vec!["/oneOf/1", ""]),
                ("RootVariant0Kind", vec!["/oneOf/0/properties/kind"]),
                ("RootVariant1Kind", vec!["/oneOf/1/properties/kind"]),
            ],
        ),
        // The same through a branch that is itself an object and a union (Codex's
        // `ThreadItem` image generation): the generator moves the branch's `kind`, then the
        // outer `id`, into the inner branches, whose objects are all three.
        (
            json!({
                "type": "object",
                "properties": {"id": {"type": "string"}},
                "oneOf": [
                    object(json!({"a": {"type": "string"}})),
                    {
                        "type": "object",
                        "properties": {"kind": {"type": "string"}},
                        "anyOf": [
                            object(json!({"x": {"type": "string"}})),
                            object(json!({"y": {"type": "string"}}))
                        ]
                    }
                ]
            }),
            vec![
                ("Root", vec![""]),
                ("Root::Variant0", vec!["/oneOf/0", ""]),
                ("Root::Variant1", vec!["/oneOf/1", ""]),
                (
                    "RootVariant1Subtype0",
                    vec!["/oneOf/1/anyOf/0", "/oneOf/1", ""],
                ),
                (
                    "RootVariant1Subtype1",
                    vec!["/oneOf/1/anyOf/1", "/oneOf/1", ""],
                ),
            ],
        ),
        // A property only `required` names (no schema of its own): typify gives it a
        // `serde_json::Value` field, with nothing below it to pair (the suite's "items and
        // subitems").
        (
            json!({
                "type": "object",
                "properties": {"sub": {"$ref": "#/definitions/sub-item"}},
                "definitions": {"sub-item": {"type": "object", "required": ["foo"]}}
            }),
            vec![
                ("Root", vec![""]),
                ("SubItem", vec!["/definitions/sub-item"]),
            ],
        ),
    ];
    for (doc, want) in cases {
        let got = paired(doc.clone()).unwrap();
        let want: BTreeMap<String, Vec<String>> = want
            .into_iter()
            .map(|(k, v)| (k.to_owned(), v.into_iter().map(str::to_owned).collect()))
            .collect();
        assert_eq!(got, want, "{doc}");
    }
}

#[test]
fn one_name_for_two_different_schemas_is_retitled() {
    // typify names both objects after their title and reuses the first type for the second:
    // the generator retitles the second (`typespace/retitle.rs`) and types the file again.
    let doc = json!({
        "type": "object",
        "properties": {
            "a": {"title": "Same", "type": "object", "properties": {"x": {"type": "string"}}},
            "b": {"title": "Same", "type": "object", "properties": {"y": {"type": "integer"}}, "additionalProperties": false}
        }
    });
    let items = paired(doc).unwrap();
    assert_eq!(items["Same"], ["/properties/a"]);
    assert_eq!(items["Same2"], ["/properties/b"]);
    // Two paths with one name (a CRD's `spec.tls.certificate` and `spec.tlsCertificate`).
    let object = |p: &str| json!({"type": "object", "properties": {p: {"type": "string"}}});
    let doc = json!({"type": "object", "properties": {"spec": {"type": "object", "properties": {
        "tls": {"type": "object", "properties": {"certificate": object("a")}},
        "tlsCertificate": object("b")}}}});
    let items = paired(doc).unwrap();
    assert_eq!(
        items["RootSpecTlsCertificate"],
        ["/properties/spec/properties/tls/properties/certificate"]
    );
    assert_eq!(
        items["RootSpecTlsCertificate2"],
        ["/properties/spec/properties/tlsCertificate"]
    );
    // One title on a schema and another inside it (ocelot's routes and their hosts): the
    // inner one is retitled before typify runs (`normalise/titles.rs`).
    let items_titled =
        |inner: Value| json!({"title": "The Items Schema", "type": "object", "properties": inner});
    let hosts =
        json!({"type": "array", "items": items_titled(json!({"host": {"type": "string"}}))});
    let doc = json!({"type": "object", "properties": {"routes": {"type": "array",
        "items": items_titled(json!({"hosts": hosts, "name": {"type": "string"}}))}}});
    let items = paired(doc).unwrap();
    assert_eq!(items["TheItemsSchema"], ["/properties/routes/items"]);
    assert_eq!(
        items["TheItemsSchema2"],
        ["/properties/routes/items/properties/hosts/items"]
    );
    // The same title on identical schemas is one type, rightly.
    let same = json!({"title": "Same", "type": "object", "properties": {"x": {"type": "string"}}});
    let doc = json!({"type": "object", "properties": {"a": same, "b": same}});
    assert_eq!(paired(doc).unwrap()["Same"], ["/properties/a"]);
}

#[test]
fn an_item_no_schema_leads_to_is_refused() {
    let doc = json!({"$schema": "http://json-schema.org/draft-07/schema#", "title": "Root", "type": "object", "properties": {"a": {"type": "string"}}});
    let schema = compiled(&doc);
    let root: schemars::schema::RootSchema = serde_json::from_value(doc).unwrap();
    let mut space = typify::TypeSpace::new(&typify::TypeSpaceSettings::default());
    let id = space.add_root_schema(root).unwrap().unwrap();
    let mut file: syn::File = syn::parse2(space.to_stream()).unwrap();
    file.items.push(syn::parse_quote!(
        pub struct Stray {
            pub a: u8,
        }
    ));
    let none = BTreeMap::new();
    let err = super::pair(
        &space,
        &file,
        (&schema, &[]),
        &super::Rewrites {
            hoisted: &none,
            caught: &BTreeSet::new(),
            both: &BTreeSet::new(),
            forced: &BTreeMap::new(),
        },
        &[(id, Schema::ROOT)],
        &[],
    )
    .unwrap_err();
    assert_eq!(
        err,
        super::PairingError::Unreached {
            item: "Stray".into()
        }
    );
    assert_eq!(
        err.to_string(),
        "typify emitted `Stray`, which no schema node leads to"
    );
}

/// A subschema `forced` by pointer (what `family` does after a failed pairing) is typed
/// `serde_json::Value` and listed as a coarsening with its reason; `""` makes the whole file a
/// `Value` newtype.
#[test]
fn forced_subschemas_are_coarsened_and_reported() {
    let doc = json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "type": "object",
        "properties": {
            "a": {"type": "object", "properties": {"x": {"type": "string"}}},
            "b": {"type": "integer"}
        }
    });
    let schema = compiled(&doc);
    for (at, struct_a) in [("/properties/a", false), ("", false), ("/nowhere", true)] {
        let mut forced: BTreeMap<String, String> = [(at.to_owned(), "because".to_owned())].into();
        let t = typify(
            Path::new("t.json"),
            &doc,
            (&schema, std::slice::from_ref(&schema)),
            Some("Root"),
            &BTreeMap::new(),
            &BTreeSet::new(),
            &mut forced,
        )
        .unwrap();
        let source = prettyplease::unparse(&t.file);
        assert_eq!(source.contains("struct RootA"), struct_a, "{at}: {source}");
        let reported: Vec<(String, String)> = t
            .coarsened
            .iter()
            .map(|c| (c.pointer.clone(), c.reason.clone()))
            .collect();
        if struct_a {
            assert!(reported.is_empty(), "{at}: {reported:?}");
        } else {
            assert_eq!(reported, [(at.to_owned(), "because".to_owned())], "{at}");
        }
    }
}
