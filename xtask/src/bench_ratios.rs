//! `cargo xtask bench-ratios`: reads criterion's results (`target/criterion/**/new/`) and prints
//! a markdown table of medians, with each `ours/…` function's ratio to every other function of
//! the same group.
//!
//! A ratio below 1 means ours is faster. The table is a report, not a test: no target is
//! asserted, because timings depend on the machine and its load.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use anyhow::{bail, Context};
use serde_json::Value;

/// One criterion benchmark: where it sits and its median.
#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    /// The group's name, plus `/<parameter>` when the benchmark has one.
    pub row: String,
    /// The function's name, e.g. `ours/from_str` or `floor/serde_plain`.
    pub function: String,
    /// Median time per iteration, in nanoseconds.
    pub median_ns: f64,
}

/// Every measurement under `criterion_dir` (criterion's output directory), sorted by row and
/// function.
pub fn load(criterion_dir: &Path) -> anyhow::Result<Vec<Measurement>> {
    let mut found = Vec::new();
    collect(criterion_dir, &mut found)
        .with_context(|| format!("cannot read {}", criterion_dir.display()))?;
    if found.is_empty() {
        bail!(
            "no criterion results under {}; run `cargo bench --bench parse` first",
            criterion_dir.display()
        );
    }
    found.sort_by(|a, b| (&a.row, &a.function).cmp(&(&b.row, &b.function)));
    Ok(found)
}

/// Walks `dir`, reading each `new/benchmark.json` with its `new/estimates.json`.
fn collect(dir: &Path, found: &mut Vec<Measurement>) -> anyhow::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if !path.is_dir() {
            continue;
        }
        let meta = path.join("benchmark.json");
        if path.file_name().is_some_and(|n| n == "new") && meta.is_file() {
            found.push(read(&meta, &path.join("estimates.json"))?);
        } else {
            collect(&path, found)?;
        }
    }
    Ok(())
}

/// One measurement from criterion's two files.
fn read(meta: &Path, estimates: &Path) -> anyhow::Result<Measurement> {
    let json = |p: &Path| -> anyhow::Result<Value> {
        let text =
            std::fs::read_to_string(p).with_context(|| format!("cannot read {}", p.display()))?;
        serde_json::from_str(&text).with_context(|| format!("{}: not JSON", p.display()))
    };
    let (meta_v, est) = (json(meta)?, json(estimates)?);
    let field = |k: &str| meta_v.get(k).and_then(Value::as_str);
    let group = field("group_id").with_context(|| format!("{}: no group_id", meta.display()))?;
    let function = field("function_id").unwrap_or(group);
    let row = match field("value_str") {
        Some(value) => format!("{group}/{value}"),
        None => group.to_owned(),
    };
    let median_ns = est
        .pointer("/median/point_estimate")
        .and_then(Value::as_f64)
        .with_context(|| format!("{}: no median", estimates.display()))?;
    Ok(Measurement {
        row,
        function: function.to_owned(),
        median_ns,
    })
}

/// Writes one markdown table per `ours/…` function: a line per group with ours' median, each
/// other function's median, and ours divided by it.
pub fn report(measurements: &[Measurement], out: &mut dyn Write) -> anyhow::Result<()> {
    // row -> function -> median
    let mut rows: BTreeMap<&str, BTreeMap<&str, f64>> = BTreeMap::new();
    for m in measurements {
        rows.entry(&m.row)
            .or_default()
            .insert(&m.function, m.median_ns);
    }
    // ours function -> (rows that have it, the other functions seen beside it)
    let mut tables: BTreeMap<&str, (Vec<&str>, Vec<&str>)> = BTreeMap::new();
    for (row, functions) in &rows {
        for ours in functions.keys().filter(|f| f.starts_with("ours/")) {
            let (table_rows, others) = tables.entry(ours).or_default();
            table_rows.push(row);
            for f in functions.keys().filter(|f| !f.starts_with("ours/")) {
                if !others.contains(f) {
                    others.push(f);
                }
            }
        }
    }
    for (ours, (table_rows, others)) in &tables {
        write!(out, "\n| group | `{ours}` |")?;
        for f in others {
            write!(out, " `{f}` | ours / `{f}` |")?;
        }
        write!(out, "\n|---|---:|")?;
        for _ in others {
            write!(out, "---:|---:|")?;
        }
        writeln!(out)?;
        for row in table_rows {
            let functions = &rows[row];
            let mine = functions[ours];
            write!(out, "| {row} | {} |", human(mine))?;
            for f in others {
                match functions.get(f) {
                    Some(&theirs) => write!(out, " {} | {:.2} |", human(theirs), mine / theirs)?,
                    None => write!(out, " – | – |")?,
                }
            }
            writeln!(out)?;
        }
    }
    Ok(())
}

/// A duration in nanoseconds, in the unit that keeps three significant digits.
fn human(ns: f64) -> String {
    if ns >= 1e6 {
        format!("{:.3} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.3} µs", ns / 1e3)
    } else {
        format!("{ns:.1} ns")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes criterion's two files for one benchmark.
    fn bench(dir: &Path, group: &str, function: &str, value: Option<&str>, median: f64) {
        let new = dir
            .join(group)
            .join(function.replace('/', "_"))
            .join(value.unwrap_or(""))
            .join("new");
        std::fs::create_dir_all(&new).unwrap();
        let meta = serde_json::json!({
            "group_id": group, "function_id": function, "value_str": value,
            "throughput": null, "full_id": "", "directory_name": "", "title": "",
        });
        std::fs::write(new.join("benchmark.json"), meta.to_string()).unwrap();
        let est = serde_json::json!({ "median": { "point_estimate": median } });
        std::fs::write(new.join("estimates.json"), est.to_string()).unwrap();
    }

    #[test]
    fn one_table_per_ours_function_with_ratios() {
        let dir = tempfile::tempdir().unwrap();
        bench(dir.path(), "aap/full", "ours/from_str", None, 1200.0);
        bench(dir.path(), "aap/full", "floor/serde_plain", None, 1000.0);
        bench(
            dir.path(),
            "aap/full",
            "jsonschema/value+validate",
            None,
            4000.0,
        );
        bench(
            dir.path(),
            "validate",
            "ours/validate",
            Some("aap/full"),
            500.0,
        );
        bench(
            dir.path(),
            "validate",
            "jsonschema/validate",
            Some("aap/full"),
            2_000_000.0,
        );
        let mut out = Vec::new();
        report(&load(dir.path()).unwrap(), &mut out).unwrap();
        let expected = "
| group | `ours/from_str` | `floor/serde_plain` | ours / `floor/serde_plain` | `jsonschema/value+validate` | ours / `jsonschema/value+validate` |
|---|---:|---:|---:|---:|---:|
| aap/full | 1.200 µs | 1.000 µs | 1.20 | 4.000 µs | 0.30 |

| group | `ours/validate` | `jsonschema/validate` | ours / `jsonschema/validate` |
|---|---:|---:|---:|
| validate/aap/full | 500.0 ns | 2.000 ms | 0.00 |
";
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }

    #[test]
    fn empty_directory_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let err = load(dir.path()).unwrap_err().to_string();
        assert!(err.starts_with("no criterion results under"), "{err}");
    }
}
