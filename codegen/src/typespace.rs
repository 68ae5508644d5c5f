//! Runs typify: prepares the schema it reads (draft-07 form, only the keywords that shape
//! types, so typify writes no checks of its own and no `regress`; a subschema whose shape it
//! cannot mirror becomes `{}`, `serde_json::Value`), and collects the Rust names of the root
//! and of each definition. Where typify still fails or panics, the subschemas it fails on are
//! found (`culprit.rs`) and only they are `Value`: coarser, never wrong (the engine judges).

mod all_of;
mod culprit;
mod items;
mod located;
mod normalise;
mod nullable;
mod object_parts;
mod retitle;
mod root;
mod run;
#[cfg(test)]
mod testing;
#[cfg(test)]
pub(crate) use testing::typify_alone;

use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::coarsening::{Coarsening, CoarseningKind};
use crate::error::{Error, ErrorKind};
pub(crate) use crate::ident::rust_name;
use crate::ir::{NodeId, Schema};
use crate::pairing::{Pairing, PairingError};
use all_of::all_of_targets;
use items::value_newtype;
use normalise::{doc_id, Normaliser};
use run::run_typify;

/// typify's output for one schema file.
pub(crate) struct Typified {
    /// The generated items.
    pub file: syn::File,
    /// Rust name of the root type, if typify made one.
    pub root: Option<String>,
    /// `(definition name, Rust type name)` for definitions typify turned into named types.
    pub definitions: Vec<(String, String)>,
    /// The schema node of every struct and enum of `file`.
    pub pairing: Pairing,
    /// The same items in the generator's own model, by typify's ids (`crate::model`).
    #[cfg_attr(
        not(test),
        expect(
            dead_code,
            reason = "read by the passes that move onto the model (issue 65); until then the model is only held to typify's printed items"
        )
    )]
    pub(crate) model: crate::model::Module,
    /// The node of each definition lifted from elsewhere in the document (`lift.rs`), by its
    /// definition name.
    pub lifted: BTreeMap<String, NodeId>,
    /// Every subschema of this file (outside definitions shared from another file) typed
    /// coarser than its schema, with the reason.
    pub coarsened: Vec<Coarsening>,
}

/// Runs typify on `doc` (compiled as `schema`, one of `family`), naming the root `root_name`
/// when given, and pairs its items with their nodes. `external` maps the pointer of each
/// schema whose `$ref` leaves the file to the Rust path of the target type; `skip` names
/// definitions whose type comes from another file; `forced` names, by pointer, subschemas to
/// type as `serde_json::Value` with the reason (an earlier attempt could not pair them: see
/// `family::typified`), `""` for the whole file; the subschemas typify is found to fail on are
/// added to it.
pub(crate) fn typify(
    file: &Path,
    doc: &Value,
    (schema, family): (&Schema, &[Schema]),
    root_name: Option<&str>,
    external: &BTreeMap<String, String>,
    skip: &BTreeSet<String>,
    forced: &mut BTreeMap<String, String>,
) -> Result<Typified, Error> {
    let mut titles = BTreeMap::new();
    // Runs of typify with new titles (`retitle::RETITLES` at most).
    let mut rounds = 0;
    let attempt = |forced: &BTreeMap<String, String>, titles: &BTreeMap<String, String>| {
        attempt(
            file,
            doc,
            (schema, family),
            root_name,
            (external, skip),
            (forced, titles),
        )
    };
    let kept = forced;
    let mut forced = kept.clone();
    for (pointer, reason) in all_of::all_of_cycles(doc) {
        forced.entry(pointer).or_insert(reason);
    }
    let forced = &forced;
    let why = loop {
        match attempt(forced, &titles)? {
            Ok(typified) => return Ok(typified),
            Err(Failure::Typify(why)) => break why,
            // An item no schema leads to names no subschema: located as typify's failures.
            Err(Failure::Pairing(e @ PairingError::Unreached { .. })) => {
                break format!("the generator could not pair typify's type with it: {e}")
            }
            Err(Failure::Pairing(e)) => {
                // One name for two schemas: the second retitled (`retitle.rs`), or the schema
                // holding it whose type typify reused, and typed again; every reuse one walk
                // found is retitled before the next run.
                let placed = rounds < retitle::RETITLES
                    && retitle::place_all(&e, &mut titles, (doc, &schema.pointers));
                if !placed {
                    return Err(Error::new(
                        file,
                        e.pointer(),
                        ErrorKind::Pairing(e.to_string()),
                    ));
                }
                rounds += 1;
            }
        }
    };
    // typify refused or panicked, or emitted an item no schema leads to: find the subschemas
    // it fails on, and type only those `Value` (the whole file only when its root is the one).
    let with = |extra: &BTreeSet<String>| {
        let mut f = forced.clone();
        for p in extra {
            f.entry(p.clone()).or_insert_with(|| why.clone());
        }
        f
    };
    let located = culprit::locate(doc, |extra| {
        !matches!(
            attempt(&with(extra), &titles),
            Ok(Err(
                Failure::Typify(_) | Failure::Pairing(PairingError::Unreached { .. })
            ))
        )
    });
    let failed = |e: Failure| match e {
        Failure::Typify(why) => Error::new(file, "", ErrorKind::Typify(why)),
        Failure::Pairing(e) => Error::new(file, e.pointer(), ErrorKind::Pairing(e.to_string())),
    };
    // The subschemas found stay `Value` in the caller's later attempts: a pairing that fails
    // now is the caller's to retry (`family::typified`), without locating again.
    for p in &located {
        kept.entry(p.clone()).or_insert_with(|| why.clone());
    }
    match attempt(&with(&located), &titles)? {
        Ok(typified) => Ok(typified),
        Err(Failure::Pairing(e)) if !matches!(e, PairingError::Unreached { .. }) => {
            Err(failed(Failure::Pairing(e)))
        }
        Err(_) => attempt(&with(&BTreeSet::from([String::new()])), &titles)?.map_err(failed),
    }
}

/// Why one attempt gave no typed file: typify refused or panicked, or its items could not be
/// paired with the schema.
enum Failure {
    Typify(String),
    Pairing(PairingError),
}

/// One run of typify with `forced` subschemas typed `serde_json::Value`: the typed file, or
/// (inner `Err`) why typify refused or panicked, for [`typify`] to locate.
fn attempt(
    file: &Path,
    doc: &Value,
    (schema, family): (&Schema, &[Schema]),
    root_name: Option<&str>,
    (external, skip): (&BTreeMap<String, String>, &BTreeSet<String>),
    (forced, titles): (&BTreeMap<String, String>, &BTreeMap<String, String>),
) -> Result<Result<Typified, Failure>, Error> {
    let fail = |m: String| Error::new(file, "", ErrorKind::Typify(m));
    let name = root_name
        .map(str::to_owned)
        .or_else(|| doc.get("title").and_then(Value::as_str).map(rust_name))
        .filter(|n| !n.is_empty())
        .ok_or_else(|| {
            fail("the root schema has no title; give it a `root` name in the manifest".into())
        })?;
    let mut input = doc.clone();
    retitle::apply(&mut input, titles);
    let shared: BTreeMap<String, String> = normalise::shared_titles(&input).into_iter().collect();
    retitle::apply(&mut input, &shared);
    let mut definitions = Map::new();
    if let Value::Object(root) = &mut input {
        for container in ["definitions", "$defs"] {
            if let Some(Value::Object(defs)) = root.remove(container) {
                definitions.extend(defs);
            }
        }
    }
    let id = doc_id(doc).to_owned();
    let unnameable = normalise::unnameable_definitions(doc, &mut definitions);
    let names: BTreeSet<String> = definitions.keys().cloned().collect();
    let mut merged = BTreeSet::new();
    all_of_targets(doc, &id, doc, &mut merged);
    let targets = normalise::targets(doc, (&id, &name), &names, &schema.incoming);
    let object_parts = object_parts::inline_parts(doc);
    let mut n = Normaliser {
        id: &id,
        doc,
        external,
        definitions: &names,
        definition_names: normalise::by_rust_name(&names),
        replacements: Vec::new(),
        // Reported where no `$ref` reaches them (else they are lifted, typed).
        coarsened: (unnameable.into_iter())
            .filter(|(p, _)| !targets.contains_key(p))
            .collect(),
        kept: Vec::new(),
        unshaped: Vec::new(),
        pending_parts: Vec::new(),
        in_parts: BTreeSet::new(),
        forced,
        merged: &merged,
        object_parts: &object_parts,
        hoisted: Vec::new(),
        caught: BTreeSet::new(),
        both: BTreeSet::new(),
        targets: &targets,
        lifting: BTreeSet::new(),
        lifted: Vec::new(),
        renamed: Vec::new(),
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
    n.lift_the_rest(doc);
    n.settle_parts();
    definitions.retain(|name, _| !skip.contains(name));
    if let Some(message) = root::clash(doc, &name, definitions.keys()) {
        return Err(Error::new(file, "", ErrorKind::Conflict(message)));
    }
    // Lifted targets: definitions of their own, paired with their node below.
    let mut lifted_at = BTreeMap::new();
    for (name, pointer, body) in std::mem::take(&mut n.lifted) {
        definitions.insert(name.clone(), body);
        lifted_at.insert(name, pointer);
    }
    let pointer_of = |key: &str| {
        let container = containers.get(key).copied().unwrap_or("definitions");
        (lifted_at.get(key).cloned())
            .unwrap_or_else(|| format!("/{container}/{}", crate::error::escape_token(key)))
    };
    let inner = nullable::lift_all(&mut definitions, (&name, &mut input), pointer_of);
    let inner_keys: BTreeSet<String> = inner.iter().map(|(k, _, _)| k.clone()).collect();
    for (key, pointer, body) in inner {
        definitions.insert(key.clone(), body);
        lifted_at.insert(key, pointer);
    }
    let replacements = n.replacements;
    let node_at = located::node_at(schema);
    let (hoisted, caught, both) = located::rewrites(&node_at, (&n.hoisted, &n.caught, &n.both));
    // A shared definition is typed, and reported, by the file it is shared from.
    let in_skipped = |pointer: &str| {
        skip.iter().any(|d| {
            ["definitions", "$defs"].iter().any(|c| {
                let at = format!("/{c}/{}", crate::error::escape_token(d));
                pointer == at || pointer.starts_with(&format!("{at}/"))
            })
        })
    };
    let renamed = std::mem::take(&mut n.renamed);
    let value = (n.coarsened.into_iter())
        .chain(n.unshaped)
        .map(|c| (c, CoarseningKind::Value));
    let kept = (n.kept.into_iter()).map(|c| (c, CoarseningKind::KeptInExtra));
    let coarsened: Vec<Coarsening> = value
        .chain(kept)
        .filter(|((pointer, _), _)| !in_skipped(pointer))
        .map(|((pointer, reason), kind)| Coarsening {
            file: file.to_path_buf(),
            pointer,
            reason,
            kind,
        })
        .collect();
    for (placeholder, _) in &replacements {
        definitions.insert(placeholder.clone(), Value::Object(Map::new()));
    }
    normalise::any_of_refs_as_enum(&mut input, &mut definitions);
    let any = replacements.iter().find(|(_, p)| p == normalise::ANY);
    object_parts::inline(&mut input, &mut definitions, any.map(|(n, _)| n.as_str()));
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
            model: crate::model::Module::any_root(&name, Schema::ROOT),
            root: Some(name.clone()),
            definitions: Vec::new(),
            lifted: BTreeMap::new(),
            coarsened: vec![Coarsening {
                file: file.to_path_buf(),
                pointer: String::new(),
                reason: why,
                kind: CoarseningKind::Value,
            }],
        })
    };
    if let Some(why) = forced.get("") {
        return coarse_root(why.clone()).map(Ok);
    }
    let run = match crate::quietly::quietly(run) {
        Ok(Ok(run)) => run,
        Ok(Err(e)) => return Ok(Err(Failure::Typify(format!("typify refused it: {e}")))),
        Err(panic) => return Ok(Err(Failure::Typify(format!("typify panicked: {panic}")))),
    };
    let mut parsed: syn::File = syn::parse2(run.tokens).map_err(|e| fail(e.to_string()))?;
    normalise::restore(&mut parsed, &renamed);
    let (root_id, root, wrapped) = run.root;
    let mut seeds = vec![(root_id, Schema::ROOT)];
    for (def, id, _) in &run.definitions {
        if let Some((_, node)) = schema.definitions.iter().find(|(d, _)| d == def) {
            seeds.push((id.clone(), *node));
        } else if let Some(node) = lifted_at.get(def).and_then(|p| node_at.get(p.as_str())) {
            seeds.push((id.clone(), *node));
        }
    }
    let wrappers = if wrapped {
        vec![(root.clone(), Schema::ROOT)]
    } else {
        Vec::new()
    };
    let pairing = match crate::pairing::pair(
        &run.space,
        &parsed,
        (schema, family),
        &crate::pairing::Rewrites {
            hoisted: &hoisted,
            caught: &caught,
            both: &both,
            forced,
        },
        &seeds,
        &wrappers,
    ) {
        Ok(pairing) => pairing,
        Err(e) => return Ok(Err(Failure::Pairing(e))),
    };
    let sources = crate::model::Sources {
        schema,
        doc,
        pairing: &pairing,
        undocumented: (run.definitions.iter())
            .filter(|(d, _, _)| inner_keys.contains(d))
            .map(|(_, _, rust)| rust.clone())
            .collect(),
    };
    let model = match crate::model::from_typify(
        &run.space,
        &seeds,
        (&root, wrapped),
        (&sources, &mut parsed),
    ) {
        Ok(model) => model,
        Err(e) => return Ok(Err(Failure::Pairing(e))),
    };
    Ok(Ok(Typified {
        file: parsed,
        model,
        root: Some(root),
        definitions: run
            .definitions
            .into_iter()
            .map(|(def, _, rust)| (def, rust))
            .collect(),
        pairing,
        lifted: lifted_at
            .iter()
            .filter_map(|(name, p)| Some((name.clone(), *node_at.get(p.as_str())?)))
            .collect(),
        coarsened,
    }))
}
