//! Codex v1 ⇄ v2 decision conversions (being written).
