//! The last check of the post-processing: every property an object names has a field of
//! that JSON name in its struct or variant, so none can end up in `extra` (or be dropped).

use syn::{Fields, Item};

use super::Shapes;
use crate::attrs::{is_map, json_name, Serde};
use crate::ir::NodeId;
use crate::object;

/// Checks, after every rewrite, that each struct and struct variant has a field of the JSON
/// name of every property its object names (the tag of an internally or adjacently tagged
/// enum aside): a property read into `extra`, or dropped, although the schema names it, is
/// a generator bug (a lost `rename` once did it). Objects with a flattened part other than a
/// map are left out: their parts are items checked on their own. The error is the object's
/// pointer and what is missing. `coarse`: the pointers typed `Value` this run (a union part
/// among them names nothing the struct must have).
pub(crate) fn check_named(
    file: &syn::File,
    shapes: &Shapes,
    coarse: &std::collections::BTreeSet<&str>,
) -> Result<(), (String, String)> {
    let check =
        |fields: &Fields, node: &[NodeId], item: &str, tags: &[&str], branch: Option<NodeId>| {
            let Fields::Named(named) = fields else {
                return Ok(());
            };
            let mut have = Vec::new();
            for f in &named.named {
                let serde = Serde::parse(&f.attrs).map_err(|e| (String::new(), e.to_string()))?;
                match (&f.ident, serde.flatten) {
                    (Some(ident), false) => have.push(json_name(&serde, ident)),
                    (_, true) if !is_map(&f.ty) => return Ok(()),
                    _ => {}
                }
            }
            let missing = object::names(shapes.schema, node)
                .into_iter()
                .find(|n| !tags.contains(&n.as_str()) && !have.contains(n));
            let lacks = |n: &String| !tags.contains(&n.as_str()) && !have.contains(n);
            if let Some(name) = missing {
                let mut at = object::target(shapes.schema, node[0]);
                // Its target typed `Value` already (a definition a `$ref` branch names, aspire's
                // `resource.azure.bicep.v1`): the branch itself is what to type `Value`.
                if coarse.contains(shapes.schema.nodes[at].pointer.as_str()) {
                    if let Some(b) = branch.filter(|b| object::target(shapes.schema, *b) == at) {
                        at = b;
                    }
                }
                return Err((
                    shapes.schema.nodes[at].pointer.clone(),
                    format!("property `{name}` has no field of that JSON name in `{item}`"),
                ));
            }
            // A property a branch of a union `allOf` part names, which typify's merge dropped
            // (libman's `defaultDestination`): that part is what to type `Value` (and report).
            let parts = object::union_parts(shapes.schema, node, None);
            let parts = parts
                .into_iter()
                .filter(|p| !coarse.contains(shapes.schema.nodes[*p].pointer.as_str()));
            for part in parts {
                let u = &shapes.schema.nodes[object::target(shapes.schema, part)];
                // A variant made from one of its branches has that branch's names only
                // (travis's `deployment`: an `allOf` part's `oneOf` of providers; lsdl's
                // phrasings, `$ref`s to closed objects, each a variant of their definition).
                if (u.any_of.iter().chain(&u.one_of))
                    .any(|b| node.contains(b) || node.contains(&object::target(shapes.schema, *b)))
                {
                    continue;
                }
                let branch_names = (u.any_of.iter().chain(&u.one_of))
                    .flat_map(|b| object::names(shapes.schema, &[*b]));
                if let Some(name) = branch_names.into_iter().find(|n| lacks(n)) {
                    return Err((
                        shapes.schema.nodes[part].pointer.clone(),
                        format!("property `{name}` has no field of that JSON name in `{item}`"),
                    ));
                }
            }
            Ok(())
        };
    // An untagged enum wrapped by a newtype variant of an internally tagged one (`by_tag.rs`)
    // reads the members after the tag: its variants do not keep the tag either.
    let mut wrapped_tags = std::collections::BTreeMap::<String, String>::new();
    for item in &file.items {
        let Item::Enum(e) = item else { continue };
        let Ok(Serde { tag: Some(tag), .. }) = Serde::parse(&e.attrs) else {
            continue;
        };
        for v in &e.variants {
            if let Fields::Unnamed(u) = &v.fields {
                if let Some(syn::Type::Path(p)) = u.unnamed.first().map(|f| &f.ty) {
                    if let Some(inner) = p.path.get_ident() {
                        wrapped_tags.insert(inner.to_string(), tag.clone());
                    }
                }
            }
        }
    }
    for item in &file.items {
        match item {
            Item::Struct(s) => {
                let name = s.ident.to_string();
                if let Some(node) = shapes.pairing.item(&name) {
                    check(&s.fields, node, &name, &[], None)?;
                }
            }
            Item::Enum(e) => {
                let name = e.ident.to_string();
                let tagging = Serde::parse(&e.attrs).map_err(|e| (String::new(), e.to_string()))?;
                let tags: Vec<&str> = [
                    tagging.tag.as_deref(),
                    tagging.content.as_deref(),
                    wrapped_tags.get(&name).map(String::as_str),
                ]
                .into_iter()
                .flatten()
                .collect();
                // The union's branches, in the order of the variants they stand for.
                let branches = shapes.pairing.item(&name).map_or_else(Vec::new, |o| {
                    let n = &shapes.schema.nodes[object::target(shapes.schema, o[0])];
                    if n.one_of.is_empty() {
                        n.any_of.clone()
                    } else {
                        n.one_of.clone()
                    }
                });
                for (i, v) in e.variants.iter().enumerate() {
                    let variant = v.ident.to_string();
                    if let Some(node) = shapes.pairing.variant(&name, &variant) {
                        let item = format!("{name}::{variant}");
                        check(&v.fields, node, &item, &tags, branches.get(i).copied())?;
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}
