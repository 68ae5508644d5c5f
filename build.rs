//! Generates the Rust types and validation tables from `schemas/` (see `codegen/`).
//! Never touches the network: it reads only the vendored files listed in the manifest.

use std::path::Path;

fn main() {
    // Read at run time: the compiled build script may be reused for a copy of the crate at
    // another path (cargo's build directories do not depend on the absolute path).
    let root = std::path::PathBuf::from(
        std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"),
    );
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=codegen/src");
    println!("cargo:rerun-if-changed=schemas/manifest.toml");
    let generated = agent_approval_codegen::generate(&root.join("schemas"))
        .unwrap_or_else(|e| panic!("schema generation failed: {e}"));
    for input in &generated.inputs {
        println!("cargo:rerun-if-changed={}", input.display());
    }
    let out = Path::new(&std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("types.rs");
    // Write only on change, so an unchanged output keeps its timestamp.
    if std::fs::read_to_string(&out).ok().as_deref() != Some(generated.source.as_str()) {
        std::fs::write(&out, generated.source).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
    }
}
