//! Unions of objects written with `type` that typify would read as apart though one value
//! may meet two of their branches (`normalise/overlap.rs`), typed (`real_world.rs` runs
//! them).

use serde_json::json;

use super::Case;

/// The cases: two such branches, three, and branches apart indeed.
pub fn cases() -> Vec<Case> {
    vec![
        // Written with `type`, a name both require beside one each requires alone (Codex's
        // resource contents): typify would read them as apart, yet `{"uri", "text", "blob"}`
        // meets both; a first variant types it (`normalise/overlap.rs`), nothing reported.
        (
            json!({"type": "object", "properties": {"u": {"anyOf": [
                {"type": "object", "properties": {"uri": {"type": "string"}, "text": {"type": "string"}}, "required": ["uri", "text"]},
                {"type": "object", "properties": {"uri": {"type": "string"}, "blob": {"type": "string"}}, "required": ["uri", "blob"]}]}}}),
            &[
                "TextAndBlob {",
                "blob: ::std::string::String,",
                "Text {",
                "Blob {",
            ],
            &[],
        ),
        // The two by `$ref`: the first variant is the two as `allOf` parts, named after them;
        // one requiring nothing (grunt-task's files, or a `src` mapping) likewise.
        (
            json!({"anyOf": [{"$ref": "#/definitions/Text"}, {"$ref": "#/definitions/Blob"}],
                   "definitions": {
                       "Text": {"type": "object", "properties": {"uri": {"type": "string"}, "text": {"type": "string"}}, "required": ["uri", "text"]},
                       "Blob": {"type": "object", "properties": {"uri": {"type": "string"}, "blob": {"type": "string"}}, "required": ["uri", "blob"]}}}),
            &["TextAndBlob {", "Text(Text),", "Blob(Blob),"],
            &[],
        ),
        (
            json!({"type": "object", "additionalProperties": {"anyOf": [{"$ref": "#/definitions/fileFormat"}, {"$ref": "#/definitions/dynamic"}]},
                   "definitions": {
                       "fileFormat": {"type": "object", "properties": {"files": {"type": "array", "items": {"type": "string"}}}},
                       "dynamic": {"type": "object", "properties": {"src": {"type": "string"}, "dest": {"type": "string"}}, "required": ["src"]}}}),
            &[
                "FileFormatAndDynamic {",
                "FileFormat(FileFormat),",
                "src: ::std::string::String,",
            ],
            &[],
        ),
        // Three such branches by `$ref` (JSON-RPC's messages): an enum tried in order, a
        // value two hold the first's, reported.
        (
            json!({"anyOf": [{"$ref": "#/definitions/Request"}, {"$ref": "#/definitions/Notification"}, {"$ref": "#/definitions/Response"}],
                   "definitions": {
                       "Request": {"type": "object", "properties": {"id": {"type": "integer"}, "method": {"type": "string"}, "params": true}, "required": ["id", "method"]},
                       "Notification": {"type": "object", "properties": {"method": {"type": "string"}, "params": true}, "required": ["method"]},
                       "Response": {"type": "object", "properties": {"id": {"type": "integer"}, "result": {"type": "string"}}, "required": ["id", "result"]}}}),
            &["Request(Request),", "Response(Response),"],
            &[""],
        ),
        // Apart indeed (cargo's lints: a map of tables, or `{"workspace": true}` alone, no
        // table a flag): the enum as typify reads it, nothing reported.
        (
            json!({"type": "object", "properties": {"lints": {"anyOf": [
                {"type": "object", "properties": {"rust": {"type": "object"}}, "additionalProperties": {"type": "object"}},
                {"type": "object", "properties": {"workspace": {"type": "boolean"}}, "required": ["workspace"], "additionalProperties": false}]}}}),
            &["Workspace { workspace: bool },"],
            &[],
        ),
    ]
}
