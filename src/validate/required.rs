//! `required`: each named property must be present (a `null` value counts as present; whether
//! `null` is allowed is the property schema's business).

use serde_json::{Map, Value};

use crate::__private::Node;
use crate::error::ValidationErrorKind;

use super::Walker;

pub(super) fn walk(
    w: &mut Walker<'_>,
    node: &'static Node,
    value: &Value,
    map: &Map<String, Value>,
) {
    for name in node.required {
        if !map.contains_key(*name) {
            w.fail(
                node,
                ValidationErrorKind::Required {
                    property: (*name).to_owned(),
                },
                value,
            );
        }
    }
}
