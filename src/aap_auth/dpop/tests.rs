//! DPoP proofs signed at test time with the committed test keys (`tests/data/aap/*.pem`),
//! each check of RFC 9449 §4.3 broken once.

use jsonwebtoken::Algorithm;
use serde_json::{json, Value};

use super::*;

#[path = "../../../tests/aap/signer.rs"]
mod signer;
use signer::public_jwk;

const NOW: i64 = 1_735_686_100;
const URL: &str = "https://api.example.com/act/search.web";

fn sign(header: &Value, claims: &[u8], file: &str, alg: Algorithm) -> String {
    signer::sign_parts(header.to_string().as_bytes(), claims, alg, file)
}

fn header(name: &str, alg: &str) -> Value {
    json!({"typ": "dpop+jwt", "alg": alg, "jwk": public_jwk(name)})
}

fn claims() -> Value {
    json!({
        "jti": "e1j3V_bKic8-LAEB",
        "htm": "POST",
        "htu": URL,
        "iat": NOW,
        "ath": sha256_base64url(b"the.access.token"),
    })
}

fn with(mut v: Value, key: &str, value: Value) -> Value {
    if value.is_null() {
        v.as_object_mut().unwrap().remove(key);
    } else {
        v[key] = value;
    }
    v
}

fn context() -> ProofContext<'static> {
    ProofContext {
        method: "POST",
        url: URL,
        access_token: "the.access.token",
        now: NOW,
        window: 60,
    }
}

fn es256(header: &Value, claims: &Value) -> String {
    sign(
        header,
        claims.to_string().as_bytes(),
        "es256",
        Algorithm::ES256,
    )
}

#[test]
fn each_family_verifies_and_names_its_thumbprint() {
    for (name, alg, jwt_alg) in [
        ("es256", "ES256", Algorithm::ES256),
        ("rs256", "RS256", Algorithm::RS256),
        ("ps256", "PS256", Algorithm::PS256),
        ("eddsa", "EdDSA", Algorithm::EdDSA),
    ] {
        let proof = sign(
            &header(name, alg),
            claims().to_string().as_bytes(),
            name,
            jwt_alg,
        );
        let verified = DpopProof::verify(&proof, &context()).unwrap();
        // RFC 7638 §3: the required members in lexicographic order, hashed.
        let jwk = public_jwk(name);
        let canonical = match alg {
            "ES256" => format!(
                r#"{{"crv":"P-256","kty":"EC","x":{},"y":{}}}"#,
                jwk["x"], jwk["y"]
            ),
            "EdDSA" => format!(r#"{{"crv":"Ed25519","kty":"OKP","x":{}}}"#, jwk["x"]),
            _ => format!(r#"{{"e":{},"kty":"RSA","n":{}}}"#, jwk["e"], jwk["n"]),
        };
        assert_eq!(
            (verified.thumbprint(), verified.jti(), verified.issued_at()),
            (
                sha256_base64url(canonical.as_bytes()).as_str(),
                "e1j3V_bKic8-LAEB",
                NOW
            ),
            "{name}"
        );
    }
}

#[test]
fn the_rfc_7638_example_thumbprint() {
    // RFC 7638 §3.1: the RSA key of RFC 7517 Appendix A.1.
    let jwk: RawJwk = serde_json::from_value(json!({
        "kty": "RSA",
        "n": "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw",
        "e": "AQAB",
        "alg": "RS256",
        "kid": "2011-04-29"
    }))
    .unwrap();
    let key = PublicJwk::read(&jwk).unwrap();
    assert_eq!(
        key.thumbprint,
        "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs"
    );
}

#[test]
fn urls_compare_after_normalization_without_query_and_fragment() {
    let same = [
        "https://api.example.com/act/search.web?x=1",
        "https://API.Example.COM:443/act/search.web#f",
        "HTTPS://api.example.com/act/./search.web",
        "https://api.example.com/act/search%2Eweb",
    ];
    for htu in same {
        let proof = es256(
            &header("es256", "ES256"),
            &with(claims(), "htu", json!(htu)),
        );
        assert!(DpopProof::verify(&proof, &context()).is_ok(), "{htu}");
    }
    let root = ProofContext {
        url: "http://gw.example:8080",
        ..context()
    };
    let proof = es256(
        &header("es256", "ES256"),
        &with(claims(), "htu", json!("http://GW.example:8080/")),
    );
    assert!(DpopProof::verify(&proof, &root).is_ok());
}

#[test]
fn each_check_refuses() {
    let h = header("es256", "ES256");
    let c = claims();
    let mut private = public_jwk("es256");
    private["d"] = json!("AAAA");
    let deep = json!([[[[[[[[[[1]]]]]]]]]]);
    let cases: Vec<(String, &str)> = vec![
        ("a.b".into(), "invalid DPoP proof: token has 2 parts, a compact JWS has 3"),
        (
            "x".repeat(MAX_PROOF_BYTES + 1),
            "invalid DPoP proof: token is 16385 bytes, more than the limit of 16384",
        ),
        (es256(&with(h.clone(), "typ", Value::Null), &c), "invalid DPoP proof: header: no typ (dpop+jwt is required)"),
        (es256(&with(h.clone(), "typ", json!("JWT")), &c), "invalid DPoP proof: header: typ \"JWT\" is not dpop+jwt"),
        (es256(&with(h.clone(), "alg", json!("none")), &c), "invalid DPoP proof: header: algorithm \"none\" is refused"),
        (es256(&with(h.clone(), "alg", json!("HS256")), &c), "invalid DPoP proof: header: algorithm \"HS256\" is refused"),
        (es256(&with(h.clone(), "alg", json!("ES384")), &c), "invalid DPoP proof: header: algorithm \"ES384\" is not supported"),
        (es256(&with(h.clone(), "jwk", Value::Null), &c), "invalid DPoP proof: header: no jwk"),
        (es256(&with(h.clone(), "jwk", private), &c), "invalid DPoP proof: header: jwk: the jwk is a private key (it has private members)"),
        (
            es256(&with(h.clone(), "jwk", json!({"kty": "oct", "k": "c2VjcmV0"})), &c),
            "invalid DPoP proof: header: jwk: kty \"oct\" (a shared secret) is refused",
        ),
        (es256(&with(h.clone(), "jwk", public_jwk("eddsa")), &c), "invalid DPoP proof: header: the jwk cannot verify ES256"),
        (es256(&with(h.clone(), "crit", json!(["x"])), &c), "invalid DPoP proof: header: crit names extensions this verifier does not implement"),
        (es256(&with(h.clone(), "x", deep), &c), "invalid DPoP proof: header: nesting depth exceeds the limit of 4 at line 1 column 173"),
        (
            sign(&h, c.to_string().as_bytes(), "other-es256", Algorithm::ES256),
            "invalid DPoP proof: the signature does not verify with the jwk",
        ),
        (
            sign(&h, br#"{"jti":"a","jti":"b"}"#, "es256", Algorithm::ES256),
            "invalid DPoP proof: claims: duplicate key \"jti\" at line 1 column 16",
        ),
        (sign(&h, b"[]", "es256", Algorithm::ES256), "invalid DPoP proof: claims: not a JSON object"),
        (es256(&h, &with(c.clone(), "jti", Value::Null)), "invalid DPoP proof: no jti"),
        (es256(&h, &with(c.clone(), "jti", json!(""))), "invalid DPoP proof: no jti"),
        (es256(&h, &with(c.clone(), "jti", json!("j".repeat(257)))), "invalid DPoP proof: jti is 257 bytes, more than the limit of 256"),
        (es256(&h, &with(c.clone(), "htm", Value::Null)), "invalid DPoP proof: no htm"),
        (es256(&h, &with(c.clone(), "htm", json!("post"))), "invalid DPoP proof: htm \"post\" is not the request's method \"POST\""),
        (es256(&h, &with(c.clone(), "htu", Value::Null)), "invalid DPoP proof: no htu"),
        (
            es256(&h, &with(c.clone(), "htu", json!("https://api.example.com/act/other"))),
            "invalid DPoP proof: htu \"https://api.example.com/act/other\" is not the request's URL \"https://api.example.com/act/search.web\"",
        ),
        (
            es256(&h, &with(c.clone(), "htu", json!("http://api.example.com/act/search.web"))),
            "invalid DPoP proof: htu \"http://api.example.com/act/search.web\" is not the request's URL \"https://api.example.com/act/search.web\"",
        ),
        (es256(&h, &with(c.clone(), "htu", json!("/act/search.web"))), "invalid DPoP proof: htu \"/act/search.web\" is not a URI"),
        (es256(&h, &with(c.clone(), "iat", Value::Null)), "invalid DPoP proof: iat is missing or not an integer"),
        (es256(&h, &with(c.clone(), "iat", json!(1.5e9))), "invalid DPoP proof: iat is missing or not an integer"),
        (es256(&h, &with(c.clone(), "iat", json!(NOW - 61))), "invalid DPoP proof: iat 1735686039 is more than 60 s from now (1735686100)"),
        (es256(&h, &with(c.clone(), "iat", json!(NOW + 61))), "invalid DPoP proof: iat 1735686161 is more than 60 s from now (1735686100)"),
        (es256(&h, &with(c.clone(), "ath", Value::Null)), "invalid DPoP proof: no ath"),
        (
            es256(&h, &with(c.clone(), "ath", json!(sha256_base64url(b"another.token")))),
            "invalid DPoP proof: ath is not the hash of the access token",
        ),
    ];
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|(proof, want)| match DpopProof::verify(proof, &context()) {
            Ok(_) => Some(format!("accepted, wanted {want:?}")),
            Err(e) if e.to_string() != *want => Some(format!("{e}, wanted {want:?}")),
            Err(_) => None,
        })
        .collect();
    assert!(wrong.is_empty(), "{wrong:#?}");
    // The window's edges are inside it.
    for iat in [NOW - 60, NOW + 60] {
        let proof = es256(&h, &with(c.clone(), "iat", json!(iat)));
        assert!(DpopProof::verify(&proof, &context()).is_ok(), "{iat}");
    }
}
