//! Emits the validation tables: one `static` node per (sub)schema, in the library's
//! `__private` representation, plus the `Validate` impls that tie generated types to them.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};
use serde_json::{Number, Value};

use crate::ir::{Additional, JsonType, Node, Schema};

fn node_ident(id: usize) -> Ident {
    format_ident!("N{}", id)
}

/// The statics for one schema. `external(file, node)` names another file's node.
#[must_use]
pub fn tables(schema: &Schema, external: &dyn Fn(usize, usize) -> TokenStream) -> TokenStream {
    let mut patterns = Vec::new();
    let nodes = schema.nodes.iter().enumerate().map(|(id, node)| {
        let name = node_ident(id);
        let body = node_body(node, id, &mut patterns, external);
        quote! { pub static #name: Node = #body; }
    });
    let nodes: Vec<TokenStream> = nodes.collect();
    quote! {
        #[allow(unused_imports)]
        use crate::__private::{Additional, Format, JsonType, Lit, Node, Num, Pattern};
        #(#nodes)*
        #(#patterns)*
    }
}

fn node_body(
    node: &Node,
    id: usize,
    patterns: &mut Vec<TokenStream>,
    external: &dyn Fn(usize, usize) -> TokenStream,
) -> TokenStream {
    let pointer = &node.pointer;
    let mut fields = vec![quote!(pointer: #pointer)];
    if let Some(b) = node.boolean {
        fields.push(quote!(boolean: Some(#b)));
    }
    if let Some(types) = &node.types {
        let t = types.iter().map(|t| json_type(*t));
        fields.push(quote!(types: Some(&[#(#t),*])));
    }
    if let Some(values) = &node.enumeration {
        let v = values.iter().map(lit);
        fields.push(quote!(enumeration: Some(&[#(#v),*])));
    }
    if let Some(c) = &node.constant {
        let c = lit(c);
        fields.push(quote!(constant: Some(#c)));
    }
    if !node.properties.is_empty() {
        let mut props: Vec<(&String, usize)> =
            node.properties.iter().map(|(n, i)| (n, *i)).collect();
        props.sort();
        let p = props.iter().map(|(n, i)| {
            let target = node_ident(*i);
            quote!((#n, &#target))
        });
        fields.push(quote!(properties: &[#(#p),*]));
    }
    if !node.required.is_empty() {
        let r = &node.required;
        fields.push(quote!(required: &[#(#r),*]));
    }
    match node.additional {
        Additional::Allowed => {}
        Additional::Forbidden => fields.push(quote!(additional: Additional::Forbidden)),
        Additional::Schema(i) => {
            let t = node_ident(i);
            fields.push(quote!(additional: Additional::Schema(&#t)));
        }
    }
    if let Some(i) = node.items {
        let t = node_ident(i);
        fields.push(quote!(items: Some(&#t)));
    }
    for (name, list) in [
        ("one_of", &node.one_of),
        ("any_of", &node.any_of),
        ("all_of", &node.all_of),
    ] {
        if !list.is_empty() {
            let name = Ident::new(name, Span::call_site());
            let l = list.iter().map(|i| node_ident(*i));
            fields.push(quote!(#name: &[#(&#l),*]));
        }
    }
    if let Some(r) = node.reference {
        let t = node_ident(r);
        fields.push(quote!(reference: Some(&#t)));
    } else if let Some((file, target)) = node.external {
        let t = external(file, target);
        fields.push(quote!(reference: Some(&#t)));
    }
    if let Some(p) = &node.pattern {
        let name = format_ident!("P{}", id);
        let (ecma, regex) = (&p.ecma, &p.regex);
        patterns.push(quote! { static #name: Pattern = Pattern::new(#ecma, #regex); });
        fields.push(quote!(pattern: Some(&#name)));
    }
    if let Some(f) = &node.format {
        let f = match f.as_str() {
            "uri" => quote!(Format::Uri),
            "uri-reference" => quote!(Format::UriReference),
            "hostname" => quote!(Format::Hostname),
            _ => quote!(Format::DateTime),
        };
        fields.push(quote!(format: Some(#f)));
    }
    let b = &node.bounds;
    for (name, v) in [
        ("minimum", &b.minimum),
        ("maximum", &b.maximum),
        ("exclusive_minimum", &b.exclusive_minimum),
        ("exclusive_maximum", &b.exclusive_maximum),
    ] {
        if let Some(n) = v {
            let name = Ident::new(name, Span::call_site());
            let n = num(n);
            fields.push(quote!(#name: Some(#n)));
        }
    }
    let l = &node.lengths;
    for (name, v) in [
        ("min_length", l.min_length),
        ("max_length", l.max_length),
        ("min_items", l.min_items),
        ("max_items", l.max_items),
    ] {
        if let Some(n) = v {
            let name = Ident::new(name, Span::call_site());
            fields.push(quote!(#name: Some(#n)));
        }
    }
    quote!(Node { #(#fields,)* ..Node::ANY })
}

fn json_type(t: JsonType) -> TokenStream {
    match t {
        JsonType::Null => quote!(JsonType::Null),
        JsonType::Boolean => quote!(JsonType::Boolean),
        JsonType::Object => quote!(JsonType::Object),
        JsonType::Array => quote!(JsonType::Array),
        JsonType::Number => quote!(JsonType::Number),
        JsonType::String => quote!(JsonType::String),
        JsonType::Integer => quote!(JsonType::Integer),
    }
}

fn num(n: &Number) -> TokenStream {
    if let Some(u) = n.as_u64() {
        quote!(Num::U(#u))
    } else if let Some(i) = n.as_i64() {
        quote!(Num::I(#i))
    } else {
        let f = n.as_f64().unwrap_or(f64::NAN);
        quote!(Num::F(#f))
    }
}

fn lit(v: &Value) -> TokenStream {
    match v {
        Value::Null => quote!(Lit::Null),
        Value::Bool(b) => quote!(Lit::Bool(#b)),
        Value::Number(n) => {
            let n = num(n);
            quote!(Lit::Num(#n))
        }
        Value::String(s) => quote!(Lit::Str(#s)),
        other => {
            let text = other.to_string();
            quote!(Lit::Json(#text))
        }
    }
}
