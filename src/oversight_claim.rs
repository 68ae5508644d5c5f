//! Hand-written conveniences on the generated [`OversightClaim`].

use std::time::Duration;

use crate::aap::OversightClaim;

impl OversightClaim {
    /// `approval_timeout` as a [`Duration`] (seconds); `None` when the claim gives none.
    ///
    /// ```
    /// let claim: agent_approval::aap::OversightClaim =
    ///     agent_approval::from_str(r#"{"approval_timeout": 86400}"#)?;
    /// assert_eq!(claim.approval_timeout_duration(), Some(std::time::Duration::from_secs(86400)));
    /// # Ok::<(), agent_approval::Error>(())
    /// ```
    #[must_use]
    pub fn approval_timeout_duration(&self) -> Option<Duration> {
        self.approval_timeout.map(|t| Duration::from_secs(t.get()))
    }
}
