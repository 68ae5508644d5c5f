//! The outgoing request queue (lsp-server's `ReqQueue`): ids issued in order, each request
//! kept under its id until its response arrives; a response to no request, or to one whose
//! timeout expired, is reported rather than dropped.

use std::collections::HashMap;

use serde_json::{Map, Value};

use super::error::{Error, ErrorKind, Malformed};
use crate::codex::RequestId;

/// A response's outcome: its `result`, or its `error` object.
pub(crate) type Completed = Result<Value, Map<String, Value>>;

#[derive(Debug, Default)]
pub(crate) struct ReqQueue {
    next: i64,
    /// Sent, unanswered: id → method.
    pending: HashMap<RequestId, String>,
    /// Answered, not yet taken by the caller waiting for it.
    completed: HashMap<RequestId, Completed>,
    /// Given up on (timed out): id → method.
    abandoned: HashMap<RequestId, String>,
}

impl ReqQueue {
    /// The next id: 0, 1, 2, …
    pub(crate) fn next_id(&mut self) -> RequestId {
        let id = RequestId::Integer(self.next);
        self.next += 1;
        id
    }

    /// Records a sent request.
    pub(crate) fn register(&mut self, id: RequestId, method: String) -> Result<(), Error> {
        if self.pending.contains_key(&id) {
            return Err(ErrorKind::Io(std::io::Error::other(format!(
                "request id {id} is already waiting for its response"
            )))
            .into());
        }
        self.abandoned.remove(&id);
        self.pending.insert(id, method);
        Ok(())
    }

    /// Files a response; a response to nothing pending is returned as [`Malformed`].
    pub(crate) fn complete(
        &mut self,
        line: u64,
        id: &Value,
        outcome: Completed,
    ) -> Option<Malformed> {
        let Ok(typed) = crate::from_value::<RequestId>(id.clone()) else {
            return Some(Malformed::UnmatchedResponse {
                line,
                id: id.clone(),
            });
        };
        if self.pending.remove(&typed).is_some() {
            self.completed.insert(typed, outcome);
            return None;
        }
        Some(match self.abandoned.remove(&typed) {
            Some(method) => Malformed::LateResponse {
                line,
                id: typed,
                method,
            },
            None => Malformed::UnmatchedResponse {
                line,
                id: id.clone(),
            },
        })
    }

    /// The response to `id`, once it has come.
    pub(crate) fn take_completed(&mut self, id: &RequestId) -> Option<Completed> {
        self.completed.remove(id)
    }

    /// Stops waiting for `id` (its timeout expired).
    pub(crate) fn abandon(&mut self, id: &RequestId) {
        if let Some(method) = self.pending.remove(id) {
            self.abandoned.insert(id.clone(), method);
        }
    }

    /// Every request still waiting: `(id, method)`, in id order.
    pub(crate) fn pending(&self) -> Vec<(RequestId, String)> {
        let mut pending: Vec<(RequestId, String)> = self
            .pending
            .iter()
            .map(|(id, m)| (id.clone(), m.clone()))
            .collect();
        pending.sort_by_key(|(id, _)| match id {
            RequestId::Integer(i) => (0, *i, String::new()),
            other => (1, 0, other.to_string()),
        });
        pending
    }
}
