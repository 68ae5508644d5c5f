//! An HTTP gateway in front of an API: each request's bearer token is verified and the
//! request authorized as draft-aap-oauth-profile-01 says, before anything else runs.
//!
//! ```text
//! cargo run --example aap_gateway -- (--jwks JWKS.json | --jwks-uri URL | --discover) \
//!     --issuer URL --audience URL [--ca CA.pem] [--public-url URL] \
//!     [--listen 127.0.0.1:8081] [--skew SECONDS]
//! ```
//!
//! The issuer's keys come from a file (`--jwks`), from its `jwks_uri` over HTTPS
//! (`--jwks-uri`), or from its RFC 8414 metadata (`--discover`: the `jwks_uri` published at
//! `/.well-known/oauth-authorization-server` of `--issuer`); fetched keys are cached,
//! refetched when a token names a new `kid`, and trusted from `--ca` alone when it is given
//! (a private CA), else from the webpki roots.
//!
//! `ANY /act/{action}` is a request for `action`; its method and body size are the request's,
//! the URL it reaches is the `X-Target-Url` header. Tokens come as `Bearer` or, bound to a key,
//! as `DPoP` with a `DPoP` proof header (RFC 9449): the proof's `htu` is compared with
//! `--public-url` (default `http://` and the `Host` header) followed by the request's path.
//! The check runs on tokio's blocking pool: verifying signatures is CPU work, and a key source
//! may fetch. An authorized request gets 200 and
//! `{"result":"AUTHORIZED","action":…,"capability":…,"notify":…}` (a real gateway would
//! forward it here); a refused one gets the decision's status (401, 403, 429),
//! `WWW-Authenticate`, `Retry-After` for a rate limit, and the JSON error body.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use agent_approval::aap_auth::{Decision, Jwks, MemoryRateStore, RemoteJwks, Request, Verifier};
use axum::body::{Body, Bytes};
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{header, HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use axum::routing::any;
use axum::Router;

/// What every request shares: the verifier, the rate-limit counters and the URL clients reach
/// the gateway at.
#[derive(Clone)]
pub struct Gateway {
    verifier: Arc<Verifier>,
    store: Arc<MemoryRateStore>,
    public_url: Option<String>,
}

/// The gateway's routes for `verifier`, reached at `http://` and the request's `Host`.
pub fn app(verifier: Verifier) -> Router {
    app_at(verifier, None)
}

/// The gateway's routes for `verifier`, reached by clients at `public_url` (scheme, host and
/// port, as DPoP proofs name it in `htu`); `None`: `http://` and the request's `Host`.
pub fn app_at(verifier: Verifier, public_url: Option<String>) -> Router {
    let state = Gateway {
        verifier: Arc::new(verifier),
        store: Arc::new(MemoryRateStore::new()),
        public_url,
    };
    Router::new()
        .route("/act/{action}", any(act))
        .layer(DefaultBodyLimit::max(64 * 1024 * 1024))
        .with_state(state)
}

async fn act(
    State(gateway): State<Gateway>,
    Path(action): Path<String>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let base = gateway.public_url.clone().unwrap_or_else(|| {
        let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
        format!("http://{}", host.unwrap_or("localhost"))
    });
    let mut request = Request::new(action.clone())
        .with_method(method.as_str())
        .with_request_url(format!("{}{}", base.trim_end_matches('/'), uri.path()))
        .with_content_length(u64::try_from(body.len()).unwrap_or(u64::MAX));
    if let Some(target) = headers.get("x-target-url").and_then(|v| v.to_str().ok()) {
        request = request.with_target_url(target);
    }
    // Every `DPoP` field counts: more than one refuses the request (RFC 9449 §4.3).
    for proof in headers.get_all("dpop") {
        request = request.with_dpop_proof(String::from_utf8_lossy(proof.as_bytes()));
    }
    let authorization = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let checking = gateway.clone();
    let decision = tokio::task::spawn_blocking(move || {
        checking
            .verifier
            .check(authorization.as_deref(), &request, checking.store.as_ref())
    })
    .await;
    match decision {
        Ok(decision) => respond(&gateway.verifier, &action, &decision),
        Err(_) => Response::builder()
            .status(StatusCode::INTERNAL_SERVER_ERROR)
            .body(Body::empty())
            .unwrap_or_else(|_| Response::new(Body::empty())),
    }
}

fn respond(verifier: &Verifier, action: &str, decision: &Decision) -> Response {
    let status = StatusCode::from_u16(decision.status()).unwrap_or(StatusCode::FORBIDDEN);
    let mut response = Response::builder()
        .status(status)
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::CACHE_CONTROL, "no-store");
    let body = match decision {
        Decision::Authorized(ok) => serde_json::json!({
            "result": "AUTHORIZED",
            "action": action,
            "capability": ok.capability,
            "notify": ok.notify,
        }),
        Decision::Forbidden(denial) | Decision::Rejected(denial) => {
            response = response.header(header::WWW_AUTHENTICATE, verifier.www_authenticate(denial));
            if let Some(seconds) = denial.retry_after() {
                response = response.header(header::RETRY_AFTER, seconds.to_string());
            }
            denial.body()
        }
        _ => serde_json::json!({"result": decision.result()}),
    };
    response
        .body(Body::from(body.to_string()))
        .unwrap_or_else(|_| Response::new(Body::empty()))
}

/// Where the issuer's keys come from.
enum Keys {
    File(String),
    JwksUri(String),
    Discover,
}

struct Args {
    keys: Keys,
    ca: Option<String>,
    public_url: Option<String>,
    issuer: String,
    audience: String,
    listen: SocketAddr,
    skew: u64,
}

fn parse_args(mut argv: impl Iterator<Item = String>) -> Result<Args, String> {
    let (mut keys, mut issuer, mut audience) = (None, None, None);
    let (mut ca, mut public_url) = (None, None);
    let mut listen: SocketAddr = ([127, 0, 0, 1], 8081).into();
    let mut skew = 0;
    while let Some(flag) = argv.next() {
        let mut value = || argv.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--jwks" => keys = Some(Keys::File(value()?)),
            "--jwks-uri" => keys = Some(Keys::JwksUri(value()?)),
            "--discover" => keys = Some(Keys::Discover),
            "--ca" => ca = Some(value()?),
            "--public-url" => public_url = Some(value()?),
            "--issuer" => issuer = Some(value()?),
            "--audience" => audience = Some(value()?),
            "--listen" => {
                let v = value()?;
                listen = v
                    .parse()
                    .map_err(|_| format!("--listen {v:?} is not an address"))?;
            }
            "--skew" => {
                let v = value()?;
                skew = v
                    .parse()
                    .map_err(|_| format!("--skew {v:?} is not seconds"))?;
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    let need = |v: Option<String>, name: &str| v.ok_or_else(|| format!("{name} is required"));
    Ok(Args {
        keys: keys.ok_or("--jwks, --jwks-uri or --discover is required")?,
        ca,
        public_url,
        issuer: need(issuer, "--issuer")?,
        audience: need(audience, "--audience")?,
        listen,
        skew,
    })
}

#[tokio::main]
async fn main() -> Result<(), String> {
    let args = parse_args(std::env::args().skip(1))?;
    let remote = |found: Result<RemoteJwks, _>| -> Result<Verifier, String> {
        let mut keys = found.map_err(|e| format!("{e}"))?;
        if let Some(ca) = &args.ca {
            let pem = std::fs::read(ca).map_err(|e| format!("{ca}: {e}"))?;
            keys = keys
                .with_root_certificates_pem(&pem)
                .map_err(|e| format!("{ca}: {e}"))?;
        }
        // The first fetch now, so that a wrong URL or CA shows at start, not on a request.
        keys.refresh()
            .map_err(|e| format!("fetching the keys: {e}"))?;
        Ok(Verifier::with_key_source(keys))
    };
    let verifier = match &args.keys {
        Keys::File(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            Verifier::new(Jwks::from_json(&text).map_err(|e| format!("{path}: {e}"))?)
        }
        Keys::JwksUri(uri) => remote(RemoteJwks::from_jwks_uri(uri.as_str()))?,
        Keys::Discover => remote(RemoteJwks::from_issuer(args.issuer.as_str()))?,
    };
    let verifier = verifier
        .with_issuer(args.issuer)
        .with_audience(args.audience)
        .with_skew(Duration::from_secs(args.skew))
        .with_realm("aap-gateway");
    let listener = tokio::net::TcpListener::bind(args.listen)
        .await
        .map_err(|e| format!("{}: {e}", args.listen))?;
    eprintln!("aap_gateway listening on http://{}", args.listen);
    axum::serve(listener, app_at(verifier, args.public_url))
        .await
        .map_err(|e| e.to_string())
}
