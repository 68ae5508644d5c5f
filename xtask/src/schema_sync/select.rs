//! Which manifest entries a run covers: all of them, or those named on the command line.

use std::fmt::Write as _;
use std::path::Path;

use agent_approval_codegen::{Entry, Manifest};
use anyhow::bail;

/// The entries of `manifest` that `names` select (every entry when `names` is empty), with
/// their index in the manifest, in manifest order.
///
/// A name is an entry's `file` (a leading `schemas/` is accepted), or that file's name alone
/// when exactly one entry has it.
pub fn select<'a>(
    manifest: &'a Manifest,
    names: &[String],
) -> anyhow::Result<Vec<(usize, &'a Entry)>> {
    if names.is_empty() {
        return Ok(manifest.schemas.iter().enumerate().collect());
    }
    let mut chosen = vec![false; manifest.schemas.len()];
    for name in names {
        chosen[find(manifest, name)?] = true;
    }
    Ok(manifest
        .schemas
        .iter()
        .enumerate()
        .filter(|(i, _)| chosen[*i])
        .collect())
}

/// The index of the entry `name` names (see [`select`]).
fn find(manifest: &Manifest, name: &str) -> anyhow::Result<usize> {
    let path = name.strip_prefix("schemas/").unwrap_or(name);
    if let Some(index) = manifest
        .schemas
        .iter()
        .position(|e| e.file == name || e.file == path)
    {
        return Ok(index);
    }
    let list = |entries: &mut dyn Iterator<Item = &Entry>| {
        entries.fold(String::new(), |mut s, e| {
            let _ = write!(s, "\n  {}", e.file);
            s
        })
    };
    let by_name: Vec<(usize, &Entry)> = manifest
        .schemas
        .iter()
        .enumerate()
        .filter(|(_, e)| Path::new(&e.file).file_name().is_some_and(|n| n == name))
        .collect();
    match by_name[..] {
        [(index, _)] => Ok(index),
        [] => bail!(
            "unknown manifest entry {name:?}; the manifest lists (name one by its path under schemas/, or by its file name when unambiguous):{}",
            list(&mut manifest.schemas.iter())
        ),
        _ => bail!(
            "{name:?} names {} manifest entries; name one by its path under schemas/:{}",
            by_name.len(),
            list(&mut by_name.iter().map(|(_, e)| *e))
        ),
    }
}
