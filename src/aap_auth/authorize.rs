//! One request against a [`VerifiedToken`] (draft §7.4–§7.6): context expiry, the
//! capabilities naming the action, their constraints, the rate limits, then oversight.
//!
//! - **Capabilities**: exact, case-sensitive `action` match (§5.5). Several capabilities for
//!   one action are alternatives (OR, §5.6): they are tried in order and the first whose
//!   constraints all hold grants the request; when none does, the first one's failure is
//!   returned. Rate limits are acquired only for the capability that would grant.
//! - **Context**: `task.expires_at` and `context.session.expires_at` at or before the
//!   request time refuse it (`aap_invalid_context`).
//! - **Oversight** goes through the [`Gate`]: an action needing approval is 403
//!   `aap_approval_required` carrying the claim's `approval_reference`; a notification is
//!   reported in [`Authorized::notify`]. A token **without** an `oversight` claim asks for no
//!   oversight here: §7.6 binds the server to the actions the claim lists, and the issuer
//!   signed its absence (unlike [`Gate::from_token`], which reads absence as supervised for
//!   callers without a verified token).

use super::constraints;
use super::decision::{Authorized, Decision, Denial};
use super::delegation;
use super::error::{ErrorCode, Reason};
use super::rate::{RateRefusal, RateStore};
use super::request::Request;
use super::verify::VerifiedToken;
use crate::aap::OversightClaim;
use crate::oversight::{Gate, Requirement};

impl VerifiedToken {
    /// Authorizes `request`, counting it in `store` when a rate limit applies.
    ///
    /// The request time is [`Request::at`], or the time the token was verified at.
    #[must_use]
    pub fn authorize(&self, request: &Request, store: &dyn RateStore) -> Decision {
        let at = request.time().unwrap_or(self.now);
        let claims = &self.claims;
        let expiries = [
            (
                "task.expires_at",
                claims.task.expires_at.and_then(|t| i64::try_from(t).ok()),
            ),
            (
                "context.session.expires_at",
                claims
                    .context
                    .as_ref()
                    .and_then(|c| c.session.as_ref())
                    .and_then(|s| s.expires_at),
            ),
        ];
        for (claim, expires_at) in expiries {
            if let Some(expires_at) = expires_at.filter(|e| at >= *e) {
                return Decision::Forbidden(Denial::new(
                    ErrorCode::InvalidContext,
                    Reason::ContextExpired { claim, expires_at },
                ));
            }
        }
        let depth = delegation::depth(claims);
        let mut first_failure = None;
        let mut granted = None;
        for (index, capability) in claims.capabilities.0.iter().enumerate() {
            if capability.action != request.action() {
                continue;
            }
            let default = crate::aap::Constraints::default();
            let c = capability.constraints.as_ref().unwrap_or(&default);
            let outcome = constraints::check(c, request, at, depth).and_then(|limits| {
                if limits.is_empty() {
                    return Ok(());
                }
                store
                    .acquire(&self.rate_key(index), &limits, at)
                    .map_err(rate_denial)
            });
            match outcome {
                Ok(()) => {
                    granted = Some((index, c.max_response_size.map(std::num::NonZeroU64::get)));
                    break;
                }
                Err(denial) => {
                    first_failure.get_or_insert(denial);
                }
            }
        }
        let Some((capability, max_response_size)) = granted else {
            return Decision::Forbidden(first_failure.unwrap_or_else(|| {
                Denial::new(
                    ErrorCode::InvalidCapability,
                    Reason::NoCapability(request.action().to_owned()),
                )
            }));
        };
        let gate = match &claims.oversight {
            Some(claim) => Gate::new(claim),
            None => Gate::new(&OversightClaim::default()),
        };
        match gate.requirement(request.action()) {
            Requirement::Approval => Decision::Forbidden(
                Denial::new(
                    ErrorCode::ApprovalRequired,
                    Reason::ApprovalRequired(request.action().to_owned()),
                )
                .with_approval_reference(
                    claims
                        .oversight
                        .as_ref()
                        .and_then(|o| o.approval_reference.clone()),
                ),
            ),
            requirement => Decision::Authorized(Authorized {
                capability,
                notify: requirement == Requirement::Notify,
                max_response_size,
            }),
        }
    }
}

fn rate_denial(refusal: RateRefusal) -> Denial {
    let (reason, retry_after) = match refusal {
        RateRefusal::Limited {
            window,
            retry_after,
        } => (
            Reason::RateLimited {
                window,
                retry_after,
            },
            Some(retry_after),
        ),
        RateRefusal::Unavailable(e) => (Reason::RateStore(e), None),
    };
    Denial::new(ErrorCode::ConstraintViolation, reason)
        .with_status(429)
        .with_retry_after(retry_after)
}
