//! `cargo xtask schema-sync` end to end: a temporary project whose manifest points at a
//! loopback HTTP server started by each test (or at a `--from` directory). No test touches
//! the internet. Upstream drift is built from the vendored seed schemas with `serde_json`.

use std::collections::{BTreeMap, HashMap};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use xtask::schema_sync::{self, Options};

const V1: &str = "codex/v1/ExecCommandApprovalResponse.json";
const V2: &str = "codex/v2/CommandExecutionRequestApprovalResponse.json";
const AAP: &str = "aap/aap-oversight.schema.json";

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

/// The three seed schemas as first vendored, with their manifest: a fixed tree the scenarios
/// start from, whatever the real `schemas/` holds since.
fn seed_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/seeds")
}

fn seed_bytes(file: &str) -> Vec<u8> {
    std::fs::read(seed_dir().join(file)).unwrap()
}

fn seed(file: &str) -> Value {
    serde_json::from_slice(&seed_bytes(file)).unwrap()
}

fn name(file: &str) -> &str {
    file.rsplit('/').next().unwrap()
}

/// A temporary project root holding a copy of the real `schemas/`, its manifest pointing
/// `upstream` at `base` (`http://127.0.0.1:<port>` or any placeholder).
struct Project {
    dir: tempfile::TempDir,
}

impl Project {
    fn new(base: &str) -> Self {
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

    fn root(&self) -> &Path {
        self.dir.path()
    }

    /// Every file under `schemas/` with its bytes.
    fn snapshot(&self) -> BTreeMap<PathBuf, Vec<u8>> {
        snapshot(&self.root().join("schemas"))
    }

    fn manifest(&self) -> String {
        std::fs::read_to_string(self.root().join("schemas/manifest.toml")).unwrap()
    }

    fn sync(&self, check: bool, from: Option<&Path>) -> Outcome {
        self.sync_with_timeout(check, from, Duration::from_secs(10))
    }

    fn sync_with_timeout(&self, check: bool, from: Option<&Path>, timeout: Duration) -> Outcome {
        self.sync_entries(check, from, timeout, &[])
    }

    /// Runs schema-sync on the named manifest entries only (all when `entries` is empty).
    fn sync_entries(
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
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    fn walk(dir: &Path, out: &mut BTreeMap<PathBuf, Vec<u8>>) {
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
struct Outcome {
    code: u8,
    out: String,
    err: String,
}

impl Outcome {
    fn out_lines(&self) -> Vec<&str> {
        self.out.lines().collect()
    }

    fn err_lines(&self) -> Vec<&str> {
        self.err.lines().collect()
    }
}

fn pretty(value: &Value) -> Vec<u8> {
    let mut bytes = serde_json::to_vec_pretty(value).unwrap();
    bytes.push(b'\n');
    bytes
}

/// v1 with the `failed` decision upstream has since gained (in the middle of the oneOf, so a
/// tool keying branches by position would see every later branch change).
fn v1_with_failed() -> Value {
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
fn v2_with_network_policy() -> Value {
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
fn aap_reshaped() -> Value {
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
enum Reply {
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
fn serve(routes: Vec<(String, Reply)>, requests: usize) -> String {
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

fn answer(mut stream: TcpStream, routes: &HashMap<String, Reply>, deadline: Instant) {
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
fn routes(overrides: &[(&str, Reply)]) -> Vec<(String, Reply)> {
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
fn project(overrides: &[(&str, Reply)]) -> (Project, String) {
    let base = serve(routes(overrides), 8);
    (Project::new(&base), base)
}

fn progress(base: &str, file: &str, bytes: usize, status: &str) -> String {
    format!(
        "schema-sync: {file} <- {base}/{} ({bytes} bytes): {status}",
        name(file)
    )
}

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

#[test]
fn in_sync() {
    let (project, base) = project(&[]);
    let before = project.snapshot();
    for check in [true, false] {
        let outcome = project.sync(check, None);
        assert_eq!(outcome.code, 0, "{outcome:?}");
        assert_eq!(outcome.out, "");
        let expected: Vec<String> = [V1, V2, AAP]
            .iter()
            .map(|f| progress(&base, f, seed_bytes(f).len(), "unchanged"))
            .chain(["schema-sync: all 3 schemas match upstream".to_owned()])
            .collect();
        assert_eq!(outcome.err_lines(), expected);
    }
    assert_eq!(project.snapshot(), before);
}

#[test]
fn reformatted_upstream_is_in_sync() {
    // Compared by JSON value: the same schema with other whitespace and key order is no drift.
    let compact = serde_json::to_vec(&seed(V1)).unwrap();
    let (project, _) = project(&[(V1, Reply::Json(compact))]);
    let before = project.snapshot();
    let outcome = project.sync(true, None);
    assert_eq!(outcome.code, 0, "{outcome:?}");
    assert_eq!(project.snapshot(), before);
}

/// Runs `--check` with one drifted upstream file and returns the report lines.
fn check_drift(file: &str, upstream: &Value) -> Vec<String> {
    let bytes = pretty(upstream);
    let (project, base) = project(&[(file, Reply::Json(bytes.clone()))]);
    let before = project.snapshot();
    let outcome = project.sync(true, None);
    assert_eq!(outcome.code, 1, "{outcome:?}");
    assert_eq!(project.snapshot(), before, "--check wrote something");
    assert!(
        outcome
            .err_lines()
            .contains(&progress(&base, file, bytes.len(), "changed").as_str()),
        "{}",
        outcome.err
    );
    assert_eq!(
        outcome.err_lines().last().copied(),
        Some("schema-sync: 1 of 3 schemas drifted from upstream; run `cargo xtask schema-sync` to update them, then review and commit schemas/")
    );
    outcome.out_lines().into_iter().map(str::to_owned).collect()
}

#[test]
fn drift_enum_variant_added_to_one_of() {
    assert_eq!(
        check_drift(V1, &v1_with_failed()),
        [
            "schemas/codex/v1/ExecCommandApprovalResponse.json: 1 change (rust: compatible, payloads: compatible)",
            "  ReviewDecision: variant \"failed\" added [rust: compatible, payloads: compatible]",
        ]
    );
}

#[test]
fn drift_object_variant_and_definitions_added() {
    assert_eq!(
        check_drift(V2, &v2_with_network_policy()),
        [
            "schemas/codex/v2/CommandExecutionRequestApprovalResponse.json: 3 changes (rust: compatible, payloads: compatible)",
            "  CommandExecutionApprovalDecision: variant \"applyNetworkPolicyAmendment\" added [rust: compatible, payloads: compatible]",
            "  NetworkPolicyAmendment: definition added [rust: compatible, payloads: compatible]",
            "  NetworkPolicyRuleAction: definition added [rust: compatible, payloads: compatible]",
        ]
    );
}

#[test]
fn drift_variant_removed() {
    let mut doc = seed(V1);
    let one_of = doc["definitions"]["ReviewDecision"]["oneOf"]
        .as_array_mut()
        .unwrap();
    one_of.retain(|b| {
        b["enum"] != json!(["timed_out"]) && b["required"] != json!(["network_policy_amendment"])
    });
    assert_eq!(
        check_drift(V1, &doc),
        [
            "schemas/codex/v1/ExecCommandApprovalResponse.json: 2 changes (rust: breaking, payloads: breaking)",
            "  ReviewDecision: variant \"network_policy_amendment\" removed [rust: breaking, payloads: breaking]",
            "  ReviewDecision: variant \"timed_out\" removed [rust: breaking, payloads: breaking]",
        ]
    );
}

#[test]
fn drift_inside_an_object_variant() {
    let mut doc = seed(V2);
    let branch = &mut doc["definitions"]["CommandExecutionApprovalDecision"]["oneOf"][2];
    let inner = &mut branch["properties"]["acceptWithExecpolicyAmendment"];
    inner["properties"]["reason"] = json!({"type": "string"});
    inner["required"] = json!(["execpolicy_amendment", "reason"]);
    inner["properties"]["execpolicy_amendment"]["minItems"] = json!(1);
    assert_eq!(
        check_drift(V2, &doc),
        [
            "schemas/codex/v2/CommandExecutionRequestApprovalResponse.json: 2 changes (rust: breaking, payloads: breaking)",
            "  CommandExecutionApprovalDecision: variant \"acceptWithExecpolicyAmendment\" property \"acceptWithExecpolicyAmendment\" property \"execpolicy_amendment\" minItems added (1) [rust: compatible, payloads: breaking]",
            "  CommandExecutionApprovalDecision: variant \"acceptWithExecpolicyAmendment\" property \"acceptWithExecpolicyAmendment\" property \"reason\" added (required) [rust: breaking, payloads: breaking]",
        ]
    );
}

#[test]
fn drift_properties_types_required_and_constraints() {
    assert_eq!(
        check_drift(AAP, &aap_reshaped()),
        [
            "schemas/aap/aap-oversight.schema.json: 5 changes (rust: breaking, payloads: breaking)",
            "  OversightClaim: property \"approval_timeout\" type changed from integer to number [rust: breaking, payloads: compatible]",
            "  OversightClaim: property \"escalation_contact\" added (optional) [rust: breaking, payloads: compatible]",
            "  OversightClaim: property \"level\" now required [rust: breaking, payloads: breaking]",
            "  OversightClaim: property \"notify_on\" items pattern changed from \"^[a-zA-Z][a-zA-Z0-9_-]*(\\\\.[a-zA-Z][a-zA-Z0-9_-]*)*$\" to \"^[a-z][a-z0-9_-]*(\\\\.[a-z][a-z0-9_-]*)*$\" [rust: compatible, payloads: breaking]",
            "  OversightClaim: property \"supervisor\" removed [rust: breaking, payloads: compatible]",
        ]
    );
}

#[test]
fn drift_nullable_enum_and_bounds() {
    let mut doc = seed(AAP);
    let props = &mut doc["properties"];
    props["supervisor"]["type"] = json!(["string", "null"]);
    props["level"]["enum"] = json!([
        "none",
        "notification",
        "approval",
        "supervised",
        "dual_control"
    ]);
    props["approval_timeout"]["minimum"] = json!(60);
    props["approval_timeout"]["maximum"] = json!(86400);
    assert_eq!(
        check_drift(AAP, &doc),
        [
            "schemas/aap/aap-oversight.schema.json: 4 changes (rust: breaking, payloads: breaking)",
            "  OversightClaim: property \"approval_timeout\" minimum changed from 1 to 60 [rust: breaking, payloads: breaking]",
            "  OversightClaim: property \"approval_timeout\" maximum added (86400) [rust: breaking, payloads: breaking]",
            "  OversightClaim: property \"level\" variant \"dual_control\" added [rust: compatible, payloads: compatible]",
            "  OversightClaim: property \"supervisor\" now nullable [rust: breaking, payloads: compatible]",
        ]
    );
}

#[test]
fn drift_in_annotations_only() {
    let mut doc = seed(V1);
    doc["definitions"]["ReviewDecision"]["description"] = json!("The user's decision.");
    assert_eq!(
        check_drift(V1, &doc),
        [
            "schemas/codex/v1/ExecCommandApprovalResponse.json: 1 change (rust: compatible, payloads: compatible)",
            "  ReviewDecision: annotations changed (description) [rust: compatible, payloads: compatible]",
        ]
    );
}

#[test]
fn update_writes_files_and_pins_then_is_in_sync() {
    let upstream = [
        (V1, pretty(&v1_with_failed())),
        (V2, pretty(&v2_with_network_policy())),
        (AAP, pretty(&aap_reshaped())),
    ];
    let base = serve(
        upstream
            .iter()
            .map(|(f, b)| (format!("/{}", name(f)), Reply::Json(b.clone())))
            .collect(),
        6,
    );
    let project = Project::new(&base);
    let manifest_before = project.manifest();

    let outcome = project.sync(false, None);
    assert_eq!(outcome.code, 0, "{outcome:?}");
    assert_eq!(outcome.out_lines().len(), 3 + 1 + 3 + 5, "{}", outcome.out);
    assert_eq!(
        outcome.err_lines().last().copied(),
        Some("schema-sync: updated 3 of 3 schemas and their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/")
    );
    let mut manifest_expected = manifest_before.clone();
    for (file, bytes) in &upstream {
        assert_eq!(
            &std::fs::read(project.root().join("schemas").join(file)).unwrap(),
            bytes,
            "{file}"
        );
        let entry = agent_approval_codegen::Manifest::load(&seed_dir())
            .unwrap()
            .schemas
            .into_iter()
            .find(|e| e.file == *file)
            .unwrap();
        manifest_expected =
            manifest_expected.replace(&entry.sha256, &xtask::pins::sha256_hex(bytes));
    }
    // Only the pins changed: comments and layout are kept.
    assert_eq!(project.manifest(), manifest_expected);
    assert_eq!(
        xtask::pins::check(&project.root().join("schemas")).unwrap(),
        Vec::<String>::new()
    );
    // No temporary file is left behind.
    assert!(project
        .snapshot()
        .keys()
        .all(|p| !p.to_string_lossy().contains(".tmp-")));

    let base_again = serve(
        upstream
            .iter()
            .map(|(f, b)| (format!("/{}", name(f)), Reply::Json(b.clone())))
            .collect(),
        3,
    );
    std::fs::write(
        project.root().join("schemas/manifest.toml"),
        project.manifest().replace(&base, &base_again),
    )
    .unwrap();
    let again = project.sync(true, None);
    assert_eq!(again.code, 0, "{again:?}");
    assert_eq!(again.out, "");
}

#[test]
fn update_restores_a_hand_edited_file() {
    let (project, _) = project(&[]);
    let path = project.root().join("schemas").join(V1);
    let edited = String::from_utf8(seed_bytes(V1))
        .unwrap()
        .replace("\"timed_out\"", "\"timeout\"");
    std::fs::write(&path, edited).unwrap();
    assert_eq!(
        xtask::pins::check(&project.root().join("schemas"))
            .unwrap()
            .len(),
        1
    );

    let outcome = project.sync(false, None);
    assert_eq!(outcome.code, 0, "{outcome:?}");
    assert_eq!(
        outcome.out_lines(),
        [
            "schemas/codex/v1/ExecCommandApprovalResponse.json: 2 changes (rust: breaking, payloads: breaking)",
            "  ReviewDecision: variant \"timeout\" removed [rust: breaking, payloads: breaking]",
            "  ReviewDecision: variant \"timed_out\" added [rust: compatible, payloads: compatible]",
        ]
    );
    assert_eq!(std::fs::read(&path).unwrap(), seed_bytes(V1));
    assert_eq!(
        xtask::pins::check(&project.root().join("schemas")).unwrap(),
        Vec::<String>::new()
    );
}

#[test]
fn check_reports_a_reformatted_vendored_file() {
    // Same JSON value, other bytes: nothing to report but a pin that no longer matches.
    let (project, _) = project(&[]);
    std::fs::write(
        project.root().join("schemas").join(V2),
        serde_json::to_vec(&seed(V2)).unwrap(),
    )
    .unwrap();
    let outcome = project.sync(true, None);
    assert_eq!(outcome.code, 1, "{outcome:?}");
    assert_eq!(
        outcome.out_lines(),
        ["schemas/codex/v2/CommandExecutionRequestApprovalResponse.json: no change in meaning; the vendored bytes do not match their pin and are replaced"]
    );
}

/// Runs an update where `file` is served `reply` and the other two files drift validly:
/// the command must fail with `status` on `file`'s progress line and write nothing.
fn refused(file: &str, reply: Reply, timeout: Duration, status: &str) {
    let mut overrides = vec![
        (V1, Reply::Json(pretty(&v1_with_failed()))),
        (V2, Reply::Json(pretty(&v2_with_network_policy()))),
    ];
    overrides.retain(|(f, _)| *f != file);
    overrides.push((file, reply));
    let (project, base) = project(&overrides);
    let before = project.snapshot();
    let outcome = project.sync_with_timeout(false, None, timeout);
    assert_eq!(outcome.code, 2, "{outcome:?}");
    assert_eq!(project.snapshot(), before, "schemas/ changed");
    let line = outcome
        .err_lines()
        .into_iter()
        .find(|l| l.starts_with(&format!("schema-sync: {file} <-")))
        .unwrap();
    let location = format!("{base}/{}", name(file));
    let shown = line.replace(&location, "URL");
    assert_eq!(
        shown,
        format!("schema-sync: {file} <- URL{status}"),
        "{}",
        outcome.err
    );
    assert_eq!(
        outcome.err_lines().last().copied(),
        Some("schema-sync: error: 1 of 3 upstream schemas failed; schemas/ left untouched")
    );
}

#[test]
fn refuses_broken_json() {
    refused(
        AAP,
        Reply::Json(b"{\"title\": ".to_vec()),
        Duration::from_secs(10),
        " (10 bytes): failed: not JSON: EOF while parsing a value at line 1 column 10",
    );
}

#[test]
fn refuses_json_that_is_not_a_schema() {
    refused(
        AAP,
        Reply::Json(b"[1, 2]".to_vec()),
        Duration::from_secs(10),
        " (6 bytes): failed: not a JSON Schema: the document is not an object",
    );
}

#[test]
fn refuses_http_404() {
    refused(
        AAP,
        Reply::Status(404),
        Duration::from_secs(10),
        ": failed: http status 404",
    );
}

#[test]
fn refuses_a_server_that_never_answers() {
    let started = Instant::now();
    refused(
        AAP,
        Reply::Hang,
        Duration::from_millis(300),
        ": failed: timed out after 300 ms",
    );
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn refuses_a_declared_oversize_body() {
    refused(
        AAP,
        Reply::Declared(6 << 20),
        Duration::from_secs(10),
        ": failed: body of 6291456 bytes exceeds the limit of 5242880 bytes",
    );
}

#[test]
fn refuses_a_streamed_oversize_body() {
    refused(
        AAP,
        Reply::Stream(6 << 20),
        Duration::from_secs(10),
        ": failed: body exceeds the limit of 5242880 bytes",
    );
}

#[test]
fn refuses_a_redirect_to_plain_http() {
    refused(
        AAP,
        Reply::Redirect("http://schemas.example/aap-oversight.schema.json".into()),
        Duration::from_secs(10),
        ": failed: refusing the redirect from URL to http://schemas.example/aap-oversight.schema.json: only https URLs are followed",
    );
}

#[test]
fn refuses_a_dangling_ref() {
    let mut doc = v1_with_failed();
    doc["definitions"]["ReviewDecision"]["oneOf"]
        .as_array_mut()
        .unwrap()
        .push(json!({"$ref": "#/definitions/Missing"}));
    let bytes = pretty(&doc);
    let status = format!(
        " ({} bytes): failed: schemas/{V1} at #/definitions/ReviewDecision/oneOf/8/$ref: dangling $ref \"#/definitions/Missing\"",
        bytes.len()
    );
    refused(V1, Reply::Json(bytes), Duration::from_secs(10), &status);
}

#[test]
fn refuses_a_pattern_that_needs_backtracking() {
    let mut doc = seed(V1);
    doc["definitions"]["NetworkPolicyAmendment"]["properties"]["host"]["pattern"] =
        json!("^(?!localhost)");
    let bytes = pretty(&doc);
    let status = format!(
        " ({} bytes): failed: schemas/{V1} at #/definitions/NetworkPolicyAmendment/properties/host/pattern: pattern \"^(?!localhost)\" refused: not an ECMA-262 pattern the linear-time engine can run (lookaround and backreferences need backtracking)",
        bytes.len()
    );
    refused(V1, Reply::Json(bytes), Duration::from_secs(10), &status);
}

#[test]
fn follows_a_loopback_redirect() {
    let bytes = pretty(&v1_with_failed());
    let routes = vec![
        (
            "/ExecCommandApprovalResponse.json".to_owned(),
            Reply::Redirect("/moved/ExecCommandApprovalResponse.json".into()),
        ),
        (
            "/moved/ExecCommandApprovalResponse.json".to_owned(),
            Reply::Json(bytes.clone()),
        ),
        (
            "/CommandExecutionRequestApprovalResponse.json".to_owned(),
            Reply::Json(seed_bytes(V2)),
        ),
        (
            "/aap-oversight.schema.json".to_owned(),
            Reply::Json(seed_bytes(AAP)),
        ),
    ];
    let project = Project::new(&serve(routes, 4));
    let outcome = project.sync(false, None);
    assert_eq!(outcome.code, 0, "{outcome:?}");
    assert_eq!(
        std::fs::read(project.root().join("schemas").join(V1)).unwrap(),
        bytes
    );
}

// ---------------------------------------------------------------------------------------------
// Selecting entries; adding a schema through the manifest
// ---------------------------------------------------------------------------------------------

const SELECTED_V1: &str = "selected 1 of 3 manifest entries (the others are neither checked nor reported): codex/v1/ExecCommandApprovalResponse.json";

#[test]
fn selected_entries_only_are_fetched_reported_and_written() {
    let v1 = pretty(&v1_with_failed());
    let v2 = pretty(&v2_with_network_policy());
    let v1_report = [
        "schemas/codex/v1/ExecCommandApprovalResponse.json: 1 change (rust: compatible, payloads: compatible)",
        "  ReviewDecision: variant \"failed\" added [rust: compatible, payloads: compatible]",
    ];
    // (names, report on stdout, last line on stderr); every upstream file drifted, and only
    // the selected ones may be fetched, reported or written.
    let cases: &[(&[&str], Vec<&str>, &str)] = &[
        (
            &[V1],
            [SELECTED_V1].into_iter().chain(v1_report).collect(),
            "schema-sync: updated 1 of 1 selected schemas and their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/",
        ),
        // By file name alone, with a leading schemas/, or named twice: the same entry.
        (
            &["ExecCommandApprovalResponse.json"],
            [SELECTED_V1].into_iter().chain(v1_report).collect(),
            "schema-sync: updated 1 of 1 selected schemas and their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/",
        ),
        (
            &["schemas/codex/v1/ExecCommandApprovalResponse.json", V1],
            [SELECTED_V1].into_iter().chain(v1_report).collect(),
            "schema-sync: updated 1 of 1 selected schemas and their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/",
        ),
        // Reported in manifest order, whatever the order of the names.
        (
            &["CommandExecutionRequestApprovalResponse.json", V1],
            [
                "selected 2 of 3 manifest entries (the others are neither checked nor reported): codex/v1/ExecCommandApprovalResponse.json, codex/v2/CommandExecutionRequestApprovalResponse.json",
            ]
            .into_iter()
            .chain(v1_report)
            .chain([
                "schemas/codex/v2/CommandExecutionRequestApprovalResponse.json: 3 changes (rust: compatible, payloads: compatible)",
                "  CommandExecutionApprovalDecision: variant \"applyNetworkPolicyAmendment\" added [rust: compatible, payloads: compatible]",
                "  NetworkPolicyAmendment: definition added [rust: compatible, payloads: compatible]",
                "  NetworkPolicyRuleAction: definition added [rust: compatible, payloads: compatible]",
            ])
            .collect(),
            "schema-sync: updated 2 of 2 selected schemas and their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/",
        ),
    ];
    for (names, report, last) in cases {
        let upstream = [
            (V1, v1.clone()),
            (V2, v2.clone()),
            (AAP, pretty(&aap_reshaped())),
        ];
        let (project, base) = project(&upstream.clone().map(|(f, b)| (f, Reply::Json(b))));
        let manifest_before = project.manifest();
        let outcome = project.sync_entries(false, None, Duration::from_secs(10), names);
        assert_eq!(outcome.code, 0, "{names:?}: {outcome:?}");
        assert_eq!(outcome.out_lines(), *report, "{names:?}");
        assert_eq!(outcome.err_lines().last(), Some(last), "{names:?}");

        let mut manifest_expected = manifest_before;
        for (file, bytes) in &upstream {
            let selected = report
                .iter()
                .any(|l| l.starts_with(&format!("schemas/{file}:")));
            let progress_line = progress(&base, file, bytes.len(), "changed");
            assert_eq!(
                outcome.err_lines().contains(&progress_line.as_str()),
                selected,
                "{names:?}: {file}"
            );
            let written = std::fs::read(project.root().join("schemas").join(file)).unwrap();
            if selected {
                assert_eq!(&written, bytes, "{names:?}: {file}");
                manifest_expected = manifest_expected.replace(
                    &xtask::pins::sha256_hex(&seed_bytes(file)),
                    &xtask::pins::sha256_hex(bytes),
                );
            } else {
                assert_eq!(written, seed_bytes(file), "{names:?}: {file} was written");
            }
        }
        assert_eq!(project.manifest(), manifest_expected, "{names:?}");
    }
}

#[test]
fn check_on_selected_entries() {
    // V1 is in sync and selected, AAP drifted but not selected: in sync.
    let (project, base) = project(&[(AAP, Reply::Json(pretty(&aap_reshaped())))]);
    let before = project.snapshot();
    let outcome = project.sync_entries(true, None, Duration::from_secs(10), &[V1]);
    assert_eq!(outcome.code, 0, "{outcome:?}");
    assert_eq!(outcome.out_lines(), [SELECTED_V1]);
    assert_eq!(
        outcome.err_lines(),
        [
            progress(&base, V1, seed_bytes(V1).len(), "unchanged").as_str(),
            "schema-sync: all 1 selected schemas match upstream",
        ]
    );

    // The drifted one selected: drift, and the command to apply it names it.
    let outcome = project.sync_entries(
        true,
        None,
        Duration::from_secs(10),
        &["aap-oversight.schema.json"],
    );
    assert_eq!(outcome.code, 1, "{outcome:?}");
    assert_eq!(
        outcome.out_lines()[1],
        "schemas/aap/aap-oversight.schema.json: 5 changes (rust: breaking, payloads: breaking)"
    );
    assert_eq!(
        outcome.err_lines().last().copied(),
        Some("schema-sync: 1 of 1 selected schemas drifted from upstream; run `cargo xtask schema-sync aap-oversight.schema.json` to update them, then review and commit schemas/")
    );
    assert_eq!(project.snapshot(), before);
}

#[test]
fn an_unknown_entry_is_an_error_listing_the_known_ones() {
    let (project, _) = project(&[(V1, Reply::Json(pretty(&v1_with_failed())))]);
    let before = project.snapshot();
    for check in [true, false] {
        let outcome =
            project.sync_entries(check, None, Duration::from_secs(10), &[V1, "v1/Nope.json"]);
        assert_eq!(outcome.code, 2, "{outcome:?}");
        assert_eq!(outcome.out, "", "nothing is fetched or reported");
        assert_eq!(
            outcome.err_lines(),
            [
                "schema-sync: error: unknown manifest entry \"v1/Nope.json\"; the manifest lists (name one by its path under schemas/, or by its file name when unambiguous):",
                "  codex/v1/ExecCommandApprovalResponse.json",
                "  codex/v2/CommandExecutionRequestApprovalResponse.json",
                "  aap/aap-oversight.schema.json",
            ]
        );
    }
    assert_eq!(project.snapshot(), before);
}

const NEW: &str = "ping/v1/PingResponse.json";

/// A schema of our own, for a manifest entry added by hand.
fn ping_schema() -> Vec<u8> {
    pretty(&json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "PingResponse",
        "type": "object",
        "properties": {"ok": {"type": "boolean"}, "note": {"type": "string", "maxLength": 80}},
        "required": ["ok"],
        "additionalProperties": false
    }))
}

#[test]
fn a_new_manifest_entry_is_fetched_written_and_pinned() {
    let bytes = ping_schema();
    let pin = xtask::pins::sha256_hex(&bytes);
    let report = [
        "schemas/ping/v1/PingResponse.json: new (rust: compatible, payloads: compatible)",
        "  PingResponse: schema added to module ping [rust: compatible, payloads: compatible]",
    ];
    // (how the table leaves the pin out, the names given, report header, total, selected)
    let cases: &[(&str, &[&str], Option<&str>, &str)] = &[
        ("", &[], None, "4 schemas"),
        ("sha256 = \"\"\n", &[], None, "4 schemas"),
        (
            "",
            &[NEW],
            Some("selected 1 of 4 manifest entries (the others are neither checked nor reported): ping/v1/PingResponse.json"),
            "1 selected schemas",
        ),
    ];
    for (unpinned, names, header, total) in cases {
        let mut routes = routes(&[]);
        routes.push(("/PingResponse.json".to_owned(), Reply::Json(bytes.clone())));
        let base = serve(routes, 12);
        let project = Project::new(&base);
        let table = |pin_line: &str| {
            format!(
                "\n[[schema]]\nfile = \"{NEW}\"\nmodule = \"ping\"\nupstream = \"{base}/PingResponse.json\"\n{pin_line}"
            )
        };
        let manifest = format!("{}{}", project.manifest(), table(unpinned));
        std::fs::write(project.root().join("schemas/manifest.toml"), &manifest).unwrap();
        let before = project.snapshot();
        let pins_before = xtask::pins::check(&project.root().join("schemas")).unwrap();
        assert_eq!(
            pins_before,
            ["schemas/ping/v1/PingResponse.json: not vendored yet; run `cargo xtask schema-sync ping/v1/PingResponse.json`"]
        );
        let expected_out: Vec<&str> = header.iter().copied().chain(report).collect();
        let new_line = progress(&base, NEW, bytes.len(), "new");

        let check = project.sync_entries(true, None, Duration::from_secs(10), names);
        assert_eq!(check.code, 1, "{check:?}");
        assert_eq!(check.out_lines(), expected_out);
        assert!(
            check.err_lines().contains(&new_line.as_str()),
            "{}",
            check.err
        );
        let command = if names.is_empty() {
            String::new()
        } else {
            format!(" {}", names.join(" "))
        };
        assert_eq!(
            check.err_lines().last().copied(),
            Some(format!("schema-sync: 1 of {total} not vendored yet; run `cargo xtask schema-sync{command}` to update them, then review and commit schemas/").as_str())
        );
        assert_eq!(project.snapshot(), before, "--check wrote something");

        let update = project.sync_entries(false, None, Duration::from_secs(10), names);
        assert_eq!(update.code, 0, "{update:?}");
        assert_eq!(update.out_lines(), expected_out);
        assert_eq!(
            update.err_lines().last().copied(),
            Some(format!("schema-sync: added 1 new of {total}, with their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/").as_str())
        );
        assert_eq!(
            std::fs::read(project.root().join("schemas").join(NEW)).unwrap(),
            bytes
        );
        // The pin is written into the table; nothing else in the manifest changes.
        assert_eq!(
            project.manifest(),
            format!(
                "{}{}",
                manifest.strip_suffix(&table(unpinned)).unwrap(),
                table(&format!("sha256 = \"{pin}\"\n"))
            )
        );
        assert_eq!(
            xtask::pins::check(&project.root().join("schemas")).unwrap(),
            Vec::<String>::new()
        );
        // Only the new file and the manifest changed.
        let after = project.snapshot();
        let changed: Vec<&Path> = after
            .iter()
            .filter(|(p, b)| before.get(*p) != Some(b))
            .map(|(p, _)| p.strip_prefix(project.root()).unwrap())
            .collect();
        assert_eq!(
            changed,
            [
                Path::new("schemas/manifest.toml"),
                Path::new("schemas").join(NEW).as_path()
            ]
        );

        let again = project.sync_entries(true, None, Duration::from_secs(10), names);
        assert_eq!(again.code, 0, "{again:?}");
        assert_eq!(
            again.out_lines(),
            header.iter().copied().collect::<Vec<_>>()
        );
    }
}

#[test]
fn a_new_entry_the_generator_refuses_writes_nothing() {
    // Same root name as V1 in the same module, other content: the generator refuses the tree.
    let mut doc: Value = serde_json::from_slice(&ping_schema()).unwrap();
    doc["title"] = json!("ExecCommandApprovalResponse");
    let bytes = pretty(&doc);
    let upstream = tempfile::tempdir().unwrap();
    std::fs::write(upstream.path().join("Clash.json"), &bytes).unwrap();
    let project = Project::new("https://upstream.invalid");
    let manifest = format!(
        "{}\n[[schema]]\nfile = \"codex/v1/Clash.json\"\nmodule = \"codex::v1\"\nupstream = \"https://upstream.invalid/Clash.json\"\n",
        project.manifest()
    );
    std::fs::write(project.root().join("schemas/manifest.toml"), manifest).unwrap();
    let before = project.snapshot();
    let outcome = project.sync_entries(
        false,
        Some(upstream.path()),
        Duration::from_secs(10),
        &["Clash.json"],
    );
    assert_eq!(outcome.code, 2, "{outcome:?}");
    let last = outcome.err_lines().last().copied().unwrap();
    assert!(
        last.starts_with("schema-sync: error: the updated schemas would not generate: "),
        "{last}"
    );
    assert!(last.contains("schemas/codex/v1/Clash.json"), "{last}");
    assert!(last.ends_with("; schemas/ left untouched"), "{last}");
    assert_eq!(project.snapshot(), before);
}

// ---------------------------------------------------------------------------------------------
// The real binary, with `--from`
// ---------------------------------------------------------------------------------------------

fn upstream_dir(files: &[(&str, Vec<u8>)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for file in [V1, V2, AAP] {
        let bytes = files
            .iter()
            .find(|(f, _)| *f == file)
            .map_or_else(|| seed_bytes(file), |(_, b)| b.clone());
        std::fs::write(dir.path().join(name(file)), bytes).unwrap();
    }
    dir
}

fn xtask(args: &[&str]) -> (i32, String, String) {
    xtask_in(Path::new(env!("CARGO_MANIFEST_DIR")), args)
}

/// Runs the binary with `dir` as its current directory.
fn xtask_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        output.status.code().unwrap(),
        text(output.stdout),
        text(output.stderr),
    )
}

#[test]
fn binary_exit_codes() {
    let project = Project::new("https://upstream.invalid");
    let root = project.root().to_str().unwrap();
    let before = project.snapshot();

    let same = upstream_dir(&[]);
    let (code, out, err) = xtask(&[
        "schema-sync",
        "--check",
        "--root",
        root,
        "--from",
        same.path().to_str().unwrap(),
    ]);
    assert_eq!((code, out.as_str()), (0, ""), "{err}");

    let drifted = upstream_dir(&[(V1, pretty(&v1_with_failed()))]);
    let (code, out, err) = xtask(&[
        "schema-sync",
        "--check",
        "--root",
        root,
        "--from",
        drifted.path().to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(
        out,
        "schemas/codex/v1/ExecCommandApprovalResponse.json: 1 change (rust: compatible, payloads: compatible)\n  \
         ReviewDecision: variant \"failed\" added [rust: compatible, payloads: compatible]\n"
    );

    let broken = upstream_dir(&[(AAP, b"not json".to_vec())]);
    let (code, _, err) = xtask(&[
        "schema-sync",
        "--root",
        root,
        "--from",
        broken.path().to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.ends_with(
            "schema-sync: error: 1 of 3 upstream schemas failed; schemas/ left untouched\n"
        ),
        "{err}"
    );
    assert_eq!(project.snapshot(), before);

    let (code, _, err) = xtask(&[
        "schema-sync",
        "--root",
        root,
        "--from",
        drifted.path().to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        std::fs::read(project.root().join("schemas").join(V1)).unwrap(),
        pretty(&v1_with_failed())
    );
}

#[test]
fn binary_refuses_plain_http_to_a_remote_host() {
    let project = Project::new("http://upstream.invalid");
    let before = project.snapshot();
    let (code, _, err) = xtask(&[
        "schema-sync",
        "--check",
        "--root",
        project.root().to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(
            "schema-sync: aap/aap-oversight.schema.json <- http://upstream.invalid/aap-oversight.schema.json: failed: \
             refusing http://upstream.invalid/aap-oversight.schema.json: only https URLs are fetched (plain http only from a loopback host)"
        ),
        "{err}"
    );
    assert_eq!(project.snapshot(), before);
}

#[test]
fn binary_finds_the_project_root_from_the_current_directory() {
    let project = Project::new("https://upstream.invalid");
    let drifted = upstream_dir(&[(V1, pretty(&v1_with_failed()))]);
    let from = drifted.path().to_str().unwrap();
    let repo_before = snapshot(&seed_dir());
    // (current directory inside the copy, names); without --root.
    let cases: &[(&str, &[&str])] = &[(".", &[]), ("schemas/codex/v1", &[V1])];
    for (cwd, names) in cases {
        let before = project.snapshot();
        let mut args = vec!["schema-sync", "--from", from];
        args.extend_from_slice(names);
        let (code, out, err) = xtask_in(&project.root().join(cwd), &args);
        assert_eq!(code, 0, "{cwd}: {err}");
        assert!(
            out.contains("ReviewDecision: variant \"failed\" added"),
            "{cwd}: {out}"
        );
        // The copy changed: V1 and its pin, nothing else.
        let after = project.snapshot();
        let changed: Vec<&PathBuf> = after
            .keys()
            .filter(|p| before.get(*p) != after.get(*p))
            .collect();
        assert_eq!(
            changed,
            [
                &project.root().join("schemas").join(V1),
                &project.root().join("schemas/manifest.toml")
            ],
            "{cwd}"
        );
        assert_eq!(
            after[&project.root().join("schemas").join(V1)],
            pretty(&v1_with_failed())
        );
        // Put the seed back for the next case.
        std::fs::write(project.root().join("schemas").join(V1), seed_bytes(V1)).unwrap();
        std::fs::write(
            project.root().join("schemas/manifest.toml"),
            &before[&project.root().join("schemas/manifest.toml")],
        )
        .unwrap();
    }
    // The repository this test was built from did not.
    assert_eq!(snapshot(&seed_dir()), repo_before);

    let outside = tempfile::tempdir().unwrap();
    let (code, out, err) = xtask_in(outside.path(), &["schema-sync", "--check", "--from", from]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert_eq!(
        err,
        format!(
            "schema-sync: error: no project root: neither {} nor any directory above it holds both \
             Cargo.toml and schemas/manifest.toml; run `cargo xtask` inside the project (or pass --root DIR)\n",
            outside.path().canonicalize().unwrap().display()
        )
    );
}

#[test]
fn binary_exits_2_on_an_unknown_entry() {
    let project = Project::new("https://upstream.invalid");
    let before = project.snapshot();
    let same = upstream_dir(&[]);
    let (code, out, err) = xtask(&[
        "schema-sync",
        "--root",
        project.root().to_str().unwrap(),
        "--from",
        same.path().to_str().unwrap(),
        "Nope.json",
    ]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert_eq!(
        err,
        "schema-sync: error: unknown manifest entry \"Nope.json\"; the manifest lists (name one by its path under schemas/, or by its file name when unambiguous):\n  \
         codex/v1/ExecCommandApprovalResponse.json\n  \
         codex/v2/CommandExecutionRequestApprovalResponse.json\n  \
         aap/aap-oversight.schema.json\n"
    );
    assert_eq!(project.snapshot(), before);
}
