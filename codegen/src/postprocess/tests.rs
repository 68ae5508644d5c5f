//! Unit tests of the post-processing steps.

use super::*;

#[test]
fn fields_with_one_rust_name_get_distinct_names() {
    let mut s: syn::ItemStruct = parse_quote! {
        struct S {
            #[serde(rename = "foo\nbar")]
            foo_bar: f64,
            #[serde(rename = "foo\"bar")]
            foo_bar: f64,
            foo_bar_2: f64,
        }
    };
    let Fields::Named(fields) = &mut s.fields else {
        unreachable!()
    };
    unique_idents(fields).unwrap();
    let names: Vec<String> = fields
        .named
        .iter()
        .map(|f| f.ident.as_ref().unwrap().to_string())
        .collect();
    assert_eq!(names, ["foo_bar", "foo_bar_3", "foo_bar_2"]);
    assert_eq!(
        Serde::parse(&fields.named[1].attrs)
            .unwrap()
            .rename
            .as_deref(),
        Some("foo\"bar")
    );
}
