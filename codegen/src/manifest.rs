//! `schemas/manifest.toml`: which schema files are vendored, where they come from, and which
//! Rust module their types go to.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::error::{Error, ErrorKind};

/// The parsed manifest: the settings of a generation.
///
/// `schemas/manifest.toml` lists the vendored files ([`Manifest`], one [`Entry`] each):
///
/// ```toml
/// [[schema]]
/// file = "codex/v1/ExecCommandApprovalParams.json"   # under schemas/
/// module = "codex::v1"          # created as needed, e.g. "codex::permissions"
/// upstream = "https://…/ExecCommandApprovalParams.json"
/// sha256 = "…"                  # of the vendored bytes; agent-approval's `cargo test` checks it
/// root = "ExecCommandApprovalParams"   # optional: the root type's name if not the title
/// ```
///
/// A file's root type is named by its entry's `root`, else by the schema's `title`. Optional
/// settings of an entry:
///
/// | key | default | what it does |
/// |---|---|---|
/// | `draft` | `"2020-12"` | the draft of a file without `$schema`: `"draft-04"`, `"draft-06"`, `"draft-07"`, `"2019-09"`, `"2020-12"`. A file's own `$schema` always wins; the embedded copy the engine judges with carries the draft's `$schema`. |
/// | `id` | none | the URI other files use to `$ref` a document that has no `$id` (`id` in draft-04) of its own. A document with one is addressed by it (an alias beside it stops the build). A `$ref` to a document no entry vendors stops the build, naming the URL and this setting. |
/// | `patterns` | `"linear"` | `"backtracking"` runs the file's patterns on the engine's `fancy-regex` path, for lookaround and backreferences. Linear time stays the default: without the opt-in such a pattern stops the build, naming the pattern, its pointer and this setting. |
/// | `backtrack_limit` | `100000` | with `patterns = "backtracking"`: the most backtracking steps one match may take. A match that reaches it is refused with the runtime's `ValidationErrorKind::BacktrackLimit` (fail closed), never awaited. |
/// | `constructors` | `true` | `false` for a file whose messages the crate's users only receive: its types get no `new` and no struct-variant functions, unless an entry with constructors reaches them (`Default` is derived either way). |
/// | `codex_version` | none | the Codex release that wrote the file, recorded by `cargo xtask schema-sync --codex`. |
///
/// An optional `[features]` table maps a cargo feature of the generating crate to modules
/// (`codex = ["codex"]`): [`build`](crate::build) leaves such a module out unless the feature is on
/// (`CARGO_FEATURE_<NAME>`), [`generate`](crate::generate)
/// and [`Manifest::generate`] make everything.
///
/// **Drafts.** draft-04's `id`, boolean `exclusiveMaximum`/`exclusiveMinimum` and the keywords
/// a draft does not define (`const` in draft-04, `if` in draft-06: annotations there) are read
/// as that draft says, both by the engine and by the type model (the generator spells a draft-04
/// or draft-06 document the draft-07 way for typify; the engine judges the original).
///
/// **Schema families.** A schema may `$ref` another vendored file, by its `$id` or by a path
/// relative to it (files without `$id` are addressed by their path under `schemas/`). The
/// reference reuses that file's generated type: vendoring the whole AAP claim family with
/// `root = "Token"` for `aap-token.schema.json` gives `aap::Token`, whose `oversight` field is
/// `Option<aap::OversightClaim>`, the same type as the seed's. Within one module, a definition
/// that several files carry with identical content (Codex repeats `ReviewDecision` in each
/// message) becomes one Rust type; the same name with different content stops the build,
/// naming the definition and both files. Nothing is renamed silently. An optional property
/// that may be `null` is a plain `Option<T>` (absent and `null` both read as `None`); which
/// were `null` is kept in the struct's hidden `Nulls` set, so both survive a round trip.
/// Only past 64 such properties of one object, or beside serde attributes the written-out
/// conversion does not know, is the field still `Option<Option<T>>` (absent `None`, `null`
/// `Some(None)`); no type of the vendored schemas has one.
/// (`agent-approval`'s `tests/families.rs`, `#[ignore]`d and run by its CI,
/// builds a copy of that crate with the AAP family and Codex's `ExecCommandApprovalParams`
/// from `../shared` added to its manifest, and checks payloads against the `jsonschema`
/// oracle there.)
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// Modules generated only with a cargo feature of the crate whose build script runs the
    /// generator: `[features] NAME = ["module", …]` (each module with its submodules).
    /// [`crate::build`] leaves them out unless `CARGO_FEATURE_<NAME>` is set; [`crate::generate`]
    /// generates everything.
    #[serde(default)]
    pub features: std::collections::BTreeMap<String, Vec<String>>,
    /// One entry per vendored schema, in manifest order.
    #[serde(rename = "schema", default)]
    pub schemas: Vec<Entry>,
}

/// One `[[schema]]` table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// Path of the vendored file, relative to `schemas/`.
    pub file: String,
    /// Rust module path, e.g. `codex::v1`.
    pub module: String,
    /// Where the file is published.
    pub upstream: String,
    /// Hex sha256 of the vendored bytes; empty (absent or `""`) for an entry whose file is not
    /// vendored yet, until `cargo xtask schema-sync` fetches it and writes the pin.
    #[serde(default)]
    pub sha256: String,
    /// Name of the root type when the schema title is not wanted.
    pub root: Option<String>,
    /// The Codex release whose `codex app-server generate-json-schema` wrote this file
    /// (`0.171.0`), recorded by `cargo xtask schema-sync --codex`; absent for other entries.
    #[serde(default)]
    pub codex_version: Option<String>,
    /// The draft of a file without `$schema` (`draft-04`, `draft-06`, `draft-07`, `2019-09`,
    /// `2020-12`); without it such a file is read as 2020-12. A file's own `$schema` wins.
    pub draft: Option<String>,
    /// The URI other documents use to `$ref` a file that has no `$id` (`id` in draft-04) of
    /// its own. A file with one is addressed by it, and may not have an alias too.
    pub id: Option<String>,
    /// How the file's `pattern`s (and `patternProperties` keys) run: `"linear"` (the
    /// default: the `regex` crate, linear time; a pattern needing backtracking stops the
    /// build) or `"backtracking"` (the engine's `fancy-regex` path, for lookaround and
    /// backreferences, bounded by `backtrack_limit` steps per match: a match that reaches
    /// the limit is refused, never awaited).
    pub patterns: Option<Patterns>,
    /// With `patterns = "backtracking"`: the most backtracking steps one match may take
    /// ([`Entry::DEFAULT_BACKTRACK_LIMIT`] when absent).
    pub backtrack_limit: Option<u32>,
    /// Whether the file's types get constructors (`new`, a function per struct variant; see
    /// the generator's `constructors` module). `false` for a file whose messages the crate's
    /// users only receive (Codex's notifications and responses): its types that no entry with
    /// constructors reaches get none. Absent: `true`. `Default` is derived either way.
    pub constructors: Option<bool>,
}

/// The pattern engine of a manifest entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Patterns {
    /// The linear-time `regex` engine (the default).
    Linear,
    /// `fancy-regex`, with a backtracking limit per match.
    Backtracking,
}

impl Entry {
    /// The backtracking limit when `backtrack_limit` is absent.
    pub const DEFAULT_BACKTRACK_LIMIT: u32 = 100_000;

    /// The draft of a file without `$schema`.
    #[must_use]
    pub(crate) fn default_draft(&self) -> crate::ir::Draft {
        self.draft
            .as_deref()
            .and_then(crate::ir::Draft::from_name)
            .unwrap_or(crate::ir::Draft::DEFAULT)
    }

    /// The backtracking limit of an entry that opted into backtracking, `None` otherwise.
    #[must_use]
    pub fn backtracking(&self) -> Option<u32> {
        (self.patterns == Some(Patterns::Backtracking)).then(|| {
            self.backtrack_limit
                .unwrap_or(Self::DEFAULT_BACKTRACK_LIMIT)
        })
    }

    /// Whether the file's types get constructors: [`Entry::constructors`], `true` when absent.
    #[must_use]
    pub fn wants_constructors(&self) -> bool {
        self.constructors.unwrap_or(true)
    }

    /// The module path split into its segments.
    #[must_use]
    pub fn module_path(&self) -> Vec<&str> {
        self.module.split("::").collect()
    }
}

impl Manifest {
    /// Name of the manifest file inside the schemas directory.
    pub const FILE_NAME: &'static str = "manifest.toml";

    /// Reads and checks `dir/manifest.toml`.
    pub fn load(dir: &Path) -> Result<Self, Error> {
        let path = dir.join(Self::FILE_NAME);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| Error::new(&path, "", ErrorKind::Io(e.to_string())))?;
        Self::parse(&path, &text)
    }

    /// Parses and checks manifest text; `path` is only used in errors.
    pub fn parse(path: &Path, text: &str) -> Result<Self, Error> {
        let bad = |m: String| Error::new(path, "", ErrorKind::Manifest(m));
        let manifest: Self =
            toml::from_str(text).map_err(|e| bad(e.to_string().trim().to_owned()))?;
        for (feature, modules) in &manifest.features {
            let good = !feature.is_empty()
                && feature.bytes().all(|b| {
                    b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_'
                });
            if !good {
                return Err(bad(format!(
                    "feature {feature:?} must be a cargo feature name (lowercase, digits, - and _)"
                )));
            }
            if let Some(m) = modules.iter().find(|m| !m.split("::").all(is_module_ident)) {
                return Err(bad(format!(
                    "module {m:?} of feature {feature:?} must be `::`-separated lowercase identifiers"
                )));
            }
        }
        let mut seen = std::collections::BTreeSet::new();
        for entry in &manifest.schemas {
            if !seen.insert(entry.file.as_str()) {
                return Err(bad(format!("file {:?} is listed twice", entry.file)));
            }
            if entry.file.starts_with('/')
                || entry.file.split('/').any(|s| s == ".." || s.is_empty())
            {
                return Err(bad(format!(
                    "file {:?} must be a relative path inside schemas/",
                    entry.file
                )));
            }
            if !entry.module_path().iter().all(|s| is_module_ident(s)) {
                return Err(bad(format!(
                    "module {:?} must be `::`-separated lowercase identifiers",
                    entry.module
                )));
            }
            let pinned = !entry.sha256.is_empty();
            if pinned
                && (entry.sha256.len() != 64
                    || !entry.sha256.bytes().all(|b| b.is_ascii_hexdigit()))
            {
                return Err(bad(format!(
                    "sha256 of {:?} must be 64 hex digits",
                    entry.file
                )));
            }
            if let Some(d) = &entry.draft {
                if crate::ir::Draft::from_name(d).is_none() {
                    let names: Vec<&str> = crate::ir::Draft::ALL.iter().map(|d| d.name()).collect();
                    return Err(bad(format!(
                        "draft {d:?} of {:?} is none of {}",
                        entry.file,
                        names.join(", ")
                    )));
                }
            }
            if let Some(id) = &entry.id {
                if fluent_uri::Uri::parse(id.as_str()).is_err() {
                    return Err(bad(format!(
                        "id {id:?} of {:?} is not an absolute URI",
                        entry.file
                    )));
                }
            }
            if entry.backtrack_limit.is_some() && entry.backtracking().is_none() {
                return Err(bad(format!(
                    "backtrack_limit of {:?} needs patterns = \"backtracking\"",
                    entry.file
                )));
            }
            if entry.backtrack_limit == Some(0) {
                return Err(bad(format!(
                    "backtrack_limit of {:?} must be at least 1",
                    entry.file
                )));
            }
            if let Some(root) = &entry.root {
                if !is_type_ident(root) {
                    return Err(bad(format!("root {root:?} must be a CamelCase identifier")));
                }
            }
        }
        Ok(manifest)
    }

    /// The feature an entry's module needs (`None`: always generated): the feature listing
    /// the module or one of its ancestors.
    #[must_use]
    pub fn feature_of(&self, entry: &Entry) -> Option<&str> {
        self.features.iter().find_map(|(feature, modules)| {
            modules
                .iter()
                .any(|m| {
                    entry.module == *m
                        || entry
                            .module
                            .strip_prefix(m.as_str())
                            .is_some_and(|rest| rest.starts_with("::"))
                })
                .then_some(feature.as_str())
        })
    }

    /// Absolute paths of every vendored file.
    #[must_use]
    pub fn files(&self, dir: &Path) -> Vec<PathBuf> {
        self.schemas.iter().map(|e| dir.join(&e.file)).collect()
    }
}

fn is_module_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some('a'..='z' | '_'))
        && chars.all(|c| matches!(c, 'a'..='z' | '0'..='9' | '_'))
        && !matches!(
            s,
            "_" | "crate" | "self" | "super" | "mod" | "fn" | "type" | "use" | "impl" | "r#"
        )
}

fn is_type_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some('A'..='Z')) && chars.all(|c| c.is_ascii_alphanumeric())
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
[[schema]]
file = "a/b.json"
module = "codex::v1"
upstream = "https://example.com/b.json"
sha256 = "2582a07c4028d06e0ed67c1b7563469882bbc66640237be182d309fe4ad1d1eb"
root = "Thing"
"#;

    #[test]
    fn constructors_are_wanted_unless_an_entry_says_false() {
        for (line, wanted) in [
            ("", true),
            ("constructors = true\n", true),
            ("constructors = false\n", false),
        ] {
            let m = Manifest::parse(Path::new("m.toml"), &format!("{GOOD}{line}")).unwrap();
            assert_eq!(m.schemas[0].wants_constructors(), wanted, "{line}");
        }
        let bad = Manifest::parse(
            Path::new("m.toml"),
            &format!("{GOOD}constructors = \"no\"\n"),
        );
        assert!(bad.is_err());
    }

    #[test]
    fn parses_a_good_manifest() {
        let m = Manifest::parse(Path::new("m.toml"), GOOD).unwrap();
        assert_eq!(m.schemas.len(), 1);
        assert_eq!(m.schemas[0].module_path(), ["codex", "v1"]);
        assert_eq!(m.schemas[0].root.as_deref(), Some("Thing"));
    }

    #[test]
    fn features_name_the_modules_they_gate() {
        let text = format!("[features]\ncodex = [\"codex\"]\n{GOOD}");
        let m = Manifest::parse(Path::new("m.toml"), &text).unwrap();
        let entry = |module: &str| Entry {
            module: module.to_owned(),
            ..m.schemas[0].clone()
        };
        assert_eq!(m.feature_of(&entry("codex")), Some("codex"));
        assert_eq!(m.feature_of(&entry("codex::v1")), Some("codex"));
        assert_eq!(m.feature_of(&entry("codexx")), None);
        assert_eq!(m.feature_of(&entry("aap")), None);
        for (bad, expect) in [
            ("[features]\nCodex = [\"codex\"]\n", "feature \"Codex\""),
            (
                "[features]\ncodex = [\"Codex\"]\n",
                "module \"Codex\" of feature",
            ),
        ] {
            let err = Manifest::parse(Path::new("m.toml"), &format!("{bad}{GOOD}")).unwrap_err();
            assert!(err.to_string().contains(expect), "{err}");
        }
    }

    #[test]
    fn accepts_an_entry_not_pinned_yet() {
        let pin = "sha256 = \"2582a07c4028d06e0ed67c1b7563469882bbc66640237be182d309fe4ad1d1eb\"\n";
        for unpinned in ["", "sha256 = \"\"\n"] {
            let m = Manifest::parse(Path::new("m.toml"), &GOOD.replace(pin, unpinned)).unwrap();
            assert_eq!(m.schemas[0].sha256, "", "{unpinned:?}");
        }
    }

    #[test]
    fn rejects_bad_entries() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "module = \"codex::v1\"",
                "module = \"Codex\"",
                "module \"Codex\"",
            ),
            ("a/b.json", "../b.json", "relative path"),
            ("root = \"Thing\"", "root = \"thing\"", "CamelCase"),
            ("sha256 = \"2582", "sha256 = \"zz82", "64 hex digits"),
            ("root = \"Thing\"", "rot = \"Thing\"", "unknown field"),
        ];
        for (from, to, expect) in cases {
            let text = GOOD.replace(from, to);
            let err = Manifest::parse(Path::new("m.toml"), &text).unwrap_err();
            assert!(err.to_string().contains(expect), "{to}: {err}");
            assert!(
                err.to_string().starts_with("m.toml: invalid manifest: "),
                "{err}"
            );
        }
    }
}
