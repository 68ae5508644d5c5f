//! A `oneOf`/`anyOf` no branch satisfies: the errors of the branch the value meant, or one
//! error naming the shapes the union accepts.

use jsonschema::error::{TypeKind, ValidationErrorKind as K};
use serde_json::Value;

use super::{convert, Out};
use crate::error::{ValidationError, ValidationErrorKind as Kind};

/// A `oneOf`/`anyOf` that no branch satisfies. When exactly one branch accepts the value's
/// shape at this location (all its errors lie deeper: the object has that branch's key), its
/// errors are the report. Otherwise one error here, naming the shapes the union accepts, with
/// a suggestion when a string misses one of its string variants narrowly.
pub(super) fn union(
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
