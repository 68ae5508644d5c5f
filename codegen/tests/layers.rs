//! The generator's top-level modules import each other without a cycle: arrows point one way
//! (input, schema, typify and the model, then what emits the Rust, then the family that ties
//! them), so each layer can be read, and changed, knowing only those below it.
//!
//! Read from the source: a module depends on another where its code (not its comments, not
//! its `#[cfg(test)] mod tests`) names `crate::other`. Tarjan's components over that graph;
//! any component of more than one module is a cycle, listed with the files that close it.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// `module → (module it names → files naming it)`, over `codegen/src`.
type Graph = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file: without comment lines and without its inline test module.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level modules `code` names: `crate::name` and `use crate::{name, …}`.
fn named(code: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_lowercase() || *c == '_' || c.is_ascii_digit())
            .collect()
    };
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // Each path at the group's top level: `crate::{a::{B, C}, d}` names `a` and `d`.
            let (mut depth, mut start) = (0usize, true);
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if start && !c.is_whitespace() => {
                        out.insert(ident(&group[j..]));
                        start = false;
                    }
                    _ => {}
                }
            }
        } else {
            out.insert(ident(rest));
        }
    }
    out.retain(|m| modules.contains(m));
    out
}

fn graph(src: &Path) -> Graph {
    let modules: BTreeSet<String> = fs::read_dir(src)
        .unwrap()
        .filter_map(|e| {
            let path = e.unwrap().path();
            let stem = path.file_stem()?.to_str()?.to_owned();
            (path.extension().is_some_and(|x| x == "rs") && stem != "lib").then_some(stem)
        })
        .collect();
    let mut files = Vec::new();
    sources(src, &mut files);
    let mut graph: Graph = modules
        .iter()
        .map(|m| (m.clone(), BTreeMap::new()))
        .collect();
    for file in files {
        let rel = file
            .strip_prefix(src)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let top = rel.split(['/', '.']).next().unwrap_or("").to_owned();
        let is_test =
            rel.ends_with("tests.rs") || rel.contains("/tests/") || rel.ends_with("testing.rs");
        if top == "lib" || is_test || !modules.contains(&top) {
            continue;
        }
        for other in named(&code(&fs::read_to_string(&file).unwrap()), &modules) {
            if other != top {
                let edges = graph.get_mut(&top).unwrap();
                edges.entry(other).or_default().insert(rel.clone());
            }
        }
    }
    graph
}

/// The strongly connected components of more than one module (Tarjan, iterative).
fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    let names: Vec<&String> = graph.keys().collect();
    let at: BTreeMap<&String, usize> = names.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let succ: Vec<Vec<usize>> = names
        .iter()
        .map(|n| graph[*n].keys().map(|m| at[m]).collect())
        .collect();
    let (mut index, mut low, mut on) = (
        vec![usize::MAX; names.len()],
        vec![0; names.len()],
        vec![false; names.len()],
    );
    let (mut stack, mut out, mut next) = (Vec::new(), Vec::new(), 0);
    for root in 0..names.len() {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0)];
        while let Some((v, i)) = work.pop() {
            if i == 0 {
                index[v] = next;
                low[v] = next;
                next += 1;
                stack.push(v);
                on[v] = true;
            }
            if let Some(&w) = succ[v].get(i) {
                work.push((v, i + 1));
                if index[w] == usize::MAX {
                    work.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on[w] = false;
                    component.push(names[w].clone());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    out.push(component);
                }
            }
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
        }
    }
    out
}

#[test]
fn the_generators_modules_import_each_other_without_a_cycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let graph = graph(&src);
    assert!(
        graph.len() > 10,
        "read {} modules from {}",
        graph.len(),
        src.display()
    );
    let found = cycles(&graph);
    let mut report = String::new();
    for component in &found {
        let _ = writeln!(report, "cycle: {component:?}");
        for a in component {
            for (b, files) in &graph[a] {
                if component.contains(b) {
                    let _ = writeln!(report, "  {a} -> {b}: {files:?}");
                }
            }
        }
    }
    assert!(found.is_empty(), "{report}");
}

/// `(edges, the cycles among them)`.
type Case<'a> = (&'a [(&'a str, &'a str)], &'a [&'a [&'a str]]);

#[test]
fn a_cycle_is_found_and_a_chain_is_not() {
    let graph_of = |edges: &[(&str, &str)]| -> Graph {
        let mut g: Graph = BTreeMap::new();
        for (a, b) in edges {
            g.entry((*b).to_owned()).or_default();
            let files = g.entry((*a).to_owned()).or_default();
            files
                .entry((*b).to_owned())
                .or_default()
                .insert(format!("{a}.rs"));
        }
        g
    };
    let cases: &[Case] = &[
        (&[("a", "b"), ("b", "c")], &[]),
        (&[("a", "b"), ("b", "a")], &[&["a", "b"]]),
        (
            &[("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")],
            &[&["a", "b", "c"]],
        ),
        (
            &[("a", "b"), ("b", "a"), ("c", "d"), ("d", "c")],
            &[&["a", "b"], &["c", "d"]],
        ),
    ];
    for (edges, want) in cases {
        let mut got = cycles(&graph_of(edges));
        got.sort();
        let want: Vec<Vec<String>> = want
            .iter()
            .map(|c| c.iter().map(|s| (*s).to_owned()).collect())
            .collect();
        assert_eq!(got, want, "{edges:?}");
    }
    let modules: BTreeSet<String> = ["engine", "family", "ir"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    let text = "use crate::{engine::{A, B}, ir::Schema};\n// crate::family in a comment\nfn f() { crate::ir::X; }\n#[cfg(test)]\nmod tests { use crate::family; }";
    let found: Vec<String> = named(&code(text), &modules).into_iter().collect();
    assert_eq!(found, ["engine", "ir"]);
}
