//! How `codex app-server` is started ([`CodexCommand`]): the program, its arguments, its
//! environment (`CODEX_HOME` among it), its working directory; and the thread that keeps the
//! last lines of its stderr for error messages.

use std::collections::VecDeque;
use std::ffi::{OsStr, OsString};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;

use super::error::{Error, ErrorKind};

/// How many lines of Codex's stderr an error quotes.
const STDERR_LINES: usize = 40;

/// How to start `codex app-server`: `CodexCommand::new("codex")` runs `codex app-server`
/// with this process's environment, as codex reads it (its own `CODEX_HOME`, config and
/// credentials).
///
/// ```
/// use agent_approval::codex_client::CodexCommand;
///
/// let command = CodexCommand::new("/opt/codex/bin/codex")
///     .codex_home("/tmp/codex-home")
///     .env("RUST_LOG", "warn")
///     .current_dir("/tmp");
/// assert_eq!(command.program(), std::path::Path::new("/opt/codex/bin/codex"));
/// assert_eq!(command.args(), ["app-server"]);
/// ```
#[derive(Debug, Clone)]
pub struct CodexCommand {
    program: PathBuf,
    args: Vec<OsString>,
    envs: Vec<(OsString, Option<OsString>)>,
    current_dir: Option<PathBuf>,
    stderr_to: StderrTo,
}

/// Where Codex's stderr goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum StderrTo {
    /// Kept (the last lines, for error messages) and also copied to this process's stderr.
    Inherit,
    /// Kept only (the default).
    Capture,
}

impl CodexCommand {
    /// `PROGRAM app-server`.
    pub fn new(program: impl Into<PathBuf>) -> Self {
        Self {
            program: program.into(),
            args: vec!["app-server".into()],
            envs: Vec::new(),
            current_dir: None,
            stderr_to: StderrTo::Capture,
        }
    }

    /// Replaces the arguments (`["app-server"]` by default).
    #[must_use]
    pub fn with_args<I, S>(mut self, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.args = args.into_iter().map(|a| a.as_ref().to_owned()).collect();
        self
    }

    /// Appends one argument.
    #[must_use]
    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Self {
        self.args.push(arg.as_ref().to_owned());
        self
    }

    /// Sets an environment variable for Codex.
    #[must_use]
    pub fn env(mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> Self {
        self.envs
            .push((key.as_ref().to_owned(), Some(value.as_ref().to_owned())));
        self
    }

    /// Removes an environment variable for Codex.
    #[must_use]
    pub fn env_remove(mut self, key: impl AsRef<OsStr>) -> Self {
        self.envs.push((key.as_ref().to_owned(), None));
        self
    }

    /// Sets `CODEX_HOME`, where Codex reads `config.toml` and keeps its sessions.
    #[must_use]
    pub fn codex_home(self, dir: impl AsRef<Path>) -> Self {
        self.env("CODEX_HOME", dir.as_ref())
    }

    /// Sets Codex's working directory.
    #[must_use]
    pub fn current_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.current_dir = Some(dir.into());
        self
    }

    /// Where Codex's stderr goes ([`StderrTo::Capture`] by default).
    #[must_use]
    pub fn stderr(mut self, to: StderrTo) -> Self {
        self.stderr_to = to;
        self
    }

    /// The program.
    #[must_use]
    pub fn program(&self) -> &Path {
        &self.program
    }

    /// The arguments.
    #[must_use]
    pub fn args(&self) -> &[OsString] {
        &self.args
    }

    /// Starts the process with piped stdin, stdout and stderr.
    pub(crate) fn spawn(&self) -> Result<(Child, StderrTail), Error> {
        let mut command = Command::new(&self.program);
        command
            .args(&self.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (key, value) in &self.envs {
            match value {
                Some(value) => command.env(key, value),
                None => command.env_remove(key),
            };
        }
        if let Some(dir) = &self.current_dir {
            command.current_dir(dir);
        }
        let mut child = command.spawn().map_err(|source| ErrorKind::Spawn {
            program: self.program.display().to_string(),
            source,
        })?;
        let tail = StderrTail::default();
        if let Some(stderr) = child.stderr.take() {
            tail.follow(stderr, self.stderr_to == StderrTo::Inherit);
        }
        Ok((child, tail))
    }
}

/// The last lines a process wrote on stderr, kept by a thread of its own.
#[derive(Debug, Clone, Default)]
pub(crate) struct StderrTail {
    lines: Arc<Mutex<VecDeque<String>>>,
}

impl StderrTail {
    fn follow(&self, stderr: impl Read + Send + 'static, copy: bool) {
        let lines = Arc::clone(&self.lines);
        let _ = thread::Builder::new()
            .name("codex-stderr".into())
            .spawn(move || {
                for line in BufReader::new(stderr).lines() {
                    let Ok(line) = line else { return };
                    if copy {
                        let _ = writeln!(std::io::stderr(), "{line}");
                    }
                    if let Ok(mut lines) = lines.lock() {
                        if lines.len() == STDERR_LINES {
                            lines.pop_front();
                        }
                        lines.push_back(line);
                    }
                }
            });
    }

    /// The lines kept so far, joined.
    pub(crate) fn text(&self) -> String {
        self.lines
            .lock()
            .map(|lines| lines.iter().map(|l| format!("{l}\n")).collect())
            .unwrap_or_default()
    }
}
