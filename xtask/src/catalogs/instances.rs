//! Instances made from a schema, for a catalog that has none (the CRDs): a "full" one (every
//! property, to a depth limit), a "minimal" one (required properties only) and near misses
//! (one change each to the full one, at a deterministic place). There is no randomness: a
//! schema always gives the same instances.
//!
//! Whether an instance is valid is the reference validator's to say. The generator aims at a
//! valid full and minimal instance, asking the validator to pick among candidates where a
//! keyword cannot be met in general (`pattern`, `format`, lengths, `oneOf` beside properties).

use std::cell::Cell;

use serde_json::{json, Map, Value};

use super::scalars::{format_example, hints, integer, number, STRINGS};

/// How deep the full instance fills optional properties; below, only required ones.
pub const DEPTH_LIMIT: usize = 8;

/// At most this many instances per schema.
pub const MAX_INSTANCES: usize = 14;

/// The index of the first candidate the reference validator accepts for a subschema.
pub type Accepts<'a> = &'a dyn Fn(&Value, &[Value]) -> Option<usize>;

/// One generated instance.
#[derive(Debug, Clone, PartialEq)]
pub struct Instance {
    /// What it is, for the suite's test description.
    pub description: String,
    /// `full`, `minimal` or the near miss's kind, for the summary.
    pub kind: &'static str,
    /// The instance.
    pub data: Value,
}

/// The full instance, the minimal one and near misses of the full one, each once, at most
/// [`MAX_INSTANCES`].
#[must_use]
pub fn instances(schema: &Value, accepts: Accepts) -> Vec<Instance> {
    let generator = Generator::new(accepts);
    let full = generator.value(schema, Mode::Full, 0);
    let minimal = generator.value(schema, Mode::Minimal, 0);
    let mut out = vec![Instance {
        description: format!("full: every property to depth {DEPTH_LIMIT}"),
        kind: "full",
        data: full.clone(),
    }];
    let candidates = std::iter::once(Instance {
        description: "minimal: required properties only".to_owned(),
        kind: "minimal",
        data: minimal,
    })
    .chain(super::mutations::near_misses(schema, &full));
    for candidate in candidates {
        if out.len() == MAX_INSTANCES {
            break;
        }
        if out.iter().all(|i| i.data != candidate.data) {
            out.push(candidate);
        }
    }
    out
}

/// Which properties an object gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// All of them, to [`DEPTH_LIMIT`].
    Full,
    /// The required ones.
    Minimal,
}

/// Makes values from subschemas.
pub struct Generator<'a> {
    accepts: Accepts<'a>,
    /// Turns of `x-kubernetes-int-or-string`, which alternates between an integer and a string.
    turns: Cell<usize>,
}

impl<'a> Generator<'a> {
    /// A generator asking `accepts` where candidates must be tried.
    #[must_use]
    pub fn new(accepts: Accepts<'a>) -> Self {
        Generator {
            accepts,
            turns: Cell::new(0),
        }
    }

    /// A value for `schema`, `depth` objects and arrays below the root.
    #[must_use]
    pub fn value(&self, schema: &Value, mode: Mode, depth: usize) -> Value {
        let Value::Object(o) = schema else {
            return if schema == &Value::Bool(false) {
                Value::Null
            } else {
                json!("x")
            };
        };
        if let Some(c) = o.get("const") {
            return c.clone();
        }
        if let Some(first) = o
            .get("enum")
            .and_then(Value::as_array)
            .and_then(|e| e.first())
        {
            return first.clone();
        }
        if o.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true)) {
            let turn = self.turns.get();
            self.turns.set(turn + 1);
            let mut candidates = vec![json!(8080), json!("80%"), json!(1), json!("1")];
            if turn % 2 == 1 {
                candidates.swap(0, 1);
            }
            return self.pick(schema, candidates);
        }
        match kind(o) {
            Some("object") => {
                let v = self.object(o, mode, depth);
                self.combined(schema, o, v, mode, depth)
            }
            Some("array") => self.array(o, mode, depth),
            Some("string") => self.string(schema, o),
            Some("integer") => json!(integer(o)),
            Some("number") => number(o),
            Some("boolean") => json!(true),
            Some("null") => Value::Null,
            _ => self.branches(schema, o, mode, depth),
        }
    }

    /// The first candidate the validator accepts for `schema`, else the first.
    fn pick(&self, schema: &Value, mut candidates: Vec<Value>) -> Value {
        let at = (self.accepts)(schema, &candidates).unwrap_or(0);
        candidates.swap_remove(at)
    }

    fn object(&self, o: &Map<String, Value>, mode: Mode, depth: usize) -> Value {
        let required = strings(o.get("required"));
        let props = o.get("properties").and_then(Value::as_object);
        let extra = o.get("additionalProperties").filter(|a| a.is_object());
        let fill = mode == Mode::Full && depth < DEPTH_LIMIT;
        let mut m = Map::new();
        for (k, s) in props.into_iter().flatten() {
            if fill || required.contains(k) {
                m.insert(k.clone(), self.value(s, mode, depth + 1));
            }
        }
        for r in &required {
            if !m.contains_key(r) {
                let v = extra.map_or_else(|| json!("x"), |s| self.value(s, mode, depth + 1));
                m.insert(r.clone(), v);
            }
        }
        let preserve = o.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true));
        if fill {
            if let Some(s) = extra {
                m.insert("extra-key".to_owned(), self.value(s, mode, depth + 1));
            } else if preserve && props.is_none_or(Map::is_empty) {
                m.insert("any".to_owned(), json!({"nested": [1, "x"]}));
            }
        }
        if let Some(max) = o.get("maxProperties").and_then(Value::as_u64) {
            while m.len() as u64 > max {
                let Some(k) = m.keys().rev().find(|k| !required.contains(k)).cloned() else {
                    break;
                };
                m.remove(&k);
            }
        }
        let open = extra.is_some() || preserve || o.get("additionalProperties").is_none();
        let min = o.get("minProperties").and_then(Value::as_u64).unwrap_or(0);
        let mut i = 0;
        while open && (m.len() as u64) < min {
            let v = extra.map_or_else(|| json!("x"), |s| self.value(s, mode, depth + 1));
            m.insert(format!("extra-key-{i}"), v);
            i += 1;
        }
        Value::Object(m)
    }

    /// An object meeting the `oneOf`/`anyOf` beside its properties (often lists of `required`):
    /// the first branch's required properties added and, for `oneOf`, the other branches' removed.
    fn combined(
        &self,
        schema: &Value,
        o: &Map<String, Value>,
        v: Value,
        mode: Mode,
        depth: usize,
    ) -> Value {
        let branches = |key: &str| {
            o.get(key)
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
        };
        let (one_of, any_of) = (branches("oneOf"), branches("anyOf"));
        if one_of.is_empty() && any_of.is_empty() && !o.contains_key("not") {
            return v;
        }
        let Value::Object(base) = &v else { return v };
        let own = strings(o.get("required"));
        let props = o.get("properties").and_then(Value::as_object);
        let mut candidates = vec![v.clone()];
        for (exclusive, list) in [(true, &one_of), (false, &any_of)] {
            for branch in list {
                let wanted = strings(branch.get("required"));
                let mut m = base.clone();
                for r in &wanted {
                    if !m.contains_key(r) {
                        let s = props.and_then(|p| p.get(r)).unwrap_or(&Value::Bool(true));
                        m.insert(r.clone(), self.value(s, mode, depth + 1));
                    }
                }
                if exclusive {
                    for other in list.iter().flat_map(|b| strings(b.get("required"))) {
                        if !wanted.contains(&other) && !own.contains(&other) {
                            m.remove(&other);
                        }
                    }
                }
                candidates.push(Value::Object(m));
            }
        }
        self.pick(schema, candidates)
    }

    fn array(&self, o: &Map<String, Value>, mode: Mode, depth: usize) -> Value {
        let min = o.get("minItems").and_then(Value::as_u64).unwrap_or(0);
        let max = o
            .get("maxItems")
            .and_then(Value::as_u64)
            .unwrap_or(u64::MAX);
        let n = if mode == Mode::Full && depth < DEPTH_LIMIT {
            min.max(1)
        } else {
            min
        }
        .min(max);
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        match o.get("items") {
            Some(Value::Array(tuple)) => Value::Array(
                tuple
                    .iter()
                    .take(n.max(tuple.len().min(1)))
                    .map(|s| self.value(s, mode, depth + 1))
                    .collect(),
            ),
            Some(s) => {
                let item = self.value(s, mode, depth + 1);
                Value::Array(vec![item; n])
            }
            None => Value::Array(vec![json!("x"); n]),
        }
    }

    fn string(&self, schema: &Value, o: &Map<String, Value>) -> Value {
        let mut candidates: Vec<Value> = Vec::new();
        if let Some(example) = o
            .get("format")
            .and_then(Value::as_str)
            .and_then(format_example)
        {
            candidates.push(json!(example));
        }
        candidates.extend(hints(o));
        if let Some(min) = o
            .get("minLength")
            .and_then(Value::as_u64)
            .filter(|m| *m > 1)
        {
            candidates.push(json!("a".repeat(usize::try_from(min).unwrap_or(1))));
        }
        candidates.extend(STRINGS.iter().map(|s| json!(s)));
        let constrained = [
            "pattern",
            "minLength",
            "maxLength",
            "format",
            "not",
            "anyOf",
            "oneOf",
            "allOf",
        ]
        .iter()
        .any(|k| o.contains_key(*k));
        if constrained {
            self.pick(schema, candidates)
        } else {
            candidates.swap_remove(0)
        }
    }

    /// A value for a subschema without a type: the first branch of `anyOf`, `oneOf` or `allOf`
    /// whose value the validator accepts, else the first branch's, else `"x"`.
    fn branches(&self, schema: &Value, o: &Map<String, Value>, mode: Mode, depth: usize) -> Value {
        let candidates: Vec<Value> = ["anyOf", "oneOf", "allOf"]
            .iter()
            .filter_map(|k| o.get(*k).and_then(Value::as_array))
            .flatten()
            .map(|b| self.value(b, mode, depth))
            .collect();
        if candidates.is_empty() {
            json!("x")
        } else {
            self.pick(schema, candidates)
        }
    }
}

/// The type a subschema is for: its `type` (the first but `null` of a list), else what its
/// keywords imply.
#[must_use]
pub fn kind(o: &Map<String, Value>) -> Option<&str> {
    match o.get("type") {
        Some(Value::String(t)) => Some(t),
        Some(Value::Array(ts)) => {
            let names: Vec<&str> = ts.iter().filter_map(Value::as_str).collect();
            names
                .iter()
                .find(|t| **t != "null")
                .or(names.first())
                .copied()
        }
        _ => {
            let object = [
                "properties",
                "additionalProperties",
                "patternProperties",
                "required",
                "x-kubernetes-preserve-unknown-fields",
            ];
            if object.iter().any(|k| o.contains_key(*k)) {
                Some("object")
            } else if o.contains_key("items") {
                Some("array")
            } else {
                None
            }
        }
    }
}

/// The strings of an array (`required`).
pub(super) fn strings(v: Option<&Value>) -> Vec<String> {
    v.and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}
