//! References spelled as URIs: what is encoded, what is kept, what is left for the engine.

use serde_json::json;

use super::{spell, spelled};

#[test]
fn characters_no_uri_holds_are_percent_encoded() {
    // `(as written, as spelled)`.
    let cases = [
        // TypeScript generics (vega-lite, vector).
        (
            "#/definitions/TopLevel<FacetedUnitSpec>",
            "#/definitions/TopLevel%3CFacetedUnitSpec%3E",
        ),
        (
            "#/definitions/vector_common::id::Inputs<alloc::string::String>",
            "#/definitions/vector_common::id::Inputs%3Calloc::string::String%3E",
        ),
        // A space, braces, a bar, a quote, a backslash, a caret, a backtick.
        (
            "#/definitions/My Type{a|b}\"\\^`",
            "#/definitions/My%20Type%7Ba%7Cb%7D%22%5C%5E%60",
        ),
        // Non-ASCII, in UTF-8.
        ("#/definitions/Größe", "#/definitions/Gr%C3%B6%C3%9Fe"),
        // A percent-encoding kept; a `%` before no two hex digits encoded.
        ("#/definitions/a%3Ab%zz%4", "#/definitions/a%3Ab%25zz%254"),
        // Brackets and a second `#` in the fragment; brackets kept before it (an IPv6 host).
        (
            "http://[::1]/s.json#/definitions/Array[string]#x",
            "http://[::1]/s.json#/definitions/Array%5Bstring%5D%23x",
        ),
        // In a path, before any fragment.
        ("other schema.json#/a", "other%20schema.json#/a"),
        // What a URI holds is kept as written.
        (
            "https://example.com/a/b.json?x=1#/definitions/a:b@c~0d",
            "https://example.com/a/b.json?x=1#/definitions/a:b@c~0d",
        ),
    ];
    for (written, want) in cases {
        assert_eq!(spelled(written), want, "{written}");
    }
}

#[test]
fn only_references_that_are_no_uri_are_rewritten() {
    let mut doc = json!({
        "properties": {
            "a": {"$ref": "#/definitions/Top<X>"},
            "b": {"$ref": "#/definitions/Plain"},
            "c": {"$dynamicRef": "#/$defs/Node<T>"},
            // A `$ref` as data is kept as written.
            "d": {"const": {"$ref": "#/definitions/Top<X>"}},
            // No URI even spelled (a port that is no number): left for the engine.
            "e": {"$ref": "http://host:port/x.json"}
        }
    });
    spell(&mut doc);
    assert_eq!(
        doc,
        json!({
            "properties": {
                "a": {"$ref": "#/definitions/Top%3CX%3E"},
                "b": {"$ref": "#/definitions/Plain"},
                "c": {"$dynamicRef": "#/$defs/Node%3CT%3E"},
                "d": {"const": {"$ref": "#/definitions/Top<X>"}},
                "e": {"$ref": "http://host:port/x.json"}
            }
        })
    );
}
