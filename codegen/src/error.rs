//! The generator's error type: every failure names the schema file, the JSON pointer and the
//! keyword or reference at fault.

use std::fmt;
use std::path::{Path, PathBuf};

/// Why the generator refused its input.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The manifest could not be read or parsed.
    Manifest(String),
    /// A file could not be read.
    Io(String),
    /// A schema file is not JSON.
    Json(String),
    /// `$schema` names a draft the generator does not handle.
    UnsupportedDraft(String),
    /// A `$ref` that resolves to nothing.
    DanglingRef(String),
    /// A `$ref` that is no URI reference (RFC 3986), even with the characters a URI cannot
    /// hold percent-encoded.
    NotUri {
        /// The reference as written.
        reference: String,
        /// Why it is no URI reference.
        error: String,
    },
    /// A `$ref` to a document that is not vendored: no manifest entry has that base URI.
    NotVendored {
        /// The reference as written.
        reference: String,
        /// The absolute URI of the document it names.
        document: String,
    },
    /// A `pattern` the linear-time engine cannot run.
    Pattern {
        /// The ECMA-262 source.
        pattern: String,
        /// Why it was refused.
        error: String,
    },
    /// The validation engine refused the schema (it is not valid against its meta-schema).
    Engine(String),
    /// Two schema files define one name differently.
    Conflict(String),
    /// typify rejected the (normalised) schema, or produced code we cannot post-process.
    Typify(String),
    /// An item typify emitted could not be paired with the schema it stands for.
    Pairing(String),
}

/// A generator failure, located in a schema file by JSON pointer.
///
/// `Debug` prints the same text as `Display`, so `build("schemas").unwrap()` in a build
/// script fails with a readable message.
#[derive(Clone, PartialEq, Eq)]
pub struct Error {
    file: PathBuf,
    pointer: String,
    kind: ErrorKind,
}

impl Error {
    pub(crate) fn new(file: &Path, pointer: &str, kind: ErrorKind) -> Self {
        Self {
            file: file.to_path_buf(),
            pointer: pointer.to_owned(),
            kind,
        }
    }

    /// The same error at another pointer of its file.
    pub(crate) fn at_pointer(self, pointer: String) -> Self {
        Self { pointer, ..self }
    }

    /// The schema file (or manifest) at fault.
    #[must_use]
    pub fn file(&self) -> &Path {
        &self.file
    }

    /// RFC 6901 pointer into that file; `""` is the whole document.
    #[must_use]
    pub fn pointer(&self) -> &str {
        &self.pointer
    }

    /// What went wrong.
    #[must_use]
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if !self.pointer.is_empty() {
            write!(f, " at #{}", self.pointer)?;
        }
        f.write_str(": ")?;
        match &self.kind {
            ErrorKind::Manifest(m) => write!(f, "invalid manifest: {m}"),
            ErrorKind::Io(m) => write!(f, "cannot read: {m}"),
            ErrorKind::Json(m) => write!(f, "not JSON: {m}"),
            ErrorKind::UnsupportedDraft(d) => write!(f, "unsupported draft {d:?}"),
            ErrorKind::DanglingRef(r) => write!(f, "dangling $ref {r:?}"),
            ErrorKind::NotUri { reference, error } => write!(
                f,
                "$ref {reference:?} is no URI reference ({error}); write it as one (RFC 3986)"
            ),
            ErrorKind::NotVendored { reference, document } => write!(
                f,
                "$ref {reference:?} names {document:?}, which is not vendored: add a [[schema]] entry for it to schemas/manifest.toml (with `id = {document:?}` if the document has no `$id` of its own) and run `cargo xtask schema-sync FILE`"
            ),
            ErrorKind::Pattern { pattern, error } => {
                write!(f, "pattern {pattern:?} refused: {error}")
            }
            ErrorKind::Engine(m) => write!(f, "refused by the validation engine: {m}"),
            ErrorKind::Conflict(m) => write!(f, "conflicting definitions: {m}"),
            ErrorKind::Typify(m) => write!(f, "typify: {m}"),
            ErrorKind::Pairing(m) => write!(f, "unpaired type: {m}"),
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {}

/// Escapes one reference token for an RFC 6901 pointer (`~` first, then `/`).
#[must_use]
pub(crate) fn escape_token(token: &str) -> String {
    // Most tokens need no escape: one copy, not two passes of `replace` (every walk of a
    // document spells each key's pointer, and this was 7% of generating the vendored schemas).
    if !needs_escape(token) {
        return token.to_owned();
    }
    token.replace('~', "~0").replace('/', "~1")
}

/// Appends `/` and `token`, escaped as [`escape_token`] does, to `pointer`.
pub(crate) fn push_token(pointer: &mut String, token: &str) {
    pointer.push('/');
    if needs_escape(token) {
        pointer.push_str(&escape_token(token));
    } else {
        pointer.push_str(token);
    }
}

/// Whether `token` holds a `~` or a `/`. Two searches for one `char` each, not one for either
/// of two: in a build script's unoptimised code the latter walks the string char by char, 15
/// times slower.
fn needs_escape(token: &str) -> bool {
    token.contains('~') || token.contains('/')
}

/// Reads one reference token of an RFC 6901 pointer (`~1` first, then `~0`): the inverse of
/// [`escape_token`].
#[must_use]
pub(crate) fn unescape_token(token: &str) -> String {
    if !token.contains('~') {
        return token.to_owned();
    }
    token.replace("~1", "/").replace("~0", "~")
}

#[cfg(test)]
mod tests {
    #[test]
    fn tokens_are_escaped_as_rfc_6901_says() {
        let cases = [
            ("", ""),
            ("name", "name"),
            ("a/b", "a~1b"),
            ("m~n", "m~0n"),
            // `~` first: `~1` is the text `~1`, not a `/`.
            ("~1", "~01"),
            ("/~/", "~1~0~1"),
        ];
        for (token, escaped) in cases {
            assert_eq!(super::escape_token(token), escaped, "{token:?}");
            assert_eq!(super::unescape_token(escaped), token, "{escaped:?}");
        }
    }
}
