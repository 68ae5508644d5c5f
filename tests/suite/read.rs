//! Reading the suite: its test groups and the remote documents they refer to, as items of the
//! temporary crate.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use super::{Draft, Item};

/// Lowercase, non-alphanumerics to `_`, Rust keywords suffixed with `_`.
pub fn ident(name: &str) -> String {
    const KEYWORDS: &[&str] = &[
        "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
        "extern", "false", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod",
        "move", "mut", "pub", "ref", "return", "self", "static", "struct", "super", "trait",
        "true", "type", "unsafe", "use", "where", "while", "abstract", "become", "box", "do",
        "final", "macro", "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
    ];
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    if KEYWORDS.contains(&s.as_str()) || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.push('_');
    }
    s
}

pub fn read_json(path: &Path) -> Value {
    serde_json::from_slice(&fs::read(path).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The `.json` files of `dir`, sorted; none when it does not exist (a catalog laid out like
/// the suite need not have `optional/format/`).
pub fn sorted_json_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

/// A group's schema as a file: with the draft's `$schema` when it has none, and a boolean
/// schema wrapped in `allOf` (a schema file must be an object).
pub fn group_doc(schema: &Value, draft: &Draft) -> Value {
    match schema {
        Value::Object(o) => {
            let mut o = o.clone();
            o.entry("$schema").or_insert_with(|| json!(draft.uri));
            Value::Object(o)
        }
        other => json!({ "$schema": draft.uri, "allOf": [other] }),
    }
}

/// Every test group of the draft's top-level files and of `optional/format/`.
/// `SUITE_CHUNK=k/n`: only every `n`th file from the `k`th (0-based), so a catalog too large
/// for one crate (SchemaStore's 369 draft-07 schemas) runs in `n` smaller ones.
fn in_chunk(file: usize) -> bool {
    let Ok(chunk) = std::env::var("SUITE_CHUNK") else {
        return true;
    };
    let parsed = chunk
        .split_once('/')
        .and_then(|(k, n)| Some((k.parse::<usize>().ok()?, n.parse::<usize>().ok()?)));
    let Some((k, n)) = parsed.filter(|(k, n)| k < n) else {
        panic!("SUITE_CHUNK={chunk}: expected k/n with k < n");
    };
    file % n == k
}

pub fn groups(suite: &Path, draft: &Draft) -> Vec<Item> {
    let mut out = Vec::new();
    let sections = [
        ("required", PathBuf::from(draft.dir), "", ""),
        (
            "format",
            Path::new(draft.dir).join("optional/format"),
            "optional/format/",
            "optional_format::",
        ),
    ];
    for (section, dir, sub, module_sub) in sections {
        for (n, path) in sorted_json_files(&suite.join(&dir)).into_iter().enumerate() {
            if !in_chunk(n) {
                continue;
            }
            let stem = path.file_stem().unwrap().to_str().unwrap();
            let file = format!("{}/{sub}{stem}.json", draft.dir);
            let Value::Array(groups) = read_json(&path) else {
                panic!("{file}: not an array of groups")
            };
            for (n, g) in groups.iter().enumerate() {
                out.push(Item {
                    file: format!("suite/{}/{sub}{stem}/g{n}.json", draft.dir),
                    module: format!("suite::{}::{module_sub}{}::g{n}", draft.module, ident(stem)),
                    doc: group_doc(&g["schema"], draft),
                    group: Some((
                        file.clone(),
                        section,
                        g["description"].as_str().unwrap().to_owned(),
                        g["tests"].clone(),
                    )),
                    na: None,
                    broken: None,
                    kept: Vec::new(),
                    unread: Vec::new(),
                });
            }
        }
    }
    out
}

/// The remote documents (`http://localhost:1234/...`) the draft's tests refer to: those at the
/// top of `remotes/` for draft-07 and older, and those in the draft's own folder
/// (`remotes/draft4/`, …, `remotes/draft2020-12/`). The other folders hold documents of
/// drafts the generator does not read (draft 3, `v1`).
pub fn remotes(suite: &Path, draft: &Draft) -> Vec<Item> {
    fn walk(dir: &Path, rel: &str, out: &mut Vec<(String, PathBuf)>) {
        let mut entries: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap()).collect();
        entries.sort_by_key(fs::DirEntry::file_name);
        for e in entries {
            let name = e.file_name().into_string().unwrap();
            let rel = if rel.is_empty() {
                name.clone()
            } else {
                format!("{rel}/{name}")
            };
            if e.path().is_dir() {
                walk(&e.path(), &rel, out);
            } else if name.ends_with(".json") {
                out.push((rel, e.path()));
            }
        }
    }
    let mut all = Vec::new();
    // A catalog laid out like the suite may have no remote documents at all.
    if suite.join("remotes").is_dir() {
        walk(&suite.join("remotes"), "", &mut all);
    }
    let draft_folders = [
        "draft3",
        "draft4",
        "draft6",
        "draft7",
        "draft2019-09",
        "draft2020-12",
        "v1",
    ];
    let mut out = Vec::new();
    for (rel, path) in all {
        let folder = rel.split_once('/').map(|(f, _)| f);
        let wanted = match folder {
            Some(f) if draft_folders.contains(&f) => f == draft.dir,
            // The documents at the top serve the tests of draft-07 and older.
            _ => matches!(draft.dir, "draft4" | "draft6" | "draft7"),
        };
        if !wanted {
            continue;
        }
        let Value::Object(mut doc) = read_json(&path) else {
            continue;
        };
        // The suite serves these at `http://localhost:1234/<path>`; a document without `$id`
        // gets that URI as its `$id`, since the generator's base for a file without one is
        // its `file:` path under `schemas/`. Likewise one without `$schema` gets the draft
        // of the tests that use it.
        doc.entry(draft.id)
            .or_insert_with(|| json!(format!("http://localhost:1234/{rel}")));
        doc.entry("$schema").or_insert_with(|| json!(draft.uri));
        let module = rel
            .trim_end_matches(".json")
            .split('/')
            .map(ident)
            .collect::<Vec<_>>()
            .join("::");
        out.push(Item {
            file: format!("remotes/{rel}"),
            module: format!("remotes::{module}"),
            doc: Value::Object(doc),
            group: None,
            na: None,
            broken: None,
            kept: Vec::new(),
            unread: Vec::new(),
        });
    }
    out
}

/// The remote documents some group refers to, directly or through another kept remote: a
/// remote is kept when its file name (without `.json`), or its `$id`, appears in a `$ref` or `$schema` of a
/// group or kept remote. A catalog's remotes are many and large (SchemaStore's, 65), and each
/// is generated again with every subset the in-process check tries.
pub fn referenced(remotes: Vec<Item>, groups: &[Item]) -> Vec<Item> {
    let all: Vec<&Item> = remotes.iter().collect();
    let mine: Vec<&Item> = groups.iter().collect();
    let keep = kept(&all, &mine);
    remotes
        .into_iter()
        .enumerate()
        .filter(|(i, _)| keep.contains(i))
        .map(|(_, r)| r)
        .collect()
}

/// Of `remote_ids` (indices into `items`), those `groups` reach (see [`referenced`]).
pub fn reached(items: &[Item], remote_ids: &[usize], groups: &[&Item]) -> Vec<usize> {
    let remotes: Vec<&Item> = remote_ids.iter().map(|&i| &items[i]).collect();
    kept(&remotes, groups)
        .into_iter()
        .map(|k| remote_ids[k])
        .collect()
}

/// The indices of `remotes` that `groups` reach, directly or through another kept remote.
fn kept(remotes: &[&Item], groups: &[&Item]) -> Vec<usize> {
    fn strings(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(o) => {
                for (k, v) in o {
                    match (k.as_str(), v) {
                        (
                            "$ref" | "$schema" | "$dynamicRef" | "$recursiveRef",
                            Value::String(s),
                        ) => {
                            out.push(s.clone());
                        }
                        _ => strings(v, out),
                    }
                }
            }
            Value::Array(a) => a.iter().for_each(|v| strings(v, out)),
            _ => {}
        }
    }
    let mut refs = Vec::new();
    groups.iter().for_each(|g| strings(&g.doc, &mut refs));
    let mut pending: Vec<usize> = (0..remotes.len()).collect();
    let mut kept = Vec::new();
    loop {
        let (now, rest): (Vec<usize>, Vec<usize>) = pending.into_iter().partition(|&i| {
            let r = remotes[i];
            let file = r.file.rsplit('/').next().unwrap_or(&r.file);
            // `tsconfig#/definitions/…` names `tsconfig.json`.
            let name = file.trim_end_matches(".json").to_owned();
            let id = ["$id", "id"]
                .iter()
                .find_map(|k| r.doc.get(*k).and_then(Value::as_str))
                .map(|id| id.trim_end_matches('#').to_owned());
            refs.iter().any(|s| {
                s.contains(&name) || id.as_ref().is_some_and(|id| s.starts_with(id.as_str()))
            })
        });
        pending = rest;
        if now.is_empty() {
            kept.sort_unstable();
            return kept;
        }
        now.iter()
            .for_each(|&i| strings(&remotes[i].doc, &mut refs));
        kept.extend(now);
    }
}
