//! The typed outcome of one request: [`Decision`] (authorized, forbidden, rejected) and the
//! [`Denial`] a refused request gets, with what the server sends: status, `WWW-Authenticate`,
//! `Retry-After` and the JSON error body.

use serde_json::{json, Map, Value};

use super::error::{BindingProblem, ErrorCode, Reason};
use super::jws::Alg;
use super::Scheme;

/// Why a token or a request was refused, and the response it calls for.
///
/// ```
/// use agent_approval::aap_auth::{Denial, ErrorCode};
///
/// let denial = Denial::missing_token();
/// assert_eq!(denial.status(), 401);
/// assert_eq!(denial.code(), None);
/// assert_eq!(denial.www_authenticate(Some("api")), r#"Bearer realm="api""#);
/// ```
#[derive(Debug)]
pub struct Denial {
    code: Option<ErrorCode>,
    status: u16,
    reason: Reason,
    retry_after: Option<u64>,
    approval_reference: Option<String>,
    scheme: Scheme,
}

impl Denial {
    pub(crate) fn new(code: ErrorCode, reason: Reason) -> Self {
        Self {
            code: Some(code),
            status: code.status(),
            reason,
            retry_after: None,
            approval_reference: None,
            scheme: Scheme::Bearer,
        }
    }

    /// The denial for a request without bearer credentials: 401 with no error code (RFC 6750
    /// §3.1: a request lacking authentication information gets none).
    #[must_use]
    pub fn missing_token() -> Self {
        Self {
            code: None,
            status: 401,
            reason: Reason::MissingToken,
            retry_after: None,
            approval_reference: None,
            scheme: Scheme::Bearer,
        }
    }

    /// The denial answered under `scheme`: its challenge (`WWW-Authenticate`) names it.
    pub(crate) fn with_scheme(mut self, scheme: Scheme) -> Self {
        self.scheme = scheme;
        self
    }

    /// The authentication scheme the challenge names: [`Scheme::Dpop`] when the request used
    /// DPoP or its token is DPoP-bound (RFC 9449 §7.1), else [`Scheme::Bearer`].
    #[must_use]
    pub fn scheme(&self) -> Scheme {
        self.scheme
    }

    pub(crate) fn with_status(mut self, status: u16) -> Self {
        self.status = status;
        self
    }

    pub(crate) fn with_retry_after(mut self, seconds: Option<u64>) -> Self {
        self.retry_after = seconds;
        self
    }

    pub(crate) fn with_approval_reference(mut self, reference: Option<String>) -> Self {
        self.approval_reference = reference;
        self
    }

    /// The `error` code; `None` only for [`missing_token`](Self::missing_token).
    #[must_use]
    pub fn code(&self) -> Option<ErrorCode> {
        self.code
    }

    /// The HTTP status to answer with (401, 403, 429, or 400 for `invalid_request`).
    #[must_use]
    pub fn status(&self) -> u16 {
        self.status
    }

    /// What exactly failed, for the server's log; never sent (draft §13.5).
    #[must_use]
    pub fn reason(&self) -> &Reason {
        &self.reason
    }

    /// Seconds after which a rate-limited request may be retried (`Retry-After`).
    #[must_use]
    pub fn retry_after(&self) -> Option<u64> {
        self.retry_after
    }

    /// The oversight claim's `approval_reference`, for `aap_approval_required`.
    #[must_use]
    pub fn approval_reference(&self) -> Option<&str> {
        self.approval_reference.as_deref()
    }

    /// The `error_description` sent: generic, naming the kind of failure but no token or
    /// constraint values (draft §12.8, §13.5).
    #[must_use]
    pub fn description(&self) -> &'static str {
        match &self.reason {
            Reason::MissingToken => "bearer token required",
            Reason::NotConfigured(_) => "the access token cannot be verified",
            Reason::Malformed(_) | Reason::Header(_) => "the access token is malformed",
            Reason::AlgorithmRefused(_)
            | Reason::AlgorithmUnsupported(_)
            | Reason::MissingKid
            | Reason::UnknownKid(_)
            | Reason::KeysUnavailable(_)
            | Reason::KeyNotForAlgorithm { .. }
            | Reason::BadSignature => "the access token signature cannot be verified",
            Reason::Binding(
                BindingProblem::ProofMissing
                | BindingProblem::SeveralProofs
                | BindingProblem::KeyMismatch,
            )
            | Reason::DpopProof(_)
            | Reason::DpopReplay(_)
            | Reason::ReplayStore(_) => "the DPoP proof is invalid",
            Reason::Binding(_) => "the access token's key binding is not proven",
            Reason::Claims(_) => "the access token claims are invalid",
            Reason::Expired { .. } => "the access token expired",
            Reason::NotYetValid { .. } | Reason::IssuedInFuture { .. } => {
                "the access token is not yet valid"
            }
            Reason::Issuer(_) => "the access token issuer is not trusted",
            Reason::Audience => "the access token is not meant for this audience",
            Reason::ExcessiveDelegation { .. } => "delegation depth exceeds the maximum allowed",
            Reason::DelegationChain(_) => "the delegation chain is invalid",
            Reason::NoCapability(_) => "no capability grants the requested action",
            Reason::MissingTarget
            | Reason::BadTarget(_)
            | Reason::DomainBlocked(_)
            | Reason::DomainNotAllowed(_) => "the requested domain is not allowed",
            Reason::Method(_) | Reason::RequestTooLarge { .. } | Reason::Unenforceable(_) => {
                "request violates capability constraints"
            }
            Reason::OutsideTimeWindow { .. } => "the capability is not valid at this time",
            Reason::RateLimited { .. } | Reason::RateStore(_) => {
                "rate limit exceeded for this capability"
            }
            Reason::ApprovalRequired(_) => "this action requires human approval",
            Reason::ContextExpired { .. } => "the request is outside the token's context",
            Reason::DelegationExhausted { .. } => "delegation depth limit reached",
        }
    }

    /// The `WWW-Authenticate` value (RFC 6750 §3, RFC 9449 §7.1): the [scheme](Self::scheme),
    /// the realm if given, then `error` and `error_description` unless the request had no
    /// token, and for `DPoP` the accepted proof algorithms (`algs`).
    ///
    /// ```
    /// use agent_approval::aap_auth::{FixedClock, Jwks, MemoryRateStore, Request, Verifier};
    ///
    /// let jwks = Jwks::from_json(&std::fs::read_to_string("tests/data/aap/jwks.json")?)?;
    /// let verifier = Verifier::new(jwks).accept_any_issuer().accept_any_audience();
    /// let decision = verifier.check(Some("DPoP a.b.c"), &Request::new("a"), &MemoryRateStore::new());
    /// assert_eq!(
    ///     verifier.www_authenticate(decision.denial().unwrap()),
    ///     "DPoP error=\"invalid_token\", error_description=\"the access token is malformed\", \
    ///      algs=\"ES256 RS256 PS256 EdDSA\""
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn www_authenticate(&self, realm: Option<&str>) -> String {
        let mut params = Vec::new();
        if let Some(realm) = realm {
            params.push(format!("realm=\"{}\"", quote(realm)));
        }
        if let Some(code) = self.code {
            params.push(format!("error=\"{code}\""));
            params.push(format!("error_description=\"{}\"", self.description()));
        }
        if self.scheme == Scheme::Dpop {
            let algs: Vec<&str> = Alg::ALL.iter().map(|a| a.as_str()).collect();
            params.push(format!("algs=\"{}\"", algs.join(" ")));
        }
        let scheme = self.scheme.as_str();
        if params.is_empty() {
            scheme.to_owned()
        } else {
            format!("{scheme} {}", params.join(", "))
        }
    }

    /// The JSON error body (RFC 6749 §5.2 style, draft Appendix C.2): `error`,
    /// `error_description`, and `approval_reference` when there is one.
    #[must_use]
    pub fn body(&self) -> Value {
        let mut body = Map::new();
        if let Some(code) = self.code {
            body.insert("error".into(), code.as_str().into());
        }
        body.insert("error_description".into(), self.description().into());
        if let Some(reference) = &self.approval_reference {
            body.insert("approval_reference".into(), reference.clone().into());
        }
        Value::Object(body)
    }
}

/// Escapes `"` and `\` for a quoted-string (RFC 9110 §5.6.4); control characters are dropped.
fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars().filter(|c| !c.is_control()) {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The result of authorizing one request.
#[derive(Debug)]
#[non_exhaustive]
pub enum Decision {
    /// The token is valid and grants the request.
    Authorized(Authorized),
    /// The token is valid but does not grant this request (403, or 429 for a rate limit).
    Forbidden(Denial),
    /// The token itself is not acceptable (401; 403 for a delegation claim that fails).
    Rejected(Denial),
}

/// What an authorized request still needs from the caller.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Authorized {
    /// The index in `capabilities` of the capability that granted the request.
    pub capability: usize,
    /// The oversight claim asks that human overseers be notified of this action.
    pub notify: bool,
    /// The capability's `max_response_size`, for the caller to enforce while responding.
    pub max_response_size: Option<u64>,
}

impl Decision {
    /// `AUTHORIZED`, `FORBIDDEN` or `REJECTED`: the test vectors' words.
    #[must_use]
    pub fn result(&self) -> &'static str {
        match self {
            Self::Authorized(_) => "AUTHORIZED",
            Self::Forbidden(_) => "FORBIDDEN",
            Self::Rejected(_) => "REJECTED",
        }
    }

    /// The HTTP status: 200 when authorized.
    #[must_use]
    pub fn status(&self) -> u16 {
        self.denial().map_or(200, Denial::status)
    }

    /// The denial, unless authorized.
    #[must_use]
    pub fn denial(&self) -> Option<&Denial> {
        match self {
            Self::Authorized(_) => None,
            Self::Forbidden(d) | Self::Rejected(d) => Some(d),
        }
    }

    /// The decision with every denial answered under `scheme`.
    pub(crate) fn with_scheme(self, scheme: Scheme) -> Self {
        match self {
            Self::Forbidden(d) => Self::Forbidden(d.with_scheme(scheme)),
            Self::Rejected(d) => Self::Rejected(d.with_scheme(scheme)),
            authorized @ Self::Authorized(_) => authorized,
        }
    }

    /// Whether the request is authorized.
    #[must_use]
    pub fn is_authorized(&self) -> bool {
        matches!(self, Self::Authorized(_))
    }

    /// The decision as one JSON object: `result`, `status`, `error`, `description`,
    /// `www_authenticate`, `approval_reference`, `retry_after`, `notify` (absent values are
    /// `null`). `examples/aap_check.rs` prints it.
    #[must_use]
    pub fn to_json(&self, realm: Option<&str>) -> Value {
        let denial = self.denial();
        json!({
            "result": self.result(),
            "status": self.status(),
            "error": denial.and_then(Denial::code).map(ErrorCode::as_str),
            "description": denial.map(Denial::description),
            "www_authenticate": denial.map(|d| d.www_authenticate(realm)),
            "approval_reference": denial.and_then(Denial::approval_reference),
            "retry_after": denial.and_then(Denial::retry_after),
            "notify": matches!(self, Self::Authorized(a) if a.notify),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_and_bodies() {
        let approval = Denial::new(
            ErrorCode::ApprovalRequired,
            Reason::ApprovalRequired("a".into()),
        )
        .with_approval_reference(Some("https://x/r".into()));
        let limited = Denial::new(
            ErrorCode::ConstraintViolation,
            Reason::RateLimited {
                window: super::super::rate::RateWindow::Hour,
                retry_after: 5,
            },
        )
        .with_status(429)
        .with_retry_after(Some(5));
        let cases: Vec<(Denial, Option<&str>, &str, &str)> = vec![
            (
                Denial::missing_token(),
                None,
                "Bearer",
                r#"{"error_description":"bearer token required"}"#,
            ),
            (
                Denial::missing_token(),
                Some("a \"b\" \\ c\n"),
                r#"Bearer realm="a \"b\" \\ c""#,
                r#"{"error_description":"bearer token required"}"#,
            ),
            (
                approval,
                Some("r"),
                r#"Bearer realm="r", error="aap_approval_required", error_description="this action requires human approval""#,
                r#"{"approval_reference":"https://x/r","error":"aap_approval_required","error_description":"this action requires human approval"}"#,
            ),
            (
                limited,
                None,
                r#"Bearer error="aap_constraint_violation", error_description="rate limit exceeded for this capability""#,
                r#"{"error":"aap_constraint_violation","error_description":"rate limit exceeded for this capability"}"#,
            ),
        ];
        for (denial, realm, header, body) in &cases {
            assert_eq!(denial.www_authenticate(*realm), *header);
            assert_eq!(denial.body().to_string(), *body);
        }
        assert_eq!(
            (cases[3].0.status(), cases[3].0.retry_after()),
            (429, Some(5))
        );
        assert_eq!(
            cases[2].0.reason().to_string(),
            "action \"a\" requires human approval"
        );
    }
}
