//! Objects read as the enum of their `if`/`then` cases (`real_world.rs` runs them), where an
//! `if` does not require the property it tests: the variant of an object without it meets
//! every such `then`; an `if` every valid object meets, whose `then` is the object's; and an
//! `if` that tests only `type: "object"`.

use serde_json::json;

use super::Case;

/// The cases: minecraft's item modifiers and predicates, restate's cluster, partial-poe's
/// subtasks, okh's manifest.
pub fn cases() -> Vec<Case> {
    let case = |function: &str, then: serde_json::Value| {
        json!({"if": {"properties": {"function": {"const": function}}},
               "then": {"properties": then}})
    };
    vec![
        // minecraft: a property two `then`s name differently meets both in the variant
        // without `function` (each was `Value` there): the first where they differ in
        // annotations alone (`add`), their types' common part (`count`: an integer from 0 and
        // a number up to 10), a struct of both definitions' properties (`predicate`), and no
        // field where their types share no value (`enchantments`, a list or a map).
        (
            json!({"type": "object", "properties": {"function": {"type": "string"}},
                   "definitions": {
                       "entity": {"type": "object", "properties": {"team": {"type": "string"}}},
                       "item": {"type": "object", "properties": {"tag": {"type": "string"}}}},
                   "allOf": [
                       case("set_count", json!({
                           "add": {"type": "boolean", "description": "Relative to the count."},
                           "count": {"type": "integer", "minimum": 0},
                           "predicate": {"$ref": "#/definitions/entity"},
                           "enchantments": {"type": "array", "items": {"type": "string"}}})),
                       case("enchant", json!({
                           "add": {"type": "boolean", "description": "Relative to the level."},
                           "count": {"type": "number", "maximum": 10},
                           "predicate": {"$ref": "#/definitions/item"},
                           "enchantments": {"type": "object"}}))]}),
            &[
                "    WithoutFunction {\n        ///Relative to the count.\n        \
                 add: ::std::option::Option<bool>,\n        \
                 count: ::std::option::Option<u64>,\n        \
                 predicate: ::std::option::Option<WithoutFunctionPredicate>,\n        \
                 /// Properties the schema does not name",
                "pub struct WithoutFunctionPredicate {",
                "    pub tag: ::std::option::Option<::std::string::String>,\n",
                "    pub team: ::std::option::Option<::std::string::String>,\n",
            ],
            &[],
        ),
        // minecraft: where a `then` names the property by a `$ref` to a definition that is no
        // plain object, the variant holds one `then`'s type, which every value meeting all
        // has: the one without `$ref`s that says its `type` (`limit`: `Option<i64>`), else the
        // one leaving fewest properties to `extra` (`value`: the number provider, which names
        // the range's `min` too); both were `Value`, and nothing is kept or reported.
        (
            json!({"type": "object", "properties": {"function": {"type": "string"}},
                   "definitions": {
                       "numberProvider": {"type": ["number", "object"],
                                          "properties": {"type": {"type": "string"},
                                                         "min": {"type": "number"}}},
                       "integerRange": {"properties": {"min": {"type": "integer"}}}},
                   "allOf": [
                       case("limit_count", json!({
                           "limit": {"$ref": "#/definitions/numberProvider"},
                           "value": {"$ref": "#/definitions/integerRange"}})),
                       case("looting", json!({
                           "limit": {"type": "integer", "title": "Limit"},
                           "value": {"$ref": "#/definitions/numberProvider"}}))]}),
            &["    WithoutFunction {\n        \
                 limit: ::std::option::Option<i64>,\n        \
                 value: ::std::option::Option<NumberProvider>,\n"],
            &[],
        ),
        // A Kubernetes custom resource written per version (restate's cluster): the object
        // allows `apiVersion` only the value its one `if` tests, so the `then` always holds and
        // `spec` is its object (was the object's own `{}`, the `then`'s `spec` reported kept).
        (
            json!({"type": "object", "required": ["apiVersion", "spec"],
                   "properties": {"apiVersion": {"type": "string", "enum": ["restate.dev/v1"]},
                                  "spec": {}},
                   "allOf": [{"if": {"properties": {"apiVersion": {"const": "restate.dev/v1"}}},
                              "then": {"properties": {"spec": {"type": "object", "required": ["storage"],
                                  "properties": {"storage": {"type": "object",
                                      "properties": {"bytes": {"type": "integer", "format": "int64"}}}}}}}}]}),
            &[
                "pub struct Thing {",
                "    pub spec: ThingSpec,\n",
                "pub struct ThingSpec {",
                "    pub storage: ThingSpecStorage,\n",
                "    pub bytes: ::std::option::Option<i64>,\n",
            ],
            &[],
        ),
        // An `if` that tests only `type: "object"` as an `allOf` part beside a union of a name
        // and an object, its `then` only forbidding a property (partial-poe's subtasks, whose
        // `args` was reported kept in `extra`): the subtask is the task's type.
        (
            json!({"type": "object", "properties": {"sequence": {"type": "array", "items": {"allOf": [
                       {"$ref": "#/definitions/task"},
                       {"if": {"type": "object"}, "then": {"type": "object", "properties": {"args": false}}}]}}},
                   "definitions": {"task": {"oneOf": [{"type": "string"},
                       {"type": "object", "properties": {"cmd": {"type": "string"}}, "required": ["cmd"]}]}}}),
            &["pub sequence: ::std::option::Option<::std::vec::Vec<Task>>,"],
            &[],
        ),
        // The same `if` on an object, its `then` naming and requiring a property: a field.
        (
            json!({"type": "object", "properties": {"x": {"type": "string"}},
                   "if": {"type": "object"},
                   "then": {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}}),
            &[
                "    pub n: i64,
",
                "pub x: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // A closed object whose `if`s name properties only in their `then`s (okh's manifest,
        // reported as keeping them in `extra`): the object refuses them, so no valid object has
        // one; nothing kept, nothing reported.
        (
            json!({"type": "object", "additionalProperties": false,
                   "properties": {"tsdc": {"type": "array", "items": {"type": "string"}}},
                   "allOf": [{"if": {"required": ["tsdc"], "properties": {"tsdc": {"contains": {"const": "3DP"}}}},
                              "then": {"properties": {"material": {"type": "string"}}}}]}),
            &["pub tsdc: ::std::option::Option<::std::vec::Vec<::std::string::String>>,"],
            &[],
        ),
        // size-limit's sections: no `type`, the properties and an `if` each an `allOf` part
        // (`config` only under the `then`, reported kept in `extra` at the object and at the
        // part): the object's field, its schema or any value; nothing reported.
        (
            json!({"allOf": [{"type": "object", "properties": {"webpack": {"type": "boolean"}}},
                   {"if": {"not": {"properties": {"webpack": {"const": false}}}},
                    "then": {"properties": {"config": {"type": "string"}}}}]}),
            &[
                "pub config: ::std::option::Option<ThingConfig>,",
                "pub webpack: ::std::option::Option<bool>,",
            ],
            &[],
        ),
        // kya's credentials: the `if`s (which test what a list contains: no cases) in a
        // definition the object's `allOf` refers to, the property named saying nothing of it
        // (was `Value`, unreported): the enum of the `then`s' types and `Other`. The
        // definition alone, no object, stays reported.
        (
            json!({"type": "object", "properties": {"kinds": {"type": "array"}, "subject": {}},
                   "allOf": [{"$ref": "#/definitions/dispatch"}],
                   "definitions": {
                       "dispatch": {"allOf": [
                           {"if": {"properties": {"kinds": {"contains": {"const": "a"}}}},
                            "then": {"properties": {"subject": {"$ref": "#/definitions/a"}}}},
                           {"if": {"properties": {"kinds": {"contains": {"const": "b"}}}},
                            "then": {"properties": {"subject": {"$ref": "#/definitions/b"}}}}]},
                       "a": {"type": "object", "properties": {"x": {"type": "string"}}, "required": ["x"]},
                       "b": {"type": "object", "properties": {"y": {"type": "integer"}}, "required": ["y"]}}}),
            &[
                "pub subject: ::std::option::Option<ThingSubject>,",
                "    A(A),\n    B(B),\n    Other(::serde_json::Value),",
            ],
            &["/definitions/dispatch"],
        ),
        // A part a `$ref` reaches is a type of its own, and keeps its report; the object
        // merging it types the property.
        (
            json!({"type": "object", "properties": {"w": {"type": "boolean"}, "p": {"$ref": "#/allOf/1"}},
                   "allOf": [{"properties": {"x": {"type": "string"}}},
                             {"if": {"required": ["w"]}, "then": {"properties": {"config": {"type": "string"}}}}]}),
            &["pub config: ::std::option::Option<ThingConfig>,"],
            &["/allOf/1"],
        ),
    ]
}
