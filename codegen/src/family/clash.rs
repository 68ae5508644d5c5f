//! Two types of one name in one file's items: the later one's subschema, to type again as
//! `Value` (`family.rs`), or, where the pairing does not know it, why, in the error's words.
//! (A root named like a definition is refused before typify runs: `typespace/root.rs`.)

use std::collections::BTreeSet;

use super::File;
use crate::ir::Schema;
use crate::pairing::Pairing;

/// Drops each struct or enum that repeats an earlier one of its name but for its docs (vector's
/// sink and source each have a `version` marker, `enum VectorVersion { X2 }`, typify named
/// alike): the same type, written once.
pub(super) fn same_twice(file: &mut syn::File) {
    use quote::ToTokens;
    // Only a name given twice is compared: the others are not copied and spelled out.
    let mut twice = BTreeSet::new();
    let mut names = BTreeSet::new();
    for name in file.items.iter().filter_map(item_name) {
        if let Some(name) = names.replace(name) {
            twice.insert(name);
        }
    }
    let mut seen: std::collections::BTreeMap<String, String> = std::collections::BTreeMap::new();
    file.items.retain(|item| {
        let (name, mut bare) = match item {
            syn::Item::Struct(s) if twice.contains(&s.ident.to_string()) => {
                (s.ident.to_string(), syn::Item::Struct(s.clone()))
            }
            syn::Item::Enum(e) if twice.contains(&e.ident.to_string()) => {
                (e.ident.to_string(), syn::Item::Enum(e.clone()))
            }
            _ => return true,
        };
        if let syn::Item::Struct(syn::ItemStruct { attrs, .. })
        | syn::Item::Enum(syn::ItemEnum { attrs, .. }) = &mut bare
        {
            attrs.retain(|a| !a.path().is_ident("doc"));
        }
        let text = bare.to_token_stream().to_string();
        if let Some(first) = seen.get(&name) {
            first != &text
        } else {
            seen.insert(name, text);
            true
        }
    });
}

/// The name of a struct or an enum.
pub(super) fn item_name(item: &syn::Item) -> Option<String> {
    match item {
        syn::Item::Struct(s) => Some(s.ident.to_string()),
        syn::Item::Enum(e) => Some(e.ident.to_string()),
        _ => None,
    }
}

/// The first name two of typify's structs or enums share, and the pointer of the later one's
/// subschema (where the pairing knows it).
pub(super) fn twice(
    file: &syn::File,
    pairing: &Pairing,
    schema: &Schema,
) -> Option<(String, String)> {
    let mut seen = BTreeSet::new();
    let name = (file.items.iter())
        .filter_map(item_name)
        .find(|name| !seen.insert(name.clone()))?;
    let node = *pairing.item(&name)?.last()?;
    Some((name, schema.nodes.get(node)?.pointer.clone()))
}

/// Why typify gave two types of one file the name `name`, and what to do.
pub(super) fn twice_in_file(f: &File, name: &str) -> String {
    format!(
        "type `{name}` is generated twice in {}: typify gives two of its types that name; give the root another name (`root` in its manifest entry) if it is one of them",
        f.shown.display()
    )
}

#[cfg(test)]
mod tests {
    /// `(items, names left)`: a repeat but for its docs is dropped, another kept (refused later).
    #[test]
    fn a_type_repeated_but_for_its_docs_is_written_once() {
        let cases: [(&str, &[&str]); 3] = [
            (
                "/// sink\n enum V { X2 } /// source\n enum V { X2 } struct W;",
                &["V", "W"],
            ),
            ("enum V { X2 } enum V { X3 }", &["V", "V"]),
            ("struct V { a: u8 } enum V { A }", &["V", "V"]),
        ];
        for (source, want) in cases {
            let mut file: syn::File = syn::parse_str(source).unwrap();
            super::same_twice(&mut file);
            let names: Vec<String> = file.items.iter().filter_map(super::item_name).collect();
            assert_eq!(names, want, "{source}");
        }
    }
}
