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
//! The pipeline, over every `[[schema]]` entry of `schemas/manifest.toml`, in order:
//! 1. **Reading** ([`Manifest`], `family/file.rs`): each file is parsed, its `$ref`s written
//!    as no URI percent-encoded (`spelling.rs`), its draft and base URI found; the files are
//!    read, and shaped by step 2, side by side on the machine's cores (`threads.rs`).
//! 2. **Schema rewrites** (`upgrade/`): whole-document rewrites, in the order of one list
//!    (`pipeline.rs`, each entry saying what the pass does and why it stands there), each
//!    recording what it moved, so that reports name the file's own pointers: draft-04/06 spelled the draft-07
//!    way, `if`/`then` cases read as unions, unions read as what they accept, parts and
//!    branches of objects made the object's own.
//! 3. **Family passes** (`family/`): meta-schemas, dynamic references, anchors and cycles of
//!    references resolved across the files.
//! 4. **The engine** (`engine.rs`) compiles every file with the `jsonschema` crate, with the
//!    options the runtime uses, on another core while steps 5 to 9 run: whatever it cannot
//!    honour (a dangling `$ref`, a pattern needing backtracking, an invalid schema) is the
//!    error reported, naming file, JSON pointer and keyword, whatever those steps met.
//! 5. **The IR** (`compile/`): each document read into the `ir` graph of what shapes the
//!    types, `$ref`s resolved across files.
//! 6. **typify** (`typespace/`): a draft-07 copy holding only the keywords that shape types
//!    (`keywords.rs`), normalised so that typify reads it as the engine does; typify
//!    infers the Rust types.
//! 7. **Pairing and the type model** (`pairing/`, `model/`): typify's `TypeSpace` is walked
//!    by `TypeId` beside the IR, every item paired with the schema nodes it stands for and
//!    held in the generator's own model, with what typify's API does not give read from
//!    those nodes (doc comments, closed objects, JSON names); structs, string enums and
//!    newtypes are written from the model. A type typify reused for two schemas that read differently is found in that
//!    walk and retitled before one more run (an item it cannot pair is coarsened).
//! 8. **Rewrites of the items** (`postprocess/`): the types made lossless (unknown
//!    properties kept, optional collections as `Option`), their derives completed, what
//!    typify numbered (`Variant0`) named by what it holds, a union of string enums and closed
//!    one-key objects made the externally tagged enum serde writes by default
//!    (`CodexErrorInfo::ContextWindowExceeded`, `HttpConnectionFailed(..)`).
//! 9. **Conversions and impls** (`deserialize/`, `constructors/`, `compiled/`): typify's
//!    derived `Deserialize` moved to a private raw mirror, so that the type's own judges (see
//!    `runtime/src/judged.rs`); constructors; each root and definition's `Validate` impl,
//!    naming its schema by URI; the documents embedded once, in `__schemas`. What is written as
//!    tokens is parsed and printed on the other cores while the rest is generated
//!    (`source.rs`).
//!
//! `agent-approval`'s `build.rs` calls [`build`]; `cargo xtask schema-sync` calls [`generate`]
//! on a would-be tree before writing anything.
//!
//! # The manifest
//!
//! `schemas/manifest.toml` lists the vendored files: its format, every setting and what the
//! generator does with each are in [`Manifest`]'s docs.
//!
//! # Typed coarser than the schema
//!
//! Nothing is coarsened in silence: the rules, the warning and the table of what is typed
//! coarser are in [`Coarsening`]'s docs.
//!
//! # Features
//!
//! `compiled`: the engine's own compiled validator beside each root type (the code
//! `jsonschema_macros_core` writes for `#[jsonschema::validator]`, configured as the runtime's
//! engine, reading the runtime's tape; `compiled.rs`). The generating crate turns it on with a
//! `compiled` feature of its own forwarding to `agent-approval-codegen/compiled` and
//! `agent-approval-runtime/compiled`, and names a `jsonschema` dependency (the code generator
//! looks the runtime up there). A schema it refuses simply keeps the interpreted engine.
//!
//! # Conformance
//!
#![doc = include_str!("conformance.md")]
#![warn(unreachable_pub)]

mod attrs;
mod coarsening;
mod compile;
mod compiled;
mod constructors;
mod derives;
mod deserialize;
mod engine;
mod error;
mod family;
mod file;
mod ident;
mod ir;
mod keywords;
mod manifest;
mod model;
mod object;
mod pairing;
mod pipeline;
mod postprocess;
mod quietly;
mod source;
mod spelling;
mod threads;
mod typespace;
mod upgrade;
mod walk;

/// What this workspace's own tools reach (`cargo xtask catalogs` spells the documents its
/// reference validator reads as the generator does). Not part of the API: no semver promise.
#[doc(hidden)]
pub mod __private {
    pub use crate::spelling::spell;
}

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

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
fn generate_with(schemas_dir: &Path, enabled: &dyn Fn(&str) -> bool) -> Result<Generated, Error> {
    let manifest = Manifest::load(schemas_dir)?;
    let mut inputs = vec![schemas_dir.join(Manifest::FILE_NAME)];
    let mut documents = Vec::new();
    for entry in &manifest.schemas {
        if manifest.feature_of(entry).is_some_and(|f| !enabled(f)) {
            continue;
        }
        let path = schemas_dir.join(&entry.file);
        let bytes = std::fs::read(&path)
            .map_err(|e| Error::new(&entry.shown(), "", ErrorKind::Io(e.to_string())))?;
        inputs.push(path);
        documents.push((entry, bytes));
    }
    let mut generated = generate_documents(&documents)?;
    generated.inputs = inputs;
    Ok(generated)
}

impl Manifest {
    /// [`generate`] without a file system: every entry's document by its `file`, generated in
    /// manifest order (errors name the files as `schemas/<file>`), whatever `[features]` says.
    /// `inputs` is empty.
    ///
    /// ```
    /// use std::collections::BTreeMap;
    /// use std::path::Path;
    /// use agent_approval_codegen::Manifest;
    ///
    /// let manifest = Manifest::parse(Path::new("schemas/manifest.toml"), r#"
    ///     [[schema]]
    ///     file = "ticket.json"
    ///     module = "tickets"
    ///     upstream = "https://example.com/ticket.json"
    ///     root = "Ticket"
    /// "#)?;
    /// let schema = br#"{"type": "object", "properties": {"id": {"type": "integer"}}}"#;
    /// let generated = manifest.generate(&BTreeMap::from([("ticket.json".into(), schema.to_vec())]))?;
    /// assert!(generated.modules["tickets"].contains("pub struct Ticket {"));
    /// # Ok::<(), agent_approval_codegen::Error>(())
    /// ```
    ///
    /// # Errors
    /// The generator's [`Error`]; an `Io` error naming an entry whose document is missing,
    /// or a document no entry lists.
    pub fn generate(&self, documents: &BTreeMap<String, Vec<u8>>) -> Result<Generated, Error> {
        if let Some(file) = documents
            .keys()
            .find(|file| !self.schemas.iter().any(|e| e.file == **file))
        {
            let why = format!("no [[schema]] entry lists the document {file:?}");
            return Err(Error::new(
                Path::new("schemas/manifest.toml"),
                "",
                ErrorKind::Io(why),
            ));
        }
        let mut listed = Vec::new();
        for entry in &self.schemas {
            let bytes = documents.get(&entry.file).ok_or_else(|| {
                let why = "listed in the manifest, but no document was given".to_owned();
                Error::new(&entry.shown(), "", ErrorKind::Io(why))
            })?;
            listed.push((entry, bytes.clone()));
        }
        generate_documents(&listed)
    }
}

impl Entry {
    /// Checks this entry's document on its own: JSON, draft, and the engine's compilation
    /// (local `$ref`s, patterns, the meta-schema). References to other files are accepted
    /// here; [`generate`] checks them against the tree. `cargo xtask schema-sync` runs it on
    /// each fetched file before it writes anything.
    ///
    /// # Errors
    /// The generator's [`Error`], naming `schemas/<file>`, the JSON pointer and the keyword.
    pub fn check(&self, bytes: &[u8]) -> Result<(), Error> {
        let loaded = family::File::load(self.shown(), bytes, self.clone())?;
        engine::check(std::slice::from_ref(&loaded)).or_else(|e| match e.kind() {
            // A reference to another vendored file cannot be resolved from one file alone.
            ErrorKind::DanglingRef(r) if !r.starts_with('#') => Ok(()),
            ErrorKind::NotVendored { .. } => Ok(()),
            _ => Err(e),
        })
    }

    /// The file as errors name it: `schemas/<file>`.
    fn shown(&self) -> PathBuf {
        Path::new("schemas").join(&self.file)
    }
}

/// Generates the code of `documents` (each entry with its document's bytes, in manifest
/// order).
fn generate_documents(documents: &[(&Entry, Vec<u8>)]) -> Result<Generated, Error> {
    // Each file is read and shaped on its own: side by side, the first error in manifest order.
    let loaded = threads::map(documents, |(entry, bytes)| {
        family::File::load(entry.shown(), bytes, (*entry).clone())
    });
    let mut files = Vec::new();
    for file in loaded {
        files.push(file?);
    }
    let meta = family::meta::meta_schemas(&files)?;
    files.extend(meta);
    family::dynamic::resolve(&mut files);
    family::anchors::spell(&mut files);
    family::cycles::vacuous(&mut files);
    let inputs = Vec::new();
    // The code written as tokens is printed on the other cores while the rest is generated;
    // the items built as syn's (not `Send`) are printed here.
    let (written, (schemas, generated)) = threads::stream(source::print_job, |submit| {
        let schemas = submit(source::Job::Schemas(&files));
        let written = |text| submit(source::Job::Written(text));
        let generated = family::generate(&files, &written)
            .map(|(modules, coarsened)| (source::print_items(modules), coarsened));
        (schemas, generated)
    });
    let (modules, coarsened) = generated?;
    let (source, per_module) = source::print(modules, written, schemas)?;
    Ok(Generated {
        source,
        inputs,
        modules: per_module,
        coarsened,
    })
}
