//! Unit tests of the type model: typify's real output on small schemas read by id, each item
//! with the pointers of its origins and its fields' types; the arena; and the agreement check
//! refusing a model that differs from the printed items.

use serde_json::{json, Value};

use super::{agrees, Arena, Field, Fields, Kind, Module, Ty, Variant};
use crate::ir::Schema;
use crate::typespace::typify_alone;

/// typify's output for `doc`, read into the model: one line per item, in the model's order,
/// `name kind @ origins: field: type, …`.
fn modelled(mut doc: Value) -> Vec<String> {
    doc["$schema"] = json!("http://json-schema.org/draft-07/schema#");
    let schema = crate::compile::draft7(doc.clone());
    let t = typify_alone(&doc, &schema).expect("typed");
    let model = &t.model;
    let ty = |t: &Ty| {
        t.tokens(model)
            .expect("spelled")
            .to_string()
            .replace(' ', "")
    };
    let fields = |fields: &[Field]| -> Vec<String> {
        (fields.iter())
            .map(|f| {
                format!(
                    "{}{}: {}",
                    f.name,
                    if f.required { "" } else { "?" },
                    ty(&f.ty)
                )
            })
            .collect()
    };
    (model.items.iter())
        .map(|(_, item)| {
            let origins: Vec<String> = (item.origins.iter())
                .map(|n| format!("#{}", schema.nodes[*n].pointer))
                .collect();
            let what = match &item.kind {
                Kind::Struct(f) => format!("struct {{{}}}", fields(f).join(", ")),
                Kind::Newtype(inner) => format!("newtype({})", ty(inner)),
                Kind::Enum(variants) => {
                    let variants: Vec<String> = (variants.iter())
                        .map(|v| match &v.fields {
                            Fields::Unit => v.name.clone(),
                            Fields::Tuple(types) => {
                                let types: Vec<String> = types.iter().map(ty).collect();
                                format!("{}({})", v.name, types.join(", "))
                            }
                            Fields::Named(f) => format!("{} {{{}}}", v.name, fields(f).join(", ")),
                        })
                        .collect();
                    format!("enum {{{}}}", variants.join(", "))
                }
            };
            format!("{} {what} @ {}", item.name, origins.join(" "))
        })
        .collect()
}

#[test]
fn the_model_holds_every_item_by_id_with_its_origins_and_field_types() {
    let object = |props: Value| json!({"type": "object", "properties": props});
    let cases: Vec<(Value, Vec<&str>)> = vec![
        // Two inline objects alike but for `additionalProperties`: two items, one origin each.
        (
            object(json!({
                "a": object(json!({"x": {"type": "string"}})),
                "b": {"type": "object", "properties": {"x": {"type": "string"}}, "additionalProperties": false}
            })),
            vec![
                "Root struct {a?: ::std::option::Option<RootA>, b?: ::std::option::Option<RootB>} @ #",
                "RootA struct {x?: ::std::option::Option<::std::string::String>} @ #/properties/a",
                "RootB struct {x?: ::std::option::Option<::std::string::String>} @ #/properties/b",
            ],
        ),
        // Array items, a nullable `$ref`, a required integer; a definition by handle.
        (
            json!({
                "type": "object",
                "required": ["n"],
                "properties": {
                    "list": {"type": "array", "items": object(json!({"y": {"type": "integer"}}))},
                    "maybe": {"anyOf": [{"$ref": "#/definitions/D"}, {"type": "null"}]},
                    "n": {"type": "integer", "format": "uint8"}
                },
                "definitions": {"D": object(json!({"z": {"type": "boolean"}}))}
            }),
            vec![
                "Root struct {list?: ::std::vec::Vec<RootListItem>, maybe?: ::std::option::Option<D>, n: u8} @ #",
                "D struct {z?: ::std::option::Option<bool>} @ #/definitions/D",
                "RootListItem struct {y?: ::std::option::Option<i64>} @ #/properties/list/items",
            ],
        ),
        // A string enum, a union of objects told apart by a `const` (one-value enums), a map of
        // objects.
        (
            json!({
                "type": "object",
                "properties": {
                    "kind": {"enum": ["a", "b"]},
                    "shape": {"oneOf": [
                        object(json!({"t": {"const": "circle"}, "r": {"type": "number"}})),
                        object(json!({"t": {"const": "square"}}))
                    ]},
                    "tags": {"type": "object", "additionalProperties": object(json!({"v": {"type": "string"}}))}
                }
            }),
            vec![
                "Root struct {kind?: ::std::option::Option<RootKind>, shape?: ::std::option::Option<RootShape>, tags?: ::std::collections::BTreeMap<::std::string::String,RootTagsValue>} @ #",
                "RootKind enum {A, B} @ #/properties/kind",
                "RootShape enum {Variant0 {r: ::std::option::Option<f64>, t: ::std::option::Option<RootShapeVariant0T>}, Variant1 {t: ::std::option::Option<RootShapeVariant1T>}} @ #/properties/shape",
                "RootTagsValue struct {v?: ::std::option::Option<::std::string::String>} @ #/properties/tags/additionalProperties",
                "RootShapeVariant0T enum {Circle} @ #/properties/shape/oneOf/0/properties/t",
                "RootShapeVariant1T enum {Square} @ #/properties/shape/oneOf/1/properties/t",
            ],
        ),
        // One definition reached from two properties: one item, one origin (the definition's).
        (
            json!({
                "type": "object",
                "properties": {"p": {"$ref": "#/definitions/D"}, "q": {"$ref": "#/definitions/D"}},
                "definitions": {"D": {"enum": ["x"]}}
            }),
            vec![
                "Root struct {p?: ::std::option::Option<D>, q?: ::std::option::Option<D>} @ #",
                "D enum {X} @ #/definitions/D",
            ],
        ),
        // A type on a cycle: boxed, read once.
        (
            json!({
                "$ref": "#/definitions/Tree",
                "definitions": {"Tree": object(json!({"children": {"type": "array", "items": {"$ref": "#/definitions/Tree"}}, "next": {"$ref": "#/definitions/Tree"}}))}
            }),
            vec![
                "Root newtype(Tree) @ #",
                "Tree struct {children?: ::std::vec::Vec<Tree>, next?: ::std::option::Option<::std::boxed::Box<Tree>>} @ #/definitions/Tree",
            ],
        ),
    ];
    for (doc, want) in cases {
        let got = modelled(doc.clone());
        assert_eq!(got, want, "{doc}");
    }
}

/// A module of one struct `S { a: String }`.
fn one_struct() -> Module {
    let mut module = Module::default();
    module.items.append(super::Item {
        name: "S".into(),
        type_id: None,
        origins: vec![Schema::ROOT],
        docs: None,
        closed: false,
        constrained: Some(false),
        tagging: None,
        kind: Kind::Struct(vec![Field {
            name: "a".into(),
            json: Some("a".into()),
            docs: None,
            required: true,
            ty: Ty::String,
        }]),
    });
    module
}

#[test]
fn a_model_that_differs_from_the_printed_items_is_refused_by_name() {
    let cases: &[(&str, Option<&str>)] = &[
        ("pub struct S { pub a: ::std::string::String }", None),
        // Attributes and impls are not the model's: only names, fields, variants and types.
        (
            "#[derive(Debug)] pub struct S { #[serde(rename = \"A\")] pub a: ::std::string::String } impl S {}",
            None,
        ),
        ("pub struct S { pub b: ::std::string::String }", Some("S")),
        ("pub struct S { pub a: i64 }", Some("S")),
        ("pub struct S(pub ::std::string::String);", Some("S")),
        ("pub enum S { A }", Some("S")),
        ("", Some("S")),
        ("pub struct S { pub a: ::std::string::String } pub struct T {}", Some("T")),
        (
            "pub struct S { pub a: ::std::string::String } pub struct S { pub a: ::std::string::String }",
            Some("S"),
        ),
    ];
    let module = one_struct();
    for (source, want) in cases {
        let file: syn::File = syn::parse_str(source).expect("parses");
        let got = agrees(&module, &file).err().map(|(item, _)| item);
        assert_eq!(got.as_deref(), *want, "{source}");
    }
}

#[test]
fn an_enum_agrees_variant_by_variant() {
    let mut module = one_struct();
    let s = module.items.iter().next().map(|(h, _)| h).expect("S");
    module.items.append(super::Item {
        name: "E".into(),
        type_id: None,
        origins: Vec::new(),
        docs: None,
        closed: false,
        constrained: Some(false),
        tagging: None,
        kind: Kind::Enum(vec![
            Variant {
                name: "A".into(),
                json: None,
                docs: None,
                fields: Fields::Unit,
            },
            Variant {
                name: "B".into(),
                json: None,
                docs: None,
                fields: Fields::Tuple(vec![Ty::Item(s), Ty::Option(Box::new(Ty::Unit))]),
            },
        ]),
    });
    let base = "pub struct S { pub a: ::std::string::String }";
    let cases: &[(&str, bool)] = &[
        ("pub enum E { A, B(S, ::std::option::Option<()>) }", true),
        ("pub enum E { B(S, ::std::option::Option<()>), A }", false),
        ("pub enum E { A, B(S) }", false),
        // A one-element tuple reads as its element (typify's API does not tell them apart).
        ("pub enum E { A, B((S, ::std::option::Option<()>)) }", false),
        ("pub enum E { A, B { s: S } }", false),
        ("pub enum E { A, C(S, ::std::option::Option<()>) }", false),
    ];
    for (source, want) in cases {
        let file: syn::File = syn::parse_str(&format!("{base} {source}")).expect("parses");
        assert_eq!(agrees(&module, &file).is_ok(), *want, "{source}");
    }
}

#[test]
fn the_arena_hands_out_handles_in_order() {
    let mut arena = Arena::default();
    let a = arena.append("a").expect("room");
    let b = arena.append("b").expect("room");
    assert_eq!((a.index(), b.index()), (0, 1));
    assert!(a < b);
    assert_eq!(arena.get(b), Some(&"b"));
    if let Some(x) = arena.get_mut(a) {
        *x = "c";
    }
    let all: Vec<(usize, &str)> = arena.iter().map(|(h, x)| (h.index(), *x)).collect();
    assert_eq!(all, [(0, "c"), (1, "b")]);
    assert_eq!(format!("{a:?}"), "[0]");
}

#[test]
fn types_are_spelled_as_typify_spells_them() {
    let module = one_struct();
    let s = module.items.iter().next().map(|(h, _)| h).expect("S");
    let boxed = |t: Ty| Box::new(t);
    let cases: Vec<(Ty, &str)> = vec![
        (Ty::Item(s), "S"),
        (
            Ty::Option(boxed(Ty::Option(boxed(Ty::String)))),
            "::std::option::Option<::std::string::String>",
        ),
        (
            Ty::Set(boxed(Ty::Path("i64".into()))),
            "::std::vec::Vec<i64>",
        ),
        (
            Ty::Map(boxed(Ty::String), boxed(Ty::Path(super::ANY.into()))),
            "::serde_json::Map<::std::string::String,::serde_json::Value>",
        ),
        (
            Ty::Map(boxed(Ty::String), boxed(Ty::Item(s))),
            "::std::collections::BTreeMap<::std::string::String,S>",
        ),
        (
            Ty::Array(boxed(Ty::Path("bool".into())), 2),
            "[bool;2usize]",
        ),
        (Ty::Tuple(vec![Ty::Unit]), "((),)"),
        (
            Ty::Tuple(vec![Ty::Unit, Ty::String]),
            "((),::std::string::String)",
        ),
    ];
    for (ty, want) in cases {
        let got = ty.tokens(&module).map(|t| t.to_string().replace(' ', ""));
        assert_eq!(got.as_deref(), Some(want), "{ty:?}");
    }
    assert_eq!(
        Ty::Path("not a type!".into()).tokens(&module).map(|_| ()),
        None
    );
}

#[test]
fn a_variant_of_one_value_agrees_with_its_one_element_tuple() {
    let enum_of = |held: Ty| {
        let mut module = Module::default();
        module.items.append(super::Item {
            name: "E".into(),
            type_id: None,
            origins: Vec::new(),
            docs: None,
            closed: false,
            constrained: Some(false),
            tagging: None,
            kind: Kind::Enum(vec![Variant {
                name: "One".into(),
                json: None,
                docs: None,
                fields: Fields::Tuple(vec![held]),
            }]),
        });
        module
    };
    let string = "::std::string::String";
    let cases: Vec<(Ty, String, bool)> = vec![
        (Ty::String, format!("pub enum E {{ One({string}) }}"), true),
        (
            Ty::String,
            format!("pub enum E {{ One(({string},)) }}"),
            true,
        ),
        (
            Ty::Tuple(vec![Ty::String]),
            format!("pub enum E {{ One(({string},)) }}"),
            true,
        ),
        (
            Ty::Tuple(vec![Ty::String]),
            format!("pub enum E {{ One({string}) }}"),
            true,
        ),
        (
            Ty::String,
            format!("pub enum E {{ One(({string}, {string})) }}"),
            false,
        ),
        (Ty::String, "pub enum E { One((i64,)) }".into(), false),
    ];
    for (held, source, want) in cases {
        let file: syn::File = syn::parse_str(&source).expect("parses");
        assert_eq!(agrees(&enum_of(held), &file).is_ok(), want, "{source}");
    }
}
