//! Where the ecosystem meets the types: a body posted to an `axum::Json<T>` handler over real
//! HTTP on 127.0.0.1 is judged by the engine. A forged approval is refused with a 4xx whose
//! body names the violation and its pointer; a valid one reaches the handler.

use std::io::{Read, Write};
use std::net::TcpStream;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::{ExecCommandApprovalResponse, ReviewDecision};
use axum::routing::post;
use axum::{Json, Router};

/// The handler only ever sees judged values: it answers which decision it received.
async fn decide(Json(response): Json<ExecCommandApprovalResponse>) -> String {
    match response.decision {
        ReviewDecision::Approved => "approved".to_owned(),
        other => format!("not approved: {other:?}"),
    }
}

async fn claim(Json(claim): Json<OversightClaim>) -> String {
    format!("{:?}", claim.level)
}

/// Posts `body` to `path` with a raw HTTP/1.1 request; returns the status and the body.
fn post_raw(addr: std::net::SocketAddr, path: &str, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let status = response
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap();
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_owned())
        .unwrap();
    (status, body)
}

#[test]
fn axum_json_refuses_forged_bodies_with_the_violation() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_io()
        .build()
        .unwrap();
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let addr = listener.local_addr().unwrap();
    let app = Router::new()
        .route("/decision", post(decide))
        .route("/claim", post(claim));
    runtime.spawn(async move { axum::serve(listener, app).await });

    // (path, body, status, what the response body must contain)
    let cases: &[(&str, &str, u16, &str)] = &[
        ("/decision", r#"{"decision":"approved"}"#, 200, "approved"),
        ("/decision", r#"{"decision":"timed_out"}"#, 200, "not approved: TimedOut"),
        (
            "/decision",
            r#"{"decision":{"approved":null}}"#,
            422,
            "{\"approved\":null} is not valid under any of the schemas listed in oneOf (it accepts \"approved\", {\"approved_execpolicy_amendment\": …}",
        ),
        ("/decision", r#"{"decision":"timed_out","decision":"approved"}"#, 422, "duplicate key \"decision\""),
        ("/claim", r#"{"level":"approval"}"#, 200, "Some(Approval)"),
        ("/claim", r#"{"notify_on":["1bad"]}"#, 422, "at /notify_on/0"),
        ("/claim", r#"{"approval_reference":"requests/1"}"#, 422, "\"requests/1\" is not a \"uri\" at /approval_reference"),
    ];
    // axum's 422 for a body its extractor refused: the message is the first violation with
    // its pointer, after axum's prefix.
    for (path, body, status, contains) in cases {
        let (got, text) = post_raw(addr, path, body);
        assert_eq!(got, *status, "{path} {body}: {text}");
        assert!(
            text.contains(contains),
            "{path} {body}: {text:?} lacks {contains:?}"
        );
    }
}
