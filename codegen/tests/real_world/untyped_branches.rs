//! Unions with branches that have no type of their own beside typed ones, typed
//! (`real_world.rs` runs them): the typed branches as variants, one catch-all for the rest.

use serde_json::json;

use super::Case;

/// The cases: a `pattern` beside an enum or a boolean, an `if` beside references, a branch
/// that only constrains beside objects named by a property, a list written without `type`,
/// branches that each say `type: "string"`.
pub fn cases() -> Vec<Case> {
    let path = json!({"type": "string", "allOf": [{"type": "string", "pattern": "^\\./"},
                                                  {"type": "string", "pattern": "\\.md$"}]});
    vec![
        // claude-code's plugin paths: a union whose branches each say `type: "string"` (one
        // an `allOf` of patterns) is a string, the engine's to narrow; the variants beside
        // it are named by what they hold (was `Variant0(ThingCommandsVariant0)`, an enum of
        // two strings, `Variant1(Vec<…>)`).
        (
            json!({"type": "object", "properties": {"commands": {"anyOf": [
                {"anyOf": [path, {"type": "string", "pattern": "^\\./"}]},
                {"type": "array", "items": path}]}}}),
            &[
                "pub enum ThingCommands {\n    String(::std::string::String),\n    Array(::std::vec::Vec<::std::string::String>),\n}",
            ],
            &[],
        ),
        // template's datatype: an enum of names or a `pattern` (which every non-string meets):
        // the names, then any value; nothing reported (the pattern only constrains).
        (
            json!({"type": "object", "properties": {"datatype": {"anyOf": [
                {"enum": ["choice", "bool"]}, {"pattern": "^(integer|string)$"}]}}}),
            &[
                "pub enum ThingDatatype {\n    #[serde(rename = \"choice\")]\n    Choice,\n    #[serde(rename = \"bool\")]\n    Bool,\n    #[serde(untagged)]\n    Other(::serde_json::Value),\n}",
            ],
            &[],
        ),
        // dotnetcli's isHidden: a boolean, or a string of one.
        (
            json!({"type": "object", "properties": {"hidden": {"anyOf": [
                {"type": "boolean"}, {"pattern": "^(true|false)$"}]}}}),
            &["Boolean(bool),", "Other(::serde_json::Value),"],
            &[],
        ),
        // intlayer's content value: references and an `if` on objects; the `if` branch is
        // the catch-all, tried last.
        (
            json!({"definitions": {"text": {"type": "string"}, "count": {"type": "integer"}},
                   "type": "object", "additionalProperties": {"anyOf": [
                       {"if": {"required": ["nodeType"]}, "then": {"properties": {"nodeType": {"const": "t"}}}},
                       {"$ref": "#/definitions/text"}, {"$ref": "#/definitions/count"}]}}),
            &[
                "pub enum ThingValue {",
                "Text(Text),",
                "Count(Count),",
                "Other(::serde_json::Value),",
            ],
            &[],
        ),
        // A branch that only constrains (any other `identifier`) beside objects written
        // without `type`, named by `identifier`, in an object: the catch-all is an object
        // too, a map.
        (
            json!({"type": "object", "additionalProperties": {"type": "object", "oneOf": [
                {"not": {"properties": {"identifier": {"enum": ["lower", "replace"]}}, "required": ["identifier"]}},
                {"properties": {"identifier": {"enum": ["lower"]}}},
                {"properties": {"identifier": {"enum": ["replace"]}, "pattern": {"type": "string"}}, "required": ["pattern"]}]}}),
            &[
                "pattern: ::std::string::String,",
                "    Lower {",
                "Other(::serde_json::Map<::std::string::String, ::serde_json::Value>),",
            ],
            &[],
        ),
        // template's forms: the same beside the object's own `identifier`, which the
        // branches name too (so it cannot move into them, and was `Value`): the catch-all is
        // the object, its `identifier` a string.
        (
            json!({"type": "object", "additionalProperties": {"type": "object",
                "properties": {"identifier": {"type": "string"}}, "oneOf": [
                {"not": {"properties": {"identifier": {"enum": ["lower"]}}, "required": ["identifier"]}},
                {"properties": {"identifier": {"enum": ["lower"]}, "culture": {"type": "string"}}}]}}),
            &[
                "culture: ::std::option::Option<::std::string::String>,",
                "identifier: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // A branch left to the catch-all before a typed one: the typed branch keeps its
        // pointer (what is reported inside it is reported where the schema has it).
        (
            json!({"type": "object", "properties": {"u": {"oneOf": [
                {"not": {"type": "integer"}},
                {"type": "object", "properties": {"a": {"items": {}, "enum": [[1], 2]}}}]}}}),
            &["a: ::std::option::Option<::serde_json::Value>,"],
            &["/properties/u/oneOf/1/properties/a"],
        ),
        // An enum of a number beside `null`, and an empty enum (the official suite's, on
        // which typify panicked, so the whole file was `Value`): an `Option<i64>`, and any
        // value (none is valid); nothing reported.
        (
            json!({"type": "object", "properties": {"six": {"enum": [6, null]}, "none": {"enum": []}}}),
            &[
                "pub six: ::std::option::Option<i64>,",
                "pub none: ::std::option::Option<::serde_json::Value>,",
            ],
            &[],
        ),
        // debugsettings' profile: an `anyOf` of objects each forbidding the other's property,
        // beside an `allOf` part: each variant has the part's properties (the pairing reads
        // the node beside its branches through its `allOf`), and nothing is reported (each
        // variant refuses the name its branch forbids, so none lands in `extra`).
        (
            json!({"definitions": {"content": {"type": "object", "properties": {"name": {"type": "string"}}}},
                   "type": "object", "additionalProperties": {"type": "object",
                   "allOf": [{"$ref": "#/definitions/content"}], "required": ["name"], "anyOf": [
                       {"not": {"required": ["command"]}, "properties": {"path": {"type": "string"}}},
                       {"not": {"required": ["path"]}, "properties": {"command": {"type": "string"}}}]}}),
            &[
                "path: ::std::option::Option<::std::string::String>,",
                "command: ::std::option::Option<::std::string::String>,",
                "name: ::std::string::String,",
            ],
            &[],
        ),
        // vim-addon-info's repository: an `anyOf` of an empty object (no other property
        // allowed) and an open one: a value both hold has no property to misplace, so nothing
        // is reported.
        (
            json!({"type": "object", "properties": {"repo": {"type": "object", "anyOf": [
                {"additionalProperties": false},
                {"properties": {"url": {"type": "string"}}}]}}}),
            &["url: ::std::option::Option<::std::string::String>,"],
            &[],
        ),
        // taurus's reporting: a list of objects written without `type` (so any non-list too)
        // beside a list of names: the objects' list, the names' list, and the catch-all for
        // the non-lists (the objects' list was the catch-all's `Value`, reported).
        (
            json!({"type": "object", "properties": {"reporting": {"anyOf": [
                {"items": {"type": "object", "properties": {"module": {"type": "string"}}}},
                {"type": "array", "items": {"type": "string"}}]}}}),
            &[
                "ObjectList(::std::vec::Vec<ThingReportingObjectListItem>),",
                "StringList(::std::vec::Vec<::std::string::String>),",
                "Other(::serde_json::Value),",
                "pub module: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
    ]
}
