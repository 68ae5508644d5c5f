//! The drafts' meta-schemas as documents of a family. A `$ref` to the draft-04, draft-06 or
//! draft-07 meta-schema (a schema held as data: a connector's `configurationSchema`) is typed
//! from the engine's own copy of it, the document the engine judges those values with, not
//! `serde_json::Value`. The copy's types go in a module of their own below the first file that
//! refers to it (`<module>::draft_07::Schema`: `Boolean(bool)` or `Object { .. }`); it is never
//! vendored and never added to the registry (the engine has it built in). The 2019-09 and
//! 2020-12 meta-schemas (vocabularies joined by `$dynamicRef`) stay any value, reported.

use std::path::PathBuf;

use serde_json::Value;

use super::File;
use crate::error::Error;
use crate::ir::Draft;
use crate::manifest::Entry;

/// The root type's name in a meta-schema's module.
pub(crate) const ROOT: &str = "Schema";

/// The meta-schemas `files` refer to and do not vendor, as files of the family: in the order
/// first referred to, each in the module of its first referrer.
pub(crate) fn meta_schemas(files: &[File]) -> Result<Vec<File>, Error> {
    let mut out: Vec<File> = Vec::new();
    for f in files {
        let mut refs = Vec::new();
        crate::walk::references(&f.doc, "", &mut refs);
        for (_, reference) in refs {
            let Some((absolute, _)) = crate::compile::split_reference(&f.base, &reference) else {
                continue;
            };
            let Some((draft, doc)) = built_in(&absolute) else {
                continue;
            };
            if files.iter().chain(&out).any(|g| g.base == absolute) {
                continue;
            }
            out.push(load(draft, doc, &absolute, &f.entry.module)?);
        }
    }
    Ok(out)
}

/// The engine's copy of the meta-schema at `absolute` (no fragment), with its draft.
fn built_in(absolute: &str) -> Option<(Draft, &'static Value)> {
    let draft = Draft::ALL
        .into_iter()
        .find(|d| d.uri().trim_end_matches('#') == absolute)?;
    let doc: &'static Value = match draft {
        Draft::Draft4 => &referencing::meta::DRAFT4,
        Draft::Draft6 => &referencing::meta::DRAFT6,
        Draft::Draft7 => &referencing::meta::DRAFT7,
        Draft::Draft201909 | Draft::Draft202012 => return None,
    };
    Some((draft, doc))
}

/// The meta-schema `doc` of `draft` as a file of module `referrer::draft_NN`.
fn load(draft: Draft, doc: &Value, uri: &str, referrer: &str) -> Result<File, Error> {
    let module = format!("{referrer}::{}", draft.name().replace('-', "_"));
    let entry = Entry {
        file: uri.trim_start_matches("http://").to_owned(),
        module,
        upstream: uri.to_owned(),
        sha256: String::new(),
        root: Some(ROOT.to_owned()),
        codex_version: None,
        draft: Some(draft.name().to_owned()),
        id: None,
        patterns: None,
        backtrack_limit: None,
        // Constructors only where an entry that has them reaches these types.
        constructors: Some(false),
    };
    let shown = PathBuf::from(format!("<the {} meta-schema>", draft.name()));
    let bytes = serde_json::to_vec(doc).unwrap_or_default();
    let mut file = File::load(shown, &bytes, entry)?;
    file.built_in = true;
    Ok(file)
}
