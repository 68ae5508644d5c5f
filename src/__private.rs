//! The validation tables' representation. Generated code builds `static` [`Node`]s of these
//! types; the validator walks them. Not a stable API: only generated code may name it.

use std::sync::OnceLock;

pub use crate::error::JsonType;

pub use crate::fast::{check_json, extra, invalid, is_own, Check, Key, KeySeed, Level, Levels};

/// One compiled (sub)schema. Absent keywords are `None` or empty.
#[derive(Debug)]
pub struct Node {
    /// JSON pointer of this schema in its file, for `schema_path`.
    pub pointer: &'static str,
    /// A boolean schema: `true` accepts everything, `false` nothing.
    pub boolean: Option<bool>,
    /// `type`
    pub types: Option<&'static [JsonType]>,
    /// `enum`
    pub enumeration: Option<&'static [Lit]>,
    /// `const`
    pub constant: Option<Lit>,
    /// `properties`, sorted by name.
    pub properties: &'static [(&'static str, &'static Node)],
    /// `required`
    pub required: &'static [&'static str],
    /// `additionalProperties`
    pub additional: Additional,
    /// `items`
    pub items: Option<&'static Node>,
    /// `oneOf`
    pub one_of: &'static [&'static Node],
    /// `anyOf`
    pub any_of: &'static [&'static Node],
    /// `allOf`
    pub all_of: &'static [&'static Node],
    /// `$ref`, resolved at build time.
    pub reference: Option<&'static Node>,
    /// `pattern`
    pub pattern: Option<&'static Pattern>,
    /// `format`
    pub format: Option<Format>,
    /// `minimum`
    pub minimum: Option<Num>,
    /// `maximum`
    pub maximum: Option<Num>,
    /// `exclusiveMinimum`
    pub exclusive_minimum: Option<Num>,
    /// `exclusiveMaximum`
    pub exclusive_maximum: Option<Num>,
    /// `minLength`
    pub min_length: Option<u64>,
    /// `maxLength`
    pub max_length: Option<u64>,
    /// `minItems`
    pub min_items: Option<u64>,
    /// `maxItems`
    pub max_items: Option<u64>,
}

impl Node {
    /// The empty schema: accepts everything. Generated nodes start from it.
    pub const ANY: Node = Node {
        pointer: "",
        boolean: None,
        types: None,
        enumeration: None,
        constant: None,
        properties: &[],
        required: &[],
        additional: Additional::Allowed,
        items: None,
        one_of: &[],
        any_of: &[],
        all_of: &[],
        reference: None,
        pattern: None,
        format: None,
        minimum: None,
        maximum: None,
        exclusive_minimum: None,
        exclusive_maximum: None,
        min_length: None,
        max_length: None,
        min_items: None,
        max_items: None,
    };

    /// The subschema of a named property, if the schema names it.
    #[must_use]
    pub fn property(&self, name: &str) -> Option<&'static Node> {
        self.properties
            .binary_search_by(|(n, _)| (*n).cmp(name))
            .ok()
            .and_then(|i| self.properties.get(i))
            .map(|(_, node)| *node)
    }
}

/// `additionalProperties`.
#[derive(Debug, Clone, Copy)]
pub enum Additional {
    /// Absent or `true`.
    Allowed,
    /// `false`.
    Forbidden,
    /// A schema for every property not in `properties`.
    Schema(&'static Node),
}

/// A JSON literal of `enum` / `const`.
#[derive(Debug, Clone, Copy)]
pub enum Lit {
    /// `null`
    Null,
    /// `true` / `false`
    Bool(bool),
    /// A number.
    Num(Num),
    /// A string.
    Str(&'static str),
    /// An array or object, as JSON text.
    Json(&'static str),
}

/// A number from a schema, exactly as written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Num {
    /// Non-negative integer.
    U(u64),
    /// Negative integer.
    I(i64),
    /// Anything else.
    F(f64),
}

/// The `format`s the validation layer asserts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `uri`: an absolute RFC 3986 URI.
    Uri,
    /// `uri-reference`: an RFC 3986 URI reference.
    UriReference,
    /// `hostname`: an RFC 1123 host name.
    Hostname,
    /// `date-time`: an RFC 3339 timestamp.
    DateTime,
}

impl Format {
    /// The keyword value.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Uri => "uri",
            Self::UriReference => "uri-reference",
            Self::Hostname => "hostname",
            Self::DateTime => "date-time",
        }
    }
}

/// A `pattern`: its ECMA-262 source and the linear-time `regex` translation made at build time,
/// compiled on first use (once per process).
#[derive(Debug)]
pub struct Pattern {
    /// As written in the schema.
    pub ecma: &'static str,
    regex: &'static str,
    compiled: OnceLock<Matcher>,
}

/// A compiled pattern: a dense DFA where one fits, else the `regex` crate's engine.
#[derive(Debug)]
enum Matcher {
    Dfa(Box<regex_automata::dfa::dense::DFA<Vec<u32>>>),
    Regex(regex::Regex),
    /// Too large for either engine: nothing matches (refusing is the safe reading).
    Invalid,
}

/// Largest DFA kept per pattern; above it the `regex` facade (lazy DFA) takes over.
const DFA_SIZE_LIMIT: usize = 1 << 20;

impl Pattern {
    /// Used by generated code.
    #[must_use]
    pub const fn new(ecma: &'static str, regex: &'static str) -> Self {
        Self {
            ecma,
            regex,
            compiled: OnceLock::new(),
        }
    }

    fn compile(&self) -> Matcher {
        use regex_automata::dfa::{dense, StartKind};
        let dfa = dense::Builder::new()
            .configure(
                dense::DFA::config()
                    .start_kind(StartKind::Unanchored)
                    .dfa_size_limit(Some(DFA_SIZE_LIMIT))
                    .determinize_size_limit(Some(4 * DFA_SIZE_LIMIT)),
            )
            .build(self.regex);
        match dfa {
            Ok(dfa) => Matcher::Dfa(Box::new(dfa)),
            Err(_) => regex::Regex::new(self.regex).map_or(Matcher::Invalid, Matcher::Regex),
        }
    }

    /// Whether the pattern matches anywhere in `haystack` (an unanchored search, as ECMA-262's
    /// `RegExp.prototype.test`).
    pub(crate) fn is_match(&self, haystack: &str) -> bool {
        use regex_automata::dfa::Automaton;
        match self.compiled.get_or_init(|| self.compile()) {
            Matcher::Dfa(dfa) => {
                let input = regex_automata::Input::new(haystack).earliest(true);
                match dfa.try_search_fwd(&input) {
                    Ok(found) => found.is_some(),
                    // A DFA gives up only on a Unicode word boundary next to non-ASCII text;
                    // the translator emits ASCII boundaries, but stay exact regardless.
                    Err(_) => regex::Regex::new(self.regex).is_ok_and(|re| re.is_match(haystack)),
                }
            }
            Matcher::Regex(re) => re.is_match(haystack),
            Matcher::Invalid => false,
        }
    }
}

/// `#[serde(with)]` helpers for optional properties that may be `null`.
pub mod double_option {
    pub use crate::double_option::{deserialize, serialize};
}

/// Validates a value against a table: every violation, as `from_value` reports them. For the
/// conformance tests, which build tables at run time.
#[must_use]
pub fn validate_value(
    node: &'static Node,
    value: &serde_json::Value,
) -> Vec<crate::ValidationError> {
    crate::validate::validate(node, value)
}
