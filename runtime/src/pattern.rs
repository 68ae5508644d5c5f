//! Routing property names to their `patternProperties` map: a generated object with typed
//! pattern maps (`agent-approval-codegen`'s `compile/patterns.rs`) puts each property its
//! schema does not name into the map of the first pattern its name matches. The engine has
//! judged every name already; the pattern is translated from ECMA-262 as the engine translates
//! it (`jsonschema-regex`) and run by the `regex` crate (linear time), so both agree on which
//! names match.

use std::sync::OnceLock;

/// One pattern of a generated object, compiled on first use.
pub struct Pattern {
    source: &'static str,
    regex: OnceLock<Option<regex::Regex>>,
}

impl Pattern {
    /// The pattern `source`, as the schema writes it (ECMA-262).
    #[must_use]
    pub const fn new(source: &'static str) -> Self {
        Self {
            source,
            regex: OnceLock::new(),
        }
    }

    /// Whether `name` matches the pattern (a search, as `patternProperties` runs it). A pattern
    /// that does not compile matches nothing (the generator types only patterns that do, so
    /// this is never the case for generated code): the name then goes where no pattern
    /// matches.
    #[must_use]
    pub fn is_match(&self, name: &str) -> bool {
        self.regex
            .get_or_init(|| {
                let rust = jsonschema_regex::to_rust_regex(self.source).ok()?;
                regex::Regex::new(&rust).ok()
            })
            .as_ref()
            .is_some_and(|r| r.is_match(name))
    }
}

#[cfg(test)]
mod tests {
    use super::Pattern;

    #[test]
    fn names_match_as_ecma_262_searches() {
        let cases: &[(&'static str, &str, bool)] = &[
            ("^x-", "x-foo", true),
            ("^x-", "ax-foo", false),
            // A search: unanchored patterns match anywhere.
            ("b", "abc", true),
            // ECMA-262's `\d` is ASCII only; `regex`'s would be Unicode.
            ("^\\d+$", "12", true),
            ("^\\d+$", "\u{0661}", false),
            // `$` does not match before a final line break in ECMA-262.
            ("^a$", "a\n", false),
            // Not a regular expression: matches nothing.
            ("(", "(", false),
        ];
        for &(pattern, name, want) in cases {
            assert_eq!(
                Pattern::new(pattern).is_match(name),
                want,
                "{pattern} {name:?}"
            );
        }
    }
}
