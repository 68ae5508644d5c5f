//! The example's app served on 127.0.0.1 (on its own runtime thread, at a fixed clock), and
//! raw HTTP/1.1 requests written to it, their status, headers and JSON body read back.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};

use agent_approval::aap_auth::{FixedClock, Verifier};
use serde_json::Value;

use crate::{aap_gateway, signer};

pub(crate) fn serve() -> SocketAddr {
    serve_with(signer::verifier("https://api.example.com"))
}

pub(crate) fn serve_with(verifier: Verifier) -> SocketAddr {
    let verifier = verifier
        .with_clock(FixedClock(1_735_686_100))
        .with_realm("aap-gateway");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            tx.send(listener.local_addr().unwrap()).unwrap();
            axum::serve(listener, aap_gateway::app(verifier))
                .await
                .unwrap();
        });
    });
    rx.recv().unwrap()
}

/// Sends one HTTP/1.1 request; returns the status, the headers (lowercased names) and the body.
pub(crate) fn send(addr: SocketAddr, request: &str) -> (u16, Vec<(String, String)>, Value) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let text = String::from_utf8(raw).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.to_ascii_lowercase(), v.to_owned()))
        .collect();
    (
        status,
        headers,
        serde_json::from_str(body).unwrap_or(Value::Null),
    )
}

pub(crate) fn header<'h>(headers: &'h [(String, String)], name: &str) -> Option<&'h str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

pub(crate) fn request(
    method: &str,
    path: &str,
    token: Option<&str>,
    extra: &str,
    body: &str,
) -> String {
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n{auth}{extra}Content-Length: {}\r\n\r\n{body}",
        body.len()
    )
}
