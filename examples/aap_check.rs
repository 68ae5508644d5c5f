//! Verifies one AAP token and authorizes one request, printing the decision as one JSON
//! object on stdout.
//!
//! ```text
//! cargo run --example aap_check -- --jwks JWKS.json --token FILE --request REQUEST.json \
//!     [--now UNIX] [--issuer URL] [--audience URL] [--skew SECONDS] \
//!     [--scheme bearer|dpop] [--dpop FILE] [--htu URL] [--client-cert FILE]
//! ```
//!
//! `REQUEST.json` has the test vectors' request fields (`action`, `method`, `target_url`,
//! `content_length`, `timestamp` as Unix seconds or RFC 3339). Without `--issuer` or
//! `--audience` that claim is not checked; `--now` defaults to the system clock, `--skew` to
//! 0 (at most 300).
//!
//! Proof of possession: `--scheme` is the `Authorization` scheme the token came under
//! (`bearer` by default), `--dpop` a file holding the `DPoP` header's value, `--htu` the URL
//! the request was made to (the proof's `htm` is compared with the request file's `method`),
//! `--client-cert` the PEM client certificate of a mutual-TLS connection. A token with a `cnf`
//! claim is authorized only with the proof it names.
//!
//! Exit status: 0 authorized, 1 forbidden or rejected, 2 usage errors (the message on
//! stderr).

use std::process::ExitCode;
use std::time::Duration;

use agent_approval::aap_auth::{FixedClock, Jwks, MemoryRateStore, Request, Scheme, Verifier};

struct Args {
    jwks: String,
    token: String,
    request: String,
    now: Option<i64>,
    issuer: Option<String>,
    audience: Option<String>,
    skew: u64,
    scheme: Scheme,
    dpop: Option<String>,
    htu: Option<String>,
    client_cert: Option<String>,
}

const USAGE: &str = "usage: aap_check --jwks JWKS.json --token FILE --request REQUEST.json \
                     [--now UNIX] [--issuer URL] [--audience URL] [--skew SECONDS] \
                     [--scheme bearer|dpop] [--dpop FILE] [--htu URL] [--client-cert FILE]";

fn parse_args(mut argv: impl Iterator<Item = String>) -> Result<Args, String> {
    let (mut jwks, mut token, mut request) = (None, None, None);
    let (mut now, mut issuer, mut audience, mut skew) = (None, None, None, 0);
    let (mut scheme, mut dpop, mut htu, mut client_cert) = (Scheme::Bearer, None, None, None);
    while let Some(flag) = argv.next() {
        let mut value = || argv.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--jwks" => jwks = Some(value()?),
            "--token" => token = Some(value()?),
            "--request" => request = Some(value()?),
            "--issuer" => issuer = Some(value()?),
            "--audience" => audience = Some(value()?),
            "--dpop" => dpop = Some(value()?),
            "--htu" => htu = Some(value()?),
            "--client-cert" => client_cert = Some(value()?),
            "--scheme" => {
                let v = value()?;
                scheme = match v.to_ascii_lowercase().as_str() {
                    "bearer" => Scheme::Bearer,
                    "dpop" => Scheme::Dpop,
                    _ => return Err(format!("--scheme {v:?} is neither bearer nor dpop")),
                };
            }
            "--now" => {
                let v = value()?;
                now = Some(
                    v.parse()
                        .map_err(|_| format!("--now {v:?} is not Unix seconds"))?,
                );
            }
            "--skew" => {
                let v = value()?;
                skew = v
                    .parse()
                    .map_err(|_| format!("--skew {v:?} is not a number of seconds"))?;
                if skew > Verifier::MAX_SKEW.as_secs() {
                    return Err(format!(
                        "--skew {skew} is more than the maximum of 300 seconds"
                    ));
                }
            }
            "-h" | "--help" => return Err(USAGE.to_owned()),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    let need = |v: Option<String>, name: &str| v.ok_or_else(|| format!("{name} is required"));
    Ok(Args {
        jwks: need(jwks, "--jwks")?,
        token: need(token, "--token")?,
        request: need(request, "--request")?,
        now,
        issuer,
        audience,
        skew,
        scheme,
        dpop,
        htu,
        client_cert,
    })
}

fn run() -> Result<bool, String> {
    let args = parse_args(std::env::args().skip(1))?;
    let read = |path: &str| std::fs::read(path).map_err(|e| format!("{path}: {e}"));
    let jwks = Jwks::from_slice(&read(&args.jwks)?).map_err(|e| format!("{}: {e}", args.jwks))?;
    let token =
        String::from_utf8(read(&args.token)?).map_err(|_| format!("{}: not UTF-8", args.token))?;
    let mut request =
        Request::from_json(&read(&args.request)?).map_err(|e| format!("{}: {e}", args.request))?;
    if let Some(path) = &args.dpop {
        let proof = String::from_utf8(read(path)?).map_err(|_| format!("{path}: not UTF-8"))?;
        request = request.with_dpop_proof(proof.trim());
    }
    if let Some(htu) = args.htu {
        request = request.with_request_url(htu);
    }
    if let Some(path) = &args.client_cert {
        let pem = String::from_utf8(read(path)?).map_err(|_| format!("{path}: not UTF-8"))?;
        request = request
            .with_client_certificate_pem(&pem)
            .map_err(|e| format!("{path}: {e}"))?;
    }
    let mut verifier = Verifier::new(jwks).with_skew(Duration::from_secs(args.skew));
    verifier = match args.issuer {
        Some(iss) => verifier.with_issuer(iss),
        None => verifier.accept_any_issuer(),
    };
    verifier = match args.audience {
        Some(aud) => verifier.with_audience(aud),
        None => verifier.accept_any_audience(),
    };
    if let Some(now) = args.now {
        verifier = verifier.with_clock(FixedClock(now));
    }
    let authorization = format!("{} {}", args.scheme.as_str(), token.trim());
    let decision = verifier.check(Some(&authorization), &request, &MemoryRateStore::new());
    let line = serde_json::to_string(&decision.to_json(None)).map_err(|e| e.to_string())?;
    #[allow(clippy::print_stdout)] // the example's one output
    {
        println!("{line}");
    }
    if let Some(denial) = decision.denial() {
        eprintln!("denied: {}", denial.reason());
    }
    Ok(decision.is_authorized())
}

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("aap_check: {message}");
            ExitCode::from(2)
        }
    }
}
