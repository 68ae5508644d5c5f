//! What the client asks about each server request: the [`Approvals`] trait, the
//! [`Approval`] it is shown (the typed request, its AAP action names, its command or files),
//! and its implementations: the AAP oversight [`Gate`] alone, a gate with a human behind it
//! ([`Oversight`]), and [`DeclineAll`].

use std::time::Instant;

use serde_json::Value;

use super::action::{self, Unnamed};
use super::reply::Reply;
use crate::codex::v1::ReviewDecision;
use crate::codex::{CommandExecutionApprovalKind, ServerRequest};
use crate::oversight::{Gate, Requirement, Verdict};

/// An answer to an approval request, whatever its kind; [`Reply::from_decision`] turns it
/// into the typed response the request's method takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Run it, once.
    Accept,
    /// Run it, and what is like it for the rest of the session.
    AcceptForSession,
    /// Do not run it; the agent goes on with something else.
    Decline,
    /// Do not run it, and stop the turn.
    Cancel,
}

/// What kind of thing a server request asks about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ApprovalKind {
    /// A command (v2 `item/commandExecution/requestApproval`, v1 `execCommandApproval`).
    Command,
    /// File changes (v2 `item/fileChange/requestApproval`, v1 `applyPatchApproval`).
    FileChange,
    /// Extra sandbox permissions (`item/permissions/requestApproval`).
    Permissions,
    /// A request that is not an approval (user input, MCP elicitation, tool calls, tokens).
    Other,
}

/// One server request as an approval: the typed request and what a person needs to judge
/// it. Built by the client; the file paths of a v2 file change come from the `item/started`
/// notification of the same `itemId`.
#[derive(Debug)]
pub struct Approval<'a> {
    request: &'a ServerRequest,
    kind: ApprovalKind,
    actions: Result<Vec<String>, Unnamed>,
    command: Option<String>,
    paths: Vec<String>,
    reason: Option<String>,
    /// A v2 command request's `kind` (`None` for every other request).
    command_kind: Option<Option<CommandExecutionApprovalKind>>,
}

impl<'a> Approval<'a> {
    /// The approval view of `request`; `item` is the `item` of the `item/started`
    /// notification whose `id` is the request's `itemId`, if one came.
    #[must_use]
    pub fn new(request: &'a ServerRequest, item: Option<&Value>) -> Self {
        let (kind, actions, command, paths, reason) = describe(request, item);
        let command_kind = match request {
            ServerRequest::ItemCommandExecutionRequestApproval { params, .. } => params.kind,
            _ => None,
        };
        Self {
            request,
            kind,
            actions,
            command,
            paths,
            reason,
            command_kind,
        }
    }

    /// The typed request.
    #[must_use]
    pub fn request(&self) -> &'a ServerRequest {
        self.request
    }

    /// What it asks about.
    #[must_use]
    pub fn kind(&self) -> ApprovalKind {
        self.kind
    }

    /// The AAP action names it stands for (see [`action`](super::action)), or why they cannot
    /// be told: then a human must decide.
    ///
    /// # Errors
    ///
    /// [`Unnamed`] when no action name can be given (fail closed).
    pub fn actions(&self) -> Result<&[String], &Unnamed> {
        self.actions.as_deref()
    }

    /// The command as Codex gives it (`/bin/bash -lc 'touch a'`), for a command.
    #[must_use]
    pub fn command(&self) -> Option<&str> {
        self.command.as_deref()
    }

    /// The files a file change touches (added, updated, deleted, moved to).
    #[must_use]
    pub fn paths(&self) -> &[String] {
        &self.paths
    }

    /// Codex's reason, if it gave one.
    #[must_use]
    pub fn reason(&self) -> Option<&str> {
        self.reason.as_deref()
    }

    /// The request's method.
    #[must_use]
    pub fn method(&self) -> String {
        method_of(self.request)
    }

    /// One line for a person: what is asked, and the action names.
    #[must_use]
    pub fn summary(&self) -> String {
        let what = match self.kind {
            ApprovalKind::Command => format!("run `{}`", self.command.as_deref().unwrap_or("?")),
            ApprovalKind::FileChange if self.paths.is_empty() => {
                "change files (codex named none)".to_owned()
            }
            ApprovalKind::FileChange => format!("change {}", self.paths.join(", ")),
            ApprovalKind::Permissions => "grant extra permissions".to_owned(),
            ApprovalKind::Other => format!("answer {}", self.method()),
        };
        let actions = match &self.actions {
            Ok(names) => names.join(", "),
            Err(why) => format!("no action name: {why}"),
        };
        match &self.reason {
            Some(reason) => format!("{what} [{actions}] ({reason})"),
            None => format!("{what} [{actions}]"),
        }
    }

    /// The strongest requirement `gate` sets on this request: [`Requirement::Approval`] when
    /// its action cannot be named or it is not an approval at all; for a v2 command, by
    /// [`Gate::command_requirement`] (a `humanCommand`, `null` or unknown `kind` always
    /// needs a human).
    #[must_use]
    pub fn requirement(&self, gate: &Gate) -> Requirement {
        match (&self.actions, self.kind) {
            (_, ApprovalKind::Other) | (Err(_), _) => Requirement::Approval,
            (Ok(names), _) => self.strongest(gate, names),
        }
    }

    /// The requirement `gate` sets on one action of this request.
    fn requirement_of(&self, gate: &Gate, action: &str) -> Requirement {
        if self.is_v2_command() {
            gate.command_requirement(action, self.command_kind)
        } else {
            gate.requirement(action)
        }
    }

    fn is_v2_command(&self) -> bool {
        matches!(
            self.request,
            ServerRequest::ItemCommandExecutionRequestApproval { .. }
        )
    }

    /// The strongest requirement among `names`; `Approval` for no names.
    fn strongest(&self, gate: &Gate, names: &[String]) -> Requirement {
        if names.is_empty() {
            return Requirement::Approval;
        }
        strongest_of(names.iter().map(|n| self.requirement_of(gate, n)).collect())
    }

    /// [`Gate::verdict`] (or [`Gate::command_verdict`]) on the human's `review` of `action`.
    fn verdict(
        &self,
        gate: &Gate,
        action: &str,
        review: &ReviewDecision,
        waited: std::time::Duration,
    ) -> Verdict {
        if self.is_v2_command() {
            gate.command_verdict(action, self.command_kind, Some(review), waited)
        } else {
            gate.verdict(action, Some(review), waited)
        }
    }
}

fn strongest_of(all: Vec<Requirement>) -> Requirement {
    if all.contains(&Requirement::Approval) {
        Requirement::Approval
    } else if all.contains(&Requirement::Notify) {
        Requirement::Notify
    } else {
        Requirement::None
    }
}

/// Decides server requests. The client calls [`reply`](Self::reply) for each; its default
/// asks [`decide`](Self::decide) and builds the typed answer with [`Reply::from_decision`].
/// Override `reply` for full control (an execpolicy amendment, user input, an error).
pub trait Approvals {
    /// The decision on `approval`.
    fn decide(&mut self, approval: &Approval<'_>) -> Decision;

    /// The typed answer to `approval`'s request.
    fn reply(&mut self, approval: &Approval<'_>) -> Reply {
        let decision = self.decide(approval);
        Reply::from_decision(approval.request(), decision)
    }
}

impl<A: Approvals + ?Sized> Approvals for &mut A {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        (**self).decide(approval)
    }
    fn reply(&mut self, approval: &Approval<'_>) -> Reply {
        (**self).reply(approval)
    }
}

impl<A: Approvals + ?Sized> Approvals for Box<A> {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        (**self).decide(approval)
    }
    fn reply(&mut self, approval: &Approval<'_>) -> Reply {
        (**self).reply(approval)
    }
}

/// The gate alone: what needs no approval is accepted (a notification is the caller's job),
/// what needs a human's approval is declined, since nobody is asked (no approval means no
/// action). Pair it with a human through [`Oversight`].
impl Approvals for Gate {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        match approval.requirement(self) {
            Requirement::Approval => Decision::Decline,
            _ => Decision::Accept,
        }
    }
}

/// Declines everything (a client that cannot wait for a human).
#[derive(Debug, Clone, Copy, Default)]
pub struct DeclineAll;

impl Approvals for DeclineAll {
    fn decide(&mut self, _: &Approval<'_>) -> Decision {
        Decision::Decline
    }
}

/// The AAP oversight gate with a human behind it: what the gate lets through is accepted;
/// what needs approval (or has no action name) goes to `human`, and the human's accept
/// counts only within the claim's `approval_timeout` ([`Gate::verdict`]).
///
/// For a request with no action name the gate has no action to judge the answer by; the
/// claim's timeout ([`Gate::approval_timeout`]) or else [`Gate::DEFAULT_MAX_TIMEOUT`] bounds it.
#[derive(Debug)]
pub struct Oversight<H> {
    gate: Gate,
    human: H,
}

impl<H: Approvals> Oversight<H> {
    /// The gate, then `human` for what needs approval.
    pub fn new(gate: Gate, human: H) -> Self {
        Self { gate, human }
    }

    /// The gate.
    pub fn gate(&self) -> &Gate {
        &self.gate
    }

    /// The human.
    pub fn human(&mut self) -> &mut H {
        &mut self.human
    }
}

impl<H: Approvals> Approvals for Oversight<H> {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        if approval.requirement(&self.gate) != Requirement::Approval {
            return Decision::Accept;
        }
        let asked = Instant::now();
        let decision = self.human.decide(approval);
        let waited = asked.elapsed();
        let review = match decision {
            Decision::Accept => ReviewDecision::Approved,
            Decision::AcceptForSession => ReviewDecision::ApprovedForSession,
            Decision::Decline | Decision::Cancel => return decision,
        };
        let verdict = match approval.actions() {
            Ok(names) => names
                .iter()
                .find(|n| approval.requirement_of(&self.gate, n) == Requirement::Approval)
                .map_or(Verdict::Deny, |n| {
                    approval.verdict(&self.gate, n, &review, waited)
                }),
            Err(_) => {
                let limit = self
                    .gate
                    .approval_timeout()
                    .unwrap_or(Gate::DEFAULT_MAX_TIMEOUT);
                if waited < limit {
                    Verdict::Allow
                } else {
                    Verdict::Deny
                }
            }
        };
        match verdict {
            Verdict::Allow => decision,
            Verdict::Abort => Decision::Cancel,
            _ => Decision::Decline,
        }
    }
}

/// The method name of a typed request (its serde tag).
pub(crate) fn method_of(request: &ServerRequest) -> String {
    serde_json::to_value(request)
        .ok()
        .and_then(|v| v.get("method").and_then(Value::as_str).map(str::to_owned))
        .unwrap_or_default()
}

type Described = (
    ApprovalKind,
    Result<Vec<String>, Unnamed>,
    Option<String>,
    Vec<String>,
    Option<String>,
);

fn describe(request: &ServerRequest, item: Option<&Value>) -> Described {
    match request {
        ServerRequest::ItemCommandExecutionRequestApproval { params, .. } => {
            let command = params.command.clone().flatten();
            let mut actions = match &command {
                Some(command) => action::command_action(command),
                None => Err(Unnamed::Empty),
            };
            if let (Ok(name), Some(Some(parsed))) = (&actions, &params.command_actions) {
                let names: Result<Vec<String>, Unnamed> = parsed
                    .iter()
                    .map(|a| {
                        let text = serde_json::to_value(a).ok();
                        let text = text
                            .as_ref()
                            .and_then(|v| v.get("command"))
                            .and_then(Value::as_str)
                            .unwrap_or_default();
                        action::command_action(text)
                    })
                    .collect();
                if names.as_deref() != Ok(std::slice::from_ref(name)) {
                    actions = Err(Unnamed::Disagree {
                        command: name.clone(),
                        actions: names.map_or_else(|e| e.to_string(), |n| n.join(", ")),
                    });
                }
            }
            let mut actions = actions.map(|name| vec![name]);
            if let (Ok(names), Some(Some(_))) = (&mut actions, &params.network_approval_context) {
                names.push("net.connect".to_owned());
            }
            let reason = params.reason.clone().flatten();
            (ApprovalKind::Command, actions, command, Vec::new(), reason)
        }
        ServerRequest::ExecCommandApproval { params, .. } => {
            let actions = action::argv_action(&params.command, 1).map(|n| vec![n]);
            let command = Some(params.command.join(" "));
            let reason = params.reason.clone().flatten();
            (ApprovalKind::Command, actions, command, Vec::new(), reason)
        }
        ServerRequest::ItemFileChangeRequestApproval { params, .. } => {
            let changes = item.and_then(file_changes);
            let reason = params.reason.clone().flatten();
            match changes {
                Some((actions, paths)) if !paths.is_empty() => {
                    (ApprovalKind::FileChange, Ok(actions), None, paths, reason)
                }
                _ => (
                    ApprovalKind::FileChange,
                    Err(Unnamed::NoFiles),
                    None,
                    Vec::new(),
                    reason,
                ),
            }
        }
        ServerRequest::ApplyPatchApproval { params, .. } => {
            let changes = serde_json::to_value(&params.file_changes).ok();
            let entries: Vec<(String, Value)> = changes
                .as_ref()
                .and_then(Value::as_object)
                .map(|m| m.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
                .unwrap_or_default();
            let (actions, paths) = changes_actions(entries.iter().map(|(p, c)| (p.as_str(), c)));
            let actions = if paths.is_empty() {
                Err(Unnamed::NoFiles)
            } else {
                Ok(actions)
            };
            let reason = params.reason.clone().flatten();
            (ApprovalKind::FileChange, actions, None, paths, reason)
        }
        ServerRequest::ItemPermissionsRequestApproval { params, .. } => {
            let reason = params.reason.clone().flatten();
            (
                ApprovalKind::Permissions,
                Ok(vec!["permissions.grant".to_owned()]),
                None,
                Vec::new(),
                reason,
            )
        }
        _ => (
            ApprovalKind::Other,
            Err(Unnamed::NotAnApproval),
            None,
            Vec::new(),
            None,
        ),
    }
}

/// The actions and paths of a `fileChange` item (`changes: [{path, kind: {type, move_path}}]`).
fn file_changes(item: &Value) -> Option<(Vec<String>, Vec<String>)> {
    if item.get("type")?.as_str()? != "fileChange" {
        return None;
    }
    let changes = item.get("changes")?.as_array()?;
    let entries: Option<Vec<(&str, &Value)>> = changes
        .iter()
        .map(|c| Some((c.get("path")?.as_str()?, c.get("kind")?)))
        .collect();
    Some(changes_actions(entries?.into_iter()))
}

/// `fs.write` for added and updated files, `fs.delete` for deleted ones; every path touched
/// (a move's destination too). An unknown change type is `fs.write` and `fs.delete` both.
fn changes_actions<'v>(
    changes: impl Iterator<Item = (&'v str, &'v Value)>,
) -> (Vec<String>, Vec<String>) {
    let (mut write, mut delete, mut paths) = (false, false, Vec::new());
    for (path, kind) in changes {
        paths.push(path.to_owned());
        match kind.get("type").and_then(Value::as_str) {
            Some("add") => write = true,
            Some("delete") => delete = true,
            Some("update") => {
                write = true;
                if let Some(to) = kind.get("move_path").and_then(Value::as_str) {
                    delete = true;
                    paths.push(to.to_owned());
                }
            }
            _ => (write, delete) = (true, true),
        }
    }
    let mut actions = Vec::new();
    if write {
        actions.push("fs.write".to_owned());
    }
    if delete {
        actions.push("fs.delete".to_owned());
    }
    (actions, paths)
}
