//! The tuple shapes of real-world schemas, typed (`real_world.rs` runs them).

use serde_json::json;

use super::Case;

/// The cases: tuples of one length, of several, unbounded, and beside other types.
pub fn cases() -> Vec<Case> {
    vec![
        // Written without `type`, the tuple's keywords alone: its lengths, and any value that
        // is no array in the catch-all (was `Value`, reported).
        (
            json!({"type": "object", "properties": {"point": {
                "items": [{"type": "number"}, {"type": "number"}, {"type": "string"}],
                "additionalItems": false}}}),
            &[
                "Three(f64, f64, ::std::string::String),",
                "Empty(::std::vec::Vec<::serde_json::Value>),",
                "Other(::serde_json::Value),",
            ],
            &[],
        ),
        (
            json!({"type": "object", "properties": {"pair": {
                "items": [{"type": "boolean"}, {"type": "boolean"}], "minItems": 2, "maxItems": 2}}}),
            &["Two(bool, bool),", "Other(::serde_json::Value),"],
            &[],
        ),
        // Beside another type's keyword: `Value`, reported.
        (
            json!({"type": "object", "properties": {"pair": {
                "items": [{"type": "boolean"}, {"type": "boolean"}], "minLength": 2}}}),
            &["pub pair: ::std::option::Option<::serde_json::Value>,"],
            &["/properties/pair"],
        ),
        // Tuples of a fixed length: Rust tuples (ESLint's `[level, options]`); the rest's
        // schema fills positions past the prefix; unbounded, needing more elements than its
        // positional schemas, `Value`, reported.
        (
            json!({"type": "object", "properties": {
                "rule": {"type": "array", "items": [{"enum": ["off", "error"]},
                         {"type": "object", "properties": {"s": {"type": "string"}}}],
                         "minItems": 2, "maxItems": 2},
                "pair": {"type": "array", "items": [{"type": "string"}, {"type": "integer"}],
                         "additionalItems": false, "minItems": 2},
                "three": {"type": "array", "items": [{"type": "boolean"}],
                          "additionalItems": {"type": "number"}, "minItems": 3, "maxItems": 3},
                "var": {"type": "array", "items": [{"type": "string"}], "minItems": 2}}}),
            &[
                "pub rule: ::std::option::Option<(ThingRuleItem0, ThingRuleItem1)>,",
                "pub pair: ::std::option::Option<(::std::string::String, i64)>,",
                "pub three: ::std::option::Option<(bool, f64, f64)>,",
                "pub var: ::std::option::Option<::serde_json::Value>,",
            ],
            &["/properties/var"],
        ),
        // `additionalItems` no value meets, an `allOf` of a string `enum` and an array by
        // `$ref` (tslint's `no-implicit-dependencies`: typify's enum without variants, which
        // the pairing refused, so the rule was `Value`): no item past the positions.
        (
            json!({"type": "object", "definitions": {
                       "rule": {"type": ["boolean", "array"], "minItems": 1},
                       "options": {"type": "array", "items": [{"type": "string", "enum": ["dev"]}, {"type": "array"}]}},
                   "properties": {"deps": {"allOf": [{"$ref": "#/definitions/rule"}, {
                       "items": [{"type": "boolean"}], "maxItems": 3,
                       "additionalItems": {"allOf": [{"$ref": "#/definitions/options/items/0"},
                                                     {"$ref": "#/definitions/options/items/1"}]}}]}}}),
            &["Boolean(bool),", "Array((bool,)),"],
            &[],
        ),
        // Unbounded (jest's reporters: `[name, options]`, anything after; tslint's
        // `[true, option…]`): a variant per length up to the positional schemas, then
        // `Longer`, the positional elements and a list of the rest (any value where the rest
        // is), read and written flat; the empty list last. Nothing coarser than the schema.
        (
            json!({"type": "object", "properties": {
                "reporter": {"type": "array", "items": [{"type": "string"},
                             {"type": "object", "properties": {"out": {"type": "string"}}}]},
                "at_least": {"type": "array", "items": [{"type": "integer"}],
                             "additionalItems": {"type": "string"}, "minItems": 1},
                "ban": {"type": "array", "items": [{"type": "boolean"}],
                        "additionalItems": {"$ref": "#/definitions/entry"}},
                // Bounded past the positions (tslint's `completed-docs`, up to 20): the same.
                "many": {"type": "array", "items": [{"type": "boolean"}],
                         "additionalItems": {"$ref": "#/definitions/entry"}, "maxItems": 20}},
                   "definitions": {"entry": {"type": "object", "required": ["name"],
                                              "properties": {"name": {"type": "string"}}}}}),
            &[
                "One((::std::string::String,)),",
                "Two(::std::string::String, ThingReporterItem1),",
                "pub out: ::std::option::Option<::std::string::String>,",
                "#[serde(with = \"::agent_approval_runtime::__private::longer::after2\")]",
                // One type for the second position in every variant holding it.
                "Longer(\n        ::std::string::String,\n        ThingReporterItem1,\n        ::std::vec::Vec<::serde_json::Value>,\n    ),",
                "One((i64,)),",
                "#[serde(with = \"::agent_approval_runtime::__private::longer::after1\")]",
                "Longer(i64, ::std::vec::Vec<::std::string::String>),",
                "Longer(bool, ::std::vec::Vec<Entry>),",
                "pub enum ThingMany {",
                "Empty(::std::vec::Vec<::serde_json::Value>),",
            ],
            &[],
        ),
        // A tuple of a few lengths (Expo's plugins: `[name]` or `[name, options]`): a variant
        // per length, the empty list last.
        (
            json!({"type": "object", "properties": {"plugin": {"type": "array",
                   "items": [{"type": "string"}, {}], "additionalItems": false}}}),
            &[
                "One((::std::string::String,)),",
                "Two(::std::string::String, ::serde_json::Value),",
                "Empty(::std::vec::Vec<::serde_json::Value>),",
            ],
            &[],
        ),
        // Several JSON types and a tuple (tslint's rules: `true`, `{"options": …}` or
        // `[true, …options]`, an `allOf` of the shared rule and the rule's own): a variant per
        // type, the array an enum by length; a property of the shared rule is its type.
        (
            json!({"type": "object", "definitions": {"rule": {
                       "type": ["boolean", "object", "array"], "minItems": 1,
                       "properties": {"severity": {"enum": ["error", "off"]}}}},
                   "properties": {"align": {"allOf": [{"$ref": "#/definitions/rule"},
                       {"items": [{"type": "boolean"}], "additionalItems": {"type": "string"},
                        "maxItems": 3, "properties": {"options": {"type": "string"},
                        "severity": {}}, "additionalProperties": false}]},
                       "no_for_in": {"allOf": [{"$ref": "#/definitions/rule"},
                        {"items": [{"type": "boolean"}], "additionalItems": false,
                         "additionalProperties": false}]}}}),
            &[
                "pub enum ThingAlign {",
                "Boolean(bool),",
                "options: ::std::option::Option<::std::string::String>,",
                "severity: ::std::option::Option<RuleSeverity>,",
                "Array(AlignArray),",
                "One((bool,)),",
                // Up to `maxItems` past the positions: `Longer` (the engine holds the bound).
                "Longer(bool, ::std::vec::Vec<::std::string::String>),",
                "pub enum ThingNoForIn {",
                "Array((bool,)),",
            ],
            &[],
        ),
        // A plugin: its name, or its name and options (and the empty list, and the longer
        // ones: `Longer`).
        (
            json!({"type": "object", "properties": {"plugin": {"type": "array", "items": {
                   "type": ["string", "array"], "items": [{"type": "string"}, {"type": "object"}]}}}}),
            &[
                "String(::std::string::String),",
                "Array(PluginItemsArray),",
                "One((::std::string::String,)),",
                "Longer(\n        ::std::string::String,\n        ::serde_json::Map<::std::string::String, ::serde_json::Value>,\n        ::std::vec::Vec<::serde_json::Value>,\n    ),",
            ],
            &[],
        ),
        // An `allOf` of maps of rules, object keywords alone (tslint's `rules`): one object's
        // properties, or any other value, as either part alone.
        (
            json!({"type": "object", "definitions": {
                       "js": {"properties": {"a": {"type": "string"}}},
                       "ts": {"properties": {"b": {"type": "integer"}}}},
                   "properties": {"rules": {"allOf": [{"$ref": "#/definitions/js"},
                                                      {"$ref": "#/definitions/ts"}]}}}),
            &[
                "pub enum ThingRules {",
                "a: ::std::option::Option<::std::string::String>,",
                "b: ::std::option::Option<i64>,",
                "Other(::serde_json::Value),",
            ],
            &[],
        ),
        // A tuple of several lengths whose first position another `$ref` names (tslint's
        // semicolon options): one type for both.
        (
            json!({"type": "object", "definitions": {"options": {"type": "array",
                       "items": [{"enum": ["always", "never"]}, {"enum": ["x", "y"]}],
                       "minItems": 1, "maxItems": 2}},
                   "properties": {"o": {"oneOf": [{"$ref": "#/definitions/options"},
                                                  {"$ref": "#/definitions/options/items/0"}]}}}),
            &[
                "One((OptionsItems0,)),",
                "Two(OptionsItems0, OptionsTwoItem1),",
            ],
            &[],
        ),
    ]
}
