//! The engine's own compiled validators (issue 23): for each file's root type, the code
//! `jsonschema_macros_core::expand` writes for `#[jsonschema::validator(..)]`, configured as the
//! runtime engine is (`engine::options`): formats asserted, unknown formats as annotations,
//! linear-time patterns, the file's draft and base URI, and every vendored document it reaches
//! as a resource.
//!
//! The validator every entry point uses reads the tape: the `Pyo3` backend's code reads nodes
//! through the engine's representation traits and is made to read the tape by pointing its few
//! Python names at `::agent_approval_runtime::__private::tape_json` (`for_tape`, `nodes`, `uncached`).
//! Only where [`value_enabled`] (the benchmarks' baseline and the agreement tests) does a root
//! also get the `SerdeJson` backend's validator, which judges a `serde_json::Value`: no entry
//! point uses it, and generating it would double the added code. Both name a runtime
//! `jsonschema` crate of the code generator's version, 0.60.2, which generated code reaches as
//! `::agent_approval_runtime::__private::compiled` (ARCHITECTURE.md, "Compiled validators" and
//! "Compiled validators over the tape").
//! Everything here is a speed-up: a schema the code generator refuses, whose reach mixes
//! drafts, or whose entry opted into bounded backtracking simply gets no compiled validator and
//! keeps the interpreted engine.

mod tokens;

use std::collections::BTreeSet;

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use crate::file::File;
use tokens::{for_tape, mentions, nodes, rewrite, runtime_name, uncached};

/// Whether compiled validators are generated: this crate's `compiled` feature, and the
/// generating crate's own `compiled` feature (its build script sees `CARGO_FEATURE_COMPILED`)
/// or `AGENT_APPROVAL_COMPILED=1`.
#[must_use]
pub(crate) fn enabled() -> bool {
    cfg!(feature = "compiled")
        && (std::env::var_os("CARGO_FEATURE_COMPILED").is_some()
            || std::env::var("AGENT_APPROVAL_COMPILED").is_ok_and(|v| v == "1"))
}

/// Whether each root also gets the compiled validator over `serde_json::Value`s (the code
/// `#[jsonschema::validator]` writes as it is), which no entry point uses: for the benchmarks'
/// column (d) and the agreement tests. [`enabled`], and the generating crate's
/// `compiled-value` feature (`CARGO_FEATURE_COMPILED_VALUE`) or
/// `AGENT_APPROVAL_COMPILED_VALUE=1`.
#[must_use]
pub(crate) fn value_enabled() -> bool {
    enabled()
        && (std::env::var_os("CARGO_FEATURE_COMPILED_VALUE").is_some()
            || std::env::var("AGENT_APPROVAL_COMPILED_VALUE").is_ok_and(|v| v == "1"))
}

/// The name of the marker struct whose `is_valid` is `rust`'s compiled validator.
#[must_use]
pub(crate) fn marker(rust: &str) -> Ident {
    format_ident!("__Compiled{}", rust)
}

/// The name of the marker struct whose `tape` is `rust`'s compiled validator over tapes.
#[must_use]
pub(crate) fn tape_marker(rust: &str) -> Ident {
    format_ident!("__CompiledTape{}", rust)
}

/// The compiled validators of `files[index]`'s root type `rust` (over tapes, and over `Value`s
/// where `value`: [`value_enabled`]), wrapped in `::agent_approval_runtime::__compiled!` (which drops them when
/// the runtime lacks its `compiled` feature); `None` where the code generator cannot serve the
/// root (the interpreted engine stays).
#[must_use]
pub(crate) fn root(files: &[File], index: usize, rust: &str, value: bool) -> Option<Compiled> {
    let file = files.get(index)?;
    // An entry with bounded backtracking keeps the interpreted engine: no vendored schema or
    // suite group exercises the generated code's handling of a match that reaches the limit,
    // so it is not held to the runtime's verdict (fail closed). `attribute` already passes
    // the option, for the day a test covers it.
    if file.entry.backtracking().is_some() {
        return None;
    }
    let reached = reached(files, index);
    // The engine's built-in meta-schemas are no resources the code generator reads.
    if std::iter::once(&index)
        .chain(&reached)
        .any(|&i| files[i].built_in)
    {
        return None;
    }
    // jsonschema's code generator (0.60.2) judged an object valid against `{"type": "array",
    // "required": […], "items": …}` (a CRD's shape, in `tests/data/shapes/`): keywords `type`
    // rules out keep the interpreted engine (fail closed).
    if std::iter::once(&index)
        .chain(&reached)
        .any(|&i| has_inert(&files[i].doc))
    {
        return None;
    }
    // macros-core reads every resource in the root's draft; the runtime reads each in its own.
    if reached.iter().any(|&i| files[i].draft != file.draft) {
        return None;
    }
    // The tape's validator: the Python backend's output, pointed at the tape's runtime.
    let tape_name = tape_marker(rust);
    let tape = expanded(files, index, &reached, &tape_name, Backend::Tape)?;
    let name = marker(rust);
    let value = value
        .then(|| expanded(files, index, &reached, &name, Backend::Value))
        .flatten();
    // The code generator's output is not written for `-D warnings` (redundant parentheses).
    let module = format_ident!("__compiled_mod_{}", rust.to_lowercase());
    let value_use = value
        .is_some()
        .then(|| quote! { #[doc(hidden)] pub use self::#module::#name; });
    Some(Compiled {
        tokens: quote! {
            ::agent_approval_runtime::__compiled! {
                #[doc(hidden)]
                #[allow(unused, missing_docs, clippy::all, clippy::pedantic)]
                mod #module {
                    #tape
                    impl #tape_name {
                        /// The compiled verdict on a tape's root.
                        pub fn tape(
                            node: ::agent_approval_runtime::__private::tape_json::TapeNode<'_>,
                        ) -> bool {
                            ::agent_approval_runtime::__private::tape_json::verdict(Self::is_valid(&node))
                        }
                    }
                    #value
                }
                #[doc(hidden)]
                pub use self::#module::#tape_name;
                #value_use
            }
        },
        value: value_use.is_some(),
    })
}

/// A root type's compiled validators: over tapes always, over `Value`s where `value`.
pub(crate) struct Compiled {
    /// The items, wrapped in `::agent_approval_runtime::__compiled!`.
    pub tokens: TokenStream,
    /// Whether the items hold the validator over `Value`s ([`marker`]).
    pub value: bool,
}

/// The representation a compiled validator reads.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Backend {
    /// `serde_json::Value`: the code generator's `SerdeJson` backend as it is.
    Value,
    /// The tape: the `Pyo3` backend, whose code reads the engine's representation traits,
    /// pointed at `::agent_approval_runtime::__private::tape_json` (`for_tape`).
    Tape,
}

/// The compiled validator `name` of `files[index]` reading `backend`'s representation, its
/// runtime paths rewritten; `None` where the code generator refuses it.
fn expanded(
    files: &[File],
    index: usize,
    reached: &BTreeSet<usize>,
    name: &Ident,
    backend: Backend,
) -> Option<TokenStream> {
    let file = &files[index];
    let item = quote! { #[doc(hidden)] pub struct #name; };
    let attr = attribute(file, reached.iter().map(|&i| &files[i]), backend);
    let mut expanded = expand(attr, item.clone())?;
    if mentions(&expanded, "compile_error") {
        // `reached` resolves references against the file's base URI only; a reference below
        // a nested `$id` may name another file: try again with every file of the draft.
        let all = files
            .iter()
            .enumerate()
            .filter(|&(i, f)| i != index && f.draft == file.draft)
            .map(|(_, f)| f);
        expanded = expand(attribute(file, all, backend), item)?;
    }
    if mentions(&expanded, "compile_error") {
        return None;
    }
    let runtime = runtime_name(&expanded)?;
    let expanded = match backend {
        Backend::Value => expanded,
        Backend::Tape => {
            let mut tokens = nodes(&for_tape(expanded, &runtime).into_iter().collect::<Vec<_>>());
            uncached(&mut tokens);
            tokens.into_iter().collect()
        }
    };
    Some(rewrite(expanded, &runtime))
}

#[cfg(feature = "compiled")]
fn expand(attr: TokenStream, item: TokenStream) -> Option<TokenStream> {
    // macros-core panics when the generating crate's manifest names no `jsonschema` crate.
    crate::quietly::quietly(|| jsonschema_macros_core::expand(attr, item)).ok()
}

#[cfg(not(feature = "compiled"))]
fn expand(_: TokenStream, _: TokenStream) -> Option<TokenStream> {
    None
}

/// The `#[jsonschema::validator(..)]` arguments for `file`, with `resources` as the documents.
fn attribute<'a>(
    file: &File,
    resources: impl Iterator<Item = &'a File>,
    backend: Backend,
) -> TokenStream {
    let backend = match backend {
        Backend::Value => quote! { SerdeJson },
        Backend::Tape => quote! { Pyo3 },
    };
    let schema = file.doc.to_string();
    let base = &file.base;
    let draft = format_ident!("{}", draft_variant(file.draft));
    let resources = resources.map(|r| {
        let uri = &r.base;
        let text = r.doc.to_string();
        quote! { #uri => { schema = #text } }
    });
    let patterns = match file.entry.backtracking() {
        None => quote! { { engine = regex } },
        Some(limit) => {
            let limit = proc_macro2::Literal::usize_unsuffixed(limit as usize);
            quote! { { engine = fancy_regex, backtrack_limit = #limit } }
        }
    };
    quote! {
        schema = #schema,
        draft = #draft,
        backend = #backend,
        base_uri = #base,
        resources = { #(#resources),* },
        validate_formats = true,
        ignore_unknown_formats = true,
        pattern_options = #patterns,
        methods = { is_valid = true, validate = false, iter_errors = false }
    }
}

fn draft_variant(d: crate::ir::Draft) -> &'static str {
    match d {
        crate::ir::Draft::Draft4 => "Draft4",
        crate::ir::Draft::Draft6 => "Draft6",
        crate::ir::Draft::Draft7 => "Draft7",
        crate::ir::Draft::Draft201909 => "Draft201909",
        crate::ir::Draft::Draft202012 => "Draft202012",
    }
}

/// The other vendored files `files[index]` reaches through references, transitively.
fn reached(files: &[File], index: usize) -> BTreeSet<usize> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![index];
    while let Some(i) = todo.pop() {
        let mut refs = Vec::new();
        crate::walk::references(&files[i].doc, "", &mut refs);
        for (_, r) in refs {
            let Some((absolute, _)) = crate::compile::split_reference(&files[i].base, &r) else {
                continue;
            };
            let target = files
                .iter()
                .position(|f| f.base.trim_end_matches('#') == absolute.trim_end_matches('#'));
            if let Some(j) = target {
                if j != index && seen.insert(j) {
                    todo.push(j);
                }
            }
        }
    }
    seen
}

/// Whether a subschema of `doc` has keywords its `type` rules out (`compile::inert`).
fn has_inert(doc: &serde_json::Value) -> bool {
    match doc {
        serde_json::Value::Object(o) => {
            !crate::compile::inert(o).is_empty() || o.values().any(has_inert)
        }
        serde_json::Value::Array(a) => a.iter().any(has_inert),
        _ => false,
    }
}

#[cfg(test)]
mod tests;
