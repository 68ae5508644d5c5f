//! Routing property names to their `patternProperties` map: a generated object with typed
//! pattern maps (`agent-approval-codegen`'s `compile/patterns.rs`) puts each property its
//! schema does not name into the map of the first pattern its name matches. The engine has
//! judged every name already; the pattern is translated from ECMA-262 as the engine translates
//! it (`jsonschema-regex`) and run by the `regex` crate (linear time), so both agree on which
//! names match. An untagged union's variant checks its string properties' `pattern`s the same
//! way ([`Pattern::allows`]), so that serde's trial of the variants takes the branch the
//! engine judged.

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
        self.compiled().is_some_and(|r| r.is_match(name))
    }

    /// Whether the string `value` may be valid against the pattern: it matches, or the pattern
    /// does not compile here (the engine judges it then; a conversion never refuses a value
    /// on a pattern it cannot run).
    #[must_use]
    pub fn allows(&self, value: &str) -> bool {
        self.compiled().is_none_or(|r| r.is_match(value))
    }

    /// The `regex` crate's reading of the pattern, if it compiles.
    fn compiled(&self) -> Option<&regex::Regex> {
        self.regex
            .get_or_init(|| {
                let rust = jsonschema_regex::to_rust_regex(self.source).ok()?;
                regex::Regex::new(&rust).ok()
            })
            .as_ref()
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

    #[test]
    fn a_value_is_allowed_unless_a_compiled_pattern_misses_it() {
        let cases: &[(&'static str, &str, bool)] = &[
            ("\\.css$", "site.css", true),
            ("\\.css$", "site.js", false),
            // A pattern the `regex` crate cannot run (lookahead) refuses nothing.
            ("^(?!a)", "abc", true),
            ("(", "x", true),
        ];
        for &(pattern, value, want) in cases {
            assert_eq!(
                Pattern::new(pattern).allows(value),
                want,
                "{pattern} {value:?}"
            );
        }
    }
}
