//! `properties` and `additionalProperties`: each present property is checked against its
//! schema; the others are allowed, refused (one violation each, at the property), or checked
//! against the `additionalProperties` schema.

use serde_json::{Map, Value};

use crate::__private::{Additional, Node};
use crate::error::ValidationErrorKind;

use super::{Segment, Walker};

pub(super) fn walk<'v>(w: &mut Walker<'v>, node: &'static Node, map: &'v Map<String, Value>) {
    if node.properties.is_empty() && matches!(node.additional, Additional::Allowed) {
        return;
    }
    for (key, value) in map {
        if w.done() {
            return;
        }
        match (node.property(key), node.additional) {
            (Some(schema), _) => w.child(schema, Segment::Key(key), value),
            (None, Additional::Allowed) => {}
            (None, Additional::Forbidden) => w.fail_at(
                node,
                ValidationErrorKind::AdditionalProperty {
                    property: key.clone(),
                },
                Segment::Key(key),
                value,
            ),
            (None, Additional::Schema(schema)) => w.child(schema, Segment::Key(key), value),
        }
    }
}
