//! What the family's unit tests share: a file of a family from its document.

use std::path::PathBuf;

use serde_json::Value;

use super::File;
use crate::manifest::Manifest;

/// The `i`th file of a test family: `schemas/f<i>.json` in module `m<i>`, base
/// `file:///f<i>.json` unless its document has an `$id`.
pub(crate) fn file(i: usize, doc: &Value) -> File {
    let path = format!("f{i}.json");
    let manifest = Manifest::parse(
        std::path::Path::new("schemas/manifest.toml"),
        &format!(
            "[[schema]]\nfile = \"{path}\"\nmodule = \"m{i}\"\nupstream = \"https://example.com/{path}\"\nsha256 = \"\"\n"
        ),
    )
    .unwrap();
    let bytes = serde_json::to_vec(doc).unwrap();
    File::load(
        PathBuf::from(format!("schemas/{path}")),
        &bytes,
        manifest.schemas[0].clone(),
    )
    .unwrap()
}
