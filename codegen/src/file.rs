//! One vendored file as every stage reads it: the document the engine judges with, the type
//! model's copy, its entry, base URI and draft. Loaded by the family (`family/file.rs`), which
//! runs the schema rewrites; the engine, the compiled validators and the family read it.

use std::path::PathBuf;

use serde_json::Value;

use crate::manifest::Entry;

/// One vendored file, read and parsed.
pub(crate) struct File {
    /// Path shown in errors (`schemas/...`).
    pub shown: PathBuf,
    /// The document as the engine judges with it: as vendored, with the draft's `$schema`
    /// added when it has none (so the engine reads it in the manifest's draft) and each
    /// reference written as no URI spelled as one (`crate::spelling`).
    pub doc: Value,
    /// The document as the type model reads it: in draft-07 spelling for draft-04 and
    /// draft-06 ([`crate::upgrade`]), with the manifest's `id` alias as its `$id`, and
    /// `if`/`then` pairs that discriminate by a property read as a union.
    pub shape: Value,
    /// Where the subschemas `shape` moved came from, for reports.
    pub moved: crate::upgrade::Moved,
    /// Its manifest entry.
    pub entry: Entry,
    /// Its base URI.
    pub base: String,
    /// Its draft.
    pub draft: crate::ir::Draft,
    /// The engine's own copy of a draft's meta-schema (`family/meta.rs`), not vendored.
    pub built_in: bool,
}
