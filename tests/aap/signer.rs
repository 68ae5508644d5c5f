//! Test-side signing: the committed test keys (`tests/data/aap/*.pem`), one per algorithm,
//! and a JWT of any JSON payload signed with them through jsonwebtoken's encoder.

use std::path::{Path, PathBuf};

use agent_approval::aap_auth::{Jwks, Verifier};
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde_json::Value;

/// The four algorithms, with their key file and `kid`.
pub const ALGS: [(Algorithm, &str); 4] = [
    (Algorithm::ES256, "es256"),
    (Algorithm::RS256, "rs256"),
    (Algorithm::PS256, "ps256"),
    (Algorithm::EdDSA, "eddsa"),
];

pub fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/aap")
}

pub fn jwks() -> Jwks {
    let text = std::fs::read_to_string(data().join("jwks.json")).unwrap();
    Jwks::from_json(&text).unwrap()
}

/// A verifier for the vectors' issuer and `audience`.
pub fn verifier(audience: &str) -> Verifier {
    Verifier::new(jwks())
        .with_issuer("https://as.example.com")
        .with_audience(audience)
}

fn key(file: &str, alg: Algorithm) -> EncodingKey {
    let pem = std::fs::read(data().join(format!("{file}.pem"))).unwrap();
    match alg {
        Algorithm::ES256 => EncodingKey::from_ec_pem(&pem),
        Algorithm::EdDSA => EncodingKey::from_ed_pem(&pem),
        _ => EncodingKey::from_rsa_pem(&pem),
    }
    .unwrap()
}

/// `payload` signed with the key of `alg` (any of [`ALGS`]), `kid` `aap-<name>`.
pub fn sign(payload: &Value, alg: Algorithm) -> String {
    let (_, name) = ALGS.iter().find(|(a, _)| *a == alg).unwrap();
    sign_with(payload, alg, name, &format!("aap-{name}"))
}

/// `payload` signed with key file `file` and header `kid`.
pub fn sign_with(payload: &Value, alg: Algorithm, file: &str, kid: &str) -> String {
    let mut header = Header::new(alg);
    header.kid = Some(kid.to_owned());
    jsonwebtoken::encode(&header, payload, &key(file, alg)).unwrap()
}
