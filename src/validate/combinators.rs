//! `allOf`, `anyOf` and `oneOf`. Branches of `anyOf`/`oneOf` are tried with a walker that stops
//! at its first violation; `oneOf` counts matches and stops at the second.

use serde_json::Value;

use crate::__private::Node;
use crate::error::ValidationErrorKind;

use super::Walker;

pub(super) fn walk<'v>(w: &mut Walker<'v>, node: &'static Node, value: &'v Value) {
    for branch in node.all_of {
        w.walk(branch, value);
        if w.done() {
            return;
        }
    }
    if !node.any_of.is_empty() && !node.any_of.iter().any(|b| super::is_valid(b, value)) {
        w.fail(node, ValidationErrorKind::AnyOf, value);
    }
    if !node.one_of.is_empty() {
        let mut matches = 0;
        for branch in node.one_of {
            if super::is_valid(branch, value) {
                matches += 1;
                if matches > 1 {
                    break;
                }
            }
        }
        match matches {
            0 => w.fail(node, ValidationErrorKind::OneOfNotValid, value),
            1 => {}
            _ => w.fail(node, ValidationErrorKind::OneOfMultipleValid, value),
        }
    }
}
