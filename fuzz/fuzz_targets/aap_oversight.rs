//! Fuzzes `from_slice` for the AAP `OversightClaim`: no input may panic, and anything accepted
//! round-trips (see `common.rs`).
#![no_main]

mod common;

use agent_approval::aap::OversightClaim;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    common::check::<OversightClaim>(data);
});
