//! Helpers shared by the integration tests: copies of this crate for real cargo runs
//! (`cargo_build.rs`, `families.rs`, `suite.rs`) and JSON equality by value (`oracle.rs`,
//! `proptest_oracle.rs`).

#![allow(dead_code)]

pub mod json_eq;

use std::fs;
use std::path::{Path, PathBuf};

/// The repository root.
pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The workspace's own target directory (or `$CARGO_TARGET_DIR`) for every copy and
/// temporary crate: the dependencies `cargo test` already built are reused, not built again.
/// `cargo test` has released the directory's lock by the time a test runs. A copy of this
/// crate shares its build directories with the workspace's own (cargo names a path package's
/// without its absolute path), so `.ci/run` runs these tests after the stages that build the
/// workspace's default configuration.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| repo().join("target"), PathBuf::from)
}

/// Copies what a build of the crate needs into `dir`.
pub fn copy_crate(dir: &Path) {
    fs::create_dir_all(dir).unwrap();
    for item in [
        "Cargo.toml",
        "Cargo.lock",
        "build.rs",
        "README.md",
        "src",
        "examples",
        "schemas",
        "runtime",
        "codegen",
        "xtask",
        "benches",
    ] {
        copy(&repo().join(item), &dir.join(item));
    }
}

/// Copies a file or a folder (without `target/`).
pub fn copy(from: &Path, to: &Path) {
    if from.is_dir() {
        fs::create_dir_all(to).unwrap();
        for entry in fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            if entry.file_name() != "target" {
                copy(&entry.path(), &to.join(entry.file_name()));
            }
        }
    } else if let Err(e) = fs::copy(from, to) {
        // A file that vanished while copying (an editor's or a test's temporary) is not part
        // of the crate; any other failure is.
        assert!(
            !from.exists(),
            "{} -> {}: {e}",
            from.display(),
            to.display()
        );
    }
}
