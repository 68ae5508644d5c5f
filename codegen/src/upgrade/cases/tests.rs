//! Objects whose `if`/`then` pairs discriminate by one property, read as unions; the ones
//! that are not, left as they are; pointers mapped back.

use serde_json::{json, Value};

use super::rewrite;

fn case(k: &str, values: Value, then: Value) -> Value {
    let condition = match values {
        Value::Array(_) => json!({"enum": values}),
        v => json!({"const": v}),
    };
    let mut case = json!({"if": {"properties": {k: condition}}});
    case["then"] = then;
    case
}

#[test]
fn discriminated_objects_read_as_unions() {
    let cases = [
        // The property is required and its schema (through the `$ref`) allows only the
        // cases' values: a branch per case, nothing else.
        (
            json!({
                "type": "object",
                "definitions": {"kind": {"enum": ["a", "b"]}},
                "properties": {"kind": {"$ref": "#/definitions/kind"}, "id": {"type": "string"}},
                "required": ["kind"],
                "allOf": [
                    case("kind", json!("a"), json!({"properties": {"x": {"type": "integer"}}, "required": ["x"]})),
                    case("kind", json!("b"), json!({"title": "Bee", "properties": {"y": {"type": "string"}}}))
                ]
            }),
            json!({
                "type": "object",
                "definitions": {"kind": {"enum": ["a", "b"]}},
                "oneOf": [
                    {"type": "object", "title": "a", "required": ["x", "kind"], "properties": {
                        "x": {"type": "integer"}, "id": {"type": "string"},
                        "kind": {"type": "string", "enum": ["a"]}}},
                    {"type": "object", "title": "Bee", "required": ["kind"], "properties": {
                        "y": {"type": "string"}, "id": {"type": "string"},
                        "kind": {"type": "string", "enum": ["b"]}}}
                ]
            }),
            0,
        ),
        // Not required by the object: any other value has the outer properties alone (the
        // property required there), and an object without it meets the `if` that does not
        // require it.
        (
            json!({
                "type": "object",
                "allOf": [
                    case("kind", json!("a"), json!({"properties": {"x": {"type": "integer"}}})),
                    {"if": {"properties": {"kind": {"enum": ["b", "c"]}}, "required": ["kind"]},
                     "then": {"properties": {"x": {"type": "string"}, "y": {}}}}
                ]
            }),
            json!({
                "type": "object",
                "oneOf": [
                    {"type": "object", "title": "a", "required": ["kind"], "properties": {
                        "x": {"type": "integer"}, "kind": {"type": "string", "enum": ["a"]}}},
                    {"type": "object", "required": ["kind"], "properties": {
                        "x": {"type": "string"}, "y": {},
                        "kind": {"type": "string", "enum": ["b", "c"]}}},
                    {"type": "object", "title": "Other", "required": ["kind"],
                     "properties": {"kind": {}}},
                    {"type": "object", "title": "without kind", "properties": {"x": {"type": "integer"}}}
                ]
            }),
            0,
        ),
        // Without `type`: branches of object keywords alone (the normaliser adds `Other` for
        // every other value). Where no `kind` is given, both `then`s hold, and a property
        // they name differently meets both: the first where they differ in annotations
        // alone (`d`), `false` where their types share no value (`v`), their `allOf`, each
        // part of the types they share (`w`), and, where one reaches a `$ref` other than one
        // to a plain object's definition, the one without `$ref`s that says its `type` (`r`,
        // not reported: a string names no property; `o` is their `allOf`).
        (
            json!({
                "definitions": {"o": {"type": "object", "properties": {"y": {}}}, "r": {}},
                "properties": {"kind": {"type": "string"}},
                "allOf": [
                    case("kind", json!("a"), json!({"properties": {
                        "v": {"type": "integer"}, "w": {"type": "number", "minimum": 0},
                        "d": {"type": "string", "title": "D"}, "r": {"$ref": "#/definitions/r"},
                        "o": {"$ref": "#/definitions/o", "title": "O"}}})),
                    case("kind", json!("b"), json!({"properties": {
                        "v": {"type": "string"}, "w": {"type": "integer", "maximum": 9},
                        "d": {"type": "string", "description": "d"}, "r": {"type": "string"},
                        "o": {"type": "object", "properties": {"z": {}}}}}))
                ]
            }),
            json!({
                "definitions": {"o": {"type": "object", "properties": {"y": {}}}, "r": {}},
                "oneOf": [
                    {"title": "a", "required": ["kind"], "properties": {
                        "v": {"type": "integer"}, "w": {"type": "number", "minimum": 0},
                        "d": {"type": "string", "title": "D"}, "r": {"$ref": "#/definitions/r"},
                        "o": {"$ref": "#/definitions/o", "title": "O"},
                        "kind": {"type": "string", "enum": ["a"]}}},
                    {"title": "b", "required": ["kind"], "properties": {
                        "v": {"type": "string"}, "w": {"type": "integer", "maximum": 9},
                        "d": {"type": "string", "description": "d"}, "r": {"type": "string"},
                        "o": {"type": "object", "properties": {"z": {}}},
                        "kind": {"type": "string", "enum": ["b"]}}},
                    {"title": "other kind", "required": ["kind"],
                     "properties": {"kind": {"type": "string"}}},
                    {"title": "without kind", "properties": {
                        "v": false,
                        "w": {"allOf": [{"type": "integer", "minimum": 0},
                                        {"type": "integer", "maximum": 9}]},
                        "d": {"type": "string", "title": "D"}, "r": {"type": "string"},
                        "o": {"allOf": [{"$ref": "#/definitions/o", "title": "O"},
                                        {"type": "object", "properties": {"z": {}}}]}}}
                ]
            }),
            0,
        ),
        // Properties the object names and the `then`s narrow (utcm-monitor's `properties: {}`,
        // cloudify's `{"type": "object"}` beside a `$ref` to an object): the `then`'s type.
        // Closed (cloudify's node template): each branch is, the property only a `then`
        // names is none, a case written twice is one. A `then` the object's type does not
        // hold (`m`, a map of every name) is the object's, not reported.
        (
            json!({
                "type": "object", "additionalProperties": false, "required": ["kind"],
                "definitions": {"o": {"type": "object", "properties": {"a": {}}},
                                "m": {"type": "object", "patternProperties": {"": {"type": "string"}}}},
                "properties": {"kind": {"type": "string"}, "p": {}, "q": {"type": "object"},
                               "m": {"$ref": "#/definitions/m"}},
                "allOf": [
                    case("kind", json!("a"), json!({"properties": {"p": {"type": "integer"}, "z": {}}})),
                    case("kind", json!("b"), json!({"properties": {"q": {"$ref": "#/definitions/o"},
                                                                    "m": {"properties": {"x": {"const": "1"}}}}})),
                    case("kind", json!("b"), json!({"properties": {"q": {"$ref": "#/definitions/o"},
                                                                    "m": {"properties": {"x": {"const": "1"}}}}}))
                ]
            }),
            json!({
                "type": "object",
                "definitions": {"o": {"type": "object", "properties": {"a": {}}},
                                "m": {"type": "object", "patternProperties": {"": {"type": "string"}}}},
                "oneOf": [
                    {"type": "object", "title": "a", "required": ["kind"], "additionalProperties": false,
                     "properties": {"p": {"type": "integer"}, "q": {"type": "object"},
                                    "m": {"$ref": "#/definitions/m"},
                                    "kind": {"type": "string", "enum": ["a"]}}},
                    {"type": "object", "title": "b", "required": ["kind"], "additionalProperties": false,
                     "properties": {"q": {"$ref": "#/definitions/o"}, "m": {"$ref": "#/definitions/m"},
                                    "p": {}, "kind": {"type": "string", "enum": ["b"]}}},
                    {"type": "object", "title": "Other", "required": ["kind"], "additionalProperties": false,
                     "properties": {"kind": {"type": "string"}, "p": {}, "q": {"type": "object"},
                                    "m": {"$ref": "#/definitions/m"}}}
                ]
            }),
            0,
        ),
        // A `then` naming properties the object's own type keeps in `extra`: reported.
        // (`additionalProperties: true` says nothing.)
        (
            json!({
                "type": "object", "required": ["kind"], "additionalProperties": true,
                "properties": {"kind": {"const": "a"}, "s": {"type": "object", "properties": {"t": {}}}},
                "allOf": [case("kind", json!("a"), json!({"properties": {"z": {},
                    "s": {"type": "object", "properties": {"u": {"type": "string"}}}}}))]
            }),
            json!({
                "type": "object",
                "oneOf": [
                    {"type": "object", "title": "a", "required": ["kind"],
                     "properties": {"z": {}, "s": {"type": "object", "properties": {"t": {}}},
                                    "kind": {"type": "string", "enum": ["a"]}}}
                ]
            }),
            1,
        ),
    ];
    for (input, want, coarse) in cases {
        let mut doc = input.clone();
        let moved = rewrite(&mut doc);
        assert_eq!(doc, want, "{input}");
        assert_eq!(moved.coarse.len(), coarse, "{input}: {:?}", moved.coarse);
        // Each part of a property's `allOf` came from its `then`.
        let pairs: Vec<&(String, String)> = moved.layers.iter().flatten().collect();
        for (i, part) in ["/allOf/0/then/properties/w", "/allOf/1/then/properties/w"]
            .iter()
            .enumerate()
        {
            let to = format!("/oneOf/3/properties/w/allOf/{i}");
            let want = doc.pointer(&to).is_some().then_some(*part);
            let got = pairs
                .iter()
                .find(|(t, _)| *t == to)
                .map(|(_, f)| f.as_str());
            assert_eq!(got, want, "{input}");
        }
    }
}

#[test]
fn other_conditions_are_left_as_they_are() {
    let then = json!({"properties": {"x": {}}});
    let cases = [
        // An `else`.
        json!({"type": "object", "if": {"properties": {"k": {"const": "a"}}}, "then": then,
               "else": {"properties": {"y": {}}}}),
        // Not a string.
        json!({"type": "object", "allOf": [case("k", json!(2), then.clone())]}),
        // Two properties tested, or two cases on different ones.
        json!({"type": "object", "allOf": [
            {"if": {"properties": {"k": {"const": "a"}, "j": {"const": "b"}}}, "then": then}]}),
        json!({"type": "object", "allOf": [case("k", json!("a"), then.clone()),
                                           case("j", json!("b"), then.clone())]}),
        // A value two cases share.
        json!({"type": "object", "allOf": [case("k", json!("a"), then.clone()),
                                           case("k", json!(["b", "a"]), then.clone())]}),
        // A `$ref` reaching into what would move.
        json!({"type": "object", "properties": {"r": {"$ref": "#/allOf/0/then/properties/x"}},
               "allOf": [case("k", json!("a"), then.clone())]}),
        // A `then` that is not an object's keywords alone, or names an outer property
        // otherwise.
        json!({"type": "object", "allOf": [case("k", json!("a"), json!({"$ref": "#/definitions/d"}))]}),
        json!({"type": "object", "properties": {"x": {"type": "string"}},
               "allOf": [case("k", json!("a"), json!({"properties": {"x": {"type": "integer"}}}))]}),
        // Said again with other annotations alone: nothing typed more.
        json!({"type": "object", "properties": {"k": {"type": "string"}, "d": {"type": "string", "title": "D"}},
               "allOf": [case("k", json!("a"), json!({"properties": {"d": {"type": "string", "description": "d"}}}))]}),
        // What the `then`s say of the object's properties only checked, nothing typed more
        // (partial-poe's `default`): the branches would all be the object's.
        json!({"type": "object", "properties": {"k": {"type": "string"}, "d": {"type": ["string", "integer"]}},
               "allOf": [case("k", json!("a"), json!({"properties": {"d": {"anyOf": [{"type": "string"}]}}}))]}),
        // Closed, without the tested property.
        json!({"type": "object", "additionalProperties": false, "properties": {"x": {}},
               "allOf": [case("k", json!("a"), then.clone())]}),
        // Object keywords the union would have to carry.
        json!({"type": "object", "additionalProperties": {"type": "string"},
               "properties": {"k": {}}, "allOf": [case("k", json!("a"), then.clone())]}),
        json!({"type": ["object", "null"], "allOf": [case("k", json!("a"), then.clone())]}),
        // A part that is not a case.
        json!({"type": "object", "allOf": [case("k", json!("a"), then.clone()), {"required": ["k"]}]}),
    ];
    for input in cases {
        let mut doc = input.clone();
        let moved = rewrite(&mut doc);
        assert_eq!(doc, input);
        assert_eq!(moved, super::Moved::default(), "{input}");
    }
}

/// Reports name the file's pointers: through each rewrite, the innermost last.
#[test]
fn pointers_map_back_to_the_file() {
    let inner = json!({
        "type": "object",
        "allOf": [case("t", json!("p"), json!({"properties": {"q": {"minimum": 1}}}))],
        "required": ["t"]
    });
    let mut doc = json!({
        "type": "object",
        "properties": {"id": {"type": "string"}},
        "required": ["kind"],
        "allOf": [
            case("kind", json!("a"), json!({"properties": {"n": inner}})),
            case("kind", json!("b"), json!({"properties": {"m": {}}}))
        ]
    });
    let moved = rewrite(&mut doc);
    let cases = [
        ("", ""),
        ("/oneOf/0", "/allOf/0/then"),
        ("/oneOf/0/properties/n", "/allOf/0/then/properties/n"),
        (
            "/oneOf/0/properties/n/oneOf/0/properties/q/minimum",
            "/allOf/0/then/properties/n/allOf/0/then/properties/q/minimum",
        ),
        (
            "/oneOf/0/properties/n/oneOf/0/properties/t",
            "/allOf/0/then/properties/n/allOf/0/if/properties/t",
        ),
        ("/oneOf/1/properties/id", "/properties/id"),
        ("/oneOf/1/properties/kind", "/allOf/1/if/properties/kind"),
        ("/oneOf/2", ""),
        ("/oneOf/10", "/oneOf/10"),
    ];
    for (shaped, file) in cases {
        assert_eq!(moved.original(shaped), file, "{shaped}");
    }
}

#[test]
fn a_reasons_pointers_map_back_to_the_file() {
    let mut moved = super::Moved::default();
    moved.push(vec![("/oneOf".to_owned(), "/$defs/u:v/oneOf".to_owned())]);
    let copy = json!({"oneOf": [{"allOf": [{}, {}]}], "$defs": {"u:v": {"oneOf": [{}]}}});
    let table = [
        // The longest pointer of the copy, before `:`, `)` or the end.
        (
            "`T` does not match #/oneOf/0: an enum without variants",
            "`T` does not match #/$defs/u:v/oneOf/0: an enum without variants",
        ),
        (
            "kept in `extra` (#/oneOf/0/allOf/1): [\"a\"]",
            "kept in `extra` (#/$defs/u:v/oneOf/0/allOf/1): [\"a\"]",
        ),
        ("at #/oneOf", "at #/$defs/u:v/oneOf"),
        // A pointer that did not move, or is none of the copy's, as written.
        ("#/$defs/u:v/oneOf/0: x", "#/$defs/u:v/oneOf/0: x"),
        (
            "#/nothing/here and #/oneOf/0",
            "#/nothing/here and #/$defs/u:v/oneOf/0",
        ),
        ("no pointer #", "no pointer #"),
    ];
    for (reason, named) in table {
        assert_eq!(moved.original_in(reason, &copy), named, "{reason}");
    }
}
