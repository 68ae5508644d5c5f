//! AAP tokens as a resource server receives them: `Authorization: Bearer <JWT>` or
//! `Authorization: DPoP <JWT>` verified ([`Verifier`]) and each request authorized
//! ([`VerifiedToken::authorize`]) as draft-aap-oauth-profile-01 says, to a typed [`Decision`]:
//! [`Authorized`] (with [`notify`](Authorized::notify)), `Forbidden(Denial)` or
//! `Rejected(Denial)`. Each [`Denial`] carries the draft's error code ([`ErrorCode`]), the HTTP
//! status, a generic description (§13.5; [`Denial::reason`] has the detail for logs),
//! `Retry-After` for a rate limit, `approval_reference` when a human must approve, and the
//! `WWW-Authenticate` value and JSON body to send. Feature `aap-auth`, on by default.
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
//!
//! The pieces, one file each: the compact JWS is split and its header read by hand; [`Jwks`]
//! holds the issuer's keys; the JOSE crate (`jsonwebtoken`, RustCrypto backend) only checks
//! signatures; the payload is judged as [`aap::Token`](crate::aap::Token) by this crate's own
//! engine; [`Clock`] is injectable; [`RateStore`] counts requests; oversight is the
//! [`Gate`](crate::oversight::Gate) of [`crate::oversight`]. Where the draft leaves room the
//! reading fails closed, and the item that makes it says which.
//!
//! # Verification
//!
//! [`Verifier::verify`]: the compact JWS is split by hand (exactly three base64url parts,
//! strict decoding, 64 KiB by default: [`Verifier::with_max_token_bytes`]), its header read by
//! the crate's strict reader (duplicate keys refused, `crit` refused), [`Alg`] one of ES256,
//! RS256, PS256, EdDSA (`none` and `HS*` refused), the key chosen by `kid` from a JWKS document
//! and used only for the algorithm family it was made for (and its own `alg`, when the JWK
//! names one; a key named by the token, `jwk`, `jku` or `x5u`, is never trusted); the signature
//! is checked with jsonwebtoken's low-level `crypto::verify`, then the payload is judged as
//! `aap::Token` by this crate's engine, with pointers (`invalid claims: "agent" is a required
//! property at the root`). Then `iss`, `aud` (string or array), and the times with a
//! configurable skew ([`Verifier::with_skew`]: 0 by default, at most 300 s) and an injectable
//! [`Clock`]: expired at `exp + skew`, not yet valid before `nbf - skew`, refused when `iat` is
//! after `now + skew`. Then the delegation claim: `depth <= max_depth`
//! (`aap_excessive_delegation`), a chain of `depth + 1` entries, `parent_jti` exactly on
//! derived tokens and not the token's own (`aap_invalid_delegation_chain`, as is a schema
//! violation located under `/delegation`). [`VerifiedToken::may_delegate`] answers the
//! authorization server's side (`invalid_grant`).
//!
//! JWKS keys are checked when loaded ([`JwksError`] names the key: symmetric or private keys,
//! curves other than P-256/Ed25519, RSA under 2048 bits, bad lengths, points off the curve).
//! The keys come through the [`KeySource`] trait: a given document ([`Jwks`], [`StaticKeys`]),
//! or the authorization server (`RemoteJwks`, feature `aap-remote-keys`, on by default:
//! [`Verifier::with_key_source`]). `RemoteJwks::from_issuer(issuer)` reads
//! `/.well-known/oauth-authorization-server` (its `issuer` must match exactly) and
//! `from_jwks_uri(url)` the set directly, HTTPS only. The set is cached for its
//! `Cache-Control: max-age` (clamped to 60 s – 24 h, 5 min without), refetched once when a token
//! names an unknown `kid` (at most once a minute), kept through failed refreshes for an hour
//! past its freshness (then every token is refused), and with no set at all every token is
//! refused. It is blocking (ureq, bounded by 5 s/10 s timeouts): run the check on a blocking
//! pool, as the gateway example does.
//!
//! # Proof of possession
//!
//! A token with a `cnf` claim is sender-constrained and is accepted only with its proof, fail
//! closed:
//!
//! | the token's `cnf` | accepted only with |
//! |---|---|
//! | absent | the `Bearer` scheme and no `DPoP` header |
//! | `jkt` (RFC 9449) | the `DPoP` scheme and one valid DPoP proof by the key of that RFC 7638 thumbprint |
//! | `x5t#S256` (RFC 8705) | the client certificate of that SHA-256 thumbprint, handed in by the TLS layer ([`Request::with_client_certificate`]) |
//! | both | both proofs |
//! | any other member, or none (`{}`) | never |
//!
//! A DPoP-bound token under `Bearer` is refused (RFC 9449 §7.2), and so is a DPoP proof or the
//! `DPoP` scheme with a token that is not DPoP-bound. [`Verifier::verify`] presents no proof,
//! so it refuses every bound token; [`Verifier::verify_presented`] and [`Verifier::check`] take
//! the proofs on the [`Request`].
//!
//! A proof ([`DpopProof::verify`]) must be a compact JWS with `typ` `dpop+jwt`, an
//! allow-listed asymmetric `alg`, a public `jwk` (a private key is refused) that signed it;
//! `htm` the request's method, `htu` the request's URL ([`Request::with_request_url`]; both
//! normalized, query and fragment ignored), `iat` within 60 s of now
//! ([`Verifier::with_dpop_window`], at most 300 s), `ath` the base64url SHA-256 of the token,
//! and a `jti` not seen within the window ([`ReplayStore`], [`MemoryReplayStore`] by default,
//! recorded only once everything else passed). Failures are 401 `invalid_dpop_proof` or
//! `invalid_token` with `WWW-Authenticate: DPoP …, algs="ES256 RS256 PS256 EdDSA"`. Server
//! nonces (RFC 9449 §8) are not built.
//!
//! # Authorization
//!
//! [`VerifiedToken::authorize`]: the action matches a capability exactly (case-sensitive,
//! §5.5; else `aap_invalid_capability`); several capabilities for one action are
//! alternatives, the first whose constraints all hold grants. Constraints: capability
//! `max_depth`, `domains_blocked` then `domains_allowed` by DNS suffix on the target's host
//! (`aap_domain_not_allowed`), `time_window` (start inclusive, end exclusive;
//! `aap_capability_expired`), `allowed_methods`, `max_request_size`, and the rate limits
//! through the [`RateStore`] trait ([`MemoryRateStore`] by default; per token `jti` and
//! capability; the sliding minute, the clock hour, the UTC day; 429 with `Retry-After`; a
//! shared backend such as Redis implements the trait). Oversight goes through the gate:
//! approval required is 403 `aap_approval_required` with `approval_reference`; a notify-on
//! action is authorized with `notify: true`. A constraint the server cannot check
//! (`require_approval_threshold`, unknown names, `ip_ranges_allowed` without the request's
//! destination IP) grants nothing; a domain constraint without a target URL refuses.
//!
//! # Command line and gateway
//!
//! `examples/aap_check.rs` prints one decision as one JSON object and exits 0 (authorized), 1
//! (forbidden or rejected) or 2 (usage): `--jwks FILE --token FILE --request FILE` (the
//! request as JSON: action, method, target URL, …), `--now SECONDS`, `--issuer URL`,
//! `--audience URL`; for proof of possession `--scheme bearer|dpop`, `--dpop FILE` (the `DPoP`
//! header's value), `--htu URL` (the URL the request was made to; `htm` is the request file's
//! `method`) and `--client-cert FILE` (a PEM client certificate). The README shows it on the
//! committed example tokens, with and without a DPoP proof.
//!
//! `examples/aap_gateway.rs` is an axum server answering `ANY /act/{action}` (target URL in
//! `X-Target-Url`) with 200, or 401/403/429 with `WWW-Authenticate`, `Retry-After` and the JSON
//! error body, for `Bearer` and `DPoP` tokens (every `DPoP` header counted; `htu` compared
//! with `--public-url`, default `http://` and the `Host`), its keys from a file (`--jwks`), a
//! `jwks_uri` (`--jwks-uri`) or the issuer's RFC 8414 metadata (`--discover`), fetched over
//! HTTPS (`--ca` for a private CA). `tests/aap_gateway.rs` drives it with raw HTTP/1.1 over
//! 127.0.0.1, DPoP proofs signed at test time, replays and a second proof header included,
//! and against keys it fetched from an HTTPS authorization-server stand-in on 127.0.0.1 that
//! rotate while it runs.
//!
//! # The published test vectors
//!
//! The draft's vectors (`../shared/upstream/aap-test-vectors/`, 15 files, 69 cases) run as one
//! table in `tests/aap_vectors.rs`: each payload signed with a real key (ES256, RS256, PS256,
//! EdDSA in turn; test keys in `tests/data/aap/`), then verified and authorized, and the
//! result, `error_code`, `http_status`, description, `Retry-After`, `approval_reference` and
//! `can_delegate` compared. 74 checks (the 69 cases, one request test of
//! `03-empty-constraints.json` counted per request): **65 match, 9 differ** where the vector
//! contradicts the schemas or the draft, each listed in the test (which fails if it stops
//! differing):
//!
//! | vector | expects | we answer, and why |
//! |---|---|---|
//! | `valid-tokens/03-cms-agent-with-oversight.json`, 3 cases | AUTHORIZED / `aap_approval_required` | 401 `invalid_token`: its `agent.model` is an object, the schema says string. Run again with `/agent/model` removed, all 3 match |
//! | `edge-cases/01-clock-skew.json` `at_skew_boundary`, `invalid-tokens/01-expired-token.json` `validate_with_clock_skew` | accepted at exactly `exp + skew` | expired: RFC 7519 wants now before `exp`; the skew moves that exclusive bound |
//! | `edge-cases/01-clock-skew.json` `future_token_within_skew` | accepted | rejected: its `iat` is 600 s after the validation time, beyond the 300 s skew |
//! | `edge-cases/02-maximum-delegation-depth.json` `depth_1_valid` | valid | `aap_invalid_delegation_chain`: the scenario keeps the base token's `jti` and names it as `parent_jti` |
//! | `constraint-violations/01-rate-limit-exceeded.json` `hourly_limit_exceeded` | `Retry-After: 3600` | 2400: the hourly window is the clock hour (§5.6.1), 20 minutes in |
//! | `valid-tokens/04-time-window-constrained.json` `request_too_large` | 413 | 403: constraint violations are 403 or 429 (§12.4) |
//!
//! The vectors give no validation time: the test verifies at the case's `current_time` or
//! `validation_time`, else at the payload's `iat`, and judges constraints at the request's
//! `timestamp` (some lie outside their token's lifetime). Authorization-server scenarios
//! (`as_behavior: MUST_REJECT`) are judged by [`VerifiedToken::may_delegate`]
//! (`invalid_grant`).

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
