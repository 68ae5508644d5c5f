//! `allOf` parts as schemars writes flattened Rust structs (vector's sinks; `real_world.rs`
//! runs them): a nullable part of an object (a flattened `Option<T>`), an `allOf` inside an
//! `allOf` (a flattened struct inside one), and a flattened enum by `$ref` (a transform or
//! sink beside its `inputs`, the enum's branches themselves enums). typify's merge gave types
//! the generator could not pair, and each was `serde_json::Value`.

use serde_json::json;

use super::Case;

/// The cases: vector's influxdb and socket sinks, its transforms and sinks by `$ref`.
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
        // A sink beside its `inputs`, by `$ref` to the sinks' union by `type`, whose socket is
        // an object part and a union by `mode` whose branches name an encoding that is a union
        // by `codec` beside an object part: an enum by `type`, its socket an enum by `mode`,
        // the encoding an enum by `codec` (typify panicked subtracting one mode from the
        // other while the encoding's union was an `allOf` part).
        (
            json!({"allOf": [{"type": "object", "properties": {"inputs": string}, "required": ["inputs"]},
                             {"$ref": "#/definitions/sinks"}],
                   "definitions": {
                       "sinks": {"oneOf": [
                           {"allOf": [{"$ref": "#/definitions/socket"}, tag("socket")]},
                           {"allOf": [{"$ref": "#/definitions/console"}, tag("console")]}]},
                       "console": {"type": "object", "properties": {"encoding": {"$ref": "#/definitions/encoding"}},
                                   "required": ["encoding"]},
                       "socket": {"allOf": [{"type": "object", "properties": {"ack": {"type": "boolean"}}}, {"oneOf": [
                           {"allOf": [{"type": "object", "properties": {"address": string, "encoding": {"$ref": "#/definitions/encoding"}},
                                       "required": ["address", "encoding"]}, mode("tcp")]},
                           {"allOf": [{"type": "object", "properties": {"path": string, "encoding": {"$ref": "#/definitions/encoding"}},
                                       "required": ["path", "encoding"]}, mode("unix")]}]}]},
                       "encoding": {"allOf": [{"oneOf": [
                           {"type": "object", "properties": {"codec": {"const": "csv"}, "fields": {"type": "array", "items": string}},
                            "required": ["codec", "fields"]},
                           {"type": "object", "properties": {"codec": {"const": "json"}}, "required": ["codec"]}]},
                           {"type": "object", "properties": {"except_fields": {"type": ["array", "null"], "items": string}}}]}}}),
            &[
                "#[serde(tag = \"type\")]\n#[non_exhaustive]\npub enum Thing {\n    #[serde(rename = \"socket\")]\n    Socket(ThingSocket),",
                "#[serde(tag = \"mode\")]\n#[non_exhaustive]\npub enum ThingSocket {\n    #[serde(rename = \"tcp\")]\n    Tcp {\n        #[serde(skip_serializing_if = \"::std::option::Option::is_none\")]\n        ack: ::std::option::Option<bool>,\n        address: ::std::string::String,\n        encoding: Encoding,\n        inputs: ::std::string::String,",
                "#[serde(tag = \"codec\")]\n#[non_exhaustive]\npub enum Encoding {\n    #[serde(rename = \"csv\")]",
            ],
            &[],
        ),
        // A transform beside its `inputs`, by `$ref` to the transforms' union, whose limit is an
        // object whose part refers to one whose part refers to a union by `mode` (vector's
        // `tag_cardinality_limit`, read on the rewrite's second walk): an enum by `type`, the
        // limit an enum by `mode` (typify's own tagging, kept inside), every mode a variant
        // with every field, the per-metric map's values the inner enum.
        (
            json!({"allOf": [{"type": "object", "properties": {"inputs": string}, "required": ["inputs"]},
                             {"$ref": "#/definitions/transforms"}],
                   "definitions": {
                       "transforms": {"oneOf": [
                           {"allOf": [{"$ref": "#/definitions/limit"}, tag("limit")]},
                           {"allOf": [{"type": "object", "properties": {"source": string}}, tag("remap")]}]},
                       "limit": {"allOf": [
                           {"type": "object", "properties": {"per_metric": {"type": "object",
                               "additionalProperties": {"$ref": "#/definitions/inner"}}}},
                           {"$ref": "#/definitions/inner"}]},
                       "inner": {"allOf": [{"type": "object", "properties": {"value_limit": {"type": "integer", "minimum": 0}}},
                                           {"$ref": "#/definitions/mode"}]},
                       "mode": {"oneOf": [mode("exact"), {"type": "object",
                           "properties": {"mode": {"const": "probabilistic"}, "cache_size": {"type": "integer"}},
                           "required": ["mode", "cache_size"]}]}}}),
            &[
                "#[serde(tag = \"type\")]\n#[non_exhaustive]\npub enum Thing {\n    #[serde(rename = \"limit\")]\n    Limit(ThingLimit),",
                "#[serde(tag = \"mode\")]\n#[non_exhaustive]\npub enum ThingLimit {",
                "pub enum Inner {\n    #[serde(rename = \"exact\")]\n    Exact {\n        #[serde(skip_serializing_if = \"::std::option::Option::is_none\")]\n        value_limit: ::std::option::Option<u64>,",
                "    #[serde(rename = \"probabilistic\")]\n    Probabilistic {\n        cache_size: i64,\n        inputs: ::std::string::String,\n        #[serde(default, skip_serializing_if = \"::std::option::Option::is_none\")]\n        per_metric: ::std::option::Option<\n            ::std::collections::BTreeMap<::std::string::String, Inner>,\n        >,",
            ],
            &[],
        ),
    ]
}

/// A union branch's tag, `type` or `mode`: an object requiring the property to be `value`.
fn tag(value: &str) -> serde_json::Value {
    json!({"type": "object", "properties": {"type": {"const": value}}, "required": ["type"]})
}

/// See [`tag`].
fn mode(value: &str) -> serde_json::Value {
    json!({"type": "object", "properties": {"mode": {"const": value}}, "required": ["mode"]})
}
