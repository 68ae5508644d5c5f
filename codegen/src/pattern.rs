//! ECMA-262 `pattern` values translated, at build time, into `regex` crate syntax with the same
//! matches, so that patterns are enforced in linear time.
//!
//! JSON Schema's `pattern` is an ECMA-262 regular expression without flags, searched for anywhere
//! in the string. [`translate`] rewrites it into the syntax of the `regex` crate, or refuses it:
//!
//! - Lookaround and backreferences need a backtracking engine, which can take exponential time,
//!   so they are refused with [`PatternErrorKind::Lookaround`] and
//!   [`PatternErrorKind::Backreference`].
//! - Everything the two dialects spell differently is rewritten: `\d`, `\w`, `\s`, `.`, `\b` and
//!   their complements get their ECMA-262 (mostly ASCII) meaning, character classes are rebuilt
//!   from their code point ranges, and every literal the `regex` crate would read as syntax is
//!   escaped.
//! - The output uses no Unicode tables at match time: `\p{..}` is expanded into explicit ranges
//!   here, so the runtime `regex` needs none of its `unicode-*` features.
//!
//! The syntax accepted is that of ECMA-262 Annex B (what `new RegExp(p)` accepts in a browser):
//! `a{`, `{foo}`, a lone `]` or `}` are literals, and so are identity escapes such as `\-` or
//! `\e`. Matching is per code point, as with the `u` flag that JSON Schema recommends, because a
//! Rust `&str` has no UTF-16 code units: `^.$` matches `"😀"` here but not in
//! `new RegExp("^.$")`, and `\B` never matches between the halves of a surrogate pair. The JSON
//! Schema Test Suite also expects `\p{Letter}` to be a Unicode property, as with the `u` flag.
//!
//! A few rarely used forms whose meaning differs between those two modes, or that the `regex`
//! crate cannot express, are refused with [`PatternErrorKind::Syntax`] rather than guessed at:
//! `\u{..}`, `\p` without braces, `\1`..`\9` naming no group and `\0` before a digit (legacy
//! octal or identity escapes), flag modifiers such as `(?i:..)`, and a group name used twice.

use std::fmt;
use std::fmt::Write as _;

use regex_syntax::hir::{Class, ClassUnicode, Hir, HirKind};
use regex_syntax::utf8::Utf8Sequences;

/// Translates an ECMA-262 pattern to `regex` crate syntax with the same matches.
///
/// The result compiles with `regex::Regex::new` under default settings, and `is_match` on it
/// agrees with the ECMA-262 search `new RegExp(ecma).test(s)`, per code point (see the module
/// documentation for the few places where that differs from a browser without the `u` flag).
///
/// # Errors
///
/// Returns [`PatternErrorKind::Lookaround`] or [`PatternErrorKind::Backreference`] for constructs
/// that need a backtracking engine, and [`PatternErrorKind::Syntax`] for patterns that are not
/// valid ECMA-262, that use a form this translator refuses, or that would compile to more than
/// the `regex` crate's default size limit. The offset is the byte offset in `ecma`.
///
/// # Example
///
/// ```
/// use agent_approval_codegen::pattern::{translate, PatternErrorKind};
///
/// assert_eq!(translate(r"^\d{3}-\d{4}$").unwrap(), r"^[0-9]{3}\-[0-9]{4}$");
///
/// let err = translate(r"^(a)\1$").unwrap_err();
/// assert_eq!(err.kind(), &PatternErrorKind::Backreference);
/// assert_eq!(err.offset(), 4);
/// assert_eq!(err.to_string(), "backreference at byte 4 needs a backtracking engine");
/// ```
pub fn translate(ecma: &str) -> Result<String, PatternError> {
    let mut translator = Translator::new(ecma);
    translator.run()?;
    let Translator { out, marks, .. } = translator;

    // Whatever the `regex` crate would refuse must be refused here, at build time.
    let hir = regex_syntax::Parser::new().parse(&out).map_err(|err| {
        let (reason, at) = match &err {
            regex_syntax::Error::Parse(e) => (e.kind().to_string(), e.span().start.offset),
            regex_syntax::Error::Translate(e) => (e.kind().to_string(), e.span().start.offset),
            other => (other.to_string(), 0),
        };
        // The last mark at or before the failing output position gives the input position.
        let index = marks.partition_point(|&(out_at, _)| out_at <= at);
        let offset = index
            .checked_sub(1)
            .and_then(|i| marks.get(i))
            .map_or(0, |&(_, src_at)| src_at);
        PatternError::syntax(
            offset,
            format!("the regex crate rejects the translation: {reason}"),
        )
    })?;
    let states = estimate_states(&hir);
    if states > STATE_BUDGET {
        return Err(PatternError::syntax(
            0,
            format!(
                "pattern is too large for the regex crate (about {states} compiled states, \
                 at most {STATE_BUDGET})"
            ),
        ));
    }
    Ok(out)
}

/// Why an ECMA-262 pattern could not be translated, and where.
///
/// The Display text is lowercase and names the byte offset, for example
/// "lookaround at byte 3 needs a backtracking engine".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatternError {
    kind: PatternErrorKind,
    offset: usize,
}

impl PatternError {
    /// What went wrong.
    #[must_use]
    pub fn kind(&self) -> &PatternErrorKind {
        &self.kind
    }

    /// The byte offset in the ECMA-262 pattern where the offending construct starts.
    #[must_use]
    pub fn offset(&self) -> usize {
        self.offset
    }

    fn new(kind: PatternErrorKind, offset: usize) -> Self {
        Self { kind, offset }
    }

    fn syntax(offset: usize, reason: impl Into<String>) -> Self {
        Self::new(PatternErrorKind::Syntax(reason.into()), offset)
    }
}

/// The kinds of [`PatternError`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PatternErrorKind {
    /// A lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`). It needs a backtracking engine,
    /// so it is refused; rewrite the pattern without it, or check the value in code.
    Lookaround,
    /// A backreference (`\1`, `\k<name>`). It needs a backtracking engine, so it is refused;
    /// rewrite the pattern without it, or check the value in code.
    Backreference,
    /// The pattern is not valid ECMA-262, uses a form this translator refuses, or is too large
    /// once translated. The reason is lowercase, without a trailing period.
    Syntax(String),
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            PatternErrorKind::Lookaround => {
                write!(
                    f,
                    "lookaround at byte {} needs a backtracking engine",
                    self.offset
                )
            }
            PatternErrorKind::Backreference => {
                write!(
                    f,
                    "backreference at byte {} needs a backtracking engine",
                    self.offset
                )
            }
            PatternErrorKind::Syntax(reason) => write!(f, "{reason} at byte {}", self.offset),
        }
    }
}

impl std::error::Error for PatternError {}

/// How many compiled NFA states a translation may cost.
///
/// The `regex` crate refuses a program over 10 MiB; at about 32 bytes a state that is some
/// 327,000 states. [`estimate_states`] tracks the real count within a few percent for simple
/// programs and overestimates large classes, and this budget assumes 40 bytes a state for margin.
const STATE_BUDGET: u64 = 10 * 1024 * 1024 / 40;

/// The largest Unicode scalar value.
const MAX_CHAR: u32 = 0x10_FFFF;

/// A class that matches no character (ECMA-262 `[]`, or a lone surrogate).
const NOTHING: &str = r"[^\x{0}-\x{10FFFF}]";

/// A class that matches every character (ECMA-262 `[^]`).
const ANYTHING: &str = r"[\x{0}-\x{10FFFF}]";

/// ECMA-262 `\d`.
const DIGIT: &[(u32, u32)] = &[(0x30, 0x39)];

/// ECMA-262 `\w`: `[A-Za-z0-9_]`, never Unicode letters without the `u` and `i` flags.
const WORD: &[(u32, u32)] = &[(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)];

/// ECMA-262 `\s`: `WhiteSpace` (TAB, VT, FF, ZWNBSP and the `Zs` category) and `LineTerminator`.
const SPACE: &[(u32, u32)] = &[
    (0x09, 0x0D),
    (0x20, 0x20),
    (0xA0, 0xA0),
    (0x1680, 0x1680),
    (0x2000, 0x200A),
    (0x2028, 0x2029),
    (0x202F, 0x202F),
    (0x205F, 0x205F),
    (0x3000, 0x3000),
    (0xFEFF, 0xFEFF),
];

/// ECMA-262 `LineTerminator`: what `.` does not match without the `s` flag.
const LINE_TERMINATOR: &[(u32, u32)] = &[(0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029)];

/// A set of code points, as inclusive ranges in any order. Surrogates may be added (from `\uD800`
/// and the like) and are dropped when the set is normalized, since no `&str` contains one.
#[derive(Debug, Clone, Default)]
struct CharSet {
    ranges: Vec<(u32, u32)>,
}

impl CharSet {
    fn from_ranges(ranges: &[(u32, u32)]) -> Self {
        Self {
            ranges: ranges.to_vec(),
        }
    }

    fn add(&mut self, lo: u32, hi: u32) {
        self.ranges.push((lo, hi));
    }

    fn add_set(&mut self, other: &CharSet) {
        self.ranges.extend_from_slice(&other.ranges);
    }

    /// Sorted, merged ranges whose ends are Unicode scalar values. Surrogates are dropped, and
    /// ranges that touch across the surrogate gap are merged into one range spanning it (which
    /// still matches no surrogate).
    ///
    /// The merge matters: regex-syntax 0.8 negates `[^\x{D7FF}\x{E000}]` (two ranges that touch
    /// only across the gap) into a class that wrongly contains both characters.
    fn normalized(&self) -> Vec<(u32, u32)> {
        let mut clipped: Vec<(u32, u32)> = self
            .ranges
            .iter()
            .filter_map(|&(lo, hi)| {
                let lo = if (0xD800..=0xDFFF).contains(&lo) {
                    0xE000
                } else {
                    lo
                };
                let hi = if (0xD800..=0xDFFF).contains(&hi) {
                    0xD7FF
                } else {
                    hi.min(MAX_CHAR)
                };
                (lo <= hi).then_some((lo, hi))
            })
            .collect();
        clipped.sort_unstable();
        let mut merged: Vec<(u32, u32)> = Vec::with_capacity(clipped.len());
        for (lo, hi) in clipped {
            match merged.last_mut() {
                Some(last)
                    if lo <= last.1.saturating_add(1) || (last.1 == 0xD7FF && lo == 0xE000) =>
                {
                    last.1 = last.1.max(hi);
                }
                _ => merged.push((lo, hi)),
            }
        }
        merged
    }

    /// Every scalar value not in this set.
    fn complement(&self) -> Self {
        let mut ranges = Vec::new();
        let mut next = 0;
        for (lo, hi) in self.normalized() {
            if lo > next {
                ranges.push((next, lo - 1));
            }
            next = hi + 1;
        }
        if next <= MAX_CHAR {
            ranges.push((next, MAX_CHAR));
        }
        Self { ranges }
    }
}

/// Writes `set` (or its complement, if `negated`) as one `regex` crate atom, as a plain or a
/// negated class, whichever has fewer ranges.
fn push_set(out: &mut String, set: &CharSet, negated: bool) {
    let mut ranges = set.normalized();
    let mut negated = negated;
    let complement = set.complement().normalized();
    if complement.len() < ranges.len() {
        ranges = complement;
        negated = !negated;
    }
    if ranges.is_empty() {
        out.push_str(if negated { ANYTHING } else { NOTHING });
        return;
    }
    out.push_str(if negated { "[^" } else { "[" });
    for (lo, hi) in ranges {
        push_code(out, lo);
        if hi == lo + 1 {
            push_code(out, hi);
        } else if hi > lo {
            out.push('-');
            push_code(out, hi);
        }
    }
    out.push(']');
}

/// Writes one code point as a `regex` crate literal, inside or outside a class.
fn push_code(out: &mut String, code: u32) {
    match char::from_u32(code) {
        Some(c) => push_char(out, c),
        None => out.push_str(NOTHING),
    }
}

/// Writes one character as a `regex` crate literal, inside or outside a class. Syntax characters
/// are escaped; control, space-like and invisible characters are written as `\x{..}`.
fn push_char(out: &mut String, c: char) {
    match c {
        '\t' => out.push_str(r"\t"),
        '\n' => out.push_str(r"\n"),
        '\r' => out.push_str(r"\r"),
        ' ' => out.push(' '),
        c if c.is_ascii_graphic() => {
            if regex_syntax::is_meta_character(c) {
                out.push('\\');
            }
            out.push(c);
        }
        c if c.is_ascii()
            || c.is_control()
            || c.is_whitespace()
            || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}' | '\u{FEFF}') =>
        {
            let _ = write!(out, "\\x{{{:X}}}", u32::from(c));
        }
        c => out.push(c),
    }
}

/// One element of an ECMA-262 character class, before ranges are formed.
enum ClassAtom {
    /// A single code point (possibly a surrogate, from a `\u` escape).
    Code(u32),
    /// A class escape such as `\d` or `\p{L}`, which cannot end a range.
    Set(CharSet),
}

/// What the item just written can be followed by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Last {
    /// Nothing that a quantifier may follow: the start, `(`, `|` or an assertion.
    Nothing,
    /// An atom, which a quantifier may follow.
    Atom,
    /// A quantifier, which another quantifier may not follow.
    Quantifier,
}

/// A single left-to-right pass over the ECMA-262 pattern, writing the translation as it goes.
/// It keeps an explicit stack of open groups and never recurses, so any nesting depth is safe.
struct Translator<'a> {
    src: &'a str,
    pos: usize,
    out: String,
    /// `(output length, source offset)` at the start of each item, to map output errors back.
    marks: Vec<(usize, usize)>,
    /// Offsets of the `(` of each group still open.
    open: Vec<usize>,
    /// How many capturing groups the whole pattern has (`\2` is a backreference if this is 2+).
    captures: usize,
    /// Whether the pattern has a named group (which makes `\k` a reference).
    has_named: bool,
    /// Group names seen so far.
    names: Vec<&'a str>,
}

impl<'a> Translator<'a> {
    fn new(src: &'a str) -> Self {
        let (captures, has_named) = count_groups(src);
        Self {
            src,
            pos: 0,
            out: String::with_capacity(src.len() * 2),
            marks: Vec::new(),
            open: Vec::new(),
            captures,
            has_named,
            names: Vec::new(),
        }
    }

    fn rest(&self) -> &'a str {
        self.src.get(self.pos..).unwrap_or_default()
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn peek_second(&self) -> Option<char> {
        self.rest().chars().nth(1)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn eat_str(&mut self, s: &str) -> bool {
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Reads exactly `n` hexadecimal digits, or nothing.
    fn eat_hex(&mut self, n: usize) -> Option<u32> {
        let digits = self.rest().get(..n)?;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let value = u32::from_str_radix(digits, 16).ok()?;
        self.pos += n;
        Some(value)
    }

    fn run(&mut self) -> Result<(), PatternError> {
        let mut last = Last::Nothing;
        while let Some(c) = self.bump() {
            let start = self.pos - c.len_utf8();
            self.marks.push((self.out.len(), start));
            last = match c {
                '|' => {
                    self.out.push('|');
                    Last::Nothing
                }
                '(' => {
                    self.open_group(start)?;
                    Last::Nothing
                }
                ')' => {
                    if self.open.pop().is_none() {
                        return Err(PatternError::syntax(start, "unmatched `)`"));
                    }
                    self.out.push(')');
                    Last::Atom
                }
                '^' | '$' => {
                    self.out.push(c);
                    Last::Nothing
                }
                '.' => {
                    push_set(&mut self.out, &CharSet::from_ranges(LINE_TERMINATOR), true);
                    Last::Atom
                }
                '[' => {
                    self.class(start)?;
                    Last::Atom
                }
                '\\' => self.escape(start)?,
                '*' | '+' | '?' => {
                    if last != Last::Atom {
                        return Err(PatternError::syntax(start, "nothing to repeat"));
                    }
                    self.out.push(c);
                    self.lazy_suffix();
                    Last::Quantifier
                }
                '{' => {
                    // Annex B: a `{` that does not start a quantifier is a literal.
                    let Some(quantifier) = self.braced_quantifier(start)? else {
                        self.out.push_str(r"\{");
                        last = Last::Atom;
                        continue;
                    };
                    if last != Last::Atom {
                        return Err(PatternError::syntax(start, "nothing to repeat"));
                    }
                    self.out.push_str(&quantifier);
                    self.lazy_suffix();
                    Last::Quantifier
                }
                c => {
                    push_char(&mut self.out, c);
                    Last::Atom
                }
            };
        }
        match self.open.last() {
            Some(&at) => Err(PatternError::syntax(at, "unterminated group")),
            None => Ok(()),
        }
    }

    fn lazy_suffix(&mut self) {
        if self.eat('?') {
            self.out.push('?');
        }
    }

    /// After `{`: a quantifier `{n}`, `{n,}` or `{n,m}` in `regex` syntax, or `None` (and nothing
    /// consumed) if the brace does not start one.
    fn braced_quantifier(&mut self, start: usize) -> Result<Option<String>, PatternError> {
        let rest = self.rest();
        let digits = |s: &'a str| s.get(..s.bytes().take_while(u8::is_ascii_digit).count());
        let min = digits(rest).unwrap_or_default();
        let after_min = rest.get(min.len()..).unwrap_or_default();
        let (max, after) = match after_min.strip_prefix(',') {
            Some(tail) => {
                let max = digits(tail).unwrap_or_default();
                (Some(max), tail.get(max.len()..).unwrap_or_default())
            }
            None => (None, after_min),
        };
        if min.is_empty() || !after.starts_with('}') {
            return Ok(None);
        }
        let number = |s: &str| {
            s.parse::<u32>()
                .map_err(|_| PatternError::syntax(start, "repetition count is too large"))
        };
        let quantifier = match max {
            None => format!("{{{}}}", number(min)?),
            Some("") => format!("{{{},}}", number(min)?),
            Some(max) => {
                let (min, max) = (number(min)?, number(max)?);
                if min > max {
                    return Err(PatternError::syntax(
                        start,
                        "numbers out of order in quantifier",
                    ));
                }
                format!("{{{min},{max}}}")
            }
        };
        self.pos += rest.len() - after.len() + 1;
        Ok(Some(quantifier))
    }

    /// After `(`.
    fn open_group(&mut self, start: usize) -> Result<(), PatternError> {
        self.open.push(start);
        if !self.eat('?') {
            self.out.push('(');
            return Ok(());
        }
        if self.eat(':') {
            self.out.push_str("(?:");
            return Ok(());
        }
        if matches!(self.peek(), Some('=' | '!'))
            || (self.peek() == Some('<') && matches!(self.peek_second(), Some('=' | '!')))
        {
            return Err(PatternError::new(PatternErrorKind::Lookaround, start));
        }
        if !self.eat('<') {
            return Err(PatternError::syntax(start, "invalid or unsupported group"));
        }
        let rest = self.rest();
        let Some(close) = rest.find('>') else {
            return Err(PatternError::syntax(
                start,
                "unterminated capture group name",
            ));
        };
        let name = rest.get(..close).unwrap_or_default();
        if !is_group_name(name) {
            return Err(PatternError::syntax(start, "invalid capture group name"));
        }
        // ES2025 allows a name twice in different alternatives; browsers before it do not.
        if self.names.contains(&name) {
            return Err(PatternError::syntax(start, "duplicate capture group name"));
        }
        self.names.push(name);
        self.pos += close + 1;
        // The regex crate allows fewer names than ECMA-262 (no `$`, ZWNJ or ZWJ), and names
        // play no part in matching, so such a group stays an unnamed capture.
        if name.chars().all(|c| c == '_' || c.is_alphanumeric()) {
            let _ = write!(self.out, "(?P<{name}>");
        } else {
            self.out.push('(');
        }
        Ok(())
    }

    /// After `\` outside a class.
    fn escape(&mut self, start: usize) -> Result<Last, PatternError> {
        let Some(c) = self.bump() else {
            return Err(PatternError::syntax(start, "pattern ends with `\\`"));
        };
        match c {
            'b' => self.out.push_str(r"(?-u:\b)"),
            'B' => self.out.push_str(r"(?-u:\B)"),
            'd' | 'D' | 'w' | 'W' | 's' | 'S' => {
                let set = CharSet::from_ranges(match c.to_ascii_lowercase() {
                    'd' => DIGIT,
                    'w' => WORD,
                    _ => SPACE,
                });
                push_set(&mut self.out, &set, c.is_ascii_uppercase());
            }
            'p' | 'P' => {
                let set = self.property(start)?;
                push_set(&mut self.out, &set, c == 'P');
            }
            '1'..='9' => {
                let digits = self.rest().bytes().take_while(u8::is_ascii_digit).count();
                self.pos += digits;
                let text = self.src.get(start + 1..self.pos).unwrap_or_default();
                return Err(match text.parse::<usize>() {
                    Ok(n) if n <= self.captures => {
                        PatternError::new(PatternErrorKind::Backreference, start)
                    }
                    _ => PatternError::syntax(
                        start,
                        format!("`\\{text}` refers to no capture group"),
                    ),
                });
            }
            'k' if self.peek() == Some('<') => {
                return Err(PatternError::new(PatternErrorKind::Backreference, start));
            }
            'k' if self.has_named => {
                return Err(PatternError::syntax(start, "invalid named reference"));
            }
            // Annex B: `\c` not followed by a letter is a literal backslash, and the `c` is read
            // again as the next atom.
            'c' if !self.peek().is_some_and(|l| l.is_ascii_alphabetic()) => {
                self.pos -= 1;
                self.out.push_str(r"\\");
            }
            c => match self.character_escape(start, c, false)? {
                0xD800..=0xDFFF => self.out.push_str(NOTHING),
                code => push_code(&mut self.out, code),
            },
        }
        Ok(if matches!(c, 'b' | 'B') {
            Last::Nothing
        } else {
            Last::Atom
        })
    }

    /// An escape that stands for one code point, after `\` and `c`. Inside a class, `\c` also
    /// takes a digit or `_` (Annex B); the caller handles a `\c` that takes nothing.
    fn character_escape(
        &mut self,
        start: usize,
        c: char,
        in_class: bool,
    ) -> Result<u32, PatternError> {
        Ok(match c {
            't' => 0x09,
            'n' => 0x0A,
            'v' => 0x0B,
            'f' => 0x0C,
            'r' => 0x0D,
            '0' if self.peek().is_some_and(|d| d.is_ascii_digit()) => {
                return Err(PatternError::syntax(
                    start,
                    "octal escapes are not supported",
                ));
            }
            '0' => 0,
            '1'..='9' => {
                return Err(PatternError::syntax(
                    start,
                    "octal escapes are not supported",
                ));
            }
            'c' => match self.peek() {
                Some(l)
                    if l.is_ascii_alphabetic()
                        || (in_class && (l.is_ascii_digit() || l == '_')) =>
                {
                    self.pos += 1;
                    u32::from(l) % 32
                }
                _ => u32::from('\\'),
            },
            'x' => self.eat_hex(2).unwrap_or(u32::from('x')),
            'u' => self.unicode_escape(start)?,
            'k' if self.has_named => {
                return Err(PatternError::syntax(start, "invalid named reference"));
            }
            // Identity escape: `\/`, `\.`, `\-` and (Annex B) any other character.
            c => u32::from(c),
        })
    }

    /// After `\u`: `\uHHHH`, a surrogate pair `\uHHHH\uHHHH` as one code point, or (Annex B) a
    /// literal `u`.
    fn unicode_escape(&mut self, start: usize) -> Result<u32, PatternError> {
        if self.peek() == Some('{') {
            return Err(PatternError::syntax(
                start,
                "ambiguous `\\u{...}` escape (write `\\uHHHH` instead)",
            ));
        }
        let Some(code) = self.eat_hex(4) else {
            return Ok(u32::from('u'));
        };
        if (0xD800..=0xDBFF).contains(&code) {
            let before = self.pos;
            if self.eat_str("\\u") {
                match self.eat_hex(4) {
                    Some(low @ 0xDC00..=0xDFFF) => {
                        return Ok(0x1_0000 + ((code - 0xD800) << 10) + (low - 0xDC00));
                    }
                    _ => self.pos = before,
                }
            }
        }
        Ok(code)
    }

    /// After `\p` or `\P`: `{name}` resolved with the `regex` crate's Unicode tables (which also
    /// accept `gc=`, `sc=`, `scx=` and the loose names the JSON Schema Test Suite uses).
    fn property(&mut self, start: usize) -> Result<CharSet, PatternError> {
        let rest = self.rest();
        let name = rest
            .strip_prefix('{')
            .and_then(|r| r.split_once('}'))
            .map(|(name, _)| name)
            .filter(|name| {
                !name.is_empty()
                    && name
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'=')
            });
        let Some(name) = name else {
            return Err(PatternError::syntax(
                start,
                "invalid property escape (expected `\\p{Name}` or `\\p{Name=Value}`)",
            ));
        };
        let hir = regex_syntax::Parser::new()
            .parse(&format!(r"\p{{{name}}}"))
            .map_err(|_| {
                PatternError::syntax(start, format!("unknown unicode property `{name}`"))
            })?;
        let HirKind::Class(Class::Unicode(class)) = hir.kind() else {
            return Err(PatternError::syntax(
                start,
                format!("unknown unicode property `{name}`"),
            ));
        };
        self.pos += name.len() + 2;
        let mut set = CharSet::default();
        for range in class.ranges() {
            set.add(u32::from(range.start()), u32::from(range.end()));
        }
        Ok(set)
    }

    /// After `[`: the whole class, written as one `regex` crate atom.
    fn class(&mut self, start: usize) -> Result<(), PatternError> {
        let negated = self.eat('^');
        let mut set = CharSet::default();
        loop {
            let atom_start = self.pos;
            match self.peek() {
                None => {
                    return Err(PatternError::syntax(start, "unterminated character class"));
                }
                Some(']') => {
                    self.pos += 1;
                    break;
                }
                Some(_) => {}
            }
            let first = self.class_atom()?;
            let forms_range =
                self.peek() == Some('-') && !matches!(self.peek_second(), None | Some(']'));
            if !forms_range {
                match first {
                    ClassAtom::Code(code) => set.add(code, code),
                    ClassAtom::Set(other) => set.add_set(&other),
                }
                continue;
            }
            self.pos += 1;
            let second = self.class_atom()?;
            match (first, second) {
                (ClassAtom::Code(lo), ClassAtom::Code(hi)) => {
                    if lo > hi {
                        return Err(PatternError::syntax(
                            atom_start,
                            "range out of order in character class",
                        ));
                    }
                    set.add(lo, hi);
                }
                // Annex B: next to a class escape such as `\d`, `-` is a literal.
                (first, second) => {
                    for atom in [first, second] {
                        match atom {
                            ClassAtom::Code(code) => set.add(code, code),
                            ClassAtom::Set(other) => set.add_set(&other),
                        }
                    }
                    set.add(u32::from('-'), u32::from('-'));
                }
            }
        }
        push_set(&mut self.out, &set, negated);
        Ok(())
    }

    /// One class atom: a character, or an escape.
    fn class_atom(&mut self) -> Result<ClassAtom, PatternError> {
        let start = self.pos;
        let Some(c) = self.bump() else {
            return Err(PatternError::syntax(start, "unterminated character class"));
        };
        if c != '\\' {
            return Ok(ClassAtom::Code(u32::from(c)));
        }
        let Some(e) = self.bump() else {
            return Err(PatternError::syntax(start, "pattern ends with `\\`"));
        };
        Ok(match e {
            'b' => ClassAtom::Code(0x08),
            '-' => ClassAtom::Code(u32::from('-')),
            'd' => ClassAtom::Set(CharSet::from_ranges(DIGIT)),
            'D' => ClassAtom::Set(CharSet::from_ranges(DIGIT).complement()),
            'w' => ClassAtom::Set(CharSet::from_ranges(WORD)),
            'W' => ClassAtom::Set(CharSet::from_ranges(WORD).complement()),
            's' => ClassAtom::Set(CharSet::from_ranges(SPACE)),
            'S' => ClassAtom::Set(CharSet::from_ranges(SPACE).complement()),
            'p' => ClassAtom::Set(self.property(start)?),
            'P' => ClassAtom::Set(self.property(start)?.complement()),
            // Annex B: `\c` not followed by a control letter is a literal backslash, and the `c`
            // is read again as the next atom.
            'c' if !self
                .peek()
                .is_some_and(|l| l.is_ascii_alphanumeric() || l == '_') =>
            {
                self.pos -= 1;
                ClassAtom::Code(u32::from('\\'))
            }
            e => ClassAtom::Code(self.character_escape(start, e, true)?),
        })
    }
}

/// Counts the capturing groups of a pattern, and tells whether any is named, without
/// validating it (the translation does that).
fn count_groups(src: &str) -> (usize, bool) {
    let mut captures = 0;
    let mut has_named = false;
    let mut in_class = false;
    let mut chars = src.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '[' if !in_class => in_class = true,
            ']' if in_class => in_class = false,
            '(' if !in_class => {
                let mut ahead = chars.clone();
                match (ahead.next(), ahead.next(), ahead.next()) {
                    (Some('?'), Some('<'), third) if !matches!(third, Some('=' | '!')) => {
                        captures += 1;
                        has_named = true;
                    }
                    (Some('?'), _, _) => {}
                    _ => captures += 1,
                }
            }
            _ => {}
        }
    }
    (captures, has_named)
}

/// Whether `name` is an ECMA-262 `RegExpIdentifierName` (escapes in names are not supported).
fn is_group_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c == '$' || c == '_' || c.is_alphabetic())
        && chars.all(|c| {
            c == '$' || c == '_' || c == '\u{200C}' || c == '\u{200D}' || c.is_alphanumeric()
        })
}

/// A conservative estimate of how many NFA states the `regex` crate compiles `hir` into.
///
/// Recursion is bounded by the parser's nesting limit (250).
fn estimate_states(hir: &Hir) -> u64 {
    match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => 1,
        HirKind::Literal(literal) => literal.0.len() as u64,
        HirKind::Class(Class::Unicode(class)) => class_states(class),
        HirKind::Class(Class::Bytes(class)) => class.ranges().len() as u64 + 3,
        HirKind::Repetition(repetition) => {
            let sub = estimate_states(&repetition.sub);
            let min = u64::from(repetition.min);
            match repetition.max {
                Some(max) => {
                    let optional = u64::from(max).saturating_sub(min);
                    sub.saturating_mul(min)
                        .saturating_add(optional.saturating_mul(sub.saturating_add(2)))
                }
                None => sub.saturating_mul(min.max(1)).saturating_add(2),
            }
        }
        HirKind::Capture(capture) => estimate_states(&capture.sub).saturating_add(2),
        HirKind::Concat(subs) => subs
            .iter()
            .map(estimate_states)
            .fold(0, u64::saturating_add),
        HirKind::Alternation(subs) => subs
            .iter()
            .map(estimate_states)
            .fold(2 * subs.len() as u64, u64::saturating_add),
    }
}

/// States for a Unicode class: the `regex` crate compiles it into a trie of UTF-8 byte ranges,
/// which has about one state per distinct prefix of its UTF-8 sequences.
fn class_states(class: &ClassUnicode) -> u64 {
    let mut prefixes: u64 = 0;
    let mut previous: Vec<(u8, u8)> = Vec::new();
    for range in class.ranges() {
        for sequence in Utf8Sequences::new(range.start(), range.end()) {
            let bytes: Vec<(u8, u8)> = sequence
                .as_slice()
                .iter()
                .map(|r| (r.start, r.end))
                .collect();
            let shared = bytes
                .iter()
                .zip(&previous)
                .take_while(|(a, b)| a == b)
                .count();
            prefixes += (bytes.len() - shared) as u64;
            previous = bytes;
        }
    }
    prefixes + prefixes / 8 + 2
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use regex::Regex;
    use serde_json::Value;

    use super::*;

    /// `\s` as translated: ECMA-262 `WhiteSpace` and `LineTerminator`.
    const S: &str =
        r"\t-\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}";

    /// Translates `ecma` and compiles it, checking on the way that the translation needs no
    /// Unicode tables at match time (the library's `regex` has none of `unicode-gencat`,
    /// `unicode-script` or `unicode-bool`, and Unicode `\w`, `\d`, `\s`, `\b` mean the wrong
    /// thing anyway).
    fn compile(ecma: &str) -> Regex {
        let translated = translate(ecma).unwrap_or_else(|e| panic!("{ecma:?}: {e}"));
        let rest = translated.replace(r"(?-u:\b)", "").replace(r"(?-u:\B)", "");
        let mut chars = rest.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                let next = chars.next();
                assert!(
                    !matches!(
                        next,
                        Some('p' | 'P' | 'd' | 'D' | 'w' | 'W' | 's' | 'S' | 'b' | 'B')
                    ),
                    "{ecma:?} -> {translated:?} uses a Unicode-aware escape"
                );
            }
        }
        Regex::new(&translated).unwrap_or_else(|e| panic!("{ecma:?} -> {translated:?}: {e}"))
    }

    #[test]
    fn translations() {
        let s_class = format!("[{S}]");
        let not_s_class = format!("[^{S}]");
        let cases: &[(&str, &str)] = &[
            ("abc", "abc"),
            ("^a$", "^a$"),
            ("a|b", "a|b"),
            (r"\d", "[0-9]"),
            (r"\D", "[^0-9]"),
            (r"\w", "[0-9A-Z_a-z]"),
            (r"\W", "[^0-9A-Z_a-z]"),
            (r"\s", &s_class),
            (r"\S", &not_s_class),
            (r"\b", r"(?-u:\b)"),
            (r"\B", r"(?-u:\B)"),
            (".", r"[^\n\r\x{2028}\x{2029}]"),
            // Escapes.
            (r"\t\n\v\f\r", r"\t\n\x{B}\x{C}\r"),
            (r"\0", r"\x{0}"),
            (r"\cA\cz", r"\x{1}\x{1A}"),
            (r"\c1", r"\\c1"),
            (r"\x41\x4", "Ax4"),
            (r"\u00e9\u", "éu"),
            (r"\uD83D\uDE00", "😀"),
            (r"\uD800", NOTHING),
            (r"\uD800\u0041", "[^\\x{0}-\\x{10FFFF}]A"),
            (r"\/\.\*\\\-\e\k", r"/\.\*\\\-ek"),
            // Characters the regex crate reads as syntax but ECMA-262 does not.
            ("#&~-", r"\#\&\~\-"),
            ("\u{200B}\u{85}", r"\x{200B}\x{85}"),
            ("é😀 ", "é😀 "),
            // Classes.
            ("[]", NOTHING),
            ("[^]", ANYTHING),
            ("[a-z]", "[a-z]"),
            ("[^a-z]", "[^a-z]"),
            ("[cba]", "[a-c]"),
            ("[ac]", "[ac]"),
            (r"[\d-z]", r"[\-0-9z]"),
            (r"[^\s]", &not_s_class),
            (
                r"[^\sx]",
                r"[^\t-\r x\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]",
            ),
            (r"[\s\S]", ANYTHING),
            (r"[^\s\S]", NOTHING),
            (r"[\w\W\d]", ANYTHING),
            (r"[\W]", "[^0-9A-Z_a-z]"),
            (r"[\b]", r"[\x{8}]"),
            (r"[\B\-\]\\]", r"[\-B\\\]]"),
            ("[[]", r"[\[]"),
            ("[a&&b]", r"[\&ab]"),
            ("[&&]", r"[\&]"),
            ("[~~]", r"[\~]"),
            ("[--/]", r"[\--/]"),
            ("[-a^]", r"[\-\^a]"),
            ("[a-]", r"[\-a]"),
            (r"[\c1\c_\cA]", r"[\x{1}\x{11}\x{1F}]"),
            (r"[\c]", r"[\\c]"),
            (r"[\uD800-\uDFFF]", NOTHING),
            (r"[\uD83D\uDE00-\uD83D\uDE4F]", "[😀-🙏]"),
            (r"[^\uD7FF\uE000]", "[^\u{D7FF}-\u{E000}]"),
            (r"\p{ASCII_Hex_Digit}", "[0-9A-Fa-f]"),
            (r"\P{AHex}", "[^0-9A-Fa-f]"),
            (r"[\p{AHex}_]", "[0-9A-F_a-f]"),
            (r"[^\P{AHex}]", "[0-9A-Fa-f]"),
            // Quantifiers.
            ("a{2}b{2,}c{2,3}", "a{2}b{2,}c{2,3}"),
            ("a{02}", "a{2}"),
            ("a*?b+?c??d{1}?", "a*?b+?c??d{1}?"),
            ("a{", r"a\{"),
            ("a{1", r"a\{1"),
            ("a{,3}", r"a\{,3\}"),
            ("a{1,x}", r"a\{1,x\}"),
            ("{foo}", r"\{foo\}"),
            ("]}", r"\]\}"),
            // Groups.
            ("(a)(?:b)(?<name>c)", "(a)(?:b)(?P<name>c)"),
            ("(?<$n>a)", "(a)"),
            ("(|a)()", "(|a)()"),
        ];
        for &(ecma, expected) in cases {
            assert_eq!(
                translate(ecma).as_deref(),
                Ok(expected),
                "translating {ecma:?}"
            );
            compile(ecma);
        }
    }

    #[test]
    fn matches() {
        // Each expectation was checked against `new RegExp(p).test(s)` in Node.js, with the `u`
        // flag where the input has characters outside the BMP (code point semantics).
        let cases: &[(&str, &str, bool)] = &[
            ("abc", "xabcx", true),
            ("abc", "ab", false),
            ("^abc$", "abc", true),
            ("^abc$", "abc\n", false),
            ("^abc$", "\nabc", false),
            ("a$", "a\n", false),
            (r"\d", "7", true),
            (r"\d", "\u{663}", false),
            (r"^\D$", "\u{663}", true),
            (r"^\D$", "7", false),
            (r"\w", "_", true),
            (r"\w", "é", false),
            (r"^\W$", "é", true),
            (r"^\W$", "Z", false),
            (r"^\s$", "\u{B}", true),
            (r"^\s$", "\u{FEFF}", true),
            (r"^\s$", "\u{2029}", true),
            (r"^\s$", "\u{180E}", false),
            (r"^\s$", "\u{200B}", false),
            (r"^\S$", "\u{A0}", false),
            (r"^\S$", "x", true),
            (r"[\d-z]", "-", true),
            (r"[\d-z]", "z", true),
            (r"[\d-z]", "y", false),
            (r"^[^\s]$", " ", false),
            (r"^[^\s]$", "x", true),
            (r"^[\W\d]$", "5", true),
            (r"^[\W\d]$", "a", false),
            (r"^[^\W\d]$", "a", true),
            (r"^[^\W\d]$", "5", false),
            (r"\bfoo\b", "a foo.", true),
            (r"\bfoo\b", "afoo", false),
            (r"\bfoo\b", "éfooé", true),
            (r"\Bfoo", "éfoo", false),
            (r"\Bfoo", "xfoo", true),
            (r"^\B$", "", true),
            (r"\b", "é", false),
            ("^.$", "\n", false),
            ("^.$", "\r", false),
            ("^.$", "\u{2028}", false),
            ("^.$", "\u{85}", true),
            ("^.$", "é", true),
            (r"^\t\n\v\f\r$", "\t\n\u{B}\u{C}\r", true),
            (r"^\0$", "\0", true),
            (r"^\cJ\cj$", "\n\n", true),
            (r"^\c1$", r"\c1", true),
            (r"^\c$", r"\c", true),
            (r"^[\c1]$", "\u{11}", true),
            (r"^[\c_]$", "\u{1F}", true),
            (r"^[\c]+$", r"c\", true),
            (r"^\x41\x4$", "Ax4", true),
            (r"^\u00e9\u$", "éu", true),
            (r"^\/\.\*\-\e$", "/.*-e", true),
            ("^#&~$", "#&~", true),
            ("^[&&]+$", "&&", true),
            ("^[~~]$", "~", true),
            ("^[a&&b]+$", "a&b", true),
            ("^[--/]+$", "-./", true),
            ("[]", "", false),
            ("[]", "a", false),
            ("^[^]$", "\n", true),
            ("^[^]*$", "a\nb", true),
            ("^[[]$", "[", true),
            (r"^[\]]$", "]", true),
            (r"^[\b]$", "\u{8}", true),
            (r"^[\B]$", "B", true),
            (r"^[\-]$", "-", true),
            ("^[a-]$", "-", true),
            ("^[-a]$", "-", true),
            ("^[^-a]$", "b", true),
            ("^[a-c-e]+$", "b-e", true),
            ("^[a-c-e]$", "d", false),
            ("^a{$", "a{", true),
            ("^{foo}$", "{foo}", true),
            ("^a{,3}$", "a{,3}", true),
            ("^a{1,x}$", "a{1,x}", true),
            ("^]}$", "]}", true),
            ("^a{2}$", "aa", true),
            ("^a{2}$", "aaa", false),
            ("^a{2,}$", "aaaa", true),
            ("^a{2,3}$", "aaaa", false),
            ("^a{02}$", "aa", true),
            ("^a{0}$", "", true),
            ("^a*?b+?c??$", "bbc", true),
            ("^(ab)+$", "abab", true),
            ("^(?:ab|cd)+$", "abcd", true),
            (r"^(?<year>\d{4})-(?<m>\d\d)$", "2024-01", true),
            ("^(?<$x>a)$", "a", true),
            ("^(|a)$", "", true),
            ("a||b", "zz", true),
            ("^()$", "", true),
            (r"^\k$", "k", true),
            (r"^\q\a$", "qa", true),
            (r"^a\|b$", "a|b", true),
            (r"^\(\)\[\]\{\}$", "()[]{}", true),
            (r"^\^\$$", "^$", true),
            ("^ $", " ", true),
            // Code point semantics (the `u` flag in Node.js).
            (r"^\uD83D\uDE00$", "😀", true),
            (r"^[\uD83D\uDE00-\uD83D\uDE4F]$", "🙂", true),
            ("^.$", "😀", true),
            ("^[^a]$", "😀", true),
            ("^😀+$", "😀😀", true),
            (r"\uD800", "", false),
            (r"^\uD800*$", "", true),
            (r"^[\uD800-\uDFFF]$", "😀", false),
            (r"^[^\uD7FF\uE000]$", "\u{E000}", false),
            (r"^[^\uD7FF\uE000]$", "\u{D7FE}", true),
            // Unicode properties, as the JSON Schema Test Suite expects.
            (r"^\p{Lu}+$", "ÉA", true),
            (r"^\p{Lu}$", "é", false),
            (r"^\P{Lu}$", "é", true),
            (r"^\p{Script=Greek}+$", "πΩ", true),
            (r"^\p{sc=Greek}$", "p", false),
            (r"^\p{gc=Nd}+$", "\u{663}3", true),
            (r"^[\p{L}\d]+$", "é5π", true),
            (r"^[^\p{L}]$", "é", false),
            (r"\p{Letter}cole", "écoles", true),
        ];
        for &(ecma, input, expected) in cases {
            assert_eq!(
                compile(ecma).is_match(input),
                expected,
                "{ecma:?} on {input:?}"
            );
        }
    }

    #[test]
    fn refusals() {
        use PatternErrorKind::{Backreference, Lookaround};
        let cases: &[(&str, PatternErrorKind, usize)] = &[
            ("(?=a)", Lookaround, 0),
            ("a(?!b)", Lookaround, 1),
            ("(?<=a)b", Lookaround, 0),
            ("(?<!a)b", Lookaround, 0),
            ("x[(]y(?=a)", Lookaround, 5),
            (r"(a)\1", Backreference, 3),
            (r"\1(a)", Backreference, 0),
            (r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10", Backreference, 30),
            (r"(?<n>a)\k<n>", Backreference, 7),
            (r"\k<n>", Backreference, 0),
        ];
        for (ecma, kind, offset) in cases {
            let err = translate(ecma).expect_err(ecma);
            assert_eq!(
                (err.kind(), err.offset()),
                (kind, *offset),
                "{ecma:?}: {err}"
            );
        }
    }

    #[test]
    fn error_messages() {
        let cases: &[(&str, &str)] = &[
            (
                "ab(?=c)",
                "lookaround at byte 2 needs a backtracking engine",
            ),
            (
                r"(a)\1",
                "backreference at byte 3 needs a backtracking engine",
            ),
            ("a**", "nothing to repeat at byte 2"),
            ("*a", "nothing to repeat at byte 0"),
            ("^*", "nothing to repeat at byte 1"),
            (r"\b+", "nothing to repeat at byte 2"),
            ("x{2}{3}", "nothing to repeat at byte 4"),
            ("{2}", "nothing to repeat at byte 0"),
            ("a??+", "nothing to repeat at byte 3"),
            ("a(", "unterminated group at byte 1"),
            ("a)", "unmatched `)` at byte 1"),
            ("x[a", "unterminated character class at byte 1"),
            ("[a-", "unterminated character class at byte 0"),
            ("x[z-a]", "range out of order in character class at byte 2"),
            ("a{3,2}", "numbers out of order in quantifier at byte 1"),
            ("a{99999999999}", "repetition count is too large at byte 1"),
            ("a\\", "pattern ends with `\\` at byte 1"),
            ("[\\", "pattern ends with `\\` at byte 1"),
            (r"\2(a)", r"`\2` refers to no capture group at byte 0"),
            (r"\8", r"`\8` refers to no capture group at byte 0"),
            (r"\01", "octal escapes are not supported at byte 0"),
            (r"[\1]", "octal escapes are not supported at byte 1"),
            ("(?i:a)", "invalid or unsupported group at byte 0"),
            ("(?P<a>x)", "invalid or unsupported group at byte 0"),
            ("(?<a", "unterminated capture group name at byte 0"),
            ("(?<1a>x)", "invalid capture group name at byte 0"),
            ("(?<a>x)|(?<a>y)", "duplicate capture group name at byte 8"),
            (r"(?<a>x)\k", "invalid named reference at byte 7"),
            (
                r"\u{41}",
                r"ambiguous `\u{...}` escape (write `\uHHHH` instead) at byte 0",
            ),
            (
                r"\pL",
                r"invalid property escape (expected `\p{Name}` or `\p{Name=Value}`) at byte 0",
            ),
            (
                r"[\p{}]",
                r"invalid property escape (expected `\p{Name}` or `\p{Name=Value}`) at byte 1",
            ),
            (r"a\p{Foo}", "unknown unicode property `Foo` at byte 1"),
            (
                "(?:a{1000}){1000}",
                "pattern is too large for the regex crate (about 1000000 compiled states, at most \
                 262144) at byte 0",
            ),
        ];
        for &(ecma, expected) in cases {
            let err = translate(ecma).expect_err(ecma);
            assert_eq!(err.to_string(), expected, "{ecma:?}");
        }
    }

    #[test]
    fn odd_input_never_panics() {
        let deep = format!("{}a{}", "(".repeat(300), ")".repeat(300));
        let deeper = "(".repeat(100_000);
        let braces = "{".repeat(10_000);
        let cases: &[&str] = &[
            "",
            "\\",
            "(",
            ")",
            "[",
            "[^",
            "(?",
            "(?<",
            "(?<a",
            "(?<a>",
            "\\u",
            "\\uD83D\\u",
            "\\uD83D\\uZ",
            "\\x",
            "\\xZ",
            "\\c",
            "[\\c",
            "a{1",
            "a{1,",
            "{",
            "}",
            "\\p",
            "\\p{",
            "\\p{L",
            "\\P{L}}",
            "\\k",
            "\\k<",
            "é\\",
            "😀{",
            "[😀-😃]",
            "[😃-😀]",
            "\u{10FFFF}",
            "\0",
            "a{4294967295}",
            "a{4294967296}",
            "a{0,4294967295}",
            &deep,
            &deeper,
            &braces,
        ];
        for ecma in cases {
            if let Ok(translated) = translate(ecma) {
                Regex::new(&translated)
                    .unwrap_or_else(|e| panic!("{ecma:?} -> {translated:?}: {e}"));
            }
        }
        // The regex crate's nesting limit surfaces as a syntax error at the offending group.
        let err = translate(&deep).expect_err("nesting limit");
        assert!(matches!(err.kind(), PatternErrorKind::Syntax(_)), "{err}");
        assert!(err.offset() > 0 && err.offset() < 300, "{err}");
    }

    #[test]
    fn size_budget_is_safe_and_not_too_tight() {
        for unit in [
            "a",
            r"\p{L}",
            ".",
            "[^a]",
            r"\S",
            "(?:ab|cd)*",
            "a?",
            r"\w+",
            r"[\s\S]",
            "😀",
        ] {
            let repeated = |n: u32| format!("(?:{unit}){{{n}}}");
            let (mut accepted, mut refused) = (1_u32, 1_000_000_u32);
            assert!(translate(&repeated(accepted)).is_ok(), "{unit:?}");
            assert!(translate(&repeated(refused)).is_err(), "{unit:?}");
            while refused - accepted > 1 {
                let mid = accepted + (refused - accepted) / 2;
                if translate(&repeated(mid)).is_ok() {
                    accepted = mid;
                } else {
                    refused = mid;
                }
            }
            // Everything the budget lets through compiles...
            compile(&repeated(accepted));
            // ...and the regex crate's own limit is less than four times as far.
            let translated = translate(unit).unwrap_or_else(|e| panic!("{unit:?}: {e}"));
            let four_times = format!("(?:{translated}){{{}}}", accepted * 4);
            assert!(
                Regex::new(&four_times).is_err(),
                "{unit:?}: budget too tight at {accepted}"
            );
        }
    }

    /// The JSON-Schema-Test-Suite files that exercise `pattern`, relative to its root.
    const SUITE_FILES: &[&str] = &[
        "draft2020-12/optional/ecmascript-regex.json",
        "draft2020-12/pattern.json",
        "draft7/pattern.json",
    ];

    /// Suite cases known to fail, as `(group description, test description)`. The test fails if
    /// one of these starts passing, so the list stays honest.
    const XFAIL: &[(&str, &str)] = &[];

    /// What a suite group checks, if it is one that only `pattern` decides.
    enum Check {
        /// `{"pattern": P}`, maybe with `"type": "string"`: strings must match.
        Pattern(Result<Regex, String>),
        /// `{"patternProperties": {P: true, ..}, "additionalProperties": false}`: every key of an
        /// object must match one of the patterns.
        PatternProperties(Result<Vec<Regex>, String>),
    }

    fn suite_regex(ecma: &str) -> Result<Regex, String> {
        let translated = translate(ecma).map_err(|e| e.to_string())?;
        Regex::new(&translated).map_err(|e| e.to_string())
    }

    impl Check {
        fn from_schema(schema: &Value) -> Option<Self> {
            let object = schema.as_object()?;
            let known = [
                "$schema",
                "type",
                "pattern",
                "patternProperties",
                "additionalProperties",
            ];
            if !object.keys().all(|k| known.contains(&k.as_str())) {
                return None;
            }
            if let Some(pattern) = object.get("pattern") {
                return Some(Check::Pattern(suite_regex(pattern.as_str()?)));
            }
            let properties = object.get("patternProperties")?.as_object()?;
            if object.get("additionalProperties") != Some(&Value::Bool(false))
                || properties.values().any(|v| v != &Value::Bool(true))
            {
                return None;
            }
            Some(Check::PatternProperties(
                properties.keys().map(|p| suite_regex(p)).collect(),
            ))
        }

        /// Whether `data` is valid, or why the pattern could not be used.
        fn is_valid(&self, data: &Value) -> Result<bool, String> {
            match (self, data) {
                (Check::Pattern(regex), Value::String(s)) => Ok(regex.as_ref()?.is_match(s)),
                (Check::PatternProperties(regexes), Value::Object(object)) => {
                    let regexes = regexes.as_ref()?;
                    Ok(object.keys().all(|k| regexes.iter().any(|r| r.is_match(k))))
                }
                // Other types are valid by definition.
                _ => Ok(true),
            }
        }
    }

    #[test]
    fn json_schema_test_suite() {
        let root =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/json-schema-test-suite");
        if !root.is_dir() {
            eprintln!(
                "skipping: ../shared not found (looked for {})",
                root.display()
            );
            return;
        }
        let mut passed = 0;
        let mut failures = Vec::new();
        let mut xfailed = Vec::new();
        for file in SUITE_FILES {
            let path = root.join(file);
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let groups: Vec<Value> =
                serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            for group in &groups {
                let group_name = group["description"].as_str().unwrap_or_default();
                let Some(check) = Check::from_schema(&group["schema"]) else {
                    continue;
                };
                for test in group["tests"].as_array().into_iter().flatten() {
                    let test_name = test["description"].as_str().unwrap_or_default();
                    let expected = test["valid"].as_bool();
                    let outcome = check.is_valid(&test["data"]);
                    let ok = outcome.as_ref().ok().copied() == expected;
                    let listed = XFAIL.contains(&(group_name, test_name));
                    let case = format!("{file}: {group_name} / {test_name}");
                    match (ok, listed) {
                        (true, false) => passed += 1,
                        (false, true) => xfailed.push(case),
                        (true, true) => {
                            failures.push(format!("{case}: passes, remove it from XFAIL"));
                        }
                        (false, false) => failures.push(format!("{case}: got {outcome:?}")),
                    }
                }
            }
        }
        assert!(
            failures.is_empty(),
            "suite failures:\n{}",
            failures.join("\n")
        );
        assert_eq!(
            xfailed.len(),
            XFAIL.len(),
            "XFAIL entries that match no case"
        );
        assert_eq!(
            passed, 95,
            "the suite's pattern cases changed; update this count"
        );
    }
}
