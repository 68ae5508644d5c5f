//! `items` (one schema for every element), `minItems` and `maxItems`.

use serde_json::Value;

use crate::__private::Node;
use crate::error::ValidationErrorKind;

use super::{Segment, Walker};

pub(super) fn walk<'v>(
    w: &mut Walker<'v>,
    node: &'static Node,
    value: &'v Value,
    list: &'v [Value],
) {
    let len = list.len() as u64;
    if let Some(limit) = node.min_items.filter(|l| len < *l) {
        w.fail(node, ValidationErrorKind::MinItems { limit }, value);
    }
    if let Some(limit) = node.max_items.filter(|l| len > *l) {
        w.fail(node, ValidationErrorKind::MaxItems { limit }, value);
    }
    if let Some(items) = node.items {
        for (i, item) in list.iter().enumerate() {
            if w.done() {
                return;
            }
            w.child(items, Segment::Index(i), item);
        }
    }
}
