//! The generator in-process on the suite's items, before any crate is built: which it
//! refuses (each then not applicable, with the generator's error), and what the rest type
//! coarser than their schema.

use std::fs;
use std::path::Path;

use super::{krate, Item};

/// Runs the generator in-process on `subset` of `items` (indices): its coarsenings, or the
/// error's file if any.
fn generated(
    schemas: &Path,
    items: &[Item],
    subset: &[usize],
) -> Result<Vec<agent_approval_codegen::Coarsening>, (Option<usize>, String)> {
    let chosen: Vec<&Item> = subset.iter().map(|&i| &items[i]).collect();
    fs::write(schemas.join("manifest.toml"), krate::manifest(&chosen)).unwrap();
    let result = std::panic::catch_unwind(|| agent_approval_codegen::generate(schemas));
    match result {
        Ok(Ok(g)) => {
            if let Some(dir) = std::env::var_os("SUITE_SOURCES") {
                sources(Path::new(&dir), &chosen, &g.source);
            }
            Ok(g.coarsened)
        }
        Ok(Err(e)) => {
            let at = subset
                .iter()
                .copied()
                .find(|&i| e.file() == Path::new("schemas").join(&items[i].file));
            Err((at, e.to_string()))
        }
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .unwrap_or_default();
            Err((None, format!("the generator panicked: {msg}")))
        }
    }
}

/// `SUITE_SOURCES=DIR`: the source generated for one suite file's groups, written once to
/// `DIR/<its module>.rs` (the first run that generates them: alone, before the run of every
/// file together), so that two generators' output can be compared file by file.
fn sources(dir: &Path, chosen: &[&Item], source: &str) {
    let Some(first) = chosen.iter().find(|i| i.group.is_some()) else {
        return;
    };
    let module = first
        .module
        .split("::")
        .take(3)
        .collect::<Vec<_>>()
        .join("_");
    let path = dir.join(format!("{module}.rs"));
    if !path.exists() {
        fs::create_dir_all(dir).unwrap();
        fs::write(path, source).unwrap();
    }
}

/// Marks as not applicable every item of `subset` the generator refuses: an error naming a
/// file removes that file; an error naming none splits the groups in halves. Returns what the
/// run that succeeded typed coarser than its schema.
pub fn refuse(
    schemas: &Path,
    items: &mut [Item],
    subset: Vec<usize>,
) -> Vec<agent_approval_codegen::Coarsening> {
    let mut live: Vec<usize> = subset;
    loop {
        live.retain(|&i| items[i].na.is_none());
        match generated(schemas, items, &live) {
            Ok(coarsened) => return coarsened,
            Err((Some(i), reason)) => items[i].na = Some(reason),
            Err((None, reason)) => {
                let groups: Vec<usize> = live
                    .iter()
                    .copied()
                    .filter(|&i| items[i].group.is_some())
                    .collect();
                let remotes: Vec<usize> = live
                    .iter()
                    .copied()
                    .filter(|&i| items[i].group.is_none())
                    .collect();
                if groups.len() <= 1 {
                    for i in groups {
                        items[i].na = Some(reason.clone());
                    }
                    if live.iter().all(|&i| items[i].group.is_none()) {
                        panic!("the remote documents alone are refused: {reason}");
                    }
                    continue;
                }
                let (a, b) = groups.split_at(groups.len() / 2);
                for half in [a, b] {
                    refuse(schemas, items, [remotes.clone(), half.to_vec()].concat());
                }
            }
        }
    }
}
