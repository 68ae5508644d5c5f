//! The one authority on validity: the `jsonschema` crate, configured once here.
//!
//! Generated code gives every type a [`TypeSchema`]: the URI of its schema inside the vendored
//! documents ([`Schemas`], embedded once per crate). The validator is built on first use and
//! shared. The generator builds the same validators at build time with the same options
//! (the generator's `engine.rs`; its `engine/runtime_agrees.rs` holds the two to the same
//! verdicts), so a schema the engine cannot compile never reaches run time; if one did, every
//! payload of that type is refused (fail closed) with the engine's message.

use std::sync::OnceLock;

use std::sync::Arc;

use jsonschema::json::Json;
use jsonschema::{Draft, PatternOptions, Registry, Retrieve, ValidationOptions, Validator};
use serde_json::Value;

use crate::tape::{Tape, TapeJson, TapeNode};

/// The options every validator is built with: formats asserted (unknown formats are
/// annotations), `pattern` on the linear-time `regex` engine, no retrieval (every reference
/// resolves inside the vendored documents).
#[must_use]
pub fn options<'a>(draft: Draft, registry: &'a Registry<'a>) -> ValidationOptions<'a> {
    options_for(draft, registry, None)
}

/// [`options`] for a schema whose manifest entry opted into backtracking patterns: the
/// engine's `fancy-regex` path, at most `limit` backtracking steps per match.
#[must_use]
pub fn options_backtracking<'a>(
    draft: Draft,
    registry: &'a Registry<'a>,
    limit: u32,
) -> ValidationOptions<'a> {
    options_for(draft, registry, Some(limit))
}

/// [`options`] for any of the engine's JSON representations (a `Value`, a tape), with the
/// backtracking limit of an entry that opted into backtracking.
fn options_for<'a, F: Json>(
    draft: Draft,
    registry: &'a Registry<'a>,
    backtrack_limit: Option<u32>,
) -> ValidationOptions<'a, Arc<dyn Retrieve>, F> {
    let options = jsonschema::options_for::<F>()
        .with_draft(draft)
        .should_validate_formats(true)
        .should_ignore_unknown_formats(true)
        .offline()
        .with_registry(registry);
    match backtrack_limit {
        None => options.with_pattern_options(PatternOptions::regex()),
        Some(limit) => options
            .with_pattern_options(PatternOptions::fancy_regex().backtrack_limit(limit as usize)),
    }
}

/// The engine's draft for a `$schema` URI as generated code spells it (`Draft::uri` of the
/// generator).
fn draft(uri: &str) -> Draft {
    match uri {
        "http://json-schema.org/draft-04/schema#" => Draft::Draft4,
        "http://json-schema.org/draft-06/schema#" => Draft::Draft6,
        "http://json-schema.org/draft-07/schema#" => Draft::Draft7,
        "https://json-schema.org/draft/2019-09/schema" => Draft::Draft201909,
        _ => Draft::Draft202012,
    }
}

/// A crate's vendored schema documents, `(base URI, JSON text)`, and their registry.
#[derive(Debug)]
pub struct Schemas {
    documents: &'static [(&'static str, &'static str)],
    registry: OnceLock<Result<Registry<'static>, String>>,
}

impl Schemas {
    /// Used by generated code.
    #[must_use]
    pub const fn new(documents: &'static [(&'static str, &'static str)]) -> Self {
        Self {
            documents,
            registry: OnceLock::new(),
        }
    }

    fn registry(&self) -> Result<&Registry<'static>, &str> {
        self.registry
            .get_or_init(|| {
                let mut builder = Registry::new();
                for (uri, text) in self.documents {
                    let doc: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
                    // Each document carries its draft's `$schema` (the generator adds it).
                    let resource = jsonschema::Resource::from_contents(doc);
                    builder = builder.add(*uri, resource).map_err(|e| e.to_string())?;
                }
                builder.prepare().map_err(|e| e.to_string())
            })
            .as_ref()
            .map_err(String::as_str)
    }
}

/// One generated type's schema: a reference into [`Schemas`], compiled on first use.
#[derive(Debug)]
pub struct TypeSchema {
    uri: &'static str,
    draft: &'static str,
    schemas: &'static Schemas,
    /// The backtracking limit of a schema that opted into backtracking patterns.
    backtrack_limit: Option<u32>,
    /// Judges a `Value`; error reports use it.
    validator: OnceLock<Result<Validator, String>>,
    /// Judges a tape: the verdict of every entry point.
    tape: OnceLock<Result<Validator<TapeJson>, String>>,
    /// The engine's compiled validator of this schema over `Value`s (issue 23), generated only
    /// with `compiled-value`: no entry point judges with it (the benchmarks' baseline and the
    /// agreement tests use it).
    compiled: Option<fn(&Value) -> bool>,
    /// The same compiled validator reading a tape (issue 23): the verdict of every entry point
    /// that has a tape, where the generator made one.
    compiled_tape: Option<TapeVerdict>,
}

/// A compiled validator's verdict on a tape's root.
pub type TapeVerdict = for<'a> fn(TapeNode<'a>) -> bool;

impl TypeSchema {
    /// Used by generated code: `uri` is `BASE#POINTER`, `draft` the file's `$schema`.
    #[must_use]
    pub const fn new(uri: &'static str, draft: &'static str, schemas: &'static Schemas) -> Self {
        Self {
            uri,
            draft,
            schemas,
            backtrack_limit: None,
            validator: OnceLock::new(),
            tape: OnceLock::new(),
            compiled: None,
            compiled_tape: None,
        }
    }

    /// Used by generated code: [`TypeSchema::with_backtracking`] on a built schema.
    #[must_use]
    pub const fn backtracking(mut self, limit: u32) -> Self {
        self.backtrack_limit = Some(limit);
        self
    }

    /// Used by generated code: the schema's compiled validator over `Value`s, where the
    /// generator made one (`compiled-value`).
    #[must_use]
    pub const fn with_compiled(mut self, compiled: Option<fn(&Value) -> bool>) -> Self {
        self.compiled = compiled;
        self
    }

    /// Used by generated code: the schema's compiled validator over tapes, where the generator
    /// made one.
    #[must_use]
    pub const fn with_compiled_tape(mut self, compiled: Option<TapeVerdict>) -> Self {
        self.compiled_tape = compiled;
        self
    }

    /// Whether the generator made a compiled validator over tapes for this schema (the
    /// agreement tests count them).
    #[doc(hidden)]
    #[must_use]
    pub fn has_compiled_tape(&self) -> bool {
        self.compiled_tape.is_some()
    }

    /// Whether the generator made a compiled validator over `Value`s for this schema
    /// (`compiled-value`; the agreement tests count them).
    #[doc(hidden)]
    #[must_use]
    pub fn has_compiled(&self) -> bool {
        self.compiled.is_some()
    }

    /// The compiled validator over `Value`s, if the generator made one for this schema
    /// (`compiled-value`: the benchmarks time it as a user's alternative).
    #[doc(hidden)]
    #[must_use]
    pub fn compiled(&self) -> Option<fn(&Value) -> bool> {
        self.compiled
    }

    /// Used by generated code for a schema whose manifest entry says `patterns =
    /// "backtracking"`: its patterns run on the engine's `fancy-regex` path, at most `limit`
    /// backtracking steps per match (a match that reaches it is refused).
    #[must_use]
    pub const fn with_backtracking(
        uri: &'static str,
        draft: &'static str,
        schemas: &'static Schemas,
        limit: u32,
    ) -> Self {
        let mut schema = Self::new(uri, draft, schemas);
        schema.backtrack_limit = Some(limit);
        schema
    }

    /// The schema's URI, `BASE#POINTER`.
    #[must_use]
    pub fn uri(&self) -> &'static str {
        self.uri
    }

    /// The compiled validator for `Value`s, or the engine's reason it could not be built.
    pub(crate) fn validator(&self) -> Result<&Validator, &str> {
        self.validator
            .get_or_init(|| self.build())
            .as_ref()
            .map_err(String::as_str)
    }

    /// The compiled validator over tapes, where the generator made one.
    #[doc(hidden)]
    #[must_use]
    pub fn compiled_tape(&self) -> Option<TapeVerdict> {
        self.compiled_tape
    }

    /// Whether `tape` is accepted: the compiled validator's verdict where the generator made
    /// one, else the interpreted engine's.
    pub(crate) fn accepts(&self, tape: &Tape<'_>) -> Result<bool, &str> {
        match self.compiled_tape {
            Some(compiled) => Ok(compiled(TapeNode::root(tape))),
            None => self.engine_accepts(tape),
        }
    }

    /// Whether the interpreted engine accepts `tape`; its reason if the schema cannot be
    /// compiled.
    pub(crate) fn engine_accepts(&self, tape: &Tape<'_>) -> Result<bool, &str> {
        let validator = self
            .tape
            .get_or_init(|| self.build())
            .as_ref()
            .map_err(String::as_str)?;
        Ok(validator.is_valid(TapeNode::root(tape)))
    }

    fn build<F: Json>(&self) -> Result<Validator<F>, String> {
        let registry = self.schemas.registry().map_err(str::to_owned)?;
        let options = options_for(draft(self.draft), registry, self.backtrack_limit);
        // A root type is its document itself, so that the document is the outermost dynamic
        // scope (a wrapper around it would be, and 2019-09's `$recursiveRef` resolves in the
        // outermost scope); a definition is a reference into its document.
        if let Some(base) = self.uri.strip_suffix('#') {
            if let Some((_, text)) = self.schemas.documents.iter().find(|(u, _)| *u == base) {
                let doc: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
                return options
                    .with_base_uri(base)
                    .build(&doc)
                    .map_err(|e| e.to_string());
            }
        }
        let wrapper = serde_json::json!({ "$schema": self.draft, "$ref": self.uri });
        options.build(&wrapper).map_err(|e| e.to_string())
    }

    /// The property names (`properties`) of the object schema holding the keyword at
    /// `location`: a URI with a fragment pointer (`BASE#/definitions/X/additionalProperties`)
    /// or a pointer into this type's own document. Empty when it cannot be found. Only error
    /// reports use it, so it reads the document again rather than keeping it.
    pub(crate) fn property_names(&self, location: &str) -> Vec<String> {
        let own_base = self.uri.split_once('#').map_or(self.uri, |(b, _)| b);
        let (base, pointer) = location.split_once('#').unwrap_or((own_base, location));
        let Some((_, text)) = self.schemas.documents.iter().find(|(u, _)| *u == base) else {
            return Vec::new();
        };
        let parent = pointer.rsplit_once('/').map_or("", |(p, _)| p);
        serde_json::from_str::<Value>(text)
            .ok()
            .and_then(|doc| {
                let props = doc.pointer(parent)?.get("properties")?.as_object()?;
                Some(props.keys().cloned().collect())
            })
            .unwrap_or_default()
    }
}
