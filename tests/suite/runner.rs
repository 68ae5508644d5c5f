//! Runs inside the temporary crates built by `tests/suite.rs` (one per draft): every test of
//! every JSON-Schema-Test-Suite group the generator accepted, through the group's generated
//! `Root` type. Not a test of this crate on its own (cargo does not discover files in
//! subfolders of `tests/`); `tests/suite.rs` writes the `main.rs` that calls [`main`] with one
//! checker per accepted group, and `cases.json` with the groups, their tests and the XFAIL list.
//!
//! For each test `{data, valid}`: `from_str` on the data's text and `from_value` on the data
//! must both give the suite's verdict, an accepted value must serialize back to the same
//! JSON (numbers compared by value), and no property the schema names where it stands may sit
//! in an `extra` map (`extra.rs`, on the `jsonschema` crate's annotations for the group's
//! schema in the draft's dialect, where that crate builds it). Prints a table per file and one line per unexpected
//! result; exits non-zero on any unexpected result (an XFAIL entry that passes is one). A
//! valid integer beyond the width its `format` names (`int32`: 2^40) is refused as
//! unrepresentable by design: a `WIDTH` line, counted with the XFAILs.

use std::collections::{BTreeMap, BTreeSet};
use std::panic::{catch_unwind, AssertUnwindSafe};

use agent_approval_runtime::{from_str, from_value, Validate};
use serde::Deserialize;
use serde_json::Value;

use crate::json_eq::json_eq;

/// A group's checker: runs one test's data through the group's `Root` type, with the
/// annotating validator of the group's schema when there is one.
pub type Checker = fn(&Value, Option<&jsonschema::Validator>, &Left) -> Verdict;

/// What the generator reported it leaves to the engine in a group's schema (see
/// `extra::named_in_extra_but`).
pub struct Left<'a> {
    /// Properties kept in `extra`.
    pub kept: &'a [String],
    /// Objects whose `then`/`else` cases are not typed.
    pub unread: &'a [String],
    /// The group's schema.
    pub schema: &'a Value,
}

/// What the library made of one instance.
pub struct Verdict {
    /// Accepted (by both entry points).
    pub accepted: bool,
    /// The first error when refused.
    pub error: String,
    /// Something wrong besides the verdict: the entry points disagree, or no round trip.
    pub problem: Option<String>,
    /// Whether the type has its compiled validator over tapes (feature `compiled`: what every
    /// entry point judges with).
    pub compiled: bool,
}

/// One group's checker, instantiated for its `Root` type.
pub fn check<T: Validate + std::fmt::Debug>(
    data: &Value,
    oracle: Option<&jsonschema::Validator>,
    left: &Left,
) -> Verdict {
    let compiled = T::schema().has_compiled_tape();
    // The compiled validators (over its tape; over the `Value` where there is one) against the
    // interpreted engine.
    let verdicts = agent_approval_runtime::__private::verdicts::<T>(data);
    let disagreement = verdicts.engine.as_ref().ok().and_then(|&engine| {
        [("Value", verdicts.value), ("tape", verdicts.tape)]
            .into_iter()
            .find(|(_, compiled)| compiled.is_some_and(|c| c != engine))
            .map(|(on, _)| format!("the compiled validator on the {on} says {}, the engine {engine}", !engine))
    });
    let verdict = |v: Verdict| Verdict {
        problem: disagreement.clone().or(v.problem),
        ..v
    };
    let text = from_str::<T>(&data.to_string());
    let value = from_value::<T>(data.clone());
    let round_trip = |t: &T, how: &str| -> Option<String> {
        let misplaced = oracle
            .and_then(|o| {
                let debug = format!("{t:?}");
                crate::extra::named_in_extra_but(&debug, o, data, left.kept, left.unread, left.schema)
            });
        // The round trip first: a misplaced property is reported of a value that round-trips.
        match serde_json::to_value(t) {
            Ok(back) if !json_eq(&back, data) => {
                Some(format!("{how}: serializes back to {back}"))
            }
            Ok(_) => misplaced.map(|m| {
                format!("{how}: {m:?} is named by the schema but kept in `extra`")
            }),
            Err(e) => Some(format!("{how}: cannot serialize back: {e}")),
        }
    };
    verdict(match (text, value) {
        (Ok(a), Ok(b)) => Verdict {
            accepted: true,
            error: String::new(),
            problem: round_trip(&a, "from_str").or_else(|| round_trip(&b, "from_value")),
            compiled,
        },
        (Err(a), Err(b)) => Verdict {
            accepted: false,
            error: describe(&a),
            problem: (a.to_string() != b.to_string())
                .then(|| format!("from_str and from_value refuse differently: {a} / {b}")),
            compiled,
        },
        (Ok(_), Err(b)) => Verdict {
            accepted: false,
            error: describe(&b),
            problem: Some(format!("from_str accepts, from_value refuses: {b}")),
            compiled,
        },
        (Err(a), Ok(_)) => Verdict {
            accepted: false,
            error: describe(&a),
            problem: Some(format!("from_value accepts, from_str refuses: {a}")),
            compiled,
        },
    })
}

fn describe(e: &agent_approval_runtime::Error) -> String {
    match e.validation_errors().first() {
        Some(v) => format!("[{}] {e}", v.kind().keyword()),
        None => e.to_string(),
    }
}

#[derive(Deserialize)]
struct Cases {
    draft: String,
    groups: Vec<Group>,
    /// `(file, group description, test description, reason)`.
    xfail: Vec<(String, String, String, String)>,
}

#[derive(Deserialize)]
struct Group {
    /// The suite file, e.g. `draft7/ref.json`.
    file: String,
    /// `required` or `format`.
    section: String,
    description: String,
    /// Index into the checkers, or `None` when the generator refused the group.
    checker: Option<usize>,
    /// Why the generator refused it.
    na: Option<String>,
    /// rustc's error when the generated code does not compile (a generator bug).
    broken: Option<String>,
    /// The group's schema.
    schema: Value,
    tests: Vec<Test>,
    /// Properties the generator reported it keeps in `extra` (named only under `then`).
    #[serde(default)]
    kept: Vec<String>,
    /// Objects whose `then`/`else` cases the generator reported it does not type.
    #[serde(default)]
    unread: Vec<String>,
}

/// The `jsonschema` validator of a group's schema in `draft` (the suite folder's name), for
/// its annotations; `None` where that crate does not build it alone (remote references).
fn annotating(draft: &str, schema: &Value) -> Option<jsonschema::Validator> {
    use jsonschema::Draft;
    let draft = match draft {
        "draft4" => Draft::Draft4,
        "draft6" => Draft::Draft6,
        "draft7" => Draft::Draft7,
        "draft2019-09" => Draft::Draft201909,
        _ => Draft::Draft202012,
    };
    jsonschema::options().with_draft(draft).build(schema).ok()
}

#[derive(Deserialize)]
struct Test {
    description: String,
    data: Value,
    valid: bool,
}

#[derive(Default, Clone, Copy)]
struct Counts {
    passed: usize,
    failed: usize,
    xfail: usize,
    na: usize,
}

impl Counts {
    fn add(&mut self, o: Counts) {
        self.passed += o.passed;
        self.failed += o.failed;
        self.xfail += o.xfail;
        self.na += o.na;
    }
    fn total(self) -> usize {
        self.passed + self.failed + self.xfail + self.na
    }
}

/// Runs every case of `cases.json` (next to `Cargo.toml`) with `checkers`.
pub fn main(checkers: &[Checker]) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/cases.json");
    let cases: Cases = serde_json::from_slice(&std::fs::read(path).expect("cases.json"))
        .expect("cases.json is valid");
    // Quiet panics: a panic is reported as a failure line below.
    std::panic::set_hook(Box::new(|_| {}));
    let xfail: BTreeMap<(&str, &str, &str), &str> = cases
        .xfail
        .iter()
        .map(|(f, g, t, r)| ((f.as_str(), g.as_str(), t.as_str()), r.as_str()))
        .collect();
    let mut used_xfail = BTreeSet::new();
    let mut per_file: BTreeMap<(&str, &str), Counts> = BTreeMap::new();
    let mut lines = Vec::new();
    let mut na_lines = Vec::new();
    let (mut built, mut compiled) = (0, 0);
    // Groups without a compiled validator, listed when the crate has compiled validators.
    let mut plain = Vec::new();
    for group in &cases.groups {
        let counts = per_file
            .entry((group.section.as_str(), group.file.as_str()))
            .or_default();
        if let Some(error) = &group.broken {
            counts.failed += group.tests.len();
            lines.push(format!(
                "FAIL  {} | {} | {} tests | the generated code does not compile: {error}",
                group.file,
                group.description,
                group.tests.len()
            ));
            continue;
        }
        let Some(checker) = group.checker.map(|i| checkers[i]) else {
            counts.na += group.tests.len();
            na_lines.push(format!(
                "N/A   {} | {} | {} tests | {}",
                group.file,
                group.description,
                group.tests.len(),
                group.na.as_deref().unwrap_or("refused by the generator")
            ));
            continue;
        };
        built += 1;
        let oracle = annotating(&cases.draft, &group.schema);
        let left = Left {
            kept: &group.kept,
            unread: &group.unread,
            schema: &group.schema,
        };
        for (i, test) in group.tests.iter().enumerate() {
            let verdict = catch_unwind(AssertUnwindSafe(|| checker(&test.data, oracle.as_ref(), &left)));
            match (i, verdict.as_ref().map(|v| v.compiled)) {
                (0, Ok(true)) => compiled += 1,
                (0, Ok(false)) => {
                    plain.push(format!(
                        "PLAIN {} | {} | no compiled validator: the interpreted engine judges",
                        group.file, group.description
                    ));
                }
                _ => {}
            }
            let what = match verdict {
                Err(panic) => Some(format!(
                    "panicked: {}",
                    panic
                        .downcast_ref::<String>()
                        .map(String::as_str)
                        .or_else(|| panic.downcast_ref::<&str>().copied())
                        .unwrap_or("?")
                )),
                Ok(v) => match (v.accepted, test.valid, v.problem) {
                    (_, _, Some(p)) => Some(p),
                    (true, false, None) => Some("accepted, but the suite says invalid".to_owned()),
                    (false, true, None) => Some(format!("refused: {}", v.error)),
                    _ => None,
                },
            };
            let key = (
                group.file.as_str(),
                group.description.as_str(),
                test.description.as_str(),
            );
            let known = xfail.get(&key);
            if known.is_some() {
                used_xfail.insert(key);
            }
            let line = |tag: &str, msg: &str| {
                format!(
                    "{tag} {} | {} | {} | {msg}",
                    group.file, group.description, test.description
                )
            };
            match (what, known) {
                // A valid integer beyond the width its `format` names (`int32` → `i32`):
                // refused as unrepresentable by design, never wrapped; counted apart.
                (Some(msg), None) if !test.valid || !beyond_width(&msg) => {
                    counts.failed += 1;
                    lines.push(line("FAIL ", &msg));
                }
                (Some(msg), None) => {
                    counts.xfail += 1;
                    lines.push(line("WIDTH", &msg));
                }
                (None, None) => counts.passed += 1,
                (None, Some(reason)) => {
                    counts.failed += 1;
                    lines.push(line(
                        "XPASS",
                        &format!("passes, but is listed as XFAIL ({reason})"),
                    ));
                }
                (Some(msg), Some(reason)) => {
                    counts.xfail += 1;
                    lines.push(line("XFAIL", &format!("{msg} [expected: {reason}]")));
                }
            }
        }
    }
    let mut stale = 0;
    for (key, reason) in &xfail {
        if key.0.starts_with(&format!("{}/", cases.draft)) && !used_xfail.contains(key) {
            stale += 1;
            lines.push(format!(
                "STALE {} | {} | {} | XFAIL entry matches no test ({reason})",
                key.0, key.1, key.2
            ));
        }
    }

    for line in na_lines.iter().chain(&lines) {
        println!("{line}");
    }
    println!();
    println!("| file | passed | failed | xfail | n/a | total |");
    println!("|---|---:|---:|---:|---:|---:|");
    let mut sections: BTreeMap<&str, Counts> = BTreeMap::new();
    for ((section, file), c) in &per_file {
        sections.entry(section).or_default().add(*c);
        println!(
            "| {file} | {} | {} | {} | {} | {} |",
            c.passed,
            c.failed,
            c.xfail,
            c.na,
            c.total()
        );
    }
    println!();
    let mut unexpected = stale;
    for (section, c) in &sections {
        unexpected += c.failed;
        println!(
            "SUMMARY {} {section}: passed={} failed={} xfail={} na={} total={}",
            cases.draft,
            c.passed,
            c.failed,
            c.xfail,
            c.na,
            c.total()
        );
    }
    if compiled > 0 {
        for line in &plain {
            println!("{line}");
        }
    }
    println!("COMPILED {} {compiled} of {built} groups", cases.draft);
    println!("UNEXPECTED {} {unexpected}", cases.draft);
    if unexpected > 0 {
        std::process::exit(1);
    }
}

/// Whether a refusal says an integer does not fit the Rust integer its `format` names
/// (`i32` for `int32`, `u64` for `uint64`, …).
fn beyond_width(refusal: &str) -> bool {
    const WIDTHS: [&str; 7] = ["i8", "u8", "i16", "u16", "i32", "u32", "u64"];
    refusal.contains("cannot be represented: invalid value: integer")
        && WIDTHS
            .iter()
            .any(|w| refusal.contains(&format!("expected {w}")) || refusal.contains(&format!("nonzero {w}")))
}
