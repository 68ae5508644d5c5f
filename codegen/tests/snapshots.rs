//! Snapshots of the generated code, one file per Rust module of `schemas/manifest.toml`
//! (`codegen/tests/snapshots/<module>.rs`, `::` written `__`), checked in and compared here
//! (typify's expectorate practice), so every change to the generator or a schema shows up as
//! a readable diff. Update them with
//! `UPDATE_SNAPSHOTS=1 cargo test -p agent-approval-codegen --test snapshots`.

mod common;

use std::fs;
use std::path::Path;

use common::repo_schemas;

#[test]
fn generated_code_matches_the_snapshots() {
    let generated = agent_approval_codegen::generate(&repo_schemas()).unwrap();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    let update = std::env::var_os("UPDATE_SNAPSHOTS").is_some();
    let mut stale = Vec::new();
    let mut expected_files = Vec::new();
    for (module, source) in &generated.modules {
        let name = format!("{}.rs", module.replace("::", "__"));
        let text = format!(
            "// Snapshot of the generated module `{module}`; update with UPDATE_SNAPSHOTS=1.\n\n{source}"
        );
        let path = dir.join(&name);
        expected_files.push(name);
        if fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            if update {
                fs::write(&path, &text).unwrap();
            } else {
                stale.push(path.display().to_string());
            }
        }
    }
    // A snapshot of a module that is no longer generated is stale too.
    for entry in fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if !expected_files.contains(&name) {
            if update {
                fs::remove_file(dir.join(&name)).unwrap();
            } else {
                stale.push(format!("{} (no such module)", dir.join(&name).display()));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "generated code differs from the snapshots (review the diff, then rerun with UPDATE_SNAPSHOTS=1): {stale:#?}"
    );
}
