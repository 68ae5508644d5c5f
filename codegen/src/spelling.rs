//! References written as no URI, spelled as one: `"#/definitions/TopLevel<FacetedUnitSpec>"`
//! (TypeScript schema generators name definitions after generic types, `vega-lite`'s and
//! `vector`'s schemas refer to them so) is `"#/definitions/TopLevel%3CFacetedUnitSpec%3E"`.
//!
//! RFC 3986 has no `<` in a URI; the engine refuses such a `$ref`, lenient validators (ajv,
//! python-jsonschema) read the character as itself, which is what its percent-encoding means
//! once the fragment is decoded. Each character a URI cannot hold where it stands (`<`, `>`,
//! a space, `{`, `|`, `"`, a `%` before no two hex digits, non-ASCII, a second `#` or a `[` in
//! the fragment) is percent-encoded in UTF-8, the rest kept as written; a reference that is no
//! URI even so is left for the engine to refuse, located (`ErrorKind::NotUri`). The document
//! the engine judges with, embedded in generated code, is the spelled one.

use fluent_uri::UriRef;
use serde_json::Value;

/// Spells every reference of `doc` that is no URI reference (`$ref`, `$dynamicRef`,
/// `$recursiveRef`; not inside `const`, `enum`, `default`, `examples`).
///
/// ```
/// let mut doc = serde_json::json!({"$ref": "#/definitions/TopLevel<Spec>"});
/// agent_approval_codegen::__private::spell(&mut doc);
/// assert_eq!(doc["$ref"], "#/definitions/TopLevel%3CSpec%3E");
/// ```
pub fn spell(doc: &mut Value) {
    let mut refs = Vec::new();
    crate::walk::references(doc, "", &mut refs);
    for (at, reference) in refs {
        if UriRef::parse(reference.as_str()).is_ok() {
            continue;
        }
        let spelled = spelled(&reference);
        if UriRef::parse(spelled.as_str()).is_ok() {
            if let Some(slot) = doc.pointer_mut(&at) {
                *slot = Value::String(spelled);
            }
        }
    }
}

/// `reference` with each character a URI cannot hold where it stands percent-encoded (a URI
/// reference comes back as it was).
#[must_use]
pub(crate) fn spelled(reference: &str) -> String {
    let mut out = String::with_capacity(reference.len() + 8);
    match reference.split_once('#') {
        None => push(&mut out, reference, false),
        Some((head, fragment)) => {
            push(&mut out, head, false);
            out.push('#');
            push(&mut out, fragment, true);
        }
    }
    out
}

/// Appends `part`, percent-encoding what RFC 3986 does not allow in it (`[` and `]` only in a
/// host, so kept before the fragment).
fn push(out: &mut String, part: &str, fragment: bool) {
    let bytes = part.as_bytes();
    for (i, c) in part.char_indices() {
        let keep = match c {
            // Unreserved, sub-delims, and what a path, query or fragment holds besides.
            'A'..='Z'
            | 'a'..='z'
            | '0'..='9'
            | '-'
            | '.'
            | '_'
            | '~'
            | '!'
            | '$'
            | '&'
            | '\''
            | '('
            | ')'
            | '*'
            | '+'
            | ','
            | ';'
            | '='
            | ':'
            | '@'
            | '/'
            | '?' => true,
            '[' | ']' => !fragment,
            '%' => bytes
                .get(i + 1..i + 3)
                .is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)),
            _ => false,
        };
        if keep {
            out.push(c);
        } else {
            for b in c.encode_utf8(&mut [0; 4]).bytes() {
                out.push('%');
                out.push(hex(b >> 4));
                out.push(hex(b & 0xF));
            }
        }
    }
}

/// One upper-case hex digit.
fn hex(nibble: u8) -> char {
    char::from_digit(u32::from(nibble), 16).map_or('0', |c| c.to_ascii_uppercase())
}

#[cfg(test)]
mod tests;
