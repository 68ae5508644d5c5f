//! Gets one upstream schema: over HTTPS with limits (time, size, redirects), or from a local
//! directory when `--from DIR` stands in for the network.
//!
//! Plain `http://` is refused, with one exception kept for the tests: a loopback host
//! (`127.0.0.1`, `[::1]`, `localhost`), which never leaves the machine. A redirect from
//! `https://` may only lead to another `https://` URL.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{bail, Context};
use ureq::http::Uri;

/// Largest accepted schema, in bytes (5 MiB).
pub const MAX_BYTES: u64 = 5 * 1024 * 1024;

/// Most redirects followed for one download.
pub const MAX_REDIRECTS: u32 = 5;

/// Where upstream files come from.
#[derive(Debug, Clone, Copy)]
pub enum Source<'a> {
    /// The `upstream` URLs, each download bounded by this timeout.
    Network {
        /// End-to-end limit for one download, redirects included.
        timeout: Duration,
    },
    /// `DIR/<last path segment of upstream>`.
    Dir(&'a Path),
    /// The output folder of `codex app-server generate-json-schema`: a Codex entry's file is
    /// `DIR/<its path in that output>` (see [`crate::codex::output_path`]).
    Codex(&'a Path),
}

impl Source<'_> {
    /// What [`Source::fetch`] reads for `upstream`, for progress lines.
    #[must_use]
    pub fn location(&self, upstream: &str) -> String {
        match self {
            Source::Network { .. } => upstream.to_owned(),
            Source::Dir(dir) => dir.join(last_segment(upstream)).display().to_string(),
            Source::Codex(dir) => dir.join(codex_path(upstream)).display().to_string(),
        }
    }

    /// Reads the file published at `upstream`.
    pub fn fetch(&self, upstream: &str) -> anyhow::Result<Vec<u8>> {
        match self {
            Source::Network { timeout } => get(upstream, *timeout),
            Source::Dir(_) | Source::Codex(_) => {
                let path = PathBuf::from(self.location(upstream));
                let len = std::fs::metadata(&path)
                    .with_context(|| format!("cannot read {}", path.display()))?
                    .len();
                if len > MAX_BYTES {
                    bail!("file of {len} bytes exceeds the limit of {MAX_BYTES} bytes");
                }
                std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))
            }
        }
    }
}

/// A Codex entry's path in codex's output; for any other upstream, its last segment (so the
/// read fails naming a file that is not there).
fn codex_path(upstream: &str) -> &str {
    crate::codex::output_path(upstream).unwrap_or_else(|| last_segment(upstream))
}

/// The last path segment of a URL, without query or fragment.
#[must_use]
pub fn last_segment(url: &str) -> &str {
    let url = url.split(['?', '#']).next().unwrap_or(url);
    url.rsplit('/').next().unwrap_or(url)
}

fn get(url: &str, timeout: Duration) -> anyhow::Result<Vec<u8>> {
    let mut current: Uri = url
        .parse()
        .with_context(|| format!("invalid URL {url:?}"))?;
    check_allowed(&current, None)?;
    for _ in 0..=MAX_REDIRECTS {
        let loopback = is_loopback(&current);
        let config = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            // Redirects are followed below, so each hop's scheme is checked first.
            .max_redirects(0)
            .https_only(!loopback)
            .http_status_as_error(true)
            .user_agent(concat!("agent-approval-xtask/", env!("CARGO_PKG_VERSION")));
        // A proxy from the environment must not see (or break) loopback test traffic.
        let config = if loopback { config.proxy(None) } else { config };
        let agent = ureq::Agent::new_with_config(config.build());
        let mut response = agent
            .get(&current)
            .call()
            .map_err(|e| describe(&e, timeout))?;
        let status = response.status();
        if status.is_redirection() {
            let location = response
                .headers()
                .get("location")
                .and_then(|v| v.to_str().ok())
                .with_context(|| {
                    format!("http status {} without a Location header", status.as_u16())
                })?;
            let next = resolve(&current, location)?;
            check_allowed(&next, Some(&current))?;
            current = next;
            continue;
        }
        if !status.is_success() {
            bail!("http status {}", status.as_u16());
        }
        let declared = response
            .headers()
            .get("content-length")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok());
        if let Some(len) = declared.filter(|len| *len > MAX_BYTES) {
            bail!("body of {len} bytes exceeds the limit of {MAX_BYTES} bytes");
        }
        return response
            .body_mut()
            .with_config()
            .limit(MAX_BYTES)
            .read_to_vec()
            .map_err(|e| describe(&e, timeout));
    }
    bail!("more than {MAX_REDIRECTS} redirects")
}

fn describe(error: &ureq::Error, timeout: Duration) -> anyhow::Error {
    match error {
        ureq::Error::StatusCode(code) => anyhow::anyhow!("http status {code}"),
        ureq::Error::Timeout(_) => anyhow::anyhow!("timed out after {} ms", timeout.as_millis()),
        ureq::Error::BodyExceedsLimit(_) => {
            anyhow::anyhow!("body exceeds the limit of {MAX_BYTES} bytes")
        }
        other => anyhow::anyhow!("{other}"),
    }
}

fn is_loopback(uri: &Uri) -> bool {
    matches!(
        uri.host(),
        Some("127.0.0.1" | "localhost" | "[::1]" | "::1")
    )
}

/// Accepts `https://`, and `http://` to a loopback host unless it follows an `https://` hop.
fn check_allowed(uri: &Uri, from: Option<&Uri>) -> anyhow::Result<()> {
    let from_https = from.is_some_and(|f| f.scheme_str() == Some("https"));
    match uri.scheme_str() {
        Some("https") => Ok(()),
        Some("http") if is_loopback(uri) && !from_https => Ok(()),
        _ => match from {
            Some(from) => bail!("refusing the redirect from {from} to {uri}: only https URLs are followed"),
            None => bail!("refusing {uri}: only https URLs are fetched (plain http only from a loopback host)"),
        },
    }
}

/// Resolves a `Location` header against the URL that sent it.
fn resolve(base: &Uri, location: &str) -> anyhow::Result<Uri> {
    let bad = || format!("invalid redirect location {location:?}");
    if location.contains("://") {
        return location.parse().with_context(bad);
    }
    let scheme = base.scheme_str().unwrap_or("https");
    let authority = base.authority().map_or("", |a| a.as_str());
    let absolute = if let Some(rest) = location.strip_prefix("//") {
        format!("{scheme}://{rest}")
    } else if location.starts_with('/') {
        format!("{scheme}://{authority}{location}")
    } else {
        let path = base.path();
        let dir = &path[..=path.rfind('/').unwrap_or(0)];
        format!("{scheme}://{authority}{dir}{location}")
    };
    absolute.parse().with_context(bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_segment_drops_query_and_fragment() {
        assert_eq!(
            last_segment("https://a.example/x/y/S.json?raw=1#top"),
            "S.json"
        );
        assert_eq!(last_segment("https://a.example/S.json"), "S.json");
    }

    #[test]
    fn resolves_redirect_locations() {
        let base: Uri = "https://a.example/x/y/S.json".parse().unwrap();
        let cases = [
            ("https://b.example/T.json", "https://b.example/T.json"),
            ("//c.example/U.json", "https://c.example/U.json"),
            ("/V.json", "https://a.example/V.json"),
            ("W.json", "https://a.example/x/y/W.json"),
        ];
        for (location, expected) in cases {
            assert_eq!(
                resolve(&base, location).unwrap().to_string(),
                expected,
                "{location}"
            );
        }
    }

    #[test]
    fn allows_https_and_loopback_http_only() {
        let uri = |s: &str| s.parse::<Uri>().unwrap();
        let https = uri("https://a.example/S.json");
        let loopback = uri("http://127.0.0.1:8080/S.json");
        assert!(check_allowed(&https, None).is_ok());
        assert!(check_allowed(&loopback, None).is_ok());
        assert!(check_allowed(&uri("http://localhost/S.json"), Some(&loopback)).is_ok());
        assert!(check_allowed(&https, Some(&loopback)).is_ok());
        let cases = [
            (uri("http://a.example/S.json"), None, "refusing http://a.example/S.json: only https URLs are fetched (plain http only from a loopback host)"),
            (uri("ftp://a.example/S.json"), None, "refusing ftp://a.example/S.json: only https URLs are fetched (plain http only from a loopback host)"),
            (uri("http://a.example/S.json"), Some(&https), "refusing the redirect from https://a.example/S.json to http://a.example/S.json: only https URLs are followed"),
            (loopback.clone(), Some(&https), "refusing the redirect from https://a.example/S.json to http://127.0.0.1:8080/S.json: only https URLs are followed"),
        ];
        for (to, from, expected) in cases {
            assert_eq!(check_allowed(&to, from).unwrap_err().to_string(), expected);
        }
    }
}
