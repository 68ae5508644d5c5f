//! After a failed pairing: which subschema to type `serde_json::Value` next (`typified` in
//! `family.rs` types the file again with it).

use std::collections::BTreeMap;

/// Most subschemas one file may have coarsened for failed pairings before the whole file is.
pub(super) const PAIRING_RETRIES: usize = 16;

/// The subschema to coarsen after the `retries`th failed pairing, at `at`: that one; when it
/// is coarsened already (typing it `Value` did not help), the nearest enclosing subschema that
/// is not (a type that shares a name with another schema is that schema's ancestor's:
/// aiproj's `Cookie`); the whole file (`""`) when none is left or after too many.
pub(super) fn next_coarse(forced: &BTreeMap<String, String>, at: &str, retries: usize) -> String {
    if retries > PAIRING_RETRIES {
        return String::new();
    }
    let mut candidate = at;
    while forced.contains_key(candidate) && !candidate.is_empty() {
        let parent = candidate.rsplit_once('/').map_or("", |(p, _)| p);
        // Past the keyword holding it (`properties`, `oneOf`, `definitions`…): a schema.
        candidate = match parent.rsplit_once('/') {
            Some((schema, keyword)) if CONTAINERS.contains(&keyword) => schema,
            _ => parent,
        };
    }
    if forced.contains_key(candidate) {
        String::new()
    } else {
        candidate.to_owned()
    }
}

/// Keywords whose value holds subschemas by name or position.
const CONTAINERS: &[&str] = &[
    "properties",
    "patternProperties",
    "definitions",
    "$defs",
    "dependencies",
    "dependentSchemas",
    "oneOf",
    "anyOf",
    "allOf",
    "items",
    "prefixItems",
];

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::{next_coarse, PAIRING_RETRIES};

    #[test]
    fn a_failed_pairing_coarsens_its_subschema_then_the_enclosing_ones_then_the_file() {
        let forced = |pointers: &[&str]| -> BTreeMap<String, String> {
            pointers
                .iter()
                .map(|p| ((*p).to_owned(), String::new()))
                .collect()
        };
        let many: Vec<String> = (0..PAIRING_RETRIES).map(|i| format!("/p{i}")).collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        let cases: [(&[&str], &str, &str); 7] = [
            (&[], "/properties/a", "/properties/a"),
            (&["/properties/a"], "/properties/b", "/properties/b"),
            (&["/properties/a"], "/properties/a", ""),
            // Then the enclosing subschema, past the keyword holding it.
            (
                &["/properties/a/oneOf/0/properties/c"],
                "/properties/a/oneOf/0/properties/c",
                "/properties/a/oneOf/0",
            ),
            (
                &[
                    "/properties/a/oneOf/0/properties/c",
                    "/properties/a/oneOf/0",
                ],
                "/properties/a/oneOf/0/properties/c",
                "/properties/a",
            ),
            (&[], "", ""),
            (&many, "/properties/z", ""),
        ];
        for (already, at, want) in cases {
            assert_eq!(
                next_coarse(&forced(already), at, already.len() + 1),
                want,
                "{already:?} {at}"
            );
        }
    }
}
