//! `format: hostname` (stub).
