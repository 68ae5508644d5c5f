//! The variant for the values two others hold at once (`typespace/normalise/both.rs`), named
//! after the two.

use std::collections::{BTreeMap, BTreeSet};

use syn::Fields;

use crate::attrs::option_inner;

/// The struct variants of `e` that hold two others at once (`typespace/normalise/both.rs`:
/// monika's redis, `UriAndHostPort` before `Uri` and `HostPort`), with the two: their fields
/// are the two's, and what they require is what each of the two requires (which differ;
/// one may require nothing: grunt's files).
pub(super) fn both(e: &syn::ItemEnum) -> BTreeMap<usize, (usize, usize)> {
    let fields = |v: &syn::Variant, required: bool| -> Option<BTreeSet<String>> {
        let Fields::Named(n) = &v.fields else {
            return None;
        };
        let names = (n.named.iter())
            .filter(|f| !required || option_inner(&f.ty).is_none())
            .filter_map(|f| f.ident.as_ref().map(ToString::to_string))
            .filter(|i| i != "extra" && !i.starts_with("__"));
        Some(names.collect())
    };
    let structs: Vec<(usize, BTreeSet<String>, BTreeSet<String>)> = (e.variants.iter().enumerate())
        .filter_map(|(i, v)| Some((i, fields(v, false)?, fields(v, true)?)))
        .collect();
    let mut out = BTreeMap::new();
    for (i, all, required) in &structs {
        let pairs = structs
            .iter()
            .flat_map(|a| structs.iter().map(move |b| (a, b)));
        for ((a, all_a, req_a), (b, all_b, req_b)) in pairs {
            // Told apart by what they require, and each with what the other has not.
            let apart = a < b && ![a, b].contains(&i) && req_a != req_b;
            let more = |all_x: &BTreeSet<String>, req_x: &BTreeSet<String>| {
                all != all_x || required != req_x
            };
            let proper = more(all_a, req_a) && more(all_b, req_b);
            if apart && proper && *required == req_a | req_b && *all == all_a | all_b {
                out.insert(*i, (*a, *b));
                break;
            }
        }
    }
    out
}
