//! `cargo xtask schema-sync` end to end: a temporary project whose manifest points at a
//! loopback HTTP server started by each test (or at a `--from` directory). No test touches
//! the internet. Upstream drift is built from the vendored seed schemas with `serde_json`.

#[path = "schema_sync/binary.rs"]
mod binary;
#[path = "schema_sync/codex.rs"]
mod codex;
#[path = "schema_sync/drift.rs"]
mod drift;
#[path = "schema_sync/select.rs"]
mod select;
#[path = "schema_sync/support.rs"]
mod support;
#[path = "schema_sync/update.rs"]
mod update;
