//! Rate limits (draft §5.6.1): the [`RateStore`] a deployment shares between instances, and
//! [`MemoryRateStore`], the single-process default.
//!
//! - `max_requests_per_minute`: a sliding window, the 60 seconds up to and including now
//!   (hits at `now - 59 ..= now` count);
//! - `max_requests_per_hour`: the fixed clock hour (resets at minute 0);
//! - `max_requests_per_day`: the fixed UTC day (resets at 00:00:00).
//!
//! A request that would exceed any window is refused and not counted; an admitted one counts
//! in every window, whatever happens to it later ("failed requests count toward quota").
//! `Retry-After` is the time until the full window has room: the end of the clock hour or
//! day, or until the oldest hit leaves the minute.

use std::collections::{HashMap, VecDeque};
use std::fmt;
use std::sync::Mutex;

/// A rate-limit window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RateWindow {
    /// The sliding 60 seconds up to now.
    Minute,
    /// The clock hour.
    Hour,
    /// The UTC day.
    Day,
}

impl fmt::Display for RateWindow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Minute => "per-minute",
            Self::Hour => "hourly",
            Self::Day => "daily",
        })
    }
}

/// One limit of a capability: at most `max` requests in `window`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimit {
    /// The window.
    pub window: RateWindow,
    /// The most requests it admits.
    pub max: u64,
}

/// Why a store did not admit a request.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RateRefusal {
    /// A window is full.
    Limited {
        /// The full window.
        window: RateWindow,
        /// Seconds until it has room.
        retry_after: u64,
    },
    /// The store could not answer; the request is refused (deny when uncertain, §12.4).
    Unavailable(String),
}

/// Counts requests per key (one key per token and capability).
///
/// An implementation checks every limit and records the hit in one atomic step, so that two
/// instances cannot both admit the last request of a window.
pub trait RateStore: Send + Sync {
    /// Admits one request for `key` at Unix time `now` if every limit has room, and records
    /// it; otherwise records nothing.
    ///
    /// # Errors
    ///
    /// [`RateRefusal::Limited`] with the first full window, or
    /// [`RateRefusal::Unavailable`].
    fn acquire(&self, key: &str, limits: &[RateLimit], now: i64) -> Result<(), RateRefusal>;
}

#[derive(Debug, Default)]
struct Counters {
    minute: VecDeque<i64>,
    hour: (i64, u64),
    day: (i64, u64),
    last: i64,
}

impl Counters {
    fn record(&mut self, at: i64) {
        self.minute.push_back(at);
        for (bucket, count, len) in [
            (&mut self.hour.0, &mut self.hour.1, 3600),
            (&mut self.day.0, &mut self.day.1, 86_400),
        ] {
            let b = at.div_euclid(len);
            if *bucket == b {
                *count += 1;
            } else if b > *bucket || *count == 0 {
                (*bucket, *count) = (b, 1);
            }
        }
        self.last = self.last.max(at);
    }

    fn check(&mut self, limit: RateLimit, now: i64) -> Result<(), RateRefusal> {
        let limited = |retry_after: i64| RateRefusal::Limited {
            window: limit.window,
            retry_after: u64::try_from(retry_after.max(1)).unwrap_or(1),
        };
        match limit.window {
            RateWindow::Minute => {
                while self.minute.front().is_some_and(|t| *t <= now - 60) {
                    self.minute.pop_front();
                }
                let in_window = self.minute.iter().filter(|t| **t <= now).count();
                if u64::try_from(in_window).unwrap_or(u64::MAX) >= limit.max {
                    let oldest = self.minute.front().copied().unwrap_or(now);
                    return Err(limited(oldest + 60 - now));
                }
            }
            RateWindow::Hour | RateWindow::Day => {
                let (len, (bucket, count)) = if limit.window == RateWindow::Hour {
                    (3600, self.hour)
                } else {
                    (86_400, self.day)
                };
                let current = now.div_euclid(len);
                if bucket == current && count >= limit.max {
                    return Err(limited((current + 1) * len - now));
                }
            }
        }
        Ok(())
    }
}

/// An in-memory [`RateStore`] for one process. Keys idle for more than a day are dropped
/// once the store holds more than [`MemoryRateStore::PRUNE_AT`] keys.
///
/// ```
/// use agent_approval::aap_auth::{MemoryRateStore, RateLimit, RateRefusal, RateStore, RateWindow};
///
/// let store = MemoryRateStore::new();
/// let limits = [RateLimit { window: RateWindow::Hour, max: 2 }];
/// assert!(store.acquire("jti#0", &limits, 7200).is_ok());
/// assert!(store.acquire("jti#0", &limits, 7300).is_ok());
/// assert_eq!(
///     store.acquire("jti#0", &limits, 9000),
///     Err(RateRefusal::Limited { window: RateWindow::Hour, retry_after: 1800 })
/// );
/// assert!(store.acquire("jti#0", &limits, 10_800).is_ok()); // a new clock hour
/// ```
#[derive(Debug, Default)]
pub struct MemoryRateStore {
    keys: Mutex<HashMap<String, Counters>>,
}

impl MemoryRateStore {
    /// The number of keys above which idle keys are pruned.
    pub const PRUNE_AT: usize = 100_000;

    /// An empty store.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a hit for `key` at `at` without checking any limit (to seed a store with a
    /// known history, as the test vectors' `setup` does).
    pub fn record(&self, key: &str, at: i64) {
        if let Ok(mut keys) = self.keys.lock() {
            keys.entry(key.to_owned()).or_default().record(at);
        }
    }
}

impl RateStore for MemoryRateStore {
    fn acquire(&self, key: &str, limits: &[RateLimit], now: i64) -> Result<(), RateRefusal> {
        let mut keys = self
            .keys
            .lock()
            .map_err(|_| RateRefusal::Unavailable("the store's lock is poisoned".to_owned()))?;
        if keys.len() > Self::PRUNE_AT {
            keys.retain(|_, c| c.last > now - 86_400);
        }
        let counters = keys.entry(key.to_owned()).or_default();
        for limit in limits {
            counters.check(*limit, now)?;
        }
        counters.record(now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows() {
        let minute = [RateLimit {
            window: RateWindow::Minute,
            max: 2,
        }];
        let day = [RateLimit {
            window: RateWindow::Day,
            max: 1,
        }];
        // (limits, seeded hits, now, expected)
        type Case<'a> = (&'a [RateLimit], &'a [i64], i64, Result<(), RateRefusal>);
        let cases: &[Case] = &[
            (
                &minute,
                &[100, 110],
                150,
                Err(RateRefusal::Limited {
                    window: RateWindow::Minute,
                    retry_after: 10,
                }),
            ),
            (&minute, &[100, 110], 160, Ok(())),
            (
                &minute,
                &[100, 110],
                159,
                Err(RateRefusal::Limited {
                    window: RateWindow::Minute,
                    retry_after: 1,
                }),
            ),
            (&minute, &[100], 100, Ok(())),
            (
                &day,
                &[86_400],
                86_400 + 3600,
                Err(RateRefusal::Limited {
                    window: RateWindow::Day,
                    retry_after: 86_400 - 3600,
                }),
            ),
            (&day, &[86_399], 86_400, Ok(())),
            (&[], &[1, 2, 3], 3, Ok(())),
        ];
        for (i, (limits, hits, now, want)) in cases.iter().enumerate() {
            let store = MemoryRateStore::new();
            for at in *hits {
                store.record("k", *at);
            }
            assert_eq!(store.acquire("k", limits, *now), *want, "case {i}");
        }
    }

    #[test]
    fn refused_requests_do_not_count() {
        let store = MemoryRateStore::new();
        let limits = [
            RateLimit {
                window: RateWindow::Minute,
                max: 1,
            },
            RateLimit {
                window: RateWindow::Hour,
                max: 2,
            },
        ];
        assert!(store.acquire("k", &limits, 3600).is_ok());
        assert!(store.acquire("k", &limits, 3630).is_err());
        assert!(store.acquire("k", &limits, 3661).is_ok());
        assert_eq!(
            store.acquire("k", &limits, 3800),
            Err(RateRefusal::Limited {
                window: RateWindow::Hour,
                retry_after: 3400
            })
        );
        assert!(store.acquire("other", &limits, 3800).is_ok());
    }
}
