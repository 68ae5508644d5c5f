//! The property of the `aap_dpop` target, shared with `tests/fuzz_corpus.rs`: DPoP proofs
//! (`aap_auth::DpopProof::verify`, and through `Verifier::check` with a DPoP-bound token)
//! never panic, and a proof accepted matches the request it was checked against.
//!
//! The first byte picks what the rest is:
//! - `0`: the `DPoP` header's value as it comes;
//! - anything else: `header 0xFF claims` (without `0xFF`: the claims under a valid header
//!   naming the test Ed25519 key), each base64url-encoded and signed with that key
//!   (`tests/data/aap/eddsa.pem`), so that the checks behind a valid signature are reached.

use std::sync::LazyLock;

use agent_approval::aap_auth::{
    DpopProof, FixedClock, Jwks, MemoryRateStore, ProofContext, Request, Verifier,
};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use jsonwebtoken::{Algorithm, EncodingKey};
use serde_json::Value;
use sha2::Digest as _;

const NOW: i64 = 1_735_686_100;
const URL: &str = "https://gw.example.com/act/search.web";
/// The test Ed25519 key's public half (`jwks.json`, `aap-eddsa`).
const EDDSA_X: &str = "Eizzam9MuP4eqWooMrr8-srVgqzB79V9XpL2Xg1ez0U";

fn b64sha(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(sha2::Sha256::digest(bytes))
}

static KEY: LazyLock<EncodingKey> = LazyLock::new(|| {
    EncodingKey::from_ed_pem(include_bytes!("../../tests/data/aap/eddsa.pem")).unwrap()
});

/// An access token bound to the Ed25519 key by `cnf.jkt` (RFC 7638 thumbprint).
static TOKEN: LazyLock<String> = LazyLock::new(|| {
    let jkt = b64sha(format!(r#"{{"crv":"Ed25519","kty":"OKP","x":"{EDDSA_X}"}}"#).as_bytes());
    let claims = serde_json::json!({
        "iss": "https://as.example.com", "sub": "agent-1", "aud": "https://api.example.com",
        "exp": 1_735_689_600, "iat": 1_735_686_000, "jti": "fuzz",
        "agent": {"id": "agent-1", "type": "llm-autonomous", "operator": "org:test"},
        "task": {"id": "task-1", "purpose": "fuzz"},
        "capabilities": [{"action": "search.web"}],
        "cnf": {"jkt": jkt}
    });
    let pem = include_bytes!("../../tests/data/aap/es256.pem");
    let mut header = jsonwebtoken::Header::new(Algorithm::ES256);
    header.kid = Some("aap-es256".to_owned());
    jsonwebtoken::encode(&header, &claims, &EncodingKey::from_ec_pem(pem).unwrap()).unwrap()
});

static VERIFIER: LazyLock<Verifier> = LazyLock::new(|| {
    let jwks = Jwks::from_json(include_str!("../../tests/data/aap/jwks.json")).unwrap();
    Verifier::new(jwks)
        .with_issuer("https://as.example.com")
        .with_audience("https://api.example.com")
        .with_clock(FixedClock(NOW))
});

/// Runs one input; `true` when the proof was accepted.
pub fn check(data: &[u8]) -> bool {
    let Some((&mode, rest)) = data.split_first() else {
        return false;
    };
    let proof = if mode == 0 {
        let Ok(text) = std::str::from_utf8(rest) else {
            return false;
        };
        text.to_owned()
    } else {
        let fixed = format!(
            r#"{{"typ":"dpop+jwt","alg":"EdDSA","jwk":{{"kty":"OKP","crv":"Ed25519","x":"{EDDSA_X}"}}}}"#
        );
        let (header, claims) = match rest.iter().position(|b| *b == 0xFF) {
            Some(i) => (&rest[..i], &rest[i + 1..]),
            None => (fixed.as_bytes(), rest),
        };
        let input = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(header),
            URL_SAFE_NO_PAD.encode(claims)
        );
        let signature =
            jsonwebtoken::crypto::sign(input.as_bytes(), &KEY, Algorithm::EdDSA).unwrap();
        format!("{input}.{signature}")
    };
    let context = ProofContext {
        method: "GET",
        url: URL,
        access_token: &TOKEN,
        now: NOW,
        window: 60,
    };
    let accepted = DpopProof::verify(&proof, &context).is_ok();
    if accepted {
        // What was accepted names this request, this token and a time in the window.
        let payload = proof.split('.').nth(1).unwrap();
        let claims: Value =
            serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).unwrap()).unwrap();
        assert_eq!(claims["htm"], "GET", "accepted another method");
        assert_eq!(
            claims["ath"],
            b64sha(TOKEN.as_bytes()),
            "accepted another token"
        );
        let iat = claims["iat"].as_i64().unwrap();
        assert!((NOW - 60..=NOW + 60).contains(&iat), "accepted iat {iat}");
    }
    let request = Request::new("search.web")
        .with_method("GET")
        .with_request_url(URL)
        .with_dpop_proof(proof);
    let decision = VERIFIER.check(
        Some(&format!("DPoP {}", *TOKEN)),
        &request,
        &MemoryRateStore::new(),
    );
    if decision.is_authorized() {
        assert!(
            accepted,
            "the verifier authorized a proof DpopProof refuses"
        );
    }
    let _ = (decision.status(), decision.to_json(Some("r")));
    accepted
}
