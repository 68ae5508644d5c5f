//! typify's `TypeSpace` read into a [`Module`], by [`TypeId`], through typify's public API.

use std::collections::VecDeque;

use typify::{TypeDetails, TypeEnumVariant, TypeId, TypeSpace};

use super::{Field, Fields, Item, Kind, Module, Ty, Variant};

/// Reads every generated type reachable from `seeds` (the root's type first, then each
/// definition's) into a module, and gives each seed's type; each item's origins are added by
/// the caller ([`Module::add_origin`]). Iterative: a type on a cycle is read once, and its
/// handle is known before its fields are.
pub(crate) fn read<'a>(
    space: &TypeSpace,
    seeds: impl IntoIterator<Item = &'a TypeId>,
) -> Result<(Module, Vec<Ty>), String> {
    let mut reader = Reader {
        space,
        module: Module::default(),
        pending: VecDeque::new(),
    };
    let seeds = (seeds.into_iter())
        .map(|id| reader.ty(id))
        .collect::<Result<Vec<Ty>, String>>()?;
    while let Some(id) = reader.pending.pop_front() {
        let kind = reader.kind(&id)?;
        let handle = reader.module.of_type(&id);
        if let Some(item) = handle.and_then(|h| reader.module.items.get_mut(h)) {
            item.kind = kind;
        }
    }
    Ok((reader.module, seeds))
}

struct Reader<'a> {
    space: &'a TypeSpace,
    module: Module,
    /// Items made whose fields, variants or inner type are still to be read.
    pending: VecDeque<TypeId>,
}

impl<'a> Reader<'a> {
    fn get(&self, id: &TypeId) -> Result<typify::Type<'a>, String> {
        (self.space.get_type(id)).map_err(|e| format!("typify's type {id:?}: {e}"))
    }

    /// The type `id` as a field's type: a generated one is made an item (read later).
    fn ty(&mut self, id: &TypeId) -> Result<Ty, String> {
        let ty = self.get(id)?;
        let details = ty.details();
        let inner = |this: &mut Self, id: &TypeId| this.ty(id).map(Box::new);
        Ok(match details {
            TypeDetails::Struct(_) | TypeDetails::Enum(_) | TypeDetails::Newtype(_) => {
                if let Some(handle) = self.module.of_type(id) {
                    return Ok(Ty::Item(handle));
                }
                let name = ty.name();
                let handle = (self.module.items)
                    .append(Item {
                        name,
                        type_id: Some(id.clone()),
                        origins: Vec::new(),
                        docs: None,
                        closed: false,
                        constrained: constrained(self.space, &ty),
                        tagging: None,
                        kind: Kind::Struct(Vec::new()),
                    })
                    .ok_or("more types than the model holds")?;
                self.module.by_type.insert(id.clone(), handle);
                self.pending.push_back(id.clone());
                Ty::Item(handle)
            }
            TypeDetails::Option(t) => Ty::Option(inner(self, &t)?),
            TypeDetails::Box(t) => Ty::Box(inner(self, &t)?),
            TypeDetails::Vec(t) => Ty::Vec(inner(self, &t)?),
            TypeDetails::Set(t) => Ty::Set(inner(self, &t)?),
            TypeDetails::Map(k, v) => Ty::Map(inner(self, &k)?, inner(self, &v)?),
            TypeDetails::Array(t, n) => Ty::Array(inner(self, &t)?, n),
            TypeDetails::Tuple(types) => {
                let types: Vec<TypeId> = types.collect();
                Ty::Tuple(types.iter().map(|t| self.ty(t)).collect::<Result<_, _>>()?)
            }
            TypeDetails::Builtin(path) => Ty::Path(path.to_owned()),
            TypeDetails::String => Ty::String,
            TypeDetails::Unit => Ty::Unit,
        })
    }

    /// The fields, variants or inner type of the generated type `id`.
    fn kind(&mut self, id: &TypeId) -> Result<Kind, String> {
        // typify's borrowed views are copied out before `ty` borrows the reader again.
        enum Shape {
            Struct(Vec<(String, Option<String>, bool, TypeId)>),
            Enum(Vec<(String, Option<String>, VariantShape)>),
            Newtype(TypeId),
        }
        enum VariantShape {
            Unit,
            Tuple(Vec<TypeId>),
            Named(Vec<(String, TypeId)>),
        }
        let ty = self.get(id)?;
        let shape = match ty.details() {
            TypeDetails::Struct(s) => Shape::Struct(
                s.properties_info()
                    .map(|p| {
                        let docs = p.description.map(str::to_owned);
                        (p.name.to_owned(), docs, p.required, p.type_id)
                    })
                    .collect(),
            ),
            TypeDetails::Enum(e) => Shape::Enum(
                e.variants_info()
                    .map(|v| {
                        let fields = match v.details {
                            TypeEnumVariant::Simple => VariantShape::Unit,
                            TypeEnumVariant::Tuple(types) => VariantShape::Tuple(types),
                            TypeEnumVariant::Struct(props) => VariantShape::Named(
                                props.into_iter().map(|(n, t)| (n.to_owned(), t)).collect(),
                            ),
                        };
                        (v.name.to_owned(), v.description.map(str::to_owned), fields)
                    })
                    .collect(),
            ),
            TypeDetails::Newtype(n) => Shape::Newtype(n.inner()),
            _ => {
                return Err(format!(
                    "typify's type {id:?} is no struct, enum or newtype"
                ))
            }
        };
        Ok(match shape {
            Shape::Struct(props) => Kind::Struct(
                (props.into_iter())
                    .map(|(name, docs, required, t)| {
                        let ty = self.ty(&t)?;
                        Ok(field(&name, docs, required, ty))
                    })
                    .collect::<Result<_, String>>()?,
            ),
            Shape::Enum(variants) => Kind::Enum(
                (variants.into_iter())
                    .map(|(name, docs, shape)| {
                        let fields = match shape {
                            VariantShape::Unit => Fields::Unit,
                            VariantShape::Tuple(types) => Fields::Tuple(
                                types.iter().map(|t| self.ty(t)).collect::<Result<_, _>>()?,
                            ),
                            VariantShape::Named(props) => Fields::Named(
                                (props.iter())
                                    .map(|(n, t)| Ok(field(n, None, true, self.ty(t)?)))
                                    .collect::<Result<_, String>>()?,
                            ),
                        };
                        Ok(Variant {
                            name,
                            json: None,
                            docs,
                            fields,
                        })
                    })
                    .collect::<Result<_, String>>()?,
            ),
            Shape::Newtype(inner) => Kind::Newtype(self.ty(&inner)?),
        })
    }
}

/// A field named as Rust spells it (typify's names may carry `r#`).
fn field(name: &str, docs: Option<String>, required: bool, ty: Ty) -> Field {
    let name = name.trim_start_matches("r#").to_owned();
    Field {
        json: Some(name.clone()),
        name,
        docs,
        required,
        ty,
    }
}

/// Whether typify's newtype `ty` constrains its values: its conversions differ from its inner
/// type's, which an unconstrained newtype passes through (typify's `has_impl`). `None` for an
/// inner type with none (`()`, `Value`), which tells nothing (`facts` reads the schema then).
fn constrained(space: &TypeSpace, ty: &typify::Type<'_>) -> Option<bool> {
    use typify::TypeSpaceImpl::{Display, FromStr, FromStringIrrefutable};
    let TypeDetails::Newtype(n) = ty.details() else {
        return Some(false);
    };
    let inner = space.get_type(&n.inner()).ok()?;
    let impls = [FromStr, Display, FromStringIrrefutable];
    if impls.iter().all(|i| !inner.has_impl(*i)) {
        return None;
    }
    Some(
        impls
            .into_iter()
            .any(|i| ty.has_impl(i) != inner.has_impl(i)),
    )
}
