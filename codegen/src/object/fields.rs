//! Which property each of typify's fields was made from.

use super::parts;
use crate::ir::{NodeId, Schema};

/// The JSON name of the property of `object` typify named each of `fields` after, in order;
/// `None` for a field no property is named for (typify's flattened ones). typify spells a
/// property's field as [`ident::typify_field`](crate::ident::typify_field) does, and keeps
/// the properties of every part it merged in the order of their names.
pub(crate) fn json_names<'a>(
    schema: &Schema,
    object: &[NodeId],
    fields: impl Iterator<Item = &'a str>,
) -> Vec<Option<String>> {
    let mut keys: Vec<&String> = Vec::new();
    for p in parts(schema, object) {
        let node = &schema.nodes[p];
        // A required name without a schema is a field of any value; a pattern's map is a
        // property of typify's input named by its field.
        let names = (node.properties.iter().map(|(k, _)| k))
            .chain(&node.required)
            .chain(node.maps.iter().map(|m| &m.field));
        for k in names {
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
    }
    keys.sort();
    let mut keys: Vec<(String, Option<&String>)> = (keys.into_iter())
        .map(|k| (crate::ident::typify_field(k), Some(k)))
        .collect();
    fields
        .map(|f| {
            (keys.iter_mut())
                .find(|(rust, key)| key.is_some() && rust == f)
                .and_then(|(_, key)| key.take().cloned())
        })
        .collect()
}
