//! Reading catalog files: folder listings and instance files, JSON and TOML (`.yaml`/`.yml`
//! are skipped: the workspace's crates hold no YAML parser).

use std::path::{Path, PathBuf};

use serde_json::{json, Value};

/// The entries of a folder, sorted (none when it cannot be read).
pub fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| Some(e.ok()?.path())).collect())
        .unwrap_or_default();
    paths.sort();
    paths
}

/// An instance file as JSON, or why it is skipped.
pub fn read_instance(path: &Path) -> Result<Value, String> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or_default()
        .to_ascii_lowercase();
    let bytes = std::fs::read(path).map_err(|_| "unreadable file".to_owned())?;
    match ext.as_str() {
        "json" => serde_json::from_slice(&bytes).map_err(|_| "json: not JSON".to_owned()),
        "yaml" | "yml" => Err("yaml: no YAML parser among the workspace's crates".to_owned()),
        "toml" => {
            let text = String::from_utf8(bytes).map_err(|_| "toml: not UTF-8".to_owned())?;
            let table: toml::Table =
                toml::from_str(&text).map_err(|_| "toml: not TOML".to_owned())?;
            toml_to_json(toml::Value::Table(table))
        }
        other => Err(format!("unknown extension .{other}")),
    }
}

/// A TOML value as JSON: date-times as their TOML text.
pub fn toml_to_json(value: toml::Value) -> Result<Value, String> {
    Ok(match value {
        toml::Value::String(s) => Value::String(s),
        toml::Value::Integer(i) => json!(i),
        toml::Value::Float(f) => serde_json::Number::from_f64(f)
            .map(Value::Number)
            .ok_or_else(|| "toml: a float JSON cannot hold (nan, inf)".to_owned())?,
        toml::Value::Boolean(b) => Value::Bool(b),
        toml::Value::Datetime(d) => Value::String(d.to_string()),
        toml::Value::Array(a) => {
            Value::Array(a.into_iter().map(toml_to_json).collect::<Result<_, _>>()?)
        }
        toml::Value::Table(t) => Value::Object(
            t.into_iter()
                .map(|(k, v)| Ok((k, toml_to_json(v)?)))
                .collect::<Result<_, String>>()?,
        ),
    })
}
