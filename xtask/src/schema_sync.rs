//! `cargo xtask schema-sync`: fetches every upstream schema listed in `schemas/manifest.toml`
//! (or only the entries named on the command line), reports how it drifted from the vendored
//! copy, and (without `--check`) vendors it.
//!
//! An entry whose file is not vendored yet is a *new* schema: it is fetched, reported as
//! `new`, checked with the rest of the would-be tree, written, and pinned. Adding a schema is
//! therefore: add its `[[schema]]` table (`file`, `module`, `upstream`; no `sha256`) and run
//! `cargo xtask schema-sync` (optionally naming just that entry).
//!
//! Nothing under `schemas/` changes unless every upstream file was fetched, is a JSON object,
//! and the generator accepts the would-be tree (a copy of `schemas/` with the new files and
//! pins, in a temporary directory). Then each changed file and the manifest are replaced
//! atomically: every temporary file is written next to its target first, then all are renamed.
//!
//! Progress (one line per schema) and the outcome go to `err`; the drift report goes to `out`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use agent_approval_codegen::{Entry, Manifest};
use anyhow::{anyhow, bail, Context};

use crate::codex;
use crate::fetch::Source;
use crate::pins;

/// Exit status: every schema matches upstream (or, without `--check`, was updated).
pub const OK: u8 = 0;
/// Exit status with `--check`: some schema drifted; the report says how.
pub const DRIFT: u8 = 1;
/// Exit status: something failed; `schemas/` is untouched.
pub const ERROR: u8 = 2;

/// What to do.
#[derive(Debug, Clone)]
pub struct Options {
    /// Project root; the schemas are in `root/schemas`.
    pub root: PathBuf,
    /// Report only; write nothing.
    pub check: bool,
    /// Read upstream files from this directory instead of the network.
    pub from: Option<PathBuf>,
    /// Sync the Codex entries from this codex binary's `app-server generate-json-schema`
    /// (see [`crate::codex`]) instead of the network; the other entries are left untouched.
    pub codex: Option<PathBuf>,
    /// Limit for each download.
    pub timeout: Duration,
    /// Manifest entries to sync, by `file` (or its file name when unambiguous); empty for all.
    pub entries: Vec<String>,
}

/// Runs the command and returns its exit status ([`OK`], [`DRIFT`] or [`ERROR`]).
pub fn run(options: &Options, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match sync(options, out, err) {
        Ok(code) => code,
        Err(e) => {
            // The terminal may be gone; the exit status still tells.
            let _ = writeln!(err, "schema-sync: error: {e:#}");
            ERROR
        }
    }
}

fn sync(options: &Options, out: &mut dyn Write, err: &mut dyn Write) -> anyhow::Result<u8> {
    let schemas = options.root.join("schemas");
    let manifest_path = schemas.join(Manifest::FILE_NAME);
    let manifest_text = std::fs::read_to_string(&manifest_path)
        .with_context(|| format!("cannot read {}", manifest_path.display()))?;
    let manifest = Manifest::parse(Path::new("schemas/manifest.toml"), &manifest_text)?;
    let generated = match &options.codex {
        Some(bin) => Some(codex::generate(bin, err)?),
        None => None,
    };
    let source = match (&generated, &options.from) {
        (Some(g), _) => Source::Codex(g.dir.path()),
        (None, Some(dir)) => Source::Dir(dir),
        (None, None) => Source::Network {
            timeout: options.timeout,
        },
    };

    let mut selected = select(&manifest, &options.entries)?;
    if let Some(g) = &generated {
        selected.retain(|(_, e)| codex::output_path(&e.upstream).is_some());
        if selected.is_empty() {
            bail!(
                "no selected manifest entry is a Codex entry (an upstream under {}); nothing to sync from {}",
                codex::UPSTREAM_DIR,
                g.banner
            );
        }
        report_codex(out, err, g, options, &manifest, &selected)?;
    }
    let total = selected.len();
    // Without names the messages stay as they always were; with names they say "selected".
    let all = options.entries.is_empty();
    let schemas_word = match (all, generated.is_some()) {
        (true, false) => "schemas",
        (true, true) => "Codex schemas",
        (false, _) => "selected schemas",
    };
    // `--codex`: the manifest records the codex version of every entry it synced.
    let record = |text: &str| -> anyhow::Result<String> {
        let mut text = text.to_owned();
        if let Some(g) = &generated {
            for (_, e) in &selected {
                if e.codex_version.as_deref() != Some(g.version.as_str()) {
                    text = pins::set_codex_version(&text, &e.file, &g.version)?;
                }
            }
        }
        Ok(text)
    };
    if !all {
        let files: Vec<&str> = selected.iter().map(|(_, e)| e.file.as_str()).collect();
        writeln!(
            out,
            "selected {total} of {} manifest entries (the others are neither checked nor reported): {}",
            manifest.schemas.len(),
            files.join(", ")
        )?;
    }

    let mut drifted = Vec::new();
    let mut failed = 0;
    for &(_, entry) in &selected {
        let location = source.location(&entry.upstream);
        let bytes = match source.fetch(&entry.upstream) {
            Ok(bytes) => bytes,
            Err(e) => {
                failed += 1;
                writeln!(
                    err,
                    "schema-sync: {} <- {location}: failed: {e:#}",
                    entry.file
                )?;
                continue;
            }
        };
        let size = bytes.len();
        let status = match compare(&schemas, entry, &bytes) {
            Ok(Status::Unchanged) => "unchanged".to_owned(),
            Ok(Status::Changed(changes)) => {
                drifted.push(Drifted {
                    entry,
                    bytes,
                    changes: Some(changes),
                });
                "changed".to_owned()
            }
            Ok(Status::New) => {
                drifted.push(Drifted {
                    entry,
                    bytes,
                    changes: None,
                });
                "new".to_owned()
            }
            Err(e) => {
                failed += 1;
                format!("failed: {e:#}")
            }
        };
        writeln!(
            err,
            "schema-sync: {} <- {location} ({size} bytes): {status}",
            entry.file
        )?;
    }

    for d in &drifted {
        report(out, d)?;
    }
    let untouched = if options.check {
        ""
    } else {
        "; schemas/ left untouched"
    };
    let upstream_word = if all {
        "upstream schemas"
    } else {
        "selected upstream schemas"
    };
    if failed > 0 {
        bail!("{failed} of {total} {upstream_word} failed{untouched}");
    }
    if drifted.is_empty() {
        let versioned = record(&manifest_text)?;
        if versioned == manifest_text {
            writeln!(
                err,
                "schema-sync: all {total} {schemas_word} match upstream"
            )?;
        } else if options.check {
            writeln!(
                err,
                "schema-sync: all {total} {schemas_word} match upstream; the manifest records another codex version for some of them (run without --check to record it)"
            )?;
        } else {
            write_atomic(&[(manifest_path, versioned.as_bytes())])?;
            writeln!(
                err,
                "schema-sync: all {total} {schemas_word} match upstream; recorded the codex version in schemas/manifest.toml"
            )?;
        }
        return Ok(OK);
    }

    // The would-be tree must generate before anything is written. `--check` asks the same,
    // so drift that could not be applied is an error there too.
    let staged = || -> anyhow::Result<String> {
        let mut new_manifest = manifest_text.clone();
        for d in &drifted {
            let pin = pins::sha256_hex(&d.bytes);
            new_manifest = pins::replace_pin(&new_manifest, &d.entry.file, &pin)?;
        }
        let new_manifest = record(&new_manifest)?;
        verify(&schemas, &manifest, &new_manifest, &drifted)?;
        Ok(new_manifest)
    };
    let new_manifest = staged().map_err(|e| anyhow!("{e:#}{untouched}"))?;

    let new = drifted.iter().filter(|d| d.changes.is_none()).count();
    let changed = drifted.len() - new;
    if options.check {
        let what = match (changed, new) {
            (_, 0) => format!("{changed} of {total} {schemas_word} drifted from upstream"),
            (0, _) => format!("{new} of {total} {schemas_word} not vendored yet"),
            _ => format!(
                "{changed} of {total} {schemas_word} drifted from upstream and {new} not vendored yet"
            ),
        };
        let command = if all {
            "cargo xtask schema-sync".to_owned()
        } else {
            format!("cargo xtask schema-sync {}", options.entries.join(" "))
        };
        writeln!(
            err,
            "schema-sync: {what}; run `{command}` to update them, then review and commit schemas/"
        )?;
        return Ok(DRIFT);
    }
    let mut files: Vec<(PathBuf, &[u8])> = drifted
        .iter()
        .map(|d| (schemas.join(&d.entry.file), d.bytes.as_slice()))
        .collect();
    files.push((manifest_path, new_manifest.as_bytes()));
    write_atomic(&files)?;
    let what = match (changed, new) {
        (_, 0) => format!("updated {changed} of {total} {schemas_word} and their pins"),
        (0, _) => format!("added {new} new of {total} {schemas_word}, with their pins"),
        _ => format!(
            "added {new} new and updated {changed} of {total} {schemas_word}, with their pins"
        ),
    };
    writeln!(
        err,
        "schema-sync: {what} in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/"
    )?;
    Ok(OK)
}

/// `--codex`: the report's first line names the binary and its version; a note on progress
/// counts the files of its output that no manifest entry lists.
fn report_codex(
    out: &mut dyn Write,
    err: &mut dyn Write,
    g: &codex::Generated,
    options: &Options,
    manifest: &Manifest,
    selected: &[(usize, &Entry)],
) -> anyhow::Result<()> {
    let bin = options.codex.as_deref().unwrap_or(Path::new("codex"));
    writeln!(
        out,
        "codex: {} ({}): {} of {} manifest entries are Codex entries, synced from its `app-server generate-json-schema` (the others untouched)",
        g.banner,
        bin.display(),
        selected.len(),
        manifest.schemas.len()
    )?;
    let listed: Vec<&str> = manifest
        .schemas
        .iter()
        .filter_map(|e| codex::output_path(&e.upstream))
        .collect();
    let unlisted = codex::unlisted(g.dir.path(), &listed);
    if let Some(first) = unlisted.first() {
        writeln!(
            err,
            "schema-sync: note: {} files of codex's output are not in the manifest (first: {first}); add a [[schema]] entry with its upstream to vendor one",
            unlisted.len()
        )?;
    }
    Ok(())
}

mod drift;
mod select;
mod stage;

use drift::{compare, report, Drifted, Status};
pub use select::select;
use stage::{verify, write_atomic};

#[cfg(test)]
mod tests;
