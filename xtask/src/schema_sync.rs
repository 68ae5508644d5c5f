//! `cargo xtask schema-sync`: fetches every upstream schema listed in `schemas/manifest.toml`
//! (or only the entries named on the command line), reports how it drifted from the vendored
//! copy, and (without `--check`) vendors it. This is the reference of the command; the
//! README only points here.
//!
//! The schemas in `schemas/` are copies of files their protocols publish, pinned by sha256 in
//! the manifest. Upstream moves on: between the first vendored snapshot and Codex 0.169.0 the
//! v1 `denied` became an object carrying a rejection text, `failed` went away and
//! `approved_mcp_policy_amendment` came. This command is how the crate follows such changes,
//! on purpose and visibly:
//!
//! ```console
//! $ cargo xtask schema-sync --check   # report drift, write nothing (CI)
//! $ cargo xtask schema-sync           # vendor the upstream files and update their pins
//! $ cargo xtask schema-sync --from ~/src/codex/codex-rs/app-server-protocol/schema/json
//! $ cargo xtask schema-sync --from ../shared/upstream/codex-approvals codex/v1/ExecCommandApprovalResponse.json
//! $ cargo xtask schema-sync --codex node_modules/.bin/codex   # the Codex entries, from the binary
//! ```
//!
//! For each `[[schema]]` in the manifest, the command fetches `upstream` and compares it with
//! the vendored file by JSON value: whitespace and key order are not drift. It prints one
//! progress line per schema to stderr (`err`), and to stdout (`out`) a report of what
//! changed, in the terms a Rust user acts on.
//!
//! | Argument | Meaning |
//! |---|---|
//! | `FILE…` | Only these manifest entries, each named by its `file` under `schemas/` (`codex/v1/ExecCommandApprovalResponse.json`) or by its file name alone when no other entry has it (`ExecCommandApprovalResponse.json`). The others are neither fetched, reported nor written, and the report opens with how many entries were selected. An unknown name exits 2 with the list of entries. None: every entry. |
//! | `--check` | Write nothing. Exit 0 when in sync, 1 on drift (the report says how), 2 on errors. |
//! | `--from DIR` | Read `DIR/<last path segment of upstream>` instead of the network, e.g. a checkout of upstream. |
//! | `--codex [PATH]` | Sync the Codex entries (those whose `upstream` lies under `codex-rs/app-server-protocol/schema/json/`; the rest of that URL is the file's path in codex's output) from that codex binary (default: `codex` on `PATH`): it runs `PATH --version` and `PATH app-server generate-json-schema --out TMP` with a fresh `CODEX_HOME`, each in a network namespace of its own (`unshare -n`, then `ip link set lo up`) where the machine allows one, else with a warning saying it could not. Other entries are left untouched. The report's first line names the binary and its version, each synced entry records it as `codex_version = "0.171.0"`, and a note counts the files of codex's output that no entry lists. Not with `--from`. |
//! | `--root DIR` | The project root holding `schemas/`. Defaults to the nearest directory, from the current one up, holding both `Cargo.toml` and `schemas/manifest.toml`. |
//!
//! # Adding a schema
//!
//! Add its table to `schemas/manifest.toml` with `file`, `module` and `upstream`, and no
//! `sha256`, then run the command (naming the new entry, or not):
//!
//! ```toml
//! [[schema]]
//! file = "codex/v1/ExecCommandApprovalParams.json"
//! module = "codex::v1"
//! upstream = "https://raw.githubusercontent.com/openai/codex/main/codex-rs/app-server-protocol/schema/json/ExecCommandApprovalParams.json"
//! ```
//!
//! ```console
//! $ cargo xtask schema-sync codex/v1/ExecCommandApprovalParams.json
//! ```
//!
//! An entry whose file is not vendored yet is reported as `new` (compatible for Rust code and
//! for payloads), goes through the same checks as an update, including the generator on the
//! whole would-be tree, and is written with its `sha256` pin added to its table. Until then
//! the library does not build and `cargo test` names the entry as not vendored yet.
//!
//! # Nothing half-written
//!
//! Without `--check`, the command checks the whole update before it writes anything. Every
//! upstream file must parse as JSON and be a schema object. The generator
//! (`agent_approval_codegen::generate`) must also accept the would-be tree, which is a copy of
//! `schemas/` in a temporary directory holding the new files and pins. Only when all of that
//! succeeds does it replace each changed file atomically (every temporary file is written next
//! to its target first, then all are renamed) and rewrite that file's `sha256` in the
//! manifest, keeping the manifest's comments and layout. On any failure it exits 2 with the
//! reason and leaves `schemas/` byte-for-byte untouched. Failures include content that is not
//! JSON or not a schema, a dangling `$ref`, an unsupported keyword, an HTTP error, a timeout
//! and an oversize body. `--check` runs the same checks, so there exit 2 means upstream could
//! not be fetched, or its drift could not be applied.
//!
//! Downloads ([`crate::fetch`]) use `ureq` with rustls. Each has a 30 s timeout and a 5 MiB
//! limit, and follows at most 5 redirects, never from `https://` to anything else. Plain
//! `http://` is accepted only for a loopback host (`127.0.0.1`, `[::1]`, `localhost`), which is
//! what the tests serve from.
//!
//! `cargo test` also checks each vendored file against its pin ([`crate::pins`]), so a hand
//! edit fails with `schemas/<file>: sha256 <actual> does not match the pin <expected> in
//! schemas/manifest.toml; run `cargo xtask schema-sync` (or restore the file)`. Running the
//! command restores the upstream bytes.
//!
//! # The drift report
//!
//! What the report lists and the rules it follows are in `schema_sync/drift.rs`, the code that
//! writes it.

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
