//! What the client does with each input from Codex: a line classified and recorded, a server
//! request put to the [`Approvals`] handler and its answer written, a notification kept as an
//! [`Event`] (with the items it announces), a response completed by id, the end of the output
//! reported with what was left unanswered.

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::{wait_or_kill, Client};
use crate::codex::{RequestId, ServerNotification, ServerRequest};
use crate::codex_client::approvals::{Approval, Approvals};
use crate::codex_client::error::{Error, ErrorKind, Malformed};
use crate::codex_client::incoming::{classify, Incoming};
use crate::codex_client::reply::{Reply, INTERNAL_ERROR};
use crate::codex_client::transport::Input;
use crate::codex_client::{Answered, Event};

impl<A: Approvals> Client<A> {
    /// Reads and handles one input; returns the time spent in the handler.
    pub(super) fn pump(
        &mut self,
        deadline: Instant,
        waiting_for: &str,
        after: Duration,
    ) -> Result<Duration, Error> {
        let Some(input) = self.transport.recv(deadline) else {
            return Err(ErrorKind::Timeout {
                waiting_for: waiting_for.to_owned(),
                after,
            }
            .into());
        };
        self.line += 1;
        let n = self.line;
        let incoming = match input {
            Input::Line(line) => {
                self.record('<', &line);
                classify(n, &line)
            }
            Input::TooLong(len) => Incoming::Malformed(Malformed::TooLong { line: n, len }),
            Input::NotUtf8 => Incoming::Malformed(Malformed::NotUtf8 { line: n }),
            Input::Eof => {
                self.line -= 1;
                return Err(self.exited(None));
            }
            Input::Failed(e) => {
                self.line -= 1;
                return Err(self.exited(Some(&e)));
            }
        };
        let started = Instant::now();
        match incoming {
            Incoming::Request(request) => self.answer(*request)?,
            Incoming::BadRequest {
                id,
                method,
                code,
                message,
            } => {
                self.write_error(&id, code, &message)?;
                self.events.push_back(Event::Refused {
                    id,
                    method,
                    code,
                    message,
                });
            }
            Incoming::Notification(notification) => {
                self.track(&notification);
                self.events.push_back(Event::Notification(notification));
            }
            Incoming::Response { id, outcome } => {
                if let Some(malformed) = self.queue.complete(n, &id, outcome) {
                    self.events.push_back(Event::Malformed(malformed));
                }
            }
            Incoming::Malformed(malformed) => self.events.push_back(Event::Malformed(malformed)),
        }
        Ok(started.elapsed())
    }

    /// Asks the handler about `request` and writes its answer (an error answer when the
    /// handler's reply is for another method or not valid).
    fn answer(&mut self, request: ServerRequest) -> Result<(), Error> {
        let item = item_id(&request).and_then(|id| self.items.get(&id));
        let approval = Approval::new(&request, item);
        let mut reply = self.approvals.reply(&approval);
        if !reply.answers(&request) {
            reply = Reply::error(
                INTERNAL_ERROR,
                format!("the handler's answer is not one for {}", approval.method()),
            );
        }
        let id = request_id(&request);
        let written = match reply.result() {
            Ok(Some(result)) => self.write_result(&id, result),
            Ok(None) => match &reply {
                Reply::Error { code, message } => self.write_error(&id, *code, message),
                _ => Ok(()),
            },
            Err(e) => {
                reply = Reply::error(
                    INTERNAL_ERROR,
                    format!("the answer would not be valid: {e}"),
                );
                self.write_error(&id, INTERNAL_ERROR, &e.to_string())
            }
        };
        let answered = Answered {
            summary: approval.summary(),
            actions: approval
                .actions()
                .map(<[String]>::to_vec)
                .map_err(Clone::clone),
            request,
            reply,
        };
        self.events.push_back(Event::Answered(Box::new(answered)));
        written
    }

    fn write_result(&mut self, id: &RequestId, result: Value) -> Result<(), Error> {
        let response: crate::codex::JsonrpcResponse =
            crate::from_value(json!({ "id": id, "result": result }))
                .map_err(|source| ErrorKind::InvalidRequest { source })?;
        self.send(&response)
    }

    fn write_error(&mut self, id: &RequestId, code: i64, message: &str) -> Result<(), Error> {
        let response: crate::codex::JsonrpcError =
            crate::from_value(json!({ "id": id, "error": { "code": code, "message": message } }))
                .map_err(|source| ErrorKind::InvalidRequest { source })?;
        self.send(&response)
    }

    /// Keeps `item/started` items until their `item/completed`.
    fn track(&mut self, notification: &ServerNotification) {
        let Ok(value) = serde_json::to_value(notification) else {
            return;
        };
        let method = value.get("method").and_then(Value::as_str);
        let item = value.pointer("/params/item");
        let id = item.and_then(|i| i.get("id")).and_then(Value::as_str);
        match (method, id, item) {
            (Some("item/started"), Some(id), Some(item)) => {
                self.items.insert(id.to_owned(), item.clone());
            }
            (Some("item/completed"), Some(id), _) => {
                self.items.remove(id);
            }
            _ => {}
        }
    }

    /// The error for Codex's output having ended (or failed to read).
    fn exited(&mut self, failed: Option<&std::io::Error>) -> Error {
        let status = self
            .child
            .as_mut()
            .and_then(|child| wait_or_kill(child, Duration::from_secs(2)).ok());
        let mut stderr = self.stderr.text();
        if let Some(e) = failed {
            stderr.push_str(&format!("(reading codex's output failed: {e})\n"));
        }
        ErrorKind::Exited {
            status,
            stderr,
            pending: self.queue.pending(),
        }
        .into()
    }
}

/// The `id` of a typed server request.
fn request_id(request: &ServerRequest) -> RequestId {
    serde_json::to_value(request)
        .ok()
        .and_then(|v| v.get("id").cloned())
        .and_then(|id| crate::from_value(id).ok())
        .unwrap_or(RequestId::Integer(-1))
}

/// The `itemId` of a v2 request's params, if it has one.
fn item_id(request: &ServerRequest) -> Option<String> {
    let value = serde_json::to_value(request).ok()?;
    value
        .pointer("/params/itemId")
        .and_then(Value::as_str)
        .map(str::to_owned)
}
