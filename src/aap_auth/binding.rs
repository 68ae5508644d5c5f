//! Sender-constrained tokens: the `cnf` claim (RFC 7800) enforced, fail closed.
//!
//! The table of which `cnf` asks for which proof is in the [`aap_auth`](super) module docs.
//!
//! A DPoP-bound token under `Bearer` is refused (RFC 9449 §7.2), and so is a DPoP proof or
//! the `DPoP` scheme with a token that is not DPoP-bound. The proof's `jti` is recorded in the
//! [`ReplayStore`] last, once everything else has passed.

use super::dpop::{DpopProof, ProofContext};
use super::error::{BindingProblem, ErrorCode, Reason};
use super::jwk::sha256_base64url;
use super::replay::{ReplayRefusal, ReplayStore};
use super::request::{DpopHeader, Request};
use super::Scheme;
use crate::aap::TokenCnf;

/// What the binding check needs from the verifier.
pub(crate) struct Policy<'a> {
    pub now: i64,
    pub window: u64,
    pub replay: &'a dyn ReplayStore,
}

/// Checks that `token` (whose claims carry `cnf`) is presented with the proofs its binding
/// asks for.
pub(crate) fn check(
    cnf: Option<&TokenCnf>,
    scheme: Scheme,
    token: &str,
    request: &Request,
    policy: &Policy<'_>,
) -> Result<(), (ErrorCode, Reason)> {
    let refuse = |p| Err((ErrorCode::InvalidToken, Reason::Binding(p)));
    let (jkt, x5t) = match cnf {
        None => (None, None),
        Some(cnf) => {
            if let Some(name) = cnf.extra.keys().next() {
                return refuse(BindingProblem::UnknownConfirmation(name.clone()));
            }
            if cnf.jkt.is_none() && cnf.x5t_s256.is_none() {
                return refuse(BindingProblem::EmptyConfirmation);
            }
            (cnf.jkt.as_deref(), cnf.x5t_s256.as_deref())
        }
    };
    if let Some(x5t) = x5t {
        let Some(der) = request.client_certificate() else {
            return refuse(BindingProblem::CertificateMissing);
        };
        if sha256_base64url(der) != x5t {
            return refuse(BindingProblem::CertificateMismatch);
        }
    }
    let proof = request.dpop_header();
    let Some(jkt) = jkt else {
        return match (scheme, proof) {
            (Scheme::Bearer, DpopHeader::Absent) => Ok(()),
            _ => refuse(BindingProblem::NotDpopBound),
        };
    };
    if scheme != Scheme::Dpop {
        return refuse(BindingProblem::BearerForBoundToken);
    }
    let invalid_proof = |p| Err((ErrorCode::InvalidDpopProof, Reason::Binding(p)));
    let text = match proof {
        DpopHeader::Absent => return invalid_proof(BindingProblem::ProofMissing),
        DpopHeader::Several => return invalid_proof(BindingProblem::SeveralProofs),
        DpopHeader::One(text) => text,
    };
    let context = ProofContext {
        method: request.method().unwrap_or_default(),
        url: request.request_url().unwrap_or_default(),
        access_token: token,
        now: policy.now,
        window: policy.window,
    };
    let proof = DpopProof::verify(text, &context).map_err(|r| (ErrorCode::InvalidDpopProof, r))?;
    if proof.thumbprint() != jkt {
        return invalid_proof(BindingProblem::KeyMismatch);
    }
    let key = format!("{}:{}", proof.thumbprint(), proof.jti());
    let expires_at = proof
        .issued_at()
        .saturating_add(i64::try_from(policy.window).unwrap_or(i64::MAX));
    policy
        .replay
        .first_use(&key, expires_at, policy.now)
        .map_err(|e| {
            let reason = match e {
                ReplayRefusal::Replayed => Reason::DpopReplay(proof.jti().to_owned()),
                ReplayRefusal::Unavailable(why) => Reason::ReplayStore(why),
            };
            (ErrorCode::InvalidDpopProof, reason)
        })
}
