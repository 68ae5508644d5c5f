//! Turns the engine's verdict into this crate's [`ValidationError`]s: one per violation, with
//! the instance pointer, the schema pointer and the rule's limit.

use jsonschema::error::{TypeKind, ValidationErrorKind as K};
use jsonschema::Validator;
use serde_json::{Number, Value};

use crate::engine::TypeSchema;
use crate::error::{JsonType, ValidationError, ValidationErrorKind as Kind};

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
            let location = e
                .absolute_keyword_location()
                .map_or_else(|| schema_path.clone(), |uri| uri.as_str().to_owned());
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

/// A `oneOf`/`anyOf` that no branch satisfies. When exactly one branch accepts the value's
/// shape at this location (all its errors lie deeper: the object has that branch's key), its
/// errors are the report. Otherwise one error here, naming the shapes the union accepts, with
/// a suggestion when a string misses one of its string variants narrowly.
fn union(
    e: &jsonschema::ValidationError<'_>,
    context: &[Vec<jsonschema::ValidationError<'static>>],
    instance_path: &str,
    schema_path: &str,
    out: &mut Out<'_>,
) {
    let deeper = |errors: &[jsonschema::ValidationError<'_>]| {
        !errors.is_empty()
            && errors
                .iter()
                .all(|x| x.instance_path().to_string().len() > instance_path.len())
    };
    if let Some(()) = by_tag(e, context, instance_path, out) {
        return;
    }
    let picked: Vec<&Vec<jsonschema::ValidationError<'static>>> =
        context.iter().filter(|b| deeper(b)).collect();
    if let [branch] = picked.as_slice() {
        for x in *branch {
            convert(x, out);
        }
        return;
    }
    let mut strings = Vec::new();
    let mut shapes = Vec::new();
    for branch in context {
        let here: Vec<&jsonschema::ValidationError<'_>> = branch
            .iter()
            .filter(|x| x.instance_path().to_string() == instance_path)
            .collect();
        // The most telling description of the branch: its values, else its key, else its type.
        let mut values = Vec::new();
        let mut key = None;
        let mut ty = None;
        for x in &here {
            match x.kind() {
                K::Enum { options } => {
                    values.extend(options.as_array().into_iter().flatten().cloned())
                }
                K::Constant { expected_value } => values.push(Value::clone(expected_value)),
                K::Required { property } => key = Some(format!("{{{property}: …}}")),
                K::Type {
                    kind: TypeKind::Single(t),
                } => {
                    ty = Some(match t {
                        jsonschema::JsonType::Object => "{…}".to_owned(),
                        jsonschema::JsonType::Array => "[…]".to_owned(),
                        other => format!("a {other}"),
                    });
                }
                _ => {}
            }
        }
        if values.is_empty() {
            shapes.extend(key.or(ty));
        } else {
            shapes.extend(values.iter().map(Value::to_string));
            strings.extend(values);
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    shapes.retain(|s| seen.insert(s.clone()));
    let suggestion = out.near_miss(e.instance(), strings.iter());
    let what = instance_path
        .rsplit('/')
        .next()
        .filter(|s| !s.is_empty() && s.parse::<u64>().is_err())
        .map(|s| s.replace("~1", "/").replace("~0", "~"));
    let kind = match e.kind() {
        K::AnyOf { .. } => Kind::AnyOf,
        _ => Kind::OneOfNotValid,
    };
    out.push(ValidationError::new(
        Kind::Union {
            keyword: kind.keyword().to_owned(),
            accepted: shapes,
            suggestion,
            what,
        },
        instance_path.to_owned(),
        schema_path.to_owned(),
        e.instance(),
    ));
}

/// A union discriminated by a property (`{"method": "…", …}`, each branch a one-value
/// `enum`/`const` there): the branch whose tag the object carries reports its own errors; an
/// unknown tag is one error at the tag, naming the known ones. `None` when the union has no
/// such property.
fn by_tag(
    e: &jsonschema::ValidationError<'_>,
    context: &[Vec<jsonschema::ValidationError<'static>>],
    instance_path: &str,
    out: &mut Out<'_>,
) -> Option<()> {
    let object = e.instance().as_object()?;
    // For each branch, the tag values it requires: (child pointer, value).
    let tags: Vec<Option<(String, Value)>> = context
        .iter()
        .map(|branch| {
            branch.iter().find_map(|x| {
                let at = x.instance_path().to_string();
                let key = at.strip_prefix(instance_path)?.strip_prefix('/')?;
                if key.contains('/') {
                    return None;
                }
                let value = match x.kind() {
                    K::Enum { options } => match options.as_array().map(Vec::as_slice) {
                        Some([one]) => one.clone(),
                        _ => return None,
                    },
                    K::Constant { expected_value } => Value::clone(expected_value),
                    _ => return None,
                };
                Some((key.to_owned(), value))
            })
        })
        .collect();
    let key = tags.iter().flatten().map(|(k, _)| k.clone()).next()?;
    let missing = tags.iter().filter(|t| t.is_none()).count();
    let all_tagged = tags.iter().flatten().all(|(k, _)| *k == key);
    if !all_tagged || missing > 1 || tags.len() < 2 {
        return None;
    }
    let given = object.get(key.replace("~1", "/").replace("~0", "~").as_str())?;
    if let Some(i) = tags.iter().position(Option::is_none) {
        // The branch of this tag: its own errors.
        for x in context.get(i)? {
            convert(x, out);
        }
        return Some(());
    }
    let allowed: Vec<Value> = tags.into_iter().flatten().map(|(_, v)| v).collect();
    let suggestion = out.near_miss(given, allowed.iter());
    let schema_path = e.schema_path().to_string();
    out.push(ValidationError::new(
        Kind::Enum {
            allowed,
            suggestion,
        },
        format!("{instance_path}/{key}"),
        schema_path,
        given,
    ));
    Some(())
}

/// The allowed string closest to `value`, when `value` is a string that misses it by ASCII
/// case or by an edit distance of at most 2 (and less than half its length).
fn near_miss<'a>(value: &Value, allowed: impl Iterator<Item = &'a Value>) -> Option<Value> {
    let given = value.as_str()?;
    // The distance is at least the difference in length: a long string (hostile, or just
    // long) is compared with nothing, so the cost stays linear in the input.
    let given_len = given.chars().take(MAX_NAME + 3).count();
    if given_len > MAX_NAME + 2 {
        return None;
    }
    let mut best: Option<(usize, &str)> = None;
    for candidate in allowed.filter_map(Value::as_str) {
        if given_len.abs_diff(candidate.chars().take(MAX_NAME + 3).count()) > 2 {
            continue;
        }
        let d = if candidate.eq_ignore_ascii_case(given) {
            0
        } else {
            distance(given, candidate)
        };
        let close = d <= 2 && d * 2 < candidate.chars().count().max(1);
        if close && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, candidate));
        }
    }
    best.map(|(_, c)| Value::String(c.to_owned()))
}

/// Longest name (in characters) a near miss is looked for among.
const MAX_NAME: usize = 64;

/// Edit distance in characters, a swap of two neighbours counting as one edit (optimal
/// string alignment: `sbu` is one edit from `sub`).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows of the table: for the prefixes of `a` two shorter, one shorter, and this one.
    let mut two_back: Vec<usize> = vec![0; b.len() + 1];
    let mut one_back: Vec<usize> = (0..=b.len()).collect();
    let mut row: Vec<usize> = Vec::with_capacity(b.len() + 1);
    for (i, ca) in a.iter().enumerate() {
        row.clear();
        row.push(i + 1);
        for (j, cb) in b.iter().enumerate() {
            let at = |r: &[usize], k: usize| r.get(k).copied().unwrap_or(usize::MAX / 2);
            let mut best = (at(&one_back, j) + usize::from(ca != cb))
                .min(at(&one_back, j + 1) + 1)
                .min(at(&row, j) + 1);
            let swapped = i > 0 && j > 0 && a.get(i - 1) == Some(cb) && b.get(j - 1) == Some(ca);
            if swapped {
                best = best.min(at(&two_back, j - 1) + 1);
            }
            row.push(best);
        }
        std::mem::swap(&mut two_back, &mut one_back);
        std::mem::swap(&mut one_back, &mut row);
    }
    one_back.last().copied().unwrap_or(0)
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn near_misses() {
        let allowed = [
            json!("approved"),
            json!("denied"),
            json!("abort"),
            json!("accept"),
        ];
        let cases: &[(&str, Option<&str>)] = &[
            ("approve", Some("approved")),
            ("Approved", Some("approved")),
            ("Accept", Some("accept")),
            ("ALLOW", None),
            ("xyz", None),
            ("a", None),
        ];
        let long = "approved".repeat(100_000);
        assert_eq!(near_miss(&json!(long), allowed.iter()), None);
        for (given, want) in cases {
            let got = near_miss(&json!(given), allowed.iter());
            assert_eq!(got, want.map(|w| json!(w)), "{given}");
        }
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "ab"), 2);
        assert_eq!(distance("ab", ""), 2);
        assert_eq!(distance("sbu", "sub"), 1);
        assert_eq!(distance("abc", "abc"), 0);
    }
}
