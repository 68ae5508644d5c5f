//! One line from Codex, classified: a server request, a notification, a response, or
//! something the client cannot use. Every typed message comes through
//! [`from_str`](crate::from_str), the crate's one judge, on the line's own text.

use std::sync::OnceLock;

use serde_json::{Map, Value};

use super::error::Malformed;
use crate::codex::{RequestId, ServerNotification, ServerRequest};

/// A classified line.
#[derive(Debug)]
pub(crate) enum Incoming {
    /// A typed server request.
    Request(Box<ServerRequest>),
    /// A server request the client cannot type: it must be answered with this error.
    BadRequest {
        id: RequestId,
        method: String,
        code: i64,
        message: String,
    },
    /// A typed notification.
    Notification(Box<ServerNotification>),
    /// A response to one of the client's requests: its `result`, or its `error` object.
    Response {
        id: Value,
        outcome: Result<Value, Map<String, Value>>,
    },
    /// A line the client cannot use.
    Malformed(Malformed),
}

/// Classifies line number `n`.
pub(crate) fn classify(n: u64, line: &str) -> Incoming {
    let value: Value = match serde_json::from_str(line) {
        Ok(value) => value,
        Err(e) => {
            return Incoming::Malformed(Malformed::NotJson {
                line: n,
                error: e.to_string(),
            })
        }
    };
    let Value::Object(object) = value else {
        return Incoming::Malformed(Malformed::NotJsonRpc { line: n });
    };
    let method = object.get("method").and_then(Value::as_str);
    let id = object.get("id");
    match (method, id) {
        (Some(method), Some(id)) => {
            let Ok(id) = crate::from_value::<RequestId>(id.clone()) else {
                return Incoming::Malformed(Malformed::NotJsonRpc { line: n });
            };
            match crate::from_str::<ServerRequest>(line) {
                Ok(request) => Incoming::Request(Box::new(request)),
                Err(e) if is_known(server_request_methods(), method) => Incoming::BadRequest {
                    id,
                    method: method.to_owned(),
                    code: super::reply::INVALID_PARAMS,
                    message: format!("invalid {method} request: {e}"),
                },
                Err(_) => Incoming::BadRequest {
                    id,
                    method: method.to_owned(),
                    code: super::reply::METHOD_NOT_FOUND,
                    message: format!("unknown method {method:?}"),
                },
            }
        }
        (Some(method), None) => match crate::from_str::<ServerNotification>(line) {
            Ok(notification) => Incoming::Notification(Box::new(notification)),
            Err(source) if is_known(server_notification_methods(), method) => {
                Incoming::Malformed(Malformed::InvalidNotification {
                    line: n,
                    method: method.to_owned(),
                    source,
                })
            }
            Err(_) => Incoming::Malformed(Malformed::UnknownNotification {
                line: n,
                method: method.to_owned(),
                message: Value::Object(object),
            }),
        },
        (None, Some(id)) => match (object.get("result"), object.get("error")) {
            (Some(result), None) => Incoming::Response {
                id: id.clone(),
                outcome: Ok(result.clone()),
            },
            (None, Some(Value::Object(error))) => Incoming::Response {
                id: id.clone(),
                outcome: Err(error.clone()),
            },
            _ => Incoming::Malformed(Malformed::NotJsonRpc { line: n }),
        },
        _ => Incoming::Malformed(Malformed::NotJsonRpc { line: n }),
    }
}

fn is_known(methods: &[String], method: &str) -> bool {
    methods.iter().any(|m| m == method)
}

/// The methods of the vendored `ServerRequest.json`: its branches' `method` values.
pub(crate) fn server_request_methods() -> &'static [String] {
    static METHODS: OnceLock<Vec<String>> = OnceLock::new();
    METHODS.get_or_init(|| methods(include_str!("../../schemas/codex/ServerRequest.json")))
}

/// The methods of the vendored `ServerNotification.json`.
pub(crate) fn server_notification_methods() -> &'static [String] {
    static METHODS: OnceLock<Vec<String>> = OnceLock::new();
    METHODS.get_or_init(|| methods(include_str!("../../schemas/codex/ServerNotification.json")))
}

/// The `method` values (`enum` or `const`) of a union schema's `oneOf`/`anyOf` branches.
fn methods(schema: &str) -> Vec<String> {
    let Ok(schema) = serde_json::from_str::<Value>(schema) else {
        return Vec::new();
    };
    let branches = schema
        .get("oneOf")
        .or_else(|| schema.get("anyOf"))
        .and_then(Value::as_array);
    branches
        .into_iter()
        .flatten()
        .filter_map(|b| b.pointer("/properties/method"))
        .flat_map(|m| {
            let listed = m.get("enum").and_then(Value::as_array).cloned();
            listed.unwrap_or_else(|| m.get("const").cloned().into_iter().collect())
        })
        .filter_map(|m| m.as_str().map(str::to_owned))
        .collect()
}
