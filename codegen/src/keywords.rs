//! The keyword table: every keyword the generator accepts, and what becomes of it. A keyword
//! not listed here stops the build ("nothing silent").

use crate::ir::Draft;

/// What the generator does with a keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Shapes the Rust types (and is checked by the validation layer too).
    Typed,
    /// Enforced by the hand-written validation layer only.
    Enforced,
    /// Holds named subschemas (`definitions`, `$defs`); each is compiled.
    Container,
    /// Pure annotation: no effect on validity.
    Annotation,
}

/// Formats the validation layer asserts. Any other `format` stops the build.
pub const FORMATS: &[&str] = &["uri", "uri-reference", "hostname", "date-time"];

/// Looks a keyword up for a draft; `None` means unsupported.
#[must_use]
pub fn role(draft: Draft, keyword: &str) -> Option<Role> {
    Some(match keyword {
        "type"
        | "enum"
        | "const"
        | "properties"
        | "required"
        | "additionalProperties"
        | "items"
        | "oneOf"
        | "anyOf"
        | "allOf"
        | "$ref" => Role::Typed,
        "pattern" | "format" | "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum"
        | "minLength" | "maxLength" | "minItems" | "maxItems" => Role::Enforced,
        "definitions" => Role::Container,
        "$defs" if draft == Draft::Draft202012 => Role::Container,
        "title" | "description" | "examples" | "default" | "$comment" | "$id" | "$schema"
        | "readOnly" | "writeOnly" => Role::Annotation,
        "deprecated" if draft == Draft::Draft202012 => Role::Annotation,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table() {
        let cases: &[(Draft, &str, Option<Role>)] = &[
            (Draft::Draft7, "pattern", Some(Role::Enforced)),
            (Draft::Draft7, "$defs", None),
            (Draft::Draft202012, "$defs", Some(Role::Container)),
            (Draft::Draft7, "oneOf", Some(Role::Typed)),
            (Draft::Draft7, "examples", Some(Role::Annotation)),
            (Draft::Draft202012, "unevaluatedProperties", None),
            (Draft::Draft202012, "prefixItems", None),
            (Draft::Draft7, "multipleOf", None),
            (Draft::Draft7, "patternProperties", None),
            (Draft::Draft7, "if", None),
        ];
        for (draft, kw, want) in cases {
            assert_eq!(role(*draft, kw), *want, "{draft:?} {kw}");
        }
    }
}
