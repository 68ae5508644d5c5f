//! The validation layer: walks a payload against the build-time tables
//! ([`Node`](crate::__private::Node)), collecting every violation with its instance pointer.
//! One file per keyword; each returns the violation kind or nothing, and applies only to the
//! JSON types it is about (other values pass).

pub(crate) mod bounds;
mod combinators;
mod date_time;
mod enumeration;
pub(crate) mod format;
mod hostname;
mod items;
pub(crate) mod length;
mod normalize;
pub(crate) mod pattern;
mod properties;
mod required;
mod types;
mod uri;

use serde_json::Value;

use crate::__private::Node;
use crate::error::{ValidationError, ValidationErrorKind};

pub(crate) use normalize::normalize;
pub(crate) use types::is_integer;

/// Validates `value` against `node`, returning every violation in document order.
pub(crate) fn validate(node: &'static Node, value: &Value) -> Vec<ValidationError> {
    let mut walker = Walker {
        errors: Vec::new(),
        first_only: false,
        failed: false,
        path: Vec::new(),
    };
    walker.walk(node, value);
    walker.errors
}

/// `true` when `value` is valid against `node` (stops at the first violation).
pub(crate) fn is_valid(node: &'static Node, value: &Value) -> bool {
    let mut walker = Walker {
        errors: Vec::new(),
        first_only: true,
        failed: false,
        path: Vec::new(),
    };
    walker.walk(node, value);
    !walker.failed
}

/// One step of an instance path.
#[derive(Clone, Copy)]
enum Segment<'v> {
    Key(&'v str),
    Index(usize),
}

struct Walker<'v> {
    errors: Vec<ValidationError>,
    /// Stop at the first violation, recording nothing (used inside `oneOf`/`anyOf`).
    first_only: bool,
    failed: bool,
    path: Vec<Segment<'v>>,
}

impl<'v> Walker<'v> {
    fn done(&self) -> bool {
        self.first_only && self.failed
    }

    fn fail(&mut self, node: &'static Node, kind: ValidationErrorKind, value: &Value) {
        self.failed = true;
        if self.first_only {
            return;
        }
        let schema_path = format!("{}/{}", node.pointer, kind.keyword());
        self.errors.push(ValidationError::new(
            kind,
            self.pointer(),
            schema_path,
            value,
        ));
    }

    /// Pushes a violation whose location is a child of the current one.
    fn fail_at(
        &mut self,
        node: &'static Node,
        kind: ValidationErrorKind,
        segment: Segment<'v>,
        value: &Value,
    ) {
        self.path.push(segment);
        self.fail(node, kind, value);
        self.path.pop();
    }

    /// The current RFC 6901 instance pointer (`~` as `~0`, `/` as `~1`).
    fn pointer(&self) -> String {
        let mut out = String::new();
        for seg in &self.path {
            out.push('/');
            match seg {
                Segment::Key(k) => {
                    for c in k.chars() {
                        match c {
                            '~' => out.push_str("~0"),
                            '/' => out.push_str("~1"),
                            c => out.push(c),
                        }
                    }
                }
                Segment::Index(i) => out.push_str(&i.to_string()),
            }
        }
        out
    }

    fn child(&mut self, node: &'static Node, segment: Segment<'v>, value: &'v Value) {
        self.path.push(segment);
        self.walk(node, value);
        self.path.pop();
    }

    fn walk(&mut self, node: &'static Node, value: &'v Value) {
        if let Some(allowed) = node.boolean {
            if !allowed {
                self.fail(node, ValidationErrorKind::FalseSchema, value);
            }
            return;
        }
        if let Some(target) = node.reference {
            self.walk(target, value);
            if self.done() {
                return;
            }
        }
        if self.first_only {
            // Inside oneOf/anyOf only the verdict counts: test without building error kinds
            // (an `enum` violation would clone every allowed value).
            if !types::matches(node, value) || !enumeration::matches(node, value) {
                self.failed = true;
                return;
            }
        } else {
            for kind in [
                types::check(node, value),
                enumeration::check_enum(node, value),
                enumeration::check_const(node, value),
            ]
            .into_iter()
            .flatten()
            {
                self.fail(node, kind, value);
            }
        }
        match value {
            Value::String(s) => {
                for kind in [
                    length::check(node, s),
                    pattern::check(node, s),
                    format::check(node, s),
                ]
                .into_iter()
                .flatten()
                {
                    self.fail(node, kind, value);
                }
            }
            Value::Number(n) => {
                for kind in bounds::check(node, n) {
                    self.fail(node, kind, value);
                }
            }
            Value::Array(list) => items::walk(self, node, value, list),
            Value::Object(map) => {
                required::walk(self, node, value, map);
                properties::walk(self, node, map);
            }
            Value::Null | Value::Bool(_) => {}
        }
        if self.done() {
            return;
        }
        combinators::walk(self, node, value);
    }
}
