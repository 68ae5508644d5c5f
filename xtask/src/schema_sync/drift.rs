//! How an upstream file drifted from the vendored copy: [`compare`] checks it and diffs it
//! (unchanged, changed with its [`Change`]s, or new), and [`report`] writes its section of the
//! drift report.
//!
//! # The drift report
//!
//! A `--check` run against an upstream where all three schemas moved:
//!
//! ```console
//! $ cargo xtask schema-sync --check --from upstream
//! schema-sync: codex/v1/ExecCommandApprovalResponse.json <- upstream/ExecCommandApprovalResponse.json (3781 bytes): changed
//! schema-sync: codex/v2/CommandExecutionRequestApprovalResponse.json <- upstream/CommandExecutionRequestApprovalResponse.json (3071 bytes): changed
//! schema-sync: aap/aap-oversight.schema.json <- upstream/aap-oversight.schema.json (2248 bytes): changed
//! schemas/codex/v1/ExecCommandApprovalResponse.json: 1 change (rust: compatible, payloads: compatible)
//!   ReviewDecision: variant "failed" added [rust: compatible, payloads: compatible]
//! schemas/codex/v2/CommandExecutionRequestApprovalResponse.json: 3 changes (rust: compatible, payloads: compatible)
//!   CommandExecutionApprovalDecision: variant "applyNetworkPolicyAmendment" added [rust: compatible, payloads: compatible]
//!   NetworkPolicyAmendment: definition added [rust: compatible, payloads: compatible]
//!   NetworkPolicyRuleAction: definition added [rust: compatible, payloads: compatible]
//! schemas/aap/aap-oversight.schema.json: 5 changes (rust: breaking, payloads: breaking)
//!   OversightClaim: property "approval_timeout" type changed from integer to number [rust: breaking, payloads: compatible]
//!   OversightClaim: property "escalation_contact" added (optional) [rust: breaking, payloads: compatible]
//!   OversightClaim: property "level" now required [rust: breaking, payloads: breaking]
//!   OversightClaim: property "notify_on" items pattern changed from "^[a-zA-Z][a-zA-Z0-9_-]*(\\.[a-zA-Z][a-zA-Z0-9_-]*)*$" to "^[a-z][a-z0-9_-]*(\\.[a-z][a-z0-9_-]*)*$" [rust: compatible, payloads: breaking]
//!   OversightClaim: property "supervisor" removed [rust: breaking, payloads: compatible]
//! schema-sync: 3 of 3 schemas drifted from upstream; run `cargo xtask schema-sync` to update them, then review and commit schemas/
//! ```
//!
//! And the run that brought the crate to Codex 0.169.0 (excerpt of its report; 123 Codex
//! entries, 118 of them added to the manifest for it). Branches of an internally tagged union
//! are matched by their tag value (`kind="…"`), so `FileSystemSpecialPath`, whose branches
//! upstream inserted, removed and retitled, reads as what changed, not as every later branch
//! changed:
//!
//! ```console
//! $ cargo xtask schema-sync --codex /path/to/node_modules/.bin/codex
//! codex: codex-cli 0.169.0 (/path/to/node_modules/.bin/codex): 123 of 132 manifest entries are Codex entries, synced from its `app-server generate-json-schema` (the others untouched)
//! schemas/codex/v1/ExecCommandApprovalResponse.json: 7 changes (rust: breaking, payloads: breaking)
//!   ReviewDecision: variant "denied" type changed from string to object [rust: breaking, payloads: breaking]
//!   …
//!   ReviewDecision: variant "failed" removed [rust: breaking, payloads: breaking]
//!   ReviewDecision: variant "approved_mcp_policy_amendment" added [rust: compatible, payloads: compatible]
//! schemas/codex/v2/PermissionsRequestApprovalResponse.json: 13 changes (rust: breaking, payloads: breaking)
//!   FileSystemSpecialPath: variant kind="current_working_directory" removed [rust: breaking, payloads: breaking]
//!   FileSystemSpecialPath: variant kind="project_roots" property "subpath" type changed from string to LegacyAppPathString [rust: breaking, payloads: breaking]
//!   …
//! ```
//!
//! Each line has the form `<Definition>: <where> <what> [rust: …, payloads: …]`. The definition
//! is an entry of `definitions`/`$defs`, or the root type, named by the manifest's `root` or
//! else the schema's `title`. The part after it locates the change: `property "x"`,
//! `variant "y"`, `items`. `rust` judges code that matches on or constructs the generated
//! types: generated enums are `#[non_exhaustive]` (a variant added breaks no `match`; one
//! removed does), and structs are built with literals (a field added or removed breaks).
//! `payloads` judges JSON that validated against the old schema ([`crate::diff`] has the
//! rules). Some examples:
//!
//! | Change | rust | payloads |
//! |---|---|---|
//! | variant (enum value or `oneOf` branch) added | breaking | compatible |
//! | variant removed | breaking | breaking |
//! | property added, optional / required | breaking | compatible / breaking |
//! | property removed | breaking | compatible (breaking if unknown properties are refused) |
//! | property now required / no longer required | breaking | breaking / compatible |
//! | now nullable / no longer nullable | breaking | compatible / breaking |
//! | type changed | breaking | compatible only if every old value is still accepted |
//! | bound tightened / loosened (`minimum`, `maxLength`, …) | compatible (breaking for integer bounds, which pick the Rust integer type) | breaking / compatible |
//! | `pattern` or `format` added or changed / removed | compatible | breaking / compatible |
//! | `additionalProperties` changed | breaking (the `extra` field comes or goes) | breaking if now refused |
//! | definition added / removed | compatible / breaking | compatible |
//! | annotations (`description`, `examples`, …) | compatible | compatible |
//!
//! `oneOf` branches are matched by their single `enum` value, or else by their single required
//! property, so a variant inserted in the middle of the list reads as one variant added.
//! Anything the comparison does not understand is reported as `keyword "…" changed`, breaking
//! on both counts. The report may say too much; it never says too little.

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
    entry.check(bytes)?;
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
