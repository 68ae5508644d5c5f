//! The generator's own type model: every struct, enum and newtype one file generates, held in
//! an [`Arena`] by [`Handle`] (as naga's `Module` holds its types), each carrying the schema
//! nodes it stands for from the moment it is made.
//!
//! typify stays the front end that infers the types. Its `TypeSpace` is read once, through its
//! public API only (`get_type`, `Type::details`, `properties_info`, `variants_info`), by
//! [`TypeId`] from the root and the definitions ([`read`]); a type typify reuses for two
//! schemas is one item with two origins, never two items matched by name. Where a field's or
//! a variant's type is another generated type, the model holds its handle.
//!
//! What typify's public API does not give is read from the schema nodes an item stands for
//! ([`facts`]): its doc comment, whether its object is closed, each field's JSON name (the
//! property typify spelled the field from), a string enum's values, whether a newtype
//! constrains its values (where typify's `has_impl` cannot tell). Still to read so: the
//! tagging of an enum with data, and whether a variant of one value holds it (`V(T)`) or a
//! one-element tuple of it (`V((T,))`: `variants_info` gives both as a `Tuple` of one type).
//!
//! Structs, enums of unit variants and newtypes are declared by the model ([`emit`]): each
//! declaration typify printed is held to the model's, token for token but for the item's doc
//! comment, which is the model's (typify drops the description of a schema it merges, or
//! reaches through a `$ref` beside it; the model keeps it). A difference is a pairing
//! failure. Enums with data and typify's impls are still typify's: [`agrees`] holds the model
//! to them (the same items, fields and variants, in order). Once the model declares every
//! item and writes the impls, typify's tokens are no longer printed nor parsed.

mod agree;
mod arena;
mod emit;
mod facts;
mod read;
mod rust;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use typify::TypeId;

use crate::ir::{NodeId, Schema};
use crate::pairing::PairingError;
pub(crate) use agree::agrees;
pub(crate) use arena::{Arena, Handle};
pub(crate) use facts::Sources;
pub(crate) use read::read;
pub(crate) use rust::ANY;

/// One file's generated items.
#[derive(Debug, Default)]
pub(crate) struct Module {
    /// Every item, in the order the reader met them (the root's first).
    pub(crate) items: Arena<Item>,
    /// The item typify's type of each id became.
    by_type: BTreeMap<TypeId, Handle<Item>>,
}

/// A struct, enum or newtype the generator emits.
#[derive(Debug, Clone)]
pub(crate) struct Item {
    /// Its Rust name (typify's, for now).
    pub(crate) name: String,
    /// typify's type, or `None` for the newtype the generator wraps a root typify made a
    /// builtin in (`pub struct Root(pub i64)`).
    pub(crate) type_id: Option<TypeId>,
    /// The schema nodes (of the module's file) the item stands for, in the order reached.
    pub(crate) origins: Vec<NodeId>,
    /// Its doc comment: its schema's description ([`facts`]).
    pub(crate) docs: Option<String>,
    /// Whether its object refuses properties it does not name (`additionalProperties: false`
    /// in one of its parts: serde's `deny_unknown_fields`).
    pub(crate) closed: bool,
    /// A newtype whose values typify constrains (a string's length or pattern, the values
    /// listed or refused): typify writes its `Deserialize` and keeps its value private.
    /// `None` until [`facts`] reads it where typify's conversions cannot tell.
    pub(crate) constrained: Option<bool>,
    /// An enum's tagging ([`facts`]); `None` where the model does not know it yet (typify's
    /// declaration is kept).
    pub(crate) tagging: Option<Tagging>,
    /// Its fields, variants or inner type.
    pub(crate) kind: Kind,
}

/// What an [`Item`] is.
#[derive(Debug, Clone)]
pub(crate) enum Kind {
    /// A struct with named fields, in typify's order.
    Struct(Vec<Field>),
    /// An enum's variants, in typify's order.
    Enum(Vec<Variant>),
    /// A struct of one unnamed field.
    Newtype(Ty),
}

/// A field of a struct or of a struct variant.
#[derive(Debug, Clone)]
pub(crate) struct Field {
    /// Its Rust name (a keyword without `r#`).
    pub(crate) name: String,
    /// The property's JSON name ([`facts`]); `None` for a field typify flattens (its `extra`
    /// map of typed unknown properties, its `subtype_N` branches).
    pub(crate) json: Option<String>,
    /// Its doc comment (the property's description).
    pub(crate) docs: Option<String>,
    /// Whether the property is required (typify's reading; a variant's fields always are).
    pub(crate) required: bool,
    /// Its type.
    pub(crate) ty: Ty,
}

/// A variant of an enum.
#[derive(Debug, Clone)]
pub(crate) struct Variant {
    /// Its Rust name.
    pub(crate) name: String,
    /// Its JSON name ([`facts`]: a string enum's value, a tag's constant), where known.
    pub(crate) json: Option<String>,
    /// Its doc comment.
    pub(crate) docs: Option<String>,
    /// What it holds.
    pub(crate) fields: Fields,
}

/// How an enum's variants are told apart in JSON (serde's enum representations; the model
/// knows the one of enums of unit variants so far).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Tagging {
    /// A unit variant is its name as a string, another `{"name": value}` (serde's default).
    External,
}

/// What a variant holds.
#[derive(Debug, Clone)]
pub(crate) enum Fields {
    /// Nothing.
    Unit,
    /// Values by position.
    Tuple(Vec<Ty>),
    /// Named fields.
    Named(Vec<Field>),
}

/// The type of a field, a variant's value or a newtype's inner value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ty {
    /// A generated item of the same module.
    Item(Handle<Item>),
    /// `Option<T>`.
    Option(Box<Ty>),
    /// `Box<T>` (a type on a cycle).
    Box(Box<Ty>),
    /// `Vec<T>`.
    Vec(Box<Ty>),
    /// A set of unique items.
    Set(Box<Ty>),
    /// A map from `K` to `V`.
    Map(Box<Ty>, Box<Ty>),
    /// `[T; N]`.
    Array(Box<Ty>, usize),
    /// `(A, B, …)`.
    Tuple(Vec<Ty>),
    /// A type given by path: a scalar (`i64`, `bool`), `::serde_json::Value`, or another
    /// file's type (a replacement).
    Path(String),
    /// `String`.
    String,
    /// `()`.
    Unit,
}

impl Module {
    /// The item `handle` names, if this module made it.
    pub(crate) fn item(&self, handle: Handle<Item>) -> Option<&Item> {
        self.items.get(handle)
    }

    /// The item typify's type `id` became, if it is a generated one.
    pub(crate) fn of_type(&self, id: &TypeId) -> Option<Handle<Item>> {
        self.by_type.get(id).copied()
    }

    /// Records that the item of typify's type `id` stands for `node` (once per node).
    pub(crate) fn add_origin(&mut self, id: &TypeId, node: NodeId) {
        let Some(handle) = self.of_type(id) else {
            return;
        };
        if let Some(item) = self.items.get_mut(handle) {
            if !item.origins.contains(&node) {
                item.origins.push(node);
            }
        }
    }

    /// The module of one newtype `name` of any JSON value, standing for `node`: a file typify
    /// could not type.
    pub(crate) fn any_root(name: &str, node: NodeId) -> Self {
        let mut module = Self::default();
        module.wrap_root(name, Ty::Path(ANY.into()), node);
        module
    }

    /// Adds the newtype `name` the generator wraps a builtin root of type `root` in, standing
    /// for `node`.
    pub(crate) fn wrap_root(&mut self, name: &str, root: Ty, node: NodeId) {
        self.items.append(Item {
            name: name.to_owned(),
            type_id: None,
            origins: vec![node],
            docs: None,
            closed: false,
            constrained: Some(false),
            tagging: None,
            kind: Kind::Newtype(root),
        });
    }
}

/// typify's types read into a module from `seeds` (`(type, node)`, the root's
/// first; `wrapped` when the root's builtin type was wrapped in a newtype `root`), each item
/// with the nodes the pairing reached it from and the facts read from them (`sources`),
/// held to typify's printed items `parsed`, whose structs become the model's.
pub(crate) fn from_typify(
    space: &typify::TypeSpace,
    seeds: &[(typify::TypeId, NodeId)],
    (root, wrapped): (&str, bool),
    (sources, parsed): (&facts::Sources, &mut syn::File),
) -> Result<Module, PairingError> {
    let differs = |item: String, why: String| PairingError::Mismatch {
        item,
        pointer: String::new(),
        reason: format!("the type model differs from typify's output: {why}"),
    };
    let (mut model, types) =
        read(space, seeds.iter().map(|(id, _)| id)).map_err(|why| differs(root.to_owned(), why))?;
    if let (true, Some(ty)) = (wrapped, types.into_iter().next()) {
        model.wrap_root(root, ty, Schema::ROOT);
    }
    for (id, nodes) in sources.pairing.origins() {
        for node in nodes {
            model.add_origin(id, *node);
        }
    }
    agrees(&model, parsed).map_err(|(item, why)| differs(item, why))?;
    facts::read(&mut model, sources, seeds);
    emit::declare(&model, parsed).map_err(|(item, why)| differs(item, why))?;
    Ok(model)
}
