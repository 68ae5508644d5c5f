//! [`TerminalPrompt`]: asks a person, on a terminal (or any reader and writer), about each
//! approval the gate could not decide.

use std::io::{BufRead, Write};

use super::approvals::{Approval, Approvals, Decision};

/// Asks on `output` and reads the answer from `input`, one line: `y` (accept), `s` (accept
/// for the session), `n` (decline), `c` (cancel the turn). End of input, an error, or three
/// answers it cannot read decline (no approval means no action).
///
/// ```
/// use agent_approval::codex_client::{Decision, TerminalPrompt};
///
/// let mut prompt = TerminalPrompt::new(&b"maybe\ny\n"[..], Vec::new());
/// assert_eq!(prompt.ask("run `touch a`"), Decision::Accept);
/// let asked = String::from_utf8(prompt.into_output()).unwrap();
/// assert!(asked.starts_with("codex asks to run `touch a`\n"));
/// ```
#[derive(Debug)]
pub struct TerminalPrompt<R, W> {
    input: R,
    output: W,
}

impl TerminalPrompt<std::io::StdinLock<'static>, std::io::Stderr> {
    /// Asks on stderr, reads stdin.
    #[must_use]
    pub fn stdio() -> Self {
        Self::new(std::io::stdin().lock(), std::io::stderr())
    }
}

impl<R: BufRead, W: Write> TerminalPrompt<R, W> {
    /// Asks on `output`, reads `input`.
    pub fn new(input: R, output: W) -> Self {
        Self { input, output }
    }

    /// Takes the output back.
    pub fn into_output(self) -> W {
        self.output
    }

    /// Asks about `what` until an answer reads.
    pub fn ask(&mut self, what: &str) -> Decision {
        let _ = writeln!(self.output, "codex asks to {what}");
        for _ in 0..3 {
            let _ = write!(
                self.output,
                "approve? [y]es, yes for the [s]ession, [n]o, [c]ancel the turn: "
            );
            let _ = self.output.flush();
            let mut line = String::new();
            match self.input.read_line(&mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            match line.trim().to_ascii_lowercase().as_str() {
                "y" | "yes" => return Decision::Accept,
                "s" | "session" => return Decision::AcceptForSession,
                "n" | "no" => return Decision::Decline,
                "c" | "cancel" => return Decision::Cancel,
                _ => {}
            }
        }
        let _ = writeln!(self.output, "no answer: declined");
        Decision::Decline
    }
}

impl<R: BufRead, W: Write> Approvals for TerminalPrompt<R, W> {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        self.ask(&approval.summary())
    }
}
