//! A tuple's enum by length (`compile/tuple.rs`), where arrays may be longer than its
//! positional schemas, has `Longer(A, B, Vec<R>)`: the positional elements, then the list of
//! the rest. serde's derive would read it as an array of exactly three elements, the last an
//! array; the variant is marked to be read and written as one flat array by the runtime's
//! helper for its number of positions.

use syn::{parse_quote, Fields, ItemEnum, LitStr};

use super::Shapes;
use crate::object;

/// Marks the `Longer` variant of `e`, if `e` is such a tuple's enum: the variant of one
/// field more than the tuple's positional schemas (every other variant has at most as many).
pub(super) fn mark(e: &mut ItemEnum, shapes: &Shapes) {
    let Some(nodes) = shapes.pairing.item(&e.ident.to_string()) else {
        return;
    };
    let positions = nodes.iter().find_map(|n| {
        let tuple = &shapes.schema.nodes[object::target(shapes.schema, *n)];
        tuple.longer.then_some(tuple.prefix.len())
    });
    let Some(positions) = positions else { return };
    for v in &mut e.variants {
        if matches!(&v.fields, Fields::Unnamed(f) if f.unnamed.len() == positions + 1) {
            let helper = format!("::agent_approval_runtime::__private::longer::after{positions}");
            let helper = LitStr::new(&helper, proc_macro2::Span::call_site());
            v.attrs.push(parse_quote!(#[serde(with = #helper)]));
        }
    }
}
