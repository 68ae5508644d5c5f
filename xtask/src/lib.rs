//! The project's build system, as a library so its tests can run each command in-process;
//! `src/main.rs` only parses flags and calls in here.

pub mod bench_ratios;
pub mod catalogs;
pub mod codegen_time;
pub mod codex;
pub mod diff;
pub mod fetch;
pub mod pins;
pub mod schema_sync;
pub mod typify_raw;

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};

/// What marks the project root: a directory holding both of these.
pub const ROOT_MARKERS: [&str; 2] = ["Cargo.toml", "schemas/manifest.toml"];

/// The project root for a command run from the current directory: see [`find_root`].
pub fn project_root() -> anyhow::Result<PathBuf> {
    let cwd = std::env::current_dir().context("cannot read the current directory")?;
    find_root(&cwd)
}

/// The first of `start` and its ancestors that holds both `Cargo.toml` and
/// `schemas/manifest.toml` (so `fuzz/`, a crate of its own, is passed over).
///
/// Found at run time, not from the compile-time `CARGO_MANIFEST_DIR`, so one build of xtask
/// works on whichever checkout or copy it is run from.
pub fn find_root(start: &Path) -> anyhow::Result<PathBuf> {
    match start
        .ancestors()
        .find(|dir| ROOT_MARKERS.iter().all(|m| dir.join(m).is_file()))
    {
        Some(root) => Ok(root.to_path_buf()),
        None => bail!(
            "no project root: neither {} nor any directory above it holds both {} and {}; run `cargo xtask` inside the project",
            start.display(),
            ROOT_MARKERS[0],
            ROOT_MARKERS[1]
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_nearest_directory_with_both_markers() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("project");
        for file in [
            "Cargo.toml",
            "schemas/manifest.toml",
            "fuzz/Cargo.toml",
            "xtask/src/main.rs",
            "nested/schemas/manifest.toml",
        ] {
            let path = root.join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "").unwrap();
        }
        // (start, expected root); `None` when there is none.
        let cases: &[(PathBuf, Option<&Path>)] = &[
            (root.clone(), Some(&root)),
            (root.join("schemas"), Some(&root)),
            (root.join("xtask/src"), Some(&root)),
            // A Cargo.toml alone (the fuzz crate) is not the root.
            (root.join("fuzz"), Some(&root)),
            // Nor is a schemas/manifest.toml alone.
            (root.join("nested"), Some(&root)),
            (dir.path().to_path_buf(), None),
        ];
        for (start, expected) in cases {
            match (find_root(start), expected) {
                (Ok(found), Some(expected)) => assert_eq!(&found, expected, "{start:?}"),
                (Err(e), None) => assert_eq!(
                    e.to_string(),
                    format!(
                        "no project root: neither {} nor any directory above it holds both \
                         Cargo.toml and schemas/manifest.toml; run `cargo xtask` inside the project",
                        start.display()
                    )
                ),
                (found, _) => panic!("{start:?}: {found:?}, expected {expected:?}"),
            }
        }
    }
}
