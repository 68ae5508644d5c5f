//! DPoP replay protection (RFC 9449 §11.1): the [`ReplayStore`] that remembers each proof's
//! `jti` for as long as the proof could be accepted, and [`MemoryReplayStore`], the
//! single-process default.
//!
//! A proof is recorded only once everything else about it and its token has passed, so an
//! invalid proof never spends a `jti`. A store that cannot answer refuses the proof (fail
//! closed), like a [`RateStore`](super::RateStore).

use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::sync::Mutex;

/// Why a store did not admit a proof.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReplayRefusal {
    /// The key was recorded before and has not expired: the proof is a replay.
    Replayed,
    /// The store could not answer (or is full); the proof is refused.
    Unavailable(String),
}

impl fmt::Display for ReplayRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Replayed => f.write_str("the proof was used before"),
            Self::Unavailable(e) => write!(f, "the replay store failed: {e}"),
        }
    }
}

/// Remembers the proofs a verifier accepted.
///
/// An implementation checks and records in one atomic step, so that two instances cannot
/// both accept the same proof.
pub trait ReplayStore: fmt::Debug + Send + Sync {
    /// Records `key` (the proof key's thumbprint and the `jti`) until `expires_at` (Unix
    /// seconds, inclusive) if it is not recorded already at `now`.
    ///
    /// # Errors
    ///
    /// [`ReplayRefusal::Replayed`] for a key still recorded, or
    /// [`ReplayRefusal::Unavailable`].
    fn first_use(&self, key: &str, expires_at: i64, now: i64) -> Result<(), ReplayRefusal>;
}

/// An in-memory [`ReplayStore`] for one process, bounded in entries: when it is full of
/// unexpired proofs it refuses new ones (fail closed) rather than forgetting old ones.
///
/// ```
/// use agent_approval::aap_auth::{MemoryReplayStore, ReplayRefusal, ReplayStore};
///
/// let store = MemoryReplayStore::new();
/// assert_eq!(store.first_use("k:1", 160, 100), Ok(()));
/// assert_eq!(store.first_use("k:1", 160, 150), Err(ReplayRefusal::Replayed));
/// assert_eq!(store.first_use("k:1", 220, 161), Ok(())); // expired, so new again
/// ```
#[derive(Debug)]
pub struct MemoryReplayStore {
    max_entries: usize,
    state: Mutex<Seen>,
}

#[derive(Debug, Default)]
struct Seen {
    expiry: HashMap<String, i64>,
    /// The same entries ordered by expiry, so that pruning takes only what expired.
    by_expiry: BTreeSet<(i64, String)>,
}

impl MemoryReplayStore {
    /// The default bound: 100,000 unexpired proofs.
    pub const DEFAULT_MAX_ENTRIES: usize = 100_000;

    /// An empty store holding at most [`DEFAULT_MAX_ENTRIES`](Self::DEFAULT_MAX_ENTRIES).
    #[must_use]
    pub fn new() -> Self {
        Self::with_max_entries(Self::DEFAULT_MAX_ENTRIES)
    }

    /// An empty store holding at most `max_entries` unexpired proofs.
    #[must_use]
    pub fn with_max_entries(max_entries: usize) -> Self {
        Self {
            max_entries,
            state: Mutex::new(Seen::default()),
        }
    }

    /// How many proofs are remembered (expired ones included until the next call prunes).
    #[must_use]
    pub fn len(&self) -> usize {
        self.state.lock().map_or(0, |s| s.expiry.len())
    }

    /// Whether no proof is remembered.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Default for MemoryReplayStore {
    fn default() -> Self {
        Self::new()
    }
}

impl ReplayStore for MemoryReplayStore {
    fn first_use(&self, key: &str, expires_at: i64, now: i64) -> Result<(), ReplayRefusal> {
        let mut seen = self
            .state
            .lock()
            .map_err(|_| ReplayRefusal::Unavailable("the store's lock is poisoned".to_owned()))?;
        while let Some(first) = seen.by_expiry.first() {
            if first.0 >= now {
                break;
            }
            if let Some((_, old)) = seen.by_expiry.pop_first() {
                seen.expiry.remove(&old);
            }
        }
        if let Some(&until) = seen.expiry.get(key) {
            if until >= now {
                return Err(ReplayRefusal::Replayed);
            }
        }
        if seen.expiry.len() >= self.max_entries {
            return Err(ReplayRefusal::Unavailable(format!(
                "{} unexpired proofs, the store's limit",
                self.max_entries
            )));
        }
        seen.expiry.insert(key.to_owned(), expires_at);
        seen.by_expiry.insert((expires_at, key.to_owned()));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_until_expiry_and_fails_closed_when_full() {
        let store = MemoryReplayStore::with_max_entries(2);
        let steps: [(&str, i64, i64, Result<(), ReplayRefusal>); 7] = [
            ("a", 110, 100, Ok(())),
            ("a", 110, 110, Err(ReplayRefusal::Replayed)),
            ("b", 130, 105, Ok(())),
            (
                "c",
                130,
                106,
                Err(ReplayRefusal::Unavailable(
                    "2 unexpired proofs, the store's limit".to_owned(),
                )),
            ),
            ("c", 140, 111, Ok(())), // "a" expired at 110 and was pruned
            ("b", 150, 120, Err(ReplayRefusal::Replayed)),
            ("b", 150, 131, Ok(())), // "b" expired at 130
        ];
        for (i, (key, until, now, want)) in steps.into_iter().enumerate() {
            assert_eq!(store.first_use(key, until, now), want, "step {i}");
        }
        assert_eq!(store.len(), 2);
    }
}
