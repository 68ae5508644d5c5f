//! Safe updates: the would-be tree is generated in a staging copy first, then every file is
//! replaced atomically.

use std::io::Write;
use std::path::{Path, PathBuf};

use agent_approval_codegen::Manifest;
use anyhow::{anyhow, bail, Context};

use super::Drifted;

/// Runs the generator on a copy of `schemas/` with the drifted files and their new pins.
pub(super) fn verify(
    schemas: &Path,
    manifest: &Manifest,
    new_manifest: &str,
    drifted: &[Drifted<'_>],
) -> anyhow::Result<()> {
    let staging = tempfile::Builder::new()
        .prefix("schema-sync-")
        .tempdir()
        .context("cannot create a staging directory")?;
    let staged = staging.path().join("schemas");
    for entry in &manifest.schemas {
        let to = staged.join(&entry.file);
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("cannot create {}", parent.display()))?;
        }
        let from = schemas.join(&entry.file);
        match drifted.iter().find(|d| d.entry.file == entry.file) {
            Some(d) => std::fs::write(&to, &d.bytes),
            None if !from.exists() => bail!(
                "schemas/{} is not vendored yet, so the would-be tree cannot generate; name it too, or run without naming entries",
                entry.file
            ),
            None => std::fs::copy(from, &to).map(drop),
        }
        .with_context(|| format!("cannot stage {}", to.display()))?;
    }
    std::fs::write(staged.join(Manifest::FILE_NAME), new_manifest)
        .context("cannot stage the manifest")?;
    agent_approval_codegen::generate(&staged)
        .map_err(|e| anyhow!("the updated schemas would not generate: {e}"))?;
    Ok(())
}

/// Replaces each file through a temporary file in its directory and a rename, so a reader
/// sees the old file or the new one, never a mix. Every temporary file is written (and
/// synced) before the first rename, so a full disk or a permission error changes nothing.
/// Missing directories (a new schema's) are created first, and removed again on failure.
pub(super) fn write_atomic(files: &[(PathBuf, &[u8])]) -> anyhow::Result<()> {
    let tmp = |path: &Path| {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        path.with_file_name(format!("{name}.tmp-{}", std::process::id()))
    };
    let write = |path: &Path, bytes: &[u8]| -> std::io::Result<()> {
        let mut file = std::fs::File::create(tmp(path))?;
        file.write_all(bytes)?;
        file.sync_all()
    };
    // The outermost directory created for each file, so a failure can remove it again.
    let mut created: Vec<PathBuf> = Vec::new();
    let cleanup = |created: &[PathBuf]| {
        for (path, _) in files {
            let _ = std::fs::remove_file(tmp(path));
        }
        for dir in created.iter().rev() {
            let _ = std::fs::remove_dir_all(dir);
        }
    };
    for (path, bytes) in files {
        let parent = path.parent().unwrap_or(Path::new("."));
        if let Some(outermost) = parent.ancestors().take_while(|a| !a.exists()).last() {
            created.push(outermost.to_path_buf());
        }
        let written = std::fs::create_dir_all(parent).and_then(|()| write(path, bytes));
        if let Err(e) = written {
            cleanup(&created);
            return Err(e).with_context(|| {
                format!("cannot write {}; schemas/ left untouched", path.display())
            });
        }
    }
    for (path, _) in files {
        if let Err(e) = std::fs::rename(tmp(path), path) {
            cleanup(&[]);
            return Err(e).with_context(|| format!("cannot replace {}", path.display()));
        }
    }
    Ok(())
}
