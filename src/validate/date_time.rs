//! `format: date_time` (stub).
