//! `cargo xtask typify-raw`: typify's unmodified output for each vendored schema, committed as
//! `benches/typify_raw/*.rs` so `benches/parse.rs` can compare against it (baseline (c)).
//!
//! The output is produced exactly as typify's own `example-build/build.rs` does it: read the
//! file as a schemars `RootSchema`, `TypeSpace::new(TypeSpaceSettings::default()
//! .with_struct_builder(true))`, `add_root_schema`, then `prettyplease::unparse`. Nothing of
//! this crate's generator (`codegen/`) is involved.

use std::path::Path;

use anyhow::{bail, Context};
use typify::{TypeSpace, TypeSpaceSettings};

/// `(schema file under schemas/, output file under benches/typify_raw/)`.
pub const OUTPUTS: &[(&str, &str)] = &[
    ("codex/v1/ExecCommandApprovalResponse.json", "codex_v1.rs"),
    (
        "codex/v2/CommandExecutionRequestApprovalResponse.json",
        "codex_v2.rs",
    ),
    ("aap/aap-oversight.schema.json", "aap_oversight.rs"),
];

/// typify's output for one schema file, behind a header saying how it was made.
pub fn render(root: &Path, schema_file: &str) -> anyhow::Result<String> {
    let path = root.join("schemas").join(schema_file);
    let content = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let schema = serde_json::from_str::<schemars::schema::RootSchema>(&content)
        .with_context(|| format!("{}: not a schemars RootSchema", path.display()))?;
    let mut type_space = TypeSpace::new(TypeSpaceSettings::default().with_struct_builder(true));
    type_space
        .add_root_schema(schema)
        .with_context(|| format!("{}: typify refused it", path.display()))?;
    let file = syn::parse2::<syn::File>(type_space.to_stream())
        .with_context(|| format!("{}: typify's output does not parse", path.display()))?;
    let header = format!(
        "//! typify 0.8's unmodified output for `schemas/{schema_file}`: baseline (c) of\n\
         //! `benches/parse.rs`. Produced as typify's `example-build` does (a schemars\n\
         //! `RootSchema`, `TypeSpaceSettings::default().with_struct_builder(true)`,\n\
         //! `add_root_schema`, `prettyplease::unparse`); only this header is added.\n\
         //! Generated: regenerate with `cargo xtask typify-raw`, never edit by hand.\n\n"
    );
    Ok(header + &prettyplease::unparse(&file))
}

/// Writes (or, with `check`, compares) every file of [`OUTPUTS`] under
/// `root/benches/typify_raw/`, and returns the files that were (or would be) rewritten.
pub fn run(root: &Path, check: bool) -> anyhow::Result<Vec<String>> {
    let dir = root.join("benches/typify_raw");
    let mut stale = Vec::new();
    for (schema_file, out) in OUTPUTS {
        let text = render(root, schema_file)?;
        let path = dir.join(out);
        if std::fs::read_to_string(&path).ok().as_deref() == Some(text.as_str()) {
            continue;
        }
        stale.push(format!("benches/typify_raw/{out}"));
        if !check {
            std::fs::create_dir_all(&dir)
                .with_context(|| format!("cannot create {}", dir.display()))?;
            std::fs::write(&path, text)
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
    }
    if check && !stale.is_empty() {
        bail!(
            "{} out of date; run `cargo xtask typify-raw` and commit",
            stale.join(", ")
        );
    }
    Ok(stale)
}

#[cfg(test)]
mod tests {
    /// The committed baselines are typify's current output for the vendored schemas.
    #[test]
    fn committed_output_is_current() {
        let root = crate::find_root(std::path::Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        super::run(&root, true).unwrap();
    }
}
