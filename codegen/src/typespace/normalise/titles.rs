//! The annotations typify turns into names and doc comments, made fit for both.

use serde_json::{Map, Value};

use super::{Normaliser, KEPT_ANNOTATIONS};

impl Normaliser<'_> {
    /// Makes `obj`'s annotations fit: line breaks without carriage returns (rustc refuses a
    /// bare one in a doc comment), and no title that names the type a definition is named,
    /// but on that definition (winget's `InstallModes` holds items titled `InstallModes`,
    /// cargo's `package.publish` is titled `Publish` beside the definition `Publish`: typify
    /// would emit two items of that name; untitled, typify names it from its path). A union's
    /// branch keeps its title: it names a variant, not a type.
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
        // The definition itself, or the root (its title is the root type's name).
        let itself = |d: &String| {
            let token = crate::error::escape_token(d);
            pointer.is_empty()
                || ["definitions", "$defs"]
                    .iter()
                    .any(|c| pointer == format!("/{c}/{token}"))
        };
        let (parent, _) = pointer.rsplit_once('/').unwrap_or_default();
        let branch = parent.ends_with("/oneOf") || parent.ends_with("/anyOf");
        if !branch
            && self
                .definitions
                .iter()
                .any(|d| !itself(d) && crate::typespace::rust_name(d) == name)
        {
            obj.remove("title");
        }
    }
}
