//! Errors a person can act on: unions report the branch their key picked, near misses are
//! named (enum values, union string variants, unknown properties).

use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::ValidationErrorKind;

/// Errors a person can act on: the branch a tagged union picked by its key reports its own
/// errors at their own pointers; a string that narrowly misses a variant gets a suggestion.
#[test]
fn unions_descend_into_the_picked_branch_and_name_the_near_miss() {
    use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse as V2;
    use agent_approval::from_str;
    type V1 = ExecCommandApprovalResponse;
    let v1: &[(&str, &str)] = &[
        (
            r#"{"decision":{"network_policy_amendment":{"network_policy_amendment":{"action":"ALLOW","host":"h"}}}}"#,
            r#""ALLOW" is not one of "allow", "deny"; did you mean "allow"? at /decision/network_policy_amendment/network_policy_amendment/action"#,
        ),
        (
            r#"{"decision":"approve"}"#,
            r#""approve" is not a valid decision; did you mean "approved"? at /decision"#,
        ),
        (
            r#"{"decision":{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":{"command":["npm","test"]}}}}"#,
            r#"{"command":["npm","test"]} is not of type "array" at /decision/approved_execpolicy_amendment/proposed_execpolicy_amendment"#,
        ),
        (
            r#"{"decision":7}"#,
            r#"7 is not valid under any of the schemas listed in oneOf (it accepts "approved", {…}, "approved_for_session", "approved_mcp_policy_amendment", "timed_out", … (6 in all)) at /decision"#,
        ),
    ];
    for (payload, want) in v1 {
        let err = from_str::<V1>(payload).unwrap_err();
        assert_eq!(err.to_string(), *want, "{payload}");
    }
    let err = from_str::<V2>(r#"{"decision":"Accept"}"#).unwrap_err();
    assert_eq!(
        err.to_string(),
        r#""Accept" is not a valid decision; did you mean "accept"? at /decision"#
    );
    let [e] = err.validation_errors() else {
        panic!("{err}")
    };
    assert_eq!(e.instance_path(), "/decision");
    assert!(matches!(
        e.kind(),
        ValidationErrorKind::Union { suggestion: Some(s), .. } if s == "accept"
    ));
}

/// An unknown property where `additionalProperties` is false names the closest allowed one.
#[test]
fn an_unknown_property_names_the_near_miss() {
    use agent_approval::aap::Token;
    let token = |sub_key: &str, extra: &str| {
        format!(
            r#"{{"iss":"https://as.example.com","{sub_key}":"agent-1","aud":"https://api.example.com","exp":1900000000,"iat":1800000000,"agent":{{"id":"agent-1","type":"llm-autonomous","operator":"org:example"}},"task":{{"id":"t-1","purpose":"report"}},"capabilities":[{{"action":"cms.publish"}}]{extra}}}"#
        )
    };
    assert!(agent_approval::from_str::<Token>(&token("sub", "")).is_ok());
    let err = agent_approval::from_str::<Token>(&token("sbu", "")).unwrap_err();
    let lines: Vec<String> = err.to_string().lines().map(str::to_owned).collect();
    assert_eq!(
        lines,
        [
            r#""sub" is a required property at the root"#,
            r#"additional property "sbu" is not allowed; did you mean "sub"? at the root"#,
        ]
    );
    let far = agent_approval::from_str::<Token>(&token("sub", r#","zzzzz":1"#)).unwrap_err();
    assert!(matches!(
        far.validation_errors()[0].kind(),
        ValidationErrorKind::AdditionalProperty { property, suggestion: None } if property == "zzzzz"
    ));
}
