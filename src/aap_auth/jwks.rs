//! The issuer's keys: a JWKS document (RFC 7517 §5) read strictly into public keys, each
//! bound to the one family (and, when the JWK says so, the one `alg`) it was made for.
//!
//! Every key is checked when the set is loaded: a key without `kid`, with a `kid` seen before,
//! of type `oct` (symmetric) or carrying private members, an EC key off P-256, an OKP key
//! other than Ed25519, an RSA modulus under 2048 bits (draft §12.1), members of the wrong
//! length or not base64url, or a key the cryptography refuses, stops the load with a
//! [`JwksError`] naming the key. A key whose `use` is not `sig`, or whose `key_ops` lack
//! `verify`, loads but verifies nothing.

use std::fmt;

use jsonwebtoken::DecodingKey;
use serde::Deserialize;

use super::error::Reason;
use super::jwk::{read_public, Family, RawJwk};
use super::jws::Alg;
use crate::Limits;

/// Why a JWKS document was refused: which key (by position and `kid`) and what is wrong.
///
/// ```
/// use agent_approval::aap_auth::Jwks;
///
/// let err = Jwks::from_json(r#"{"keys":[{"kty":"oct","kid":"s","k":"c2VjcmV0"}]}"#).unwrap_err();
/// assert_eq!(err.index(), Some(0));
/// assert_eq!(err.to_string(), r#"key 0 ("s"): kty "oct" (a shared secret) is refused"#);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JwksError {
    index: Option<usize>,
    kid: Option<String>,
    message: String,
}

impl JwksError {
    fn document(message: String) -> Self {
        Self {
            index: None,
            kid: None,
            message,
        }
    }

    /// The position of the offending key in `keys`; `None` when the document itself is bad.
    #[must_use]
    pub fn index(&self) -> Option<usize> {
        self.index
    }

    /// The offending key's `kid`, when it has one.
    #[must_use]
    pub fn kid(&self) -> Option<&str> {
        self.kid.as_deref()
    }

    /// What is wrong, without the key's position.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for JwksError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.index, &self.kid) {
            (Some(i), Some(kid)) => write!(f, "key {i} ({kid:?}): {}", self.message),
            (Some(i), None) => write!(f, "key {i}: {}", self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for JwksError {}

struct Key {
    kid: String,
    family: Family,
    /// The JWK's `alg`, verbatim: when present, the only algorithm the key verifies.
    alg: Option<String>,
    /// `use` is `sig` (or absent) and `key_ops` (if present) has `verify`.
    for_signatures: bool,
    decoding: DecodingKey,
}

/// A set of issuer public keys, looked up by `kid`.
///
/// Every key is checked when the set is loaded: a key without `kid`, with a `kid` seen
/// before, of type `oct` (symmetric) or carrying private members, an EC key off P-256, an OKP
/// key other than Ed25519, an RSA modulus under 2048 bits (draft §12.1), members of the wrong
/// length or not base64url, or a key the cryptography refuses, stops the load with a
/// [`JwksError`] naming the key. A key whose `use` is not `sig`, or whose `key_ops` lack
/// `verify`, loads but verifies nothing. A key verifies only the algorithms of its family
/// (P-256: ES256; RSA: RS256, PS256; Ed25519: EdDSA), and only its own `alg` when it names one.
///
/// ```
/// use agent_approval::aap_auth::Jwks;
///
/// let jwks = Jwks::from_json(r#"{"keys":[{"kty":"OKP","crv":"Ed25519","kid":"ed",
///     "x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}]}"#)?;
/// assert_eq!(jwks.len(), 1);
/// assert_eq!(jwks.kids().collect::<Vec<_>>(), ["ed"]);
/// # Ok::<(), agent_approval::aap_auth::JwksError>(())
/// ```
pub struct Jwks {
    keys: Vec<Key>,
}

impl fmt::Debug for Jwks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Jwks")
            .field("kids", &self.kids().collect::<Vec<_>>())
            .finish()
    }
}

#[derive(Deserialize)]
struct RawSet {
    keys: Vec<serde_json::Value>,
}

/// The largest JWKS document accepted, in bytes.
const MAX_JWKS_BYTES: usize = 1024 * 1024;

impl Jwks {
    /// Reads a JWKS document.
    ///
    /// # Errors
    ///
    /// A [`JwksError`] for a document that is not strict JSON (duplicate keys, deeper than 8)
    /// or has no `keys` array, and for the first key that is malformed or unsupported (see
    /// the [`Jwks`] type docs).
    pub fn from_json(text: &str) -> Result<Self, JwksError> {
        Self::from_slice(text.as_bytes())
    }

    /// [`from_json`](Self::from_json) on bytes.
    ///
    /// # Errors
    ///
    /// As [`from_json`](Self::from_json).
    pub fn from_slice(bytes: &[u8]) -> Result<Self, JwksError> {
        let limits = Limits::new()
            .with_max_bytes(MAX_JWKS_BYTES)
            .with_max_depth(8);
        limits
            .check(bytes)
            .map_err(|e| JwksError::document(format!("jwks: {e}")))?;
        if bytes.trim_ascii_start().first() != Some(&b'{') {
            return Err(JwksError::document("jwks: not a JSON object".to_owned()));
        }
        let set: RawSet =
            serde_json::from_slice(bytes).map_err(|e| JwksError::document(format!("jwks: {e}")))?;
        let mut keys: Vec<Key> = Vec::with_capacity(set.keys.len());
        for (index, value) in set.keys.into_iter().enumerate() {
            let kid = value.get("kid").and_then(|k| k.as_str()).map(str::to_owned);
            let fail = |message: String| JwksError {
                index: Some(index),
                kid: kid.clone(),
                message,
            };
            let raw: RawJwk = serde_json::from_value(value).map_err(|e| fail(e.to_string()))?;
            let key = read_key(raw).map_err(fail)?;
            if keys.iter().any(|k| k.kid == key.kid) {
                return Err(fail("kid appears twice in the set".to_owned()));
            }
            keys.push(key);
        }
        Ok(Self { keys })
    }

    /// How many keys the set holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether the set holds no key (then every token is refused).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The keys' ids, in document order.
    pub fn kids(&self) -> impl Iterator<Item = &str> {
        self.keys.iter().map(|k| k.kid.as_str())
    }

    /// The key for a token's `kid` and `alg`, if it was made for that algorithm.
    pub(crate) fn key_for(&self, kid: &str, alg: Alg) -> Result<&DecodingKey, Reason> {
        let key = self
            .keys
            .iter()
            .find(|k| k.kid == kid)
            .ok_or_else(|| Reason::UnknownKid(kid.to_owned()))?;
        let refuse = |why| Reason::KeyNotForAlgorithm {
            kid: kid.to_owned(),
            alg: alg.as_str().to_owned(),
            why,
        };
        if !key.family.fits(alg) {
            return Err(refuse(match key.family {
                Family::EcP256 => "it is a P-256 key (ES256 only)",
                Family::Rsa => "it is an RSA key (RS256, PS256 only)",
                Family::Ed25519 => "it is an Ed25519 key (EdDSA only)",
            }));
        }
        if key.alg.as_deref().is_some_and(|a| a != alg.as_str()) {
            return Err(refuse("the key's alg is another algorithm"));
        }
        if !key.for_signatures {
            return Err(refuse(
                "the key's use or key_ops exclude verifying signatures",
            ));
        }
        Ok(&key.decoding)
    }
}

fn read_key(raw: RawJwk) -> Result<Key, String> {
    if raw.kty == "oct" {
        return Err("kty \"oct\" (a shared secret) is refused".to_owned());
    }
    if raw.has_private_members() {
        return Err("the key has private members (d, p or k); a JWKS holds public keys".to_owned());
    }
    let kid = raw.kid.clone().ok_or("the key has no kid")?;
    let public = read_public(&raw)?;
    let for_signatures = raw.use_.as_deref().is_none_or(|u| u == "sig")
        && raw
            .key_ops
            .as_ref()
            .is_none_or(|ops| ops.iter().any(|o| o == "verify"));
    Ok(Key {
        kid,
        family: public.family,
        alg: raw.alg,
        for_signatures,
        decoding: public.decoding,
    })
}
