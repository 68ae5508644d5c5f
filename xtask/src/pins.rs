//! The `sha256` pins of `schemas/manifest.toml`: checking vendored files against them, and
//! rewriting one pin in place without touching the rest of the file.

use std::fmt::Write as _;
use std::path::Path;

use agent_approval_codegen::Manifest;
use anyhow::{bail, Context};
use sha2::{Digest, Sha256};

/// Lowercase hex sha256 of `bytes`.
#[must_use]
pub fn sha256_hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    Sha256::digest(bytes)
        .iter()
        .fold(String::with_capacity(64), |mut hex, b| {
            let _ = write!(hex, "{b:02x}");
            hex
        })
}

/// Checks every vendored file listed in `schemas_dir/manifest.toml` against its pin and
/// returns one message per file that does not match (empty when all do).
pub fn check(schemas_dir: &Path) -> anyhow::Result<Vec<String>> {
    let manifest = Manifest::load(schemas_dir)?;
    let mut mismatches = Vec::new();
    for entry in &manifest.schemas {
        let fix = "run `cargo xtask schema-sync` (or restore the file)";
        match std::fs::read(schemas_dir.join(&entry.file)) {
            Ok(_) if entry.sha256.is_empty() => mismatches.push(format!(
                "schemas/{}: no sha256 pin in schemas/manifest.toml; run `cargo xtask schema-sync {}`",
                entry.file, entry.file
            )),
            Err(e) if entry.sha256.is_empty() && e.kind() == std::io::ErrorKind::NotFound => {
                mismatches.push(format!(
                    "schemas/{}: not vendored yet; run `cargo xtask schema-sync {}`",
                    entry.file, entry.file
                ));
            }
            Ok(bytes) => {
                let actual = sha256_hex(&bytes);
                if !actual.eq_ignore_ascii_case(&entry.sha256) {
                    mismatches.push(format!(
                        "schemas/{}: sha256 {actual} does not match the pin {} in schemas/manifest.toml; {fix}",
                        entry.file, entry.sha256
                    ));
                }
            }
            Err(e) => mismatches.push(format!("schemas/{}: cannot read ({e}); {fix}", entry.file)),
        }
    }
    Ok(mismatches)
}

/// Rewrites the `sha256` of the `[[schema]]` table whose `file` is `file`, changing only the
/// 64 hex digits of the old pin, so comments and layout stay as they are. A table not pinned
/// yet gets its pin in its `sha256 = ""` line, or in a line added after its `upstream`.
pub fn replace_pin(manifest: &str, file: &str, new_sha256: &str) -> anyhow::Result<String> {
    let path = Path::new("schemas/manifest.toml");
    let (start, end) = table_span(manifest, file)?;
    let table = &manifest[start..end];
    let parsed = Manifest::parse(path, table).context("cannot read a [[schema]] table")?;
    let old = parsed.schemas.first().map_or("", |e| e.sha256.as_str());
    let (at, len, replacement) = if old.is_empty() {
        first_pin(table, file, new_sha256)?
    } else {
        let hits: Vec<usize> = table.match_indices(old).map(|(at, _)| at).collect();
        let [at] = hits[..] else {
            bail!(
                "the pin of {file:?} appears {} times in its [[schema]] table",
                hits.len()
            );
        };
        (at, old.len(), new_sha256.to_owned())
    };
    let at = start + at;
    let updated = format!("{}{replacement}{}", &manifest[..at], &manifest[at + len..]);
    // The rewrite must change exactly that pin.
    let before = Manifest::parse(path, manifest)?;
    let mut expected = before.schemas.clone();
    for entry in &mut expected {
        if entry.file == file {
            new_sha256.clone_into(&mut entry.sha256);
        }
    }
    if Manifest::parse(path, &updated)?.schemas != expected {
        bail!("rewriting the pin of {file:?} would change more than that pin");
    }
    Ok(updated)
}

/// The edit that pins a table without a pin: `(offset in table, length, replacement)`.
/// Sets `codex_version = "VERSION"` in the `[[schema]]` table of `file`: replaces the line
/// if there is one, else adds it after the table's `sha256` line (or its `upstream` line).
/// Nothing else in the manifest changes, comments and order included.
pub fn set_codex_version(manifest: &str, file: &str, version: &str) -> anyhow::Result<String> {
    let path = Path::new("schemas/manifest.toml");
    let (start, end) = table_span(manifest, file)?;
    let table = &manifest[start..end];
    let quoted = toml_string(version);
    let mut lines: Vec<String> = table.split_inclusive('\n').map(str::to_owned).collect();
    let key_of = |line: &str| {
        line.trim_start()
            .split('=')
            .next()
            .map(|k| k.trim().to_owned())
            .filter(|_| line.contains('='))
    };
    if let Some(line) = lines
        .iter_mut()
        .find(|l| key_of(l).as_deref() == Some("codex_version"))
    {
        let indent = line[..line.len() - line.trim_start().len()].to_owned();
        *line = format!("{indent}codex_version = {quoted}\n");
    } else {
        let Some(after) = ["sha256", "upstream"].iter().find_map(|key| {
            lines
                .iter()
                .position(|l| key_of(l).as_deref() == Some(*key))
        }) else {
            bail!("cannot find the upstream line of {file:?} in its [[schema]] table");
        };
        if !lines[after].ends_with('\n') {
            lines[after].push('\n');
        }
        let indent = {
            let l = &lines[after];
            l[..l.len() - l.trim_start().len()].to_owned()
        };
        lines.insert(after + 1, format!("{indent}codex_version = {quoted}\n"));
    }
    let updated = format!(
        "{}{}{}",
        &manifest[..start],
        lines.concat(),
        &manifest[end..]
    );
    let mut expected = Manifest::parse(path, manifest)?.schemas;
    for entry in &mut expected {
        if entry.file == file {
            entry.codex_version = Some(version.to_owned());
        }
    }
    if Manifest::parse(path, &updated)?.schemas != expected {
        bail!("recording the codex version of {file:?} would change more than that line");
    }
    Ok(updated)
}

/// A TOML basic string holding `s`.
fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The byte span of the one `[[schema]]` table whose `file` is `file` (up to the next table).
fn table_span(manifest: &str, file: &str) -> anyhow::Result<(usize, usize)> {
    let path = Path::new("schemas/manifest.toml");
    // Table starts: the offset of every line that reads `[[schema]]`.
    let mut starts: Vec<usize> = Vec::new();
    let mut offset = 0;
    for line in manifest.split_inclusive('\n') {
        if line.trim() == "[[schema]]" {
            starts.push(offset);
        }
        offset += line.len();
    }
    let mut found = None;
    for (i, &start) in starts.iter().enumerate() {
        let end = starts.get(i + 1).copied().unwrap_or(manifest.len());
        let parsed = Manifest::parse(path, &manifest[start..end])
            .context("cannot read a [[schema]] table")?;
        if parsed.schemas.first().is_some_and(|e| e.file == file) {
            found = Some((start, end));
        }
    }
    found.with_context(|| format!("schemas/manifest.toml has no [[schema]] table for {file:?}"))
}

fn first_pin(table: &str, file: &str, new_sha256: &str) -> anyhow::Result<(usize, usize, String)> {
    // The line `<key> = …` of `key`, with its offset in the table.
    let line_of = |key: &str| {
        let mut offset = 0;
        for line in table.split_inclusive('\n') {
            let rest = line.trim_start().strip_prefix(key);
            if rest.is_some_and(|r| r.trim_start().starts_with('=')) {
                return Some((offset, line));
            }
            offset += line.len();
        }
        None
    };
    if let Some((offset, line)) = line_of("sha256") {
        // `sha256 = ""` (or `''`): the pin goes between the quotes.
        let value = line.find('=').map_or(0, |eq| eq + 1);
        let Some(at) = ["\"\"", "''"]
            .iter()
            .filter_map(|empty| line[value..].find(empty))
            .min()
        else {
            bail!("cannot find the empty sha256 of {file:?} in its [[schema]] table");
        };
        return Ok((offset + value + at, 2, format!("\"{new_sha256}\"")));
    }
    let Some((offset, line)) = line_of("upstream") else {
        bail!("cannot find the upstream line of {file:?} in its [[schema]] table");
    };
    let indent = &line[..line.len() - line.trim_start().len()];
    let newline = if line.ends_with('\n') { "" } else { "\n" };
    Ok((
        offset + line.len(),
        0,
        format!("{newline}{indent}sha256 = \"{new_sha256}\"\n"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str = r#"# Header comment.

[[schema]]
file = "a.json"
module = "a"
upstream = "https://example.com/a.json"
sha256 = "1111111111111111111111111111111111111111111111111111111111111111" # pinned

[[schema]]
# b is pinned to the same bytes as a.
file = "b.json"
module = "b"
upstream = "https://example.com/b.json"
sha256 = "1111111111111111111111111111111111111111111111111111111111111111"
"#;

    #[test]
    fn sha256_of_empty_input() {
        assert_eq!(
            sha256_hex(b""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
    }

    #[test]
    fn replaces_only_the_named_pin() {
        let (old, new) = ("1".repeat(64), "2".repeat(64));
        let second = MANIFEST.rfind(&old).unwrap();
        let expected_b = format!("{}{new}{}", &MANIFEST[..second], &MANIFEST[second + 64..]);
        assert_eq!(replace_pin(MANIFEST, "b.json", &new).unwrap(), expected_b);
        assert_eq!(
            replace_pin(MANIFEST, "a.json", &new).unwrap(),
            MANIFEST.replacen(&old, &new, 1)
        );
    }

    #[test]
    fn pins_a_table_without_a_pin() {
        let pin = "2".repeat(64);
        let table = |sha256_line: &str, end: &str| {
            format!(
                "# Header.\n\n[[schema]]\nfile = \"n.json\"\nmodule = \"a\"\nupstream = \"https://example.com/n.json\"{end}{sha256_line}"
            )
        };
        let pinned = table(&format!("sha256 = \"{pin}\"\n"), "\n");
        // (manifest, expected after pinning n.json)
        let cases = [
            (table("", "\n"), pinned.clone()),
            (table("", ""), pinned.clone()),
            (table("sha256 = \"\"\n", "\n"), pinned.clone()),
            (
                table("sha256 = '' # to do\n", "\n"),
                table(&format!("sha256 = \"{pin}\" # to do\n"), "\n"),
            ),
            (
                format!("{}root = \"A\"\n", table("", "\n")),
                format!("{pinned}root = \"A\"\n"),
            ),
            (
                format!("{}{MANIFEST}", table("", "\n")),
                format!("{pinned}{MANIFEST}"),
            ),
        ];
        for (manifest, expected) in cases {
            assert_eq!(
                replace_pin(&manifest, "n.json", &pin).unwrap(),
                expected,
                "{manifest}"
            );
        }
    }

    #[test]
    fn check_names_a_schema_not_vendored_or_pinned_yet() {
        let dir = tempfile::tempdir().unwrap();
        let manifest = "[[schema]]\nfile = \"x/s.json\"\nmodule = \"x\"\nupstream = \"https://example.com/s.json\"\n";
        std::fs::write(dir.path().join("manifest.toml"), manifest).unwrap();
        assert_eq!(
            check(dir.path()).unwrap(),
            ["schemas/x/s.json: not vendored yet; run `cargo xtask schema-sync x/s.json`"]
        );
        std::fs::create_dir(dir.path().join("x")).unwrap();
        std::fs::write(dir.path().join("x/s.json"), "{}\n").unwrap();
        assert_eq!(
            check(dir.path()).unwrap(),
            ["schemas/x/s.json: no sha256 pin in schemas/manifest.toml; run `cargo xtask schema-sync x/s.json`"]
        );
    }

    #[test]
    fn refuses_an_unknown_file() {
        let err = replace_pin(MANIFEST, "c.json", &"2".repeat(64)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "schemas/manifest.toml has no [[schema]] table for \"c.json\""
        );
    }

    #[test]
    fn check_catches_a_hand_edited_file() {
        let dir = tempfile::tempdir().unwrap();
        let pin = sha256_hex(b"{}\n");
        let manifest = format!(
            "[[schema]]\nfile = \"x/s.json\"\nmodule = \"x\"\nupstream = \"https://example.com/s.json\"\nsha256 = \"{pin}\"\n"
        );
        std::fs::write(dir.path().join("manifest.toml"), manifest).unwrap();
        std::fs::create_dir(dir.path().join("x")).unwrap();
        std::fs::write(dir.path().join("x/s.json"), "{}\n").unwrap();
        assert_eq!(check(dir.path()).unwrap(), Vec::<String>::new());

        std::fs::write(dir.path().join("x/s.json"), "{ }\n").unwrap();
        let actual = sha256_hex(b"{ }\n");
        assert_eq!(
            check(dir.path()).unwrap(),
            [format!(
                "schemas/x/s.json: sha256 {actual} does not match the pin {pin} in schemas/manifest.toml; \
                 run `cargo xtask schema-sync` (or restore the file)"
            )]
        );
    }
}
