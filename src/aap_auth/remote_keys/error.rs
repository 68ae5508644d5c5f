//! Why fetching the issuer's keys failed: a [`RemoteJwksError`] names the URL and, as a
//! [`RemoteJwksErrorKind`], what failed there.

use std::fmt;

use crate::aap_auth::JwksError;

/// What failed while configuring or fetching a [`RemoteJwks`](super::RemoteJwks).
///
/// Each variant's message is lowercase, without a final period; the URL is added once, by
/// [`RemoteJwksError`]'s `Display`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RemoteJwksErrorKind {
    /// The URL is not `https://` (plain HTTP is refused, at construction and in metadata).
    NotHttps,
    /// The URL cannot be read (no host, a query or fragment on an issuer, bad syntax).
    InvalidUrl(String),
    /// The root certificates given in PEM were not usable.
    Certificates(String),
    /// No connection: the host was not found, refused or reset the connection.
    Connect(String),
    /// The TLS handshake or session failed (an untrusted or mismatched certificate).
    Tls(String),
    /// The connection or the whole exchange took longer than its timeout.
    Timeout(String),
    /// The server answered with a status other than 200 (redirects are not followed).
    Status(u16),
    /// The body is larger than the configured bound, in bytes.
    BodyTooLarge {
        /// The bound.
        limit: u64,
    },
    /// Another HTTP failure (a malformed response).
    Http(String),
    /// The body is not one strict JSON document.
    NotJson(String),
    /// The metadata document lacks a member or has one of the wrong kind (RFC 8414 §2).
    Metadata(String),
    /// The metadata's `issuer` is not exactly the configured issuer (RFC 8414 §3.3).
    IssuerMismatch {
        /// The configured issuer.
        expected: String,
        /// The metadata's `issuer`.
        found: String,
    },
    /// The key set was refused by [`Jwks::from_slice`](crate::aap_auth::Jwks::from_slice).
    InvalidJwks(JwksError),
}

impl fmt::Display for RemoteJwksErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotHttps => f.write_str("not an https url"),
            Self::InvalidUrl(why) => write!(f, "invalid url: {why}"),
            Self::Certificates(why) => write!(f, "root certificates refused: {why}"),
            Self::Connect(why) => write!(f, "connection failed: {why}"),
            Self::Tls(why) => write!(f, "tls failed: {why}"),
            Self::Timeout(why) => write!(f, "timed out: {why}"),
            Self::Status(status) => write!(f, "http status {status}"),
            Self::BodyTooLarge { limit } => {
                write!(f, "the body is larger than the limit of {limit} bytes")
            }
            Self::Http(why) => write!(f, "http failed: {why}"),
            Self::NotJson(why) => write!(f, "the body is not json: {why}"),
            Self::Metadata(why) => write!(f, "invalid metadata: {why}"),
            Self::IssuerMismatch { expected, found } => {
                write!(f, "the metadata's issuer {found:?} is not {expected:?}")
            }
            Self::InvalidJwks(e) => write!(f, "invalid jwks: {e}"),
        }
    }
}

/// A failure at one URL: the configured issuer or `jwks_uri`, the metadata URL, or the
/// `jwks_uri` the metadata named.
///
/// ```
/// use agent_approval::aap_auth::{RemoteJwks, RemoteJwksErrorKind};
///
/// let err = RemoteJwks::from_jwks_uri("http://as.example.com/jwks").unwrap_err();
/// assert_eq!(err.url(), "http://as.example.com/jwks");
/// assert_eq!(err.kind(), &RemoteJwksErrorKind::NotHttps);
/// assert_eq!(err.to_string(), "http://as.example.com/jwks: not an https url");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RemoteJwksError {
    url: String,
    kind: RemoteJwksErrorKind,
}

impl RemoteJwksError {
    pub(super) fn new(url: impl Into<String>, kind: RemoteJwksErrorKind) -> Self {
        Self {
            url: url.into(),
            kind,
        }
    }

    /// The URL where it failed.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// What failed.
    #[must_use]
    pub fn kind(&self) -> &RemoteJwksErrorKind {
        &self.kind
    }
}

impl fmt::Display for RemoteJwksError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.url, self.kind)
    }
}

impl std::error::Error for RemoteJwksError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            RemoteJwksErrorKind::InvalidJwks(e) => Some(e),
            _ => None,
        }
    }
}
