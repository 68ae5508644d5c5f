//! `cargo xtask`: parses flags and hands off to one library module per command.

mod flags;

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;

fn main() -> ExitCode {
    let flags = flags::Xtask::parse();
    let code = match flags.command {
        flags::Command::SchemaSync(f) => {
            let options = xtask::schema_sync::Options {
                root: f.root.unwrap_or_else(xtask::project_root),
                check: f.check,
                from: f.from,
                timeout: Duration::from_millis(f.timeout_ms),
            };
            let (mut out, mut err) = (std::io::stdout().lock(), std::io::stderr().lock());
            let code = xtask::schema_sync::run(&options, &mut out, &mut err);
            // Nothing useful can be done when the terminal is gone.
            let _ = out.flush();
            code
        }
    };
    ExitCode::from(code)
}
