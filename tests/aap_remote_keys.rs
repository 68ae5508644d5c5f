//! `RemoteJwks` over real HTTPS on 127.0.0.1: the authorization-server stand-in of
//! `tests/aap/as_server.rs` serves RFC 8414 metadata and the committed test keys
//! (`tests/data/aap/jwks.json`), swaps them (rotation), fails or stops; tokens signed by
//! `tests/aap/signer.rs` are checked by a `Verifier` whose keys come from it, and the cache is
//! moved through time with a settable clock.
#![cfg(feature = "aap-remote-keys")]

#[path = "aap/as_server.rs"]
mod as_server;
#[path = "aap/remote_fetch.rs"]
mod fetch;
#[path = "aap/signer.rs"]
mod signer;
#[path = "aap/remote_support.rs"]
mod support;

use std::sync::Arc;
use std::time::Duration;

use agent_approval::aap_auth::{KeySource, RemoteJwksErrorKind as Kind};
use as_server::{AsServer, Reply};
use jsonwebtoken::Algorithm;
use serde_json::json;
use support::{jwks_of, outcome, remote, verifier, TestClock, ALL, JWKS, OK, T0, UNAVAILABLE};

#[test]
fn rotation_unknown_kid_refetch_is_rate_limited() {
    let server = AsServer::start();
    server.route(JWKS, Reply::json(jwks_of(&["es256"])));
    let clock = TestClock::at(T0);
    let keys = Arc::new(remote(&server, &clock));
    let v = verifier(&keys);
    let (es, rs, ed) = (Algorithm::ES256, Algorithm::RS256, Algorithm::EdDSA);
    // (time, the keys published from then on, the token's algorithm, outcome, JWKS requests)
    type Step<'a> = (i64, Option<&'a [&'a str]>, Algorithm, &'a str, usize);
    let steps: [Step; 10] = [
        (T0, None, es, OK, 1),                          // the first use fetches
        (T0, None, rs, "401 unknown kid aap-rs256", 1), // fetched just now: no refetch
        (
            T0 + 10,
            Some(&["es256", "rs256"]),
            rs,
            "401 unknown kid aap-rs256",
            1,
        ),
        (T0 + 60, None, rs, OK, 2), // 60 s after the last fetch: refetched, the new key
        (T0 + 60, None, ed, "401 unknown kid aap-eddsa", 2), // a second unknown kid: no fetch
        (T0 + 119, Some(&ALL), ed, "401 unknown kid aap-eddsa", 2),
        (T0 + 120, None, ed, OK, 3),
        (T0 + 121, Some(&["eddsa"]), es, OK, 3), // withdrawn, but the cached set is fresh
        (T0 + 419, None, es, OK, 3),             // fresh until T0 + 120 + 300 (the default)
        (T0 + 420, None, es, "401 unknown kid aap-es256", 4), // stale: refetched
    ];
    for (i, (t, publish, alg, expected, hits)) in steps.into_iter().enumerate() {
        clock.set(t);
        if let Some(names) = publish {
            server.route(JWKS, Reply::json(jwks_of(names)));
        }
        assert_eq!(outcome(&v, alg), expected, "step {i}");
        assert_eq!(server.hits(JWKS), hits, "step {i}");
    }
    assert_eq!(
        (keys.fetched_at(), keys.fresh_until()),
        (Some(T0 + 420), Some(T0 + 720))
    );
    assert_eq!(keys.kids(), ["aap-eddsa"]);
}

#[test]
fn last_good_set_served_until_max_stale() {
    // (how the server fails after the first fetch, the kind of the failures)
    type Failure<'a> = (&'a str, fn(&AsServer), fn(&Kind) -> bool);
    let failures: [Failure; 3] = [
        ("stopped", AsServer::stop, |k| matches!(k, Kind::Connect(_))),
        (
            "500",
            |s| s.route(JWKS, Reply::Status(500)),
            |k| k == &Kind::Status(500),
        ),
        (
            "dropped",
            |s| s.route(JWKS, Reply::Drop),
            |k| matches!(k, Kind::Connect(_)),
        ),
    ];
    // (time, outcome, fetches tried since the first): fresh for 600 s, then max_stale 1800 s,
    // one retry per 10 s at most
    let steps = [
        (T0 + 599, OK, 0),
        (T0 + 600, OK, 1), // stale: the refetch fails, the last good set is served
        (T0 + 609, OK, 1), // within the retry interval: the server is not asked
        (T0 + 610, OK, 2),
        (T0 + 2390, OK, 3),
        (T0 + 2400, UNAVAILABLE, 4), // max_stale passed, and the refetch fails
        (T0 + 2405, UNAVAILABLE, 4), // refused without asking the server
    ];
    for (name, fail, kind) in failures {
        let server = AsServer::start();
        let cache = Some("max-age=600".to_owned());
        server.route(JWKS, Reply::Ok(jwks_of(&ALL).into_bytes(), cache));
        let clock = TestClock::at(T0);
        let keys = Arc::new(remote(&server, &clock).with_max_stale(Duration::from_secs(1800)));
        let v = verifier(&keys);
        assert_eq!(outcome(&v, Algorithm::PS256), OK, "{name}");
        fail(&server);
        for (t, expected, tried) in steps {
            clock.set(t);
            let at = format!("{name} at T0 + {}", t - T0);
            assert_eq!(outcome(&v, Algorithm::PS256), expected, "{at}");
            let hits = if name == "stopped" { 1 } else { 1 + tried };
            assert_eq!(server.hits(JWKS), hits, "{at}");
            let error = keys.last_error();
            assert_eq!(error.is_some(), tried > 0, "{at}");
            assert!(
                error.is_none_or(|e| kind(e.kind())),
                "{at}: {:?}",
                keys.last_error()
            );
        }
        assert_eq!(keys.fetched_at(), Some(T0), "{name}");
    }
}

#[test]
fn cache_control_max_age_is_honoured_and_clamped() {
    let server = AsServer::start();
    // (Cache-Control, freshness in seconds) with the bounds [60 s, 1 h] and the default 300 s
    let cases = [
        (None, 300),
        (Some("max-age=120"), 120),
        (Some("public, max-age=5"), 60),
        (Some("max-age=86400"), 3600),
        (Some("no-store"), 60),
        (Some("no-cache, max-age=600"), 60),
        (Some("max-age=soon"), 60),
    ];
    for (cache_control, fresh) in cases {
        let before = server.hits(JWKS);
        let cache = cache_control.map(str::to_owned);
        server.route(JWKS, Reply::Ok(jwks_of(&ALL).into_bytes(), cache));
        let clock = TestClock::at(T0);
        let bounds = (Duration::from_secs(60), Duration::from_secs(3600));
        let keys = Arc::new(remote(&server, &clock).with_cache_bounds(bounds.1, bounds.0));
        let v = verifier(&keys);
        // (time, JWKS requests made for this case)
        for (t, hits) in [(T0, 1), (T0 + fresh - 1, 1), (T0 + fresh, 2)] {
            clock.set(t);
            assert_eq!(outcome(&v, Algorithm::RS256), OK, "{cache_control:?}");
            assert_eq!(server.hits(JWKS) - before, hits, "{cache_control:?} at {t}");
        }
        let refetched = Some(T0 + fresh);
        assert_eq!(keys.fetched_at(), refetched, "{cache_control:?}");
        assert_eq!(
            keys.fresh_until(),
            Some(T0 + 2 * fresh),
            "{cache_control:?}"
        );
    }
}

#[test]
fn a_failed_refetch_keeps_the_last_good_set() {
    let server = AsServer::start();
    let mut private: serde_json::Value = serde_json::from_str(&jwks_of(&ALL)).unwrap();
    private["keys"][0]["d"] = json!("AAAA");
    let too_large = "the body is larger than the limit of 2048 bytes";
    // (what the server serves next, what the refresh says)
    let cases = [
        (
            Reply::json(private.to_string()),
            r#"invalid jwks: key 0 ("aap-es256"): the key has private members (d, p or k); a JWKS holds public keys"#,
        ),
        (
            Reply::json(r#"{"keys":{}}"#),
            "invalid jwks: jwks: invalid type: map, expected a sequence at line 1 column 8",
        ),
        (
            Reply::json("<html></html>"),
            "the body is not json: expected value at line 1 column 1",
        ),
        (Reply::Ok(vec![b' '; 4096], None), too_large),
        (Reply::Status(500), "http status 500"),
        (Reply::Status(302), "http status 302"),
    ];
    for (reply, message) in cases {
        server.route(JWKS, Reply::json(jwks_of(&ALL)));
        let clock = TestClock::at(T0);
        let keys = Arc::new(remote(&server, &clock).with_max_body_bytes(2048));
        assert_eq!(
            keys.refresh().map(|set| set.len()).ok(),
            Some(4),
            "{message}"
        );
        server.route(JWKS, reply);
        let err = keys.refresh().unwrap_err();
        assert_eq!(
            (err.url(), err.kind().to_string()),
            (server.url(JWKS).as_str(), message.to_owned())
        );
        assert_eq!(keys.last_error(), Some(err), "{message}");
        assert_eq!(keys.kids().len(), 4, "{message}");
        assert_eq!(outcome(&verifier(&keys), Algorithm::EdDSA), OK, "{message}");
    }
}

#[test]
fn oversized_body_refused() {
    let server = AsServer::start();
    // (the configured bound, the body's size, the limit reported)
    let cases = [
        (Some(1024), 1025, 1024),
        (None, 2 * 1024 * 1024, 1024 * 1024),
    ];
    for (bound, size, limit) in cases {
        server.route(JWKS, Reply::Ok(vec![b' '; size], None));
        let keys = remote(&server, &TestClock::at(T0));
        let keys = Arc::new(match bound {
            Some(bytes) => keys.with_max_body_bytes(bytes),
            None => keys, // the default, 1 MiB
        });
        assert_eq!(
            outcome(&verifier(&keys), Algorithm::ES256),
            UNAVAILABLE,
            "{size}"
        );
        let err = keys.last_error().unwrap();
        assert_eq!(err.kind(), &Kind::BodyTooLarge { limit }, "{size}");
    }
}

#[test]
fn concurrent_callers_share_one_fetch() {
    let server = AsServer::start();
    server.route(JWKS, Reply::json(jwks_of(&["es256"])));
    server.set_delay(Duration::from_millis(300));
    let clock = TestClock::at(T0);
    let keys = Arc::new(remote(&server, &clock));
    // (time, the kid each of 8 callers asks for, JWKS requests after them)
    type Round = (i64, fn(usize) -> String, usize);
    let rounds: [Round; 3] = [
        (T0, |_| "aap-es256".to_owned(), 1),
        (T0 + 30, |i| format!("new-{i}"), 1), // unknown kids within the interval
        (T0 + 60, |i| format!("new-{i}"), 2), // unknown kids after it: one fetch for all
    ];
    for (t, kid, hits) in rounds {
        clock.set(t);
        let shared = &keys;
        let sets: Vec<_> = std::thread::scope(|scope| {
            let callers: Vec<_> = (0..8)
                .map(|i| scope.spawn(move || shared.key_set(&kid(i)).map(|set| set.len())))
                .collect();
            callers.into_iter().map(|c| c.join().unwrap()).collect()
        });
        assert_eq!(sets, vec![Ok(1); 8], "at T0 + {}", t - T0);
        assert_eq!(server.hits(JWKS), hits, "at T0 + {}", t - T0);
    }
}
