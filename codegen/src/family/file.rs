//! One vendored file of a family read and parsed (`crate::file::File`): the document the
//! engine judges with, the type model's copy of it (`crate::upgrade`), its base URI and draft.

use std::path::PathBuf;

use serde_json::Value;

use crate::compile;
use crate::error::{Error, ErrorKind};
use crate::file::File;
use crate::manifest::Entry;

impl File {
    /// Parses a file's bytes.
    pub(crate) fn load(shown: PathBuf, bytes: &[u8], entry: Entry) -> Result<Self, Error> {
        let mut doc: Value = serde_json::from_slice(bytes)
            .map_err(|e| Error::new(&shown, "", ErrorKind::Json(e.to_string())))?;
        crate::spelling::spell(&mut doc);
        let draft = compile::draft_of(&shown, &doc, entry.default_draft())?;
        let own_id = doc.get(draft.id_keyword()).and_then(Value::as_str);
        if let (Some(own), Some(alias)) = (own_id, &entry.id) {
            return Err(Error::new(
                &shown,
                &format!("/{}", draft.id_keyword()),
                ErrorKind::Manifest(format!(
                    "the document has its own identifier {own:?}; the manifest's id {alias:?} is only for documents without one"
                )),
            ));
        }
        let base = compile::base_uri(&doc, draft, entry.id.as_deref(), &entry.file);
        if let Value::Object(o) = &mut doc {
            o.entry("$schema")
                .or_insert_with(|| Value::String(draft.uri().to_owned()));
        }
        let (mut shape, moved) = crate::pipeline::shape(&doc, draft, &base);
        if let (Value::Object(o), Some(alias)) = (&mut shape, &entry.id) {
            o.insert("$id".into(), Value::String(alias.clone()));
        }
        Ok(Self {
            shown,
            doc,
            shape,
            moved,
            entry,
            base,
            draft,
            built_in: false,
        })
    }

    pub(super) fn module(&self) -> Vec<String> {
        self.entry
            .module_path()
            .iter()
            .map(|s| (*s).to_owned())
            .collect()
    }
}
