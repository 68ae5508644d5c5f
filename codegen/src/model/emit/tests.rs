//! The model's declarations held to typify's: token for token (spacing aside), the item's
//! doc comment the model's; a model that says otherwise than typify printed is refused.

use quote::quote;
use serde_json::json;

use super::{declare, same};
use crate::model::Kind;
use crate::typespace::typify_alone;

#[test]
fn tokens_are_compared_token_by_token() {
    let cases = [
        (
            quote!(
                pub struct S {
                    a: i64,
                }
            ),
            quote!(
                pub struct S {
                    a: i64,
                }
            ),
            true,
        ),
        (
            quote!(
                #[serde(rename = "a")]
                x
            ),
            quote!(
                #[serde(rename = "a")]
                x
            ),
            true,
        ),
        (
            quote!(
                #[serde(rename = "a")]
                x
            ),
            quote!(
                #[serde(rename = "b")]
                x
            ),
            false,
        ),
        (quote!(a::b), quote!(a: :b), false),
        (quote!((a)), quote!([a]), false),
        (quote!(a b), quote!(a), false),
        (quote!(a), quote!(a b), false),
    ];
    for (a, b, want) in cases {
        assert_eq!(same(a.clone(), b.clone()), want, "{a} | {b}");
    }
}

#[test]
fn typify_is_held_to_the_model() {
    let mut doc = json!({"type": "object", "description": "the root",
                         "properties": {"fooBar": {"type": "string"}, "n": {"type": "integer"}},
                         "required": ["n"]});
    doc["$schema"] = json!("http://json-schema.org/draft-07/schema#");
    let schema = crate::compile::draft7(doc.clone());
    let t = typify_alone(&doc, &schema).expect("typed");
    let mut file = t.file.clone();
    assert_eq!(declare(&t.model, &mut file), Ok(()), "held twice");
    let root = quote::ToTokens::to_token_stream(&file.items[0]).to_string();
    assert!(root.starts_with("# [doc = \"the root\"]"), "{root}");
    // Each fact the model states, stated otherwise: typify's declaration is refused.
    let changes: [fn(&mut crate::model::Item); 3] = [
        |item| item.closed = true,
        |item| {
            if let Kind::Struct(fields) = &mut item.kind {
                fields[0].json = Some("foo_bar".into());
            }
        },
        |item| {
            if let Kind::Struct(fields) = &mut item.kind {
                fields[1].required = false;
            }
        },
    ];
    for change in changes {
        let mut model = crate::model::Module::default();
        for (_, item) in t.model.items.iter() {
            let mut item = item.clone();
            if item.name == "Root" {
                change(&mut item);
            }
            model.items.append(item);
        }
        let mut file = t.file.clone();
        let refused = declare(&model, &mut file).err().map(|(item, _)| item);
        assert_eq!(refused.as_deref(), Some("Root"));
    }
}
