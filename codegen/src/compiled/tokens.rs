//! The code generator's output made this crate's: the runtime path it names pointed at
//! `::agent_approval_runtime::__private::compiled` ([`rewrite`]), and for the tape's validator
//! the `Pyo3` backend's Python names pointed at the tape ([`for_tape`], [`nodes`],
//! [`uncached`]). Token-stream surgery only: what is expanded, and when, is the parent's.

use proc_macro2::{Group, Ident, TokenStream, TokenTree};
use quote::quote;

/// Whether `ts` holds the identifier `name` anywhere.
pub(super) fn mentions(ts: &TokenStream, name: &str) -> bool {
    ts.clone().into_iter().any(|t| match t {
        TokenTree::Ident(i) => i == name,
        TokenTree::Group(g) => mentions(&g.stream(), name),
        _ => false,
    })
}

/// The runtime crate macros-core found in the generating crate's manifest: `X` of its
/// `use ::X as jsonschema;`.
pub(super) fn runtime_name(ts: &TokenStream) -> Option<String> {
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
pub(super) fn for_tape(ts: TokenStream, runtime: &str) -> TokenStream {
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
pub(super) fn nodes(tokens: &[TokenTree]) -> Vec<TokenTree> {
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
pub(super) fn uncached(tokens: &mut [TokenTree]) {
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
pub(super) fn rewrite(ts: TokenStream, runtime: &str) -> TokenStream {
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
