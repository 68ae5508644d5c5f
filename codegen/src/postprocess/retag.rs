//! Adjacently tagged enums made internally tagged: serde's adjacently tagged form drops every
//! property but the tag and the content, so where a branch is open the content becomes a
//! named field of a struct variant, which can keep an `extra` map.

use syn::{parse_quote, Fields};

/// Makes adjacently tagged `e` (content under `content`) internally tagged: the `content`
/// key leaves its `#[serde]`, each newtype variant `V(T)` becomes `V { #[serde(rename =
/// content)] field: T }`. The same JSON either way; now each variant is an object that can
/// keep an `extra` map (added by the variant rewrites that follow).
pub(super) fn retag(e: &mut syn::ItemEnum, content: &str) -> Result<(), String> {
    for attr in &mut e.attrs {
        if !attr.path().is_ident("serde") {
            continue;
        }
        let metas = attr
            .parse_args_with(
                syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
            )
            .map_err(|e| e.to_string())?;
        let kept = metas.into_iter().filter(|m| !m.path().is_ident("content"));
        *attr = parse_quote!(#[serde(#(#kept),*)]);
    }
    let ident = field_ident(content);
    for v in &mut e.variants {
        match &v.fields {
            Fields::Unit => {}
            Fields::Unnamed(u) if u.unnamed.len() == 1 => {
                let ty = &u.unnamed[0].ty;
                v.fields = Fields::Named(parse_quote!({
                    #[serde(rename = #content)]
                    #ident: #ty
                }));
            }
            _ => {
                return Err(format!(
                    "variant `{}::{}` of an adjacently tagged enum is neither unit nor newtype",
                    e.ident, v.ident
                ))
            }
        }
    }
    Ok(())
}

/// A field identifier for JSON name `json`: snake case, `_` added to a keyword, `content` for
/// a name with no letters.
fn field_ident(json: &str) -> syn::Ident {
    use heck::ToSnakeCase;
    let snake: String = json
        .to_snake_case()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    let snake = if snake.is_empty() || snake.starts_with(|c: char| c.is_ascii_digit()) {
        format!("content_{snake}")
    } else {
        snake
    };
    syn::parse_str::<syn::Ident>(&snake)
        .unwrap_or_else(|_| syn::Ident::new(&format!("{snake}_"), proc_macro2::Span::call_site()))
}
