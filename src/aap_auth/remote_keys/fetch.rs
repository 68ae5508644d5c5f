//! The HTTP side of [`RemoteJwks`](super::RemoteJwks): URLs checked and the RFC 8414 metadata
//! URL derived, the blocking agent built, one GET read under a size bound, `Cache-Control`
//! read, and the metadata document judged.

use std::time::Duration;

use ureq::tls::{Certificate, PemItem, RootCerts, TlsConfig};

use super::error::{RemoteJwksError, RemoteJwksErrorKind as Kind};
use crate::Limits;

/// The well-known suffix of RFC 8414 §3.
const WELL_KNOWN: &str = "/.well-known/oauth-authorization-server";

/// How the agent connects.
#[derive(Debug, Clone)]
pub(super) struct HttpConfig {
    pub connect_timeout: Duration,
    pub timeout: Duration,
    /// `Some`: trust only these roots; `None`: the webpki (Mozilla) roots.
    pub roots: Option<Vec<Certificate<'static>>>,
    pub proxy_from_env: bool,
}

/// A blocking agent for `config`: https only, no redirects, statuses returned as responses.
pub(super) fn agent(config: &HttpConfig) -> ureq::Agent {
    let mut tls = TlsConfig::builder();
    if let Some(roots) = &config.roots {
        tls = tls.root_certs(RootCerts::new_with_certs(roots));
    }
    let builder = ureq::Agent::config_builder()
        .https_only(true)
        .http_status_as_error(false)
        .max_redirects(0)
        .max_redirects_will_error(false)
        .timeout_connect(Some(config.connect_timeout))
        .timeout_global(Some(config.timeout))
        .user_agent(concat!("agent-approval/", env!("CARGO_PKG_VERSION")))
        .tls_config(tls.build());
    let builder = if config.proxy_from_env {
        builder
    } else {
        builder.proxy(None)
    };
    ureq::Agent::new_with_config(builder.build())
}

/// The certificates of a PEM text; an error when it holds none or a broken one.
pub(super) fn root_certificates(pem: &[u8]) -> Result<Vec<Certificate<'static>>, String> {
    let mut certs = Vec::new();
    for item in ureq::tls::parse_pem(pem) {
        if let PemItem::Certificate(cert) = item.map_err(|e| e.to_string())? {
            certs.push(cert);
        }
    }
    if certs.is_empty() {
        return Err("no certificate in the pem text".to_owned());
    }
    Ok(certs)
}

/// `url`'s authority and path (`""` when it has none) when it is an absolute `https://` URL
/// with a host and no fragment.
pub(super) fn https_parts(url: &str) -> Result<(&str, &str), RemoteJwksError> {
    let fail = |kind| RemoteJwksError::new(url, kind);
    let Some(rest) = url
        .get(..8)
        .filter(|s| s.eq_ignore_ascii_case("https://"))
        .and_then(|_| url.get(8..))
    else {
        return Err(fail(Kind::NotHttps));
    };
    let split = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    if split == 0 {
        return Err(fail(Kind::InvalidUrl("no host".to_owned())));
    }
    if url.contains('#') {
        return Err(fail(Kind::InvalidUrl("a fragment".to_owned())));
    }
    let uri = ureq::http::Uri::try_from(url).map_err(|e| fail(Kind::InvalidUrl(e.to_string())))?;
    if uri.host().is_none_or(str::is_empty) {
        return Err(fail(Kind::InvalidUrl("no host".to_owned())));
    }
    Ok(rest.split_at(split))
}

/// The metadata URL of `issuer` (RFC 8414 §3.1): the well-known suffix inserted between the
/// host and the path, the path's terminating `/` removed.
pub(super) fn metadata_url(issuer: &str) -> Result<String, RemoteJwksError> {
    let (authority, path) = https_parts(issuer)?;
    if path.contains('?') {
        let why = "an issuer has no query (RFC 8414 §2)".to_owned();
        return Err(RemoteJwksError::new(issuer, Kind::InvalidUrl(why)));
    }
    Ok(format!(
        "https://{authority}{WELL_KNOWN}{}",
        path.trim_end_matches('/')
    ))
}

/// One response: its body and its `Cache-Control` values joined.
pub(super) struct Fetched {
    pub body: Vec<u8>,
    pub cache_control: String,
}

/// GETs `url`; anything but a 200 with a body of at most `max_body` bytes is an error.
pub(super) fn get(
    agent: &ureq::Agent,
    url: &str,
    accept: &str,
    max_body: u64,
) -> Result<Fetched, RemoteJwksError> {
    let fail = |e| RemoteJwksError::new(url, classify(e));
    let mut response = agent
        .get(url)
        .header("accept", accept)
        .call()
        .map_err(fail)?;
    let status = response.status().as_u16();
    if status != 200 {
        return Err(RemoteJwksError::new(url, Kind::Status(status)));
    }
    let cache_control = response
        .headers()
        .get_all("cache-control")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect::<Vec<_>>()
        .join(",");
    let body = response
        .body_mut()
        .with_config()
        .limit(max_body)
        .read_to_vec()
        .map_err(fail)?;
    Ok(Fetched {
        body,
        cache_control,
    })
}

/// What ureq's error means here.
fn classify(error: ureq::Error) -> Kind {
    match error {
        ureq::Error::Timeout(t) => Kind::Timeout(t.to_string()),
        ureq::Error::BodyExceedsLimit(limit) => Kind::BodyTooLarge { limit },
        ureq::Error::StatusCode(status) => Kind::Status(status),
        ureq::Error::RequireHttpsOnly(_) => Kind::NotHttps,
        ureq::Error::BadUri(why) => Kind::InvalidUrl(why),
        ureq::Error::Tls(why) => Kind::Tls(why.to_owned()),
        ureq::Error::Rustls(e) => Kind::Tls(e.to_string()),
        ureq::Error::Pem(e) => Kind::Tls(format!("{e:?}")),
        ureq::Error::Io(e) => {
            // rustls reports a failed handshake or record as an `io::Error` wrapping its own.
            match e.get_ref().and_then(|i| i.downcast_ref::<rustls::Error>()) {
                Some(tls) => Kind::Tls(tls.to_string()),
                None if e.kind() == std::io::ErrorKind::TimedOut => Kind::Timeout(e.to_string()),
                None => Kind::Connect(e.to_string()),
            }
        }
        e @ (ureq::Error::HostNotFound
        | ureq::Error::ConnectionFailed
        | ureq::Error::ConnectProxyFailed(_)
        | ureq::Error::InvalidProxyUrl) => Kind::Connect(e.to_string()),
        other => Kind::Http(other.to_string()),
    }
}

/// How long a response may be used, from its `Cache-Control` (RFC 9111 §5.2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum MaxAge {
    /// No `max-age`: the configured default applies.
    Absent,
    /// `max-age` (the smallest when repeated); `no-store`, `no-cache` and an invalid
    /// `max-age` read as 0 (RFC 9111 §4.2.1: a response with an invalid age is stale).
    Seconds(u64),
}

pub(super) fn max_age(cache_control: &str) -> MaxAge {
    let mut age = MaxAge::Absent;
    for directive in cache_control.split(',') {
        let (name, value) = match directive.split_once('=') {
            Some((name, value)) => (name.trim(), Some(value.trim().trim_matches('"'))),
            None => (directive.trim(), None),
        };
        let seconds =
            if name.eq_ignore_ascii_case("no-store") || name.eq_ignore_ascii_case("no-cache") {
                0
            } else if name.eq_ignore_ascii_case("max-age") {
                match value {
                    // Digits past u64 saturate (RFC 9111 §1.2.2: a large delta is "infinity").
                    Some(v) if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) => {
                        v.parse().unwrap_or(u64::MAX)
                    }
                    _ => 0,
                }
            } else {
                continue;
            };
        age = MaxAge::Seconds(match age {
            MaxAge::Seconds(before) => before.min(seconds),
            MaxAge::Absent => seconds,
        });
    }
    age
}

/// The `jwks_uri` of the metadata document at `url`, after its `issuer` is found equal to
/// `issuer` (RFC 8414 §3.3) and the `jwks_uri` is found to be `https://`.
pub(super) fn read_metadata(
    url: &str,
    body: &[u8],
    issuer: &str,
) -> Result<String, RemoteJwksError> {
    let fail = |kind| RemoteJwksError::new(url, kind);
    let limits = Limits::new().with_max_bytes(body.len()).with_max_depth(16);
    limits
        .check(body)
        .map_err(|e| fail(Kind::NotJson(e.to_string())))?;
    let document: serde_json::Value =
        serde_json::from_slice(body).map_err(|e| fail(Kind::NotJson(e.to_string())))?;
    let Some(members) = document.as_object() else {
        return Err(fail(Kind::Metadata("not a JSON object".to_owned())));
    };
    let text = |name: &str| {
        members
            .get(name)
            .and_then(serde_json::Value::as_str)
            .ok_or_else(|| fail(Kind::Metadata(format!("no {name} string"))))
    };
    let found = text("issuer")?;
    if found != issuer {
        return Err(fail(Kind::IssuerMismatch {
            expected: issuer.to_owned(),
            found: found.to_owned(),
        }));
    }
    let jwks_uri = text("jwks_uri")?;
    if https_parts(jwks_uri).is_err() {
        let why = format!("jwks_uri {jwks_uri:?} is not an https url");
        return Err(fail(Kind::Metadata(why)));
    }
    Ok(jwks_uri.to_owned())
}

#[cfg(test)]
mod tests {
    use super::{max_age, metadata_url, MaxAge};

    #[test]
    fn metadata_urls() {
        let cases = [
            (
                "https://as.example.com",
                "https://as.example.com/.well-known/oauth-authorization-server",
            ),
            (
                "https://as.example.com/",
                "https://as.example.com/.well-known/oauth-authorization-server",
            ),
            (
                "https://as.example.com:8443/tenant/1",
                "https://as.example.com:8443/.well-known/oauth-authorization-server/tenant/1",
            ),
            (
                "https://as.example.com/tenant/",
                "https://as.example.com/.well-known/oauth-authorization-server/tenant",
            ),
            (
                "HTTPS://as.example.com/t",
                "https://as.example.com/.well-known/oauth-authorization-server/t",
            ),
        ];
        for (issuer, expected) in cases {
            assert_eq!(metadata_url(issuer).as_deref(), Ok(expected), "{issuer}");
        }
        let refused = [
            (
                "http://as.example.com",
                "http://as.example.com: not an https url",
            ),
            (
                "https://as.example.com/t?x=1",
                "https://as.example.com/t?x=1: invalid url: an issuer has no query (RFC 8414 §2)",
            ),
            (
                "https://as.example.com/t#f",
                "https://as.example.com/t#f: invalid url: a fragment",
            ),
            ("https:///path", "https:///path: invalid url: no host"),
            (
                "https://a b/",
                "https://a b/: invalid url: invalid uri character",
            ),
            ("as.example.com", "as.example.com: not an https url"),
        ];
        for (issuer, message) in refused {
            assert_eq!(
                metadata_url(issuer).unwrap_err().to_string(),
                message,
                "{issuer}"
            );
        }
    }

    #[test]
    fn cache_control() {
        let cases = [
            ("", MaxAge::Absent),
            ("public", MaxAge::Absent),
            ("max-age=300", MaxAge::Seconds(300)),
            ("public, MAX-AGE=\"120\"", MaxAge::Seconds(120)),
            ("max-age=300, max-age=30", MaxAge::Seconds(30)),
            ("no-store", MaxAge::Seconds(0)),
            ("max-age=600, no-cache", MaxAge::Seconds(0)),
            ("max-age=-5", MaxAge::Seconds(0)),
            ("max-age=", MaxAge::Seconds(0)),
            ("max-age=99999999999999999999999", MaxAge::Seconds(u64::MAX)),
            ("s-maxage=5", MaxAge::Absent),
        ];
        for (header, expected) in cases {
            assert_eq!(max_age(header), expected, "{header:?}");
        }
    }
}
