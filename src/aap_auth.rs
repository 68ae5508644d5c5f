//! AAP tokens as a resource server receives them: `Authorization: Bearer <JWT>` verified
//! ([`Verifier`]) and each request authorized ([`VerifiedToken::authorize`]) as
//! draft-aap-oauth-profile-01 says, to a typed [`Decision`] with the draft's error code, HTTP
//! status, `WWW-Authenticate` value and JSON error body.
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
mod clock;
mod constraints;
mod decision;
mod delegation;
mod error;
mod jwks;
mod jws;
mod keys;
mod rate;
#[cfg(feature = "aap-remote-keys")]
mod remote_keys;
mod request;
mod time;
mod verify;

pub use clock::{Clock, FixedClock, SystemClock};
pub use decision::{Authorized, Decision, Denial};
pub use error::{ChainProblem, ErrorCode, Reason};
pub use jwks::{Jwks, JwksError};
pub use jws::Alg;
pub use keys::{KeySource, KeySourceError, StaticKeys};
pub use rate::{MemoryRateStore, RateLimit, RateRefusal, RateStore, RateWindow};
#[cfg(feature = "aap-remote-keys")]
pub use remote_keys::{RemoteJwks, RemoteJwksError, RemoteJwksErrorKind};
pub use request::{Request, RequestError};
pub use time::parse_rfc3339;
pub use verify::{VerifiedToken, Verifier};

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
    let (scheme, rest) = authorization.split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("bearer") {
        return None;
    }
    let token = rest.trim_start_matches(' ');
    (!token.is_empty()).then_some(token)
}

impl Verifier {
    /// The whole pipeline for one request: the `Authorization` header value (if any), then
    /// [`verify`](Self::verify), then [`VerifiedToken::authorize`].
    ///
    /// No header, or one with another scheme, is a 401 without error code
    /// ([`Denial::missing_token`]).
    #[must_use]
    pub fn check(
        &self,
        authorization: Option<&str>,
        request: &Request,
        store: &dyn RateStore,
    ) -> Decision {
        let Some(token) = authorization.and_then(bearer_token) else {
            return Decision::Rejected(Denial::missing_token());
        };
        match self.verify(token) {
            Ok(verified) => verified.authorize(request, store),
            Err(denial) => Decision::Rejected(denial),
        }
    }
}
