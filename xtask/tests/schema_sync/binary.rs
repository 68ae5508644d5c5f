//! Scenarios through the real binary, with `--from`: exit codes, refusals, finding the
//! project root, naming entries.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::support::*;

// ---------------------------------------------------------------------------------------------
// The real binary, with `--from`
// ---------------------------------------------------------------------------------------------

fn upstream_dir(files: &[(&str, Vec<u8>)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for file in [V1, V2, AAP] {
        let bytes = files
            .iter()
            .find(|(f, _)| *f == file)
            .map_or_else(|| seed_bytes(file), |(_, b)| b.clone());
        std::fs::write(dir.path().join(name(file)), bytes).unwrap();
    }
    dir
}

fn xtask(args: &[&str]) -> (i32, String, String) {
    xtask_in(Path::new(env!("CARGO_MANIFEST_DIR")), args)
}

/// Runs the binary with `dir` as its current directory.
fn xtask_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        output.status.code().unwrap(),
        text(output.stdout),
        text(output.stderr),
    )
}

#[test]
fn binary_exit_codes() {
    let project = Project::new("https://upstream.invalid");
    let root = project.root().to_str().unwrap();
    let before = project.snapshot();

    let same = upstream_dir(&[]);
    let (code, out, err) = xtask(&[
        "schema-sync",
        "--check",
        "--root",
        root,
        "--from",
        same.path().to_str().unwrap(),
    ]);
    assert_eq!((code, out.as_str()), (0, ""), "{err}");

    let drifted = upstream_dir(&[(V1, pretty(&v1_with_failed()))]);
    let (code, out, err) = xtask(&[
        "schema-sync",
        "--check",
        "--root",
        root,
        "--from",
        drifted.path().to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(
        out,
        "schemas/codex/v1/ExecCommandApprovalResponse.json: 1 change (rust: compatible, payloads: compatible)\n  \
         ReviewDecision: variant \"failed\" added [rust: compatible, payloads: compatible]\n"
    );

    let broken = upstream_dir(&[(AAP, b"not json".to_vec())]);
    let (code, _, err) = xtask(&[
        "schema-sync",
        "--root",
        root,
        "--from",
        broken.path().to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.ends_with(
            "schema-sync: error: 1 of 3 upstream schemas failed; schemas/ left untouched\n"
        ),
        "{err}"
    );
    assert_eq!(project.snapshot(), before);

    let (code, _, err) = xtask(&[
        "schema-sync",
        "--root",
        root,
        "--from",
        drifted.path().to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        std::fs::read(project.root().join("schemas").join(V1)).unwrap(),
        pretty(&v1_with_failed())
    );
}

#[test]
fn binary_refuses_plain_http_to_a_remote_host() {
    let project = Project::new("http://upstream.invalid");
    let before = project.snapshot();
    let (code, _, err) = xtask(&[
        "schema-sync",
        "--check",
        "--root",
        project.root().to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(
            "schema-sync: aap/aap-oversight.schema.json <- http://upstream.invalid/aap-oversight.schema.json: failed: \
             refusing http://upstream.invalid/aap-oversight.schema.json: only https URLs are fetched (plain http only from a loopback host)"
        ),
        "{err}"
    );
    assert_eq!(project.snapshot(), before);
}

#[test]
fn binary_finds_the_project_root_from_the_current_directory() {
    let project = Project::new("https://upstream.invalid");
    let drifted = upstream_dir(&[(V1, pretty(&v1_with_failed()))]);
    let from = drifted.path().to_str().unwrap();
    let repo_before = snapshot(&seed_dir());
    // (current directory inside the copy, names); without --root.
    let cases: &[(&str, &[&str])] = &[(".", &[]), ("schemas/codex/v1", &[V1])];
    for (cwd, names) in cases {
        let before = project.snapshot();
        let mut args = vec!["schema-sync", "--from", from];
        args.extend_from_slice(names);
        let (code, out, err) = xtask_in(&project.root().join(cwd), &args);
        assert_eq!(code, 0, "{cwd}: {err}");
        assert!(
            out.contains("ReviewDecision: variant \"failed\" added"),
            "{cwd}: {out}"
        );
        // The copy changed: V1 and its pin, nothing else.
        let after = project.snapshot();
        let changed: Vec<&PathBuf> = after
            .keys()
            .filter(|p| before.get(*p) != after.get(*p))
            .collect();
        assert_eq!(
            changed,
            [
                &project.root().join("schemas").join(V1),
                &project.root().join("schemas/manifest.toml")
            ],
            "{cwd}"
        );
        assert_eq!(
            after[&project.root().join("schemas").join(V1)],
            pretty(&v1_with_failed())
        );
        // Put the seed back for the next case.
        std::fs::write(project.root().join("schemas").join(V1), seed_bytes(V1)).unwrap();
        std::fs::write(
            project.root().join("schemas/manifest.toml"),
            &before[&project.root().join("schemas/manifest.toml")],
        )
        .unwrap();
    }
    // The repository this test was built from did not.
    assert_eq!(snapshot(&seed_dir()), repo_before);

    let outside = tempfile::tempdir().unwrap();
    let (code, out, err) = xtask_in(outside.path(), &["schema-sync", "--check", "--from", from]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert_eq!(
        err,
        format!(
            "schema-sync: error: no project root: neither {} nor any directory above it holds both \
             Cargo.toml and schemas/manifest.toml; run `cargo xtask` inside the project (or pass --root DIR)\n",
            outside.path().canonicalize().unwrap().display()
        )
    );
}

#[test]
fn binary_exits_2_on_an_unknown_entry() {
    let project = Project::new("https://upstream.invalid");
    let before = project.snapshot();
    let same = upstream_dir(&[]);
    let (code, out, err) = xtask(&[
        "schema-sync",
        "--root",
        project.root().to_str().unwrap(),
        "--from",
        same.path().to_str().unwrap(),
        "Nope.json",
    ]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert_eq!(
        err,
        "schema-sync: error: unknown manifest entry \"Nope.json\"; the manifest lists (name one by its path under schemas/, or by its file name when unambiguous):\n  \
         codex/v1/ExecCommandApprovalResponse.json\n  \
         codex/v2/CommandExecutionRequestApprovalResponse.json\n  \
         aap/aap-oversight.schema.json\n"
    );
    assert_eq!(project.snapshot(), before);
}
