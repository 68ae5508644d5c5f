//! typify's `From` impl for a variant holding a tuple of one element (`One((String,))`, a
//! tuple of several lengths, `compile/tuple.rs`) passes `value.0`, the element, where the
//! variant holds the tuple: it would not compile. The impl passes the tuple.

use syn::visit_mut::VisitMut;
use syn::{parse_quote, Expr, GenericArgument, Item, PathArguments, Type};

/// Mends every `impl From<(T,)> for X` of `file`.
pub(super) fn one_tuple_from(file: &mut syn::File) {
    for item in &mut file.items {
        let Item::Impl(i) = item else { continue };
        let one_tuple = i.trait_.as_ref().is_some_and(|(path, _)| {
            path.segments.last().is_some_and(|s| {
                s.ident == "From"
                    && matches!(&s.arguments, PathArguments::AngleBracketed(a)
                        if matches!(a.args.first(), Some(GenericArgument::Type(Type::Tuple(t)))
                            if t.elems.len() == 1))
            })
        });
        if one_tuple {
            ValueNotItsElement.visit_item_impl_mut(i);
        }
    }
}

/// Rewrites `value.0` to `value`.
struct ValueNotItsElement;

impl VisitMut for ValueNotItsElement {
    fn visit_expr_mut(&mut self, e: &mut Expr) {
        if let Expr::Field(f) = e {
            let on_value = matches!(&*f.base, Expr::Path(p) if p.path.is_ident("value"));
            if on_value && matches!(&f.member, syn::Member::Unnamed(i) if i.index == 0) {
                *e = parse_quote!(value);
                return;
            }
        }
        syn::visit_mut::visit_expr_mut(self, e);
    }
}

#[cfg(test)]
mod tests {
    use quote::ToTokens;

    #[test]
    fn passes_the_tuple() {
        let mut file: syn::File = syn::parse_quote! {
            impl From<(String,)> for E { fn from(value: (String,)) -> Self { Self::One(value.0) } }
            impl From<(String, i64)> for E { fn from(value: (String, i64)) -> Self { Self::Two(value.0, value.1) } }
        };
        super::one_tuple_from(&mut file);
        let text = file.to_token_stream().to_string();
        assert!(text.contains("Self :: One (value)"), "{text}");
        assert!(
            text.contains("Self :: Two (value . 0 , value . 1)"),
            "{text}"
        );
    }
}
