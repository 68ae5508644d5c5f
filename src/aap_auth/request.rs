//! One request as the resource server sees it: the action it maps to, the HTTP method, the
//! target URL, the body size and the time, built in code or read from the test vectors'
//! `request` objects.

use std::fmt;
use std::net::IpAddr;

use serde::Deserialize;

use super::time::parse_rfc3339;

/// A request to authorize.
///
/// Fields a constraint needs but the request lacks fail that constraint (a `domains_allowed`
/// with no target URL is refused), except the body size: no `content_length` means no body.
///
/// ```
/// use agent_approval::aap_auth::Request;
///
/// let request = Request::new("search.web")
///     .with_method("GET")
///     .with_target_url("https://example.org/article")
///     .at(1_735_686_100);
/// assert_eq!(request.action(), "search.web");
/// assert_eq!(request.time(), Some(1_735_686_100));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Request {
    action: String,
    method: Option<String>,
    target_url: Option<String>,
    content_length: Option<u64>,
    time: Option<i64>,
    destination_ip: Option<IpAddr>,
    region: Option<String>,
    data_classification: Option<String>,
    request_url: Option<String>,
    dpop: DpopHeader,
    client_certificate: Option<Vec<u8>>,
}

/// The `DPoP` header fields a request carried (RFC 9449 §4.3: more than one is refused).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) enum DpopHeader {
    #[default]
    Absent,
    One(String),
    Several,
}

impl Request {
    /// A request for `action` (matched exactly and case-sensitively against capabilities).
    #[must_use]
    pub fn new(action: impl Into<String>) -> Self {
        Self {
            action: action.into(),
            ..Self::default()
        }
    }

    /// The HTTP method, compared exactly with `allowed_methods` (`GET`, not `get`).
    #[must_use]
    pub fn with_method(mut self, method: impl Into<String>) -> Self {
        self.method = Some(method.into());
        self
    }

    /// The URL the action reaches, whose host `domains_allowed`/`domains_blocked` judge.
    #[must_use]
    pub fn with_target_url(mut self, url: impl Into<String>) -> Self {
        self.target_url = Some(url.into());
        self
    }

    /// The request body's size in bytes, for `max_request_size`.
    #[must_use]
    pub fn with_content_length(mut self, bytes: u64) -> Self {
        self.content_length = Some(bytes);
        self
    }

    /// The request's time (Unix seconds) for time windows and rate limits; without it the
    /// verifier's clock reading is used.
    #[must_use]
    pub fn at(mut self, unix: i64) -> Self {
        self.time = Some(unix);
        self
    }

    /// The destination IP, for `ip_ranges_allowed`.
    #[must_use]
    pub fn with_destination_ip(mut self, ip: IpAddr) -> Self {
        self.destination_ip = Some(ip);
        self
    }

    /// The ISO 3166-1 alpha-2 region of the request, for `allowed_regions`.
    #[must_use]
    pub fn with_region(mut self, region: impl Into<String>) -> Self {
        self.region = Some(region.into());
        self
    }

    /// The classification of the data reached (`public`, `internal`, `confidential`,
    /// `restricted`), for `data_classification_max`.
    #[must_use]
    pub fn with_data_classification(mut self, level: impl Into<String>) -> Self {
        self.data_classification = Some(level.into());
        self
    }

    /// The URL this request was made to, as the client sent it (scheme, host, port, path; a
    /// query and fragment are ignored): what a DPoP proof's `htu` must name. Behind a proxy,
    /// the URL the client used, not the one the proxy forwarded to.
    #[must_use]
    pub fn with_request_url(mut self, url: impl Into<String>) -> Self {
        self.request_url = Some(url.into());
        self
    }

    /// The value of the request's `DPoP` header (RFC 9449). Call it once for each `DPoP`
    /// header field the request carried: a request with more than one is refused.
    #[must_use]
    pub fn with_dpop_proof(mut self, proof: impl Into<String>) -> Self {
        self.dpop = match self.dpop {
            DpopHeader::Absent => DpopHeader::One(proof.into()),
            DpopHeader::One(_) | DpopHeader::Several => DpopHeader::Several,
        };
        self
    }

    /// The client certificate the mutual-TLS handshake authenticated (DER), for tokens bound
    /// to it by `cnf.x5t#S256` (RFC 8705 §3). Hand in only a certificate the TLS layer has
    /// verified the client holds the key of.
    #[must_use]
    pub fn with_client_certificate(mut self, der: impl Into<Vec<u8>>) -> Self {
        self.client_certificate = Some(der.into());
        self
    }

    /// [`with_client_certificate`](Self::with_client_certificate) from PEM text: the first
    /// `CERTIFICATE` block (the client's own, leaf first).
    ///
    /// ```
    /// use agent_approval::aap_auth::Request;
    ///
    /// let pem = "-----BEGIN CERTIFICATE-----\nAQID\n-----END CERTIFICATE-----\n";
    /// let request = Request::new("a").with_client_certificate_pem(pem)?;
    /// assert_eq!(request.client_certificate(), Some(&[1u8, 2, 3][..]));
    /// # Ok::<(), agent_approval::aap_auth::RequestError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`RequestError`] when the text has no `CERTIFICATE` block or its body is not base64.
    pub fn with_client_certificate_pem(self, pem: &str) -> Result<Self, RequestError> {
        use base64::Engine as _;
        const BEGIN: &str = "-----BEGIN CERTIFICATE-----";
        const END: &str = "-----END CERTIFICATE-----";
        let body = pem
            .split_once(BEGIN)
            .and_then(|(_, rest)| rest.split_once(END))
            .map(|(body, _)| body)
            .ok_or_else(|| RequestError("no CERTIFICATE block in the PEM text".to_owned()))?;
        let text: String = body.chars().filter(|c| !c.is_ascii_whitespace()).collect();
        let der = base64::engine::general_purpose::STANDARD
            .decode(text)
            .map_err(|e| RequestError(format!("the certificate is not base64: {e}")))?;
        Ok(self.with_client_certificate(der))
    }

    /// The URL the request was made to, if given.
    #[must_use]
    pub fn request_url(&self) -> Option<&str> {
        self.request_url.as_deref()
    }

    /// The client certificate (DER), if given.
    #[must_use]
    pub fn client_certificate(&self) -> Option<&[u8]> {
        self.client_certificate.as_deref()
    }

    pub(crate) fn dpop_header(&self) -> &DpopHeader {
        &self.dpop
    }

    /// The action.
    #[must_use]
    pub fn action(&self) -> &str {
        &self.action
    }

    /// The method, if given.
    #[must_use]
    pub fn method(&self) -> Option<&str> {
        self.method.as_deref()
    }

    /// The target URL, if given.
    #[must_use]
    pub fn target_url(&self) -> Option<&str> {
        self.target_url.as_deref()
    }

    /// The body size, if given.
    #[must_use]
    pub fn content_length(&self) -> Option<u64> {
        self.content_length
    }

    /// The request time, if given.
    #[must_use]
    pub fn time(&self) -> Option<i64> {
        self.time
    }

    pub(crate) fn destination_ip(&self) -> Option<IpAddr> {
        self.destination_ip
    }

    pub(crate) fn region(&self) -> Option<&str> {
        self.region.as_deref()
    }

    pub(crate) fn data_classification(&self) -> Option<&str> {
        self.data_classification.as_deref()
    }

    /// Reads the test vectors' `request` object: `action` (required), `method`, `target_url`,
    /// `content_length`, and `timestamp` as Unix seconds or an RFC 3339 string. Other members
    /// (`payload`, `note`) are ignored.
    ///
    /// ```
    /// use agent_approval::aap_auth::Request;
    ///
    /// let r = Request::from_json(br#"{"action":"data.process","method":"POST",
    ///     "timestamp":"2024-06-15T12:00:00Z","content_length":20971520}"#)?;
    /// assert_eq!((r.time(), r.content_length()), (Some(1_718_452_800), Some(20_971_520)));
    /// # Ok::<(), agent_approval::aap_auth::RequestError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`RequestError`] for text that is not such an object.
    pub fn from_json(bytes: &[u8]) -> Result<Self, RequestError> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Time {
            Unix(i64),
            Text(String),
        }
        #[derive(Deserialize)]
        struct Raw {
            action: String,
            #[serde(default)]
            method: Option<String>,
            #[serde(default)]
            target_url: Option<String>,
            #[serde(default)]
            content_length: Option<u64>,
            #[serde(default)]
            timestamp: Option<Time>,
        }
        let raw: Raw = serde_json::from_slice(bytes).map_err(|e| RequestError(e.to_string()))?;
        let time = match raw.timestamp {
            None => None,
            Some(Time::Unix(t)) => Some(t),
            Some(Time::Text(s)) => Some(parse_rfc3339(&s).ok_or_else(|| {
                RequestError(format!("timestamp {s:?} is not an RFC 3339 date-time"))
            })?),
        };
        Ok(Self {
            action: raw.action,
            method: raw.method,
            target_url: raw.target_url,
            content_length: raw.content_length,
            time,
            ..Self::default()
        })
    }
}

/// A request description that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestError(String);

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid request: {}", self.0)
    }
}

impl std::error::Error for RequestError {}
