//! How an upstream file drifted from the vendored copy: [`compare`] checks it and diffs it
//! (unchanged, changed with its [`Change`]s, or new), and [`report`] writes its section of the
//! drift report.

use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;

use agent_approval_codegen::Entry;
use anyhow::{anyhow, bail, Context};
use serde_json::Value;

use crate::diff::{self, Change, Impact};
use crate::pins;

/// An upstream file that differs from the vendored one, or that is not vendored yet.
pub(super) struct Drifted<'a> {
    pub(super) entry: &'a Entry,
    pub(super) bytes: Vec<u8>,
    /// `None` for a new file.
    pub(super) changes: Option<Vec<Change>>,
}

/// How an upstream file compares with the vendored one.
pub(super) enum Status {
    Unchanged,
    Changed(Vec<Change>),
    New,
}

/// Checks one upstream file and compares it with the vendored one: unchanged when they hold
/// the same JSON value and the vendored bytes match their pin; new when nothing is vendored.
pub(super) fn compare(schemas: &Path, entry: &Entry, bytes: &[u8]) -> anyhow::Result<Status> {
    let new: Value = serde_json::from_slice(bytes).map_err(|e| anyhow!("not JSON: {e}"))?;
    if !new.is_object() {
        bail!("not a JSON Schema: the document is not an object");
    }
    let vendored = schemas.join(&entry.file);
    let old_bytes = match std::fs::read(&vendored) {
        Ok(bytes) => Some(bytes),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", vendored.display())),
    };
    if let Some(old_bytes) = &old_bytes {
        let pinned = pins::sha256_hex(old_bytes).eq_ignore_ascii_case(&entry.sha256);
        if pinned && serde_json::from_slice::<Value>(old_bytes).is_ok_and(|old| old == new) {
            return Ok(Status::Unchanged);
        }
    }
    // Refuse early, per file, what the generator refuses; `verify` then checks the whole tree.
    agent_approval_codegen::generate_one(&Path::new("schemas").join(&entry.file), bytes, entry)?;
    let Some(old_bytes) = old_bytes else {
        return Ok(Status::New);
    };
    // A vendored file broken by hand is replaced like any other drift.
    let old: Value = serde_json::from_slice(&old_bytes).unwrap_or(Value::Null);
    let root = root_name(entry, &new)
        .or_else(|| title(&old))
        .unwrap_or_else(|| stem(entry));
    Ok(Status::Changed(diff::diff(
        &old,
        &new,
        &root,
        entry.root.is_some(),
    )))
}

/// The name the report gives a schema's root: the manifest's `root`, else the title.
fn root_name(entry: &Entry, doc: &Value) -> Option<String> {
    entry.root.clone().or_else(|| title(doc))
}

/// The file name of an entry without its extension, the root's name of last resort.
fn stem(entry: &Entry) -> String {
    Path::new(&entry.file)
        .file_stem()
        .map_or_else(|| entry.file.clone(), |s| s.to_string_lossy().into_owned())
}

fn title(doc: &Value) -> Option<String> {
    doc.get("title").and_then(Value::as_str).map(str::to_owned)
}

/// Writes one schema's section of the report.
pub(super) fn report(out: &mut dyn Write, d: &Drifted<'_>) -> anyhow::Result<()> {
    let file = &d.entry.file;
    let Some(changes) = &d.changes else {
        // A new file adds types and accepts payloads nothing accepted before: additive.
        let doc: Value = serde_json::from_slice(&d.bytes).unwrap_or(Value::Null);
        let root = root_name(d.entry, &doc).unwrap_or_else(|| stem(d.entry));
        let impact = format!("rust: {0}, payloads: {0}", Impact::Compatible);
        writeln!(out, "schemas/{file}: new ({impact})")?;
        writeln!(
            out,
            "  {root}: schema added to module {} [{impact}]",
            d.entry.module
        )?;
        return Ok(());
    };
    let mut header = format!("schemas/{file}: ");
    if changes.is_empty() {
        header.push_str(if d.entry.sha256.is_empty() {
            "no change in meaning; the vendored bytes have no pin yet and are pinned"
        } else {
            "no change in meaning; the vendored bytes do not match their pin and are replaced"
        });
    } else {
        let n = changes.len();
        let worst =
            |f: fn(&Change) -> Impact| changes.iter().map(f).max().unwrap_or(Impact::Compatible);
        let (rust, payloads) = (worst(|c| c.rust), worst(|c| c.payloads));
        write!(
            header,
            "{n} change{} (rust: {rust}, payloads: {payloads})",
            if n == 1 { "" } else { "s" }
        )?;
    }
    writeln!(out, "{header}")?;
    for change in changes {
        writeln!(out, "  {change}")?;
    }
    Ok(())
}
