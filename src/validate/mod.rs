//! Validation layer (being written).
mod date_time;
mod hostname;
mod uri;
