//! The issuer's keys fetched from its authorization server: [`RemoteJwks`], a [`KeySource`]
//! that reads the server's RFC 8414 metadata (or a configured `jwks_uri`), fetches the JWKS
//! over HTTPS, caches it and follows key rotation. Feature `aap-remote-keys` (on by default).
//!
//! **Where the keys are.** [`RemoteJwks::from_issuer`] reads the metadata at the issuer's
//! well-known URL (RFC 8414 §3.1: `/.well-known/oauth-authorization-server` inserted between
//! the host and the issuer's path, its terminating `/` removed), requires its `issuer` to equal
//! the configured issuer exactly (§3.3) and its `jwks_uri` to be `https://`, then fetches that
//! URI (the metadata is read again on the first fetch after a failed one).
//! [`RemoteJwks::from_jwks_uri`] fetches a configured URI directly. Only `https://` URLs
//! are accepted; redirects are not followed (a 3xx is an error); proxies named by the
//! environment (`HTTPS_PROXY`, `ALL_PROXY`, `NO_PROXY`) are used unless
//! [`without_proxy`](RemoteJwks::without_proxy). Server certificates are checked against the
//! webpki (Mozilla) roots, or, when [`with_root_certificates_pem`] is given, against those
//! certificates only (a private CA then cannot be bypassed by a public one).
//!
//! **Freshness.** A fetched set is fresh for the response's `Cache-Control: max-age`, clamped
//! into [min, max] ([`with_cache_bounds`](RemoteJwks::with_cache_bounds), defaults 60 s and
//! 24 h); without `max-age`, for the default age (5 min, clamped the same way); `no-store`,
//! `no-cache` or an invalid `max-age` count as 0, so the min. The body is read up to a bound
//! (1 MiB) and parsed with the strict [`Jwks::from_slice`]. All times come from the [`Clock`]
//! (Unix seconds), so tests can move time.
//!
//! **When it fetches**, on [`key_set`](super::KeySource::key_set):
//! - no set yet: now (the first use);
//! - the set is stale: now; if that fails, the last good set is served until `max_stale`
//!   (default 1 h) past its expiry, then refused;
//! - the token's `kid` is not in a fresh set: once, and only if no fetch was tried in the
//!   last unknown-kid interval (default 60 s), so unknown kids cannot make the gateway hammer
//!   the server; the (possibly new) set is returned and the verifier reports a kid still
//!   missing;
//! - after a failed fetch, none before the retry interval (default 10 s) has passed: the last
//!   good set (within `max_stale`) or the refusal is returned meanwhile.
//!
//! [`refresh`](RemoteJwks::refresh) fetches regardless. One fetch runs at a time: concurrent
//! callers that need one wait for it and then read the cache (a fetch tried while they waited
//! is not repeated). A poisoned lock is recovered (its data is only ever replaced whole).
//!
//! **Fail closed.** No set, or one past `max_stale`, is a [`KeySourceError`] and the token is
//! refused (`KeysUnavailable`). A failed fetch never replaces the last good set; its
//! [`RemoteJwksError`] (the URL and what failed: connection, TLS, timeout, status, body too
//! large, not JSON, issuer mismatch, invalid JWKS) is kept for logs
//! ([`last_error`](RemoteJwks::last_error)). A gateway keeps an `Arc<RemoteJwks>` (an `Arc`
//! of a source is a source) to read it and to call [`refresh`](RemoteJwks::refresh).
//!
//! **Why blocking.** The [`Verifier`](super::Verifier) is synchronous and
//! [`KeySource::key_set`] is a plain call; fetches happen only on a miss, an expiry or an
//! unknown kid, bounded by the timeouts (connect 5 s, overall 10 s by default), and a gateway on
//! an async runtime runs the check in `spawn_blocking`. A blocking client (ureq, already built
//! for xtask) keeps the verifier free of a runtime.
//!
//! [`with_root_certificates_pem`]: RemoteJwks::with_root_certificates_pem
//! [`KeySource`]: super::KeySource
//! [`Jwks::from_slice`]: super::Jwks::from_slice
//! [`KeySourceError`]: super::KeySourceError
//! [`KeySource::key_set`]: super::KeySource::key_set

mod cache;
mod error;
mod fetch;

use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use super::clock::{Clock, SystemClock};
use cache::State;
pub use error::{RemoteJwksError, RemoteJwksErrorKind};
use fetch::HttpConfig;

#[derive(Debug, Clone)]
enum Origin {
    Issuer {
        issuer: String,
        metadata_url: String,
    },
    JwksUri(String),
}

/// The cache's bounds, in seconds (and the body's, in bytes).
#[derive(Debug, Clone, Copy)]
struct Policy {
    min_age: i64,
    max_age: i64,
    default_age: i64,
    max_stale: i64,
    unknown_kid_interval: i64,
    retry_interval: i64,
    max_body: u64,
}

/// The issuer's key set, fetched from its authorization server over HTTPS and kept fresh.
///
/// Built from the issuer ([`from_issuer`](Self::from_issuer): RFC 8414 metadata at the
/// well-known URL, its `issuer` equal to the configured one, its `jwks_uri` `https://`) or
/// from a `jwks_uri` ([`from_jwks_uri`](Self::from_jwks_uri)); `https://` only, no redirects.
/// [`key_set`](super::KeySource::key_set) fetches when it has no set, when the set is stale
/// (fresh for `Cache-Control: max-age` clamped into [60 s, 24 h], 5 min without it), and when
/// the token's kid is not in the set, at most once per unknown-kid interval (60 s since the
/// last fetch tried). A failed fetch keeps the last good set, served up to `max_stale` (1 h)
/// past its freshness, then refused; after a failure the next fetch waits the retry interval
/// (10 s). No set is an error: the token is refused (fail closed). One fetch runs at a time.
/// It blocks (bounded by its timeouts, 5 s to connect and 10 s in all): a gateway on an async
/// runtime runs the verifier in `spawn_blocking`.
///
/// ```
/// use std::time::Duration;
/// use agent_approval::aap_auth::{RemoteJwks, Verifier};
///
/// let keys = RemoteJwks::from_issuer("https://as.example.com/tenant")?
///     .with_timeouts(Duration::from_secs(2), Duration::from_secs(5));
/// assert_eq!(
///     keys.metadata_url(),
///     Some("https://as.example.com/.well-known/oauth-authorization-server/tenant")
/// );
/// assert!(keys.kids().is_empty()); // nothing fetched before the first token
/// let verifier = Verifier::with_key_source(keys).with_issuer("https://as.example.com/tenant");
/// # let _ = verifier;
/// # Ok::<(), agent_approval::aap_auth::RemoteJwksError>(())
/// ```
pub struct RemoteJwks {
    origin: Origin,
    http: HttpConfig,
    agent: ureq::Agent,
    clock: Arc<dyn Clock>,
    policy: Policy,
    state: Mutex<State>,
    flight: Mutex<()>,
}

impl fmt::Debug for RemoteJwks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RemoteJwks")
            .field("origin", &self.origin)
            .field("policy", &self.policy)
            .field("kids", &self.kids())
            .finish_non_exhaustive()
    }
}

fn seconds(d: Duration) -> i64 {
    i64::try_from(d.as_secs()).unwrap_or(i64::MAX)
}

impl RemoteJwks {
    /// Connecting gives up after 5 s.
    pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
    /// A whole fetch (metadata and JWKS each) gives up after 10 s.
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);
    /// A set is fresh for at least 60 s, whatever `Cache-Control` says.
    pub const DEFAULT_MIN_AGE: Duration = Duration::from_secs(60);
    /// A set is fresh for at most 24 h, whatever `Cache-Control` says.
    pub const DEFAULT_MAX_AGE: Duration = Duration::from_secs(24 * 3600);
    /// A set without `max-age` is fresh for 5 min.
    pub const DEFAULT_AGE: Duration = Duration::from_secs(300);
    /// A stale set whose refetch fails is served for 1 h more, then refused.
    pub const DEFAULT_MAX_STALE: Duration = Duration::from_secs(3600);
    /// An unknown kid causes a fetch only if none was tried in the last 60 s.
    pub const DEFAULT_UNKNOWN_KID_INTERVAL: Duration = Duration::from_secs(60);
    /// After a failed fetch, the next waits 10 s.
    pub const DEFAULT_RETRY_INTERVAL: Duration = Duration::from_secs(10);
    /// Bodies (metadata, JWKS) larger than 1 MiB are refused.
    pub const DEFAULT_MAX_BODY_BYTES: usize = 1024 * 1024;

    fn new(origin: Origin) -> Self {
        let http = HttpConfig {
            connect_timeout: Self::DEFAULT_CONNECT_TIMEOUT,
            timeout: Self::DEFAULT_TIMEOUT,
            roots: None,
            proxy_from_env: true,
        };
        Self {
            origin,
            agent: fetch::agent(&http),
            http,
            clock: Arc::new(SystemClock),
            policy: Policy {
                min_age: seconds(Self::DEFAULT_MIN_AGE),
                max_age: seconds(Self::DEFAULT_MAX_AGE),
                default_age: seconds(Self::DEFAULT_AGE),
                max_stale: seconds(Self::DEFAULT_MAX_STALE),
                unknown_kid_interval: seconds(Self::DEFAULT_UNKNOWN_KID_INTERVAL),
                retry_interval: seconds(Self::DEFAULT_RETRY_INTERVAL),
                max_body: Self::DEFAULT_MAX_BODY_BYTES as u64,
            },
            state: Mutex::new(State::default()),
            flight: Mutex::new(()),
        }
    }

    /// The keys of `issuer`, found through its RFC 8414 metadata. Nothing is fetched yet.
    ///
    /// # Errors
    ///
    /// A [`RemoteJwksError`] when `issuer` is not an `https://` URL with a host, or has a
    /// query or fragment (RFC 8414 §2).
    pub fn from_issuer(issuer: impl Into<String>) -> Result<Self, RemoteJwksError> {
        let issuer = issuer.into();
        let metadata_url = fetch::metadata_url(&issuer)?;
        Ok(Self::new(Origin::Issuer {
            issuer,
            metadata_url,
        }))
    }

    /// The keys published at `jwks_uri`. Nothing is fetched yet.
    ///
    /// # Errors
    ///
    /// A [`RemoteJwksError`] when `jwks_uri` is not an `https://` URL with a host.
    pub fn from_jwks_uri(jwks_uri: impl Into<String>) -> Result<Self, RemoteJwksError> {
        let jwks_uri = jwks_uri.into();
        fetch::https_parts(&jwks_uri)?;
        Ok(Self::new(Origin::JwksUri(jwks_uri)))
    }

    fn configured_url(&self) -> &str {
        match &self.origin {
            Origin::Issuer { issuer, .. } => issuer,
            Origin::JwksUri(uri) => uri,
        }
    }

    /// Trusts only the CA certificates in `pem` (one or more `CERTIFICATE` blocks; other
    /// blocks are skipped) instead of the webpki roots: for a private CA, and for tests.
    ///
    /// # Errors
    ///
    /// [`RemoteJwksErrorKind::Certificates`] when `pem` holds no certificate or a broken one.
    pub fn with_root_certificates_pem(mut self, pem: &[u8]) -> Result<Self, RemoteJwksError> {
        let roots = fetch::root_certificates(pem).map_err(|why| {
            RemoteJwksError::new(
                self.configured_url(),
                RemoteJwksErrorKind::Certificates(why),
            )
        })?;
        self.http.roots = Some(roots);
        self.agent = fetch::agent(&self.http);
        Ok(self)
    }

    /// Gives up connecting after `connect`, and a whole request after `overall`.
    #[must_use]
    pub fn with_timeouts(mut self, connect: Duration, overall: Duration) -> Self {
        self.http.connect_timeout = connect;
        self.http.timeout = overall;
        self.agent = fetch::agent(&self.http);
        self
    }

    /// Ignores the proxies the environment names: always connects directly.
    #[must_use]
    pub fn without_proxy(mut self) -> Self {
        self.http.proxy_from_env = false;
        self.agent = fetch::agent(&self.http);
        self
    }

    /// Reads the time from `clock` instead of the system's (all cache times).
    #[must_use]
    pub fn with_clock(mut self, clock: impl Clock + 'static) -> Self {
        self.clock = Arc::new(clock);
        self
    }

    /// Clamps a set's freshness into [`min`, `max`] (whole seconds; the smaller of the two is
    /// the lower bound).
    #[must_use]
    pub fn with_cache_bounds(mut self, min: Duration, max: Duration) -> Self {
        self.policy.min_age = seconds(min.min(max));
        self.policy.max_age = seconds(min.max(max));
        self
    }

    /// The freshness of a set served without `max-age` (clamped into the bounds).
    #[must_use]
    pub fn with_default_max_age(mut self, age: Duration) -> Self {
        self.policy.default_age = seconds(age);
        self
    }

    /// How long past its freshness a set is still served while refetching fails.
    #[must_use]
    pub fn with_max_stale(mut self, max_stale: Duration) -> Self {
        self.policy.max_stale = seconds(max_stale);
        self
    }

    /// The least time between fetch attempts before an unknown kid causes one.
    #[must_use]
    pub fn with_unknown_kid_interval(mut self, interval: Duration) -> Self {
        self.policy.unknown_kid_interval = seconds(interval);
        self
    }

    /// The least time after a failed fetch before the next (other than
    /// [`refresh`](Self::refresh)).
    #[must_use]
    pub fn with_retry_interval(mut self, interval: Duration) -> Self {
        self.policy.retry_interval = seconds(interval);
        self
    }

    /// Refuses bodies larger than `bytes` (a JWKS over 1 MiB is refused by
    /// [`Jwks::from_slice`](super::Jwks::from_slice) all the same).
    #[must_use]
    pub fn with_max_body_bytes(mut self, bytes: usize) -> Self {
        self.policy.max_body = u64::try_from(bytes).unwrap_or(u64::MAX);
        self
    }

    fn lock_state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
