//! Post-processes typify's items so the types keep everything a payload says:
//! unknown properties are captured where the schema allows them (`extra`), optional
//! collections become `Option<_>` so absent stays absent and `[]` stays `[]`, and derives are
//! completed (`PartialEq` everywhere, `Eq`/`Hash` where every field allows them).

use std::collections::{BTreeMap, BTreeSet};

use quote::quote;
use syn::{parse_quote, Attribute, Fields, FieldsNamed, Item};

use crate::attrs::{serde_rename, serde_value, text as attr_text};
use crate::ir::{Additional, NodeId, Schema};

/// Name of the field that keeps unknown properties.
pub const EXTRA: &str = "extra";

/// What the schema says about objects, keyed the way typify's items can be matched.
pub struct Shapes<'a> {
    schema: &'a Schema,
    /// Every file of the manifest, to follow references into other files.
    family: &'a [Schema],
    /// Rust names typify gave the root and the definitions → their nodes: the pairing that
    /// is known, not inferred.
    named: BTreeMap<String, NodeId>,
    /// Property-name set (sorted) of a standalone object schema → its nodes.
    structs: BTreeMap<Vec<String>, Vec<NodeId>>,
    /// oneOf variant tags (sorted) → tag → the variant's inner object node, if an object.
    variants: BTreeMap<Vec<String>, BTreeMap<String, Option<NodeId>>>,
}

impl<'a> Shapes<'a> {
    /// Collects the object shapes of a compiled schema.
    #[must_use]
    pub fn new(schema: &'a Schema, family: &'a [Schema]) -> Self {
        let mut structs: BTreeMap<Vec<String>, Vec<NodeId>> = BTreeMap::new();
        let mut variants = BTreeMap::new();
        let mut wrappers = BTreeSet::new();
        for node in &schema.nodes {
            if node.one_of.is_empty() {
                continue;
            }
            let mut tags = BTreeMap::new();
            for &b in &node.one_of {
                let b = schema.resolve(b);
                let branch = &schema.nodes[b];
                if let Some([serde_json::Value::String(s)]) = branch.enumeration.as_deref() {
                    tags.insert(s.clone(), None);
                } else if let [(name, inner)] = branch.properties.as_slice() {
                    if branch.required.iter().any(|r| r == name)
                        && branch.additional == Additional::Forbidden
                    {
                        wrappers.insert(b);
                        let inner = schema.resolve(*inner);
                        let object = !schema.nodes[inner].properties.is_empty();
                        tags.insert(name.clone(), object.then_some(inner));
                    }
                }
            }
            variants.insert(tags.keys().cloned().collect(), tags);
        }
        for (id, node) in schema.nodes.iter().enumerate() {
            if node.properties.is_empty() || wrappers.contains(&id) {
                continue;
            }
            let mut names: Vec<String> = node.properties.iter().map(|(n, _)| n.clone()).collect();
            names.sort();
            structs.entry(names).or_default().push(id);
        }
        Self {
            schema,
            family,
            named: BTreeMap::new(),
            structs,
            variants,
        }
    }

    /// The same shapes, knowing which node each named type (root, definitions) comes from.
    #[must_use]
    pub fn with_named(mut self, named: BTreeMap<String, NodeId>) -> Self {
        self.named = named;
        self
    }

    /// The node of the struct `ident` when typify named it after the root or a definition and
    /// that node has exactly these properties; `None` otherwise (then the pairing falls back
    /// to the property names).
    fn named_node(&self, ident: &str, names: &[String]) -> Option<NodeId> {
        let node = self.schema.resolve(*self.named.get(ident)?);
        let mut own: Vec<String> = self.schema.nodes[node]
            .properties
            .iter()
            .map(|(n, _)| n.clone())
            .collect();
        own.sort();
        (own == names).then_some(node)
    }

    /// Whether a struct with these property names must keep unknown properties. When several
    /// schemas have the same names and differ, it keeps them if any of them allows them: an
    /// `extra` map on a closed object stays empty (the engine refuses unknown properties), a
    /// missing one on an open object would lose data.
    fn struct_open(&self, names: &[String]) -> bool {
        let open = |id: &NodeId| self.schema.nodes[*id].additional == Additional::Allowed;
        self.structs
            .get(names)
            .is_some_and(|all| all.iter().any(open))
    }

    /// The node of a struct with these property names, when only one has them.
    fn struct_node(&self, names: &[String]) -> Option<NodeId> {
        match self.structs.get(names).map(Vec::as_slice) {
            Some([one]) => Some(*one),
            _ => None,
        }
    }

    fn variant_node(&self, tags: &[String], tag: &str) -> Option<NodeId> {
        self.variants
            .get(tags)
            .and_then(|t| t.get(tag).copied().flatten())
    }
}

/// Applies every rewrite to typify's file. `non_eq` names types of other files that do not
/// derive `Eq`.
pub fn process(
    file: &mut syn::File,
    shapes: &Shapes,
    non_eq: &BTreeSet<String>,
) -> Result<(), String> {
    for item in &mut file.items {
        match item {
            Item::Struct(s) => {
                if let Fields::Named(fields) = &mut s.fields {
                    unique_idents(fields);
                    optional_collections(fields);
                    let names = json_names(fields);
                    let paired = shapes.named_node(&s.ident.to_string(), &names);
                    let open = match paired {
                        Some(node) => shapes.schema.nodes[node].additional == Additional::Allowed,
                        None => shapes.struct_open(&names),
                    };
                    if open && !has_flatten(fields) {
                        add_extra(fields, true);
                    }
                    if let Some(node) = paired.or_else(|| shapes.struct_node(&names)) {
                        nullable_fields(fields, shapes.schema, shapes.family, node);
                    }
                }
            }
            Item::Enum(e) => {
                // A downstream `match` keeps compiling when upstream adds a variant.
                e.attrs.push(parse_quote!(#[non_exhaustive]));
                let tag_key = serde_value(&e.attrs, "tag");
                let tags: Vec<String> = {
                    let mut t: Vec<String> = e
                        .variants
                        .iter()
                        .map(|v| serde_rename(&v.attrs).unwrap_or_else(|| v.ident.to_string()))
                        .collect();
                    t.sort();
                    t
                };
                for v in &mut e.variants {
                    let tag = serde_rename(&v.attrs).unwrap_or_else(|| v.ident.to_string());
                    let Fields::Named(fields) = &mut v.fields else {
                        continue;
                    };
                    unique_idents(fields);
                    optional_collections(fields);
                    let node = match &tag_key {
                        // Internally tagged: the variant's fields plus the tag are one object.
                        Some(key) => {
                            let mut names = json_names(fields);
                            names.push(key.clone());
                            names.sort();
                            shapes.struct_node(&names)
                        }
                        None => shapes.variant_node(&tags, &tag),
                    };
                    let Some(node) = node else { continue };
                    if shapes.schema.nodes[node].additional == Additional::Allowed
                        && !has_flatten(fields)
                    {
                        add_extra(fields, false);
                    }
                    nullable_fields(fields, shapes.schema, shapes.family, node);
                }
            }
            _ => {}
        }
    }
    crate::derives::complete(file, non_eq)?;
    Ok(())
}

/// An optional property that may be `null` becomes `Option<Option<T>>`: absent is `None`,
/// `null` is `Some(None)`, so both survive a round trip.
fn nullable_fields(fields: &mut FieldsNamed, schema: &Schema, family: &[Schema], node: NodeId) {
    let object = &schema.nodes[node];
    for field in &mut fields.named {
        let Some(ident) = &field.ident else { continue };
        let json = serde_rename(&field.attrs)
            .unwrap_or_else(|| ident.to_string().trim_start_matches("r#").to_owned());
        let Some((_, prop)) = object.properties.iter().find(|(n, _)| *n == json) else {
            continue;
        };
        if object.required.contains(&json) || !schema.may_be_null(*prop, family) {
            continue;
        }
        let ty = &field.ty;
        let text = quote!(#ty).to_string();
        if !text.contains("Option") || text.matches("Option").count() > 1 {
            continue;
        }
        field.ty = parse_quote!(::std::option::Option<#ty>);
        let rename = serde_rename(&field.attrs);
        field.attrs.retain(|a| !a.path().is_ident("serde"));
        let attr: Attribute = match rename {
            Some(r) => {
                parse_quote!(#[serde(rename = #r, default, skip_serializing_if = "::std::option::Option::is_none", with = "::agent_approval::__private::double_option")])
            }
            None => {
                parse_quote!(#[serde(default, skip_serializing_if = "::std::option::Option::is_none", with = "::agent_approval::__private::double_option")])
            }
        };
        field.attrs.push(attr);
    }
}

/// Properties whose names differ only in characters a Rust identifier cannot hold (`foo\nbar`,
/// `foo"bar`) get one field name from typify; later ones get a `_2`, `_3`… suffix, keeping
/// their JSON name in `#[serde(rename)]`.
fn unique_idents(fields: &mut FieldsNamed) {
    let count = fields.named.len();
    let mut taken: BTreeSet<String> = BTreeSet::new();
    let all: BTreeSet<String> = fields
        .named
        .iter()
        .filter_map(|f| f.ident.as_ref().map(ToString::to_string))
        .collect();
    for field in &mut fields.named {
        let Some(ident) = &field.ident else { continue };
        let name = ident.to_string();
        if taken.insert(name.clone()) {
            continue;
        }
        let bare = name.trim_start_matches("r#");
        // Each field blocks at most one candidate (its own name or the one it was given), so
        // one of these `count + 1` is free.
        let fresh = (2..=count + 2)
            .map(|n| format!("{bare}_{n}"))
            .find(|c| !all.contains(c) && !taken.contains(c))
            .unwrap_or_default();
        taken.insert(fresh.clone());
        if serde_rename(&field.attrs).is_none() {
            field.attrs.push(parse_quote!(#[serde(rename = #bare)]));
        }
        field.ident = Some(syn::Ident::new(&fresh, ident.span()));
    }
}

/// `#[serde(default, skip_serializing_if = "Vec::is_empty")] v: Vec<T>` → `Option<Vec<T>>`.
fn optional_collections(fields: &mut FieldsNamed) {
    for field in &mut fields.named {
        let Some(pos) = field
            .attrs
            .iter()
            .position(|a| a.path().is_ident("serde") && attr_text(a).contains("is_empty"))
        else {
            continue;
        };
        field.attrs[pos] =
            parse_quote!(#[serde(default, skip_serializing_if = "::std::option::Option::is_none")]);
        let ty = &field.ty;
        field.ty = parse_quote!(::std::option::Option<#ty>);
    }
}

fn add_extra(fields: &mut FieldsNamed, public: bool) {
    let ident = syn::Ident::new(
        if json_names(fields).iter().any(|n| n == EXTRA) {
            "extra_"
        } else {
            EXTRA
        },
        proc_macro2::Span::call_site(),
    );
    let vis: syn::Visibility = if public {
        parse_quote!(pub)
    } else {
        syn::Visibility::Inherited
    };
    fields.named.push(parse_quote! {
        /// Properties the schema does not name, kept as they came so that serializing gives
        /// back the same JSON.
        #[serde(flatten)]
        #vis #ident: ::serde_json::Map<::std::string::String, ::serde_json::Value>
    });
}

fn has_flatten(fields: &FieldsNamed) -> bool {
    fields.named.iter().any(|f| {
        f.attrs
            .iter()
            .any(|a| a.path().is_ident("serde") && attr_text(a).contains("flatten"))
    })
}

fn json_names(fields: &FieldsNamed) -> Vec<String> {
    let mut names: Vec<String> = fields
        .named
        .iter()
        .filter(|f| {
            !f.attrs
                .iter()
                .any(|a| a.path().is_ident("serde") && attr_text(a).contains("flatten"))
        })
        .filter_map(|f| {
            serde_rename(&f.attrs).or_else(|| {
                f.ident
                    .as_ref()
                    .map(|i| i.to_string().trim_start_matches("r#").to_owned())
            })
        })
        .collect();
    names.sort();
    names
}

#[cfg(test)]
mod tests;
