//! Names typify gives twice, from the Agent Client Protocol's schema (`schema/v1/schema.json`,
//! draft 2020-12, written by schemars): typify names a type by its title or its path and
//! reuses the first type of a name for every later schema of that name. The pairing finds
//! every such reuse in one walk, blames the outermost type typify reused, and the file is
//! typed again once with each of them retitled.

use serde_json::{json, Value};

use super::Case;

/// An object of the `required` properties, each of type `ty`.
fn object(required: &[&str], ty: &str) -> Value {
    let properties: serde_json::Map<String, Value> = (required.iter())
        .map(|p| ((*p).to_owned(), json!({"type": ty})))
        .collect();
    json!({"type": "object", "required": required, "properties": properties})
}

/// A JSON-RPC response whose result is one of the two definitions named: ACP's `AgentResponse`
/// and `ClientResponse` both have a branch titled `Result`.
fn response(first: &str, second: &str) -> Value {
    json!({"anyOf": [
        {"title": "Result", "type": "object", "required": ["id", "result"], "properties": {
            "id": {"type": "integer"},
            "result": {"anyOf": [
                {"$ref": format!("#/definitions/{first}")},
                {"$ref": format!("#/definitions/{second}")}]}}},
        {"title": "Error", "type": "object", "required": ["id", "error"], "properties": {
            "id": {"type": "integer"}, "error": {"type": "string"}}}]})
}

/// ACP's union of a tag's `value`, its properties a `$ref` to `known` (its first branch), and
/// a branch titled `other` for any other value of the tag, with a required `property`.
fn tagged(tag: &str, value: &str, known: &Value, property: &str) -> Value {
    let is = json!({"type": "object", "required": [tag],
                    "properties": {tag: {"type": "string", "const": value}}});
    let mut first = is.clone();
    first["allOf"] = json!([known]);
    json!({"anyOf": [first,
        {"title": "other", "type": "object", "required": [tag, property], "not": {"anyOf": [is]},
         "additionalProperties": true,
         "properties": {tag: {"type": "string"}, property: {"type": "string"}}}]})
}

/// The cases: ACP's responses, its session updates, its elicitations.
pub fn cases() -> Vec<Case> {
    // ACP's `SessionUpdate`: twenty branches, each `sessionUpdate` a `const` beside an `allOf`
    // part, two branches a part. typify names every branch's `const` type
    // `SessionUpdateSessionUpdate` (by path) and reuses the first: more than the 16 runs the
    // retitling allows when each run retitled one (eleven of ACP's were `Value`).
    let mut parts = serde_json::Map::new();
    for j in 0..10 {
        parts.insert(format!("Part{j}"), object(&[&format!("p{j}")], "string"));
    }
    let branches: Vec<Value> = (0..20)
        .map(|i| {
            json!({"type": "object", "required": ["sessionUpdate"],
                   "properties": {"sessionUpdate": {"type": "string", "const": format!("kind_{i:02}")}},
                   "allOf": [{"$ref": format!("#/definitions/Part{}", i / 2)}]})
        })
        .collect();
    parts.insert("Update".into(), json!({"oneOf": branches}));
    vec![
        // The two `Result` branches were one type, the first response's: its `result`'s
        // variants paired with the second's definitions, and the whole file was `Value`.
        (
            json!({"type": "object",
                   "properties": {
                       "agent": {"$ref": "#/definitions/AgentResponse"},
                       "client": {"$ref": "#/definitions/ClientResponse"}},
                   "definitions": {
                       "AgentResponse": response("InitializeResponse", "PromptResponse"),
                       "ClientResponse": response("WriteResponse", "ReadResponse"),
                       "InitializeResponse": object(&["protocolVersion"], "integer"),
                       "PromptResponse": object(&["stopReason"], "string"),
                       "WriteResponse": {"type": "object", "properties": {"_meta": {"type": ["object", "null"]}}},
                       "ReadResponse": object(&["content"], "string")}}),
            &[
                "pub enum AgentResponse {",
                "result: ResultAndErrorResult,",
                "result: ResultAndErrorResult2,",
                "PromptResponse(PromptResponse),",
                "ReadResponse(ReadResponse),",
                "pub struct WriteResponse {",
            ],
            &[],
        ),
        (
            json!({"type": "object", "properties": {"update": {"$ref": "#/definitions/Update"}},
                   "definitions": parts}),
            &[
                "#[serde(tag = \"sessionUpdate\")]",
                "#[serde(rename = \"kind_19\")]",
                "Kind19 {",
                "p9: ::std::string::String,",
            ],
            &[],
        ),
        // ACP's elicitation: a branch titled `other` (an extension's value of the tag) in two
        // unions, whose type typify makes from one and reuses at the other, which the walk may meet
        // first (`Field`, inside the first branch of `Elicit`, whose `Other` typify made first). It was taken for a
        // mismatch and the union was `Value`; it is a reuse, retitled after its definition.
        (
            json!({"type": "object", "properties": {"request": {"$ref": "#/definitions/Elicit"}},
            "definitions": {
                "Elicit": tagged("mode", "form", &json!({"type": "object", "properties": {
                    "fields": {"type": "object",
                               "additionalProperties": {"$ref": "#/definitions/Field"}}}}),
                    "message"),
                "Field": tagged("type", "string", &json!({"type": "object", "properties": {
                    "maxLength": {"type": "integer"}}}), "title"),
            }}),
            &[
                "pub struct ElicitOther {",
                "pub struct FieldOther {",
                "pub message: ::std::string::String,",
            ],
            &[],
        ),
    ]
}
