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
    /// Regenerate `benches/typify_raw/*.rs`, typify's unmodified output (benchmark baseline).
    TypifyRaw(TypifyRaw),
    /// Print criterion's medians from `target/criterion` as a markdown table with ratios.
    BenchRatios(BenchRatios),
    /// Time the generator (what `build.rs` runs) on the vendored schemas.
    CodegenTime(CodegenTime),
    /// Lay out real-world schema catalogs (SchemaStore, Kubernetes CRDs) as folders the suite
    /// test reads (`SUITE_PATH=DIR`), under `target/catalogs/` by default.
    Catalogs(Catalogs),
}

/// Flags of `cargo xtask schema-sync`.
#[derive(Debug, clap::Args)]
pub struct SchemaSync {
    /// Write nothing: exit 0 when in sync, 1 on drift, 2 on errors.
    #[arg(long)]
    pub check: bool,
    /// Read `DIR/<last path segment of upstream>` instead of the network.
    #[arg(long, value_name = "DIR", conflicts_with = "codex")]
    pub from: Option<PathBuf>,
    /// Sync the Codex entries (those whose upstream is under
    /// `codex-rs/app-server-protocol/schema/json/`) from this codex binary's own
    /// `app-server generate-json-schema` (default: `codex` on PATH), run in a network namespace
    /// of its own where possible; the manifest records its version. Other entries are untouched.
    #[arg(long, value_name = "PATH", num_args = 0..=1, default_missing_value = "codex")]
    pub codex: Option<PathBuf>,
    /// Project root holding `schemas/` (default: the nearest directory, from the current one
    /// up, holding both `Cargo.toml` and `schemas/manifest.toml`).
    #[arg(long, value_name = "DIR")]
    pub root: Option<PathBuf>,
    /// Per-download timeout in milliseconds; only tests need another value.
    #[arg(long, value_name = "MS", default_value_t = 30_000, hide = true)]
    pub timeout_ms: u64,
    /// Manifest entries to sync, by their `file` under `schemas/` (or its file name alone when
    /// that is unambiguous); the others are neither checked nor written. Default: all.
    #[arg(value_name = "FILE")]
    pub entries: Vec<String>,
}

/// Flags of `cargo xtask typify-raw`.
#[derive(Debug, clap::Args)]
pub struct TypifyRaw {
    /// Write nothing: fail when a committed file differs from typify's output.
    #[arg(long)]
    pub check: bool,
}

/// Flags of `cargo xtask bench-ratios`.
#[derive(Debug, clap::Args)]
pub struct BenchRatios {
    /// Criterion's output directory (default: `criterion` under `$CARGO_TARGET_DIR`, else `target/`).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// Flags of `cargo xtask codegen-time`.
#[derive(Debug, clap::Args)]
pub struct CodegenTime {
    /// How many times to run the generator.
    #[arg(long, default_value_t = 10)]
    pub runs: usize,
}

/// Flags of `cargo xtask catalogs`.
#[derive(Debug, clap::Args)]
pub struct Catalogs {
    /// A checkout of SchemaStore/schemastore (schemas in `src/schemas/json/`, instances in
    /// `src/test/` and `src/negative_test/`); writes `OUT/schemastore/`.
    #[arg(long, value_name = "DIR")]
    pub schemastore: Option<PathBuf>,
    /// A checkout of datreeio/CRDs-catalog (`<api-group>/<kind>_<version>.json`); writes
    /// `OUT/crds/`.
    #[arg(long, value_name = "DIR")]
    pub crds: Option<PathBuf>,
    /// Where to write (default: `target/catalogs` under the project root).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// How many CRDs to take, one per API group in turn.
    #[arg(long, value_name = "N", default_value_t = 120)]
    pub crd_sample: usize,
    /// Only these: SchemaStore schemas by name (`tsconfig`), CRDs by API group
    /// (`cert-manager.io`) or file (`cert-manager.io/issuer_v1`). Default: all.
    #[arg(long, value_name = "NAME,NAME…", value_delimiter = ',')]
    pub only: Vec<String>,
    /// SchemaStore: the schemas without test instances instead, each with an empty object as
    /// its one instance, judged by the reference validator.
    #[arg(long)]
    pub untested: bool,
}
