//! Fuzzes the AAP verifier (`aap_auth::Verifier::verify`, `Jwks::from_slice`, and
//! `VerifiedToken::authorize` behind a valid signature): see `aap_verify_check.rs`.
#![no_main]

mod aap_verify_check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    aap_verify_check::check(data);
});
