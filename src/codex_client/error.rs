//! The client's errors: [`Error`] ends a call (the process died, a request timed out, Codex
//! answered with an error), [`Malformed`] reports one line Codex sent that the client could
//! not use and went on past.

use std::fmt;
use std::io;
use std::process::ExitStatus;
use std::time::Duration;

use crate::codex::RequestId;

/// Why a call on the [`Client`](super::Client) failed. Read it with [`kind`](Self::kind).
#[derive(Debug)]
pub struct Error {
    // Boxed so that `Result<T, Error>` stays small.
    kind: Box<ErrorKind>,
}

/// What went wrong. `#[non_exhaustive]`: match with a `_` arm.
#[derive(Debug)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The program could not be started.
    Spawn {
        /// The program.
        program: String,
        /// Why.
        source: io::Error,
    },
    /// Codex's output ended (the process exited or closed it). `pending` names the requests
    /// that got no answer, so none is lost silently.
    Exited {
        /// The exit status, if the process has ended.
        status: Option<ExitStatus>,
        /// The last lines Codex wrote on stderr.
        stderr: String,
        /// Requests sent and never answered: `(id, method)`.
        pending: Vec<(RequestId, String)>,
    },
    /// Nothing came from Codex within the timeout.
    Timeout {
        /// What the client was waiting for: a method name, or `"a message"`.
        waiting_for: String,
        /// How long it waited.
        after: Duration,
    },
    /// Codex answered a request with a JSON-RPC error.
    Rpc {
        /// The request's method.
        method: String,
        /// The error's code.
        code: i64,
        /// The error's message.
        message: String,
        /// The error's `data`, if any.
        data: Option<serde_json::Value>,
    },
    /// Codex's answer to a request is not valid against its response schema.
    InvalidResponse {
        /// The request's method.
        method: String,
        /// Every violation, with pointers.
        source: crate::Error,
    },
    /// A request the caller built is not valid against its schema: it was not sent.
    InvalidRequest {
        /// Every violation, with pointers.
        source: crate::Error,
    },
    /// Reading from or writing to Codex failed.
    Io(io::Error),
}

impl Error {
    /// What went wrong.
    #[must_use]
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// Takes the kind out.
    #[must_use]
    pub fn into_kind(self) -> ErrorKind {
        *self.kind
    }

    /// Whether Codex's output ended.
    #[must_use]
    pub fn is_exited(&self) -> bool {
        matches!(*self.kind, ErrorKind::Exited { .. })
    }

    /// Whether a timeout expired.
    #[must_use]
    pub fn is_timeout(&self) -> bool {
        matches!(*self.kind, ErrorKind::Timeout { .. })
    }
}

impl From<ErrorKind> for Error {
    fn from(kind: ErrorKind) -> Self {
        Self {
            kind: Box::new(kind),
        }
    }
}

impl From<io::Error> for Error {
    fn from(e: io::Error) -> Self {
        ErrorKind::Io(e).into()
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &*self.kind {
            ErrorKind::Spawn { program, source } => {
                write!(f, "could not start {program}: {source}")
            }
            ErrorKind::Exited {
                status,
                stderr,
                pending,
            } => {
                match status {
                    Some(status) => write!(f, "codex exited ({status})")?,
                    None => f.write_str("codex closed its output")?,
                }
                if !pending.is_empty() {
                    let names: Vec<String> = pending
                        .iter()
                        .map(|(id, m)| format!("{m} (id {id})"))
                        .collect();
                    write!(f, "; unanswered: {}", names.join(", "))?;
                }
                let stderr = stderr.trim_end();
                if !stderr.is_empty() {
                    write!(f, "; its stderr ends with:\n{stderr}")?;
                }
                Ok(())
            }
            ErrorKind::Timeout { waiting_for, after } => {
                write!(f, "no answer from codex to {waiting_for} within {after:?}")
            }
            ErrorKind::Rpc {
                method,
                code,
                message,
                ..
            } => write!(f, "codex refused {method}: {message} (code {code})"),
            ErrorKind::InvalidResponse { method, source } => {
                write!(f, "codex's answer to {method} is not valid: {source}")
            }
            ErrorKind::InvalidRequest { source } => {
                write!(f, "the request is not valid, not sent: {source}")
            }
            ErrorKind::Io(e) => write!(f, "i/o with codex failed: {e}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &*self.kind {
            ErrorKind::Spawn { source, .. } | ErrorKind::Io(source) => Some(source),
            ErrorKind::InvalidResponse { source, .. } | ErrorKind::InvalidRequest { source } => {
                Some(source)
            }
            _ => None,
        }
    }
}

/// A line from Codex the client could not use; it reports it as an
/// [`Event::Malformed`](super::Event::Malformed) and reads on. Server requests that cannot be
/// used are never only reported: they are answered with a JSON-RPC error
/// ([`Event::Refused`](super::Event::Refused)).
#[derive(Debug)]
#[non_exhaustive]
pub enum Malformed {
    /// Not JSON.
    NotJson {
        /// The line's number (1 is the first line Codex wrote).
        line: u64,
        /// The parser's message.
        error: String,
    },
    /// JSON, but not a JSON-RPC message (neither a request, a notification nor a response).
    NotJsonRpc {
        /// The line's number.
        line: u64,
    },
    /// Longer than the client's limit.
    TooLong {
        /// The line's number.
        line: u64,
        /// Its length in bytes.
        len: usize,
    },
    /// Not UTF-8.
    NotUtf8 {
        /// The line's number.
        line: u64,
    },
    /// A notification whose method the protocol does not have.
    UnknownNotification {
        /// The line's number.
        line: u64,
        /// Its method.
        method: String,
        /// The whole message.
        message: serde_json::Value,
    },
    /// A notification not valid against its schema.
    InvalidNotification {
        /// The line's number.
        line: u64,
        /// Its method.
        method: String,
        /// Every violation.
        source: crate::Error,
    },
    /// A response whose id names no request the client sent.
    UnmatchedResponse {
        /// The line's number.
        line: u64,
        /// The id it names.
        id: serde_json::Value,
    },
    /// A response to a request the client stopped waiting for (its timeout expired).
    LateResponse {
        /// The line's number.
        line: u64,
        /// The request's id.
        id: RequestId,
        /// The request's method.
        method: String,
    },
}

impl fmt::Display for Malformed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotJson { line, error } => write!(f, "line {line}: not JSON: {error}"),
            Self::NotJsonRpc { line } => write!(f, "line {line}: not a JSON-RPC message"),
            Self::TooLong { line, len } => write!(f, "line {line}: too long ({len} bytes)"),
            Self::NotUtf8 { line } => write!(f, "line {line}: not UTF-8"),
            Self::UnknownNotification { line, method, .. } => {
                write!(f, "line {line}: unknown notification {method:?}")
            }
            Self::InvalidNotification {
                line,
                method,
                source,
            } => write!(f, "line {line}: invalid {method} notification: {source}"),
            Self::UnmatchedResponse { line, id } => {
                write!(f, "line {line}: a response to no request (id {id})")
            }
            Self::LateResponse { line, id, method } => write!(
                f,
                "line {line}: a response to {method} (id {id}) after its timeout"
            ),
        }
    }
}

impl std::error::Error for Malformed {}
