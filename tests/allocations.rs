//! Memory: `from_str` allocates no more than plain serde does for the same payload (issue
//! "performance": "no allocation beyond the floor's"). Allocation counts are deterministic, so
//! this is a test, not a benchmark. A counting global allocator counts every allocation and
//! reallocation made by the calling thread between two points.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use agent_approval::aap::OversightClaim;
use agent_approval::Validate;
use serde::Deserialize;

struct Counting;

thread_local! {
    static COUNT: Cell<usize> = const { Cell::new(0) };
}

fn bump() {
    // `try_with`: the allocator also runs while thread-locals are torn down.
    let _ = COUNT.try_with(|c| c.set(c.get() + 1));
}

// SAFETY: forwards to the system allocator; counting touches only a thread-local integer.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        bump();
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        bump();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Allocations (and reallocations) `f` makes on this thread.
fn allocations<T>(f: impl FnOnce() -> T) -> (usize, T) {
    let before = COUNT.with(Cell::get);
    let out = f();
    (COUNT.with(Cell::get) - before, out)
}

/// The floor: the claim's shape as plain serde, with no validation.
#[derive(Deserialize)]
#[allow(dead_code)]
struct Floor {
    level: Option<String>,
    requires_human_approval_for: Option<Vec<String>>,
    notify_on: Option<Vec<String>>,
    approval_reference: Option<String>,
    notification_endpoint: Option<String>,
    supervisor: Option<String>,
    approval_timeout: Option<u64>,
}

const FULL_CLAIM: &str = include_str!("../benches/data/aap-oversight-full.json");

#[test]
fn from_str_allocates_no_more_than_plain_serde_on_the_full_claim() {
    // The first call compiles the schema once per process; what is measured is every call
    // after it.
    agent_approval::from_str::<OversightClaim>(FULL_CLAIM).unwrap();
    let (floor, _) = allocations(|| serde_json::from_str::<Floor>(FULL_CLAIM).unwrap());
    let (ours, claim) =
        allocations(|| agent_approval::from_str::<OversightClaim>(FULL_CLAIM).unwrap());
    println!("allocations: floor {floor}, ours {ours}");
    assert!(
        floor >= 12,
        "the floor allocates each of its 12 strings: {floor}"
    );
    assert!(ours <= floor, "ours {ours} > floor {floor}");
    // The value holds what the floor holds.
    assert_eq!(
        claim.requires_human_approval_for.as_ref().map(Vec::len),
        Some(5)
    );
}

#[test]
fn validate_allocates_nothing_once_warm() {
    let claim: OversightClaim = agent_approval::from_str(FULL_CLAIM).unwrap();
    claim.validate().unwrap();
    let (count, result) = allocations(|| claim.validate());
    assert!(result.is_ok());
    assert_eq!(count, 0);
}

/// Once warm, reading allocates no tape: on payloads whose result holds no heap memory (and
/// whose strings have no escapes, so the tape borrows them), every entry point that reads
/// text, and `validate_value`, allocates nothing at all.
#[test]
fn reading_allocates_no_tape_once_warm() {
    let text = include_str!("../benches/data/codex-v1-string.json");
    let v2 = include_str!("../benches/data/codex-v2-string.json");
    type V1 = agent_approval::codex::v1::ExecCommandApprovalResponse;
    type V2 = agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
    let value: serde_json::Value = serde_json::from_str(text).unwrap();
    let reads: [(&str, &dyn Fn() -> bool); 6] = [
        ("from_str v1", &|| {
            agent_approval::from_str::<V1>(text).is_ok()
        }),
        ("from_slice v1", &|| {
            agent_approval::from_slice::<V1>(text.as_bytes()).is_ok()
        }),
        ("serde_json::from_str v1", &|| {
            serde_json::from_str::<V1>(text).is_ok()
        }),
        ("from_str v2", &|| {
            agent_approval::from_str::<V2>(v2).is_ok()
        }),
        ("serde_json::from_slice v2", &|| {
            serde_json::from_slice::<V2>(v2.as_bytes()).is_ok()
        }),
        ("validate_value v1", &|| {
            agent_approval::validate_value::<V1>(&value).is_ok()
        }),
    ];
    for (name, read) in reads {
        assert!(read(), "{name}: refused");
        let (count, ok) = allocations(read);
        assert!(ok, "{name}: refused");
        assert_eq!(count, 0, "{name}: {count} allocations once warm");
    }
    // A refusal still reports (and allocates for its report), and the next read is warm again.
    assert!(agent_approval::from_str::<V1>(r#"{"decision":"yes"}"#).is_err());
    let (count, ok) = allocations(|| agent_approval::from_str::<V1>(text).is_ok());
    assert!(ok);
    assert_eq!(count, 0, "after a refusal: {count} allocations");
}
