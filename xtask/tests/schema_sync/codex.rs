//! `schema-sync --codex PATH`: a fake `codex` (a shell script that prints a version and copies
//! a fixture folder where `app-server generate-json-schema --out DIR` asks), then the real
//! binary when one is at hand.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::json;
use xtask::schema_sync::{self, Options};

use super::support::*;

/// Where Codex publishes the file at `path` of its generated output.
fn codex_url(path: &str) -> String {
    format!("https://raw.githubusercontent.com/openai/codex/main/codex-rs/app-server-protocol/schema/json/{path}")
}

/// A seed project whose two Codex entries have Codex upstreams again (the AAP entry keeps a
/// placeholder), plus a new entry `codex/ThreadStartResponse.json` (upstream
/// `v2/ThreadStartResponse.json`) not vendored yet.
fn codex_project() -> Project {
    let project = Project::new("https://upstream.invalid");
    let mut manifest = project.manifest();
    for file in [V1, V2] {
        manifest = manifest.replace(
            &format!("https://upstream.invalid/{}", name(file)),
            &codex_url(name(file)),
        );
    }
    writeln!(
        manifest,
        "\n[[schema]]\nfile = \"codex/ThreadStartResponse.json\"\nmodule = \"codex\"\nupstream = \"{}\"",
        codex_url("v2/ThreadStartResponse.json")
    )
    .unwrap();
    std::fs::write(project.root().join("schemas/manifest.toml"), manifest).unwrap();
    project
}

/// What the fake codex "generates": v1 with a decision added, v2 as vendored, a v2 response
/// in `v2/`, and a file no manifest entry lists.
fn fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mut v1 = seed(V1);
    v1["definitions"]["ReviewDecision"]["oneOf"]
        .as_array_mut()
        .unwrap()
        .push(json!({"type": "string", "enum": ["approved_mcp_policy_amendment"]}));
    std::fs::write(dir.path().join(name(V1)), pretty(&v1)).unwrap();
    std::fs::write(dir.path().join(name(V2)), seed_bytes(V2)).unwrap();
    std::fs::create_dir(dir.path().join("v2")).unwrap();
    let thread = json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "ThreadStartResponse",
        "type": "object",
        "properties": {"threadId": {"type": "string"}},
        "required": ["threadId"]
    });
    std::fs::write(
        dir.path().join("v2/ThreadStartResponse.json"),
        pretty(&thread),
    )
    .unwrap();
    std::fs::write(dir.path().join("ServerNotification.json"), b"{}").unwrap();
    dir
}

/// A `codex` script: `--version` prints `version`; `app-server generate-json-schema --out
/// DIR` copies `fixture` into DIR, or fails with `fail` on stderr when given.
fn fake_codex(dir: &Path, version: &str, fixture: &Path, fail: Option<&str>) -> PathBuf {
    let generate = match fail {
        Some(message) => format!("echo '{message}' >&2; exit 1"),
        None => format!("cp -R '{}'/. \"$4\"/", fixture.display()),
    };
    let script = format!(
        "#!/bin/sh\n\
         [ -n \"$CODEX_HOME\" ] || {{ echo 'no CODEX_HOME' >&2; exit 9; }}\n\
         case \"$1 $2 $3\" in\n\
         '--version  ') echo '{version}' ;;\n\
         'app-server generate-json-schema --out') {generate} ;;\n\
         *) echo \"unexpected arguments: $*\" >&2; exit 2 ;;\n\
         esac\n"
    );
    let path = dir.join("codex");
    std::fs::write(&path, script).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    path
}

fn sync_codex(project: &Project, bin: &Path, check: bool) -> Outcome {
    let options = Options {
        root: project.root().to_path_buf(),
        check,
        from: None,
        codex: Some(bin.to_path_buf()),
        timeout: Duration::from_secs(10),
        entries: Vec::new(),
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = schema_sync::run(&options, &mut out, &mut err);
    Outcome {
        code,
        out: String::from_utf8(out).unwrap(),
        err: String::from_utf8(err).unwrap(),
    }
}

#[test]
fn syncs_the_codex_entries_from_the_binary_and_records_its_version() {
    let project = codex_project();
    let fixture = fixture();
    let bin_dir = tempfile::tempdir().unwrap();
    let bin = fake_codex(bin_dir.path(), "codex-cli 9.8.7", fixture.path(), None);
    let aap_before = std::fs::read(project.root().join("schemas").join(AAP)).unwrap();

    let first = sync_codex(&project, &bin, false);
    assert_eq!(first.code, schema_sync::OK, "{}\n{}", first.out, first.err);
    let out = first.out_lines();
    assert_eq!(
        out[0],
        format!(
            "codex: codex-cli 9.8.7 ({}): 3 of 4 manifest entries are Codex entries, synced from its `app-server generate-json-schema` (the others untouched)",
            bin.display()
        )
    );
    assert!(
        out.contains(&"  ReviewDecision: variant \"approved_mcp_policy_amendment\" added [rust: compatible, payloads: compatible]"),
        "{}",
        first.out
    );
    assert!(
        out.contains(
            &"schemas/codex/ThreadStartResponse.json: new (rust: compatible, payloads: compatible)"
        ),
        "{}",
        first.out
    );
    assert!(
        first.err.contains("schema-sync: note: 1 files of codex's output are not in the manifest (first: ServerNotification.json)"),
        "{}",
        first.err
    );
    assert!(
        first
            .err
            .contains("added 1 new and updated 1 of 3 Codex schemas"),
        "{}",
        first.err
    );

    // The files are codex's bytes; each Codex entry records the version; AAP is untouched.
    let schemas = project.root().join("schemas");
    assert_eq!(
        std::fs::read(schemas.join(V1)).unwrap(),
        std::fs::read(fixture.path().join(name(V1))).unwrap()
    );
    assert_eq!(
        std::fs::read(schemas.join("codex/ThreadStartResponse.json")).unwrap(),
        std::fs::read(fixture.path().join("v2/ThreadStartResponse.json")).unwrap()
    );
    assert_eq!(std::fs::read(schemas.join(AAP)).unwrap(), aap_before);
    let manifest = agent_approval_codegen::Manifest::load(&schemas).unwrap();
    let versions: Vec<(&str, Option<&str>)> = manifest
        .schemas
        .iter()
        .map(|e| (e.file.as_str(), e.codex_version.as_deref()))
        .collect();
    assert_eq!(
        versions,
        [
            (V1, Some("9.8.7")),
            (V2, Some("9.8.7")),
            (AAP, None),
            ("codex/ThreadStartResponse.json", Some("9.8.7")),
        ]
    );
    assert!(xtask::pins::check(&schemas).unwrap().is_empty());

    // In sync now; a newer codex with the same output only records its version.
    let again = sync_codex(&project, &bin, true);
    assert_eq!(
        (again.code, again.err_lines().last().copied()),
        (
            schema_sync::OK,
            Some("schema-sync: all 3 Codex schemas match upstream")
        ),
        "{}",
        again.err
    );
    let newer = fake_codex(bin_dir.path(), "codex-cli 9.9.0", fixture.path(), None);
    let before = project.snapshot();
    let check = sync_codex(&project, &newer, true);
    assert_eq!(check.code, schema_sync::OK, "{}", check.err);
    assert!(
        check.err.contains("records another codex version"),
        "{}",
        check.err
    );
    assert_eq!(project.snapshot(), before, "--check wrote something");
    let record = sync_codex(&project, &newer, false);
    assert_eq!(record.code, schema_sync::OK, "{}", record.err);
    let manifest = project.manifest();
    assert_eq!(
        manifest.matches("codex_version = \"9.9.0\"").count(),
        3,
        "{manifest}"
    );
    assert!(!manifest.contains("9.8.7"), "{manifest}");
}

#[test]
fn a_failing_or_odd_codex_leaves_schemas_untouched() {
    let fixture = fixture();
    let (failing, odd) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let cases = [
        (
            fake_codex(
                failing.path(),
                "codex-cli 1.0.0",
                fixture.path(),
                Some("boom: no such subcommand"),
            ),
            "failed (exit status: 1): boom: no such subcommand",
        ),
        (
            fake_codex(odd.path(), "hello", fixture.path(), None),
            "--version printed \"hello\", not a version",
        ),
        (odd.path().join("no-such-codex"), "cannot find codex at "),
    ];
    for (bin, expected) in cases {
        let project = codex_project();
        let before = project.snapshot();
        let outcome = sync_codex(&project, &bin, false);
        assert_eq!(outcome.code, schema_sync::ERROR, "{}", outcome.err);
        assert!(
            outcome.err.contains(expected),
            "{expected}: {}",
            outcome.err
        );
        assert_eq!(project.snapshot(), before);
    }
}

/// The vendored Codex schemas of this repository are exactly what the real codex 0.171.0
/// generates (`$AGENT_APPROVAL_CODEX`, else the package the real-binary client test installs
/// into `target/codex-0.171.0/`).
#[test]
fn the_vendored_codex_schemas_are_the_real_binarys_output() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let bin = std::env::var_os("AGENT_APPROVAL_CODEX").map_or_else(
        || repo.join("target/codex-0.171.0/node_modules/.bin/codex"),
        PathBuf::from,
    );
    if !bin.exists() {
        let why = format!(
            "no codex binary at {} (set AGENT_APPROVAL_CODEX, or let the real-binary client test install @openai/codex@0.171.0 there)",
            bin.display()
        );
        // `.ci/run` sets it: there the real-binary client test ran first and installed it.
        assert!(
            std::env::var_os("AGENT_APPROVAL_REQUIRE_LIVE").is_none(),
            "AGENT_APPROVAL_REQUIRE_LIVE is set, and this cannot run: {why}"
        );
        eprintln!("skipping: {why}");
        return;
    }
    // A copy of the project's schemas, so nothing here can change the repository.
    let project = tempfile::tempdir().unwrap();
    copy_dir(&repo.join("schemas"), &project.path().join("schemas"));
    std::fs::write(project.path().join("Cargo.toml"), "[workspace]\n").unwrap();
    let options = Options {
        root: project.path().to_path_buf(),
        check: true,
        from: None,
        codex: Some(bin.clone()),
        timeout: Duration::from_secs(10),
        entries: Vec::new(),
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = schema_sync::run(&options, &mut out, &mut err);
    let (out, err) = (
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    );
    assert_eq!(code, schema_sync::OK, "{out}\n{err}");
    assert!(out.starts_with("codex: codex-cli 0.171.0 ("), "{out}");
    assert!(err.contains("match upstream"), "{err}");
    assert!(!err.contains("records another codex version"), "{err}");
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}
