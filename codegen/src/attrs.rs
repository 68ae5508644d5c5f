//! Reading typify's output structurally: `#[serde(...)]` attributes parsed with
//! `Attribute::parse_nested_meta` into [`Serde`], and `Option<T>` recognised by its path, never
//! by searching the text. An attribute that does not parse is an [`AttrError`] (the generator
//! stops), not an attribute silently ignored.

use std::fmt;

use syn::{Attribute, GenericArgument, PathArguments, Type};

/// What the `#[serde(...)]` attributes of one item, variant or field say (several attributes
/// add up).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Serde {
    /// `rename = "..."`
    pub rename: Option<String>,
    /// `flatten`
    pub flatten: bool,
    /// `default` (with or without a path)
    pub default: bool,
    /// `skip_serializing_if = "path"`
    pub skip_serializing_if: Option<String>,
    /// `tag = "..."` (internally or adjacently tagged enum)
    pub tag: Option<String>,
    /// `content = "..."` (adjacently tagged enum)
    pub content: Option<String>,
    /// `untagged`
    pub untagged: bool,
    /// `with = "module"`
    pub with: Option<String>,
    /// `deserialize_with = "function"`
    pub deserialize_with: Option<String>,
    /// Every other key (`deny_unknown_fields`, `transparent`, `serialize_with`…), in order.
    pub other: Vec<String>,
}

impl Serde {
    /// Reads every `#[serde(...)]` among `attrs`.
    pub(crate) fn parse(attrs: &[Attribute]) -> Result<Self, AttrError> {
        let mut out = Self::default();
        for a in attrs.iter().filter(|a| a.path().is_ident("serde")) {
            a.parse_nested_meta(|meta| {
                let key = meta
                    .path
                    .get_ident()
                    .map(ToString::to_string)
                    .unwrap_or_default();
                let string = |meta: &syn::meta::ParseNestedMeta| -> syn::Result<String> {
                    Ok(meta.value()?.parse::<syn::LitStr>()?.value())
                };
                match key.as_str() {
                    "rename" => out.rename = Some(string(&meta)?),
                    "tag" => out.tag = Some(string(&meta)?),
                    "content" => out.content = Some(string(&meta)?),
                    "skip_serializing_if" => out.skip_serializing_if = Some(string(&meta)?),
                    "with" => out.with = Some(string(&meta)?),
                    "deserialize_with" => out.deserialize_with = Some(string(&meta)?),
                    "flatten" => out.flatten = true,
                    "untagged" => out.untagged = true,
                    "default" => {
                        if meta.input.peek(syn::Token![=]) {
                            string(&meta)?;
                        }
                        out.default = true;
                    }
                    _ => {
                        if meta.input.peek(syn::Token![=]) {
                            let _: syn::Expr = meta.value()?.parse()?;
                        }
                        out.other.push(key);
                    }
                }
                Ok(())
            })
            .map_err(|e| AttrError {
                attribute: quote::quote!(#a).to_string(),
                reason: e.to_string(),
            })?;
        }
        Ok(out)
    }

    /// Whether `skip_serializing_if` names an `is_empty` (typify's mark of a collection whose
    /// absence it reads as empty).
    pub(crate) fn skips_empty(&self) -> bool {
        self.skip_serializing_if
            .as_deref()
            .is_some_and(|p| p.rsplit("::").next() == Some("is_empty"))
    }
}

/// A `#[serde(...)]` attribute typify wrote that we cannot read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct AttrError {
    /// The attribute, as tokens.
    pub attribute: String,
    /// syn's reason.
    pub reason: String,
}

impl fmt::Display for AttrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unreadable attribute `{}`: {}",
            self.attribute, self.reason
        )
    }
}

/// `T` when `ty` is `Option<T>` (spelled `Option`, `std::option::Option` or
/// `::std::option::Option`).
pub(crate) fn option_inner(ty: &Type) -> Option<&Type> {
    wrapped(
        ty,
        &[
            &["Option"],
            &["std", "option", "Option"],
            &["core", "option", "Option"],
        ],
    )
}

/// `T` when `ty` is `W<T>` for a `W` spelled as one of `spellings` (see [`spelled`]).
pub(crate) fn wrapped<'a>(ty: &'a Type, spellings: &[&[&str]]) -> Option<&'a Type> {
    let Type::Path(p) = ty else { return None };
    if p.qself.is_some() || !spelled(&p.path, spellings) {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &p.path.segments.last()?.arguments else {
        return None;
    };
    match args.args.iter().collect::<Vec<_>>().as_slice() {
        [GenericArgument::Type(inner)] => Some(inner),
        _ => None,
    }
}

/// Whether `path` is spelled as one of `spellings`: its segments' identifiers in order, a
/// leading `::` ignored (`&[&["String"], &["std", "string", "String"]]`).
pub(crate) fn spelled(path: &syn::Path, spellings: &[&[&str]]) -> bool {
    spellings.iter().any(|spelling| {
        path.segments.len() == spelling.len()
            && path
                .segments
                .iter()
                .zip(spelling.iter())
                .all(|(segment, word)| segment.ident == word)
    })
}

/// Whether a flattened field's type is a map (`extra`), not a part with fields of its own.
pub(crate) fn is_map(ty: &syn::Type) -> bool {
    let syn::Type::Path(p) = ty else { return false };
    p.path
        .segments
        .last()
        .is_some_and(|s| ["Map", "BTreeMap", "HashMap"].contains(&s.ident.to_string().as_str()))
}

/// The JSON name of a field or variant: its `rename`, else its identifier without `r#`.
pub(crate) fn json_name(serde: &Serde, ident: &syn::Ident) -> String {
    serde
        .rename
        .clone()
        .unwrap_or_else(|| ident.to_string().trim_start_matches("r#").to_owned())
}

#[cfg(test)]
mod tests;
