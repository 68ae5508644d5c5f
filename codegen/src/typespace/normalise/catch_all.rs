//! Union branches typify cannot type on its own, and the catch-all that holds what they
//! accept. A branch written as an object's keywords without `type` (`{"oneOf":
//! [{"properties": …}, {"properties": …, "required": […]}]}`, common in `SchemaStore`)
//! accepts its objects and every value that is not an object: typify's copy types it as its
//! object, and one catch-all variant, `Other(serde_json::Value)`, holds the non-objects. A
//! branch with no type of its own (`{"pattern": …}`, `{"not": …}`, an `if`) beside typed ones
//! is left out of typify's copy, its values the catch-all's. An `anyOf` of objects is an enum
//! tried in order, as a `oneOf` is.

use serde_json::{Map, Value};

use super::Normaliser;

/// Whether a branch of `obj`'s `oneOf` or `anyOf` is an object's keywords alone, or `items`
/// alone.
fn has_object_branch(obj: &Map<String, Value>) -> bool {
    ["oneOf", "anyOf"].iter().any(|u| {
        obj.get(*u).and_then(Value::as_array).is_some_and(|b| {
            b.iter().any(|b| {
                b.as_object().is_some_and(|b| {
                    crate::compile::object_or_any(b) || crate::compile::array_or_any(b)
                })
            })
        })
    })
}

/// The union whose branches [`object_branches`] typed as objects.
struct ObjectBranches {
    /// `"oneOf"` or `"anyOf"`.
    union: &'static str,
    /// Whether the union then needs the catch-all (see [`Normaliser::append_other`]): when
    /// `obj`'s own `type` does not already rule the non-objects out.
    catch_all: bool,
}

/// Before the children: every branch of `obj`'s `oneOf` (else `anyOf`) that is an object's
/// keywords alone (`compile::object_or_any`) is typed as that object. An `anyOf` is then
/// typed as a `oneOf` is, an enum tried in order (monika's redis: a `uri`, or a `host` and
/// a `port`), not typify's struct of flattened optional parts: a value two branches hold is
/// the first one's, the other's properties in its `extra` (see [`any_of_as_one_of`]).
fn object_branches(obj: &mut Map<String, Value>) -> Option<ObjectBranches> {
    let objects_only = crate::compile::object_type(obj);
    for union in ["oneOf", "anyOf"] {
        let Some(Value::Array(branches)) = obj.get_mut(union) else {
            continue;
        };
        let mut typed = false;
        for branch in branches {
            if let Value::Object(b) = branch {
                // `items` alone (taurus's reporting: a list of objects, or any value not a
                // list) likewise: its list, the non-lists the catch-all's.
                let kind = if crate::compile::object_or_any(b) {
                    "object"
                } else if crate::compile::array_or_any(b) {
                    "array"
                } else {
                    continue;
                };
                b.insert("type".into(), kind.into());
                typed = true;
            }
        }
        if typed {
            return Some(ObjectBranches {
                union,
                catch_all: !objects_only,
            });
        }
    }
    None
}

/// Before the children, where only objects reach `union` (the subschema's `type`): appends
/// the catch-all as `{"type": "object"}`, which typify merges the properties beside the union
/// into, a struct of them (or a map) rather than `serde_json::Value`. The pairing reads the
/// variant past the schema's branches as the union itself (`variant::object`).
fn append_object(obj: &mut Map<String, Value>, union: &str) {
    if let Some(Value::Array(branches)) = obj.get_mut(union) {
        branches.push(serde_json::json!({"type": "object"}));
    }
}

/// After the children: the `anyOf` whose branches [`object_branches`] typed as objects (or
/// that has the object catch-all), as a `oneOf` (where the catch-all did not already make it
/// one).
fn any_of_as_one_of(obj: &mut Map<String, Value>) {
    if obj.contains_key("oneOf") {
        return;
    }
    if let Some(branches) = obj.remove("anyOf") {
        obj.insert("oneOf".into(), branches);
    }
}

/// Why a union branch with a shape typify cannot give it is `Value` (see
/// [`Normaliser::leave_untyped`]).
pub(super) const CAUGHT: &str = "a union branch with no type of its own (its objects or arrays written without `type`): its values are the catch-all variant's, `Other(serde_json::Value)`";

/// Why object keywords beside a union that needs the catch-all are `Value`.
const UNMOVED: &str = "object keywords without `type: \"object\"` beside a union of objects, which they cannot move into (a branch names one of the properties, or `additionalProperties` is given): typify would merge them into the catch-all";

/// Whether `obj` has no object keywords beside its union, or they move into its branches
/// (`hoist.rs`): with the catch-all appended, typify would merge the ones left into it.
fn properties_move(obj: &Map<String, Value>) -> bool {
    let beside = |o: &Map<String, Value>| {
        ["properties", "required", "additionalProperties"]
            .iter()
            .any(|k| o.contains_key(*k))
    };
    if !beside(obj) {
        return true;
    }
    let mut copy = obj.clone();
    super::hoist_into_branches(&mut copy);
    !beside(&copy)
}

/// What [`Normaliser::union_before`] decided of a subschema's union, for
/// [`Normaliser::union_after`].
pub(super) struct Plan {
    /// The union whose branches at these positions are left to the catch-all: in place
    /// through the children and the moving of properties into branches (their siblings keep
    /// the pointers the schema knows them by), removed after.
    left_out: Option<(&'static str, Vec<usize>)>,
    /// The union that needs the catch-all `Other(serde_json::Value)` appended.
    other: Option<&'static str>,
    /// Whether the union is then typed as a `oneOf`: an `anyOf` whose branches were typed as
    /// objects, or given the object catch-all.
    as_one_of: bool,
    /// Whether the `anyOf` is two objects one value may meet both of, which get a first
    /// branch for such values (`both.rs`).
    both: bool,
}

impl Normaliser<'_> {
    /// Before the children: types the object branches of `obj`'s union and leaves out the
    /// untyped ones; `None` (reported) when the subschema is to be `{}`: object branches in an
    /// `allOf` part of a schema not an object, or object keywords that cannot move into the
    /// branches beside a union that needs the catch-all.
    pub(super) fn union_before(
        &mut self,
        obj: &mut Map<String, Value>,
        pointer: &str,
    ) -> Option<Plan> {
        if has_object_branch(obj) && !crate::compile::object_type(obj) && self.in_all_of(pointer) {
            self.coarsened.push((
                pointer.to_owned(),
                "a union with branches written as objects without `type`, as a part of an `allOf` (typify would merge every combination of the branches and parts)".to_owned(),
            ));
            return None;
        }
        let left_out = self.leave_untyped(obj, pointer);
        let untyped = left_out.as_ref().map(|(union, _)| *union);
        let objects = object_branches(obj);
        // Objects written with `type` that typify would take apart though a value may meet
        // two (`overlap.rs`): read as those written without it are.
        let overlap = objects.is_none()
            && (obj.get("anyOf").and_then(Value::as_array))
                .is_some_and(|b| super::overlap::typed_overlap(b, (self.doc, self.id)));
        let any_of_objects = objects.as_ref().is_some_and(|o| o.union == "anyOf") || overlap;
        let other = (objects.filter(|o| o.catch_all).map(|o| o.union)).or(untyped);
        let both = any_of_objects
            && untyped.is_none()
            && (obj.get("anyOf").and_then(Value::as_array))
                .is_some_and(|b| super::both::combinable(b, (self.doc, self.id)));
        if any_of_objects && !both {
            self.any_of_kept(obj, pointer);
        }
        if let (Some(union), true) = (other, crate::compile::object_type(obj)) {
            // Only objects reach the union: the catch-all is the object itself, the
            // properties beside it merged in as into every branch (template's forms: a form
            // named by `identifier`, or any other object with its `identifier`).
            append_object(obj, union);
            return Some(Plan {
                left_out,
                other: None,
                as_one_of: true,
                both,
            });
        }
        if other.is_some() && !properties_move(obj) {
            self.coarsened
                .push((pointer.to_owned(), UNMOVED.to_owned()));
            return None;
        }
        Some(Plan {
            left_out,
            other,
            as_one_of: any_of_objects,
            both,
        })
    }

    /// After the children (and the properties moved into the branches): appends the catch-all
    /// the [`Plan`] needs, and types an `anyOf` of objects as a `oneOf`; `false` (reported)
    /// when object keywords left beside the union would be merged into the catch-all.
    pub(super) fn union_after(
        &mut self,
        obj: &mut Map<String, Value>,
        pointer: &str,
        plan: &Plan,
    ) -> bool {
        if let Some((union, positions)) = &plan.left_out {
            if let Some(Value::Array(branches)) = obj.get_mut(*union) {
                let mut i = 0;
                branches.retain(|_| {
                    i += 1;
                    !positions.contains(&(i - 1))
                });
            }
        }
        if plan.both {
            if let Some(Value::Array(branches)) = obj.get_mut("anyOf") {
                super::both::prepend(branches);
                self.both.insert(pointer.to_owned());
            }
        }
        if let Some(union) = plan.other {
            if !properties_move(obj) {
                self.coarsened
                    .push((pointer.to_owned(), UNMOVED.to_owned()));
                return false;
            }
            self.append_other(obj, union);
        }
        if plan.as_one_of {
            any_of_as_one_of(obj);
        }
        true
    }

    /// `{"properties": …}` without `type` accepts those objects and any value that is not an
    /// object: typify's copy is `{"oneOf": [{"type": "object", "properties": …}, ANY]}`, where
    /// `ANY` is a placeholder replaced by `serde_json::Value`. The pairing reads both variants
    /// as the node itself (a `oneOf` the schema does not have: `variant::object`), and the
    /// struct as the object. The same for `{"items": …}` without `type`, with `kind`
    /// `"array"`: a list of the items, or any value that is not an array.
    pub(super) fn or_any(&mut self, schema: &mut Value, kind: &str) {
        let placeholder = self.any();
        let Value::Object(obj) = schema else { return };
        let mut object = std::mem::take(obj);
        let mut outer = Map::new();
        for k in super::KEPT_ANNOTATIONS {
            if let Some(v) = object.get(*k) {
                outer.insert((*k).to_owned(), v.clone());
            }
        }
        object.remove("title");
        object.insert("type".into(), kind.into());
        outer.insert(
            "oneOf".into(),
            serde_json::json!([object, {"$ref": format!("#/definitions/{placeholder}")}]),
        );
        *obj = outer;
    }

    /// Before the children: the branches of `obj`'s union that have no type of their own
    /// (`compile::untyped_branch`: `{"pattern": …}`, `{"not": …}`, an `if`) beside typed ones
    /// are left out of typify's copy (`union_after` removes them); the union then needs the
    /// catch-all, tried after the typed variants (intlayer's content: a string, a number… or
    /// an `if`'s objects; template's forms: a form named by `identifier`, or any other). Each
    /// is recorded for the children's walk and the pairing (`variant::object` skips it), and
    /// reported unless it only constrains. Returns the union and their positions.
    fn leave_untyped(
        &mut self,
        obj: &Map<String, Value>,
        pointer: &str,
    ) -> Option<(&'static str, Vec<usize>)> {
        for union in ["oneOf", "anyOf"] {
            let Some(Value::Array(branches)) = obj.get(union) else {
                continue;
            };
            let untyped = crate::compile::untyped_branch;
            if !branches.iter().any(untyped) || branches.iter().all(untyped) {
                continue;
            }
            let mut positions = Vec::new();
            for (i, b) in branches.iter().enumerate().filter(|(_, b)| untyped(b)) {
                let at = format!("{pointer}/{union}/{i}");
                if !crate::compile::only_constrains(b) {
                    self.coarsened.push((at.clone(), CAUGHT.to_owned()));
                }
                self.caught.insert(at);
                positions.push(i);
            }
            return Some((union, positions));
        }
        None
    }

    /// After the children: appends `{"$ref": ANY}` to `union` (an `anyOf` becomes a `oneOf`,
    /// read by typify as an enum tried in order, not as a struct of optional parts). The
    /// pairing reads the variant past the schema's branches as the union itself
    /// (`variant::object`).
    pub(super) fn append_other(&mut self, obj: &mut Map<String, Value>, union: &str) {
        // A branch typed `Value` already (coarsened, or `{}`) holds the rest: a second
        // `Value` variant would give the enum two `From<Value>`.
        let holds_any = |b: &Value| {
            b.as_object().is_some_and(|o| {
                o.keys()
                    .all(|k| super::KEPT_ANNOTATIONS.contains(&k.as_str()))
            })
        };
        if obj
            .get(union)
            .and_then(Value::as_array)
            .is_some_and(|b| b.iter().any(holds_any))
        {
            return;
        }
        let any = self.any();
        let Some(Value::Array(mut branches)) = obj.remove(union) else {
            return;
        };
        let mut other = Map::new();
        other.insert("$ref".into(), Value::String(format!("#/definitions/{any}")));
        branches.push(Value::Object(other));
        obj.insert("oneOf".into(), Value::Array(branches));
    }
}
