//! Turns the engine's verdict into this crate's [`ValidationError`]s: one per violation, with
//! the instance pointer, the schema pointer and the rule's limit.

use jsonschema::error::{TypeKind, ValidationErrorKind as K};
use jsonschema::Validator;
use serde_json::{Number, Value};

use crate::error::{JsonType, ValidationError, ValidationErrorKind as Kind};

/// Every violation of `instance`, ordered by instance pointer (stable within one location).
pub(crate) fn report(validator: &Validator, instance: &Value) -> Vec<ValidationError> {
    let mut out = Vec::new();
    for e in validator.iter_errors(instance) {
        convert(&e, &mut out);
    }
    out.sort_by(|a, b| by_location(a.instance_path(), b.instance_path()));
    out
}

/// Orders pointers by location: token by token, array indices as numbers.
fn by_location(a: &str, b: &str) -> std::cmp::Ordering {
    let key = |t: &str| (t.parse::<u64>().ok(), t.to_owned());
    a.split('/').map(key).cmp(b.split('/').map(key))
}

/// Appends the errors one engine error stands for (one per unexpected property).
pub(crate) fn convert(e: &jsonschema::ValidationError<'_>, out: &mut Vec<ValidationError>) {
    let instance_path = e.instance_path().to_string();
    let schema_path = e.schema_path().to_string();
    let push = |out: &mut Vec<ValidationError>, kind: Kind| {
        out.push(ValidationError::new(
            kind,
            instance_path.clone(),
            schema_path.clone(),
            e.instance(),
        ));
    };
    match e.kind() {
        K::AdditionalProperties { unexpected } => {
            for property in unexpected {
                let kind = Kind::AdditionalProperty {
                    property: property.clone(),
                };
                push(out, kind);
            }
        }
        K::UnevaluatedProperties { unexpected } => {
            for property in unexpected {
                let kind = Kind::UnevaluatedProperty {
                    property: property.clone(),
                };
                push(out, kind);
            }
        }
        other => push(out, kind(other, e)),
    }
}

fn kind(k: &K, e: &jsonschema::ValidationError<'_>) -> Kind {
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
