//! Unions that only constrain which of an object's properties appear, typed as the object
//! (`real_world.rs` runs them): branches naming properties the others forbid, and branches
//! restating the object's own properties, as an `allOf` part, and a `oneOf` beside an `anyOf`
//! of such branches (Cilium's network policies).

use serde_json::json;

use super::Case;

/// The cases: bootstraprc's `env` or `extractStyles`, libman's default provider, and
/// dependabot's `directory` or `directories`.
pub fn cases() -> Vec<Case> {
    vec![
        // A `oneOf` and an `anyOf` whose branches only constrain, beside properties (Cilium's
        // network policies: one of two selectors, any of the rule lists): the object's struct,
        // the unions the engine's (was `Value`, reported as a `oneOf` beside an `anyOf`).
        (
            json!({"type": "object", "additionalProperties": false,
                   "properties": {"endpointSelector": {"type": "object"}, "nodeSelector": {"type": "object"},
                                  "ingress": {"type": "array"}, "egress": {"type": "array"}},
                   "oneOf": [{"properties": {"endpointSelector": {}}, "required": ["endpointSelector"]},
                             {"properties": {"nodeSelector": {}}, "required": ["nodeSelector"]}],
                   "anyOf": [{"properties": {"ingress": {}}, "required": ["ingress"]},
                             {"properties": {"egress": {}}, "required": ["egress"]}]}),
            &[
                "pub struct Thing {",
                "pub endpoint_selector: ::std::option::Option<",
                "pub egress: ::std::option::Option<::std::vec::Vec<::serde_json::Value>>,",
            ],
            &[],
        ),
        // bootstraprc: an `allOf` part's `anyOf`, each branch forbidding the other's
        // property: both are the object's fields (they were kept in `extra`, the part
        // `Value`); nothing reported.
        (
            json!({"type": "object", "definitions": {"core": {"type": "object",
                       "properties": {"bootstrapVersion": {"type": "integer"}}}},
                   "allOf": [{"$ref": "#/definitions/core"}, {"anyOf": [
                       {"not": {"properties": {"extractStyles": {}}, "required": ["extractStyles"]},
                        "properties": {"env": {"type": "object", "properties": {
                            "production": {"type": "boolean"}}}}},
                       {"not": {"properties": {"env": {}}, "required": ["env"]},
                        "properties": {"extractStyles": {"type": "boolean"}}}]},
                       {"required": ["bootstrapVersion"]}]}),
            &[
                "pub bootstrap_version: i64,",
                "pub env: ::std::option::Option<ThingEnv>,",
                "pub extract_styles: ::std::option::Option<bool>,",
                "pub production: ::std::option::Option<bool>,",
            ],
            &[],
        ),
        // libman: branches by `$ref`, the first forbidding the default the second names and
        // only requiring a property of the object's own list's items.
        (
            json!({"type": "object", "required": ["libraries"],
                   "properties": {"libraries": {"type": "array", "items": {"$ref": "#/definitions/entry"}}},
                   "allOf": [{"anyOf": [{"$ref": "#/definitions/specifiedProvider"},
                                        {"$ref": "#/definitions/defaultProvider"}]}],
                   "definitions": {
                       "entry": {"type": "object", "properties": {"provider": {"type": "string"}}},
                       "specifiedProvider": {"not": {"required": ["defaultProvider"]},
                           "properties": {"libraries": {"items": {"required": ["provider"]}}}},
                       "defaultProvider": {"properties": {"defaultProvider": {"type": "string", "minLength": 1}}}}}),
            &[
                "pub default_provider: ::std::option::Option<::std::string::String>,",
                "pub libraries: ::std::vec::Vec<Entry>,",
            ],
            &[],
        ),
        // dependabot's update: a `oneOf` as an `allOf` part whose branches restate the
        // object's own properties by `$ref` (was reported `Value` there).
        (
            json!({"type": "object", "properties": {
                       "directory": {"type": "string"},
                       "directories": {"type": "array", "items": {"type": "string"}}},
                   "allOf": [{"oneOf": [
                       {"properties": {"directories": {"$ref": "#/properties/directories"}}, "required": ["directories"]},
                       {"properties": {"directory": {"$ref": "#/properties/directory"}}, "required": ["directory"]}]}]}),
            &[
                "pub directory: ::std::option::Option<::std::string::String>,",
                "pub directories: ::std::option::Option<::std::vec::Vec<::std::string::String>>,",
            ],
            &[],
        ),
        // Alternatives each requiring what they name, as an `allOf` part (typify cannot make
        // the enum of them there; the part was `Value`, the names in `extra`): each name a
        // field, its schema or any value (where the other branch holds).
        (
            json!({"type": "object", "properties": {"db": {"type": "integer"}},
                   "allOf": [{"oneOf": [
                       {"properties": {"uri": {"type": "string"}}, "required": ["uri"]},
                       {"properties": {"host": {"type": "string"}}, "required": ["host"]}]}]}),
            &[
                "pub db: ::std::option::Option<i64>,",
                "pub host: ::std::option::Option<ThingHost>,",
                "pub uri: ::std::option::Option<ThingUri>,",
                "String(::std::string::String),",
                "Other(::serde_json::Value),",
            ],
            &[],
        ),
    ]
}
