//! The `sha256` pins of `schemas/manifest.toml`: checking vendored files against them, and
//! rewriting one pin in place without touching the rest of the file.

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
/// 64 hex digits of the old pin, so comments and layout stay as they are.
pub fn replace_pin(manifest: &str, file: &str, new_sha256: &str) -> anyhow::Result<String> {
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
        let table = &manifest[start..end];
        let parsed = Manifest::parse(path, table).context("cannot read a [[schema]] table")?;
        if parsed.schemas.first().is_some_and(|e| e.file == file) {
            let old = &parsed.schemas[0].sha256;
            let hits: Vec<usize> = table
                .match_indices(old.as_str())
                .map(|(at, _)| start + at)
                .collect();
            let [at] = hits[..] else {
                bail!(
                    "the pin of {file:?} appears {} times in its [[schema]] table",
                    hits.len()
                );
            };
            found = Some((at, old.len()));
        }
    }
    let Some((at, len)) = found else {
        bail!("schemas/manifest.toml has no [[schema]] table for {file:?}");
    };
    let updated = format!("{}{new_sha256}{}", &manifest[..at], &manifest[at + len..]);
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
