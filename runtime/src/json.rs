//! Bounds on untrusted JSON text: its size and nesting depth ([`Limits`]). The strict reader
//! that applies them, and refuses duplicate object keys, is `tape/read.rs`.

/// Bounds on untrusted input, checked before and while parsing.
///
/// ```
/// use agent_approval_runtime::Limits;
///
/// let limits = Limits::default().with_max_bytes(64);
/// let big = format!(r#"{{"decision":"approved","pad":"{}"}}"#, "x".repeat(100));
/// let err = limits.check(big.as_bytes()).unwrap_err();
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

    /// Reads `bytes` as one JSON document under these limits, as [`from_slice`](crate::from_slice)
    /// does before judging: within [`max_bytes`](Self::max_bytes) and
    /// [`max_depth`](Self::max_depth), UTF-8, no duplicate object keys. Nothing is judged or
    /// converted; for a reader of its own (a JWS header, a key set) that must refuse what this
    /// crate refuses.
    ///
    /// ```
    /// use agent_approval_runtime::{Category, Limits};
    ///
    /// let limits = Limits::new().with_max_depth(2);
    /// assert!(limits.check(br#"{"a":[1]}"#).is_ok());
    /// assert_eq!(limits.check(br#"{"a":1,"a":2}"#).unwrap_err().classify(), Category::Syntax);
    /// assert_eq!(limits.check(br#"{"a":[[1]]}"#).unwrap_err().classify(), Category::Syntax);
    /// assert_eq!(Limits::new().with_max_bytes(4).check(b"[1,2,3]").unwrap_err().classify(), Category::Limit);
    /// ```
    ///
    /// # Errors
    ///
    /// The first problem, as [`from_slice`](crate::from_slice) reports it.
    pub fn check(&self, bytes: &[u8]) -> Result<(), crate::Error> {
        crate::tape::read(bytes, self).map(drop)
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
