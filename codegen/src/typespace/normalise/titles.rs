//! The annotations typify turns into names and doc comments, made fit for both.

use serde_json::{Map, Value};

use super::{Normaliser, KEPT_ANNOTATIONS};

impl Normaliser<'_> {
    /// Makes `obj`'s annotations fit: line breaks without carriage returns (rustc refuses a
    /// bare one in a doc comment), and no title inside a definition that names the type the
    /// definition is named (winget's `InstallModes` holds items titled `InstallModes`:
    /// typify would emit two items of that name; untitled, typify names it from its path).
    pub(super) fn fit_annotations(&self, obj: &mut Map<String, Value>, pointer: &str) {
        // A carriage return is not allowed in a doc comment: line breaks are `\n`.
        for k in KEPT_ANNOTATIONS {
            if let Some(Value::String(text)) = obj.get_mut(*k) {
                *text = text.replace("\r\n", "\n").replace('\r', "\n");
            }
        }
        let Some(title) = obj.get("title").and_then(Value::as_str) else {
            return;
        };
        let name = crate::typespace::rust_name(title);
        // Inside the definition it names, below the definition itself.
        let inside = |d: &String| {
            let token = crate::error::escape_token(d);
            ["definitions", "$defs"]
                .iter()
                .any(|c| pointer.strip_prefix(&format!("/{c}/{token}/")).is_some())
        };
        if self
            .definitions
            .iter()
            .any(|d| inside(d) && crate::typespace::rust_name(d) == name)
        {
            obj.remove("title");
        }
    }
}
