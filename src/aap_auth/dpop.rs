//! DPoP proofs (RFC 9449) as a resource server checks them (§4.3, §7.1): [`DpopProof::verify`]
//! takes the `DPoP` header's value and what the request says, and returns the proof's key
//! thumbprint and `jti` once every check has passed.
//! The checks are listed on [`DpopProof`].

use serde::Deserialize;

use super::error::Reason;
use super::jwk::{sha256_base64url, PublicJwk, RawJwk};
use super::jws::{self, Alg};

/// The largest DPoP header value accepted, in bytes.
pub const MAX_PROOF_BYTES: usize = 16 * 1024;
/// The longest `jti` accepted, in bytes.
const MAX_JTI_BYTES: usize = 256;

/// What a proof must match: the request it came with and the token it accompanies.
#[derive(Debug, Clone, Copy)]
pub struct ProofContext<'a> {
    /// The request's HTTP method (`htm`).
    pub method: &'a str,
    /// The URL the request was made to (`htu`; its query and fragment are ignored).
    pub url: &'a str,
    /// The access token the request presents (`ath`).
    pub access_token: &'a str,
    /// The verifier's clock, Unix seconds.
    pub now: i64,
    /// How far `iat` may be from `now`, in seconds, either way.
    pub window: u64,
}

/// A DPoP proof whose header, signature and claims passed [`verify`](Self::verify):
///
/// - a compact JWS of at most 16 KiB, split and decoded as strictly as an access token;
/// - header: `typ` `dpop+jwt` (any case), an `alg` of the verifier's allow-list (ES256, RS256,
///   PS256, EdDSA; `none` and `HS*` refused), a `jwk` that is a public key of a supported
///   family fitting `alg` (a private key refused), no `crit`;
/// - the signature, by that key;
/// - claims: `jti` (a non-empty string of at most 256 bytes), `htm` equal to the request's
///   method (case-sensitive), `htu` equal to the request's URL once both are normalized
///   (RFC 3986 §6.2.2 and §6.2.3: case, percent-encoding, dot segments, default port, empty
///   path) and stripped of query and fragment, `iat` an integer within the window of now (in
///   either direction), and `ath` the base64url SHA-256 of the access token;
/// - then (by the verifier) the key's RFC 7638 thumbprint equal to the token's `cnf.jkt`, and
///   the `jti` not seen before within the window ([`ReplayStore`](super::ReplayStore)).
///
/// Server-provided nonces (§8) are not built: the verifier never asks for one, and a proof's
/// `nonce` claim is not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DpopProof {
    thumbprint: String,
    jti: String,
    iat: i64,
}

#[derive(Deserialize)]
struct RawHeader {
    typ: Option<String>,
    alg: String,
    jwk: Option<RawJwk>,
    #[serde(default)]
    crit: Option<serde_json::Value>,
}

#[derive(Deserialize)]
struct RawClaims {
    jti: Option<String>,
    htm: Option<String>,
    htu: Option<String>,
    iat: Option<serde_json::Number>,
    ath: Option<String>,
}

impl DpopProof {
    /// Verifies one `DPoP` header value against `context` (the checks are listed on
    /// [`DpopProof`]).
    ///
    /// # Errors
    ///
    /// [`Reason::DpopProof`] saying which check failed.
    pub fn verify(proof: &str, context: &ProofContext<'_>) -> Result<Self, Reason> {
        let bad = Reason::DpopProof;
        let parts = jws::parts(proof, MAX_PROOF_BYTES).map_err(|e| bad(e.to_string()))?;
        let header: RawHeader =
            jws::strict_object("header", &parts.header, jws::MAX_HEADER_DEPTH).map_err(bad)?;
        if header.crit.is_some() {
            return Err(bad(
                "header: crit names extensions this verifier does not implement".to_owned(),
            ));
        }
        match &header.typ {
            Some(t) if t.eq_ignore_ascii_case("dpop+jwt") => {}
            Some(t) => return Err(bad(format!("header: typ {t:?} is not dpop+jwt"))),
            None => return Err(bad("header: no typ (dpop+jwt is required)".to_owned())),
        }
        let alg = Alg::parse(&header.alg).map_err(|e| bad(format!("header: {e}")))?;
        let raw_jwk = header.jwk.ok_or_else(|| bad("header: no jwk".to_owned()))?;
        let jwk = PublicJwk::read(&raw_jwk).map_err(|e| bad(format!("header: jwk: {e}")))?;
        if !jwk.fits(alg) {
            return Err(bad(format!(
                "header: the jwk cannot verify {}",
                alg.as_str()
            )));
        }
        let verified = jsonwebtoken::crypto::verify(
            parts.signature,
            parts.signing_input.as_bytes(),
            &jwk.decoding,
            alg.jsonwebtoken(),
        );
        if !matches!(verified, Ok(true)) {
            return Err(bad("the signature does not verify with the jwk".to_owned()));
        }
        let claims: RawClaims = jws::strict_object("claims", &parts.payload, 8).map_err(bad)?;
        let jti = claims
            .jti
            .filter(|j| !j.is_empty())
            .ok_or_else(|| bad("no jti".to_owned()))?;
        if jti.len() > MAX_JTI_BYTES {
            return Err(bad(format!(
                "jti is {} bytes, more than the limit of {MAX_JTI_BYTES}",
                jti.len()
            )));
        }
        let htm = claims.htm.ok_or_else(|| bad("no htm".to_owned()))?;
        if htm != context.method {
            return Err(bad(format!(
                "htm {htm:?} is not the request's method {:?}",
                context.method
            )));
        }
        let htu = claims.htu.ok_or_else(|| bad("no htu".to_owned()))?;
        let ours = target_uri(context.url)
            .ok_or_else(|| bad(format!("the request's URL {:?} is not a URI", context.url)))?;
        let theirs = target_uri(&htu).ok_or_else(|| bad(format!("htu {htu:?} is not a URI")))?;
        if theirs != ours {
            return Err(bad(format!(
                "htu {htu:?} is not the request's URL {ours:?}"
            )));
        }
        let iat = claims
            .iat
            .as_ref()
            .and_then(serde_json::Number::as_i64)
            .ok_or_else(|| bad("iat is missing or not an integer".to_owned()))?;
        if i128::from(iat).abs_diff(i128::from(context.now)) > u128::from(context.window) {
            return Err(bad(format!(
                "iat {iat} is more than {} s from now ({})",
                context.window, context.now
            )));
        }
        let ath = claims.ath.ok_or_else(|| bad("no ath".to_owned()))?;
        if ath != sha256_base64url(context.access_token.as_bytes()) {
            return Err(bad("ath is not the hash of the access token".to_owned()));
        }
        Ok(Self {
            thumbprint: jwk.thumbprint,
            jti,
            iat,
        })
    }

    /// The RFC 7638 SHA-256 thumbprint of the proof's key, base64url: what `cnf.jkt` names.
    #[must_use]
    pub fn thumbprint(&self) -> &str {
        &self.thumbprint
    }

    /// The proof's `jti`.
    #[must_use]
    pub fn jti(&self) -> &str {
        &self.jti
    }

    /// The proof's `iat`.
    #[must_use]
    pub fn issued_at(&self) -> i64 {
        self.iat
    }
}

/// `url` normalized (RFC 3986 §6.2.2, and §6.2.3: default port dropped, an empty path `/`)
/// without its query and fragment, as `htu` is compared (RFC 9449 §4.3, item 9); `None` for
/// text that is not an absolute URI with an authority.
fn target_uri(url: &str) -> Option<String> {
    let uri = fluent_uri::Uri::parse(url).ok()?.normalize();
    let authority = uri.authority()?;
    let path = uri.path().as_str();
    Some(format!(
        "{}://{}{}",
        uri.scheme().as_str(),
        authority.as_str(),
        if path.is_empty() { "/" } else { path }
    ))
}

#[cfg(test)]
mod tests;
