//! What the client asks about each server request: the [`Approvals`] trait, the
//! [`Approval`] it is shown (the typed request, its AAP action names, its command or files:
//! `approval.rs`), and its implementations: the AAP oversight [`Gate`] alone, a gate with a
//! human behind it ([`Oversight`]), and [`DeclineAll`].

mod approval;

use std::time::Instant;

use super::reply::Reply;
use crate::codex::v1::ReviewDecision;
use crate::oversight::{Gate, Requirement, Verdict};
pub(crate) use approval::method_of;
pub use approval::{Approval, ApprovalKind};

/// An answer to an approval request, whatever its kind; [`Reply::from_decision`] turns it
/// into the typed response the request's method takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Run it, once.
    Accept,
    /// Run it, and what is like it for the rest of the session.
    AcceptForSession,
    /// Do not run it; the agent goes on with something else.
    Decline,
    /// Do not run it, and stop the turn.
    Cancel,
}

/// Decides server requests. The client calls [`reply`](Self::reply) for each; its default
/// asks [`decide`](Self::decide) and builds the typed answer with [`Reply::from_decision`].
/// Override `reply` for full control (an execpolicy amendment, user input, an error).
pub trait Approvals {
    /// The decision on `approval`.
    fn decide(&mut self, approval: &Approval<'_>) -> Decision;

    /// The typed answer to `approval`'s request.
    fn reply(&mut self, approval: &Approval<'_>) -> Reply {
        let decision = self.decide(approval);
        Reply::from_decision(approval.request(), decision)
    }
}

impl<A: Approvals + ?Sized> Approvals for &mut A {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        (**self).decide(approval)
    }
    fn reply(&mut self, approval: &Approval<'_>) -> Reply {
        (**self).reply(approval)
    }
}

impl<A: Approvals + ?Sized> Approvals for Box<A> {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        (**self).decide(approval)
    }
    fn reply(&mut self, approval: &Approval<'_>) -> Reply {
        (**self).reply(approval)
    }
}

/// The gate alone: what needs no approval is accepted (a notification is the caller's job),
/// what needs a human's approval is declined, since nobody is asked (no approval means no
/// action). Pair it with a human through [`Oversight`].
impl Approvals for Gate {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        match approval.requirement(self) {
            Requirement::Approval => Decision::Decline,
            _ => Decision::Accept,
        }
    }
}

/// Declines everything (a client that cannot wait for a human).
#[derive(Debug, Clone, Copy, Default)]
pub struct DeclineAll;

impl Approvals for DeclineAll {
    fn decide(&mut self, _: &Approval<'_>) -> Decision {
        Decision::Decline
    }
}

/// The AAP oversight gate with a human behind it: what the gate lets through is accepted;
/// what needs approval (or has no action name) goes to `human`, and the human's accept
/// counts only within the claim's `approval_timeout` ([`Gate::verdict`]).
///
/// For a request with no action name the gate has no action to judge the answer by; the
/// claim's timeout ([`Gate::approval_timeout`]) or else [`Gate::DEFAULT_MAX_TIMEOUT`] bounds it.
#[derive(Debug)]
pub struct Oversight<H> {
    gate: Gate,
    human: H,
}

impl<H: Approvals> Oversight<H> {
    /// The gate, then `human` for what needs approval.
    pub fn new(gate: Gate, human: H) -> Self {
        Self { gate, human }
    }

    /// The gate.
    pub fn gate(&self) -> &Gate {
        &self.gate
    }

    /// The human.
    pub fn human(&mut self) -> &mut H {
        &mut self.human
    }
}

impl<H: Approvals> Approvals for Oversight<H> {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        if approval.requirement(&self.gate) != Requirement::Approval {
            return Decision::Accept;
        }
        let asked = Instant::now();
        let decision = self.human.decide(approval);
        let waited = asked.elapsed();
        let review = match decision {
            Decision::Accept => ReviewDecision::Approved,
            Decision::AcceptForSession => ReviewDecision::ApprovedForSession,
            Decision::Decline | Decision::Cancel => return decision,
        };
        let verdict = match approval.actions() {
            Ok(names) => names
                .iter()
                .find(|n| approval.requirement_of(&self.gate, n) == Requirement::Approval)
                .map_or(Verdict::Deny, |n| {
                    approval.verdict(&self.gate, n, &review, waited)
                }),
            Err(_) => {
                let limit = self
                    .gate
                    .approval_timeout()
                    .unwrap_or(Gate::DEFAULT_MAX_TIMEOUT);
                if waited < limit {
                    Verdict::Allow
                } else {
                    Verdict::Deny
                }
            }
        };
        match verdict {
            Verdict::Allow => decision,
            Verdict::Abort => Decision::Cancel,
            _ => Decision::Decline,
        }
    }
}
