//! The crate docs' lists stay current with the generated code: every `#[serde(untagged)]`
//! enum of the generated modules (the generator's snapshots, `codegen/tests/snapshots/`) is
//! named, with the reason it stays untagged, in `src/lib.rs`, and every name listed there is
//! still one.

use std::collections::BTreeSet;
use std::path::Path;

/// `(module, enum)` of each untagged public enum in the snapshot files.
fn untagged_in_snapshots(root: &Path) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (file, module) in [
        ("codex.rs", "codex"),
        ("codex__v1.rs", "codex::v1"),
        ("codex__v2.rs", "codex::v2"),
        ("aap.rs", "aap"),
    ] {
        let text = std::fs::read_to_string(root.join("codegen/tests/snapshots").join(file))
            .expect("the generator's snapshots are committed");
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            if line.trim() != "#[serde(untagged)]" {
                continue;
            }
            // The item the attribute belongs to: the next line that is not an attribute.
            let item = lines[i + 1..]
                .iter()
                .map(|l| l.trim())
                .find(|l| !l.starts_with("#["))
                .unwrap_or_default();
            if let Some(rest) = item.strip_prefix("pub enum ") {
                let name = rest.split([' ', '<', '{']).next().unwrap_or_default();
                out.insert(format!("{module}::{name}"));
            }
        }
    }
    out
}

/// The enums the untagged table of the crate docs names (backticked paths in its rows).
fn untagged_in_docs(root: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(root.join("src/lib.rs")).unwrap();
    let table = text
        .split("| untagged enum | its branches differ by |")
        .nth(1)
        .expect("the crate docs have the table of untagged enums");
    let mut out = BTreeSet::new();
    for row in table.lines().skip(2) {
        let row = row.trim_start_matches("//!").trim();
        if !row.starts_with('|') {
            break;
        }
        let first = row.split('|').nth(1).unwrap_or_default();
        for name in first.split('`').skip(1).step_by(2) {
            out.insert(name.to_owned());
        }
    }
    out
}

#[test]
fn every_untagged_enum_left_is_listed_with_its_reason() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let generated = untagged_in_snapshots(root);
    let documented = untagged_in_docs(root);
    assert!(generated.len() >= 10, "{generated:?}");
    assert_eq!(
        generated.difference(&documented).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "untagged in the generated code, missing from the crate docs' table"
    );
    assert_eq!(
        documented.difference(&generated).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "listed in the crate docs' table, no longer untagged"
    );
}
