//! Unions one of whose branches is itself a union, beside the object's properties
//! (`real_world.rs` runs them): typify merged the properties into the branches but not into
//! the inner union's, and the whole union was `serde_json::Value`.

use serde_json::json;

use super::Case;

/// The cases: testenvironments' `config`, template's symbols, drone's pipelines, Azure
/// Functions' bindings, vector's transforms.
pub fn cases() -> Vec<Case> {
    let string = json!({"type": "string"});
    vec![
        // testenvironments: `name` and `localRoot` beside a `oneOf` of `$ref`s by `type`, the
        // docker one a `oneOf` of an image or a file; no `type: "object"`, but two branches
        // accept every non-object, so the union accepts none. An enum by `type`, docker's
        // variant its own enum named by both definitions, every variant with `name`.
        (
            json!({"type": "object", "properties": {"config": {"$ref": "#/definitions/config"}},
                   "definitions": {
                       "config": {"properties": {"name": string, "localRoot": string},
                                  "required": ["name", "type"],
                                  "oneOf": [{"$ref": "#/definitions/docker"}, {"$ref": "#/definitions/wsl"},
                                            {"$ref": "#/definitions/ssh"}]},
                       "docker": {"properties": {"type": {"enum": ["docker"]}}, "oneOf": [
                           {"properties": {"dockerImage": string}, "required": ["dockerImage"]},
                           {"properties": {"dockerFile": string}, "required": ["dockerFile"]}]},
                       "wsl": {"properties": {"type": {"enum": ["wsl"]}, "wslDistribution": string},
                               "required": ["wslDistribution"]},
                       "ssh": {"properties": {"type": {"enum": ["ssh"]}, "remoteUri": string},
                               "required": ["remoteUri"]}}}),
            &[
                "#[serde(tag = \"type\")]\n#[non_exhaustive]\npub enum Config {",
                "    #[serde(rename = \"docker\")]\n    Docker(DockerConfig),",
                "    Wsl {",
                "        wsl_distribution: ::std::string::String,",
                "pub enum DockerConfig {",
                "        docker_image: ::std::string::String,",
                "        docker_file: ::std::string::String,",
                "        name: ::std::string::String,",
            ],
            &[],
        ),
        // template's symbols: properties beside a `oneOf` by `type`, the `generated` branch a
        // `oneOf` of `$ref`s by `generator` (typify's variant lost `fileRename`): an enum by
        // `type` whose `Generated` variant is an enum by `generator`, each with `fileRename`.
        (
            json!({"type": "object", "additionalProperties": {"$ref": "#/definitions/symbol"},
                   "definitions": {
                       "symbol": {"type": "object", "required": ["type"],
                           "properties": {"type": {"type": "string", "enum": ["bind", "generated"]},
                                          "datatype": string},
                           "oneOf": [
                               {"properties": {"type": {"enum": ["bind"]}, "binding": string,
                                               "fileRename": string}, "required": ["binding"]},
                               {"properties": {"type": {"enum": ["generated"]}, "fileRename": string},
                                "required": ["generator"],
                                "oneOf": [{"$ref": "#/definitions/casing"}, {"$ref": "#/definitions/guid"}]}]},
                       "casing": {"properties": {"generator": {"enum": ["casing"]},
                                                 "parameters": {"properties": {"toLower": {"type": "boolean"}}}}},
                       "guid": {"properties": {"generator": {"enum": ["guid"]},
                                               "parameters": {"properties": {"format": string}}}}}}),
            &[
                "#[serde(tag = \"type\")]\n#[non_exhaustive]\npub enum Symbol {",
                "    #[serde(rename = \"generated\")]\n    Generated(SymbolGenerated),",
                "#[serde(tag = \"generator\")]\n#[non_exhaustive]\npub enum SymbolGenerated {",
                "    #[serde(rename = \"casing\")]",
                "    Casing {",
                "    Guid {",
                "        file_rename: ::std::option::Option<::std::string::String>,",
                "        datatype: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // drone: a `kind` beside a `oneOf` whose pipeline branch is an `allOf` of a `$ref` to
        // the pipeline's common properties and a `oneOf` of closed pipelines by `type`, each
        // listing the common ones as `{}` (typify's product had no variant, the branch was
        // `Value`): the branch's own union, named by the words its pipelines start with.
        (
            json!({"type": "object", "required": ["kind"],
                   "properties": {"kind": {"enum": ["secret", "pipeline"]}},
                   "oneOf": [{"$ref": "#/definitions/kind_secret"},
                             {"allOf": [{"$ref": "#/definitions/kind_pipeline"},
                                        {"oneOf": [{"$ref": "#/definitions/pipeline_docker"},
                                                   {"$ref": "#/definitions/pipeline_exec"}]}]}],
                   "definitions": {
                       "non_empty": {"type": "string", "minLength": 1},
                       "kind_secret": {"type": "object", "required": ["name"],
                           "properties": {"kind": {"const": "secret"}, "name": string}},
                       "kind_pipeline": {"type": "object", "required": ["name", "type"],
                           "properties": {"kind": {"const": "pipeline"},
                                          "name": {"$ref": "#/definitions/non_empty"},
                                          "type": {"enum": ["docker", "exec"]}}},
                       "pipeline_docker": {"type": "object", "additionalProperties": false,
                           "properties": {"kind": {}, "name": {}, "type": {"const": "docker"},
                                          "image": string}},
                       "pipeline_exec": {"type": "object", "additionalProperties": false,
                           "properties": {"kind": {}, "name": {}, "type": {"const": "exec"},
                                          "platform": string}}}}),
            &[
                "    Pipeline(Pipeline),",
                "#[serde(tag = \"type\", deny_unknown_fields)]\n#[non_exhaustive]\npub enum Pipeline {",
                "    #[serde(rename = \"docker\")]\n    Docker {",
                "        image: ::std::option::Option<::std::string::String>,",
                "        name: NonEmpty,",
                "        platform: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // Azure Functions' bindings (draft-04): a part beside a `oneOf` of a dynamic binding,
        // whose `type` is `not` the others', and a `oneOf` of the others by `type`. The
        // dynamic variant, whose conversion cannot refuse their types, is tried after them
        // (it took a blob binding, `path` in its `extra`). The part, object keywords without
        // `type`, is in every variant (it was `Value`, its properties reported kept in
        // `extra`), and what is no object, which the schema accepts, is `Other`.
        (
            json!({"type": "array", "items": {
                       "allOf": [{"$ref": "#/definitions/base"}],
                       "oneOf": [{"$ref": "#/definitions/dynamic"},
                                 {"oneOf": [{"$ref": "#/definitions/blob"}, {"$ref": "#/definitions/queue"}]}]},
                   "definitions": {
                       "base": {"properties": {"name": string, "type": string}, "required": ["name", "type"]},
                       "dynamic": {"properties": {"type": {"not": {"enum": ["blob", "queue"]}}}},
                       "blob": {"properties": {"type": {"enum": ["blob"]}, "path": string}},
                       "queue": {"properties": {"type": {"enum": ["queue"]}, "queueName": string}}}}),
            &[
                "pub enum ThingItem {\n    Object(ThingItemObject),\n    Dynamic {",
                "    Other(::serde_json::Value),\n}",
                "#[serde(tag = \"type\")]\n#[non_exhaustive]\npub enum ThingItemObject {\n    #[serde(rename = \"blob\")]\n    Blob {",
                "        name: ::std::string::String,\n        #[serde(skip_serializing_if = \"::std::option::Option::is_none\")]\n        path:",
            ],
            &[],
        ),
        // vector (2019-09), its transform's union written inline: an object whose `allOf` is
        // its `inputs` (a part saying `type: "object"`) and a `oneOf` by `type`, whose `lua`
        // branch is an `allOf` of a versioned `oneOf` and its tag. The part's `type` kept the
        // object from the nested-union rewrite (only `properties` and `required` counted), and
        // typify, merging the part into the nested union's `allOf` branches, gave a variant no
        // value meets (reported, `Value`). An enum by `type`, `lua` its own enum of the two
        // versions, `inputs` in every variant.
        (
            json!({"type": "object", "properties": {"transform": {"$ref": "#/definitions/outer"}},
                   "definitions": {
                       "outer": {"type": "object", "allOf": [
                           {"type": "object", "properties": {"inputs": string}, "required": ["inputs"]},
                           {"oneOf": [
                               {"allOf": [{"$ref": "#/definitions/lua"},
                                          {"type": "object", "properties": {"type": {"const": "lua"}}, "required": ["type"]}]},
                               {"type": "object", "properties": {"type": {"const": "remap"}, "source": string},
                                "required": ["type"]}]}]},
                       "lua": {"oneOf": [
                           {"allOf": [{"type": "object", "properties": {"version": {"const": "1"}}},
                                      {"type": "object", "properties": {"source": string}, "required": ["source"]}]},
                           {"type": "object", "properties": {"version": {"const": "2"}, "hooks": string},
                            "required": ["version", "hooks"]}]}}}),
            &[
                "#[serde(tag = \"type\")]\n#[non_exhaustive]\npub enum Outer {\n    #[serde(rename = \"lua\")]\n    Lua(OuterLua),",
                "    #[serde(rename = \"remap\")]\n    Remap {\n        inputs: ::std::string::String,",
                "        inputs: ::std::string::String,\n        source: ::std::string::String,",
                "        hooks: ::std::string::String,\n        inputs: ::std::string::String,",
            ],
            &[],
        ),
    ]
}
