//! References found in `SchemaStore` schemas outside the measured catalog (`real_world.rs`
//! runs them): a percent-encoded definition name, an `allOf` part referring to a schema that
//! only constrains, a union's branches referring to closed objects beside an `allOf` part,
//! definitions named after generic types (`TopLevel<UnitSpec>`),
//! a reference into a property named `properties`, and a reference to a draft's meta-schema.

use serde_json::json;

use super::Case;

/// The cases: dss's signing time, vss-extension's identifiers, lsdl's phrasings, opspec's
/// constraints, Azure `IoT` Operations connectors' configuration schemas.
pub fn cases() -> Vec<Case> {
    vec![
        // dss: `#/definitions/dss2-SigningTimeInfoType%3ASigningTimeBoundaries` names the
        // definition `dss2-SigningTimeInfoType:SigningTimeBoundaries` (a URI fragment is
        // percent-decoded); it was `Value`, reported as no definition typify can name.
        (
            json!({"type": "object",
                   "properties": {"bounds": {"$ref": "#/definitions/time%3ABounds"}},
                   "definitions": {"time:Bounds": {"type": "object",
                       "properties": {"lower": {"type": "string"}}}}}),
            &[
                "pub bounds: ::std::option::Option<TimeBounds>,",
                "pub struct TimeBounds {",
                "pub lower: ::std::option::Option<::std::string::String>,",
            ],
            &[],
        ),
        // vss-extension: a string whose one `allOf` part refers to a `pattern` alone: the
        // part only constrains, the type is the string's (typify named the property's type
        // and the definition's alike, and both were `Value`).
        (
            json!({"type": "object",
                   "properties": {
                       "id": {"type": "string", "title": "The extension's identifier",
                              "allOf": [{"$ref": "#/definitions/id_pattern"}]},
                       "demands": {"type": "array", "items": {"type": "string",
                                   "allOf": [{"$ref": "#/definitions/demand_pattern"}]}}},
                   "definitions": {
                       "id_pattern": {"pattern": "^[a-z]+$"},
                       "demand_pattern": {"pattern": "^api-version/.+$"}}}),
            &[
                "pub id: ::std::option::Option<::std::string::String>,",
                "pub demands: ::std::option::Option<::std::vec::Vec<::std::string::String>>,",
            ],
            &[],
        ),
        // lsdl: an `allOf` of a `oneOf` of `$ref`s to closed objects and a `$ref` to shared
        // properties: each variant is one phrasing with the shared properties (the check that
        // every named property has a field read every branch's names into each variant, and
        // the object was `Value`, its properties in `extra`).
        (
            json!({"type": "object", "properties": {"phrasing": {"$ref": "#/definitions/phrasing"}},
                   "definitions": {
                       "phrasing": {"allOf": [
                           {"oneOf": [{"$ref": "#/definitions/name"}, {"$ref": "#/definitions/noun"}]},
                           {"$ref": "#/definitions/shared"}]},
                       "name": {"type": "object", "additionalProperties": false, "required": ["Name"],
                                "properties": {"Name": {"type": "string"}, "Weight": {}}},
                       "noun": {"type": "object", "additionalProperties": false, "required": ["Noun"],
                                "properties": {"Noun": {"type": "integer"}, "Weight": {}}},
                       "shared": {"type": "object", "properties": {"Weight": {"type": "number"}}}}}),
            &[
                "pub enum Phrasing {",
                "        name: ::std::string::String,",
                "        noun: i64,",
                "        weight: ::std::option::Option<f64>,\n    },\n}",
            ],
            &[],
        ),
        // opspec: a `$ref` into a property named `properties` (a schema describing schemas)
        // is lifted into a type named with that name, not the name typify gives the
        // sibling property `additionalProperties` (the whole file was refused: typify
        // generated a type of that name twice).
        (
            json!({"type": "object", "properties": {"constraints": {"type": "object", "properties": {
                "properties": {"type": "object", "additionalProperties":
                    {"type": "object", "properties": {"y": {"type": "integer"}}}},
                "additionalProperties": {"type": "object", "properties": {"x": {"type": "string"}}},
                "items": {"$ref": "#/properties/constraints/properties/properties/additionalProperties"}}}}}),
            &[
                "pub items: ::std::option::Option<ThingConstraintsPropertiesAdditionalProperties>,",
                "pub struct ThingConstraintsAdditionalProperties {\n    #[serde(skip_serializing_if = \"::std::option::Option::is_none\")]\n    pub x:",
            ],
            &[],
        ),
        // vega-lite, vector: definitions named after TypeScript and Rust generics, referred to
        // as written (`<` is no URI character): the reference read as its percent-encoding,
        // as lenient validators read it (the engine refused the file as no URI reference).
        (
            json!({"type": "object", "properties": {
                "spec": {"$ref": "#/definitions/TopLevel<UnitSpec>"},
                "inputs": {"$ref": "#/definitions/id::Inputs<String>"}},
                "definitions": {
                    "TopLevel<UnitSpec>": {"type": "object", "properties": {"mark": {"type": "string"}}},
                    "id::Inputs<String>": {"type": "array", "items": {"type": "string"}}}}),
            &[
                "pub spec: ::std::option::Option<TopLevelUnitSpec>,",
                "pub inputs: ::std::option::Option<IdInputsString>,",
                "pub struct TopLevelUnitSpec {",
            ],
            &[],
        ),
        // Azure `IoT` Operations' connectors: a property whose schema is any draft-07 schema (a
        // `$ref` to the meta-schema) is the meta-schema's type, typed from the engine's own
        // copy in a module below the referrer's (it was `Value`).
        (
            json!({"type": "object", "properties": {
                "configuration": {"$ref": "http://json-schema.org/draft-07/schema#"},
                "types": {"$ref": "http://json-schema.org/draft-07/schema#/definitions/simpleTypes"}}}),
            &[
                "pub configuration: ::std::option::Option<crate::m::draft_07::Schema>,",
                "pub types: ::std::option::Option<crate::m::draft_07::SimpleTypes>,",
            ],
            &[],
        ),
    ]
}

/// A draft-07 meta-schema's types are its own module's, read from the engine's copy: a
/// schema is `true`/`false` or an object of the keywords, recursive, boxed where Rust needs it.
#[test]
fn a_reference_to_the_draft_07_meta_schema_is_its_type() {
    let g = super::generated(&json!({"type": "object", "properties": {
        "configuration": {"$ref": "http://json-schema.org/draft-07/schema"}}}));
    let meta = &g.modules["m::draft_07"];
    for line in [
        "pub enum Schema {\n    Boolean(bool),",
        "not: ::std::option::Option<::std::boxed::Box<Schema>>,",
        "properties: ::std::option::Option<\n            ::std::collections::BTreeMap<::std::string::String, Schema>,",
        "pub enum SimpleTypes {",
    ] {
        assert!(meta.contains(line), "no `{line}` in\n{meta}");
    }
    assert!(g.coarsened.is_empty(), "{:?}", g.coarsened);
}

/// A 2020-12 meta-schema (vocabularies the engine joins by `$dynamicRef`) is any value, and
/// its report says what it is.
#[test]
fn a_reference_to_the_2020_12_meta_schema_is_reported_as_one() {
    let g = super::generated(
        &json!({"$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object", "properties": {
        "configuration": {"$ref": "https://json-schema.org/draft/2020-12/schema"}}}),
    );
    let reasons: Vec<&str> = g.coarsened.iter().map(|c| c.reason.as_str()).collect();
    assert_eq!(
        reasons,
        ["`$ref` \"https://json-schema.org/draft/2020-12/schema\" is the 2020-12 meta-schema, whose vocabularies the engine joins by `$dynamicRef`: a schema there is any JSON Schema, which the engine checks with its built-in copy"]
    );
}

/// A `$ref` into the other `allOf` parts of an object whose union is one of them: the union is
/// the object's, the parts stay where the reference points (folded, the `$ref` pointed at
/// nothing and the property was `Value`).
#[test]
fn a_reference_into_the_parts_beside_a_part_union_is_typed() {
    let g = super::generated(&json!({"type": "object",
        "definitions": {"h": {"type": "object", "allOf": [
            {"properties": {"a": {"type": "string"}}},
            {"oneOf": [{"properties": {"k": {"const": 1}}, "required": ["k"]},
                       {"properties": {"k": {"const": 2}}, "required": ["k"]}]}]}},
        "properties": {"h": {"$ref": "#/definitions/h"},
                       "x": {"$ref": "#/definitions/h/allOf/0/properties/a"}}}));
    let source = &g.source;
    assert!(
        source.contains("pub x: ::std::option::Option<HAllOf0A>,"),
        "{source}"
    );
    assert!(g.coarsened.is_empty(), "{:?}", g.coarsened);
}
