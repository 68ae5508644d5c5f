//! Near misses: the full instance changed in one place each, a string made a number, a
//! required property removed, and so on. The places are found by walking the instance beside
//! its schema; each kind of change is made at the first place it fits (in document order),
//! then at the last one. Some near misses stay valid (an unknown property where the schema
//! allows it): the reference validator says which.

use serde_json::{json, Map, Value};

use super::instances::{kind, strings, Instance};

/// A place in the instance where some change fits.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Site {
    /// A string of a `type: string` subschema.
    String,
    /// An integer of a `type: integer` subschema; `format: int32` or not.
    Integer { int32: bool },
    /// A value of a subschema with `enum`.
    Enum,
    /// An object holding this required property.
    Required(String),
    /// An object; `additionalProperties: false` or not.
    Object { closed: bool },
    /// An array.
    Array,
    /// A string, number or boolean below the root.
    Leaf,
}

/// The kinds of near miss, in the order they are made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// A string replaced by a number.
    StringToNumber,
    /// An integer replaced by a string.
    IntegerToString,
    /// An enum value replaced by `"not-in-enum"`.
    NotInEnum,
    /// A required property removed.
    RequiredRemoved,
    /// An unknown property added (where `additionalProperties: false` if anywhere).
    UnknownProperty,
    /// An integer replaced by 2^40 (where `format: int32` if anywhere).
    Int32Overflow,
    /// An array replaced by an object.
    ArrayToObject,
    /// A value replaced by `null`.
    Null,
}

impl Change {
    /// Every kind, in order.
    pub const ALL: [Change; 8] = [
        Change::StringToNumber,
        Change::IntegerToString,
        Change::NotInEnum,
        Change::RequiredRemoved,
        Change::UnknownProperty,
        Change::Int32Overflow,
        Change::ArrayToObject,
        Change::Null,
    ];

    /// Its name in the summary.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Change::StringToNumber => "near miss: string to number",
            Change::IntegerToString => "near miss: integer to string",
            Change::NotInEnum => "near miss: not in enum",
            Change::RequiredRemoved => "near miss: required removed",
            Change::UnknownProperty => "near miss: unknown property",
            Change::Int32Overflow => "near miss: int32 overflow",
            Change::ArrayToObject => "near miss: array to object",
            Change::Null => "near miss: null",
        }
    }

    /// The sites it fits, in document order.
    fn sites(self, all: &[(String, Site)]) -> Vec<&(String, Site)> {
        let by = |f: &dyn Fn(&Site) -> bool| all.iter().filter(|(_, s)| f(s)).collect::<Vec<_>>();
        match self {
            Change::StringToNumber => by(&|s| *s == Site::String),
            Change::IntegerToString => by(&|s| matches!(s, Site::Integer { .. })),
            Change::NotInEnum => by(&|s| *s == Site::Enum),
            Change::RequiredRemoved => by(&|s| matches!(s, Site::Required(_))),
            Change::UnknownProperty => {
                let closed = by(&|s| *s == Site::Object { closed: true });
                if closed.is_empty() {
                    by(&|s| matches!(s, Site::Object { .. }))
                } else {
                    closed
                }
            }
            Change::Int32Overflow => {
                let int32 = by(&|s| *s == Site::Integer { int32: true });
                if int32.is_empty() {
                    by(&|s| matches!(s, Site::Integer { .. }))
                } else {
                    int32
                }
            }
            Change::ArrayToObject => by(&|s| *s == Site::Array),
            Change::Null => by(&|s| *s == Site::Leaf),
        }
    }
}

/// Each kind of change at its first site, then at its last one (when that is another).
#[must_use]
pub fn near_misses(schema: &Value, full: &Value) -> Vec<Instance> {
    let mut sites = Vec::new();
    walk(schema, full, String::new(), &mut sites);
    let mut out = Vec::new();
    for round in 0..2 {
        for change in Change::ALL {
            let fitting = change.sites(&sites);
            let site = if round == 0 {
                fitting.first()
            } else {
                fitting.last().filter(|_| fitting.len() > 1)
            };
            if let Some(instance) = site.and_then(|(p, s)| apply(change, p, s, full)) {
                out.push(instance);
            }
        }
    }
    out
}

/// `full` with `change` made at `pointer`.
fn apply(change: Change, pointer: &str, site: &Site, full: &Value) -> Option<Instance> {
    let mut data = full.clone();
    let target = data.pointer_mut(pointer)?;
    let what = match change {
        Change::StringToNumber => {
            *target = json!(12345);
            "a string replaced by a number".to_owned()
        }
        Change::IntegerToString => {
            *target = json!(target.to_string());
            "an integer replaced by a string".to_owned()
        }
        Change::NotInEnum => {
            *target = json!("not-in-enum");
            "an enum value replaced by \"not-in-enum\"".to_owned()
        }
        Change::RequiredRemoved => {
            let Site::Required(key) = site else {
                return None;
            };
            target.as_object_mut()?.remove(key);
            format!("required property {key:?} removed")
        }
        Change::UnknownProperty => {
            let object = target.as_object_mut()?;
            let mut key = "unknown-property".to_owned();
            for i in 1.. {
                if !object.contains_key(&key) {
                    break;
                }
                key = format!("unknown-property-{i}");
            }
            object.insert(key, json!("x"));
            "an unknown property added".to_owned()
        }
        Change::Int32Overflow => {
            *target = json!(1_i64 << 40);
            "an integer replaced by 2^40".to_owned()
        }
        Change::ArrayToObject => {
            let first = target.get(0).cloned().unwrap_or_else(|| json!("x"));
            *target = json!({ "item": first });
            "an array replaced by an object".to_owned()
        }
        Change::Null => {
            *target = Value::Null;
            "a value replaced by null".to_owned()
        }
    };
    let at = if pointer.is_empty() {
        "the root"
    } else {
        pointer
    };
    Some(Instance {
        description: format!("near miss: {what} at {at}"),
        kind: change.name(),
        data,
    })
}

/// The sites of `value` (at `pointer`) and below, with `schema` its subschema.
fn walk(schema: &Value, value: &Value, pointer: String, out: &mut Vec<(String, Site)>) {
    let empty = Map::new();
    let o = schema.as_object().unwrap_or(&empty);
    let int_or_string = o.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true));
    let typed = |t: &str| kind(o) == Some(t) && !int_or_string;
    if o.get("enum")
        .and_then(Value::as_array)
        .is_some_and(|e| !e.is_empty())
    {
        out.push((pointer.clone(), Site::Enum));
    }
    match value {
        Value::String(_) if typed("string") => out.push((pointer.clone(), Site::String)),
        Value::Number(n) if (n.is_i64() || n.is_u64()) && typed("integer") => {
            let int32 = o.get("format").and_then(Value::as_str) == Some("int32");
            out.push((pointer.clone(), Site::Integer { int32 }));
        }
        Value::Array(items) => {
            out.push((pointer.clone(), Site::Array));
            for (i, item) in items.iter().enumerate() {
                let sub = match o.get("items") {
                    Some(Value::Array(tuple)) => tuple.get(i),
                    other => other,
                };
                walk(
                    sub.unwrap_or(&Value::Bool(true)),
                    item,
                    format!("{pointer}/{i}"),
                    out,
                );
            }
        }
        Value::Object(m) => {
            let closed = o.get("additionalProperties") == Some(&Value::Bool(false));
            out.push((pointer.clone(), Site::Object { closed }));
            if let Some(key) = strings(o.get("required"))
                .into_iter()
                .find(|r| m.contains_key(r))
            {
                out.push((pointer.clone(), Site::Required(key)));
            }
            let props = o.get("properties").and_then(Value::as_object);
            let extra = o.get("additionalProperties").filter(|a| a.is_object());
            for (k, v) in m {
                let sub = props
                    .and_then(|p| p.get(k))
                    .or(extra)
                    .unwrap_or(&Value::Bool(true));
                let token = k.replace('~', "~0").replace('/', "~1");
                walk(sub, v, format!("{pointer}/{token}"), out);
            }
        }
        _ => {}
    }
    if !pointer.is_empty() && !value.is_object() && !value.is_array() {
        out.push((pointer, Site::Leaf));
    }
}
