//! `examples/approval_client.rs` on a recorded real session (`tests/data/codex-0.171.0/`),
//! with a stand-in for `codex app-server`: a POSIX shell script that replays what Codex sent,
//! each response after the client's request with its id, and logs what the client wrote. The
//! real binary runs the same example in `tests/codex_live.rs`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

const CLAIM: &str = r#"{"level":"approval","requires_human_approval_for":["exec.rm","fs.delete"],"notify_on":["fs.write"]}"#;

/// The replay script: lines to print, and `@N` lines meaning "wait for the client's request
/// with id N". Everything the client writes goes to the log.
const FAKE_CODEX: &str = r#"#!/bin/sh
exec 3<"$FAKE_CODEX_SCRIPT" 4>>"$FAKE_CODEX_LOG"
while IFS= read -r line <&3; do
  case "$line" in
    @*)
      want="${line#@}"
      while IFS= read -r got; do
        printf '%s\n' "$got" >&4
        case "$got" in *"\"id\":$want,"*|*"\"id\":$want}"*) break ;; esac
      done ;;
    *) printf '%s\n' "$line" ;;
  esac
done
cat >&4
"#;

fn example() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let path = exe.parent()?.parent()?.join("examples/approval_client");
    path.exists().then_some(path)
}

/// The replay script for the recorded session.
fn script() -> String {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/codex-0.171.0/session.transcript");
    let transcript = std::fs::read_to_string(&path).unwrap();
    let mut out = String::new();
    for line in transcript.lines() {
        let Some(text) = line.strip_prefix("< ") else {
            continue;
        };
        let value: Value = serde_json::from_str(text).unwrap();
        if value.get("method").is_none() {
            out.push_str(&format!("@{}\n", value["id"]));
        }
        out.push_str(text);
        out.push('\n');
    }
    out
}

/// Runs the example against the replay; returns (success, stderr, the client's lines).
fn run(no_wait: bool, stdin: &str) -> Option<(bool, String, Vec<Value>)> {
    let example = example()?;
    let dir = tempfile::tempdir().unwrap();
    let fake = dir.path().join("codex");
    std::fs::write(&fake, FAKE_CODEX).unwrap();
    std::fs::write(dir.path().join("script"), script()).unwrap();
    std::fs::write(dir.path().join("claim.json"), CLAIM).unwrap();
    let log = dir.path().join("log");
    let mut command = Command::new(example);
    command
        .arg("--codex")
        .arg("sh")
        .arg("--claim")
        .arg(dir.path().join("claim.json"))
        .arg("--cwd")
        .arg(dir.path());
    if no_wait {
        command.arg("--no-wait");
    }
    // `--codex sh` runs `sh app-server`: the script is named `app-server`.
    std::fs::rename(&fake, dir.path().join("app-server")).unwrap();
    let mut child = command
        .arg("make some files")
        .current_dir(dir.path())
        .env("FAKE_CODEX_SCRIPT", dir.path().join("script"))
        .env("FAKE_CODEX_LOG", &log)
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), stdin.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    let written = std::fs::read_to_string(&log).unwrap_or_default();
    let lines = written
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    Some((
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
        lines,
    ))
}

/// What each recorded server request asks (its command, or its file's name), by id, in the
/// order Codex sent them.
fn requests() -> Vec<(Value, String)> {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/codex-0.171.0/session.transcript");
    let transcript = std::fs::read_to_string(&path).unwrap();
    let mut files = std::collections::HashMap::new();
    let mut out = Vec::new();
    for line in transcript.lines() {
        let Some(text) = line.strip_prefix("< ") else {
            continue;
        };
        let value: Value = serde_json::from_str(text).unwrap();
        match value["method"].as_str() {
            Some("item/started") => {
                let item = &value["params"]["item"];
                if let Some(path) = item.pointer("/changes/0/path").and_then(Value::as_str) {
                    let name = path.rsplit('/').next().unwrap().to_owned();
                    files.insert(item["id"].as_str().unwrap().to_owned(), name);
                }
            }
            Some("item/commandExecution/requestApproval") => {
                let command = value["params"]["command"].as_str().unwrap().to_owned();
                out.push((value["id"].clone(), command));
            }
            Some("item/fileChange/requestApproval") => {
                let item = value["params"]["itemId"].as_str().unwrap();
                out.push((value["id"].clone(), files[item].clone()));
            }
            _ => {}
        }
    }
    out
}

/// The decision the client wrote for each recorded request: `(what, decision)`.
fn decisions(lines: &[Value]) -> Vec<(String, String)> {
    requests()
        .into_iter()
        .map(|(id, what)| {
            let answer = lines
                .iter()
                .find(|l| l["id"] == id && l.get("result").is_some())
                .unwrap_or_else(|| panic!("no answer to {what}: {lines:?}"));
            (
                what,
                answer["result"]["decision"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

/// `(what, decision)` for the five requests of the session, in the order Codex sent them.
fn expected(human: [&str; 3]) -> Vec<(String, String)> {
    let mut asked = human.into_iter();
    requests()
        .into_iter()
        .map(|(_, what)| {
            let decision = match what.as_str() {
                "/bin/bash -lc 'touch accepted.txt'" | "added.txt" => "accept",
                _ => asked.next().unwrap(),
            };
            (what, decision.to_owned())
        })
        .collect()
}

#[test]
fn no_wait_declines_what_needs_a_human() {
    let Some((ok, stderr, lines)) = run(true, "") else {
        return eprintln!("skipping: the example is not built");
    };
    assert!(ok, "{stderr}");
    assert!(stderr.contains("turn completed"), "{stderr}");
    assert!(
        stderr.contains(
            "request: run `/bin/bash -lc 'touch accepted.txt'` [exec.touch] (create a file)\ndecision: Accept"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "needs a human, declined (--no-wait): run `/bin/bash -lc 'rm -f precious.txt'` [exec.rm]"
        ),
        "{stderr}"
    );
    assert_eq!(decisions(&lines), expected(["decline"; 3]));
    assert_eq!(lines[1], serde_json::json!({"method": "initialized"}));
}

#[test]
fn a_human_on_the_terminal_decides_what_needs_one() {
    // The terminal answers the three requests that need a human: yes, no, yes for the session.
    let Some((ok, stderr, lines)) = run(false, "y\nn\ns\n") else {
        return eprintln!("skipping: the example is not built");
    };
    assert!(ok, "{stderr}");
    assert!(
        stderr.contains("codex asks to run `/bin/bash -lc 'rm -f precious.txt'` [exec.rm]"),
        "{stderr}"
    );
    assert_eq!(
        decisions(&lines),
        expected(["accept", "decline", "acceptForSession"])
    );
}
