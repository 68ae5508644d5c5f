//! `minLength` and `maxLength`, counted in Unicode code points as JSON Schema requires.

use crate::__private::Node;
use crate::error::ValidationErrorKind;

pub(crate) fn check(node: &Node, s: &str) -> Option<ValidationErrorKind> {
    if node.min_length.is_none() && node.max_length.is_none() {
        return None;
    }
    let len = s.chars().count() as u64;
    if let Some(limit) = node.min_length.filter(|l| len < *l) {
        return Some(ValidationErrorKind::MinLength { limit });
    }
    node.max_length
        .filter(|l| len > *l)
        .map(|limit| ValidationErrorKind::MaxLength { limit })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table() {
        let node = Node {
            min_length: Some(2),
            max_length: Some(3),
            ..Node::ANY
        };
        let cases: &[(&str, Option<ValidationErrorKind>)] = &[
            ("a", Some(ValidationErrorKind::MinLength { limit: 2 })),
            ("ab", None),
            ("\u{1f600}\u{1f600}", None),
            ("abc", None),
            ("abcd", Some(ValidationErrorKind::MaxLength { limit: 3 })),
        ];
        for (s, want) in cases {
            assert_eq!(check(&node, s), *want, "{s}");
        }
    }
}
