//! The property every fuzz target checks, shared with `tests/fuzz_corpus.rs` through
//! `#[path]` so plain `cargo test` runs the seed corpus without a fuzzer.

use std::fmt::Debug;

use agent_approval::Validate;

/// Parses `data` as a `T` and, if it is accepted, checks the round trip.
///
/// Refusing the input is fine; panicking is not. An accepted value must validate, serialize,
/// parse back to an equal value and serialize again to the same bytes. Returns whether `data`
/// was accepted, so a caller can tell that both paths were exercised.
pub fn check<T: Validate + PartialEq + Debug>(data: &[u8]) -> bool {
    let Ok(value) = agent_approval::from_slice::<T>(data) else {
        return false;
    };
    if let Err(e) = value.validate() {
        panic!("accepted value does not validate: {e}\nvalue: {value:?}");
    }
    let text = serde_json::to_vec(&value).expect("serialize an accepted value");
    let again = agent_approval::from_slice::<T>(&text).unwrap_or_else(|e| {
        panic!(
            "re-parse of accepted value failed: {e}\nserialized: {}",
            String::from_utf8_lossy(&text)
        )
    });
    assert_eq!(
        value,
        again,
        "re-parsed value differs\nserialized: {}",
        String::from_utf8_lossy(&text)
    );
    let text_again = serde_json::to_vec(&again).expect("serialize a re-parsed value");
    assert_eq!(
        String::from_utf8_lossy(&text),
        String::from_utf8_lossy(&text_again),
        "serialization is not stable across a round trip"
    );
    true
}
