//! Typed, validated messages for AI-agent approval and oversight protocols.
//!
//! When an agent wants to run a command, publish a page or make a payment, a human (or a
//! policy) approves or denies it. This crate gives the programs on that path Rust types for the
//! messages involved, generated at build time from the protocols' own JSON Schemas (vendored in
//! `schemas/`), so they never drift from the wire format:
//!
//! | module | schema | what it is |
//! |---|---|---|
//! | `codex` | the whole Codex app-server protocol of codex-cli 0.171.0 (draft-07): `ClientRequest`, `ServerRequest`, `ServerNotification`, `ClientNotification`, `JSONRPCMessage` and every client request's response | every message either side sends, dispatched by `method` (`ServerNotification::TurnCompleted { params, .. }`, `ClientRequest::ThreadStart { id, params, .. }`), the JSON-RPC envelope (`JsonrpcMessage`, `JsonrpcRequest`, `JsonrpcResponse`, `JsonrpcError`), and the result of each client request (`ThreadStartResponse`, `TurnStartResponse`, …) |
//! | `codex::v1` | Codex app-server `ExecCommandApprovalResponse`, `ApplyPatchApprovalResponse` (draft-07) | the v1 `ReviewDecision` a human gives a command or a patch |
//! | `codex::v2` | the responses to the other server requests: `CommandExecutionRequestApprovalResponse`, `FileChangeRequestApprovalResponse`, `PermissionsRequestApprovalResponse`, `ToolRequestUserInputResponse`, `McpServerElicitationRequestResponse`, `DynamicToolCallResponse`, `ChatgptAuthTokensRefreshResponse`, `AttestationGenerateResponse` (draft-07) | the v2 decisions and answers |
//! | [`aap`] | Agent Authorization Profile claims (2020-12): `oversight` and the whole family ([`aap::Token`], `Agent`, `Task`, …) | which actions need approval or a notification, where to ask, who supervises, the approval timeout; the token that carries it |
//! | [`oversight`] | (hand-written) | the gate: what an action requires under a claim, and the verdict for a human's answer |
//! | `convert` | (hand-written) | Codex v1 ⇄ v2 decisions, and which decisions a command request's `kind` takes |
//! | `codex_client` | (hand-written) | drives a real `codex app-server`, answering its approvals through the gate |
//! | `aap_auth` | (hand-written) | an AAP resource server: bearer and DPoP tokens verified, each request authorized |
//!
//! Reading, judging and converting are `agent-approval-runtime`'s, re-exported here
//! ([`from_str`], [`from_slice`], [`from_value`], [`validate_value`], [`Validate`],
//! [`Unchecked`], [`Error`], [`Limits`]) and whole as [`runtime`]: its crate docs say what
//! "validated" means, the limits and the errors. A crate generating types for its own schemas
//! depends on the runtime and the generator, `agent-approval-codegen`, not on this crate.
//!
//! [`from_str`], [`from_slice`] and [`from_value`] accept a payload exactly when a conforming
//! JSON Schema validator (with format assertion) accepts it, and otherwise report every
//! violation with its JSON pointer. Parsing then serializing gives back the same JSON:
//! unknown properties are kept where the schema allows them, and an absent list stays absent.
//!
//! ```
//! use agent_approval::aap::OversightClaim;
//!
//! let claim: OversightClaim = agent_approval::from_str(
//!     r#"{"level":"approval","requires_human_approval_for":["cms.publish"],"approval_timeout":3600}"#,
//! )?;
//! assert_eq!(claim.approval_timeout_duration(), Some(std::time::Duration::from_secs(3600)));
//!
//! let err = agent_approval::from_str::<OversightClaim>(
//!     r#"{"requires_human_approval_for":["ok", "1bad"],"approval_timeout":0}"#,
//! )
//! .unwrap_err();
//! assert_eq!(err.validation_errors().len(), 2);
//! # Ok::<(), agent_approval::Error>(())
//! ```
//!
//! # The Codex types beside Codex's Rust
//!
//! The generated `codex` types read like Codex's own Rust protocol types (codex-rs
//! `app-server-protocol`): unions are enums named by their tag, an optional property is a plain
//! `Option` (absent and `null` both read as `None`, and which was which is kept for serializing
//! back), a struct whose properties are all optional is `Default`, and one with required
//! properties has `new` (struct variants a function each, `UserInput::text(..)`) when a client
//! sends it: what a client only receives (the server's requests and notifications, the
//! responses) has none (`constructors = false` in `schemas/manifest.toml`). The types a client
//! touches:
//!
//! | Codex's Rust | ours (in `agent_approval::codex`) | difference |
//! |---|---|---|
//! | `ServerRequest` (common.rs) | `#[serde(tag = "method")]` enum: `ItemCommandExecutionRequestApproval { id, params }`, `ItemToolCall {..}` | same 10 methods; variants named after the wire method (`Item…`); field `id` (Codex: `request_id` renamed "id") |
//! | `ServerNotification` (common.rs) | `#[serde(tag = "method")]` enum: `ItemCompleted { emitted_at_ms: Option<i64>, params }`, `ThreadCompacted {..}` | struct variants with a `params` field, plus `emitted_at_ms`; renamed: `AgentMessageDelta`→`ItemAgentMessageDelta` |
//! | `ThreadItem` (v2/item.rs) | `#[serde(tag = "type")]` enum: `CommandExecution { id, command, exit_code: Option<i32>, .. }`, `WebSearch { id, .. }` | newtype variants are struct variants; `source` is `Option`; adds `started_at_ms`/`completed_at_ms` |
//! | `UserInput` (v2/turn.rs) | `#[serde(tag = "type")]` enum: `Text { text_elements: Option<Vec<_>>, .. }`, `Image(ImageUserInput)`, `Skill { path: String, .. }` | `Image` wraps an untagged enum (`UrlUserInput`/`FileIdUserInput`); paths are `String`; adds `Audio`, `LocalAudio` |
//! | `CommandAction` (v2/item.rs) | `#[serde(tag = "type")]` enum: `Read { command, name, path }`, `ListFiles { command, path: Option<String> }` | none |
//! | `PatchChangeKind` (v2/item.rs) | `#[serde(tag = "type")]` enum: `Add { .. }`, `Delete { .. }`, `Update { move_path: Option<String> }` | `Add`/`Delete` are struct variants holding only `extra`, so match them as `Add { .. }`; `move_path` is `String` |
//! | `CodexErrorInfo` (v2/shared.rs) | externally tagged enum: `ContextWindowExceeded`, `Other`, `HttpConnectionFailed(CodexErrorInfoHttpConnectionFailed)` (`http_status_code: Option<u16>`), then `#[serde(untagged)] Unknown(CodexErrorInfoUnknown)` for any other string or object the schema lets through | variants with data are newtypes of a struct, not struct variants; adds `Unknown` |
//! | `FileUpdateChange` (v2/item.rs) | struct `{ path: String, kind: PatchChangeKind, diff: String }` | none |
//! | `CommandExecutionRequestApprovalParams` (v2/item.rs) | struct `{ kind: Option<CommandExecutionApprovalKind>, item_id, started_at_ms: i64, command, .. }` | `kind` is `Option`; `proposed_execpolicy_amendment` is `Option<Vec<String>>`; no experimental fields |
//! | `CommandExecutionRequestApprovalResponse` (v2/item.rs) | struct `{ decision: CommandExecutionApprovalDecision }` | none |
//! | `CommandExecutionApprovalDecision` (v2/item.rs) | same variants: `Accept`, `AcceptWithExecpolicyAmendment { execpolicy_amendment: Vec<String> }`, `Cancel` | amendment is a plain `Vec<String>`; an identical copy is also emitted as `codex::CommandExecutionApprovalDecision` |
//! | `FileChangeRequestApprovalParams` (v2/item.rs) | struct `{ thread_id, item_id, started_at_ms: i64, reason: Option<String>, grant_root: Option<String> }` | `grant_root` is `String` |
//! | `FileChangeApprovalDecision` (v2/item.rs) | unit enum (`Copy`, `FromStr`): `Accept`, `AcceptForSession`, `Decline`, `Cancel` | none (response type: `codex::v2::FileChangeRequestApprovalResponse`) |
//! | `ReviewDecision` (codex_protocol, used by v1) | same variants: `ApprovedExecpolicyAmendment { proposed_execpolicy_amendment: Vec<String> }`, `Denied { rejection: String }` | Codex's `rejection` wraps `Option<String>`, and Codex also accepts a bare `"denied"`; ours requires a `String` |
//! | `ExecCommandApprovalParams` (v1.rs) | struct `{ conversation_id: ThreadId, call_id, approval_id, command: Vec<String>, cwd: String, .. }` | `cwd` is `String`; our `ThreadId` is `ThreadId(pub String)` |
//! | `ThreadStartParams` (v2/thread.rs) | struct `{ model: Option<String>, service_tier: Option<String>, config: Option<serde_json::Map<..>>, .. }` | `service_tier` is a single `Option`; no experimental fields (`permissions`, `environments`, `dynamic_tools`) |
//! | `TurnStartParams` (v2/turn.rs) | struct `{ thread_id, input: Vec<UserInput>, cwd: Option<String>, service_tier: Option<String>, .. }` | `cwd` is `String`; no experimental fields (`environments` etc.); adds fields such as `parent_turn_id` |
//!
//! Systematically: integers are `i64` (or `u64` with `minimum: 0`) whatever the schema's
//! `format`; paths are `String`; Codex's transparent newtypes are inlined; the vendored schemas
//! are Codex's stable ones, without its experimental fields; every struct keeps unknown properties
//! in `extra`.
//!
//! A union stays `#[serde(untagged)]` only where no property holds a constant telling its
//! branches apart. In the vendored schemas (`tests/docs.rs` keeps this list complete):
//!
//! | untagged enum | its branches differ by |
//! |---|---|
//! | `codex::RequestId`, `codex::FunctionCallOutputBody`, `codex::ThreadItemsListCursor`, `codex::ThreadListCwdFilter`, `codex::ForcedChatgptWorkspaceIds`, `codex::CodexErrorInfoUnknown`, `aap::TokenAud` | JSON type (a string, or an integer, array or object) |
//! | `codex::ImageUserInput`, `codex::AudioUserInput`, `codex::InputImageContentItem`, `codex::InputAudioContentItem`, `codex::InputImageFunctionCallOutputContentItem`, `codex::InputAudioFunctionCallOutputContentItem` | which property is required: a URL, or a `fileId`; a first variant holds a value with both (`UrlAndFileIdUserInput { url, file_id, .. }`: the schema's branches are open, so such a value meets both) |
//! | `codex::ImageGenerationThreadItem` | which property is required: `fileId` or `result` (the one a `ThreadItem::ImageGeneration` holds); first `FileIdAndResultThreadItem` for a value with both, which Codex's rollouts written during its migration hold (Codex's Rust keeps the file and drops `result`; ours keeps both, typed) |
//! | `codex::ResourceContent` | which property is required: `text` or `blob` (each beside a `uri`); first `TextAndBlob` for a value with both |
//! | `codex::McpElicitationSingleSelectEnumSchema` | which property is required: `enum` (untitled) or `oneOf` (titled) |
//! | `codex::JsonrpcMessage` | which properties are present: `method` and `id` (request), `method` alone (notification), `result` or `error` (response); tried in that order, so a value two of them hold (`{"id", "method", "error"}`) is the first one's, the other's properties in its `extra`: the one coarsening `cargo build` reports for the vendored schemas |
//!
//! # Features
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `codex` | on | the `codex` modules, `convert`, `codex_client` and the gate's Codex verdicts. `default-features = false` builds only the AAP types: the Codex protocol is about 77,000 of the 79,000 generated lines, which every rebuild of the library compiles again (26–33 s for the crate alone on the machine of BENCHMARKS.md, half what it took before issue 32; AAP alone, 2,000 lines) |
//! | `aap-auth` | on | `aap_auth`, the resource-server verifier: jsonwebtoken's RustCrypto backend (pure Rust, no C toolchain) for signatures, `sha2` for proof of possession |
//! | `aap-remote-keys` | on | `aap_auth::RemoteJwks`, the issuer's keys fetched over HTTPS (ureq, rustls with the ring provider, which compiles C) |
//! | `compiled` | off | the engine's compiled validator beside each root type, reading the tape: every entry point judges with it, error reports still come from the interpreted engine (the runtime's crate docs) |
//! | `compiled-value` | off | also the compiled validator over `serde_json::Value`s, as `#[jsonschema::validator]` writes it, which no entry point uses: for the benchmarks and the agreement tests |
//!
//! # Every path judges
//!
//! serde's `Deserialize` on every generated type judges the JSON before a value exists,
//! whoever calls it; a refusal through serde is the format's error, its message the first
//! violation with its pointer. The one unjudged door is named [`Unchecked`]:
//!
//! ```
//! use agent_approval::codex::v1::ExecCommandApprovalResponse;
//!
//! let forged = r#"{"decision":{"approved":null}}"#;
//! let err = serde_json::from_str::<ExecCommandApprovalResponse>(forged).unwrap_err();
//! assert!(err.to_string().contains("at /decision"));
//! ```
//!
//! # Errors a person can act on
//!
//! A tagged union that gets one branch's key reports that branch's own errors at their own
//! pointers; a near miss gets a suggestion; otherwise the error names the shapes the union
//! accepts:
//!
//! ```
//! use agent_approval::codex::{v1::ExecCommandApprovalResponse, v2::CommandExecutionRequestApprovalResponse};
//!
//! let v1 = |text| agent_approval::from_str::<ExecCommandApprovalResponse>(text).unwrap_err().to_string();
//! let v2 = |text| agent_approval::from_str::<CommandExecutionRequestApprovalResponse>(text).unwrap_err().to_string();
//! assert_eq!(
//!     v1(r#"{"decision":{"network_policy_amendment":{"network_policy_amendment":{"action":"ALLOW","host":"h"}}}}"#),
//!     r#""ALLOW" is not one of "allow", "deny"; did you mean "allow"? at /decision/network_policy_amendment/network_policy_amendment/action"#,
//! );
//! assert_eq!(v1(r#"{"decision":"approve"}"#), r#""approve" is not a valid decision; did you mean "approved"? at /decision"#);
//! assert_eq!(
//!     v1(r#"{"decision":{"approved_execpolicy_amendment":{"proposed_execpolicy_amendment":{"command":["npm","test"]}}}}"#),
//!     r#"{"command":["npm","test"]} is not of type "array" at /decision/approved_execpolicy_amendment/proposed_execpolicy_amendment"#,
//! );
//! assert_eq!(v2(r#"{"decision":"Accept"}"#), r#""Accept" is not a valid decision; did you mean "accept"? at /decision"#);
//! assert_eq!(
//!     v1(r#"{"decision":7}"#),
//!     r#"7 is not valid under any of the schemas listed in oneOf (it accepts "approved", {…}, "approved_for_session", "approved_mcp_policy_amendment", "timed_out", … (6 in all)) at /decision"#,
//! );
//! ```
//!
//! # Codex: requests and their response types
//!
//! `codex::ServerRequest` is the app-server's `oneOf` of every server-to-client request
//! (`schemas/codex/ServerRequest.json`), generated as an enum dispatched by `method`: each
//! variant carries the request's `id` (`RequestId`: string or integer) and its typed `params`
//! (`codex::CommandExecutionRequestApprovalParams`, …). An unknown method is one error at
//! `/method` naming the known ones (and the near miss). `ClientRequest` and
//! `ServerNotification` are built the same way.
//!
//! A client request whose params are `XxxParams` is answered by `codex::XxxResponse`
//! (`thread/start`: `ThreadStartParams` → `ThreadStartResponse`). The exceptions, methods
//! without params or with another name: `account/logout` → `LogoutAccountResponse`;
//! `account/rateLimits/read` → `GetAccountRateLimitsResponse`; `account/usage/read` →
//! `GetAccountTokenUsageResponse`; `account/workspaceMessages/read` →
//! `GetWorkspaceMessagesResponse`; `account/securitySetup/read` →
//! `GetAccountSecuritySetupResponse`; `account/gatewayOAuth/{read,login,cancel}` →
//! `GatewayOAuth{Read,Login,Cancel}Response`; `config/value/write`, `config/batchWrite` →
//! `ConfigWriteResponse`; `config/mcpServer/reload` → `McpServerRefreshResponse`;
//! `configRequirements/read` → `ConfigRequirementsReadResponse`;
//! `externalAgentConfig/import/readHistories` →
//! `ExternalAgentConfigImportHistoriesReadResponse`; `windowsSandbox/readiness` →
//! `WindowsSandboxReadinessResponse`. A server request with `XxxParams` is answered by
//! `codex::v2::XxxResponse`, except `execCommandApproval` and `applyPatchApproval`
//! (`codex::v1`, whose two responses share `ReviewDecision`). Identical definitions shared by
//! the files of one module are one Rust type: the `codex::Thread` of `ThreadStartResponse` is
//! the one of `ServerNotification::ThreadStarted`. Generated enums are `#[non_exhaustive]`.
//!
#![cfg_attr(
    feature = "codex",
    doc = r#"
```
use agent_approval::codex::{ServerNotification, Thread, ThreadStartResponse};

fn threads(started: ThreadStartResponse, event: ServerNotification) -> Vec<Thread> {
    match event {
        ServerNotification::ThreadStarted { params, .. } => vec![started.thread, params.thread],
        _ => vec![started.thread],
    }
}
```
"#
)]
//!
//! The AAP claim family is public too: [`aap::Token`], whose `oversight` is
//! [`aap::OversightClaim`], and [`oversight::Gate::from_token`], which fails closed for a
//! token without an oversight claim (every action needs approval).
//!
//! # Security
//!
//! Approval messages and tokens come from other processes and other organisations; the parser
//! is a security boundary. It guarantees:
//!
//! - **Duplicate keys are refused**, anywhere in the document, known or unknown
//!   (`duplicate key "decision" at line 1 column 33`): two parsers that keep different
//!   duplicates could otherwise see different decisions.
//! - **Bounded input.** [`Limits`] ([`from_slice_with`], [`from_str_with`]) caps the size
//!   (default 16 MiB: `input is N bytes, more than the limit of M`) and the nesting depth
//!   (default 64, at most 127: `nesting depth exceeds the limit of 64 at line L column C`),
//!   including inside unknown properties.
//! - **No panics on input.** Invalid UTF-8, lone surrogates, trailing data, a second document,
//!   empty input, `1e400` and integers past `u64` in typed fields are clear errors. `src/` and
//!   `runtime/src/` deny `unwrap`, `expect` and indexing outside tests, and the fuzz targets in
//!   `fuzz/` (run as ordinary tests over their seed corpus) assert it.
//! - **Linear time.** Patterns run on the `regex` crate (patterns that need backtracking are
//!   refused at build time), so 1 MB strings, 10 MB of unknown fields and 200,000-element
//!   arrays cost time linear in their size.
//! - **No serde path around the engine.** A generated type's `Deserialize` judges wherever it
//!   is called (`serde_json`, `axum::Json`, …), with the same duplicate-key and depth rules
//!   where the format exposes them; the size limit needs the text, so give untrusted bodies to
//!   [`from_slice_with`] (or cap them in your HTTP stack, as axum does by default). Only
//!   [`Unchecked<T>`](Unchecked) converts without judging.
//! - **Fail closed.** The oversight gate reads ambiguous claims the safe way (see
//!   [`oversight`]); the AAP verifier refuses what it cannot verify or check (see `aap_auth`).
//! - **Bearer tokens** are split and decoded by hand with size limits, their headers and
//!   payloads read by the same strict reader, signatures only accepted from a key made for the
//!   header's algorithm; `fuzz/fuzz_targets/aap_verify.rs` fuzzes the verifier.
//! - **Sender-constrained tokens are never accepted without their proof.** A token whose `cnf`
//!   names a DPoP key (`jkt`) needs the `DPoP` scheme and a valid, fresh, unreplayed proof by
//!   that key for this method, URL and token; one that names a client certificate
//!   (`x5t#S256`) needs that certificate from the caller's TLS layer; one whose `cnf` names
//!   anything else is refused; `Verifier::verify`, which presents no proof, refuses every bound
//!   token. Proofs are read by the same strict reader; `fuzz/fuzz_targets/aap_dpop.rs` fuzzes
//!   them.
//! - **Keys fetched from the authorization server** (`RemoteJwks`) are fetched over HTTPS
//!   only; with no usable key set (never fetched, or stale past its bound) every token is
//!   refused.
//!
//! Numbers outside the `i64`/`u64` range are read as IEEE-754 doubles, as `serde_json` and the
//! `jsonschema` crate do.
//!
//! # Entry points
//!
//! The runtime's entry points, re-exported (a crate of its own schemas uses them from
//! [`runtime`], `agent-approval-runtime`, directly).
//!
//! [`from_str`] parses and judges a JSON text; the error lists every violation with its pointer:
//!
//! ```
//! use agent_approval::codex::v1::{ExecCommandApprovalResponse, ReviewDecision};
//!
//! let ok: ExecCommandApprovalResponse = agent_approval::from_str(r#"{"decision":"approved"}"#)?;
//! assert_eq!(ok.decision, ReviewDecision::Approved);
//!
//! let err = agent_approval::from_str::<ExecCommandApprovalResponse>(r#"{"decision":"yes"}"#).unwrap_err();
//! assert_eq!(err.validation_errors()[0].instance_path(), "/decision");
//! # Ok::<(), agent_approval::Error>(())
//! ```
//!
//! [`validate_value`] judges a `serde_json::Value` without converting it:
//!
//! ```
//! use agent_approval::codex::v1::ExecCommandApprovalResponse;
//!
//! let ok = serde_json::json!({"decision": "approved"});
//! assert!(agent_approval::validate_value::<ExecCommandApprovalResponse>(&ok).is_ok());
//! let err = agent_approval::validate_value::<ExecCommandApprovalResponse>(
//!     &serde_json::json!({"decision": "yes"}),
//! )
//! .unwrap_err();
//! assert_eq!(err.validation_errors()[0].instance_path(), "/decision");
//! ```
//!
//! [`Unchecked<T>`](Unchecked) is the one door around the judge, for trusted data and tests:
//!
//! ```
//! use agent_approval::codex::v1::{ExecCommandApprovalResponse, ReviewDecision};
//! use agent_approval::Unchecked;
//!
//! let forged = r#"{"decision":{"approved":null}}"#;
//! assert!(serde_json::from_str::<ExecCommandApprovalResponse>(forged).is_err());
//! let raw: Unchecked<ExecCommandApprovalResponse> = serde_json::from_str(forged)?;
//! assert_eq!(raw.into_inner().decision, ReviewDecision::Approved);
//! # Ok::<(), serde_json::Error>(())
//! ```
//!
//! [`Validate::validate`] judges a value built in Rust, as a peer would read it:
//!
//! ```
//! use agent_approval::{aap::OversightClaim, Validate};
//!
//! let mut claim = OversightClaim::default();
//! claim.approval_reference = Some("not a uri".into());
//! let err = claim.validate().unwrap_err();
//! assert_eq!(err.to_string(), r#""not a uri" is not a "uri" at /approval_reference"#);
//! ```
#![deny(missing_docs)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

#[cfg(feature = "aap-auth")]
pub mod aap_auth;
#[cfg(feature = "codex")]
pub mod codex_client;
#[cfg(feature = "codex")]
pub mod convert;
#[cfg(test)]
extern crate self as agent_approval; // the shared test signer (tests/aap/signer.rs) names it
mod generated;
pub mod oversight;
mod oversight_claim;

#[cfg(feature = "codex")]
pub use convert::DecisionConversionError;
pub use generated::*;

/// The runtime every generated type is built on (reading, judging, converting, errors,
/// limits). Its entry points are re-exported below; a crate that generates types for its own
/// schemas depends on it directly (with `agent-approval-codegen`), not on this crate.
pub use agent_approval_runtime as runtime;

pub use agent_approval_runtime::{
    Category, Error, JsonType, Limits, ValidationError, ValidationErrorKind,
};

pub use agent_approval_runtime::{
    from_slice, from_slice_with, from_str, from_str_with, from_value, validate_value, Unchecked,
    Validate,
};

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
