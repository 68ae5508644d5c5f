//! Helpers shared by the generator's integration tests.

#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

/// Generates one in-memory document, `t.json`, as module `m` with root type `root` (and any
/// further manifest settings in `settings`, one per line), draft-07 unless it says otherwise.
pub fn one_file(
    schema: &serde_json::Value,
    root: &str,
    settings: &str,
) -> Result<agent_approval_codegen::Generated, agent_approval_codegen::Error> {
    let manifest = agent_approval_codegen::Manifest::parse(
        Path::new("schemas/manifest.toml"),
        &format!("[[schema]]\nfile = \"t.json\"\nmodule = \"m\"\nupstream = \"https://example.com/t.json\"\nroot = \"{root}\"\n{settings}"),
    )?;
    let mut doc = schema.clone();
    if doc.get("$schema").is_none() {
        doc["$schema"] = "http://json-schema.org/draft-07/schema#".into();
    }
    let bytes = doc.to_string().into_bytes();
    manifest.generate(&std::collections::BTreeMap::from([(
        "t.json".to_owned(),
        bytes,
    )]))
}

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
