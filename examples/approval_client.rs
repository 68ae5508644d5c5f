//! A Codex approval client on a real `codex app-server`: starts a thread in `DIR`, runs one
//! turn with `PROMPT`, answers every approval through the AAP oversight gate built from
//! `CLAIM.json`, asks on the terminal about what needs a human (or declines it under
//! `--no-wait`), prints each request and decision on stderr, and exits 0 once the turn has
//! completed.
//!
//! ```sh
//! cargo run --example approval_client -- --codex BIN --claim CLAIM.json --cwd DIR [--no-wait] PROMPT
//! cargo run --example approval_client -- --help
//! ```
//!
//! Codex reads its own configuration and `CODEX_HOME` as always (the example passes its
//! environment on); the approval policy is codex's own (`approval_policy` in `config.toml`).

#![allow(clippy::print_stdout)]

use std::path::PathBuf;
use std::process::ExitCode;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::{
    InitializeParams, ServerNotification, ThreadStartResponse, TurnStartResponse,
};
use agent_approval::codex_client::{
    action, Approval, Approvals, Client, CodexCommand, Decision, DeclineAll, Event, Oversight,
    StderrTo, TerminalPrompt,
};
use agent_approval::oversight::Gate;
use serde_json::json;

const USAGE: &str =
    "usage: approval_client --codex BIN --claim CLAIM.json --cwd DIR [--no-wait] PROMPT

Starts `BIN app-server`, a thread in DIR and one turn with PROMPT; answers each approval
request as the AAP oversight claim in CLAIM.json allows; asks on the terminal about those
that need a human's approval (--no-wait: declines them). Prints each request and decision
on stderr; exits 0 once the turn has completed.";

/// The command line.
struct Args {
    codex: PathBuf,
    claim: PathBuf,
    cwd: PathBuf,
    no_wait: bool,
    prompt: String,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let (mut codex, mut claim, mut cwd, mut no_wait, mut prompt) = (None, None, None, false, None);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--codex" => codex = Some(PathBuf::from(value("--codex")?)),
            "--claim" => claim = Some(PathBuf::from(value("--claim")?)),
            "--cwd" => cwd = Some(PathBuf::from(value("--cwd")?)),
            "--no-wait" => no_wait = true,
            s if s.starts_with("--") => return Err(format!("unknown option {s}")),
            s if prompt.is_none() => prompt = Some(s.to_owned()),
            s => return Err(format!("one PROMPT only (also got {s:?})")),
        }
    }
    Ok(Args {
        codex: codex.ok_or("--codex BIN is required")?,
        claim: claim.ok_or("--claim CLAIM.json is required")?,
        cwd: cwd.ok_or("--cwd DIR is required")?,
        no_wait,
        prompt: prompt.ok_or("PROMPT is required")?,
    })
}

/// The human behind the gate: the terminal, or nobody (`--no-wait`).
enum Human {
    Terminal(TerminalPrompt<std::io::StdinLock<'static>, std::io::Stderr>),
    Nobody(DeclineAll),
}

impl Approvals for Human {
    fn decide(&mut self, approval: &Approval<'_>) -> Decision {
        match self {
            Self::Terminal(prompt) => prompt.decide(approval),
            Self::Nobody(decline) => {
                eprintln!(
                    "needs a human, declined (--no-wait): {}",
                    approval.summary()
                );
                decline.decide(approval)
            }
        }
    }
}

fn run(args: &Args) -> Result<(), Box<dyn std::error::Error>> {
    let claim: OversightClaim = agent_approval::from_str(&std::fs::read_to_string(&args.claim)?)?;
    let human = if args.no_wait {
        Human::Nobody(DeclineAll)
    } else {
        Human::Terminal(TerminalPrompt::stdio())
    };
    let approvals = Oversight::new(Gate::new(&claim), human);
    let command = CodexCommand::new(&args.codex).stderr(StderrTo::Inherit);
    let mut client = Client::spawn(&command, approvals)?;
    let params: InitializeParams = agent_approval::from_value(json!({
        "clientInfo": {"name": "approval_client", "version": env!("CARGO_PKG_VERSION")}
    }))?;
    client.initialize(params)?;
    let thread: ThreadStartResponse = client.call("thread/start", &json!({ "cwd": args.cwd }))?;
    let thread_id = thread.thread.id.clone();
    let turn: TurnStartResponse = client.call(
        "turn/start",
        &json!({
            "threadId": thread_id,
            "input": [{"type": "text", "text": args.prompt}],
        }),
    )?;
    eprintln!("thread {thread_id}, turn {}", turn.turn.id);
    loop {
        match client.next_event()? {
            Event::Answered(answered) => {
                let decision = answered
                    .reply
                    .decision()
                    .map_or_else(|| format!("{:?}", answered.reply), |d| format!("{d:?}"));
                eprintln!("request: {}\ndecision: {decision}", answered.summary);
            }
            Event::Refused {
                method, message, ..
            } => {
                eprintln!("refused {method}: {message}");
            }
            Event::Malformed(malformed) => eprintln!("ignored: {malformed}"),
            Event::Notification(notification) => {
                if let ServerNotification::TurnCompleted { params, .. } = &*notification {
                    if params.turn.id == turn.turn.id {
                        eprintln!("turn completed");
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    client.shutdown(std::time::Duration::from_secs(5))?;
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}\n\nRequest → AAP action:");
        for (request, action) in action::ACTIONS {
            println!("  {request:<40} {action}");
        }
        return ExitCode::SUCCESS;
    }
    let args = match parse(&args) {
        Ok(args) => args,
        Err(e) => {
            eprintln!("approval_client: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("approval_client: {e}");
            ExitCode::FAILURE
        }
    }
}
