//! The pairing's error: an item no schema leads to, one name for two schemas, a model that
//! does not match its output, an unreadable attribute.

use std::fmt;

use crate::attrs::AttrError;

/// Why typify's items could not be paired with schema nodes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum PairingError {
    /// An emitted struct or enum that no schema node leads to.
    Unreached {
        /// The Rust item.
        item: String,
    },
    /// One Rust item for two schemas that its rewrites would read differently (typify reuses
    /// a name it has already given).
    Ambiguous {
        /// The Rust item.
        item: String,
        /// Pointer of the first schema.
        first: String,
        /// Pointer of the other.
        second: String,
    },
    /// typify's model of an item does not match the schema or its own output.
    Mismatch {
        /// The Rust item.
        item: String,
        /// Pointer of the schema it was paired with.
        pointer: String,
        /// What differs.
        reason: String,
    },
    /// A `#[serde]` attribute of typify's output did not parse.
    Attribute(String),
    /// typify reused types it made for one schema at others that read differently: each an
    /// [`PairingError::Ambiguous`] naming the reused type and the two schemas, found in one
    /// walk.
    Reused(Vec<PairingError>),
}

impl PairingError {
    /// The pointer of the schema at fault, when there is one.
    #[must_use]
    pub(crate) fn pointer(&self) -> &str {
        match self {
            Self::Ambiguous { second: p, .. } | Self::Mismatch { pointer: p, .. } => p,
            Self::Unreached { .. } | Self::Attribute(_) => "",
            Self::Reused(all) => all.first().map_or("", Self::pointer),
        }
    }
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unreached { item } => {
                write!(f, "typify emitted `{item}`, which no schema node leads to")
            }
            Self::Ambiguous {
                item,
                first,
                second,
            } => write!(
                f,
                "typify gave `{item}` to two different schemas (#{first} and #{second})"
            ),
            Self::Mismatch {
                item,
                pointer,
                reason,
            } => write!(f, "`{item}` does not match #{pointer}: {reason}"),
            Self::Attribute(m) => f.write_str(m),
            Self::Reused(all) => {
                for (i, e) in all.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    e.fmt(f)?;
                }
                Ok(())
            }
        }
    }
}

impl From<AttrError> for PairingError {
    fn from(e: AttrError) -> Self {
        Self::Attribute(e.to_string())
    }
}

impl super::Walk<'_> {
    /// The model of `node` does not match typify's `item`, for `reason`.
    pub(super) fn mismatch(
        &self,
        item: &str,
        node: crate::ir::NodeId,
        reason: String,
    ) -> PairingError {
        PairingError::Mismatch {
            item: item.to_owned(),
            pointer: self.schema.nodes[node].pointer.clone(),
            reason,
        }
    }
}
