//! What the items of a file name (the types a path leads to), and the renaming of an enum's
//! variants wherever a path names them.

use std::collections::{BTreeMap, BTreeSet};

use syn::visit_mut::VisitMut;
use syn::Item;

use super::ident_of;

/// The types and other items `item` names: each path's first segment past `crate`, `self`
/// and `super` (so `PipelineKind::Pipeline`, a variant, names `PipelineKind` only, not a type
/// `Pipeline`; `Self::Pipeline` names neither).
pub(in crate::postprocess) fn names(item: &Item) -> BTreeSet<String> {
    struct Paths(BTreeSet<String>);
    impl<'a> syn::visit::Visit<'a> for Paths {
        fn visit_path(&mut self, p: &'a syn::Path) {
            let module = ["crate", "self", "super"];
            let first = p
                .segments
                .iter()
                .find(|s| !module.contains(&s.ident.to_string().as_str()));
            if let Some(first) = first.filter(|s| s.ident != "Self") {
                self.0.insert(first.ident.to_string());
            }
            syn::visit::visit_path(self, p);
        }

        // A macro's tokens are no paths syn reads: each identifier counts.
        fn visit_macro(&mut self, m: &'a syn::Macro) {
            fn walk(tokens: proc_macro2::TokenStream, out: &mut BTreeSet<String>) {
                for t in tokens {
                    match t {
                        proc_macro2::TokenTree::Ident(i) => {
                            out.insert(i.to_string());
                        }
                        proc_macro2::TokenTree::Group(g) => walk(g.stream(), out),
                        _ => {}
                    }
                }
            }
            walk(m.tokens.clone(), &mut self.0);
            syn::visit::visit_macro(self, m);
        }
    }
    let mut paths = Paths(BTreeSet::new());
    syn::visit::Visit::visit_item(&mut paths, item);
    paths.0
}

/// Renames the variants of enum `ty` in every path naming them (`ty::Old`, and `Self::Old`
/// inside `ty`'s impls: typify's `From` impls).
pub(in crate::postprocess) struct Renamer {
    pub(in crate::postprocess) ty: String,
    pub(in crate::postprocess) names: BTreeMap<String, String>,
}

impl Renamer {
    fn rename(&self, path: &mut syn::Path, self_is_ty: bool) {
        let n = path.segments.len();
        if n < 2 {
            return;
        }
        let owner = path.segments[n - 2].ident.to_string();
        if owner != self.ty && !(self_is_ty && owner == "Self") {
            return;
        }
        if let Some(new) = self.names.get(&path.segments[n - 1].ident.to_string()) {
            path.segments[n - 1].ident = syn::Ident::new(new, path.segments[n - 1].ident.span());
        }
    }
}

impl VisitMut for Renamer {
    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        let self_is_ty = ident_of(&i.self_ty).as_deref() == Some(self.ty.as_str());
        let mut inner = ImplRenamer {
            outer: self,
            self_is_ty,
        };
        syn::visit_mut::visit_item_impl_mut(&mut inner, i);
    }

    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        self.rename(p, false);
        syn::visit_mut::visit_path_mut(self, p);
    }
}

struct ImplRenamer<'a> {
    outer: &'a Renamer,
    self_is_ty: bool,
}

impl VisitMut for ImplRenamer<'_> {
    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        self.outer.rename(p, self.self_is_ty);
        syn::visit_mut::visit_path_mut(self, p);
    }
}
