//! `pattern`: an ECMA-262 regular expression, translated at build time to the `regex` crate's
//! linear-time syntax and compiled once per process (a dense DFA where one fits). Unanchored:
//! a match anywhere suffices.

use crate::__private::Node;
use crate::error::ValidationErrorKind;

pub(crate) fn check(node: &Node, s: &str) -> Option<ValidationErrorKind> {
    let pattern = node.pattern?;
    (!pattern.is_match(s)).then_some(ValidationErrorKind::Pattern {
        pattern: pattern.ecma,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::__private::Pattern;

    static ACTION: Pattern = Pattern::new(
        r"^[a-zA-Z][a-zA-Z0-9_-]*(\.[a-zA-Z][a-zA-Z0-9_-]*)*$",
        r"^[a-zA-Z][a-zA-Z0-9_\-]*(\.[a-zA-Z][a-zA-Z0-9_\-]*)*$",
    );

    #[test]
    fn table() {
        let node = Node {
            pattern: Some(&ACTION),
            ..Node::ANY
        };
        let cases: &[(&str, bool)] = &[
            ("cms.publish", true),
            ("a", true),
            ("a.b-c_d.E9", true),
            ("1abc", false),
            ("cms.", false),
            ("cms..publish", false),
            ("cms.publish\n", false),
            ("", false),
            ("ca\u{301}fe", false),
        ];
        for (s, ok) in cases {
            assert_eq!(check(&node, s).is_none(), *ok, "{s:?}");
        }
    }
}
