//! The property every fuzz target checks, shared with `tests/fuzz_corpus.rs` through
//! `#[path]` so plain `cargo test` runs the seed corpus without a fuzzer.

use std::fmt::Debug;

#[path = "../../tests/common/extra.rs"]
mod extra;
#[path = "../../tests/common/json_eq.rs"]
mod json_eq;

use agent_approval::{Category, Validate, ValidationErrorKind};
use serde_json::Value;

/// The oracle for a schema: the `jsonschema` crate with its default options and format
/// assertion on, as a user would configure it, independent of this crate's engine setup.
pub fn oracle(schema: &str) -> jsonschema::Validator {
    let schema: Value = serde_json::from_str(schema).expect("a vendored schema is JSON");
    jsonschema::options()
        .should_validate_formats(true)
        .build(&schema)
        .expect("the oracle compiles the schema")
}

/// Parses `data` as a `T`, compares the verdict with `oracle`, with `from_value` and with
/// serde's own `serde_json::from_slice`, and, if it is accepted, checks the round trip.
///
/// Refusing the input is fine; panicking is not. Where `serde_json` reads the input as one
/// JSON value and ours reports no syntax or limit error (duplicate keys and deep nesting are
/// refused on purpose), `from_slice`, `from_value` and the oracle give the same verdict,
/// except for the documented limit: a valid integer the Rust type cannot hold
/// (`Unrepresentable`). An accepted value must validate, serialize to the input's JSON value
/// (numbers by value) with no property the schema names kept in an `extra` map, parse back to
/// an equal value and serialize again to the same bytes. Returns whether `data` was accepted, so a
/// caller can tell that both paths were exercised.
pub fn check<T: Validate + PartialEq + Debug>(data: &[u8], oracle: &jsonschema::Validator) -> bool {
    let ours = agent_approval::from_slice::<T>(data);
    // serde's own entry point judges too (issue 24): the same verdict and value as ours,
    // syntax and limits included (the same reader rules, the same depth).
    let through_serde = serde_json::from_slice::<T>(data);
    assert_eq!(
        through_serde.as_ref().ok(),
        ours.as_ref().ok(),
        "serde_json::from_slice differs from from_slice: {through_serde:?} vs {ours:?}"
    );
    let strict =
        matches!(&ours, Err(e) if matches!(e.classify(), Category::Syntax | Category::Limit));
    let instance = serde_json::from_slice::<Value>(data).ok();
    if let (Some(instance), false) = (&instance, strict) {
        let unrepresentable = matches!(&ours, Err(e) if e.validation_errors().iter()
            .all(|v| matches!(v.kind(), ValidationErrorKind::Unrepresentable { .. })));
        let theirs = oracle.is_valid(instance);
        if !(theirs && unrepresentable) {
            assert_eq!(
                ours.is_ok(),
                theirs,
                "verdict differs from the oracle: {ours:?}\ninstance: {instance}"
            );
        }
        let by_value = agent_approval::from_value::<T>(instance.clone());
        assert_eq!(
            by_value.as_ref().ok(),
            ours.as_ref().ok(),
            "from_value differs from from_slice"
        );
    }
    let Ok(value) = ours else {
        return false;
    };
    if let Err(e) = value.validate() {
        panic!("accepted value does not validate: {e}\nvalue: {value:?}");
    }
    if let Some(instance) = &instance {
        let back = serde_json::to_value(&value).expect("serialize an accepted value");
        assert!(
            json_eq::json_eq(&back, instance),
            "the round trip lost or changed something\ninstance: {instance}\nserialized: {back}"
        );
        let misplaced = extra::named_in_extra(&format!("{value:?}"), oracle, instance);
        assert!(
            misplaced.is_none(),
            "{misplaced:?} is named by the schema but kept in `extra`: {instance}"
        );
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
