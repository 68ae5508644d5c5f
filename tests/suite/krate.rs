//! Writing the suite's temporary crate (manifest, build script, runner) and reading rustc's
//! errors back to the groups whose generated code does not compile.

use std::fs;
use std::path::Path;

use serde_json::{json, Value};

use super::xfail::XFAIL;
use super::{Draft, Item};

/// The manifest of `items`: one entry per suite group or remote, each with its `Root` type.
pub fn manifest(items: &[&Item]) -> String {
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

/// Writes the manifest, `main.rs` (one checker per built group) and `cases.json`.
pub fn write_crate(krate: &Path, draft: &Draft, lib: &str, items: &[Item]) {
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
            "checker": checker, "na": item.na, "broken": item.broken, "schema": item.doc,
            "tests": tests, "kept": item.kept, "unread": item.unread,
        }));
    }
    // The list names the official suite's tests: another folder (`SUITE_PATH`) has none.
    let official = std::env::var_os("SUITE_PATH").is_none();
    let xfail: Vec<Value> = XFAIL
        .iter()
        .filter(|_| official)
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
            "//! Runs the suite's tests (written by tests/suite.rs).\nmod extra;\nmod json_eq;\nmod runner;\n\nfn main() {{\n    runner::main(&[\n{}    ]);\n}}\n",
            checkers.concat()
        ),
    )
    .unwrap();
}

/// rustc's errors (`--message-format short`) located in generated code or in `main.rs`,
/// as `(item, message)`.
pub fn compile_errors(stderr: &str, items: &[Item]) -> Vec<(usize, String)> {
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

pub const BUILD_RS: &str = r#"//! Generates the suite's types (as the library's own build.rs does).
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=schemas");
    let generated = agent_approval_codegen::generate(Path::new("schemas"))
        .unwrap_or_else(|e| panic!("schema generation failed: {e}"));
    let out = Path::new(&std::env::var_os("OUT_DIR").unwrap()).join("types.rs");
    std::fs::write(out, generated.source).unwrap();
}
"#;
