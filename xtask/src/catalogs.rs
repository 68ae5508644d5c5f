//! `cargo xtask catalogs`: real-world schema catalogs laid out like the JSON-Schema-Test-Suite
//! (`<draft>/*.json` files of test groups, `remotes/` for the documents they refer to), so that
//! the suite test (`tests/suite.rs`, with `SUITE_PATH=DIR`) measures the generator on them.
//! Third-party files are never committed: the output goes under `target/catalogs/` by default.
//!
//! - SchemaStore (`catalogs/schemastore.rs`): every schema with test instances, its verdicts
//!   checked by the reference validator, the SchemaStore schemas it refers to vendored as
//!   remotes.
//! - Kubernetes CRDs (`catalogs/crds.rs`): a deterministic sample, with instances generated
//!   from each schema (`catalogs/instances.rs`; near misses in `catalogs/mutations.rs`,
//!   scalars in `catalogs/scalars.rs`, strings for patterns in `catalogs/patterns.rs`) and
//!   judged by the reference validator.
//!
//! References between documents (collected, resolved, rewritten) are `catalogs/refs.rs`;
//! reading folders and instance files (JSON, TOML) is `catalogs/files.rs`.
//!
//! The reference validator is the `jsonschema` crate (the engine the generator and the runtime
//! use) with formats asserted, reading only the vendored documents (never the network).

mod crds;
mod files;
mod instances;
mod mutations;
mod patterns;
mod refs;
mod scalars;
mod schemastore;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{bail, Context};
use serde_json::{json, Value};

/// What `cargo xtask catalogs` reads and writes.
#[derive(Debug, Clone)]
pub struct Options {
    /// A SchemaStore checkout, written to `out/schemastore/`.
    pub schemastore: Option<PathBuf>,
    /// A CRDs-catalog checkout, written to `out/crds/`.
    pub crds: Option<PathBuf>,
    /// The output folder.
    pub out: PathBuf,
    /// How many CRDs to take.
    pub crd_sample: usize,
    /// Only these schemas (SchemaStore names; CRD groups or `group/kind_version`); all if empty.
    pub only: Vec<String>,
    /// SchemaStore's schemas without test instances instead, each with an empty object.
    pub untested: bool,
}

/// Writes each catalog given, replacing what an earlier run wrote there, and its summary to `err`.
pub fn run(options: &Options, err: &mut dyn Write) -> anyhow::Result<()> {
    if options.schemastore.is_none() && options.crds.is_none() {
        bail!("nothing to do: pass --schemastore DIR and/or --crds DIR");
    }
    if let Some(dir) = &options.schemastore {
        let out = fresh(&options.out.join("schemastore"))?;
        let summary = schemastore::run(dir, &out, (&options.only, options.untested), err)?;
        summary.print("schemastore", &out, err)?;
    }
    if let Some(dir) = &options.crds {
        let out = fresh(&options.out.join("crds"))?;
        let summary = crds::run(dir, &out, options.crd_sample, &options.only, err)?;
        summary.print("crds", &out, err)?;
    }
    Ok(())
}

/// `dir`, emptied of what an earlier run wrote.
fn fresh(dir: &Path) -> anyhow::Result<PathBuf> {
    if dir.exists() {
        std::fs::remove_dir_all(dir).with_context(|| format!("cannot remove {}", dir.display()))?;
    }
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    Ok(dir.to_path_buf())
}

/// The drafts the suite test reads, each a folder of the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Draft {
    /// Draft 4 (`id`, not `$id`).
    Draft4,
    /// Draft 6.
    Draft6,
    /// Draft 7, also the draft of a schema without `$schema`.
    Draft7,
    /// Draft 2019-09.
    Draft201909,
    /// Draft 2020-12.
    Draft202012,
}

impl Draft {
    /// The suite's folder of this draft.
    #[must_use]
    pub fn dir(self) -> &'static str {
        match self {
            Draft::Draft4 => "draft4",
            Draft::Draft6 => "draft6",
            Draft::Draft7 => "draft7",
            Draft::Draft201909 => "draft2019-09",
            Draft::Draft202012 => "draft2020-12",
        }
    }

    /// The keyword naming a schema's URI.
    #[must_use]
    pub fn id_keyword(self) -> &'static str {
        if self == Draft::Draft4 {
            "id"
        } else {
            "$id"
        }
    }

    /// Where under `remotes/` the suite test serves documents to this draft's groups: the top
    /// for draft 7 and older, the draft's own folder for the newer ones (`tests/suite/read.rs`).
    #[must_use]
    pub fn remotes_folder(self) -> &'static str {
        match self {
            Draft::Draft4 | Draft::Draft6 | Draft::Draft7 => "",
            Draft::Draft201909 => "draft2019-09/",
            Draft::Draft202012 => "draft2020-12/",
        }
    }

    fn engine(self) -> jsonschema::Draft {
        match self {
            Draft::Draft4 => jsonschema::Draft::Draft4,
            Draft::Draft6 => jsonschema::Draft::Draft6,
            Draft::Draft7 => jsonschema::Draft::Draft7,
            Draft::Draft201909 => jsonschema::Draft::Draft201909,
            Draft::Draft202012 => jsonschema::Draft::Draft202012,
        }
    }
}

/// `$schema` of draft 7, for documents that have none.
pub const DRAFT7_URI: &str = "http://json-schema.org/draft-07/schema#";

/// The draft a schema declares with `$schema` (http or https, with or without the empty
/// fragment); a schema without `$schema` is draft 7.
pub fn draft_of(schema: &Value) -> Result<Draft, String> {
    let Some(declared) = schema.get("$schema") else {
        return Ok(Draft::Draft7);
    };
    let Some(uri) = declared.as_str() else {
        return Err(format!("$schema is not a string: {declared}"));
    };
    let path = uri
        .strip_prefix("https://")
        .or_else(|| uri.strip_prefix("http://"))
        .map(|rest| rest.strip_suffix('#').unwrap_or(rest));
    match path {
        Some("json-schema.org/draft-04/schema") => Ok(Draft::Draft4),
        Some("json-schema.org/draft-06/schema") => Ok(Draft::Draft6),
        Some("json-schema.org/draft-07/schema") => Ok(Draft::Draft7),
        Some("json-schema.org/draft/2019-09/schema") => Ok(Draft::Draft201909),
        Some("json-schema.org/draft/2020-12/schema") => Ok(Draft::Draft202012),
        _ => Err(format!("unknown $schema {uri:?}")),
    }
}

/// The documents the reference validator may read, by URI without fragment; it reads nothing
/// else (no network, no files).
#[derive(Debug, Clone, Default)]
pub struct Vendored(pub Arc<BTreeMap<String, Value>>);

impl jsonschema::Retrieve for Vendored {
    fn retrieve(
        &self,
        uri: &jsonschema::Uri<String>,
    ) -> Result<Value, Box<dyn std::error::Error + Send + Sync>> {
        let key = uri.as_str().split('#').next().unwrap_or_default();
        let mut doc = self
            .0
            .get(key)
            .cloned()
            .ok_or_else(|| format!("{key} is not vendored"))?;
        agent_approval_codegen::__private::spell(&mut doc);
        Ok(doc)
    }
}

/// The reference validator for `schema`: formats asserted, unknown formats ignored, patterns
/// in the engine's default (ECMA-262-like) dialect, references read from `vendored` only, a
/// reference written as no URI read as its percent-encoding (as lenient validators read it,
/// and the generator: its `spelling.rs`).
pub fn reference(
    schema: &Value,
    draft: Draft,
    vendored: &Vendored,
) -> Result<jsonschema::Validator, String> {
    let mut schema = schema.clone();
    agent_approval_codegen::__private::spell(&mut schema);
    let build = || {
        jsonschema::options()
            .with_draft(draft.engine())
            .should_validate_formats(true)
            .should_ignore_unknown_formats(true)
            .with_retriever(vendored.clone())
            .build(&schema)
    };
    match catch_unwind(AssertUnwindSafe(build)) {
        Ok(Ok(validator)) => Ok(validator),
        Ok(Err(e)) => Err(format!(
            "{} at {:?}",
            short(&e.to_string()),
            e.instance_path().as_str()
        )),
        Err(_) => Err("the reference validator panicked".to_owned()),
    }
}

/// The reference verdict on `instance`: the first error when invalid.
pub fn judge(validator: &jsonschema::Validator, instance: &Value) -> Result<(), String> {
    match catch_unwind(AssertUnwindSafe(|| {
        validator.validate(instance).map_err(|e| {
            format!(
                "{} at {:?}",
                short(&e.to_string()),
                e.instance_path().as_str()
            )
        })
    })) {
        Ok(verdict) => verdict,
        Err(_) => Err("the reference validator panicked".to_owned()),
    }
}

/// The index of the first of `candidates` the reference validator accepts for `schema` (a
/// draft-7 subschema without references), if any.
#[must_use]
pub fn first_accepted(schema: &Value, candidates: &[Value]) -> Option<usize> {
    let validator = reference(schema, Draft::Draft7, &Vendored::default()).ok()?;
    candidates.iter().position(|c| validator.is_valid(c))
}

/// A message on one line, at most about 200 characters: its start and its end (where the
/// engine says what is wrong with the value it quotes first).
fn short(message: &str) -> String {
    let line = message.replace('\n', " ");
    let chars: Vec<char> = line.chars().collect();
    if chars.len() <= 200 {
        return line;
    }
    let head: String = chars[..100].iter().collect();
    let tail: String = chars[chars.len() - 100..].iter().collect();
    format!("{head} … {tail}")
}

/// One test of a suite group.
#[derive(Debug, Clone, PartialEq)]
pub struct Test {
    /// Where the instance comes from.
    pub description: String,
    /// The instance.
    pub data: Value,
    /// The verdict used.
    pub valid: bool,
    /// Why the verdict is what it is, when that needs saying (the suite's optional `comment`).
    pub comment: Option<String>,
}

/// A suite file of one group.
#[must_use]
pub fn suite_file(description: &str, schema: Value, tests: &[Test]) -> Value {
    let tests: Vec<Value> = tests
        .iter()
        .map(|t| {
            let mut test = json!({"description": t.description, "data": t.data, "valid": t.valid});
            if let Some(comment) = &t.comment {
                test["comment"] = json!(comment);
            }
            test
        })
        .collect();
    let mut group = json!({"description": description, "tests": tests});
    group["schema"] = schema;
    Value::Array(vec![group])
}

/// Writes `value` as pretty JSON, creating the folders above it.
pub fn write_json(path: &Path, value: &Value) -> anyhow::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .with_context(|| format!("cannot create {}", parent.display()))?;
    }
    let mut text = serde_json::to_vec_pretty(value)?;
    text.push(b'\n');
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// A name as a file name: ASCII letters, digits, `.`, `-` and `_` kept, the rest `_`.
#[must_use]
pub fn sanitize(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// What a catalog run wrote and left out.
#[derive(Debug, Default)]
pub struct Summary {
    /// Suite files written, by draft folder.
    pub schemas: BTreeMap<&'static str, usize>,
    /// Instances written as valid.
    pub valid: usize,
    /// Instances written as invalid.
    pub invalid: usize,
    /// Remote documents written.
    pub remotes: usize,
    /// Schemas not written, by reason.
    pub skipped_schemas: BTreeMap<String, usize>,
    /// Instances not written, by reason.
    pub skipped_instances: BTreeMap<String, usize>,
    /// Other counts worth a line (disagreements, verdicts by kind of instance).
    pub notes: BTreeMap<String, usize>,
}

impl Summary {
    /// Counts one more under `key`.
    pub fn count(map: &mut BTreeMap<String, usize>, key: impl Into<String>) {
        *map.entry(key.into()).or_default() += 1;
    }

    /// Writes the summary, one fact a line.
    pub fn print(&self, catalog: &str, out: &Path, err: &mut dyn Write) -> std::io::Result<()> {
        let drafts: Vec<String> = self
            .schemas
            .iter()
            .map(|(d, n)| format!("{d} {n}"))
            .collect();
        writeln!(
            err,
            "catalogs: {catalog}: wrote {} schemas ({}), {} instances ({} valid, {} invalid), {} remotes to {}",
            self.schemas.values().sum::<usize>(),
            drafts.join(", "),
            self.valid + self.invalid,
            self.valid,
            self.invalid,
            self.remotes,
            out.display()
        )?;
        for (what, map) in [
            ("skipped schemas", &self.skipped_schemas),
            ("skipped instances", &self.skipped_instances),
            ("notes", &self.notes),
        ] {
            if map.is_empty() {
                continue;
            }
            writeln!(err, "catalogs: {catalog}: {what}:")?;
            for (reason, n) in map {
                writeln!(err, "  {n:>6}  {reason}")?;
            }
        }
        Ok(())
    }
}
