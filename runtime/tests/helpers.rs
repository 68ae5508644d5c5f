//! The generator marks an unbounded tuple's `Longer` variant with the runtime's helper for its
//! number of positional schemas (`agent_approval_runtime::__private::longer::afterN`), and
//! types such a tuple only up to a bound it keeps itself (the generator cannot depend on the
//! runtime). This holds the two bounds together.

#[test]
fn longer_helpers_cover_every_count_the_generator_types() {
    assert_eq!(
        agent_approval_codegen::compile::MOST_POSITIONS,
        agent_approval_runtime::__private::longer::MOST_POSITIONS
    );
}
