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
        flags::Command::TypifyRaw(f) => report(
            xtask::typify_raw::run(&xtask::project_root(), f.check).map(|written| {
                for file in written {
                    eprintln!("typify-raw: wrote {file}");
                }
            }),
        ),
        flags::Command::BenchRatios(f) => {
            let target = std::env::var_os("CARGO_TARGET_DIR")
                .map_or_else(|| xtask::project_root().join("target"), Into::into);
            let dir = f.dir.unwrap_or_else(|| target.join("criterion"));
            report(
                xtask::bench_ratios::load(&dir)
                    .and_then(|m| xtask::bench_ratios::report(&m, &mut std::io::stdout().lock())),
            )
        }
        flags::Command::CodegenTime(f) => report(xtask::codegen_time::run(
            &xtask::project_root(),
            f.runs,
            &mut std::io::stdout().lock(),
        )),
    };
    ExitCode::from(code)
}

/// Exit status of a command that returns `anyhow::Result`: 0, or 2 after printing the error.
fn report(result: anyhow::Result<()>) -> u8 {
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e:#}");
            2
        }
    }
}
