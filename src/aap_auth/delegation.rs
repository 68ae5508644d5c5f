//! The delegation claim (draft §5.7, §7.7, §12.5), judged once per token: depth within
//! `max_depth`, a chain of `depth + 1` entries, and `parent_jti` present exactly on derived
//! tokens (and not the token's own `jti`). A token without the claim is an original token
//! (depth 0). Capability-level `max_depth` is checked per request (`constraints.rs`).
//!
//! [`VerifiedToken::may_delegate`] answers the authorization-server side: a token exchange
//! from this token would give `depth + 1`, refused (`invalid_grant`) unless that is within
//! `max_depth`; a token without a delegation claim states no maximum, so it may not delegate.

use super::decision::Denial;
use super::error::{ChainProblem, ErrorCode, Reason};
use super::verify::VerifiedToken;
use crate::aap::Token;

pub(crate) fn check(claims: &Token) -> Result<(), Denial> {
    let Some(d) = &claims.delegation else {
        return Ok(());
    };
    // The schema bounds both to 0..=10: the generated fields are `u64`.
    let (depth, max_depth) = (d.depth, d.max_depth);
    if depth > max_depth {
        return Err(Denial::new(
            ErrorCode::ExcessiveDelegation,
            Reason::ExcessiveDelegation { depth, max_depth },
        ));
    }
    let chain_error = |p| {
        Denial::new(
            ErrorCode::InvalidDelegationChain,
            Reason::DelegationChain(p),
        )
    };
    let chain = d
        .chain
        .as_ref()
        .ok_or_else(|| chain_error(ChainProblem::MissingChain))?;
    if u64::try_from(chain.len()).ok() != depth.checked_add(1) {
        return Err(chain_error(ChainProblem::Length {
            len: chain.len(),
            depth,
        }));
    }
    match (&d.parent_jti, depth) {
        (None, 1..) => return Err(chain_error(ChainProblem::MissingParent)),
        (Some(_), 0) => return Err(chain_error(ChainProblem::UnexpectedParent)),
        (Some(parent), _) if claims.jti.as_ref() == Some(parent) => {
            return Err(chain_error(ChainProblem::OwnParent))
        }
        _ => {}
    }
    Ok(())
}

/// The token's delegation depth (0 without a delegation claim).
pub(crate) fn depth(claims: &Token) -> u64 {
    claims.delegation.as_ref().map_or(0, |d| d.depth)
}

impl VerifiedToken {
    /// Whether a token exchange from this token may issue a derived token (depth + 1 within
    /// `delegation.max_depth`).
    ///
    /// # Errors
    ///
    /// A 400 `invalid_grant` [`Denial`] when it may not.
    pub fn may_delegate(&self) -> Result<(), Denial> {
        let depth = depth(&self.claims);
        let max_depth = self.claims.delegation.as_ref().map(|d| d.max_depth);
        match max_depth {
            Some(max) if depth < max => Ok(()),
            _ => Err(Denial::new(
                ErrorCode::InvalidGrant,
                Reason::DelegationExhausted { depth, max_depth },
            )),
        }
    }
}
