//! Properties only a `then`/`else` names as the object's, and what the reports name.

use serde_json::{json, Value};

use super::{conditional_only, conditional_restated, rewrite};

/// `(pointer in the copy, pointer it came from)`.
type Moves = Vec<(&'static str, &'static str)>;

#[test]
fn properties_only_a_branch_names_are_the_objects() {
    let action = json!({"type": "object", "properties": {"popup": {"type": "string"}}});
    // (document, its properties after, moves)
    let cases: Vec<(Value, Value, Moves)> = vec![
        // github-action's `outputs`: the object names it saying nothing of it, a `then` and
        // an `else` give it each a schema: theirs, no catch-all.
        (
            json!({"type": "object", "properties": {"outputs": {"$comment": "by the if"}},
                   "additionalProperties": false,
                   "if": {"properties": {"runs": {}}},
                   "then": {"properties": {"outputs": {"$ref": "#/definitions/c"}}},
                   "else": {"properties": {"outputs": {"$ref": "#/definitions/o"}}}}),
            json!({"outputs": {"anyOf": [{"$ref": "#/definitions/c"}, {"$ref": "#/definitions/o"}]}}),
            vec![
                ("/properties/outputs/anyOf/0", "/then/properties/outputs"),
                ("/properties/outputs/anyOf/1", "/else/properties/outputs"),
                ("/properties/outputs", "/then/properties/outputs"),
            ],
        ),
        // chrome's manifest: `action` only when the `if` holds, `browser_action` only
        // when it does not, `background` on both sides, differently (no catch-all).
        (
            json!({"type": "object", "properties": {"v": {"type": "integer"}},
                   "if": {"properties": {"v": {"const": 3}}},
                   "then": {"properties": {"action": action, "background": {"type": "string"}}},
                   "else": {"properties": {"browser_action": action, "background": {"type": "array"}}}}),
            json!({"v": {"type": "integer"},
                   "action": {"anyOf": [action, {"not": action}]},
                   "background": {"anyOf": [{"type": "string"}, {"type": "array"}]},
                   "browser_action": {"anyOf": [action, {"not": action}]}}),
            vec![
                ("/properties/action/anyOf/0", "/then/properties/action"),
                ("/properties/action", "/then/properties/action"),
                (
                    "/properties/background/anyOf/0",
                    "/then/properties/background",
                ),
                (
                    "/properties/background/anyOf/1",
                    "/else/properties/background",
                ),
                ("/properties/background", "/then/properties/background"),
                (
                    "/properties/browser_action/anyOf/0",
                    "/else/properties/browser_action",
                ),
                (
                    "/properties/browser_action",
                    "/else/properties/browser_action",
                ),
            ],
        ),
        // The same schema on both sides (chrome's command's `description`), in an
        // `allOf` part: the property's own; two `if`s naming it alike, one schema.
        (
            json!({"type": "object", "allOf": [
                {"if": {"required": ["g"]}, "then": {"properties": {"d": {"type": "string", "description": "x"}}},
                 "else": {"properties": {"d": {"type": "string"}}}},
                {"if": {"required": ["h"]}, "then": {"properties": {"d": {"type": "string"}}}}]}),
            json!({"d": {"type": "string", "description": "x"}}),
            vec![("/properties/d", "/allOf/0/then/properties/d")],
        ),
        // kya's credentials: the `if`s in a part that is a `$ref`; the object names the
        // property saying nothing of it.
        (
            json!({"type": "object", "properties": {"subject": {}},
                   "allOf": [{"$ref": "#/definitions/dispatch"}],
                   "definitions": {"dispatch": {"allOf": [
                       {"if": {"required": ["s"]}, "then": {"properties": {"subject": {"$ref": "#/definitions/s"}}}}]}}}),
            json!({"subject": {"anyOf": [{"$ref": "#/definitions/s"}, {"not": {"$ref": "#/definitions/s"}}]}}),
            vec![
                (
                    "/properties/subject/anyOf/0",
                    "/definitions/dispatch/allOf/0/then/properties/subject",
                ),
                (
                    "/properties/subject",
                    "/definitions/dispatch/allOf/0/then/properties/subject",
                ),
            ],
        ),
        // size-limit's items: no `type`, the properties and the `if` each an `allOf` part.
        (
            json!({"allOf": [{"type": "object", "properties": {"webpack": {"type": "boolean"}}},
                   {"if": {"required": ["webpack"]}, "then": {"properties": {"config": {"type": "string"}}}}]}),
            json!({"config": {"anyOf": [{"type": "string"}, {"not": {"type": "string"}}]}}),
            vec![
                (
                    "/properties/config/anyOf/0",
                    "/allOf/1/then/properties/config",
                ),
                ("/properties/config", "/allOf/1/then/properties/config"),
            ],
        ),
    ];
    for (doc, properties, want) in cases {
        let mut copy = doc.clone();
        let mut layer = Vec::new();
        rewrite(&mut copy, &mut layer);
        assert_eq!(copy["properties"], properties, "{doc}");
        let got: Vec<(&str, &str)> = (layer.iter())
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        assert_eq!(got, want, "{doc}");
    }
}

#[test]
fn objects_that_constrain_other_names_or_name_them_stay() {
    let then = json!({"properties": {"x": {"type": "string"}}});
    let cases = [
        // Closed, or other names matched by patterns: `x` is not the object's to type.
        json!({"type": "object", "additionalProperties": false, "if": {"required": ["a"]}, "then": then}),
        json!({"type": "object", "additionalProperties": false, "properties": {"y": {}},
               "if": {"required": ["a"]}, "then": then}),
        json!({"type": "object", "patternProperties": {"^x": {}}, "if": {"required": ["a"]}, "then": then}),
        // Named by the object, or by a part it refers to.
        json!({"type": "object", "properties": {"x": {"type": "string", "minLength": 1}},
               "if": {"required": ["a"]}, "then": then}),
        json!({"type": "object", "allOf": [{"$ref": "#/definitions/p"}], "if": {"required": ["a"]}, "then": then,
               "definitions": {"p": {"properties": {"x": {}}}}}),
        // Only constrained under `then`.
        json!({"type": "object", "if": {"required": ["a"]}, "then": {"properties": {"x": {"minLength": 1}}}}),
        // Not an object.
        json!({"type": "string", "if": {"required": ["a"]}, "then": then}),
    ];
    crate::upgrade::tests::assert_unmoved(rewrite, &cases);
}

#[test]
fn properties_only_a_condition_names() {
    let cases = [
        (
            json!({"properties": {"a": {}}, "if": {}, "then": {"properties": {"a": {}, "b": {}}},
                   "else": {"properties": {"c": {}}}}),
            vec!["b", "c"],
        ),
        (
            json!({"type": "object", "allOf": [{"allOf": [{"if": {}, "then": {"properties": {"d": {}}}}]}]}),
            vec!["d"],
        ),
        (
            json!({"type": "string", "if": {}, "then": {"properties": {"b": {}}}}),
            vec![],
        ),
        (
            json!({"properties": {"a": {}}, "allOf": [{"properties": {"b": {}}}]}),
            vec![],
        ),
        // A part written in place names it: the struct merges that part.
        (
            json!({"allOf": [{"type": "object", "properties": {"b": {}}},
                   {"if": {}, "then": {"properties": {"b": {"type": "string"}, "c": {}}}}]}),
            vec!["c"],
        ),
        // A closed object refuses them (okh's manifest); beside patterns it may not.
        (
            json!({"type": "object", "additionalProperties": false, "properties": {"a": {}},
                   "allOf": [{"if": {}, "then": {"properties": {"b": {"type": "string"}}}}]}),
            vec![],
        ),
        (
            json!({"type": "object", "additionalProperties": false, "patternProperties": {"^b": {}},
                   "if": {}, "then": {"properties": {"b": {"type": "string"}}}}),
            vec!["b"],
        ),
        (
            json!({"type": "object", "additionalProperties": {"type": "string"},
                   "if": {}, "then": {"properties": {"b": {"type": "string"}}}}),
            vec!["b"],
        ),
    ];
    for (input, want) in cases {
        let obj = input.as_object().unwrap();
        assert_eq!(conditional_only(obj), want, "{input}");
    }
}

#[test]
fn properties_a_condition_says_more_of() {
    let cases = [
        // Said again the same, or as any value: nothing more.
        (
            json!({"properties": {"a": {"type": "string"}, "b": {}}, "if": {},
                   "then": {"properties": {"a": {"type": "string"}, "b": {}, "c": {}}}}),
            vec![],
        ),
        // Shaped further in a case (an `allOf` part's `then`, an `else`): named.
        (
            json!({"type": "object", "properties": {"i": {"$ref": "#/x"}, "p": {"type": "object"}},
                   "allOf": [{"if": {}, "then": {"properties": {"i": {"$ref": "#/y"}}}},
                             {"if": {}, "else": {"properties": {"p": {"properties": {"z": {"type": "string"}}}}}}]}),
            vec!["i", "p"],
        ),
        // Only narrowed (values listed, a `type`, bounds, required names, what the object's
        // type holds below: webextension's `persistent`): checked, not named
        // (abc-supply-plan's `{"type": "array", "maxItems": 1}`); restated by `$ref`
        // (dependabot's `schedule`).
        (
            json!({"type": "object", "properties": {
                       "bg": {"type": "object", "properties": {"persistent": {"type": "boolean"}}},
                       "s": {"type": "object", "properties": {"interval": {"type": "string"}}}},
                   "if": {}, "then": {"properties": {"s": {"$ref": "#/properties/s"}}},
                   "else": {"properties": {"bg": {"properties": {"persistent": {"const": false}}}}}}),
            vec![],
        ),
        (
            json!({"type": "object", "properties": {"l": {"$ref": "#/l"}, "e": {"enum": ["a", "b"]},
                                                    "p": {"type": "object"}, "n": {"type": "integer"}},
                   "allOf": [{"if": {}, "then": {"properties": {"l": {"type": "array", "maxItems": 1},
                                                                "e": {"enum": ["a"], "type": "string"},
                                                                "p": {"required": ["z"]},
                                                                "n": {"minimum": 2, "multipleOf": 2}}}}]}),
            vec![],
        ),
        (
            json!({"type": "array", "properties": {"a": {}}, "if": {}, "then": {"properties": {"a": {"type": "string"}}}}),
            vec![],
        ),
    ];
    for (input, want) in cases {
        let obj = input.as_object().unwrap();
        let resolve = |r: &str| r.strip_prefix('#').and_then(|p| input.pointer(p));
        assert_eq!(conditional_restated(obj, &resolve), want, "{input}");
    }
}
