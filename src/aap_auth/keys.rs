//! Where the verifier's keys come from: a [`KeySource`] hands it the issuer's [`Jwks`] for a
//! token's `kid`. A fixed set ([`Verifier::new`](super::Verifier::new)) is one source; a set
//! fetched from the authorization server and kept fresh is another (`RemoteJwks`, feature
//! `aap-remote-keys`). A source that cannot answer refuses the token (fail closed).

use std::fmt::{self, Debug};
use std::sync::Arc;

use super::jwks::Jwks;

/// Hands the verifier the key set a token is checked against.
///
/// [`key_set`](Self::key_set) is called once per token, with the `kid` of its header, before
/// the signature is checked. A source may fetch (a new `kid` may mean the issuer rotated its
/// keys), but must bound the time it takes: the verifier waits for it. An `Err` refuses the
/// token with 401 `invalid_token`.
pub trait KeySource: Debug + Send + Sync {
    /// The key set to look `kid` up in.
    ///
    /// # Errors
    ///
    /// A [`KeySourceError`] when the source has no usable set (never fetched, or expired
    /// past its bound).
    fn key_set(&self, kid: &str) -> Result<Arc<Jwks>, KeySourceError>;
}

/// A shared source is a source: a gateway keeps an `Arc` of its `RemoteJwks` for diagnostics
/// and `refresh()`, and hands the verifier a clone.
impl<T: KeySource + ?Sized> KeySource for Arc<T> {
    fn key_set(&self, kid: &str) -> Result<Arc<Jwks>, KeySourceError> {
        (**self).key_set(kid)
    }
}

/// A fixed key set: the same [`Jwks`] for every token.
#[derive(Debug, Clone)]
pub struct StaticKeys(pub Arc<Jwks>);

impl KeySource for StaticKeys {
    fn key_set(&self, _kid: &str) -> Result<Arc<Jwks>, KeySourceError> {
        Ok(Arc::clone(&self.0))
    }
}

/// Why a [`KeySource`] has no key set to offer; its message is a lowercase sentence.
///
/// ```
/// use agent_approval::aap_auth::KeySourceError;
///
/// let e = KeySourceError::new("no key set was ever fetched");
/// assert_eq!(e.to_string(), "no key set was ever fetched");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeySourceError {
    message: String,
}

impl KeySourceError {
    /// An error saying `message`.
    #[must_use]
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }

    /// What is wrong.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for KeySourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for KeySourceError {}
