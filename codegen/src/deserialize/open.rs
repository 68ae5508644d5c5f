//! The raw conversion of an object type written out, not derived: named properties and
//! `extra` (the properties the schema does not name, when it allows them) filled in one pass
//! over the members; and, for an object with optional, nullable properties, those properties
//! as plain `Option<T>` fields beside a `Nulls` set, with the `Serialize` that writes them back.
//!
//! serde's derive reads a struct with a `#[serde(flatten)]` field by buffering every member
//! it does not name as its private `Content` and then deserializing the flattened field from
//! that buffer: a second walk, and a key visitor that buffers too. Here the visitor finds
//! each key among the named properties (a generated table of their names, through
//! `agent_approval_runtime::__private::MemberKey`) and hands each member to a small runtime
//! routine (`runtime/src/members.rs`): `slot` (a repeated named key refused), `other` (into
//! `extra`), `skip`; the value is built with `present` (a missing one an error; an absent
//! `Option` is `unwrap_or_default`, serde's rule), `unwrap_or_default` (`default`) and
//! `Nulls::take`. The slots'
//! types are inferred from the fields they fill, so the conversion is a few lines per
//! property. `deserialize_map` is asked of the deserializer (as the derive asks for a
//! flattened struct, so an enclosing flatten or untagged buffer reads it the same way).
//!
//! **Plain `Option`s (issue 32).** postprocess types an optional, nullable property
//! `Option<Option<T>>` (absent `None`, `null` `Some(None)`). Where the conversion is written
//! out here and every field's serde attributes are ones the written-out `Serialize` knows, the
//! field becomes `Option<T>` and the object gets a hidden `__nulls: Nulls` field remembering
//! which of them were `null`; the written-out `Serialize` (`runtime/src/members/write.rs`)
//! writes `null` back for those, so parse then serialize gives back the same JSON. A struct's
//! `Serialize` is an `impl`; a struct variant's is a function named by the variant's
//! `serialize_with` (serde's derive still writes the tag around it).
//!
//! Only the plain case is written out: named fields, at most one flattened map with `String`
//! keys, no serde attribute on the struct but `rename` and `deny_unknown_fields`, and field
//! attributes among `rename`, `default`, `with`, `deserialize_with` and `skip_serializing_if`.
//! Anything else keeps serde's derive (and its `Option<Option<T>>`): no type generated from the
//! vendored schemas does (`deserialize_with`, typify's on a required nullable property, only
//! changes reading, so `Thread` and its kind track their nulls too).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{parse_quote, Fields, GenericArgument, PathArguments, Type};

use crate::attrs::{is_map, json_name, option_inner, spelled, Serde};

pub(super) use markers::take_markers;
use markers::{forbidden_of, pattern_of, value_patterns_of};
use members::function;
pub(super) use serialize::{serialize_struct, serialize_variant};
pub(super) use variant::{variant, variant_of, variant_plan};

mod markers;
mod members;
mod serialize;
mod variant;

/// How `String` is spelled in typify's output.
pub(super) const STRING: &[&[&str]] = &[&["String"], &["std", "string", "String"]];

/// `with` path of postprocess's `Option<Option<T>>` fields.
const DOUBLE_OPTION: &str = "::agent_approval_runtime::__private::double_option";

/// `skip_serializing_if` path the written-out `Serialize` knows.
const IS_NONE: &str = "::std::option::Option::is_none";

/// The field holding which optional, nullable properties were `null`.
pub(super) const NULLS: &str = "__nulls";

/// Most optional, nullable properties one object tracks (`Nulls::CAPACITY`).
const CAPACITY: usize = 64;

/// One named property of the object.
struct Named {
    ident: syn::Ident,
    /// The field's type (after the rewrite: `Option<T>` for a tracked property).
    ty: Type,
    json: String,
    default: bool,
    /// What reads the value, when not its own `Deserialize`.
    with: Option<With>,
    /// Index in the `Nulls` set, for an optional, nullable property kept as `Option<T>`.
    null: Option<usize>,
    /// `skip_serializing_if = "Option::is_none"`.
    skip_none: bool,
    /// The `pattern`s a string value must match (`postprocess/value_patterns.rs`).
    patterns: Vec<String>,
}

/// A field's `with = "m"` (read by `m::deserialize`) or `deserialize_with = "f"`.
enum With {
    Module(String),
    Function(String),
}

/// A field of the object, in declaration order.
enum Member {
    Named(Named),
    /// The flattened map of unknown properties, and the names it refuses (the schema forbids
    /// them, `postprocess/forbidden.rs`).
    Extra {
        ident: syn::Ident,
        ty: Type,
        forbidden: Vec<String>,
    },
    /// The flattened map of the properties whose names match `pattern` (the first of the
    /// object's patterns they match), marked by `postprocess/patterns.rs`.
    Pattern {
        ident: syn::Ident,
        ty: Type,
        pattern: String,
    },
}

/// An object's shape when its raw conversion can be written out.
pub(super) struct Open {
    members: Vec<Member>,
    /// `deny_unknown_fields` (on the struct, or on the enum of a variant).
    deny: bool,
    /// How many properties the `Nulls` field tracks (0: there is none).
    tracked: usize,
}

/// What the written-out conversion gives.
enum Build {
    /// The struct (or the enum variant) at this path, by its fields' names.
    Struct(TokenStream),
    /// The fields as a tuple in declaration order (what serde's `deserialize_with` on a struct
    /// variant returns).
    Tuple,
}

impl Open {
    /// The plan for an object with these `attrs` (the struct's or the variant's) and `fields`,
    /// `deny` when the enclosing enum denies unknown fields; `None` when serde's derive is kept.
    pub(super) fn plan(attrs: &[syn::Attribute], fields: &Fields, deny: bool) -> Option<Self> {
        let own = Serde::parse(attrs).ok()?;
        let deny = deny || own.other.iter().any(|o| o == "deny_unknown_fields");
        if own
            != (Serde {
                rename: own.rename.clone(),
                other: own.other.clone(),
                ..Serde::default()
            })
            || own.other.iter().any(|o| o != "deny_unknown_fields")
        {
            return None;
        }
        let Fields::Named(fields) = fields else {
            return None;
        };
        let mut members = Vec::new();
        let mut serializable = true;
        for f in &fields.named {
            let ident = f.ident.clone()?;
            if ident == NULLS {
                return None;
            }
            if let Some(pattern) = pattern_of(f) {
                if !string_keyed_map(&f.ty) {
                    return None;
                }
                members.push(Member::Pattern {
                    ident,
                    ty: f.ty.clone(),
                    pattern,
                });
                continue;
            }
            let serde = Serde::parse(&f.attrs).ok()?;
            if serde.tag.is_some() || serde.content.is_some() || serde.untagged {
                return None;
            }
            if serde.flatten {
                // One flattened field, a map with `String` keys, nothing else on it.
                if members.iter().any(|m| matches!(m, Member::Extra { .. }))
                    || !string_keyed_map(&f.ty)
                    || serde.rename.is_some()
                    || serde.default
                    || !serde.other.is_empty()
                {
                    return None;
                }
                members.push(Member::Extra {
                    ident,
                    ty: f.ty.clone(),
                    forbidden: forbidden_of(f),
                });
                continue;
            }
            let with = match (serde.with.clone(), serde.deserialize_with.clone()) {
                (Some(m), None) => Some(With::Module(m)),
                (None, Some(f)) => Some(With::Function(f)),
                (None, None) => None,
                (Some(_), Some(_)) => return None,
            };
            if !serde.other.is_empty() {
                return None;
            }
            // `deserialize_with` changes reading only (typify's on a required `Option`, so
            // that a missing one is an error): the written-out `Serialize` writes the field
            // as serde's derive does. Another module's `with` writes it its own way.
            let known = match &with {
                None | Some(With::Function(_)) => true,
                Some(With::Module(m)) => m == DOUBLE_OPTION,
            };
            serializable &= known
                && serde
                    .skip_serializing_if
                    .as_deref()
                    .is_none_or(|s| s == IS_NONE);
            members.push(Member::Named(Named {
                json: json_name(&serde, &ident),
                ident,
                ty: f.ty.clone(),
                default: serde.default,
                with,
                null: None,
                skip_none: serde.skip_serializing_if.is_some(),
                patterns: value_patterns_of(f),
            }));
        }
        let mut open = Self {
            members,
            deny,
            tracked: 0,
        };
        if serializable {
            open.track();
        }
        // A closed object is written out only for its plain `Option`s: serde's derive reads the
        // others without buffering.
        let checked = open.named().any(|n| !n.patterns.is_empty());
        (open.extra().is_some() || open.tracks() || open.has_patterns() || checked).then_some(open)
    }

    /// Makes the `Option<Option<T>>` properties `Option<T>` tracked by the `Nulls` set (the
    /// first [`CAPACITY`] of them).
    fn track(&mut self) {
        for m in &mut self.members {
            let Member::Named(n) = m else { continue };
            if self.tracked == CAPACITY
                || !matches!(&n.with, Some(With::Module(w)) if w == DOUBLE_OPTION)
            {
                continue;
            }
            let Some(inner) = option_inner(&n.ty).filter(|i| option_inner(i).is_some()) else {
                continue;
            };
            n.ty = inner.clone();
            n.with = None;
            n.default = true;
            n.skip_none = true;
            n.null = Some(self.tracked);
            self.tracked += 1;
        }
    }

    /// Whether the object gets plain `Option`s, a `Nulls` field and a written-out `Serialize`.
    pub(super) const fn tracks(&self) -> bool {
        self.tracked > 0
    }

    fn named(&self) -> impl Iterator<Item = &Named> {
        self.members.iter().filter_map(|m| match m {
            Member::Named(n) => Some(n),
            Member::Extra { .. } | Member::Pattern { .. } => None,
        })
    }

    fn extra(&self) -> Option<&syn::Ident> {
        self.members.iter().find_map(|m| match m {
            Member::Extra { ident, .. } => Some(ident),
            Member::Named(_) | Member::Pattern { .. } => None,
        })
    }

    /// Whether the object has pattern maps (then its conversion is written out to route them).
    fn has_patterns(&self) -> bool {
        self.members
            .iter()
            .any(|m| matches!(m, Member::Pattern { .. }))
    }

    /// The fields' identifiers and types in declaration order, the `Nulls` field last.
    fn fields(&self) -> Vec<(syn::Ident, Type)> {
        let mut out: Vec<(syn::Ident, Type)> = self
            .members
            .iter()
            .map(|m| match m {
                Member::Named(n) => (n.ident.clone(), n.ty.clone()),
                Member::Extra { ident, ty, .. } | Member::Pattern { ident, ty, .. } => {
                    (ident.clone(), ty.clone())
                }
            })
            .collect();
        if self.tracks() {
            out.push((
                format_ident!("{}", NULLS),
                parse_quote!(::agent_approval_runtime::Nulls),
            ));
        }
        out
    }

    /// Rewrites the struct's or variant's `fields` to the plan: tracked properties `Option<T>`,
    /// and the `Nulls` field. Both conversions are written out, so no field keeps a serde
    /// attribute (serde's derive refuses field attributes beside a variant's
    /// `serialize_with`). `public`: a struct's fields (a variant's have no visibility).
    pub(super) fn rewrite(&self, fields: &mut Fields, public: bool) {
        if !self.tracks() {
            return;
        }
        let Fields::Named(named) = fields else { return };
        for f in &mut named.named {
            f.attrs.retain(|a| !a.path().is_ident("serde"));
            if let Some(n) = self
                .named()
                .find(|n| n.null.is_some() && Some(&n.ident) == f.ident.as_ref())
            {
                f.ty = n.ty.clone();
            }
        }
        let vis: syn::Visibility = if public {
            parse_quote!(pub)
        } else {
            syn::Visibility::Inherited
        };
        let nulls = format_ident!("{}", NULLS);
        // Which optional properties were `null`, not absent (`agent_approval_runtime::Nulls`).
        named.named.push(parse_quote! {
            #[doc(hidden)]
            #vis #nulls: ::agent_approval_runtime::Nulls
        });
    }
}

/// The raw conversion of the struct `ty` planned as `open`: `raw`'s `Object` impl giving a `ty`
/// (`__judged!(ty, object raw)` calls it).
pub(super) fn raw(ty: &syn::Ident, raw: &syn::Ident, open: &Open) -> TokenStream {
    let object = function(
        open,
        &quote!(#ty),
        &format!("struct {ty}"),
        &Build::Struct(quote!(#ty)),
    );
    quote! {
        #[allow(dead_code, non_camel_case_types)]
        struct #raw;
        impl ::agent_approval_runtime::__private::Object for #raw {
            #object
        }
    }
}

/// Whether `ty` is a map ([`is_map`]: `Map`, `BTreeMap`, `HashMap`) whose key is spelled
/// `String` or `::std::string::String`.
pub(super) fn string_keyed_map(ty: &Type) -> bool {
    let Type::Path(p) = ty else { return false };
    let Some(PathArguments::AngleBracketed(args)) = p.path.segments.last().map(|s| &s.arguments)
    else {
        return false;
    };
    let Some(GenericArgument::Type(Type::Path(key))) = args.args.first() else {
        return false;
    };
    is_map(ty) && spelled(&key.path, STRING)
}
