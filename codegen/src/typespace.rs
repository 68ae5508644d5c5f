//! Runs typify: prepares the schema it reads (draft-07 form, with every keyword the validation
//! layer enforces stripped so typify generates no checks of its own, and no `regress`), and
//! collects the Rust names of the root and of each definition.

use std::path::Path;

use serde_json::{Map, Value};
use typify::{TypeDetails, TypeSpace, TypeSpaceSettings};

use crate::error::{Error, ErrorKind};

/// Keywords removed from typify's input: enforced by the validation layer, or annotations that
/// would change the types (a `default` makes typify fill absent fields, losing absence).
const STRIPPED: &[&str] = &[
    "pattern",
    "format",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "default",
    "examples",
    "$comment",
    "$id",
    "readOnly",
    "writeOnly",
    "deprecated",
];

/// typify's output for one schema file.
pub struct Typified {
    /// The generated items.
    pub tokens: proc_macro2::TokenStream,
    /// Rust name of the root type, if typify made one.
    pub root: Option<String>,
    /// `(definition name, Rust type name)` for definitions typify turned into named types.
    pub definitions: Vec<(String, String)>,
}

/// Runs typify on `doc`, naming the root `root_name` when given.
pub fn typify(file: &Path, doc: &Value, root_name: Option<&str>) -> Result<Typified, Error> {
    let fail = |m: String| Error::new(file, "", ErrorKind::Typify(m));
    let mut input = doc.clone();
    let mut definitions = Map::new();
    if let Value::Object(root) = &mut input {
        for container in ["definitions", "$defs"] {
            if let Some(Value::Object(defs)) = root.remove(container) {
                definitions.extend(defs);
            }
        }
    }
    let id = doc
        .get("$id")
        .and_then(Value::as_str)
        .unwrap_or("")
        .trim_end_matches('#')
        .to_owned();
    normalise(&mut input, &id);
    for def in definitions.values_mut() {
        normalise(def, &id);
    }
    if let Value::Object(root) = &mut input {
        if let Some(name) = root_name {
            root.insert("title".into(), Value::String(name.to_owned()));
        }
        root.insert(
            "$schema".into(),
            "http://json-schema.org/draft-07/schema#".into(),
        );
        root.insert("definitions".into(), Value::Object(definitions.clone()));
    }
    let root_schema: schemars::schema::RootSchema =
        serde_json::from_value(input).map_err(|e| fail(format!("schema not readable: {e}")))?;
    let mut settings = TypeSpaceSettings::default();
    settings.with_struct_builder(false);
    settings.with_map_type("::std::collections::BTreeMap".to_owned());
    let mut space = TypeSpace::new(&settings);
    let root = space
        .add_root_schema(root_schema)
        .map_err(|e| fail(e.to_string()))?;
    let root = match root {
        Some(id) => named(&space, &id),
        None => None,
    };
    let mut names = Vec::new();
    for name in definitions.keys() {
        let reference = schemars::schema::Schema::Object(schemars::schema::SchemaObject {
            reference: Some(format!("#/definitions/{name}")),
            ..Default::default()
        });
        let id = space
            .add_type(&reference)
            .map_err(|e| fail(e.to_string()))?;
        if let Some(rust) = named(&space, &id) {
            names.push((name.clone(), rust));
        }
    }
    Ok(Typified {
        tokens: space.to_stream(),
        root,
        definitions: names,
    })
}

/// The Rust name of a type typify generated (not of a builtin such as `String`).
fn named(space: &TypeSpace, id: &typify::TypeId) -> Option<String> {
    let ty = space.get_type(id).ok()?;
    let generated = matches!(
        ty.details(),
        TypeDetails::Enum(_) | TypeDetails::Struct(_) | TypeDetails::Newtype(_)
    );
    generated.then(|| ty.name())
}

/// Rewrites a (sub)schema in place into the form typify reads.
fn normalise(schema: &mut Value, id: &str) {
    let Value::Object(obj) = schema else { return };
    for k in STRIPPED {
        obj.remove(*k);
    }
    if let Some(Value::String(r)) = obj.get_mut("$ref") {
        let local = r
            .strip_prefix(id)
            .filter(|_| !id.is_empty())
            .unwrap_or(r)
            .to_owned();
        *r = local.replacen("#/$defs/", "#/definitions/", 1);
    }
    for (k, v) in obj.iter_mut() {
        match k.as_str() {
            "properties" | "definitions" | "$defs" => {
                if let Value::Object(m) = v {
                    m.values_mut().for_each(|s| normalise(s, id));
                }
            }
            "additionalProperties" | "items" => normalise(v, id),
            "oneOf" | "anyOf" | "allOf" => {
                if let Value::Array(a) = v {
                    for s in a {
                        normalise(s, id);
                    }
                }
            }
            _ => {}
        }
    }
    if let Some(defs) = obj.remove("$defs") {
        obj.insert("definitions".into(), defs);
    }
}
