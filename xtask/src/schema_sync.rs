//! `cargo xtask schema-sync`: fetches every upstream schema listed in `schemas/manifest.toml`,
//! reports how it drifted from the vendored copy, and (without `--check`) vendors it.
//!
//! Nothing under `schemas/` changes unless every upstream file was fetched, is a JSON object,
//! and the generator accepts the would-be tree (a copy of `schemas/` with the new files and
//! pins, in a temporary directory). Then each changed file and the manifest are replaced
//! atomically: every temporary file is written next to its target first, then all are renamed.
//!
//! Progress (one line per schema) and the outcome go to `err`; the drift report goes to `out`.

use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use agent_approval_codegen::{Entry, Manifest};
use anyhow::{anyhow, bail, Context};
use serde_json::Value;

use crate::diff::{self, Change, Impact};
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
    /// Limit for each download.
    pub timeout: Duration,
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

/// An upstream file that differs from the vendored one.
struct Drifted<'a> {
    entry: &'a Entry,
    bytes: Vec<u8>,
    changes: Vec<Change>,
}

fn sync(options: &Options, out: &mut dyn Write, err: &mut dyn Write) -> anyhow::Result<u8> {
    let schemas = options.root.join("schemas");
    let manifest_path = schemas.join(Manifest::FILE_NAME);
    let manifest_text = std::fs::read_to_string(&manifest_path)
        .with_context(|| format!("cannot read {}", manifest_path.display()))?;
    let manifest = Manifest::parse(Path::new("schemas/manifest.toml"), &manifest_text)?;
    let source = match &options.from {
        Some(dir) => Source::Dir(dir),
        None => Source::Network {
            timeout: options.timeout,
        },
    };

    let mut drifted = Vec::new();
    let mut failed = 0;
    for (index, entry) in manifest.schemas.iter().enumerate() {
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
        let status = match compare(&schemas, entry, index, &bytes) {
            Ok(None) => "unchanged".to_owned(),
            Ok(Some(changes)) => {
                drifted.push(Drifted {
                    entry,
                    bytes,
                    changes,
                });
                "changed".to_owned()
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
    let total = manifest.schemas.len();
    let untouched = if options.check {
        ""
    } else {
        "; schemas/ left untouched"
    };
    if failed > 0 {
        bail!("{failed} of {total} upstream schemas failed{untouched}");
    }
    if drifted.is_empty() {
        writeln!(err, "schema-sync: all {total} schemas match upstream")?;
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
        verify(&schemas, &manifest, &new_manifest, &drifted)?;
        Ok(new_manifest)
    };
    let new_manifest = staged().map_err(|e| anyhow!("{e:#}{untouched}"))?;

    let count = drifted.len();
    if options.check {
        writeln!(
            err,
            "schema-sync: {count} of {total} schemas drifted from upstream; run `cargo xtask schema-sync` to update them, then review and commit schemas/"
        )?;
        return Ok(DRIFT);
    }
    let mut files: Vec<(PathBuf, &[u8])> = drifted
        .iter()
        .map(|d| (schemas.join(&d.entry.file), d.bytes.as_slice()))
        .collect();
    files.push((manifest_path, new_manifest.as_bytes()));
    write_atomic(&files)?;
    writeln!(
        err,
        "schema-sync: updated {count} of {total} schemas and their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/"
    )?;
    Ok(OK)
}

/// Checks one upstream file and compares it with the vendored one: `None` when they hold the
/// same JSON value and the vendored bytes match their pin.
fn compare(
    schemas: &Path,
    entry: &Entry,
    _index: usize,
    bytes: &[u8],
) -> anyhow::Result<Option<Vec<Change>>> {
    let new: Value = serde_json::from_slice(bytes).map_err(|e| anyhow!("not JSON: {e}"))?;
    if !new.is_object() {
        bail!("not a JSON Schema: the document is not an object");
    }
    let vendored = schemas.join(&entry.file);
    let old_bytes =
        std::fs::read(&vendored).with_context(|| format!("cannot read {}", vendored.display()))?;
    // A vendored file broken by hand is replaced like any other drift.
    let old: Value = serde_json::from_slice(&old_bytes).unwrap_or(Value::Null);
    let pinned = pins::sha256_hex(&old_bytes).eq_ignore_ascii_case(&entry.sha256);
    if old == new && pinned {
        return Ok(None);
    }
    // Refuse early, per file, what the generator refuses; `verify` then checks the whole tree.
    agent_approval_codegen::generate_one(&Path::new("schemas").join(&entry.file), bytes, entry)?;
    let root = entry
        .root
        .clone()
        .or_else(|| title(&new))
        .or_else(|| title(&old))
        .unwrap_or_else(|| {
            let stem = Path::new(&entry.file)
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned());
            stem.unwrap_or_else(|| entry.file.clone())
        });
    Ok(Some(diff::diff(&old, &new, &root, entry.root.is_some())))
}

fn title(doc: &Value) -> Option<String> {
    doc.get("title").and_then(Value::as_str).map(str::to_owned)
}

/// Writes one schema's section of the report.
fn report(out: &mut dyn Write, d: &Drifted<'_>) -> anyhow::Result<()> {
    let mut header = format!("schemas/{}: ", d.entry.file);
    if d.changes.is_empty() {
        header.push_str(
            "no change in meaning; the vendored bytes do not match their pin and are replaced",
        );
    } else {
        let n = d.changes.len();
        let worst =
            |f: fn(&Change) -> Impact| d.changes.iter().map(f).max().unwrap_or(Impact::Compatible);
        let (rust, payloads) = (worst(|c| c.rust), worst(|c| c.payloads));
        write!(
            header,
            "{n} change{} (rust: {rust}, payloads: {payloads})",
            if n == 1 { "" } else { "s" }
        )?;
    }
    writeln!(out, "{header}")?;
    for change in &d.changes {
        writeln!(out, "  {change}")?;
    }
    Ok(())
}

/// Runs the generator on a copy of `schemas/` with the drifted files and their new pins.
fn verify(
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
        match drifted.iter().find(|d| d.entry.file == entry.file) {
            Some(d) => std::fs::write(&to, &d.bytes),
            None => std::fs::copy(schemas.join(&entry.file), &to).map(drop),
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
fn write_atomic(files: &[(PathBuf, &[u8])]) -> anyhow::Result<()> {
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
    let cleanup = || {
        for (path, _) in files {
            let _ = std::fs::remove_file(tmp(path));
        }
    };
    for (path, bytes) in files {
        if let Err(e) = write(path, bytes) {
            cleanup();
            return Err(e).with_context(|| {
                format!("cannot write {}; schemas/ left untouched", path.display())
            });
        }
    }
    for (path, _) in files {
        if let Err(e) = std::fs::rename(tmp(path), path) {
            cleanup();
            return Err(e).with_context(|| format!("cannot replace {}", path.display()));
        }
    }
    Ok(())
}
