//! The compact JWS, split by hand (RFC 7515 §7.1): exactly three base64url parts, strict
//! decoding (no padding, no stray bits), size limits, and a header read strictly (duplicate
//! keys and deep nesting refused by the crate's own reader) into the one [`Alg`] we accept.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use serde::Deserialize;

use super::error::Reason;
use crate::Limits;

/// The signature algorithms a token may use. Everything else is refused, `none` and the
/// HMAC family (`HS*`) explicitly (draft §12.1: asymmetric only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Alg {
    /// ECDSA with P-256 and SHA-256.
    Es256,
    /// RSASSA-PKCS1-v1_5 with SHA-256.
    Rs256,
    /// RSASSA-PSS with SHA-256.
    Ps256,
    /// Ed25519 (`EdDSA`, RFC 8037).
    EdDsa,
}

impl Alg {
    /// Every accepted algorithm, in the order `WWW-Authenticate`'s `algs` lists them.
    pub const ALL: [Self; 4] = [Self::Es256, Self::Rs256, Self::Ps256, Self::EdDsa];

    /// The `alg` header value.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Es256 => "ES256",
            Self::Rs256 => "RS256",
            Self::Ps256 => "PS256",
            Self::EdDsa => "EdDSA",
        }
    }

    /// Reads an `alg` value (case-sensitive, RFC 7515 §4.1.1).
    ///
    /// # Errors
    ///
    /// [`Reason::AlgorithmRefused`] for `none` and `HS*`, [`Reason::AlgorithmUnsupported`]
    /// for any other value.
    pub fn parse(alg: &str) -> Result<Self, Reason> {
        match alg {
            "ES256" => Ok(Self::Es256),
            "RS256" => Ok(Self::Rs256),
            "PS256" => Ok(Self::Ps256),
            "EdDSA" => Ok(Self::EdDsa),
            _ if alg.eq_ignore_ascii_case("none") || alg.starts_with("HS") => {
                Err(Reason::AlgorithmRefused(alg.to_owned()))
            }
            _ => Err(Reason::AlgorithmUnsupported(alg.to_owned())),
        }
    }

    pub(crate) fn jsonwebtoken(self) -> jsonwebtoken::Algorithm {
        match self {
            Self::Es256 => jsonwebtoken::Algorithm::ES256,
            Self::Rs256 => jsonwebtoken::Algorithm::RS256,
            Self::Ps256 => jsonwebtoken::Algorithm::PS256,
            Self::EdDsa => jsonwebtoken::Algorithm::EdDSA,
        }
    }
}

/// The largest decoded header accepted, in bytes.
pub(crate) const MAX_HEADER_BYTES: usize = 4096;
/// The deepest header accepted (an object of scalars and small arrays).
pub(crate) const MAX_HEADER_DEPTH: usize = 4;

/// A split, decoded, not yet verified token.
pub(crate) struct Compact<'t> {
    /// `BASE64URL(header) "." BASE64URL(payload)`: what the signature covers.
    pub signing_input: &'t str,
    /// The signature part as it came (base64url).
    pub signature: &'t str,
    pub alg: Alg,
    pub kid: String,
    pub payload: Vec<u8>,
}

#[derive(Deserialize)]
struct RawHeader {
    alg: String,
    #[serde(default)]
    kid: Option<String>,
    #[serde(default)]
    typ: Option<String>,
    #[serde(default)]
    crit: Option<serde_json::Value>,
}

/// A compact JWS split and decoded (RFC 7515 §7.1), its header not yet read.
pub(crate) struct Parts<'t> {
    /// `BASE64URL(header) "." BASE64URL(payload)`: what the signature covers.
    pub signing_input: &'t str,
    /// The signature part as it came (base64url).
    pub signature: &'t str,
    pub header: Vec<u8>,
    pub payload: Vec<u8>,
}

/// Splits `token` into its three base64url parts, each decoded strictly, refusing a token
/// longer than `max_bytes` or a header larger than [`MAX_HEADER_BYTES`].
pub(crate) fn parts(token: &str, max_bytes: usize) -> Result<Parts<'_>, Reason> {
    if token.len() > max_bytes {
        return Err(Reason::Malformed(format!(
            "token is {} bytes, more than the limit of {max_bytes}",
            token.len()
        )));
    }
    let mut split = token.split('.');
    let (Some(header), Some(payload), Some(signature), None) =
        (split.next(), split.next(), split.next(), split.next())
    else {
        let n = token.split('.').count();
        return Err(Reason::Malformed(format!(
            "token has {n} part{}, a compact JWS has 3",
            if n == 1 { "" } else { "s" }
        )));
    };
    let signing_input = token
        .get(..header.len() + 1 + payload.len())
        .unwrap_or(token);
    let header = decode("header", header)?;
    let payload = decode("payload", payload)?;
    decode("signature", signature)?;
    if header.len() > MAX_HEADER_BYTES {
        return Err(Reason::Header(format!(
            "header is {} bytes, more than the limit of {MAX_HEADER_BYTES}",
            header.len()
        )));
    }
    Ok(Parts {
        signing_input,
        signature,
        header,
        payload,
    })
}

/// Splits and decodes `token`, refusing anything but a well-formed compact JWS of at most
/// `max_bytes` whose header names an accepted algorithm and a `kid`.
pub(crate) fn split(token: &str, max_bytes: usize) -> Result<Compact<'_>, Reason> {
    let parts = parts(token, max_bytes)?;
    let (alg, kid) = read_header(&parts.header)?;
    Ok(Compact {
        signing_input: parts.signing_input,
        signature: parts.signature,
        alg,
        kid,
        payload: parts.payload,
    })
}

/// Reads `bytes` as one JSON object of type `T`, strictly: the crate's own reader first
/// (duplicate keys, nesting past `max_depth`, invalid UTF-8), then serde. `what` prefixes
/// every message ("header: duplicate key …").
pub(crate) fn strict_object<T: serde::de::DeserializeOwned>(
    what: &str,
    bytes: &[u8],
    max_depth: usize,
) -> Result<T, String> {
    let limits = Limits::new()
        .with_max_bytes(bytes.len().max(1))
        .with_max_depth(max_depth);
    limits.check(bytes).map_err(|e| format!("{what}: {e}"))?;
    if bytes.trim_ascii_start().first() != Some(&b'{') {
        return Err(format!("{what}: not a JSON object"));
    }
    serde_json::from_slice(bytes).map_err(|e| format!("{what}: {e}"))
}

fn decode(part: &str, text: &str) -> Result<Vec<u8>, Reason> {
    if text.is_empty() {
        return Err(Reason::Malformed(format!("the {part} is empty")));
    }
    if let Some(c) = text
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(Reason::Malformed(format!(
            "the {part} has {c:?}, which is not base64url"
        )));
    }
    URL_SAFE_NO_PAD.decode(text).map_err(|e| {
        let why = match e {
            base64::DecodeError::InvalidLength(_) => "its length is impossible",
            base64::DecodeError::InvalidLastSymbol(..) => "its last character has stray bits",
            base64::DecodeError::InvalidByte(..) | base64::DecodeError::InvalidPadding => {
                "it has a character outside the alphabet"
            }
        };
        Reason::Malformed(format!("the {part} is not base64url: {why}"))
    })
}

fn read_header(bytes: &[u8]) -> Result<(Alg, String), Reason> {
    let raw: RawHeader =
        strict_object("header", bytes, MAX_HEADER_DEPTH).map_err(Reason::Header)?;
    if raw.crit.is_some() {
        // RFC 7515 §4.1.11: extensions we do not understand make the token invalid.
        return Err(Reason::Header(
            "header: crit names extensions this verifier does not implement".to_owned(),
        ));
    }
    if let Some(typ) = &raw.typ {
        let t = typ.to_ascii_lowercase();
        if !matches!(
            t.as_str(),
            "jwt" | "at+jwt" | "application/jwt" | "application/at+jwt"
        ) {
            return Err(Reason::Header(format!("header: typ {typ:?} is not a JWT")));
        }
    }
    let alg = Alg::parse(&raw.alg)?;
    let kid = raw.kid.ok_or(Reason::MissingKid)?;
    Ok((alg, kid))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b64(s: &str) -> String {
        URL_SAFE_NO_PAD.encode(s)
    }

    fn token(header: &str) -> String {
        format!("{}.{}.c2ln", b64(header), b64("{}"))
    }

    #[test]
    fn refusals() {
        let deep = format!("{}{}", "[".repeat(10), "]".repeat(10));
        let cases: Vec<(String, &str)> = vec![
            ("a.b".into(), "token has 2 parts, a compact JWS has 3"),
            ("abc".into(), "token has 1 part, a compact JWS has 3"),
            ("a.b.c.d.e".into(), "token has 5 parts, a compact JWS has 3"),
            (".e30.c2ln".into(), "the header is empty"),
            ("e30..c2ln".into(), "the payload is empty"),
            ("e30.e30.".into(), "the signature is empty"),
            (
                "e3=.e30.c2ln".into(),
                "the header has '=', which is not base64url",
            ),
            (
                "e3+.e30.c2ln".into(),
                "the header has '+', which is not base64url",
            ),
            (
                "e31.e30.c2ln".into(),
                "the header is not base64url: its last character has stray bits",
            ),
            (
                "e.e30.c2ln".into(),
                "the header is not base64url: its length is impossible",
            ),
            (token("[]"), "header: not a JSON object"),
            (
                token(r#"{"alg":"ES256","alg":"none","kid":"k"}"#),
                "header: duplicate key \"alg\" at line 1 column 20",
            ),
            (
                token(&format!(r#"{{"alg":"ES256","kid":"k","x":{deep}}}"#)),
                "header: nesting depth exceeds the limit of 4 at line 1 column 33",
            ),
            (
                token(r#"{"alg":"none","kid":"k"}"#),
                "algorithm \"none\" is refused",
            ),
            (
                token(r#"{"alg":"NONE","kid":"k"}"#),
                "algorithm \"NONE\" is refused",
            ),
            (
                token(r#"{"alg":"HS256","kid":"k"}"#),
                "algorithm \"HS256\" is refused",
            ),
            (
                token(r#"{"alg":"es256","kid":"k"}"#),
                "algorithm \"es256\" is not supported",
            ),
            (
                token(r#"{"alg":"RS512","kid":"k"}"#),
                "algorithm \"RS512\" is not supported",
            ),
            (
                token(r#"{"alg":1,"kid":"k"}"#),
                "header: invalid type: integer `1`, expected a string at line 1 column 8",
            ),
            (token(r#"{"alg":"ES256"}"#), "the header has no kid"),
            (
                token(r#"{"alg":"ES256","kid":"k","crit":["exp"]}"#),
                "header: crit names extensions this verifier does not implement",
            ),
            (
                token(r#"{"alg":"ES256","kid":"k","typ":"dpop+jwt"}"#),
                "header: typ \"dpop+jwt\" is not a JWT",
            ),
            (
                token("{\"alg\":\"ES256\",\"kid\":\"k\"} x"),
                "header: trailing characters at line 1 column 27",
            ),
            (
                "x".repeat(70_000),
                "token is 70000 bytes, more than the limit of 65536",
            ),
        ];
        let wrong: Vec<String> = cases
            .iter()
            .filter_map(|(input, want)| match split(input, 65_536) {
                Ok(_) => Some(format!("{input:?} was accepted")),
                Err(e) if e.to_string() != *want => Some(format!("{input:?}: {e}")),
                Err(_) => None,
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn accepts() {
        let t = token(r#"{"alg":"EdDSA","kid":"k1","typ":"at+jwt","extra":{"a":[1]}}"#);
        let c = split(&t, 65_536).unwrap();
        assert_eq!(
            (c.alg, c.kid.as_str(), c.payload.as_slice()),
            (Alg::EdDsa, "k1", &b"{}"[..])
        );
        assert_eq!(c.signature, "c2ln");
        assert_eq!(format!("{}.c2ln", c.signing_input), t);
    }
}
