//! The property of the `aap_verify` target, shared with `tests/fuzz_corpus.rs`: the AAP
//! verifier never panics, and whatever it accepts is a valid `aap::Token`.
//!
//! The first byte picks what the rest is:
//! - `0`: a token string, verified as it comes (splitting, base64url, header, key lookup);
//! - `1`: a JWKS document, loaded;
//! - anything else: `header 0xFF payload`, each base64url-encoded and signed with the test
//!   Ed25519 key (`tests/data/aap/eddsa.pem`), so that the header and claims checks behind a
//!   valid signature are reached; an accepted token is then authorized for one request.

use std::sync::LazyLock;

use agent_approval::aap::Token;
use agent_approval::aap_auth::{FixedClock, Jwks, MemoryRateStore, Request, Verifier};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use jsonwebtoken::{Algorithm, EncodingKey};

static VERIFIER: LazyLock<Verifier> = LazyLock::new(|| {
    let jwks = Jwks::from_json(include_str!("../../tests/data/aap/jwks.json")).unwrap();
    Verifier::new(jwks)
        .with_issuer("https://as.example.com")
        .with_audience("https://api.example.com")
        .with_clock(FixedClock(1_735_686_100))
});

static KEY: LazyLock<EncodingKey> = LazyLock::new(|| {
    EncodingKey::from_ed_pem(include_bytes!("../../tests/data/aap/eddsa.pem")).unwrap()
});

/// Runs one input; `true` when it was accepted (a token verified, or a JWKS loaded).
pub fn check(data: &[u8]) -> bool {
    let Some((&mode, rest)) = data.split_first() else {
        return false;
    };
    match mode {
        0 => {
            let Ok(token) = std::str::from_utf8(rest) else {
                return false;
            };
            judge(token, None)
        }
        1 => Jwks::from_slice(rest).is_ok(),
        _ => {
            let (header, payload) = match rest.iter().position(|b| *b == 0xFF) {
                Some(i) => (&rest[..i], &rest[i + 1..]),
                None => (&br#"{"alg":"EdDSA","kid":"aap-eddsa"}"#[..], rest),
            };
            let input = format!(
                "{}.{}",
                URL_SAFE_NO_PAD.encode(header),
                URL_SAFE_NO_PAD.encode(payload)
            );
            let signature =
                jsonwebtoken::crypto::sign(input.as_bytes(), &KEY, Algorithm::EdDSA).unwrap();
            judge(&format!("{input}.{signature}"), Some(payload))
        }
    }
}

fn judge(token: &str, payload: Option<&[u8]>) -> bool {
    let Ok(verified) = VERIFIER.verify(token) else {
        return false;
    };
    if let Some(payload) = payload {
        assert!(
            agent_approval::from_slice::<Token>(payload).is_ok(),
            "accepted claims the engine refuses"
        );
    }
    let request = Request::new("search.web")
        .with_method("GET")
        .with_target_url("https://example.org/a");
    let decision = verified.authorize(&request, &MemoryRateStore::new());
    let _ = (decision.status(), decision.to_json(Some("r")));
    true
}
