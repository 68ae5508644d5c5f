//! Fuzzes `from_slice` for Codex v2's `CommandExecutionRequestApprovalResponse`: no input may
//! panic, and anything accepted round-trips (see `common.rs`).
#![no_main]

mod common;

use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    common::check::<CommandExecutionRequestApprovalResponse>(data);
});
