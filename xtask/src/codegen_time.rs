//! `cargo xtask codegen-time`: how long the generator (`agent_approval_codegen::generate`,
//! what `build.rs` runs) takes on the vendored schemas.
//!
//! `cargo xtask` builds the generator with the dev profile, which is also how cargo builds it
//! for `build.rs`: build scripts and their dependencies run at `opt-level = 0` under both the
//! dev and the release profile unless `[profile.*.build-override]` says otherwise.

use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::Context;

/// Runs the generator `runs` times on `root/schemas` and writes the fastest, median and
/// slowest run.
pub fn run(root: &Path, runs: usize, out: &mut dyn Write) -> anyhow::Result<()> {
    let schemas = root.join("schemas");
    let mut times: Vec<Duration> = Vec::with_capacity(runs);
    let mut bytes = 0;
    let mut coarsened = Vec::new();
    for _ in 0..runs.max(1) {
        let start = Instant::now();
        let generated = agent_approval_codegen::generate(&schemas)
            .with_context(|| format!("the generator refused {}", schemas.display()))?;
        times.push(start.elapsed());
        bytes = generated.source.len();
        coarsened = generated.coarsened;
    }
    times.sort();
    let median = times[times.len() / 2];
    let (min, max) = (times[0], times[times.len() - 1]);
    writeln!(
        out,
        "codegen-time: {} runs of agent_approval_codegen::generate on {} ({bytes} bytes of output, {} profile): min {min:.1?}, median {median:.1?}, max {max:.1?}",
        times.len(),
        schemas.display(),
        if cfg!(debug_assertions) { "dev" } else { "release" },
    )?;
    writeln!(
        out,
        "codegen-time: {} subschemas typed coarser than their schemas (the build warns about each):",
        coarsened.len()
    )?;
    for c in &coarsened {
        writeln!(out, "  {c}")?;
    }
    Ok(())
}
