//! String enums whose values typify cannot name apart (`[tcp, TCP]`: both `Tcp`); typify
//! panics on them ("Failed to make unique variant names"). They are named apart where that
//! can be done (`spelled.rs`: `Tcp`, `Tcp2`); otherwise such an enum is typed `String`,
//! reported as coarser, and the engine still checks the values.

use serde_json::{Map, Value};

use crate::ident::{continues_identifier, typify_variant};

fn unique(names: &[String]) -> bool {
    let mut sorted: Vec<&String> = names.iter().collect();
    sorted.sort();
    sorted.windows(2).all(|w| w[0] != w[1])
}

/// Whether typify names every value of a string enum apart: by its name, else with the
/// characters it elides turned into `X`s, as typify tries.
fn named_apart(values: &[&str]) -> bool {
    let plain: Vec<String> = values.iter().map(|v| typify_variant(v)).collect();
    let marked: Vec<String> = values
        .iter()
        .map(|v| typify_variant(&v.replace(|c: char| c == '_' || !continues_identifier(c), "X")))
        .collect();
    unique(&plain) || unique(&marked)
}

/// Removes the `enum` values its `type` rules out (stylelint's `{"type": "string", "enum":
/// ["always", []]}`: `[]` is never valid, and typify refuses the enum, "unexpected value
/// type"). Left as it is when no value would be left.
pub(super) fn drop_values_of_other_types(obj: &mut Map<String, Value>) {
    let types: Vec<&str> = match obj.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
        _ => return,
    };
    let allowed = |v: &Value| match v {
        Value::Null => types.contains(&"null"),
        Value::Bool(_) => types.contains(&"boolean"),
        Value::String(_) => types.contains(&"string"),
        Value::Array(_) => types.contains(&"array"),
        Value::Object(_) => types.contains(&"object"),
        Value::Number(n) => {
            types.contains(&"number")
                || (types.contains(&"integer")
                    && (n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)))
        }
    };
    let Some(Value::Array(values)) = obj.get("enum") else {
        return;
    };
    if values.iter().all(allowed) || !values.iter().any(allowed) {
        return;
    }
    let kept: Vec<Value> = values.iter().filter(|v| allowed(v)).cloned().collect();
    obj.insert("enum".into(), Value::Array(kept));
}

/// Removes from a `type` list the JSON types no `enum` value (or the `const`) has: minecraft's
/// `{"type": ["string", "object"], "enum": ["this", …], "properties": …}` holds strings only,
/// and its object keywords never apply (typify panics on the mix). Left as it is when no type
/// would be left.
pub(super) fn drop_types_of_no_value(obj: &mut Map<String, Value>) {
    let values = match (obj.get("enum"), obj.get("const")) {
        (Some(Value::Array(v)), _) => v.clone(),
        (None, Some(c)) => vec![c.clone()],
        _ => return,
    };
    let Some(Value::Array(types)) = obj.get("type") else {
        return;
    };
    let has =
        |t: &str| crate::ir::JsonType::parse(t).is_some_and(|t| values.iter().any(|v| t.admits(v)));
    let kept: Vec<Value> = types
        .iter()
        .filter(|t| t.as_str().is_some_and(has))
        .cloned()
        .collect();
    match kept.as_slice() {
        [] => {}
        [one] => {
            obj.insert("type".into(), one.clone());
        }
        _ if kept.len() < types.len() => {
            obj.insert("type".into(), Value::Array(kept));
        }
        _ => {}
    }
}

/// A string `const` as a one-value string `enum`: typify types a `const` as any value (or,
/// beside `type: "string"`, any string), which cannot tell the branches of a union apart
/// (packer's builders, `{"type": {"const": "vagrant"}, …}`: every builder read as the first).
/// The one-value enum is exactly what the `const` allows.
pub(super) fn const_as_enum(obj: &mut Map<String, Value>) {
    let string = match obj.get("type") {
        None => true,
        Some(t) => t == "string",
    };
    if !string || obj.contains_key("enum") {
        return;
    }
    if let Some(Value::String(v)) = obj.get("const") {
        let values = Value::Array(vec![Value::String(v.clone())]);
        obj.remove("const");
        obj.insert("enum".into(), values);
        obj.insert("type".into(), "string".into());
    }
}

mod spelled;
pub(in crate::typespace) use spelled::restore;

/// Names the values of a string enum typify cannot name apart, where they can be
/// (`spelled.rs`); `(placeholder, value)` for each value typify's copy now holds a placeholder
/// of.
pub(super) fn name_apart(obj: &mut Map<String, Value>) -> Vec<(String, String)> {
    let Some(Value::Array(values)) = obj.get("enum") else {
        return Vec::new();
    };
    let strings: Vec<&str> = values.iter().filter_map(Value::as_str).collect();
    if strings.is_empty() || named_apart(&strings) {
        return Vec::new();
    }
    spelled::name_apart(obj).unwrap_or_default()
}

/// Makes a string enum typify cannot name apart `{"type": "string"}`; the reason when it did.
pub(super) fn unnameable_as_string(obj: &mut Map<String, Value>) -> Option<String> {
    let Some(Value::Array(values)) = obj.get("enum") else {
        return None;
    };
    // `null` among the strings (jscsrc's `["==", "===", "!=", "!==", null]`) is typify's
    // `Option` of the enum: the strings still need names.
    let null = values.iter().any(Value::is_null);
    let strings: Option<Vec<&str>> = values
        .iter()
        .filter(|v| !v.is_null())
        .map(Value::as_str)
        .collect();
    let strings = strings?;
    if strings.is_empty() || named_apart(&strings) {
        return None;
    }
    let reason = format!(
        "enum values typify cannot name apart ({}): a `String`; the engine checks the values",
        strings.join(", ")
    );
    obj.remove("enum");
    let kind = if null {
        serde_json::json!(["string", "null"])
    } else {
        "string".into()
    };
    obj.insert("type".into(), kind);
    Some(reason)
}

/// A `oneOf`/`anyOf` whose branches are all string `enum`s or `const`s (jscsrc's parameter
/// separators `","`, `", "`, `" ,"`): typify makes one enum of every branch's values, and
/// panics when it cannot name them apart. Such a union is typed `String` as
/// [`unnameable_as_string`] types one `enum`; the reason when it did.
pub(super) fn unnameable_union_as_string(obj: &mut Map<String, Value>) -> Option<String> {
    let (union, strings) = union_strings(obj)?;
    let strings: Vec<&str> = strings.iter().map(String::as_str).collect();
    if strings.is_empty() || named_apart(&strings) {
        return None;
    }
    let reason = format!(
        "a `{union}` of enum values typify cannot name apart ({}): a `String`; the engine checks the values",
        strings.join(", ")
    );
    obj.remove(union);
    obj.insert("type".into(), "string".into());
    Some(reason)
}

/// The union keyword of `obj` and its branches' values, where every branch is a string `enum`
/// or `const` (typify makes one enum of them).
fn union_strings(obj: &Map<String, Value>) -> Option<(&'static str, Vec<String>)> {
    let union = match (obj.get("oneOf"), obj.get("anyOf")) {
        (Some(_), None) => "oneOf",
        (None, Some(_)) => "anyOf",
        _ => return None,
    };
    if obj.get("type").is_some_and(|t| t != "string") {
        return None;
    }
    let Some(Value::Array(branches)) = obj.get(union) else {
        return None;
    };
    let mut strings = Vec::new();
    for branch in branches {
        let b = branch.as_object()?;
        if b.contains_key("$ref") || b.get("type").is_some_and(|t| t != "string") {
            return None;
        }
        match (b.get("enum"), b.get("const")) {
            (Some(Value::Array(values)), None) => strings.extend(values.iter().map(Value::as_str)),
            (None, Some(value)) => strings.push(value.as_str()),
            _ => return None,
        }
    }
    let strings = strings.into_iter().map(|s| s.map(str::to_owned));
    Some((union, strings.collect::<Option<_>>()?))
}

/// [`name_apart`] for a union of string `enum`s and `const`s (jscsrc's `","`, `", "`,
/// `" ,"`: `Comma`, `CommaSpace`, `SpaceComma`), the placeholders in its branches.
pub(super) fn name_union_apart(obj: &mut Map<String, Value>) -> Vec<(String, String)> {
    let Some((union, strings)) = union_strings(obj) else {
        return Vec::new();
    };
    let names: Vec<&str> = strings.iter().map(String::as_str).collect();
    if names.is_empty() || named_apart(&names) {
        return Vec::new();
    }
    let mut all = Map::new();
    all.insert(
        "enum".into(),
        strings.iter().cloned().map(Value::String).collect(),
    );
    let Some(renamed) = spelled::name_apart(&mut all) else {
        return Vec::new();
    };
    let swap = |v: &mut Value| spelled::to_placeholder(&renamed, v);
    for branch in obj
        .get_mut(union)
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
    {
        if let Some(Value::Array(values)) = branch.get_mut("enum") {
            values.iter_mut().for_each(swap);
        }
        if let Some(c) = branch.get_mut("const") {
            swap(c);
        }
    }
    renamed
}

/// An `enum` (or `const`) holding an array or an object (`{"enum": [[false]]}`): typify
/// makes a newtype whose own `TryFrom` checks the values (outside the judged conversion), or
/// panics naming it. The values go; a `type` of their JSON kinds takes their place where the
/// schema has none, and the engine checks the values.
pub(super) fn drop_container_values(obj: &mut Map<String, Value>) {
    let values: Vec<Value> = match (obj.get("enum"), obj.get("const")) {
        (Some(Value::Array(values)), _) => values.clone(),
        (None, Some(value)) => vec![value.clone()],
        _ => return,
    };
    if !values.iter().any(|v| v.is_array() || v.is_object()) {
        return;
    }
    obj.remove("enum");
    obj.remove("const");
    if obj.contains_key("type") {
        return;
    }
    let mut kinds: Vec<&str> = Vec::new();
    for v in &values {
        let kind = crate::keywords::json_type(v);
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    if kinds.contains(&"number") {
        kinds.retain(|k| *k != "integer");
    }
    let kind = match kinds.as_slice() {
        [one] => Value::from(*one),
        _ => kinds.into_iter().map(Value::from).collect(),
    };
    obj.insert("type".into(), kind);
}

#[cfg(test)]
mod tests;

/// An `enum` (or `const`) of numbers or booleans beside a `type` of that kind: typify's copy
/// drops the values, so the type is the plain `i64`/`f64`/`bool` (typify would write a newtype
/// whose own `Deserialize` checks membership, outside the judged conversion); the engine still
/// checks the values, as it checks `minimum`.
pub(super) fn drop_scalar_values(obj: &mut Map<String, Value>) {
    let scalar = matches!(
        obj.get("type").and_then(Value::as_str),
        Some("integer" | "number" | "boolean")
    );
    if scalar {
        obj.remove("enum");
        obj.remove("const");
    }
}

#[cfg(test)]
mod const_tests;
#[cfg(test)]
mod scalar_tests;
