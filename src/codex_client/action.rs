//! AAP action names for what Codex asks to do: `exec.<program>` for a command, named after
//! the program a person would recognize (never the shell Codex wraps it in).
//!
//! | request | action |
//! |---|---|
//! | a command (`item/commandExecution/requestApproval`, v1 `execCommandApproval`) | `exec.<program>`: the basename of the command's first word, inside Codex's `/bin/bash -lc '…'` wrapper |
//! | the same with `networkApprovalContext` | `net.connect` as well |
//! | a file change (`item/fileChange/requestApproval`, v1 `applyPatchApproval`) | `fs.write` for added and updated files, `fs.delete` for deleted ones |
//! | extra permissions (`item/permissions/requestApproval`) | `permissions.grant` |
//!
//! A command's program cannot be told, and the command then has no action name (a human must
//! decide: fail closed), when:
//!
//! - the command, or the script inside one `sh`/`bash`/… `-c` wrapper, is not one simple
//!   command: a pipeline, a sequence (`;`, `&&`, `||`), a redirection, a substitution
//!   (`$(…)`, `` `…` ``, `$VAR`), a subshell, a comment, a variable assignment, an unclosed
//!   quote;
//! - the program is a shell running anything else (a script file, nested `bash -c`);
//! - the program runs another program (`env`, `sudo`, `xargs`, `timeout`, …: [`WRAPPERS`]);
//! - its name is not one component of the AAP action grammar (`[a-zA-Z][a-zA-Z0-9_-]*`:
//!   `./run.sh`, `g++`);
//! - Codex's parsed `commandActions` name other programs than the command does.

use std::fmt;

/// How each server request maps to AAP action names: `(request, action)`, the table of the
/// module docs (and of `approval_client --help`).
pub const ACTIONS: &[(&str, &str)] = &[
    (
        "item/commandExecution/requestApproval",
        "exec.<program>: the command's program, inside codex's `bash -lc` wrapper",
    ),
    ("execCommandApproval (v1)", "exec.<program>, likewise"),
    ("… with networkApprovalContext", "net.connect as well"),
    (
        "item/fileChange/requestApproval",
        "fs.write (added, updated files), fs.delete (deleted, moved)",
    ),
    ("applyPatchApproval (v1)", "fs.write, fs.delete, likewise"),
    ("item/permissions/requestApproval", "permissions.grant"),
    (
        "a command whose program cannot be told",
        "none: a human decides (pipelines, `bash -c` of a script, sudo/env/xargs, …)",
    ),
];

/// Programs whose job is to run another program: a command starting with one of them has no
/// action name of its own.
pub const WRAPPERS: &[&str] = &[
    "builtin", "busybox", "chroot", "command", "doas", "env", "eval", "exec", "flock", "ionice",
    "nice", "nohup", "parallel", "setsid", "stdbuf", "strace", "su", "sudo", "taskset", "time",
    "timeout", "unbuffer", "watch", "xargs",
];

/// Shells: `SHELL -c SCRIPT` names the program of `SCRIPT`.
pub const SHELLS: &[&str] = &["ash", "bash", "dash", "fish", "ksh", "sh", "zsh"];

/// Why a command has no action name: a human must decide.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Unnamed {
    /// No command was given.
    Empty,
    /// Shell syntax beyond one simple command (the character that showed it).
    NotSimple(char),
    /// A quote is not closed.
    UnclosedQuote,
    /// A shell runs something other than one `-c` script.
    Shell(String),
    /// The program runs another program.
    Wrapper(String),
    /// The program's name is not an AAP action component.
    NotAnActionName(String),
    /// A file change whose files Codex did not name (no `item/started` for its item).
    NoFiles,
    /// Not an approval request (user input, an MCP elicitation, a tool call, …).
    NotAnApproval,
    /// Codex's parsed actions name other programs than the command.
    Disagree {
        /// What the command names.
        command: String,
        /// What `commandActions` names.
        actions: String,
    },
}

impl fmt::Display for Unnamed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("no command"),
            Self::NotSimple(c) => write!(f, "not one simple command ({c:?})"),
            Self::UnclosedQuote => f.write_str("a quote is not closed"),
            Self::Shell(s) => write!(f, "{s} runs a script"),
            Self::Wrapper(w) => write!(f, "{w} runs another program"),
            Self::NotAnActionName(p) => write!(f, "{p:?} is not an action name"),
            Self::NoFiles => f.write_str("codex named no files for this change"),
            Self::NotAnApproval => f.write_str("not an approval request"),
            Self::Disagree { command, actions } => write!(
                f,
                "the command names {command} but codex's parsed actions name {actions}"
            ),
        }
    }
}

/// The action for a command given as one shell string (a v2 request's `command`).
///
/// ```
/// use agent_approval::codex_client::action::{command_action, Unnamed};
///
/// assert_eq!(command_action("/bin/bash -lc 'touch a.txt'"), Ok("exec.touch".to_owned()));
/// assert_eq!(command_action("/usr/bin/git status"), Ok("exec.git".to_owned()));
/// assert_eq!(command_action("bash -lc 'ls | wc -l'"), Err(Unnamed::NotSimple('|')));
/// assert_eq!(command_action("sudo rm -rf /"), Err(Unnamed::Wrapper("sudo".to_owned())));
/// ```
pub fn command_action(command: &str) -> Result<String, Unnamed> {
    argv_action(&split(command)?, 1)
}

/// The action for a command given as an argument vector (a v1 request's `command`).
pub fn argv_action(argv: &[String], unwrap: usize) -> Result<String, Unnamed> {
    let Some(first) = argv.first() else {
        return Err(Unnamed::Empty);
    };
    let program = first.rsplit('/').next().unwrap_or(first);
    if program.contains('=') {
        return Err(Unnamed::NotSimple('='));
    }
    if SHELLS.contains(&program) {
        return match argv {
            [_, flag, script] if unwrap > 0 && is_c_flag(flag) => {
                argv_action(&split(script)?, unwrap - 1)
            }
            _ => Err(Unnamed::Shell(program.to_owned())),
        };
    }
    if WRAPPERS.contains(&program) {
        return Err(Unnamed::Wrapper(program.to_owned()));
    }
    if !is_component(program) {
        return Err(Unnamed::NotAnActionName(program.to_owned()));
    }
    Ok(format!("exec.{program}"))
}

/// `-c`, `-lc`, `-cl`, `-ic`, …: a cluster of `l`, `i` and one `c`.
fn is_c_flag(flag: &str) -> bool {
    flag.strip_prefix('-').is_some_and(|letters| {
        letters.matches('c').count() == 1 && letters.chars().all(|c| matches!(c, 'c' | 'l' | 'i'))
    })
}

/// One component of the AAP action grammar: `[a-zA-Z][a-zA-Z0-9_-]*`.
fn is_component(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// Splits one simple POSIX shell command into words (quotes removed), refusing any syntax
/// that would make it more than one program with literal arguments.
pub fn split(command: &str) -> Result<Vec<String>, Unnamed> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = command.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err(Unnamed::UnclosedQuote),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => word.push(c),
                            Some(c @ ('$' | '`' | '\n')) => return Err(Unnamed::NotSimple(c)),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err(Unnamed::UnclosedQuote),
                        },
                        Some(c @ ('$' | '`')) => return Err(Unnamed::NotSimple(c)),
                        Some(c) => word.push(c),
                        None => return Err(Unnamed::UnclosedQuote),
                    }
                }
            }
            '\\' => match chars.next() {
                Some('\n') | None => return Err(Unnamed::NotSimple('\\')),
                Some(c) => {
                    in_word = true;
                    word.push(c);
                }
            },
            '#' if !in_word => return Err(Unnamed::NotSimple('#')),
            '|' | '&' | ';' | '<' | '>' | '(' | ')' | '$' | '`' | '\n' | '\r' | '{' | '}' => {
                return Err(Unnamed::NotSimple(c));
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

#[cfg(test)]
mod tests;
