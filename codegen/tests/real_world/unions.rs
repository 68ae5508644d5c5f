//! The union shapes of real-world schemas, typed (`real_world.rs` runs them).

use serde_json::json;

use super::Case;

/// The cases: objects as branches, unions as `allOf` parts, properties beside and inside
/// branches.
pub fn cases() -> Vec<Case> {
    vec![
        // Objects written without `type` as `oneOf` branches: the objects and a catch-all.
        (
            json!({"oneOf": [{"properties": {"a": {"type": "string"}}, "required": ["a"]},
                             {"properties": {"b": {"type": "integer"}}, "required": ["b"]}]}),
            &[
                "pub enum Thing {",
                "Other(::serde_json::Value),",
                "a: ::std::string::String,",
            ],
            &[],
        ),
        // As `anyOf` branches (monika's redis: a `uri`, or a `host` and a `port`): an enum
        // tried in order, the catch-all for the non-objects; a value both hold is the first
        // variant's, which types both (`normalise/both.rs`): nothing reported.
        (
            json!({"type": "object", "properties": {"u": {"anyOf": [
                {"properties": {"a": {"type": "string"}}, "required": ["a"]},
                {"properties": {"b": {"type": "integer"}}, "required": ["b"]}]}}}),
            &[
                "pub u: ::std::option::Option<ThingU>,",
                "AAndB {",
                "b: i64,",
                "Other(::serde_json::Value),",
            ],
            &[],
        ),
        // Both requiring `a`: no value is told apart by it, so no variant for both; a value
        // both hold is the first's, the other's `b` in its `extra`, reported.
        (
            json!({"type": "object", "properties": {"u": {"anyOf": [
                {"properties": {"a": {"type": "string"}}, "required": ["a"]},
                {"properties": {"a": {"type": "string"}, "b": {"type": "integer"}}, "required": ["a", "b"]}]}}}),
            &["pub u: ::std::option::Option<ThingU>,", "b: i64,"],
            &["/properties/u"],
        ),
        // A later branch names nothing an earlier one does not (vim-addon-info's repositories):
        // a value reaches the second variant only where the first refused it, so what the
        // first names is any value there; nothing kept that a branch would type, no report.
        (
            json!({"type": "object", "properties": {"u": {"anyOf": [
                {"properties": {"a": {"enum": ["", "archive"]}, "s": {"type": "integer"}}},
                {"properties": {"a": {"type": "string"}}, "required": ["a"]}]}}}),
            &["pub u: ::std::option::Option<ThingU>,", "s: ::std::option::Option<i64>,"],
            &[],
        ),
        // An `anyOf` of references, one to a string-or-object (scarb's dependencies): an
        // enum, not typify's struct of optional parts (which cannot hold the string).
        (
            json!({"type": "object", "additionalProperties": {"$ref": "#/definitions/Maybe"},
                   "definitions": {
                       "Maybe": {"anyOf": [{"$ref": "#/definitions/Workspace"}, {"$ref": "#/definitions/Dependency"}]},
                       "Workspace": {"type": "object", "properties": {"workspace": {"type": "boolean"}}, "required": ["workspace"]},
                       "Dependency": {"anyOf": [{"type": "string"}, {"type": "object", "properties": {"version": {"type": "string"}}}]}}}),
            &["Workspace(Workspace),", "Dependency(Dependency),"],
            &[],
        ),
        // Object keywords without `type` beside a `oneOf` of objects (Azure Functions'
        // bindings): the properties in each branch. Each branch accepts every non-object,
        // so the `oneOf` accepts none: no catch-all (`upgrade/objects.rs`).
        (
            json!({"properties": {"path": {"type": "string"}}, "oneOf": [
                   {"properties": {"type": {"enum": ["blobTrigger"]}}},
                   {"properties": {"type": {"enum": ["blob"]}}, "required": ["type"]}]}),
            &[
                "type_: ThingBlobType,",
                "path: ::std::option::Option<::std::string::String>,",
                "    },
}
",
            ],
            &[],
        ),
        // The same beside an `anyOf`, which accepts the non-objects: the catch-all.
        (
            json!({"properties": {"path": {"type": "string"}}, "anyOf": [
                   {"properties": {"type": {"enum": ["blobTrigger"]}}},
                   {"properties": {"type": {"enum": ["blob"]}}, "required": ["type"]}]}),
            &["Other(::serde_json::Value),"],
            &[],
        ),
        // Beside an `allOf` (coffeelint's rules), and object keywords alone as the parts of an
        // object (launchsettings' profiles): the merged object, each definition its own type.
        (
            json!({"type": "object", "properties": {
                   "braces": {"allOf": [{"$ref": "#/definitions/base"}],
                              "properties": {"spaces": {"type": "integer"}}},
                   "rules": {"type": "object", "allOf": [{"$ref": "#/definitions/a"},
                             {"$ref": "#/definitions/b"}]},
                   "loose": {"$ref": "#/definitions/a"}},
                   "definitions": {"base": {"type": "object", "properties": {"level": {"type": "string"}}},
                   "a": {"properties": {"x": {"type": "string"}}},
                   "b": {"properties": {"y": {"type": "boolean"}}, "required": ["y"]}}}),
            &[
                "pub enum ThingBraces {",
                "level: ::std::option::Option<::std::string::String>,",
                "spaces: ::std::option::Option<i64>,",
                "pub struct ThingRules {",
                "pub y: bool,",
                "pub loose: ::std::option::Option<A>,",
                "pub enum A {",
            ],
            &[],
        ),
        // A union as the `allOf` part of an object, whose branches name `env` differently
        // (bootstraprc's, whose branches each forbid the other's property, is in
        // `exclusive.rs`): the object's own union (`upgrade/part_union.rs`), an enum of its
        // branches with the other part merged into each (the part was `Value`, `env` in
        // `extra`, reported).
        (
            json!({"type": "object", "allOf": [
                   {"properties": {"a": {"type": "string"}}},
                   {"anyOf": [{"not": {"required": ["x"]}, "properties": {"env": {"type": "object"}}},
                              {"properties": {"env": {"type": "boolean"}}}]}]}),
            &[
                "pub enum Thing {",
                "        a: ::std::option::Option<::std::string::String>,",
                "        env: ::std::option::Option<bool>,",
            ],
            &[],
        ),
        // A `oneOf` of objects written without `type` as the `allOf` part of an object (grunt's
        // watch options): typify merges the object into each branch, an enum of the branches.
        (
            json!({"type": "object", "definitions": {"events": {"type": "object", "oneOf": [
                       {"properties": {"events": {"type": "array", "items": {"type": "string"}}}},
                       {"properties": {"events": {"type": "string"}}}]}},
                   "properties": {"options": {"type": "object", "allOf": [{"$ref": "#/definitions/events"}],
                       "properties": {"spawn": {"type": "boolean"}}}}}),
            &[
                "pub enum ThingOptions {",
                "events: ::std::option::Option<::std::vec::Vec<::std::string::String>>,",
                "events: ::std::option::Option<::std::string::String>,",
                "spawn: ::std::option::Option<bool>,",
            ],
            &[],
        ),
        // Branches of one required property, open (minecraft-texture-mcmeta): typify read them
        // as an externally tagged enum, which refuses `{"fusion": {}, "z": 1}`; structs keeping
        // the other members, named by their property.
        (
            json!({"type": "object", "properties": {"p": {"type": "object", "oneOf": [
                   {"properties": {"animation": {"type": "object"}}, "required": ["animation"]},
                   {"properties": {"fusion": {"type": "integer"}}, "required": ["fusion"]}]}}}),
            &[
                "#[serde(untagged)]",
                "Animation {",
                "Fusion {",
                "fusion: i64,",
            ],
            &[],
        ),
        // A `oneOf` of open objects, the first forbidding the others' properties with
        // `not: {anyOf: [{required: …}]}` (starlake's `extract`): its conversion refuses them,
        // so serde's trial of the variants in order reaches the branch that names them.
        (
            json!({"type": "object", "properties": {"extract": {"oneOf": [
                   {"type": "object", "not": {"anyOf": [{"required": ["openAPI"]}, {"required": ["restAPI"]}]},
                    "properties": {"jdbc": {"type": "string"}}},
                   {"type": "object", "properties": {"openAPI": {"type": "string"}}, "required": ["openAPI"]},
                   {"type": "object", "properties": {"restAPI": {"type": "string"}}, "required": ["restAPI"]}]}}}),
            &[r#"__Other(__name) if matches!(__name.as_str(), "openAPI" | "restAPI") => {"#],
            &[],
        ),
        // A closed object's property named again in a `oneOf` branch (aiproj's
        // `Authentication`): typify merges the two schemas, and so does the pairing; the
        // branches' `Type` names the variants.
        (
            json!({"type": "object", "properties": {"auth": {"additionalProperties": false,
                   "oneOf": [
                       {"type": "object", "properties": {"Cookie": {"type": "object"}, "Type": {"const": "RawCookie"}}, "required": ["Cookie", "Type"]},
                       {"type": "object", "properties": {"Type": {"const": "None"}}, "required": ["Type"]}],
                   "properties": {"Cookie": {"type": ["object", "null"], "additionalProperties": false,
                       "properties": {"Cookie": {"type": "string"}}, "required": ["Cookie"]},
                       "Type": {"type": "string"}}}}}),
            &[
                r#"#[serde(tag = "Type", deny_unknown_fields)]"#,
                "RawCookie {",
                "pub cookie: ::std::string::String,",
            ],
            &[],
        ),
        // A union narrowing the one scalar type beside it with a branch open (GitHub Actions'
        // `shell`, package.json's `packageManager`): the scalar, the union the engine's.
        (
            json!({"type": "object", "properties": {
                   "shell": {"type": "string", "anyOf": [{"$comment": "any"}, {"enum": ["bash", "sh"]}]},
                   "pm": {"type": "string", "oneOf": [{"pattern": "^npm@"}, {"const": "bun"}]},
                   "n": {"type": "integer", "anyOf": [{"minimum": 10}, {"enum": [1, 2]}]}}}),
            &[
                "pub shell: ::std::option::Option<::std::string::String>,",
                "pub pm: ::std::option::Option<::std::string::String>,",
                "pub n: ::std::option::Option<i64>,",
            ],
            &[],
        ),
        // An `anyOf` of objects as an `allOf` part (tsconfig's `files`, `include`…): each
        // branch leaves the other's property open, so each is its schema or any value, a
        // field of the struct (typify merged the branches into the struct, which could not
        // hold a value only one branch accepts; the part was `Value`, its properties in
        // `extra`).
        (
            json!({"type": "object", "allOf": [{"$ref": "#/definitions/options"},
                             {"anyOf": [{"$ref": "#/definitions/files"}, {"$ref": "#/definitions/include"}]}],
                   "definitions": {
                       "options": {"properties": {"compilerOptions": {"type": "object",
                           "properties": {"strict": {"type": "boolean"}}}}},
                       "files": {"properties": {"files": {"type": "array", "items": {"type": "string"}}}},
                       "include": {"properties": {"include": {"type": "array", "items": {"type": "string"}}}}}}),
            &[
                "pub compiler_options: ::std::option::Option<",
                "pub strict: ::std::option::Option<bool>,",
                "pub files: ::std::option::Option<ThingFiles>,",
                "pub include: ::std::option::Option<ThingInclude>,",
                "Array(::std::vec::Vec<::std::string::String>),",
                "Other(::serde_json::Value),",
            ],
            &[],
        ),
        // Two such parts whose first branch forbids what the second names (libman's provider
        // and destination): each name the object's own field (typify's product of the parts'
        // branches left them empty or dropped them: each part was `Value`).
        (
            json!({"type": "object", "required": ["libraries"],
                   "properties": {"libraries": {"type": "array", "items": {"type": "string"}}},
                   "allOf": [
                       {"anyOf": [{"not": {"required": ["defaultProvider"]}},
                                  {"properties": {"defaultProvider": {"type": "string"}}}]},
                       {"anyOf": [{"not": {"required": ["defaultDestination"]}, "properties": {"libraries": {"minItems": 1}}},
                                  {"properties": {"defaultDestination": {"type": "string"}}}]}]}),
            &[
                "pub libraries: ::std::vec::Vec<::std::string::String>,",
                "pub default_provider: ::std::option::Option<::std::string::String>,",
                "pub default_destination: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // Branches restating the object's own properties (dependabot's commit-message, by a
        // `$ref` to the object's or the same schema): the union only constrains, the object
        // (without `type`, beside any other value); a `$ref` branch beside one scalar type, and
        // a scalar beside `null`: the scalar.
        (
            json!({"type": "object", "properties": {"m": {"additionalProperties": false,
                   "properties": {"prefix": {"type": "string"}, "include": {"const": "scope"}},
                   "anyOf": [{"properties": {"prefix": {"$ref": "#/properties/m/properties/prefix"}},
                              "required": ["prefix"]},
                             {"properties": {"include": {"const": "scope"}}, "required": ["include"]}]},
                   "eco": {"type": "string", "anyOf": [{"$ref": "#/definitions/e"}, {"minLength": 1}]},
                   "nl": {"type": ["string", "null"], "anyOf": [{"enum": ["lf"]}, {"pattern": "^LF$"}]}},
                   "definitions": {"e": {"enum": ["npm"]}}}),
            &[
                "Object {",
                "prefix: ::std::option::Option<::std::string::String>,",
                "pub eco: ::std::option::Option<::std::string::String>,",
                "pub nl: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // Open objects told apart by a string property's pattern alone (bundleconfig): each
        // variant's conversion refuses a value its pattern misses (serde then tries the next).
        (
            json!({"type": "object", "properties": {"outputFileName": {"type": "string"}},
                   "oneOf": [{"properties": {"outputFileName": {"pattern": "\\.js$"}}, "type": "object"},
                             {"properties": {"outputFileName": {"pattern": "\\.css$"}}, "type": "object"}]}),
            &[
                "::agent_approval_runtime::__private::Pattern::new(",
                "__unmatched::<__A>(\"outputFileName\", \"\\\\.css$\")?;",
            ],
            &[],
        ),
        // Values typify would name alike, named apart (a union of string values too).
        (
            json!({"type": "object", "properties": {
                "tz": {"type": "string", "enum": ["Etc/GMT+0", "Etc/GMT-0", "Etc/GMT0"]},
                "proto": {"enum": ["tcp", "TCP"]},
                "sep": {"oneOf": [{"const": ","}, {"const": ", "}, {"const": " ,"}]}}}),
            &[
                "#[serde(rename = \"Etc/GMT-0\")]",
                "EtcGmtMinus0,",
                "EtcGmtPlus0,",
                "Tcp2,",
                "CommaSpace,",
                "SpaceComma,",
            ],
            &[],
        ),
        // Unions read as what they accept: a branch never met left out (claude-code's
        // plugins); an `anyOf` no value meets two branches of an enum (qodana's profile,
        // closed objects requiring what the other forbids; aiproj's forms, by a `const`);
        // one branch a part (ninjs's places).
        (
            json!({"type": "object", "properties": {
                "plugins": {"anyOf": [{"type": "array", "items": {"type": "string"}},
                                      {"type": "boolean"}, {"not": {}}]},
                "profile": {"type": "object", "anyOf": [
                    {"properties": {"name": {"type": "string"}}, "required": ["name"], "additionalProperties": false},
                    {"properties": {"path": {"type": "string"}}, "required": ["path"], "additionalProperties": false}]},
                "form": {"type": "object", "anyOf": [
                    {"properties": {"detection": {"const": "Auto"}, "x": {"type": "string"}}, "required": ["detection"]},
                    {"properties": {"detection": {"const": "Manual"}, "y": {"type": "integer"}}, "required": ["detection", "y"]}]},
                "place": {"type": "object", "anyOf": [{"properties": {"name": {"type": "string"}}}]}}}),
            &[
                "Array(::std::vec::Vec<::std::string::String>),",
                "Boolean(bool),",
                "Name(::std::string::String),",
                "Path(::std::string::String),",
                "Auto {",
                "Manual {",
                "y: i64,",
                "pub place: ::std::option::Option<ThingPlace>,",
                "pub name: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // A root `oneOf` of definitions written as object keywords without `type` (webjob's run
        // modes): inside the object each is its object (read with the catch-all, typify's
        // `oneOf` made one branch of no value).
        (
            json!({"type": "object", "required": ["runMode"],
                   "oneOf": [{"$ref": "#/definitions/scheduled"}, {"$ref": "#/definitions/other"}],
                   "definitions": {
                       "shared": {"properties": {"interval": {"type": "integer"}}},
                       "scheduled": {"allOf": [{"$ref": "#/definitions/shared"}], "required": ["interval"],
                                     "properties": {"runMode": {"type": "string", "enum": ["Scheduled"]}}},
                       "other": {"allOf": [{"$ref": "#/definitions/shared"}], "required": ["runMode"],
                                 "properties": {"runMode": {"type": "string", "enum": ["OnDemand"]}}}}}),
            &["pub enum Thing {", "interval: i64,", "interval: ::std::option::Option<i64>,"],
            &[],
        ),
        // An `allOf` part's `oneOf` of objects naming other properties, untagged (travis's
        // deploy providers): a variant has its branch's properties, not the other branches'.
        (
            json!({"type": "object", "allOf": [
                {"type": "object", "properties": {"on": {"type": "string"}}},
                {"oneOf": [
                    {"type": "object", "properties": {"provider": {"enum": ["script"]}, "script": {"type": "string"}},
                     "required": ["provider", "script"]},
                    {"type": "object", "properties": {"provider": {"enum": ["npm"]}, "email": {"type": "string"}}}]}]}),
            &["script: ::std::string::String,", "email: ::std::option::Option<::std::string::String>,"],
            &[],
        ),
        // Two `allOf` parts listing values of one property that share none (cloudify's security
        // group rule interfaces): no value has it, no field; the object typed.
        (
            json!({"type": "object", "allOf": [
                {"properties": {"implementation": {"type": "string", "enum": ["group.create"]}, "inputs": {"type": "object"}}},
                {"properties": {"implementation": {"type": "string", "enum": ["rule.create"]}}}]}),
            &["pub inputs: ::std::option::Option<\n        ::serde_json::Map<::std::string::String, ::serde_json::Value>,\n    >,\n    /// Properties"],
            &[],
        ),
        // Two properties whose names differ only in punctuation (pixi's `depends-on` and
        // `depends_on`): typify names both types alike and reuses the first; the second's is
        // retitled where typify reused it, the property, not only its items.
        (
            json!({"type": "object", "definitions": {"D": {"type": "object",
                       "properties": {"task": {"type": "string"}}, "required": ["task"]}},
                   "properties": {
                       "depends-on": {"anyOf": [{"type": "array", "items": {"anyOf": [
                           {"$ref": "#/definitions/D"}, {"type": "string"}]}}, {"type": "string"}]},
                       "depends_on": {"anyOf": [{"type": "array", "items": {"type": "string"}},
                           {"type": "string"}]}}}),
            &[
                "pub depends_on: ::std::option::Option<ThingDependsOn>,",
                "pub depends_on_2: ::std::option::Option<ThingDependsOn2>,",
                "Array(::std::vec::Vec<ThingDependsOnArrayItem>),",
            ],
            &[],
        ),
        // One title on two different schemas apart (pixi's two `Args`): the second numbered
        // (typify gave it the first's type, which the pairing met as a mismatch).
        (
            json!({"type": "object", "properties": {"a": {"$ref": "#/definitions/A"}, "b": {"$ref": "#/definitions/B"}},
                   "definitions": {
                       "A": {"type": "object", "properties": {"args": {"title": "Args", "type": "array",
                           "items": {"anyOf": [{"type": "string"}, {"type": "object", "maxProperties": 1,
                               "patternProperties": {"^[a-z]+$": {"type": "string"}}}]}}}},
                       "B": {"type": "object", "properties": {"args": {"title": "Args", "type": "array",
                           "items": {"anyOf": [{"$ref": "#/definitions/T"}, {"type": "string"}]}}}},
                       "T": {"type": "object", "properties": {"arg": {"type": "string"}}, "required": ["arg"]}}}),
            &["::std::vec::Vec<ArgsItem>", "::std::vec::Vec<Args2Item>"],
            &[],
        ),
        // An `anyOf` with a branch every value meets: any value, nothing coarser.
        (
            json!({"type": "object", "properties": {"layout": {"anyOf": [{}, {"enum": ["header"]}]}}}),
            &["pub layout: ::std::option::Option<::serde_json::Value>,"],
            &[],
        ),
    ]
}
