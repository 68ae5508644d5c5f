//! Errors: one opaque [`Error`] for every way parsing can fail, holding every
//! [`ValidationError`] of a payload with its RFC 6901 instance pointer.

use std::fmt;

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

/// Which rule a [`ValidationError`] broke, with the rule's limit.
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
            Self::Pattern { .. } => "pattern",
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
            ValidationErrorKind::AdditionalProperty { property } => {
                format!("additional property {property:?} is not allowed")
            }
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

/// The broad class of an [`Error`], like `serde_json::error::Category`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Category {
    /// The input is not JSON (or not UTF-8); see [`Error::line`] and [`Error::column`].
    Syntax,
    /// The input is JSON but not valid against the schema; see [`Error::validation_errors`].
    Validation,
    /// The input exceeds a [`Limits`](crate::Limits) bound (size); depth overruns are reported
    /// as syntax errors with their line and column.
    Limit,
}

/// Why a payload was refused. Opaque; use the accessors.
pub struct Error {
    // Boxed so that `Result<T, Error>` stays one pointer wide.
    inner: Box<Repr>,
}

enum Repr {
    Syntax {
        message: String,
        line: usize,
        column: usize,
    },
    Validation(Vec<ValidationError>),
    Limit(String),
}

impl Error {
    pub(crate) fn syntax(e: &serde_json::Error) -> Self {
        let full = e.to_string();
        // serde_json appends " at line L column C"; keep it out of the message.
        let message = match full.rfind(" at line ") {
            Some(i) => full.get(..i).unwrap_or(&full).to_owned(),
            None => full,
        };
        Self {
            inner: Box::new(Repr::Syntax {
                message,
                line: e.line(),
                column: e.column(),
            }),
        }
    }

    pub(crate) fn limit(message: String) -> Self {
        Self {
            inner: Box::new(Repr::Limit(message)),
        }
    }

    pub(crate) fn validation(errors: Vec<ValidationError>) -> Self {
        Self {
            inner: Box::new(Repr::Validation(errors)),
        }
    }

    /// The broad class of the failure.
    #[must_use]
    pub fn classify(&self) -> Category {
        match *self.inner {
            Repr::Syntax { .. } => Category::Syntax,
            Repr::Validation(_) => Category::Validation,
            Repr::Limit(_) => Category::Limit,
        }
    }

    /// Every violation, ordered by location (object keys in sorted order); empty unless
    /// [`Error::classify`] is [`Category::Validation`].
    #[must_use]
    pub fn validation_errors(&self) -> &[ValidationError] {
        match &*self.inner {
            Repr::Validation(v) => v,
            Repr::Syntax { .. } | Repr::Limit(_) => &[],
        }
    }

    /// One-based line of a syntax error (0 otherwise).
    #[must_use]
    pub fn line(&self) -> usize {
        match *self.inner {
            Repr::Syntax { line, .. } => line,
            Repr::Validation(_) | Repr::Limit(_) => 0,
        }
    }

    /// One-based column of a syntax error (0 otherwise).
    #[must_use]
    pub fn column(&self) -> usize {
        match *self.inner {
            Repr::Syntax { column, .. } => column,
            Repr::Validation(_) | Repr::Limit(_) => 0,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &*self.inner {
            Repr::Syntax {
                message,
                line,
                column,
            } => write!(f, "{message} at line {line} column {column}"),
            Repr::Limit(message) => f.write_str(message),
            Repr::Validation(errors) => {
                for (i, e) in errors.iter().enumerate() {
                    if i > 0 {
                        f.write_str("\n")?;
                    }
                    write!(f, "{e}")?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Readable in `unwrap()` output: the same text as Display.
        write!(f, "Error({:?})", self.to_string())
    }
}

impl std::error::Error for Error {}

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
