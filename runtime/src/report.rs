//! Turns the engine's verdict into this crate's [`ValidationError`]s: one per violation, with
//! the instance pointer, the schema pointer and the rule's limit. `kind` maps each engine
//! error kind to ours, `union` reports a `oneOf`/`anyOf` no branch satisfies, `near_miss`
//! names what a misspelt value was probably meant to be.

mod kind;
mod near_miss;
mod union;

use jsonschema::error::ValidationErrorKind as K;
use jsonschema::Validator;
use serde_json::Value;

use crate::engine::TypeSchema;
use crate::error::{ValidationError, ValidationErrorKind as Kind};

use kind::kind;
use near_miss::near_miss;
use union::union;

/// The errors reported so far, and the schema they are about (to name what an unknown
/// property was probably meant to be).
pub(crate) struct Out<'a> {
    errors: Vec<ValidationError>,
    schema: &'a TypeSchema,
    /// How many more near misses may be looked for: a payload with 200,000 misspelt values
    /// gets suggestions on the first ones, and stays linear in its size.
    suggestions_left: usize,
}

impl Out<'_> {
    fn push(&mut self, e: ValidationError) {
        self.errors.push(e);
    }

    /// [`near_miss`], within the report's budget.
    fn near_miss<'v>(
        &mut self,
        value: &Value,
        allowed: impl Iterator<Item = &'v Value>,
    ) -> Option<Value> {
        self.suggestions_left = self.suggestions_left.checked_sub(1)?;
        near_miss(value, allowed)
    }
}

/// Near misses looked for in one report.
const SUGGESTIONS: usize = 64;

/// Every violation of `instance`, ordered by instance pointer (stable within one location).
pub(crate) fn report(
    schema: &TypeSchema,
    validator: &Validator,
    instance: &Value,
) -> Vec<ValidationError> {
    let mut out = Out {
        errors: Vec::new(),
        schema,
        suggestions_left: SUGGESTIONS,
    };
    for e in validator.iter_errors(instance) {
        convert(&e, &mut out);
    }
    let mut errors = out.errors;
    errors.sort_by(|a, b| by_location(a.instance_path(), b.instance_path()));
    errors
}

/// Orders pointers by location: token by token, array indices as numbers.
fn by_location(a: &str, b: &str) -> std::cmp::Ordering {
    let key = |t: &str| (t.parse::<u64>().ok(), t.to_owned());
    a.split('/').map(key).cmp(b.split('/').map(key))
}

/// Appends the errors one engine error stands for (one per unexpected property).
fn convert(e: &jsonschema::ValidationError<'_>, out: &mut Out<'_>) {
    let instance_path = e.instance_path().to_string();
    let schema_path = e.schema_path().to_string();
    let push = |out: &mut Out<'_>, kind: Kind| {
        out.push(ValidationError::new(
            kind,
            instance_path.clone(),
            schema_path.clone(),
            e.instance(),
        ));
    };
    match e.kind() {
        K::AdditionalProperties { unexpected } => {
            // The names the schema allows, from the object schema holding the keyword: read
            // from the document only while suggestions are still looked for, so 200,000
            // closed objects with an unknown property do not read it 200,000 times.
            // (Its fragment decoded: a pointer through `My%20Type` is to `My Type`.)
            let location = e.absolute_keyword_location().map_or_else(
                || schema_path.clone(),
                |uri| match uri.fragment() {
                    Some(f) => format!(
                        "{}#{}",
                        uri.strip_fragment().as_str(),
                        f.decode().to_string_lossy()
                    ),
                    None => uri.as_str().to_owned(),
                },
            );
            let allowed: Vec<Value> = if out.suggestions_left > 0 {
                out.schema
                    .property_names(&location)
                    .into_iter()
                    .map(Value::String)
                    .collect()
            } else {
                Vec::new()
            };
            for property in unexpected {
                let suggestion = out
                    .near_miss(&Value::String(property.clone()), allowed.iter())
                    .and_then(|v| v.as_str().map(str::to_owned));
                let kind = Kind::AdditionalProperty {
                    property: property.clone(),
                    suggestion,
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
        K::OneOfNotValid { context } | K::AnyOf { context } => {
            union(e, context, &instance_path, &schema_path, out);
        }
        K::Enum { options } => {
            let allowed = options.as_array().cloned().unwrap_or_default();
            let suggestion = out.near_miss(e.instance(), allowed.iter());
            push(
                out,
                Kind::Enum {
                    allowed,
                    suggestion,
                },
            );
        }
        other => push(out, kind(other, e)),
    }
}
