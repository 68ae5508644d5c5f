//! Variants typify named by position named by what they hold.
//!
//! typify names an untagged enum's variants by each branch's title, `$ref` or single `type`,
//! less the prefix all those names share; where one has none, two read alike (two objects are
//! both `Object`) or one is all prefix, every variant is named by its position: tslint's
//! `RulesAlignObjectOptions::Variant0(RulesAlignOptions)`, `Variant1(RulesAlignOptionsItems)`
//! (the names of `options` and `options/items`: `RulesAlignOptions` is all prefix); Azure
//! Functions' service bus binding `Variant0 { type_: Option<…Type>, .. }`, `Variant1 { .. }`.
//! Here, once every check has read typify's names, such an enum's variants are named by what
//! each holds, as one names them by hand:
//!
//! - a newtype variant of a generated type by that type's name less the words it shares
//!   with the enum's name from the start (`Options`, `OptionsItems`); of a standard type by
//!   typify's name for its JSON type (`String`, `Boolean`, `Integer`, `Number`, `Array`,
//!   `Object`), and `serde_json::Value` or `Map` (what the union leaves open) as `Other`;
//! - a struct variant by its tag: the one value of a field every struct variant has, typed by
//!   an enum of one value, `type` or `kind` first (`ServiceBusTrigger`, `ServiceBus`); else by
//!   the (at most three) fields it alone requires (`Uri { uri }`, `HostPort { host, port }`).
//!
//! Only where every variant gets a name and the names read apart; elsewhere the enum stays
//! as it is. The variants are renamed wherever a path names them; the JSON is the same.

use std::collections::BTreeMap;

use heck::ToUpperCamelCase;
use syn::visit_mut::VisitMut;
use syn::{Fields, Item, Type};

use super::by_tag::names::Renamer;
use crate::attrs::option_inner;

/// Names the positional variants of every enum of `file` that qualifies.
pub fn name_variants(file: &mut syn::File) {
    // Enums of one unit variant: a tag's type, by its name.
    let one_value: BTreeMap<String, String> = (file.items.iter())
        .filter_map(|item| match item {
            Item::Enum(e) if e.variants.len() == 1 => {
                let v = &e.variants[0];
                matches!(v.fields, Fields::Unit).then(|| (e.ident.to_string(), v.ident.to_string()))
            }
            _ => None,
        })
        .collect();
    let mut renamers = Vec::new();
    for item in &mut file.items {
        let Item::Enum(e) = item else { continue };
        let positional =
            (e.variants.iter().enumerate()).all(|(i, v)| v.ident == format!("Variant{i}"));
        if !positional || e.variants.len() < 2 {
            continue;
        }
        let Some(names) = names(e, &one_value) else {
            continue;
        };
        let mut map = BTreeMap::new();
        for (v, name) in e.variants.iter_mut().zip(names) {
            map.insert(v.ident.to_string(), name.clone());
            v.ident = syn::Ident::new(&name, v.ident.span());
        }
        renamers.push(Renamer {
            ty: e.ident.to_string(),
            names: map,
        });
    }
    for mut r in renamers {
        r.visit_file_mut(file);
    }
}

/// Each variant's name, where every one has a name and they read apart (the first tag field
/// that names the struct variants apart).
fn names(e: &syn::ItemEnum, one_value: &BTreeMap<String, String>) -> Option<Vec<String>> {
    let own = words(&e.ident.to_string());
    // Each tag field in turn, then (`None`) the fields each struct variant alone requires.
    let mut tags = tag_fields(e, one_value);
    tags.push(None);
    tags.into_iter().find_map(|tag| {
        let names: Vec<String> = (e.variants.iter())
            .map(|v| match &v.fields {
                Fields::Unnamed(u) if u.unnamed.len() == 1 => held(&u.unnamed[0].ty, &own),
                Fields::Named(n) if tag.is_none() => own_required(e, n),
                Fields::Named(n) => {
                    let field = n.named.iter().find(|f| f.ident.as_ref() == tag.as_ref())?;
                    one_value
                        .get(&type_name(option_inner(&field.ty).unwrap_or(&field.ty))?)
                        .cloned()
                }
                _ => None,
            })
            .collect::<Option<_>>()?;
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        let valid = names.iter().all(|n| {
            syn::parse_str::<syn::Ident>(n).is_ok() && n != "Self" && !n.starts_with("Variant")
        });
        (sorted.len() == names.len() && valid).then_some(names)
    })
}

/// The name of struct variant `n` of `e` by the fields it requires (not an `Option`) and no
/// other struct variant of `e` has (monika's redis: `Uri { uri }`, `HostPort { host, port }`).
fn own_required(e: &syn::ItemEnum, n: &syn::FieldsNamed) -> Option<String> {
    let others: Vec<&syn::Ident> = (e.variants.iter())
        .filter_map(|v| match &v.fields {
            Fields::Named(m) if !std::ptr::eq(m, n) => Some(m.named.iter()),
            _ => None,
        })
        .flatten()
        .filter_map(|f| f.ident.as_ref())
        .collect();
    let own: Vec<String> = (n.named.iter())
        .filter(|f| matches!(f.ty, Type::Path(_)) && option_inner(&f.ty).is_none())
        .filter_map(|f| f.ident.as_ref())
        .filter(|i| *i != "extra" && !i.to_string().starts_with("__") && !others.contains(i))
        .map(|i| i.to_string().trim_end_matches('_').to_upper_camel_case())
        .collect();
    (!own.is_empty() && own.len() <= 3).then(|| own.concat())
}

/// The fields every struct variant of `e` has, typed by an enum of one value (or an `Option`
/// of one): the tags the variants may be named by, `type` and `kind` first, then in the first
/// variant's order.
fn tag_fields(e: &syn::ItemEnum, one_value: &BTreeMap<String, String>) -> Vec<Option<syn::Ident>> {
    let structs: Vec<&syn::FieldsNamed> = (e.variants.iter())
        .filter_map(|v| match &v.fields {
            Fields::Named(n) => Some(n),
            _ => None,
        })
        .collect();
    let Some(first) = structs.first() else {
        return Vec::new();
    };
    // `type` and `kind` first: what one names such variants by.
    let preferred = |f: &&syn::Field| {
        !f.ident
            .as_ref()
            .is_some_and(|i| i == "type_" || i == "kind")
    };
    let mut fields: Vec<&syn::Field> = first.named.iter().collect();
    fields.sort_by_key(preferred);
    (fields.into_iter())
        .filter_map(|f| {
            let ident = f.ident.as_ref()?;
            let tag = structs.iter().all(|s| {
                s.named.iter().any(|g| {
                    g.ident.as_ref() == Some(ident)
                        && type_name(option_inner(&g.ty).unwrap_or(&g.ty))
                            .is_some_and(|t| one_value.contains_key(&t))
                })
            });
            tag.then(|| Some(ident.clone()))
        })
        .collect()
}

/// The name of a newtype variant holding `ty`, in an enum whose name has the words `own`.
pub(in crate::postprocess) fn held(ty: &Type, own: &[String]) -> Option<String> {
    let Type::Path(p) = ty else { return None };
    let last = p.path.segments.last()?;
    let ident = last.ident.to_string();
    let standard = match ident.as_str() {
        "String" => Some("String"),
        "bool" => Some("Boolean"),
        "i8" | "i16" | "i32" | "i64" | "u8" | "u16" | "u32" | "u64" | "NonZeroU64" => {
            Some("Integer")
        }
        "f32" | "f64" => Some("Number"),
        "Vec" => Some("Array"),
        "BTreeMap" | "HashMap" => Some("Object"),
        "Box" => {
            let syn::PathArguments::AngleBracketed(a) = &last.arguments else {
                return None;
            };
            return match a.args.first()? {
                syn::GenericArgument::Type(inner) => held(inner, own),
                _ => None,
            };
        }
        // What a union leaves open (the catch-all, or a branch of any value; a map where
        // only objects reach the union).
        "Value" | "Map" => Some("Other"),
        "Option" => return None,
        _ => None,
    };
    if let Some(s) = standard {
        return Some(s.to_owned());
    }
    // A generated type: its name less the words it shares with the enum's from the start.
    let mine = words(&ident);
    let shared = mine.iter().zip(own).take_while(|(a, b)| a == b).count();
    let rest = mine[shared.min(mine.len())..].concat();
    Some(if rest.is_empty() { ident } else { rest })
}

/// The words of an upper camel case name (`RulesAlignOptions` → `Rules`, `Align`, `Options`).
pub(in crate::postprocess) fn words(name: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for c in name.chars() {
        match out.last_mut() {
            Some(w) if !c.is_ascii_uppercase() => w.push(c),
            _ => out.push(c.to_string()),
        }
    }
    out
}

/// The last segment of a path type.
fn type_name(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(p) => Some(p.path.segments.last()?.ident.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use quote::ToTokens;

    /// The variant names of enum `ty` after [`super::name_variants`], and whether the `From`
    /// impls name them.
    fn renamed(items: &str, ty: &str) -> (Vec<String>, String) {
        let mut file: syn::File = syn::parse_str(items).unwrap();
        super::name_variants(&mut file);
        let names = file
            .items
            .iter()
            .find_map(|i| match i {
                syn::Item::Enum(e) if e.ident == ty => {
                    Some(e.variants.iter().map(|v| v.ident.to_string()).collect())
                }
                _ => None,
            })
            .unwrap();
        (names, file.to_token_stream().to_string())
    }

    #[test]
    fn positional_variants_are_named_by_what_they_hold() {
        let tag =
            "enum TIn { In } enum TOut { Out } enum TType { ServiceBus } enum TType2 { Queue }";
        let cases: [(String, &[&str]); 6] = [
            // tslint: generated types less the enum's leading words; the `From` impls follow.
            (
                "enum RulesAlignObjectOptions { Variant0(RulesAlignOptions), Variant1(RulesAlignOptionsItems) }
                 impl From<RulesAlignOptions> for RulesAlignObjectOptions { fn from(v: RulesAlignOptions) -> Self { Self::Variant0(v) } }".into(),
                &["Options", "OptionsItems"],
            ),
            // Standard types and the catch-all.
            (
                "enum T { Variant0(::std::string::String), Variant1(::std::vec::Vec<X>), Variant2(::serde_json::Value) }".into(),
                &["String", "Array", "Other"],
            ),
            // A tag, `type` before `direction`, `Option`al.
            (
                format!("{tag} enum T {{ Variant0 {{ direction: Option<TIn>, type_: Option<TType> }}, Variant1 {{ direction: Option<TOut>, type_: Option<TType2> }} }}"),
                &["ServiceBus", "Queue"],
            ),
            // `type` alike in both: `direction` names them.
            (
                format!("{tag} enum T {{ Variant0 {{ direction: Option<TIn>, type_: TType }}, Variant1 {{ direction: TOut, type_: TType }} }}"),
                &["In", "Out"],
            ),
            // No tag: the fields each alone requires.
            (
                "enum T { Variant0 { uri: String, extra: Map }, Variant1 { host: String, port: i64, user: Option<String>, extra: Map }, Variant2(::serde_json::Value) }".into(),
                &["Uri", "HostPort", "Other"],
            ),
            // Names alike (two strings), or not every variant positional: as they are.
            (
                "enum T { Variant0(String), Variant1(String) } enum U { A(String), Variant1(bool) }".into(),
                &["Variant0", "Variant1"],
            ),
        ];
        for (items, want) in cases {
            let ty = if items.contains("RulesAlign") {
                "RulesAlignObjectOptions"
            } else {
                "T"
            };
            let (names, text) = renamed(&items, ty);
            assert_eq!(names, want, "{items}");
            if ty != "T" {
                assert!(text.contains("Self :: Options (v)"), "{text}");
            }
        }
        let (names, _) = renamed("enum U { A(String), Variant1(bool) }", "U");
        assert_eq!(names, ["A", "Variant1"]);
    }
}
