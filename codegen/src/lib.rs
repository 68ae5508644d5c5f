//! Generator behind `agent-approval`: JSON Schema files in, Rust types and validation tables
//! out.
//!
//! The pipeline, over every `[[schema]]` entry of `schemas/manifest.toml`:
//! 1. [`engine`] compiles every file with the `jsonschema` crate, the one authority on
//!    validity, with the options the runtime uses: whatever it cannot honour (a dangling
//!    `$ref`, a pattern needing backtracking, an invalid schema) is an error naming file,
//!    JSON pointer and keyword.
//! 2. [`compile`] reads each document into the [`ir`] graph of what shapes the types.
//! 3. [`typespace`] gives typify a draft-07 copy holding only the keywords that shape types
//!    (see [`keywords`]), and typify emits the Rust types.
//! 4. [`pairing`] pairs every item typify emitted with the schema node it stands for, by
//!    walking typify's `TypeSpace` beside the IR (an item it cannot pair stops the build).
//! 5. [`postprocess`] makes those types lossless (unknown properties kept, optional
//!    collections as `Option`) and completes their derives.
//! 6. [`family`] ties the files together and gives each root and definition type its
//!    `Validate` impl, which names the schema by URI; the documents themselves are embedded
//!    once, in `__schemas`; [`deserialize`] moves typify's derived `Deserialize` to a
//!    private raw mirror, so that the type's own `Deserialize` judges (see `runtime/src/judged.rs`).
//!
//! `build.rs` calls [`generate`]; `cargo xtask schema-sync` calls it on a would-be tree before
//! writing anything.

mod attrs;
pub mod coarsening;
pub mod compile;
pub mod compiled;
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
pub mod typespace;
pub mod upgrade;
mod variant;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

pub use coarsening::Coarsening;
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
    let resources = files.iter().map(|f| {
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
    let mut out = Vec::new();
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
