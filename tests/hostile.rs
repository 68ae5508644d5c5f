//! Hostile input: duplicate keys, limits, malformed text, huge and deep documents. Every case
//! is a clear error (exact text pinned) or a correct result; none panics.

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ExecCommandApprovalResponse as V1;
use agent_approval::{
    from_slice, from_slice_with, from_str_with, Category, Limits, ValidationErrorKind,
};

/// `(payload, expected Display of the error)`, all refused as syntax errors.
const SYNTAX: &[(&[u8], &str)] = &[
    (br#"{"decision":"approved","decision":"denied"}"#, r#"duplicate key "decision" at line 1 column 33"#),
    (br#"{"decision":"denied","decision":"approved"}"#, r#"duplicate key "decision" at line 1 column 31"#),
    (br#"{"decision":"approved","x":{"a":1,"a":2}}"#, r#"duplicate key "a" at line 1 column 37"#),
    (br#"{"decision":{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":[],"proposed_execpolicy_amendment":["rm"]}}}"#,
        r#"duplicate key "proposed_execpolicy_amendment" at line 1 column 112"#),
    (br#"{"decision":"approved","x":[{"k":1},{"k":2,"k":3}]}"#, r#"duplicate key "k" at line 1 column 46"#),
    (b"{\"decision\":\"appr\xffoved\"}", "invalid unicode code point at line 1 column 18"),
    (br#"{"decision":"\ud800"}"#, "unexpected end of hex escape at line 1 column 20"),
    (br#"{"decision":"\udc00x"}"#, "lone leading surrogate in hex escape at line 1 column 19"),
    (br#"{"decision":"approved"} x"#, "trailing characters at line 1 column 25"),
    (br#"{"decision":"approved"}{"decision":"approved"}"#, "trailing characters at line 1 column 24"),
    (b"", "EOF while parsing a value at line 1 column 0"),
    (b"  \n ", "EOF while parsing a value at line 2 column 1"),
    (br#"{"decision":"approved","n":1e400}"#, "number out of range at line 1 column 32"),
    (br#"{"decision":"approved","n":-1e400}"#, "number out of range at line 1 column 33"),
];

#[test]
fn syntax_errors_are_clear() {
    for (payload, expected) in SYNTAX {
        let err = from_slice::<V1>(payload).unwrap_err();
        assert_eq!(
            err.classify(),
            Category::Syntax,
            "{}",
            String::from_utf8_lossy(payload)
        );
        assert_eq!(
            err.to_string(),
            *expected,
            "{}",
            String::from_utf8_lossy(payload)
        );
        assert!(err.line() >= 1);
    }
}

#[test]
fn size_limit() {
    let limits = Limits::default().with_max_bytes(10);
    let err = from_slice_with::<OversightClaim>(br#"{"level":"none"}"#, &limits).unwrap_err();
    assert_eq!(err.classify(), Category::Limit);
    assert_eq!(
        err.to_string(),
        "input is 16 bytes, more than the limit of 10"
    );
    assert!(from_slice_with::<OversightClaim>(b"{}", &limits).is_ok());
    assert_eq!(Limits::default().max_bytes, 16 * 1024 * 1024);
}

#[test]
fn depth_limit() {
    let nested = |n: usize| {
        format!(
            r#"{{"decision":"approved","x":{}{}}}"#,
            "[".repeat(n),
            "]".repeat(n)
        )
    };
    // The root object is level 1, so `n` arrays inside it reach level n + 1.
    assert!(from_str_with::<V1>(&nested(63), &Limits::default()).is_ok());
    let err = from_str_with::<V1>(&nested(64), &Limits::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "nesting depth exceeds the limit of 64 at line 1 column 92"
    );
    let deep = Limits::default().with_max_depth(1000);
    assert_eq!(deep.max_depth, Limits::MAX_DEPTH);
    assert!(from_str_with::<V1>(&nested(126), &deep).is_ok());
    // Level 128 is serde_json's own limit, reported in its words.
    let err = from_str_with::<V1>(&nested(127), &deep).unwrap_err();
    assert_eq!(
        err.to_string(),
        "recursion limit exceeded at line 1 column 154"
    );
    // Far deeper than any limit: still a clean error, no stack overflow.
    let err = from_str_with::<V1>(&nested(100_000), &deep).unwrap_err();
    assert_eq!(err.classify(), Category::Syntax);
    let shallow = Limits::default().with_max_depth(1);
    let err = from_str_with::<OversightClaim>(r#"{"notify_on":[]}"#, &shallow).unwrap_err();
    assert_eq!(
        err.to_string(),
        "nesting depth exceeds the limit of 1 at line 1 column 15"
    );
}

#[test]
fn integers_past_u64_are_refused_in_typed_fields() {
    let err =
        from_slice::<OversightClaim>(br#"{"approval_timeout":18446744073709551616}"#).unwrap_err();
    assert_eq!(err.classify(), Category::Validation);
    assert_eq!(
        err.validation_errors()[0].instance_path(),
        "/approval_timeout"
    );
    assert_eq!(err.validation_errors()[0].kind().keyword(), "rust-type");
    let ok = from_slice::<OversightClaim>(br#"{"approval_timeout":18446744073709551615}"#).unwrap();
    assert_eq!(
        ok.approval_timeout.map(std::num::NonZeroU64::get),
        Some(u64::MAX)
    );
}

#[test]
fn huge_inputs_are_handled() {
    let mb = 1 << 20;
    // A 1 MB action name that fails the pattern at its last byte.
    let action = format!("{}!", "a".repeat(mb));
    let payload = format!(r#"{{"requires_human_approval_for":["{action}"]}}"#);
    let err = from_slice::<OversightClaim>(payload.as_bytes()).unwrap_err();
    assert_eq!(err.validation_errors().len(), 1);
    assert_eq!(err.validation_errors()[0].kind().keyword(), "pattern");
    // The message names the value, cut short.
    assert!(err.to_string().len() < 300, "{}", err.to_string().len());

    // A 1 MB URI that fails at its last byte.
    let uri = format!("https://example.com/{} ", "a".repeat(mb));
    let payload = format!(r#"{{"approval_reference":"{uri}"}}"#);
    let err = from_slice::<OversightClaim>(payload.as_bytes()).unwrap_err();
    assert_eq!(err.validation_errors()[0].kind().keyword(), "format");

    // 10 MB of unknown fields are kept.
    let blob = "x".repeat(10 * mb);
    let payload = format!(r#"{{"decision":"approved","blob":"{blob}"}}"#);
    let v: V1 = from_slice(payload.as_bytes()).unwrap();
    assert_eq!(v.extra["blob"].as_str().map(str::len), Some(10 * mb));

    // 200,000 actions, all valid; then all invalid: one error each, all reported.
    let many: Vec<String> = (0..200_000).map(|i| format!("\"a{i}\"")).collect();
    let payload = format!(r#"{{"notify_on":[{}]}}"#, many.join(","));
    let claim: OversightClaim = from_slice(payload.as_bytes()).unwrap();
    assert_eq!(claim.notify_on.map(|l| l.len()), Some(200_000));
    let bad: Vec<String> = (0..200_000).map(|i| format!("\"{i}\"")).collect();
    let payload = format!(r#"{{"notify_on":[{}]}}"#, bad.join(","));
    let err = from_slice::<OversightClaim>(payload.as_bytes()).unwrap_err();
    assert_eq!(err.validation_errors().len(), 200_000);
    assert_eq!(
        err.validation_errors()[199_999].instance_path(),
        "/notify_on/199999"
    );
}

/// Near misses are looked for on a budget: 17,576 unknown three-letter properties, many one
/// edit from an allowed name, are all reported; only the first 64 are compared with the
/// allowed names, so `zub` (one edit from `sub`, far down the list) gets no suggestion.
#[test]
fn suggestions_are_bounded() {
    use agent_approval::aap::Token;
    let mut keys = String::new();
    for a in 'a'..='z' {
        for b in 'a'..='z' {
            for c in 'a'..='z' {
                keys.push_str(&format!(r#","x{a}{b}{c}":1"#));
            }
        }
    }
    let keys = keys.replace(",\"x", ",\"");
    let payload = format!(
        r#"{{"iss":"https://as.example.com","sub":"agent-1","aud":"https://api.example.com","exp":1900000000,"iat":1800000000,"agent":{{"id":"agent-1","type":"llm-autonomous","operator":"org:example"}},"task":{{"id":"t-1","purpose":"report"}},"capabilities":[{{"action":"cms.publish"}}]{}}}"#,
        keys.replace(r#""sub":1,"#, "")
            .replace(r#""iss":1,"#, "")
            .replace(r#""aud":1,"#, "")
            .replace(r#""exp":1,"#, "")
            .replace(r#""iat":1,"#, "")
            .replace(r#""jti":1,"#, "")
            .replace(r#""nbf":1,"#, "")
    );
    let err = from_slice::<Token>(payload.as_bytes()).unwrap_err();
    let unknown = err
        .validation_errors()
        .iter()
        .filter(|e| matches!(e.kind(), ValidationErrorKind::AdditionalProperty { .. }))
        .count();
    let suggested = err
        .validation_errors()
        .iter()
        .filter(|e| {
            matches!(
                e.kind(),
                ValidationErrorKind::AdditionalProperty {
                    suggestion: Some(_),
                    ..
                }
            )
        })
        .count();
    // Every three-letter name but the token's own: iss, sub, aud, exp, iat, jti, nbf, cnf
    // (`"cnf":1` stays, and is a type error instead).
    assert_eq!(unknown, 17_576 - 8);
    assert!((1..=64).contains(&suggested), "{suggested}");
    let zub = err
        .validation_errors()
        .iter()
        .find_map(|e| match e.kind() {
            ValidationErrorKind::AdditionalProperty {
                property,
                suggestion,
            } if property == "zub" => Some(suggestion.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(zub, None);
}
