//! The inline types typify named after a variant's position (`{Enum}Variant{i}…`), renamed
//! after the variant's name once it has one (`WhenVariant1Options` → `WhenIfMissingOptions`,
//! `SymbolVariant1` → `SymbolGenerated`, `AuthenticationOptionsVariant0Cookie` →
//! `AuthenticationOptionsRawCookieCookie`), as typify names a titled variant's types.

use std::collections::{BTreeMap, BTreeSet};

use syn::{Fields, Item};

use super::super::twins::{item_name, rename_items};
use crate::attrs::option_inner;

/// Renames the inline types of `file` (not in `named`: the root's and the definitions' types)
/// named after a variant's position: those of the variants `renamed` names, and those of a
/// variant named otherwise (by its tag: `by_tag.rs`) whose value requires them and no other
/// position's, where no other variant requires them (`Generated(SymbolVariant1)`, aiproj's
/// `RawCookie { cookie: AuthenticationOptionsVariant0Cookie, form: Option<…Variant1Form> }`).
pub(super) fn rename(
    file: &mut syn::File,
    renamed: BTreeMap<String, Vec<BTreeMap<String, String>>>,
    named: &BTreeSet<String>,
) {
    // An enum's latest renames (`Renamer`'s).
    let mut rules: BTreeMap<String, BTreeMap<String, String>> = (renamed.into_iter())
        .filter_map(|(ty, mut names)| Some((ty, names.pop()?)))
        .collect();
    for item in &file.items {
        let Item::Enum(e) = item else { continue };
        let ty = e.ident.to_string();
        // Each position: the variants whose value requires its types, and whether each
        // requires that position's alone.
        let mut owners: BTreeMap<String, Vec<(String, bool)>> = BTreeMap::new();
        for v in &e.variants {
            let positions = required_positions(&v.fields, &ty);
            for p in &positions {
                let alone = positions.len() == 1;
                (owners.entry(p.clone()).or_default()).push((v.ident.to_string(), alone));
            }
        }
        for (position, variants) in owners {
            if let [(name, true)] = variants.as_slice() {
                if !name.starts_with("Variant") {
                    (rules.entry(ty.clone()).or_default()).insert(position, name.clone());
                }
            }
        }
    }
    rename_items(file, &renames(file, &rules, named));
}

/// The inline types named after a renamed variant (`{Enum}{Variant}{rest}`) and their new
/// names (`{Enum}{Name}{rest}`), an inner enum's rule before its holder's; a name taken stays.
fn renames(
    file: &syn::File,
    rules: &BTreeMap<String, BTreeMap<String, String>>,
    named: &BTreeSet<String>,
) -> BTreeMap<String, String> {
    let mut rules: Vec<(&String, &BTreeMap<String, String>)> = rules.iter().collect();
    rules.sort_by_key(|(ty, _)| std::cmp::Reverse(ty.len()));
    let mut taken: BTreeSet<String> = file.items.iter().filter_map(item_name).collect();
    let mut out = BTreeMap::new();
    for old in file.items.iter().filter_map(item_name) {
        if named.contains(&old) {
            continue;
        }
        let mut new = old.clone();
        for (ty, names) in &rules {
            for (from, to) in *names {
                let prefix = format!("{ty}{from}");
                let rest = new
                    .strip_prefix(&prefix)
                    .filter(|rest| !rest.starts_with(|c: char| c.is_ascii_digit()));
                if let Some(rest) = rest {
                    new = format!("{ty}{to}{rest}");
                    break;
                }
            }
        }
        if new != old && taken.insert(new.clone()) {
            out.insert(old, new);
        }
    }
    out
}

/// The positions (`Variant1`) in the names of the types of `enum_ty` (`{enum_ty}Variant1…`)
/// that `fields` require: a newtype's, and the fields not `Option`, inside their generics.
fn required_positions(fields: &Fields, enum_ty: &str) -> Vec<String> {
    struct Names<'a>(&'a str, BTreeSet<String>);
    impl<'v> syn::visit::Visit<'v> for Names<'_> {
        fn visit_path_segment(&mut self, s: &'v syn::PathSegment) {
            let name = s.ident.to_string();
            let digits = name
                .strip_prefix(self.0)
                .and_then(|rest| rest.strip_prefix("Variant"))
                .map(|rest| rest.bytes().take_while(u8::is_ascii_digit).count());
            if let Some(n) = digits.filter(|n| *n > 0) {
                self.1
                    .insert(format!("Variant{}", &name[self.0.len() + 7..][..n]));
            }
            syn::visit::visit_path_segment(self, s);
        }
    }
    let mut names = Names(enum_ty, BTreeSet::new());
    for f in fields.iter().filter(|f| option_inner(&f.ty).is_none()) {
        syn::visit::Visit::visit_type(&mut names, &f.ty);
    }
    names.1.into_iter().collect()
}
