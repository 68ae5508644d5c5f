//! Real-world schemas' shapes (`SchemaStore`, Kubernetes CRDs) typed: what the generated Rust
//! says for each, and what is still reported coarser than its schema; their instances go
//! through generated code in the root crate's `tests/suite.rs` (`tests/data/shapes/`).

mod common;
#[path = "real_world/dynamic.rs"]
mod dynamic;
#[path = "real_world/exclusive.rs"]
mod exclusive;
#[path = "real_world/if_cases.rs"]
mod if_cases;
#[path = "real_world/names.rs"]
mod names;
#[path = "real_world/nested.rs"]
mod nested;
#[path = "real_world/objects.rs"]
mod objects;
#[path = "real_world/overlap.rs"]
mod overlap;
#[path = "real_world/parts.rs"]
mod parts;
#[path = "real_world/references.rs"]
mod references;
#[path = "real_world/tuples.rs"]
mod tuples;
#[path = "real_world/unions.rs"]
mod unions;
#[path = "real_world/untyped_branches.rs"]
mod untyped_branches;

use agent_approval_codegen::Generated;
use serde_json::{json, Value};

/// Generates `schema` (draft-07) as module `m`, root type `Thing`; a schema whose patterns
/// need backtracking (lookaround) opts in.
fn generated(schema: &Value) -> Generated {
    let backtracking = if schema.to_string().contains("(?!") {
        "patterns = \"backtracking\"\n"
    } else {
        ""
    };
    common::one_file(schema, "Thing", backtracking).unwrap_or_else(|e| panic!("{schema}: {e}"))
}

/// `(schema, lines the module must contain, pointers reported as coarsened)`.
pub type Case = (Value, &'static [&'static str], &'static [&'static str]);

#[test]
fn real_world_shapes_are_typed() {
    let cases: Vec<Case> = vec![
        // A property no value meets (cloudify's `{"enum": ["…delete_probe"], "type": "object"}`,
        // which typify refused, so the object was `Value`): read as `false`, no field (the
        // written-out conversion refuses the name, as the engine does); the object typed,
        // nothing coarser.
        (
            json!({"type": "object", "properties": {
                "delete": {"enum": ["azure.delete_probe"], "type": "object"},
                "create": {"type": "string"}}}),
            &[
                "pub create: ::std::option::Option<::std::string::String>,\n    /// Properties",
                "__forbidden::<__A>(&__name)",
            ],
            &[],
        ),
        // A definition that is an `allOf` part of itself (cloudify's Windows VM properties,
        // which was `Value`, reported as a cycle typify's merge would never end): the merge of
        // its other parts, a struct; nothing reported.
        (
            json!({"type": "object", "definitions": {"W": {"type": "object", "allOf": [
                       {"$ref": "#/definitions/W"},
                       {"properties": {"os_family": {"type": "string"}}}]}},
                   "properties": {"vm": {"$ref": "#/definitions/W"}}}),
            &[
                "pub struct W {",
                "pub os_family: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // A union branch no value meets beside a `$ref` (stylelint's integer rules): left to
        // typify as written (left out, the union was one `allOf` part typify typed as the
        // referred type itself, which then stood for two schemas).
        (
            json!({"type": "object", "definitions": {"core": {"type": "object",
                       "properties": {"message": {"type": "string"}}}},
                   "properties": {"rule": {"type": "array", "minItems": 2, "maxItems": 2,
                       "items": {"type": ["integer", "object"], "anyOf": [
                           {"enum": [{}], "type": "integer"}, {"$ref": "#/definitions/core"}]}}}}),
            &["pub rule: ::std::option::Option<"],
            &[],
        ),
        // patternProperties beside `additionalProperties: false`: a map of the pattern's type.
        (
            json!({"type": "object", "properties": {"name": {"type": "string"}},
                   "patternProperties": {"^x-": {"type": "integer", "format": "int32"}},
                   "additionalProperties": false}),
            &["pub extra: ::std::collections::BTreeMap<::std::string::String, i32>,"],
            &[],
        ),
        // Beside open additionalProperties: a typed map of the matches, the rest in `extra`.
        (
            json!({"type": "object", "properties": {"a": {"type": "string"}},
                   "patternProperties": {"^n": {"type": "integer"}}}),
            &[
                "pub a: ::std::option::Option<::std::string::String>,",
                "/// Properties whose names match `^n`.",
                "pub pattern_properties: ::std::collections::BTreeMap<::std::string::String, i64>,",
                "pub extra: ::serde_json::Map<::std::string::String, ::serde_json::Value>,",
                "__Other(__name) if __PATTERN1.is_match(&__name) => {",
            ],
            &[],
        ),
        // OpenAPI's specification extensions beside patterns of other schemas: a map each.
        (
            json!({"type": "object", "properties": {"a": {"type": "string"}},
                   "patternProperties": {"^x-": {}, "^/": {"type": "object", "properties": {"get": {"type": "string"}}}},
                   "additionalProperties": false}),
            &[
                "pub extensions: ::serde_json::Map<::std::string::String, ::serde_json::Value>,",
                "pub pattern_properties: ::std::collections::BTreeMap<",
                "ThingPatternPropertiesValue,",
            ],
            &[],
        ),
        // A pattern the linear-time engine cannot run (lookaround, opted in): kept in `extra`.
        (
            json!({"type": "object", "patternProperties": {"^(?!a)": {"type": "integer"}}}),
            &["pub struct Thing(pub ::serde_json::Map<::std::string::String, ::serde_json::Value>);"],
            &["/patternProperties/^(?!a)"],
        ),
        // A pattern every name matches (CRDs' labels): a map of its type, open or not.
        (
            json!({"type": "object", "properties": {"labels": {"type": "object",
                   "patternProperties": {".*": {"type": "string"}}}}}),
            &["::std::collections::BTreeMap<::std::string::String, ::std::string::String>,"],
            &[],
        ),
        // Patterns of different schemas beside `false`: a map per pattern, numbered.
        (
            json!({"type": "object", "properties": {"m": {"type": "object",
                   "patternProperties": {"^a": {"type": "integer"}, "^b": {"type": "string"}},
                   "additionalProperties": false}}}),
            &[
                "pub pattern_properties_1: ::std::collections::BTreeMap<::std::string::String, i64>,",
                "pub pattern_properties_2: ::std::collections::BTreeMap<",
            ],
            &[],
        ),
        // Recursion through `#`.
        (
            json!({"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}}}}),
            &["pub children: ::std::option::Option<::std::vec::Vec<Thing>>,"],
            &[],
        ),
        // A `$ref` to a property and one into nested definitions: named from the path, shared.
        (
            json!({"type": "object", "properties": {
                "a": {"type": "object", "properties": {"next": {"$ref": "#/properties/a"}}},
                "b": {"$ref": "#/properties/a"},
                "v": {"$ref": "#/definitions/M/definitions/Video"}},
                "definitions": {"M": {"definitions": {"Video": {"type": "object",
                    "properties": {"url": {"type": "string"}}, "required": ["url"]}}}}}),
            &[
                "pub struct ThingA {",
                "pub b: ::std::option::Option<::std::boxed::Box<ThingA>>,",
                "pub struct MVideo {",
                "pub v: ::std::option::Option<MVideo>,",
            ],
            &[],
        ),
        // An inner title naming a definition's type (winget's `InstallModes`), a carriage
        // return in a description: both typed.
        (
            json!({"type": "object", "properties": {"modes": {"$ref": "#/definitions/InstallModes"}},
                   "definitions": {"InstallModes": {"description": "Modes,\r\none per line", "type": "array",
                       "items": {"title": "InstallModes", "enum": ["silent", "interactive"]}}}}),
            &[
                "pub struct InstallModes(pub ::std::vec::Vec<InstallModesItem>);",
                "/**Modes,\none per line*/",
            ],
            &[],
        ),
        // Keywords of a type `type` rules out never apply (linkerd's `required` beside
        // `type: array`, `items` beside `type: object`): the type as `type` says.
        (
            json!({"type": "object", "properties": {
                "overrides": {"type": "array", "required": ["authority"],
                              "items": {"type": "object", "properties": {"authority": {"type": "string"}}}},
                "dns": {"type": "object", "items": {}, "properties": {"searches": {"type": "array", "items": {"type": "string"}}}}}}),
            &[
                "pub overrides: ::std::option::Option<::std::vec::Vec<ThingOverridesItem>>,",
                "pub searches: ::std::option::Option<::std::vec::Vec<::std::string::String>>,",
            ],
            &[],
        ),
        // A union that only constrains, beside properties: the struct.
        (
            json!({"type": "object", "properties": {"name": {"type": "string"}, "external": {"type": "string"}},
                   "oneOf": [{"required": ["name"], "not": {"required": ["external"]}},
                             {"required": ["external"], "not": {"required": ["name"]}}]}),
            &[
                "pub struct Thing {",
                "pub external: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // Integer widths; `float` stays `f64` (an `f32` would lose digits).
        (
            json!({"type": "object", "required": ["a", "b", "c", "d"], "properties": {
                "a": {"type": "integer", "format": "int32"}, "b": {"type": "integer", "format": "uint64"},
                "c": {"type": "number", "format": "float"}, "d": {"type": "integer", "format": "int64"}}}),
            &["pub a: i32,", "pub b: u64,", "pub c: f64,", "pub d: i64,"],
            &[],
        ),
        // An enum whose values typify would name alike, differing in case: the later numbered,
        // with the first number no other value's name has (`tcp 2` is `Tcp2`).
        (
            json!({"type": "object", "properties": {"protocol": {"enum": ["tcp", "TCP", "tcp 2"]}, "port": {"type": "integer"}}}),
            &[
                "pub port: ::std::option::Option<i64>,",
                "Tcp,",
                "Tcp3,",
                "#[serde(rename = \"tcp 2\")]\n    Tcp2,",
            ],
            &[],
        ),
        // Kubernetes' int-or-string: as CRDs write it (with the union), and alone (to JSON
        // Schema an unknown keyword: any value is valid, so a catch-all).
        (
            json!({"type": "object", "properties": {
                "a": {"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": true},
                "b": {"x-kubernetes-int-or-string": true, "pattern": "^[0-9]+%?$"}}}),
            &[
                "Integer(i64),",
                "String(::std::string::String),",
                "Other(::serde_json::Value),",
            ],
            &[],
        ),
        // Kubernetes' preserve-unknown-fields beside `type: object`: an open map.
        (
            json!({"type": "object", "properties": {"raw": {"type": "object", "x-kubernetes-preserve-unknown-fields": true}}}),
            &[
                "pub raw: ::std::option::Option<",
                "::serde_json::Map<::std::string::String, ::serde_json::Value>,",
            ],
            &[],
        ),
        // An enum of several JSON types: an enum per type.
        (
            json!({"type": "object", "properties": {"mode": {"enum": [true, false, "auto"]}}}),
            &["Boolean(bool),", "#[serde(rename = \"auto\")]"],
            &[],
        ),
        // Several types with object or array keywords: typify's split, one variant each.
        (
            json!({"type": ["object", "array", "string"], "items": {"type": "integer"},
                   "properties": {"x": {"type": "string"}}}),
            &[
                "Array(::std::vec::Vec<i64>),",
                "Object {",
                "String(::std::string::String),",
            ],
            &[],
        ),
        // `items` without `type` (Visual Studio's devinit): the list, or any other value.
        (
            json!({"type": "object", "properties": {"run": {"items": {"type": "string"}}}}),
            &["Array(::std::vec::Vec<::std::string::String>),", "Other(::serde_json::Value),"],
            &[],
        ),
        // A closed `allOf` part naming a few of the shared part's properties (drone's steps):
        // the others are never valid, and no fields.
        (
            json!({"type": "object", "definitions": {
                       "step": {"type": "object", "properties": {"name": {"type": "string"},
                                "detach": {"type": "boolean"}}},
                       "ssh": {"allOf": [{"$ref": "#/definitions/step"},
                               {"type": "object", "additionalProperties": false,
                                "properties": {"name": {}}}]}},
                   "properties": {"s": {"$ref": "#/definitions/ssh"}}}),
            &["pub struct Ssh {", "pub name: ::std::option::Option<::std::string::String>,"],
            &[],
        ),
        // Up to draft-07 a `$ref`'s siblings are ignored: the target's type.
        (
            json!({"type": "object", "properties": {"checks": {"$ref": "#/definitions/enabled",
                   "properties": {"config": {"type": "string"}}}},
                   "definitions": {"enabled": {"type": "object",
                   "properties": {"enabled": {"type": "boolean"}}}}}),
            &["pub checks: ::std::option::Option<Enabled>,"],
            &[],
        ),
        // Where typify names nothing below the root (a root map's values, the branches of a
        // root union beside `type: object`), a struct there made it panic (mail-servers-config,
        // resjson, minecraft-texture-mcmeta): the root's name reaches them.
        (
            json!({"type": "object", "additionalProperties": {"type": "object", "properties": {
                   "imap": {"type": "object", "properties": {"port": {"type": "integer"}}}}}}),
            &[
                "pub struct Thing(pub ::std::collections::BTreeMap<::std::string::String, ThingValue>);",
                "pub imap: ::std::option::Option<ThingValueImap>,",
                "pub port: ::std::option::Option<i64>,",
            ],
            &[],
        ),
        (
            json!({"type": "object", "additionalProperties": {"oneOf": [{"type": "string"},
                   {"type": "object", "properties": {"value": {"type": "string"}},
                    "required": ["value"]}]}}),
            &["pub enum ThingValue {", "value: ::std::string::String,"],
            &[],
        ),
        (
            json!({"type": "object", "oneOf": [
                   {"properties": {"animation": {"type": "object",
                    "properties": {"width": {"type": "integer"}}}}, "required": ["animation"]},
                   {"properties": {"fusion": {"type": "object",
                    "properties": {"kind": {"type": "string"}}}}, "required": ["fusion"]}]}),
            &["pub enum Thing {", "width: ::std::option::Option<i64>,", "kind: ::std::option::Option<::std::string::String>,"],
            &[],
        ),
        // An inner `$id` with no reference below it is a label.
        (
            json!({"type": "object", "properties": {"a": {"$id": "#a", "type": "object",
                   "properties": {"b": {"type": "boolean"}}}}}),
            &["pub b: ::std::option::Option<bool>,"],
            &[],
        ),
        // `if` cases not read as a union (the object denies other properties), a `then`
        // saying more of a property the object names (cloudify): the object's own type of it,
        // reported at the object.
        (
            json!({"type": "object", "additionalProperties": false, "required": ["type"],
                   "properties": {"type": {"type": "string"}, "i": {"type": "object"}},
                   "allOf": [{"if": {"properties": {"type": {"const": "a"}}},
                              "then": {"properties": {"i": {"properties": {"start": {"type": "string"}}}}}}]}),
            &["pub i: ::std::option::Option<"],
            &[""],
        ),
        // A property named without a letter or digit (pdm's scripts' `_`): typify would name
        // its type as the object holding it, and reuse that; titled by the holder and the
        // symbol's name.
        (
            json!({"type": "object", "properties": {"scripts": {"type": "object", "properties": {
                "_": {"type": "object", "properties": {"env": {"type": "string"}}},
                "build": {"type": "string"}}}}}),
            &["pub struct ScriptsUnderscore {", "pub underscore: ::std::option::Option<ScriptsUnderscore>,"],
            &[],
        ),
    ];
    for (schema, lines, coarsened) in cases
        .into_iter()
        .chain(dynamic::cases())
        .chain(exclusive::cases())
        .chain(if_cases::cases())
        .chain(names::cases())
        .chain(nested::cases())
        .chain(objects::cases())
        .chain(overlap::cases())
        .chain(parts::cases())
        .chain(references::cases())
        .chain(tuples::cases())
        .chain(unions::cases())
        .chain(untyped_branches::cases())
    {
        let g = generated(&schema);
        let module = &g.modules["m"];
        for line in lines {
            assert!(module.contains(line), "{schema}: no `{line}` in\n{module}");
        }
        let reported: Vec<&str> = g.coarsened.iter().map(|c| c.pointer.as_str()).collect();
        assert_eq!(reported, coarsened.to_vec(), "{schema}: {:?}", g.coarsened);
    }
}
