//! The engine's own compiled validators (issue 23): for each file's root type, the code
//! `jsonschema_macros_core::expand` writes for `#[jsonschema::validator(..)]`, configured as the
//! runtime engine is (`engine::options`): formats asserted, unknown formats as annotations,
//! linear-time patterns, the file's draft and base URI, and every vendored document it reaches
//! as a resource.
//!
//! The compiled code judges a `serde_json::Value` only (the code generator has no emitter for
//! the engine's `Json` representation trait, which the tape implements) and names a runtime
//! `jsonschema` crate of its own version, 0.60.2, which generated code reaches as
//! `::agent_approval::__private::compiled` (ARCHITECTURE.md, "Compiled validators").
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

/// The name of the marker struct whose `is_valid` is `rust`'s compiled validator.
#[must_use]
pub fn marker(rust: &str) -> Ident {
    format_ident!("__Compiled{}", rust)
}

/// The compiled validator of `files[index]`'s root type `rust`, wrapped in
/// `::agent_approval::__compiled!` (which drops it when the runtime lacks its `compiled`
/// feature); `None` where the code generator cannot serve it (the interpreted engine stays).
#[must_use]
pub fn root(files: &[File], index: usize, rust: &str) -> Option<TokenStream> {
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
    let name = marker(rust);
    let item = quote! { #[doc(hidden)] pub struct #name; };
    let attr = attribute(file, reached.iter().map(|&i| &files[i]));
    let mut expanded = expand(attr, item.clone())?;
    if mentions(&expanded, "compile_error") {
        // `reached` resolves references against the file's base URI only; a reference below
        // a nested `$id` may name another file: try again with every file of the draft.
        let all = files
            .iter()
            .enumerate()
            .filter(|&(i, f)| i != index && f.draft == file.draft)
            .map(|(_, f)| f);
        expanded = expand(attribute(file, all), item)?;
    }
    if mentions(&expanded, "compile_error") {
        return None;
    }
    let runtime = runtime_name(&expanded)?;
    let body = rewrite(expanded, &runtime);
    // The code generator's output is not written for `-D warnings` (redundant parentheses).
    let module = format_ident!("__compiled_mod_{}", rust.to_lowercase());
    Some(quote! {
        ::agent_approval::__compiled! {
            #[doc(hidden)]
            #[allow(unused, missing_docs, clippy::all, clippy::pedantic)]
            mod #module { #body }
            #[doc(hidden)]
            pub use self::#module::#name;
        }
    })
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
fn attribute<'a>(file: &File, resources: impl Iterator<Item = &'a File>) -> TokenStream {
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

/// Points the generated code at `::agent_approval::__private::compiled`: `::RUNTIME` becomes
/// that path, and the module-local alias `jsonschema` becomes `__jsonschema_compiled` (so it
/// never meets a `jsonschema` crate of the generating crate).
fn rewrite(ts: TokenStream, runtime: &str) -> TokenStream {
    let tokens: Vec<TokenTree> = ts.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let colons = matches!(
            (&tokens[i], tokens.get(i + 1), tokens.get(i + 2)),
            (TokenTree::Punct(a), Some(TokenTree::Punct(b)), Some(TokenTree::Ident(x)))
                if a.as_char() == ':' && b.as_char() == ':' && x == runtime
        );
        if colons {
            out.extend(quote! { ::agent_approval::__private::compiled });
            i += 3;
            continue;
        }
        out.push(match &tokens[i] {
            TokenTree::Ident(x) if x == "jsonschema" => {
                TokenTree::Ident(Ident::new("__jsonschema_compiled", x.span()))
            }
            TokenTree::Group(g) => {
                let mut group = Group::new(g.delimiter(), rewrite(g.stream(), runtime));
                group.set_span(g.span());
                TokenTree::Group(group)
            }
            t => t.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}

#[cfg(test)]
mod tests;
