//! Exact error messages: every violation of a payload is reported, one per line, each with its
//! RFC 6901 instance pointer, keyword and schema path; malformed JSON gives line and column.

use std::num::NonZeroU64;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::{ExecCommandApprovalResponse, ReviewDecision};
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use agent_approval::{Category, Error, Validate, ValidationErrorKind};
use serde_json::Value;

/// The action-name pattern of the AAP schema, as `Debug` prints it in messages.
const ACTION: &str = r#""^[a-zA-Z][a-zA-Z0-9_-]*(\\.[a-zA-Z][a-zA-Z0-9_-]*)*$""#;

/// `(payload, full Display of the error)` for the Codex v1 response.
const CODEX_V1: &[(&str, &str)] = &[
    (r"{}", r#""decision" is a required property at the root"#),
    (
        r#"{"decision":null}"#,
        r#"null is not valid under any of the schemas listed in oneOf (it accepts "approved", {…}, "approved_for_session", "approved_mcp_policy_amendment", "timed_out", … (6 in all)) at /decision"#,
    ),
    (
        r#"{"decision":"yes"}"#,
        r#""yes" is not valid under any of the schemas listed in oneOf (it accepts "approved", {…}, "approved_for_session", "approved_mcp_policy_amendment", "timed_out", … (6 in all)) at /decision"#,
    ),
    (
        r#"{"decision":"Approved"}"#,
        r#""Approved" is not a valid decision; did you mean "approved"? at /decision"#,
    ),
    (
        r#"{"decision":{"denied":null}}"#,
        r#"null is not of type "object" at /decision/denied"#,
    ),
    (
        r#"{"decision":{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":["ls"]},"x":1}}"#,
        // Values longer than 64 characters are cut.
        r#"{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment… is not valid under any of the schemas listed in oneOf (it accepts "approved", "approved_for_session", "approved_mcp_policy_amendment", {"network_policy_amendment": …}, {"denied": …}, … (7 in all)) at /decision"#,
    ),
    (
        r#"[{"decision":"approved"}]"#,
        r#"[{"decision":"approved"}] is not of type "object" at the root"#,
    ),
    ("null", r#"null is not of type "object" at the root"#),
];

/// `(payload, full Display of the error)` for the Codex v2 response.
const CODEX_V2: &[(&str, &str)] = &[
    (
        r#"{"extra":1}"#,
        r#""decision" is a required property at the root"#,
    ),
    (
        r#"{"decision":"Accept"}"#,
        r#""Accept" is not a valid decision; did you mean "accept"? at /decision"#,
    ),
    (
        r#"{"decision":{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":[1]}}}"#,
        r#"1 is not of type "string" at /decision/acceptWithExecpolicyAmendment/execpolicy_amendment/0"#,
    ),
    (
        r#""accept""#,
        r#""accept" is not of type "object" at the root"#,
    ),
];

/// `(payload, full Display of the error)` for the AAP oversight claim.
const AAP: &[(&str, &str)] = &[
    (
        r#"{"requires_human_approval_for":["ok","1bad"],"approval_timeout":0,"approval_reference":"not a uri"}"#,
        "\"not a uri\" is not a \"uri\" at /approval_reference\n\
         0 is less than the minimum of 1 at /approval_timeout\n\
         \"1bad\" does not match ACTION at /requires_human_approval_for/1",
    ),
    (r#"{"approval_reference":null}"#, r#"null is not of type "string" at /approval_reference"#),
    // `type` and `enum` both fail.
    (
        r#"{"level":null}"#,
        "null is not of type \"string\" at /level\n\
         null is not one of \"none\", \"notification\", \"approval\", \"supervised\" at /level",
    ),
    (r#"{"notify_on":null}"#, r#"null is not of type "array" at /notify_on"#),
    (r#"{"approval_timeout":null}"#, r#"null is not of type "integer" at /approval_timeout"#),
    (r#"{"approval_timeout":1.5}"#, r#"1.5 is not of type "integer" at /approval_timeout"#),
    (r#"{"approval_timeout":-1}"#, "-1 is less than the minimum of 1 at /approval_timeout"),
    (r#"{"approval_timeout":"3600"}"#, r#""3600" is not of type "integer" at /approval_timeout"#),
    (
        r#"{"level":"Approval"}"#,
        r#""Approval" is not one of "none", "notification", "approval", "supervised"; did you mean "approval"? at /level"#,
    ),
    (r#"{"notify_on":["cms.publish\n"]}"#, "\"cms.publish\\n\" does not match ACTION at /notify_on/0"),
    (r#"{"notify_on":["a",1,null]}"#, "1 is not of type \"string\" at /notify_on/1\nnull is not of type \"string\" at /notify_on/2"),
    (r#"{"notification_endpoint":"/relative"}"#, r#""/relative" is not a "uri" at /notification_endpoint"#),
    // The documented limit: valid for the schema, but too large for `NonZeroU64`.
    (
        r#"{"approval_timeout":18446744073709551616}"#,
        "1.8446744073709552e+19 cannot be represented: invalid type: floating point \
         `1.8446744073709552e+19`, expected a nonzero u64 at /approval_timeout",
    ),
    ("[]", r#"[] is not of type "object" at the root"#),
];

fn check_table<T: Validate + std::fmt::Debug>(table: &[(&str, &str)]) {
    let mut failures = Vec::new();
    for &(payload, expected) in table {
        let expected = expected.replace("ACTION", ACTION);
        let err = match agent_approval::from_str::<T>(payload) {
            Ok(v) => {
                failures.push(format!("{payload}: accepted as {v:?}"));
                continue;
            }
            Err(e) => e,
        };
        if err.to_string() != expected {
            failures.push(format!("{payload}\n  got:  {err}\n  want: {expected}"));
        }
        assert_eq!(err.classify(), Category::Validation, "{payload}");
        assert_eq!(
            err.to_string().lines().count(),
            err.validation_errors().len(),
            "{payload}"
        );
        check_pointers(payload, &err);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every error's instance pointer leads to the offending value, whose rendering starts the
/// message (for the kinds whose message is about the value itself).
fn check_pointers(payload: &str, err: &Error) {
    let instance: Value = serde_json::from_str(payload).unwrap();
    for e in err.validation_errors() {
        let value = instance
            .pointer(e.instance_path())
            .unwrap_or_else(|| panic!("{payload}: {:?} leads nowhere", e.instance_path()));
        let rendered = value.to_string();
        let about_value = !matches!(
            e.kind(),
            ValidationErrorKind::Required { .. } | ValidationErrorKind::AdditionalProperty { .. }
        );
        if about_value && rendered.chars().count() <= 64 {
            assert!(
                e.message().starts_with(&rendered),
                "{payload}: {e} is not about {rendered}"
            );
        }
        assert_eq!(
            e.to_string(),
            format!(
                "{} at {}",
                e.message(),
                if e.instance_path().is_empty() {
                    "the root"
                } else {
                    e.instance_path()
                }
            )
        );
    }
}

#[test]
fn codex_v1_messages() {
    check_table::<ExecCommandApprovalResponse>(CODEX_V1);
}

#[test]
fn codex_v2_messages() {
    check_table::<CommandExecutionRequestApprovalResponse>(CODEX_V2);
}

#[test]
fn aap_oversight_messages() {
    check_table::<OversightClaim>(AAP);
}

#[test]
fn three_problems_give_three_errors_with_keywords_and_schema_paths() {
    let payload = r#"{"requires_human_approval_for":["ok","1bad"],"approval_timeout":0,"approval_reference":"not a uri"}"#;
    let err = agent_approval::from_str::<OversightClaim>(payload).unwrap_err();
    let got: Vec<(&str, &str, &str)> = err
        .validation_errors()
        .iter()
        .map(|e| (e.instance_path(), e.kind().keyword(), e.schema_path()))
        .collect();
    assert_eq!(
        got,
        [
            (
                "/approval_reference",
                "format",
                "/properties/approval_reference/format"
            ),
            (
                "/approval_timeout",
                "minimum",
                "/properties/approval_timeout/minimum"
            ),
            (
                "/requires_human_approval_for/1",
                "pattern",
                "/properties/requires_human_approval_for/items/pattern"
            ),
        ]
    );
    assert_eq!(err.to_string().lines().count(), 3);
    let [format, minimum, pattern] = err.validation_errors() else {
        panic!("{err}")
    };
    assert_eq!(
        format.kind(),
        &ValidationErrorKind::Format {
            format: "uri".into()
        }
    );
    assert_eq!(
        minimum.kind(),
        &ValidationErrorKind::Minimum { limit: 1.into() }
    );
    assert!(
        matches!(pattern.kind(), ValidationErrorKind::Pattern { pattern } if format!("{pattern:?}") == ACTION)
    );
    assert_eq!(minimum.message(), "0 is less than the minimum of 1");
}

#[test]
fn keywords_and_schema_paths() {
    let cases: &[(&str, &str, &str, &str)] = &[
        // (schema, payload, keyword, schema path)
        ("v1", "{}", "required", "/required"),
        (
            "v1",
            r#"{"decision":{"denied":null}}"#,
            "type",
            "/definitions/ReviewDecision/oneOf/5/properties/denied/type",
        ),
        ("v1", "1", "type", "/type"),
        (
            "v2",
            r#"{"decision":"Accept"}"#,
            "oneOf",
            "/definitions/CommandExecutionApprovalDecision/oneOf",
        ),
        (
            "aap",
            r#"{"approval_timeout":1.5}"#,
            "type",
            "/properties/approval_timeout/type",
        ),
        (
            "aap",
            r#"{"level":"Approval"}"#,
            "enum",
            "/properties/level/enum",
        ),
        (
            "aap",
            r#"{"supervisor":null}"#,
            "type",
            "/properties/supervisor/type",
        ),
        (
            "aap",
            r#"{"notify_on":["a."]}"#,
            "pattern",
            "/properties/notify_on/items/pattern",
        ),
        (
            "aap",
            r#"{"notification_endpoint":"x y:z"}"#,
            "format",
            "/properties/notification_endpoint/format",
        ),
        ("aap", r#"{"approval_timeout":1e20}"#, "rust-type", ""),
    ];
    for &(schema, payload, keyword, schema_path) in cases {
        let err = match schema {
            "v1" => agent_approval::from_str::<ExecCommandApprovalResponse>(payload).map(drop),
            "v2" => agent_approval::from_str::<CommandExecutionRequestApprovalResponse>(payload)
                .map(drop),
            _ => agent_approval::from_str::<OversightClaim>(payload).map(drop),
        }
        .unwrap_err();
        let [e] = err.validation_errors() else {
            panic!("{payload}: {err}")
        };
        assert_eq!(
            (e.kind().keyword(), e.schema_path()),
            (keyword, schema_path),
            "{payload}"
        );
    }
}

#[test]
fn validate_reports_every_error_of_a_rust_built_value() {
    let claim = OversightClaim {
        approval_reference: Some("not a uri".into()),
        approval_timeout: NonZeroU64::new(60),
        requires_human_approval_for: Some(vec!["cms.publish".into(), "cms.publish\n".into()]),
        ..OversightClaim::default()
    };
    let err = claim.validate().unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "\"not a uri\" is not a \"uri\" at /approval_reference\n\"cms.publish\\n\" does not match {ACTION} at /requires_human_approval_for/1"
        )
    );
    assert_eq!(err.validation_errors().len(), 2);
    check_pointers(&serde_json::to_string(&claim).unwrap(), &err);

    // Fixing the URI leaves the action name.
    let fixed_uri = OversightClaim {
        approval_reference: Some("https://approval.example.com/requests".into()),
        ..claim
    };
    let err = fixed_uri.validate().unwrap_err();
    assert_eq!(err.validation_errors().len(), 1);
    assert_eq!(
        err.validation_errors()[0].instance_path(),
        "/requires_human_approval_for/1"
    );
}

#[test]
fn validate_accepts_what_from_str_accepts() {
    let claim: OversightClaim = agent_approval::from_str(
        r#"{"level":"approval","requires_human_approval_for":["cms.publish"],"approval_timeout":3600,"x":[1]}"#,
    )
    .unwrap();
    claim.validate().unwrap();
    let response: ExecCommandApprovalResponse =
        agent_approval::from_str(r#"{"decision":"approved"}"#).unwrap();
    response.validate().unwrap();
    assert_eq!(response.decision, ReviewDecision::Approved);
}

#[test]
fn validate_sees_unknown_properties_that_shadow_known_ones() {
    // An unknown property serialized under a known name is checked like the known one.
    let mut claim = OversightClaim::default();
    claim
        .extra
        .insert("approval_timeout".into(), Value::from(0));
    let err = claim.validate().unwrap_err();
    assert_eq!(
        err.to_string(),
        "0 is less than the minimum of 1 at /approval_timeout"
    );
    // Set in both places, the JSON would carry the key twice: refused, not overridden.
    claim.approval_timeout = std::num::NonZeroU64::new(60);
    claim
        .extra
        .insert("approval_timeout".into(), Value::from(3600));
    let err = claim.validate().unwrap_err();
    assert_eq!(err.classify(), agent_approval::Category::Syntax);
    assert!(
        err.to_string()
            .starts_with("duplicate key \"approval_timeout\""),
        "{err}"
    );
}

#[path = "errors/actionable.rs"]
mod actionable;

#[path = "errors/syntax.rs"]
mod syntax;
