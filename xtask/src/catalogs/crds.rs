//! The Kubernetes CRDs of datreeio/CRDs-catalog (`<api-group>/<kind>_<version>.json`: JSON
//! Schemas without `$schema`, derived from OpenAPI v3, with `x-kubernetes-*` keys) as a suite
//! folder: a deterministic sample spread over the API groups (`sample`), each written to
//! `draft7/<group>__<kind>_<version>.json` with instances made from its schema
//! (`instances.rs`), every verdict the reference validator's.
//!
//! The catalog's other files (`index.yaml`, `.github/`, `Utilities/`, the `openshift/`
//! folders of another layout) are not CRDs and are passed over.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use anyhow::{bail, Context};
use serde_json::{json, Value};

use super::instances::instances;
use super::{first_accepted, judge, reference, sanitize, suite_file, write_json};
use super::{Draft, Summary, Test, Vendored, DRAFT7_URI};

/// Writes `out/draft7/…` for `n` CRDs of `dir` (among those named in `only`, if any).
pub fn run(
    dir: &Path,
    out: &Path,
    n: usize,
    only: &[String],
    err: &mut dyn Write,
) -> anyhow::Result<Summary> {
    let mut summary = Summary::default();
    let (mut groups, passed_over) = catalog(dir)?;
    if groups.is_empty() {
        bail!(
            "{}: no <api-group>/<kind>_<version>.json, not a checkout of datreeio/CRDs-catalog",
            dir.display()
        );
    }
    if passed_over > 0 {
        let note = "files in API-group folders not named <kind>_<version>.json (passed over)";
        summary.notes.insert(note.into(), passed_over);
    }
    if !only.is_empty() {
        for (group, files) in &mut groups {
            if !only.contains(group) {
                files.retain(|f| only.contains(&format!("{group}/{f}")));
            }
        }
        groups.retain(|_, files| !files.is_empty());
    }
    let total: usize = groups.values().map(Vec::len).sum();
    let chosen = sample(&groups, n);
    writeln!(
        err,
        "catalogs: crds: {} CRDs of {total} in {} API groups",
        chosen.len(),
        groups.len()
    )?;
    for (i, (group, file)) in chosen.iter().enumerate() {
        if i % 20 == 0 {
            writeln!(
                err,
                "catalogs: crds: {group}/{file} ({} of {})",
                i + 1,
                chosen.len()
            )?;
        }
        write_crd(dir, out, group, file, &mut summary, err)?;
    }
    Ok(summary)
}

/// The catalog's CRDs, by API group (sorted; each group's files sorted, without `.json`), and
/// how many other files its API-group folders hold.
pub fn catalog(dir: &Path) -> anyhow::Result<(BTreeMap<String, Vec<String>>, usize)> {
    let mut groups = BTreeMap::new();
    let mut passed_over = 0;
    let read = std::fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))?;
    for entry in read.filter_map(Result::ok) {
        let Ok(group) = entry.file_name().into_string() else {
            continue;
        };
        // API groups are DNS names; `Utilities`, `openshift` and `.github` are not.
        if group.starts_with('.') || !group.contains('.') || !entry.path().is_dir() {
            continue;
        }
        let mut files = Vec::new();
        for file in std::fs::read_dir(entry.path())?.filter_map(Result::ok) {
            let name = file.file_name().into_string().unwrap_or_default();
            match crd_stem(&name) {
                Some(stem) if file.path().is_file() => files.push(stem.to_owned()),
                _ => passed_over += 1,
            }
        }
        files.sort();
        if !files.is_empty() {
            groups.insert(group, files);
        }
    }
    Ok((groups, passed_over))
}

/// `kind_version` for a file named `<kind>_<version>.json`, the version a `v`, a digit, then
/// lowercase letters and digits (`v1`, `v1beta2`, Azure's `v1api20230501preview`).
#[must_use]
pub fn crd_stem(file_name: &str) -> Option<&str> {
    let stem = file_name.strip_suffix(".json")?;
    let (kind, version) = stem.rsplit_once('_')?;
    let rest = version.strip_prefix('v')?;
    let fine = !kind.is_empty()
        && rest.starts_with(|c: char| c.is_ascii_digit())
        && rest
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
    fine.then_some(stem)
}

/// `n` files, one of each group in turn: the first file of every group (groups in order), then
/// the second of those that have one, and so on. When `n` is below the number of groups, the
/// first file of `n` groups spread evenly over the sorted list (group `i × groups / n`), so
/// the sample spans the whole catalog, not its first letters.
#[must_use]
pub fn sample(groups: &BTreeMap<String, Vec<String>>, n: usize) -> Vec<(String, String)> {
    let count = groups.len();
    if n < count {
        let spread: Vec<(&String, &Vec<String>)> = groups.iter().collect();
        return (0..n)
            .filter_map(|i| {
                let (group, files) = spread[i * count / n];
                files.first().map(|f| (group.clone(), f.clone()))
            })
            .collect();
    }
    let mut out = Vec::new();
    for round in 0.. {
        let mut took = false;
        for (group, files) in groups {
            if out.len() == n {
                return out;
            }
            if let Some(file) = files.get(round) {
                out.push((group.clone(), file.clone()));
                took = true;
            }
        }
        if !took {
            break;
        }
    }
    out
}

/// Reads one CRD, makes and judges its instances and writes its suite file.
fn write_crd(
    dir: &Path,
    out: &Path,
    group: &str,
    file: &str,
    summary: &mut Summary,
    err: &mut dyn Write,
) -> anyhow::Result<()> {
    let name = format!("{group}/{file}");
    let mut skip = |reason: &str, detail: &str| -> std::io::Result<()> {
        Summary::count(&mut summary.skipped_schemas, reason);
        writeln!(err, "catalogs: crds: {name}: skipped: {reason}{detail}")
    };
    let Ok(bytes) = std::fs::read(dir.join(format!("{name}.json"))) else {
        return Ok(skip("unreadable file", "")?);
    };
    let mut schema: Value = match serde_json::from_slice(&bytes) {
        Ok(Value::Object(o)) => Value::Object(o),
        Ok(_) => return Ok(skip("not a JSON object", "")?),
        Err(e) => return Ok(skip("not JSON", &format!(" ({e})"))?),
    };
    schema["$schema"] = json!(DRAFT7_URI);
    let path =
        out.join(Draft::Draft7.dir())
            .join(format!("{}__{}.json", sanitize(group), sanitize(file)));
    let validator = match reference(&schema, Draft::Draft7, &Vendored::default()) {
        Ok(v) => v,
        Err(e) => {
            // Written without instances: the generator is measured on it all the same (it
            // refuses such a schema with its reason, or types it).
            Summary::count(
                &mut summary.notes,
                "written without instances: the reference validator refused the schema",
            );
            writeln!(err, "catalogs: crds: {name}: no instances: the reference validator refused the schema: {e}")?;
            write_json(&path, &suite_file(&name, schema, &[]))?;
            *summary.schemas.entry(Draft::Draft7.dir()).or_default() += 1;
            return Ok(());
        }
    };
    let mut tests = Vec::new();
    for instance in instances(&schema, &first_accepted) {
        let verdict = judge(&validator, &instance.data);
        if let (Err(e), "full" | "minimal") = (&verdict, instance.kind) {
            writeln!(
                err,
                "catalogs: crds: {name}: the {} instance is invalid: {e}",
                instance.kind
            )?;
        }
        let valid = verdict.is_ok();
        let verdict = if valid { "valid" } else { "invalid" };
        Summary::count(
            &mut summary.notes,
            format!("verdicts: {}: {verdict}", instance.kind),
        );
        if valid {
            summary.valid += 1;
        } else {
            summary.invalid += 1;
        }
        tests.push(Test {
            description: instance.description,
            data: instance.data,
            valid,
            comment: None,
        });
    }
    write_json(&path, &suite_file(&name, schema, &tests))?;
    *summary.schemas.entry(Draft::Draft7.dir()).or_default() += 1;
    Ok(())
}
