//! Which SchemaStore schemas a run writes: those with test instances (`src/test/NAME/`,
//! `src/negative_test/NAME/`), or, with `--untested`, those without any, each given an empty
//! object as its one instance, whose verdict is the reference validator's (SchemaStore gives
//! none).

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::{json, Value};

use super::super::files::entries;
use super::super::Summary;

/// The file name an untested schema's one instance is written under.
pub const EMPTY: &str = "empty.json";

/// The schemas to write, by name, sorted: those with instances, or without (`untested`); of
/// those, the ones `only` names (all if empty). The others are counted in the summary.
pub fn names(src: &Path, only: &[String], untested: bool, summary: &mut Summary) -> Vec<String> {
    let tested: BTreeSet<String> = ["test", "negative_test"]
        .iter()
        .flat_map(|folder| entries(&src.join(folder)))
        .filter(|p| p.is_dir())
        .filter_map(|p| Some(p.file_name()?.to_str()?.to_owned()))
        .collect();
    let all: BTreeSet<String> = entries(&src.join("schemas/json"))
        .iter()
        .filter_map(|p| Some(p.file_name()?.to_str()?.strip_suffix(".json")?.to_owned()))
        .collect();
    let (chosen, left): (BTreeSet<String>, usize) = if untested {
        let without = all.difference(&tested).cloned().collect();
        (without, all.intersection(&tested).count())
    } else {
        let left = all.difference(&tested).count();
        (tested, left)
    };
    if only.is_empty() {
        let note = if untested {
            "schemas with test instances (not written: --untested)"
        } else {
            "schemas without test instances (not written; --untested writes them)"
        };
        summary.notes.insert(note.into(), left);
    }
    chosen
        .into_iter()
        .filter(|n| only.is_empty() || only.contains(n))
        .collect()
}

/// An untested schema's one instance: an empty object, with no verdict of SchemaStore's.
pub fn empty_instance() -> (String, Value, Option<bool>) {
    (EMPTY.to_owned(), json!({}), None)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::path::Path;

    use serde_json::{json, Value};

    #[test]
    fn untested_schemas_are_written_with_an_empty_object() {
        let checkout =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/catalogs/schemastore");
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        let summary = super::super::run(&checkout, &out, (&[], true), &mut Vec::new()).unwrap();
        let tests = |rel: &str| -> Value {
            let file: Value =
                serde_json::from_slice(&std::fs::read(out.join(rel)).unwrap()).unwrap();
            file[0]["tests"].clone()
        };
        // `c` is an integer (draft-04): the reference validator refuses `{}`; `untested` is `{}`.
        let refused = "written for a schema without test instances; the reference validator's verdict: {} is not of type \"integer\" at \"\"";
        assert_eq!(
            tests("draft4/c.json"),
            json!([{"description": "empty.json", "data": {}, "valid": false, "comment": refused}])
        );
        assert_eq!(tests("draft7/untested.json")[0]["valid"], json!(true));
        assert!(!out.join("draft7/a.json").exists());
        assert_eq!(
            summary.schemas,
            BTreeMap::from([("draft4", 1), ("draft7", 1)])
        );
        assert_eq!(
            summary
                .notes
                .get("schemas with test instances (not written: --untested)"),
            Some(&3)
        );
    }
}
