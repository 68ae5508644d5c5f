//! `patternProperties` as typify reads them (`compile::patterns` decides): the map
//! `additionalProperties` would be, or one map property per pattern, named by its Rust field
//! (`compile::map_fields`; `postprocess` flattens them and the written-out conversion routes
//! each name by its pattern), or nothing.

use serde_json::{Map, Value};

use super::Normaliser;

/// What typify reads in place of `patternProperties`.
pub(super) enum PatternInput {
    /// The schema `additionalProperties` becomes, with its pointer.
    Additional(String, Value),
    /// Properties to add, each `(field, pattern, pointer of the pattern's schema, the
    /// schema)`: typify's input names each map by its field, `{"type": "object",
    /// "additionalProperties": schema}`.
    Maps(Vec<(String, String, String, Value)>),
}

impl Normaliser<'_> {
    /// Removes `patternProperties` from `obj` (at `pointer`) and says what typify reads in
    /// their place ([`PatternInput`]); reports each pattern that constrains its values but
    /// whose properties are kept as `serde_json::Value` in `extra`.
    pub(super) fn patterns(
        &mut self,
        obj: &mut Map<String, Value>,
        pointer: &str,
    ) -> Option<PatternInput> {
        use crate::compile::Patterns;
        use crate::error::escape_token;
        let at = |p: &str| format!("{pointer}/patternProperties/{}", escape_token(p));
        let input = match crate::compile::patterns(obj) {
            Ok(Patterns::Map(p)) => Some(PatternInput::Additional(
                at(p),
                obj["patternProperties"][p].clone(),
            )),
            Ok(Patterns::Maps(list)) => {
                for (p, schema) in obj["patternProperties"].as_object().into_iter().flatten() {
                    if !list.contains(&p.as_str()) && !crate::compile::only_constrains(schema) {
                        self.kept.push((
                            at(p),
                            "properties matching a pattern the linear-time `regex` crate cannot run (`patterns = \"backtracking\"`) are kept with the unknown ones, in `extra` (a map of `serde_json::Value`)".to_owned(),
                        ));
                    }
                }
                let fields = crate::compile::map_fields(obj, &list);
                let maps = fields
                    .into_iter()
                    .zip(&list)
                    .map(|(field, p)| {
                        let schema = obj["patternProperties"][*p].clone();
                        (field, (*p).to_owned(), at(p), schema)
                    })
                    .collect::<Vec<_>>();
                (!maps.is_empty()).then_some(PatternInput::Maps(maps))
            }
            Ok(Patterns::Ignored) | Err(_) => None,
        };
        obj.remove("patternProperties");
        input
    }

    /// Puts what [`Self::patterns`] returned into `obj` (normalised, after `obj`'s own
    /// keywords).
    pub(super) fn insert_patterns(&mut self, obj: &mut Map<String, Value>, input: PatternInput) {
        match input {
            PatternInput::Additional(at, mut schema) => {
                self.normalise(&mut schema, &at);
                obj.insert("additionalProperties".into(), schema);
            }
            PatternInput::Maps(maps) => {
                let properties = obj
                    .entry("properties")
                    .or_insert_with(|| Value::Object(Map::new()));
                let mut added = Map::new();
                for (field, pattern, at, mut schema) in maps {
                    self.normalise(&mut schema, &at);
                    // The pattern in the description too: objects whose maps differ only in
                    // their patterns are different schemas to typify, never merged into one type.
                    let map = serde_json::json!({
                        "type": "object",
                        "description": format!("Properties whose names match `{pattern}`."),
                        "additionalProperties": schema,
                    });
                    added.insert(field, map);
                }
                if let Value::Object(properties) = properties {
                    properties.extend(added);
                }
            }
        }
    }
}
