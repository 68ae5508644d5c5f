//! The engine's error kinds as this crate's [`ValidationErrorKind`](crate::ValidationErrorKind):
//! one variant per keyword, carrying its limit.

use jsonschema::error::{TypeKind, ValidationErrorKind as K};
use serde_json::{Number, Value};

use crate::error::{JsonType, ValidationErrorKind as Kind};

/// Our kind for the engine's `k` (of the error `e`).
pub(super) fn kind(k: &K, e: &jsonschema::ValidationError<'_>) -> Kind {
    match k {
        K::FalseSchema => Kind::FalseSchema,
        K::Type { kind } => Kind::Type {
            expected: match kind {
                TypeKind::Single(t) => vec![json_type(*t)],
                TypeKind::Multiple(set) => set.iter().map(json_type).collect(),
            },
        },
        K::Enum { options } => Kind::Enum {
            allowed: options.as_array().cloned().unwrap_or_default(),
            suggestion: None,
        },
        K::Constant { expected_value } => Kind::Const {
            expected: Value::clone(expected_value),
        },
        K::Required { property } => Kind::Required {
            property: property
                .as_str()
                .map_or_else(|| property.to_string(), str::to_owned),
        },
        K::Minimum { limit } => Kind::Minimum {
            limit: number(limit),
        },
        K::Maximum { limit } => Kind::Maximum {
            limit: number(limit),
        },
        K::ExclusiveMinimum { limit } => Kind::ExclusiveMinimum {
            limit: number(limit),
        },
        K::ExclusiveMaximum { limit } => Kind::ExclusiveMaximum {
            limit: number(limit),
        },
        K::MinLength { limit } => Kind::MinLength { limit: *limit },
        K::MaxLength { limit } => Kind::MaxLength { limit: *limit },
        K::MinItems { limit } => Kind::MinItems { limit: *limit },
        K::MaxItems { limit } => Kind::MaxItems { limit: *limit },
        K::MinProperties { limit } => Kind::MinProperties { limit: *limit },
        K::MaxProperties { limit } => Kind::MaxProperties { limit: *limit },
        K::Pattern { pattern } => Kind::Pattern {
            pattern: pattern.clone(),
        },
        K::BacktrackLimitExceeded { error } => Kind::BacktrackLimit {
            reason: error.to_string().to_lowercase(),
        },
        K::Format { format } => Kind::Format {
            format: format.clone(),
        },
        K::MultipleOf { multiple_of, .. } => Kind::MultipleOf {
            multiple_of: Number::from_f64(*multiple_of).unwrap_or_else(|| Number::from(0)),
        },
        K::UniqueItems => Kind::UniqueItems,
        K::Contains => Kind::Contains,
        K::Not { .. } => Kind::Not,
        K::PropertyNames { error } => Kind::PropertyNames {
            reason: error.to_string(),
        },
        K::AdditionalItems { limit } => Kind::AdditionalItems { limit: *limit },
        K::UnevaluatedItems { .. } => Kind::UnevaluatedItems,
        K::OneOfNotValid { .. } => Kind::OneOfNotValid,
        K::OneOfMultipleValid { .. } => Kind::OneOfMultipleValid,
        K::AnyOf { .. } => Kind::AnyOf,
        _ => Kind::Other {
            keyword: k.keyword().to_owned(),
            message: e.to_string(),
        },
    }
}

fn json_type(t: jsonschema::JsonType) -> JsonType {
    match t {
        jsonschema::JsonType::Array => JsonType::Array,
        jsonschema::JsonType::Boolean => JsonType::Boolean,
        jsonschema::JsonType::Integer => JsonType::Integer,
        jsonschema::JsonType::Null => JsonType::Null,
        jsonschema::JsonType::Number => JsonType::Number,
        jsonschema::JsonType::Object => JsonType::Object,
        jsonschema::JsonType::String => JsonType::String,
    }
}

fn number(v: &Value) -> Number {
    match v {
        Value::Number(n) => n.clone(),
        _ => Number::from(0),
    }
}
