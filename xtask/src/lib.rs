//! The project's build system, as a library so its tests can run each command in-process;
//! `src/main.rs` only parses flags and calls in here.

pub mod bench_ratios;
pub mod codegen_time;
pub mod diff;
pub mod fetch;
pub mod pins;
pub mod schema_sync;
pub mod typify_raw;

use std::path::PathBuf;

/// The workspace root: the parent of `xtask/`.
#[must_use]
pub fn project_root() -> PathBuf {
    let xtask = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    xtask.parent().unwrap_or(xtask).to_path_buf()
}
