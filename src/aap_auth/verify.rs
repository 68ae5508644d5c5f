//! The [`Verifier`]: a compact JWS to a [`VerifiedToken`], in the order of draft §7.1: the
//! split and header ([`jws`](super::jws)), the key by `kid` ([`Jwks`]), the signature (the
//! JOSE crate's low-level `verify`), the payload judged as [`aap::Token`] by the crate's own
//! engine, then `iss`, `aud`, the times and the delegation claim.
//!
//! Times, with `s` the configured skew (0 by default, at most 300 s, §12.9):
//! - expired when `now >= exp + s` (RFC 7519 §4.1.4: now must be before `exp`);
//! - not yet valid when `now < nbf - s`;
//! - refused when `iat > now + s` (issued in the future).
//!
//! Schema violations all located under `/delegation` are `aap_invalid_delegation_chain`
//! (403, the claim is malformed); any other is `invalid_token` (401).
//!
//! Last, the token's `cnf` binding against the proofs the request carries (the table in the
//! [`aap_auth`](super) module docs): [`Verifier::verify`] presents none, so it refuses every bound token;
//! [`Verifier::verify_presented`] takes the scheme and the [`Request`] with its DPoP proof or
//! client certificate.
//!
//! [`aap::Token`]: crate::aap::Token

use std::sync::Arc;
use std::time::Duration;

use super::binding;
use super::clock::{Clock, SystemClock};
use super::decision::Denial;
use super::delegation;
use super::error::{ErrorCode, Reason};
use super::jwks::Jwks;
use super::jws;
use super::keys::{KeySource, StaticKeys};
use super::replay::{MemoryReplayStore, ReplayStore};
use super::request::Request;
use super::Scheme;
use crate::aap::{Token, TokenAud};
use crate::{Category, Limits};

#[derive(Debug, Clone)]
enum Expect {
    Unset,
    Any,
    OneOf(Vec<String>),
}

impl Expect {
    fn add(self, value: String) -> Self {
        match self {
            Self::OneOf(mut v) => {
                v.push(value);
                Self::OneOf(v)
            }
            Self::Unset | Self::Any => Self::OneOf(vec![value]),
        }
    }
}

/// Verifies bearer tokens against one issuer's keys and this server's identity.
///
/// A verifier with no issuer or no audience configured refuses every token, unless told
/// explicitly to accept any ([`accept_any_issuer`](Self::accept_any_issuer),
/// [`accept_any_audience`](Self::accept_any_audience)).
#[derive(Debug, Clone)]
pub struct Verifier {
    keys: Arc<dyn KeySource>,
    issuers: Expect,
    audiences: Expect,
    skew: u64,
    clock: Arc<dyn Clock>,
    max_token_bytes: usize,
    claims_limits: Limits,
    realm: Option<String>,
    replay: Arc<dyn ReplayStore>,
    dpop_window: u64,
}

impl Verifier {
    /// The largest accepted clock skew: 5 minutes (draft §12.9, "MUST NOT exceed").
    pub const MAX_SKEW: Duration = Duration::from_secs(300);
    /// The default bound on a token's length: 64 KiB.
    pub const DEFAULT_MAX_TOKEN_BYTES: usize = 64 * 1024;
    /// How far a DPoP proof's `iat` may be from now by default, either way: 60 s.
    pub const DEFAULT_DPOP_WINDOW: Duration = Duration::from_secs(60);
    /// The widest DPoP window accepted: 5 minutes.
    pub const MAX_DPOP_WINDOW: Duration = Duration::from_secs(300);

    /// A verifier with the fixed key set `jwks`, the system clock, no skew, and no issuer or
    /// audience yet.
    #[must_use]
    pub fn new(jwks: Jwks) -> Self {
        Self::with_key_source(StaticKeys(Arc::new(jwks)))
    }

    /// A verifier whose keys come from `source` (for example the issuer's published set,
    /// fetched and refreshed), otherwise as [`new`](Self::new).
    #[must_use]
    pub fn with_key_source(source: impl KeySource + 'static) -> Self {
        Self {
            keys: Arc::new(source),
            issuers: Expect::Unset,
            audiences: Expect::Unset,
            skew: 0,
            clock: Arc::new(SystemClock),
            max_token_bytes: Self::DEFAULT_MAX_TOKEN_BYTES,
            claims_limits: Limits::new()
                .with_max_bytes(Self::DEFAULT_MAX_TOKEN_BYTES)
                .with_max_depth(32),
            realm: None,
            replay: Arc::new(MemoryReplayStore::new()),
            dpop_window: Self::DEFAULT_DPOP_WINDOW.as_secs(),
        }
    }

    /// Trusts `issuer` (compared exactly with `iss`); call again to trust several.
    #[must_use]
    pub fn with_issuer(mut self, issuer: impl Into<String>) -> Self {
        self.issuers = self.issuers.add(issuer.into());
        self
    }

    /// Accepts `audience` (a token's `aud`, string or array, must contain one).
    #[must_use]
    pub fn with_audience(mut self, audience: impl Into<String>) -> Self {
        self.audiences = self.audiences.add(audience.into());
        self
    }

    /// Accepts any `iss` (the keys alone decide who is trusted).
    #[must_use]
    pub fn accept_any_issuer(mut self) -> Self {
        self.issuers = Expect::Any;
        self
    }

    /// Accepts any `aud`.
    #[must_use]
    pub fn accept_any_audience(mut self) -> Self {
        self.audiences = Expect::Any;
        self
    }

    /// Tolerates `skew` of clock difference on `exp`, `nbf` and `iat`, capped at
    /// [`MAX_SKEW`](Self::MAX_SKEW); whole seconds count.
    #[must_use]
    pub fn with_skew(mut self, skew: Duration) -> Self {
        self.skew = skew.min(Self::MAX_SKEW).as_secs();
        self
    }

    /// Reads the time from `clock` instead of the system's.
    #[must_use]
    pub fn with_clock(mut self, clock: impl Clock + 'static) -> Self {
        self.clock = Arc::new(clock);
        self
    }

    /// Refuses tokens longer than `bytes` (and payloads larger than it).
    #[must_use]
    pub fn with_max_token_bytes(mut self, bytes: usize) -> Self {
        self.max_token_bytes = bytes;
        self.claims_limits = self.claims_limits.with_max_bytes(bytes);
        self
    }

    /// The realm named in `WWW-Authenticate` by [`Verifier::www_authenticate`].
    #[must_use]
    pub fn with_realm(mut self, realm: impl Into<String>) -> Self {
        self.realm = Some(realm.into());
        self
    }

    /// Remembers DPoP proofs in `store` (a [`MemoryReplayStore`] by default, shared by the
    /// verifier's clones); several instances share one store to catch replays across them.
    #[must_use]
    pub fn with_replay_store(mut self, store: impl ReplayStore + 'static) -> Self {
        self.replay = Arc::new(store);
        self
    }

    /// Accepts DPoP proofs whose `iat` is at most `window` from now, either way (whole
    /// seconds, capped at [`MAX_DPOP_WINDOW`](Self::MAX_DPOP_WINDOW)); a proof's `jti` is
    /// remembered as long.
    #[must_use]
    pub fn with_dpop_window(mut self, window: Duration) -> Self {
        self.dpop_window = window.min(Self::MAX_DPOP_WINDOW).as_secs();
        self
    }

    /// The configured realm.
    #[must_use]
    pub fn realm(&self) -> Option<&str> {
        self.realm.as_deref()
    }

    /// The `WWW-Authenticate` value for `denial`, with this verifier's realm.
    #[must_use]
    pub fn www_authenticate(&self, denial: &Denial) -> String {
        denial.www_authenticate(self.realm.as_deref())
    }

    /// Verifies one compact JWS presented as a bearer token with no proof: a token with a
    /// `cnf` claim is refused (it needs [`verify_presented`](Self::verify_presented)).
    ///
    /// # Errors
    ///
    /// A [`Denial`] (401 `invalid_token`, or 403 for a delegation claim that fails) whose
    /// [`reason`](Denial::reason) says what failed.
    pub fn verify(&self, token: &str) -> Result<VerifiedToken, Denial> {
        self.verify_presented(Scheme::Bearer, token, &Request::default())
    }

    /// Verifies one compact JWS presented under `scheme` with `request`, whose method,
    /// [URL](Request::with_request_url), [DPoP proof](Request::with_dpop_proof) and
    /// [client certificate](Request::with_client_certificate) must prove the token's `cnf`
    /// binding (the table in the [`aap_auth`](super) module docs). An accepted DPoP proof is recorded in the
    /// replay store.
    ///
    /// # Errors
    ///
    /// A [`Denial`] as for [`verify`](Self::verify), `invalid_token` for a binding the
    /// request does not prove, `invalid_dpop_proof` for a proof that fails; under the `DPoP`
    /// challenge when the request used DPoP or the token is DPoP-bound.
    pub fn verify_presented(
        &self,
        scheme: Scheme,
        token: &str,
        request: &Request,
    ) -> Result<VerifiedToken, Denial> {
        let mut verified = self
            .verify_token(token)
            .map_err(|d| d.with_scheme(scheme))?;
        let cnf = verified.claims.cnf.as_ref();
        let bound = cnf.is_some_and(|c| c.jkt.is_some());
        let challenge = if bound { Scheme::Dpop } else { scheme };
        let policy = binding::Policy {
            now: verified.now,
            window: self.dpop_window,
            replay: self.replay.as_ref(),
        };
        binding::check(cnf, scheme, token, request, &policy)
            .map_err(|(code, reason)| Denial::new(code, reason).with_scheme(challenge))?;
        verified.scheme = challenge;
        Ok(verified)
    }

    fn verify_token(&self, token: &str) -> Result<VerifiedToken, Denial> {
        let invalid = |reason| Denial::new(ErrorCode::InvalidToken, reason);
        if matches!(self.issuers, Expect::Unset) {
            return Err(invalid(Reason::NotConfigured("trusted issuer")));
        }
        if matches!(self.audiences, Expect::Unset) {
            return Err(invalid(Reason::NotConfigured("audience")));
        }
        let compact = jws::split(token, self.max_token_bytes).map_err(invalid)?;
        let jwks = self
            .keys
            .key_set(&compact.kid)
            .map_err(|e| invalid(Reason::KeysUnavailable(e)))?;
        let key = jwks.key_for(&compact.kid, compact.alg).map_err(invalid)?;
        let verified = jsonwebtoken::crypto::verify(
            compact.signature,
            compact.signing_input.as_bytes(),
            key,
            compact.alg.jsonwebtoken(),
        );
        if !matches!(verified, Ok(true)) {
            return Err(invalid(Reason::BadSignature));
        }
        let claims: Token =
            crate::from_slice_with(&compact.payload, &self.claims_limits).map_err(|e| {
                let delegation = e.classify() == Category::Validation
                    && e.validation_errors()
                        .iter()
                        .all(|v| v.instance_path().starts_with("/delegation"));
                let code = if delegation {
                    ErrorCode::InvalidDelegationChain
                } else {
                    ErrorCode::InvalidToken
                };
                Denial::new(code, Reason::Claims(e))
            })?;
        if let Expect::OneOf(issuers) = &self.issuers {
            if !issuers.contains(&claims.iss) {
                return Err(invalid(Reason::Issuer(claims.iss)));
            }
        }
        if let Expect::OneOf(audiences) = &self.audiences {
            let ours = match &claims.aud {
                TokenAud::String(a) => audiences.contains(a),
                TokenAud::Array(list) => list.iter().any(|a| audiences.contains(a)),
            };
            if !ours {
                return Err(invalid(Reason::Audience));
            }
        }
        let now = self.clock.now();
        check_times(&claims, now, self.skew).map_err(invalid)?;
        delegation::check(&claims)?;
        let rate_key = claims.jti.as_ref().map_or_else(
            || format!("sig:{}", compact.signature),
            |j| format!("jti:{j}"),
        );
        Ok(VerifiedToken {
            claims,
            now,
            rate_key,
            scheme: Scheme::Bearer,
        })
    }
}

/// `exp`, `nbf`, `iat` against `now` with `skew` (see the [module docs](self)).
fn check_times(claims: &Token, now: i64, skew: u64) -> Result<(), Reason> {
    let now128 = i128::from(now);
    let skew = i128::from(skew);
    if now128 >= i128::from(claims.exp) + skew {
        return Err(Reason::Expired {
            exp: claims.exp,
            now,
        });
    }
    if let Some(nbf) = claims.nbf {
        if now128 < i128::from(nbf) - skew {
            return Err(Reason::NotYetValid { nbf, now });
        }
    }
    if i128::from(claims.iat) > now128 + skew {
        return Err(Reason::IssuedInFuture {
            iat: claims.iat,
            now,
        });
    }
    Ok(())
}

/// A token whose signature, claims, times and delegation claim passed: ready to authorize
/// requests ([`authorize`](Self::authorize)).
#[derive(Debug, Clone)]
pub struct VerifiedToken {
    pub(crate) claims: Token,
    pub(crate) now: i64,
    pub(crate) rate_key: String,
    scheme: Scheme,
}

impl VerifiedToken {
    /// The claims.
    #[must_use]
    pub fn claims(&self) -> &Token {
        &self.claims
    }

    /// The claims, owned.
    #[must_use]
    pub fn into_claims(self) -> Token {
        self.claims
    }

    /// The scheme a denial for this token's requests is answered under: `DPoP` for a
    /// DPoP-bound token.
    pub(crate) fn challenge_scheme(&self) -> Scheme {
        self.scheme
    }

    /// The verifier's clock reading the token was judged at.
    #[must_use]
    pub fn verified_at(&self) -> i64 {
        self.now
    }

    /// The rate-limit key of the capability at `index`: the token's `jti` (or, without one,
    /// its signature) and the index (limits are per token, §5.6.1, and per capability).
    #[must_use]
    pub fn rate_key(&self, index: usize) -> String {
        format!("{}#{index}", self.rate_key)
    }
}
