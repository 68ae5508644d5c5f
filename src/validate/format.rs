//! `format`: asserted (not just annotated) for `uri`, `uri-reference`, `hostname` and
//! `date-time`; the checkers live in their own files.

use crate::__private::{Format, Node};
use crate::error::ValidationErrorKind;

pub(crate) fn check(node: &Node, s: &str) -> Option<ValidationErrorKind> {
    let format = node.format?;
    let ok = match format {
        Format::Uri => super::uri::is_uri(s),
        Format::UriReference => super::uri::is_uri_reference(s),
        Format::Hostname => super::hostname::is_hostname(s),
        Format::DateTime => super::date_time::is_date_time(s),
    };
    (!ok).then_some(ValidationErrorKind::Format {
        format: format.name(),
    })
}
