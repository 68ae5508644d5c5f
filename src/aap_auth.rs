//! AAP tokens as a resource server receives them: `Authorization: Bearer <JWT>` or
//! `Authorization: DPoP <JWT>` verified ([`Verifier`]) and each request authorized
//! ([`VerifiedToken::authorize`]) as draft-aap-oauth-profile-01 says, to a typed [`Decision`]
//! with the draft's error code, HTTP status, `WWW-Authenticate` value and JSON error body.
//!
//! A token with a `cnf` claim is sender-constrained and is accepted only with its proof: a
//! DPoP proof (RFC 9449, [`DpopProof`]) by the key `cnf.jkt` names, the client certificate
//! `cnf.x5t#S256` names (RFC 8705), both when it names both, and never when `cnf` names a
//! binding this verifier cannot check; the checks on a proof are in [`DpopProof::verify`]:
//!
//! | the token's `cnf` | accepted only with |
//! |---|---|
//! | absent | the `Bearer` scheme and no `DPoP` header |
//! | `jkt` (RFC 9449) | the `DPoP` scheme and one valid DPoP proof by the key of that thumbprint |
//! | `x5t#S256` (RFC 8705) | the client certificate of that SHA-256 thumbprint ([`Request::with_client_certificate`]) |
//! | both | both proofs |
//! | any other member, or none | never |
//!
//! A DPoP-bound token under `Bearer` is refused (RFC 9449 §7.2), and so is a DPoP proof or the
//! `DPoP` scheme with a token that is not DPoP-bound. [`Verifier::verify`] presents no proof,
//! so it refuses every bound token.
//!
//! The pieces, one file each: [`jws`](self) splits the compact JWS and reads its header;
//! [`Jwks`] holds the issuer's keys; the JOSE crate (`jsonwebtoken`, RustCrypto backend) only
//! checks signatures; the payload is judged as [`aap::Token`](crate::aap::Token) by this
//! crate's own engine; [`Clock`] is injectable; [`RateStore`] counts requests; oversight is the
//! [`Gate`](crate::oversight::Gate) of [`crate::oversight`]. Every reading of the draft where it
//! leaves room is documented on the module that makes it, and fails closed.
//!
//! ```
//! use agent_approval::aap_auth::{FixedClock, Jwks, MemoryRateStore, Request, Verifier};
//!
//! let jwks = Jwks::from_json(&std::fs::read_to_string("tests/data/aap/jwks.json")?)?;
//! let token = std::fs::read_to_string("tests/data/aap/example.jwt")?;
//! let verifier = Verifier::new(jwks)
//!     .with_issuer("https://as.example.com")
//!     .with_audience("https://api.example.com")
//!     .with_clock(FixedClock(1_735_686_100));
//! let request = Request::new("search.web").with_method("GET").with_target_url("https://example.org/a");
//! let decision = verifier.check(Some(&format!("Bearer {}", token.trim())), &request, &MemoryRateStore::new());
//! assert_eq!((decision.result(), decision.status()), ("AUTHORIZED", 200));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod authorize;
mod binding;
mod clock;
mod constraints;
mod decision;
mod delegation;
mod dpop;
mod error;
mod jwk;
mod jwks;
mod jws;
mod keys;
mod rate;
#[cfg(feature = "aap-remote-keys")]
mod remote_keys;
mod replay;
mod request;
mod time;
mod verify;

pub use clock::{Clock, FixedClock, SystemClock};
pub use decision::{Authorized, Decision, Denial};
pub use dpop::{DpopProof, ProofContext, MAX_PROOF_BYTES};
pub use error::{BindingProblem, ChainProblem, ErrorCode, Reason};
pub use jwks::{Jwks, JwksError};
pub use jws::Alg;
pub use keys::{KeySource, KeySourceError, StaticKeys};
pub use rate::{MemoryRateStore, RateLimit, RateRefusal, RateStore, RateWindow};
#[cfg(feature = "aap-remote-keys")]
pub use remote_keys::{RemoteJwks, RemoteJwksError, RemoteJwksErrorKind};
pub use replay::{MemoryReplayStore, ReplayRefusal, ReplayStore};
pub use request::{Request, RequestError};
pub use time::parse_rfc3339;
pub use verify::{VerifiedToken, Verifier};

/// The authentication scheme of an `Authorization` value this crate accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Scheme {
    /// `Bearer` (RFC 6750): an unbound token, or one bound to a client certificate.
    Bearer,
    /// `DPoP` (RFC 9449): a token bound to the key of the request's DPoP proof.
    Dpop,
}

impl Scheme {
    /// The scheme's name as a challenge writes it.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Bearer => "Bearer",
            Self::Dpop => "DPoP",
        }
    }
}

/// The scheme and token of an `Authorization` value: `Bearer` or `DPoP` (any case), then the
/// token; `None` for another scheme or an empty token.
///
/// ```
/// use agent_approval::aap_auth::{credentials, Scheme};
///
/// assert_eq!(credentials("DPoP abc.def.ghi"), Some((Scheme::Dpop, "abc.def.ghi")));
/// assert_eq!(credentials("bearer abc"), Some((Scheme::Bearer, "abc")));
/// assert_eq!(credentials("Basic dXNlcjpwYXNz"), None);
/// ```
#[must_use]
pub fn credentials(authorization: &str) -> Option<(Scheme, &str)> {
    let (scheme, rest) = authorization.split_once(' ')?;
    let scheme = if scheme.eq_ignore_ascii_case("bearer") {
        Scheme::Bearer
    } else if scheme.eq_ignore_ascii_case("dpop") {
        Scheme::Dpop
    } else {
        return None;
    };
    let token = rest.trim_start_matches(' ');
    (!token.is_empty()).then_some((scheme, token))
}

/// The bearer token of an `Authorization` value (RFC 6750 §2.1: scheme `Bearer`, any case,
/// then the token); `None` for another scheme or an empty token.
///
/// ```
/// use agent_approval::aap_auth::bearer_token;
///
/// assert_eq!(bearer_token("Bearer abc.def.ghi"), Some("abc.def.ghi"));
/// assert_eq!(bearer_token("bearer   abc"), Some("abc"));
/// assert_eq!(bearer_token("Basic dXNlcjpwYXNz"), None);
/// assert_eq!(bearer_token("Bearer "), None);
/// ```
#[must_use]
pub fn bearer_token(authorization: &str) -> Option<&str> {
    match credentials(authorization)? {
        (Scheme::Bearer, token) => Some(token),
        (Scheme::Dpop, _) => None,
    }
}

impl Verifier {
    /// The whole pipeline for one request: the `Authorization` header value (if any), then
    /// [`verify_presented`](Self::verify_presented) with the request's proofs, then
    /// [`VerifiedToken::authorize`]. Every denial of a request under the `DPoP` scheme, or of a
    /// DPoP-bound token, carries the `DPoP` challenge.
    ///
    /// No header, or one with another scheme than `Bearer` and `DPoP`, is a 401 without error
    /// code ([`Denial::missing_token`]).
    #[must_use]
    pub fn check(
        &self,
        authorization: Option<&str>,
        request: &Request,
        store: &dyn RateStore,
    ) -> Decision {
        let Some((scheme, token)) = authorization.and_then(credentials) else {
            return Decision::Rejected(Denial::missing_token());
        };
        match self.verify_presented(scheme, token, request) {
            Ok(verified) => {
                let scheme = verified.challenge_scheme();
                verified.authorize(request, store).with_scheme(scheme)
            }
            Err(denial) => Decision::Rejected(denial),
        }
    }
}
