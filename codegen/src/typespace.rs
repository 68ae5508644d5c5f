//! Runs typify: prepares the schema it reads (draft-07 form, with every keyword the validation
//! layer enforces stripped so typify generates no checks of its own, and no `regress`), and
//! collects the Rust names of the root and of each definition.

use std::collections::{BTreeMap, BTreeSet};
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

/// Runs typify on `doc`, naming the root `root_name` when given. `external` maps the pointer
/// of each schema whose `$ref` leaves the file to the Rust path of the target type; `skip`
/// names definitions whose type comes from another file.
pub fn typify(
    file: &Path,
    doc: &Value,
    root_name: Option<&str>,
    external: &BTreeMap<String, String>,
    skip: &BTreeSet<String>,
) -> Result<Typified, Error> {
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
    let mut n = Normaliser {
        id: &id,
        external,
        replacements: Vec::new(),
    };
    n.normalise(&mut input, "");
    let containers: BTreeMap<String, &str> = ["definitions", "$defs"]
        .iter()
        .filter_map(|c| doc.get(*c).and_then(Value::as_object).map(|m| (c, m)))
        .flat_map(|(c, m)| m.keys().map(move |k| (k.clone(), *c)))
        .collect();
    for (name, def) in &mut definitions {
        let container = containers.get(name).copied().unwrap_or("definitions");
        n.normalise(
            def,
            &format!("/{container}/{}", crate::error::escape_token(name)),
        );
    }
    definitions.retain(|name, _| !skip.contains(name));
    let replacements = n.replacements;
    for (placeholder, _) in &replacements {
        definitions.insert(placeholder.clone(), Value::Object(Map::new()));
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
    for (placeholder, path) in &replacements {
        settings.with_replacement(placeholder, path, std::iter::empty());
    }
    let mut space = TypeSpace::new(&settings);
    let root = space
        .add_root_schema(root_schema)
        .map_err(|e| fail(e.to_string()))?;
    let root = match root {
        Some(id) => named(&space, &id),
        None => None,
    };
    let mut names = Vec::new();
    for name in definitions
        .keys()
        .filter(|n| !replacements.iter().any(|(p, _)| p == *n))
    {
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

/// Rewrites schemas in place into the form typify reads.
struct Normaliser<'a> {
    id: &'a str,
    /// Pointer of a schema whose `$ref` leaves the file → Rust path of the target.
    external: &'a BTreeMap<String, String>,
    /// `(placeholder definition name, Rust path)` for typify's `with_replacement`.
    replacements: Vec<(String, String)>,
}

impl Normaliser<'_> {
    fn normalise(&mut self, schema: &mut Value, pointer: &str) {
        let Value::Object(obj) = schema else { return };
        for k in STRIPPED {
            obj.remove(*k);
        }
        if let Some(path) = self.external.get(pointer) {
            let placeholder =
                if let Some((name, _)) = self.replacements.iter().find(|(_, p)| p == path) {
                    name.clone()
                } else {
                    let name = format!("ExternalType{}", self.replacements.len());
                    self.replacements.push((name.clone(), path.clone()));
                    name
                };
            obj.insert(
                "$ref".into(),
                Value::String(format!("#/definitions/{placeholder}")),
            );
        } else if let Some(Value::String(r)) = obj.get_mut("$ref") {
            let local = r
                .strip_prefix(self.id)
                .filter(|_| !self.id.is_empty())
                .unwrap_or(r)
                .to_owned();
            *r = local.replacen("#/$defs/", "#/definitions/", 1);
        }
        for (k, v) in obj.iter_mut() {
            let at = format!("{pointer}/{}", crate::error::escape_token(k));
            match k.as_str() {
                "properties" => {
                    if let Value::Object(m) = v {
                        for (name, s) in m.iter_mut() {
                            self.normalise(
                                s,
                                &format!("{at}/{}", crate::error::escape_token(name)),
                            );
                        }
                    }
                }
                "additionalProperties" | "items" => self.normalise(v, &at),
                "oneOf" | "anyOf" | "allOf" => {
                    if let Value::Array(a) = v {
                        for (i, s) in a.iter_mut().enumerate() {
                            self.normalise(s, &format!("{at}/{i}"));
                        }
                    }
                }
                _ => {}
            }
        }
    }
}
