//! Unions whose branches typify types on its own terms: the object branches of an externally
//! tagged union opened, a lone branch as itself, an `anyOf` that may hold non-objects as an
//! enum tried in order, an enum of several JSON types split by type. Branches typify cannot
//! type (object keywords without `type`, no type at all) are `catch_all.rs`.

use serde_json::{Map, Value};

/// The rewrites of a union once its branches are normalised: [`open_single_properties`],
/// [`lone_branch`], [`any_of_as_enum`], [`split_enum_by_type`].
pub(super) fn after_children(obj: &mut Map<String, Value>) {
    open_single_properties(obj);
    lone_branch(obj);
    any_of_as_enum(obj);
    split_enum_by_type(obj);
}

/// A union typify reads as externally tagged (every branch an object of one required
/// property, or string values) whose object branches have no `additionalProperties`
/// (minecraft-texture-mcmeta's `{"properties": {"fusion": …}, "required": ["fusion"]}`): those
/// branches are open, but typify reads an absent `additionalProperties` as `false`, and its
/// enum refuses `{"fusion": {…}, "z": 1}`. With `additionalProperties: true` written out they
/// are structs that keep the other members in `extra`, titled by their property (the variant's
/// name, as it was).
fn open_single_properties(obj: &mut Map<String, Value>) {
    let single = |b: &Map<String, Value>| {
        let properties = b.get("properties").and_then(Value::as_object);
        let required = b.get("required").and_then(Value::as_array);
        (properties.map(Map::len) == Some(1) && required.map(Vec::len) == Some(1))
            .then(|| properties.and_then(|p| p.keys().next()).cloned())
            .flatten()
    };
    let values = |b: &Map<String, Value>| b.contains_key("enum") || b.contains_key("const");
    for union in ["oneOf", "anyOf"] {
        let Some(Value::Array(branches)) = obj.get_mut(union) else {
            continue;
        };
        let external = branches.iter().all(|b| {
            b.as_object()
                .is_some_and(|b| !b.contains_key("$ref") && (single(b).is_some() || values(b)))
        });
        if !external {
            continue;
        }
        for branch in branches.iter_mut().filter_map(Value::as_object_mut) {
            let open = !branch.contains_key("additionalProperties")
                && !branch.contains_key("patternProperties");
            if let (Some(name), true) = (single(branch), open) {
                branch.insert("additionalProperties".into(), Value::Bool(true));
                branch.entry("title").or_insert(Value::String(name));
            }
        }
    }
}

/// `{oneOf: [B]}` with nothing else that shapes the type is `B`: typify would make a
/// one-variant enum, externally tagged when `B` has one required property
/// (`ClientNotification`: `{"method":"initialized"}`), which refuses the unknown properties
/// `B` allows. As `B` itself it is a struct with `extra`; the pairing reads lone branches
/// (`object.rs`).
fn lone_branch(obj: &mut Map<String, Value>) {
    let union = ["oneOf", "anyOf"];
    let shaping = obj
        .keys()
        .filter(|k| !super::KEPT_ANNOTATIONS.contains(&k.as_str()))
        .count();
    if shaping != 1 {
        return;
    }
    let Some(key) = union.iter().find(|k| obj.contains_key(**k)) else {
        return;
    };
    let Some(Value::Array(branches)) = obj.get(*key) else {
        return;
    };
    let [Value::Object(branch)] = branches.as_slice() else {
        return;
    };
    if branch.contains_key("$ref") {
        return;
    }
    let branch = branch.clone();
    obj.remove(*key);
    for (k, v) in branch {
        // The outer title names the type; the branch's annotations only fill gaps.
        obj.entry(k).or_insert(v);
    }
}

/// An `anyOf` with a branch that can only hold non-objects (a string, an integer, an array:
/// not `null` alone, which typify reads as `Option`) is typed as typify types a `oneOf`: an
/// enum whose variants are the branches, tried in order. typify's own reading of `anyOf`, a
/// struct of flattened optional parts, cannot hold an integer or a string at all. Validity is
/// the engine's either way; an enum holds every value any branch holds. Renamed after the
/// branches are normalised, so their pointers are those of the schema.
fn any_of_as_enum(obj: &mut Map<String, Value>) {
    let non_object = |branch: &Value| -> bool {
        let types: Vec<&str> = match branch.get("type") {
            Some(Value::String(t)) => vec![t.as_str()],
            Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        let non_object_type =
            !types.is_empty() && !types.contains(&"object") && types.iter().any(|t| *t != "null");
        let values = branch
            .get("enum")
            .and_then(Value::as_array)
            .is_some_and(|e| e.iter().all(|v| !v.is_object() && !v.is_null()))
            || branch
                .get("const")
                .is_some_and(|c| !c.is_object() && !c.is_null());
        non_object_type || values
    };
    if obj.contains_key("oneOf") {
        return;
    }
    if let Some(Value::Array(branches)) = obj.get("anyOf") {
        if branches.iter().any(non_object) {
            let branches = obj.remove("anyOf").unwrap_or(Value::Null);
            obj.insert("oneOf".into(), branches);
        }
    }
}

/// `{"enum": [true, "auto", 3]}` without `type`: typify cannot type an enum of several JSON
/// types (it panics: "multiple implied types for an un-typed enum"). As a `oneOf` of one
/// `enum` per JSON type it is an enum of a `bool`, a string enum and an integer: the same
/// values. Values of one kind other than strings get that `type` (typify panics on an untyped
/// enum of numbers); `null` beside numbers or booleans is a `null` branch (`[6, null]`: an
/// `Option<i64>`), and an empty enum says nothing typify can read (no value is valid). Left
/// as it is when a value is an object or an array, `null` is beside strings alone, or `type`
/// is given.
fn split_enum_by_type(obj: &mut Map<String, Value>) {
    if obj.contains_key("type") || obj.contains_key("oneOf") || obj.contains_key("anyOf") {
        return;
    }
    let Some(Value::Array(values)) = obj.get("enum") else {
        return;
    };
    if values.is_empty() {
        // No value is valid (the engine refuses each); typify panics on the empty enum.
        obj.remove("enum");
        return;
    }
    let integers = values
        .iter()
        .all(|v| !v.is_number() || v.is_i64() || v.is_u64());
    let kind = |v: &Value| match v {
        Value::Bool(_) => Some("boolean"),
        Value::String(_) => Some("string"),
        Value::Number(_) if integers => Some("integer"),
        Value::Number(_) => Some("number"),
        Value::Null => Some("null"),
        _ => None,
    };
    let mut kinds: Vec<&str> = Vec::new();
    for v in values {
        let Some(k) = kind(v) else { return };
        if !kinds.contains(&k) {
            kinds.push(k);
        }
    }
    // `null` beside strings alone typify reads itself (an `Option` of the string enum).
    if kinds.iter().all(|k| matches!(*k, "string" | "null")) && kinds.len() > 1 {
        return;
    }
    if let [kind] = kinds.as_slice() {
        // One kind: typify panics on an untyped enum of numbers or booleans; the type the
        // values share changes nothing the schema accepts.
        if *kind != "string" {
            obj.insert("type".into(), (*kind).into());
            super::enums::drop_scalar_values(obj);
        }
        return;
    }
    if kinds.is_empty() {
        return;
    }
    let branches: Vec<Value> = kinds
        .iter()
        .map(|k| {
            let mine: Vec<Value> = values
                .iter()
                .filter(|v| kind(v) == Some(*k))
                .cloned()
                .collect();
            let mut b = Map::new();
            b.insert("type".into(), Value::String((*k).to_owned()));
            b.insert("enum".into(), Value::Array(mine));
            super::enums::drop_scalar_values(&mut b);
            Value::Object(b)
        })
        .collect();
    obj.remove("enum");
    obj.insert("oneOf".into(), Value::Array(branches));
}

/// After every definition is normalised: an `anyOf` with a `$ref` branch whose target may hold
/// a non-object is typed as a `oneOf`, an enum tried in order (`any_of_as_enum` decides on
/// the branches' own keywords; a reference says nothing there). typify's struct of flattened
/// optional parts cannot hold the string of scarb's `TomlDependency`
/// (`anyOf: [{$ref: TomlWorkspaceDependency}, {$ref: TomlDependency}]`, one a string or table).
pub(in crate::typespace) fn any_of_refs_as_enum(
    root: &mut Value,
    definitions: &mut Map<String, Value>,
) {
    fn objects_only(defs: &Map<String, Value>, schema: &Value, depth: usize) -> bool {
        if schema.get("type").and_then(Value::as_str) == Some("object") {
            return true;
        }
        let target = schema
            .get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| r.strip_prefix("#/definitions/"))
            .and_then(|n| defs.get(n));
        let part = |p: &Value| objects_only(defs, p, depth + 1);
        let parts = |k: &str| schema.get(k).and_then(Value::as_array);
        depth < 16
            && (target.is_some_and(part)
                || parts("allOf").is_some_and(|p| p.iter().any(part))
                || ["anyOf", "oneOf"]
                    .iter()
                    .any(|u| parts(u).is_some_and(|b| !b.is_empty() && b.iter().all(part))))
    }
    fn walk(v: &mut Value, non_object: &dyn Fn(&Value) -> bool) {
        match v {
            Value::Object(obj) => {
                let rename = !obj.contains_key("oneOf")
                    && obj.get("anyOf").and_then(Value::as_array).is_some_and(|b| {
                        b.iter().any(|b| b.get("$ref").is_some() && non_object(b))
                    });
                if rename {
                    if let Some(branches) = obj.remove("anyOf") {
                        obj.insert("oneOf".into(), branches);
                    }
                }
                for (k, child) in obj.iter_mut() {
                    if k != "enum" && k != "const" {
                        walk(child, non_object);
                    }
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|c| walk(c, non_object)),
            _ => {}
        }
    }
    let snapshot = definitions.clone();
    let root_object = root.get("type").and_then(Value::as_str) == Some("object");
    let non_object = |b: &Value| {
        let to_root = b.get("$ref").and_then(Value::as_str) == Some("#");
        !(to_root && root_object) && (to_root || !objects_only(&snapshot, b, 0))
    };
    walk(root, &non_object);
    definitions.values_mut().for_each(|d| walk(d, &non_object));
}
