//! The fetching half of `tests/aap_remote_keys.rs`: where the metadata is (RFC 8414 §3.1),
//! what in it is refused (§3.3, https only), and failures of the transport (server down,
//! untrusted certificates, a hanging server).

use std::sync::Arc;
use std::time::{Duration, Instant};

use agent_approval::aap_auth::{KeySource, RemoteJwks, RemoteJwksErrorKind as Kind};
use jsonwebtoken::Algorithm;
use serde_json::json;

use super::as_server::{AsServer, Reply};
use super::support::{
    jwks_of, outcome, remote, verifier, TestClock, ALL, JWKS, OK, T0, UNAVAILABLE,
};

#[test]
fn metadata_at_the_well_known_url_with_and_without_issuer_path() {
    // (issuer path, where RFC 8414 §3.1 puts its metadata)
    let cases = [
        ("", "/.well-known/oauth-authorization-server"),
        ("/", "/.well-known/oauth-authorization-server"),
        (
            "/tenant/a",
            "/.well-known/oauth-authorization-server/tenant/a",
        ),
        ("/tenant/", "/.well-known/oauth-authorization-server/tenant"),
    ];
    for (path, well_known) in cases {
        let server = AsServer::start();
        let issuer = server.url(path);
        let metadata = json!({"issuer": issuer, "jwks_uri": server.url(JWKS)});
        server.route(well_known, Reply::json(metadata.to_string()));
        server.route(JWKS, Reply::json(jwks_of(&ALL)));
        let keys = RemoteJwks::from_issuer(&issuer)
            .unwrap()
            .with_root_certificates_pem(server.ca_pem())
            .unwrap()
            .without_proxy();
        assert_eq!(keys.jwks_uri(), None, "{path:?}");
        let keys = Arc::new(keys);
        let v = verifier(&keys);
        assert_eq!(outcome(&v, Algorithm::ES256), OK, "{path:?}");
        assert_eq!(outcome(&v, Algorithm::EdDSA), OK, "{path:?}");
        assert_eq!(keys.jwks_uri(), Some(server.url(JWKS)), "{path:?}");
        assert_eq!(
            (server.hits(well_known), server.hits(JWKS)),
            (1, 1),
            "{path:?}"
        );
        assert_eq!(keys.kids(), ALL.map(|n| format!("aap-{n}")), "{path:?}");
    }
}

#[test]
fn metadata_refused() {
    let well_known = "/.well-known/oauth-authorization-server";
    // (metadata document given the server's issuer and https jwks_uri, expected kind)
    type Case = (fn(&str, &str) -> String, fn(&str) -> Kind);
    let cases: [Case; 5] = [
        (
            |_, jwks| json!({"issuer": "https://as.example.com", "jwks_uri": jwks}).to_string(),
            |issuer| Kind::IssuerMismatch {
                expected: issuer.to_owned(),
                found: "https://as.example.com".to_owned(),
            },
        ),
        (
            |issuer, jwks| json!({"issuer": format!("{issuer}/"), "jwks_uri": jwks}).to_string(),
            |issuer| Kind::IssuerMismatch {
                expected: issuer.to_owned(),
                found: format!("{issuer}/"),
            },
        ),
        (
            |issuer, jwks| {
                let http = jwks.replacen("https", "http", 1);
                json!({"issuer": issuer, "jwks_uri": http}).to_string()
            },
            |issuer| {
                let http = issuer.replacen("https", "http", 1);
                Kind::Metadata(format!("jwks_uri \"{http}/keys\" is not an https url"))
            },
        ),
        (
            |issuer, _| json!({"issuer": issuer}).to_string(),
            |_| Kind::Metadata("no jwks_uri string".to_owned()),
        ),
        (
            |issuer, jwks| {
                format!(r#"{{"issuer":"{issuer}","issuer":"{issuer}","jwks_uri":"{jwks}"}}"#)
            },
            |issuer| {
                let column = issuer.len() + 21; // the second "issuer" ends there
                Kind::NotJson(format!(
                    "duplicate key \"issuer\" at line 1 column {column}"
                ))
            },
        ),
    ];
    for (i, (document, expected)) in cases.into_iter().enumerate() {
        let server = AsServer::start();
        let issuer = server.url("");
        server.route(
            well_known,
            Reply::json(document(&issuer, &server.url(JWKS))),
        );
        server.route(JWKS, Reply::json(jwks_of(&ALL)));
        let keys = RemoteJwks::from_issuer(&issuer)
            .unwrap()
            .with_root_certificates_pem(server.ca_pem())
            .unwrap()
            .without_proxy();
        let err = keys.refresh().unwrap_err();
        assert_eq!(err.url(), server.url(well_known), "case {i}");
        assert_eq!(err.kind(), &expected(&issuer), "case {i}");
        let keys = Arc::new(keys.with_retry_interval(Duration::ZERO));
        assert_eq!(
            outcome(&verifier(&keys), Algorithm::ES256),
            UNAVAILABLE,
            "case {i}"
        );
        assert_eq!(
            (server.hits(well_known), server.hits(JWKS)),
            (2, 0),
            "case {i}"
        );
    }
}

#[test]
fn only_https_urls_are_accepted() {
    let cases = [
        (
            "http://as.example.com",
            "http://as.example.com: not an https url",
        ),
        (
            "ftp://as.example.com",
            "ftp://as.example.com: not an https url",
        ),
        ("//as.example.com", "//as.example.com: not an https url"),
        ("https://", "https://: invalid url: no host"),
    ];
    for (url, message) in cases {
        let by_issuer = RemoteJwks::from_issuer(url).unwrap_err();
        let by_uri = RemoteJwks::from_jwks_uri(url).unwrap_err();
        assert_eq!(by_issuer.to_string(), message);
        assert_eq!(by_uri.to_string(), message);
    }
    let pem = RemoteJwks::from_jwks_uri("https://as.example.com/keys")
        .unwrap()
        .with_root_certificates_pem(b"not a certificate")
        .unwrap_err();
    assert_eq!(
        pem.to_string(),
        "https://as.example.com/keys: root certificates refused: no certificate in the pem text"
    );
}

#[test]
fn server_down_at_start_refuses_tokens() {
    let server = AsServer::start();
    let clock = TestClock::at(T0);
    let keys = Arc::new(remote(&server, &clock));
    server.stop();
    let v = verifier(&keys);
    assert_eq!(outcome(&v, Algorithm::ES256), UNAVAILABLE);
    let err = keys.last_error().unwrap();
    assert!(matches!(err.kind(), Kind::Connect(_)), "{err}");
    let refusal = keys.key_set("aap-es256").unwrap_err();
    let prefix = format!(
        "no key set was fetched: {}: connection failed: ",
        server.url(JWKS)
    );
    assert!(refusal.message().starts_with(&prefix), "{refusal}");
    assert!(keys.kids().is_empty() && keys.fetched_at().is_none());
}

#[test]
fn untrusted_certificates_are_tls_errors() {
    let server = AsServer::start();
    server.route(JWKS, Reply::json(jwks_of(&ALL)));
    let other_ca = AsServer::start();
    let webpki = RemoteJwks::from_jwks_uri(server.url(JWKS))
        .unwrap()
        .without_proxy();
    let other = RemoteJwks::from_jwks_uri(server.url(JWKS))
        .and_then(|k| {
            k.without_proxy()
                .with_root_certificates_pem(other_ca.ca_pem())
        })
        .unwrap();
    // (source, the TLS failure): the webpki roots lack the test CA; the other server's CA has
    // the same name but another key
    let cases = [
        (webpki, "invalid peer certificate: UnknownIssuer"),
        (other, "invalid peer certificate: BadSignature"),
    ];
    for (keys, why) in cases {
        let err = keys.refresh().unwrap_err();
        assert_eq!(err.kind(), &Kind::Tls(why.to_owned()));
        assert_eq!(
            err.to_string(),
            format!("{}: tls failed: {why}", server.url(JWKS))
        );
    }
    assert_eq!(server.hits(JWKS), 0);
}

#[test]
fn a_hanging_server_times_out() {
    let server = AsServer::start();
    server.route(JWKS, Reply::Hang(Duration::from_secs(3)));
    let keys = remote(&server, &TestClock::at(T0))
        .with_timeouts(Duration::from_millis(500), Duration::from_millis(500));
    let started = Instant::now();
    let err = keys.refresh().unwrap_err();
    assert!(matches!(err.kind(), Kind::Timeout(_)), "{err}");
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
}
