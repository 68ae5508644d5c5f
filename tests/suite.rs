//! The official JSON-Schema-Test-Suite (`../shared/json-schema-test-suite`) against the
//! validation layer: each group's schema is compiled by the generator at run time, its tables
//! are built in memory, and every test's verdict is compared. Keywords the generator refuses
//! are listed in `UNSUPPORTED` (refused at build time, never silently ignored); knowingly
//! failing cases in `XFAIL`, which must keep failing so the list stays honest. The format and
//! pattern checkers have their own suite tests next to them.

use std::path::{Path, PathBuf};

use agent_approval::__private::{
    validate_value, Additional, Format, JsonType, Lit, Node, Num, Pattern,
};
use agent_approval_codegen::ir;
use serde_json::Value;

fn suite() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/json-schema-test-suite");
    dir.is_dir().then_some(dir)
}

const FILES: &[&str] = &[
    "draft2020-12/minimum.json",
    "draft2020-12/type.json",
    "draft2020-12/enum.json",
    "draft2020-12/required.json",
    "draft2020-12/additionalProperties.json",
    "draft2020-12/oneOf.json",
    "draft2020-12/pattern.json",
    "draft7/minimum.json",
    "draft7/oneOf.json",
    "draft7/pattern.json",
];

/// Groups whose schema the generator refuses at build time, with the keyword that is why.
const UNSUPPORTED: &[(&str, &str)] = &[
    (
        "additionalProperties being false does not allow other properties",
        "patternProperties",
    ),
    (
        "non-ASCII pattern with additionalProperties",
        "patternProperties",
    ),
    ("additionalProperties with propertyNames", "propertyNames"),
    (
        "dependentSchemas with additionalProperties",
        "dependentSchemas",
    ),
];

/// Known wrong verdicts: `(group, test)`. Empty, and it must stay accurate.
const XFAIL: &[(&str, &str)] = &[];

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_owned().into_boxed_str())
}

fn num(n: &serde_json::Number) -> Num {
    if let Some(u) = n.as_u64() {
        Num::U(u)
    } else if let Some(i) = n.as_i64() {
        Num::I(i)
    } else {
        Num::F(n.as_f64().unwrap())
    }
}

fn lit(v: &Value) -> Lit {
    match v {
        Value::Null => Lit::Null,
        Value::Bool(b) => Lit::Bool(*b),
        Value::Number(n) => Lit::Num(num(n)),
        Value::String(s) => Lit::Str(leak(s)),
        other => Lit::Json(leak(&other.to_string())),
    }
}

fn json_type(t: ir::JsonType) -> JsonType {
    match t {
        ir::JsonType::Null => JsonType::Null,
        ir::JsonType::Boolean => JsonType::Boolean,
        ir::JsonType::Object => JsonType::Object,
        ir::JsonType::Array => JsonType::Array,
        ir::JsonType::Number => JsonType::Number,
        ir::JsonType::String => JsonType::String,
        ir::JsonType::Integer => JsonType::Integer,
    }
}

/// Builds the runtime table of node `id` (children first; `None` for a recursive schema).
fn build(
    schema: &ir::Schema,
    id: usize,
    done: &mut Vec<Option<&'static Node>>,
    depth: usize,
) -> Option<&'static Node> {
    if let Some(n) = done[id] {
        return Some(n);
    }
    if depth > 64 {
        return None;
    }
    let n = &schema.nodes[id];
    let mut child = |i: usize| build(schema, i, done, depth + 1);
    let list = |ids: &[usize],
                child: &mut dyn FnMut(usize) -> Option<&'static Node>|
     -> Option<&'static [&'static Node]> {
        let v: Option<Vec<&'static Node>> = ids.iter().map(|i| child(*i)).collect();
        Some(Box::leak(v?.into_boxed_slice()))
    };
    let mut props: Vec<(&'static str, &'static Node)> = Vec::new();
    for (name, i) in &n.properties {
        props.push((leak(name), child(*i)?));
    }
    props.sort_by_key(|(name, _)| *name);
    let additional = match n.additional {
        ir::Additional::Allowed => Additional::Allowed,
        ir::Additional::Forbidden => Additional::Forbidden,
        ir::Additional::Schema(i) => Additional::Schema(child(i)?),
    };
    let items = match n.items {
        Some(i) => Some(child(i)?),
        None => None,
    };
    let reference = match n.reference {
        Some(i) => Some(child(i)?),
        None => None,
    };
    let node = Node {
        pointer: leak(&n.pointer),
        boolean: n.boolean,
        types: n.types.as_ref().map(|t| {
            &*Box::leak(
                t.iter()
                    .map(|t| json_type(*t))
                    .collect::<Vec<_>>()
                    .into_boxed_slice(),
            )
        }),
        enumeration: n
            .enumeration
            .as_ref()
            .map(|e| &*Box::leak(e.iter().map(lit).collect::<Vec<_>>().into_boxed_slice())),
        constant: n.constant.as_ref().map(lit),
        properties: Box::leak(props.into_boxed_slice()),
        required: Box::leak(
            n.required
                .iter()
                .map(|r| leak(r))
                .collect::<Vec<_>>()
                .into_boxed_slice(),
        ),
        additional,
        items,
        one_of: list(&n.one_of, &mut child)?,
        any_of: list(&n.any_of, &mut child)?,
        all_of: list(&n.all_of, &mut child)?,
        reference,
        pattern: n
            .pattern
            .as_ref()
            .map(|p| &*Box::leak(Box::new(Pattern::new(leak(&p.ecma), leak(&p.regex))))),
        format: n.format.as_deref().map(|f| match f {
            "uri" => Format::Uri,
            "uri-reference" => Format::UriReference,
            "hostname" => Format::Hostname,
            _ => Format::DateTime,
        }),
        minimum: n.bounds.minimum.as_ref().map(num),
        maximum: n.bounds.maximum.as_ref().map(num),
        exclusive_minimum: n.bounds.exclusive_minimum.as_ref().map(num),
        exclusive_maximum: n.bounds.exclusive_maximum.as_ref().map(num),
        min_length: n.lengths.min_length,
        max_length: n.lengths.max_length,
        min_items: n.lengths.min_items,
        max_items: n.lengths.max_items,
    };
    let node: &'static Node = Box::leak(Box::new(node));
    done[id] = Some(node);
    Some(node)
}

#[test]
fn official_suite() {
    let Some(dir) = suite() else {
        eprintln!("skipping: ../shared not found (the JSON-Schema-Test-Suite files live there)");
        return;
    };
    let (mut passed, mut refused_groups) = (0, 0);
    let mut failures = Vec::new();
    let mut xfail_seen: Vec<(String, String, bool)> = Vec::new();
    for file in FILES {
        let groups: Vec<Value> =
            serde_json::from_slice(&std::fs::read(dir.join(file)).unwrap()).unwrap();
        let draft = if file.starts_with("draft7") {
            "http://json-schema.org/draft-07/schema#"
        } else {
            "https://json-schema.org/draft/2020-12/schema"
        };
        for group in &groups {
            let description = group["description"].as_str().unwrap();
            let mut schema = group["schema"].clone();
            if let Value::Object(o) = &mut schema {
                o.entry("$schema").or_insert_with(|| draft.into());
            } else {
                // A boolean schema: wrap it so the document has a `$schema`.
                schema = serde_json::json!({"$schema": draft, "allOf": [schema]});
            }
            let path = Path::new(file);
            let compiled = agent_approval_codegen::compile::compile(
                path,
                &schema,
                &["file:///suite.json".to_owned()],
                0,
            );
            let compiled = match compiled {
                Ok(c) => c,
                Err(e) => {
                    let listed = UNSUPPORTED.iter().any(|(g, _)| *g == description);
                    assert!(
                        listed,
                        "{file}: {description}: refused but not listed as unsupported: {e}"
                    );
                    refused_groups += 1;
                    continue;
                }
            };
            assert!(
                !UNSUPPORTED.iter().any(|(g, _)| *g == description),
                "{file}: {description}: listed as unsupported but compiles"
            );
            let mut done = vec![None; compiled.nodes.len()];
            let root = build(&compiled, ir::Schema::ROOT, &mut done, 0)
                .expect("no recursive schemas in these files");
            for test in group["tests"].as_array().unwrap() {
                let name = test["description"].as_str().unwrap();
                let expected = test["valid"].as_bool().unwrap();
                let errors = validate_value(root, &test["data"]);
                let ok = errors.is_empty() == expected;
                // Every reported pointer leads to a value in the instance.
                for e in &errors {
                    assert!(
                        test["data"].pointer(e.instance_path()).is_some(),
                        "{description}: {name}: {e}"
                    );
                }
                let xfail = XFAIL.contains(&(description, name));
                if xfail {
                    xfail_seen.push((description.to_owned(), name.to_owned(), ok));
                } else if ok {
                    passed += 1;
                } else {
                    failures.push(format!(
                        "{file}: {description}: {name}: expected valid={expected}, got {errors:?}"
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    for (g, t, ok) in &xfail_seen {
        assert!(!ok, "XFAIL entry now passes, remove it: {g}: {t}");
    }
    assert_eq!(
        xfail_seen.len(),
        XFAIL.len(),
        "every XFAIL entry names a real test"
    );
    eprintln!("suite: {passed} passed, {refused_groups} groups refused at build time (unsupported keywords)");
    assert!(passed >= 200, "only {passed} suite tests ran");
}
