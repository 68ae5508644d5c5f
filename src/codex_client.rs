//! A client that drives `codex app-server`: it starts the process, does the handshake, sends
//! typed requests and matches their typed responses by `id`, yields typed notifications, and
//! answers every server request through a handler of yours ([`Approvals`]) with the typed
//! answer its method takes, checked against its schema before it is written.
//!
//! ```no_run
//! use agent_approval::codex::{InitializeParams, ServerNotification, ThreadStartResponse, TurnStartResponse};
//! use agent_approval::codex_client::{Client, CodexCommand, Event, Oversight, TerminalPrompt};
//! use agent_approval::oversight::Gate;
//! use serde_json::json;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let claim = agent_approval::from_str(r#"{"level":"approval","requires_human_approval_for":["exec.rm"]}"#)?;
//! let approvals = Oversight::new(Gate::new(&claim), TerminalPrompt::stdio());
//! let mut client = Client::spawn(&CodexCommand::new("codex"), approvals)?;
//! client.initialize(agent_approval::from_value::<InitializeParams>(
//!     json!({"clientInfo": {"name": "my-client", "version": "0.1.0"}}),
//! )?)?;
//! let thread: ThreadStartResponse = client.call("thread/start", &json!({"cwd": "/tmp/work"}))?;
//! let _turn: TurnStartResponse = client.call("turn/start", &json!({
//!     "threadId": thread.thread.id,
//!     "input": [{"type": "text", "text": "create hello.txt"}],
//! }))?;
//! loop {
//!     match client.next_event()? {
//!         Event::Answered(answered) => eprintln!("{} -> {:?}", answered.summary, answered.reply.decision()),
//!         Event::Notification(n) if matches!(*n, ServerNotification::TurnCompleted { .. }) => break,
//!         _ => {}
//!     }
//! }
//! # Ok(())
//! # }
//! ```
//!
//! The client starts the process ([`CodexCommand`]: binary, arguments, environment,
//! `CODEX_HOME`), does the handshake ([`Client::initialize`]), sends typed
//! [`ClientRequest`](crate::codex::ClientRequest)s and matches their typed responses by `id`
//! ([`Client::call`]; the response type of each method is named in the crate docs), yields
//! typed [`ServerNotification`]s, and answers every [`ServerRequest`] through your handler
//! with the typed answer its method takes, checked with `.validate()` before it is written.
//! The AAP oversight [`Gate`](crate::oversight::Gate) is one handler, a terminal prompt
//! ([`TerminalPrompt`]) another; [`Oversight::new(gate, human)`](Oversight::new) asks the
//! human only about what the claim requires approval for; [`DeclineAll`] asks nobody.
//!
//! # Actions and answers
//!
//! Actions are named as a person would recognize them ([`action`]): a command is
//! `exec.<program>`, its program read inside Codex's `/bin/bash -lc '…'` wrapper (never
//! `exec.bash`); a file change is `fs.write` (added, updated) or `fs.delete` (deleted, moved),
//! with the paths from the `item/started` notification of its `itemId` (the request itself
//! names none). A command whose program cannot be told (a pipeline, `bash -c` of a script,
//! `sudo`/`env` wrappers, a name outside the action grammar) has no action name and needs a
//! human (fail closed). An accept a request does not offer (its `availableDecisions`, or
//! `humanCommand`'s plain `accept` only) is written as `decline` ([`reply`]).
//!
//! # On a real codex
//!
//! `examples/approval_client.rs` is this client on a real codex:
//!
//! ```text
//! cargo run --example approval_client -- --codex BIN --claim CLAIM.json --cwd DIR [--no-wait] PROMPT
//! ```
//!
//! It starts a thread in `DIR` (codex reads its own configuration and `CODEX_HOME`), runs one
//! turn with `PROMPT`, answers each approval through the gate built from the claim (`--help`
//! prints the request → action table), asks on the terminal about what needs a human (or
//! declines it under `--no-wait`), prints each request and decision on stderr, and exits 0
//! once the turn completed. `tests/codex_live.rs` runs it all against the real
//! `@openai/codex@0.171.0` (installed by npm into `target/codex-0.171.0/`), inside its own
//! network namespace, with a mock model on 127.0.0.1 speaking the Responses API stream: one
//! session (5 approvals, 46 lines from codex) takes about 2 s (figures in BENCHMARKS.md).
//!
//! # Design
//!
//! Synchronous, as `lsp-server` (the stdio JSON-RPC crate rust-analyzer runs on): a reader
//! and a writer thread own the pipes ([`transport`](self) internals), and the caller's
//! thread sends requests and takes events. No async runtime is required of users who want
//! only this; an async program runs the client on a blocking task. Server requests are
//! answered as soon as they arrive, also while [`Client::request`] waits, so Codex is never
//! kept waiting on a notification the caller has not read yet.
//!
//! # Bad input
//!
//! Nothing Codex sends panics the client or is dropped without a word:
//!
//! | input | what the client does |
//! |---|---|
//! | a line that is not JSON, not JSON-RPC, not UTF-8, or longer than 64 MiB | [`Event::Malformed`], reads on |
//! | a request with an unknown method | answers JSON-RPC error −32601, [`Event::Refused`] |
//! | a request whose params are not valid | answers −32602 with every violation, [`Event::Refused`] |
//! | a notification unknown or not valid | [`Event::Malformed`] (the whole message kept) |
//! | a response to no request, or after its timeout | [`Event::Malformed`] |
//! | a handler's answer for another method, or not valid against its schema | answers −32603 instead |
//! | the process exits or closes its output | [`ErrorKind::Exited`] naming every unanswered request and quoting its stderr |
//! | no response within the timeout | [`ErrorKind::Timeout`]; a late response is reported |

pub mod action;
mod approvals;
mod client;
mod error;
mod incoming;
mod process;
mod prompt;
mod queue;
pub mod reply;
mod transport;

pub use action::Unnamed;
pub use approvals::{Approval, ApprovalKind, Approvals, Decision, DeclineAll, Oversight};
pub use client::{Client, DEFAULT_EVENT_TIMEOUT, DEFAULT_REQUEST_TIMEOUT};
pub use error::{Error, ErrorKind, Malformed};
pub use process::{CodexCommand, StderrTo};
pub use prompt::TerminalPrompt;
pub use reply::{Reply, INTERNAL_ERROR, INVALID_PARAMS, METHOD_NOT_FOUND};
pub use transport::MAX_LINE;

use crate::codex::{RequestId, ServerNotification, ServerRequest};

/// What [`Client::next_event`] yields.
#[derive(Debug)]
#[non_exhaustive]
pub enum Event {
    /// A typed notification.
    Notification(Box<ServerNotification>),
    /// A server request, and the answer the handler gave (already written).
    Answered(Box<Answered>),
    /// A server request the client could not type, answered with a JSON-RPC error.
    Refused {
        /// Its id.
        id: RequestId,
        /// Its method.
        method: String,
        /// The error code written.
        code: i64,
        /// The error message written.
        message: String,
    },
    /// A line the client could not use.
    Malformed(Malformed),
}

/// A server request and its answer.
#[derive(Debug)]
#[non_exhaustive]
pub struct Answered {
    /// The typed request.
    pub request: ServerRequest,
    /// What it asked, for a person ([`Approval::summary`]).
    pub summary: String,
    /// Its AAP action names, or why they cannot be told.
    pub actions: Result<Vec<String>, Unnamed>,
    /// The answer written.
    pub reply: Reply,
}
