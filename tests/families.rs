//! Schema families, end to end: a temporary copy of the crate (which vendors the whole AAP
//! claim family, `aap::Token` and the files it references) gets the Codex v1 request
//! (`ExecCommandApprovalParams`) and every other schema of `../shared/upstream/` (each in a
//! module of its own) added through its manifest, plus an identical copy of a Codex
//! v1 message in the same module; it is built, and `tests/families/check.rs` runs inside it
//! against the `jsonschema` oracle.
//!
//! Third-party files are read from `../shared` (never copied into this repository); without
//! it the test says so and passes. It builds a crate, so it is `#[ignore]`d and `.ci/run`
//! runs it: `cargo test --test families -- --ignored`.

use std::fs;
use std::path::PathBuf;
use std::process::Command;

use sha2::{Digest, Sha256};

mod common;

use common::{copy, copy_crate, repo, target_dir};

fn shared() -> Option<PathBuf> {
    let dir = repo().join("../shared/upstream");
    dir.is_dir().then_some(dir)
}

const AAP: &[(&str, &str)] = &[
    ("agent", "Agent"),
    ("audit", "Audit"),
    ("capabilities", "Capabilities"),
    ("constraints", "Constraints"),
    ("context", "Context"),
    ("delegation", "Delegation"),
    ("task", "Task"),
    ("token", "Token"),
];

fn entry(file: &str, module: &str, upstream: &str, bytes: &[u8], root: Option<&str>) -> String {
    let root = root
        .map(|r| format!("root = \"{r}\"\n"))
        .unwrap_or_default();
    format!(
        "\n[[schema]]\nfile = \"{file}\"\nmodule = \"{module}\"\nupstream = \"{upstream}\"\nsha256 = \"{}\"\n{root}",
        sha256_hex(bytes)
    )
}

#[test]
#[ignore = "builds a copy of the crate with the schema families; run by .ci/run"]
fn families_build_and_agree_with_the_oracle() {
    let Some(upstream) = shared() else {
        eprintln!("skipping: ../shared not found (the AAP family and Codex params live there)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let krate = dir.path();
    copy_crate(krate);
    fs::create_dir_all(krate.join("tests")).unwrap();
    fs::copy(
        repo().join("tests/families/check.rs"),
        krate.join("tests/family_check.rs"),
    )
    .unwrap();
    fs::create_dir_all(krate.join("tests/support")).unwrap();
    fs::copy(
        repo().join("tests/common/json_eq.rs"),
        krate.join("tests/support/json_eq.rs"),
    )
    .unwrap();
    copy(
        &repo().join("tests/data/families"),
        &krate.join("tests/data/families"),
    );

    let mut manifest = fs::read_to_string(krate.join("schemas/manifest.toml")).unwrap();
    // The AAP family is vendored (schemas/aap/): the copy must hold exactly upstream's files.
    for (name, root) in AAP {
        let file = format!("aap/aap-{name}.schema.json");
        let vendored = fs::read(krate.join("schemas").join(&file)).unwrap();
        assert_eq!(vendored, fs::read(upstream.join(&file)).unwrap(), "{file}");
        assert!(manifest.contains(&format!("root = \"{root}\"")), "{root}");
    }
    let params = fs::read(upstream.join("codex/ExecCommandApprovalParams.json")).unwrap();
    fs::write(
        krate.join("schemas/codex/v1/ExecCommandApprovalParams.json"),
        &params,
    )
    .unwrap();
    manifest.push_str(&entry(
        "codex/v1/ExecCommandApprovalParams.json",
        "codex::v1",
        "https://example.invalid/ExecCommandApprovalParams.json",
        &params,
        None,
    ));
    // A second Codex v1 message carrying its own identical copy of ReviewDecision & co.
    let v1 = fs::read_to_string(repo().join("schemas/codex/v1/ExecCommandApprovalResponse.json"))
        .unwrap();
    let copy_text = v1.replace(
        "\"title\": \"ExecCommandApprovalResponse\"",
        "\"title\": \"ExecCommandApprovalResponseCopy\"",
    );
    assert_ne!(copy_text, v1);
    fs::write(krate.join("schemas/codex/v1/Copy.json"), &copy_text).unwrap();
    manifest.push_str(&entry(
        "codex/v1/Copy.json",
        "codex::v1",
        "https://example.invalid/Copy.json",
        copy_text.as_bytes(),
        None,
    ));
    // Every other upstream schema, each in a module of its own (they come from different
    // upstream commits, so their shared definition names differ in content): all of
    // `../shared/upstream/` builds through the manifest.
    let mut others = 0;
    for dir in ["codex-approvals", "codex"] {
        for item in fs::read_dir(upstream.join(dir)).unwrap() {
            let path = item.unwrap().path();
            if path.extension().is_none_or(|e| e != "json") {
                continue;
            }
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            let module: String = stem
                .chars()
                .flat_map(|c| {
                    let lower = c.to_ascii_lowercase();
                    if c.is_ascii_uppercase() {
                        vec!['_', lower]
                    } else {
                        vec![lower]
                    }
                })
                .collect::<String>()
                .trim_start_matches('_')
                .to_owned();
            let file = format!("upstream/{dir}/{stem}.json");
            let bytes = fs::read(&path).unwrap();
            fs::create_dir_all(krate.join("schemas/upstream").join(dir)).unwrap();
            fs::write(krate.join("schemas").join(&file), &bytes).unwrap();
            let module = format!("upstream::{}::{module}", dir.replace('-', "_"));
            let url = format!("https://example.invalid/{file}");
            manifest.push_str(&entry(&file, &module, &url, &bytes, Some("Root")));
            others += 1;
        }
    }
    assert!(others >= 11, "{others} upstream Codex files");
    fs::write(krate.join("schemas/manifest.toml"), manifest).unwrap();

    let out = Command::new(env!("CARGO"))
        .args([
            "test",
            "--offline",
            "-p",
            "agent-approval",
            "--test",
            "family_check",
        ])
        .current_dir(krate)
        .env("CARGO_TARGET_DIR", target_dir())
        .env("AAP_FAMILY_DIR", upstream.join("aap"))
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "family checks failed:\n{stdout}\n{stderr}"
    );
    assert!(stdout.contains("test result: ok."), "{stdout}");
}

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
