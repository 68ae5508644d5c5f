//! The scenarios' fixtures: the fixed seed tree, temporary projects, drifted upstream
//! documents, and a loopback HTTP/1.1 server bounded in requests and time.

use std::collections::{BTreeMap, HashMap};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use xtask::schema_sync::{self, Options};

pub const V1: &str = "codex/v1/ExecCommandApprovalResponse.json";
pub const V2: &str = "codex/v2/CommandExecutionRequestApprovalResponse.json";
pub const AAP: &str = "aap/aap-oversight.schema.json";

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

/// The three seed schemas as first vendored, with their manifest: a fixed tree the scenarios
/// start from, whatever the real `schemas/` holds since.
pub fn seed_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/seeds")
}

pub fn seed_bytes(file: &str) -> Vec<u8> {
    std::fs::read(seed_dir().join(file)).unwrap()
}

pub fn seed(file: &str) -> Value {
    serde_json::from_slice(&seed_bytes(file)).unwrap()
}

pub fn name(file: &str) -> &str {
    file.rsplit('/').next().unwrap()
}

/// A temporary project root holding a copy of the real `schemas/`, its manifest pointing
/// `upstream` at `base` (`http://127.0.0.1:<port>` or any placeholder).
pub struct Project {
    pub dir: tempfile::TempDir,
}

impl Project {
    pub fn new(base: &str) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let schemas = dir.path().join("schemas");
        for file in [V1, V2, AAP] {
            let to = schemas.join(file);
            std::fs::create_dir_all(to.parent().unwrap()).unwrap();
            std::fs::copy(seed_dir().join(file), to).unwrap();
        }
        let mut manifest = std::fs::read_to_string(seed_dir().join("manifest.toml")).unwrap();
        let seed_manifest = agent_approval_codegen::Manifest::load(&seed_dir()).unwrap();
        for entry in &seed_manifest.schemas {
            let url = format!("{base}/{}", name(&entry.upstream));
            manifest = manifest.replace(&entry.upstream, &url);
        }
        std::fs::write(schemas.join("manifest.toml"), manifest).unwrap();
        // With schemas/manifest.toml, marks the project root for `cargo xtask` run inside it.
        std::fs::write(dir.path().join("Cargo.toml"), "[workspace]\n").unwrap();
        Project { dir }
    }

    pub fn root(&self) -> &Path {
        self.dir.path()
    }

    /// Every file under `schemas/` with its bytes.
    pub fn snapshot(&self) -> BTreeMap<PathBuf, Vec<u8>> {
        snapshot(&self.root().join("schemas"))
    }

    pub fn manifest(&self) -> String {
        std::fs::read_to_string(self.root().join("schemas/manifest.toml")).unwrap()
    }

    pub fn sync(&self, check: bool, from: Option<&Path>) -> Outcome {
        self.sync_with_timeout(check, from, Duration::from_secs(10))
    }

    pub fn sync_with_timeout(
        &self,
        check: bool,
        from: Option<&Path>,
        timeout: Duration,
    ) -> Outcome {
        self.sync_entries(check, from, timeout, &[])
    }

    /// Runs schema-sync on the named manifest entries only (all when `entries` is empty).
    pub fn sync_entries(
        &self,
        check: bool,
        from: Option<&Path>,
        timeout: Duration,
        entries: &[&str],
    ) -> Outcome {
        let options = Options {
            root: self.root().to_path_buf(),
            check,
            from: from.map(Path::to_path_buf),
            codex: None,
            timeout,
            entries: entries.iter().map(|&e| e.to_owned()).collect(),
        };
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = schema_sync::run(&options, &mut out, &mut err);
        Outcome {
            code,
            out: String::from_utf8(out).unwrap(),
            err: String::from_utf8(err).unwrap(),
        }
    }
}

/// Every file under `dir` with its bytes.
pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    pub fn walk(dir: &Path, out: &mut BTreeMap<PathBuf, Vec<u8>>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else {
                out.insert(path.clone(), std::fs::read(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, &mut out);
    out
}

#[derive(Debug)]
pub struct Outcome {
    pub code: u8,
    pub out: String,
    pub err: String,
}

impl Outcome {
    pub fn out_lines(&self) -> Vec<&str> {
        self.out.lines().collect()
    }

    pub fn err_lines(&self) -> Vec<&str> {
        self.err.lines().collect()
    }
}

pub fn pretty(value: &Value) -> Vec<u8> {
    let mut bytes = serde_json::to_vec_pretty(value).unwrap();
    bytes.push(b'\n');
    bytes
}

/// v1 with the `failed` decision upstream has since gained (in the middle of the oneOf, so a
/// tool keying branches by position would see every later branch change).
pub fn v1_with_failed() -> Value {
    let mut doc = seed(V1);
    let one_of = doc["definitions"]["ReviewDecision"]["oneOf"]
        .as_array_mut()
        .unwrap();
    let at = one_of
        .iter()
        .position(|b| b["enum"] == json!(["abort"]))
        .unwrap();
    one_of.insert(
        at,
        json!({"description": "Automatic approval review failed before reaching a decision.", "type": "string", "enum": ["failed"]}),
    );
    doc
}

/// v2 with the `applyNetworkPolicyAmendment` decision and the definitions it needs.
pub fn v2_with_network_policy() -> Value {
    let mut doc = seed(V2);
    let v1 = seed(V1);
    for def in ["NetworkPolicyAmendment", "NetworkPolicyRuleAction"] {
        doc["definitions"][def] = v1["definitions"][def].clone();
    }
    doc["definitions"]["CommandExecutionApprovalDecision"]["oneOf"].as_array_mut().unwrap().push(json!({
        "additionalProperties": false,
        "description": "User chose a persistent network policy rule (allow/deny) for this host.",
        "properties": {
            "applyNetworkPolicyAmendment": {
                "properties": {"network_policy_amendment": {"$ref": "#/definitions/NetworkPolicyAmendment"}},
                "required": ["network_policy_amendment"],
                "type": "object"
            }
        },
        "required": ["applyNetworkPolicyAmendment"],
        "title": "ApplyNetworkPolicyAmendmentCommandExecutionApprovalDecision",
        "type": "object"
    }));
    doc
}

/// AAP with a property added, one removed, a type widened, a property made required and an
/// item pattern tightened.
pub fn aap_reshaped() -> Value {
    let mut doc = seed(AAP);
    let props = doc["properties"].as_object_mut().unwrap();
    props.insert(
        "escalation_contact".into(),
        json!({"type": "string", "description": "Who to page"}),
    );
    props.remove("supervisor");
    props["approval_timeout"]["type"] = json!("number");
    props["notify_on"]["items"]["pattern"] = json!("^[a-z][a-z0-9_-]*(\\.[a-z][a-z0-9_-]*)*$");
    doc["required"] = json!(["level"]);
    doc
}

// ---------------------------------------------------------------------------------------------
// A loopback HTTP/1.1 server, bounded in requests and time
// ---------------------------------------------------------------------------------------------

#[derive(Clone)]
pub enum Reply {
    Json(Vec<u8>),
    Status(u16),
    /// Accept, read the request and never answer (until the server shuts down).
    Hang,
    /// Declare a body of this many bytes.
    Declared(u64),
    /// Stream this many bytes without a Content-Length, ending the body by closing.
    Stream(usize),
    Redirect(String),
}

/// Starts a server on 127.0.0.1 that answers `routes` (keyed by path) and stops after
/// `requests` requests or 20 seconds; returns its base URL.
pub fn serve(routes: Vec<(String, Reply)>, requests: usize) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    listener.set_nonblocking(true).unwrap();
    let routes: HashMap<String, Reply> = routes.into_iter().collect();
    std::thread::spawn(move || {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut served = 0;
        while served < requests && Instant::now() < deadline {
            match listener.accept() {
                Ok((stream, _)) => {
                    served += 1;
                    let routes = routes.clone();
                    std::thread::spawn(move || answer(stream, &routes, deadline));
                }
                Err(_) => std::thread::sleep(Duration::from_millis(5)),
            }
        }
    });
    base
}

pub fn answer(mut stream: TcpStream, routes: &HashMap<String, Reply>, deadline: Instant) {
    stream.set_nonblocking(false).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let mut request = Vec::new();
    let mut buf = [0; 1024];
    while !request.windows(4).any(|w| w == b"\r\n\r\n") {
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => return,
            Ok(n) => request.extend_from_slice(&buf[..n]),
        }
    }
    let request = String::from_utf8_lossy(&request);
    let path = request.split(' ').nth(1).unwrap_or("/").to_owned();
    let head = |status: &str, extra: &str| {
        format!("HTTP/1.1 {status}\r\n{extra}Connection: close\r\n\r\n")
    };
    // Write errors only mean the client hung up, which some scenarios expect.
    let _ = match routes.get(&path).cloned().unwrap_or(Reply::Status(404)) {
        Reply::Json(body) => stream
            .write_all(
                head(
                    "200 OK",
                    &format!(
                        "Content-Type: application/json\r\nContent-Length: {}\r\n",
                        body.len()
                    ),
                )
                .as_bytes(),
            )
            .and_then(|()| stream.write_all(&body)),
        Reply::Status(code) => {
            stream.write_all(head(&format!("{code} Nope"), "Content-Length: 0\r\n").as_bytes())
        }
        Reply::Hang => {
            std::thread::sleep(deadline.saturating_duration_since(Instant::now()));
            Ok(())
        }
        Reply::Declared(len) => stream
            .write_all(head("200 OK", &format!("Content-Length: {len}\r\n")).as_bytes())
            .and_then(|()| stream.write_all(&[b' '; 4096])),
        Reply::Stream(len) => stream
            .write_all(head("200 OK", "").as_bytes())
            .and_then(|()| (0..len / 4096).try_for_each(|_| stream.write_all(&[b' '; 4096]))),
        Reply::Redirect(to) => stream.write_all(
            head(
                "302 Found",
                &format!("Location: {to}\r\nContent-Length: 0\r\n"),
            )
            .as_bytes(),
        ),
    };
}

/// Routes serving `(file, bytes)` at `/<last segment>`; the other seed files are served as is.
pub fn routes(overrides: &[(&str, Reply)]) -> Vec<(String, Reply)> {
    [V1, V2, AAP]
        .into_iter()
        .map(|file| {
            let reply = overrides
                .iter()
                .find(|(f, _)| *f == file)
                .map_or_else(|| Reply::Json(seed_bytes(file)), |(_, r)| r.clone());
            (format!("/{}", name(file)), reply)
        })
        .collect()
}

/// A project whose upstream is a fresh server serving the seed files with `overrides`.
pub fn project(overrides: &[(&str, Reply)]) -> (Project, String) {
    let base = serve(routes(overrides), 8);
    (Project::new(&base), base)
}

pub fn progress(base: &str, file: &str, bytes: usize, status: &str) -> String {
    format!(
        "schema-sync: {file} <- {base}/{} ({bytes} bytes): {status}",
        name(file)
    )
}
