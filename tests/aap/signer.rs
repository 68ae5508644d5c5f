//! Test-side signing: the committed test keys (`tests/data/aap/*.pem`), one per algorithm,
//! and a JWT of any JSON payload signed with them through jsonwebtoken's encoder.
#![allow(dead_code)] // each test binary uses a part of it

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

/// Any header and payload bytes, base64url-encoded and signed with key file `file` as `alg`:
/// a compact JWS whatever the bytes say.
pub fn sign_parts(header: &[u8], payload: &[u8], alg: Algorithm, file: &str) -> String {
    use base64::Engine as _;
    let b64 = |b: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b);
    let input = format!("{}.{}", b64(header), b64(payload));
    let signature = jsonwebtoken::crypto::sign(input.as_bytes(), &key(file, alg), alg).unwrap();
    format!("{input}.{signature}")
}

/// `payload` signed with key file `file` and header `kid`.
pub fn sign_with(payload: &Value, alg: Algorithm, file: &str, kid: &str) -> String {
    let mut header = Header::new(alg);
    header.kid = Some(kid.to_owned());
    jsonwebtoken::encode(&header, payload, &key(file, alg)).unwrap()
}

/// The public JWK of test key `name` (`es256`, `rs256`, `ps256`, `eddsa`), from `jwks.json`,
/// without `kid`, `use` and `alg`.
pub fn public_jwk(name: &str) -> Value {
    let set: Value =
        serde_json::from_slice(&std::fs::read(data().join("jwks.json")).unwrap()).unwrap();
    let mut key = set["keys"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kid"] == format!("aap-{name}"))
        .unwrap()
        .clone();
    for member in ["kid", "use", "alg"] {
        key.as_object_mut().unwrap().remove(member);
    }
    key
}

/// `BASE64URL(SHA-256(bytes))`.
pub fn sha256_b64(bytes: &[u8]) -> String {
    use base64::Engine as _;
    use sha2::Digest as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(sha2::Sha256::digest(bytes))
}

/// The RFC 7638 thumbprint of test key `name`: what a token bound to it has as `cnf.jkt`.
pub fn jkt(name: &str) -> String {
    let k = public_jwk(name);
    let canonical = match k["kty"].as_str().unwrap() {
        "EC" => format!(
            r#"{{"crv":{},"kty":"EC","x":{},"y":{}}}"#,
            k["crv"], k["x"], k["y"]
        ),
        "OKP" => format!(r#"{{"crv":{},"kty":"OKP","x":{}}}"#, k["crv"], k["x"]),
        _ => format!(r#"{{"e":{},"kty":"RSA","n":{}}}"#, k["e"], k["n"]),
    };
    sha256_b64(canonical.as_bytes())
}

/// A DPoP proof (RFC 9449 §4.2) by test key `name` for `htm` `htu`, bound to `token` (`ath`),
/// made at `iat` with `jti`.
pub fn dpop(name: &str, htm: &str, htu: &str, token: &str, iat: i64, jti: &str) -> String {
    let alg = ALGS.iter().find(|(_, n)| *n == name).unwrap().0;
    let mut header = Header::new(alg);
    header.typ = Some("dpop+jwt".to_owned());
    let jwk: jsonwebtoken::jwk::Jwk = serde_json::from_value(public_jwk(name)).unwrap();
    header.jwk = Some(jwk);
    let claims = serde_json::json!({
        "jti": jti, "htm": htm, "htu": htu, "iat": iat, "ath": sha256_b64(token.as_bytes()),
    });
    jsonwebtoken::encode(&header, &claims, &key(name, alg)).unwrap()
}
