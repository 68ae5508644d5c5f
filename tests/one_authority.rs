//! One authority: `from_str`, `from_slice`, `from_value` and `validate()` give the verdict of
//! the `jsonschema` crate (format assertion on) on the payloads that once split them (serde's
//! externally tagged `{"Variant": null}` accepted by a derived `Deserialize`).

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use agent_approval::Validate;
use serde_json::Value;

fn oracle(rel: &str) -> jsonschema::Validator {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("schemas")
        .join(rel);
    let schema: Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    jsonschema::options()
        .should_validate_formats(true)
        .build(&schema)
        .unwrap()
}

/// Every entry point's verdict on `text`, which must all equal `expected` and the oracle's.
fn verdicts<T: Validate + std::fmt::Debug>(
    oracle: &jsonschema::Validator,
    text: &str,
    expected: bool,
) {
    let value: Value = serde_json::from_str(text).unwrap();
    assert_eq!(oracle.is_valid(&value), expected, "oracle on {text}");
    let from_str = agent_approval::from_str::<T>(text);
    let from_slice = agent_approval::from_slice::<T>(text.as_bytes());
    let from_value = agent_approval::from_value::<T>(value);
    assert_eq!(
        from_str.is_ok(),
        expected,
        "from_str on {text}: {from_str:?}"
    );
    assert_eq!(from_slice.is_ok(), expected, "from_slice on {text}");
    assert_eq!(from_value.is_ok(), expected, "from_value on {text}");
    if let Ok(v) = from_str {
        assert!(v.validate().is_ok(), "validate() on {text}");
    } else {
        let (a, b) = (from_str.unwrap_err(), from_value.unwrap_err());
        assert_eq!(a.to_string(), b.to_string(), "{text}");
    }
}

#[test]
fn unit_variants_wrapped_in_objects_are_refused_everywhere() {
    let aap = oracle("aap/aap-oversight.schema.json");
    let v1 = oracle("codex/v1/ExecCommandApprovalResponse.json");
    let v2 = oracle("codex/v2/CommandExecutionRequestApprovalResponse.json");
    let aap_cases: &[(&str, bool)] = &[
        (r#"{"level":{"approval":null}}"#, false),
        (r#"{"level":["approval"]}"#, false),
        (r#"{"level":"approval"}"#, true),
        (r#"{"level":"Approval"}"#, false),
        (r#"{"approval_timeout":3600.0}"#, true),
        (r#"{"approval_timeout":0.5}"#, false),
        (r#"{"notify_on":[]}"#, true),
        (r#"{"approval_reference":"not a uri"}"#, false),
    ];
    for (text, ok) in aap_cases {
        verdicts::<OversightClaim>(&aap, text, *ok);
    }
    let v1_cases: &[(&str, bool)] = &[
        (
            r#"{"decision":{"network_policy_amendment":{"network_policy_amendment":{"action":{"deny":null},"host":"h"}}}}"#,
            false,
        ),
        (
            r#"{"decision":{"network_policy_amendment":{"network_policy_amendment":{"action":"deny","host":"h"}}}}"#,
            true,
        ),
        (r#"{"decision":{"approved":null}}"#, false),
        (r#"{"decision":"approved"}"#, true),
    ];
    for (text, ok) in v1_cases {
        verdicts::<ExecCommandApprovalResponse>(&v1, text, *ok);
    }
    let v2_cases: &[(&str, bool)] = &[
        (r#"{"decision":{"accept":null}}"#, false),
        (r#"{"decision":"accept"}"#, true),
    ];
    for (text, ok) in v2_cases {
        verdicts::<CommandExecutionRequestApprovalResponse>(&v2, text, *ok);
    }
}
