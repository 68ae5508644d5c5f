//! One run of typify on the prepared copy of a file: the root as a definition of its own
//! (`root.rs`), every definition added by reference, and the root wrapped in a newtype of its
//! name where typify made it a builtin.

use serde_json::{Map, Value};
use typify::{TypeId, TypeSpace, TypeSpaceSettings};

use super::items::named;
use super::root::{self, Root};

/// What typify made of one file, before it is parsed and paired.
pub(super) struct Run {
    pub(super) space: TypeSpace,
    pub(super) tokens: proc_macro2::TokenStream,
    /// The root's type, and the newtype we wrapped it in when typify made it a builtin.
    pub(super) root: (TypeId, String, bool),
    /// `(definition name, type, Rust name)` for definitions typify turned into named types.
    pub(super) definitions: Vec<(String, TypeId, String)>,
}

/// Runs typify on `input` (the copy, definitions included), naming the root `name`.
pub(super) fn run_typify(
    input: Value,
    definitions: &Map<String, Value>,
    replacements: &[(String, String)],
    name: &str,
) -> Result<Run, String> {
    let (root_schema, moved) = root::as_definition(input, name)?;
    let mut settings = TypeSpaceSettings::default();
    settings.with_struct_builder(false);
    settings.with_map_type("::std::collections::BTreeMap".to_owned());
    for (placeholder, path) in replacements {
        settings.with_replacement(placeholder, path, std::iter::empty());
    }
    let mut space = TypeSpace::new(&settings);
    let reference = |def: &str| {
        schemars::schema::Schema::Object(schemars::schema::SchemaObject {
            reference: Some(format!("#/definitions/{def}")),
            ..Default::default()
        })
    };
    let root = match &moved {
        Root::Moved | Root::Alias(_) => {
            let key = match &moved {
                Root::Alias(key) => key,
                _ => name,
            };
            (space.add_ref_types(root_schema.definitions)).map_err(|e| e.to_string())?;
            (space.add_type(&reference(key))).map_err(|e| e.to_string())?
        }
        Root::Kept => (space.add_root_schema(root_schema))
            .map_err(|e| e.to_string())?
            .ok_or("typify made no root type")?,
    };
    let mut names = Vec::new();
    for def in definitions
        .keys()
        .filter(|n| !replacements.iter().any(|(p, _)| p == *n))
    {
        let id = space.add_type(&reference(def)).map_err(|e| e.to_string())?;
        if let Some(rust) = named(&space, &id) {
            names.push((def.clone(), id, rust));
        }
    }
    let mut tokens = space.to_stream();
    let root = if let Some(n) = named(&space, &root) {
        (root, n, false)
    } else {
        // A builtin (`i64`, `Vec<String>`, `Value`…): a newtype gives it the root's name.
        let ty = space.get_type(&root).map_err(|e| e.to_string())?.ident();
        let ident = quote::format_ident!("{}", name);
        tokens.extend(quote::quote! {
            #[derive(::serde::Deserialize, ::serde::Serialize, Clone, Debug)]
            #[serde(transparent)]
            pub struct #ident(pub #ty);
        });
        (root, name.to_owned(), true)
    };
    Ok(Run {
        space,
        tokens,
        root,
        definitions: names,
    })
}
