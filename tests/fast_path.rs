//! The single-pass deserializers (fast path) against the full validator (slow path): for every
//! corpus text they accept exactly the same payloads and build equal values. Also pins that the
//! three seed roots do use the fast path, so a generator change cannot drop it unnoticed.

use std::path::Path;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::ExecCommandApprovalResponse;
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use agent_approval::Validate;

#[test]
fn seed_roots_use_the_fast_path() {
    const { assert!(<ExecCommandApprovalResponse as Validate>::FAST) };
    const { assert!(<CommandExecutionRequestApprovalResponse as Validate>::FAST) };
    const { assert!(<OversightClaim as Validate>::FAST) };
}

fn agree<T: Validate + PartialEq + std::fmt::Debug>(corpus: &str) -> usize {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/corpus")
        .join(corpus);
    let texts: Vec<String> = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    let mut fast_accepted = 0;
    for text in &texts {
        // The generated `Deserialize` alone is the fast path (it validates as it parses).
        let fast = serde_json::from_str::<T>(text);
        let slow = serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .map(agent_approval::from_value::<T>);
        match (&fast, &slow) {
            (Ok(f), Some(Ok(s))) => {
                assert_eq!(f, s, "{text}");
                fast_accepted += 1;
            }
            (Ok(f), _) => panic!("fast path accepted what the validator refuses: {text} -> {f:?}"),
            // The fast path may refuse valid input it cannot read in one pass (`1.0` for an
            // integer, say); `from_str` then takes the slow path.
            (Err(_), _) => {}
        }
        // `from_str` accepts whatever the fast path accepts, with the same value.
        if let Ok(f) = &fast {
            assert_eq!(&agent_approval::from_str::<T>(text).unwrap(), f, "{text}");
        }
    }
    fast_accepted
}

#[test]
fn fast_and_slow_paths_agree_on_the_corpora() {
    // Each corpus has dozens of valid payloads; most must take the fast path.
    assert!(agree::<ExecCommandApprovalResponse>("codex-v1.json") >= 30);
    assert!(agree::<CommandExecutionRequestApprovalResponse>("codex-v2.json") >= 30);
    assert!(agree::<OversightClaim>("aap-oversight.json") >= 60);
}
