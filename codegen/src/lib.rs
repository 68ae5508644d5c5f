//! Generator behind `agent-approval`: JSON Schema files in, Rust types out, each type judged at
//! run time by `agent-approval-runtime`.
//!
//! A crate generating types for its own schemas build-depends on this crate and depends on
//! `agent-approval-runtime` (with `serde`, `derive` on, and `serde_json`); its build script is
//! one call, and its `src/lib.rs` one macro:
//!
//! ```ignore
//! // build.rs
//! fn main() { agent_approval_codegen::build("schemas").unwrap(); }
//! // src/lib.rs
//! agent_approval_runtime::include_types!();
//! ```
//!
//! [`build`] generates the types into `$OUT_DIR/types.rs` (rewriting the file only when it
//! changes), tells cargo to rerun only when the manifest or a listed schema changes, prints a
//! `cargo:warning` for each [`Coarsening`], and fails the build with the file, JSON pointer and
//! keyword of anything it cannot honour. It never touches the network: references resolve only
//! inside the vendored documents. The generated types implement the runtime's `Validate`, so
//! its `from_str`, `validate()` and errors work on them as on `agent-approval`'s own
//! (`agent-approval`'s `tests/cargo_build.rs` builds such a crate).
//!
//! # How the types are made
//!
//! Validity has one authority, the `jsonschema` crate, with format assertion on: it compiles
//! every vendored schema at build time and judges every payload at run time, so every keyword
//! and format of draft-04, draft-06, draft-07, 2019-09 and 2020-12 is enforced exactly, each
//! file in its own draft (unknown formats, such as schemars' `uint64`, are annotations, as the
//! specification says). The types follow the keywords typify can mirror; a subschema it
//! cannot is typed `serde_json::Value`, coarser but never wrong (see [Typed coarser than the
//! schema](#typed-coarser-than-the-schema)). What cannot be honoured (a dangling `$ref`, a
//! `$ref` to a document not vendored, a pattern needing backtracking without the entry's
//! `patterns = "backtracking"` opt-in) stops the build with the file, JSON pointer and keyword.
//!
//! The pipeline, over every `[[schema]]` entry of `schemas/manifest.toml`:
//! 1. [`engine`] compiles every file ([`spelling`] its `$ref`s written as no URI) with the
//!    `jsonschema` crate, with the options the runtime uses: whatever it cannot honour (a
//!    dangling `$ref`, a pattern needing backtracking, an invalid schema) is an error naming
//!    file, JSON pointer and keyword.
//! 2. [`compile`] reads each document into the [`ir`] graph of what shapes the types.
//! 3. [`typespace`] gives typify a draft-07 copy holding only the keywords that shape types
//!    (see [`keywords`]), and typify emits the Rust types.
//! 4. [`pairing`] pairs every item typify emitted with the schema node it stands for, by
//!    walking typify's `TypeSpace` beside the IR (an item it cannot pair is coarsened).
//! 5. [`postprocess`] makes those types lossless (unknown properties kept, optional
//!    collections as `Option`) and completes their derives; then names what typify
//!    numbered (`Variant0`) by what it holds (and the types typify named after it), and
//!    makes a union of string enums and closed one-key objects the externally tagged enum
//!    serde writes by default
//!    (`CodexErrorInfo::ContextWindowExceeded`, `HttpConnectionFailed(..)`, what else the
//!    union accepts `#[serde(untagged)]` last), read in the union's own order.
//! 6. [`family`] ties the files together and gives each root and definition type its
//!    `Validate` impl, which names the schema by URI; the documents themselves are embedded
//!    once, in `__schemas`; [`deserialize`] moves typify's derived `Deserialize` to a
//!    private raw mirror, so that the type's own `Deserialize` judges (see `runtime/src/judged.rs`).
//!
//! `agent-approval`'s `build.rs` calls [`build`]; `cargo xtask schema-sync` calls [`generate`]
//! on a would-be tree before writing anything.
//!
//! # The manifest
//!
//! `schemas/manifest.toml` lists the vendored files: its format, every setting and what the
//! generator does with each are in [`manifest`]'s docs.
//!
//! # Typed coarser than the schema
//!
//! Nothing is coarsened in silence: the rules, the warning and the table of what is typed
//! coarser are in [`coarsening`]'s docs.
//!
//! # Conformance: the official test suite
//!
//! `agent-approval`'s `tests/suite.rs` runs the official
//! [JSON-Schema-Test-Suite](https://github.com/json-schema-org/JSON-Schema-Test-Suite) (read
//! from `../shared/json-schema-test-suite`, commit `44401e0`) through generated code: each test
//! group's schema becomes a file of a temporary crate, its build script runs this generator,
//! and every test's data goes through `from_str` and `from_value` of the group's `Root` type
//! (verdict as the suite says; an accepted value must serialize back to the same JSON). Groups
//! the generator refuses are not applicable (n/a), with its error. It builds crates, so it is
//! `#[ignore]`d: `cargo test --locked -p agent-approval --test suite -- --ignored --nocapture`
//! (about three minutes for five drafts; `SUITE_DRAFTS=draft4,draft6` runs those named).
//!
//! | tests | passed | failed | xfail | n/a | total |
//! |---|---:|---:|---:|---:|---:|
//! | draft-04, required | 618 | 0 | 0 | 0 | 618 |
//! | draft-04, `optional/format` | 219 | 0 | 0 | 0 | 219 |
//! | draft-06, required | 839 | 0 | 0 | 0 | 839 |
//! | draft-06, `optional/format` | 325 | 0 | 0 | 0 | 325 |
//! | draft-07, required | 927 | 0 | 0 | 0 | 927 |
//! | draft-07, `optional/format` | 676 | 0 | 0 | 0 | 676 |
//! | 2019-09, required | 1,250 | 0 | 0 | 9 | 1,259 |
//! | 2019-09, `optional/format` | 757 | 0 | 0 | 0 | 757 |
//! | 2020-12, required | 1,271 | 0 | 19 | 9 | 1,299 |
//! | 2020-12, `optional/format` | 764 | 0 | 0 | 0 | 764 |
//!
//! Every verdict is exact and every accepted value round-trips. The types are never narrower
//! than the schema: a subschema typify would type too narrowly (object keywords without
//! `"type": "object"` beside another shape, a union with no typed branch) is
//! `serde_json::Value`, a union's branches without a type of their own are one catch-all
//! variant, `Other(serde_json::Value)`, beside the typed ones, an `anyOf` with non-object
//! branches is an enum of its branches, and an optional property that may be `null` through
//! a reference into another file keeps its `null`. What the suite's schemas still type coarser
//! is reported (`SUITE_COARSENINGS=1`): 5, 6, 6, 63 and 74 subschemas for draft-04 … 2020-12
//! (of 176, 253, 295, 415 and 429 files), most of them `unevaluatedItems` or
//! `unevaluatedProperties` with a schema (71), dynamic references whose target depends on the
//! way the engine came (21: the groups of a draft are one family, and several share an anchor
//! name) and references to the 2019-09/2020-12 meta-schemas' vocabularies (16). Anchors,
//! bundles of resources with `$id`s of their own, `$recursiveRef`/`$dynamicRef` to an anchor
//! no other resource has, and tuples written without `type` are typed.
//!
//! Not applicable (the build stops, naming file, pointer and reference): 2019-09 and 2020-12
//! custom meta-schemas (`vocabulary.json`: 5 each), and remote documents referenced by a URL
//! other than their own `$id` (`refRemote.json`: 4 each; a manifest `id` alias is for
//! documents without one). A root type's validator is its document itself, so references to
//! the drafts' meta-schemas (`definitions.json`, `ref.json`) resolve through the engine's
//! built-in copies, and up to draft-07 are typed from them: a `$ref` to
//! `http://json-schema.org/draft-07/schema#` is `<module>::draft_07::Schema`, a module below
//! the referring file's (`Boolean(bool)`, or an `Object` of the keywords, its subschemas
//! `Box<Schema>`); the 2019-09 and 2020-12 ones stay `serde_json::Value`, reported. Expected to fail, and checked to keep failing: the 19 "invalid … string is
//! only an annotation by default" tests of `draft2020-12/format.json`, because this generator
//! asserts `format` by design where 2020-12's default treats it as an annotation.
//!
//! **Real-world schemas.** The same harness runs any folder laid out like the suite
//! (`SUITE_PATH=DIR SUITE_DRAFTS=draft7 cargo test -p agent-approval --test suite --
//! --ignored`); `cargo xtask catalogs --schemastore DIR --crds DIR` (`--untested`: the
//! schemas without test instances, each with an empty object) lays two public catalogs
//! out so, under `target/catalogs/`: `SchemaStore` (every schema with JSON or TOML instances, its
//! `$ref`s to its other schemas vendored beside it) and a sample of CRDs from
//! `datreeio/CRDs-catalog`, one per API group, with instances generated from each schema (near
//! misses mixed in) and judged by the engine. The README has the table; the figures are from
//! one machine. What those catalogs still type `serde_json::Value` (`COARSENED` lines;
//! `SUITE_COARSENINGS=1` lists each with file and pointer), and why:
//!
//! - properties matching a pattern the linear-time `regex` crate cannot run (lookaround,
//!   with `patterns = "backtracking"`): kept in `extra`, as the conversion cannot route them
//!   (beside `additionalProperties: false` or a schema, the object is `Value`); every other
//!   pattern is a typed map field, each name routed to the first pattern it matches;
//! - object keywords without `type: "object"` beside another shape keyword (an `enum`, an
//!   `anyOf`, a `oneOf` with a branch that is no object), `items` without `type: "array"`
//!   beside one, a union with a branch of no shape of its own: one Rust type cannot hold both
//!   readings (the common forms are typed with an `Other(Value)` variant: objects or `items`
//!   written without `type`, alone or beside `allOf` parts that are references or objects;
//!   unions of such objects; properties beside a `oneOf` of objects, moved into each branch);
//!   up to draft-07 a `$ref`'s siblings are ignored, so the type is its target's;
//! - tuples of more than 8 lengths, or unbounded needing more elements than their positional
//!   schemas (else a Rust tuple, `(A, B)`, or an enum by length, `One((A,))`, `Two(A, B)`, and
//!   unbounded `Longer(A, B, Vec<R>)` for the longer arrays, read flat), `unevaluatedItems`,
//!   `unevaluatedProperties` (but a boolean one not beside `if`/`dependentSchemas`): unmirrored;
//! - a definition whose name has `/` or `~` that no `$ref` reaches and that constrains
//!   something: typify cannot refer to it, so it has no type (one a `$ref` reaches is typed,
//!   named from its path; one of annotations alone, tsconfig's `"//"` comment, is any value);
//! - a `$ref` to an anchor, or to a pointer of another document no type reads (below `not`
//!   or `if`; any other pointer of a vendored document is lifted into a type of its own, named
//!   from its path, in that document's module);
//! - properties named only under a `then` or an `else` (of the object, or of an `allOf` part
//!   written in place or that is a local `$ref`), where they are no field: the object's other
//!   properties constrained (patterns, an `additionalProperties` schema), the branches only
//!   constraining them, or the schema no object (an `allOf` of `if`s alone, prometheus's
//!   `auth`: any value): kept in `extra`, reported with their names (elsewhere each is a
//!   field, its branches' schemas or any other value); and where the object's `if`/`then`
//!   pairs discriminate by one property's string values, with no `else` (GitHub's issue
//!   forms, Minecraft's loot functions), the object is an enum with a variant per case (`FormItem::Markdown { attributes, .. }`;
//!   internally tagged where the property's own schema allows only the cases' values and
//!   the object requires it), one for any other value (`Other`), and one for an object
//!   without the property where an `if` does not require it (every such `then` holds
//!   there: a property two of them name differently is one `then`'s type in that variant,
//!   the properties only the others name kept in `extra`, reported); a property the object
//!   names too is the `then`'s type in its variant where the object's says nothing more
//!   (utcm-monitor's resources, cloudify's node types), else the object's, reported where
//!   the `then` names what that type keeps in `extra` (cloudify's `interfaces`);
//! - a schema no value meets that the generator cannot prove so (typify's enum without
//!   variants, where the schema is not a closed object naming no property that refuses `{}`,
//!   as jasonette's `advancedTitle` is, which is such an enum: `pub enum AdvancedTitle {}`;
//!   so are `false` and `{"not": {}}`): `serde_json::Value`, whose conversion refuses what
//!   the engine refuses;
//! - a `$ref` to the 2019-09 or 2020-12 meta-schema (the draft-04/06/07 ones are typed from
//!   the engine's copy, `<module>::draft_07::Schema`);
//! - enum values typify names alike and no spelling out or numbering names apart (values
//!   differing in symbols are spelled out, `EtcGmtPlus0`/`EtcGmtMinus0`; in case, numbered,
//!   `Tcp`/`Tcp2`): a `String`;
//! - what typify refuses or panics on, and names it gives two different schemas after the
//!   second is retitled once (two alike but for their docs are one): the subschema alone, with typify's message (when typing it
//!   `Value` does not mend the pairing, the subschema enclosing it; the whole file when that
//!   is the root, or when the pairing fails where no subschema is named).
//!
//! What catches a wrong result there is in `tests/data/shapes/`: each shape the catalogs
//! showed, with instances, through generated code.
//!
//! # Features
//!
//! `compiled`: the engine's own compiled validator beside each root type ([`compiled`]); the
//! generating crate turns it on with a `compiled` feature of its own forwarding to
//! `agent-approval-codegen/compiled` and `agent-approval-runtime/compiled`, and names a
//! `jsonschema` dependency (the code generator looks the runtime up there).

mod attrs;
pub mod coarsening;
pub mod compile;
pub mod compiled;
mod constructors;
mod derives;
pub mod deserialize;
pub mod engine;
pub mod error;
pub mod family;
pub mod ir;
pub mod keywords;
pub mod manifest;
pub mod object;
pub mod pairing;
pub mod postprocess;
pub mod spelling;
pub mod typespace;
pub mod upgrade;
mod variant;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

pub use coarsening::{Coarsening, CoarseningKind};
pub use error::{Error, ErrorKind};
pub use manifest::{Entry, Manifest};

/// The generated source and the files it was made from.
#[derive(Debug, Clone)]
pub struct Generated {
    /// Formatted Rust source, to be `include!`d at the library's root.
    pub source: String,
    /// Every file read (manifest and schemas), for `rerun-if-changed`.
    pub inputs: Vec<PathBuf>,
    /// Each Rust module's own items (`codex::v1` → formatted source, without its
    /// submodules): what the snapshots in `codegen/tests/snapshots/` hold.
    pub modules: BTreeMap<String, String>,
    /// Every subschema or root typed coarser than its schema (file, pointer, reason), in
    /// manifest order; [`build`] prints each as a `cargo:warning`.
    pub coarsened: Vec<Coarsening>,
}

/// What a build script calls: generates the types for `schemas_dir/manifest.toml` (relative to
/// the package root, `CARGO_MANIFEST_DIR`) into `$OUT_DIR/types.rs`, which
/// `agent_approval_runtime::include_types!()` includes.
///
/// It writes the file only when its content changes (so an unchanged output keeps its
/// timestamp and nothing downstream rebuilds), and tells cargo to run the build script again
/// only when the manifest or a schema it lists changes. It never touches the network.
///
/// ```no_run
/// // build.rs of any crate, with `schemas/manifest.toml` like agent-approval's:
/// // fn main() { … }
/// agent_approval_codegen::build("schemas").unwrap();
/// ```
///
/// # Errors
/// The generator's [`Error`], naming file, JSON pointer and keyword; or an `Io` error when
/// the output cannot be written (or the build script runs outside cargo).
pub fn build(schemas_dir: impl AsRef<Path>) -> Result<(), Error> {
    let env = |name: &str| {
        std::env::var_os(name).map(PathBuf::from).ok_or_else(|| {
            Error::new(
                Path::new(name),
                "",
                ErrorKind::Io(format!("{name} is not set: run from a cargo build script")),
            )
        })
    };
    // Read at run time: a compiled build script may be reused for a copy of the crate at
    // another path (cargo's build directories do not depend on the absolute path).
    let root = env("CARGO_MANIFEST_DIR")?;
    let schemas = root.join(schemas_dir.as_ref());
    // A build script talks to cargo on stdout.
    #[allow(clippy::print_stdout)]
    let rerun = |path: &Path| println!("cargo:rerun-if-changed={}", path.display());
    rerun(&schemas.join(Manifest::FILE_NAME));
    // A module behind a feature is generated only when the crate enables it.
    let enabled = |feature: &str| {
        let var = format!(
            "CARGO_FEATURE_{}",
            feature.to_ascii_uppercase().replace('-', "_")
        );
        std::env::var_os(var).is_some()
    };
    let generated = generate_with(&schemas, &enabled)?;
    for input in &generated.inputs {
        rerun(input);
    }
    #[allow(clippy::print_stdout)]
    for c in &generated.coarsened {
        println!("cargo:warning={c}");
    }
    let out = env("OUT_DIR")?.join("types.rs");
    if std::fs::read_to_string(&out).ok().as_deref() != Some(generated.source.as_str()) {
        std::fs::write(&out, &generated.source)
            .map_err(|e| Error::new(&out, "", ErrorKind::Io(e.to_string())))?;
    }
    Ok(())
}

/// Generates the code for every schema listed in `schemas_dir/manifest.toml`, whatever
/// `[features]` says.
pub fn generate(schemas_dir: &Path) -> Result<Generated, Error> {
    generate_with(schemas_dir, &|_| true)
}

/// Generates the code for the schemas of `schemas_dir/manifest.toml` whose module needs no
/// feature, or a feature for which `enabled` says yes (see [`Manifest::features`]).
pub fn generate_with(
    schemas_dir: &Path,
    enabled: &dyn Fn(&str) -> bool,
) -> Result<Generated, Error> {
    let manifest = Manifest::load(schemas_dir)?;
    let mut inputs = vec![schemas_dir.join(Manifest::FILE_NAME)];
    let mut documents = Vec::new();
    for entry in &manifest.schemas {
        if manifest.feature_of(entry).is_some_and(|f| !enabled(f)) {
            continue;
        }
        let path = schemas_dir.join(&entry.file);
        let shown = Path::new("schemas").join(&entry.file);
        let bytes = std::fs::read(&path)
            .map_err(|e| Error::new(&shown, "", ErrorKind::Io(e.to_string())))?;
        inputs.push(path);
        documents.push((entry.clone(), bytes));
    }
    let mut generated = generate_documents(&documents)?;
    generated.inputs = inputs;
    Ok(generated)
}

/// [`generate`] without a file system: each manifest entry with its document's bytes, in
/// manifest order (errors name the files as `schemas/<entry.file>`). `inputs` is empty.
pub fn generate_documents(documents: &[(Entry, Vec<u8>)]) -> Result<Generated, Error> {
    let mut files = Vec::new();
    for (entry, bytes) in documents {
        let shown = Path::new("schemas").join(&entry.file);
        files.push(family::File::load(shown, bytes, entry.clone())?);
    }
    let meta = family::meta::meta_schemas(&files)?;
    files.extend(meta);
    family::dynamic::resolve(&mut files);
    family::anchors::spell(&mut files);
    family::cycles::vacuous(&mut files);
    let inputs = Vec::new();
    let (modules, coarsened) = family::generate(&files)?;
    let mut per_module = BTreeMap::new();
    for (path, items) in &modules {
        let file: syn::File = syn::parse2(quote!(#(#items)*)).map_err(|e| {
            Error::new(
                Path::new("schemas/manifest.toml"),
                "",
                ErrorKind::Typify(e.to_string()),
            )
        })?;
        per_module.insert(path.join("::"), prettyplease::unparse(&file));
    }
    let tree = module_tree(&modules, &[]);
    // The engine has the meta-schemas built in.
    let resources = files.iter().filter(|f| !f.built_in).map(|f| {
        let base = &f.base;
        let text = f.doc.to_string();
        quote!((#base, #text))
    });
    let file: syn::File = syn::parse2(quote! {
        #(#tree)*
        /// The vendored schema documents, by base URI: what the engine judges with.
        #[doc(hidden)]
        pub mod __schemas {
            pub static SCHEMAS: ::agent_approval_runtime::__private::Schemas =
                ::agent_approval_runtime::__private::Schemas::new(&[#(#resources),*]);
        }
    })
    .map_err(|e| {
        Error::new(
            Path::new("schemas/manifest.toml"),
            "",
            ErrorKind::Typify(e.to_string()),
        )
    })?;
    let source = format!(
        "// @generated by agent-approval-codegen from schemas/manifest.toml; do not edit.\n\n{}",
        prettyplease::unparse(&file)
    );
    Ok(Generated {
        source,
        inputs,
        modules: per_module,
        coarsened,
    })
}

/// Checks one schema file on its own: JSON, draft, and the engine's compilation (local `$ref`s,
/// patterns, the meta-schema). References to other files are accepted here; [`generate`]
/// checks them against the tree.
pub fn generate_one(file: &Path, bytes: &[u8], entry: &Entry) -> Result<(), Error> {
    let loaded = family::File::load(file.to_path_buf(), bytes, entry.clone())?;
    engine::check(std::slice::from_ref(&loaded)).or_else(|e| match e.kind() {
        // A reference to another vendored file cannot be resolved from one file alone.
        ErrorKind::DanglingRef(r) if !r.starts_with('#') => Ok(()),
        ErrorKind::NotVendored { .. } => Ok(()),
        _ => Err(e),
    })
}

fn module_tree(
    modules: &BTreeMap<Vec<String>, Vec<TokenStream>>,
    prefix: &[String],
) -> Vec<TokenStream> {
    let mut out = vec![quote! {
        // The names the written-out conversions use (`__slot`, `__next`, …), all `__`-prefixed.
        #[allow(unused_imports)]
        use ::agent_approval_runtime::__private::written::*;
    }];
    if let Some(items) = modules.get(prefix) {
        out.extend(items.iter().cloned());
    }
    let children: std::collections::BTreeSet<&String> = modules
        .keys()
        .filter(|k| k.len() > prefix.len() && k.starts_with(prefix))
        .map(|k| &k[prefix.len()])
        .collect();
    for child in children {
        let mut path = prefix.to_vec();
        path.push(child.clone());
        let inner = module_tree(modules, &path);
        let ident = format_ident!("{}", child);
        let doc = format!(
            "Types generated from the `{}` schemas listed in `schemas/manifest.toml`.",
            path.join("::")
        );
        out.push(quote! {
            #[doc = #doc]
            // Doc comments are the schemas' own descriptions: their brackets are not links.
            #[allow(missing_docs, clippy::all, clippy::pedantic, rustdoc::all)]
            pub mod #ident { #(#inner)* }
        });
    }
    out
}
