//! Fuzzes `from_slice` for Codex v1's `ExecCommandApprovalResponse`: no input may panic, and
//! anything accepted round-trips, and the verdict is the oracle's (see `common.rs`).
#![no_main]

mod common;

use agent_approval::codex::v1::ExecCommandApprovalResponse;
use libfuzzer_sys::fuzz_target;

static ORACLE: std::sync::LazyLock<jsonschema::Validator> = std::sync::LazyLock::new(|| {
    common::oracle(include_str!(
        "../../schemas/codex/v1/ExecCommandApprovalResponse.json"
    ))
});

fuzz_target!(|data: &[u8]| {
    common::check::<ExecCommandApprovalResponse>(data, &ORACLE);
});
