//! A mock model provider for Codex: an HTTP/1.1 server on 127.0.0.1 answering
//! `POST /v1/responses` with an OpenAI Responses API stream (`text/event-stream`), the wire
//! format Codex reads (`response.created`, `response.output_item.done`,
//! `response.completed`). Each request takes the next scripted stream; once the script is
//! used up, every further request gets a plain assistant message, so a turn always ends.
//!
//! Every request is recorded (method, path, JSON body), so a test can read what Codex sent
//! back for each tool call (`function_call_output`, `custom_tool_call_output`).

#![allow(dead_code)]

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use serde_json::{json, Value};

/// One request the server received.
#[derive(Debug, Clone)]
pub struct Recorded {
    /// `POST`, `GET`, …
    pub method: String,
    /// The request target, such as `/v1/responses`.
    pub path: String,
    /// The body as JSON (`Value::Null` when empty or not JSON).
    pub body: Value,
}

impl Recorded {
    /// The `output` Codex reported for the tool call `call_id` (a `function_call_output` or a
    /// `custom_tool_call_output` item of `input`), as text.
    pub fn tool_output(&self, call_id: &str) -> Option<String> {
        self.body["input"].as_array()?.iter().find_map(|item| {
            let kind = item["type"].as_str()?;
            if !kind.ends_with("_call_output") || item["call_id"] != call_id {
                return None;
            }
            match &item["output"] {
                Value::String(s) => Some(s.clone()),
                other => Some(other.to_string()),
            }
        })
    }
}

#[derive(Default)]
struct State {
    script: Vec<Vec<Value>>,
    served: usize,
    requests: Vec<Recorded>,
}

/// The running server; stopped when dropped.
pub struct MockModel {
    addr: SocketAddr,
    state: Arc<Mutex<State>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl MockModel {
    /// Starts a server on an ephemeral port of 127.0.0.1; request `n` gets `script[n]`, a
    /// list of Responses API events.
    pub fn start(script: Vec<Vec<Value>>) -> io::Result<Self> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        let addr = listener.local_addr()?;
        let state = Arc::new(Mutex::new(State {
            script,
            ..State::default()
        }));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (state, stop) = (Arc::clone(&state), Arc::clone(&stop));
            std::thread::Builder::new()
                .name("mock-model".into())
                .spawn(move || {
                    for stream in listener.incoming() {
                        if stop.load(Ordering::SeqCst) {
                            break;
                        }
                        let Ok(stream) = stream else { continue };
                        let state = Arc::clone(&state);
                        // One thread per connection: Codex may keep one open while opening another.
                        let _ = std::thread::Builder::new()
                            .name("mock-model-conn".into())
                            .spawn(move || {
                                let _ = serve(stream, &state);
                            });
                    }
                })?
        };
        Ok(Self {
            addr,
            state,
            stop,
            thread: Some(thread),
        })
    }

    /// The provider's `base_url` for Codex's `config.toml`: `http://127.0.0.1:PORT/v1`.
    pub fn base_url(&self) -> String {
        format!("http://{}/v1", self.addr)
    }

    /// Every request received so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.state.lock().unwrap().requests.clone()
    }

    /// The `output` of tool call `call_id` in the first request that reports it.
    pub fn tool_output(&self, call_id: &str) -> Option<String> {
        self.requests().iter().find_map(|r| r.tool_output(call_id))
    }
}

impl Drop for MockModel {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the accept loop.
        let _ = TcpStream::connect(self.addr);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Serves requests on one connection until the client closes it.
fn serve(stream: TcpStream, state: &Mutex<State>) -> io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut writer = stream;
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line)? == 0 {
            return Ok(());
        }
        let mut parts = request_line.split_whitespace();
        let method = parts.next().unwrap_or_default().to_owned();
        let path = parts.next().unwrap_or_default().to_owned();
        let (mut length, mut chunked) = (0usize, false);
        loop {
            let mut header = String::new();
            if reader.read_line(&mut header)? == 0 {
                return Ok(());
            }
            let header = header.trim_end();
            if header.is_empty() {
                break;
            }
            let (name, value) = header.split_once(':').unwrap_or((header, ""));
            let value = value.trim();
            if name.eq_ignore_ascii_case("content-length") {
                length = value.parse().unwrap_or(0);
            } else if name.eq_ignore_ascii_case("transfer-encoding") {
                chunked = value.eq_ignore_ascii_case("chunked");
            }
        }
        let body = if chunked {
            read_chunked(&mut reader)?
        } else {
            let mut body = vec![0; length];
            reader.read_exact(&mut body)?;
            body
        };
        let body = serde_json::from_slice(&body).unwrap_or(Value::Null);
        let stream_events = {
            let mut state = state.lock().unwrap();
            state.requests.push(Recorded {
                method: method.clone(),
                path: path.clone(),
                body,
            });
            if method == "POST" && path.ends_with("/responses") {
                let n = state.served;
                state.served += 1;
                Some(state.script.get(n).cloned().unwrap_or_else(|| {
                    let id = format!("resp-{}", n + 1);
                    vec![
                        created(&id),
                        assistant_message(&format!("msg-{}", n + 1), "done"),
                        completed(&id),
                    ]
                }))
            } else {
                None
            }
        };
        match stream_events {
            Some(events) => {
                let body = sse(&events);
                write!(
                    writer,
                    "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: {}\r\n\r\n{body}",
                    body.len()
                )?;
            }
            None => writer.write_all(b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n")?,
        }
        writer.flush()?;
    }
}

fn read_chunked(reader: &mut impl BufRead) -> io::Result<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let mut size = String::new();
        reader.read_line(&mut size)?;
        let size = usize::from_str_radix(size.trim().split(';').next().unwrap_or("0"), 16)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        let mut chunk = vec![0; size + 2];
        reader.read_exact(&mut chunk)?;
        chunk.truncate(size);
        body.extend_from_slice(&chunk);
        if size == 0 {
            return Ok(body);
        }
    }
}

/// The stream body for `events`: an `event:` line naming each event's `type`, then its
/// `data:` line, then a blank line.
pub fn sse(events: &[Value]) -> String {
    let mut out = String::new();
    for event in events {
        let kind = event["type"].as_str().unwrap_or("message");
        out.push_str(&format!("event: {kind}\ndata: {event}\n\n"));
    }
    out
}

/// `response.created` for response `id`.
pub fn created(id: &str) -> Value {
    json!({"type": "response.created", "response": {"id": id}})
}

/// `response.completed` for response `id`, with zero token usage.
pub fn completed(id: &str) -> Value {
    json!({
        "type": "response.completed",
        "response": {
            "id": id,
            "usage": {
                "input_tokens": 0, "input_tokens_details": null,
                "output_tokens": 0, "output_tokens_details": null,
                "total_tokens": 0
            }
        }
    })
}

/// A finished assistant message.
pub fn assistant_message(id: &str, text: &str) -> Value {
    json!({
        "type": "response.output_item.done",
        "item": {
            "type": "message", "role": "assistant", "id": id,
            "content": [{"type": "output_text", "text": text}]
        }
    })
}

/// A finished function call; `arguments` is sent as JSON text, as the API does.
pub fn function_call(call_id: &str, name: &str, arguments: &Value) -> Value {
    json!({
        "type": "response.output_item.done",
        "item": {
            "type": "function_call", "call_id": call_id, "name": name,
            "arguments": arguments.to_string()
        }
    })
}

/// Codex's `exec_command` tool asking to run `cmd` outside the sandbox, which puts the
/// command to the client for approval under `approval_policy = "on-request"`.
pub fn exec_command(call_id: &str, cmd: &str, justification: &str) -> Value {
    function_call(
        call_id,
        "exec_command",
        &json!({
            "cmd": cmd,
            "login": true,
            "sandbox_permissions": "require_escalated",
            "justification": justification
        }),
    )
}

/// A finished freeform (custom) tool call, such as `apply_patch` with the patch as `input`.
pub fn custom_tool_call(call_id: &str, name: &str, input: &str) -> Value {
    json!({
        "type": "response.output_item.done",
        "item": {"type": "custom_tool_call", "call_id": call_id, "name": name, "input": input}
    })
}

/// `apply_patch` adding `path` (relative to the thread's cwd) with `contents` (one line).
pub fn add_file(call_id: &str, path: &str, contents: &str) -> Value {
    let patch = format!("*** Begin Patch\n*** Add File: {path}\n+{contents}\n*** End Patch\n");
    custom_tool_call(call_id, "apply_patch", &patch)
}
