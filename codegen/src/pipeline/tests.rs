//! The schema passes' list: every pass file of `upgrade/` listed once, the cases once, each
//! with a reason.

use super::{Run, SCHEMA_PASSES};

#[test]
fn every_schema_pass_is_listed_once_with_its_reason() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/upgrade");
    let listed: Vec<&str> = SCHEMA_PASSES.iter().map(|p| p.name).collect();
    let mut unique = listed.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(
        unique.len(),
        listed.len(),
        "a pass listed twice: {listed:?}"
    );
    for pass in SCHEMA_PASSES {
        assert!(
            dir.join(format!("{}.rs", pass.name)).is_file(),
            "no upgrade/{}.rs",
            pass.name
        );
        assert!(
            pass.why.len() > 20 && !pass.why.contains('\n'),
            "{}: {:?}",
            pass.name,
            pass.why
        );
    }
    // Every file of `upgrade/` with a `rewrite` is a listed pass.
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        if path.extension().is_some_and(|e| e == "rs") && text.contains("fn rewrite(") {
            assert!(
                listed.contains(&name),
                "upgrade/{name}.rs has a rewrite the pipeline does not list"
            );
        }
    }
    let cases = SCHEMA_PASSES
        .iter()
        .filter(|p| matches!(p.run, Run::Cases(_)))
        .count();
    assert_eq!(cases, 1);
}

#[test]
fn the_copy_is_shaped_and_moves_are_recorded() {
    // A union beside object keywords whose branch is a union: `distribute` copies the object
    // keywords into the branches, which `Moved` maps back.
    let doc = serde_json::json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "type": "object",
        "if": {"properties": {"kind": {"const": "a"}}, "required": ["kind"]},
        "then": {"properties": {"a": {"type": "string"}}},
        "properties": {"kind": {"enum": ["a"]}}
    });
    let (shape, moved) = super::shape(&doc, crate::ir::Draft::Draft7, "file:///t.json");
    assert!(
        shape.get("oneOf").is_some(),
        "the cases read as a union: {shape}"
    );
    assert_eq!(
        moved.original("/oneOf/0/properties/a"),
        "/then/properties/a"
    );
}
