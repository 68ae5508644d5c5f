//! The keyword model: every keyword of draft-07 and 2020-12 (and the 2019-09 ones a 2020-12
//! validator still meets), and what the generator does with it.
//!
//! Validity is never decided here: the `jsonschema` engine judges every keyword (see
//! [`crate::engine`]). This table only says how a keyword bears on the *Rust type* typify
//! makes, and the match in [`Keyword::role`] is exhaustive, so a keyword added to [`Keyword`]
//! is a compile error until its role is decided. A keyword no draft defines is an annotation,
//! as the specifications say (it never changes a verdict).

/// How a keyword bears on the generated Rust type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    /// typify reads it to shape the type (the engine validates it too).
    Shape,
    /// Only narrows what is valid: the engine asserts it, and it is removed from typify's
    /// input, so the type is the same or wider and always holds every valid value.
    Assert,
    /// Changes which values are valid in a way typify cannot mirror (it widens the set of
    /// valid values beside `properties`, or names a dynamic target): the subschema holding it
    /// becomes `serde_json::Value` (or keeps unknown properties in `extra`), and the engine
    /// decides validity.
    Coarsen,
    /// Holds named subschemas (`definitions`, `$defs`).
    Container,
    /// Identifies or annotates; no effect on validity (`title`, `$comment`, `$anchor`, …).
    Annotation,
}

/// Every keyword the generator knows by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub(crate) enum Keyword {
    // Core
    Schema,
    Id,
    Ref,
    Anchor,
    DynamicRef,
    DynamicAnchor,
    RecursiveRef,
    RecursiveAnchor,
    Vocabulary,
    Comment,
    Defs,
    Definitions,
    // Applicators
    AllOf,
    AnyOf,
    OneOf,
    Not,
    If,
    Then,
    Else,
    DependentSchemas,
    Dependencies,
    PrefixItems,
    Items,
    AdditionalItems,
    Contains,
    Properties,
    PatternProperties,
    AdditionalProperties,
    PropertyNames,
    UnevaluatedItems,
    UnevaluatedProperties,
    // Validation
    Type,
    Enum,
    Const,
    MultipleOf,
    Maximum,
    ExclusiveMaximum,
    Minimum,
    ExclusiveMinimum,
    MaxLength,
    MinLength,
    Pattern,
    MaxItems,
    MinItems,
    UniqueItems,
    MaxContains,
    MinContains,
    MaxProperties,
    MinProperties,
    Required,
    DependentRequired,
    Format,
    // Content
    ContentEncoding,
    ContentMediaType,
    ContentSchema,
    // Meta-data
    Title,
    Description,
    Default,
    Deprecated,
    ReadOnly,
    WriteOnly,
    Examples,
}

impl Keyword {
    /// Every keyword, for tables and tests.
    pub(crate) const ALL: &'static [Keyword] = &[
        Self::Schema,
        Self::Id,
        Self::Ref,
        Self::Anchor,
        Self::DynamicRef,
        Self::DynamicAnchor,
        Self::RecursiveRef,
        Self::RecursiveAnchor,
        Self::Vocabulary,
        Self::Comment,
        Self::Defs,
        Self::Definitions,
        Self::AllOf,
        Self::AnyOf,
        Self::OneOf,
        Self::Not,
        Self::If,
        Self::Then,
        Self::Else,
        Self::DependentSchemas,
        Self::Dependencies,
        Self::PrefixItems,
        Self::Items,
        Self::AdditionalItems,
        Self::Contains,
        Self::Properties,
        Self::PatternProperties,
        Self::AdditionalProperties,
        Self::PropertyNames,
        Self::UnevaluatedItems,
        Self::UnevaluatedProperties,
        Self::Type,
        Self::Enum,
        Self::Const,
        Self::MultipleOf,
        Self::Maximum,
        Self::ExclusiveMaximum,
        Self::Minimum,
        Self::ExclusiveMinimum,
        Self::MaxLength,
        Self::MinLength,
        Self::Pattern,
        Self::MaxItems,
        Self::MinItems,
        Self::UniqueItems,
        Self::MaxContains,
        Self::MinContains,
        Self::MaxProperties,
        Self::MinProperties,
        Self::Required,
        Self::DependentRequired,
        Self::Format,
        Self::ContentEncoding,
        Self::ContentMediaType,
        Self::ContentSchema,
        Self::Title,
        Self::Description,
        Self::Default,
        Self::Deprecated,
        Self::ReadOnly,
        Self::WriteOnly,
        Self::Examples,
    ];

    /// The keyword as spelled in a schema.
    #[must_use]
    pub(crate) fn name(self) -> &'static str {
        match self {
            Self::Schema => "$schema",
            Self::Id => "$id",
            Self::Ref => "$ref",
            Self::Anchor => "$anchor",
            Self::DynamicRef => "$dynamicRef",
            Self::DynamicAnchor => "$dynamicAnchor",
            Self::RecursiveRef => "$recursiveRef",
            Self::RecursiveAnchor => "$recursiveAnchor",
            Self::Vocabulary => "$vocabulary",
            Self::Comment => "$comment",
            Self::Defs => "$defs",
            Self::Definitions => "definitions",
            Self::AllOf => "allOf",
            Self::AnyOf => "anyOf",
            Self::OneOf => "oneOf",
            Self::Not => "not",
            Self::If => "if",
            Self::Then => "then",
            Self::Else => "else",
            Self::DependentSchemas => "dependentSchemas",
            Self::Dependencies => "dependencies",
            Self::PrefixItems => "prefixItems",
            Self::Items => "items",
            Self::AdditionalItems => "additionalItems",
            Self::Contains => "contains",
            Self::Properties => "properties",
            Self::PatternProperties => "patternProperties",
            Self::AdditionalProperties => "additionalProperties",
            Self::PropertyNames => "propertyNames",
            Self::UnevaluatedItems => "unevaluatedItems",
            Self::UnevaluatedProperties => "unevaluatedProperties",
            Self::Type => "type",
            Self::Enum => "enum",
            Self::Const => "const",
            Self::MultipleOf => "multipleOf",
            Self::Maximum => "maximum",
            Self::ExclusiveMaximum => "exclusiveMaximum",
            Self::Minimum => "minimum",
            Self::ExclusiveMinimum => "exclusiveMinimum",
            Self::MaxLength => "maxLength",
            Self::MinLength => "minLength",
            Self::Pattern => "pattern",
            Self::MaxItems => "maxItems",
            Self::MinItems => "minItems",
            Self::UniqueItems => "uniqueItems",
            Self::MaxContains => "maxContains",
            Self::MinContains => "minContains",
            Self::MaxProperties => "maxProperties",
            Self::MinProperties => "minProperties",
            Self::Required => "required",
            Self::DependentRequired => "dependentRequired",
            Self::Format => "format",
            Self::ContentEncoding => "contentEncoding",
            Self::ContentMediaType => "contentMediaType",
            Self::ContentSchema => "contentSchema",
            Self::Title => "title",
            Self::Description => "description",
            Self::Default => "default",
            Self::Deprecated => "deprecated",
            Self::ReadOnly => "readOnly",
            Self::WriteOnly => "writeOnly",
            Self::Examples => "examples",
        }
    }

    /// The keyword of this spelling; `None` for a name no draft defines (an annotation).
    #[must_use]
    pub(crate) fn parse(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.name() == name)
    }

    /// What the generator does with the keyword.
    #[must_use]
    pub(crate) fn role(self) -> Role {
        match self {
            Self::Ref
            | Self::Properties
            | Self::AdditionalProperties
            | Self::Required
            | Self::Items
            | Self::AllOf
            | Self::AnyOf
            | Self::OneOf
            | Self::Type
            | Self::Enum
            | Self::Const
            // typify picks the integer type from the bounds (`u64` for `minimum: 0`,
            // `NonZeroU64` for `minimum: 1`), never a narrower one than they allow.
            | Self::Maximum
            | Self::ExclusiveMaximum
            | Self::Minimum
            | Self::ExclusiveMinimum
            // Typed as a map where one type holds them (`compile::patterns`), else coarsened.
            | Self::PatternProperties => Role::Shape,
            // Each of these can only refuse values a schema without it accepts.
            Self::Not
            | Self::If
            | Self::Then
            | Self::Else
            | Self::DependentSchemas
            | Self::Dependencies
            | Self::Contains
            | Self::PropertyNames
            | Self::MultipleOf
            | Self::MaxLength
            | Self::MinLength
            | Self::Pattern
            | Self::MaxItems
            | Self::MinItems
            | Self::UniqueItems
            | Self::MaxContains
            | Self::MinContains
            | Self::MaxProperties
            | Self::MinProperties
            | Self::DependentRequired
            | Self::Format
            | Self::ContentEncoding
            | Self::ContentMediaType
            | Self::ContentSchema => Role::Assert,
            // Beside `properties`/`items`, these make more values valid than typify's reading
            // of the rest would, or point at a target known only at run time.
            Self::UnevaluatedProperties
            | Self::UnevaluatedItems
            | Self::PrefixItems
            | Self::AdditionalItems
            | Self::DynamicRef
            | Self::RecursiveRef
            // A nested `$id` changes the base of the references below it (at the root it
            // is the document's own base, and ignored here).
            | Self::Id => Role::Coarsen,
            Self::Defs | Self::Definitions => Role::Container,
            Self::Schema
            | Self::Anchor
            | Self::DynamicAnchor
            | Self::RecursiveAnchor
            | Self::Vocabulary
            | Self::Comment
            | Self::Title
            | Self::Description
            | Self::Default
            | Self::Deprecated
            | Self::ReadOnly
            | Self::WriteOnly
            | Self::Examples => Role::Annotation,
        }
    }
}

/// Whether the value of keyword `name` is data (an instance, or a list of them), not a schema:
/// `enum`, `const`, `default`, `examples`. Walks over schemas step over these.
#[must_use]
pub(crate) fn holds_data(name: &str) -> bool {
    matches!(name, "enum" | "const" | "default" | "examples")
}

/// The role of a keyword by name: a name no draft defines is an annotation.
#[must_use]
pub(crate) fn role(name: &str) -> Role {
    Keyword::parse(name).map_or(Role::Annotation, Keyword::role)
}

/// Whether every keyword of the schema object `o` is an annotation or one of `beside`: with
/// nothing beside, the schema says nothing of a value. The one reading of "annotations alone"
/// every step asks for.
#[must_use]
pub(crate) fn annotations_beside(
    o: &serde_json::Map<String, serde_json::Value>,
    beside: &[&str],
) -> bool {
    o.keys()
        .all(|k| beside.contains(&k.as_str()) || role(k) == Role::Annotation)
}

/// Whether `schema` admits every value as written: `true`, or annotations alone (`{}`,
/// `{"description": …}`).
#[must_use]
pub(crate) fn admits_all(schema: &serde_json::Value) -> bool {
    match schema {
        serde_json::Value::Bool(b) => *b,
        serde_json::Value::Object(o) => annotations_beside(o, &[]),
        _ => false,
    }
}

/// The JSON type of `value` as JSON Schema's `type` names it (a number with no fraction, as
/// the parser reads it, `integer`).
#[must_use]
pub(crate) fn json_type(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "boolean",
        serde_json::Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        serde_json::Value::Number(_) => "number",
        serde_json::Value::String(_) => "string",
        serde_json::Value::Array(_) => "array",
        serde_json::Value::Object(_) => "object",
    }
}

#[cfg(test)]
mod tests;
