//! Fuzzes DPoP proofs (`aap_auth::DpopProof::verify`, and `Verifier::check` with a
//! DPoP-bound token): see `aap_dpop_check.rs`.
#![no_main]

mod aap_dpop_check;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    aap_dpop_check::check(data);
});
