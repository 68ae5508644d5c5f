//! Placeholder crate root.
#![allow(dead_code)]
mod validate;
