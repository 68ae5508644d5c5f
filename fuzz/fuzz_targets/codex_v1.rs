//! Fuzzes `from_slice` for Codex v1's `ExecCommandApprovalResponse`: no input may panic, and
//! anything accepted round-trips (see `common.rs`).
#![no_main]

mod common;

use agent_approval::codex::v1::ExecCommandApprovalResponse;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    common::check::<ExecCommandApprovalResponse>(data);
});
