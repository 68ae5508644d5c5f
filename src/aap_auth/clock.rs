//! Where "now" comes from: the [`Clock`] the verifier reads, the system's by default and a
//! fixed one for tests and replays.

use std::fmt::Debug;
use std::time::{SystemTime, UNIX_EPOCH};

/// A source of the current time, in Unix seconds.
///
/// The verifier reads it once per token; the token's own `iat` never stands in for it.
///
/// ```
/// use agent_approval::aap_auth::{Clock, FixedClock};
///
/// assert_eq!(FixedClock(1_735_686_000).now(), 1_735_686_000);
/// ```
pub trait Clock: Debug + Send + Sync {
    /// The current time in seconds since 1970-01-01T00:00:00Z.
    fn now(&self) -> i64;
}

/// The system clock ([`SystemTime::now`]); a clock set before 1970 reads as 0.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
    }
}

/// A clock that always reads the same second.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FixedClock(pub i64);

impl Clock for FixedClock {
    fn now(&self) -> i64 {
        self.0
    }
}
