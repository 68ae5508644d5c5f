//! The official JSON-Schema-Test-Suite through generated code (issue #12): every test group of
//! `draft7/` and `draft2020-12/` (the required tests) and of their `optional/format/` becomes
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

use serde_json::{json, Value};

mod common;

use common::repo;

/// Known, explained disagreements: `(suite file, group description, test description,
/// reason)`. An entry that passes is a failure too: each must keep failing for its reason.
const XFAIL: &[(&str, &str, &str, &str)] = &[
    (
        "draft2020-12/format.json",
        "email format",
        "invalid email string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "idn-email format",
        "invalid idn-email string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "regex format",
        "invalid regex string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "ipv4 format",
        "invalid ipv4 string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "ipv6 format",
        "invalid ipv6 string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "idn-hostname format",
        "invalid idn-hostname string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "hostname format",
        "invalid hostname string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "date format",
        "invalid date string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "date-time format",
        "invalid date-time string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "time format",
        "invalid time string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "json-pointer format",
        "invalid json-pointer string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "relative-json-pointer format",
        "invalid relative-json-pointer string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "iri format",
        "invalid iri string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "iri-reference format",
        "invalid iri-reference string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "uri format",
        "invalid uri string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "uri-reference format",
        "invalid uri-reference string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "uri-template format",
        "invalid uri-template string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "uuid format",
        "invalid uuid string is only an annotation by default",
        ASSERTED,
    ),
    (
        "draft2020-12/format.json",
        "duration format",
        "invalid duration string is only an annotation by default",
        ASSERTED,
    ),
];

/// Why 2020-12's "only an annotation by default" tests fail: by design.
const ASSERTED: &str = "this crate asserts `format` (see the README: a payload is accepted when a \
validator with format assertion accepts it), while 2020-12's default treats it as an annotation";

/// One draft: its suite folder, its module, its `$schema`.
struct Draft {
    dir: &'static str,
    module: &'static str,
    uri: &'static str,
}

const DRAFTS: &[Draft] = &[
    Draft {
        dir: "draft7",
        module: "d7",
        uri: "http://json-schema.org/draft-07/schema#",
    },
    Draft {
        dir: "draft2020-12",
        module: "d2020_12",
        uri: "https://json-schema.org/draft/2020-12/schema",
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
}

impl Item {
    fn built(&self) -> bool {
        self.na.is_none() && self.broken.is_none()
    }
}

fn suite_dir() -> Option<PathBuf> {
    let dir = repo().join("../shared/json-schema-test-suite");
    dir.is_dir().then_some(dir)
}

/// Lowercase, non-alphanumerics to `_`, Rust keywords suffixed with `_`.
fn ident(name: &str) -> String {
    const KEYWORDS: &[&str] = &[
        "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
        "extern", "false", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod",
        "move", "mut", "pub", "ref", "return", "self", "static", "struct", "super", "trait",
        "true", "type", "unsafe", "use", "where", "while", "abstract", "become", "box", "do",
        "final", "macro", "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
    ];
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    if KEYWORDS.contains(&s.as_str()) || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.push('_');
    }
    s
}

fn read_json(path: &Path) -> Value {
    serde_json::from_slice(&fs::read(path).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn sorted_json_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

/// A group's schema as a file: with the draft's `$schema` when it has none, and a boolean
/// schema wrapped in `allOf` (a schema file must be an object).
fn group_doc(schema: &Value, draft: &Draft) -> Value {
    match schema {
        Value::Object(o) => {
            let mut o = o.clone();
            o.entry("$schema").or_insert_with(|| json!(draft.uri));
            Value::Object(o)
        }
        other => json!({ "$schema": draft.uri, "allOf": [other] }),
    }
}

/// Every test group of the draft's top-level files and of `optional/format/`.
fn groups(suite: &Path, draft: &Draft) -> Vec<Item> {
    let mut out = Vec::new();
    let sections = [
        ("required", PathBuf::from(draft.dir), "", ""),
        (
            "format",
            Path::new(draft.dir).join("optional/format"),
            "optional/format/",
            "optional_format::",
        ),
    ];
    for (section, dir, sub, module_sub) in sections {
        for path in sorted_json_files(&suite.join(&dir)) {
            let stem = path.file_stem().unwrap().to_str().unwrap();
            let file = format!("{}/{sub}{stem}.json", draft.dir);
            let Value::Array(groups) = read_json(&path) else {
                panic!("{file}: not an array of groups")
            };
            for (n, g) in groups.iter().enumerate() {
                out.push(Item {
                    file: format!("suite/{}/{sub}{stem}/g{n}.json", draft.dir),
                    module: format!("suite::{}::{module_sub}{}::g{n}", draft.module, ident(stem)),
                    doc: group_doc(&g["schema"], draft),
                    group: Some((
                        file.clone(),
                        section,
                        g["description"].as_str().unwrap().to_owned(),
                        g["tests"].clone(),
                    )),
                    na: None,
                    broken: None,
                });
            }
        }
    }
    out
}

/// The remote documents (`http://localhost:1234/...`) the draft's tests refer to: those at the
/// top of `remotes/` (draft-07 and older) for draft 7, those in `remotes/draft2020-12/` for
/// 2020-12. The other folders hold documents of drafts the generator does not read (draft 3,
/// 4, 6, `v1`) or that neither draft's tests use (2019-09).
fn remotes(suite: &Path, draft: &Draft) -> Vec<Item> {
    fn walk(dir: &Path, rel: &str, out: &mut Vec<(String, PathBuf)>) {
        let mut entries: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap()).collect();
        entries.sort_by_key(fs::DirEntry::file_name);
        for e in entries {
            let name = e.file_name().into_string().unwrap();
            let rel = if rel.is_empty() {
                name.clone()
            } else {
                format!("{rel}/{name}")
            };
            if e.path().is_dir() {
                walk(&e.path(), &rel, out);
            } else if name.ends_with(".json") {
                out.push((rel, e.path()));
            }
        }
    }
    let mut all = Vec::new();
    walk(&suite.join("remotes"), "", &mut all);
    let draft_folders = [
        "draft3",
        "draft4",
        "draft6",
        "draft7",
        "draft2019-09",
        "draft2020-12",
        "v1",
    ];
    let mut out = Vec::new();
    for (rel, path) in all {
        let folder = rel.split_once('/').map(|(f, _)| f);
        let wanted = match folder {
            Some(f) if draft_folders.contains(&f) => f == draft.dir,
            _ => draft.dir == "draft7",
        };
        if !wanted {
            continue;
        }
        let Value::Object(mut doc) = read_json(&path) else {
            continue;
        };
        // The suite serves these at `http://localhost:1234/<path>`; a document without `$id`
        // gets that URI as its `$id`, since the generator's base for a file without one is
        // its `file:` path under `schemas/`. Likewise one without `$schema` gets the draft
        // of the tests that use it.
        doc.entry("$id")
            .or_insert_with(|| json!(format!("http://localhost:1234/{rel}")));
        doc.entry("$schema").or_insert_with(|| json!(draft.uri));
        let module = rel
            .trim_end_matches(".json")
            .split('/')
            .map(ident)
            .collect::<Vec<_>>()
            .join("::");
        out.push(Item {
            file: format!("remotes/{rel}"),
            module: format!("remotes::{module}"),
            doc: Value::Object(doc),
            group: None,
            na: None,
            broken: None,
        });
    }
    out
}

fn manifest(items: &[&Item]) -> String {
    let mut out =
        String::from("# Written by tests/suite.rs: one entry per suite group or remote.\n");
    for item in items {
        out.push_str(&format!(
            "\n[[schema]]\nfile = \"{}\"\nmodule = \"{}\"\nupstream = \"https://example.invalid/{}\"\nsha256 = \"\"\nroot = \"Root\"\n",
            item.file, item.module, item.file
        ));
    }
    out
}

/// Runs the generator in-process on `subset` of `items` (indices); the error's file if any.
fn generate(
    schemas: &Path,
    items: &[Item],
    subset: &[usize],
) -> Result<(), (Option<usize>, String)> {
    let chosen: Vec<&Item> = subset.iter().map(|&i| &items[i]).collect();
    fs::write(schemas.join("manifest.toml"), manifest(&chosen)).unwrap();
    let result = std::panic::catch_unwind(|| agent_approval_codegen::generate(schemas));
    match result {
        Ok(Ok(_)) => Ok(()),
        Ok(Err(e)) => {
            let at = subset
                .iter()
                .copied()
                .find(|&i| e.file() == Path::new("schemas").join(&items[i].file));
            Err((at, e.to_string()))
        }
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .unwrap_or_default();
            Err((None, format!("the generator panicked: {msg}")))
        }
    }
}

/// Marks as not applicable every item of `subset` the generator refuses: an error naming a
/// file removes that file; an error naming none splits the groups in halves.
fn refuse(schemas: &Path, items: &mut [Item], subset: Vec<usize>) {
    let mut live: Vec<usize> = subset;
    loop {
        live.retain(|&i| items[i].na.is_none());
        match generate(schemas, items, &live) {
            Ok(()) => return,
            Err((Some(i), reason)) => items[i].na = Some(reason),
            Err((None, reason)) => {
                let groups: Vec<usize> = live
                    .iter()
                    .copied()
                    .filter(|&i| items[i].group.is_some())
                    .collect();
                let remotes: Vec<usize> = live
                    .iter()
                    .copied()
                    .filter(|&i| items[i].group.is_none())
                    .collect();
                if groups.len() <= 1 {
                    for i in groups {
                        items[i].na = Some(reason.clone());
                    }
                    if live.iter().all(|&i| items[i].group.is_none()) {
                        panic!("the remote documents alone are refused: {reason}");
                    }
                    continue;
                }
                let (a, b) = groups.split_at(groups.len() / 2);
                for half in [a, b] {
                    refuse(schemas, items, [remotes.clone(), half.to_vec()].concat());
                }
            }
        }
    }
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(common::target_dir, PathBuf::from)
}

/// Writes, checks and runs the crate of one draft; returns the runner's output.
fn run_draft(suite: &Path, draft: &Draft, root: &Path) -> (bool, String) {
    let krate = root.join(draft.dir);
    let schemas = krate.join("schemas");
    let mut items = remotes(suite, draft);
    items.extend(groups(suite, draft));
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
        refuse(&schemas, &mut items, [remote_ids.clone(), ids].concat());
    }
    let everything = (0..items.len()).collect();
    refuse(&schemas, &mut items, everything);
    eprintln!(
        "{}: generator checked in-process in {:.1?}",
        draft.dir,
        started.elapsed()
    );

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
            "[package]\nname = \"suite-{}\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n[workspace]\n\n[lib]\nname = \"{lib}\"\n\n[dependencies]\nagent-approval = {{ path = {:?} }}\nserde = {{ version = \"1\", features = [\"derive\"] }}\nserde_json = \"1\"\n\n[build-dependencies]\nagent-approval-codegen = {{ path = {:?} }}\n",
            draft.module.replace('_', "-"),
            path_of("."),
            path_of("codegen"),
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

/// Writes the manifest, `main.rs` (one checker per built group) and `cases.json`.
fn write_crate(krate: &Path, draft: &Draft, lib: &str, items: &[Item]) {
    let built: Vec<&Item> = items.iter().filter(|i| i.built()).collect();
    fs::write(krate.join("schemas/manifest.toml"), manifest(&built)).unwrap();
    let mut checkers = Vec::new();
    let mut cases = Vec::new();
    for item in items {
        let Some((file, section, description, tests)) = &item.group else {
            continue;
        };
        let checker = item.built().then(|| {
            checkers.push(format!(
                "        runner::check::<{lib}::{}::Root>,\n",
                item.module
            ));
            checkers.len() - 1
        });
        cases.push(json!({
            "file": file, "section": section, "description": description,
            "checker": checker, "na": item.na, "broken": item.broken, "tests": tests,
        }));
    }
    let xfail: Vec<Value> = XFAIL
        .iter()
        .map(|(f, g, t, r)| json!([f, g, t, r]))
        .collect();
    fs::write(
        krate.join("cases.json"),
        serde_json::to_vec(&json!({ "draft": draft.dir, "groups": cases, "xfail": xfail }))
            .unwrap(),
    )
    .unwrap();
    fs::write(
        krate.join("src/main.rs"),
        format!(
            "//! Runs the suite's tests (written by tests/suite.rs).\nmod runner;\n\nfn main() {{\n    runner::main(&[\n{}    ]);\n}}\n",
            checkers.concat()
        ),
    )
    .unwrap();
}

/// rustc's errors (`--message-format short`) located in generated code or in `main.rs`,
/// as `(item, message)`.
fn compile_errors(stderr: &str, items: &[Item]) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for line in stderr.lines() {
        let Some((path, rest)) = line.split_once(".rs:") else {
            continue;
        };
        let mut parts = rest.splitn(3, ':');
        let (Some(Ok(number)), Some(_), Some(message)) = (
            parts.next().map(str::parse::<usize>),
            parts.next(),
            parts.next(),
        ) else {
            continue;
        };
        let message = message.trim().to_owned();
        let module = if path.ends_with("types") {
            let text = fs::read_to_string(format!("{path}.rs")).unwrap();
            module_at(&text, number)
        } else if path.ends_with("src/main") {
            // `runner::check::<suite_d7::MODULE::Root>,`
            let text = fs::read_to_string(format!("{path}.rs")).unwrap();
            let l = text.lines().nth(number - 1).unwrap_or_default();
            l.split_once("::<")
                .and_then(|(_, r)| r.split_once("::"))
                .map(|(_, r)| r.trim_end_matches("::Root>,").to_owned())
                .unwrap_or_default()
        } else {
            continue;
        };
        // The innermost module of an item.
        let mut segments: Vec<&str> = module.split("::").collect();
        while !segments.is_empty() {
            let m = segments.join("::");
            if let Some(i) = items.iter().position(|it| it.module == m) {
                out.push((i, message.clone()));
                break;
            }
            segments.pop();
        }
    }
    out
}

/// The module path of line `number` (1-based) of prettyplease's output.
fn module_at(text: &str, number: usize) -> String {
    let mut stack: Vec<(usize, &str)> = Vec::new();
    for line in text.lines().take(number) {
        let indent = line.len() - line.trim_start().len();
        let trimmed = line.trim_start();
        if let Some(name) = trimmed
            .strip_prefix("pub mod ")
            .and_then(|r| r.strip_suffix(" {"))
        {
            stack.push((indent, name));
        } else if trimmed == "}" && stack.last().is_some_and(|(i, _)| *i == indent) {
            stack.pop();
        }
    }
    stack.iter().map(|(_, n)| *n).collect::<Vec<_>>().join("::")
}

const BUILD_RS: &str = r#"//! Generates the suite's types (as the library's own build.rs does).
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=schemas");
    let generated = agent_approval_codegen::generate(Path::new("schemas"))
        .unwrap_or_else(|e| panic!("schema generation failed: {e}"));
    let out = Path::new(&std::env::var_os("OUT_DIR").unwrap()).join("types.rs");
    std::fs::write(out, generated.source).unwrap();
}
"#;

#[test]
#[ignore = "builds a crate of every suite group with cargo; run by .ci/run"]
fn the_official_suite_through_generated_code() {
    let Some(suite) = suite_dir() else {
        eprintln!("skipping: ../shared/json-schema-test-suite not found (the official JSON-Schema-Test-Suite)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut failed = BTreeSet::new();
    for draft in DRAFTS {
        let (ok, stdout) = run_draft(&suite, draft, dir.path());
        eprintln!("{stdout}");
        let unexpected = stdout
            .lines()
            .find_map(|l| l.strip_prefix(&format!("UNEXPECTED {} ", draft.dir)))
            .and_then(|n| n.trim().parse::<usize>().ok());
        if !ok || unexpected != Some(0) {
            failed.insert(draft.dir);
        }
    }
    assert!(
        failed.is_empty(),
        "unexpected results in {failed:?} (see the lines above)"
    );
}
