//! Scenarios: updates (files and pins written atomically) and refusals (nothing written).

use std::time::{Duration, Instant};

use serde_json::json;

use super::support::*;

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
        " ({} bytes): failed: schemas/{V1} at #/definitions/NetworkPolicyAmendment/properties/host/pattern: pattern \"^(?!localhost)\" refused: not an ECMA-262 pattern the linear-time engine can run (lookaround and backreferences need backtracking); to run it with a bounded backtracking engine, set `patterns = \"backtracking\"` in the manifest entry of \"{V1}\"",
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
