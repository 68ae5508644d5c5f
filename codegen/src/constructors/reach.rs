//! Which generated types get constructors: those of the files whose manifest entry wants them
//! ([`crate::manifest::Entry::constructors`]) and every type those reach through their fields,
//! whatever file generated it (a type is generated once, by the first file that needs it, and
//! named by path from the others).
//!
//! References are read from the items' tokens: a bare type name is one of the same module, a
//! `crate::a::b::Name` path one of module `a::b`. Names that are no generated type (`String`,
//! `Option`, derive names) match nothing. Over-reaching only adds constructors; it never drops
//! one a reached type needs.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;

/// A generated type: its module's path segments and its name.
pub(crate) type TypeKey = (Vec<String>, String);

/// For each file's `(module, items, wants constructors)`: the types that get constructors.
pub(crate) fn wanted<'a>(
    files: impl IntoIterator<Item = (&'a [String], &'a [syn::Item], bool)>,
) -> BTreeSet<TypeKey> {
    let mut edges: BTreeMap<TypeKey, Vec<TypeKey>> = BTreeMap::new();
    let mut roots = Vec::new();
    for (module, items, wants) in files {
        for item in items {
            let name = match item {
                syn::Item::Struct(s) => &s.ident,
                syn::Item::Enum(e) => &e.ident,
                syn::Item::Type(t) => &t.ident,
                _ => continue,
            };
            let key = (module.to_vec(), name.to_string());
            if wants {
                roots.push(key.clone());
            }
            edges
                .entry(key)
                .or_default()
                .extend(references(module, item.to_token_stream()));
        }
    }
    let mut seen = BTreeSet::new();
    while let Some(key) = roots.pop() {
        if let Some(next) = edges.get(&key) {
            if seen.insert(key.clone()) {
                roots.extend(next.iter().cloned());
            }
        }
    }
    seen
}

/// Every type name `tokens` mentions, as a key: bare names in `module`, `crate::` paths in
/// theirs.
fn references(module: &[String], tokens: TokenStream) -> Vec<TypeKey> {
    let mut flat = Vec::new();
    flatten(tokens, &mut flat);
    let mut out = Vec::new();
    let mut i = 0;
    while i < flat.len() {
        let TokenTree::Ident(ident) = &flat[i] else {
            i += 1;
            continue;
        };
        if ident == "crate" {
            // `crate` then (`::` segment)*: the last segment is the type, the rest its module.
            let mut segments = Vec::new();
            let mut j = i + 1;
            while let (
                Some(TokenTree::Punct(a)),
                Some(TokenTree::Punct(b)),
                Some(TokenTree::Ident(s)),
            ) = (flat.get(j), flat.get(j + 1), flat.get(j + 2))
            {
                if a.as_char() != ':' || b.as_char() != ':' {
                    break;
                }
                segments.push(s.to_string());
                j += 3;
            }
            if let Some(name) = segments.pop() {
                out.push((segments, name));
            }
            i = j;
        } else {
            out.push((module.to_vec(), ident.to_string()));
            i += 1;
        }
    }
    out
}

fn flatten(tokens: TokenStream, out: &mut Vec<TokenTree>) {
    for tree in tokens {
        match tree {
            TokenTree::Group(g) => flatten(g.stream(), out),
            other => out.push(other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One file: its module, its items, whether it wants constructors.
    type File = (&'static str, &'static str, bool);

    /// The files, and the types that get constructors.
    const CASES: &[(&[File], &[&str])] = &[
        // A received-only file's own types get none.
        (&[("a", "pub struct N { x: X } pub struct X;", false)], &[]),
        // A type reached from a file with constructors gets them, across files and modules.
        (
            &[
                (
                    "a",
                    "pub struct N { x: X } pub struct X; pub struct Y;",
                    false,
                ),
                (
                    "b",
                    "pub struct R { n: crate::a::X, o: Option<Vec<Z>> } pub struct Z;",
                    true,
                ),
            ],
            &["a::X", "b::R", "b::Z"],
        ),
        // Through enums and aliases, cycles included.
        (
            &[(
                "a::b",
                "pub enum E { V(T) } pub type T = Box<E>; pub struct U;",
                true,
            )],
            &["a::b::E", "a::b::T", "a::b::U"],
        ),
    ];

    #[test]
    fn constructors_follow_the_wanting_files_references() {
        for (files, expected) in CASES {
            let parsed: Vec<(Vec<String>, syn::File, bool)> = files
                .iter()
                .map(|(m, src, wants)| {
                    let module = m.split("::").map(str::to_owned).collect();
                    (module, syn::parse_str(src).unwrap(), *wants)
                })
                .collect();
            let got: Vec<String> = wanted(
                parsed
                    .iter()
                    .map(|(m, f, w)| (m.as_slice(), f.items.as_slice(), *w)),
            )
            .into_iter()
            .map(|(m, n)| format!("{}::{n}", m.join("::")))
            .collect();
            assert_eq!(got, *expected, "{files:?}");
        }
    }
}
