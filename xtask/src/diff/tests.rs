//! The drift report's rules, case by case: every kind of change and its two verdicts.

use serde_json::json;

use super::*;

/// Diffs `old` against `new` (both the root of a schema named `Root`).
fn lines(old: &Value, new: &Value) -> Vec<String> {
    diff(old, new, "Root", false)
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn table() {
    let cases: Vec<(Value, Value, Vec<&str>)> = vec![
        (json!({"type": "string"}), json!({"type": "string"}), vec![]),
        (
            json!({"definitions": {"A": {"type": "string"}}}),
            json!({"definitions": {"B": {"type": "string"}}}),
            vec![
                "A: definition removed [rust: breaking, payloads: compatible]",
                "B: definition added [rust: compatible, payloads: compatible]",
            ],
        ),
        (
            json!({"enum": ["a", "b"]}),
            json!({"enum": ["b", "c"]}),
            vec![
                "Root: variant \"a\" removed [rust: breaking, payloads: breaking]",
                "Root: variant \"c\" added [rust: compatible, payloads: compatible]",
            ],
        ),
        (
            json!({"oneOf": [{"enum": ["a"]}, {"type": "object", "required": ["b"], "properties": {"b": {"type": "string"}}}]}),
            json!({"oneOf": [{"enum": ["z"]}, {"enum": ["a"]}, {"type": "object", "required": ["b"], "properties": {"b": {"type": "integer"}}}]}),
            vec![
                "Root: variant \"b\" property \"b\" type changed from string to integer [rust: breaking, payloads: breaking]",
                "Root: variant \"z\" added [rust: compatible, payloads: compatible]",
            ],
        ),
        (
            json!({"oneOf": [{"const": 1}, {"$ref": "#/definitions/X"}]}),
            json!({"oneOf": [{"const": 1}]}),
            vec!["Root: variant X removed [rust: breaking, payloads: breaking]"],
        ),
        (
            json!({"type": "object", "required": ["a", "r"], "properties": {"a": {"type": "string"}, "b": {}, "r": {}}}),
            json!({"type": "object", "required": ["b", "c", "r"], "properties": {"b": {}, "c": {}, "d": {}, "r": {}}}),
            vec![
                "Root: property \"a\" removed [rust: breaking, payloads: compatible]",
                "Root: property \"b\" now required [rust: breaking, payloads: breaking]",
                "Root: property \"c\" added (required) [rust: breaking, payloads: breaking]",
                "Root: property \"d\" added (optional) [rust: breaking, payloads: compatible]",
            ],
        ),
        (
            json!({"additionalProperties": false, "required": ["a"], "properties": {"a": {}, "b": {}}}),
            json!({"additionalProperties": false, "properties": {"a": {}}}),
            vec![
                "Root: property \"a\" no longer required [rust: breaking, payloads: compatible]",
                "Root: property \"b\" removed [rust: breaking, payloads: breaking]",
            ],
        ),
        (
            json!({"properties": {"a": {"type": "integer"}, "b": {"type": "string"}, "c": {"$ref": "#/definitions/C"}}}),
            json!({"properties": {"a": {"type": "number"}, "b": {"type": ["string", "null"]}, "c": {"anyOf": [{"$ref": "#/definitions/C"}, {"type": "null"}]}}}),
            vec![
                "Root: property \"a\" type changed from integer to number [rust: breaking, payloads: compatible]",
                "Root: property \"b\" now nullable [rust: breaking, payloads: compatible]",
                "Root: property \"c\" now nullable [rust: breaking, payloads: compatible]",
            ],
        ),
        (
            json!({"properties": {"a": {"type": ["string", "null"]}, "b": {"$ref": "#/definitions/B"}}}),
            json!({"properties": {"a": {"type": "string"}, "b": {"$ref": "#/definitions/C"}}}),
            vec![
                "Root: property \"a\" no longer nullable [rust: breaking, payloads: breaking]",
                "Root: property \"b\" type changed from B to C [rust: breaking, payloads: breaking]",
            ],
        ),
        (
            json!({"type": "string", "pattern": "^a", "minLength": 2, "maxLength": 5, "format": "uri"}),
            json!({"type": "string", "pattern": "^b", "minLength": 1, "maxLength": 4}),
            vec![
                "Root: minLength changed from 2 to 1 [rust: compatible, payloads: compatible]",
                "Root: maxLength changed from 5 to 4 [rust: compatible, payloads: breaking]",
                "Root: pattern changed from \"^a\" to \"^b\" [rust: compatible, payloads: breaking]",
                "Root: format removed (was \"uri\") [rust: compatible, payloads: compatible]",
            ],
        ),
        (
            json!({"type": "integer", "minimum": 1}),
            json!({"type": "integer", "minimum": 0, "maximum": 10}),
            vec![
                "Root: minimum changed from 1 to 0 [rust: breaking, payloads: compatible]",
                "Root: maximum added (10) [rust: breaking, payloads: breaking]",
            ],
        ),
        (
            json!({"type": "array", "items": {"type": "string"}, "minItems": 1}),
            json!({"type": "array", "items": {"type": "string", "pattern": "x"}, "uniqueItems": true}),
            vec![
                "Root: minItems removed (was 1) [rust: compatible, payloads: compatible]",
                "Root: uniqueItems added (true) [rust: compatible, payloads: breaking]",
                "Root: items pattern added (\"x\") [rust: compatible, payloads: breaking]",
            ],
        ),
        (
            json!({"type": "object", "properties": {"a": {}}}),
            json!({"type": "object", "properties": {"a": {}}, "additionalProperties": false}),
            vec!["Root: additional properties now forbidden [rust: breaking, payloads: breaking]"],
        ),
        (
            json!({"properties": {"e": {"type": "string", "enum": ["x"]}}}),
            json!({"properties": {"e": {"type": "string"}}, "allOf": [{}]}),
            vec![
                "Root: property \"e\" enum removed (was \"x\") [rust: breaking, payloads: compatible]",
                "Root: keyword \"allOf\" added [rust: breaking, payloads: breaking]",
            ],
        ),
        (
            json!({"title": "A", "description": "x", "properties": {"a": {"description": "y", "examples": [1]}}}),
            json!({"title": "B", "description": "z", "properties": {"a": {"description": "w"}}}),
            vec![
                "Root: title changed from \"A\" to \"B\" [rust: breaking, payloads: compatible]",
                "Root: annotations changed (description, examples) [rust: compatible, payloads: compatible]",
            ],
        ),
        (
            json!({"$schema": "http://json-schema.org/draft-07/schema#"}),
            json!({"$schema": "https://json-schema.org/draft/2020-12/schema"}),
            vec!["Root: keyword \"$schema\" changed from \"http://json-schema.org/draft-07/schema#\" to \"https://json-schema.org/draft/2020-12/schema\" [rust: breaking, payloads: breaking]"],
        ),
    ];
    for (old, new, expected) in cases {
        assert_eq!(lines(&old, &new), expected, "{old} -> {new}");
    }
}

#[test]
fn a_root_named_by_the_manifest_keeps_its_name_when_the_title_changes() {
    let changes = diff(&json!({"title": "A"}), &json!({"title": "B"}), "Root", true);
    let lines: Vec<String> = changes.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        ["Root: annotations changed (title) [rust: compatible, payloads: compatible]"]
    );
}

/// An internally tagged union (`FileSystemSpecialPath` of Codex 0.169.0, tagged by `kind`):
/// a branch inserted in front, one removed and one retitled read as exactly those changes,
/// matched by tag value, not by position or title.
#[test]
fn tagged_union_branches_are_matched_by_their_tag() {
    let branch = |kind: &str, title: &str, path: &str| {
        json!({
            "title": title,
            "type": "object",
            "required": ["kind", "path"],
            "properties": {"kind": {"type": "string", "enum": [kind]}, "path": {"type": path}}
        })
    };
    let old = json!({"oneOf": [
        branch("root", "RootPath", "string"),
        branch("minimal", "MinimalPath", "string"),
        branch("current_working_directory", "CwdPath", "string"),
        branch("tmpdir", "TmpdirPath", "string"),
    ]});
    let new = json!({"oneOf": [
        branch("slash_tmp", "SlashTmpPath", "string"),
        branch("root", "RootPath", "string"),
        branch("minimal", "KindPath", "string"),
        branch("tmpdir", "TmpdirPath", "integer"),
    ]});
    assert_eq!(
        lines(&old, &new),
        [
            "Root: variant kind=\"minimal\" title changed from \"MinimalPath\" to \"KindPath\" [rust: breaking, payloads: compatible]",
            "Root: variant kind=\"current_working_directory\" removed [rust: breaking, payloads: breaking]",
            "Root: variant kind=\"tmpdir\" property \"path\" type changed from string to integer [rust: breaking, payloads: breaking]",
            "Root: variant kind=\"slash_tmp\" added [rust: compatible, payloads: compatible]",
        ]
    );
    // Without a common tag (one branch has no `kind`), branches keep their old keys.
    let untagged = json!({"oneOf": [branch("a", "A", "string"), {"title": "B", "type": "string"}]});
    assert_eq!(
        super::shape::union_tag(untagged["oneOf"].as_array().unwrap()),
        None
    );
}
