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

use std::collections::BTreeSet;

use proc_macro2::{Group, Ident, TokenStream, TokenTree};
use quote::{format_ident, quote};
use serde_json::Value;

use crate::family::File;

/// Whether compiled validators are generated: this crate's `compiled` feature, and the
/// generating crate's own `compiled` feature (its build script sees `CARGO_FEATURE_COMPILED`)
/// or `AGENT_APPROVAL_COMPILED=1`.
#[must_use]
pub fn enabled() -> bool {
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
pub fn value_enabled() -> bool {
    enabled()
        && (std::env::var_os("CARGO_FEATURE_COMPILED_VALUE").is_some()
            || std::env::var("AGENT_APPROVAL_COMPILED_VALUE").is_ok_and(|v| v == "1"))
}

/// The name of the marker struct whose `is_valid` is `rust`'s compiled validator.
#[must_use]
pub fn marker(rust: &str) -> Ident {
    format_ident!("__Compiled{}", rust)
}

/// The name of the marker struct whose `tape` is `rust`'s compiled validator over tapes.
#[must_use]
pub fn tape_marker(rust: &str) -> Ident {
    format_ident!("__CompiledTape{}", rust)
}

/// The compiled validators of `files[index]`'s root type `rust` (over tapes, and over `Value`s
/// where `value`: [`value_enabled`]), wrapped in `::agent_approval_runtime::__compiled!` (which drops them when
/// the runtime lacks its `compiled` feature); `None` where the code generator cannot serve the
/// root (the interpreted engine stays).
#[must_use]
pub fn root(files: &[File], index: usize, rust: &str, value: bool) -> Option<Compiled> {
    let file = files.get(index)?;
    // An entry with bounded backtracking keeps the interpreted engine: no vendored schema or
    // suite group exercises the generated code's handling of a match that reaches the limit,
    // so it is not held to the runtime's verdict (fail closed). `attribute` already passes
    // the option, for the day a test covers it.
    if file.entry.backtracking().is_some() {
        return None;
    }
    let reached = reached(files, index);
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
pub struct Compiled {
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
    crate::typespace::quietly(|| jsonschema_macros_core::expand(attr, item)).ok()
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
        references(&files[i].doc, &mut refs);
        for r in refs {
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

/// Every `$ref`-like string of a document (data keywords skipped).
fn references(doc: &Value, out: &mut Vec<String>) {
    match doc {
        Value::Object(o) => {
            for (k, v) in o {
                match (k.as_str(), v) {
                    ("$ref" | "$dynamicRef" | "$recursiveRef", Value::String(r)) => {
                        out.push(r.clone());
                    }
                    ("enum" | "const" | "examples" | "default", _) => {}
                    _ => references(v, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|v| references(v, out)),
        _ => {}
    }
}

/// Whether `ts` holds the identifier `name` anywhere.
fn mentions(ts: &TokenStream, name: &str) -> bool {
    ts.clone().into_iter().any(|t| match t {
        TokenTree::Ident(i) => i == name,
        TokenTree::Group(g) => mentions(&g.stream(), name),
        _ => false,
    })
}

/// The runtime crate macros-core found in the generating crate's manifest: `X` of its
/// `use ::X as jsonschema;`.
fn runtime_name(ts: &TokenStream) -> Option<String> {
    let tokens: Vec<TokenTree> = ts.clone().into_iter().collect();
    for w in tokens.windows(6) {
        if let [TokenTree::Ident(u), TokenTree::Punct(_), TokenTree::Punct(_), TokenTree::Ident(x), TokenTree::Ident(a), TokenTree::Ident(j)] =
            w
        {
            if u == "use" && a == "as" && j == "jsonschema" {
                return Some(x.to_string());
            }
        }
    }
    tokens.into_iter().find_map(|t| match t {
        TokenTree::Group(g) => runtime_name(&g.stream()),
        _ => None,
    })
}

/// The `Pyo3` backend's output made to read a tape: the code reads nodes through the engine's
/// representation traits, and the few names that are Python's own (its `pyo3` module, the
/// `json` module with the representation and its narrowing helpers, the `JsonType` the traits
/// return) become `::agent_approval_runtime::__private::tape_json`'s, which gives each its tape
/// meaning. The runtime's `pyo3_backend!` wrapper (a feature gate) is dropped.
fn for_tape(ts: TokenStream, runtime: &str) -> TokenStream {
    let tokens: Vec<TokenTree> = ts.into_iter().collect();
    let mut out: Vec<TokenTree> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if let Some((segments, end)) = runtime_path(&tokens, i, runtime) {
            let segments: Vec<String> = segments.iter().map(ToString::to_string).collect();
            let segments: Vec<&str> = segments.iter().map(String::as_str).collect();
            let tape = quote! { ::agent_approval_runtime::__private::tape_json };
            match segments.as_slice() {
                ["__private", "pyo3_backend", ..] => {
                    // `::RUNTIME::__private::pyo3_backend! { .. }`: keep the contents.
                    if let (Some(TokenTree::Punct(bang)), Some(TokenTree::Group(body))) =
                        (tokens.get(end), tokens.get(end + 1))
                    {
                        if bang.as_char() == '!' {
                            out.extend(for_tape(body.stream(), runtime));
                            i = end + 2;
                            continue;
                        }
                    }
                }
                ["__private", "pyo3", ..] => {
                    out.extend(quote! { #tape::py3 });
                    i = skip_segments(&tokens, i, runtime, 2);
                    continue;
                }
                ["json", ..] => {
                    out.extend(tape);
                    i = skip_segments(&tokens, i, runtime, 1);
                    continue;
                }
                ["JsonType" | "JsonTypeSet", ..] => {
                    out.extend(tape);
                    i = skip_segments(&tokens, i, runtime, 0);
                    // The `::` before the type name stays.
                    continue;
                }
                _ => {}
            }
        }
        out.push(match &tokens[i] {
            TokenTree::Group(g) => regroup(g, for_tape(g.stream(), runtime)),
            t => t.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}

/// The backend's node and handle types, `Borrowed<'a, 'b, PyAny>` and `Bound<'a, PyAny>`,
/// written `Node<'a>` (`tape_json::py3::Node`, the tape's node). A type alias cannot drop the
/// unused `PyAny`, and one that reads it through a projection leaves `'a` unconstrained in
/// signatures that return it (E0581), so the rewrite is of the generic arguments.
fn nodes(tokens: &[TokenTree]) -> Vec<TokenTree> {
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let handle = matches!(&tokens[i], TokenTree::Ident(x) if x == "Borrowed" || x == "Bound")
            && matches!(tokens.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '<');
        if handle {
            let close = (i + 2..tokens.len())
                .find(|&j| matches!(&tokens[j], TokenTree::Punct(p) if p.as_char() == '>'));
            let lifetime = match (tokens.get(i + 2), tokens.get(i + 3)) {
                (Some(TokenTree::Punct(q)), Some(TokenTree::Ident(name)))
                    if q.as_char() == '\'' =>
                {
                    Some((q.clone(), name.clone()))
                }
                _ => None,
            };
            if let (Some(close), Some((quote_mark, name))) = (close, lifetime) {
                out.extend(quote! { Node < });
                out.push(TokenTree::Punct(quote_mark));
                out.push(TokenTree::Ident(name));
                out.extend(quote! { > });
                i = close + 1;
                continue;
            }
        }
        out.push(match &tokens[i] {
            TokenTree::Group(g) => {
                let inner = nodes(&g.stream().into_iter().collect::<Vec<_>>());
                regroup(g, inner.into_iter().collect())
            }
            t => t.clone(),
        });
        i += 1;
    }
    out
}

/// The generated code's per-run caches of URI verdicts (`fn __cached_uri(s: &str) -> bool`,
/// a thread-local map filled with a `Box<str>` per distinct string) made direct calls of the
/// format check they wrap: a verdict on a tape allocates nothing once warm, as the interpreted
/// engine's does (`tests/allocations.rs`); a URI is checked in time linear in its length
/// either way.
fn uncached(tokens: &mut [TokenTree]) {
    for i in 0..tokens.len() {
        let wrapper = matches!(
            (&tokens[i], tokens.get(i + 1)),
            (TokenTree::Ident(f), Some(TokenTree::Ident(name)))
                if f == "fn" && name.to_string().starts_with("__cached_")
        );
        if !wrapper {
            if let TokenTree::Group(g) = &tokens[i] {
                let mut inner: Vec<TokenTree> = g.stream().into_iter().collect();
                uncached(&mut inner);
                tokens[i] = regroup(g, inner.into_iter().collect());
            }
            continue;
        }
        let body = (i + 2..tokens.len()).find(|&j| {
            matches!(&tokens[j], TokenTree::Group(g) if g.delimiter() == proc_macro2::Delimiter::Brace)
        });
        let Some(body) = body else { continue };
        let TokenTree::Group(g) = &tokens[body] else {
            continue;
        };
        let inner: Vec<TokenTree> = g.stream().into_iter().collect();
        if let Some(check) = format_check(&inner) {
            tokens[body] = regroup(g, quote! { __fmt::#check(s) });
        }
    }
}

/// The `__fmt::is_valid_…` function a cache wrapper's body calls.
fn format_check(tokens: &[TokenTree]) -> Option<Ident> {
    tokens.iter().enumerate().find_map(|(i, t)| match t {
        TokenTree::Ident(m) if m == "__fmt" && is_colons(tokens, i + 1) => {
            match tokens.get(i + 3) {
                Some(TokenTree::Ident(f)) if f.to_string().starts_with("is_valid") => {
                    Some(f.clone())
                }
                _ => None,
            }
        }
        TokenTree::Group(g) => format_check(&g.stream().into_iter().collect::<Vec<_>>()),
        _ => None,
    })
}

/// At `i`, a path `[::]jsonschema::A::B..` or `[::]RUNTIME::A::B..`: its segments after the
/// crate and the index past the last one.
fn runtime_path<'t>(
    tokens: &'t [TokenTree],
    i: usize,
    runtime: &str,
) -> Option<(Vec<&'t Ident>, usize)> {
    // The middle of a longer path (`a::jsonschema::..`) is not the crate.
    // (`T>::` continues a path; `->` does not.)
    let continues = |before: usize| match &tokens[before] {
        TokenTree::Ident(_) => true,
        TokenTree::Punct(p) if p.as_char() == '>' => !matches!(
            before.checked_sub(1).map(|b| &tokens[b]),
            Some(TokenTree::Punct(minus)) if minus.as_char() == '-'
        ),
        _ => false,
    };
    let mut at = i;
    if is_colons(tokens, at) {
        if i > 0 && continues(i - 1) {
            return None;
        }
        at += 2;
    } else if i >= 2 && is_colons(tokens, i - 2) {
        return None;
    }
    match tokens.get(at) {
        Some(TokenTree::Ident(x)) if x == "jsonschema" || x == runtime => {}
        _ => return None,
    }
    at += 1;
    let mut segments = Vec::new();
    while is_colons(tokens, at) {
        match tokens.get(at + 2) {
            Some(TokenTree::Ident(x)) => segments.push(x),
            _ => break,
        }
        at += 3;
    }
    (!segments.is_empty()).then_some((segments, at))
}

/// The index past a runtime path's leading `::`, crate and `keep` more segments (with their
/// `::`): where the rest of the path continues.
fn skip_segments(tokens: &[TokenTree], i: usize, runtime: &str, segments: usize) -> usize {
    let mut at = i;
    if is_colons(tokens, at) {
        at += 2;
    }
    debug_assert!(
        matches!(tokens.get(at), Some(TokenTree::Ident(x)) if x == "jsonschema" || x == runtime)
    );
    at + 1 + 3 * segments
}

/// Whether `tokens[at..]` starts with `::`.
fn is_colons(tokens: &[TokenTree], at: usize) -> bool {
    matches!(
        (tokens.get(at), tokens.get(at + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) if a.as_char() == ':' && b.as_char() == ':'
    )
}

/// Points the generated code at `::agent_approval_runtime::__private::compiled`: `::RUNTIME` becomes
/// that path, and the module-local alias `jsonschema` becomes `__jsonschema_compiled` (so it
/// never meets a `jsonschema` crate of the generating crate).
fn rewrite(ts: TokenStream, runtime: &str) -> TokenStream {
    let tokens: Vec<TokenTree> = ts.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let colons = is_colons(&tokens, i)
            && matches!(tokens.get(i + 2), Some(TokenTree::Ident(x)) if x == runtime);
        if colons {
            out.extend(quote! { ::agent_approval_runtime::__private::compiled });
            i += 3;
            continue;
        }
        out.push(match &tokens[i] {
            TokenTree::Ident(x) if x == "jsonschema" => {
                TokenTree::Ident(Ident::new("__jsonschema_compiled", x.span()))
            }
            TokenTree::Group(g) => regroup(g, rewrite(g.stream(), runtime)),
            t => t.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}

/// `g` with `stream` as its contents: the same delimiter and span.
fn regroup(g: &Group, stream: TokenStream) -> TokenTree {
    let mut group = Group::new(g.delimiter(), stream);
    group.set_span(g.span());
    TokenTree::Group(group)
}

#[cfg(test)]
mod tests;
