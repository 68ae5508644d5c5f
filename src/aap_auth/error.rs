//! Why a token or a request was refused: [`Reason`], the structured cause a server logs, and
//! the draft's [`ErrorCode`] it answers with.

use std::fmt;

use super::rate::RateWindow;

/// An `error` code a resource server answers with: RFC 6750's and the AAP draft's
/// (draft-aap-oauth-profile-01, Appendix C.1), with the HTTP status each usually carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorCode {
    /// `invalid_request` (RFC 6750 §3.1): the request itself is malformed. 400.
    InvalidRequest,
    /// `invalid_token` (RFC 6750 §3.1): the token cannot be trusted. 401.
    InvalidToken,
    /// `invalid_grant` (RFC 6749 §5.2): a token exchange from this token is refused
    /// ([`VerifiedToken::may_delegate`](super::VerifiedToken::may_delegate)). 400.
    InvalidGrant,
    /// `aap_invalid_capability`: no capability grants the action. 403.
    InvalidCapability,
    /// `aap_constraint_violation`: a constraint of the capability is not met. 403, or 429
    /// for a rate limit.
    ConstraintViolation,
    /// `aap_approval_required`: the action needs a human's approval. 403.
    ApprovalRequired,
    /// `aap_excessive_delegation`: the delegation depth exceeds a maximum. 403.
    ExcessiveDelegation,
    /// `aap_invalid_context`: a context restriction (task or session expiry) is not met. 403.
    InvalidContext,
    /// `aap_domain_not_allowed`: the target domain is blocked or not allowed. 403.
    DomainNotAllowed,
    /// `aap_invalid_delegation_chain`: the delegation claim is inconsistent. 403.
    InvalidDelegationChain,
    /// `aap_capability_expired`: the request falls outside the capability's time window. 403.
    CapabilityExpired,
    /// `invalid_dpop_proof` (RFC 9449 §7.1): the DPoP proof is missing, invalid, replayed, or
    /// by another key than the token is bound to. 401.
    InvalidDpopProof,
}

impl ErrorCode {
    /// The code as it appears in `error`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::InvalidRequest => "invalid_request",
            Self::InvalidToken => "invalid_token",
            Self::InvalidGrant => "invalid_grant",
            Self::InvalidCapability => "aap_invalid_capability",
            Self::ConstraintViolation => "aap_constraint_violation",
            Self::ApprovalRequired => "aap_approval_required",
            Self::ExcessiveDelegation => "aap_excessive_delegation",
            Self::InvalidContext => "aap_invalid_context",
            Self::DomainNotAllowed => "aap_domain_not_allowed",
            Self::InvalidDelegationChain => "aap_invalid_delegation_chain",
            Self::CapabilityExpired => "aap_capability_expired",
            Self::InvalidDpopProof => "invalid_dpop_proof",
        }
    }

    /// The HTTP status the code carries (a rate limit's 429 is set on the
    /// [`Denial`](super::Denial)).
    #[must_use]
    pub fn status(self) -> u16 {
        match self {
            Self::InvalidRequest | Self::InvalidGrant => 400,
            Self::InvalidToken | Self::InvalidDpopProof => 401,
            _ => 403,
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A delegation claim that does not hold together (draft §5.7, §7.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum ChainProblem {
    /// `chain` is absent, so its length cannot equal `depth + 1`.
    MissingChain,
    /// `chain` has `len` entries where `depth + 1` are due.
    Length {
        /// Entries in `chain`.
        len: usize,
        /// The claim's `depth`.
        depth: u64,
    },
    /// A derived token (`depth` > 0) without `parent_jti`.
    MissingParent,
    /// An original token (`depth` 0) naming a `parent_jti`.
    UnexpectedParent,
    /// `parent_jti` equals the token's own `jti`.
    OwnParent,
}

/// A sender-constrained token presented without what its `cnf` claim binds it to (RFC 9449,
/// RFC 8705; see [`Verifier`](super::Verifier)).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum BindingProblem {
    /// A DPoP-bound token (`cnf.jkt`) under the `Bearer` scheme (RFC 9449 §7.2).
    BearerForBoundToken,
    /// The `DPoP` scheme, or a `DPoP` header, with a token that is not DPoP-bound.
    NotDpopBound,
    /// The `DPoP` scheme and no `DPoP` header.
    ProofMissing,
    /// More than one `DPoP` header.
    SeveralProofs,
    /// The proof's key is not the one whose thumbprint `cnf.jkt` names.
    KeyMismatch,
    /// A certificate-bound token (`cnf.x5t#S256`) and no client certificate.
    CertificateMissing,
    /// The client certificate's thumbprint is not `cnf.x5t#S256`.
    CertificateMismatch,
    /// `cnf` has a member this verifier cannot check (the token is never accepted).
    UnknownConfirmation(String),
    /// `cnf` names no confirmation method.
    EmptyConfirmation,
}

impl fmt::Display for BindingProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BearerForBoundToken => {
                f.write_str("a DPoP-bound token was presented as a bearer token")
            }
            Self::NotDpopBound => f.write_str("DPoP was used with a token that is not DPoP-bound"),
            Self::ProofMissing => f.write_str("the DPoP scheme came without a DPoP proof"),
            Self::SeveralProofs => f.write_str("the request has more than one DPoP header"),
            Self::KeyMismatch => f.write_str("the DPoP proof's key is not the one cnf.jkt names"),
            Self::CertificateMissing => {
                f.write_str("a certificate-bound token came without a client certificate")
            }
            Self::CertificateMismatch => {
                f.write_str("the client certificate is not the one cnf.x5t#S256 names")
            }
            Self::UnknownConfirmation(m) => {
                write!(
                    f,
                    "cnf member {m:?} is a binding this verifier cannot check"
                )
            }
            Self::EmptyConfirmation => f.write_str("cnf names no confirmation method"),
        }
    }
}

/// What exactly failed: the detail a server logs (the draft, §12.8 and §13.5, keeps it out of
/// responses; [`Denial::description`](super::Denial::description) is the generic text sent instead).
///
/// Its `Display` is a lowercase sentence without a final period.
#[derive(Debug)]
#[non_exhaustive]
pub enum Reason {
    /// No bearer token came with the request.
    MissingToken,
    /// The verifier has no trusted issuer or no audience configured.
    NotConfigured(&'static str),
    /// The compact serialization is broken (parts, base64url, size).
    Malformed(String),
    /// The JOSE header is not an acceptable JSON object.
    Header(String),
    /// `alg` is `none` or a symmetric algorithm: never accepted.
    AlgorithmRefused(String),
    /// `alg` is none of ES256, RS256, PS256, EdDSA.
    AlgorithmUnsupported(String),
    /// The header names no `kid`.
    MissingKid,
    /// No key in the JWKS has this `kid`.
    UnknownKid(String),
    /// The key source has no key set to check the token against (fail closed).
    KeysUnavailable(super::keys::KeySourceError),
    /// The key with this `kid` was not made for the header's `alg`.
    KeyNotForAlgorithm {
        /// The key's id.
        kid: String,
        /// The header's algorithm.
        alg: String,
        /// Why the key does not fit.
        why: &'static str,
    },
    /// The signature does not verify.
    BadSignature,
    /// The token's `cnf` binding is not proven by the request.
    Binding(BindingProblem),
    /// The DPoP proof fails a check of RFC 9449 §4.3 (which one, in words).
    DpopProof(String),
    /// The DPoP proof's `jti` was seen before within the window (a replay).
    DpopReplay(String),
    /// The replay store could not answer; the proof is refused.
    ReplayStore(String),
    /// The payload is not a valid AAP token (the engine's errors, with pointers).
    Claims(crate::Error),
    /// `now` is at or past `exp` plus the skew.
    Expired {
        /// The token's `exp`.
        exp: u64,
        /// The verifier's clock.
        now: i64,
    },
    /// `now` plus the skew is before `nbf`.
    NotYetValid {
        /// The token's `nbf`.
        nbf: u64,
        /// The verifier's clock.
        now: i64,
    },
    /// `iat` is after `now` plus the skew.
    IssuedInFuture {
        /// The token's `iat`.
        iat: u64,
        /// The verifier's clock.
        now: i64,
    },
    /// `iss` is not a trusted issuer.
    Issuer(String),
    /// No `aud` entry is one of the verifier's audiences.
    Audience,
    /// `delegation.depth` exceeds `delegation.max_depth` or a capability's `max_depth`.
    ExcessiveDelegation {
        /// The claim's depth.
        depth: u64,
        /// The maximum it exceeds.
        max_depth: u64,
    },
    /// The delegation claim is inconsistent.
    DelegationChain(ChainProblem),
    /// No capability names the requested action.
    NoCapability(String),
    /// A domain constraint applies and the request has no `target_url`.
    MissingTarget,
    /// The `target_url` has no host this verifier can compare.
    BadTarget(String),
    /// The target host is in `domains_blocked`.
    DomainBlocked(String),
    /// The target host is not in `domains_allowed`.
    DomainNotAllowed(String),
    /// `allowed_methods` applies and the request's method is absent or not listed.
    Method(Option<String>),
    /// The request body is larger than `max_request_size`.
    RequestTooLarge {
        /// The request's size in bytes.
        size: u64,
        /// The constraint.
        max: u64,
    },
    /// The request time is before `time_window.start` or at/after `time_window.end`.
    OutsideTimeWindow {
        /// The request time.
        at: i64,
    },
    /// A constraint this verifier cannot check, or the request lacks what it needs.
    Unenforceable(String),
    /// A rate limit is reached.
    RateLimited {
        /// The window that is full.
        window: RateWindow,
        /// Seconds until it has room again.
        retry_after: u64,
    },
    /// The rate-limit store could not answer (deny when uncertain, §12.4).
    RateStore(String),
    /// The action needs a human's approval (`oversight`, through the gate).
    ApprovalRequired(String),
    /// `task.expires_at` or `context.session.expires_at` has passed.
    ContextExpired {
        /// Which claim.
        claim: &'static str,
        /// Its value.
        expires_at: i64,
    },
    /// Delegating from this token would exceed `delegation.max_depth`.
    DelegationExhausted {
        /// The token's depth.
        depth: u64,
        /// The maximum, when known.
        max_depth: Option<u64>,
    },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MissingToken => f.write_str("no bearer token"),
            Self::NotConfigured(what) => write!(f, "the verifier has no {what} configured"),
            Self::Malformed(m) | Self::Header(m) => f.write_str(m),
            Self::AlgorithmRefused(a) => write!(f, "algorithm {a:?} is refused"),
            Self::AlgorithmUnsupported(a) => write!(f, "algorithm {a:?} is not supported"),
            Self::MissingKid => f.write_str("the header has no kid"),
            Self::UnknownKid(k) => write!(f, "no key has kid {k:?}"),
            Self::KeysUnavailable(e) => write!(f, "no key set to verify with: {e}"),
            Self::KeyNotForAlgorithm { kid, alg, why } => {
                write!(f, "key {kid:?} cannot verify {alg}: {why}")
            }
            Self::BadSignature => f.write_str("the signature does not verify"),
            Self::Binding(p) => write!(f, "{p}"),
            Self::DpopProof(m) => write!(f, "invalid DPoP proof: {m}"),
            Self::DpopReplay(jti) => write!(f, "DPoP proof jti {jti:?} was used before"),
            Self::ReplayStore(e) => write!(f, "DPoP replay store failed: {e}"),
            Self::Claims(e) => write!(f, "invalid claims: {e}"),
            Self::Expired { exp, now } => write!(f, "expired: exp {exp}, now {now}"),
            Self::NotYetValid { nbf, now } => write!(f, "not yet valid: nbf {nbf}, now {now}"),
            Self::IssuedInFuture { iat, now } => {
                write!(f, "issued in the future: iat {iat}, now {now}")
            }
            Self::Issuer(iss) => write!(f, "issuer {iss:?} is not trusted"),
            Self::Audience => f.write_str("no audience of the token is this server's"),
            Self::ExcessiveDelegation { depth, max_depth } => {
                write!(
                    f,
                    "delegation depth {depth} exceeds the maximum of {max_depth}"
                )
            }
            Self::DelegationChain(p) => match p {
                ChainProblem::MissingChain => f.write_str("the delegation claim has no chain"),
                ChainProblem::Length { len, depth } => write!(
                    f,
                    "the delegation chain has {len} entries, depth {depth} needs {}",
                    depth.saturating_add(1)
                ),
                ChainProblem::MissingParent => f.write_str("a delegated token has no parent_jti"),
                ChainProblem::UnexpectedParent => {
                    f.write_str("an original token (depth 0) has a parent_jti")
                }
                ChainProblem::OwnParent => f.write_str("parent_jti is the token's own jti"),
            },
            Self::NoCapability(a) => write!(f, "no capability for action {a:?}"),
            Self::MissingTarget => {
                f.write_str("a domain constraint applies and no target_url came")
            }
            Self::BadTarget(u) => write!(f, "no comparable host in target_url {u:?}"),
            Self::DomainBlocked(h) => write!(f, "domain {h:?} is blocked"),
            Self::DomainNotAllowed(h) => write!(f, "domain {h:?} is not allowed"),
            Self::Method(None) => f.write_str("allowed_methods applies and no method came"),
            Self::Method(Some(m)) => write!(f, "method {m:?} is not allowed"),
            Self::RequestTooLarge { size, max } => {
                write!(
                    f,
                    "request of {size} bytes is more than the maximum of {max}"
                )
            }
            Self::OutsideTimeWindow { at } => write!(f, "time {at} is outside the time window"),
            Self::Unenforceable(c) => write!(f, "constraint {c} cannot be enforced here"),
            Self::RateLimited {
                window,
                retry_after,
            } => write!(f, "{window} rate limit reached, room in {retry_after} s"),
            Self::RateStore(e) => write!(f, "rate-limit store failed: {e}"),
            Self::ApprovalRequired(a) => write!(f, "action {a:?} requires human approval"),
            Self::ContextExpired { claim, expires_at } => {
                write!(f, "{claim} {expires_at} has passed")
            }
            Self::DelegationExhausted { depth, max_depth } => match max_depth {
                Some(max) => write!(
                    f,
                    "delegation depth {depth} is already at the maximum of {max}"
                ),
                None => f.write_str("the token has no delegation claim to delegate from"),
            },
        }
    }
}
