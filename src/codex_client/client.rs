//! [`Client`]: one `codex app-server` connection. Requests get ids from one queue and are
//! completed by id; server requests are answered by the [`Approvals`] handler the moment they
//! arrive (also while a request waits); everything else becomes an [`Event`].

mod dispatch;

use std::collections::{HashMap, VecDeque};
use std::io::{Read, Write};
use std::process::Child;
use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::{json, Map, Value};

use super::approvals::Approvals;
use super::error::{Error, ErrorKind};
use super::process::{CodexCommand, StderrTail};
use super::queue::{Completed, ReqQueue};
use super::transport::{Transport, MAX_LINE};
use super::Event;
use crate::codex::{
    ClientNotification, ClientRequest, InitializeParams, InitializeResponse, RequestId,
};
use crate::Validate;

/// How long a request waits for its response unless [`Client::with_request_timeout`] says
/// otherwise: 60 s.
pub const DEFAULT_REQUEST_TIMEOUT: Duration = Duration::from_secs(60);
/// How long [`Client::next_event`] waits for Codex to say anything unless
/// [`Client::with_event_timeout`] says otherwise: 10 minutes.
pub const DEFAULT_EVENT_TIMEOUT: Duration = Duration::from_secs(600);

/// A connection to `codex app-server` (or any peer speaking its protocol over two pipes),
/// answering server requests with `A`.
///
/// Synchronous: a reader and a writer thread own the pipes, the caller's thread does the
/// rest. Dropping the client kills a process it started.
pub struct Client<A> {
    transport: Transport,
    child: Option<Child>,
    stderr: StderrTail,
    approvals: A,
    queue: ReqQueue,
    events: VecDeque<Event>,
    /// Items announced by `item/started` and not completed yet, by id.
    items: HashMap<String, Value>,
    line: u64,
    request_timeout: Duration,
    event_timeout: Duration,
    transcript: Option<Box<dyn Write + Send>>,
}

impl<A: Approvals> Client<A> {
    /// Starts `command` and connects to its stdin and stdout.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::Spawn`] when the program cannot be started.
    pub fn spawn(command: &CodexCommand, approvals: A) -> Result<Self, Error> {
        let (mut child, stderr) = command.spawn()?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(ErrorKind::Io(std::io::Error::other("no pipes to codex")).into());
        };
        let mut client = Self::connect(stdout, stdin, approvals)?;
        client.child = Some(child);
        client.stderr = stderr;
        Ok(client)
    }

    /// A client over any pipes: `reader` is what the peer writes, `writer` what it reads.
    ///
    /// # Errors
    ///
    /// When the pipe threads cannot be started.
    pub fn connect(
        reader: impl Read + Send + 'static,
        writer: impl Write + Send + 'static,
        approvals: A,
    ) -> Result<Self, Error> {
        Ok(Self {
            transport: Transport::new(reader, writer, MAX_LINE)?,
            child: None,
            stderr: StderrTail::default(),
            approvals,
            queue: ReqQueue::default(),
            events: VecDeque::new(),
            items: HashMap::new(),
            line: 0,
            request_timeout: DEFAULT_REQUEST_TIMEOUT,
            event_timeout: DEFAULT_EVENT_TIMEOUT,
            transcript: None,
        })
    }

    /// Sets how long a request waits for its response (time spent in the handler excluded).
    #[must_use]
    pub fn with_request_timeout(mut self, timeout: Duration) -> Self {
        self.request_timeout = timeout;
        self
    }

    /// Sets how long [`next_event`](Self::next_event) waits for Codex to say anything.
    #[must_use]
    pub fn with_event_timeout(mut self, timeout: Duration) -> Self {
        self.event_timeout = timeout;
        self
    }

    /// Writes every line to `transcript` as it passes: `< LINE` for what Codex sent, `> LINE`
    /// for what the client wrote, exactly as on the wire (for debugging and test data).
    #[must_use]
    pub fn with_transcript(mut self, transcript: impl Write + Send + 'static) -> Self {
        self.transcript = Some(Box::new(transcript));
        self
    }

    /// The handler.
    pub fn approvals(&mut self) -> &mut A {
        &mut self.approvals
    }

    /// The handshake: `initialize` with `params`, then the `initialized` notification.
    ///
    /// # Errors
    ///
    /// As [`request`](Self::request).
    pub fn initialize(&mut self, params: InitializeParams) -> Result<InitializeResponse, Error> {
        let response = self.call("initialize", &params)?;
        let initialized: ClientNotification = crate::from_value(json!({ "method": "initialized" }))
            .map_err(|source| ErrorKind::InvalidRequest { source })?;
        self.notify(&initialized)?;
        Ok(response)
    }

    /// Sends the request `make` builds with the id the queue gives it, and waits for its
    /// response, typed as `R` (the method's response type, e.g.
    /// [`ThreadStartResponse`](crate::codex::ThreadStartResponse) for `thread/start`).
    /// Server requests arriving meanwhile are answered; notifications wait for
    /// [`next_event`](Self::next_event).
    ///
    /// # Errors
    ///
    /// [`ErrorKind::InvalidRequest`] (not sent), [`ErrorKind::Rpc`] (Codex's error answer),
    /// [`ErrorKind::InvalidResponse`], [`ErrorKind::Timeout`], [`ErrorKind::Exited`],
    /// [`ErrorKind::Io`].
    pub fn request<R: Validate>(
        &mut self,
        make: impl FnOnce(RequestId) -> ClientRequest,
    ) -> Result<R, Error> {
        let id = self.queue.next_id();
        self.send_request(&make(id))
    }

    /// [`request`](Self::request) with the method and params given apart: the typed
    /// `ClientRequest` is built (and judged) from them.
    ///
    /// # Errors
    ///
    /// As [`request`](Self::request); an unknown method or params not valid for it are
    /// [`ErrorKind::InvalidRequest`].
    pub fn call<P: Serialize, R: Validate>(
        &mut self,
        method: &str,
        params: &P,
    ) -> Result<R, Error> {
        let id = self.queue.next_id();
        let request = serde_json::to_value(params)
            .map_err(crate::Error::from)
            .and_then(|params| {
                crate::from_value::<ClientRequest>(
                    json!({ "id": id, "method": method, "params": params }),
                )
            })
            .map_err(|source| ErrorKind::InvalidRequest { source })?;
        self.send_request(&request)
    }

    fn send_request<R: Validate>(&mut self, request: &ClientRequest) -> Result<R, Error> {
        request
            .validate()
            .map_err(|source| ErrorKind::InvalidRequest { source })?;
        let value = serde_json::to_value(request).map_err(|e| ErrorKind::InvalidRequest {
            source: crate::Error::from(e),
        })?;
        let method = value
            .get("method")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let id = crate::from_value::<RequestId>(value.get("id").cloned().unwrap_or(Value::Null))
            .map_err(|source| ErrorKind::InvalidRequest { source })?;
        self.queue.register(id.clone(), method.clone())?;
        self.send_line(value.to_string())?;
        match self.wait_for(&id, &method)? {
            Ok(result) => crate::from_value::<R>(result)
                .map_err(|source| ErrorKind::InvalidResponse { method, source }.into()),
            Err(error) => Err(rpc_error(method, &error).into()),
        }
    }

    /// Sends a notification.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::InvalidRequest`] when it is not valid (not sent), [`ErrorKind::Io`].
    pub fn notify(&mut self, notification: &ClientNotification) -> Result<(), Error> {
        notification
            .validate()
            .map_err(|source| ErrorKind::InvalidRequest { source })?;
        self.send(notification)
    }

    /// The next event: a notification, a server request and its answer, a refused request,
    /// or a line the client could not use.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::Timeout`] when Codex says nothing for the event timeout,
    /// [`ErrorKind::Exited`] once its output has ended and every event has been taken.
    pub fn next_event(&mut self) -> Result<Event, Error> {
        let mut deadline = Instant::now() + self.event_timeout;
        loop {
            if let Some(event) = self.events.pop_front() {
                return Ok(event);
            }
            let spent = self.pump(deadline, "a message", self.event_timeout)?;
            deadline += spent;
        }
    }

    /// Closes Codex's stdin and waits up to `wait` for it to exit, then kills it.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::Io`] when waiting or killing fails.
    pub fn shutdown(mut self, wait: Duration) -> Result<Option<std::process::ExitStatus>, Error> {
        self.transport.close_output();
        let status = match self.child.take() {
            Some(mut child) => Some(wait_or_kill(&mut child, wait)?),
            None => None,
        };
        self.transport.join(Duration::from_millis(200));
        Ok(status)
    }

    /// Waits for the response to `id`, handling everything else that arrives meanwhile.
    fn wait_for(&mut self, id: &RequestId, method: &str) -> Result<Completed, Error> {
        let mut deadline = Instant::now() + self.request_timeout;
        loop {
            if let Some(outcome) = self.queue.take_completed(id) {
                return Ok(outcome);
            }
            match self.pump(deadline, method, self.request_timeout) {
                Ok(spent) => deadline += spent,
                Err(e) => {
                    if e.is_timeout() {
                        self.queue.abandon(id);
                    }
                    return Err(e);
                }
            }
        }
    }

    fn send(&mut self, message: &impl Serialize) -> Result<(), Error> {
        let text = serde_json::to_string(message).map_err(|e| ErrorKind::InvalidRequest {
            source: crate::Error::from(e),
        })?;
        self.send_line(text)
    }

    fn send_line(&mut self, line: String) -> Result<(), Error> {
        self.record('>', &line);
        self.transport.send(line)?;
        Ok(())
    }

    /// Appends `line` to the transcript; a transcript that fails is dropped.
    fn record(&mut self, direction: char, line: &str) {
        if let Some(transcript) = &mut self.transcript {
            if writeln!(transcript, "{direction} {line}")
                .and_then(|()| transcript.flush())
                .is_err()
            {
                self.transcript = None;
            }
        }
    }
}

impl<A> Drop for Client<A> {
    fn drop(&mut self) {
        if let Some(child) = &mut self.child {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Waits up to `wait` for `child` to exit, then kills it.
fn wait_or_kill(child: &mut Child, wait: Duration) -> std::io::Result<std::process::ExitStatus> {
    let deadline = Instant::now() + wait;
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(status);
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            return child.wait();
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Codex's error object as an [`ErrorKind::Rpc`].
fn rpc_error(method: String, error: &Map<String, Value>) -> ErrorKind {
    ErrorKind::Rpc {
        method,
        code: error
            .get("code")
            .and_then(Value::as_i64)
            .unwrap_or_default(),
        message: error
            .get("message")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned(),
        data: error.get("data").cloned(),
    }
}
