//! The cache of [`RemoteJwks`]: the state behind its lock and its accessors, one fetch
//! recorded, and [`KeySource::key_set`]'s choice between serving, fetching and refusing (the
//! rules are in the [parent module's docs](super)).

use std::sync::{Arc, PoisonError};

use super::error::{RemoteJwksError, RemoteJwksErrorKind};
use super::fetch::{self, MaxAge};
use super::{Origin, RemoteJwks};
use crate::aap_auth::jwks::Jwks;
use crate::aap_auth::keys::{KeySource, KeySourceError};

pub(super) struct Cached {
    pub(super) jwks: Arc<Jwks>,
    pub(super) fetched_at: i64,
    pub(super) fresh_until: i64,
}

#[derive(Default)]
pub(super) struct State {
    pub(super) current: Option<Cached>,
    /// The `jwks_uri` the metadata named (forgotten when a fetch fails).
    pub(super) discovered: Option<String>,
    pub(super) last_error: Option<RemoteJwksError>,
    pub(super) last_attempt: Option<i64>,
    pub(super) last_failure: Option<i64>,
    /// Fetches tried so far: a caller that waited for another's fetch sees it changed.
    pub(super) attempts: u64,
}

impl RemoteJwks {
    /// The configured issuer (for [`from_issuer`](Self::from_issuer)).
    #[must_use]
    pub fn issuer(&self) -> Option<&str> {
        match &self.origin {
            Origin::Issuer { issuer, .. } => Some(issuer),
            Origin::JwksUri(_) => None,
        }
    }

    /// The RFC 8414 metadata URL (for [`from_issuer`](Self::from_issuer)).
    #[must_use]
    pub fn metadata_url(&self) -> Option<&str> {
        match &self.origin {
            Origin::Issuer { metadata_url, .. } => Some(metadata_url),
            Origin::JwksUri(_) => None,
        }
    }

    /// The JWKS URL: configured, or named by the metadata last read (`None` before).
    #[must_use]
    pub fn jwks_uri(&self) -> Option<String> {
        match &self.origin {
            Origin::JwksUri(uri) => Some(uri.clone()),
            Origin::Issuer { .. } => self.lock_state().discovered.clone(),
        }
    }

    /// The kids of the current set, in document order (empty before the first fetch).
    #[must_use]
    pub fn kids(&self) -> Vec<String> {
        let state = self.lock_state();
        state
            .current
            .as_ref()
            .map_or_else(Vec::new, |c| c.jwks.kids().map(str::to_owned).collect())
    }

    /// When the current set was fetched (clock seconds).
    #[must_use]
    pub fn fetched_at(&self) -> Option<i64> {
        self.lock_state().current.as_ref().map(|c| c.fetched_at)
    }

    /// Until when the current set is fresh (clock seconds, exclusive).
    #[must_use]
    pub fn fresh_until(&self) -> Option<i64> {
        self.lock_state().current.as_ref().map(|c| c.fresh_until)
    }

    /// Why the last fetch failed; `None` when it succeeded or none was tried.
    #[must_use]
    pub fn last_error(&self) -> Option<RemoteJwksError> {
        self.lock_state().last_error.clone()
    }

    /// Fetches the set now, whatever the cache and the intervals say (waiting for a fetch
    /// under way first).
    ///
    /// # Errors
    ///
    /// The [`RemoteJwksError`] of the failed step; the last good set stays.
    pub fn refresh(&self) -> Result<Arc<Jwks>, RemoteJwksError> {
        let _flight = self.flight.lock().unwrap_or_else(PoisonError::into_inner);
        self.fetch_locked()
    }

    /// One fetch, its outcome recorded; the caller holds `flight`.
    pub(super) fn fetch_locked(&self) -> Result<Arc<Jwks>, RemoteJwksError> {
        let discovered = self.lock_state().discovered.clone();
        let result = self.download(discovered);
        let now = self.clock.now();
        let mut state = self.lock_state();
        state.attempts += 1;
        state.last_attempt = Some(now);
        match result {
            Ok((jwks_uri, jwks, age)) => {
                let p = &self.policy;
                let age = match age {
                    MaxAge::Absent => p.default_age,
                    MaxAge::Seconds(s) => i64::try_from(s).unwrap_or(i64::MAX),
                };
                let jwks = Arc::new(jwks);
                state.current = Some(Cached {
                    jwks: Arc::clone(&jwks),
                    fetched_at: now,
                    fresh_until: now.saturating_add(age.max(p.min_age).min(p.max_age)),
                });
                if matches!(self.origin, Origin::Issuer { .. }) {
                    state.discovered = Some(jwks_uri);
                }
                state.last_error = None;
                state.last_failure = None;
                Ok(jwks)
            }
            Err(e) => {
                state.discovered = None;
                state.last_error = Some(e.clone());
                state.last_failure = Some(now);
                Err(e)
            }
        }
    }

    /// The metadata (when the `jwks_uri` is not known yet), then the JWKS.
    fn download(&self, known: Option<String>) -> Result<(String, Jwks, MaxAge), RemoteJwksError> {
        let max_body = self.policy.max_body;
        let jwks_uri = match (&self.origin, known) {
            (_, Some(uri)) => uri,
            (Origin::JwksUri(uri), None) => uri.clone(),
            (
                Origin::Issuer {
                    issuer,
                    metadata_url,
                },
                None,
            ) => {
                let metadata = fetch::get(&self.agent, metadata_url, "application/json", max_body)?;
                fetch::read_metadata(metadata_url, &metadata.body, issuer)?
            }
        };
        let accept = "application/jwk-set+json, application/json";
        let fetched = fetch::get(&self.agent, &jwks_uri, accept, max_body)?;
        let jwks = Jwks::from_slice(&fetched.body).map_err(|e| {
            let kind = match serde_json::from_slice::<serde::de::IgnoredAny>(&fetched.body) {
                Err(not_json) => RemoteJwksErrorKind::NotJson(not_json.to_string()),
                Ok(_) => RemoteJwksErrorKind::InvalidJwks(e),
            };
            RemoteJwksError::new(&jwks_uri, kind)
        })?;
        Ok((jwks_uri, jwks, fetch::max_age(&fetched.cache_control)))
    }

    /// The set to serve at `now` without fetching: the current one until `max_stale` past its
    /// freshness, else a refusal naming the last failure.
    fn serve(&self, state: &State, now: i64) -> Result<Arc<Jwks>, KeySourceError> {
        let why = state
            .last_error
            .as_ref()
            .map_or_else(|| "no fetch was tried".to_owned(), ToString::to_string);
        match &state.current {
            Some(c) if now < c.fresh_until.saturating_add(self.policy.max_stale) => {
                Ok(Arc::clone(&c.jwks))
            }
            Some(c) => Err(KeySourceError::new(format!(
                "the key set went stale at {}, more than {} s ago: {why}",
                c.fresh_until, self.policy.max_stale
            ))),
            None => Err(KeySourceError::new(format!(
                "no key set was fetched: {why}"
            ))),
        }
    }
}

impl KeySource for RemoteJwks {
    fn key_set(&self, kid: &str) -> Result<Arc<Jwks>, KeySourceError> {
        let now = self.clock.now();
        let p = &self.policy;
        let generation = {
            let state = self.lock_state();
            let since =
                |t: Option<i64>, interval: i64| t.is_none_or(|t| now >= t.saturating_add(interval));
            match &state.current {
                Some(c) if now < c.fresh_until => {
                    let known = c.jwks.kids().any(|k| k == kid);
                    if known || !since(state.last_attempt, p.unknown_kid_interval) {
                        return Ok(Arc::clone(&c.jwks));
                    }
                }
                _ if since(state.last_failure, p.retry_interval) => {}
                _ => return self.serve(&state, now),
            }
            state.attempts
        };
        let _flight = self.flight.lock().unwrap_or_else(PoisonError::into_inner);
        // A fetch tried while this caller waited is not repeated: its outcome is served.
        if self.lock_state().attempts == generation {
            if let Ok(jwks) = self.fetch_locked() {
                return Ok(jwks);
            }
        }
        self.serve(&self.lock_state(), self.clock.now())
    }
}
