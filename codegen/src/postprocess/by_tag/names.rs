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

/// Renames the variants of enums in every path naming them (`Ty::Old`, and `Self::Old` inside
/// `Ty`'s impls: typify's `From` impls), in one walk of the file. Each enum's renames (enum name
/// → old variant name → new) apply in order; a path has one owner, so no enum's renames touch
/// another's paths.
pub(in crate::postprocess) struct Renamer {
    pub(in crate::postprocess) renames: BTreeMap<String, Vec<BTreeMap<String, String>>>,
}

impl Renamer {
    /// Renames `path`'s last segment where its owner (the segment before, `Self` read as
    /// `self_ty`) has renames.
    fn rename(&self, path: &mut syn::Path, self_ty: Option<&str>) {
        let n = path.segments.len();
        if n < 2 {
            return;
        }
        let owner = path.segments[n - 2].ident.to_string();
        let owner = match (owner.as_str(), self_ty) {
            ("Self", Some(ty)) => ty,
            (owner, _) => owner,
        };
        let Some(renames) = self.renames.get(owner) else {
            return;
        };
        for names in renames {
            if let Some(new) = names.get(&path.segments[n - 1].ident.to_string()) {
                path.segments[n - 1].ident =
                    syn::Ident::new(new, path.segments[n - 1].ident.span());
            }
        }
    }
}

impl VisitMut for Renamer {
    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        let self_ty = ident_of(&i.self_ty);
        let mut inner = ImplRenamer {
            outer: self,
            self_ty: self_ty.as_deref(),
        };
        syn::visit_mut::visit_item_impl_mut(&mut inner, i);
    }

    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        self.rename(p, None);
        syn::visit_mut::visit_path_mut(self, p);
    }
}

struct ImplRenamer<'a> {
    outer: &'a Renamer,
    /// The type the impl is on, where it is a name.
    self_ty: Option<&'a str>,
}

impl VisitMut for ImplRenamer<'_> {
    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        self.outer.rename(p, self.self_ty);
        syn::visit_mut::visit_path_mut(self, p);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use quote::ToTokens;
    use syn::visit_mut::VisitMut;

    use super::Renamer;

    #[test]
    fn one_walk_renames_each_enums_variants_where_paths_name_them() {
        let mut file: syn::File = syn::parse_quote! {
            impl From<u8> for A { fn from(_: u8) -> Self { Self::Old } }
            impl From<u8> for B { fn from(_: u8) -> Self { Self::Old } }
            impl From<u16> for C { fn from(_: u16) -> Self { A::Old(B::Old, C::Old) } }
        };
        let map = |pairs: &[(&str, &str)]| -> BTreeMap<String, String> {
            pairs
                .iter()
                .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
                .collect()
        };
        let renames = BTreeMap::from([
            // Two renames of one enum apply in order.
            (
                "A".to_owned(),
                vec![map(&[("Old", "Mid")]), map(&[("Mid", "New")])],
            ),
            ("B".to_owned(), vec![map(&[("Old", "Other")])]),
        ]);
        Renamer { renames }.visit_file_mut(&mut file);
        let want: syn::File = syn::parse_quote! {
            impl From<u8> for A { fn from(_: u8) -> Self { Self::New } }
            impl From<u8> for B { fn from(_: u8) -> Self { Self::Other } }
            impl From<u16> for C { fn from(_: u16) -> Self { A::New(B::Other, C::Old) } }
        };
        assert_eq!(
            file.to_token_stream().to_string(),
            want.to_token_stream().to_string()
        );
    }
}
