//! Names typify gives twice: it names an inline type after its path (`spec.tls.certificate`
//! and `spec.tlsCertificate` are both `SpecTlsCertificate`) and reuses the first type for the
//! second, different schema. The generator retitles the second and types the file again.
//! (How a title becomes a Rust type name is `crate::ident`'s.)

use std::collections::BTreeMap;

use serde_json::Value;

/// How many times one file is typed again with new titles before the pairing error stands.
/// Each time retitles every reuse the last walk found (`pairing::Walk::reused`), so a file
/// whose reuses are all found by one walk needs one more run; a title given can make typify
/// reuse another name, which the next run finds.
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

/// Where to write a new title when typify gave `item` to the schema at `second` and another:
/// `second` itself (named by its definition where its own title in `doc` gave `item`, ACP's
/// `ElicitationPropertySchemaOther` for a branch titled `other`; else `item2`), or, once it
/// has a title and typify still reuses `item` there,
/// the nearest schema holding it that is neither a union's branch (its title names a
/// variant) nor a definition or the root (their names are the user's): typify reused that
/// one's type, named alike (pixi's `depends_on` and `depends-on`, both `…DependsOn`), so its
/// title is that name's next (`TaskInlineTableDependsOn2`). `None` when every place has one.
pub(super) fn place(
    item: &str,
    second: &str,
    titles: &BTreeMap<String, String>,
    (doc, pointers): (&Value, &BTreeMap<String, crate::ir::NodeId>),
) -> Option<(String, String)> {
    if !titles.contains_key(second) {
        let title = (by_definition(item, second, doc))
            .filter(|t| !titles.values().any(|v| v == t))
            .unwrap_or_else(|| next_title(item, titles));
        return Some((second.to_owned(), title));
    }
    let mut at = second;
    while let Some((parent, _)) = at.rsplit_once('/') {
        at = parent;
        let tokens: Vec<&str> = at.split('/').collect();
        let (own, before) = match tokens.as_slice() {
            [.., before, own] => (*own, *before),
            _ => break,
        };
        let branch = matches!(before, "oneOf" | "anyOf");
        if branch || is_definition(at) || !pointers.contains_key(at) || titles.contains_key(at) {
            continue;
        }
        // typify's name of `at`: `item` up to the last word of `at`'s own name.
        let own = crate::ident::rust_name(&crate::error::unescape_token(own));
        let base = (item.rfind(&own))
            .filter(|_| !own.is_empty())
            .map_or(item, |i| &item[..i + own.len()]);
        return Some((at.to_owned(), next_title(base, titles)));
    }
    None
}

/// `item` after the definition holding `second`, where `second`'s own title in `doc` gave it
/// (`/$defs/MultiSelectItems/anyOf/1` titled `other`: `MultiSelectItemsOther`).
fn by_definition(item: &str, second: &str, doc: &Value) -> Option<String> {
    let title = doc.pointer(second)?.get("title")?.as_str()?;
    let mut tokens = second.split('/').skip(1);
    let (container, name) = (tokens.next()?, tokens.next()?);
    let inside = matches!(container, "definitions" | "$defs") && tokens.next().is_some();
    let name = crate::error::unescape_token(name);
    (inside && crate::ident::rust_name(title) == item)
        .then(|| format!("{}{item}", crate::ident::rust_name(&name)))
}

/// Retitles each place the pairing error `e` names (one `PairingError::Ambiguous`, or every
/// reuse one walk found), adding the titles to `titles`; whether any was placed.
pub(super) fn place_all(
    e: &crate::pairing::PairingError,
    titles: &mut BTreeMap<String, String>,
    doc_pointers: (&Value, &BTreeMap<String, crate::ir::NodeId>),
) -> bool {
    use crate::pairing::PairingError;
    let ambiguous = match e {
        PairingError::Reused(all) => all.as_slice(),
        one => std::slice::from_ref(one),
    };
    let mut placed = false;
    for one in ambiguous {
        let PairingError::Ambiguous { item, second, .. } = one else {
            continue;
        };
        if let Some((at, title)) = place(item, second, titles, doc_pointers) {
            titles.insert(at, title);
            placed = true;
        }
    }
    placed
}

/// Whether `pointer` is a definition's own (`/definitions/X`, `/$defs/X`): typify names it by
/// its key, not by a title.
pub(in crate::typespace) fn is_definition(pointer: &str) -> bool {
    let tokens: Vec<&str> = pointer.split('/').collect();
    tokens.len() == 3 && matches!(tokens[1], "definitions" | "$defs")
}

/// Writes each title of `titles` (by pointer) into `doc`: typify names a titled type after it.
pub(super) fn apply(doc: &mut Value, titles: &BTreeMap<String, String>) {
    for (pointer, title) in titles {
        if let Some(Value::Object(obj)) = doc.pointer_mut(pointer) {
            obj.insert("title".into(), Value::String(title.clone()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{apply, by_definition, next_title, place};
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

    /// Titles already given, by pointer.
    type Titled<'a> = &'a [(&'a str, &'a str)];

    #[test]
    fn a_reused_name_is_set_apart_where_typify_reused_it() {
        let pointers: BTreeMap<String, usize> = [
            "",
            "/definitions/T",
            "/definitions/T/properties/depends_on",
            "/definitions/T/properties/depends_on/oneOf/0",
            "/definitions/T/properties/depends_on/oneOf/0/items",
        ]
        .into_iter()
        .enumerate()
        .map(|(i, p)| (p.to_owned(), i))
        .collect();
        let item = "TDependsOnArrayItem";
        let second = "/definitions/T/properties/depends_on/oneOf/0/items";
        // `(titles already given, where the next goes and its title)`: the schema itself
        // first; then the nearest holder that is no branch, definition or root.
        let cases: [(Titled, Option<(&str, &str)>); 3] = [
            (&[], Some((second, "TDependsOnArrayItem2"))),
            (
                &[(second, "TDependsOnArrayItem2")],
                Some(("/definitions/T/properties/depends_on", "TDependsOn2")),
            ),
            (
                &[
                    (second, "TDependsOnArrayItem2"),
                    ("/definitions/T/properties/depends_on", "TDependsOn2"),
                ],
                None,
            ),
        ];
        for (given, want) in cases {
            let titles: BTreeMap<String, String> = (given.iter())
                .map(|(p, t)| ((*p).to_owned(), (*t).to_owned()))
                .collect();
            let got = place(item, second, &titles, (&json!({}), &pointers));
            let want = want.map(|(p, t)| (p.to_owned(), t.to_owned()));
            assert_eq!(got, want, "{given:?}");
        }
    }

    /// A schema whose own title gave typify's name is retitled after its definition; one named
    /// after its path, or outside a definition, or the definition itself, is not.
    #[test]
    fn a_title_given_twice_is_set_apart_by_its_definition() {
        let doc = json!({"$defs": {
            "MultiSelectItems": {"anyOf": [{"type": "object"}, {"title": "other"}]},
            "a/b": {"anyOf": [{"title": "other"}]},
            "Other": {"title": "other"},
            "Plain": {"anyOf": [{"type": "object"}]}},
            "anyOf": [{"title": "other"}]});
        let cases = [
            (
                "Other",
                "/$defs/MultiSelectItems/anyOf/1",
                Some("MultiSelectItemsOther"),
            ),
            ("Other", "/$defs/a~1b/anyOf/0", Some("ABOther")),
            ("Other", "/$defs/Other", None),
            ("Other", "/anyOf/0", None),
            ("PlainSubtype0", "/$defs/Plain/anyOf/0", None),
            ("Another", "/$defs/MultiSelectItems/anyOf/1", None),
        ];
        for (item, second, want) in cases {
            assert_eq!(
                by_definition(item, second, &doc).as_deref(),
                want,
                "{second}"
            );
        }
    }
}
