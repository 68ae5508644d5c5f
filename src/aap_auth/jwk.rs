//! One JSON Web Key (RFC 7517) read strictly as a public key of a family this crate verifies
//! with (P-256, RSA of 2048 bits or more, Ed25519), with its RFC 7638 thumbprint: the issuer's
//! keys ([`Jwks`](super::Jwks)) and a DPoP proof's `jwk` header are both read here.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use jsonwebtoken::DecodingKey;
use serde::Deserialize;

use super::jws::Alg;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Family {
    EcP256,
    Rsa,
    Ed25519,
}

impl Family {
    pub(crate) fn fits(self, alg: Alg) -> bool {
        matches!(
            (self, alg),
            (Self::EcP256, Alg::Es256)
                | (Self::Rsa, Alg::Rs256 | Alg::Ps256)
                | (Self::Ed25519, Alg::EdDsa)
        )
    }
}

#[derive(Deserialize)]
pub(crate) struct RawJwk {
    pub(crate) kty: String,
    #[serde(default)]
    pub(crate) kid: Option<String>,
    #[serde(default, rename = "use")]
    pub(crate) use_: Option<String>,
    #[serde(default)]
    pub(crate) key_ops: Option<Vec<String>>,
    #[serde(default)]
    pub(crate) alg: Option<String>,
    #[serde(default)]
    pub(crate) crv: Option<String>,
    #[serde(default)]
    pub(crate) x: Option<String>,
    #[serde(default)]
    pub(crate) y: Option<String>,
    #[serde(default)]
    pub(crate) n: Option<String>,
    #[serde(default)]
    pub(crate) e: Option<String>,
    #[serde(default)]
    pub(crate) d: Option<serde_json::Value>,
    #[serde(default)]
    pub(crate) p: Option<serde_json::Value>,
    #[serde(default)]
    pub(crate) k: Option<serde_json::Value>,
    #[serde(default)]
    pub(crate) q: Option<serde_json::Value>,
    #[serde(default)]
    pub(crate) dp: Option<serde_json::Value>,
    #[serde(default)]
    pub(crate) dq: Option<serde_json::Value>,
    #[serde(default)]
    pub(crate) qi: Option<serde_json::Value>,
    #[serde(default)]
    pub(crate) oth: Option<serde_json::Value>,
}

/// A public key read from a JWK, with its RFC 7638 thumbprint.
pub(crate) struct PublicJwk {
    pub family: Family,
    pub decoding: DecodingKey,
    /// `BASE64URL(SHA-256(canonical JWK))` (RFC 7638 §3).
    pub thumbprint: String,
    /// The JWK's own `alg`, when it names one.
    pub alg: Option<String>,
}

impl PublicJwk {
    /// Reads one JWK that must be a public key (a DPoP proof's `jwk` header, RFC 9449 §4.3):
    /// private members, `oct` keys and the curves and sizes [`Jwks`] refuses are refused.
    pub(crate) fn read(raw: &RawJwk) -> Result<Self, String> {
        if raw.kty == "oct" {
            return Err("kty \"oct\" (a shared secret) is refused".to_owned());
        }
        if raw.has_private_members() {
            return Err("the jwk is a private key (it has private members)".to_owned());
        }
        let mut public = read_public(raw)?;
        public.alg.clone_from(&raw.alg);
        Ok(public)
    }

    /// Whether the key can verify `alg` (its family's algorithms, and its own `alg` if any).
    pub(crate) fn fits(&self, alg: Alg) -> bool {
        self.family.fits(alg) && self.alg.as_deref().is_none_or(|a| a == alg.as_str())
    }
}

impl RawJwk {
    pub(crate) fn has_private_members(&self) -> bool {
        [
            &self.d, &self.p, &self.k, &self.q, &self.dp, &self.dq, &self.qi, &self.oth,
        ]
        .iter()
        .any(|m| m.is_some())
    }
}

/// The public key of `raw` (kty, curve, members checked), whatever its `kid` and `use`.
pub(crate) fn read_public(raw: &RawJwk) -> Result<PublicJwk, String> {
    let member =
        |name: &str, value: Option<&String>, len: Option<usize>| -> Result<Vec<u8>, String> {
            let text = value.ok_or_else(|| format!("the key has no {name}"))?;
            let bytes = URL_SAFE_NO_PAD
                .decode(text)
                .map_err(|e| format!("{name} is not base64url: {e}"))?;
            match len {
                Some(len) if bytes.len() != len => {
                    Err(format!("{name} is {} bytes, {len} expected", bytes.len()))
                }
                _ => Ok(bytes),
            }
        };
    let text = |v: &Option<String>| v.clone().unwrap_or_default();
    // The canonical JWK of RFC 7638 §3.2: the required members only, in lexicographic order,
    // no white space. Every value was decoded strictly as base64url (or is a fixed name), so
    // none needs escaping.
    let (family, decoding, probe, canonical) = match raw.kty.as_str() {
        "EC" => {
            if raw.crv.as_deref() != Some("P-256") {
                return Err(format!(
                    "EC curve {:?} is not supported (P-256 only)",
                    raw.crv
                ));
            }
            member("x", raw.x.as_ref(), Some(32))?;
            member("y", raw.y.as_ref(), Some(32))?;
            let (x, y) = (text(&raw.x), text(&raw.y));
            let key = DecodingKey::from_ec_components(&x, &y).map_err(|e| e.to_string())?;
            let canonical = format!(r#"{{"crv":"P-256","kty":"EC","x":"{x}","y":"{y}"}}"#);
            (Family::EcP256, key, Alg::Es256, canonical)
        }
        "OKP" => {
            if raw.crv.as_deref() != Some("Ed25519") {
                return Err(format!(
                    "OKP curve {:?} is not supported (Ed25519 only)",
                    raw.crv
                ));
            }
            member("x", raw.x.as_ref(), Some(32))?;
            let x = text(&raw.x);
            let key = DecodingKey::from_ed_components(&x).map_err(|e| e.to_string())?;
            let canonical = format!(r#"{{"crv":"Ed25519","kty":"OKP","x":"{x}"}}"#);
            (Family::Ed25519, key, Alg::EdDsa, canonical)
        }
        "RSA" => {
            let n = member("n", raw.n.as_ref(), None)?;
            let e = member("e", raw.e.as_ref(), None)?;
            let bits = bit_length(&n);
            if bits < 2048 {
                return Err(format!(
                    "RSA modulus is {bits} bits, less than the minimum of 2048"
                ));
            }
            if e.is_empty() || e.len() > 8 {
                return Err(format!("RSA exponent is {} bytes", e.len()));
            }
            let canonical = format!(
                r#"{{"e":"{}","kty":"RSA","n":"{}"}}"#,
                text(&raw.e),
                text(&raw.n)
            );
            (
                Family::Rsa,
                DecodingKey::from_rsa_raw_components(&n, &e),
                Alg::Rs256,
                canonical,
            )
        }
        other => return Err(format!("kty {other:?} is not supported (EC, RSA, OKP)")),
    };
    // Building the verifier parses the key (an EC point off the curve, an RSA exponent the
    // backend refuses): an `Err` now, rather than a signature that never verifies.
    if jsonwebtoken::crypto::verify("", b"", &decoding, probe.jsonwebtoken()).is_err() {
        return Err(format!("the key is not a valid {} public key", raw.kty));
    }
    Ok(PublicJwk {
        family,
        decoding,
        thumbprint: sha256_base64url(canonical.as_bytes()),
        alg: None,
    })
}

/// `BASE64URL(SHA-256(bytes))`: the form of `jkt`, `x5t#S256` and `ath`.
pub(crate) fn sha256_base64url(bytes: &[u8]) -> String {
    use sha2::{Digest as _, Sha256};
    URL_SAFE_NO_PAD.encode(Sha256::digest(bytes))
}

fn bit_length(n: &[u8]) -> usize {
    let mut bytes = n.iter().skip_while(|b| **b == 0);
    match bytes.next() {
        Some(first) => (bytes.count() + 1) * 8 - first.leading_zeros() as usize,
        None => 0,
    }
}
