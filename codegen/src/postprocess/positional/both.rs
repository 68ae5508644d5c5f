//! The variant for the values two others hold at once (`typespace/normalise/both.rs`), named
//! after the two.

use std::collections::{BTreeMap, BTreeSet};

use syn::Fields;

use crate::attrs::option_inner;

/// The struct variants of `e` that hold two others at once (`typespace/normalise/both.rs`:
/// monika's redis, `UriAndHostPort` before `Uri` and `HostPort`), with the two: their fields
/// are the two's, and what they require is what each of the two requires, each a name the
/// other does not.
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
            let apart =
                a < b && ![a, b].contains(&i) && !req_a.is_subset(req_b) && !req_b.is_subset(req_a);
            let some = !req_a.is_empty() && !req_b.is_empty();
            if apart && some && *required == req_a | req_b && *all == all_a | all_b {
                out.insert(*i, (*a, *b));
                break;
            }
        }
    }
    out
}
