//! Helpers shared by the integration tests: copies of this crate for real cargo runs
//! (`cargo_build.rs`, `families.rs`, `suite.rs`) and JSON equality by value (`oracle.rs`,
//! `proptest_oracle.rs`).

#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{Number, Value};

/// The repository root.
pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One target directory for every copy, so the dependencies compile once.
pub fn target_dir() -> PathBuf {
    repo().join("target/build-tests")
}

/// Copies what a build of the crate needs into `dir`.
pub fn copy_crate(dir: &Path) {
    fs::create_dir_all(dir).unwrap();
    for item in [
        "Cargo.toml",
        "Cargo.lock",
        "build.rs",
        "README.md",
        "src",
        "schemas",
        "codegen",
        "xtask",
        "benches",
    ] {
        copy(&repo().join(item), &dir.join(item));
    }
}

/// Copies a file or a folder (without `target/`).
pub fn copy(from: &Path, to: &Path) {
    if from.is_dir() {
        fs::create_dir_all(to).unwrap();
        for entry in fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            if entry.file_name() != "target" {
                copy(&entry.path(), &to.join(entry.file_name()));
            }
        }
    } else if let Err(e) = fs::copy(from, to) {
        // A file that vanished while copying (an editor's or a test's temporary) is not part
        // of the crate; any other failure is.
        assert!(
            !from.exists(),
            "{} -> {}: {e}",
            from.display(),
            to.display()
        );
    }
}

/// JSON equality where numbers compare by value: `3600 == 3600.0 == 3.6e3`.
pub fn json_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => num_eq(x, y),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| json_eq(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_eq(v, w)))
        }
        _ => a == b,
    }
}

fn num_eq(a: &Number, b: &Number) -> bool {
    match (exact_int(a), exact_int(b)) {
        (Some(x), Some(y)) => x == y,
        _ => a.as_f64() == b.as_f64(),
    }
}

/// A number with no fractional part as an exact integer (floats only below 2^100, where the
/// conversion is exact).
pub fn exact_int(n: &Number) -> Option<i128> {
    if let Some(u) = n.as_u64() {
        return Some(i128::from(u));
    }
    if let Some(i) = n.as_i64() {
        return Some(i128::from(i));
    }
    let f = n.as_f64()?;
    #[allow(clippy::cast_possible_truncation)]
    (f.fract() == 0.0 && f.abs() < 1e30).then_some(f as i128)
}
