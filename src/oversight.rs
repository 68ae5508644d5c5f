//! The AAP oversight gate (being written).
