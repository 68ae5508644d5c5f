//! Command-line flags of `cargo xtask`.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

/// The project's build system; run it as `cargo xtask <command>`.
#[derive(Debug, Parser)]
#[command(name = "cargo xtask", bin_name = "cargo xtask")]
pub struct Xtask {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// One subcommand per task.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Compare the vendored schemas with upstream, report the drift and update `schemas/`.
    SchemaSync(SchemaSync),
}

/// Flags of `cargo xtask schema-sync`.
#[derive(Debug, clap::Args)]
pub struct SchemaSync {
    /// Write nothing: exit 0 when in sync, 1 on drift, 2 on errors.
    #[arg(long)]
    pub check: bool,
    /// Read `DIR/<last path segment of upstream>` instead of the network.
    #[arg(long, value_name = "DIR")]
    pub from: Option<PathBuf>,
    /// Project root holding `schemas/` (default: the workspace root).
    #[arg(long, value_name = "DIR")]
    pub root: Option<PathBuf>,
    /// Per-download timeout in milliseconds; only tests need another value.
    #[arg(long, value_name = "MS", default_value_t = 30_000, hide = true)]
    pub timeout_ms: u64,
}
