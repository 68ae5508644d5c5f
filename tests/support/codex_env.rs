//! What a real-binary test needs around Codex: the `@openai/codex@0.171.0` npm package
//! installed into a cache folder under `target/`, a network namespace of its own (so nothing
//! leaves loopback), and a `CODEX_HOME` whose `config.toml` points Codex at the mock model.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The Codex version the vendored schemas came from.
pub const VERSION: &str = "0.171.0";

/// Set in the re-executed test process that runs inside the namespace.
pub const IN_NETNS: &str = "AGENT_APPROVAL_IN_NETNS";
/// The codex binary, passed into the namespace (or given by the user to skip the install).
pub const CODEX_BIN: &str = "AGENT_APPROVAL_CODEX";

/// Set by `.ci/run`: what would make a real-binary test skip fails it instead, so a CI run
/// that passes is one in which the real Codex ran.
pub const REQUIRE_LIVE: &str = "AGENT_APPROVAL_REQUIRE_LIVE";

/// Skips the calling test with `why`, or fails it where [`REQUIRE_LIVE`] is set.
pub fn skip(why: &str) {
    assert!(
        std::env::var_os(REQUIRE_LIVE).is_none(),
        "{REQUIRE_LIVE} is set, and this cannot run: {why}"
    );
    eprintln!("skipping {why}");
}

/// The codex binary: `$AGENT_APPROVAL_CODEX`, else the package in
/// `target/codex-0.171.0/` (installed there with `npm install --prefix` if absent).
///
/// # Errors
///
/// Why the package cannot be had (no npm, the install failed): the test then skips.
pub fn codex() -> Result<PathBuf, String> {
    if let Some(bin) = std::env::var_os(CODEX_BIN) {
        return Ok(PathBuf::from(bin));
    }
    let prefix = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("target/codex-{VERSION}"));
    let bin = prefix.join("node_modules/.bin/codex");
    if version(&bin).as_deref() == Some(VERSION) {
        return Ok(bin);
    }
    eprintln!(
        "installing @openai/codex@{VERSION} into {}",
        prefix.display()
    );
    std::fs::create_dir_all(&prefix).map_err(|e| e.to_string())?;
    let output = Command::new("npm")
        .args(["install", "--no-audit", "--no-fund", "--prefix"])
        .arg(&prefix)
        .arg(format!("@openai/codex@{VERSION}"))
        .output()
        .map_err(|e| format!("npm cannot be run: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "npm install @openai/codex@{VERSION} failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    match version(&bin) {
        Some(v) if v == VERSION => Ok(bin),
        other => Err(format!("{} reports version {other:?}", bin.display())),
    }
}

/// `codex --version` → `0.171.0`.
fn version(bin: &Path) -> Option<String> {
    let output = Command::new(bin).arg("--version").output().ok()?;
    let text = String::from_utf8(output.stdout).ok()?;
    text.split_whitespace().last().map(str::to_owned)
}

/// Whether this process may create a network namespace (`unshare -n`, then `ip link set lo
/// up`): root, or a user namespace allowing it.
///
/// # Errors
///
/// What failed: the test then skips.
pub fn netns_available() -> Result<(), String> {
    let output = Command::new("unshare")
        .args(["-n", "sh", "-c", "ip link set lo up"])
        .output()
        .map_err(|e| format!("unshare cannot be run: {e}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "unshare -n is not permitted here: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

/// Runs test `name` of this test binary again inside a new network namespace with loopback
/// up, with `codex` passed on; its output is shown. Returns whether it passed.
pub fn rerun_in_netns(name: &str, codex: &Path) -> bool {
    let exe = std::env::current_exe().expect("the test binary");
    let status = Command::new("unshare")
        .args(["-n", "sh", "-c", "ip link set lo up && exec \"$0\" \"$@\""])
        .arg(exe)
        .args(["--exact", name, "--nocapture", "--test-threads", "1"])
        .env(IN_NETNS, "1")
        .env(CODEX_BIN, codex)
        .status()
        .expect("unshare");
    status.success()
}

/// A `CODEX_HOME` for a session against the mock model at `base_url`: Codex's own catalog
/// model `gpt-5.5` (an unknown slug gets no `apply_patch` tool), a custom provider speaking
/// the Responses API with no retries, approvals `on-request`, plugins and apps off.
pub fn codex_home(dir: &Path, base_url: &str) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(
        dir.join("config.toml"),
        format!(
            r#"model = "gpt-5.5"
model_provider = "mock"
approval_policy = "on-request"

[model_providers.mock]
name = "mock"
base_url = "{base_url}"
wire_api = "responses"
env_key = "MOCK_API_KEY"
requires_openai_auth = false
request_max_retries = 0
stream_max_retries = 0

[features]
plugins = false
apps = false
"#
        ),
    )
}
