//! Two types of one name in one file's items: why, in the error's words.

use serde_json::Value;

use super::File;

/// Why typify gave two types of one file the name `name`, and what to do.
pub(super) fn twice_in_file(f: &File, name: &str) -> String {
    let root = f.shape.as_object();
    let referred = root
        .and_then(|r| r.get("$ref"))
        .and_then(Value::as_str)
        .and_then(|r| {
            r.strip_prefix("#/definitions/")
                .or_else(|| r.strip_prefix("#/$defs/"))
        })
        .filter(|d| crate::typespace::rust_name(d) == name);
    let nullable = root
        .and_then(|r| r.get("type"))
        .and_then(Value::as_array)
        .is_some_and(|t| t.len() > 1 && t.iter().any(|t| t == "null"));
    let file = f.shown.display();
    if let Some(d) = referred {
        format!(
            "type `{name}` is generated twice in {file}: the root, named `{name}`, refers to the definition {d:?}, which is named `{name}` too; give the root another name (`root` in its manifest entry)"
        )
    } else if nullable {
        format!(
            "type `{name}` is generated twice in {file}: typify names a root whose `type` allows `null` and the type inside its `Option` both after the root, whatever its name (a limit of typify 0.8 this generator does not mend yet)"
        )
    } else {
        format!(
            "type `{name}` is generated twice in {file}: typify gives two of its types that name; give the root another name (`root` in its manifest entry) if it is one of them"
        )
    }
}
