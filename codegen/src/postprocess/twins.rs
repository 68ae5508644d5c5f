//! typify types a subschema once per place the type model's copy writes it. Where the copy
//! repeats one (a tuple's positional schemas in each variant by length, `One((A,))`,
//! `Two(A, B)`, `Longer(A, B, Vec<R>)`: `compile/tuple.rs`), typify emits a type per copy,
//! paired with the same schema node and identical but for its name (`ReporterTwoItem1`,
//! `ReporterLongerItem1`). The first is kept under the words the twins' names share
//! (`ReporterItem1`; its own name where they share none or that name is taken), the others
//! are dropped with their impls, and every use names the kept one, as a programmer writes one
//! type for one schema. Across schema nodes, identical items merge where their names end
//! alike in words that name something: a Kubernetes resource repeats one shape at every
//! place (cert-manager's thirteen secret references, `…AcmeDnsAccountSecretRef`,
//! `…CloudflareApiKeySecretRef`, are one `RootSpecSolverDns01SecretRef`, as its Go types have
//! one `SecretKeySelector`); the types are the same tokens, so every value converts and
//! serializes as before, and the engine judges each place by its own schema. Only inline
//! items merge: a root's or definition's type has a schema (and a `Validate` impl) of its
//! own.

use std::collections::{BTreeMap, BTreeSet};

use quote::ToTokens;
use syn::visit_mut::VisitMut;
use syn::{Ident, Item, Path, Type};

use crate::ident;
use crate::ir::NodeId;
use crate::pairing::Pairing;

/// Merges the twins among the structs and enums of `file` not named in `named` (the root's
/// and the definitions' types). Repeats until none is left: merging inner twins can make their
/// holders twins.
pub(crate) fn merge(file: &mut syn::File, pairing: &Pairing, named: &BTreeSet<String>) {
    // Each round merges at least one item, so at most as many rounds as items.
    for _ in 0..=file.items.len() {
        let Merged {
            dropped,
            renames,
            undocumented,
        } = twins(file, pairing, named);
        if renames.is_empty() {
            return;
        }
        file.items.retain(|item| match item {
            Item::Struct(s) => !dropped.contains(&s.ident.to_string()),
            Item::Enum(e) => !dropped.contains(&e.ident.to_string()),
            Item::Impl(i) => !self_type(&i.self_ty).is_some_and(|n| dropped.contains(&n)),
            _ => true,
        });
        rename_items(file, &renames);
        name_only_doc(file, &undocumented);
        drop_ambiguous_from(file);
    }
}

/// The doc comment of each item named in `names` says its name alone (in backticks), as
/// typify writes an undocumented item's: its twins' said different things.
fn name_only_doc(file: &mut syn::File, names: &BTreeSet<String>) {
    for item in &mut file.items {
        let (ident, attrs) = match item {
            Item::Struct(s) => (s.ident.to_string(), &mut s.attrs),
            Item::Enum(e) => (e.ident.to_string(), &mut e.attrs),
            _ => continue,
        };
        if names.contains(&ident) {
            attrs.retain(|a| !a.path().is_ident("doc"));
            let doc = format!("`{ident}`");
            attrs.insert(0, syn::parse_quote!(#[doc = #doc]));
        }
    }
}

/// One round's merge: the twins dropped, every twin's (and kept item's) new name, and the
/// kept items (by new name) whose twins' doc comments differ (each then says its name alone).
struct Merged {
    dropped: BTreeSet<String>,
    renames: BTreeMap<String, String>,
    undocumented: BTreeSet<String>,
}

/// The inline items identical to another, grouped: those of the same nodes (copies of one
/// subschema), and across nodes those whose names end alike in words that name something
/// ([`ident::shared_name`]). The first of each group is kept under the group's name
/// ([`ident::group_name`]), the others dropped.
fn twins(file: &syn::File, pairing: &Pairing, named: &BTreeSet<String>) -> Merged {
    // Same nodes and tokens: one group each, in file order; then by tokens alone.
    let mut groups: Vec<Vec<String>> = Vec::new();
    let mut docs: BTreeMap<String, String> = BTreeMap::new();
    let mut by_key: BTreeMap<(Vec<NodeId>, String), usize> = BTreeMap::new();
    let mut by_body: Vec<(String, Vec<usize>)> = Vec::new();
    for item in &file.items {
        let Some((ident, body, doc)) = body(item).filter(|(n, _, _)| !named.contains(n)) else {
            continue;
        };
        let Some(nodes) = pairing.item(&ident) else {
            continue;
        };
        let mut nodes = nodes.to_vec();
        nodes.sort_unstable();
        let at = *by_key.entry((nodes, body.clone())).or_insert_with(|| {
            groups.push(Vec::new());
            match by_body.iter_mut().find(|(b, _)| *b == body) {
                Some((_, shared)) => shared.push(groups.len() - 1),
                None => by_body.push((body, vec![groups.len() - 1])),
            }
            groups.len() - 1
        });
        groups[at].push(ident.clone());
        docs.insert(ident, doc);
    }
    let mut taken: BTreeSet<String> = file.items.iter().filter_map(item_name).collect();
    let mut merged = Merged {
        dropped: BTreeSet::new(),
        renames: BTreeMap::new(),
        undocumented: BTreeSet::new(),
    };
    for (_, shared) in by_body {
        let all: Vec<String> = shared.iter().flat_map(|i| groups[*i].clone()).collect();
        let across = (shared.len() > 1)
            .then(|| ident::shared_name(&all))
            .flatten()
            .filter(|n| !taken.contains(n));
        let sets: Vec<(Vec<String>, Option<String>)> = match across {
            Some(name) => vec![(all, Some(name))],
            None => (shared.iter())
                .map(|i| {
                    let g = groups[*i].clone();
                    let name = ident::group_name(&g).filter(|n| !taken.contains(n));
                    (g, name)
                })
                .collect(),
        };
        for (group, name) in sets.into_iter().filter(|(g, _)| g.len() > 1) {
            let name = name.unwrap_or_else(|| group[0].clone());
            taken.insert(name.clone());
            if group.iter().any(|m| docs.get(m) != docs.get(&group[0])) {
                merged.undocumented.insert(name.clone());
            }
            merged.dropped.extend(group[1..].iter().cloned());
            for member in group {
                if member != name {
                    merged.renames.insert(member, name.clone());
                }
            }
        }
    }
    merged
}

/// A struct's or enum's name, its tokens but for its name and doc comment (which names it),
/// and that doc comment.
fn body(item: &Item) -> Option<(String, String, String)> {
    let name = item_name(item)?;
    let mut item = item.clone();
    let (ident, attrs) = match &mut item {
        Item::Struct(s) => (&mut s.ident, &mut s.attrs),
        Item::Enum(e) => (&mut e.ident, &mut e.attrs),
        _ => return None,
    };
    *ident = Ident::new("__Twin", ident.span());
    let (doc, rest): (Vec<_>, Vec<_>) = attrs.drain(..).partition(|a| a.path().is_ident("doc"));
    *attrs = rest;
    let doc = doc
        .iter()
        .map(|a| a.to_token_stream().to_string())
        .collect();
    Some((name, item.to_token_stream().to_string(), doc))
}

/// Renames the structs and enums of `file` named in `names` (old → new), their doc
/// comments naming them, and every path naming them.
pub(super) fn rename_items(file: &mut syn::File, names: &BTreeMap<String, String>) {
    for item in &mut file.items {
        let (ident, attrs) = match item {
            Item::Struct(s) => (&mut s.ident, &mut s.attrs),
            Item::Enum(e) => (&mut e.ident, &mut e.attrs),
            _ => continue,
        };
        if let Some(new) = names.get(&ident.to_string()) {
            let old = format!("`{ident}`");
            *ident = Ident::new(new, ident.span());
            // typify's doc comment names the item.
            for a in attrs.iter_mut().filter(|a| a.path().is_ident("doc")) {
                if let syn::Meta::NameValue(nv) = &mut a.meta {
                    if let syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(text),
                        ..
                    }) = &mut nv.value
                    {
                        let renamed = text.value().replace(&old, &format!("`{new}`"));
                        *text = syn::LitStr::new(&renamed, text.span());
                    }
                }
            }
        }
    }
    Rename(names).visit_file_mut(file);
}

/// The name of a struct or enum.
pub(super) fn item_name(item: &Item) -> Option<String> {
    match item {
        Item::Struct(s) => Some(s.ident.to_string()),
        Item::Enum(e) => Some(e.ident.to_string()),
        _ => None,
    }
}

/// The name of the type an `impl` is for, when it is a plain path (`Foo`).
pub(super) fn self_type(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(p) if p.qself.is_none() => {
            (p.path.segments.len() == 1).then(|| p.path.segments[0].ident.to_string())
        }
        _ => None,
    }
}

/// Renames paths naming a twin (`Twin`, `Twin::x`, `super::Twin` from typify's `defaults`).
struct Rename<'a>(&'a BTreeMap<String, String>);

impl VisitMut for Rename<'_> {
    fn visit_path_mut(&mut self, path: &mut Path) {
        let skip = usize::from(path.segments.first().is_some_and(|s| s.ident == "super"));
        if path.leading_colon.is_none() {
            if let Some(seg) = path.segments.iter_mut().nth(skip) {
                if let Some(kept) = self.0.get(&seg.ident.to_string()) {
                    seg.ident = Ident::new(kept, seg.ident.span());
                }
            }
        }
        syn::visit_mut::visit_path_mut(self, path);
    }
}

/// typify writes `impl From<T> for E` for each variant of `E` holding `T` alone when no other
/// variant holds a `T`; merged twins can make two variants hold the same type: both impls go
/// (neither variant is the obvious one).
fn drop_ambiguous_from(file: &mut syn::File) {
    let key = |item: &Item| match item {
        Item::Impl(i) => i.trait_.as_ref().map(|(path, _)| {
            (
                path.to_token_stream().to_string(),
                i.self_ty.to_token_stream().to_string(),
            )
        }),
        _ => None,
    };
    let mut seen: BTreeMap<(String, String), usize> = BTreeMap::new();
    for item in &file.items {
        if let Some(k) = key(item) {
            *seen.entry(k).or_default() += 1;
        }
    }
    file.items
        .retain(|item| key(item).is_none_or(|k| seen.get(&k).is_none_or(|n| *n == 1)));
}

#[cfg(test)]
mod tests;
