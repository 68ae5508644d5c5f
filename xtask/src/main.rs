//! `cargo xtask`: parses flags and hands off to one library module per command.

mod flags;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;

fn main() -> ExitCode {
    let flags = flags::Xtask::parse();
    let code = match flags.command {
        flags::Command::SchemaSync(f) => {
            let (mut out, mut err) = (std::io::stdout().lock(), std::io::stderr().lock());
            let root = match f.root.map_or_else(xtask::project_root, Ok) {
                Ok(root) => root,
                Err(e) => {
                    let _ = writeln!(err, "schema-sync: error: {e:#} (or pass --root DIR)");
                    return ExitCode::from(xtask::schema_sync::ERROR);
                }
            };
            let options = xtask::schema_sync::Options {
                root,
                check: f.check,
                from: f.from,
                codex: f.codex,
                timeout: Duration::from_millis(f.timeout_ms),
                entries: f.entries,
            };
            let code = xtask::schema_sync::run(&options, &mut out, &mut err);
            // Nothing useful can be done when the terminal is gone.
            let _ = out.flush();
            code
        }
        flags::Command::TypifyRaw(f) => report(
            xtask::project_root()
                .and_then(|root| xtask::typify_raw::run(&root, f.check))
                .map(|written| {
                    for file in written {
                        eprintln!("typify-raw: wrote {file}");
                    }
                }),
        ),
        flags::Command::BenchRatios(f) => report((|| {
            let dir = match (f.dir, std::env::var_os("CARGO_TARGET_DIR")) {
                (Some(dir), _) => dir,
                (None, Some(target)) => PathBuf::from(target).join("criterion"),
                (None, None) => xtask::project_root()?.join("target/criterion"),
            };
            xtask::bench_ratios::load(&dir)
                .and_then(|m| xtask::bench_ratios::report(&m, &mut std::io::stdout().lock()))
        })()),
        flags::Command::CodegenTime(f) => report(xtask::project_root().and_then(|root| {
            xtask::codegen_time::run(&root, f.runs, &mut std::io::stdout().lock())
        })),
        flags::Command::Catalogs(f) => report(xtask::project_root().and_then(|root| {
            let options = xtask::catalogs::Options {
                schemastore: f.schemastore,
                crds: f.crds,
                out: f.out.unwrap_or_else(|| root.join("target/catalogs")),
                crd_sample: f.crd_sample,
                only: f.only,
                untested: f.untested,
            };
            xtask::catalogs::run(&options, &mut std::io::stderr().lock())
        })),
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
