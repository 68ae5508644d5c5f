//! Generates the single-pass validating deserializers (the fast path).
//!
//! For every struct and externally tagged enum typify made, whose schema node is known and has
//! a shape we can mirror exactly, the derived `Deserialize` is replaced by one that validates
//! while it parses: known properties by index, unknown ones into `extra` (or refused),
//! duplicates refused, required ones enforced, and each value checked with the runtime's exact
//! `Check`. Every type also gets a `Check` impl. A file is *fast* only if all its structs and
//! enums qualify; otherwise it keeps typify's derives and parses through the full validator.

use std::collections::BTreeMap;

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};
use syn::{Fields, Item, ItemEnum, ItemStruct, Type};

use crate::attrs::{serde_flag, serde_rename};
use crate::ir::{Additional, JsonType, Node, NodeId, Schema};
use crate::postprocess::EXTRA;

/// What fast-path generation produced for one file.
pub struct FastPath {
    /// Items to add (Deserialize and Check impls).
    pub impls: Vec<TokenStream>,
    /// Whether the file's roots may use the fast path.
    pub fast: bool,
}

/// Generates the fast path for one file's items, rewriting their derives in place. A file
/// whose `$ref`s reach a file without a fast path (`deps_fast` false) has none either.
pub fn generate(
    items: &mut [Item],
    schema: &Schema,
    known: &BTreeMap<String, NodeId>,
    tables: &Ident,
    deps_fast: bool,
) -> FastPath {
    let names: Vec<String> = items
        .iter()
        .filter_map(|i| match i {
            Item::Struct(s) => Some(s.ident.to_string()),
            Item::Enum(e) => Some(e.ident.to_string()),
            _ => None,
        })
        .collect();
    let mut plans = Vec::new();
    let mut fast = true;
    for item in items.iter() {
        let plan = match item {
            Item::Struct(s) => plan_struct(s, schema, known),
            Item::Enum(e) => plan_enum(e, schema, known),
            _ => continue,
        };
        if plan.is_none() {
            fast = false;
        }
        plans.push(plan);
    }
    if !fast || !deps_fast {
        return FastPath {
            impls: Vec::new(),
            fast: false,
        };
    }
    let mut impls = Vec::new();
    for (item, plan) in items.iter_mut().zip_plans(plans) {
        let Some(plan) = plan else { continue };
        impls.extend(plan.emit(item, tables, &names));
    }
    FastPath { impls, fast: true }
}

trait ZipPlans<'a> {
    fn zip_plans(self, plans: Vec<Option<Plan>>) -> Vec<(&'a mut Item, Option<Plan>)>;
}

impl<'a, I: Iterator<Item = &'a mut Item>> ZipPlans<'a> for I {
    fn zip_plans(self, plans: Vec<Option<Plan>>) -> Vec<(&'a mut Item, Option<Plan>)> {
        self.filter(|i| matches!(i, Item::Struct(_) | Item::Enum(_)))
            .zip(plans)
            .collect()
    }
}

enum Plan {
    /// A struct with named fields parsed from an object node.
    Struct { node: NodeId, object: ObjectPlan },
    /// A newtype (`struct X(T)`): serde-transparent, checked through its content.
    Newtype,
    /// A unit-only enum of strings: typify's derive is exact; checked by its string.
    StringEnum { tags: Vec<String> },
    /// An externally tagged enum from a `oneOf` of strings and single-key objects.
    Tagged {
        node: NodeId,
        units: Vec<(String, Ident)>,
        objects: Vec<(String, Ident, VariantBody)>,
    },
}

enum VariantBody {
    /// `V { fields }`: the inner object's properties.
    Fields(ObjectPlan),
    /// `V(T)`: any value, checked against the inner node.
    Single { inner: NodeId },
}

struct ObjectPlan {
    /// `(json name, rust ident, property node, required, deserialized type)`.
    fields: Vec<FieldPlan>,
    extra: Option<Ident>,
}

struct FieldPlan {
    json: String,
    ident: Ident,
    node: NodeId,
    required: bool,
    /// The type read from the input (the field type, or its `Option` stripped).
    read: Type,
    /// Nesting levels the read type opens itself (its `Vec`s; generated types count their own).
    levels: usize,
}

/// A plain object node: properties, required and additionalProperties only.
fn plain_object(n: &Node) -> bool {
    n.boolean.is_none()
        && n.types.as_deref().is_none_or(|t| t == [JsonType::Object])
        && n.enumeration.is_none()
        && n.constant.is_none()
        && n.items.is_none()
        && n.one_of.is_empty()
        && n.any_of.is_empty()
        && n.all_of.is_empty()
        && n.reference.is_none()
        && n.pattern.is_none()
        && n.format.is_none()
        && n.bounds == crate::ir::Bounds::default()
        && n.lengths == crate::ir::Lengths::default()
        && !matches!(n.additional, Additional::Schema(_))
}

fn option_inner(ty: &Type) -> Option<Type> {
    let Type::Path(p) = ty else { return None };
    let last = p.path.segments.last()?;
    if last.ident != "Option" {
        return None;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    match args.args.first()? {
        syn::GenericArgument::Type(t) => Some(t.clone()),
        _ => None,
    }
}

fn plan_object(fields: &syn::FieldsNamed, schema: &Schema, id: NodeId) -> Option<ObjectPlan> {
    let node = &schema.nodes[id];
    if !plain_object(node) {
        return None;
    }
    let mut plans = Vec::new();
    let mut extra = None;
    for f in &fields.named {
        let ident = f.ident.clone()?;
        if serde_flag(&f.attrs, "flatten") {
            if ident != EXTRA && ident != "extra_" {
                return None;
            }
            extra = Some(ident);
            continue;
        }
        let json = serde_rename(&f.attrs)
            .unwrap_or_else(|| ident.to_string().trim_start_matches("r#").to_owned());
        let (_, prop) = node.properties.iter().find(|(n, _)| *n == json)?;
        let required = node.required.contains(&json);
        // An optional property is `Option<T>`, or `Option<Option<T>>` when it may be `null`
        // (absent is `None`, `null` is `Some(None)`); either way the input holds a `T`
        // (resp. an `Option<T>`) when the property is present.
        let read = if required {
            f.ty.clone()
        } else {
            option_inner(&f.ty)?
        };
        let nullable = !required && schema.may_be_null(*prop);
        if nullable && option_inner(&read).is_none() {
            return None;
        }
        let text = quote!(#read).to_string();
        if ["Value", "Map", "BTreeMap", "HashMap"]
            .iter()
            .any(|t| text.split(|c: char| !c.is_alphanumeric()).any(|w| w == *t))
        {
            // serde's own readers for these accept duplicate keys and ignore the depth budget.
            return None;
        }
        let levels = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| *w == "Vec")
            .count();
        plans.push(FieldPlan {
            json,
            ident,
            node: *prop,
            required,
            read,
            levels,
        });
    }
    if plans.len() != node.properties.len() {
        return None;
    }
    if node
        .required
        .iter()
        .any(|r| !plans.iter().any(|p| p.json == *r))
    {
        // A required property the schema does not describe: the struct has no field for it.
        return None;
    }
    match (&node.additional, &extra) {
        (Additional::Allowed, Some(_)) | (Additional::Forbidden, None) => {}
        _ => return None,
    }
    Some(ObjectPlan {
        fields: plans,
        extra,
    })
}

fn plan_struct(s: &ItemStruct, schema: &Schema, known: &BTreeMap<String, NodeId>) -> Option<Plan> {
    match &s.fields {
        Fields::Unnamed(u) if u.unnamed.len() == 1 && serde_flag(&s.attrs, "transparent") => {
            Some(Plan::Newtype)
        }
        Fields::Named(named) => {
            let node = schema.resolve(*known.get(&s.ident.to_string())?);
            let object = plan_object(named, schema, node)?;
            Some(Plan::Struct { node, object })
        }
        _ => None,
    }
}

fn plan_enum(e: &ItemEnum, schema: &Schema, known: &BTreeMap<String, NodeId>) -> Option<Plan> {
    if serde_flag(&e.attrs, "untagged")
        || e.attrs
            .iter()
            .any(|a| a.path().is_ident("serde") && quote!(#a).to_string().contains("tag"))
    {
        return None;
    }
    let tag_of = |v: &syn::Variant| serde_rename(&v.attrs).unwrap_or_else(|| v.ident.to_string());
    if e.variants.iter().all(|v| matches!(v.fields, Fields::Unit)) {
        return Some(Plan::StringEnum {
            tags: e.variants.iter().map(tag_of).collect(),
        });
    }
    let node_id = schema.resolve(*known.get(&e.ident.to_string())?);
    let node = &schema.nodes[node_id];
    let bare = Node {
        pointer: node.pointer.clone(),
        one_of: node.one_of.clone(),
        ..Node::default()
    };
    if *node != bare || node.one_of.is_empty() {
        return None;
    }
    // The schema's branches, keyed by tag.
    let mut unit_tags = std::collections::BTreeSet::new();
    let mut object_tags = BTreeMap::new();
    for &b in &node.one_of {
        let branch = &schema.nodes[schema.resolve(b)];
        let as_unit = Node {
            pointer: branch.pointer.clone(),
            types: branch.types.clone(),
            enumeration: branch.enumeration.clone(),
            ..Node::default()
        };
        let as_object = Node {
            pointer: branch.pointer.clone(),
            types: branch.types.clone(),
            properties: branch.properties.clone(),
            required: branch.required.clone(),
            additional: Additional::Forbidden,
            ..Node::default()
        };
        if *branch == as_unit
            && branch
                .types
                .as_deref()
                .is_none_or(|t| t == [JsonType::String])
        {
            let Some([serde_json::Value::String(tag)]) = branch.enumeration.as_deref() else {
                return None;
            };
            if !unit_tags.insert(tag.clone()) {
                return None;
            }
        } else if *branch == as_object
            && branch
                .types
                .as_deref()
                .is_none_or(|t| t == [JsonType::Object])
        {
            let [(tag, inner)] = branch.properties.as_slice() else {
                return None;
            };
            if branch.required != [tag.clone()] || object_tags.insert(tag.clone(), *inner).is_some()
            {
                return None;
            }
        } else {
            return None;
        }
    }
    let mut units = Vec::new();
    let mut objects = Vec::new();
    for v in &e.variants {
        let tag = tag_of(v);
        match &v.fields {
            Fields::Unit => {
                if !unit_tags.remove(&tag) {
                    return None;
                }
                units.push((tag, v.ident.clone()));
            }
            Fields::Named(named) => {
                let inner = schema.resolve(object_tags.remove(&tag)?);
                let body = plan_object(named, schema, inner)?;
                objects.push((tag, v.ident.clone(), VariantBody::Fields(body)));
            }
            Fields::Unnamed(u) if u.unnamed.len() == 1 => {
                let inner = object_tags.remove(&tag)?;
                objects.push((tag, v.ident.clone(), VariantBody::Single { inner }));
            }
            Fields::Unnamed(_) => return None,
        }
    }
    if !unit_tags.is_empty() || !object_tags.is_empty() {
        return None;
    }
    Some(Plan::Tagged {
        node: node_id,
        units,
        objects,
    })
}

fn node_ref(tables: &Ident, id: NodeId) -> TokenStream {
    let n = format_ident!("N{}", id);
    quote!(&#tables::#n)
}

fn remove_deserialize(attrs: &mut [syn::Attribute]) {
    for a in attrs.iter_mut().filter(|a| a.path().is_ident("derive")) {
        let mut list: Vec<syn::Path> = Vec::new();
        let _ = a.parse_nested_meta(|meta| {
            list.push(meta.path);
            Ok(())
        });
        list.retain(|p| p.segments.last().is_none_or(|s| s.ident != "Deserialize"));
        *a = syn::parse_quote!(#[derive(#(#list),*)]);
    }
}

impl Plan {
    fn emit(self, item: &mut Item, tables: &Ident, _names: &[String]) -> Vec<TokenStream> {
        let p = quote!(crate::__private);
        match (self, item) {
            (Plan::Newtype, Item::Struct(s)) => {
                let ident = &s.ident;
                vec![quote! {
                    impl #p::Check for #ident {
                        fn check(&self, node: &'static #p::Node) -> bool { #p::Check::check(&self.0, node) }
                    }
                }]
            }
            (Plan::StringEnum { tags }, Item::Enum(e)) => {
                let ident = &e.ident;
                let arms = e.variants.iter().zip(&tags).map(|(v, t)| {
                    let vi = &v.ident;
                    quote!(Self::#vi => #t)
                });
                vec![quote! {
                    impl #p::Check for #ident {
                        fn check(&self, node: &'static #p::Node) -> bool {
                            let tag: &str = match self { #(#arms,)* };
                            #p::Check::check(tag, node)
                        }
                    }
                }]
            }
            (Plan::Struct { node, object }, Item::Struct(s)) => {
                remove_deserialize(&mut s.attrs);
                let ident = s.ident.clone();
                let own = node_ref(tables, node);
                let body = object_body(&object, &quote!(#ident), tables);
                let expecting = format!("a {ident} object");
                vec![
                    quote! {
                        impl<'de> ::serde::Deserialize<'de> for #ident {
                            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> ::std::result::Result<Self, D::Error> {
                                struct Visitor;
                                impl<'de> ::serde::de::Visitor<'de> for Visitor {
                                    type Value = #ident;
                                    fn expecting(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result { f.write_str(#expecting) }
                                    fn visit_map<A: ::serde::de::MapAccess<'de>>(self, mut map: A) -> ::std::result::Result<#ident, A::Error> { #body }
                                }
                                deserializer.deserialize_map(Visitor)
                            }
                        }
                    },
                    check_impl(&ident, &own),
                ]
            }
            (
                Plan::Tagged {
                    node,
                    units,
                    objects,
                },
                Item::Enum(e),
            ) => {
                remove_deserialize(&mut e.attrs);
                let ident = e.ident.clone();
                let own = node_ref(tables, node);
                let unit_arms = units.iter().map(|(tag, v)| quote!(#tag => Ok(#ident::#v)));
                let object_tags: Vec<&String> = objects.iter().map(|(t, _, _)| t).collect();
                let tag_indices: Vec<usize> = (0..object_tags.len()).collect();
                let mut seeds = Vec::new();
                let object_arms = objects.iter().enumerate().map(|(i, (_, v, body))| match body {
                    VariantBody::Fields(object) => {
                        let seed = format_ident!("Variant{}", i);
                        let b = object_body(object, &quote!(#ident::#v), tables);
                        seeds.push(quote! {
                            struct #seed;
                            impl<'de> ::serde::de::DeserializeSeed<'de> for #seed {
                                type Value = #ident;
                                fn deserialize<D: ::serde::Deserializer<'de>>(self, d: D) -> ::std::result::Result<#ident, D::Error> {
                                    d.deserialize_map(self)
                                }
                            }
                            impl<'de> ::serde::de::Visitor<'de> for #seed {
                                type Value = #ident;
                                fn expecting(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result { f.write_str("an object") }
                                fn visit_map<A: ::serde::de::MapAccess<'de>>(self, mut map: A) -> ::std::result::Result<#ident, A::Error> { #b }
                            }
                        });
                        quote!(#p::Key::Known(#i) => map.next_value_seed(#seed)?)
                    }
                    VariantBody::Single { inner } => {
                        let inner = node_ref(tables, *inner);
                        quote!(#p::Key::Known(#i) => {
                            let value = map.next_value()?;
                            if !#p::Check::check(&value, #inner) { return Err(#p::invalid()); }
                            #ident::#v(value)
                        })
                    }
                });
                let object_arms: Vec<TokenStream> = object_arms.collect();
                let expecting = format!("a {ident}");
                vec![
                    quote! {
                        impl<'de> ::serde::Deserialize<'de> for #ident {
                            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> ::std::result::Result<Self, D::Error> {
                                #(#seeds)*
                                struct Visitor;
                                impl<'de> ::serde::de::Visitor<'de> for Visitor {
                                    type Value = #ident;
                                    fn expecting(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result { f.write_str(#expecting) }
                                    fn visit_str<E: ::serde::de::Error>(self, v: &str) -> ::std::result::Result<#ident, E> {
                                        match v { #(#unit_arms,)* _ => Err(#p::invalid()) }
                                    }
                                    fn visit_map<A: ::serde::de::MapAccess<'de>>(self, mut map: A) -> ::std::result::Result<#ident, A::Error> {
                                        let _level = #p::Level::enter::<A::Error>()?;
                                        let Some(tag) = map.next_key_seed(#p::KeySeed(|k: &str| match k {
                                            #(#object_tags => Some(#tag_indices),)*
                                            _ => None,
                                        }))? else { return Err(#p::invalid()) };
                                        let value = match tag {
                                            #(#object_arms,)*
                                            _ => return Err(#p::invalid()),
                                        };
                                        if map.next_key::<::serde::de::IgnoredAny>()?.is_some() {
                                            return Err(#p::invalid());
                                        }
                                        Ok(value)
                                    }
                                }
                                deserializer.deserialize_any(Visitor)
                            }
                        }
                    },
                    check_impl(&ident, &own),
                ]
            }
            _ => Vec::new(),
        }
    }
}

fn check_impl(ident: &Ident, own: &TokenStream) -> TokenStream {
    let p = quote!(crate::__private);
    quote! {
        impl #p::Check for #ident {
            fn check(&self, node: &'static #p::Node) -> bool {
                // Its own deserializer validated it against its own table.
                #p::is_own(node, #own) || #p::check_json(self, node)
            }
        }
    }
}

/// The body of `visit_map` for an object: reads every property once, checks it, builds `ctor`.
fn object_body(object: &ObjectPlan, ctor: &TokenStream, tables: &Ident) -> TokenStream {
    let p = quote!(crate::__private);
    let names: Vec<&String> = object.fields.iter().map(|f| &f.json).collect();
    let indices: Vec<usize> = (0..names.len()).collect();
    let slots: Vec<Ident> = (0..object.fields.len())
        .map(|i| format_ident!("f{}", i))
        .collect();
    let decls = object.fields.iter().zip(&slots).map(|(f, slot)| {
        let ty = &f.read;
        quote!(let mut #slot: ::std::option::Option<#ty> = None;)
    });
    let arms = object
        .fields
        .iter()
        .zip(&slots)
        .enumerate()
        .map(|(i, (f, slot))| {
            let ty = &f.read;
            let levels = f.levels;
            let node = node_ref(tables, f.node);
            quote!(#p::Key::Known(#i) => {
                if #slot.is_some() { return Err(#p::invalid()); }
                let value: #ty = map.next_value_seed(#p::Levels::<#ty>::new(#levels))?;
                if !#p::Check::check(&value, #node) { return Err(#p::invalid()); }
                #slot = Some(value);
            })
        });
    let unknown = if let Some(extra) = &object.extra {
        quote!(#p::Key::Unknown(key) => #p::extra(&mut map, &mut #extra, key, None)?,)
    } else {
        quote!(#p::Key::Unknown(_) => return Err(#p::invalid()),)
    };
    let extra_decl = object
        .extra
        .as_ref()
        .map(|e| quote!(let mut #e = ::serde_json::Map::new();));
    let inits = object.fields.iter().zip(&slots).map(|(f, slot)| {
        let ident = &f.ident;
        if f.required {
            quote!(#ident: #slot.ok_or_else(#p::invalid)?)
        } else {
            quote!(#ident: #slot)
        }
    });
    let extra_init = object.extra.as_ref().map(|e| quote!(#e,));
    quote! {
        let _level = #p::Level::enter::<A::Error>()?;
        #(#decls)*
        #extra_decl
        while let Some(key) = map.next_key_seed(#p::KeySeed(|k: &str| match k {
            #(#names => Some(#indices),)*
            _ => None,
        }))? {
            match key {
                #(#arms)*
                #unknown
                #[allow(unreachable_patterns)]
                _ => return Err(#p::invalid()),
            }
        }
        Ok(#ctor { #(#inits,)* #extra_init })
    }
}
