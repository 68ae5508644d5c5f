//! The body of an object's written-out conversion (its `Object` impl): one pass over the
//! members, each handed to a runtime routine, the value built from the slots.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{parse_quote, Type};

use super::{Build, Member, Named, Open, With, DOUBLE_OPTION, NULLS};

/// The body of an `Object` impl giving `value`: one pass over the members.
pub(super) fn function(
    open: &Open,
    value: &TokenStream,
    expecting: &str,
    build: &Build,
) -> TokenStream {
    let props: Vec<&Named> = open.named().collect();
    let names: Vec<&str> = props.iter().map(|n| n.json.as_str()).collect();
    // The runtime's `MemberKey` table: each name with its field's index, sorted as it searches
    // (`key_order` in `runtime/src/members.rs`: by length, then by bytes).
    let mut sorted: Vec<(&str, usize)> = names.iter().copied().zip(0..).collect();
    sorted.sort_by(|a, b| a.0.len().cmp(&b.0.len()).then_with(|| a.0.cmp(b.0)));
    let table = sorted.iter().map(|&(name, index)| {
        let index = proc_macro2::Literal::usize_unsuffixed(index);
        quote!((#name, #index))
    });
    let slots: Vec<syn::Ident> = (0..props.len())
        .map(|i| format_ident!("__f{}", i))
        .collect();
    let mut wrappers = Vec::new();
    let mut arms = Vec::new();
    let mut values = Vec::new();
    for (i, n) in props.iter().enumerate() {
        let (slot, json, field_ty) = (&slots[i], &n.json, &n.ty);
        let index = proc_macro2::Literal::usize_unsuffixed(i);
        let read = match &n.with {
            None => quote!(__slot(&mut __map, &mut #slot, #json)),
            Some(With::Module(m)) if m == DOUBLE_OPTION => quote! {
                __slot_seed(
                    &mut __map,
                    &mut #slot,
                    #json,
                    ::agent_approval_runtime::__private::DoubleOption::<#field_ty>::new(),
                )
            },
            Some(with) => {
                let wrapper = format_ident!("__With{}", i);
                let path: syn::ExprPath = syn::parse_str(&match with {
                    With::Module(m) => format!("{m}::deserialize"),
                    With::Function(f) => f.clone(),
                })
                .unwrap_or_else(|_| parse_quote!(::serde::Deserialize::deserialize));
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
                quote! {{
                    let mut __w: ::std::option::Option<#wrapper> = ::std::option::Option::None;
                    let __read = __slot(&mut __map, &mut __w, #json);
                    #slot = __w.map(|__w| __w.0);
                    __read
                }}
            }
        };
        arms.push(quote!(__Named(#index) => #read,));
        values.push(match (n.null, n.default, &n.with) {
            (Some(at), _, _) => {
                let at = proc_macro2::Literal::usize_unsuffixed(at);
                quote!(__nulls.take(#at, #slot))
            }
            (None, true, _) => quote!(#slot.unwrap_or_default()),
            // serde's missing-field rule, decided here from the type rather than by handing it
            // a deserializer of nothing, which compiled every field type's conversion a second
            // time: an absent `Option` is `None`, anything else an error. (A type that is an
            // alias of `Option`, which typify never writes, would be an error here and `None`
            // for serde; only through `Unchecked`, since a judged document has every property
            // its schema requires.)
            (None, false, None) if is_option(field_ty) => quote!(#slot.unwrap_or_default()),
            (None, false, _) => quote!(__present(#slot, #json)?),
        });
    }
    let other = match (open.extra(), open.deny) {
        (Some(_), _) => quote!(__other(&mut __map, &mut __extra, __name)),
        (None, true) => quote! {
            return ::std::result::Result::Err(
                <__A::Error as ::serde::de::Error>::unknown_field(&__name, &[#(#names),*]),
            )
        },
        (None, false) => quote!(__skip(&mut __map)),
    };
    // The names the schema forbids (`postprocess/forbidden.rs`): refused, not kept in `extra`.
    let forbidden: Vec<&str> = open
        .members
        .iter()
        .flat_map(|m| match m {
            Member::Extra { forbidden, .. } if !open.deny => forbidden.as_slice(),
            _ => &[],
        })
        .map(String::as_str)
        .collect();
    let forbidden_arm = (!forbidden.is_empty()).then(|| {
        quote! {
            __Other(__name) if matches!(__name.as_str(), #(#forbidden)|*) => {
                __forbidden::<__A>(&__name)
            }
        }
    });
    let declare_extra = open.members.iter().find_map(|m| match m {
        Member::Extra { ty, .. } if is_json_map(ty) => {
            Some(quote!(let mut __extra = ::serde_json::Map::new();))
        }
        Member::Extra { ty, .. } => {
            Some(quote!(let mut __extra: #ty = ::std::default::Default::default();))
        }
        Member::Named(_) | Member::Pattern { .. } => None,
    });
    // Each pattern's map, and the arms routing a name matching its pattern into it (the
    // first pattern it matches; `agent_approval_runtime::Pattern` translates as the engine does).
    let mut declare_patterns = Vec::new();
    let mut pattern_arms = Vec::new();
    for (i, m) in open.members.iter().enumerate() {
        let Member::Pattern { ty, pattern, .. } = m else {
            continue;
        };
        let (map, regex) = (format_ident!("__pm{}", i), format_ident!("__PATTERN{}", i));
        declare_patterns.push(quote! {
            static #regex: ::agent_approval_runtime::__private::Pattern =
                ::agent_approval_runtime::__private::Pattern::new(#pattern);
            let mut #map: #ty = ::std::default::Default::default();
        });
        pattern_arms.push(quote! {
            __Other(__name) if #regex.is_match(&__name) => __other(&mut __map, &mut #map, __name),
        });
    }
    // A variant's string properties' patterns (`postprocess/value_patterns.rs`): a value one
    // does not match is refused, so serde tries the next variant.
    let mut checks = Vec::new();
    for (i, n) in props.iter().enumerate() {
        if n.with.is_some() {
            continue;
        }
        let (slot, json) = (&slots[i], &n.json);
        let bind = if is_option(&n.ty) {
            quote!(__Some(__Some(__v)))
        } else {
            quote!(__Some(__v))
        };
        for (j, pattern) in n.patterns.iter().enumerate() {
            let regex = format_ident!("__VALUE{}_{}", i, j);
            checks.push(quote! {
                static #regex: ::agent_approval_runtime::__private::Pattern =
                    ::agent_approval_runtime::__private::Pattern::new(#pattern);
                if let #bind = &#slot {
                    // (`as_str` names the slot's type, which inference reads from here.)
                    if !#regex.allows(::std::string::String::as_str(__v)) {
                        __unmatched::<__A>(#json, #pattern)?;
                    }
                }
            });
        }
    }
    let declare_nulls = open
        .tracks()
        .then(|| quote!(let mut __nulls = ::agent_approval_runtime::Nulls::new();));
    // Field values in declaration order, the `Nulls` field last.
    let mut idents = Vec::new();
    let mut exprs = Vec::new();
    let mut next = values.into_iter();
    for (i, m) in open.members.iter().enumerate() {
        match m {
            Member::Named(n) => {
                idents.push(n.ident.clone());
                exprs.push(next.next().unwrap_or_default());
            }
            Member::Extra { ident, .. } => {
                idents.push(ident.clone());
                exprs.push(quote!(__extra));
            }
            Member::Pattern { ident, .. } => {
                idents.push(ident.clone());
                let map = format_ident!("__pm{}", i);
                exprs.push(quote!(#map));
            }
        }
    }
    // `__nulls` is filled by the tracked fields' values, which come before it.
    if open.tracks() {
        idents.push(format_ident!("{}", NULLS));
        exprs.push(quote!(__nulls));
    }
    let value_expr = match build {
        Build::Struct(ty) => quote!(#ty { #(#idents: #exprs),* }),
        Build::Tuple => quote!((#(#exprs),*)),
    };
    quote! {
        type Value = #value;
        const EXPECTING: &'static str = #expecting;
        fn members<'de, __A: ::serde::de::MapAccess<'de>>(
            mut __map: __A,
        ) -> ::std::result::Result<Self::Value, __A::Error> {
            #(#wrappers)*
            #(let mut #slots = __None;)*
            #declare_extra
            #(#declare_patterns)*
            #declare_nulls
            while let __Some(__key) = __next(&mut __map, &[#(#table),*])? {
                // One `?` after the arms, not one in each: less MIR per property (borrow
                // checking of these conversions fell by a third, BENCHMARKS.md's Build).
                match __key {
                    #(#arms)*
                    #forbidden_arm
                    #(#pattern_arms)*
                    __Other(__name) => #other,
                    __Named(_) => __skip(&mut __map),
                }?;
            }
            #(#checks)*
            ::std::result::Result::Ok(#value_expr)
        }
    }
}

/// Whether `ty` is `serde_json::Map<String, Value>` as postprocess spells it.
fn is_json_map(ty: &Type) -> bool {
    let expected: Type =
        parse_quote!(::serde_json::Map<::std::string::String, ::serde_json::Value>);
    quote!(#ty).to_string() == quote!(#expected).to_string()
}

/// Whether `ty` is written `Option<…>` (std's: the generated files declare no `Option` of
/// their own).
fn is_option(ty: &Type) -> bool {
    matches!(ty, Type::Path(p) if p.qself.is_none()
        && p.path.segments.last().is_some_and(|s| s.ident == "Option")
        && matches!(p.path.segments.last().map(|s| &s.arguments), Some(syn::PathArguments::AngleBracketed(_))))
}
