//! A string enum's conversion through its own `FromStr` (`__judged!(T, str)`, the runtime's
//! `unit.rs`), in place of a derived mirror that would repeat every value. Taken only where
//! typify's `FromStr` for the enum reads exactly the values its serde attributes write: each
//! unit variant's `rename` (or its name), no container attribute, and nothing else matched.

use std::collections::{BTreeMap, BTreeSet};

use quote::ToTokens;
use syn::{Expr, Fields, Item, Lit, Pat};

use crate::attrs::Serde;

/// The enums of `items` whose `FromStr` is their exact conversion.
pub(super) fn by_from_str(items: &[Item]) -> BTreeSet<String> {
    let mut parsers = BTreeMap::new();
    for item in items {
        if let Item::Impl(i) = item {
            let is_from_str = i
                .trait_
                .as_ref()
                .and_then(|(path, _)| path.segments.last())
                .is_some_and(|s| s.ident == "FromStr");
            if let (true, syn::Type::Path(ty)) = (is_from_str, &*i.self_ty) {
                if let (Some(name), Some(arms)) = (ty.path.get_ident(), arms(i)) {
                    parsers.insert(name.to_string(), arms);
                }
            }
        }
    }
    items
        .iter()
        .filter_map(|item| match item {
            Item::Enum(e) => {
                let written = written(e)?;
                (parsers.get(&e.ident.to_string()) == Some(&written)).then(|| e.ident.to_string())
            }
            _ => None,
        })
        .collect()
}

/// What the enum writes: value → variant, for an enum of unit variants whose only serde
/// attributes are the variants' `rename`s.
fn written(e: &syn::ItemEnum) -> Option<BTreeMap<String, String>> {
    if !e.generics.params.is_empty() || e.variants.is_empty() {
        return None;
    }
    if e.attrs.iter().any(|a| a.path().is_ident("serde")) {
        return None;
    }
    let mut out = BTreeMap::new();
    for v in &e.variants {
        if !matches!(v.fields, Fields::Unit) || v.discriminant.is_some() {
            return None;
        }
        let serde = Serde::parse(&v.attrs).ok()?;
        let only_rename = Serde {
            rename: serde.rename.clone(),
            ..Serde::default()
        };
        if serde != only_rename {
            return None;
        }
        let value = serde.rename.unwrap_or_else(|| v.ident.to_string());
        if out.insert(value, v.ident.to_string()).is_some() {
            return None;
        }
    }
    Some(out)
}

/// What `FromStr` reads: value → variant, when its body is one `match` of string literals,
/// each `Ok(Self::Variant)`, and a last wildcard arm.
fn arms(i: &syn::ItemImpl) -> Option<BTreeMap<String, String>> {
    let function = i.items.iter().find_map(|item| match item {
        syn::ImplItem::Fn(f) if f.sig.ident == "from_str" => Some(f),
        _ => None,
    })?;
    let [syn::Stmt::Expr(Expr::Match(m), None)] = function.block.stmts.as_slice() else {
        return None;
    };
    let (last, arms) = m.arms.split_last()?;
    if !matches!(last.pat, Pat::Wild(_)) {
        return None;
    }
    let mut out = BTreeMap::new();
    for arm in arms {
        let Pat::Lit(lit) = &arm.pat else {
            return None;
        };
        let Lit::Str(value) = &lit.lit else {
            return None;
        };
        let Expr::Call(call) = &*arm.body else {
            return None;
        };
        let [Expr::Path(variant)] = call.args.iter().collect::<Vec<_>>().as_slice() else {
            return None;
        };
        let segments: Vec<String> = variant
            .path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect();
        let ([this, name], "Ok") = (
            segments.as_slice(),
            call.func.to_token_stream().to_string().as_str(),
        ) else {
            return None;
        };
        if this != "Self" || out.insert(value.value(), name.clone()).is_some() {
            return None;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    /// `(an enum and its FromStr, whether the FromStr is its conversion)`.
    const CASES: &[(&str, bool)] = &[
        // typify's string enum: renames and the same values in `FromStr`.
        (
            r#"#[derive(::serde::Deserialize)] pub enum K { #[serde(rename = "cli")] Cli, Exec }
               impl ::std::str::FromStr for K { type Err = E; fn from_str(value: &str) -> Result<Self, E> {
                   match value { "cli" => Ok(Self::Cli), "Exec" => Ok(Self::Exec), _ => Err("invalid value".into()) } } }"#,
            true,
        ),
        // A value `FromStr` reads differently, one it lacks, one it adds: the mirror stays.
        (
            r#"#[derive(::serde::Deserialize)] pub enum K { #[serde(rename = "cli")] Cli }
               impl ::std::str::FromStr for K { type Err = E; fn from_str(value: &str) -> Result<Self, E> {
                   match value { "Cli" => Ok(Self::Cli), _ => Err("invalid value".into()) } } }"#,
            false,
        ),
        (
            r#"#[derive(::serde::Deserialize)] pub enum K { A, B }
               impl ::std::str::FromStr for K { type Err = E; fn from_str(value: &str) -> Result<Self, E> {
                   match value { "A" => Ok(Self::A), _ => Err("invalid value".into()) } } }"#,
            false,
        ),
        (
            r#"#[derive(::serde::Deserialize)] pub enum K { A }
               impl ::std::str::FromStr for K { type Err = E; fn from_str(value: &str) -> Result<Self, E> {
                   match value { "A" => Ok(Self::A), "a" => Ok(Self::A), _ => Err("invalid value".into()) } } }"#,
            false,
        ),
        // Other serde attributes, a non-unit variant, no `FromStr`: the mirror stays.
        (
            r#"#[derive(::serde::Deserialize)] #[serde(rename_all = "lowercase")] pub enum K { A }
               impl ::std::str::FromStr for K { type Err = E; fn from_str(value: &str) -> Result<Self, E> {
                   match value { "A" => Ok(Self::A), _ => Err("invalid value".into()) } } }"#,
            false,
        ),
        (
            r#"#[derive(::serde::Deserialize)] pub enum K { #[serde(rename = "a", alias = "b")] A }
               impl ::std::str::FromStr for K { type Err = E; fn from_str(value: &str) -> Result<Self, E> {
                   match value { "a" => Ok(Self::A), _ => Err("invalid value".into()) } } }"#,
            false,
        ),
        (
            r#"#[derive(::serde::Deserialize)] pub enum K { A(i64) }
               impl ::std::str::FromStr for K { type Err = E; fn from_str(value: &str) -> Result<Self, E> {
                   match value { "A" => Ok(Self::A), _ => Err("invalid value".into()) } } }"#,
            false,
        ),
        (r"#[derive(::serde::Deserialize)] pub enum K { A }", false),
    ];

    #[test]
    fn a_string_enum_converts_through_its_from_str_only_when_it_reads_what_serde_writes() {
        for (source, by_from_str) in CASES {
            let mut file: syn::File = syn::parse_str(source).unwrap();
            let out = crate::deserialize::judged(&mut file, |_| true, |_| true);
            let text: String = out.iter().map(ToString::to_string).collect();
            assert_eq!(
                text.contains("__judged ! (K , str)"),
                *by_from_str,
                "{source}\n{text}"
            );
            assert_eq!(!text.contains("remote"), *by_from_str, "{source}\n{text}");
        }
    }
}
