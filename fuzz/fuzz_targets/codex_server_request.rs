//! Fuzzes `from_slice` for `codex::ServerRequest`, the app-server's `oneOf` of every request
//! dispatched by `method`: no input may panic, anything accepted round-trips, and the verdict
//! is the oracle's (see `common.rs`).
#![no_main]

mod common;

use agent_approval::codex::ServerRequest;
use libfuzzer_sys::fuzz_target;

static ORACLE: std::sync::LazyLock<jsonschema::Validator> = std::sync::LazyLock::new(|| {
    common::oracle(include_str!("../../schemas/codex/ServerRequest.json"))
});

fuzz_target!(|data: &[u8]| {
    common::check::<ServerRequest>(data, &ORACLE);
});
