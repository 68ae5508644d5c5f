//! One capability's constraints against one request (draft §5.6): all must hold (AND). The
//! order of checks decides which error a request failing several gets: delegation depth,
//! domains (blocked first), time window, method, size, the request-supplied constraints,
//! then the rate limits (last, so that only an otherwise admissible request is counted).
//!
//! Readings where the draft leaves room (each fails closed):
//! - domains: the URL's host, lowercased, without port, userinfo or a final dot, matches an
//!   entry it equals or ends with after a `.` (DNS suffix). A host that is not plain ASCII
//!   letters, digits, `-` and `.` (an IP literal is compared exactly; percent-escapes and
//!   non-ASCII names are refused), or a missing target, fails a present domain constraint;
//! - `time_window`: `start` inclusive, `end` exclusive, on the request time, no skew (the RS
//!   clock is authoritative, §5.6.3); failure is `aap_capability_expired` (Appendix C.1);
//! - `allowed_methods`: exact, case-sensitive;
//! - `ip_ranges_allowed`, `allowed_regions`, `data_classification_max`: the request must say
//!   its destination IP, region, classification ([`Request`](super::Request)'s builders);
//! - any other constraint (`require_approval_threshold`, `require_encryption: true`, or a
//!   name the schema does not define) cannot be checked here, so the capability grants
//!   nothing: `aap_constraint_violation`.

use std::net::IpAddr;

use super::decision::Denial;
use super::error::{ErrorCode, Reason};
use super::rate::{RateLimit, RateWindow};
use super::request::Request;
use super::time::parse_rfc3339;
use crate::aap::Constraints;

/// Checks every constraint but the rate limits, which it returns for the store.
pub(crate) fn check(
    c: &Constraints,
    request: &Request,
    at: i64,
    depth: u64,
) -> Result<Vec<RateLimit>, Denial> {
    let violation = |reason| Denial::new(ErrorCode::ConstraintViolation, reason);
    if let Some(max) = c.max_depth {
        if depth > max {
            return Err(Denial::new(
                ErrorCode::ExcessiveDelegation,
                Reason::ExcessiveDelegation {
                    depth,
                    max_depth: max,
                },
            ));
        }
    }
    if c.domains_allowed.is_some() || c.domains_blocked.is_some() {
        domains(c, request)?;
    }
    if let Some(window) = &c.time_window {
        let start = parse_rfc3339(&window.start);
        let end = parse_rfc3339(&window.end);
        let inside = matches!((start, end), (Some(s), Some(e)) if s <= at && at < e);
        if !inside {
            return Err(Denial::new(
                ErrorCode::CapabilityExpired,
                Reason::OutsideTimeWindow { at },
            ));
        }
    }
    if let Some(methods) = &c.allowed_methods {
        let ok = request
            .method()
            .is_some_and(|m| methods.iter().any(|a| a.to_string() == m));
        if !ok {
            return Err(violation(Reason::Method(
                request.method().map(str::to_owned),
            )));
        }
    }
    if let Some(max) = c.max_request_size {
        let size = request.content_length().unwrap_or(0);
        if size > max.get() {
            return Err(violation(Reason::RequestTooLarge {
                size,
                max: max.get(),
            }));
        }
    }
    if let Some(ranges) = &c.ip_ranges_allowed {
        let ok = request
            .destination_ip()
            .is_some_and(|ip| ranges.iter().any(|r| in_cidr(ip, r)));
        if !ok {
            return Err(violation(Reason::Unenforceable("ip_ranges_allowed".into())));
        }
    }
    if let Some(regions) = &c.allowed_regions {
        let ok = request
            .region()
            .is_some_and(|r| regions.iter().any(|a| a == r));
        if !ok {
            return Err(violation(Reason::Unenforceable("allowed_regions".into())));
        }
    }
    if let Some(max) = &c.data_classification_max {
        let rank = |s: &str| {
            ["public", "internal", "confidential", "restricted"]
                .iter()
                .position(|l| *l == s)
        };
        let ok = match (
            request.data_classification().and_then(rank),
            rank(&max.to_string()),
        ) {
            (Some(level), Some(max)) => level <= max,
            _ => false,
        };
        if !ok {
            return Err(violation(Reason::Unenforceable(
                "data_classification_max".into(),
            )));
        }
    }
    if c.require_approval_threshold.is_some() {
        return Err(violation(Reason::Unenforceable(
            "require_approval_threshold".into(),
        )));
    }
    if c.require_encryption == Some(true) {
        return Err(violation(Reason::Unenforceable(
            "require_encryption".into(),
        )));
    }
    if let Some(name) = c.extra.keys().next() {
        return Err(violation(Reason::Unenforceable(name.clone())));
    }
    let mut limits = Vec::new();
    for (window, max) in [
        (RateWindow::Minute, c.max_requests_per_minute),
        (RateWindow::Hour, c.max_requests_per_hour),
        (RateWindow::Day, c.max_requests_per_day),
    ] {
        if let Some(max) = max {
            limits.push(RateLimit {
                window,
                max: max.get(),
            });
        }
    }
    Ok(limits)
}

fn domains(c: &Constraints, request: &Request) -> Result<(), Denial> {
    let deny = |reason| Denial::new(ErrorCode::DomainNotAllowed, reason);
    let url = request
        .target_url()
        .ok_or_else(|| deny(Reason::MissingTarget))?;
    let host = host_of(url).ok_or_else(|| deny(Reason::BadTarget(url.to_owned())))?;
    let listed = |list: &[String]| list.iter().any(|d| domain_matches(&host, d));
    if c.domains_blocked.as_deref().is_some_and(listed) {
        return Err(deny(Reason::DomainBlocked(host)));
    }
    if c.domains_allowed.as_deref().is_some_and(|l| !listed(l)) {
        return Err(deny(Reason::DomainNotAllowed(host)));
    }
    Ok(())
}

/// The comparable host of an absolute URL: lowercase ASCII, no port, no userinfo, no final
/// dot; `None` when there is none or it holds anything but letters, digits, `-`, `.` (or is
/// a bracketed IPv6 literal).
pub(crate) fn host_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    if scheme.is_empty()
        || !scheme
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b))
    {
        return None;
    }
    let authority = rest.split(['/', '?', '#']).next()?;
    let host_port = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = if let Some(v6) = host_port.strip_prefix('[') {
        let (inside, _) = v6.split_once(']')?;
        inside.parse::<std::net::Ipv6Addr>().ok()?;
        return Some(format!("[{}]", inside.to_ascii_lowercase()));
    } else {
        match host_port.rsplit_once(':') {
            Some((h, port)) if port.bytes().all(|b| b.is_ascii_digit()) => h,
            Some(_) => return None,
            None => host_port,
        }
    };
    let host = host.strip_suffix('.').unwrap_or(host).to_ascii_lowercase();
    let plain = !host.is_empty()
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
        && !host.starts_with('.')
        && !host.contains("..");
    plain.then_some(host)
}

/// DNS suffix matching: `host` is `domain` or ends with `.domain` (ASCII case-insensitive);
/// an IP address only equals.
pub(crate) fn domain_matches(host: &str, domain: &str) -> bool {
    let domain = domain
        .strip_suffix('.')
        .unwrap_or(domain)
        .to_ascii_lowercase();
    if domain.is_empty() {
        return false;
    }
    if host == domain {
        return true;
    }
    if host.parse::<IpAddr>().is_ok() || host.starts_with('[') {
        return false;
    }
    host.strip_suffix(domain.as_str())
        .is_some_and(|head| head.ends_with('.'))
}

fn in_cidr(ip: IpAddr, cidr: &str) -> bool {
    let Some((net, bits)) = cidr.split_once('/') else {
        return false;
    };
    let (Ok(IpAddr::V4(net)), Ok(bits), IpAddr::V4(ip)) =
        (net.parse::<IpAddr>(), bits.parse::<u32>(), ip)
    else {
        return false;
    };
    if bits > 32 {
        return false;
    }
    let mask = if bits == 0 {
        0
    } else {
        u32::MAX << (32 - bits)
    };
    u32::from(ip) & mask == u32::from(net) & mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts() {
        let cases: &[(&str, Option<&str>)] = &[
            ("https://example.org/data", Some("example.org")),
            ("https://EXAMPLE.ORG/data", Some("example.org")),
            ("https://example.org:8080/data", Some("example.org")),
            ("https://user:pw@example.org/x", Some("example.org")),
            ("https://evil.com@example.org/x", Some("example.org")),
            ("https://example.org./x", Some("example.org")),
            ("https://example.org?q=1", Some("example.org")),
            ("https://[::1]:443/", Some("[::1]")),
            ("https://10.0.0.1/", Some("10.0.0.1")),
            ("https://ex%61mple.org/", None),
            ("https://exämple.org/", None),
            ("https://example.org:80x/", None),
            ("https:///path", None),
            ("example.org/path", None),
            ("https://a..b/", None),
        ];
        for (url, want) in cases {
            assert_eq!(host_of(url).as_deref(), *want, "{url}");
        }
    }

    #[test]
    fn suffixes() {
        let cases: &[(&str, &str, bool)] = &[
            ("example.org", "example.org", true),
            ("api.example.org", "example.org", true),
            ("deep.nested.example.org", "Example.ORG", true),
            ("notexample.org", "example.org", false),
            ("example.org", "api.example.org", false),
            ("example.org.evil.com", "example.org", false),
            ("10.0.0.1", "0.0.1", false),
            ("example.org", "", false),
        ];
        for (host, domain, want) in cases {
            assert_eq!(domain_matches(host, domain), *want, "{host} {domain}");
        }
    }

    #[test]
    fn cidr() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert!(in_cidr(ip("192.168.1.7"), "192.168.1.0/24"));
        assert!(!in_cidr(ip("192.168.2.7"), "192.168.1.0/24"));
        assert!(in_cidr(ip("8.8.8.8"), "0.0.0.0/0"));
        assert!(!in_cidr(ip("::1"), "0.0.0.0/0"));
        assert!(!in_cidr(ip("1.2.3.4"), "1.2.3.4/33"));
    }
}
