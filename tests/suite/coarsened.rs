//! What the generated groups type coarser than their schema, counted by reason: the limits
//! list, measured (`SUITE_COARSENINGS=1` lists each with file and pointer).

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use agent_approval_codegen::CoarseningKind;

/// Prints how many subschemas of the `live` generated groups of draft `dir` are typed coarser
/// than their schema, by reason (the reason up to its first `:`).
pub fn report(dir: &str, list: &[agent_approval_codegen::Coarsening], live: usize) {
    let files: BTreeSet<&PathBuf> = list.iter().map(|c| &c.file).collect();
    let mut by_reason: BTreeMap<String, usize> = BTreeMap::new();
    for c in list {
        let short = c.reason.split(':').next().unwrap_or("").trim().to_owned();
        *by_reason.entry(short).or_default() += 1;
        if std::env::var_os("SUITE_COARSENINGS").is_some() {
            eprintln!("COARSENING {c}");
        }
    }
    eprintln!(
        "COARSENED {dir}: {} subschemas in {} of {live} generated files",
        list.len(),
        files.len(),
    );
    for (reason, n) in by_reason {
        eprintln!("COARSENED {dir}: {n} × {reason}");
    }
}

/// The properties the generator reported it keeps in `extra` in the file `file` (under
/// `schemas/`): named only under a `then` or an `else`, by an `allOf` part typed `Value`, by
/// some branches of an `anyOf` typed as an enum tried in order, by a `then` other than the
/// one typing a property of an object without the property its `if`s test, or by a `then`
/// whose property the object's own type stands for; listed last in the reason as a JSON
/// array.
pub fn kept(list: &[agent_approval_codegen::Coarsening], file: &str) -> Vec<String> {
    list.iter()
        .filter(|c| c.kind == CoarseningKind::KeptInExtra && c.file.ends_with(file))
        .filter(|c| {
            c.reason.starts_with("properties named only under")
                || c.reason.starts_with("the properties an `allOf` part")
                || c.reason
                    .starts_with("an `anyOf` of objects is an enum tried in order")
                || c.reason.starts_with("an object without ")
                || c.reason.starts_with("what a `then` says of a property")
        })
        .filter_map(|c| {
            let at = c.reason.rfind(": [")?;
            serde_json::from_str::<Vec<String>>(&c.reason[at + 2..]).ok()
        })
        .flatten()
        .collect()
}

/// The objects in the file `file` whose `then`/`else` cases the generator reported it does
/// not type (their pointers).
pub fn unread(list: &[agent_approval_codegen::Coarsening], file: &str) -> Vec<String> {
    list.iter()
        .filter(|c| c.kind == CoarseningKind::KeptInExtra && c.file.ends_with(file))
        .filter(|c| c.reason.starts_with("what the `then`/`else` of `if` cases"))
        .map(|c| c.pointer.clone())
        .collect()
}
