//! The raw conversion of an open object type written out, not derived: named properties and
//! `extra` (the properties the schema does not name) filled in one pass over the members.
//!
//! serde's derive reads a struct with a `#[serde(flatten)]` field by buffering every member
//! it does not name as its private `Content` and then deserializing the flattened field from
//! that buffer: a second walk, and a key visitor that buffers too. Here the visitor matches
//! each key against the named properties (a generated `match`, through
//! `agent_approval_runtime::__private::MemberKey`) and puts
//! every other member straight into `extra`. The rules stay serde's derive's, field by field:
//! `rename`, `default`, `with` / `deserialize_with`, a repeated named key refused, a missing
//! one `None` for an `Option` and an error otherwise (`__private::missing`), and
//! `deserialize_map` asked of the deserializer (as the derive asks for a flattened struct,
//! so an enclosing flatten or untagged buffer reads it the same way).
//!
//! Only the plain case is written out: named fields, one flattened map with `String` keys,
//! no serde attribute on the struct, and field attributes among `rename`, `default`, `with`,
//! `deserialize_with` and `skip_serializing_if`. Anything else keeps serde's derive.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{Fields, GenericArgument, ItemStruct, PathArguments, Type};

use crate::attrs::{is_map, json_name, spelled, Serde};

/// How `String` is spelled in typify's output.
pub(super) const STRING: &[&[&str]] = &[&["String"], &["std", "string", "String"]];

/// `with` path the runtime has a seed for (`__private::DoubleOption`).
const DOUBLE_OPTION: &str = "::agent_approval_runtime::__private::double_option";

/// One named property of the struct.
struct Named {
    ident: syn::Ident,
    ty: Type,
    json: String,
    default: bool,
    /// What reads the value, when not its own `Deserialize`.
    with: Option<With>,
}

/// A field's `with = "m"` (read by `m::deserialize`) or `deserialize_with = "f"`.
enum With {
    Module(String),
    Function(String),
}

/// An object's shape when its raw conversion can be written out: its named properties, the
/// flattened map's identifier and type, and where the map is among the fields.
struct Open {
    named: Vec<Named>,
    extra: syn::Ident,
    extra_ty: Type,
    extra_at: usize,
}

/// What the written-out conversion gives.
enum Build {
    /// The struct (or the enum variant) at this path, by its fields' names.
    Struct(TokenStream),
    /// The fields as a tuple in declaration order (what serde's `deserialize_with` on a struct
    /// variant returns).
    Tuple,
}

/// The raw conversion of `item`, the inherent `raw::deserialize` giving an `item`, when the
/// struct is an open object of the plain kind; `None` when serde's derive is kept.
pub(super) fn raw(item: &ItemStruct, raw: &syn::Ident) -> Option<TokenStream> {
    if !item.generics.params.is_empty() {
        return None;
    }
    let open = shape(&item.attrs, &item.fields)?;
    let ty = &item.ident;
    let function = function(
        &open,
        &format_ident!("deserialize"),
        &quote!(#ty),
        &format!("struct {ty}"),
        &Build::Struct(quote!(#ty)),
    )?;
    Some(quote! {
        #[allow(dead_code, non_camel_case_types)]
        struct #raw;
        impl #raw {
            #function
        }
    })
}

/// The written-out conversion of an enum's struct variant with its fields `fields` (two or
/// more: serde's `deserialize_with` on a variant takes a lone field as itself, not a tuple),
/// as a function `name` returning the fields as a tuple; `None` when serde's derive is kept.
pub(super) fn variant(
    attrs: &[syn::Attribute],
    fields: &Fields,
    name: &syn::Ident,
    expecting: &str,
) -> Option<TokenStream> {
    if fields.len() < 2 {
        return None;
    }
    let open = shape(attrs, fields)?;
    let types = fields.iter().map(|f| &f.ty);
    function(
        &open,
        name,
        &quote!((#(#types),*)),
        expecting,
        &Build::Tuple,
    )
}

/// The written-out conversion of the struct variant `variant` of the enum `ty`, with its
/// `attrs` and `fields`, as a function `name` giving the enum; `None` when the variant is not
/// an open object of the plain kind (with two or more fields: a lone `extra` is read as the
/// map it is).
pub(super) fn variant_of(
    ty: &syn::Ident,
    variant: &syn::Variant,
    name: &syn::Ident,
) -> Option<TokenStream> {
    if variant.fields.len() < 2 {
        return None;
    }
    let open = shape(&variant.attrs, &variant.fields)?;
    let ident = &variant.ident;
    function(
        &open,
        name,
        &quote!(#ty),
        &format!("struct variant {ty}::{ident}"),
        &Build::Struct(quote!(#ty::#ident)),
    )
}

/// `fn name(deserializer) -> Result<value, _>`: one pass over the members.
fn function(
    open: &Open,
    name: &syn::Ident,
    value: &TokenStream,
    expecting: &str,
    build: &Build,
) -> Option<TokenStream> {
    let names = open.named.iter().map(|n| n.json.as_str());
    let indices = (0..open.named.len()).map(proc_macro2::Literal::usize_unsuffixed);
    let mut wrappers = Vec::new();
    let mut declare = Vec::new();
    let mut arms = Vec::new();
    let mut values = Vec::new();
    for (i, n) in open.named.iter().enumerate() {
        let slot = format_ident!("__f{}", i);
        let field_ty = &n.ty;
        let json = &n.json;
        declare.push(
            quote!(let mut #slot: ::std::option::Option<#field_ty> = ::std::option::Option::None;),
        );
        let read = match &n.with {
            None => quote!(::serde::de::MapAccess::next_value::<#field_ty>(&mut __map)?),
            Some(With::Module(m)) if m == DOUBLE_OPTION => {
                quote!(::serde::de::MapAccess::next_value_seed(
                &mut __map,
                ::agent_approval_runtime::__private::DoubleOption::<#field_ty>::new(),
            )?)
            }
            Some(with) => {
                let wrapper = format_ident!("__With{}", i);
                let path: syn::ExprPath = syn::parse_str(&match with {
                    With::Module(m) => format!("{m}::deserialize"),
                    With::Function(f) => f.clone(),
                })
                .ok()?;
                wrappers.push(quote! {
                    struct #wrapper(#field_ty);
                    impl<'de> ::serde::Deserialize<'de> for #wrapper {
                        fn deserialize<__D: ::serde::Deserializer<'de>>(
                            __d: __D,
                        ) -> ::std::result::Result<Self, __D::Error> {
                            #path(__d).map(#wrapper)
                        }
                    }
                });
                quote!(::serde::de::MapAccess::next_value::<#wrapper>(&mut __map)?.0)
            }
        };
        let index = proc_macro2::Literal::usize_unsuffixed(i);
        arms.push(quote! {
            ::agent_approval_runtime::__private::Member::Named(#index) => {
                if #slot.is_some() {
                    return ::std::result::Result::Err(
                        <__A::Error as ::serde::de::Error>::duplicate_field(#json),
                    );
                }
                #slot = ::std::option::Option::Some(#read);
            }
        });
        let missing = if n.default {
            quote!(::std::default::Default::default())
        } else if n.with.is_some() {
            quote!(return ::std::result::Result::Err(
                <__A::Error as ::serde::de::Error>::missing_field(#json),
            ))
        } else {
            quote!(::agent_approval_runtime::__private::missing::<#field_ty, __A::Error>(#json)?)
        };
        values.push(quote! {
            match #slot {
                ::std::option::Option::Some(__v) => __v,
                ::std::option::Option::None => #missing,
            }
        });
    }
    let extra_ty = &open.extra_ty;
    let mut idents: Vec<&syn::Ident> = open.named.iter().map(|n| &n.ident).collect();
    idents.insert(open.extra_at, &open.extra);
    values.insert(open.extra_at, quote!(__extra));
    let value_expr = match build {
        Build::Struct(ty) => quote!(#ty { #(#idents: #values),* }),
        Build::Tuple => quote!((#(#values),*)),
    };
    Some(quote! {
        fn #name<'de, __D: ::serde::Deserializer<'de>>(
            __deserializer: __D,
        ) -> ::std::result::Result<#value, __D::Error> {
            #(#wrappers)*
            struct __Visitor;
            impl<'de> ::serde::de::Visitor<'de> for __Visitor {
                type Value = #value;
                fn expecting(
                    &self,
                    __f: &mut ::std::fmt::Formatter<'_>,
                ) -> ::std::fmt::Result {
                    __f.write_str(#expecting)
                }
                fn visit_map<__A: ::serde::de::MapAccess<'de>>(
                    self,
                    mut __map: __A,
                ) -> ::std::result::Result<#value, __A::Error> {
                    #(#declare)*
                    let mut __extra: #extra_ty = ::std::default::Default::default();
                    while let ::std::option::Option::Some(__key) =
                        ::serde::de::MapAccess::next_key_seed(
                            &mut __map,
                            ::agent_approval_runtime::__private::MemberKey(|__k: &str| match __k {
                                #(#names => ::std::option::Option::Some(#indices),)*
                                _ => ::std::option::Option::None,
                            }),
                        )?
                    {
                        match __key {
                            #(#arms)*
                            ::agent_approval_runtime::__private::Member::Other(__name) => {
                                __extra.insert(__name, ::serde::de::MapAccess::next_value(&mut __map)?);
                            }
                            ::agent_approval_runtime::__private::Member::Named(_) => {
                                ::serde::de::MapAccess::next_value::<::serde::de::IgnoredAny>(
                                    &mut __map,
                                )?;
                            }
                        }
                    }
                    ::std::result::Result::Ok(#value_expr)
                }
            }
            ::serde::Deserializer::deserialize_map(__deserializer, __Visitor)
        }
    })
}

/// The named properties and the flattened map of a plain open object: a struct's or a struct
/// variant's `fields`, with no serde attribute among `attrs` (the struct's or the variant's)
/// but a `rename`.
fn shape(attrs: &[syn::Attribute], fields: &Fields) -> Option<Open> {
    let own = Serde::parse(attrs).ok()?;
    if own
        != (Serde {
            rename: own.rename.clone(),
            ..Serde::default()
        })
    {
        return None;
    }
    let Fields::Named(fields) = fields else {
        return None;
    };
    let mut named = Vec::new();
    let mut extra = None;
    for f in &fields.named {
        let ident = f.ident.clone()?;
        let serde = Serde::parse(&f.attrs).ok()?;
        if serde.tag.is_some() || serde.content.is_some() || serde.untagged {
            return None;
        }
        if serde.flatten {
            // One flattened field, a map with `String` keys, nothing else on it.
            if extra.is_some()
                || !string_keyed_map(&f.ty)
                || serde.rename.is_some()
                || serde.default
                || !serde.other.is_empty()
            {
                return None;
            }
            extra = Some((ident, f.ty.clone(), named.len()));
            continue;
        }
        let with = match (serde.with.clone(), serde.deserialize_with.clone()) {
            (Some(m), None) => Some(With::Module(m)),
            (None, Some(f)) => Some(With::Function(f)),
            (None, None) => None,
            (Some(_), Some(_)) => return None,
        };
        if !serde.other.is_empty() {
            return None;
        }
        named.push(Named {
            json: json_name(&serde, &ident),
            ident,
            ty: f.ty.clone(),
            default: serde.default,
            with,
        });
    }
    let (extra, extra_ty, extra_at) = extra?;
    Some(Open {
        named,
        extra,
        extra_ty,
        extra_at,
    })
}

/// Whether `ty` is a map ([`is_map`]: `Map`, `BTreeMap`, `HashMap`) whose key is spelled
/// `String` or `::std::string::String`.
pub(super) fn string_keyed_map(ty: &Type) -> bool {
    let Type::Path(p) = ty else { return false };
    let Some(PathArguments::AngleBracketed(args)) = p.path.segments.last().map(|s| &s.arguments)
    else {
        return false;
    };
    let Some(GenericArgument::Type(Type::Path(key))) = args.args.first() else {
        return false;
    };
    is_map(ty) && spelled(&key.path, STRING)
}
