//! What the unit tests share: typify on one document alone.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde_json::Value;

use super::{typify, Typified};
use crate::error::Error;
use crate::ir::Schema;

/// [`typify`] on `doc` alone (compiled as `schema`), its root named `Root`, nothing forced
/// (the unit tests' common case).
pub(crate) fn typify_alone(doc: &Value, schema: &Schema) -> Result<Typified, Error> {
    typify(
        Path::new("t.json"),
        doc,
        (schema, std::slice::from_ref(schema)),
        Some("Root"),
        &BTreeMap::new(),
        &BTreeSet::new(),
        &mut BTreeMap::new(),
    )
}
