//! Bounds on untrusted JSON text: its size and nesting depth ([`Limits`]). The strict reader
//! that applies them, and refuses duplicate object keys, is `tape/read.rs`.

/// Bounds on untrusted input, checked before and while parsing.
///
/// ```
/// use agent_approval::{codex::v1::ExecCommandApprovalResponse, Limits};
///
/// let limits = Limits::default().with_max_bytes(64);
/// let big = format!(r#"{{"decision":"approved","pad":"{}"}}"#, "x".repeat(100));
/// let err = agent_approval::from_str_with::<ExecCommandApprovalResponse>(&big, &limits).unwrap_err();
/// assert_eq!(err.to_string(), "input is 132 bytes, more than the limit of 64");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Limits {
    /// Largest accepted input, in bytes. Default: 16 MiB.
    pub max_bytes: usize,
    /// Deepest accepted nesting of arrays and objects (the top-level value's brackets count
    /// as depth 1). Default: 64. At most [`Limits::MAX_DEPTH`] (127): serde_json refuses
    /// the 128th level itself ("recursion limit exceeded").
    pub max_depth: usize,
}

impl Limits {
    /// serde_json refuses deeper input anyway; a larger `max_depth` is capped to this.
    pub const MAX_DEPTH: usize = 127;

    /// The defaults: 16 MiB and depth 64.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            max_bytes: 16 * 1024 * 1024,
            max_depth: 64,
        }
    }

    /// Sets [`Limits::max_bytes`].
    #[must_use]
    pub const fn with_max_bytes(mut self, max_bytes: usize) -> Self {
        self.max_bytes = max_bytes;
        self
    }

    /// Sets [`Limits::max_depth`] (capped at [`Limits::MAX_DEPTH`]).
    #[must_use]
    pub const fn with_max_depth(mut self, max_depth: usize) -> Self {
        self.max_depth = if max_depth < Self::MAX_DEPTH {
            max_depth
        } else {
            Self::MAX_DEPTH
        };
        self
    }
}

impl Default for Limits {
    fn default() -> Self {
        Self::new()
    }
}
