//! The official JSON-Schema-Test-Suite through generated code (issues #12, #22): every test
//! group of every draft the engine knows, `draft4/`, `draft6/`, `draft7/`, `draft2019-09/` and
//! `draft2020-12/` (the required tests) and of their `optional/format/` becomes
//! a schema file of a temporary downstream crate, whose build script runs the generator; the
//! crate's runner (`tests/suite/runner.rs`) then parses every test's data with the group's
//! generated `Root` type and checks the verdict and the round trip.
//!
//! The suite is read from `../shared/json-schema-test-suite` and written into a temporary
//! directory at run time (third-party files are never copied into this repository); without
//! it the test says so and passes. Groups the generator refuses (it refuses only what it cannot
//! honour) are found in-process first and reported as not applicable, with the generator's
//! error. It builds crates with cargo, so it is `#[ignore]`d; `.ci/run` runs it with
//! `cargo test --locked -p agent-approval --test suite -- --ignored --nocapture`.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

#[path = "suite/coarsened.rs"]
mod coarsened;
mod common;
#[path = "suite/krate.rs"]
mod krate;
#[path = "suite/read.rs"]
mod read;
#[path = "suite/refuse.rs"]
mod refuse;
#[path = "suite/xfail.rs"]
mod xfail;

use common::{repo, target_dir};
use krate::{compile_errors, write_crate, BUILD_RS};
use read::{groups, remotes};
use refuse::refuse;

/// One draft: its suite folder, its module, its `$schema`, its identifier keyword.
struct Draft {
    dir: &'static str,
    module: &'static str,
    uri: &'static str,
    id: &'static str,
}

const DRAFTS: &[Draft] = &[
    Draft {
        dir: "draft4",
        module: "d4",
        uri: "http://json-schema.org/draft-04/schema#",
        id: "id",
    },
    Draft {
        dir: "draft6",
        module: "d6",
        uri: "http://json-schema.org/draft-06/schema#",
        id: "$id",
    },
    Draft {
        dir: "draft7",
        module: "d7",
        uri: "http://json-schema.org/draft-07/schema#",
        id: "$id",
    },
    Draft {
        dir: "draft2019-09",
        module: "d2019_09",
        uri: "https://json-schema.org/draft/2019-09/schema",
        id: "$id",
    },
    Draft {
        dir: "draft2020-12",
        module: "d2020_12",
        uri: "https://json-schema.org/draft/2020-12/schema",
        id: "$id",
    },
];

/// One schema file of the temporary crate: a test group or a remote document.
struct Item {
    /// Path under `schemas/`.
    file: String,
    module: String,
    doc: Value,
    /// For a test group: `(suite file, section, description, tests)`.
    group: Option<(String, &'static str, String, Value)>,
    /// Why the generator refused it.
    na: Option<String>,
    /// The rustc error when the generated code does not compile (a generator bug).
    broken: Option<String>,
    /// Properties the generator reported it keeps in `extra` (named only under `then`).
    kept: Vec<String>,
    /// Objects whose `then`/`else` cases the generator reported it does not type.
    unread: Vec<String>,
}

impl Item {
    fn built(&self) -> bool {
        self.na.is_none() && self.broken.is_none()
    }
}

/// `../shared/json-schema-test-suite`, or `SUITE_PATH`: any folder laid out like the suite
/// (`draft7/*.json` files of groups, `remotes/`), such as real-world schemas with their own
/// positive and negative instances, measured the same way.
fn suite_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("SUITE_PATH").map_or_else(
        || repo().join("../shared/json-schema-test-suite"),
        PathBuf::from,
    );
    dir.is_dir().then_some(dir)
}

/// Writes, checks and runs the crate of one draft; returns the runner's output.
fn run_draft(suite: &Path, draft: &Draft, root: &Path) -> (bool, String) {
    let krate = root.join(draft.dir);
    let schemas = krate.join("schemas");
    let groups = groups(suite, draft);
    let mut items = if std::env::var_os("SUITE_PATH").is_some() {
        read::referenced(remotes(suite, draft), &groups)
    } else {
        remotes(suite, draft)
    };
    items.extend(groups);
    for item in &items {
        let path = schemas.join(&item.file);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, serde_json::to_vec_pretty(&item.doc).unwrap()).unwrap();
    }

    // Cheap first: the generator in-process, one suite file (with the remotes) at a time,
    // then everything together.
    let started = std::time::Instant::now();
    let remote_ids: Vec<usize> = (0..items.len())
        .filter(|&i| items[i].group.is_none())
        .collect();
    let mut files: Vec<String> = items
        .iter()
        .filter_map(|i| i.group.as_ref().map(|g| g.0.clone()))
        .collect();
    files.dedup();
    for file in &files {
        let ids: Vec<usize> = (0..items.len())
            .filter(|&i| items[i].group.as_ref().is_some_and(|g| &g.0 == file))
            .collect();
        // Only the remotes this file's groups reach (a catalog's other files need others).
        let mine: Vec<&Item> = ids.iter().map(|&i| &items[i]).collect();
        let reached = read::reached(&items, &remote_ids, &mine);
        refuse(&schemas, &mut items, [reached, ids].concat());
    }
    let everything = (0..items.len()).collect();
    let coarsened = refuse(&schemas, &mut items, everything);
    for item in &mut items {
        item.kept = coarsened::kept(&coarsened, &item.file);
        item.unread = coarsened::unread(&coarsened, &item.file);
    }
    eprintln!(
        "{}: generator checked in-process in {:.1?}",
        draft.dir,
        started.elapsed()
    );
    let live = items.iter().filter(|i| i.na.is_none()).count();
    coarsened::report(draft.dir, &coarsened, live);
    if std::env::var_os("SUITE_GENERATE_ONLY").is_some() {
        // While iterating on the generator: what it refuses and coarsens, no crate built.
        return (
            true,
            format!(
                "generation only (SUITE_GENERATE_ONLY)\nUNEXPECTED {} 0",
                draft.dir
            ),
        );
    }

    for item in items.iter().filter(|i| i.group.is_none() && i.na.is_some()) {
        eprintln!(
            "{}: remote {} refused: {}",
            draft.dir,
            item.file,
            item.na.as_ref().unwrap()
        );
    }

    let lib = format!("suite_{}", draft.module);
    fs::create_dir_all(krate.join("src")).unwrap();
    fs::copy(repo().join("Cargo.lock"), krate.join("Cargo.lock")).unwrap();
    let path_of = |p: &str| repo().join(p).canonicalize().unwrap().display().to_string();
    fs::write(
        krate.join("Cargo.toml"),
        format!(
            "[package]\nname = \"suite-{}\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n[workspace]\n\n[lib]\nname = \"{lib}\"\n\n[dependencies]\nagent-approval-runtime = {{ path = {:?}{features} }}\nserde = {{ version = \"1\", features = [\"derive\"] }}\nserde_json = \"1\"\njsonschema = {{ version = \"0.61\", default-features = false }}\n\n[build-dependencies]\nagent-approval-codegen = {{ path = {:?}{features} }}\n{compiled}",
            draft.module.replace('_', "-"),
            path_of("runtime"),
            path_of("codegen"),
            features = if compiled() { ", features = [\"compiled\"]" } else { "" },
            // The generating crate's `compiled` feature turns the generator's step on, and
            // the code generator finds its runtime through the `jsonschema` entry of the
            // manifest (which the runner uses too, for its annotating validator).
            compiled = if compiled() {
                "\n[features]\ndefault = [\"compiled\"]\ncompiled = []\n"
            } else {
                ""
            },
        ),
    )
    .unwrap();
    fs::write(krate.join("build.rs"), BUILD_RS).unwrap();
    fs::write(
        krate.join("src/lib.rs"),
        "//! The suite's groups, generated.\n#![allow(missing_docs, clippy::all)]\ninclude!(concat!(env!(\"OUT_DIR\"), \"/types.rs\"));\n",
    )
    .unwrap();
    fs::copy(
        repo().join("tests/suite/runner.rs"),
        krate.join("src/runner.rs"),
    )
    .unwrap();
    fs::copy(
        repo().join("tests/common/json_eq.rs"),
        krate.join("src/json_eq.rs"),
    )
    .unwrap();
    fs::copy(
        repo().join("tests/common/extra.rs"),
        krate.join("src/extra.rs"),
    )
    .unwrap();

    // Build; code that does not compile is a generator bug: its group is reported as failed
    // (with rustc's error) and left out, and the crate is built again without it.
    let started = std::time::Instant::now();
    for attempt in 0.. {
        assert!(
            attempt < 5,
            "{}: still not compiling after 5 attempts",
            draft.dir
        );
        write_crate(&krate, draft, &lib, &items);
        let out = Command::new(env!("CARGO"))
            .args(["build", "--offline", "--message-format", "short"])
            .current_dir(&krate)
            .env("CARGO_TARGET_DIR", target_dir())
            .env_remove("RUSTFLAGS")
            .output()
            .unwrap();
        if out.status.success() {
            break;
        }
        let stderr = String::from_utf8_lossy(&out.stderr);
        let mut found = false;
        for (i, message) in compile_errors(&stderr, &items) {
            found = true;
            items[i].broken.get_or_insert(message);
        }
        assert!(found, "{}: the crate does not build:\n{stderr}", draft.dir);
    }
    let out = Command::new(env!("CARGO"))
        .args(["run", "--offline", "--quiet"])
        .current_dir(&krate)
        .env("CARGO_TARGET_DIR", target_dir())
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    eprintln!(
        "{}: crate built and run in {:.1?}",
        draft.dir,
        started.elapsed()
    );
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stdout.contains("UNEXPECTED "),
        "{}: the runner did not finish:\n{stdout}\n{stderr}",
        draft.dir
    );
    (out.status.success(), stdout)
}

/// `SUITE_COMPILED=1`: the groups' root types get the engine's compiled validator over tapes
/// (feature `compiled`), which every entry point judges with; the runner holds it to the
/// suite's verdict and to the interpreted engine's on every instance, and prints how many
/// groups had it (`COMPILED <draft> N of M groups`).
fn compiled() -> bool {
    std::env::var("SUITE_COMPILED").is_ok_and(|v| v == "1")
}

#[test]
#[ignore = "builds a crate of every suite group with cargo; run by .ci/run"]
fn the_official_suite_through_generated_code() {
    let Some(suite) = suite_dir() else {
        eprintln!("skipping: ../shared/json-schema-test-suite not found (the official JSON-Schema-Test-Suite)");
        return;
    };
    // `SUITE_DRAFTS=draft4,draft6` runs only those (while iterating); CI runs every draft.
    let failed = run_suite(&suite, std::env::var("SUITE_DRAFTS").ok().as_deref());
    assert!(
        failed.is_empty(),
        "unexpected results in {failed:?} (see the lines above)"
    );
}

/// The shapes real-world schemas are made of (issue #33), laid out like the suite in
/// `tests/data/shapes/`: `patternProperties` maps, recursion through `#`, `$ref`s to any
/// pointer, unions of objects written without `type`, unions that only constrain, integer
/// widths, an enum typify cannot name. Each instance through the generated code: the
/// verdict, the conversion and the round trip.
#[test]
#[ignore = "builds a crate with cargo; run by .ci/run"]
fn real_world_shapes_through_generated_code() {
    let failed = run_suite(&repo().join("tests/data/shapes"), Some("draft7"));
    assert!(
        failed.is_empty(),
        "unexpected results in {failed:?} (see the lines above)"
    );
}

/// Runs every draft of the folder `suite` laid out like the suite (those of `only`, a
/// comma-separated list, when given); returns the drafts with an unexpected result.
fn run_suite(suite: &Path, only: Option<&str>) -> BTreeSet<&'static str> {
    let dir = tempfile::tempdir().unwrap();
    let mut failed = BTreeSet::new();
    for draft in DRAFTS {
        if only.is_some_and(|o| !o.split(',').any(|d| d == draft.dir)) {
            eprintln!(
                "{}: skipped (SUITE_DRAFTS={})",
                draft.dir,
                only.unwrap_or("")
            );
            continue;
        }
        // A catalog may have no schema of a draft (SchemaStore's without 2019-09).
        if !suite.join(draft.dir).is_dir() {
            eprintln!(
                "{}: skipped (no folder {} in {})",
                draft.dir,
                draft.dir,
                suite.display()
            );
            continue;
        }
        let (ok, stdout) = run_draft(suite, draft, dir.path());
        eprintln!("{stdout}");
        let unexpected = stdout
            .lines()
            .find_map(|l| l.strip_prefix(&format!("UNEXPECTED {} ", draft.dir)))
            .and_then(|n| n.trim().parse::<usize>().ok());
        if !ok || unexpected != Some(0) {
            failed.insert(draft.dir);
        }
    }
    failed
}
