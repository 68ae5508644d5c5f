//! `codex_client::Client` over scripted pipes: the handshake, typed requests matched by id,
//! server requests answered through the handler (also while a request waits), file paths from
//! `item/started`, and every kind of bad input: a clear error or event, or a JSON-RPC error
//! answer; never a panic, never a lost request. Request lines are real Codex 0.169.0 lines.

use std::io::{BufRead, BufReader, Write};
use std::time::Duration;

use agent_approval::codex::{
    InitializeParams, InitializeResponse, ServerRequest, TurnStartResponse,
};
use agent_approval::codex_client::{
    Approval, Approvals, Client, Decision, DeclineAll, ErrorKind, Event, Malformed, Reply, Unnamed,
    INTERNAL_ERROR, INVALID_PARAMS, METHOD_NOT_FOUND,
};
use agent_approval::oversight::Gate;
use serde_json::{json, Value};

const COMMAND: &str = r#"{"method":"item/commandExecution/requestApproval","id":0,"params":{"kind":"command","threadId":"01a23094-144d-7a53-86d9-e8fd3340eb04","turnId":"01a23094-1474-7013-8acf-b701b9a0a9da","itemId":"call-1","startedAtMs":1796111340844,"environmentId":"local","reason":"make a file","command":"/bin/bash -lc 'touch accepted.txt'","cwd":"/tmp/cc/work","commandActions":[{"type":"unknown","command":"touch accepted.txt"}],"proposedExecpolicyAmendment":["touch","accepted.txt"],"availableDecisions":["accept",{"acceptWithExecpolicyAmendment":{"execpolicy_amendment":["touch","accepted.txt"]}},"cancel"]}}"#;
const FILE_STARTED: &str = r#"{"method":"item/started","params":{"item":{"type":"fileChange","id":"call-2","changes":[{"path":"/tmp/cc/work/hello.txt","kind":{"type":"add"},"diff":"hello\n"}],"status":"inProgress","startedAtMs":1796111341100,"completedAtMs":null},"threadId":"01a23094-144d-7a53-86d9-e8fd3340eb04","turnId":"01a23094-1474-7013-8acf-b701b9a0a9da","startedAtMs":1796111341100},"emittedAtMs":1796111341100}"#;
const FILE_CHANGE: &str = r#"{"method":"item/fileChange/requestApproval","id":1,"params":{"threadId":"01a23094-144d-7a53-86d9-e8fd3340eb04","turnId":"01a23094-1474-7013-8acf-b701b9a0a9da","itemId":"call-2","startedAtMs":1796111341102,"reason":null,"grantRoot":null}}"#;
const STATUS: &str = r#"{"method":"thread/status/changed","params":{"threadId":"01a23094-144d-7a53-86d9-e8fd3340eb04","status":{"type":"idle"}},"emittedAtMs":1796111341229}"#;
const INIT_RESULT: &str =
    r#"{"userAgent":"t/0.169.0","codexHome":"/h","platformFamily":"unix","platformOs":"linux"}"#;
const TURN_RESULT: &str = r#"{"turn":{"id":"t1","rootTurnId":"t1","items":[],"itemsView":"notLoaded","status":"inProgress","error":null,"startedAt":null,"completedAt":null,"durationMs":null}}"#;

/// The far end of the pipes: what the fake Codex writes and reads.
struct Peer {
    to_client: std::io::PipeWriter,
    from_client: BufReader<std::io::PipeReader>,
}

impl Peer {
    fn say(&mut self, line: &str) {
        writeln!(self.to_client, "{line}").unwrap();
    }
    fn heard(&mut self) -> Value {
        let mut line = String::new();
        self.from_client.read_line(&mut line).unwrap();
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line:?}"))
    }
}

fn connect<A: Approvals>(approvals: A) -> (Client<A>, Peer) {
    let (client_reads, to_client) = std::io::pipe().unwrap();
    let (from_client, client_writes) = std::io::pipe().unwrap();
    let client = Client::connect(client_reads, client_writes, approvals)
        .unwrap()
        .with_request_timeout(Duration::from_secs(5))
        .with_event_timeout(Duration::from_secs(5));
    let peer = Peer {
        to_client,
        from_client: BufReader::new(from_client),
    };
    (client, peer)
}

fn init_params() -> InitializeParams {
    agent_approval::from_value(json!({"clientInfo": {"name": "t", "version": "1"}})).unwrap()
}

fn gate(claim: &str) -> Gate {
    Gate::new(&agent_approval::from_str(claim).unwrap())
}

/// Records what the handler was shown.
#[derive(Default)]
struct Seen(Vec<Shown>);

/// (method, actions, paths)
type Shown = (String, Result<Vec<String>, Unnamed>, Vec<String>);

impl Approvals for Seen {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        self.0.push((
            approval.method(),
            approval
                .actions()
                .map(<[String]>::to_vec)
                .map_err(Clone::clone),
            approval.paths().to_vec(),
        ));
        Decision::Accept
    }
}

#[test]
fn the_handshake_and_a_typed_request_matched_by_id() {
    let (mut client, mut peer) = connect(DeclineAll);
    peer.say(&format!(r#"{{"id":0,"result":{INIT_RESULT}}}"#));
    peer.say(&format!(r#"{{"id":1,"result":{TURN_RESULT}}}"#));
    let init: InitializeResponse = client.initialize(init_params()).unwrap();
    assert_eq!(init.user_agent, "t/0.169.0");
    let turn: TurnStartResponse = client
        .call(
            "turn/start",
            &json!({"threadId": "th", "input": [{"type": "text", "text": "hi"}]}),
        )
        .unwrap();
    assert_eq!(turn.turn.id, "t1");
    assert_eq!(
        peer.heard(),
        json!({"id": 0, "method": "initialize", "params": {"clientInfo": {"name": "t", "version": "1"}}})
    );
    assert_eq!(peer.heard(), json!({"method": "initialized"}));
    let turn_start = peer.heard();
    assert_eq!(
        (turn_start["id"].clone(), turn_start["method"].clone()),
        (json!(1), json!("turn/start"))
    );
}

#[test]
fn a_server_request_while_a_request_waits_is_answered_first() {
    let (mut client, mut peer) = connect(gate(r#"{"level":"none"}"#));
    peer.say(COMMAND);
    peer.say(&format!(r#"{{"id":0,"result":{INIT_RESULT}}}"#));
    client.initialize(init_params()).unwrap();
    assert_eq!(peer.heard()["method"], "initialize");
    assert_eq!(
        peer.heard(),
        json!({"id": 0, "result": {"decision": "accept"}})
    );
    assert_eq!(peer.heard(), json!({"method": "initialized"}));
    let Event::Answered(answered) = client.next_event().unwrap() else {
        panic!()
    };
    assert_eq!(answered.actions, Ok(vec!["exec.touch".to_owned()]));
    assert_eq!(answered.reply.decision(), Some(Decision::Accept));
    assert!(matches!(
        answered.request,
        ServerRequest::ItemCommandExecutionRequestApproval { .. }
    ));
}

#[test]
fn a_file_change_reaches_the_handler_with_the_paths_of_its_item_started() {
    let (mut client, mut peer) = connect(Seen::default());
    peer.say(FILE_STARTED);
    peer.say(FILE_CHANGE);
    assert!(matches!(
        client.next_event().unwrap(),
        Event::Notification(_)
    ));
    assert!(matches!(client.next_event().unwrap(), Event::Answered(_)));
    assert_eq!(
        client.approvals().0,
        [(
            "item/fileChange/requestApproval".to_owned(),
            Ok(vec!["fs.write".to_owned()]),
            vec!["/tmp/cc/work/hello.txt".to_owned()],
        )]
    );
    assert_eq!(
        peer.heard(),
        json!({"id": 1, "result": {"decision": "accept"}})
    );
}

#[test]
fn a_file_change_without_item_started_needs_a_human() {
    // The gate lets every named action through; a change whose files nobody named is declined.
    let (mut client, mut peer) = connect(gate(r#"{"level":"none"}"#));
    peer.say(FILE_CHANGE);
    let Event::Answered(answered) = client.next_event().unwrap() else {
        panic!()
    };
    assert_eq!(answered.actions, Err(Unnamed::NoFiles));
    assert_eq!(
        peer.heard(),
        json!({"id": 1, "result": {"decision": "decline"}})
    );
}

#[test]
fn bad_input_is_reported_and_reading_goes_on() {
    let (mut client, mut peer) = connect(DeclineAll);
    for line in [
        "not json",
        "[1,2]",
        r#"{"foo":1}"#,
        r#"{"id":99,"result":{}}"#,
        r#"{"method":"no/such/notification","params":{}}"#,
        r#"{"method":"turn/completed","params":{}}"#,
        STATUS,
    ] {
        peer.say(line);
    }
    let mut events = Vec::new();
    for _ in 0..7 {
        events.push(client.next_event().unwrap());
    }
    let kinds: Vec<String> = events
        .iter()
        .map(|e| match e {
            Event::Malformed(Malformed::NotJson { line, .. }) => format!("{line}: not json"),
            Event::Malformed(Malformed::NotJsonRpc { line }) => format!("{line}: not json-rpc"),
            Event::Malformed(Malformed::UnmatchedResponse { line, id }) => {
                format!("{line}: unmatched {id}")
            }
            Event::Malformed(Malformed::UnknownNotification { line, method, .. }) => {
                format!("{line}: unknown {method}")
            }
            Event::Malformed(Malformed::InvalidNotification { line, method, .. }) => {
                format!("{line}: invalid {method}")
            }
            Event::Notification(_) => "notification".to_owned(),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "1: not json",
            "2: not json-rpc",
            "3: not json-rpc",
            "4: unmatched 99",
            "5: unknown no/such/notification",
            "6: invalid turn/completed",
            "notification",
        ]
    );
}

#[test]
fn requests_the_client_cannot_type_get_json_rpc_errors() {
    let (mut client, mut peer) = connect(DeclineAll);
    peer.say(r#"{"id":7,"method":"no/such/method","params":{}}"#);
    peer.say(r#"{"id":"s-1","method":"item/fileChange/requestApproval","params":{"threadId":1}}"#);
    let refused: Vec<(Value, i64)> = (0..2)
        .map(|_| match client.next_event().unwrap() {
            Event::Refused { id, code, .. } => (serde_json::to_value(id).unwrap(), code),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        refused,
        [(json!(7), METHOD_NOT_FOUND), (json!("s-1"), INVALID_PARAMS)]
    );
    let unknown = peer.heard();
    assert_eq!(
        (unknown["id"].clone(), unknown["error"]["code"].clone()),
        (json!(7), json!(-32601))
    );
    let invalid = peer.heard();
    assert_eq!(invalid["id"], "s-1");
    assert_eq!(invalid["error"]["code"], -32602);
    assert!(
        invalid["error"]["message"]
            .as_str()
            .unwrap()
            .contains("/params/threadId"),
        "{invalid}"
    );
}

#[test]
fn the_process_dying_names_the_unanswered_request() {
    let (mut client, peer) = connect(DeclineAll);
    drop(peer.to_client);
    let err = client.initialize(init_params()).unwrap_err();
    let ErrorKind::Exited { pending, .. } = err.kind() else {
        panic!("{err}")
    };
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].1, "initialize");
    assert_eq!(
        err.to_string(),
        "codex closed its output; unanswered: initialize (id 0)"
    );
    // Every later call says the same, at once.
    assert!(client.next_event().unwrap_err().is_exited());
}

#[test]
fn a_hanging_process_times_out_and_its_late_answer_is_reported() {
    let (client, mut peer) = connect(DeclineAll);
    let mut client = client.with_request_timeout(Duration::from_millis(100));
    let err = client.initialize(init_params()).unwrap_err();
    assert!(err.is_timeout(), "{err}");
    assert_eq!(
        err.to_string(),
        "no answer from codex to initialize within 100ms"
    );
    peer.say(&format!(r#"{{"id":0,"result":{INIT_RESULT}}}"#));
    match client.next_event().unwrap() {
        Event::Malformed(Malformed::LateResponse { method, .. }) => {
            assert_eq!(method, "initialize")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_codex_error_answer_is_an_rpc_error() {
    let (mut client, mut peer) = connect(DeclineAll);
    peer.say(r#"{"id":0,"error":{"code":-32600,"message":"Not initialized"}}"#);
    let err = client
        .call::<_, TurnStartResponse>("turn/start", &json!({"threadId": "x", "input": []}))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "codex refused turn/start: Not initialized (code -32600)"
    );
}

#[test]
fn a_request_not_valid_is_not_sent() {
    let (mut client, _peer) = connect(DeclineAll);
    let err = client
        .call::<_, TurnStartResponse>("turn/start", &json!({"threadId": 5}))
        .unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::InvalidRequest { .. }),
        "{err}"
    );
    let err = client
        .call::<_, TurnStartResponse>("no/such/method", &json!({}))
        .unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::InvalidRequest { .. }),
        "{err}"
    );
}

/// A handler whose answer is for another method.
struct Wrong;

impl Approvals for Wrong {
    fn decide(&mut self, _: &Approval<'_>) -> Decision {
        Decision::Accept
    }
    fn reply(&mut self, _: &Approval<'_>) -> Reply {
        let file: ServerRequest = agent_approval::from_str(FILE_CHANGE).unwrap();
        Reply::from_decision(&file, Decision::Accept)
    }
}

#[test]
fn a_handler_answer_for_another_method_is_an_internal_error() {
    let (mut client, mut peer) = connect(Wrong);
    peer.say(COMMAND);
    let Event::Answered(answered) = client.next_event().unwrap() else {
        panic!()
    };
    assert!(matches!(
        answered.reply,
        Reply::Error {
            code: INTERNAL_ERROR,
            ..
        }
    ));
    let written = peer.heard();
    assert_eq!(written["id"], 0);
    assert_eq!(written["error"]["code"], -32603);
}

#[test]
fn decisions_a_command_request_does_not_offer() {
    let command: Value = serde_json::from_str(COMMAND).unwrap();
    let with = |patch: Value| {
        let mut request = command.clone();
        for (k, v) in patch.as_object().unwrap() {
            request["params"][k] = v.clone();
        }
        agent_approval::from_value::<ServerRequest>(request).unwrap()
    };
    let word = |request: &ServerRequest, decision| {
        let reply = Reply::from_decision(request, decision);
        serde_json::to_value(reply.result().unwrap().unwrap()).unwrap()["decision"].clone()
    };
    let offered = with(json!({}));
    assert_eq!(word(&offered, Decision::Accept), "accept");
    assert_eq!(
        word(&offered, Decision::AcceptForSession),
        "decline",
        "not offered"
    );
    assert_eq!(
        word(&offered, Decision::Decline),
        "decline",
        "a refusal is always allowed"
    );
    assert_eq!(word(&offered, Decision::Cancel), "cancel");
    let human = with(json!({"kind": "humanCommand", "availableDecisions": null}));
    assert_eq!(word(&human, Decision::AcceptForSession), "decline");
    assert_eq!(word(&human, Decision::Accept), "accept");
    let open = with(json!({"availableDecisions": null}));
    assert_eq!(word(&open, Decision::AcceptForSession), "acceptForSession");
}
