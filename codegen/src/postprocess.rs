//! Post-processes typify's items so the types keep everything a payload says:
//! unknown properties are captured where the schema allows them (`extra`), optional
//! collections become `Option<_>` so absent stays absent and `[]` stays `[]`, and derives are
//! completed (`PartialEq` everywhere, `Eq`/`Hash` where every field allows them).

use std::collections::BTreeSet;

use syn::{parse_quote, Attribute, Fields, FieldsNamed, Item};

use crate::attrs::{json_name, option_inner, Serde};
use crate::ir::{NodeId, Schema};
use crate::object;
use crate::pairing::Pairing;

/// Name of the field that keeps unknown properties.
pub(crate) const EXTRA: &str = "extra";

/// What the rewrites read: the file's schema, the whole family (to follow references into
/// other files) and the node each of typify's items stands for.
pub(crate) struct Shapes<'a> {
    /// The file's compiled schema.
    pub schema: &'a Schema,
    /// Every file of the manifest, by index.
    pub family: &'a [Schema],
    /// typify's items and their nodes.
    pub pairing: &'a Pairing,
}

/// Applies every rewrite to typify's file. `non_eq` names types of other files that do not
/// derive `Eq`.
pub(crate) fn process(
    file: &mut syn::File,
    shapes: &Shapes,
    non_eq: &BTreeSet<String>,
) -> Result<(), String> {
    let unpaired = |what: String| format!("{what} has no schema node");
    // Enums whose unit variants became struct variants: no longer `Copy`/`Ord`, nor strings.
    let mut widened: BTreeSet<String> = BTreeSet::new();
    // Adjacently tagged enums made internally tagged: typify's `From` impls name their old
    // newtype variants.
    let mut retagged: BTreeSet<String> = BTreeSet::new();
    nothing::empty_enums(file, |name| {
        (shapes.pairing.item(name))
            .is_some_and(|nodes| nodes.iter().all(|n| shapes.schema.admits_nothing(*n)))
    });
    for item in &mut file.items {
        match item {
            Item::Struct(s) => {
                let Fields::Named(fields) = &mut s.fields else {
                    continue;
                };
                let name = s.ident.to_string();
                let node = shapes
                    .pairing
                    .item(&name)
                    .ok_or_else(|| unpaired(format!("struct `{name}`")))?;
                rewrite_fields(fields, shapes, node, true)?;
            }
            Item::Enum(e) => {
                // A downstream `match` keeps compiling when upstream adds a variant.
                e.attrs.push(parse_quote!(#[non_exhaustive]));
                // The pairing keeps an enum without variants only where no value meets its
                // schema (`Schema::admits_nothing`).
                if e.variants.is_empty() {
                    let at = e
                        .attrs
                        .iter()
                        .take_while(|a| a.path().is_ident("doc"))
                        .count();
                    let doc: [syn::Attribute; 2] = [
                        parse_quote!(#[doc = ""]),
                        parse_quote!(#[doc = " No value meets this schema, so this type has none: converting refuses every value, as the engine does."]),
                    ];
                    e.attrs.splice(at..at, doc);
                }
                longer::mark(e, shapes);
                let name = e.ident.to_string();
                let mut tagging = Serde::parse(&e.attrs).map_err(|e| e.to_string())?;
                if let (Some(_), Some(content)) = (&tagging.tag, tagging.content.clone()) {
                    let open = |v: &syn::Variant| {
                        shapes
                            .pairing
                            .variant(&name, &v.ident.to_string())
                            .is_some_and(|node| object::open(shapes.schema, node))
                    };
                    // serde's adjacently tagged enum drops every other property: where a
                    // branch is open, the enum becomes internally tagged, the content a field.
                    if e.variants.iter().any(open) {
                        retag(e, &content)?;
                        tagging.content = None;
                        widened.insert(name.clone());
                        retagged.insert(name.clone());
                    }
                }
                let internal = tagging.tag.is_some() && tagging.content.is_none();
                for v in &mut e.variants {
                    // `{"type":"readOnly","zzz":1}`: a unit variant of an internally tagged
                    // enum would drop `zzz`; where its object is open it keeps an `extra` map.
                    if internal && matches!(v.fields, Fields::Unit) {
                        let variant = v.ident.to_string();
                        let open = shapes
                            .pairing
                            .variant(&name, &variant)
                            .is_some_and(|node| object::open(shapes.schema, node));
                        if open {
                            let mut fields: FieldsNamed = parse_quote!({});
                            add_extra(&mut fields, false)?;
                            v.fields = Fields::Named(fields);
                            widened.insert(name.clone());
                        }
                        continue;
                    }
                    let Fields::Named(fields) = &mut v.fields else {
                        continue;
                    };
                    let variant = v.ident.to_string();
                    let node = shapes
                        .pairing
                        .variant(&name, &variant)
                        .ok_or_else(|| unpaired(format!("variant `{name}::{variant}`")))?;
                    rewrite_fields(fields, shapes, node, false)?;
                }
            }
            _ => {}
        }
    }
    if !widened.is_empty() {
        no_longer_simple(file, &widened, &retagged)?;
    }
    // A definition's type may be named by another file of the family: it stays.
    let definition = |name: &str| {
        shapes.pairing.item(name).is_some_and(|nodes| {
            nodes.iter().any(|n| {
                let pointer = &shapes.schema.nodes[*n].pointer;
                pointer.is_empty() || pointer.matches('/').count() <= 2
            })
        })
    };
    by_tag::by_tag(file, &definition);
    string_conversions(file);
    one_tuple::one_tuple_from(file);
    crate::derives::complete(file, non_eq)?;
    Ok(())
}

/// The rewrites of the fields of one object (a struct's, or an enum variant's).
fn rewrite_fields(
    fields: &mut FieldsNamed,
    shapes: &Shapes,
    node: &[NodeId],
    public: bool,
) -> Result<(), String> {
    unique_idents(fields)?;
    // The names no instance has, read by both passes below.
    let never = crate::object::forbidden(shapes.schema, node);
    forbidden::drop_never_met(fields, &never)?;
    patterns::pattern_maps(fields, shapes, node)?;
    optional_collections(fields)?;
    optional_nulls(fields)?;
    boxed::boxed_options(fields)?;
    if object::open(shapes.schema, node) && !has_flatten(fields)? {
        add_extra(fields, public)?;
    }
    forbidden::mark(fields, &never)?;
    if !public {
        // A variant's: serde's trial of an untagged union's variants reads patterns too.
        value_patterns::mark(fields, shapes, node)?;
    }
    nullable_fields(fields, shapes.schema, shapes.family, node)
}

/// An optional property that may be `null` becomes `Option<Option<T>>`: absent is `None`,
/// `null` is `Some(None)`, so both survive a round trip.
fn nullable_fields(
    fields: &mut FieldsNamed,
    schema: &Schema,
    family: &[Schema],
    node: &[NodeId],
) -> Result<(), String> {
    for field in &mut fields.named {
        let Some(ident) = &field.ident else { continue };
        let serde = Serde::parse(&field.attrs).map_err(|e| e.to_string())?;
        let json = json_name(&serde, ident);
        if serde.flatten
            || object::property(schema, node, &json).is_none()
            || object::required(schema, node, &json)
            || !object::nullable(schema, family, node, &json)
        {
            continue;
        }
        // typify's `Option<T>` for an optional property; `T` itself an `Option` already
        // tells absent from `null`.
        let ty = &field.ty;
        if option_inner(ty).is_none_or(|inner| option_inner(inner).is_some()) {
            continue;
        }
        field.ty = parse_quote!(::std::option::Option<#ty>);
        double_option(field, serde.rename);
    }
    Ok(())
}

/// Fields of properties named by symbols alone are called by the symbols' names; properties
/// whose names differ only in characters a Rust identifier cannot hold (`foo\nbar`,
/// `foo"bar`) get one field name from typify; later ones get a `_2`, `_3`… suffix, keeping
/// their JSON name in `#[serde(rename)]`.
fn unique_idents(fields: &mut FieldsNamed) -> Result<(), String> {
    // A property named without a letter or digit (pdm's `_`, which typify calls `x`) is
    // called by its symbols' names (`underscore`).
    for field in &mut fields.named {
        let serde = Serde::parse(&field.attrs).map_err(|e| e.to_string())?;
        if let (Some(json), Some(ident)) = (&serde.rename, &field.ident) {
            if crate::ident::rust_name(json).is_empty() && !json.is_empty() {
                let words = crate::ident::symbol_words(json).join("_").to_lowercase();
                field.ident = Some(syn::Ident::new(&words, ident.span()));
            }
        }
    }
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
        let serde = Serde::parse(&field.attrs).map_err(|e| e.to_string())?;
        if serde.rename.is_none() {
            field.attrs.push(parse_quote!(#[serde(rename = #bare)]));
        }
        field.ident = Some(syn::Ident::new(&fresh, ident.span()));
    }
    Ok(())
}

/// `#[serde(default, skip_serializing_if = "Vec::is_empty")] v: Vec<T>` → `Option<Vec<T>>`
/// (maps alike): absent stays absent, `[]` stays `[]`.
fn optional_collections(fields: &mut FieldsNamed) -> Result<(), String> {
    for field in &mut fields.named {
        let mut at = None;
        for (i, a) in field.attrs.iter().enumerate() {
            if a.path().is_ident("serde")
                && Serde::parse(std::slice::from_ref(a))
                    .map_err(|e| e.to_string())?
                    .skips_empty()
            {
                at = Some(i);
            }
        }
        let Some(at) = at else { continue };
        // The JSON name stays: `mcpServers` must not become `mcp_servers` (Codex's
        // `MigrationDetails`), whichever attribute typify wrote it in.
        let rename = Serde::parse(&field.attrs)
            .map_err(|e| e.to_string())?
            .rename;
        field.attrs[at] = match rename {
            Some(name) => parse_quote!(
                #[serde(rename = #name, default, skip_serializing_if = "::std::option::Option::is_none")]
            ),
            None => parse_quote!(
                #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
            ),
        };
        // A `rename` in another `#[serde]` attribute of the field would now be written twice.
        let mut i = 0;
        field.attrs.retain(|a| {
            let keep = i == at
                || !a.path().is_ident("serde")
                || Serde::parse(std::slice::from_ref(a)).map_or(true, |s| s.rename.is_none());
            i += 1;
            keep
        });
        let ty = &field.ty;
        field.ty = parse_quote!(::std::option::Option<#ty>);
    }
    Ok(())
}

/// An optional property whose schema is `{"type": "null"}` (Codex's `params` of methods that
/// take none): typify's `#[serde(default)] params: ()` would write `null` for an absent
/// property. `Option<Option<()>>` keeps absent (`None`) apart from `null` (`Some(None)`).
fn optional_nulls(fields: &mut FieldsNamed) -> Result<(), String> {
    for field in &mut fields.named {
        let unit = matches!(&field.ty, syn::Type::Tuple(t) if t.elems.is_empty());
        let serde = Serde::parse(&field.attrs).map_err(|e| e.to_string())?;
        if !unit || !serde.default || serde.flatten {
            continue;
        }
        field.ty = parse_quote!(::std::option::Option<::std::option::Option<()>>);
        double_option(field, serde.rename);
    }
    Ok(())
}

/// Replaces `field`'s serde attributes by those of an `Option<Option<T>>` (absent `None`,
/// `null` `Some(None)`), keeping its JSON name.
fn double_option(field: &mut syn::Field, rename: Option<String>) {
    field.attrs.retain(|a| !a.path().is_ident("serde"));
    let attr: Attribute = match rename {
        Some(r) => {
            parse_quote!(#[serde(rename = #r, default, skip_serializing_if = "::std::option::Option::is_none", with = "::agent_approval_runtime::__private::double_option")])
        }
        None => {
            parse_quote!(#[serde(default, skip_serializing_if = "::std::option::Option::is_none", with = "::agent_approval_runtime::__private::double_option")])
        }
    };
    field.attrs.push(attr);
}

fn add_extra(fields: &mut FieldsNamed, public: bool) -> Result<(), String> {
    thread_local! {
        // Parsed once per thread: objects by the thousand get one.
        static FIELD: syn::Field = parse_quote! {
            /// Properties the schema does not name, kept as they came so that serializing gives
            /// back the same JSON.
            #[serde(flatten)]
            pub field: ::serde_json::Map<::std::string::String, ::serde_json::Value>
        };
    }
    let taken = json_names(fields)?.iter().any(|n| n == EXTRA);
    let mut field = FIELD.with(Clone::clone);
    let ident = if taken { "extra_" } else { EXTRA };
    field.ident = Some(syn::Ident::new(ident, proc_macro2::Span::call_site()));
    if !public {
        field.vis = syn::Visibility::Inherited;
    }
    fields.named.push(field);
    Ok(())
}

/// Whether a field is flattened (typify's own `extra`), not counting pattern maps.
fn has_flatten(fields: &FieldsNamed) -> Result<bool, String> {
    for f in fields.named.iter().filter(|f| !patterns::is_pattern_map(f)) {
        if Serde::parse(&f.attrs).map_err(|e| e.to_string())?.flatten {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The JSON names of the fields that are not flattened.
fn json_names(fields: &FieldsNamed) -> Result<Vec<String>, String> {
    let mut names = Vec::new();
    for f in &fields.named {
        let serde = Serde::parse(&f.attrs).map_err(|e| e.to_string())?;
        if let (false, Some(ident)) = (serde.flatten, &f.ident) {
            names.push(json_name(&serde, ident));
        }
    }
    Ok(names)
}

mod boxed;
mod by_tag;
mod external;
pub(crate) mod forbidden;
mod longer;
mod named;
mod nothing;
mod one_tuple;
pub(crate) mod patterns;
mod positional;
mod retag;
mod simple;
#[cfg(test)]
mod tests;
mod twins;
pub(crate) mod value_patterns;

use external::externally_tagged;
pub(crate) use named::check_named;
use positional::name_variants;
use retag::retag;
use simple::{no_longer_simple, string_conversions};
use twins::merge as merge_twins;

/// The rewrites made once every check has read typify's names: inline twins merge
/// (`twins.rs`), unions of names and one-key objects become externally tagged enums
/// (`external.rs`), positional variants are named by what they hold (`positional.rs`).
/// `named` are the root's and the definitions' types, which keep their names.
pub(crate) fn reshape(file: &mut syn::File, pairing: &Pairing, named: &BTreeSet<String>) {
    merge_twins(file, pairing, named);
    externally_tagged(file, named);
    name_variants(file, named);
}
