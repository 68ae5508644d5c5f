//! Sender-constrained tokens through `Verifier::check`, as a resource server receives them:
//! tokens bound by `cnf.jkt` (DPoP, RFC 9449) or `cnf.x5t#S256` (mTLS, RFC 8705), presented
//! with and without their proofs, each signed at test time; every row asserts the result,
//! status, error code, challenge and reason.
#![cfg(feature = "aap-auth")]

#[path = "aap/signer.rs"]
mod signer;

use std::time::Duration;

use agent_approval::aap_auth::{Decision, FixedClock, MemoryRateStore, Request, Scheme, Verifier};
use jsonwebtoken::Algorithm;
use serde_json::{json, Value};

const NOW: i64 = 1_735_686_100;
const URL: &str = "https://gw.example.com/act/search.web";
/// `openssl x509 -in client-cert.pem -outform DER | openssl dgst -sha256 -binary`, base64url.
const CLIENT_X5T: &str = "wPc68McsWR_rIXAs6UjOWusmPXOtHgknyJOKLXRgMWE";

fn token(cnf: Option<Value>) -> String {
    let mut payload = json!({
        "iss": "https://as.example.com", "sub": "agent-1", "aud": "https://api.example.com",
        "exp": 1_735_689_600, "iat": 1_735_686_000, "jti": "t-1",
        "agent": {"id": "agent-1", "type": "llm-autonomous", "operator": "org:test"},
        "task": {"id": "task-1", "purpose": "test"},
        "capabilities": [{"action": "search.web"}]
    });
    if let Some(cnf) = cnf {
        payload["cnf"] = cnf;
    }
    signer::sign(&payload, Algorithm::ES256)
}

fn verifier() -> Verifier {
    signer::verifier("https://api.example.com")
        .with_clock(FixedClock(NOW))
        .with_realm("api")
}

fn pem(file: &str) -> String {
    std::fs::read_to_string(signer::data().join(file)).unwrap()
}

fn request() -> Request {
    Request::new("search.web")
        .with_method("POST")
        .with_request_url(URL)
}

fn proof(key: &str, token: &str, jti: &str) -> String {
    signer::dpop(key, "POST", URL, token, NOW, jti)
}

/// `result status error: reason` for one request.
fn outcome(verifier: &Verifier, authorization: &str, request: &Request) -> String {
    let decision = verifier.check(Some(authorization), request, &MemoryRateStore::new());
    describe(&decision)
}

fn describe(decision: &Decision) -> String {
    match decision.denial() {
        None => decision.result().to_owned(),
        Some(d) => format!(
            "{} {} {}: {}",
            decision.result(),
            d.status(),
            d.code().map_or("-", |c| c.as_str()),
            d.reason()
        ),
    }
}

#[test]
fn a_bound_token_is_accepted_only_with_its_proof() {
    let v = verifier();
    let unbound = token(None);
    let dpop_bound = token(Some(json!({"jkt": signer::jkt("es256")})));
    let rsa_bound = token(Some(json!({"jkt": signer::jkt("rs256")})));
    let cert_bound = token(Some(json!({"x5t#S256": CLIENT_X5T})));
    let both = token(Some(
        json!({"jkt": signer::jkt("es256"), "x5t#S256": CLIENT_X5T}),
    ));
    let client = || {
        request()
            .with_client_certificate_pem(&pem("client-cert.pem"))
            .unwrap()
    };
    let other_client = || {
        request()
            .with_client_certificate_pem(&pem("other-client-cert.pem"))
            .unwrap()
    };
    let bearer = |t: &str| format!("Bearer {t}");
    let dpop = |t: &str| format!("DPoP {t}");
    let cases: Vec<(&str, String, Request, &str)> = vec![
        ("unbound, bearer", bearer(&unbound), request(), "AUTHORIZED"),
        (
            "unbound, DPoP scheme with a valid proof",
            dpop(&unbound),
            request().with_dpop_proof(proof("es256", &unbound, "a")),
            "REJECTED 401 invalid_token: DPoP was used with a token that is not DPoP-bound",
        ),
        (
            "unbound, bearer with a DPoP header",
            bearer(&unbound),
            request().with_dpop_proof(proof("es256", &unbound, "b")),
            "REJECTED 401 invalid_token: DPoP was used with a token that is not DPoP-bound",
        ),
        (
            "DPoP-bound, bearer, no proof (the hole of issue 35)",
            bearer(&dpop_bound),
            request(),
            "REJECTED 401 invalid_token: a DPoP-bound token was presented as a bearer token",
        ),
        (
            "DPoP-bound, bearer with a valid proof",
            bearer(&dpop_bound),
            request().with_dpop_proof(proof("es256", &dpop_bound, "c")),
            "REJECTED 401 invalid_token: a DPoP-bound token was presented as a bearer token",
        ),
        (
            "DPoP-bound, DPoP scheme, no proof",
            dpop(&dpop_bound),
            request(),
            "REJECTED 401 invalid_dpop_proof: the DPoP scheme came without a DPoP proof",
        ),
        (
            "DPoP-bound, valid proof",
            dpop(&dpop_bound),
            request().with_dpop_proof(proof("es256", &dpop_bound, "d")),
            "AUTHORIZED",
        ),
        (
            "RSA-bound, valid RS256 proof",
            dpop(&rsa_bound),
            request().with_dpop_proof(proof("rs256", &rsa_bound, "e")),
            "AUTHORIZED",
        ),
        (
            "DPoP-bound, proof by another key",
            dpop(&dpop_bound),
            request().with_dpop_proof(proof("eddsa", &dpop_bound, "f")),
            "REJECTED 401 invalid_dpop_proof: the DPoP proof's key is not the one cnf.jkt names",
        ),
        (
            "DPoP-bound, two DPoP headers",
            dpop(&dpop_bound),
            request()
                .with_dpop_proof(proof("es256", &dpop_bound, "g"))
                .with_dpop_proof(proof("es256", &dpop_bound, "h")),
            "REJECTED 401 invalid_dpop_proof: the request has more than one DPoP header",
        ),
        (
            "DPoP-bound, proof for another token",
            dpop(&dpop_bound),
            request().with_dpop_proof(proof("es256", &unbound, "i")),
            "REJECTED 401 invalid_dpop_proof: invalid DPoP proof: ath is not the hash of the access token",
        ),
        (
            "DPoP-bound, proof for another method",
            dpop(&dpop_bound),
            request().with_method("GET").with_dpop_proof(proof("es256", &dpop_bound, "j")),
            "REJECTED 401 invalid_dpop_proof: invalid DPoP proof: htm \"POST\" is not the request's method \"GET\"",
        ),
        (
            "DPoP-bound, proof for another URL",
            dpop(&dpop_bound),
            request()
                .with_request_url("https://gw.example.com/act/cms.publish")
                .with_dpop_proof(proof("es256", &dpop_bound, "k")),
            "REJECTED 401 invalid_dpop_proof: invalid DPoP proof: htu \"https://gw.example.com/act/search.web\" is not the request's URL \"https://gw.example.com/act/cms.publish\"",
        ),
        (
            "DPoP-bound, proof from two minutes ago",
            dpop(&dpop_bound),
            request().with_dpop_proof(signer::dpop("es256", "POST", URL, &dpop_bound, NOW - 120, "l")),
            "REJECTED 401 invalid_dpop_proof: invalid DPoP proof: iat 1735685980 is more than 60 s from now (1735686100)",
        ),
        (
            "certificate-bound, no certificate",
            bearer(&cert_bound),
            request(),
            "REJECTED 401 invalid_token: a certificate-bound token came without a client certificate",
        ),
        (
            "certificate-bound, another certificate",
            bearer(&cert_bound),
            other_client(),
            "REJECTED 401 invalid_token: the client certificate is not the one cnf.x5t#S256 names",
        ),
        ("certificate-bound, its certificate", bearer(&cert_bound), client(), "AUTHORIZED"),
        (
            "certificate-bound, its certificate, DPoP scheme",
            dpop(&cert_bound),
            client().with_dpop_proof(proof("es256", &cert_bound, "m")),
            "REJECTED 401 invalid_token: DPoP was used with a token that is not DPoP-bound",
        ),
        (
            "bound both ways, both proofs",
            dpop(&both),
            client().with_dpop_proof(proof("es256", &both, "n")),
            "AUTHORIZED",
        ),
        (
            "bound both ways, no certificate",
            dpop(&both),
            request().with_dpop_proof(proof("es256", &both, "o")),
            "REJECTED 401 invalid_token: a certificate-bound token came without a client certificate",
        ),
        (
            "bound both ways, no DPoP proof",
            bearer(&both),
            client(),
            "REJECTED 401 invalid_token: a DPoP-bound token was presented as a bearer token",
        ),
        (
            "cnf with a member the verifier does not know",
            bearer(&token(Some(json!({"jwk": signer::public_jwk("es256")})))),
            request(),
            "REJECTED 401 invalid_token: cnf member \"jwk\" is a binding this verifier cannot check",
        ),
        (
            "cnf with a known and an unknown member",
            dpop(&token(Some(json!({"jkt": signer::jkt("es256"), "x5t": "abc"})))),
            request(),
            "REJECTED 401 invalid_token: cnf member \"x5t\" is a binding this verifier cannot check",
        ),
        (
            "empty cnf",
            bearer(&token(Some(json!({})))),
            request(),
            "REJECTED 401 invalid_token: cnf names no confirmation method",
        ),
    ];
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|(name, auth, request, want)| {
            let got = outcome(&v, auth, request);
            (got != *want).then(|| format!("{name}: got {got:?}, want {want:?}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn a_proof_is_accepted_once() {
    let v = verifier();
    let bound = token(Some(json!({"jkt": signer::jkt("eddsa")})));
    let auth = format!("DPoP {bound}");
    let with_proof = request().with_dpop_proof(proof("eddsa", &bound, "once"));
    assert_eq!(outcome(&v, &auth, &with_proof), "AUTHORIZED");
    assert_eq!(
        outcome(&v, &auth, &with_proof),
        "REJECTED 401 invalid_dpop_proof: DPoP proof jti \"once\" was used before"
    );
    // A clone shares the store; a refused proof spends no jti.
    let clone = v.clone();
    assert!(outcome(&clone, &auth, &with_proof).contains("was used before"));
    let wrong_url = request()
        .with_request_url("https://gw.example.com/other")
        .with_dpop_proof(proof("eddsa", &bound, "kept"));
    assert!(outcome(&v, &auth, &wrong_url).contains("htu"));
    let right = request().with_dpop_proof(proof("eddsa", &bound, "kept"));
    assert_eq!(outcome(&v, &auth, &right), "AUTHORIZED");
}

#[test]
fn verify_alone_refuses_every_bound_token() {
    let v = verifier();
    for cnf in [
        json!({"jkt": signer::jkt("es256")}),
        json!({"x5t#S256": CLIENT_X5T}),
        json!({"other": 1}),
    ] {
        let denial = v.verify(&token(Some(cnf.clone()))).unwrap_err();
        assert_eq!(denial.status(), 401, "{cnf}");
    }
    assert!(v.verify(&token(None)).is_ok());
}

#[test]
fn denials_of_dpop_requests_carry_the_dpop_challenge() {
    let v = verifier();
    let bound = token(Some(json!({"jkt": signer::jkt("es256")})));
    let store = MemoryRateStore::new();
    let algs = r#"algs="ES256 RS256 PS256 EdDSA""#;
    let cases: Vec<(String, Request, Scheme, String)> = vec![
        (
            format!("Bearer {bound}"),
            request(),
            Scheme::Dpop,
            format!(
                r#"DPoP realm="api", error="invalid_token", error_description="the access token's key binding is not proven", {algs}"#
            ),
        ),
        (
            format!("DPoP {bound}"),
            request(),
            Scheme::Dpop,
            format!(
                r#"DPoP realm="api", error="invalid_dpop_proof", error_description="the DPoP proof is invalid", {algs}"#
            ),
        ),
        (
            // a valid proof, for an action the token does not grant: 403 under DPoP
            format!("DPoP {bound}"),
            Request::new("cms.publish")
                .with_method("POST")
                .with_request_url(URL)
                .with_dpop_proof(proof("es256", &bound, "p")),
            Scheme::Dpop,
            format!(
                r#"DPoP realm="api", error="aap_invalid_capability", error_description="no capability grants the requested action", {algs}"#
            ),
        ),
        (
            "DPoP not.a.token".to_owned(),
            request(),
            Scheme::Dpop,
            format!(
                r#"DPoP realm="api", error="invalid_token", error_description="the access token is malformed", {algs}"#
            ),
        ),
        (
            "Bearer not.a.token".to_owned(),
            request(),
            Scheme::Bearer,
            r#"Bearer realm="api", error="invalid_token", error_description="the access token is malformed""#
                .to_owned(),
        ),
    ];
    for (auth, request, scheme, challenge) in cases {
        let decision = v.check(Some(&auth), &request, &store);
        let denial = decision.denial().unwrap();
        assert_eq!(
            (denial.scheme(), v.www_authenticate(denial)),
            (scheme, challenge),
            "{auth}"
        );
    }
}

#[test]
fn the_dpop_window_is_configurable_and_capped() {
    let bound = token(Some(json!({"jkt": signer::jkt("es256")})));
    let auth = format!("DPoP {bound}");
    let old = |jti: &str| {
        request().with_dpop_proof(signer::dpop("es256", "POST", URL, &bound, NOW - 200, jti))
    };
    let wide = verifier().with_dpop_window(Duration::from_secs(240));
    assert_eq!(outcome(&wide, &auth, &old("w1")), "AUTHORIZED");
    let capped = verifier().with_dpop_window(Duration::from_secs(3600));
    let far =
        request().with_dpop_proof(signer::dpop("es256", "POST", URL, &bound, NOW - 301, "w2"));
    assert!(outcome(&capped, &auth, &far).contains("more than 300 s from now"));
    assert!(outcome(&verifier(), &auth, &old("w3")).contains("more than 60 s from now"));
}
