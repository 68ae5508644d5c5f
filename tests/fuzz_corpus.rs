//! Runs the fuzz targets' property over the committed seed corpus (`fuzz/corpus/<target>/`) and
//! any saved crash files (`fuzz/artifacts/<target>/`), so `cargo test` exercises them without a
//! fuzzer.

#[cfg(feature = "aap-auth")]
#[path = "../fuzz/fuzz_targets/aap_dpop_check.rs"]
mod aap_dpop_check;
#[cfg(feature = "aap-auth")]
#[path = "../fuzz/fuzz_targets/aap_verify_check.rs"]
mod aap_verify_check;
#[path = "../fuzz/fuzz_targets/common.rs"]
mod common;

use std::fs;
use std::panic;
use std::path::{Path, PathBuf};

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use agent_approval::codex::ServerRequest;

/// The files of `dir`, sorted; none if it doesn't exist.
fn files_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

/// Runs `check` over every seed and artifact of `target`, then fails listing every file that
/// panicked. The seed directory must hold inputs that are accepted and inputs that are refused,
/// so neither half of the property goes untested.
fn run(target: &str, check: &dyn Fn(&[u8]) -> bool) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let seeds = files_in(&root.join("corpus").join(target));
    let artifacts = files_in(&root.join("artifacts").join(target));

    let (mut accepted, mut refused, mut failed) = (0, 0, Vec::new());
    for (i, path) in seeds.iter().chain(&artifacts).enumerate() {
        let data = fs::read(path).unwrap();
        let is_seed = i < seeds.len();
        match panic::catch_unwind(panic::AssertUnwindSafe(|| check(&data))) {
            Ok(true) if is_seed => accepted += 1,
            Ok(false) if is_seed => refused += 1,
            Ok(_) => {}
            Err(_) => failed.push(path.display().to_string()),
        }
    }
    assert!(failed.is_empty(), "property failed for {failed:#?}");
    assert!(
        accepted > 0,
        "no seed of fuzz/corpus/{target} is accepted (is the directory missing?)"
    );
    assert!(
        refused > 0,
        "every seed of fuzz/corpus/{target} is accepted; keep some refused ones"
    );
}

#[test]
fn codex_v1() {
    let oracle = common::oracle(include_str!(
        "../schemas/codex/v1/ExecCommandApprovalResponse.json"
    ));
    run("codex_v1", &|d| {
        common::check::<ExecCommandApprovalResponse>(d, &oracle)
    });
}

#[test]
fn codex_v2() {
    let oracle = common::oracle(include_str!(
        "../schemas/codex/v2/CommandExecutionRequestApprovalResponse.json"
    ));
    run("codex_v2", &|d| {
        common::check::<CommandExecutionRequestApprovalResponse>(d, &oracle)
    });
}

#[test]
fn aap_oversight() {
    let oracle = common::oracle(include_str!("../schemas/aap/aap-oversight.schema.json"));
    run("aap_oversight", &|d| {
        common::check::<OversightClaim>(d, &oracle)
    });
}

#[test]
fn codex_server_request() {
    let oracle = common::oracle(include_str!("../schemas/codex/ServerRequest.json"));
    run("codex_server_request", &|d| {
        common::check::<ServerRequest>(d, &oracle)
    });
}

#[cfg(feature = "aap-auth")]
#[test]
fn aap_verify() {
    run("aap_verify", &aap_verify_check::check);
}

#[cfg(feature = "aap-auth")]
#[test]
fn aap_dpop() {
    run("aap_dpop", &aap_dpop_check::check);
}
