//! What the generator typed coarser than its schema: every subschema or root that became
//! `serde_json::Value` (or a newtype around it) although its schema says more. The engine
//! still judges every payload exactly; only the Rust type says less. `generate` returns the
//! list and `build` prints each one as a `cargo:warning`, so nothing is coarsened in silence.

use std::fmt;
use std::path::PathBuf;

/// One subschema typed `serde_json::Value` although its schema constrains the shape.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Coarsening {
    /// The schema file (`schemas/...`).
    pub file: PathBuf,
    /// RFC 6901 pointer of the subschema in that file; `""` is the root.
    pub pointer: String,
    /// Why its type is coarser, in words.
    pub reason: String,
}

impl fmt::Display for Coarsening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at #{}: typed `serde_json::Value`, coarser than its schema: {}",
            self.file.display(),
            self.pointer,
            self.reason
        )
    }
}
