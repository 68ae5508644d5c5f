//! What positional variants are named by, read from the generated items: the string enums'
//! values, and the JSON type of the structs and enums a variant holds.

use std::collections::BTreeMap;

use syn::{Fields, Item, Type};

use super::{held, type_name};

/// What the variant names read from the generated items: the string enums' values, and the
/// JSON type of those a name reads by (a struct of fields `Object`, an enum of lists `Array`).
pub(super) struct Items {
    /// The enums of unit variants (string enums): their variants.
    pub(super) strings: BTreeMap<String, Vec<String>>,
    /// The structs of named fields and the enums of lists: their JSON type.
    shapes: BTreeMap<String, &'static str>,
}

impl Items {
    pub(super) fn of(file: &syn::File) -> Items {
        let mut items = Items {
            strings: BTreeMap::new(),
            shapes: BTreeMap::new(),
        };
        for item in &file.items {
            match item {
                Item::Enum(e) if e.variants.iter().all(|v| matches!(v.fields, Fields::Unit)) => {
                    let values = e.variants.iter().map(|v| v.ident.to_string()).collect();
                    items.strings.insert(e.ident.to_string(), values);
                }
                Item::Enum(e) if e.variants.iter().all(|v| list(&v.fields)) => {
                    items.shapes.insert(e.ident.to_string(), "Array");
                }
                Item::Struct(s) if matches!(s.fields, Fields::Named(_)) => {
                    items.shapes.insert(s.ident.to_string(), "Object");
                }
                // A newtype of a standard type (a constrained string, a number…): its type's.
                Item::Struct(s) => {
                    let Fields::Unnamed(u) = &s.fields else {
                        continue;
                    };
                    let standard = (u.unnamed.len() == 1)
                        .then(|| held(&u.unnamed[0].ty, &[]))
                        .flatten()
                        .and_then(|n| JSON_TYPES.iter().find(|t| **t == n));
                    if let Some(t) = standard {
                        items.shapes.insert(s.ident.to_string(), t);
                    }
                }
                _ => {}
            }
        }
        items
    }

    /// The one value of the string enum `ty`.
    pub(super) fn one_value(&self, ty: &str) -> Option<&String> {
        self.strings.get(ty).filter(|v| v.len() == 1).map(|v| &v[0])
    }

    /// The name of a newtype variant of the generated type `ty` whose name says only its
    /// position: its one value, or its JSON type (a string enum's `String`).
    pub(super) fn by_what_it_is(&self, ty: &Type) -> Option<String> {
        let ty = type_name(ty)?;
        let string = self.strings.contains_key(&ty).then_some("String");
        (self.one_value(&ty).cloned()).or_else(|| {
            string
                .or_else(|| self.shapes.get(&ty).copied())
                .map(str::to_owned)
        })
    }

    /// Whether `ty` is a string enum of several values (the known values of an open one).
    pub(super) fn several_values(&self, ty: &Type) -> bool {
        type_name(ty).is_some_and(|t| self.strings.get(&t).is_some_and(|v| v.len() > 1))
    }
}

/// typify's names for the JSON types (`held`'s for the standard types).
const JSON_TYPES: [&str; 6] = ["String", "Boolean", "Integer", "Number", "Array", "Object"];

/// Whether a variant holds a list: a tuple (typify's `(A,)`, or `A, B` by position) or a `Vec`.
fn list(fields: &Fields) -> bool {
    let Fields::Unnamed(u) = fields else {
        return false;
    };
    u.unnamed.len() > 1
        || u.unnamed.iter().all(|f| match &f.ty {
            Type::Tuple(_) => true,
            ty => type_name(ty).is_some_and(|n| n == "Vec"),
        })
}
