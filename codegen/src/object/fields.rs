//! Which property each of typify's fields was made from.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

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
    // Every name, once, in order; then the names of each field's spelling, in order.
    let mut keys: BTreeSet<&String> = BTreeSet::new();
    for p in parts(schema, object) {
        let node = &schema.nodes[p];
        // A required name without a schema is a field of any value; a pattern's map is a
        // property of typify's input named by its field.
        keys.extend(node.properties.iter().map(|(k, _)| k));
        keys.extend(&node.required);
        keys.extend(node.maps.iter().map(|m| &m.field));
    }
    let mut spelled: BTreeMap<String, VecDeque<&String>> = BTreeMap::new();
    for k in keys {
        spelled
            .entry(crate::ident::typify_field(k))
            .or_default()
            .push_back(k);
    }
    fields
        .map(|f| (spelled.get_mut(f)).and_then(VecDeque::pop_front).cloned())
        .collect()
}
