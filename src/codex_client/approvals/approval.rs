//! One server request as an [`Approval`]: its [`ApprovalKind`], its AAP action names (or why
//! they cannot be told), its command or the files it changes, read from the typed request (and,
//! for a v2 file change, from the `item/started` notification of the same item), and the
//! requirement an oversight [`Gate`] sets on it.

use serde_json::Value;

use crate::codex::v1::ReviewDecision;
use crate::codex::{CommandExecutionApprovalKind, ServerRequest};
use crate::codex_client::action::{self, Unnamed};
use crate::oversight::{Gate, Requirement, Verdict};

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
    command_kind: Option<CommandExecutionApprovalKind>,
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

    /// The AAP action names it stands for (see [`action`]), or why they cannot be told: then a
    /// human must decide.
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
    pub(super) fn requirement_of(&self, gate: &Gate, action: &str) -> Requirement {
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
    pub(super) fn verdict(
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
            let command = params.command.clone();
            let mut actions = match &command {
                Some(command) => action::command_action(command),
                None => Err(Unnamed::Empty),
            };
            if let (Ok(name), Some(parsed)) = (&actions, &params.command_actions) {
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
            if let (Ok(names), Some(_)) = (&mut actions, &params.network_approval_context) {
                names.push("net.connect".to_owned());
            }
            let reason = params.reason.clone();
            (ApprovalKind::Command, actions, command, Vec::new(), reason)
        }
        ServerRequest::ExecCommandApproval { params, .. } => {
            let actions = action::argv_action(&params.command, 1).map(|n| vec![n]);
            let command = Some(params.command.join(" "));
            let reason = params.reason.clone();
            (ApprovalKind::Command, actions, command, Vec::new(), reason)
        }
        ServerRequest::ItemFileChangeRequestApproval { params, .. } => {
            let changes = item.and_then(file_changes);
            let reason = params.reason.clone();
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
            let reason = params.reason.clone();
            (ApprovalKind::FileChange, actions, None, paths, reason)
        }
        ServerRequest::ItemPermissionsRequestApproval { params, .. } => {
            let reason = params.reason.clone();
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
