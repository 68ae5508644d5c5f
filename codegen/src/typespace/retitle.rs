//! Names typify gives twice: it names an inline type after its path (`spec.tls.certificate`
//! and `spec.tlsCertificate` are both `SpecTlsCertificate`) and reuses the first type for the
//! second, different schema. The generator retitles the second and types the file again.
//! Also how a title becomes a Rust type name ([`rust_name`]).

use std::collections::BTreeMap;

use serde_json::Value;

/// How many subschemas of one file may be retitled before the pairing error stands.
pub(super) const RETITLES: usize = 16;

/// The title for the subschema typify named `item` after another: `item2`, `item3`…, one no
/// earlier retitling took.
pub(super) fn next_title(item: &str, titles: &BTreeMap<String, String>) -> String {
    // Of `titles.len() + 1` candidates one is free.
    (2..=titles.len() + 2)
        .map(|n| format!("{item}{n}"))
        .find(|t| !titles.values().any(|v| v == t))
        .unwrap_or_default()
}

/// Writes each title of `titles` (by pointer) into `doc`: typify names a titled type after it.
pub(super) fn apply(doc: &mut Value, titles: &BTreeMap<String, String>) {
    for (pointer, title) in titles {
        if let Some(Value::Object(obj)) = doc.pointer_mut(pointer) {
            obj.insert("title".into(), Value::String(title.clone()));
        }
    }
}

/// A Rust type name from a schema title (`Item/commandExecution/requestApprovalRequest` →
/// `ItemCommandExecutionRequestApprovalRequest`).
#[must_use]
pub fn rust_name(title: &str) -> String {
    let mut out = String::new();
    for word in title.split(|c: char| !c.is_ascii_alphanumeric()) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(chars);
        }
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'T');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{apply, next_title};
    use serde_json::json;
    use std::collections::BTreeMap;

    #[test]
    fn titles_are_unique_and_written() {
        let mut titles = BTreeMap::new();
        assert_eq!(next_title("SpecTls", &titles), "SpecTls2");
        titles.insert("/properties/a".to_owned(), "SpecTls2".to_owned());
        assert_eq!(next_title("SpecTls", &titles), "SpecTls3");
        let mut doc = json!({"properties": {"a": {"type": "object"}, "b": true}});
        titles.insert("/properties/b".to_owned(), "B".to_owned());
        titles.insert("/properties/missing".to_owned(), "M".to_owned());
        apply(&mut doc, &titles);
        assert_eq!(
            doc,
            json!({"properties": {"a": {"type": "object", "title": "SpecTls2"}, "b": true}})
        );
    }
}
