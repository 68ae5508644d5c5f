//! Malformed JSON: a syntax error with line and column, and no validation errors.

use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::Category;

#[test]
fn malformed_json_reports_line_and_column() {
    let cases: &[(&str, &str, usize, usize)] = &[
        (
            r#"{"decision":"#,
            "EOF while parsing a value at line 1 column 12",
            1,
            12,
        ),
        ("", "EOF while parsing a value at line 1 column 0", 1, 0),
        (
            "{\n  \"decision\": \"approved\",\n}",
            "trailing comma at line 3 column 1",
            3,
            1,
        ),
        (
            r#"{"decision":"approved"} x"#,
            "trailing characters at line 1 column 25",
            1,
            25,
        ),
        (
            "{'decision':1}",
            "key must be a string at line 1 column 2",
            1,
            2,
        ),
        // Duplicate keys are refused by the reader (runtime/src/json.rs), at the second one.
        (
            "{\"decision\":\"approved\",\n \"decision\":\"denied\"}",
            "duplicate key \"decision\" at line 2 column 11",
            2,
            11,
        ),
    ];
    for &(payload, expected, line, column) in cases {
        let err = agent_approval::from_str::<ExecCommandApprovalResponse>(payload).unwrap_err();
        assert_eq!(err.classify(), Category::Syntax, "{payload}");
        assert_eq!(err.to_string(), expected, "{payload}");
        assert_eq!((err.line(), err.column()), (line, column), "{payload}");
        assert!(err.validation_errors().is_empty(), "{payload}");
    }
}

#[test]
fn invalid_utf8_is_a_syntax_error() {
    let err = agent_approval::from_slice::<ExecCommandApprovalResponse>(
        b"{\"decision\":\"appr\xffved\"}",
    )
    .unwrap_err();
    assert_eq!(err.classify(), Category::Syntax);
    assert_eq!(
        err.to_string(),
        "invalid unicode code point at line 1 column 18"
    );
    assert_eq!((err.line(), err.column()), (1, 18));
}
