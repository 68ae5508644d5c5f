//! The generator's passes as ordered lists, each entry one line saying what the pass does and
//! why it stands where it does.
//!
//! [`SCHEMA_PASSES`] rewrite the type model's copy of one document (`crate::upgrade`), after
//! it is spelled in draft-07 form (`upgrade::shape_document`) and before the family passes,
//! the engine and the IR (the crate docs list every stage). Each pass is a file of
//! `codegen/src/upgrade/` named by what it does; the engine always judges the document as
//! vendored, so a pass changes only what types the copy gets. A pass that moves subschemas
//! records `(pointer in the copy, pointer before)`, so that reports name the file's own
//! pointers (`upgrade::Moved`).

use serde_json::Value;

use crate::ir::Draft;
use crate::upgrade::{self, Moved};

/// How a schema pass runs on the copy.
#[derive(Clone, Copy)]
pub(crate) enum Run {
    /// On the copy alone.
    Copy(fn(&mut Value)),
    /// With the document's draft.
    Draft(fn(&mut Value, Draft)),
    /// With the document's draft and base URI.
    Base(fn(&mut Value, Draft, &str)),
    /// Recording what it moves: as the latest layer after the cases, else as the earliest.
    Moves(upgrade::Rewrite),
    /// `if`/`then` cases read as a union: the record of moves starts here.
    Cases(fn(&mut Value) -> Moved),
}

/// One schema pass: its file's name under `upgrade/`, how it runs, what it does and why there.
pub(crate) struct SchemaPass {
    /// The pass's file under `codegen/src/upgrade/`.
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "the list's documentation, held by its tests")
    )]
    pub(crate) name: &'static str,
    /// How it runs.
    pub(crate) run: Run,
    /// What it does and why it stands there.
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "the list's documentation, held by its tests")
    )]
    pub(crate) why: &'static str,
}

const fn pass(name: &'static str, run: Run, why: &'static str) -> SchemaPass {
    SchemaPass { name, run, why }
}

/// The schema passes, in order.
pub(crate) const SCHEMA_PASSES: &[SchemaPass] = &[
    pass("resources", Run::Base(upgrade::resources::embedded), "inner resources ($ids below the root) spelled as one document: every later pass finds targets by pointer"),
    pass("references", Run::Draft(upgrade::references::refs_as_parts), "a 2019-09+ $ref beside other keywords made an allOf part, once references are spelled"),
    pass("never", Run::Copy(upgrade::never::rewrite), "schemas no value meets read as false, before any pass reads them as a shape"),
    pass("self_part", Run::Copy(upgrade::self_part::rewrite), "allOf parts that are the schema itself left out, before parts are merged or moved"),
    pass("closed_parts", Run::Copy(upgrade::closed_parts::rewrite), "allOf parts naming only what another part closes out left out, likewise"),
    pass("object_guard", Run::Moves(upgrade::object_guard::rewrite), "an if testing only type: object read as its then, before the cases read ifs"),
    pass("always_then", Run::Moves(upgrade::always_then::rewrite), "an if/then every valid object meets read as its then, before the cases read ifs"),
    pass("exclusive", Run::Moves(upgrade::exclusive::rewrite), "a union whose branches exclude each other's properties: those made the object's, before the cases"),
    pass("restated_branches", Run::Copy(upgrade::restated_branches::rewrite), "union branches' restatements of the object's properties emptied, before the cases read them"),
    pass("cases", Run::Cases(upgrade::cases::rewrite), "if/then pairs discriminating by one property read as a oneOf of cases: the record of moves starts here"),
    pass("flat_parts", Run::Moves(upgrade::flat_parts::rewrite), "an allOf inside an allOf made one, so the passes after see one list of parts"),
    pass("flat_branches", Run::Moves(upgrade::flat_branches::rewrite), "an untitled anyOf inside an anyOf made one, so the passes after see one list of branches"),
    pass("null_parts", Run::Moves(upgrade::null_parts::rewrite), "an object's nullable allOf part read as what it wraps, before parts are merged"),
    pass("conditional", Run::Moves(upgrade::conditional::rewrite), "properties only a then/else names made the object's, once the cases took theirs"),
    pass("unions", Run::Moves(upgrade::unions::rewrite), "unions read as what they accept (branches never met, always met, one of one)"),
    pass("part_union", Run::Moves(upgrade::part_union::rewrite), "an object's one union written as an allOf part (inline or by $ref) made its own"),
    pass("null_branches", Run::Moves(upgrade::null_branches::rewrite), "the branches of no object (a null) taken out of a union beside object keywords"),
    pass("distribute", Run::Moves(upgrade::distribute::rewrite), "object keywords beside a union of unions moved into every branch, once unions are read"),
    pass("objects", Run::Moves(upgrade::objects::rewrite), "branches of a union beside object keywords that accepts no non-object typed as objects"),
    pass("by_type", Run::Moves(upgrade::by_type::rewrite), "a schema of several JSON types holding a tuple split by type; an allOf of object keywords merged"),
    pass("last_tried", Run::Moves(upgrade::last_tried::rewrite), "last: a oneOf's branches whose conversion would take values they refuse tried after the others"),
];

/// The type model's copy of `doc` (draft `draft`, base URI `base`): `upgrade::shape_document`,
/// then every [`SCHEMA_PASSES`] entry in order; what moved maps the copy's pointers back to
/// the file's.
#[must_use]
pub(crate) fn shape(doc: &Value, draft: Draft, base: &str) -> (Value, Moved) {
    let mut copy = upgrade::shape_document(doc, draft);
    // Layers of the passes before the cases, which stand under the cases' own.
    let mut before = Vec::new();
    let mut moved: Option<Moved> = None;
    for pass in SCHEMA_PASSES {
        match pass.run {
            Run::Copy(f) => f(&mut copy),
            Run::Draft(f) => f(&mut copy, draft),
            Run::Base(f) => f(&mut copy, draft, base),
            Run::Moves(f) => {
                let mut layer = Vec::new();
                f(&mut copy, &mut layer);
                match &mut moved {
                    Some(moved) => moved.push(layer),
                    None => before.push(layer),
                }
            }
            Run::Cases(f) => {
                let mut cases = f(&mut copy);
                for layer in before.drain(..).rev() {
                    cases.push_earliest(layer);
                }
                moved = Some(cases);
            }
        }
    }
    let mut moved = moved.unwrap_or_default();
    for layer in before.into_iter().rev() {
        moved.push_earliest(layer);
    }
    (copy, moved)
}

#[cfg(test)]
mod tests;
