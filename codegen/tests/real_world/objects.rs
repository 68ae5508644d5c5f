//! Objects the type model reads through references and drafts (`real_world.rs` runs them):
//! unions of `$ref`s to open objects that accept objects only, a union an `allOf` part refers
//! to, branches that only narrow the object's properties (hemtt's, hatch's, pyproject's), and
//! a 2020-12 `$ref` beside properties; a `$ref` into another file's subschema.

use std::path::Path;

use agent_approval_codegen::Manifest;
use serde_json::json;

use super::Case;

/// The cases: compilerconfig's compilers, sourcemap's sections, hemtt's scripts, Config
/// Connector's spec, hatch's `version`, pyproject's `dynamic`, aspire's Bicep resources,
/// template's post actions, yamllint's root, nswag's `TypeScript` client, jasonette's
/// `advancedTitle`, definitions no value meets, aiproj's authentication, resjson's resources.
pub fn cases() -> Vec<Case> {
    let options = |p: &str| json!({"type": "object", "properties": {p: {"type": "integer"}}});
    vec![
        // nswag (draft-04): the object names a property a boolean, its `allOf` part a string;
        // no valid object has it, so it is no field (the object was `Value`: typify's merge
        // left the property out, which the pairing refused).
        (
            json!({"$schema": "http://json-schema.org/draft-04/schema#", "type": "object",
                   "allOf": [{"$ref": "#/definitions/client"}],
                   "properties": {"importRequiredTypes": {"type": "boolean"}, "promise": {"type": "string"}},
                   "definitions": {"client": {"type": "object", "properties": {
                       "importRequiredTypes": {"type": "string"}, "className": {"type": "string"}}}}}),
            &[
                "pub class_name: ::std::option::Option<::std::string::String>,",
                "pub promise: ::std::option::Option<::std::string::String>,\n    /// Properties",
            ],
            &[],
        ),
        // compilerconfig: properties beside a `oneOf` of `$ref`s to object keywords without
        // `type` (each accepts every non-object, so the `oneOf` none): the enum of the
        // branches, named by the definitions, the properties in each (was `Value`).
        (
            json!({"properties": {"inputFile": {"type": "string"}}, "required": ["inputFile"],
                   "oneOf": [{"$ref": "#/definitions/less"}, {"$ref": "#/definitions/sass"}],
                   "definitions": {
                       "less": {"properties": {"inputFile": {"pattern": "\\.less$"}, "options": options("math")}},
                       "sass": {"properties": {"inputFile": {"pattern": "\\.scss$"}, "options": options("precision")}}}}),
            &[
                "pub enum Thing {\n    Less {",
                "    Sass {",
                "        input_file: ::std::string::String,",
                "pub math: ::std::option::Option<i64>,",
                "pub precision: ::std::option::Option<i64>,",
            ],
            &[],
        ),
        // sourcemap's sections: an object only by one `allOf` part, the other a `$ref` to an
        // `anyOf` of objects naming one property each (the part was `Value`, `url` and `map`
        // in `extra`): each property its schema or any value.
        (
            json!({"type": "object", "properties": {"sections": {"type": "array", "items": {"allOf": [
                       {"$ref": "#/definitions/sectionMap"},
                       {"type": "object", "properties": {"offset": {"type": "integer"}}}]}}},
                   "definitions": {"sectionMap": {"anyOf": [
                       {"type": "object", "properties": {"url": {"type": "string"}}},
                       {"type": "object", "properties": {"map": {"$ref": "#"}}}]}}}),
            &[
                "pub offset: ::std::option::Option<i64>,",
                "pub url: ::std::option::Option<ThingSectionsItemUrl>,",
                "pub map: ::std::option::Option<ThingSectionsItemMap>,",
                "    String(::std::string::String),\n    Other(::serde_json::Value),",
            ],
            &[],
        ),
        // hemtt's scripts: an `allOf` part referring to an `anyOf` whose branch only narrows
        // the object's `foreach` (`enum: [true]` of a boolean) and is referred to nowhere
        // else: the union only constrains, the object is its struct (the definition was
        // `Value`, reported).
        (
            json!({"type": "object", "additionalProperties": {"type": "object",
                       "allOf": [{"$ref": "#/definitions/parallel"}],
                       "properties": {"foreach": {"type": "boolean"}, "parallel": {"type": "boolean"}}},
                   "definitions": {"parallel": {"anyOf": [
                       {"not": {"properties": {"parallel": {"enum": [true]}}}},
                       {"properties": {"foreach": {"enum": [true]}}, "required": ["foreach"]}]}}}),
            &[
                "pub foreach: ::std::option::Option<bool>,",
                "pub parallel: ::std::option::Option<bool>,",
            ],
            &[],
        ),
        // Config Connector's spec: an `anyOf` whose branches name the mode and hold a
        // `oneOf` that only constrains (not read as objects, whose copy typify could not pair):
        // the enum of the modes, nothing reported.
        (
            json!({"type": "object", "additionalProperties": false,
                   "properties": {"mode": {"type": "string", "enum": ["cluster", "namespaced"]},
                                  "secret": {"type": "string"}, "account": {"type": "string"}},
                   "anyOf": [
                       {"properties": {"mode": {"enum": ["cluster"]}}, "oneOf": [
                           {"required": ["secret"], "not": {"required": ["account"]}},
                           {"required": ["account"], "not": {"required": ["secret"]}}]},
                       {"properties": {"mode": {"enum": ["namespaced"]}},
                        "not": {"anyOf": [{"required": ["secret"]}, {"required": ["account"]}]}}]}),
            &[
                "pub enum Thing {",
                "        secret: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // A definition no value meets (jasonette's `advancedTitle`: closed, no properties,
        // every branch requiring one; was `Value`, reported): an enum without variants.
        (
            json!({"type": "object", "properties": {"title": {"$ref": "#/definitions/advancedTitle"}},
                   "definitions": {"advancedTitle": {"type": "object", "additionalProperties": false,
                       "oneOf": [{"type": "object", "properties": {"type": {"const": "image"}}, "required": ["type"]},
                                 {"type": "object", "properties": {"type": {"const": "label"}}, "required": ["type"]}]}}}),
            &[
                "pub enum AdvancedTitle {}",
                "/// No value meets this schema",
                "pub title: ::std::option::Option<AdvancedTitle>,",
            ],
            &[],
        ),
        // Definitions `false` and `{"not": {}}` (typify's newtype of any value, silent) and a
        // property `{"not": {}}`: enums without variants, and no field (`false` has no
        // `description`, so `Nothing` has none).
        (
            json!({"type": "object", "properties": {"a": {"$ref": "#/definitions/never"},
                       "b": {"$ref": "#/definitions/nothing"}, "c": {"not": {"title": "no"}}},
                   "definitions": {"never": false, "nothing": {"not": {}, "description": "Gone."}}}),
            &[
                "pub enum Never {}",
                "/// No value meets this schema",
                "pub enum Nothing {}",
                "pub a: ::std::option::Option<Never>,",
                "pub b: ::std::option::Option<Nothing>,\n    /// Properties",
            ],
            &[],
        ),
        // Object keywords without `type` beside a `oneOf` of two objects and `null` (aiproj's
        // authentication, `Value` before): the `null` taken out, an `Option` of the objects'
        // enum, tagged by `Type`.
        (
            json!({"type": "object", "properties": {"auth": {"additionalProperties": false,
                "properties": {"Type": {"type": "string"}, "Cookie": {"type": ["string", "null"]}},
                "oneOf": [{"type": "object", "properties": {"Type": {"const": "RawCookie"}, "Cookie": {"type": "string"}},
                           "required": ["Type", "Cookie"]},
                          {"type": "object", "properties": {"Type": {"const": "None"}}, "required": ["Type"]},
                          {"type": "null"}]}}}),
            &[
                "pub auth: ::std::option::Option<ThingAuth>,",
                "#[serde(tag = \"Type\", deny_unknown_fields)]",
                "RawCookie {",
            ],
            &[],
        ),
        // Object keywords that only constrain beside a string or an object (resjson, whose
        // resources' values were `Value` while the above took the string out): typify's enum.
        (
            json!({"type": "object", "additionalProperties": {"minProperties": 1,
                       "anyOf": [{"type": "string"}, {"$ref": "#/definitions/resource"}]},
                   "definitions": {"resource": {"type": "object", "additionalProperties": {"minProperties": 1,
                       "anyOf": [{"type": "string"}, {"$ref": "#/definitions/resource"}]}}}}),
            &["pub enum ResourceValue {", "Resource(Resource),"],
            &[],
        ),
        // A root `oneOf` whose branches (no `type`) say what its own property is, one
        // forbidding it, the other only narrowing it (hatch's `version`: `false`, or an object
        // requiring `path`): the union only constrains (`upgrade/restated_branches.rs`), the root is
        // its struct, `version` the object's own type.
        (
            json!({"type": "object", "additionalProperties": false,
                   "definitions": {"Version": {"type": "object", "properties": {"path": {"type": "string"}}}},
                   "properties": {"version": {"$ref": "#/definitions/Version"}, "name": {"type": "string"}},
                   "oneOf": [{"properties": {"version": false}},
                             {"properties": {"version": {"type": "object", "required": ["path"]}}, "required": ["version"]}]}),
            &[
                "pub struct Thing {",
                "pub version: ::std::option::Option<Version>,",
            ],
            &[],
        ),
        // A branch beside the object's own property that says it is an array and what it
        // contains (pyproject's `dynamic`): that only narrows the object's list, so the union
        // only constrains (`upgrade/restated_branches.rs`); the root is its struct.
        (
            json!({"type": "object", "required": ["name"], "additionalProperties": false,
                   "properties": {"name": {"type": "string"}, "version": {"type": "string"},
                       "dynamic": {"type": "array", "items": {"enum": ["version", "description"]}}},
                   "oneOf": [{"properties": {"dynamic": {"type": "array", "contains": {"const": "version"}}},
                              "required": ["dynamic"]},
                             {"properties": {"version": true}, "required": ["version"]}]}),
            &[
                "pub dynamic: ::std::option::Option<::std::vec::Vec<ThingDynamicItem>>,",
                "pub version: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // aspire's Bicep resources: an `allOf` of a closed definition and a part naming only
        // what it closes out (`scope`) or values it does not list (`type`): the definition's
        // type, as is the union of resources referring to both (each was `Value`).
        (
            json!({"type": "object", "additionalProperties": {"oneOf": [
                       {"$ref": "#/definitions/v0"}, {"$ref": "#/definitions/v1"}]},
                   "definitions": {
                       "v0": {"type": "object", "additionalProperties": false, "required": ["path"],
                              "properties": {"path": {"type": "string"}, "type": {"const": "azure.bicep.v0"}}},
                       "v1": {"allOf": [{"$ref": "#/definitions/v0"}, {"type": "object",
                              "properties": {"scope": {"type": "object"}, "type": {"const": "azure.bicep.v1"}}}]}}}),
            &[
                "pub struct V1(pub V0);",
                "pub enum ThingValue {\n    V0(V0),\n    V1(V1),\n}",
            ],
            &[],
        ),
        // template's post actions: an object's `allOf` part that is a `oneOf` by `actionId`,
        // with a `not` branch for the other actions (typify cannot merge the branches, written
        // without `type`, with the other part; the part was `Value`): the object's own union,
        // an enum of the actions, `args` typed per action, the catch-all the object.
        (
            json!({"type": "object", "allOf": [
                       {"properties": {"actionId": {"type": "string"}, "args": {"type": "object"},
                                       "description": {"type": "string"}}, "required": ["actionId"]},
                       {"oneOf": [
                           {"not": {"properties": {"actionId": {"enum": ["run", "add"]}}, "required": ["actionId"]}},
                           {"properties": {"actionId": {"enum": ["run"]},
                                           "args": {"properties": {"executable": {"type": "string"}}}}},
                           {"properties": {"actionId": {"enum": ["add"]},
                                           "args": {"properties": {"reference": {"type": "string"}},
                                                    "required": ["reference"]}}}]}]}),
            &[
                "pub enum Thing {",
                "        action_id: ThingVariant0ActionId,",
                "        executable: ::std::option::Option<::std::string::String>,",
                "        reference: ::std::string::String,",
                "        action_id: ::std::string::String,",
            ],
            &[],
        ),
        // yamllint's root (2020-12): a `$ref` beside properties applies as an `allOf` part,
        // and `unevaluatedProperties: false` only refuses what the struct's `extra` holds
        // (the root was `Value`).
        (
            json!({"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
                   "$ref": "#/$defs/ignorable", "unevaluatedProperties": false,
                   "properties": {"extends": {"type": "string"}},
                   "$defs": {"ignorable": {"type": "object", "properties": {"ignore": {"type": "string"}}}}}),
            &[
                "pub extends: ::std::option::Option<::std::string::String>,",
                "pub ignore: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
    ]
}

/// A `$ref` to a pointer of another vendored file that is not one of its definitions (JSON
/// Feed's `feed-1#/definitions/item/properties/attachments`): the target file lifts it into a
/// type of its own, named from its path, and the referring file names that type.
#[test]
fn references_into_another_files_subschemas_are_typed() {
    let manifest = Manifest::parse(
        Path::new("schemas/manifest.toml"),
        "[[schema]]\nfile = \"feed-1.json\"\nmodule = \"one\"\nupstream = \"https://example.com/feed-1.json\"\nroot = \"Feed\"\n\n[[schema]]\nfile = \"feed.json\"\nmodule = \"two\"\nupstream = \"https://example.com/feed.json\"\nroot = \"Feed\"\n",
    )
    .unwrap();
    let draft = "http://json-schema.org/draft-07/schema#";
    let one = json!({"$schema": draft, "$id": "https://example.com/feed-1.json", "type": "object",
        "definitions": {"item": {"type": "object", "properties": {
            "attachments": {"type": "array", "items": {"type": "object",
                "properties": {"url": {"type": "string"}}, "required": ["url"]}},
            "title": {"type": "string"}}}},
        "properties": {"items": {"type": "array", "items": {"$ref": "#/definitions/item"}}}});
    let two = json!({"$schema": draft, "$id": "https://example.com/feed.json", "type": "object",
        "properties": {
            "attachments": {"$ref": "feed-1.json#/definitions/item/properties/attachments"},
            "title": {"$ref": "feed-1.json#/definitions/item/properties/title"}}});
    let g = manifest
        .generate(&std::collections::BTreeMap::from([
            (
                manifest.schemas[0].file.clone(),
                one.to_string().into_bytes(),
            ),
            (
                manifest.schemas[1].file.clone(),
                two.to_string().into_bytes(),
            ),
        ]))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(g.coarsened.is_empty(), "{:?}", g.coarsened);
    let (one, two) = (&g.modules["one"], &g.modules["two"]);
    for line in [
        "pub struct ItemAttachments(pub ::std::vec::Vec<ItemAttachmentsItem>);",
        "pub struct ItemAttachmentsItem {",
    ] {
        assert!(one.contains(line), "no `{line}` in\n{one}");
    }
    for line in [
        "pub attachments: ::std::option::Option<crate::one::ItemAttachments>,",
        "pub title: ::std::option::Option<crate::one::ItemTitle>,",
    ] {
        assert!(two.contains(line), "no `{line}` in\n{two}");
    }
}
