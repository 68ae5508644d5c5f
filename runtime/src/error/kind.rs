//! What a violation is: the JSON types of `type`, and [`ValidationErrorKind`], one variant per
//! keyword carrying the keyword's limit.

use serde_json::{Number, Value};

/// The seven JSON types of the `type` keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum JsonType {
    /// `null`
    Null,
    /// `true` or `false`
    Boolean,
    /// `{...}`
    Object,
    /// `[...]`
    Array,
    /// Any number.
    Number,
    /// A string.
    String,
    /// A number with no fractional part (`1`, `1.0`, `1e3`).
    Integer,
}

impl JsonType {
    /// The keyword spelling, e.g. `"integer"`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Null => "null",
            Self::Boolean => "boolean",
            Self::Object => "object",
            Self::Array => "array",
            Self::Number => "number",
            Self::String => "string",
            Self::Integer => "integer",
        }
    }
}

/// Which rule a [`ValidationError`](crate::ValidationError) broke, with the rule's limit.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ValidationErrorKind {
    /// The `false` schema: nothing is valid.
    FalseSchema,
    /// `type`: the value is none of these types.
    Type {
        /// The allowed types.
        expected: Vec<JsonType>,
    },
    /// `enum`: the value is none of these.
    Enum {
        /// The allowed values.
        allowed: Vec<Value>,
        /// The allowed string the value narrowly misses (ASCII case, or an edit distance of
        /// at most 2), if any.
        suggestion: Option<Value>,
    },
    /// `const`: the value is not this one.
    Const {
        /// The only allowed value.
        expected: Value,
    },
    /// `required`: a property is missing.
    Required {
        /// The missing property.
        property: String,
    },
    /// `additionalProperties: false`: a property the schema does not name.
    AdditionalProperty {
        /// The unexpected property.
        property: String,
        /// The allowed property it narrowly misses (ASCII case, or an edit distance of at
        /// most 2), if any.
        suggestion: Option<String>,
    },
    /// `minimum`
    Minimum {
        /// The limit.
        limit: Number,
    },
    /// `maximum`
    Maximum {
        /// The limit.
        limit: Number,
    },
    /// `exclusiveMinimum`
    ExclusiveMinimum {
        /// The limit.
        limit: Number,
    },
    /// `exclusiveMaximum`
    ExclusiveMaximum {
        /// The limit.
        limit: Number,
    },
    /// `minLength` (in Unicode code points).
    MinLength {
        /// The limit.
        limit: u64,
    },
    /// `maxLength` (in Unicode code points).
    MaxLength {
        /// The limit.
        limit: u64,
    },
    /// `minItems`
    MinItems {
        /// The limit.
        limit: u64,
    },
    /// `maxItems`
    MaxItems {
        /// The limit.
        limit: u64,
    },
    /// `pattern` (ECMA-262 source).
    Pattern {
        /// The pattern as written in the schema.
        pattern: String,
    },
    /// `pattern` (or a `patternProperties` key) on a schema that opted into backtracking
    /// (`patterns = "backtracking"` in its manifest entry): the match took more backtracking
    /// steps than the entry's `backtrack_limit`, so the engine could not decide it. Refused
    /// (fail closed), never awaited.
    BacktrackLimit {
        /// The engine's account of the unfinished match.
        reason: String,
    },
    /// `format`
    Format {
        /// The format name, e.g. `"uri"`.
        format: String,
    },
    /// `multipleOf`
    MultipleOf {
        /// The divisor.
        multiple_of: Number,
    },
    /// `minProperties`
    MinProperties {
        /// The limit.
        limit: u64,
    },
    /// `maxProperties`
    MaxProperties {
        /// The limit.
        limit: u64,
    },
    /// `uniqueItems`: two items are equal.
    UniqueItems,
    /// `contains` (with `minContains`/`maxContains`): too few or too many matching items.
    Contains,
    /// `not`: the value is valid against the negated schema.
    Not,
    /// `propertyNames`: a property name is refused.
    PropertyNames {
        /// Why the name was refused.
        reason: String,
    },
    /// `additionalItems` (draft-07) or `items` after `prefixItems`: more items than allowed.
    AdditionalItems {
        /// How many items the tuple allows.
        limit: usize,
    },
    /// `unevaluatedProperties: false` (or a schema): a property no subschema evaluated.
    UnevaluatedProperty {
        /// The unexpected property.
        property: String,
    },
    /// `unevaluatedItems`: items no subschema evaluated.
    UnevaluatedItems,
    /// Any other rule of the engine (content encoding, media type, …), with its message.
    Other {
        /// The keyword.
        keyword: String,
        /// The engine's message.
        message: String,
    },
    /// `oneOf`: no subschema matches.
    OneOfNotValid,
    /// `oneOf`: more than one subschema matches.
    OneOfMultipleValid,
    /// `anyOf`: no subschema matches.
    AnyOf,
    /// `oneOf`/`anyOf` where no branch takes the value's shape: what the union accepts.
    /// (When one branch does, by its key, that branch's own errors are reported instead.)
    Union {
        /// `"oneOf"` or `"anyOf"`.
        keyword: String,
        /// The shapes the union accepts: its string values (JSON) and `{key: …}` objects.
        accepted: Vec<String>,
        /// The string variant the value narrowly misses, if any.
        suggestion: Option<Value>,
        /// What the value is, from its property name (`decision`), if it has one.
        what: Option<String>,
    },
    /// Valid against the schema, but the generated Rust type cannot hold it (for example an
    /// integer above `u64::MAX`). Documented limits of the crate; never silent.
    Unrepresentable {
        /// What the Rust type could not hold.
        reason: String,
    },
}

impl ValidationErrorKind {
    /// The schema keyword this kind belongs to (`"rust-type"` for [`Self::Unrepresentable`]).
    #[must_use]
    pub fn keyword(&self) -> &str {
        if let Self::Other { keyword, .. } | Self::Union { keyword, .. } = self {
            return keyword;
        }
        self.fixed_keyword()
    }

    fn fixed_keyword(&self) -> &'static str {
        match self {
            Self::FalseSchema => "false",
            Self::Type { .. } => "type",
            Self::Enum { .. } => "enum",
            Self::Const { .. } => "const",
            Self::Required { .. } => "required",
            Self::AdditionalProperty { .. } => "additionalProperties",
            Self::Minimum { .. } => "minimum",
            Self::Maximum { .. } => "maximum",
            Self::ExclusiveMinimum { .. } => "exclusiveMinimum",
            Self::ExclusiveMaximum { .. } => "exclusiveMaximum",
            Self::MinLength { .. } => "minLength",
            Self::MaxLength { .. } => "maxLength",
            Self::MinItems { .. } => "minItems",
            Self::MaxItems { .. } => "maxItems",
            Self::Pattern { .. } | Self::BacktrackLimit { .. } => "pattern",
            Self::Format { .. } => "format",
            Self::MultipleOf { .. } => "multipleOf",
            Self::MinProperties { .. } => "minProperties",
            Self::MaxProperties { .. } => "maxProperties",
            Self::UniqueItems => "uniqueItems",
            Self::Contains => "contains",
            Self::Not => "not",
            Self::PropertyNames { .. } => "propertyNames",
            Self::AdditionalItems { .. } => "additionalItems",
            Self::UnevaluatedProperty { .. } => "unevaluatedProperties",
            Self::UnevaluatedItems => "unevaluatedItems",
            Self::Other { .. } => "other",
            Self::Union { .. } => "oneOf",
            Self::OneOfNotValid | Self::OneOfMultipleValid => "oneOf",
            Self::AnyOf => "anyOf",
            Self::Unrepresentable { .. } => "rust-type",
        }
    }
}
