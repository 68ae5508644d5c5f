//! The validation engine at build time: every vendored file is compiled by the `jsonschema`
//! crate with the options the runtime uses (`agent_approval_runtime::__private::engine`), so whatever
//! the engine cannot honour (a dangling reference, a pattern that needs backtracking, an
//! invalid schema) stops the build here, naming file, JSON pointer and keyword, instead of
//! failing on the first payload.

use std::path::Path;

use jsonschema::{Draft, PatternOptions, Registry, ValidationOptions};
use serde_json::Value;

use crate::error::{Error, ErrorKind};
use crate::file::File;

/// The engine options every validator is built with. The runtime's copy
/// (`agent_approval_runtime::__private::engine::options`) must match; `engine/runtime_agrees.rs`
/// checks that they give the same verdicts.
///
/// - formats are assertions (the `jsonschema` crate's checks, every format of both drafts);
///   unknown formats are annotations;
/// - `pattern` runs on the `regex` crate (linear time); a pattern it cannot run is an error;
/// - no retrieval: every reference must resolve inside the registry of vendored files.
#[must_use]
pub(crate) fn options<'a>(draft: Draft, registry: &'a Registry<'a>) -> ValidationOptions<'a> {
    jsonschema::options()
        .with_draft(draft)
        .should_validate_formats(true)
        .should_ignore_unknown_formats(true)
        .with_pattern_options(PatternOptions::regex())
        .offline()
        .with_registry(registry)
}

/// [`options`] for a file whose manifest entry opted into backtracking patterns (`patterns =
/// "backtracking"`): the engine's `fancy-regex` path, at most `limit` backtracking steps per
/// match. The runtime's copy is `agent_approval_runtime::__private::engine_options_backtracking`.
#[must_use]
pub(crate) fn options_backtracking<'a>(
    draft: Draft,
    registry: &'a Registry<'a>,
    limit: u32,
) -> ValidationOptions<'a> {
    options(draft, registry)
        .with_pattern_options(PatternOptions::fancy_regex().backtrack_limit(limit as usize))
}

/// The options a file's validators are built with, by its manifest entry.
fn options_of<'a>(f: &File, registry: &'a Registry<'a>) -> ValidationOptions<'a> {
    match f.entry.backtracking() {
        None => options(draft(f.draft), registry),
        Some(limit) => options_backtracking(draft(f.draft), registry, limit),
    }
}

/// The engine's draft for a file's draft.
#[must_use]
pub(crate) fn draft(d: crate::ir::Draft) -> Draft {
    match d {
        crate::ir::Draft::Draft4 => Draft::Draft4,
        crate::ir::Draft::Draft6 => Draft::Draft6,
        crate::ir::Draft::Draft7 => Draft::Draft7,
        crate::ir::Draft::Draft201909 => Draft::Draft201909,
        crate::ir::Draft::Draft202012 => Draft::Draft202012,
    }
}

/// A registry holding every vendored file under its base URI.
pub(crate) fn registry(files: &[File]) -> Result<Registry<'static>, Error> {
    let mut builder = Registry::new();
    for f in files.iter().filter(|f| !f.built_in) {
        let resource = draft(f.draft).create_resource(f.doc.clone());
        builder = builder
            .add(&f.base, resource)
            .map_err(|e| Error::new(&f.shown, "/$id", ErrorKind::Engine(e.to_string())))?;
    }
    builder.prepare().map_err(|e| {
        dangling(files, &e).unwrap_or_else(|| {
            Error::new(
                Path::new("schemas/manifest.toml"),
                "",
                ErrorKind::Engine(e.to_string()),
            )
        })
    })
}

/// The reference a resolution error is about, located in its file.
fn dangling(files: &[File], e: &jsonschema::ReferencingError) -> Option<Error> {
    use jsonschema::ReferencingError as R;
    let matches = |base: &str, reference: &str| -> bool {
        let resolved = crate::compile::split_reference(base, reference);
        let fragment = reference.split_once('#').map_or("", |(_, f)| f);
        match e {
            R::Unretrievable { uri, .. } => {
                resolved.is_some_and(|(absolute, _)| absolute == uri.trim_end_matches('#'))
            }
            R::PointerToNowhere { pointer } => resolved.is_some_and(|(_, p)| p == *pointer),
            R::NoSuchAnchor { anchor } | R::InvalidAnchor { anchor } => fragment == anchor,
            R::InvalidUri(_) => fluent_uri::UriRef::parse(reference).is_err(),
            _ => false,
        }
    };
    files.iter().find_map(|f| {
        let mut refs = Vec::new();
        crate::walk::references(&f.doc, "", &mut refs);
        refs.into_iter()
            .find(|(_, r)| matches(&f.base, r))
            .map(|(pointer, r)| {
                let kind = match e {
                    R::Unretrievable { uri, .. } => ErrorKind::NotVendored {
                        reference: r,
                        document: uri.trim_end_matches('#').to_owned(),
                    },
                    R::InvalidUri(_) => ErrorKind::NotUri {
                        error: fluent_uri::UriRef::parse(r.as_str())
                            .err()
                            .map_or_else(|| e.to_string(), |p| p.to_string()),
                        reference: r,
                    },
                    _ => ErrorKind::DanglingRef(r),
                };
                Error::new(&f.shown, &pointer, kind)
            })
    })
}

/// Compiles every file with the engine; the first failure as a located error.
pub(crate) fn check(files: &[File]) -> Result<(), Error> {
    let registry = registry(files)?;
    for f in files.iter().filter(|f| !f.built_in) {
        // The document itself, as the runtime builds a root type's validator.
        if let Err(e) = options_of(f, &registry)
            .with_base_uri(&f.base)
            .build(&f.doc)
        {
            return Err(locate(f, &registry, &e));
        }
    }
    Ok(())
}

/// Turns an engine error into one naming the file, pointer and keyword.
fn locate(f: &File, registry: &Registry<'_>, e: &jsonschema::ValidationError<'_>) -> Error {
    use jsonschema::error::ValidationErrorKind as K;
    // The engine does not say where a reference stands: find it.
    if let K::Referencing(r) = e.kind() {
        return dangling(std::slice::from_ref(f), r)
            .unwrap_or_else(|| Error::new(&f.shown, "", ErrorKind::DanglingRef(r.to_string())));
    }
    // Otherwise the schema failed its meta-schema: the "instance" is the schema itself. A
    // pattern it refuses may hide below a union of the meta-schema (`items`: a schema or an
    // array of schemas), so the patterns there are tried one by one.
    let pointer = e.instance_path().to_string();
    if let Some((at, pattern)) = refused_pattern(f, registry, &pointer) {
        let error = pattern_error(f, registry, &pattern);
        return Error::new(&f.shown, &at, ErrorKind::Pattern { pattern, error });
    }
    let mut message = e.to_string();
    let boolean_bound = (pointer.ends_with("/exclusiveMaximum")
        || pointer.ends_with("/exclusiveMinimum"))
        && f.doc.pointer(&pointer).is_some_and(Value::is_boolean);
    if boolean_bound && f.draft != crate::ir::Draft::Draft4 {
        message.push_str(
            ": a boolean `exclusiveMaximum`/`exclusiveMinimum` is draft-04's (OpenAPI 3.0 and \
             Kubernetes CRDs write it so); read the file as draft-04 (`draft = \"draft-04\"` \
             in its manifest entry, where the file has no `$schema`)",
        );
    }
    Error::new(&f.shown, &pointer, ErrorKind::Engine(message))
}

/// The first pattern (a `pattern` value or a `patternProperties` key) at or below `at` the
/// engine refuses, alone in a schema built with the file's options, with its pointer.
fn refused_pattern(f: &File, registry: &Registry<'_>, at: &str) -> Option<(String, String)> {
    let mut found = None;
    let mut visit = |pointer: String, pattern: &str| {
        if found.is_none() && !builds(f, registry, pattern) {
            found = Some((pointer, pattern.to_owned()));
        }
    };
    // A `patternProperties` key (the engine points at its schema): the key itself.
    if let Some((parent, key)) = at.rsplit_once('/') {
        if parent.ends_with("/patternProperties") || parent == "patternProperties" {
            visit(at.to_owned(), &crate::error::unescape_token(key));
        }
    }
    // A pattern itself (the engine points at `pattern`): from the schema holding it.
    let at = match f.doc.pointer(at)? {
        Value::String(_) => at.rsplit_once('/').map_or("", |(parent, _)| parent),
        _ => at,
    };
    patterns(f.doc.pointer(at)?, at, &mut visit);
    found
}

/// Calls `visit` with each pattern of `v` (at pointer `at`) and where it stands.
fn patterns(v: &Value, at: &str, visit: &mut impl FnMut(String, &str)) {
    match v {
        Value::Object(obj) => {
            for (k, child) in obj {
                let here = format!("{at}/{}", crate::error::escape_token(k));
                match (k.as_str(), child) {
                    ("pattern", Value::String(p)) => visit(here.clone(), p),
                    ("patternProperties", Value::Object(m)) => {
                        for key in m.keys() {
                            visit(format!("{here}/{}", crate::error::escape_token(key)), key);
                        }
                    }
                    _ => {}
                }
                patterns(child, &here, visit);
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                patterns(child, &format!("{at}/{i}"), visit);
            }
        }
        _ => {}
    }
}

/// Whether the engine, with the file's options, builds a schema of `pattern` alone.
fn builds(f: &File, registry: &Registry<'_>, pattern: &str) -> bool {
    options_of(f, registry)
        .build(&serde_json::json!({ "pattern": pattern }))
        .is_ok()
}

/// How the error of a pattern that is no ECMA-262 regular expression begins.
const NOT_ECMA: &str = "not an ECMA-262 regular expression, which `format: \"regex\"` asserts";

/// Why the engine refuses `pattern`: one the backtracking engine runs needs the opt-in; any
/// other is not an ECMA-262 regular expression at all. Where a rewrite of a common non-ECMA
/// spelling to the same language is one the engine takes, the error gives it to write.
fn pattern_error(f: &File, registry: &Registry<'_>, pattern: &str) -> String {
    let backtracking = f.entry.backtracking().is_none()
        && options_backtracking(draft(f.draft), registry, 1_000_000)
            .build(&serde_json::json!({ "pattern": pattern }))
            .is_ok();
    if backtracking {
        return format!(
            "not an ECMA-262 pattern the linear-time engine can run (lookaround and backreferences need backtracking); to run it with a bounded backtracking engine, set `patterns = \"backtracking\"` in the manifest entry of {:?}",
            f.entry.file
        );
    }
    let rewrites: [(Option<String>, &str); 2] = [
        (
            modifier_group(pattern),
            "flags written before a pattern, as `(?i)`, are not ECMA-262, a modifier group around it is",
        ),
        (
            escaped_class_dash(pattern),
            "a class escape (`\\d`, `\\w`, `\\s`) cannot begin a range, so the `-` after it in a class is to be escaped",
        ),
    ];
    for (fixed, why) in rewrites {
        if let Some(fixed) = fixed.filter(|p| builds(f, registry, p)) {
            return format!("{NOT_ECMA}: {why}; write it {fixed:?} in the schema");
        }
    }
    format!("{NOT_ECMA} (inline flags such as `(?i)` are not ECMA-262, a modifier group `(?i:…)` is, or write the cases out, as `[Aa]`); fix the pattern in the schema")
}

/// `pattern` with the flags written before it (`(?i)abc`, Go's and Rust's syntax) as an
/// ECMA-262 modifier group around the rest (`(?i:abc)`): the same language.
fn modifier_group(pattern: &str) -> Option<String> {
    let rest = pattern.strip_prefix("(?")?;
    let (flags, rest) = rest.split_once(')')?;
    let known = !flags.is_empty() && flags.chars().all(|c| matches!(c, 'i' | 'm' | 's'));
    known.then(|| format!("(?{flags}:{rest})"))
}

/// `pattern` with each `-` after a class escape in a character class escaped (`[\w\d-_]` →
/// `[\w\d\-_]`): the language other dialects read (the `-` a literal), which ECMA-262's
/// Unicode mode refuses unescaped. `None` where there is none.
fn escaped_class_dash(pattern: &str) -> Option<String> {
    let mut out = String::with_capacity(pattern.len() + 2);
    let (mut in_class, mut changed) = (false, false);
    let mut chars = pattern.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        match c {
            '\\' => {
                let Some(e) = chars.next() else { break };
                out.push(e);
                let class_escape = matches!(e, 'd' | 'D' | 'w' | 'W' | 's' | 'S');
                if in_class && class_escape && chars.peek() == Some(&'-') {
                    chars.next();
                    if chars.peek() == Some(&']') {
                        out.push('-');
                    } else {
                        out.push_str("\\-");
                        changed = true;
                    }
                }
            }
            '[' => in_class = true,
            ']' => in_class = false,
            _ => {}
        }
    }
    changed.then_some(out)
}

#[cfg(test)]
mod runtime_agrees;
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_ecma_spellings_are_rewritten_to_the_same_language() {
        let flags = [
            ("(?i)abc", Some("(?i:abc)")),
            ("(?ims)(a|b)", Some("(?ims:(a|b))")),
            ("(?:a)b", None),
            ("(?=a)b", None),
            ("a(?i)b", None),
        ];
        for (pattern, want) in flags {
            assert_eq!(modifier_group(pattern).as_deref(), want, "{pattern}");
        }
        let dashes = [
            (r"^[a-zA-Z\d-_]+$", Some(r"^[a-zA-Z\d\-_]+$")),
            (r"[\w-.\s-x]", Some(r"[\w\-.\s\-x]")),
            // Last in the class, outside one, or after an escaped backslash: no range.
            (r"[\d-]", None),
            (r"\d-x", None),
            (r"[\\d-x]", None),
            ("[a-z]", None),
        ];
        for (pattern, want) in dashes {
            assert_eq!(escaped_class_dash(pattern).as_deref(), want, "{pattern}");
        }
    }
}
