//! An enum's variants, each paired with the object or schema its branch stands for
//! (`pairing/branch.rs` says which branch).

use typify::{TypeDetails, TypeEnumVariant, TypeId};

use super::{PairingError, Walk};
use crate::attrs::{json_name, AttrError, Serde};
use crate::ir::NodeId;
use crate::object;

use syn::Item;

impl Walk<'_> {
    /// Pairs each variant of enum `item` carrying data with the object or schema it holds.
    pub(super) fn variants(
        &mut self,
        item: &str,
        node: NodeId,
        variants: Vec<(String, TypeEnumVariant<'_>)>,
    ) -> Result<(), PairingError> {
        let Some(Item::Enum(e)) = self.items.get(item) else {
            return Err(self.mismatch(item, node, "not in typify's output".into()));
        };
        let tagging = Serde::parse(&e.attrs)?;
        let syn_variants: Vec<(String, String)> = e
            .variants
            .iter()
            .map(|v| {
                Ok((
                    v.ident.to_string(),
                    json_name(&Serde::parse(&v.attrs)?, &v.ident),
                ))
            })
            .collect::<Result<_, AttrError>>()?;
        if syn_variants.len() != variants.len() {
            let reason = format!("{} variants in typify's model", variants.len());
            return Err(self.mismatch(item, node, reason));
        }
        for (index, ((ident, details), (emitted, tag))) in
            variants.into_iter().zip(syn_variants).enumerate()
        {
            if ident != emitted {
                let reason = format!("variant `{ident}` is emitted as `{emitted}`");
                return Err(self.mismatch(item, node, reason));
            }
            // A unit variant of an internally tagged enum stands for an object too: the
            // postprocessing gives it an `extra` map when that object is open.
            let internal = tagging.tag.is_some() && tagging.content.is_none();
            // A variant of an adjacently tagged enum stands for its branch's object too
            // (`{"type":"active","activeFlags":[…]}`): the postprocessing reads whether it is
            // open, to keep its unknown properties.
            if tagging.tag.is_some() && tagging.content.is_some() {
                let whole = Serde {
                    content: None,
                    ..tagging.clone()
                };
                if let Some(branch) =
                    super::branch::object((self.schema, self.rewrites), node, &whole, index, &tag)
                {
                    self.pairing
                        .variants
                        .insert((item.to_owned(), ident.clone()), branch);
                }
            }
            let object = match &details {
                TypeEnumVariant::Simple if !internal => continue,
                _ => {
                    super::branch::object((self.schema, self.rewrites), node, &tagging, index, &tag)
                        .ok_or_else(|| {
                            self.mismatch(item, node, format!("no branch for variant `{ident}`"))
                        })?
                }
            };
            match details {
                TypeEnumVariant::Simple => {
                    self.pairing
                        .variants
                        .insert((item.to_owned(), ident.clone()), object);
                }
                // A tuple's elements, as the variant's fields (`Variant(A, B)`).
                TypeEnumVariant::Tuple(types) if types.len() > 1 => {
                    self.tuple(types.into_iter(), object::target(self.schema, object[0]))?;
                }
                TypeEnumVariant::Tuple(types) => {
                    // A tuple of one element (`One((A,))`, the enum of a tuple of several
                    // lengths, whose variants stand for the tuple itself): typify's variant
                    // holds the element, the tuple's first position.
                    let at = object::target(self.schema, object[0]);
                    let own = at == object::target(self.schema, node);
                    let element = match types.first() {
                        Some(t) if own && !self.schema.nodes[at].prefix.is_empty() => {
                            !matches!(self.get(t, at)?.details(), TypeDetails::Tuple(_))
                        }
                        _ => false,
                    };
                    if element {
                        self.tuple(types.into_iter(), at)?;
                    } else {
                        for t in &types {
                            self.visit(t, object[0])?;
                        }
                    }
                }
                TypeEnumVariant::Struct(props) => {
                    self.pairing
                        .variants
                        .insert((item.to_owned(), ident.clone()), object.clone());
                    let props: Vec<(String, TypeId)> =
                        props.into_iter().map(|(p, t)| (p.to_owned(), t)).collect();
                    self.fields_of(item, &object, &props)?;
                }
            }
        }
        Ok(())
    }
}
