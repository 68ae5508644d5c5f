//! Generator behind `agent-approval`: JSON Schema files in, Rust types and validation tables out.
pub mod pattern;
