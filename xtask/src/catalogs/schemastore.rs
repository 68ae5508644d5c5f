//! SchemaStore (`src/schemas/json/NAME.json`; instances in `src/test/NAME/`, valid, and
//! `src/negative_test/NAME/`, invalid) as a suite folder: one group per schema with instances,
//! in `<draft>/NAME.json`.
//!
//! The other SchemaStore schemas a schema refers to are vendored as a user would, under
//! `remotes/[<draft>/]schemastore/X.json` with their own `$id` (SchemaStore's URI when they have
//! none); references to other hosts are left as they are. SchemaStore's verdict is checked by
//! the reference validator, whose verdict is used where the two differ (SchemaStore runs ajv,
//! at times without format assertion): the test's `comment` says so, and so does the summary.

mod chosen;

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::Path;
use std::sync::Arc;

use anyhow::bail;
use serde_json::{json, Value};

use super::files::{entries, read_instance};
use super::refs::schemastore_uri;
use super::refs::{absolutize, is_relative, own_id, referenced, refs, resolve, schemastore_name};
use super::{draft_of, judge, reference, sanitize, suite_file, write_json};
use super::{Draft, Summary, Test, Vendored, DRAFT7_URI};

/// One schema and its instances.
struct Group {
    name: String,
    draft: Draft,
    schema: Value,
    /// `(file name, instance, SchemaStore's verdict)`: none for an untested schema's.
    instances: Vec<(String, Value, Option<bool>)>,
}

impl Group {
    fn base(&self) -> String {
        own_id(&self.schema, self.draft.id_keyword()).unwrap_or_else(|| schemastore_uri(&self.name))
    }
}

/// The remote documents each `remotes/` folder serves: by folder (`""` or `"<draft>/"`), by name.
type Remotes = BTreeMap<&'static str, BTreeMap<String, Value>>;

/// Writes `out/<draft>/NAME.json` for every schema of `dir` with instances (without, each with
/// an empty object, where `untested`; those named in `only`, if any) and `out/remotes/` for
/// what they refer to.
pub fn run(
    dir: &Path,
    out: &Path,
    (only, untested): (&[String], bool),
    err: &mut dyn Write,
) -> anyhow::Result<Summary> {
    let src = dir.join("src");
    let schemas = src.join("schemas/json");
    if !schemas.is_dir() {
        bail!(
            "{}: no src/schemas/json, not a checkout of SchemaStore/schemastore",
            dir.display()
        );
    }
    let mut summary = Summary::default();
    let chosen = chosen::names(&src, only, untested, &mut summary);
    let mut groups = Vec::new();
    for (i, name) in chosen.iter().enumerate() {
        if i % 100 == 0 {
            writeln!(
                err,
                "catalogs: schemastore: reading {name} ({} of {})",
                i + 1,
                chosen.len()
            )?;
        }
        if let Some(group) = read_group(&src, name, untested, &mut summary, err)? {
            groups.push(group);
        }
    }
    let remotes = vendor(&schemas, &groups, &mut summary, err)?;
    unique_ids(&mut groups, &remotes, &mut summary, err)?;
    let mut vendored: BTreeMap<&str, Vendored> = BTreeMap::new();
    for (folder, docs) in &remotes {
        let mut by_uri = BTreeMap::new();
        for (name, doc) in docs {
            let path = out.join(format!("remotes/{folder}schemastore/{name}.json"));
            write_json(&path, doc)?;
            summary.remotes += 1;
            let draft = draft_of(doc).unwrap_or(Draft::Draft7);
            if let Some(id) = own_id(doc, draft.id_keyword()) {
                by_uri.insert(id, doc.clone());
            }
        }
        vendored.insert(folder, Vendored(Arc::new(by_uri)));
    }
    writeln!(
        err,
        "catalogs: schemastore: judging the instances of {} schemas",
        groups.len()
    )?;
    for group in groups {
        let docs = vendored
            .get(group.draft.remotes_folder())
            .cloned()
            .unwrap_or_default();
        write_group(group, &docs, out, &mut summary, err)?;
    }
    Ok(summary)
}

/// Reads a schema and its instances; `None` (counted and said) when it cannot be used.
fn read_group(
    src: &Path,
    name: &str,
    untested: bool,
    summary: &mut Summary,
    err: &mut dyn Write,
) -> anyhow::Result<Option<Group>> {
    let mut skip = |reason: &str, detail: &str| -> std::io::Result<Option<Group>> {
        Summary::count(&mut summary.skipped_schemas, reason);
        writeln!(
            err,
            "catalogs: schemastore: {name}: skipped: {reason}{detail}"
        )?;
        Ok(None)
    };
    let path = src.join(format!("schemas/json/{name}.json"));
    let Ok(bytes) = std::fs::read(&path) else {
        return Ok(skip("no schema file beside the instances", "")?);
    };
    let mut schema: Value = match serde_json::from_slice(&bytes) {
        Ok(schema) => schema,
        Err(e) => return Ok(skip("the schema is not JSON", &format!(" ({e})"))?),
    };
    let draft = match draft_of(&schema) {
        Ok(draft) => draft,
        Err(e) => return Ok(skip("unknown $schema", &format!(" ({e})"))?),
    };
    let mut instances = Vec::new();
    if untested {
        instances.push(chosen::empty_instance());
    }
    let mut unread = BTreeSet::new();
    for (folder, expected) in [("test", true), ("negative_test", false)] {
        for file in entries(&src.join(folder).join(name)) {
            let Some(file_name) = file.file_name().and_then(|f| f.to_str()) else {
                continue;
            };
            match read_instance(&file) {
                Ok(data) => instances.push((file_name.to_owned(), data, Some(expected))),
                Err(reason) => {
                    Summary::count(&mut summary.skipped_instances, reason.clone());
                    unread.insert(reason);
                }
            }
        }
    }
    if instances.is_empty() {
        let reasons: Vec<String> = unread.into_iter().collect();
        let reason = format!("no instance read ({})", reasons.join("; "));
        return Ok(skip(&reason, "")?);
    }
    let keyword = draft.id_keyword();
    if let Value::Object(o) = &mut schema {
        if !o.contains_key(keyword)
            && refs(&Value::Object(o.clone()))
                .iter()
                .any(|r| is_relative(r))
        {
            o.insert(keyword.to_owned(), json!(schemastore_uri(name)));
        }
    }
    let group = Group {
        name: name.to_owned(),
        draft,
        schema,
        instances,
    };
    let base = group.base();
    let foreign: BTreeSet<String> = refs(&group.schema)
        .iter()
        .filter(|r| !r.starts_with('#'))
        .filter_map(|r| resolve(&base, r))
        .map(|u| u.split('#').next().unwrap_or_default().to_owned())
        .filter(|u| *u != base && schemastore_name(u).is_none())
        .collect();
    if !foreign.is_empty() {
        Summary::count(
            &mut summary.notes,
            "schemas referring to other hosts (left as they are)",
        );
        let list: Vec<&str> = foreign.iter().map(String::as_str).collect();
        writeln!(
            err,
            "catalogs: schemastore: {name}: refers to {}",
            list.join(", ")
        )?;
    }
    Ok(Some(group))
}

/// The SchemaStore schemas the groups refer to, transitively, for each `remotes/` folder that
/// serves some group: with their own `$id` (SchemaStore's URI when they have none) and a
/// `$schema` (draft 7 when they have none).
fn vendor(
    schemas: &Path,
    groups: &[Group],
    summary: &mut Summary,
    err: &mut dyn Write,
) -> anyhow::Result<Remotes> {
    let mut loaded: BTreeMap<String, Option<Value>> = BTreeMap::new();
    let mut remotes = Remotes::new();
    for folder in ["", "draft2019-09/", "draft2020-12/"] {
        let mut queue: Vec<String> = groups
            .iter()
            .filter(|g| g.draft.remotes_folder() == folder)
            .flat_map(|g| referenced(&g.schema, &g.base(), &g.name))
            .collect();
        let mut docs = BTreeMap::new();
        while let Some(name) = queue.pop() {
            if docs.contains_key(&name) {
                continue;
            }
            if !loaded.contains_key(&name) {
                let doc = load_remote(schemas, &name);
                if let Err(reason) = &doc {
                    Summary::count(
                        &mut summary.notes,
                        "referenced SchemaStore schemas not vendored",
                    );
                    writeln!(err, "catalogs: schemastore: remote {name}: {reason}")?;
                }
                loaded.insert(name.clone(), doc.ok());
            }
            let Some(Some(doc)) = loaded.get(&name) else {
                continue;
            };
            let draft = draft_of(doc).unwrap_or(Draft::Draft7);
            let base = own_id(doc, draft.id_keyword()).unwrap_or_else(|| schemastore_uri(&name));
            queue.extend(referenced(doc, &base, &name));
            docs.insert(name, doc.clone());
        }
        if !docs.is_empty() {
            remotes.insert(folder, docs);
        }
    }
    Ok(remotes)
}

/// A referenced SchemaStore schema, ready to be a remote document.
fn load_remote(schemas: &Path, name: &str) -> Result<Value, String> {
    let path = schemas.join(format!("{name}.json"));
    let bytes = std::fs::read(&path).map_err(|_| format!("no file {}", path.display()))?;
    let mut doc: Value = serde_json::from_slice(&bytes).map_err(|e| format!("not JSON ({e})"))?;
    let draft = draft_of(&doc).unwrap_or(Draft::Draft7);
    let Value::Object(o) = &mut doc else {
        return Err("not an object".to_owned());
    };
    o.entry(draft.id_keyword())
        .or_insert_with(|| json!(schemastore_uri(name)));
    o.entry("$schema").or_insert_with(|| json!(DRAFT7_URI));
    Ok(doc)
}

/// Gives another `$id` to each group whose own is also a remote's or an earlier group's in the
/// folder the suite test builds together (it refuses two files with one base URI): the
/// group's relative references are made absolute first, so they still name what they named.
fn unique_ids(
    groups: &mut [Group],
    remotes: &Remotes,
    summary: &mut Summary,
    err: &mut dyn Write,
) -> anyhow::Result<()> {
    let mut taken: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for (folder, docs) in remotes {
        let ids = docs
            .values()
            .filter_map(|d| own_id(d, draft_of(d).unwrap_or(Draft::Draft7).id_keyword()));
        taken.entry(folder).or_default().extend(ids);
    }
    let mut in_draft: BTreeMap<Draft, BTreeSet<String>> = BTreeMap::new();
    for g in groups.iter_mut() {
        let keyword = g.draft.id_keyword();
        let Some(id) = own_id(&g.schema, keyword) else {
            continue;
        };
        let remote = taken
            .get(g.draft.remotes_folder())
            .is_some_and(|ids| ids.contains(&id));
        if !remote && in_draft.entry(g.draft).or_default().insert(id.clone()) {
            continue;
        }
        absolutize(&mut g.schema, &id);
        let new = format!("https://json.schemastore.org/tested/{}.json", g.name);
        g.schema[keyword] = json!(new);
        in_draft.entry(g.draft).or_default().insert(new.clone());
        Summary::count(
            &mut summary.notes,
            "groups given another $id (theirs is a remote's or another group's)",
        );
        writeln!(
            err,
            "catalogs: schemastore: {}: $id {id} is taken, now {new}",
            g.name
        )?;
    }
    Ok(())
}

/// The comment of an untested schema's instance.
const UNTESTED: &str =
    "written for a schema without test instances; the reference validator's verdict";

/// Judges a group's instances with the reference validator and writes its suite file.
fn write_group(
    group: Group,
    vendored: &Vendored,
    out: &Path,
    summary: &mut Summary,
    err: &mut dyn Write,
) -> anyhow::Result<()> {
    let validator = reference(&group.schema, group.draft, vendored);
    if let Err(e) = &validator {
        Summary::count(
            &mut summary.notes,
            "schemas the reference validator refused (SchemaStore's verdicts kept)",
        );
        writeln!(
            err,
            "catalogs: schemastore: {}: the reference validator refused it: {e}",
            group.name
        )?;
    }
    let mut tests = Vec::new();
    for (file, data, expected) in group.instances {
        let verdict = validator.as_ref().map(|v| judge(v, &data));
        let (valid, comment) = match verdict {
            Err(_) => (
                expected.unwrap_or(true),
                Some("not checked: the reference validator refused the schema".to_owned()),
            ),
            Ok(Ok(())) if expected == Some(true) => (true, None),
            Ok(Err(_)) if expected == Some(false) => (false, None),
            Ok(Ok(())) if expected.is_none() => (true, Some(UNTESTED.to_owned())),
            Ok(Err(e)) if expected.is_none() => (false, Some(format!("{UNTESTED}: {e}"))),
            Ok(Ok(())) => {
                Summary::count(&mut summary.notes, "verdicts: SchemaStore invalid, the reference validator valid (its verdict used)");
                writeln!(err, "catalogs: schemastore: {}/{file}: SchemaStore says invalid, the reference validator valid", group.name)?;
                (true, Some("SchemaStore's verdict (negative_test/) is invalid; the reference validator finds no error".to_owned()))
            }
            Ok(Err(e)) => {
                Summary::count(&mut summary.notes, "verdicts: SchemaStore valid, the reference validator invalid (its verdict used)");
                writeln!(err, "catalogs: schemastore: {}/{file}: SchemaStore says valid, the reference validator invalid: {e}", group.name)?;
                (
                    false,
                    Some(format!(
                        "SchemaStore's verdict (test/) is valid; the reference validator's: {e}"
                    )),
                )
            }
        };
        if valid {
            summary.valid += 1;
        } else {
            summary.invalid += 1;
        }
        tests.push(Test {
            description: file,
            data,
            valid,
            comment,
        });
    }
    let path = out
        .join(group.draft.dir())
        .join(format!("{}.json", sanitize(&group.name)));
    write_json(&path, &suite_file(&group.name, group.schema, &tests))?;
    *summary.schemas.entry(group.draft.dir()).or_default() += 1;
    Ok(())
}
