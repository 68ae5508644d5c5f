//! The keyword table: names read back, roles by table.

use super::*;

#[test]
fn names_round_trip() {
    for k in Keyword::ALL {
        assert_eq!(Keyword::parse(k.name()), Some(*k), "{k:?}");
    }
    assert_eq!(Keyword::ALL.len(), 62);
}

#[test]
fn table() {
    let cases: &[(&str, Role)] = &[
        ("pattern", Role::Assert),
        ("format", Role::Assert),
        ("$defs", Role::Container),
        ("oneOf", Role::Shape),
        ("examples", Role::Annotation),
        ("unevaluatedProperties", Role::Coarsen),
        ("prefixItems", Role::Coarsen),
        ("multipleOf", Role::Assert),
        ("patternProperties", Role::Shape),
        ("if", Role::Assert),
        ("x-vendor-extension", Role::Annotation),
    ];
    for (kw, want) in cases {
        assert_eq!(role(kw), *want, "{kw}");
    }
}
