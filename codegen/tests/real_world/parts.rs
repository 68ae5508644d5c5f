//! `allOf` parts as schemars writes flattened Rust structs (vector's sinks; `real_world.rs`
//! runs them): a nullable part of an object (a flattened `Option<T>`), and an `allOf` inside
//! an `allOf` (a flattened struct inside one). typify's merge gave types the generator could
//! not pair, and each sink was `serde_json::Value`.

use serde_json::json;

use super::Case;

/// The cases: vector's influxdb and socket sinks.
pub fn cases() -> Vec<Case> {
    let string = json!({"type": "string"});
    vec![
        // influxdb: the sink's own properties and two flattened `Option`s of settings, each a
        // `$ref` to `{"oneOf": [{"type": "null"}, {"$ref": …}]}`. An object is never `null`:
        // one struct, every setting a field (`database` required by its settings).
        (
            json!({"type": "object", "properties": {"sink": {"$ref": "#/definitions/influx"}},
                   "definitions": {
                       "influx": {"allOf": [
                           {"type": "object", "properties": {"endpoint": string}, "required": ["endpoint"]},
                           {"$ref": "#/definitions/Option<V1>"}, {"$ref": "#/definitions/Option<V2>"}]},
                       "Option<V1>": {"oneOf": [{"type": "null"}, {"$ref": "#/definitions/V1"}]},
                       "Option<V2>": {"oneOf": [{"type": "null"}, {"$ref": "#/definitions/V2"}]},
                       "V1": {"type": "object", "properties": {"database": string}, "required": ["database"]},
                       "V2": {"type": "object", "properties": {"bucket": string}}}}),
            &[
                "pub struct Influx {\n    #[serde(skip_serializing_if = \"::std::option::Option::is_none\")]\n    pub bucket: ::std::option::Option<::std::string::String>,\n    pub database: ::std::string::String,\n    pub endpoint: ::std::string::String,",
            ],
            &[],
        ),
        // socket: a `oneOf` by `mode`, each mode an `allOf` of an `allOf` (its address and a
        // `$ref` to the framing) and its tag: an enum by `mode`, every field in its variant.
        (
            json!({"type": "object", "properties": {"sink": {"type": "object", "oneOf": [
                       {"allOf": [{"allOf": [{"type": "object", "properties": {"address": string}, "required": ["address"]},
                                             {"$ref": "#/definitions/framing"}]},
                                  {"type": "object", "properties": {"mode": {"const": "tcp"}}, "required": ["mode"]}]},
                       {"allOf": [{"allOf": [{"type": "object", "properties": {"path": string}, "required": ["path"]}]},
                                  {"type": "object", "properties": {"mode": {"const": "unix"}}, "required": ["mode"]}]}]}},
                   "definitions": {"framing": {"type": "object", "properties": {"framing": {"enum": ["bytes", "newline"]}}}}}),
            &[
                "#[serde(tag = \"mode\")]\n#[non_exhaustive]\npub enum ThingSink {\n    #[serde(rename = \"tcp\")]\n    Tcp {\n        address: ::std::string::String,",
                "    #[serde(rename = \"unix\")]\n    Unix {\n        path: ::std::string::String,",
            ],
            &[],
        ),
    ]
}
