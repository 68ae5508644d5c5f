//! The root given to typify as a definition of its own, where that names what typify would
//! leave unnamed. typify names a root by its title where it reads the title, and with no name
//! at all where it does not: a root map's value type, the branches of a root union. A struct
//! in an unnamed place has no name either, and typify panics on it
//! (`TypeEntryStruct::from_metadata`, `TypeEntryEnum::from_metadata`: `unwrap` on `None`).
//! A definition's name is required in every place below it, so such a root becomes
//! `#/definitions/{name}` (and `$ref: "#"` a reference to it); any other root stays a titled
//! root, typed as before. A root that only refers to a definition of its own name
//! (tmlanguage's `{"$ref": "#/definitions/root"}`, named `Root`) is that definition's type;
//! a root beside another definition of its name is refused ([`clash`]).

use schemars::schema::RootSchema;
use serde_json::{Map, Value};

/// Where the root went.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Root {
    /// To `definitions[name]`.
    Moved,
    /// Nowhere: it refers to the definition of this key, named as the root is.
    Alias(String),
    /// Nowhere: nothing below it needs the name, or a definition has it.
    Kept,
}

/// The document typify reads: `input` with its root moved to `definitions[name]` where that
/// name is free, and where the root went.
pub(super) fn as_definition(mut input: Value, name: &str) -> Result<(RootSchema, Root), String> {
    let read = |v| serde_json::from_value(v).map_err(|e| format!("schema not readable: {e}"));
    if let Some(key) = alias(&input, name) {
        return Ok((read(input)?, Root::Alias(key)));
    }
    let free = input.get("definitions").and_then(|d| d.get(name)).is_none();
    let free = free && unnamed_below(&input);
    if let (true, Value::Object(root)) = (free, &mut input) {
        let mut definitions = match root.remove("definitions") {
            Some(Value::Object(d)) => d,
            _ => Map::new(),
        };
        let schema = root.remove("$schema");
        let mut body = Value::Object(std::mem::take(root));
        let target = Value::String(format!("#/definitions/{name}"));
        to_root(&mut body, &target);
        for d in definitions.values_mut() {
            to_root(d, &target);
        }
        definitions.insert(name.to_owned(), body);
        root.extend(schema.map(|s| ("$schema".to_owned(), s)));
        root.insert("definitions".into(), Value::Object(definitions));
    }
    let root = if free { Root::Moved } else { Root::Kept };
    Ok((read(input)?, root))
}

/// Why the root, named `name`, and one of `definitions` (in `doc`) would be one type name,
/// where one would: the root is not the definition's alias ([`alias`]).
pub(super) fn clash<'a>(
    doc: &Value,
    name: &str,
    mut definitions: impl Iterator<Item = &'a String>,
) -> Option<String> {
    let key = definitions.find(|k| super::rust_name(k) == name)?;
    (alias(doc, name).as_ref() != Some(key)).then(|| {
        format!("the root and the definition {key:?} are both named `{name}`; give the root another name (`root` in its manifest entry)")
    })
}

/// The definition a root of nothing but a `$ref` (and annotations) refers to, where typify
/// names it `name`.
fn alias(input: &Value, name: &str) -> Option<String> {
    use crate::keywords::{role, Role};
    let root = input.as_object()?;
    let target = root.get("$ref")?.as_str()?;
    let (container, key) = ["definitions", "$defs"]
        .iter()
        .find_map(|c| Some((*c, target.strip_prefix(&format!("#/{c}/"))?)))?;
    let only = (root.keys()).all(|k| {
        matches!(k.as_str(), "$ref" | "$id" | "definitions" | "$defs")
            || role(k) == Role::Annotation
    });
    let defined = input.get(container).and_then(|d| d.get(key)).is_some();
    (only && defined && super::rust_name(key) == name).then(|| key.to_owned())
}

/// Whether typify, naming the root by its title, leaves types below it unnamed: a map's
/// values (no `properties`; `additionalProperties` or `patternProperties` a schema), and the
/// branches of a union beside another keyword that shapes the type (typify merges it into
/// each branch and loses the title on the way: minecraft-texture-mcmeta's `type: "object"`
/// beside its `oneOf`). Any other root stays as typify reads a titled root (a union alone keeps
/// its variants' names and docs, Codex's `LoginAccountParams`).
fn unnamed_below(root: &Value) -> bool {
    use crate::keywords::{role, Role};
    let has = |k: &str| root.get(k).is_some();
    let map = !has("properties")
        && (root
            .get("additionalProperties")
            .is_some_and(Value::is_object)
            || has("patternProperties"));
    let unions = ["oneOf", "anyOf", "allOf"];
    let union = unions.iter().any(|u| has(u));
    let beside = (root.as_object().into_iter().flatten())
        .any(|(k, _)| !unions.contains(&k.as_str()) && role(k) == Role::Shape);
    // typify merges a root `allOf` of references without reading the root's title
    // (`convert_ref_type`: `unwrap` on `None`): `{"allOf": [{"$ref": A}, {"$ref": B}]}`.
    let merged = root
        .get("allOf")
        .and_then(Value::as_array)
        .is_some_and(|parts| parts.len() > 1);
    map || (union && beside) || merged
}

/// Points every `$ref: "#"` below `schema` at `target`.
fn to_root(schema: &mut Value, target: &Value) {
    match schema {
        Value::Object(obj) => {
            for (k, v) in obj.iter_mut() {
                match (k.as_str(), &*v) {
                    ("$ref", Value::String(r)) if r == "#" => *v = target.clone(),
                    (k, _) if crate::keywords::holds_data(k) => {}
                    _ => to_root(v, target),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| to_root(v, target)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_root_moves_where_its_name_is_free() {
        let cases = [
            // A map root, a reference to the root, a `"#"` that is data.
            (
                json!({"type": "object", "additionalProperties": {"$ref": "#"},
                       "enum": [{"$ref": "#"}], "definitions": {"a": {"items": {"$ref": "#"}}}}),
                true,
                json!({"definitions": {
                    "a": {"items": {"$ref": "#/definitions/Thing"}},
                    "Thing": {"type": "object",
                              "additionalProperties": {"$ref": "#/definitions/Thing"},
                              "enum": [{"$ref": "#"}]}}}),
            ),
            // A definition has the name already: the root stays.
            (
                json!({"properties": {"a": {"$ref": "#"}}, "definitions": {"Thing": {}}}),
                false,
                json!({"properties": {"a": {"$ref": "#"}}, "definitions": {"Thing": {}}}),
            ),
        ];
        for (input, moved, expected) in cases {
            let (parsed, was) = as_definition(input.clone(), "Thing").unwrap();
            assert_eq!(was == Root::Moved, moved, "{input}");
            let expected: RootSchema = serde_json::from_value(expected).unwrap();
            assert_eq!(parsed, expected, "{input}");
        }
        // A root that only refers to the definition named like it is that definition.
        let aliases = [
            (
                json!({"$ref": "#/definitions/thing", "definitions": {"thing": {}}}),
                Root::Alias("thing".into()),
            ),
            (
                json!({"$id": "https://x/t.json", "$ref": "#/definitions/thing",
                       "definitions": {"thing": {}}}),
                Root::Alias("thing".into()),
            ),
            (
                json!({"$ref": "#/definitions/other", "definitions": {"other": {}}}),
                Root::Kept,
            ),
            (
                json!({"$ref": "#/definitions/thing", "type": "object",
                       "definitions": {"thing": {}}}),
                Root::Kept,
            ),
            (
                json!({"type": "object", "oneOf": [{"$ref": "#/definitions/other"}],
                       "definitions": {"other": {}}}),
                Root::Moved,
            ),
            (
                json!({"oneOf": [{"$ref": "#/definitions/other"}], "definitions": {"other": {}}}),
                Root::Kept,
            ),
        ];
        for (input, want) in aliases {
            assert_eq!(
                as_definition(input.clone(), "Thing").unwrap().1,
                want,
                "{input}"
            );
        }
    }
}
