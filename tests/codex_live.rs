//! The client against the real Codex 0.171.0 (`@openai/codex` from npm), in a network
//! namespace of its own, with a mock model on 127.0.0.1 speaking the Responses API stream.
//!
//! The model asks for two commands, a pipeline, an added file and a deleted file; the AAP
//! claim lets `touch` and file writes through and requires a human for `rm` and deletions
//! (nobody answers: declined). The test shows what ran and what did not, the gate's verdicts
//! on the real requests, that every line Codex sent parses into the generated types and
//! serializes back to the same JSON, and that every answer is valid against the schemas the
//! binary itself generates. It also runs `examples/approval_client.rs` on the same setup.
//!
//! Skips, saying why, when npm or the package cannot be had or `unshare -n` is not
//! permitted. `AGENT_APPROVAL_CODEX=BIN` uses an installed binary;
//! `AGENT_APPROVAL_RECORD=1` rewrites the recorded session in `tests/data/codex-0.171.0/`.

#[path = "support/codex_env.rs"]
mod codex_env;
#[path = "common/json_eq.rs"]
mod json_eq;
#[path = "support/mock_model.rs"]
mod mock_model;
#[path = "support/transcript.rs"]
mod transcript;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use agent_approval::codex::{
    InitializeParams, InitializeResponse, ServerNotification, ThreadStartResponse,
    TurnStartResponse,
};
use agent_approval::codex_client::{
    Approval, Approvals, Client, CodexCommand, Decision, DeclineAll, Event, Oversight, Unnamed,
};
use agent_approval::oversight::{Gate, Requirement};
use serde_json::{json, Value};

use mock_model::{add_file, completed, created, custom_tool_call, exec_command, MockModel};

const CLAIM: &str = r#"{"level":"approval","requires_human_approval_for":["exec.rm","fs.delete"],"notify_on":["fs.write"]}"#;

/// One approval as the handler saw it, and what it decided.
#[derive(Debug, Clone)]
struct Seen {
    method: String,
    actions: Result<Vec<String>, Unnamed>,
    paths: Vec<String>,
    requirement: Requirement,
    decision: Decision,
}

/// The gate with nobody behind it, recording what it was shown.
struct Recorder {
    gate: Gate,
    inner: Oversight<DeclineAll>,
    seen: Arc<Mutex<Vec<Seen>>>,
}

impl Approvals for Recorder {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        let decision = self.inner.decide(approval);
        self.seen.lock().unwrap().push(Seen {
            method: approval.method(),
            actions: approval
                .actions()
                .map(<[String]>::to_vec)
                .map_err(Clone::clone),
            paths: approval.paths().to_vec(),
            requirement: approval.requirement(&self.gate),
            decision,
        });
        decision
    }
}

/// The model's script: the tool calls, then (by default) a final message.
fn script() -> Vec<Vec<Value>> {
    vec![vec![
        created("resp-1"),
        exec_command("call-touch", "touch accepted.txt", "create a file"),
        exec_command("call-rm", "rm -f precious.txt", "delete a file"),
        exec_command("call-pipe", "echo hi | tee piped.txt", "a pipeline"),
        add_file("call-add", "added.txt", "hello"),
        custom_tool_call(
            "call-delete",
            "apply_patch",
            "*** Begin Patch\n*** Delete File: keep-me.txt\n*** End Patch\n",
        ),
        completed("resp-1"),
    ]]
}

/// A fresh work folder and `CODEX_HOME` under `root`.
fn setup(root: &Path, mock: &MockModel) -> (PathBuf, PathBuf) {
    let (home, work) = (root.join("home"), root.join("work"));
    codex_env::codex_home(&home, &mock.base_url()).unwrap();
    std::fs::create_dir_all(&work).unwrap();
    std::fs::write(work.join("precious.txt"), "keep\n").unwrap();
    std::fs::write(work.join("keep-me.txt"), "keep\n").unwrap();
    (home, work)
}

#[test]
fn a_real_codex_session() {
    if std::env::var_os(codex_env::IN_NETNS).is_none() {
        let codex = match codex_env::codex() {
            Ok(codex) => codex,
            Err(why) => return codex_env::skip(&format!("the real-codex test: {why}")),
        };
        if let Err(why) = codex_env::netns_available() {
            return codex_env::skip(&format!("the real-codex test: {why}"));
        }
        assert!(
            codex_env::rerun_in_netns("a_real_codex_session", &codex),
            "the session inside the network namespace failed (its output is above)"
        );
        return;
    }
    let codex = PathBuf::from(std::env::var_os(codex_env::CODEX_BIN).unwrap());
    let root = tempfile::tempdir().unwrap();
    let mock = MockModel::start(script()).unwrap();
    let (home, work) = setup(root.path(), &mock);

    let claim = agent_approval::from_str(CLAIM).unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let recorder = Recorder {
        gate: Gate::new(&claim),
        inner: Oversight::new(Gate::new(&claim), DeclineAll),
        seen: Arc::clone(&seen),
    };
    let lines = transcript::Shared::default();
    let command = CodexCommand::new(&codex)
        .codex_home(&home)
        .env("MOCK_API_KEY", "unused")
        .current_dir(&work);
    let started = Instant::now();
    let mut client = Client::spawn(&command, recorder)
        .unwrap()
        .with_transcript(lines.clone())
        .with_event_timeout(Duration::from_secs(60));
    let init: InitializeResponse = client
        .initialize(
            agent_approval::from_value::<InitializeParams>(
                json!({"clientInfo": {"name": "codex_live", "version": "0.1.0"}}),
            )
            .unwrap(),
        )
        .unwrap();
    assert!(
        init.user_agent.contains(codex_env::VERSION),
        "{}",
        init.user_agent
    );
    let thread: ThreadStartResponse = client
        .call(
            "thread/start",
            &json!({"cwd": work, "approvalPolicy": "on-request"}),
        )
        .unwrap();
    let turn: TurnStartResponse = client
        .call(
            "turn/start",
            &json!({"threadId": thread.thread.id, "input": [{"type": "text", "text": "go"}]}),
        )
        .unwrap();
    let mut events = Vec::new();
    loop {
        let event = client.next_event().unwrap();
        let done = matches!(&event, Event::Notification(n)
            if matches!(**n, ServerNotification::TurnCompleted { .. }));
        events.push(event);
        if done {
            break;
        }
    }
    let session = started.elapsed();
    client.shutdown(Duration::from_secs(5)).unwrap();
    let _ = turn;

    // What ran and what did not.
    assert!(
        work.join("accepted.txt").exists(),
        "the accepted command ran"
    );
    assert!(
        work.join("precious.txt").exists(),
        "the declined rm did not run"
    );
    assert!(
        !work.join("piped.txt").exists(),
        "the declined pipeline did not run"
    );
    assert_eq!(
        std::fs::read_to_string(work.join("added.txt")).unwrap(),
        "hello\n",
        "the accepted file change was applied"
    );
    assert!(
        work.join("keep-me.txt").exists(),
        "the declined deletion was not applied"
    );

    // The gate's verdicts on the real requests.
    let seen = seen.lock().unwrap().clone();
    let by_first = |action: &str| {
        seen.iter()
            .find(|s| {
                s.actions
                    .as_ref()
                    .is_ok_and(|a| a.first().map(String::as_str) == Some(action))
            })
            .cloned()
            .unwrap_or_else(|| panic!("no request for {action}: {seen:#?}"))
    };
    let touch = by_first("exec.touch");
    assert_eq!(touch.method, "item/commandExecution/requestApproval");
    assert_eq!(
        (touch.requirement, touch.decision),
        (Requirement::None, Decision::Accept)
    );
    let rm = by_first("exec.rm");
    assert_eq!(
        (rm.requirement, rm.decision),
        (Requirement::Approval, Decision::Decline)
    );
    let pipe = seen
        .iter()
        .find(|s| s.actions == Err(Unnamed::NotSimple('|')))
        .expect("the pipeline reached the handler without an action name");
    assert_eq!(
        (pipe.requirement, pipe.decision),
        (Requirement::Approval, Decision::Decline)
    );
    let add = by_first("fs.write");
    assert_eq!(add.method, "item/fileChange/requestApproval");
    assert_eq!(add.paths, [work.join("added.txt").display().to_string()]);
    assert_eq!(
        (add.requirement, add.decision),
        (Requirement::Notify, Decision::Accept)
    );
    let delete = by_first("fs.delete");
    assert_eq!(
        delete.paths,
        [work.join("keep-me.txt").display().to_string()]
    );
    assert_eq!(
        (delete.requirement, delete.decision),
        (Requirement::Approval, Decision::Decline)
    );
    assert_eq!(seen.len(), 5, "{seen:#?}");
    assert!(events
        .iter()
        .all(|e| !matches!(e, Event::Malformed(_) | Event::Refused { .. })));

    // Codex reported the refusals to the model.
    for call in ["call-rm", "call-pipe", "call-delete"] {
        let output = mock.tool_output(call).unwrap_or_default();
        assert!(!output.is_empty(), "codex reported no output for {call}");
    }

    // Every line Codex sent parses and round-trips; every answer is valid against the
    // binary's own schemas.
    let text = lines.text();
    let schemas = root.path().join("schemas");
    let status = std::process::Command::new(&codex)
        .args(["app-server", "generate-json-schema", "--out"])
        .arg(&schemas)
        .status()
        .unwrap();
    assert!(status.success());
    let checked = transcript::check(&text, &schemas);
    assert!(checked.answers >= 5, "{checked:?}");

    eprintln!(
        "real codex session: {:.2} s, {} lines from codex, {} from the client",
        session.as_secs_f64(),
        checked.received,
        checked.sent
    );
    if std::env::var_os("AGENT_APPROVAL_RECORD").is_some() {
        transcript::record(&text, root.path(), "session");
    }

    example_session(&codex);
}

/// `examples/approval_client.rs` on the same setup, `--no-wait`: exits 0 once the turn has
/// completed, having printed each request and decision.
fn example_session(codex: &Path) {
    let example = std::env::current_exe()
        .unwrap()
        .parent()
        .and_then(Path::parent)
        .map(|debug| debug.join("examples/approval_client"))
        .unwrap();
    if !example.exists() {
        return codex_env::skip(&format!(
            "the example run: {} is not built",
            example.display()
        ));
    }
    let root = tempfile::tempdir().unwrap();
    let mock = MockModel::start(script()).unwrap();
    let (home, work) = setup(root.path(), &mock);
    let claim = root.path().join("claim.json");
    std::fs::write(&claim, CLAIM).unwrap();
    let output = std::process::Command::new(&example)
        .arg("--codex")
        .arg(codex)
        .arg("--claim")
        .arg(&claim)
        .arg("--cwd")
        .arg(&work)
        .args(["--no-wait", "make some files"])
        .env("CODEX_HOME", &home)
        .env("MOCK_API_KEY", "unused")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(stderr.contains("turn completed"), "{stderr}");
    assert!(
        stderr.contains(
            "request: run `/bin/bash -lc 'touch accepted.txt'` [exec.touch] (create a file)\ndecision: Accept"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains("[exec.rm] (delete a file)\ndecision: Decline"),
        "{stderr}"
    );
    assert!(work.join("accepted.txt").exists());
    assert!(work.join("precious.txt").exists());
    assert!(work.join("keep-me.txt").exists());
}
