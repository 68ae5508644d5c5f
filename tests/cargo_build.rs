//! Builds temporary copies of this crate with real `cargo` runs: the rebuild behaviour of
//! `build.rs`, byte-identical output of two clean builds, a build that fails on a dangling
//! `$ref`, and a downstream crate that uses the public paths.
//!
//! These take minutes (the copies build into the workspace's target directory, so the
//! dependencies `cargo test` built are reused, and therefore run one at a time), so they are
//! `#[ignore]`d;
//! `.ci/run` runs them with `cargo test --test cargo_build -- --ignored --test-threads 1`.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

mod common;

use common::{copy_crate, repo, target_dir};

fn cargo(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO"))
        .args(args)
        .arg("--offline")
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target_dir())
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap()
}

/// Builds the copy's library without the `codex` feature: its build script is the same (the
/// feature only adds manifest entries), and the AAP-only library compiles in a fraction of
/// the time. The Codex output's bytes are held by the generator's snapshot test.
fn build(dir: &Path) -> String {
    let out = cargo(
        dir,
        &[
            "build",
            "-p",
            "agent-approval",
            "--no-default-features",
            "-vv",
        ],
    );
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "cargo build failed:\n{stderr}");
    stderr
}

fn build_script_ran(stderr: &str) -> bool {
    stderr
        .lines()
        .any(|l| l.contains("Running") && l.contains("build-script-build"))
}

/// The newest generated `types.rs` built from `dir` (the copies share a target directory, so
/// pick the output whose build script ran with `dir` as its manifest directory).
fn generated(dir: &Path, stderr: &str) -> Vec<u8> {
    let out_dir = stderr
        .lines()
        .filter_map(|l| {
            let i = l.find("OUT_DIR=")?;
            let rest = &l[i + "OUT_DIR=".len()..];
            Some(
                rest.split_whitespace()
                    .next()?
                    .trim_matches('\'')
                    .to_owned(),
            )
        })
        // The workspace's target also runs other packages' build scripts: this crate's is
        // `build/agent-approval-<hash>/out`.
        .find(|out| {
            Path::new(out)
                .parent()
                .and_then(Path::file_name)
                .and_then(|n| n.to_str()?.strip_prefix("agent-approval-"))
                .is_some_and(|hash| hash.chars().all(|c| c.is_ascii_hexdigit()))
        })
        .unwrap_or_else(|| panic!("no OUT_DIR for {} in:\n{stderr}", dir.display()));
    fs::read(Path::new(&out_dir).join("types.rs")).unwrap()
}

/// Cargo names a path package's build directories without its absolute path, so copies that
/// share a target directory share them too: start each copy from a clean slate.
fn clean_build(dir: &Path) -> String {
    let out = cargo(dir, &["clean", "-p", "agent-approval"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    build(dir)
}

#[test]
#[ignore = "builds copies of the crate with cargo; run by .ci/run"]
fn rebuilds_only_when_inputs_change_and_output_is_byte_identical() {
    let a = tempfile::tempdir().unwrap();
    copy_crate(a.path());
    let first = clean_build(a.path());
    assert!(build_script_ran(&first), "first build must run build.rs");
    let gen_a = generated(a.path(), &first);

    assert!(
        !build_script_ran(&build(a.path())),
        "a no-op build reran build.rs"
    );

    fs::write(a.path().join("README.md"), "edited\n").unwrap();
    assert!(
        !build_script_ran(&build(a.path())),
        "editing README.md reran build.rs"
    );

    let schema = a.path().join("schemas/aap/aap-oversight.schema.json");
    let bytes = fs::read(&schema).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1100));
    fs::write(&schema, bytes).unwrap();
    assert!(
        build_script_ran(&build(a.path())),
        "touching a schema did not rerun build.rs"
    );

    let b = tempfile::tempdir().unwrap();
    copy_crate(b.path());
    let second = clean_build(b.path());
    assert!(build_script_ran(&second));
    assert!(
        gen_a == generated(b.path(), &second),
        "two clean builds generated different bytes"
    );
}

#[test]
#[ignore = "builds a copy of the crate with cargo; run by .ci/run"]
fn a_dangling_ref_fails_the_build_naming_file_and_reference() {
    let dir = tempfile::tempdir().unwrap();
    copy_crate(dir.path());
    let file = dir
        .path()
        .join("schemas/codex/v1/ExecCommandApprovalResponse.json");
    let text = fs::read_to_string(&file)
        .unwrap()
        .replace("#/definitions/ReviewDecision", "#/definitions/Missing");
    fs::write(&file, text).unwrap();
    let _ = cargo(dir.path(), &["clean", "-p", "agent-approval"]);
    let out = cargo(dir.path(), &["build", "-p", "agent-approval"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "schemas/codex/v1/ExecCommandApprovalResponse.json at #/properties/decision/$ref: dangling $ref \"#/definitions/Missing\""
        ),
        "{stderr}"
    );
}

#[test]
#[ignore = "builds a downstream crate with cargo; run by .ci/run"]
fn the_public_paths_compile_in_a_downstream_crate() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("agent-approval");
    copy_crate(&lib);
    let app = dir.path().join("app");
    fs::create_dir_all(app.join("src")).unwrap();
    fs::copy(repo().join("Cargo.lock"), app.join("Cargo.lock")).unwrap();
    fs::write(
        app.join("Cargo.toml"),
        "[package]\nname = \"app\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n[workspace]\n\n[dependencies]\nagent-approval = { path = \"../agent-approval\" }\nserde_json = \"1\"\n",
    )
    .unwrap();
    fs::write(app.join("src/main.rs"), DOWNSTREAM).unwrap();
    let out = cargo(&app, &["run", "-q"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "ok\n");
}

const DOWNSTREAM: &str = r##"
use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::{ExecCommandApprovalResponse, NetworkPolicyAmendment, NetworkPolicyRuleAction, ReviewDecision};
use agent_approval::codex::v2::{CommandExecutionApprovalDecision, CommandExecutionRequestApprovalResponse};
use agent_approval::{from_slice, from_str, from_value, Error, Validate};

fn main() {
    let v1: ExecCommandApprovalResponse = from_str(r#"{"decision":"approved"}"#).unwrap();
    assert_eq!(v1.decision, ReviewDecision::Approved);
    let v2: CommandExecutionRequestApprovalResponse = from_slice(br#"{"decision":"decline"}"#).unwrap();
    assert_eq!(v2.decision, CommandExecutionApprovalDecision::Decline);
    let claim: OversightClaim = from_value(serde_json::json!({"level": "approval"})).unwrap();
    claim.validate().unwrap();
    let amendment = NetworkPolicyAmendment::new(NetworkPolicyRuleAction::Deny, "h".into());
    let err: Error = from_str::<OversightClaim>(r#"{"level":"x"}"#).unwrap_err();
    let _: &dyn std::error::Error = &err;
    assert!(!err.to_string().is_empty() && amendment.host == "h");
    // Numbers kept in `extra` round-trip exactly (needs serde_json's `float_roundtrip`, which
    // this crate enables itself rather than relying on a dev-dependency to).
    for text in [r#"{"decision":"approved","n":34567890123169012316}"#, r#"{"decision":"approved","n":1234567890.2345678}"#] {
        let v: ExecCommandApprovalResponse = from_str(text).unwrap();
        let again: ExecCommandApprovalResponse = from_str(&serde_json::to_string(&v).unwrap()).unwrap();
        assert_eq!(v, again, "{text}");
    }
    println!("ok");
}
"##;

#[test]
#[ignore = "builds a downstream crate with cargo; run by .ci/run"]
fn your_own_schemas_build_in_a_downstream_crate() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("agent-approval");
    copy_crate(&lib);
    let app = dir.path().join("own");
    fs::create_dir_all(app.join("src")).unwrap();
    fs::create_dir_all(app.join("schemas")).unwrap();
    fs::copy(repo().join("Cargo.lock"), app.join("Cargo.lock")).unwrap();
    fs::write(
        app.join("Cargo.toml"),
        "[package]\nname = \"own\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n[workspace]\n\n\
         [dependencies]\nagent-approval-runtime = { path = \"../agent-approval/runtime\" }\n\
         serde = { version = \"1\", features = [\"derive\"] }\nserde_json = \"1\"\n\n\
         [build-dependencies]\nagent-approval-codegen = { path = \"../agent-approval/codegen\" }\n",
    )
    .unwrap();
    fs::write(
        app.join("build.rs"),
        "fn main() { agent_approval_codegen::build(\"schemas\").unwrap(); }\n",
    )
    .unwrap();
    fs::write(
        app.join("src/lib.rs"),
        "//! Types from our own schemas.\nagent_approval_runtime::include_types!();\n",
    )
    .unwrap();
    fs::write(app.join("src/main.rs"), OWN_MAIN).unwrap();
    fs::write(
        app.join("schemas/manifest.toml"),
        "[[schema]]\nfile = \"ticket.json\"\nmodule = \"tickets\"\nupstream = \"https://example.com/ticket.json\"\nsha256 = \"\"\nroot = \"Ticket\"\n",
    )
    .unwrap();
    fs::write(app.join("schemas/ticket.json"), OWN_SCHEMA).unwrap();
    // The runtime and the generator alone: no protocol crate in the tree.
    let out = cargo(&app, &["tree", "-e", "normal,build", "--prefix", "none"]);
    let tree = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(tree.contains("agent-approval-runtime v"), "{tree}");
    assert!(tree.contains("agent-approval-codegen v"), "{tree}");
    assert!(
        !tree.contains("agent-approval v"),
        "the protocols are built:\n{tree}"
    );
    let out = cargo(&app, &["run", "-q", "--bin", "own"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "ok\n\"p9\" is not one of \"p1\", \"p2\", \"p3\" at /priority\n"
    );

    // A broken schema fails the downstream build, naming file, pointer and keyword.
    fs::write(
        app.join("schemas/ticket.json"),
        OWN_SCHEMA.replace("\"^[A-Z]+-[0-9]+$\"", "\"^(?!X)\""),
    )
    .unwrap();
    let out = cargo(&app, &["build", "-q"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr
            .contains("schemas/ticket.json at #/properties/id/pattern: pattern \"^(?!X)\" refused"),
        "{stderr}"
    );
    assert!(
        stderr
            .contains("set `patterns = \"backtracking\"` in the manifest entry of \"ticket.json\""),
        "{stderr}"
    );

    // Opted in, the same pattern runs on the bounded backtracking engine: a match that needs
    // more steps than the limit is refused with its own error kind, never awaited.
    fs::write(
        app.join("schemas/manifest.toml"),
        "[[schema]]\nfile = \"ticket.json\"\nmodule = \"tickets\"\nupstream = \"https://example.com/ticket.json\"\nsha256 = \"\"\nroot = \"Ticket\"\npatterns = \"backtracking\"\nbacktrack_limit = 1000\n",
    )
    .unwrap();
    fs::write(
        app.join("schemas/ticket.json"),
        OWN_SCHEMA.replace("\"^[A-Z]+-[0-9]+$\"", r#""^(?!X)(a|a)*\\1c$""#),
    )
    .unwrap();
    fs::write(app.join("src/main.rs"), BACKTRACKING_MAIN).unwrap();
    let out = cargo(&app, &["run", "-q", "--bin", "own"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "ok", "{stdout}");
    assert_eq!(lines[1], "pattern /id", "{stdout}");
    assert!(
        lines[2].contains("could not be matched within the backtracking limit"),
        "{stdout}"
    );
}

const BACKTRACKING_MAIN: &str = r##"
use agent_approval_runtime::{from_str, ValidationErrorKind};
use own::tickets::Ticket;

fn main() {
    // The lookahead works: "aac" is accepted, "Xaac" refused by the pattern.
    from_str::<Ticket>(r#"{"id":"aac","priority":"p1"}"#).unwrap();
    let err = from_str::<Ticket>(r#"{"id":"Xaac","priority":"p1"}"#).unwrap_err();
    assert!(matches!(
        err.validation_errors()[0].kind(),
        ValidationErrorKind::Pattern { .. }
    ));
    println!("ok");
    // 40 `a`s and no `c`: 2^40 ways to fail, far past 1,000 steps.
    let slow = format!(r#"{{"id":"{}","priority":"p1"}}"#, "a".repeat(40));
    let err = from_str::<Ticket>(&slow).unwrap_err();
    let first = &err.validation_errors()[0];
    assert!(matches!(first.kind(), ValidationErrorKind::BacktrackLimit { .. }), "{err}");
    println!("{} {}", first.kind().keyword(), first.instance_path());
    println!("{err}");
}
"##;

const OWN_SCHEMA: &str = r##"{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Ticket",
  "type": "object",
  "required": ["id", "priority"],
  "properties": {
    "id": {"type": "string", "pattern": "^[A-Z]+-[0-9]+$"},
    "priority": {"enum": ["p1", "p2", "p3"]},
    "labels": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
    "owner": {"$ref": "#/$defs/Ticket%20Owner"}
  },
  "additionalProperties": false,
  "$defs": {
    "Ticket Owner": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string", "minLength": 1}}, "additionalProperties": false}
  }
}"##;

const OWN_MAIN: &str = r##"
use agent_approval_runtime::{from_str, Validate};
use own::tickets::Ticket;

fn main() {
    let t: Ticket = from_str(r#"{"id":"OPS-12","priority":"p1","labels":["a"]}"#).unwrap();
    t.validate().unwrap();
    assert!(from_str::<Ticket>(r#"{"id":"ops-12","priority":"p1"}"#).is_err());
    assert!(from_str::<Ticket>(r#"{"id":"OPS-1","priority":"p1","labels":["a","a"]}"#).is_err());
    // A definition's own type, its name not a URI fragment as written ("Ticket Owner"): its
    // validator refers to it percent-encoded (it could not be built, refusing every value).
    let owner: own::tickets::TicketOwner = from_str(r#"{"name":"ana"}"#).unwrap();
    assert_eq!(owner.name, "ana");
    assert!(from_str::<own::tickets::TicketOwner>(r#"{"name":""}"#).is_err());
    // The names its errors suggest are read through the decoded pointer.
    let err = from_str::<own::tickets::TicketOwner>(r#"{"name":"ana","nmae":"x"}"#).unwrap_err();
    assert!(err.to_string().contains("did you mean \"name\"?"), "{err}");
    println!("ok");
    let err = from_str::<Ticket>(r#"{"id":"OPS-1","priority":"p9"}"#).unwrap_err();
    println!("{err}");
}
"##;
