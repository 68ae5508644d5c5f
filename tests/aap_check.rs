//! `examples/aap_check.rs` as a user runs it: the real binary on the committed test data,
//! its stdout read as one JSON object and its exit status compared (0 authorized, 1 denied,
//! 2 usage errors).
#![cfg(feature = "aap-auth")]

#[path = "aap/signer.rs"]
mod signer;

use std::path::PathBuf;
use std::process::Command;

use serde_json::{json, Value};

/// The example's binary as `cargo test` built it, rebuilt (for the workspace, so cargo reuses
/// the library) only when missing or older than a source, as after `--test aap_check` alone.
fn binary() -> PathBuf {
    static BIN: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BIN.get_or_init(build_if_stale).clone()
}

fn build_if_stale() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().parent().unwrap();
    let bin = dir
        .join("examples")
        .join(format!("aap_check{}", std::env::consts::EXE_SUFFIX));
    let built = std::fs::metadata(&bin).and_then(|m| m.modified()).ok();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let sources = [
        "examples/aap_check.rs",
        "src",
        "runtime/src",
        "schemas",
        "Cargo.lock",
    ];
    let stale = built.is_none_or(|built| {
        sources
            .iter()
            .any(|s| newest(&root.join(s)).is_some_and(|m| m > built))
    });
    if stale {
        let status = Command::new(env!("CARGO"))
            .args(["build", "--quiet", "--workspace", "--example", "aap_check"])
            .current_dir(root)
            .status()
            .unwrap();
        assert!(status.success(), "building the example failed");
    }
    bin
}

/// The newest modification time of a file or of any file under a folder.
fn newest(path: &std::path::Path) -> Option<std::time::SystemTime> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_dir() {
        return meta.modified().ok();
    }
    std::fs::read_dir(path)
        .ok()?
        .filter_map(|e| newest(&e.ok()?.path()))
        .max()
}

fn run(args: &[&str]) -> (i32, Value, String) {
    let out = Command::new(binary()).args(args).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let value = if stdout.trim().is_empty() {
        Value::Null
    } else {
        assert_eq!(
            stdout.trim().lines().count(),
            1,
            "one JSON object on one line: {stdout}"
        );
        serde_json::from_str(&stdout).unwrap()
    };
    (
        out.status.code().unwrap(),
        value,
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn decisions_and_exit_codes() {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/aap");
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| data.join(name).display().to_string();
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p.display().to_string()
    };
    let publish = write(
        "publish.json",
        r#"{"action":"cms.publish","method":"POST"}"#,
    );
    let elsewhere = write(
        "elsewhere.json",
        r#"{"action":"search.web","target_url":"https://malicious.com/"}"#,
    );
    let garbage = write("garbage.jwt", "not.a.token");
    let (jwks, token, request) = (
        path("jwks.json"),
        path("example.jwt"),
        path("example.request.json"),
    );
    let base = [
        "--jwks",
        &jwks,
        "--token",
        &token,
        "--issuer",
        "https://as.example.com",
        "--audience",
        "https://api.example.com",
    ];
    let with = |extra: &[&str]| -> Vec<String> {
        base.iter().chain(extra).map(|s| (*s).to_owned()).collect()
    };
    let cases: Vec<(Vec<String>, i32, Value)> = vec![
        (
            with(&["--request", &request, "--now", "1735686100"]),
            0,
            json!({"result": "AUTHORIZED", "status": 200, "error": null, "description": null,
                   "www_authenticate": null, "approval_reference": null, "retry_after": null, "notify": false}),
        ),
        (
            with(&["--request", &publish, "--now", "1735686100"]),
            1,
            json!({"result": "FORBIDDEN", "status": 403, "error": "aap_approval_required",
                   "description": "this action requires human approval",
                   "www_authenticate": "Bearer error=\"aap_approval_required\", error_description=\"this action requires human approval\"",
                   "approval_reference": "https://approval.example.com/requests", "retry_after": null, "notify": false}),
        ),
        (
            with(&["--request", &elsewhere, "--now", "1735686100"]),
            1,
            json!({"result": "FORBIDDEN", "status": 403, "error": "aap_domain_not_allowed",
                   "description": "the requested domain is not allowed",
                   "www_authenticate": "Bearer error=\"aap_domain_not_allowed\", error_description=\"the requested domain is not allowed\"",
                   "approval_reference": null, "retry_after": null, "notify": false}),
        ),
        (
            with(&["--request", &request, "--now", "1735689600"]),
            1,
            json!({"result": "REJECTED", "status": 401, "error": "invalid_token",
                   "description": "the access token expired",
                   "www_authenticate": "Bearer error=\"invalid_token\", error_description=\"the access token expired\"",
                   "approval_reference": null, "retry_after": null, "notify": false}),
        ),
        (
            with(&["--request", &request, "--now", "1735689600", "--skew", "60"]),
            0,
            json!({"result": "AUTHORIZED", "status": 200, "error": null, "description": null,
                   "www_authenticate": null, "approval_reference": null, "retry_after": null, "notify": false}),
        ),
        (
            vec![
                "--jwks".into(),
                jwks.clone(),
                "--token".into(),
                token.clone(),
                "--request".into(),
                request.clone(),
                "--audience".into(),
                "https://cms.example.com".into(),
                "--now".into(),
                "1735686100".into(),
            ],
            1,
            json!({"result": "REJECTED", "status": 401, "error": "invalid_token",
                   "description": "the access token is not meant for this audience",
                   "www_authenticate": "Bearer error=\"invalid_token\", error_description=\"the access token is not meant for this audience\"",
                   "approval_reference": null, "retry_after": null, "notify": false}),
        ),
        (
            vec![
                "--jwks".into(),
                jwks.clone(),
                "--token".into(),
                garbage.clone(),
                "--request".into(),
                request.clone(),
            ],
            1,
            json!({"result": "REJECTED", "status": 401, "error": "invalid_token",
                   "description": "the access token is malformed",
                   "www_authenticate": "Bearer error=\"invalid_token\", error_description=\"the access token is malformed\"",
                   "approval_reference": null, "retry_after": null, "notify": false}),
        ),
    ];
    for (args, code, want) in &cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (status, got, stderr) = run(&args);
        assert_eq!((status, &got), (*code, want), "{args:?}\n{stderr}");
    }
    let usage: &[(&[&str], &str)] = &[
        (&[], "--jwks is required"),
        (
            &["--jwks", &jwks, "--token", &token],
            "--request is required",
        ),
        (
            &[
                "--jwks",
                &jwks,
                "--token",
                &token,
                "--request",
                &request,
                "--skew",
                "301",
            ],
            "--skew 301 is more than the maximum of 300 seconds",
        ),
        (
            &[
                "--jwks",
                &jwks,
                "--token",
                &token,
                "--request",
                &request,
                "--now",
                "soon",
            ],
            "--now \"soon\" is not Unix seconds",
        ),
        (
            &["--jwks", &token, "--token", &token, "--request", &request],
            "jwks: expected value at line 1 column 1",
        ),
        (
            &["--jwks", &jwks, "--token", &token, "--request", &jwks],
            "invalid request: missing field `action`",
        ),
        (&["--bogus"], "unknown argument \"--bogus\""),
    ];
    for (args, message) in usage {
        let (status, got, stderr) = run(args);
        assert_eq!((status, got), (2, Value::Null), "{args:?}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

#[test]
fn proof_of_possession_flags() {
    let data = signer::data();
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p.display().to_string()
    };
    let now: i64 = 1_735_686_100;
    let htu = "https://api.example.com/search";
    let claims = |cnf: Value| {
        json!({
            "iss": "https://as.example.com", "sub": "agent-1", "aud": "https://api.example.com",
            "exp": 1_735_689_600, "iat": 1_735_686_000, "jti": "t-1",
            "agent": {"id": "agent-1", "type": "llm-autonomous", "operator": "org:test"},
            "task": {"id": "task-1", "purpose": "test"},
            "capabilities": [{"action": "search.web"}],
            "cnf": cnf
        })
    };
    let bound = signer::sign(
        &claims(json!({"jkt": signer::jkt("es256")})),
        jsonwebtoken::Algorithm::ES256,
    );
    let cert_bound = signer::sign(
        &claims(json!({"x5t#S256": "wPc68McsWR_rIXAs6UjOWusmPXOtHgknyJOKLXRgMWE"})),
        jsonwebtoken::Algorithm::ES256,
    );
    let token = write("bound.jwt", &bound);
    let cert_token = write("cert.jwt", &cert_bound);
    let request = write("request.json", r#"{"action":"search.web","method":"GET"}"#);
    let proof = write(
        "proof.txt",
        &signer::dpop("es256", "GET", htu, &bound, now, "p-1"),
    );
    let jwks = data.join("jwks.json").display().to_string();
    let cert = data.join("client-cert.pem").display().to_string();
    let other_cert = data.join("other-client-cert.pem").display().to_string();
    let run_on = |token: &str, request: &str, extra: &[&str]| {
        let mut args = vec![
            "--jwks",
            &jwks,
            "--token",
            token,
            "--request",
            request,
            "--now",
            "1735686100",
            "--issuer",
            "https://as.example.com",
            "--audience",
            "https://api.example.com",
        ];
        args.extend_from_slice(extra);
        run(&args)
    };
    let run_with = |token: &str, extra: &[&str]| {
        let (status, got, stderr) = run_on(token, &request, extra);
        (
            status,
            got["error"].clone(),
            got["www_authenticate"].clone(),
            stderr,
        )
    };
    let dpop_challenge = |error: &str, description: &str| {
        json!(format!(
            "DPoP error=\"{error}\", error_description=\"{description}\", algs=\"ES256 RS256 PS256 EdDSA\""
        ))
    };
    let cases: Vec<(&str, Vec<&str>, i32, Value, Value)> = vec![
        (&token, vec!["--scheme", "dpop", "--dpop", &proof, "--htu", htu], 0, Value::Null, Value::Null),
        (
            &token,
            vec![],
            1,
            json!("invalid_token"),
            dpop_challenge("invalid_token", "the access token's key binding is not proven"),
        ),
        (
            &token,
            vec!["--scheme", "DPoP", "--htu", htu],
            1,
            json!("invalid_dpop_proof"),
            dpop_challenge("invalid_dpop_proof", "the DPoP proof is invalid"),
        ),
        (
            &token,
            vec!["--scheme", "dpop", "--dpop", &proof, "--htu", "https://api.example.com/other"],
            1,
            json!("invalid_dpop_proof"),
            dpop_challenge("invalid_dpop_proof", "the DPoP proof is invalid"),
        ),
        (&cert_token, vec!["--client-cert", &cert], 0, Value::Null, Value::Null),
        (
            &cert_token,
            vec!["--client-cert", &other_cert],
            1,
            json!("invalid_token"),
            json!("Bearer error=\"invalid_token\", error_description=\"the access token's key binding is not proven\""),
        ),
        (
            &cert_token,
            vec![],
            1,
            json!("invalid_token"),
            json!("Bearer error=\"invalid_token\", error_description=\"the access token's key binding is not proven\""),
        ),
    ];
    for (token, extra, code, error, challenge) in cases {
        let (status, got_error, got_challenge, stderr) = run_with(token, &extra);
        assert_eq!(
            (status, got_error, got_challenge),
            (code, error, challenge),
            "{extra:?}\n{stderr}"
        );
    }
    // The README's DPoP check, on the committed example: with its proof, and without.
    let example = data.join("example-dpop.jwt").display().to_string();
    let example_proof = data.join("example-dpop.proof").display().to_string();
    let readme = data.join("example.request.json").display().to_string();
    for (extra, code) in [
        (
            vec![
                "--scheme",
                "dpop",
                "--dpop",
                &example_proof,
                "--htu",
                "https://api.example.com/search",
            ],
            0,
        ),
        (vec![], 1),
    ] {
        let (status, got, stderr) = run_on(&example, &readme, &extra);
        assert_eq!(
            (status, got["status"].as_u64()),
            (code, Some(if code == 0 { 200 } else { 401 })),
            "{stderr}"
        );
    }
    let (status, _, _, stderr) = run_with(&token, &["--scheme", "basic"]);
    assert_eq!(status, 2);
    assert!(
        stderr.contains("--scheme \"basic\" is neither bearer nor dpop"),
        "{stderr}"
    );
    let (status, _, _, stderr) = run_with(&cert_token, &["--client-cert", &jwks]);
    assert_eq!(status, 2);
    assert!(stderr.contains("no CERTIFICATE block"), "{stderr}");
}
