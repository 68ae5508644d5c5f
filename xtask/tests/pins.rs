//! The vendored schemas still match the `sha256` pins in `schemas/manifest.toml`, so a hand
//! edit of a vendored file fails `cargo test` until `cargo xtask schema-sync` restores it.

use std::path::Path;

#[test]
fn vendored_schemas_match_their_pins() {
    let schemas = Path::new(env!("CARGO_MANIFEST_DIR")).join("../schemas");
    let mismatches =
        xtask::pins::check(&schemas).unwrap_or_else(|e| panic!("schemas/manifest.toml: {e:#}"));
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}
