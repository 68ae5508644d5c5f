//! Schema families: every vendored file compiled against the others. Cross-file `$ref`s
//! resolve by base URI (`$id`, or the file's path under `schemas/`); a reference to another
//! vendored file reuses that file's generated type. Within one module, a definition repeated
//! with the same content becomes one Rust type; the same name with different content stops
//! the build.

pub(crate) mod anchors;
mod clash;
mod conversion_error;
pub(crate) mod cycles;
pub(crate) mod dynamic;
mod file;
mod link;
pub(crate) mod meta;
mod retry;
#[cfg(test)]
mod testing;

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::coarsening::{Coarsening, CoarseningKind};
use crate::error::{Error, ErrorKind};
pub(crate) use crate::file::File;
use crate::ir::{NodeId, Schema};
use crate::source::Part;
use crate::{compile, engine, postprocess, threads, typespace};
use clash::twice_in_file;
use link::{incoming, link, order, share_definitions};
use retry::next_coarse;

/// Each module's parts, and every subschema typed coarser than its schema.
pub(crate) type Modules = (BTreeMap<Vec<String>, Vec<Part>>, Vec<Coarsening>);

/// Generates every file; returns each module's parts and the coarsenings, in manifest order.
/// The code written as tokens goes to `submit` as text, which numbers it (`threads::stream`).
/// Pointers name the file's subschemas, also where the type model read one moved.
pub(crate) fn generate(files: &[File], submit: &dyn Fn(String) -> usize) -> Result<Modules, Error> {
    let original = |shown: &std::path::Path, pointer: &str| {
        files
            .iter()
            .find(|f| f.shown == shown)
            .map_or_else(|| pointer.to_owned(), |f| f.moved.original(pointer))
    };
    // A reason's pointers, named in the file likewise.
    let original_in = |shown: &std::path::Path, reason: &str| {
        files.iter().find(|f| f.shown == shown).map_or_else(
            || reason.to_owned(),
            |f| f.moved.original_in(reason, &f.shape),
        )
    };
    match generate_moved(files, submit) {
        Ok((out, coarsened)) => {
            let mut coarsened: Vec<Coarsening> = coarsened
                .into_iter()
                .map(|c| Coarsening {
                    pointer: original(&c.file, &c.pointer),
                    reason: original_in(&c.file, &c.reason),
                    ..c
                })
                .collect();
            // What reading `if`/`then` as a union typed coarser (in manifest order).
            for f in files {
                coarsened.extend(f.moved.coarse.iter().map(|(pointer, reason)| Coarsening {
                    file: f.shown.clone(),
                    pointer: pointer.clone(),
                    reason: reason.clone(),
                    kind: CoarseningKind::KeptInExtra,
                }));
            }
            Ok((out, coarsened))
        }
        Err(e) => {
            let pointer = original(e.file(), e.pointer());
            Err(e.at_pointer(pointer))
        }
    }
}

/// [`generate`], with the pointers of the type model's copies.
fn generate_moved(files: &[File], submit: &dyn Fn(String) -> usize) -> Result<Modules, Error> {
    let bases: Vec<String> = files.iter().map(|f| f.base.clone()).collect();
    for (i, f) in files.iter().enumerate() {
        if let Some(j) = bases[..i].iter().position(|b| *b == f.base) {
            return Err(Error::new(
                &f.shown,
                "",
                ErrorKind::Conflict(format!(
                    "{} and {} have the same base URI {:?}",
                    files[j].shown.display(),
                    f.shown.display(),
                    f.base
                )),
            ));
        }
    }
    // The engine compiles every file on another core while the types are made; its error,
    // if any, is the one reported, whatever the typing met.
    let (checked, typed) =
        threads::beside(|| engine::check(files), || typed(files, &bases, submit));
    checked?;
    typed
}

/// The types of every file (the engine's check aside): each module's parts and the
/// coarsenings, by file.
fn typed(
    files: &[File],
    bases: &[String],
    submit: &dyn Fn(String) -> usize,
) -> Result<Modules, Error> {
    let mut schemas = Vec::new();
    for (i, f) in files.iter().enumerate() {
        schemas.push(compile::compile(&f.shape, f.draft, bases, i));
    }
    link(files, &mut schemas)?;
    share_definitions(files, &mut schemas)?;
    let lifted = incoming(&schemas);
    for (schema, pointers) in schemas.iter_mut().zip(lifted) {
        schema.incoming = pointers;
    }
    let order = order(files, &schemas)?;
    // Rust path of each generated (file, node) that other files may name.
    let mut rust_paths: BTreeMap<(usize, NodeId), String> = BTreeMap::new();
    let mut non_eq: BTreeSet<String> = BTreeSet::new();
    let mut out: BTreeMap<Vec<String>, Vec<Part>> = BTreeMap::new();
    let mut seen_items: BTreeMap<(Vec<String>, String), PathBuf> = BTreeMap::new();
    let mut error_mods: BTreeSet<Vec<String>> = BTreeSet::new();
    let modules: Vec<String> = files.iter().map(|f| f.module().join("::")).collect();
    let mut coarsened: Vec<(usize, Vec<Coarsening>)> = Vec::new();
    let mut pending = Vec::new();

    for &i in &order {
        let f = &files[i];
        let schema = &schemas[i];
        // Every `$ref` site that leaves the file, by the pointer of the schema holding it.
        let mut placeholders = BTreeMap::new();
        for node in &schema.nodes {
            if let Some((j, target)) = node.external {
                let path = rust_paths.get(&(j, target)).ok_or_else(|| {
                    Error::new(
                        &f.shown,
                        &format!("{}/$ref", node.pointer),
                        ErrorKind::Typify(format!(
                            "the target in {} did not become a named Rust type",
                            files[j].shown.display()
                        )),
                    )
                })?;
                placeholders.insert(node.pointer.clone(), path.clone());
            }
        }
        let typified = typified(f, (schema, &schemas), &placeholders, &non_eq)?;
        coarsened.push((i, typified.coarsened));
        let mut items = typified.file;
        let Some(root) = &typified.root else {
            return Err(Error::new(
                &f.shown,
                "",
                ErrorKind::Typify(
                    "the root schema did not become a named type; give it a title or a `root` in the manifest".into(),
                ),
            ));
        };
        // Rust names of the root and the definitions → their nodes, as typify reported them
        // and as items of the file (a lifted target typify reported may have no item).
        let defined: BTreeSet<String> = items.items.iter().filter_map(clash::item_name).collect();
        let mut known = BTreeMap::new();
        known.insert(root.clone(), Schema::ROOT);
        for (def, rust) in &typified.definitions {
            let node = schema
                .definitions
                .iter()
                .find(|(d, _)| d == def)
                .map(|(_, id)| *id);
            let id = node.or_else(|| typified.lifted.get(def).copied());
            if let Some(id) = id.filter(|_| defined.contains(rust)) {
                known.entry(rust.clone()).or_insert(id);
            }
        }
        let module = f.module();
        for (rust, id) in &known {
            rust_paths.insert((i, *id), format!("crate::{}::{rust}", modules[i]));
        }

        // Items: typify's per-file `error` module left out (each Rust module gets one of the
        // generator's own, from its first file: `conversion_error.rs`), clashes refused.
        items
            .items
            .retain(|item| !matches!(item, syn::Item::Mod(m) if m.ident == "error"));
        let error_module = error_mods.insert(module.clone());
        for item in &items.items {
            let name = match item {
                syn::Item::Struct(s) => s.ident.to_string(),
                syn::Item::Enum(e) => e.ident.to_string(),
                syn::Item::Type(t) => t.ident.to_string(),
                _ => continue,
            };
            if let Some(other) = seen_items.insert((module.clone(), name.clone()), f.shown.clone())
            {
                let message = if other == f.shown {
                    twice_in_file(f, &name)
                } else {
                    format!(
                        "type `{name}` is generated by both {} and {} in module `{}`; give one a different `module` or `root`",
                        other.display(),
                        f.shown.display(),
                        modules[i]
                    )
                };
                return Err(Error::new(&f.shown, "", ErrorKind::Conflict(message)));
            }
        }

        non_eq.extend(crate::derives::non_eq_types(&items));
        // The root type's compiled validator (issue 23), where the code generator serves it.
        let compiled = crate::compiled::enabled()
            .then(|| crate::compiled::root(files, i, root, crate::compiled::value_enabled()))
            .flatten();
        let impls = known.iter().map(|(rust, node)| {
            let ty = format_ident!("{}", rust);
            let uri = crate::compile::pointer_uri(&f.base, &schema.nodes[*node].pointer);
            let draft = f.draft.uri();
            let limit = f
                .entry
                .backtracking()
                .map(|l| quote!(, backtrack_limit = #l));
            // The root's own type: a type lifted from the root's node (a nullable root's
            // `{Root}Inner`) has no compiled validator of its own.
            let fast = compiled
                .as_ref()
                .filter(|_| *node == Schema::ROOT && rust == root)
                .map(|c| {
                    let value = c.value.then(|| {
                        let marker = crate::compiled::marker(rust);
                        quote!(, compiled = #marker::is_valid)
                    });
                    let marker = crate::compiled::tape_marker(rust);
                    quote!(#value, compiled_tape = #marker::tape)
                });
            quote! {
                ::agent_approval_runtime::__validate!(#ty, #uri, #draft #limit #fast);
            }
        });
        pending.push(Pending {
            error_module,
            module,
            impls: impls.collect(),
            compiled: compiled.map(|c| c.tokens),
            known: known.into_keys().collect(),
            constructors: f.entry.wants_constructors(),
            items,
        });
    }
    // Conversions and constructors once every file's items are known: which types get
    // constructors depends on what reaches them from other files.
    let wanted = crate::constructors::reach::wanted(pending.iter().map(|p| {
        (
            p.module.as_slice(),
            p.items.items.as_slice(),
            p.constructors,
        )
    }));
    for mut p in pending {
        let judged = crate::deserialize::judged(
            &mut p.items,
            |name| p.known.contains(name),
            |name| wanted.contains(&(p.module.clone(), name.to_owned())),
        );
        let (impls, compiled) = (p.impls, p.compiled);
        // The items are syn's already; what was written as tokens is parsed and printed on
        // the other cores, from its text (`source.rs`), while the next file's are written.
        let error = p.error_module.then(conversion_error::module);
        let written = quote! {
            #error
            #(#impls)*
            #(#judged)*
            #compiled
        };
        let module = out.entry(p.module).or_default();
        module.push(Part::Items(p.items.items));
        module.push(Part::Written(submit(written.to_string())));
    }
    coarsened.sort_by_key(|(i, _)| *i);
    Ok((out, coarsened.into_iter().flat_map(|(_, c)| c).collect()))
}

/// One file's generated items, waiting for their conversions and constructors.
struct Pending {
    /// Whether it is its module's first file, which holds the module's `error` module.
    error_module: bool,
    module: Vec<String>,
    items: syn::File,
    /// The `Validate` impls of its roots and definitions.
    impls: Vec<TokenStream>,
    /// Its root's compiled validator, if any.
    compiled: Option<TokenStream>,
    /// The Rust names of its roots and definitions (they have a schema of their own).
    known: BTreeSet<String>,
    /// Its manifest entry's [`Entry::wants_constructors`].
    constructors: bool,
}

/// typify's items for file `f`, paired and post-processed. Where the generator cannot pair
/// typify's output with the schema, or a rewritten type could not hold a property its schema
/// names, that subschema is typed `serde_json::Value` (a [`Coarsening`] with the reason) and
/// the file is typed again (where it is coarsened already, the enclosing subschema:
/// `retry::next_coarse`); the whole file is when the failure names no subschema, none
/// enclosing is left, or after `retry::PAIRING_RETRIES`. A valid schema is never refused for
/// it.
fn typified(
    f: &File,
    (schema, schemas): (&Schema, &[Schema]),
    placeholders: &BTreeMap<String, String>,
    non_eq: &BTreeSet<String>,
) -> Result<typespace::Typified, Error> {
    let mut forced: BTreeMap<String, String> = BTreeMap::new();
    let mut retries = 0;
    loop {
        let attempt = typespace::typify(
            &f.shown,
            &f.shape,
            (schema, schemas),
            f.entry.root.as_deref(),
            placeholders,
            &schema.shared,
            &mut forced,
        )
        .and_then(|mut t| {
            let shapes = postprocess::Shapes {
                schema,
                family: schemas,
                pairing: &t.pairing,
            };
            let typify_err = |m: String| Error::new(&f.shown, "", ErrorKind::Typify(m));
            postprocess::process(&mut t.file, &shapes, non_eq).map_err(typify_err)?;
            let coarse = t.coarsened.iter().map(|c| c.pointer.as_str()).collect();
            postprocess::check_named(&t.file, &shapes, &coarse)
                .map_err(|(at, m)| Error::new(&f.shown, &at, ErrorKind::Pairing(m)))?;
            // The root's and the definitions' types stay; inline twins merge.
            let named: BTreeSet<String> = (t.root.iter().cloned())
                .chain(t.definitions.iter().map(|(_, rust)| rust.clone()))
                .collect();
            postprocess::reshape(&mut t.file, &t.pairing, &named);
            // Two types of one name (typify named both after one title): one where they are
            // the same but for their docs, else the later one's subschema typed again as
            // `Value`, as an unpaired one is.
            clash::same_twice(&mut t.file);
            if let Some((name, at)) = clash::twice(&t.file, &t.pairing, schema) {
                let why = format!("typify named two of its types `{name}`");
                return Err(Error::new(&f.shown, &at, ErrorKind::Pairing(why)));
            }
            Ok(t)
        });
        let (e, why) = match attempt {
            Ok(t) => return Ok(t),
            Err(e) => match e.kind() {
                ErrorKind::Pairing(why) if !forced.contains_key("") => {
                    let why = why.clone();
                    (e, why)
                }
                _ => return Err(e),
            },
        };
        retries += 1;
        forced.insert(
            next_coarse(&forced, e.pointer(), retries),
            format!("the generator could not pair typify's type with it: {why}"),
        );
    }
}
