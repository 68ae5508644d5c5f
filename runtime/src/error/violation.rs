//! One violation, [`ValidationError`]: its kind, where in the payload and where in the schema,
//! and its one-line message.

use std::fmt;

use serde_json::Value;

use super::kind::ValidationErrorKind;

/// One violation: what rule, where in the payload, where in the schema.
#[derive(Debug, Clone, PartialEq)]
pub struct ValidationError {
    kind: ValidationErrorKind,
    instance_path: String,
    schema_path: String,
    value: String,
}

impl ValidationError {
    pub(crate) fn new(
        kind: ValidationErrorKind,
        instance_path: String,
        schema_path: String,
        value: &Value,
    ) -> Self {
        Self {
            kind,
            instance_path,
            schema_path,
            value: render(value),
        }
    }

    /// The rule broken, with its limit.
    #[must_use]
    pub fn kind(&self) -> &ValidationErrorKind {
        &self.kind
    }

    /// RFC 6901 pointer to the offending value in the payload (`""` is the whole payload);
    /// `serde_json::Value::pointer` with it returns that value.
    #[must_use]
    pub fn instance_path(&self) -> &str {
        &self.instance_path
    }

    /// RFC 6901 pointer to the keyword in the schema file, e.g. `/properties/approval_timeout/minimum`.
    #[must_use]
    pub fn schema_path(&self) -> &str {
        &self.schema_path
    }

    /// The message without the location, e.g. `0 is less than the minimum of 1`.
    #[must_use]
    pub fn message(&self) -> String {
        let v = &self.value;
        match &self.kind {
            ValidationErrorKind::FalseSchema => format!("{v} is not allowed by the false schema"),
            ValidationErrorKind::Type { expected } => {
                let names: Vec<String> =
                    expected.iter().map(|t| format!("{:?}", t.name())).collect();
                let s = if names.len() == 1 { "" } else { "s" };
                format!("{v} is not of type{s} {}", names.join(", "))
            }
            ValidationErrorKind::Enum {
                allowed,
                suggestion,
            } => {
                let names: Vec<String> = allowed.iter().map(render).collect();
                let mut m = format!("{v} is not one of {}", names.join(", "));
                if let Some(s) = suggestion {
                    m.push_str(&format!("; did you mean {s}?"));
                }
                m
            }
            ValidationErrorKind::Union {
                keyword,
                accepted,
                suggestion,
                what,
            } => match (suggestion, what) {
                (Some(s), Some(w)) => format!("{v} is not a valid {w}; did you mean {s}?"),
                (Some(s), None) => format!("{v} is not valid; did you mean {s}?"),
                _ => {
                    const SHOWN: usize = 5;
                    let mut list = accepted
                        .iter()
                        .take(SHOWN)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join(", ");
                    if accepted.len() > SHOWN {
                        list.push_str(&format!(", … ({} in all)", accepted.len()));
                    }
                    let head =
                        format!("{v} is not valid under any of the schemas listed in {keyword}");
                    if list.is_empty() {
                        head
                    } else {
                        format!("{head} (it accepts {list})")
                    }
                }
            },
            ValidationErrorKind::Const { expected } => {
                format!("{v} is not the constant {}", render(expected))
            }
            ValidationErrorKind::Required { property } => {
                format!("{property:?} is a required property")
            }
            ValidationErrorKind::AdditionalProperty {
                property,
                suggestion,
            } => match suggestion {
                Some(s) => {
                    format!("additional property {property:?} is not allowed; did you mean {s:?}?")
                }
                None => format!("additional property {property:?} is not allowed"),
            },
            ValidationErrorKind::Minimum { limit } => {
                format!("{v} is less than the minimum of {limit}")
            }
            ValidationErrorKind::Maximum { limit } => {
                format!("{v} is greater than the maximum of {limit}")
            }
            ValidationErrorKind::ExclusiveMinimum { limit } => {
                format!("{v} is less than or equal to the exclusive minimum of {limit}")
            }
            ValidationErrorKind::ExclusiveMaximum { limit } => {
                format!("{v} is greater than or equal to the exclusive maximum of {limit}")
            }
            ValidationErrorKind::MinLength { limit } => {
                format!("{v} is shorter than {limit} characters")
            }
            ValidationErrorKind::MaxLength { limit } => {
                format!("{v} is longer than {limit} characters")
            }
            ValidationErrorKind::MinItems { limit } => format!("{v} has fewer than {limit} items"),
            ValidationErrorKind::MaxItems { limit } => format!("{v} has more than {limit} items"),
            ValidationErrorKind::Pattern { pattern } => format!("{v} does not match {pattern:?}"),
            ValidationErrorKind::BacktrackLimit { reason } => {
                format!("{v} could not be matched within the backtracking limit: {reason}")
            }
            ValidationErrorKind::Format { format } => format!("{v} is not a {format:?}"),
            ValidationErrorKind::OneOfNotValid => {
                format!("{v} is not valid under any of the schemas listed in oneOf")
            }
            ValidationErrorKind::OneOfMultipleValid => {
                format!("{v} is valid under more than one of the schemas listed in oneOf")
            }
            ValidationErrorKind::AnyOf => {
                format!("{v} is not valid under any of the schemas listed in anyOf")
            }
            ValidationErrorKind::MultipleOf { multiple_of } => {
                format!("{v} is not a multiple of {multiple_of}")
            }
            ValidationErrorKind::MinProperties { limit } => {
                format!("{v} has fewer than {limit} properties")
            }
            ValidationErrorKind::MaxProperties { limit } => {
                format!("{v} has more than {limit} properties")
            }
            ValidationErrorKind::UniqueItems => format!("{v} has non-unique elements"),
            ValidationErrorKind::Contains => {
                format!("{v} does not contain the required number of matching items")
            }
            ValidationErrorKind::Not => format!("{v} is valid against the schema under not"),
            ValidationErrorKind::PropertyNames { reason } => {
                format!("a property name of {v} is refused: {reason}")
            }
            ValidationErrorKind::AdditionalItems { limit } => {
                format!("{v} has more than the {limit} items the tuple allows")
            }
            ValidationErrorKind::UnevaluatedProperty { property } => {
                format!("unevaluated property {property:?} is not allowed")
            }
            ValidationErrorKind::UnevaluatedItems => {
                format!("{v} has items that no subschema evaluated")
            }
            ValidationErrorKind::Other { message, .. } => message.clone(),
            ValidationErrorKind::Unrepresentable { reason } => {
                format!("{v} cannot be represented: {reason}")
            }
        }
    }
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())?;
        if self.instance_path.is_empty() {
            f.write_str(" at the root")
        } else {
            write!(f, " at {}", self.instance_path)
        }
    }
}

impl std::error::Error for ValidationError {}

/// Longest rendering of a value inside a message, in characters.
const MAX_RENDER: usize = 64;

/// Compact JSON for messages, cut at [`MAX_RENDER`] characters.
fn render(v: &Value) -> String {
    let text = match v {
        Value::String(s) if s.chars().count() > MAX_RENDER => {
            let cut: String = s.chars().take(MAX_RENDER).collect();
            return format!("{}…", Value::String(cut));
        }
        Value::Array(a) if a.len() > 8 => format!("[… {} items]", a.len()),
        Value::Object(o) if o.len() > 8 => format!("{{… {} properties}}", o.len()),
        _ => v.to_string(),
    };
    if text.chars().count() > MAX_RENDER {
        let cut: String = text.chars().take(MAX_RENDER).collect();
        format!("{cut}…")
    } else {
        text
    }
}
