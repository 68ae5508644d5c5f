//! Runs typify: prepares the schema it reads (draft-07 form, keeping only the keywords that
//! shape types, so typify generates no checks of its own and no `regress`; a subschema whose
//! shape it cannot mirror becomes `{}`, i.e. `serde_json::Value`), and collects the Rust names
//! of the root and of each definition. Where typify still fails or panics, the root type is a
//! newtype around `serde_json::Value`: coarser, never wrong, since the engine judges validity.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde_json::{Map, Value};
use typify::{TypeDetails, TypeId, TypeSpace, TypeSpaceSettings};

use crate::coarsening::Coarsening;
use crate::error::{Error, ErrorKind};
use crate::ir::Schema;
use crate::keywords::role;
use crate::pairing::Pairing;

/// Annotations typify reads (names and doc comments); every other annotation is removed, as
/// some change the types (a `default` makes typify fill absent fields, losing absence).
const KEPT_ANNOTATIONS: &[&str] = &["title", "description"];

/// typify's output for one schema file.
pub struct Typified {
    /// The generated items.
    pub file: syn::File,
    /// Rust name of the root type, if typify made one.
    pub root: Option<String>,
    /// `(definition name, Rust type name)` for definitions typify turned into named types.
    pub definitions: Vec<(String, String)>,
    /// The schema node of every struct and enum of `file`.
    pub pairing: Pairing,
    /// Every subschema of this file (outside definitions shared from another file) typed
    /// coarser than its schema, with the reason.
    pub coarsened: Vec<Coarsening>,
}

/// What typify made of one file, before it is parsed and paired.
struct Run {
    space: TypeSpace,
    tokens: proc_macro2::TokenStream,
    /// The root's type, and the newtype we wrapped it in when typify made it a builtin.
    root: (TypeId, String, bool),
    /// `(definition name, type, Rust name)` for definitions typify turned into named types.
    definitions: Vec<(String, TypeId, String)>,
}

/// Runs typify on `doc` (compiled as `schema`, one of `family`), naming the root `root_name`
/// when given, and pairs its items with their nodes. `external` maps the pointer of each
/// schema whose `$ref` leaves the file to the Rust path of the target type; `skip` names
/// definitions whose type comes from another file; `forced` names, by pointer, subschemas to
/// type as `serde_json::Value` with the reason (an earlier attempt could not pair them: see
/// `family::typified`), `""` for the whole file.
pub fn typify(
    file: &Path,
    doc: &Value,
    (schema, family): (&Schema, &[Schema]),
    root_name: Option<&str>,
    external: &BTreeMap<String, String>,
    skip: &BTreeSet<String>,
    forced: &BTreeMap<String, String>,
) -> Result<Typified, Error> {
    let fail = |m: String| Error::new(file, "", ErrorKind::Typify(m));
    let name = root_name
        .map(str::to_owned)
        .or_else(|| doc.get("title").and_then(Value::as_str).map(rust_name))
        .filter(|n| !n.is_empty())
        .ok_or_else(|| {
            fail("the root schema has no title; give it a `root` name in the manifest".into())
        })?;
    let mut input = doc.clone();
    let mut definitions = Map::new();
    if let Value::Object(root) = &mut input {
        for container in ["definitions", "$defs"] {
            if let Some(Value::Object(defs)) = root.remove(container) {
                definitions.extend(defs);
            }
        }
    }
    let id = doc
        .get("$id")
        .and_then(Value::as_str)
        .unwrap_or("")
        .trim_end_matches('#')
        .to_owned();
    let names: BTreeSet<String> = definitions.keys().cloned().collect();
    let mut merged = BTreeSet::new();
    all_of_targets(doc, &mut merged);
    let mut n = Normaliser {
        id: &id,
        external,
        definitions: &names,
        replacements: Vec::new(),
        coarsened: Vec::new(),
        forced,
        merged: &merged,
    };
    n.root(&mut input);
    let containers: BTreeMap<String, &str> = ["definitions", "$defs"]
        .iter()
        .filter_map(|c| doc.get(*c).and_then(Value::as_object).map(|m| (c, m)))
        .flat_map(|(c, m)| m.keys().map(move |k| (k.clone(), *c)))
        .collect();
    for (def_name, def) in &mut definitions {
        let container = containers.get(def_name).copied().unwrap_or("definitions");
        n.normalise(
            def,
            &format!("/{container}/{}", crate::error::escape_token(def_name)),
        );
    }
    definitions.retain(|name, _| !skip.contains(name));
    let replacements = n.replacements;
    // A shared definition is typed, and reported, by the file it is shared from.
    let in_skipped = |pointer: &str| {
        skip.iter().any(|d| {
            ["definitions", "$defs"].iter().any(|c| {
                let at = format!("/{c}/{}", crate::error::escape_token(d));
                pointer == at || pointer.starts_with(&format!("{at}/"))
            })
        })
    };
    let coarsened: Vec<Coarsening> = n
        .coarsened
        .into_iter()
        .filter(|(pointer, _)| !in_skipped(pointer))
        .map(|(pointer, reason)| Coarsening {
            file: file.to_path_buf(),
            pointer,
            reason,
        })
        .collect();
    for (placeholder, _) in &replacements {
        definitions.insert(placeholder.clone(), Value::Object(Map::new()));
    }
    if let Value::Object(root) = &mut input {
        root.insert("title".into(), Value::String(name.clone()));
        root.insert(
            "$schema".into(),
            "http://json-schema.org/draft-07/schema#".into(),
        );
        root.insert("definitions".into(), Value::Object(definitions.clone()));
    }
    let run = || run_typify(input, &definitions, &replacements, &name);
    // typify could not type this schema: the root holds any JSON value, and says so (the
    // whole file is one `Value`, so its root is the one coarsening to report).
    let coarse_root = |why: String| -> Result<Typified, Error> {
        Ok(Typified {
            file: syn::parse2(value_newtype(&name)).map_err(|e| fail(e.to_string()))?,
            pairing: Pairing::single(&name, Schema::ROOT),
            root: Some(name.clone()),
            definitions: Vec::new(),
            coarsened: vec![Coarsening {
                file: file.to_path_buf(),
                pointer: String::new(),
                reason: why,
            }],
        })
    };
    if let Some(why) = forced.get("") {
        return coarse_root(why.clone());
    }
    let run = match quietly(run) {
        Ok(Ok(run)) => run,
        Ok(Err(e)) => return coarse_root(format!("typify refused the schema: {e}")),
        Err(panic) => return coarse_root(format!("typify panicked: {panic}")),
    };
    let parsed: syn::File = syn::parse2(run.tokens).map_err(|e| fail(e.to_string()))?;
    let (root_id, root, wrapped) = run.root;
    let mut seeds = vec![(root_id, Schema::ROOT)];
    for (def, id, _) in &run.definitions {
        if let Some((_, node)) = schema.definitions.iter().find(|(d, _)| d == def) {
            seeds.push((id.clone(), *node));
        }
    }
    let wrappers = if wrapped {
        vec![(root.clone(), Schema::ROOT)]
    } else {
        Vec::new()
    };
    let pairing = crate::pairing::pair(&run.space, &parsed, schema, family, &seeds, &wrappers)
        .map_err(|e| Error::new(file, e.pointer(), ErrorKind::Pairing(e.to_string())))?;
    Ok(Typified {
        file: parsed,
        root: Some(root),
        definitions: run
            .definitions
            .into_iter()
            .map(|(def, _, rust)| (def, rust))
            .collect(),
        pairing,
        coarsened,
    })
}

/// A Rust type name from a schema title (`Item/commandExecution/requestApprovalRequest` →
/// `ItemCommandExecutionRequestApprovalRequest`).
#[must_use]
pub fn rust_name(title: &str) -> String {
    let mut out = String::new();
    for word in title.split(|c: char| !c.is_ascii_alphanumeric()) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(chars);
        }
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'T');
    }
    out
}

fn run_typify(
    input: Value,
    definitions: &Map<String, Value>,
    replacements: &[(String, String)],
    name: &str,
) -> Result<Run, String> {
    let root_schema: schemars::schema::RootSchema =
        serde_json::from_value(input).map_err(|e| format!("schema not readable: {e}"))?;
    let mut settings = TypeSpaceSettings::default();
    settings.with_struct_builder(false);
    settings.with_map_type("::std::collections::BTreeMap".to_owned());
    for (placeholder, path) in replacements {
        settings.with_replacement(placeholder, path, std::iter::empty());
    }
    let mut space = TypeSpace::new(&settings);
    let root = space
        .add_root_schema(root_schema)
        .map_err(|e| e.to_string())?
        .ok_or("typify made no root type")?;
    let mut names = Vec::new();
    for def in definitions
        .keys()
        .filter(|n| !replacements.iter().any(|(p, _)| p == *n))
    {
        let reference = schemars::schema::Schema::Object(schemars::schema::SchemaObject {
            reference: Some(format!("#/definitions/{def}")),
            ..Default::default()
        });
        let id = space.add_type(&reference).map_err(|e| e.to_string())?;
        if let Some(rust) = named(&space, &id) {
            names.push((def.clone(), id, rust));
        }
    }
    let mut tokens = space.to_stream();
    let root = if let Some(n) = named(&space, &root) {
        (root, n, false)
    } else {
        // A builtin (`i64`, `Vec<String>`, `Value`…): a newtype gives it the root's name.
        let ty = space.get_type(&root).map_err(|e| e.to_string())?.ident();
        let ident = quote::format_ident!("{}", name);
        tokens.extend(quote::quote! {
            #[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug)]
            #[serde(transparent)]
            pub struct #ident(pub #ty);
        });
        (root, name.to_owned(), true)
    };
    Ok(Run {
        space,
        tokens,
        root,
        definitions: names,
    })
}

thread_local! {
    /// Set while [`quietly`] runs on this thread: its panics are not printed.
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, turning a panic into its message without printing it. The panic hook is wrapped once
/// per process and stays silent only for the thread inside `quietly`, so panics elsewhere
/// (other tests, other threads) are reported as usual.
pub(crate) fn quietly<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    static WRAPPED: std::sync::Once = std::sync::Once::new();
    WRAPPED.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(std::cell::Cell::get) {
                previous(info);
            }
        }));
    });
    let was = QUIET.with(|q| q.replace(true));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    QUIET.with(|q| q.set(was));
    result.map_err(|payload| {
        payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_owned())
    })
}

/// `pub struct Name(pub serde_json::Value)`, serialized as the value itself.
fn value_newtype(name: &str) -> proc_macro2::TokenStream {
    let ident = quote::format_ident!("{}", name);
    quote::quote! {
        #[doc = "Any JSON value the schema accepts (its shape is beyond the type generator; the schema is still enforced exactly)."]
        #[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug)]
        #[serde(transparent)]
        pub struct #ident(pub ::serde_json::Value);
    }
}

/// The Rust name of a type typify generated (not of a builtin such as `String`).
fn named(space: &TypeSpace, id: &typify::TypeId) -> Option<String> {
    let ty = space.get_type(id).ok()?;
    let generated = matches!(
        ty.details(),
        TypeDetails::Enum(_) | TypeDetails::Struct(_) | TypeDetails::Newtype(_)
    );
    generated.then(|| ty.name())
}

/// `{properties: P, required: R, oneOf: [B…]}` → `{oneOf: [B ∧ P ∧ R…]}` when every branch is
/// an inline object that names none of `P` and nothing else constrains the outer object: the
/// same values (each property's rule holds in every branch either way), but typify sees each
/// branch whole and keeps its tag (`ServerNotification`: `emittedAtMs` beside 86 branches
/// tagged by `method`; merged by typify instead, the enum became untagged `Variant0…85`).
/// The pairing still reads the outer properties beside each branch (`variant.rs`).
fn hoist_into_branches(obj: &mut Map<String, Value>) {
    let Some(Value::Object(outer)) = obj.get("properties") else {
        return;
    };
    let allowed = [
        "type",
        "properties",
        "required",
        "oneOf",
        "anyOf",
        "title",
        "description",
    ];
    if obj.keys().any(|k| !allowed.contains(&k.as_str()))
        || (obj.contains_key("oneOf") == obj.contains_key("anyOf"))
    {
        return;
    }
    let union = if obj.contains_key("oneOf") {
        "oneOf"
    } else {
        "anyOf"
    };
    let fits = |b: &Value| {
        b.get("type").and_then(Value::as_str) == Some("object")
            && !b.as_object().is_some_and(|b| b.contains_key("$ref"))
            && b.get("properties")
                .and_then(Value::as_object)
                .is_none_or(|p| outer.keys().all(|k| !p.contains_key(k)))
    };
    if !obj
        .get(union)
        .and_then(Value::as_array)
        .is_some_and(|b| !b.is_empty() && b.iter().all(fits))
    {
        return;
    }
    let outer = outer.clone();
    let required = obj.remove("required");
    obj.remove("properties");
    let Some(Value::Array(branches)) = obj.get_mut(union) else {
        return;
    };
    for branch in branches.iter_mut().filter_map(Value::as_object_mut) {
        let props = branch
            .entry("properties")
            .or_insert_with(|| Value::Object(Map::new()));
        if let Value::Object(props) = props {
            props.extend(outer.iter().map(|(k, v)| (k.clone(), v.clone())));
        }
        if let Some(Value::Array(extra)) = &required {
            let req = branch
                .entry("required")
                .or_insert_with(|| Value::Array(Vec::new()));
            if let Value::Array(req) = req {
                for r in extra {
                    if !req.contains(r) {
                        req.push(r.clone());
                    }
                }
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
        .filter(|k| !KEPT_ANNOTATIONS.contains(&k.as_str()))
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

/// Collects into `out` the `$ref` of every `allOf` part of `v`, at any depth.
fn all_of_targets(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(obj) => {
            if let Some(Value::Array(parts)) = obj.get("allOf") {
                for part in parts {
                    if let Some(Value::String(r)) = part.get("$ref") {
                        out.insert(r.clone());
                    }
                }
            }
            for child in obj.values() {
                all_of_targets(child, out);
            }
        }
        Value::Array(items) => {
            for item in items {
                all_of_targets(item, out);
            }
        }
        _ => {}
    }
}

/// Rewrites schemas in place into the form typify reads.
struct Normaliser<'a> {
    id: &'a str,
    /// Pointer of a schema whose `$ref` leaves the file → Rust path of the target.
    external: &'a BTreeMap<String, String>,
    /// Names of the root's definitions (`definitions` and `$defs`).
    definitions: &'a BTreeSet<String>,
    /// `(placeholder definition name, Rust path)` for typify's `with_replacement`.
    replacements: Vec<(String, String)>,
    /// `(pointer, reason)` of every subschema made `{}` although it constrains the shape.
    coarsened: Vec<(String, String)>,
    /// Subschemas to make `{}` whatever they say, by pointer, with the reason.
    forced: &'a BTreeMap<String, String>,
    /// The `$ref` targets of `allOf` parts (see [`all_of_targets`]).
    merged: &'a BTreeSet<String>,
}

impl Normaliser<'_> {
    /// The root: like any subschema, but a coarse root keeps its title (it names the type).
    fn root(&mut self, schema: &mut Value) {
        let title = schema.get("title").cloned();
        if let Value::Object(obj) = schema {
            obj.remove("$id");
        }
        self.normalise(schema, "");
        if let (Value::Object(obj), Some(t)) = (schema, title) {
            obj.insert("title".into(), t);
        }
    }

    fn normalise(&mut self, schema: &mut Value, pointer: &str) {
        // `true`, `false` (never valid: the engine refuses everything) or not a schema: any.
        let Value::Object(obj) = schema else {
            *schema = Value::Object(Map::new());
            return;
        };
        if let Some(reason) = self.forced.get(pointer) {
            self.coarsened.push((pointer.to_owned(), reason.clone()));
            *schema = Value::Object(Map::new());
            return;
        }
        if let Some(reason) = crate::compile::coarse_reason(obj, false) {
            self.coarsened.push((pointer.to_owned(), reason));
            *schema = Value::Object(Map::new());
            return;
        }
        if obj.contains_key("$ref") {
            // Beside `$ref` (draft-07 ignores its siblings; 2020-12 only narrows with them)
            // the target alone gives the type.
            obj.retain(|k, _| k == "$ref" || KEPT_ANNOTATIONS.contains(&k.as_str()));
            if !self.reference(obj, pointer) {
                let target = obj.get("$ref").map_or_else(String::new, Value::to_string);
                self.coarsened.push((
                    pointer.to_owned(),
                    format!("`$ref` {target} is not a definition typify can name"),
                ));
                *schema = Value::Object(Map::new());
            }
            return;
        }
        let object_or_any = crate::compile::object_or_any(obj);
        obj.retain(|k, _| {
            KEPT_ANNOTATIONS.contains(&k.as_str()) || role(k) == crate::keywords::Role::Shape
        });
        let object_keywords = ["properties", "required", "additionalProperties"]
            .iter()
            .any(|k| obj.contains_key(*k));
        if object_keywords && !obj.contains_key("type") && crate::compile::objects_only(obj) {
            obj.insert("type".into(), "object".into());
        }
        for (k, v) in obj.iter_mut() {
            let at = format!("{pointer}/{}", crate::error::escape_token(k));
            match k.as_str() {
                "properties" => {
                    if let Value::Object(m) = v {
                        for (name, s) in m.iter_mut() {
                            self.normalise(
                                s,
                                &format!("{at}/{}", crate::error::escape_token(name)),
                            );
                        }
                    }
                }
                "additionalProperties" if v.is_boolean() => {}
                "additionalProperties" | "items" => self.normalise(v, &at),
                "oneOf" | "anyOf" | "allOf" => {
                    if let Value::Array(a) = v {
                        for (i, s) in a.iter_mut().enumerate() {
                            self.normalise(s, &format!("{at}/{i}"));
                        }
                    }
                }
                _ => {}
            }
        }
        // After the children, so each keeps the pointer its `$ref`s are known by.
        hoist_into_branches(obj);
        lone_branch(obj);
        any_of_as_enum(obj);
        if object_or_any {
            if self.in_all_of(pointer) {
                self.coarsened.push((
                    pointer.to_owned(),
                    "object keywords without `type: \"object\"`, as a part of an `allOf` (typify would merge every combination of the parts' two readings)".to_owned(),
                ));
                *schema = Value::Object(Map::new());
            } else {
                self.object_or_any(schema);
            }
        }
    }

    /// Whether the subschema at `pointer` is an `allOf` part, or a definition some `allOf`
    /// part refers to: typify merges the parts, and with each an object-or-any `oneOf` the
    /// merge grows with every combination (a `stylelintrc` of 30 such parts never ends).
    fn in_all_of(&self, pointer: &str) -> bool {
        let tokens: Vec<&str> = pointer.rsplitn(3, '/').collect();
        if matches!(tokens.as_slice(), [_, "allOf", _]) {
            return true;
        }
        self.merged.iter().any(|t| {
            t.strip_prefix(self.id)
                .unwrap_or(t)
                .strip_prefix('#')
                .is_some_and(|p| p == pointer)
        })
    }

    /// The placeholder definition typify replaces by the Rust type `path`: the one already
    /// made for it, else the first of `names` no definition or placeholder has.
    fn placeholder(&mut self, path: &str, names: impl IntoIterator<Item = String>) -> String {
        if let Some((name, _)) = self.replacements.iter().find(|(_, p)| p == path) {
            return name.clone();
        }
        let name = names
            .into_iter()
            .find(|n| {
                !self.definitions.contains(n) && !self.replacements.iter().any(|(r, _)| r == n)
            })
            .unwrap_or_default();
        self.replacements.push((name.clone(), path.to_owned()));
        name
    }

    /// `{"properties": …}` without `type` accepts those objects and any value that is not an
    /// object: typify's copy is `{"oneOf": [{"type": "object", "properties": …}, ANY]}`, where
    /// `ANY` is a placeholder replaced by `serde_json::Value`. The pairing reads both variants
    /// as the node itself (a `oneOf` the schema does not have: `variant::object`), and the
    /// struct as the object.
    fn object_or_any(&mut self, schema: &mut Value) {
        const ANY: &str = "::serde_json::Value";
        // The placeholder's name is the variant's: `Other(serde_json::Value)`. One of
        // `definitions.len() + 2` names is free.
        let names = ["Other".to_owned(), "OtherValue".to_owned()]
            .into_iter()
            .chain((0..=self.definitions.len()).map(|i| format!("OtherValue{i}")));
        let placeholder = self.placeholder(ANY, names);
        let Value::Object(obj) = schema else { return };
        let mut object = std::mem::take(obj);
        let mut outer = Map::new();
        for k in KEPT_ANNOTATIONS {
            if let Some(v) = object.get(*k) {
                outer.insert((*k).to_owned(), v.clone());
            }
        }
        object.remove("title");
        object.insert("type".into(), "object".into());
        outer.insert(
            "oneOf".into(),
            serde_json::json!([object, {"$ref": format!("#/definitions/{placeholder}")}]),
        );
        *obj = outer;
    }

    /// Rewrites the `$ref` of `obj` for typify: to a placeholder for another file's type, or
    /// to `#/definitions/NAME`. `false` when the target is not a definition typify can name.
    fn reference(&mut self, obj: &mut Map<String, Value>, pointer: &str) -> bool {
        if let Some(path) = self.external.get(pointer) {
            let path = path.clone();
            let n = self.replacements.len();
            let names = (0..=self.definitions.len()).map(|i| format!("ExternalType{}", n + i));
            let placeholder = self.placeholder(&path, names);
            obj.insert(
                "$ref".into(),
                Value::String(format!("#/definitions/{placeholder}")),
            );
            return true;
        }
        let Some(Value::String(r)) = obj.get_mut("$ref") else {
            return false;
        };
        let local = r
            .strip_prefix(self.id)
            .filter(|_| !self.id.is_empty())
            .unwrap_or(r);
        let name = local
            .strip_prefix("#/definitions/")
            .or_else(|| local.strip_prefix("#/$defs/"));
        match name {
            Some(n) if !n.contains('/') && !n.contains('~') && !n.contains('%') => {
                if !self.definitions.contains(n) {
                    return false;
                }
                *r = format!("#/definitions/{n}");
                true
            }
            _ => false,
        }
    }
}
