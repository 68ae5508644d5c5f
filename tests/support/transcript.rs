//! A session's transcript (`Client::with_transcript`: `< LINE` from Codex, `> LINE` from the
//! client) and the checks run on it: every line Codex sent parses into the generated types and
//! serializes back to the same JSON; every line the client wrote is valid against the schemas
//! in a folder `codex app-server generate-json-schema` wrote.

#![allow(dead_code)]

use std::collections::HashMap;
use std::io::Write;
use std::path::Path;
use std::sync::{Arc, Mutex};

use agent_approval::codex::{
    ClientNotification, ClientRequest, InitializeResponse, JsonrpcMessage, ServerNotification,
    ServerRequest, ThreadStartResponse, TurnStartResponse,
};
use agent_approval::Validate;
use serde_json::Value;

use super::json_eq::json_eq;

/// A transcript in memory, shared with the client that writes it.
#[derive(Clone, Default)]
pub struct Shared(Arc<Mutex<Vec<u8>>>);

impl Shared {
    /// What was written so far.
    pub fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A notification's method.
pub fn method(notification: &ServerNotification) -> String {
    let value = serde_json::to_value(notification).unwrap();
    value["method"].as_str().unwrap_or_default().to_owned()
}

/// What [`check`] went through.
#[derive(Debug, Default)]
pub struct Checked {
    /// Lines from Codex.
    pub received: usize,
    /// Lines from the client.
    pub sent: usize,
    /// Answers to server requests.
    pub answers: usize,
}

/// `T` from `line` through the crate's judge, serialized back to the same JSON.
fn round_trip<T: Validate>(what: &str, text: &str, original: &Value) {
    let typed: T = agent_approval::from_str(text)
        .unwrap_or_else(|e| panic!("{what} does not parse: {e}\n{text}"));
    let back = serde_json::to_value(&typed).unwrap();
    assert!(
        json_eq(&back, original),
        "{what} does not round-trip:\n{text}\n{back}"
    );
}

/// Checks every line of `transcript` (see the module docs); `schemas` is the binary's own
/// schema folder.
pub fn check(transcript: &str, schemas: &Path) -> Checked {
    let validator = |file: &str| {
        let text =
            std::fs::read_to_string(schemas.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let schema: Value = serde_json::from_str(&text).unwrap();
        jsonschema::options()
            .should_validate_formats(true)
            .should_ignore_unknown_formats(true)
            .build(&schema)
            .unwrap_or_else(|e| panic!("{file}: {e}"))
    };
    let valid = |file: &str, value: &Value| {
        let errors: Vec<String> = validator(file)
            .iter_errors(value)
            .map(|e| format!("{e} at {}", e.instance_path()))
            .collect();
        assert!(
            errors.is_empty(),
            "not valid against {file}: {errors:?}\n{value}"
        );
    };
    let mut checked = Checked::default();
    // Our requests' methods by id, Codex's requests' methods by id.
    let (mut ours, mut theirs) = (HashMap::new(), HashMap::new());
    for line in transcript.lines() {
        let (direction, text) = line.split_at(2);
        let value: Value = serde_json::from_str(text).unwrap();
        round_trip::<JsonrpcMessage>("a JSON-RPC message", text, &value);
        let id = value.get("id").map(Value::to_string);
        let method = value.get("method").and_then(Value::as_str);
        match (direction, method, id) {
            ("< ", Some(method), Some(id)) => {
                checked.received += 1;
                round_trip::<ServerRequest>(method, text, &value);
                theirs.insert(id, method.to_owned());
            }
            ("< ", Some(method), None) => {
                checked.received += 1;
                round_trip::<ServerNotification>(method, text, &value);
            }
            ("< ", None, Some(id)) => {
                checked.received += 1;
                let result = value
                    .get("result")
                    .unwrap_or_else(|| panic!("an error: {text}"));
                let result_text = result.to_string();
                match ours.get(&id).map(String::as_str) {
                    Some("initialize") => {
                        round_trip::<InitializeResponse>("initialize", &result_text, result);
                    }
                    Some("thread/start") => {
                        round_trip::<ThreadStartResponse>("thread/start", &result_text, result);
                    }
                    Some("turn/start") => {
                        round_trip::<TurnStartResponse>("turn/start", &result_text, result);
                    }
                    other => panic!("a response to {other:?}: {text}"),
                }
            }
            ("> ", Some(method), Some(id)) => {
                checked.sent += 1;
                round_trip::<ClientRequest>(method, text, &value);
                valid("ClientRequest.json", &value);
                valid("JSONRPCRequest.json", &value);
                ours.insert(id, method.to_owned());
            }
            ("> ", Some(method), None) => {
                checked.sent += 1;
                round_trip::<ClientNotification>(method, text, &value);
                valid("ClientNotification.json", &value);
            }
            ("> ", None, Some(id)) => {
                checked.sent += 1;
                checked.answers += 1;
                valid("JSONRPCResponse.json", &value);
                let method = theirs
                    .get(&id)
                    .unwrap_or_else(|| panic!("an answer to nothing: {text}"));
                let file = match method.as_str() {
                    "item/commandExecution/requestApproval" => {
                        "CommandExecutionRequestApprovalResponse.json"
                    }
                    "item/fileChange/requestApproval" => "FileChangeRequestApprovalResponse.json",
                    "item/permissions/requestApproval" => "PermissionsRequestApprovalResponse.json",
                    "execCommandApproval" => "ExecCommandApprovalResponse.json",
                    "applyPatchApproval" => "ApplyPatchApprovalResponse.json",
                    other => panic!("an answer to {other}: {text}"),
                };
                valid(file, &value["result"]);
            }
            _ => panic!("not a JSON-RPC line: {line}"),
        }
    }
    checked
}

/// Writes the transcript to `tests/data/codex-0.171.0/NAME.transcript`, with the session's
/// temporary folder replaced by `/ROOT` so that the file does not change between runs for
/// that reason alone.
pub fn record(transcript: &str, root: &Path, name: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/codex-0.171.0");
    std::fs::create_dir_all(&dir).unwrap();
    let text = transcript.replace(&root.display().to_string(), "/ROOT");
    std::fs::write(dir.join(format!("{name}.transcript")), text).unwrap();
}
