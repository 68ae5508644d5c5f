//! The verifier on hostile and edge input, as tables: every algorithm accepted with its own
//! key, algorithm confusion refused, broken tokens and JWKS documents refused with their
//! exact reasons, the times and the delegation claim, and the decisions a server sends.
#![cfg(feature = "aap-auth")]

#[path = "aap/signer.rs"]
mod signer;

use std::time::Duration;

use agent_approval::aap_auth::{
    Decision, ErrorCode, FixedClock, Jwks, MemoryRateStore, Request, Verifier,
};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use jsonwebtoken::{Algorithm, EncodingKey};
use serde_json::{json, Value};

const NOW: i64 = 1_735_686_100;

fn payload() -> Value {
    json!({
        "iss": "https://as.example.com", "sub": "agent-1", "aud": "https://api.example.com",
        "exp": 1_735_689_600, "iat": 1_735_686_000, "jti": "t-1",
        "agent": {"id": "agent-1", "type": "llm-autonomous", "operator": "org:test"},
        "task": {"id": "task-1", "purpose": "test"},
        "capabilities": [
            {"action": "search.web", "constraints": {"domains_allowed": ["example.org"], "max_requests_per_minute": 2}},
            {"action": "cms.create_draft"},
            {"action": "cms.publish"}
        ],
        "oversight": {"level": "approval", "requires_human_approval_for": ["cms.publish"],
                      "notify_on": ["cms.create_draft"], "approval_reference": "https://approval.example.com/r"},
        "delegation": {"depth": 0, "max_depth": 1, "chain": ["agent-1"]}
    })
}

fn with(changes: &[(&str, Value)]) -> Value {
    let mut p = payload();
    for (pointer, value) in changes {
        let (parent, key) = pointer.rsplit_once('/').unwrap();
        let target = p.pointer_mut(parent).unwrap().as_object_mut().unwrap();
        if value.is_null() {
            target.remove(key);
        } else {
            target.insert(key.to_owned(), value.clone());
        }
    }
    p
}

fn verifier() -> Verifier {
    signer::verifier("https://api.example.com").with_clock(FixedClock(NOW))
}

fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// A token with any header and payload bytes, signed by `file`'s key as `alg`.
fn raw(header: &str, payload: &[u8], alg: Algorithm, file: &str) -> String {
    signer::sign_parts(header.as_bytes(), payload, alg, file)
}

fn reason(token: &str) -> String {
    match verifier().verify(token) {
        Ok(_) => "accepted".to_owned(),
        Err(d) => format!("{} {}: {}", d.status(), d.code().unwrap(), d.reason()),
    }
}

#[test]
fn every_algorithm_with_its_key() {
    for (alg, _) in signer::ALGS {
        let token = signer::sign(&payload(), alg);
        assert_eq!(reason(&token), "accepted", "{alg:?}");
    }
}

#[test]
fn refusals() {
    let good = signer::sign(&payload(), Algorithm::ES256);
    let (h, p, s) = {
        let mut it = good.split('.');
        (it.next().unwrap(), it.next().unwrap(), it.next().unwrap())
    };
    // HS256 with the RSA key's public JWK bytes as the "secret": the classic confusion.
    let jwks_text = std::fs::read_to_string(signer::data().join("jwks.json")).unwrap();
    let hs_input = format!("{}.{p}", b64(br#"{"alg":"HS256","kid":"aap-rs256"}"#));
    let hs_sig = jsonwebtoken::crypto::sign(
        hs_input.as_bytes(),
        &EncodingKey::from_secret(jwks_text.as_bytes()),
        Algorithm::HS256,
    )
    .unwrap();
    let deep = format!("{}1{}", "[".repeat(40), "]".repeat(40));
    let cases: Vec<(String, &str)> = vec![
        (format!("{h}.{p}"), "401 invalid_token: token has 2 parts, a compact JWS has 3"),
        (format!("{h}.{p}.{s}.x"), "401 invalid_token: token has 4 parts, a compact JWS has 3"),
        (format!("{h}.{p}."), "401 invalid_token: the signature is empty"),
        (format!("{h}.{p}={s}"), "401 invalid_token: token has 2 parts, a compact JWS has 3"),
        (format!("{h}.{p}.{s}="), "401 invalid_token: the signature has '=', which is not base64url"),
        (format!("{h} .{p}.{s}"), "401 invalid_token: the header has ' ', which is not base64url"),
        (format!("{h}.{p}.{}", &s[..s.len() - 2]), "401 invalid_token: the signature does not verify"),
        (format!("{h}.{}.{s}", b64(br#"{"iss":"https://as.example.com"}"#)), "401 invalid_token: the signature does not verify"),
        (format!("{}.{p}.{s}", b64(br#"{"alg":"none","kid":"aap-es256"}"#)), "401 invalid_token: algorithm \"none\" is refused"),
        (format!("{hs_input}.{hs_sig}"), "401 invalid_token: algorithm \"HS256\" is refused"),
        (raw(r#"{"alg":"RS256","kid":"aap-es256"}"#, br"{}", Algorithm::RS256, "rs256"),
            "401 invalid_token: key \"aap-es256\" cannot verify RS256: it is a P-256 key (ES256 only)"),
        (raw(r#"{"alg":"ES256","kid":"aap-rs256"}"#, br"{}", Algorithm::ES256, "es256"),
            "401 invalid_token: key \"aap-rs256\" cannot verify ES256: it is an RSA key (RS256, PS256 only)"),
        (raw(r#"{"alg":"PS256","kid":"aap-rs256"}"#, br"{}", Algorithm::PS256, "rs256"),
            "401 invalid_token: key \"aap-rs256\" cannot verify PS256: the key's alg is another algorithm"),
        (raw(r#"{"alg":"EdDSA","kid":"aap-es256"}"#, br"{}", Algorithm::EdDSA, "eddsa"),
            "401 invalid_token: key \"aap-es256\" cannot verify EdDSA: it is a P-256 key (ES256 only)"),
        (raw(r#"{"alg":"ES256","kid":"aap-es256"}"#, payload().to_string().as_bytes(), Algorithm::ES256, "other-es256"),
            "401 invalid_token: the signature does not verify"),
        (raw(r#"{"alg":"ES256","kid":"nobody"}"#, br"{}", Algorithm::ES256, "es256"), "401 invalid_token: no key has kid \"nobody\""),
        (raw(r#"{"alg":"ES256"}"#, br"{}", Algorithm::ES256, "es256"), "401 invalid_token: the header has no kid"),
        (raw(r#"{"alg":"ES384","kid":"aap-es256"}"#, br"{}", Algorithm::ES256, "es256"), "401 invalid_token: algorithm \"ES384\" is not supported"),
        (raw(r#"{"alg":"ES256","kid":"aap-es256","kid":"x"}"#, br"{}", Algorithm::ES256, "es256"),
            "401 invalid_token: header: duplicate key \"kid\" at line 1 column 38"),
        (raw(r#"{"alg":"ES256","kid":"aap-es256"}"#, b"not json", Algorithm::ES256, "es256"),
            "401 invalid_token: invalid claims: expected ident at line 1 column 2"),
        (raw(r#"{"alg":"ES256","kid":"aap-es256"}"#, deep.as_bytes(), Algorithm::ES256, "es256"),
            "401 invalid_token: invalid claims: nesting depth exceeds the limit of 32 at line 1 column 33"),
        (raw(r#"{"alg":"ES256","kid":"aap-es256"}"#, br#"{"exp":1,"exp":2}"#, Algorithm::ES256, "es256"),
            "401 invalid_token: invalid claims: duplicate key \"exp\" at line 1 column 14"),
        ("x".repeat(70_000), "401 invalid_token: token is 70000 bytes, more than the limit of 65536"),
    ];
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|(token, want)| {
            let got = reason(token);
            (got != *want)
                .then(|| format!("{}…: {got}\n  want {want}", &token[..token.len().min(40)]))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn claims_times_and_delegation() {
    let skewed = |skew: u64, p: &Value| match verifier()
        .with_skew(Duration::from_secs(skew))
        .verify(&signer::sign(p, Algorithm::EdDSA))
    {
        Ok(_) => "accepted".to_owned(),
        Err(d) => format!("{} {}: {}", d.status(), d.code().unwrap(), d.reason()),
    };
    let cases: Vec<(u64, Value, &str)> = vec![
        (0, with(&[("/exp", json!(NOW))]), "401 invalid_token: expired: exp 1735686100, now 1735686100"),
        (0, with(&[("/exp", json!(NOW + 1))]), "accepted"),
        (60, with(&[("/exp", json!(NOW - 59))]), "accepted"),
        (60, with(&[("/exp", json!(NOW - 60))]), "401 invalid_token: expired: exp 1735686040, now 1735686100"),
        (600, with(&[("/exp", json!(NOW - 300))]), "401 invalid_token: expired: exp 1735685800, now 1735686100"),
        (0, with(&[("/nbf", json!(NOW))]), "accepted"),
        (0, with(&[("/nbf", json!(NOW + 1))]), "401 invalid_token: not yet valid: nbf 1735686101, now 1735686100"),
        (30, with(&[("/nbf", json!(NOW + 30))]), "accepted"),
        (0, with(&[("/iat", json!(NOW + 1))]), "401 invalid_token: issued in the future: iat 1735686101, now 1735686100"),
        (0, with(&[("/iss", json!("https://evil.example.com"))]), "401 invalid_token: issuer \"https://evil.example.com\" is not trusted"),
        (0, with(&[("/aud", json!(["https://other.example.com", "https://api.example.com"]))]), "accepted"),
        (0, with(&[("/aud", json!(["https://other.example.com"]))]), "401 invalid_token: no audience of the token is this server's"),
        (0, with(&[("/aud", json!([]))]), "401 invalid_token: invalid claims: [] is not valid under any of the schemas listed in oneOf (it accepts a string) at /aud"),
        (0, with(&[("/agent", Value::Null)]), "401 invalid_token: invalid claims: \"agent\" is a required property at the root"),
        (0, with(&[("/capabilities", json!([{"action": "cms.*"}]))]), "401 invalid_token: invalid claims: \"cms.*\" does not match \"^[a-zA-Z][a-zA-Z0-9_-]*(\\\\.[a-zA-Z][a-zA-Z0-9_-]*)*$\" at /capabilities/0/action"),
        (0, with(&[("/delegation", json!({"depth": 2, "max_depth": 1, "chain": ["a", "b", "c"], "parent_jti": "p"}))]),
            "403 aap_excessive_delegation: delegation depth 2 exceeds the maximum of 1"),
        (0, with(&[("/delegation", json!({"depth": 1, "max_depth": 1, "chain": ["a"], "parent_jti": "p"}))]),
            "403 aap_invalid_delegation_chain: the delegation chain has 1 entries, depth 1 needs 2"),
        (0, with(&[("/delegation", json!({"depth": 1, "max_depth": 1, "parent_jti": "p"}))]),
            "403 aap_invalid_delegation_chain: the delegation claim has no chain"),
        (0, with(&[("/delegation", json!({"depth": 1, "max_depth": 1, "chain": ["a", "b"]}))]),
            "403 aap_invalid_delegation_chain: a delegated token has no parent_jti"),
        (0, with(&[("/delegation", json!({"depth": 0, "max_depth": 1, "chain": ["a"], "parent_jti": "p"}))]),
            "403 aap_invalid_delegation_chain: an original token (depth 0) has a parent_jti"),
        (0, with(&[("/delegation", json!({"depth": 1, "max_depth": 1, "chain": ["a", "b"], "parent_jti": "t-1"}))]),
            "403 aap_invalid_delegation_chain: parent_jti is the token's own jti"),
        (0, with(&[("/delegation", json!({"max_depth": 1, "chain": ["a"]}))]),
            "403 aap_invalid_delegation_chain: invalid claims: \"depth\" is a required property at /delegation"),
        (0, with(&[("/delegation", Value::Null)]), "accepted"),
    ];
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|(skew, p, want)| {
            let got = skewed(*skew, p);
            (got != *want).then(|| format!("{got}\n  want {want}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn unconfigured_verifier_refuses() {
    let token = signer::sign(&payload(), Algorithm::ES256);
    let bare = Verifier::new(signer::jwks()).with_clock(FixedClock(NOW));
    let err = bare.verify(&token).unwrap_err();
    assert_eq!(
        err.reason().to_string(),
        "the verifier has no trusted issuer configured"
    );
    let any = bare.accept_any_issuer().accept_any_audience();
    assert!(any.verify(&token).is_ok());
}

#[test]
fn jwks_refusals() {
    let ec = r#""kty":"EC","crv":"P-256","x":"dUQtdMzXlkpGihW5IK63-shC5qqQNk24qGgA_IusdSU","y":"xzMYTEtCfb2BtNkxRC8xvgahQl82CGHUJxWsd2htzlc""#;
    let short_n = b64(&[0xC5; 128]);
    let cases: Vec<(String, &str)> = vec![
        ("[]".into(), "jwks: not a JSON object"),
        ("{}".into(), "jwks: missing field `keys` at line 1 column 2"),
        (
            r#"{"keys":[],"keys":[]}"#.into(),
            "jwks: duplicate key \"keys\" at line 1 column 17",
        ),
        (
            r#"{"keys":[{"kty":"oct","kid":"s","k":"c2VjcmV0"}]}"#.into(),
            "key 0 (\"s\"): kty \"oct\" (a shared secret) is refused",
        ),
        (
            format!(r#"{{"keys":[{{{ec},"kid":"a"}},{{{ec},"kid":"a"}}]}}"#),
            "key 1 (\"a\"): kid appears twice in the set",
        ),
        (
            format!(r#"{{"keys":[{{{ec}}}]}}"#),
            "key 0: the key has no kid",
        ),
        (
            format!(r#"{{"keys":[{{{ec},"kid":"a","d":"AAAA"}}]}}"#),
            "key 0 (\"a\"): the key has private members (d, p or k); a JWKS holds public keys",
        ),
        (
            r#"{"keys":[{"kty":"EC","crv":"P-384","kid":"a","x":"AA","y":"AA"}]}"#.into(),
            "key 0 (\"a\"): EC curve Some(\"P-384\") is not supported (P-256 only)",
        ),
        (
            r#"{"keys":[{"kty":"EC","crv":"P-256","kid":"a","x":"AAAA","y":"AAAA"}]}"#.into(),
            "key 0 (\"a\"): x is 3 bytes, 32 expected",
        ),
        (
            r#"{"keys":[{"kty":"EC","crv":"P-256","kid":"a","y":"AAAA"}]}"#.into(),
            "key 0 (\"a\"): the key has no x",
        ),
        (
            format!(
                r#"{{"keys":[{{"kty":"EC","crv":"P-256","kid":"a","x":"{0}","y":"{0}"}}]}}"#,
                b64(&[7; 32])
            ),
            "key 0 (\"a\"): the key is not a valid EC public key",
        ),
        (
            r#"{"keys":[{"kty":"OKP","crv":"X25519","kid":"a","x":"AA"}]}"#.into(),
            "key 0 (\"a\"): OKP curve Some(\"X25519\") is not supported (Ed25519 only)",
        ),
        (
            r#"{"keys":[{"kty":"OKP","crv":"Ed25519","kid":"a","x":"A*"}]}"#.into(),
            "key 0 (\"a\"): x is not base64url: Invalid symbol 42, offset 1.",
        ),
        (
            format!(r#"{{"keys":[{{"kty":"RSA","kid":"a","n":"{short_n}","e":"AQAB"}}]}}"#),
            "key 0 (\"a\"): RSA modulus is 1024 bits, less than the minimum of 2048",
        ),
        (
            r#"{"keys":[{"kty":"XYZ","kid":"a"}]}"#.into(),
            "key 0 (\"a\"): kty \"XYZ\" is not supported (EC, RSA, OKP)",
        ),
        (
            r#"{"keys":[{"kid":"a"}]}"#.into(),
            "key 0 (\"a\"): missing field `kty`",
        ),
        (
            r#"{"keys":[{"kty":1,"kid":"a"}]}"#.into(),
            "key 0 (\"a\"): invalid type: integer `1`, expected a string",
        ),
    ];
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|(doc, want)| match Jwks::from_json(doc) {
            Ok(_) => Some(format!("{doc}: accepted")),
            Err(e) if e.to_string() != *want => Some(format!("{e}\n  want {want}")),
            Err(_) => None,
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn keys_not_for_signatures_verify_nothing() {
    let ec = r#""kty":"EC","crv":"P-256","x":"dUQtdMzXlkpGihW5IK63-shC5qqQNk24qGgA_IusdSU","y":"xzMYTEtCfb2BtNkxRC8xvgahQl82CGHUJxWsd2htzlc""#;
    for extra in [r#""use":"enc""#, r#""key_ops":["encrypt"]"#] {
        let jwks = Jwks::from_json(&format!(
            r#"{{"keys":[{{{ec},"kid":"aap-es256",{extra}}}]}}"#
        ))
        .unwrap();
        let v = Verifier::new(jwks)
            .accept_any_issuer()
            .accept_any_audience()
            .with_clock(FixedClock(NOW));
        let err = v
            .verify(&signer::sign(&payload(), Algorithm::ES256))
            .unwrap_err();
        assert_eq!(err.reason().to_string(), "key \"aap-es256\" cannot verify ES256: the key's use or key_ops exclude verifying signatures");
    }
}

#[test]
fn decisions() {
    let token = signer::sign(&payload(), Algorithm::PS256);
    let v = verifier().with_realm("api");
    let store = MemoryRateStore::new();
    let search = Request::new("search.web")
        .with_method("GET")
        .with_target_url("https://example.org/x");
    let cases: Vec<(Option<String>, Request, Value, Option<String>)> = vec![
        (Some(format!("Bearer {token}")), search.clone(), json!({"result": "AUTHORIZED", "status": 200, "notify": false}), None),
        (Some(format!("Bearer {token}")), search.clone(), json!({"result": "AUTHORIZED", "status": 200}), None),
        (Some(format!("bearer {token}")), search.clone().at(NOW + 1),
            json!({"result": "FORBIDDEN", "status": 429, "error": "aap_constraint_violation", "retry_after": 59}),
            Some(r#"{"error":"aap_constraint_violation","error_description":"rate limit exceeded for this capability"}"#.into())),
        (Some(format!("Bearer {token}")), Request::new("cms.create_draft"), json!({"result": "AUTHORIZED", "notify": true}), None),
        (Some(format!("Bearer {token}")), Request::new("cms.publish"),
            json!({"result": "FORBIDDEN", "status": 403, "error": "aap_approval_required", "approval_reference": "https://approval.example.com/r"}),
            Some(r#"{"approval_reference":"https://approval.example.com/r","error":"aap_approval_required","error_description":"this action requires human approval"}"#.into())),
        (Some(format!("Bearer {token}")), Request::new("CMS.Publish"),
            json!({"result": "FORBIDDEN", "status": 403, "error": "aap_invalid_capability",
                   "www_authenticate": "Bearer realm=\"api\", error=\"aap_invalid_capability\", error_description=\"no capability grants the requested action\""}), None),
        (None, search.clone(), json!({"result": "REJECTED", "status": 401, "error": null, "www_authenticate": "Bearer realm=\"api\""}),
            Some(r#"{"error_description":"bearer token required"}"#.into())),
        (Some(format!("Basic {token}")), search.clone(), json!({"result": "REJECTED", "status": 401, "error": null}), None),
        (Some("Bearer abc".into()), search.clone(),
            json!({"result": "REJECTED", "status": 401, "error": "invalid_token",
                   "www_authenticate": "Bearer realm=\"api\", error=\"invalid_token\", error_description=\"the access token is malformed\""}), None),
    ];
    for (i, (auth, request, want, body)) in cases.iter().enumerate() {
        let decision = v.check(auth.as_deref(), request, &store);
        let got = decision.to_json(v.realm());
        for (k, w) in want.as_object().unwrap() {
            assert_eq!(&got[k], w, "case {i} field {k}: {got}");
        }
        if let Some(body) = body {
            assert_eq!(
                decision.denial().unwrap().body().to_string(),
                *body,
                "case {i}"
            );
        }
    }
    let verified = v.verify(&token).unwrap();
    assert!(verified.may_delegate().is_ok());
    assert_eq!(verified.claims().jti.as_deref(), Some("t-1"));
    match verified.authorize(&Request::new("cms.create_draft"), &store) {
        Decision::Authorized(a) => assert_eq!((a.capability, a.notify), (1, true)),
        other => panic!("{other:?}"),
    }
    let err = v
        .verify(&signer::sign(
            &with(&[("/delegation/max_depth", json!(0))]),
            Algorithm::ES256,
        ))
        .unwrap();
    assert_eq!(
        err.may_delegate().unwrap_err().code(),
        Some(ErrorCode::InvalidGrant)
    );
}
