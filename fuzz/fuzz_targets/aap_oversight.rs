//! Fuzzes `from_slice` for the AAP `OversightClaim`: no input may panic, and anything accepted
//! round-trips, and the verdict is the oracle's (see `common.rs`).
#![no_main]

mod common;

use agent_approval::aap::OversightClaim;
use libfuzzer_sys::fuzz_target;

static ORACLE: std::sync::LazyLock<jsonschema::Validator> = std::sync::LazyLock::new(|| {
    common::oracle(include_str!("../../schemas/aap/aap-oversight.schema.json"))
});

fuzz_target!(|data: &[u8]| {
    common::check::<OversightClaim>(data, &ORACLE);
});
