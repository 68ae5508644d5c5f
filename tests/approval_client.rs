//! `examples/approval_client.rs` on a recorded session (`tests/data/client/`): answers on
//! stdout with the requests' ids, pending approvals, notes and errors on stderr.

#[path = "../examples/approval_client.rs"]
mod client;

use client::{Client, Outcome};

fn data(name: &str) -> String {
    std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/client")
            .join(name),
    )
    .unwrap()
}

fn run(no_wait: bool) -> (Vec<Outcome>, String, String) {
    let claim = agent_approval::from_str(&data("claim.json")).unwrap();
    let session = data("session.jsonl");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let outcomes = Client::new(&claim, no_wait)
        .run(session.as_bytes(), &mut out, &mut err)
        .unwrap();
    (
        outcomes,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn a_recorded_session() {
    let (outcomes, out, err) = run(false);
    assert_eq!(
        outcomes,
        [
            Outcome::Answered,
            Outcome::Pending,
            Outcome::Answered,
            Outcome::Pending,
            Outcome::Skipped,
            Outcome::Skipped,
            Outcome::Malformed,
            Outcome::Malformed,
            Outcome::Malformed,
        ]
    );
    assert_eq!(
        out,
        "{\"id\":1,\"result\":{\"decision\":\"accept\"}}\n\
         {\"id\":3,\"result\":{\"decision\":\"approved\"}}\n"
    );
    let want = [
        "line 1: notify: exec.git (git status)",
        "line 2: pending: exec.rm needs a human's approval (/bin/rm -rf build); id \"req-2\"",
        "line 4: pending: fs.write needs a human's approval (write README.md); id 4",
        "line 5: skipped: not a server request",
        "line 6: skipped: not a server request",
        "line 7: error: \"startedAtMs\" is a required property at /params",
        "line 7: error: \"turnId\" is a required property at /params",
        "line 8: error: EOF while parsing a value at line 1 column 6",
    ];
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(&lines[..want.len()], want);
    let last = lines[want.len()..].join("\n");
    assert!(
        last.starts_with(
            "line 9: error: \"item/commandExecution/requestApprove\" is not one of \"item/commandExecution/requestApproval\""
        ) && last.ends_with(
            "; did you mean \"item/commandExecution/requestApproval\"? at /method"
        ),
        "{last}"
    );
}

#[test]
fn no_wait_declines_what_needs_approval() {
    let (_, out, err) = run(true);
    assert_eq!(
        out,
        "{\"id\":1,\"result\":{\"decision\":\"accept\"}}\n\
         {\"id\":\"req-2\",\"result\":{\"decision\":\"decline\"}}\n\
         {\"id\":3,\"result\":{\"decision\":\"approved\"}}\n\
         {\"id\":4,\"result\":{\"decision\":\"decline\"}}\n"
    );
    assert!(
        err.contains("line 2: declined: exec.rm was not approved in time"),
        "{err}"
    );
}
