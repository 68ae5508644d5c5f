//! Walks over a document as read, before any rewrite: what every stage that reads a file's
//! references needs, below them all.

use serde_json::Value;

/// Every `$ref`-like keyword of a document: `(pointer to the keyword, its value)`.
pub(crate) fn references(doc: &Value, at: &str, out: &mut Vec<(String, String)>) {
    references_at(doc, &mut at.to_owned(), out);
}

/// [`references`], its pointers spelled in one buffer: a token pushed before going down and
/// cut after.
fn references_at(doc: &Value, at: &mut String, out: &mut Vec<(String, String)>) {
    let len = at.len();
    match doc {
        Value::Object(o) => {
            for (k, v) in o {
                crate::error::push_token(at, k);
                match (k.as_str(), v) {
                    ("$ref" | "$dynamicRef" | "$recursiveRef", Value::String(r)) => {
                        out.push((at.clone(), r.clone()));
                    }
                    (k, _) if crate::keywords::holds_data(k) => {}
                    _ => references_at(v, at, out),
                }
                at.truncate(len);
            }
        }
        Value::Array(a) => {
            for (i, v) in a.iter().enumerate() {
                crate::error::push_token(at, &i.to_string());
                references_at(v, at, out);
                at.truncate(len);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn references_are_listed_with_their_pointers() {
        let doc = json!({"properties": {"a": {"$ref": "#/definitions/nope"}},
            "enum": [{"$ref": "data"}], "allOf": [{"$dynamicRef": "#meta"}]});
        let mut refs = Vec::new();
        super::references(&doc, "", &mut refs);
        assert_eq!(
            refs,
            vec![
                ("/allOf/0/$dynamicRef".to_owned(), "#meta".to_owned()),
                (
                    "/properties/a/$ref".to_owned(),
                    "#/definitions/nope".to_owned()
                ),
            ]
        );
    }
}
