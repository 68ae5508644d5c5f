//! `patternProperties` as typify reads them (`compile::patterns` decides): the map
//! `additionalProperties` would be, or nothing.

use serde_json::{Map, Value};

use super::Normaliser;

impl Normaliser<'_> {
    /// Removes `patternProperties` from `obj` (at `pointer`), which typify reads as
    /// `compile::patterns` says: the map of one pattern's schema (returned with its pointer,
    /// to become `additionalProperties` once normalised), or nothing, with each pattern that
    /// constrains its values reported when they are kept as `serde_json::Value`.
    pub(super) fn patterns(
        &mut self,
        obj: &mut Map<String, Value>,
        pointer: &str,
    ) -> Option<(String, Value)> {
        use crate::compile::Patterns;
        use crate::error::escape_token;
        let at = |p: &str| format!("{pointer}/patternProperties/{}", escape_token(p));
        let map = match crate::compile::patterns(obj) {
            Ok(Patterns::Map(p)) => Some((at(p), obj["patternProperties"][p].clone())),
            Ok(Patterns::Open) => {
                for (p, schema) in obj["patternProperties"].as_object().into_iter().flatten() {
                    if !crate::compile::only_constrains(schema) {
                        self.coarsened.push((
                            at(p),
                            "properties matching a pattern beside open `additionalProperties` are kept with the unknown ones, in `extra` (a map of `serde_json::Value`)".to_owned(),
                        ));
                    }
                }
                None
            }
            Ok(Patterns::Ignored) | Err(_) => None,
        };
        obj.remove("patternProperties");
        map
    }
}
