//! The whole Codex 0.171.0 app-server protocol through the generated types: every message
//! kind parses into a typed value a program can match on, unknown properties and integral
//! floats survive inside the internally tagged and untagged shapes, and serializing gives back
//! the same JSON.

mod common;

use agent_approval::codex::{
    self, ClientNotification, ClientRequest, JsonrpcMessage, RequestId, ServerNotification,
    ServerRequest,
};
use common::json_eq::json_eq;
use serde_json::Value;

/// Parses `text` as `T`, serializes it back and compares by JSON value.
fn round_trip<T>(text: &str) -> T
where
    T: serde::de::DeserializeOwned + serde::Serialize + agent_approval::Validate,
{
    let value: T = agent_approval::from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let back = serde_json::to_value(&value).unwrap();
    let original: Value = serde_json::from_str(text).unwrap();
    assert!(json_eq(&back, &original), "{text}\n  back: {back}");
    value.validate().unwrap_or_else(|e| panic!("{text}: {e}"));
    value
}

const TURN: &str = r#"{"id":"turn-1","items":[],"status":"completed"}"#;

#[test]
fn server_notifications_are_an_enum_by_method() {
    let completed =
        format!(r#"{{"method":"turn/completed","params":{{"threadId":"thr-1","turn":{TURN}}}}}"#);
    let ServerNotification::TurnCompleted { params, .. } = round_trip(&completed) else {
        panic!("not turn/completed");
    };
    assert_eq!(params.thread_id, "thr-1");
    assert_eq!(params.turn.id, "turn-1");
    assert_eq!(params.turn.status, codex::TurnStatus::Completed);

    let started = r#"{"method":"item/started","emittedAtMs":1764500000000,"params":{"threadId":"thr-1","turnId":"turn-1","startedAtMs":1764500000000,"item":{"type":"agentMessage","id":"it-1","text":"hi"}}}"#;
    let ServerNotification::ItemStarted {
        params,
        emitted_at_ms,
        ..
    } = round_trip(started)
    else {
        panic!("not item/started");
    };
    assert_eq!(emitted_at_ms, Some(1_764_500_000_000));
    assert_eq!(params.turn_id, "turn-1");
    assert!(
        matches!(&params.item, codex::ThreadItem::AgentMessage { id, text, .. } if id == "it-1" && text == "hi"),
        "{:?}",
        params.item
    );

    // An unknown method is not a notification of this protocol version: refused, not guessed.
    assert!(agent_approval::from_str::<ServerNotification>(
        r#"{"method":"turn/exploded","params":{}}"#
    )
    .is_err());
}

#[test]
fn client_requests_and_notifications() {
    let start = r#"{"id":1,"method":"thread/start","params":{"cwd":"/tmp/work"}}"#;
    let ClientRequest::ThreadStart { id, params, .. } = round_trip(start) else {
        panic!("not thread/start");
    };
    assert_eq!(id, RequestId::Integer(1));
    assert_eq!(params.cwd.as_deref(), Some("/tmp/work"));

    // `params: {"type": "null"}`, optional: a plain `Option<()>`, `None` either way, and absent
    // and `null` both come back as they were (`round_trip`).
    for logout in [
        r#"{"id":"a","method":"account/logout"}"#,
        r#"{"id":"a","method":"account/logout","params":null}"#,
    ] {
        let ClientRequest::AccountLogout { params: got, .. } = round_trip(logout) else {
            panic!("not account/logout");
        };
        assert_eq!(got, None, "{logout}");
    }

    let initialized: ClientNotification = round_trip(r#"{"method":"initialized"}"#);
    assert_eq!(
        initialized.method,
        codex::InitializedNotificationMethod::Initialized
    );
}

#[test]
fn the_json_rpc_envelope() {
    let cases = [
        (
            r#"{"id":3,"method":"turn/start","params":{"x":1}}"#,
            "request",
        ),
        (r#"{"method":"turn/completed","params":{}}"#, "notification"),
        (r#"{"id":3,"result":{"turn":{}}}"#, "response"),
        (
            r#"{"id":"3","error":{"code":-32601,"message":"no such method"}}"#,
            "error",
        ),
    ];
    for (text, kind) in cases {
        let message: JsonrpcMessage = round_trip(text);
        let got = match message {
            JsonrpcMessage::Request(_) => "request",
            JsonrpcMessage::Notification(_) => "notification",
            JsonrpcMessage::Response(_) => "response",
            JsonrpcMessage::Error(_) => "error",
            _ => "other",
        };
        assert_eq!(got, kind, "{text}");
    }
}

/// Responses to client requests are typed by the method's response type.
#[test]
fn responses_have_their_own_types() {
    let thread = r#"{"thread":{"id":"thr-1"}}"#;
    // `ThreadStartResponse` requires more than a bare thread: refused with a pointer.
    let err = agent_approval::from_str::<codex::ThreadStartResponse>(thread).unwrap_err();
    assert!(err.to_string().contains("is a required property"), "{err}");
    let _: codex::ConfigWriteResponse = agent_approval::from_str(
        r#"{"status":"ok","version":"v1","filePath":"/home/u/.codex/config.toml"}"#,
    )
    .unwrap_or_else(|e| panic!("{e}"));
}

/// Unknown properties are kept inside internally tagged variants, unit-like ones included
/// (`{"type":"dangerFullAccess","zzz":1}` kept `zzz`), and integral floats are integers inside
/// buffered shapes (`"id": 6.0` of an untagged `RequestId` inside a tagged `ServerRequest`).
#[test]
fn nothing_lost_inside_serde_shapes() {
    for policy in [
        r#"{"type":"dangerFullAccess","zzz":1}"#,
        r#"{"type":"readOnly","zzz":1}"#,
        r#"{"type":"readOnly","networkAccess":true,"zzz":[1,{"a":null}]}"#,
    ] {
        let text = format!(r#"{{"command":["ls"],"sandboxPolicy":{policy}}}"#);
        let params: codex::CommandExecParams = round_trip(&text);
        let back = serde_json::to_value(&params.sandbox_policy).unwrap();
        assert_eq!(
            back["zzz"],
            serde_json::from_str::<Value>(policy).unwrap()["zzz"]
        );
    }

    let request = r#"{"id":6,"method":"item/commandExecution/requestApproval","params":{"threadId":"t","turnId":"u","itemId":"i","startedAtMs":6,"kind":"humanCommand"}}"#;
    let ServerRequest::ItemCommandExecutionRequestApproval { id, params, .. } = round_trip(request)
    else {
        panic!("not a command approval");
    };
    assert_eq!(id, RequestId::Integer(6));
    assert_eq!(params.started_at_ms, 6);
    assert_eq!(
        params.kind,
        Some(codex::CommandExecutionApprovalKind::HumanCommand)
    );
}

/// Adjacently tagged in typify's model (`tag = "type", content = "activeFlags"`), serde would
/// drop every other property; the generator makes such an enum internally tagged where a
/// branch is open, its content a named field, so unknown properties come back whole and the
/// content is typed.
#[test]
fn adjacently_tagged_enums_keep_unknown_properties() {
    use codex::{ThreadActiveFlag, ThreadStatus, ThreadUnreadPosition};
    for text in [
        r#"{"type":"idle","zzz":1}"#,
        r#"{"type":"active","activeFlags":["waitingOnApproval"],"zzz":{"a":[1.5]}}"#,
        r#"{"type":"active","activeFlags":[]}"#,
    ] {
        let status: ThreadStatus = round_trip(text);
        if let ThreadStatus::Active { active_flags, .. } = &status {
            let want = if text.contains("waiting") {
                vec![ThreadActiveFlag::WaitingOnApproval]
            } else {
                vec![]
            };
            assert_eq!(active_flags, &want, "{text}");
        }
    }
    let turn: ThreadUnreadPosition = round_trip(r#"{"type":"turn","turnId":"t-1","note":null}"#);
    let ThreadUnreadPosition::Turn { turn_id, extra } = turn else {
        panic!("not a turn position");
    };
    assert_eq!(turn_id, "t-1");
    assert_eq!(extra.get("note"), Some(&Value::Null));
    // The content stays required: without it the engine refuses, as the schema does.
    assert!(agent_approval::from_str::<ThreadStatus>(r#"{"type":"active"}"#).is_err());
}

/// An integral float is an integer to JSON Schema, inside buffered serde shapes too: `"id"`
/// (an untagged `RequestId` inside the internally tagged `ServerRequest`) and `startedAtMs`
/// (a field of the tagged variant's params) take `6.0` and `6e0` as 6, and both come back as
/// numbers of the same value. A fraction or an integer out of range is still refused.
#[test]
fn integral_floats_are_integers_inside_buffered_enums() {
    let request = |id: &str, started: &str| {
        format!(
            r#"{{"id":{id},"method":"item/commandExecution/requestApproval","params":{{"threadId":"t","turnId":"u","itemId":"i","startedAtMs":{started}}}}}"#
        )
    };
    for (id, started) in [("6.0", "6"), ("6", "6.0"), ("6e0", "-6.0"), ("6.0", "1e3")] {
        let text = request(id, started);
        let ServerRequest::ItemCommandExecutionRequestApproval {
            id: got, params, ..
        } = round_trip::<ServerRequest>(&text)
        else {
            panic!("{text}: not a command approval");
        };
        assert_eq!(got, RequestId::Integer(6), "{text}");
        let want: f64 = started.parse().unwrap();
        #[allow(clippy::cast_precision_loss)]
        let got = params.started_at_ms as f64;
        assert!((got - want).abs() < f64::EPSILON, "{text}: {got}");
    }
    for (id, started) in [("6.5", "6"), ("6", "6.5"), ("6", "1e19"), ("1e300", "6")] {
        let text = request(id, started);
        assert!(
            agent_approval::from_str::<ServerRequest>(&text).is_err(),
            "{text}"
        );
    }
    // Outside a buffered shape too.
    let params: codex::CommandExecutionRequestApprovalParams =
        agent_approval::from_str(r#"{"threadId":"t","turnId":"u","itemId":"i","startedAtMs":6.0}"#)
            .unwrap();
    assert_eq!(params.started_at_ms, 6);
}

/// A notification with a property the schema does not name is valid (the branch is open):
/// it converts and comes back whole.
#[test]
fn client_notification_keeps_unknown_properties() {
    let _: ClientNotification = round_trip(r#"{"method":"initialized","params":{"a":1}}"#);
}

/// `ThreadItem` is an enum by its `type`, each variant named by the value, as Codex's own
/// `ThreadItem` is: `ThreadItem::CommandExecution { command, exit_code: Some(0), .. }`. Every
/// kind converts, typed (an `imageGeneration` item, whose nested `fileId`/`result` union once
/// left its variant uninhabited, then untyped, included), and comes back as it was.
#[test]
fn thread_items_are_an_enum_by_type() {
    let command = r#"{"type":"commandExecution","id":"c1","command":"ls","commandActions":[],"cwd":"/tmp","status":"completed","exitCode":0,"durationMs":null}"#;
    let item: codex::ThreadItem = round_trip(command);
    assert!(
        matches!(&item, codex::ThreadItem::CommandExecution { command, exit_code: Some(0), duration_ms: None, .. } if command == "ls"),
        "{item:?}"
    );
    // An `imageGeneration` item is one of two shapes, told apart by which of `fileId` and
    // `result` it has; `ThreadItem`'s `completedAtMs`/`startedAtMs` are in both.
    use codex::ImageGenerationThreadItem::{FileIdThreadItem, ResultThreadItem};
    let image: codex::ThreadItem = round_trip(
        r#"{"type":"imageGeneration","id":"g1","status":"completed","fileId":"file-1","startedAtMs":5}"#,
    );
    assert!(
        matches!(&image, codex::ThreadItem::ImageGeneration(FileIdThreadItem { file_id, status, started_at_ms: Some(5), extra, .. })
            if file_id == "file-1" && status == "completed" && extra.is_empty()),
        "{image:?}"
    );
    let image: codex::ThreadItem = round_trip(
        r#"{"type":"imageGeneration","id":"g2","status":"completed","result":"aGk=","revisedPrompt":null,"completedAtMs":null}"#,
    );
    assert!(
        matches!(&image, codex::ThreadItem::ImageGeneration(ResultThreadItem { result, revised_prompt: None, completed_at_ms: None, extra, .. })
            if result == "aGk=" && extra.is_empty()),
        "{image:?}"
    );
    // Neither `fileId` nor `result`: the schema refuses it, so does the crate.
    assert!(agent_approval::from_str::<codex::ThreadItem>(
        r#"{"type":"imageGeneration","id":"g3","status":"completed"}"#
    )
    .is_err());
    // `UserInput` likewise: `UserInput::Text`, `UserInput::Image(..)` for its `url`/`fileId`
    // union.
    let text: codex::UserInput = round_trip(r#"{"type":"text","text":"hi"}"#);
    assert!(matches!(&text, codex::UserInput::Text { text, .. } if text == "hi"));
    let image: codex::UserInput = round_trip(r#"{"type":"image","url":"https://x/y.png"}"#);
    assert!(matches!(image, codex::UserInput::Image(_)), "{image:?}");
}

/// What codex 0.171.0 changed: `AgentMessageDisplay` is an enum by `mode` (it was an object
/// with `action`), whose open variants keep unknown properties and a `null` they were given;
/// new methods on both sides.
#[test]
fn what_codex_0_171_0_changed() {
    use codex::{AgentMessageDisplay, AgentMessageModeration, BlockReason, TrustedContacts};
    let display = |text: &str| {
        let moderation: AgentMessageModeration =
            round_trip(&format!(r#"{{"moderated":true,"display":{text}}}"#));
        moderation.display.expect("a display")
    };
    for text in [
        r#"{"mode":"show","version":1,"trustedContacts":"check"}"#,
        r#"{"mode":"show","version":1,"trustedContacts":"check","annotation":null}"#,
        r#"{"mode":"show","version":1,"trustedContacts":"check","annotation":{"kind":"wellbeingHelpline","subject":"answer"},"zzz":1}"#,
    ] {
        let AgentMessageDisplay::Show {
            trusted_contacts,
            annotation,
            ..
        } = display(text)
        else {
            panic!("{text}: not show");
        };
        assert_eq!(trusted_contacts, TrustedContacts::Check, "{text}");
        assert_eq!(annotation.is_some(), text.contains("wellbeing"), "{text}");
    }
    let hide = r#"{"mode":"hide","version":1,"replacement":{"kind":"wellbeingPromptHelpline"}}"#;
    assert!(matches!(display(hide), AgentMessageDisplay::Hide { .. }));
    let block = r#"{"mode":"block","version":1,"reason":{"kind":"cyber","trustedAccess":null}}"#;
    let AgentMessageDisplay::Block { reason, .. } = display(block) else {
        panic!("not block");
    };
    assert!(
        matches!(
            reason,
            BlockReason::Cyber {
                trusted_access: None,
                ..
            }
        ),
        "{reason:?}"
    );
    // The 0.169.0 shape, an unknown mode, another version: refused.
    for text in [
        r#"{"action":"show"}"#,
        r#"{"mode":"fade","version":1}"#,
        r#"{"mode":"hide","version":2,"replacement":{"kind":"wellbeingPromptHelpline"}}"#,
    ] {
        let payload = format!(r#"{{"moderated":true,"display":{text}}}"#);
        assert!(
            agent_approval::from_str::<AgentMessageModeration>(&payload).is_err(),
            "{text}"
        );
    }

    let partial = r#"{"method":"thread/search/partial","params":{"requestId":7,"data":[]}}"#;
    let ServerNotification::ThreadSearchPartial { params, .. } = round_trip(partial) else {
        panic!("not thread/search/partial");
    };
    assert_eq!(params.request_id, RequestId::Integer(7));
    let set = r#"{"id":1,"method":"modelProvider/default/set","params":{"providerId":"mock"}}"#;
    let ClientRequest::ModelProviderDefaultSet { params, .. } = round_trip(set) else {
        panic!("not modelProvider/default/set");
    };
    assert_eq!(params.provider_id, "mock");
}

/// An integer's width is the one its `format` names, as in Codex's own types (`exitCode`,
/// `format: int32`, is `Option<i32>`). A conforming validator does not assert `int32`, so a
/// larger exit code is valid JSON Schema; it is refused as unrepresentable, naming the width,
/// never wrapped (the known limit in the crate docs).
#[test]
fn integers_have_the_width_their_format_names() {
    let item = |exit: &str| {
        format!(
            r#"{{"type":"commandExecution","id":"c1","command":"ls","commandActions":[],"cwd":"/tmp","status":"completed","exitCode":{exit}}}"#
        )
    };
    for (exit, want) in [
        ("0", Some(0)),
        ("-1", Some(-1)),
        ("2147483647", Some(i32::MAX)),
    ] {
        let parsed: codex::ThreadItem = round_trip(&item(exit));
        let codex::ThreadItem::CommandExecution { exit_code, .. } = parsed else {
            panic!("{exit}: not a command execution");
        };
        let exit_code: Option<i32> = exit_code;
        assert_eq!(exit_code, want, "{exit}");
    }
    for exit in ["2147483648", "-2147483649", "9223372036854775807"] {
        let err = agent_approval::from_str::<codex::ThreadItem>(&item(exit)).unwrap_err();
        let [violation] = err.validation_errors() else {
            panic!("{exit}: {err}");
        };
        let agent_approval::ValidationErrorKind::Unrepresentable { reason } = violation.kind()
        else {
            panic!("{exit}: {err}");
        };
        assert!(
            reason.contains(&format!("integer `{exit}`, expected i32")),
            "{reason}"
        );
        // `ThreadItem` is internally tagged: serde buffers it, so the pointer is the item's.
        assert!(
            "/exitCode".starts_with(violation.instance_path()),
            "{exit}: {err}"
        );
    }
}

#[test]
fn codex_error_info_is_an_enum_by_name() {
    use codex::CodexErrorInfo as E;
    type Check = fn(&E) -> bool;
    // Each value, and the variant it reads as: a name, a name with its data, or the rest.
    let cases: [(&str, Check); 9] = [
        (r#""contextWindowExceeded""#, |e| {
            matches!(e, E::ContextWindowExceeded)
        }),
        (r#""other""#, |e| matches!(e, E::Other)),
        (r#""inferenceHookDenied""#, |e| {
            matches!(e, E::InferenceHookDenied)
        }),
        (
            r#"{"httpConnectionFailed":{"httpStatusCode":502}}"#,
            |e| matches!(e, E::HttpConnectionFailed(f) if f.http_status_code == Some(502)),
        ),
        (
            r#"{"httpConnectionFailed":{"httpStatusCode":null,"x":1}}"#,
            |e| matches!(e, E::HttpConnectionFailed(f) if f.http_status_code.is_none() && f.extra.len() == 1),
        ),
        (r#"{"activeTurnNotSteerable":{"turnKind":"review"}}"#, |e| {
            matches!(e, E::ActiveTurnNotSteerable(_))
        }),
        // A name Codex may add later, any other object: the rest, as they came.
        (
            r#""quotaMoved""#,
            |e| matches!(e, E::Unknown(codex::CodexErrorInfoUnknown::String(s)) if s == "quotaMoved"),
        ),
        // A name as a key is no name (the derive of an externally tagged enum would read it
        // as one and write `"contextWindowExceeded"` back).
        (r#"{"contextWindowExceeded":null}"#, |e| {
            matches!(e, E::Unknown(codex::CodexErrorInfoUnknown::Object(_)))
        }),
        // Two keys, or a key whose value is not its data: the rest.
        (
            r#"{"httpConnectionFailed":{},"responseStreamDisconnected":{}}"#,
            |e| matches!(e, E::Unknown(codex::CodexErrorInfoUnknown::Object(o)) if o.len() == 2),
        ),
    ];
    for (text, check) in cases {
        let value: E = round_trip(text);
        assert!(check(&value), "{text}: {value:?}");
        // Inside a message, too.
        let error = format!(r#"{{"message":"m","codexErrorInfo":{text}}}"#);
        let turn: codex::TurnError = round_trip(&error);
        assert!(check(turn.codex_error_info.as_ref().unwrap()), "{error}");
    }
    // A key whose value is not its object: the schema's rest accepts it, and so does the type.
    let odd: E = round_trip(r#"{"httpConnectionFailed":5}"#);
    assert!(
        matches!(odd, E::Unknown(codex::CodexErrorInfoUnknown::Object(_))),
        "{odd:?}"
    );
}
