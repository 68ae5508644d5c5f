//! Helpers shared by the generator's integration tests.

#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

/// The crate's vendored `schemas/` folder.
pub fn repo_schemas() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../schemas")
}

/// Copies a folder tree.
pub fn copy_dir(from: &Path, to: &Path) {
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            fs::create_dir_all(&target).unwrap();
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}
