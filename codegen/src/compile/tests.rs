//! Unit tests of reference splitting and of what makes a subschema coarse.

use super::*;

#[test]
fn references_split_and_decode() {
    type Case<'a> = (&'a str, &'a str, Option<(&'a str, &'a str)>);
    let cases: &[Case] = &[
        (
            "file:///codex/v1/a.json",
            "#/definitions/X",
            Some(("file:///codex/v1/a.json", "/definitions/X")),
        ),
        (
            "file:///codex/v1/a.json",
            "../v2/b.json#/definitions/Y%20Z",
            Some(("file:///codex/v2/b.json", "/definitions/Y Z")),
        ),
        (
            "https://ex.org/s/a.json",
            "b.json",
            Some(("https://ex.org/s/b.json", "")),
        ),
        ("https://ex.org/s/a.json", "#anchor", None),
    ];
    for (base, reference, want) in cases {
        let got = split_reference(base, reference);
        let want = want.map(|(a, p)| (a.to_owned(), p.to_owned()));
        assert_eq!(got, want, "{base} {reference}");
    }
}

/// A pointer as a URI's fragment is percent-encoded where a fragment cannot hold it, and
/// splits back to itself.
#[test]
fn pointers_as_uris_are_encoded() {
    let cases = [
        ("/definitions/X", "file:///t.json#/definitions/X"),
        (
            "/definitions/My Type",
            "file:///t.json#/definitions/My%20Type",
        ),
        ("/definitions/a%b", "file:///t.json#/definitions/a%25b"),
        (
            "/definitions/Top<X>",
            "file:///t.json#/definitions/Top%3CX%3E",
        ),
        ("/definitions/\u{fc}", "file:///t.json#/definitions/%C3%BC"),
        (
            "/definitions/a~1b/properties/c:d",
            "file:///t.json#/definitions/a~1b/properties/c:d",
        ),
        ("", "file:///t.json#"),
    ];
    for (pointer, want) in cases {
        let uri = pointer_uri("file:///t.json", pointer);
        assert_eq!(uri, want);
        let back = split_reference("file:///t.json", &uri);
        assert_eq!(
            back,
            Some(("file:///t.json".to_owned(), pointer.to_owned()))
        );
    }
}

#[test]
fn coarse_keywords() {
    let coarse = |v: Value| is_coarse(v.as_object().unwrap(), false);
    assert!(!is_coarse(
        serde_json::json!({"$id": "x"}).as_object().unwrap(),
        true
    ));
    // An inner `$id` matters only to references below it.
    assert!(!coarse(serde_json::json!({"$id": "x"})));
    assert!(coarse(
        serde_json::json!({"$id": "x", "items": {"$ref": "#/definitions/a"}})
    ));
    assert!(!coarse(
        serde_json::json!({"$id": "x", "enum": [{"$ref": "y"}]})
    ));
    assert!(!coarse(serde_json::json!({"patternProperties": {}})));
    // A tuple of unbounded length, typed up to its positional schemas (`compile/tuple.rs`),
    // without `type` beside any other value; beside another type's keyword, `Value`; of a
    // fixed length, a Rust tuple.
    assert!(!coarse(serde_json::json!({"items": [{}]})));
    assert!(coarse(serde_json::json!({"items": [{}], "minLength": 1})));
    assert!(coarse(serde_json::json!({"items": [{}], "minItems": 2})));
    assert!(!coarse(
        serde_json::json!({"type": "array", "items": [{}], "minItems": 1, "maxItems": 1})
    ));
    assert!(!coarse(
        serde_json::json!({"type": "array", "items": {}, "pattern": "a"})
    ));
    // An object's keywords alone, without `type`: an enum of the struct and any other value
    // (`object_or_any`), not coarse; beside another shape keyword, coarse.
    assert!(!coarse(serde_json::json!({"properties": {"a": {}}})));
    assert!(!coarse(
        serde_json::json!({"required": ["a"], "minProperties": 1})
    ));
    assert!(coarse(
        serde_json::json!({"properties": {"a": {}}, "items": {}})
    ));
    assert!(coarse(
        serde_json::json!({"properties": {"a": {}}, "enum": [{}]})
    ));
    // Several types, `object` among them: typify splits them, one variant each.
    assert!(!coarse(
        serde_json::json!({"type": ["object", "string"], "required": ["a"]})
    ));
    // Keywords of a type `type` rules out never apply (`drop_inert`).
    assert!(!coarse(
        serde_json::json!({"type": "string", "required": ["a"]})
    ));
    assert!(!coarse(
        serde_json::json!({"type": "object", "items": {"type": "string"}})
    ));
    // typify would make these narrower than the schema.
    assert!(!coarse(
        serde_json::json!({"type": ["object", "null"], "required": ["a"]})
    ));
    // `items` alone without `type`: the list or any other value (`array_or_any`); beside
    // another shape keyword, coarse.
    assert!(!coarse(serde_json::json!({"items": {}})));
    assert!(coarse(serde_json::json!({"items": {}, "enum": [[1], 2]})));
    // A union's branches without a type of their own are held by one catch-all beside the
    // typed ones; with no typed branch (and not only constraints), or two unions leaving
    // branches, the union is coarse.
    assert!(!coarse(
        serde_json::json!({"anyOf": [{"type": "string"}, {}]})
    ));
    assert!(!coarse(
        serde_json::json!({"anyOf": [{"type": "string"}, true]})
    ));
    assert!(!coarse(
        serde_json::json!({"anyOf": [{"enum": ["a"]}, {"pattern": "^b$"}]})
    ));
    assert!(coarse(
        serde_json::json!({"anyOf": [{"pattern": "^b$"}, {"properties": {"a": {"type": "string"}}, "items": {"type": "string"}}]})
    ));
    // `items` alone as a branch is typed as its list (taurus's reporting), the rest the
    // catch-all's.
    assert!(!coarse(
        serde_json::json!({"anyOf": [{"pattern": "^b$"}, {"items": {"type": "string"}}]})
    ));
    assert!(coarse(serde_json::json!({
        "oneOf": [{"type": "string"}, {"pattern": "^b$"}],
        "anyOf": [{"type": "string"}, {"type": "integer"}]
    })));
    assert!(!coarse(
        serde_json::json!({"anyOf": [{"type": "string"}, {"$ref": "#/a"}]})
    ));
    assert!(coarse(serde_json::json!({"allOf": [{"minimum": 1}]})));
    // A branch that is a union of typed branches has a shape of its own.
    assert!(!coarse(serde_json::json!({"oneOf": [{"type": "null"},
        {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "integer"}}]}]})));
    // One with an untyped branch has none: the outer catch-all holds it.
    assert!(!coarse(serde_json::json!({"oneOf": [{"type": "null"},
        {"oneOf": [{"type": "string"}, {"minLength": 1}]}]})));
}

/// Unions whose branches only constrain (`required`, `not`…) leave the type to the rest.
#[test]
fn only_constraining_unions_are_not_coarse() {
    use super::only_constrains;
    let cases = [
        (serde_json::json!(true), true),
        (
            serde_json::json!({"required": ["a"], "not": {"required": ["b"]}}),
            true,
        ),
        (
            serde_json::json!({"anyOf": [{"required": ["a"]}, {"minProperties": 2}]}),
            true,
        ),
        (
            serde_json::json!({"properties": {"a": {"const": 1}}}),
            false,
        ),
        (serde_json::json!({"type": "string"}), false),
        (serde_json::json!({"$ref": "#/definitions/a"}), false),
        // Items that only constrain (libman's), not items of a type, nor a tuple.
        (
            serde_json::json!({"properties": {"l": {"items": {"required": ["p"]}}}}),
            true,
        ),
        (serde_json::json!({"items": {"type": "string"}}), false),
        (serde_json::json!({"items": [{"required": ["p"]}]}), false),
    ];
    for (branch, want) in cases {
        assert_eq!(only_constrains(&branch), want, "{branch}");
    }
    let config_connector = serde_json::json!({
        "type": "object",
        "properties": {"name": {"type": "string"}, "external": {"type": "string"}},
        "oneOf": [{"required": ["name"], "not": {"required": ["external"]}}, {"required": ["external"]}]
    });
    assert!(!is_coarse(config_connector.as_object().unwrap(), false));
    // A branch that only constrains beside a typed one: the catch-all holds its values.
    let untyped = serde_json::json!({"oneOf": [{"type": "string"}, {"not": {"type": "integer"}}]});
    assert!(!is_coarse(untyped.as_object().unwrap(), false));
    let untyped = serde_json::json!({"oneOf": [{"items": {"type": "string"}, "properties": {}},
                                              {"not": {"type": "integer"}}]});
    assert!(is_coarse(untyped.as_object().unwrap(), false));
}

#[test]
fn the_names_a_not_forbids_each_alone() {
    use serde_json::json;
    let cases: &[(Value, &[&str])] = &[
        (json!({"required": ["a"]}), &["a"]),
        (json!({"required": ["a"], "description": "d"}), &["a"]),
        (
            json!({"anyOf": [{"required": ["a"]}, {"required": ["b"]}]}),
            &["a", "b"],
        ),
        // Forbidden only together, or only under a further condition: nothing.
        (json!({"required": ["a", "b"]}), &[]),
        (
            json!({"required": ["a"], "properties": {"a": {"type": "string"}}}),
            &[],
        ),
        (
            json!({"anyOf": [{"required": ["a"]}, {"type": "string"}]}),
            &[],
        ),
        (
            json!({"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}),
            &[],
        ),
        (json!({"not": {"required": ["a"]}}), &[]),
        (json!({"required": []}), &[]),
        (json!(true), &[]),
    ];
    for (not, want) in cases {
        assert_eq!(forbidden(not), *want, "{not}");
    }
}

#[test]
fn a_union_narrowing_one_scalar_type() {
    use serde_json::json;
    let cases: &[(Value, bool)] = &[
        (
            json!({"type": "string", "anyOf": [{}, {"enum": ["a"]}]}),
            true,
        ),
        (
            json!({"type": ["string"], "oneOf": [{"pattern": "^a"}, {"const": "b"}]}),
            true,
        ),
        (
            json!({"type": "integer", "anyOf": [{"minimum": 1}, {"type": "integer"}]}),
            true,
        ),
        (
            json!({"type": "string", "anyOf": [true, {"format": "email"}]}),
            true,
        ),
        // A `$ref` branch (not read through: a valid value is a string), `null` beside.
        (
            json!({"type": "string", "anyOf": [{"$ref": "#/definitions/a"}, {"minLength": 1}]}),
            true,
        ),
        (
            json!({"type": ["string", "null"], "anyOf": [{}, {"enum": ["a"]}]}),
            true,
        ),
        (
            json!({"type": ["null", "integer"], "oneOf": [{"type": "null"}, {"minimum": 3}]}),
            true,
        ),
        // Another type, a shape, or no one scalar beside it: no.
        (
            json!({"type": "string", "anyOf": [{"type": "integer"}, {"enum": ["a"]}]}),
            false,
        ),
        (
            json!({"type": "string", "anyOf": [{"items": {}}, {"enum": ["a"]}]}),
            false,
        ),
        (
            json!({"type": "object", "anyOf": [{"minProperties": 1}, {"enum": [{}]}]}),
            false,
        ),
        (
            json!({"type": ["string", "integer"], "anyOf": [{}, {"enum": ["a"]}]}),
            false,
        ),
        (json!({"anyOf": [{}, {"enum": ["a"]}]}), false),
        (json!({"type": "string", "anyOf": []}), false),
    ];
    for (schema, want) in cases {
        let obj = schema.as_object().unwrap();
        let union = obj.get("anyOf").or_else(|| obj.get("oneOf")).unwrap();
        assert_eq!(
            narrows_scalar(obj, union.as_array().unwrap()),
            *want,
            "{schema}"
        );
    }
}

/// The generator types an unbounded tuple only up to the positions the runtime has a
/// `Longer` helper for (`agent_approval_runtime::__private::longer::afterN`).
#[test]
fn longer_helpers_cover_every_count_the_generator_types() {
    assert_eq!(
        super::tuple::MOST_POSITIONS,
        agent_approval_runtime::__private::longer::MOST_POSITIONS
    );
}
