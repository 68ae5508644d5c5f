//! `examples/aap_gateway.rs` over real HTTP: the axum app served on 127.0.0.1, raw HTTP/1.1
//! requests written to a `TcpStream`, and each response's status, `WWW-Authenticate`,
//! `Retry-After` and JSON body compared.
//!
//! `gateway_with_fetched_keys` serves the gateway with keys it fetched over HTTPS from an
//! authorization-server stand-in on 127.0.0.1 (TLS from a test CA), rotated while it runs.
#![cfg(feature = "aap-remote-keys")]

#[path = "../examples/aap_gateway.rs"]
#[allow(dead_code)] // the example's `main`
mod aap_gateway;
#[path = "aap/as_server.rs"]
mod as_server;
#[path = "aap_gateway/loopback.rs"]
mod loopback;
#[path = "aap/signer.rs"]
mod signer;
#[path = "aap/remote_support.rs"]
#[allow(dead_code)] // the helpers this file does not use
mod support;

use agent_approval::aap_auth::{RemoteJwks, Verifier};
use as_server::{AsServer, Reply};
use jsonwebtoken::Algorithm;
use loopback::{header, request, send, serve, serve_with};
use serde_json::{json, Value};

#[test]
fn gateway_over_loopback() {
    let addr = serve();
    let payload = json!({
        "iss": "https://as.example.com", "sub": "agent-1", "aud": "https://api.example.com",
        "exp": 1_735_689_600, "iat": 1_735_686_000, "jti": "gw-1",
        "agent": {"id": "agent-1", "type": "llm-autonomous", "operator": "org:test"},
        "task": {"id": "task-1", "purpose": "test"},
        "capabilities": [
            {"action": "search.web", "constraints": {"domains_allowed": ["example.org"], "max_requests_per_minute": 1}},
            {"action": "data.upload", "constraints": {"allowed_methods": ["POST"], "max_request_size": 8}},
            {"action": "cms.publish"}
        ],
        "oversight": {"requires_human_approval_for": ["cms.publish"], "approval_reference": "https://approval.example.com/r"}
    });
    let token = signer::sign(&payload, Algorithm::ES256);
    let mut expired = payload.clone();
    expired["exp"] = json!(1_735_686_000);
    let expired = signer::sign(&expired, Algorithm::EdDSA);
    let target = "X-Target-Url: https://api.example.org/x\r\n";
    let www = |code: &str, desc: &str| {
        format!("Bearer realm=\"aap-gateway\", error=\"{code}\", error_description=\"{desc}\"")
    };
    // (request, status, WWW-Authenticate, Retry-After, body)
    type Case<'a> = (String, u16, Option<String>, Option<&'a str>, Value);
    let cases: Vec<Case> = vec![
        (
            request("GET", "/act/search.web", Some(&token), target, ""),
            200,
            None,
            None,
            json!({"result": "AUTHORIZED", "action": "search.web", "capability": 0, "notify": false}),
        ),
        (
            request("GET", "/act/search.web", Some(&token), target, ""),
            429,
            Some(www(
                "aap_constraint_violation",
                "rate limit exceeded for this capability",
            )),
            Some("60"),
            json!({"error": "aap_constraint_violation", "error_description": "rate limit exceeded for this capability"}),
        ),
        (
            request(
                "GET",
                "/act/search.web",
                Some(&token),
                "X-Target-Url: https://malicious.com/\r\n",
                "",
            ),
            403,
            Some(www(
                "aap_domain_not_allowed",
                "the requested domain is not allowed",
            )),
            None,
            json!({"error": "aap_domain_not_allowed", "error_description": "the requested domain is not allowed"}),
        ),
        (
            request("POST", "/act/data.upload", Some(&token), "", "12345678"),
            200,
            None,
            None,
            json!({"result": "AUTHORIZED", "action": "data.upload", "capability": 1, "notify": false}),
        ),
        (
            request("POST", "/act/data.upload", Some(&token), "", "123456789"),
            403,
            Some(www(
                "aap_constraint_violation",
                "request violates capability constraints",
            )),
            None,
            json!({"error": "aap_constraint_violation", "error_description": "request violates capability constraints"}),
        ),
        (
            request("PUT", "/act/data.upload", Some(&token), "", ""),
            403,
            Some(www(
                "aap_constraint_violation",
                "request violates capability constraints",
            )),
            None,
            json!({"error": "aap_constraint_violation", "error_description": "request violates capability constraints"}),
        ),
        (
            request("POST", "/act/cms.publish", Some(&token), "", "{}"),
            403,
            Some(www(
                "aap_approval_required",
                "this action requires human approval",
            )),
            None,
            json!({"error": "aap_approval_required", "error_description": "this action requires human approval",
                   "approval_reference": "https://approval.example.com/r"}),
        ),
        (
            request("POST", "/act/cms.delete", Some(&token), "", ""),
            403,
            Some(www(
                "aap_invalid_capability",
                "no capability grants the requested action",
            )),
            None,
            json!({"error": "aap_invalid_capability", "error_description": "no capability grants the requested action"}),
        ),
        (
            request("GET", "/act/search.web", Some(&expired), target, ""),
            401,
            Some(www("invalid_token", "the access token expired")),
            None,
            json!({"error": "invalid_token", "error_description": "the access token expired"}),
        ),
        (
            request("GET", "/act/search.web", Some("e30.e30"), target, ""),
            401,
            Some(www("invalid_token", "the access token is malformed")),
            None,
            json!({"error": "invalid_token", "error_description": "the access token is malformed"}),
        ),
        (
            request("GET", "/act/search.web", None, target, ""),
            401,
            Some("Bearer realm=\"aap-gateway\"".to_owned()),
            None,
            json!({"error_description": "bearer token required"}),
        ),
    ];
    for (i, (raw, status, www, retry, body)) in cases.iter().enumerate() {
        let (got_status, headers, got_body) = send(addr, raw);
        assert_eq!(
            (
                got_status,
                header(&headers, "www-authenticate"),
                header(&headers, "retry-after"),
                &got_body
            ),
            (*status, www.as_deref(), *retry, body),
            "case {i}: {raw}"
        );
    }
}

#[test]
fn dpop_over_loopback() {
    let addr = serve();
    let payload = json!({
        "iss": "https://as.example.com", "sub": "agent-1", "aud": "https://api.example.com",
        "exp": 1_735_689_600, "iat": 1_735_686_000, "jti": "gw-dpop",
        "agent": {"id": "agent-1", "type": "llm-autonomous", "operator": "org:test"},
        "task": {"id": "task-1", "purpose": "test"},
        "capabilities": [{"action": "search.web"}],
        "cnf": {"jkt": signer::jkt("ps256")}
    });
    let token = signer::sign(&payload, Algorithm::EdDSA);
    // The raw requests say `Host: 127.0.0.1`: the URL the gateway compares `htu` with.
    let htu = "http://127.0.0.1/act/search.web";
    let proof = |jti: &str| signer::dpop("ps256", "GET", htu, &token, 1_735_686_100, jti);
    let dpop = |proofs: &[String]| {
        let mut headers = format!("Authorization: DPoP {token}\r\n");
        for p in proofs {
            headers.push_str(&format!("DPoP: {p}\r\n"));
        }
        request("GET", "/act/search.web", None, &headers, "")
    };
    let challenge = |code: &str, desc: &str| {
        format!(
            "DPoP realm=\"aap-gateway\", error=\"{code}\", error_description=\"{desc}\", algs=\"ES256 RS256 PS256 EdDSA\""
        )
    };
    let authorized =
        json!({"result": "AUTHORIZED", "action": "search.web", "capability": 0, "notify": false});
    let bad_proof =
        json!({"error": "invalid_dpop_proof", "error_description": "the DPoP proof is invalid"});
    let cases: Vec<(String, u16, Option<String>, Value)> = vec![
        (dpop(&[proof("a")]), 200, None, authorized.clone()),
        (
            dpop(&[proof("a")]),
            401,
            Some(challenge("invalid_dpop_proof", "the DPoP proof is invalid")),
            bad_proof.clone(),
        ),
        (dpop(&[proof("b")]), 200, None, authorized),
        (
            dpop(&[proof("c"), proof("d")]),
            401,
            Some(challenge("invalid_dpop_proof", "the DPoP proof is invalid")),
            bad_proof.clone(),
        ),
        (
            dpop(&[]),
            401,
            Some(challenge("invalid_dpop_proof", "the DPoP proof is invalid")),
            bad_proof.clone(),
        ),
        (
            request(
                "POST",
                "/act/search.web",
                None,
                &format!("Authorization: DPoP {token}\r\nDPoP: {}\r\n", proof("e")),
                "",
            ),
            401,
            Some(challenge("invalid_dpop_proof", "the DPoP proof is invalid")),
            bad_proof,
        ),
        (
            request("GET", "/act/search.web", Some(&token), "", ""),
            401,
            Some(challenge(
                "invalid_token",
                "the access token's key binding is not proven",
            )),
            json!({"error": "invalid_token", "error_description": "the access token's key binding is not proven"}),
        ),
    ];
    for (i, (raw, status, www, body)) in cases.iter().enumerate() {
        let (got_status, headers, got_body) = send(addr, raw);
        assert_eq!(
            (got_status, header(&headers, "www-authenticate"), &got_body),
            (*status, www.as_deref(), body),
            "case {i}"
        );
    }
}

#[test]
fn gateway_with_fetched_keys() {
    let server = AsServer::start();
    server.route(
        "/.well-known/oauth-authorization-server",
        Reply::json(json!({"issuer": server.url(""), "jwks_uri": server.url("/keys")}).to_string()),
    );
    server.route("/keys", Reply::json(support::jwks_of(&["es256"])));
    let keys = RemoteJwks::from_issuer(server.url(""))
        .unwrap()
        .with_root_certificates_pem(server.ca_pem())
        .unwrap()
        .without_proxy()
        .with_unknown_kid_interval(std::time::Duration::ZERO);
    let verifier = Verifier::with_key_source(keys)
        .with_issuer("https://as.example.com")
        .with_audience("https://api.example.com");
    let addr = serve_with(verifier);
    let search = |alg| {
        let token = support::token(alg);
        send(
            addr,
            &request("GET", "/act/search.web", Some(&token), "", ""),
        )
        .0
    };
    let unknown_kid = 401;
    // (what happens first, the token's algorithm, the status, metadata and JWKS fetches after)
    let steps: Vec<(&str, Algorithm, u16, usize, usize)> = vec![
        (
            "first request: metadata, then the set",
            Algorithm::ES256,
            200,
            1,
            1,
        ),
        ("a cached key: no fetch", Algorithm::ES256, 200, 1, 1),
        (
            "an unpublished kid: one refetch, refused",
            Algorithm::EdDSA,
            unknown_kid,
            1,
            2,
        ),
        ("rotation: EdDSA published", Algorithm::ES256, 200, 1, 2),
        (
            "the new kid: refetched, accepted",
            Algorithm::EdDSA,
            200,
            1,
            3,
        ),
        (
            "the server down: the fresh set still serves",
            Algorithm::EdDSA,
            200,
            1,
            3,
        ),
    ];
    for (i, (what, alg, status, metadata, sets)) in steps.into_iter().enumerate() {
        if i == 3 {
            server.route("/keys", Reply::json(support::jwks_of(&["es256", "eddsa"])));
        }
        if i == 5 {
            server.stop();
        }
        let got = search(alg);
        assert_eq!(
            (
                got,
                server.hits("/.well-known/oauth-authorization-server"),
                server.hits("/keys")
            ),
            (status, metadata, sets),
            "step {i}: {what}"
        );
    }
}
