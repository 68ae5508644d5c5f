//! `format: "uri"` and `format: "uri-reference"`: RFC 3986 syntax checks.
//!
//! Both checks delegate to `fluent_uri`, whose parser follows the RFC 3986
//! ABNF in one left-to-right pass over the bytes: linear time, no
//! backtracking, no allocation for a borrowed `&str`, and no panics.

use fluent_uri::{Uri, UriRef};

/// Returns whether `s` is an absolute URI, the `URI` rule of
/// [RFC 3986 section 3](https://www.rfc-editor.org/rfc/rfc3986#section-3).
///
/// A scheme is required, relative references are rejected, and so are
/// spaces, malformed percent-escapes and any non-ASCII character.
pub(crate) fn is_uri(s: &str) -> bool {
    Uri::parse(s).is_ok()
}

/// Returns whether `s` is a URI reference, the `URI-reference` rule of
/// [RFC 3986 section 4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1):
/// an absolute URI or a relative reference, including the empty string.
pub(crate) fn is_uri_reference(s: &str) -> bool {
    UriRef::parse(s).is_ok()
}

/// Test helpers shared by the sibling `format` checkers.
///
/// They live here because each checker owns exactly one file; they can
/// move to a dedicated test-support module without changing their callers
/// beyond the import path.
#[cfg(test)]
pub(super) mod test_support {
    use std::path::PathBuf;

    use proptest::prelude::{any, prop_assert_eq};
    use proptest::string::string_regex;
    use proptest::test_runner::{Config, TestRng, TestRunner};
    use serde_json::Value;

    /// One table row: the input string and whether it is valid.
    pub(in crate::validate) type Case = (&'static str, bool);

    /// A known gap or disagreement: a key and the reason for it.
    pub(in crate::validate) type Reason = (&'static str, &'static str);

    /// Asserts that `check` returns the expected verdict for every case.
    pub(in crate::validate) fn check_cases(cases: &[Case], check: fn(&str) -> bool) {
        let failures: Vec<String> = cases
            .iter()
            .filter(|&&(input, expected)| check(input) != expected)
            .map(|&(input, expected)| format!("{input:?}: expected {expected}"))
            .collect();
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// Runs one file of the official JSON-Schema-Test-Suite against `check`.
    ///
    /// `rel_path` is relative to the suite's root, for example
    /// `draft2020-12/optional/format/uri.json`. `xfail` lists the
    /// `(group description, test description)` pairs known to fail; an entry
    /// that passes, or that names no test, is itself a failure. Returns the
    /// number of string tests that passed, or `None` when the suite is absent.
    pub(in crate::validate) fn run_suite(
        rel_path: &str,
        check: fn(&str) -> bool,
        xfail: &[(&str, &str)],
    ) -> Option<usize> {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../shared/json-schema-test-suite")
            .join(rel_path);
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("skipping: ../shared not found ({})", path.display());
            return None;
        };
        let groups: Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut failures = Vec::new();
        let mut seen_xfail = vec![false; xfail.len()];
        let mut passed = 0;
        for group in groups.as_array().into_iter().flatten() {
            let group_name = group["description"].as_str().unwrap_or_default();
            for test in group["tests"].as_array().into_iter().flatten() {
                let name = test["description"].as_str().unwrap_or_default();
                let expected = test["valid"].as_bool();
                let actual = test["data"].as_str().is_none_or(check);
                let listed = xfail.iter().position(|&key| key == (group_name, name));
                if let Some(index) = listed {
                    if let Some(seen) = seen_xfail.get_mut(index) {
                        *seen = true;
                    }
                }
                match (expected == Some(actual), listed.is_some()) {
                    (true, false) => passed += usize::from(test["data"].is_string()),
                    (true, true) => failures.push(format!("XPASS {group_name} / {name}")),
                    (false, false) => failures.push(format!("FAIL {group_name} / {name}")),
                    (false, true) => {}
                }
            }
        }
        for (&(group_name, name), seen) in xfail.iter().zip(seen_xfail) {
            if !seen {
                failures.push(format!("XFAIL entry names no test: {group_name} / {name}"));
            }
        }
        assert!(
            failures.is_empty(),
            "{}:\n{}",
            path.display(),
            failures.join("\n")
        );
        eprintln!("{}: {passed} string tests passed", path.display());
        Some(passed)
    }

    /// Builds the `jsonschema` validator for `{"format": format}` with format
    /// assertion on: our test oracle.
    fn oracle(format: &str) -> jsonschema::Validator {
        let schema = serde_json::json!({ "format": format });
        jsonschema::draft202012::options()
            .should_validate_formats(true)
            .build(&schema)
            .unwrap_or_else(|e| panic!("format {format}: {e}"))
    }

    /// A deterministic runner, so that a failure reproduces on every run.
    fn runner(cases: u32) -> TestRunner {
        let config = Config {
            cases,
            failure_persistence: None,
            ..Config::default()
        };
        let rng = TestRng::deterministic_rng(config.rng_algorithm);
        TestRunner::new_with_rng(config, rng)
    }

    /// Asserts that `check` returns without panicking on arbitrary strings.
    pub(in crate::validate) fn check_never_panics(check: fn(&str) -> bool) {
        runner(4096)
            .run(&any::<String>(), |input| {
                check(&input);
                Ok(())
            })
            .unwrap_or_else(|e| panic!("{e}"));
    }

    /// Asserts that `check` and the oracle for `format` agree on strings
    /// drawn from the regular expression `pattern`.
    pub(in crate::validate) fn check_random_agreement(
        format: &str,
        pattern: &str,
        check: fn(&str) -> bool,
    ) {
        let oracle = oracle(format);
        let strategy = string_regex(pattern).unwrap_or_else(|e| panic!("{pattern}: {e}"));
        runner(4096)
            .run(&strategy, |input| {
                let expected = oracle.is_valid(&Value::from(input.as_str()));
                prop_assert_eq!(check(&input), expected, "{:?}", input);
                Ok(())
            })
            .unwrap_or_else(|e| panic!("format {format}: {e}"));
    }

    /// Asserts that the `jsonschema` crate, our test oracle, agrees with
    /// every case for `format`, except the inputs listed in `disagrees`,
    /// where it must disagree (so that a stale entry is noticed).
    pub(in crate::validate) fn check_oracle(format: &str, cases: &[Case], disagrees: &[Reason]) {
        let oracle = oracle(format);
        let mut failures = Vec::new();
        for &(input, expected) in cases {
            let agrees = oracle.is_valid(&Value::from(input)) == expected;
            let listed = disagrees.iter().any(|&(key, _)| key == input);
            if agrees && listed {
                failures.push(format!(
                    "{input:?}: listed as a disagreement, but the oracle agrees"
                ));
            } else if !agrees && !listed {
                failures.push(format!("{input:?}: the oracle disagrees with {expected}"));
            }
        }
        for &(key, _) in disagrees {
            if !cases.iter().any(|&(input, _)| input == key) {
                failures.push(format!("{key:?}: listed as a disagreement, but not a case"));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::{
        check_cases, check_never_panics, check_oracle, check_random_agreement, run_suite, Case,
        Reason,
    };
    use super::{is_uri, is_uri_reference};

    const CASES: &[Case] = &[
        ("http://example.com", true),
        ("https://user:pw@example.com:8080/a/b?q=1&r=%20#frag", true),
        ("HTTP://EXAMPLE.COM/", true),
        ("urn:isbn:0451450523", true),
        ("mailto:someone@example.com", true),
        ("file:///etc/hosts", true),
        ("a:", true),
        ("x-y+z.1:rest", true),
        ("http:", true),
        ("http://example.com:/", true),
        ("foo://@/", true),
        ("http://[::1]:80/", true),
        ("http://[2001:db8::1.2.3.4]/", true),
        ("http://[v7.abc:def]/", true),
        ("tag:example.com,2024:x", true),
        ("s:%41%7e", true),
        ("http://example.com/?#", true),
        ("", false),
        ("example.com", false),
        ("//example.com/", false),
        ("/path", false),
        ("?query", false),
        ("#fragment", false),
        ("1a:b", false),
        (":no-scheme", false),
        ("a b:c", false),
        ("http://exa mple.com/", false),
        ("http://example.com/\u{e9}", false),
        ("http://example.com/%zz", false),
        ("http://example.com/%", false),
        ("http://example.com/%4", false),
        ("http://[::1/", false),
        ("http://[::g]/", false),
        ("http://[1.2.3.4]/", false),
        ("http://example.com/#a#b", false),
        ("http://example.com:80:80/", false),
        ("http://example.com/\n", false),
        ("http://example.com/\0", false),
    ];

    const REFERENCE_CASES: &[Case] = &[
        ("", true),
        ("http://example.com/a?b#c", true),
        ("//example.com", true),
        ("/absolute/path", true),
        ("relative/path", true),
        ("../up", true),
        ("?query", true),
        ("#fragment", true),
        ("a:b", true),
        ("./a:b", true),
        ("%41", true),
        ("a b", false),
        ("%zz", false),
        ("\\\\host\\share", false),
        ("#a#b", false),
        ("\u{e9}", false),
        ("//[::1", false),
        ("http://example.com:x/", false),
    ];

    /// Inputs where `jsonschema` and RFC 3986 part ways; none so far.
    const ORACLE_DISAGREES: &[Reason] = &[];

    const XFAIL: &[(&str, &str)] = &[];

    #[test]
    fn uri_cases() {
        check_cases(CASES, is_uri);
    }

    #[test]
    fn uri_reference_cases() {
        check_cases(REFERENCE_CASES, is_uri_reference);
    }

    #[test]
    fn every_uri_is_a_uri_reference() {
        for &(input, valid) in CASES {
            assert!(!valid || is_uri_reference(input), "{input:?}");
        }
    }

    #[test]
    fn long_inputs_are_handled() {
        let long = format!("http://example.com/{}", "a/%41".repeat(100_000));
        assert!(is_uri(&long));
        assert!(!is_uri(&format!("{long}%")));
        assert!(!is_uri(&"[".repeat(100_000)));
    }

    #[test]
    fn official_suite_draft2020_12() {
        run_suite("draft2020-12/optional/format/uri.json", is_uri, XFAIL);
    }

    #[test]
    fn official_suite_draft7() {
        run_suite("draft7/optional/format/uri.json", is_uri, XFAIL);
    }

    #[test]
    fn oracle_agrees() {
        check_oracle("uri", CASES, ORACLE_DISAGREES);
        check_oracle("uri-reference", REFERENCE_CASES, ORACLE_DISAGREES);
    }

    #[test]
    fn never_panics() {
        check_never_panics(is_uri);
        check_never_panics(is_uri_reference);
    }

    #[test]
    fn oracle_agrees_on_random_inputs() {
        // short strings over the characters that matter to the grammar.
        let pattern = "[a-zA-Z0-9:/?#@%\\[\\].+ -]{0,12}";
        check_random_agreement("uri", pattern, is_uri);
        check_random_agreement("uri-reference", pattern, is_uri_reference);
        check_random_agreement(
            "uri",
            "[a-z]{1,3}://[a-z0-9.:@%\\[\\]-]{0,12}(/[a-z%0-9]{0,3})?",
            is_uri,
        );
    }
}
