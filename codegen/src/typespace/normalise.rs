//! The schema as typify reads it: [`Normaliser`] rewrites each subschema into draft-07 form,
//! keeping only the keywords that shape types, making `{}` (any value) what typify cannot
//! mirror (with the reason), and reshaping unions typify would type badly.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use crate::keywords::role;
use hoist::hoist_into_branches;

mod enums;
pub(super) use enums::restore;
mod both;
mod catch_all;
mod hoist;
mod kept;
mod kubernetes;
mod lift;
mod overlap;
mod patterns;
mod reference;
mod titles;
mod tuple;
mod union;
mod width;

pub(super) use lift::{doc_id, local_pointer, targets, unnameable_definitions};
pub(super) use titles::{by_rust_name, shared_titles};
pub(super) use union::any_of_refs_as_enum;
use width::fit_integer;

/// Annotations typify reads (names and doc comments); every other annotation is removed, as
/// some change the types (a `default` makes typify fill absent fields, losing absence).
const KEPT_ANNOTATIONS: &[&str] = &["title", "description"];

/// The Rust path of the catch-all's placeholder (see [`Normaliser::any`]).
pub(super) const ANY: &str = "::serde_json::Value";

/// Rewrites schemas in place into the form typify reads.
pub(super) struct Normaliser<'a> {
    pub(super) id: &'a str,
    /// The document as written (what local `$ref`s point into).
    pub(super) doc: &'a Value,
    /// Pointer of a schema whose `$ref` leaves the file → Rust path of the target.
    pub(super) external: &'a BTreeMap<String, String>,
    /// Names of the root's definitions (`definitions` and `$defs`).
    pub(super) definitions: &'a BTreeSet<String>,
    /// The Rust name each definition's name spells (`ident::rust_name`) → those definitions:
    /// looked up for every title, not spelled again for each.
    pub(super) definition_names: BTreeMap<String, Vec<String>>,
    /// `(placeholder definition name, Rust path)` for typify's `with_replacement`.
    pub(super) replacements: Vec<(String, String)>,
    /// `(pointer, reason)` of every subschema made `{}` although it constrains the shape.
    pub(super) coarsened: Vec<(String, String)>,
    /// `(pointer, reason)` of every object typed with properties it names kept in `extra`.
    pub(super) kept: Vec<(String, String)>,
    /// `(pointer, reason)` of every object of `if` cases alone, any value, whose `then`s name
    /// properties (`kept.rs`): typed `Value` as written, so not made `{}` as those in
    /// [`Normaliser::coarsened`] are.
    pub(super) unshaped: Vec<(String, String)>,
    /// Pointers of the `allOf` parts written in place in an object, which typify merges into
    /// it: what their `then`s alone name is the object's to report (`kept.rs`).
    pub(super) in_parts: BTreeSet<String>,
    /// `(target, report)`: [`Normaliser::kept`]'s report for an `allOf` part that is a `$ref`,
    /// made if its target is typed `Value` (`kept.rs`).
    pub(super) pending_parts: Vec<(String, (String, String))>,
    /// Subschemas to make `{}` whatever they say, by pointer, with the reason.
    pub(super) forced: &'a BTreeMap<String, String>,
    /// The `$ref` targets of `allOf` parts (see `all_of::all_of_targets`).
    pub(super) merged: &'a BTreeSet<String>,
    /// `allOf` parts written as object keywords alone inside an object (`object_parts.rs`).
    pub(super) object_parts: &'a BTreeSet<String>,
    /// `(object, schema)` pointers: the properties of the schema were moved into the object,
    /// a branch of its union (`hoist.rs`), innermost first.
    pub(super) hoisted: Vec<(String, String)>,
    /// Pointers of the union branches typify's copy leaves out, held by the union's catch-all
    /// (`catch_all.rs`: [`Normaliser::leave_untyped`]).
    pub(super) caught: BTreeSet<String>,
    /// Pointers of the `anyOf`s of two objects given a first branch for the values both hold
    /// (`both.rs`).
    pub(super) both: BTreeSet<String>,
    /// Pointers some `$ref` designates that typify cannot name, with the definition each is
    /// lifted into (`lift.rs`).
    pub(super) targets: &'a BTreeMap<String, String>,
    /// The targets being or already lifted.
    pub(super) lifting: BTreeSet<String>,
    /// `(definition name, pointer, normalised schema)` of every lifted target.
    pub(super) lifted: Vec<(String, String, Value)>,
    /// `(placeholder, value)` of the enum values named apart (`enums/spelled.rs`).
    pub(super) renamed: Vec<(String, String)>,
}

impl Normaliser<'_> {
    /// The root: like any subschema, but a coarse root keeps its title (it names the type).
    pub(super) fn root(&mut self, schema: &mut Value) {
        let title = schema.get("title").cloned();
        if let Value::Object(obj) = schema {
            obj.remove("$id");
        }
        self.normalise(schema, "");
        if let (Value::Object(obj), Some(t)) = (schema, title) {
            obj.insert("title".into(), t);
        }
    }

    pub(super) fn normalise(&mut self, schema: &mut Value, pointer: &str) {
        if self.lift(schema, pointer) {
            return;
        }
        // `true`, `false` (never valid: the engine refuses everything) or not a schema: any.
        let Value::Object(obj) = schema else {
            *schema = Value::Object(Map::new());
            return;
        };
        if let Some(reason) = self.forced.get(pointer) {
            self.coarsened.push((pointer.to_owned(), reason.clone()));
            *schema = Value::Object(Map::new());
            return;
        }
        if let Some(reason) = crate::compile::coarse_reason(obj, false) {
            self.coarsened.push((pointer.to_owned(), reason));
            *schema = Value::Object(Map::new());
            return;
        }
        enums::drop_types_of_no_value(obj);
        let conditional = crate::upgrade::conditional::conditional_only(obj);
        // (A part a `$ref` reaches is also a type of its own: `lift.rs`.)
        let merged_part = self.in_parts.contains(pointer) && !self.targets.contains_key(pointer);
        if !conditional.is_empty() && !merged_part {
            if crate::upgrade::conditional::cases_alone(obj) {
                let reason = kept::cases_alone_reason(&conditional);
                self.unshaped.push((pointer.to_owned(), reason));
            } else {
                let reason = kept::conditional_reason(&conditional);
                self.kept.push((pointer.to_owned(), reason));
            }
        }
        let (id, doc) = (self.id, self.doc);
        let resolve = |r: &str| local_pointer(id, r).and_then(|p| doc.pointer(&p));
        let restated = crate::upgrade::conditional::conditional_restated(obj, &resolve);
        if !restated.is_empty() {
            self.kept
                .push((pointer.to_owned(), kept::restated_reason(&restated)));
        }
        crate::compile::drop_inert(obj);
        // A union whose branches only constrain (see `compile::only_constrains`), or only
        // narrow the scalar type beside it, a branch not listing values (`narrows_scalar`), gives
        // no shape: the rest of the subschema does, and the engine enforces the union.
        for union in ["oneOf", "anyOf", "allOf"] {
            let Some(branches) = obj.get(union).and_then(Value::as_array) else {
                continue;
            };
            // (Where every branch lists values, or refers to what may, typify's enum of them
            // is the type.)
            let open = |b: &Value| {
                !["enum", "const", "$ref"]
                    .iter()
                    .any(|k| b.get(*k).is_some())
            };
            // (A branch that is a local `$ref` to such a schema, vss-extension's
            // `{"type": "string", "allOf": [{"$ref": "#/definitions/id_pattern"}]}`, a
            // `pattern` alone, too: typify named both `IdPattern`.)
            let constrains =
                |b: &Value| crate::compile::only_constrains(b) || self.refers_to_constraints(b);
            // Branches that each say one scalar type, none beside them (claude-code's paths:
            // `anyOf: [{"type": "string", "allOf": [patterns]}, {"type": "string", …}]`):
            // every valid value is of it, so it is the subschema's.
            let scalar = (union != "allOf" && !obj.contains_key("type"))
                .then(|| crate::compile::one_scalar(branches))
                .flatten();
            let typed = scalar.map(|t| {
                let mut typed = obj.clone();
                typed.insert("type".into(), t.into());
                typed
            });
            if branches.iter().all(constrains)
                || (union != "allOf"
                    && branches.iter().any(open)
                    && crate::compile::narrows_scalar(typed.as_ref().unwrap_or(obj), branches))
            {
                if let Some(t) = scalar {
                    obj.insert("type".into(), t.into());
                }
                obj.remove(union);
            }
        }
        if obj.contains_key("$ref") {
            // Beside `$ref` (draft-07 ignores its siblings; 2020-12 only narrows with them)
            // the target alone gives the type.
            obj.retain(|k, _| k == "$ref" || KEPT_ANNOTATIONS.contains(&k.as_str()));
            if !self.reference(obj, pointer) {
                let reason = reference::unnamed(obj.get("$ref"));
                self.coarsened.push((pointer.to_owned(), reason));
                *schema = Value::Object(Map::new());
            }
            return;
        }
        let object_or_any = crate::compile::object_or_any(obj);
        // Coarsenings from here on are this subschema's (its children are normalised below).
        let coarsened_before = self.coarsened.len();
        let array_or_any = crate::compile::array_or_any(obj);
        let pattern_map = self.patterns(obj, pointer);
        let format = obj.get("format").and_then(Value::as_str).map(str::to_owned);
        let int_or_string = kubernetes::int_or_string(obj);
        let tuple = crate::compile::tuple(obj).and_then(Result::ok);
        if tuple.is_some() {
            for k in ["items", "prefixItems", "additionalItems"] {
                obj.remove(k);
            }
        }
        enums::const_as_enum(obj);
        enums::drop_values_of_other_types(obj);
        enums::drop_container_values(obj);
        self.renamed.extend(enums::name_apart(obj));
        if let Some(reason) = enums::unnameable_as_string(obj) {
            self.coarsened.push((pointer.to_owned(), reason));
        }
        self.renamed.extend(enums::name_union_apart(obj));
        if let Some(reason) = enums::unnameable_union_as_string(obj) {
            self.coarsened.push((pointer.to_owned(), reason));
        }
        obj.retain(|k, _| {
            KEPT_ANNOTATIONS.contains(&k.as_str()) || role(k) == crate::keywords::Role::Shape
        });
        fit_integer(obj, format.as_deref());
        enums::drop_scalar_values(obj);
        self.fit_annotations(obj, pointer);
        let object_keywords = ["properties", "required", "additionalProperties"]
            .iter()
            .any(|k| obj.contains_key(*k));
        if object_keywords && !obj.contains_key("type") && crate::compile::objects_only(obj) {
            obj.insert("type".into(), "object".into());
        }
        let Some(plan) = self.union_before(obj, pointer) else {
            *schema = Value::Object(Map::new());
            return;
        };
        // An object, or parts typify merges (a part naming properties is an object's).
        let typed_object = crate::compile::object_type(obj) || !obj.contains_key("type");
        let own: BTreeSet<String> = obj
            .get("properties")
            .and_then(Value::as_object)
            .map(|p| p.keys().cloned().collect())
            .unwrap_or_default();
        for (k, v) in obj.iter_mut() {
            let at = format!("{pointer}/{}", crate::error::escape_token(k));
            match k.as_str() {
                "properties" => {
                    if let Value::Object(m) = v {
                        for (name, s) in m.iter_mut() {
                            self.normalise(
                                s,
                                &format!("{at}/{}", crate::error::escape_token(name)),
                            );
                        }
                    }
                }
                "additionalProperties" if v.is_boolean() => {}
                "additionalProperties" | "items" => self.normalise(v, &at),
                "allOf" if typed_object => {
                    if let Value::Array(a) = v {
                        self.object_parts(a, &at, pointer, &own);
                    }
                }
                "oneOf" | "anyOf" | "allOf" => {
                    if let Value::Array(a) = v {
                        for (i, s) in a.iter_mut().enumerate() {
                            let branch = format!("{at}/{i}");
                            // A branch left to the catch-all stays in place (its siblings
                            // keep their pointers) until `union_after` removes it.
                            if !self.caught.contains(&branch) {
                                self.normalise(s, &branch);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        if let Some(t) = tuple {
            self.insert_tuple(obj, t, pointer);
        }
        if let Some(input) = pattern_map {
            self.insert_patterns(obj, input);
        }
        if int_or_string {
            kubernetes::insert_union(obj, &self.any());
        }
        // After the children, so each keeps the pointer its `$ref`s are known by.
        for at in hoist_into_branches(obj) {
            self.hoisted
                .push((format!("{pointer}{at}"), pointer.to_owned()));
        }
        if !self.union_after(obj, pointer, &plan) {
            *schema = Value::Object(Map::new());
            return;
        }
        union::after_children(obj);
        if object_or_any {
            // A part typed `Value` (a `$ref` the type model cannot follow) would leave the
            // properties it names out of the merged object, in its `extra`.
            let parts = format!("{pointer}/allOf/");
            let coarse_part = self.coarsened[coarsened_before..]
                .iter()
                .any(|(p, _)| p.starts_with(&parts));
            if self.object_parts.contains(pointer) && !coarse_part {
                // Only objects reach it: its object reading, merged by typify.
                if let Value::Object(obj) = schema {
                    obj.insert("type".into(), "object".into());
                }
            } else if self.in_all_of(pointer) || coarse_part {
                let why = if coarse_part {
                    "object keywords without `type: \"object\"` beside an `allOf` part typed `serde_json::Value` (the properties it names would be kept in `extra`)"
                } else {
                    "object keywords without `type: \"object\"`, as a part of an `allOf` (typify would merge every combination of the parts' two readings)"
                };
                self.coarsened.push((pointer.to_owned(), why.to_owned()));
                *schema = Value::Object(Map::new());
            } else {
                self.or_any(schema, "object");
            }
        }
        if array_or_any && self.in_all_of(pointer) {
            self.coarsened.push((
                pointer.to_owned(),
                "`items` without `type: \"array\"`, as a part of an `allOf` (typify would merge both readings with every part)".to_owned(),
            ));
            *schema = Value::Object(Map::new());
        } else if array_or_any {
            self.or_any(schema, "array");
        }
    }

    /// Whether the subschema at `pointer` is an `allOf` part, or a definition some `allOf`
    /// part refers to: typify merges the parts, and with each an object-or-any `oneOf` the
    /// merge grows with every combination (a `stylelintrc` of 30 such parts never ends).
    fn in_all_of(&self, pointer: &str) -> bool {
        let tokens: Vec<&str> = pointer.rsplitn(3, '/').collect();
        if matches!(tokens.as_slice(), [_, "allOf", _]) {
            return true;
        }
        self.merged.iter().any(|t| {
            t.strip_prefix(self.id)
                .unwrap_or(t)
                .strip_prefix('#')
                .is_some_and(|p| p == pointer)
        })
    }

    /// The placeholder definition typify replaces by the Rust type `path`: the one already
    /// made for it, else the first of `names` no definition or placeholder has.
    fn placeholder(&mut self, path: &str, names: impl IntoIterator<Item = String>) -> String {
        if let Some((name, _)) = self.replacements.iter().find(|(_, p)| p == path) {
            return name.clone();
        }
        let name = names
            .into_iter()
            .find(|n| {
                !self.definitions.contains(n) && !self.replacements.iter().any(|(r, _)| r == n)
            })
            .unwrap_or_default();
        self.replacements.push((name.clone(), path.to_owned()));
        name
    }

    /// The placeholder definition typify replaces by `serde_json::Value`; its name is the
    /// variant's: `Other(serde_json::Value)`. One of `definitions.len() + 2` names is free.
    fn any(&mut self) -> String {
        let names = ["Other".to_owned(), "OtherValue".to_owned()]
            .into_iter()
            .chain((0..=self.definitions.len()).map(|i| format!("OtherValue{i}")));
        self.placeholder(ANY, names)
    }
}
