//! Helpers of `tests/aap_remote_keys.rs`: a settable clock, subsets of the committed key set,
//! a signed token, a `RemoteJwks` trusting the stand-in's CA, a verifier over it, and a
//! decision told as one comparable line.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use agent_approval::aap_auth::{
    Clock, Decision, FixedClock, MemoryRateStore, Reason, RemoteJwks, Request, Verifier,
};
use jsonwebtoken::Algorithm;
use serde_json::{json, Value};

use super::as_server::AsServer;
use super::signer;

pub const T0: i64 = 1_800_000_000;
pub const JWKS: &str = "/keys";

/// A clock the test sets.
#[derive(Debug, Clone)]
pub struct TestClock(Arc<AtomicI64>);

impl TestClock {
    pub fn at(t: i64) -> Self {
        Self(Arc::new(AtomicI64::new(t)))
    }
    pub fn set(&self, t: i64) {
        self.0.store(t, Ordering::SeqCst);
    }
}

impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// The committed set with only the keys named `aap-<name>`.
pub fn jwks_of(names: &[&str]) -> String {
    let text = std::fs::read_to_string(signer::data().join("jwks.json")).unwrap();
    let mut set: Value = serde_json::from_str(&text).unwrap();
    let keys = set["keys"].as_array_mut().unwrap();
    keys.retain(|k| names.iter().any(|n| k["kid"] == format!("aap-{n}")));
    assert_eq!(keys.len(), names.len());
    set.to_string()
}

pub const ALL: [&str; 4] = ["es256", "rs256", "ps256", "eddsa"];

pub fn token(alg: Algorithm) -> String {
    let payload = json!({
        "iss": "https://as.example.com", "sub": "agent-1", "aud": "https://api.example.com",
        "exp": 1_735_689_600, "iat": 1_735_686_000, "jti": "rk-1",
        "agent": {"id": "agent-1", "type": "llm-autonomous", "operator": "org:test"},
        "task": {"id": "task-1", "purpose": "test"},
        "capabilities": [{"action": "search.web"}]
    });
    signer::sign(&payload, alg)
}

/// A `RemoteJwks` for `url` (a `jwks_uri`) trusting the server's CA, on `clock`.
pub fn remote(server: &AsServer, clock: &TestClock) -> RemoteJwks {
    RemoteJwks::from_jwks_uri(server.url(JWKS))
        .unwrap()
        .with_root_certificates_pem(server.ca_pem())
        .unwrap()
        .without_proxy()
        .with_clock(clock.clone())
}

pub fn verifier(keys: &Arc<RemoteJwks>) -> Verifier {
    Verifier::with_key_source(Arc::clone(keys))
        .with_issuer("https://as.example.com")
        .with_audience("https://api.example.com")
        .with_clock(FixedClock(1_735_686_100))
}

/// "AUTHORIZED", or the status and the reason, the kid named when unknown.
pub fn outcome(verifier: &Verifier, alg: Algorithm) -> String {
    let header = format!("Bearer {}", token(alg));
    let decision = verifier.check(
        Some(&header),
        &Request::new("search.web"),
        &MemoryRateStore::new(),
    );
    match &decision {
        Decision::Authorized(_) => decision.result().to_owned(),
        _ => {
            let denial = decision.denial().unwrap();
            let reason = match denial.reason() {
                Reason::UnknownKid(kid) => format!("unknown kid {kid}"),
                Reason::KeysUnavailable(_) => "keys unavailable".to_owned(),
                other => other.to_string(),
            };
            format!("{} {reason}", decision.status())
        }
    }
}

pub const OK: &str = "AUTHORIZED";
pub const UNAVAILABLE: &str = "401 keys unavailable";
