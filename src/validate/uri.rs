//! `format: uri` (stub).
