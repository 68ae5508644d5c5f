//! A Codex approval client: reads the app-server's JSON lines on stdin, asks an AAP oversight
//! gate about every approval request, and writes the JSON-RPC answer with the same `id` on
//! stdout.
//!
//! ```sh
//! cargo run --example approval_client -- CLAIM.json < session.jsonl
//! cargo run --example approval_client -- --help
//! ```
//!
//! Every line is judged by `agent_approval::from_str::<codex::ServerRequest>`, so a request is
//! typed (dispatched by `method`) and exact before the gate sees it. The mapping from a
//! request to an AAP action name is this example's own table ([`ACTIONS`]), shown by
//! `--help`. What the gate says:
//! - no requirement, or a notification: the request is accepted (`accept` for v2 requests,
//!   `approved` for v1 ones); a notification is printed on stderr;
//! - approval needed: the request is printed on stderr for a human and left unanswered
//!   (`--no-wait`: declined at once, `decline` / `denied`: no approval means no action).
//!
//! Lines that are not approval requests are skipped with a note on stderr; a malformed line
//! gets an error naming its line number and each JSON pointer, and the client goes on.

#![allow(clippy::print_stdout)]

use std::io::{BufRead, Write};
use std::time::Duration;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::{ExecCommandApprovalResponse, ReviewDecision};
use agent_approval::codex::v2::{
    CommandExecutionApprovalDecision, CommandExecutionRequestApprovalResponse,
};
use agent_approval::codex::{RequestId, ServerRequest};
use agent_approval::oversight::{Gate, Verdict};
use agent_approval::Validate;
use serde_json::{json, Value};

/// How a request maps to an AAP action name: `(request, action)`.
pub const ACTIONS: &[(&str, &str)] = &[
    (
        "item/commandExecution/requestApproval (v2)",
        "exec.<program>: the command's first word, without its directory",
    ),
    (
        "execCommandApproval (v1)",
        "exec.<program>: the command's first element, without its directory",
    ),
    ("item/fileChange/requestApproval (v2)", "fs.write"),
    ("applyPatchApproval (v1)", "fs.write"),
];

const USAGE: &str = "usage: approval_client [--no-wait] CLAIM.json < session.jsonl

Reads Codex app-server JSON lines on stdin; answers each approval request on stdout
with the JSON-RPC result for its id, as the AAP oversight claim in CLAIM.json allows.
Requests that need a human's approval are printed on stderr and left unanswered
(--no-wait: declined at once).";

/// Which protocol generation a request belongs to: it decides the answer's shape.
#[derive(Clone, Copy)]
enum Generation {
    V1,
    V2,
}

/// What the client does with one line.
#[derive(Debug, PartialEq)]
pub enum Outcome {
    /// An answer was written.
    Answered,
    /// An approval request awaits a human.
    Pending,
    /// Not an approval request.
    Skipped,
    /// A malformed line.
    Malformed,
}

/// The client, reading `input` line by line.
pub struct Client {
    gate: Gate,
    no_wait: bool,
}

impl Client {
    /// A client asking the gate of `claim`.
    pub fn new(claim: &OversightClaim, no_wait: bool) -> Self {
        Self {
            gate: Gate::new(claim),
            no_wait,
        }
    }

    /// Handles every line of `input`; answers go to `out`, notes and errors to `err`.
    pub fn run(
        &self,
        input: impl BufRead,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> std::io::Result<Vec<Outcome>> {
        let mut outcomes = Vec::new();
        for (i, line) in input.lines().enumerate() {
            let line = line?;
            if line.trim().is_empty() {
                continue;
            }
            outcomes.push(self.line(i + 1, &line, out, err)?);
        }
        Ok(outcomes)
    }

    fn line(
        &self,
        n: usize,
        line: &str,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> std::io::Result<Outcome> {
        let request = match agent_approval::from_str::<ServerRequest>(line) {
            Ok(request) => request,
            Err(e) => return self.not_a_request(n, line, &e, err),
        };
        // `kind` of a v2 command request (`humanCommand` always needs a human); `None` else.
        let (id, generation, action, summary, kind) = match &request {
            ServerRequest::ItemCommandExecutionRequestApproval { id, params, .. } => {
                let command = params.command.clone().flatten().unwrap_or_default();
                let program = command.split_whitespace().next().unwrap_or("");
                (id, Generation::V2, exec(program), command, params.kind)
            }
            ServerRequest::ExecCommandApproval { id, params, .. } => {
                let program = params.command.first().map_or("", String::as_str);
                let summary = params.command.join(" ");
                (id, Generation::V1, exec(program), summary, None)
            }
            ServerRequest::ItemFileChangeRequestApproval { id, params, .. } => {
                let reason = params.reason.clone().flatten().unwrap_or_default();
                (id, Generation::V2, "fs.write".to_owned(), reason, None)
            }
            ServerRequest::ApplyPatchApproval { id, params, .. } => {
                let files: Vec<&str> = params.file_changes.keys().map(String::as_str).collect();
                let summary = files.join(", ");
                (id, Generation::V1, "fs.write".to_owned(), summary, None)
            }
            other => {
                let method = serde_json::to_value(other)
                    .ok()
                    .and_then(|v| v.get("method").and_then(Value::as_str).map(str::to_owned))
                    .unwrap_or_default();
                writeln!(
                    err,
                    "line {n}: skipped: {method} is not an approval request"
                )?;
                return Ok(Outcome::Skipped);
            }
        };
        let waited = if self.no_wait {
            Duration::MAX
        } else {
            Duration::ZERO
        };
        let requirement = self.gate.command_requirement(&action, kind);
        match self.gate.command_verdict(&action, kind, None, waited) {
            Verdict::Allow => {
                if requirement == agent_approval::oversight::Requirement::Notify {
                    writeln!(err, "line {n}: notify: {action} ({summary})")?;
                }
                answer(out, id, generation, true)?;
                Ok(Outcome::Answered)
            }
            Verdict::Pending => {
                writeln!(
                    err,
                    "line {n}: pending: {action} needs a human's approval ({summary}); id {}",
                    serde_json::to_string(id).unwrap_or_default()
                )?;
                Ok(Outcome::Pending)
            }
            // `Deny`, `Abort`, and any verdict added later: no approval means no action.
            _ => {
                writeln!(err, "line {n}: declined: {action} was not approved in time")?;
                answer(out, id, generation, false)?;
                Ok(Outcome::Answered)
            }
        }
    }

    /// A line `ServerRequest` refused: malformed if it looks like a request (an object with
    /// `id` and `method`), else skipped.
    fn not_a_request(
        &self,
        n: usize,
        line: &str,
        e: &agent_approval::Error,
        err: &mut impl Write,
    ) -> std::io::Result<Outcome> {
        let value: Option<Value> = serde_json::from_str(line).ok();
        let request_like = value
            .as_ref()
            .is_some_and(|v| v.get("id").is_some() && v.get("method").is_some());
        if value.is_some() && !request_like {
            writeln!(err, "line {n}: skipped: not a server request")?;
            return Ok(Outcome::Skipped);
        }
        for problem in e.to_string().lines() {
            writeln!(err, "line {n}: error: {problem}")?;
        }
        Ok(Outcome::Malformed)
    }
}

/// `exec.<program>`, the program without its directory (`/usr/bin/git` → `exec.git`).
fn exec(program: &str) -> String {
    let name = program.rsplit('/').next().unwrap_or(program);
    if name.is_empty() {
        "exec".to_owned()
    } else {
        format!("exec.{name}")
    }
}

/// Writes `{"id": ID, "result": RESPONSE}`: the typed response, validated before it leaves.
fn answer(
    out: &mut impl Write,
    id: &RequestId,
    generation: Generation,
    accept: bool,
) -> std::io::Result<()> {
    let result = match generation {
        Generation::V2 => checked(&CommandExecutionRequestApprovalResponse {
            decision: if accept {
                CommandExecutionApprovalDecision::Accept
            } else {
                CommandExecutionApprovalDecision::Decline
            },
            extra: serde_json::Map::new(),
        })?,
        Generation::V1 => checked(&ExecCommandApprovalResponse {
            decision: if accept {
                ReviewDecision::Approved
            } else {
                ReviewDecision::Denied {
                    rejection: "not approved under the AAP oversight claim".to_owned(),
                    extra: serde_json::Map::new(),
                }
            },
            extra: serde_json::Map::new(),
        })?,
    };
    writeln!(out, "{}", json!({ "id": id, "result": result }))
}

/// A response's JSON, once the schema accepts it.
fn checked(response: &impl Validate) -> std::io::Result<Value> {
    response.validate().map_err(std::io::Error::other)?;
    Ok(serde_json::to_value(response)?)
}

#[allow(dead_code)]
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}\n\nRequest → AAP action:");
        for (request, action) in ACTIONS {
            println!("  {request:<45} {action}");
        }
        return std::process::ExitCode::SUCCESS;
    }
    let no_wait = args.iter().any(|a| a == "--no-wait");
    let Some(path) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("{USAGE}");
        return std::process::ExitCode::from(2);
    };
    let claim = match std::fs::read_to_string(path)
        .map_err(|e| e.to_string())
        .and_then(|text| {
            agent_approval::from_str::<OversightClaim>(&text).map_err(|e| e.to_string())
        }) {
        Ok(claim) => claim,
        Err(e) => {
            eprintln!("{path}: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let client = Client::new(&claim, no_wait);
    let stdin = std::io::stdin();
    match client.run(stdin.lock(), &mut std::io::stdout(), &mut std::io::stderr()) {
        Ok(_) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("approval_client: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
