//! `$ref`s as the type model reads them: one to the document itself by its fragment alone.

use serde_json::Value;

/// Spells every `$ref` to the document itself by its fragment alone (catalog-info's
/// `"catalog-info.json#/definitions/entity"` in `https://json.schemastore.org/catalog-info.json`
/// is `#/definitions/entity`), as the type model finds local targets; not where a nested
/// `$id` changes the base URI (a plain-name `"#error"` does not, and where no `$ref` names
/// it, it is left out: typify reads a nested `$id` as a new document).
pub(super) fn local(doc: &mut Value) {
    let Some(id) = doc.get("$id").and_then(Value::as_str).map(str::to_owned) else {
        return;
    };
    let mut nested = false;
    super::each_schema(doc, "", super::Order::Before, &mut |obj, at| {
        let base = obj.get("$id").and_then(Value::as_str);
        nested |= !at.is_empty() && base.is_some_and(|b| !b.starts_with('#'));
    });
    if nested {
        return;
    }
    let base = id.split('#').next().unwrap_or_default().to_owned();
    super::each_schema(doc, "", super::Order::Before, &mut |obj, _| {
        let Some(Value::String(r)) = obj.get_mut("$ref") else {
            return;
        };
        if r.starts_with('#') {
            return;
        }
        // The fragment as written (still percent-encoded), where the rest names this file.
        let (file, fragment) = r.split_once('#').unwrap_or((r.as_str(), ""));
        let same = crate::compile::split_reference(&base, file).is_some_and(|(uri, _)| uri == base);
        if same {
            *r = format!("#{fragment}");
        }
    });
    // A plain-name `$id` no `$ref` names only names a location (common's `"$id": "#error"`).
    let mut found = Vec::new();
    crate::engine::references(doc, "", &mut found);
    super::each_schema(doc, "", super::Order::Before, &mut |obj, at| {
        let anchor = obj
            .get("$id")
            .and_then(Value::as_str)
            .filter(|a| a.starts_with('#'));
        if let Some(a) = anchor.map(str::to_owned) {
            if !at.is_empty() && !found.iter().any(|(_, r)| r.ends_with(&a)) {
                obj.remove("$id");
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn references_to_the_document_itself_are_local() {
        let cases = [
            // By the file's name, relative to its `$id`; an unused anchor left out.
            (
                json!({"$id": "https://x/c.json", "definitions": {"e": {"$id": "#e"}},
                       "properties": {"a": {"$ref": "c.json#/definitions/e"},
                                      "b": {"$ref": "https://x/c.json#/definitions/e"},
                                      "c": {"$ref": "other.json#/definitions/e"}}}),
                json!({"$id": "https://x/c.json", "definitions": {"e": {}},
                       "properties": {"a": {"$ref": "#/definitions/e"},
                                      "b": {"$ref": "#/definitions/e"},
                                      "c": {"$ref": "other.json#/definitions/e"}}}),
            ),
            // An anchor a `$ref` names stays.
            (
                json!({"$id": "https://x/c.json", "definitions": {"e": {"$id": "#e"}},
                       "properties": {"a": {"$ref": "#e"}}}),
                json!({"$id": "https://x/c.json", "definitions": {"e": {"$id": "#e"}},
                       "properties": {"a": {"$ref": "#e"}}}),
            ),
            // A nested `$id` that changes the base: left as it is.
            (
                json!({"$id": "https://x/c.json", "definitions": {"e": {"$id": "https://x/d/e.json"}},
                       "properties": {"a": {"$ref": "c.json#/definitions/e"}}}),
                json!({"$id": "https://x/c.json", "definitions": {"e": {"$id": "https://x/d/e.json"}},
                       "properties": {"a": {"$ref": "c.json#/definitions/e"}}}),
            ),
        ];
        for (doc, want) in cases {
            let mut copy = doc.clone();
            super::local(&mut copy);
            assert_eq!(copy, want, "{doc}");
        }
    }
}
