//! String enum values typify would name alike, named apart: where the symbols are what tells
//! them apart, spelled out (`Etc/GMT+0`, `Etc/GMT-0`, `Etc/GMT0`: `EtcGmtPlus0`,
//! `EtcGmtMinus0`, `EtcGmt0`; separators `-`, `_`, `/`: `Minus`, `Underscore`, `Slash`); where
//! only the case is (`1C Enterprise`, `1c enterprise`; `tcp`, `TCP`), the later ones numbered
//! (`X1cEnterprise2`, `Tcp2`), as one names such values by hand.
//!
//! typify names a variant from its value, so its copy holds a placeholder for each value named
//! apart here: the spelled-out words and [`MARK`], a character no name keeps. The strings of
//! typify's output (the `rename`s, `Display`, `FromStr`) are given back their values
//! ([`restore`]) before anything reads them.

use serde_json::{Map, Value};
use syn::visit_mut::VisitMut;

use super::unique;
use crate::ident::typify_variant;

/// Ends every placeholder (WORD JOINER: not alphanumeric, so no name keeps it, and no schema's
/// value in the catalogs has it).
const MARK: char = '\u{2060}';

/// Symbols and the word each is spelled as.
const WORDS: &[(char, &str)] = &[
    ('+', "plus"),
    ('-', "minus"),
    ('/', "slash"),
    ('\\', "backslash"),
    ('_', "underscore"),
    ('.', "dot"),
    (',', "comma"),
    (':', "colon"),
    (';', "semicolon"),
    ('*', "star"),
    ('#', "hash"),
    ('&', "and"),
    ('@', "at"),
    ('!', "bang"),
    ('=', "eq"),
    ('<', "lt"),
    ('>', "gt"),
    ('%', "percent"),
    ('|', "pipe"),
    ('~', "tilde"),
    ('^', "caret"),
    ('?', "question"),
    ('$', "dollar"),
    ('(', "open"),
    (')', "close"),
    ('[', "open bracket"),
    (']', "close bracket"),
    ('{', "open brace"),
    ('}', "close brace"),
    ('\'', "quote"),
    ('"', "double quote"),
    (' ', "space"),
];

/// Gives the string `enum` of `obj` placeholders typify names apart, where its values are not
/// (the values whose names another shares); `(placeholder, value)` for each, or `None` where
/// the names would still clash (the enum is then a `String`, reported). A string `default`
/// that is one of them becomes its placeholder too.
pub(super) fn name_apart(obj: &mut Map<String, Value>) -> Option<Vec<(String, String)>> {
    let Some(Value::Array(values)) = obj.get("enum") else {
        return None;
    };
    let strings: Vec<&str> = values.iter().filter_map(Value::as_str).collect();
    let names: Vec<String> = strings.iter().map(|v| typify_variant(v)).collect();
    // Each value whose name another shares, its symbols spelled out: but for those every value
    // of that name has, where that tells them apart (`Etc/GMT+0`, `Etc/GMT-0`: `Etc/GMT plus
    // 0`, `Etc/GMT minus 0`), else every one (`,`, `, `: `comma`, `comma space`).
    let mut spelled: Vec<String> = Vec::new();
    for (i, value) in strings.iter().enumerate() {
        let alike: Vec<&str> = (0..strings.len())
            .filter(|&j| names[j] == names[i])
            .map(|j| strings[j])
            .collect();
        if alike.len() == 1 {
            spelled.push((*value).to_owned());
            continue;
        }
        let common = |c: char| alike.iter().all(|v| v.contains(c));
        let apart = |keep: &dyn Fn(char) -> bool| {
            let all: Vec<String> = alike
                .iter()
                .map(|v| typify_variant(&spell(v, &names[i], keep)))
                .collect();
            unique(&all)
        };
        let spelled_all = |_: char| false;
        let keep: &dyn Fn(char) -> bool = if !apart(&common) && apart(&spelled_all) {
            &spelled_all
        } else {
            &common
        };
        spelled.push(spell(value, &names[i], keep));
    }
    // What spelling leaves alike (only the case differs): the later ones numbered, each with
    // the first number no other value's name has.
    let mut taken: std::collections::BTreeSet<String> =
        spelled.iter().map(|s| typify_variant(s)).collect();
    for i in 0..spelled.len() {
        let name = typify_variant(&spelled[i]);
        if (0..i).any(|j| typify_variant(&spelled[j]) == name) {
            let free = (2..=spelled.len() + 1)
                .map(|n| format!("{} {n}", spelled[i]))
                .find(|s| !taken.contains(&typify_variant(s)))?;
            taken.insert(typify_variant(&free));
            spelled[i] = free;
        }
    }
    let final_names: Vec<String> = spelled.iter().map(|s| typify_variant(s)).collect();
    if !unique(&final_names) {
        return None;
    }
    let renamed: Vec<(String, String)> = (strings.iter().zip(&spelled))
        .filter(|(value, spelling)| **value != spelling.as_str())
        .map(|(value, spelling)| (format!("{spelling}{MARK}"), (*value).to_owned()))
        .collect();
    if let Some(Value::Array(values)) = obj.get_mut("enum") {
        for v in values.iter_mut() {
            to_placeholder(&renamed, v);
        }
    }
    if let Some(default) = obj.get_mut("default") {
        to_placeholder(&renamed, default);
    }
    Some(renamed)
}

/// `v`, where it is a value `renamed` names apart, as its placeholder.
pub(super) fn to_placeholder(renamed: &[(String, String)], v: &mut Value) {
    let found = renamed.iter().find(|(_, value)| v.as_str() == Some(value));
    if let Some((placeholder, _)) = found {
        *v = Value::String(placeholder.clone());
    }
}

/// `value` with its symbols (but the `common` ones) spelled out as words, where that changes
/// its name (`name`).
fn spell(value: &str, name: &str, common: &dyn Fn(char) -> bool) -> String {
    let mut out = String::new();
    for c in value.chars() {
        match WORDS.iter().find(|(s, _)| *s == c && !common(c)) {
            Some((_, word)) => {
                out.push(' ');
                out.push_str(word);
                out.push(' ');
            }
            None => out.push(c),
        }
    }
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    if typify_variant(&out) == name {
        value.to_owned()
    } else {
        out
    }
}

/// Gives the strings of typify's output (`file`) back the values `renamed` placeholders stand
/// for.
pub(in crate::typespace) fn restore(file: &mut syn::File, renamed: &[(String, String)]) {
    struct Restore<'a>(&'a [(String, String)]);
    impl Restore<'_> {
        // The whole string, or (in a longer text) each placeholder, the longest first: one
        // may end another (`comma⁠` and `space comma⁠`).
        fn text(&self, text: String) -> Option<String> {
            if !text.contains(MARK) {
                return None;
            }
            if let Some((_, value)) = self.0.iter().find(|(p, _)| *p == text) {
                return Some(value.clone());
            }
            let mut longest_first: Vec<&(String, String)> = self.0.iter().collect();
            longest_first.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
            Some(
                (longest_first.into_iter()).fold(text, |t, (placeholder, value)| {
                    t.replace(placeholder, value)
                }),
            )
        }
        // An attribute's or a macro's tokens (`#[serde(rename = "…")]`) are not parsed: their
        // string literals are found among the tokens.
        fn tokens(&self, tokens: &mut proc_macro2::TokenStream) {
            use proc_macro2::TokenTree;
            let fixed = std::mem::take(tokens).into_iter().map(|t| match t {
                TokenTree::Group(g) => {
                    let mut inner = g.stream();
                    self.tokens(&mut inner);
                    let mut group = proc_macro2::Group::new(g.delimiter(), inner);
                    group.set_span(g.span());
                    TokenTree::Group(group)
                }
                TokenTree::Literal(l) => {
                    let lit = syn::parse2::<syn::LitStr>(TokenTree::Literal(l.clone()).into());
                    match lit.ok().and_then(|s| self.text(s.value())) {
                        Some(text) => TokenTree::Literal(proc_macro2::Literal::string(&text)),
                        None => TokenTree::Literal(l),
                    }
                }
                other => other,
            });
            *tokens = fixed.collect();
        }
    }
    impl VisitMut for Restore<'_> {
        fn visit_lit_str_mut(&mut self, lit: &mut syn::LitStr) {
            if let Some(text) = self.text(lit.value()) {
                *lit = syn::LitStr::new(&text, lit.span());
            }
        }
        fn visit_meta_list_mut(&mut self, list: &mut syn::MetaList) {
            self.tokens(&mut list.tokens);
        }
        fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
            self.tokens(&mut mac.tokens);
        }
    }
    if !renamed.is_empty() {
        Restore(renamed).visit_file_mut(file);
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::ident::typify_variant;

    #[test]
    fn values_named_alike_are_named_apart() {
        let cases: &[(serde_json::Value, Option<&[&str]>)] = &[
            (
                json!(["Etc/GMT+0", "Etc/GMT-0", "Etc/GMT0", "UTC"]),
                Some(&["EtcGmtPlus0", "EtcGmtMinus0", "EtcGmt0", "Utc"]),
            ),
            (
                json!(["-", "_", "/"]),
                Some(&["Minus", "Underscore", "Slash"]),
            ),
            (json!(["tcp", "TCP", "udp"]), Some(&["Tcp", "Tcp2", "Udp"])),
            (
                json!(["1C Enterprise", "1c enterprise"]),
                Some(&["X1cEnterprise", "X1cEnterprise2"]),
            ),
            // Already apart: nothing renamed.
            (json!(["a", "b"]), Some(&["A", "B"])),
        ];
        for (values, want) in cases {
            let mut obj = json!({"type": "string", "enum": values, "default": values[1]});
            let obj = obj.as_object_mut().unwrap();
            let renamed = super::name_apart(obj);
            let names: Option<Vec<String>> = renamed.as_ref().map(|_| {
                obj["enum"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| typify_variant(v.as_str().unwrap()))
                    .collect()
            });
            let want: Option<Vec<String>> =
                want.map(|w| w.iter().map(|s| (*s).to_owned()).collect());
            assert_eq!(names, want, "{values}");
            // Every placeholder maps back to its value, the default among them.
            for (placeholder, value) in renamed.into_iter().flatten() {
                assert!(values.as_array().unwrap().contains(&value.clone().into()));
                assert!(placeholder.ends_with(super::MARK), "{placeholder:?}");
                if value == values[1] {
                    assert_eq!(obj["default"], json!(placeholder));
                }
            }
        }
    }

    #[test]
    fn placeholders_are_given_back_their_values() {
        let mut file: syn::File = syn::parse_quote! {
            enum E { #[serde(rename = "Etc/GMT minus 0\u{2060}")] EtcGmtMinus0 }
            fn f() -> &'static str { "Etc/GMT minus 0\u{2060}" }
        };
        super::restore(
            &mut file,
            &[("Etc/GMT minus 0\u{2060}".into(), "Etc/GMT-0".into())],
        );
        let text = quote::quote!(#file).to_string();
        assert!(!text.contains('\u{2060}'), "{text}");
        assert_eq!(text.matches("\"Etc/GMT-0\"").count(), 2, "{text}");
    }
}
