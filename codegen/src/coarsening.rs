//! The report of what the generator typed coarser than its schema ([`Coarsening`]).

use std::fmt;
use std::path::PathBuf;

/// One subschema typed `serde_json::Value` although its schema constrains the shape, or an
/// object typed with some of what its schema names left as `serde_json::Value` (`kind`).
///
/// What the generator typed coarser than its schema: every subschema or root that became
/// `serde_json::Value` (or a newtype around it) although its schema says more. The engine
/// still judges every payload exactly; only the Rust type says less. `generate` returns the
/// list and `build` prints each one as a `cargo:warning`, so nothing is coarsened in silence.
///
/// Nothing is coarsened in silence. Every subschema or root that ends up typed
/// `serde_json::Value` although its schema constrains the shape is a [`Coarsening`] (file,
/// JSON pointer, reason, and its [`CoarseningKind`]: the subschema `Value`, or an object typed
/// with properties kept in `extra`) in [`Generated::coarsened`](crate::Generated::coarsened), and [`build`](crate::build) prints each as a
/// `cargo:warning` (`cargo xtask codegen-time` lists them too):
///
/// ```
/// use std::path::Path;
/// use std::collections::BTreeMap;
/// use agent_approval_codegen::Manifest;
///
/// let manifest = Manifest::parse(Path::new("schemas/manifest.toml"), r#"
///     [[schema]]
///     file = "x.json"
///     module = "x"
///     upstream = "https://example.com/x.json"
///     root = "Thing"
/// "#)?;
/// let schema = br#"{"type": "object", "properties": {
///     "pair": {"prefixItems": [{"type": "string"}], "minLength": 2}}}"#;
/// let generated = manifest.generate(&BTreeMap::from([("x.json".into(), schema.to_vec())]))?;
/// assert_eq!(
///     generated.coarsened[0].to_string(),
///     "schemas/x.json at #/properties/pair: typed `serde_json::Value`, coarser than its \
///      schema: a tuple of several lengths whose `type` allows more than arrays, or beside a \
///      union",
/// );
/// # Ok::<(), agent_approval_codegen::Error>(())
/// ```
///
/// The schemas `agent-approval` vendors (the AAP family and the 123 Codex 0.171.0 files)
/// produce one coarsening warning: `JSONRPCMessage`, an `anyOf` of a request, a notification,
/// a response and an error, open objects one value may meet two of (an enum tried in order:
/// `{"id": 1, "method": "m", "error": {…}}` is the request, its `error` in `extra`). What
/// still coarsens, in any schema, with the warning's reason:
///
/// | shape | reason in the warning |
/// |---|---|
/// | `unevaluatedProperties` with a schema, or beside `if` or `dependentSchemas` (a boolean one elsewhere only refuses what `extra` holds), `unevaluatedItems`; a `$dynamicRef` or `$recursiveRef` whose target depends on the way the engine came (another subschema of the file, or another file of the family that may refer to this one, has the same dynamic anchor: elsewhere it is its `$ref`, a tree's children `Vec<Tree>`); an inner `$id` in a document with a reference it cannot spell from the root (an anchor no resource or several have: elsewhere every reference is spelled by the pointer where it lands or its absolute URI, and the inner `$id`s change nothing), … | keyword `K` has no Rust type typify can mirror |
/// | a `patternProperties` pattern the linear-time `regex` crate cannot run (lookaround, with `patterns = "backtracking"`): beside open `additionalProperties` its properties stay in `extra`; beside `false` or a schema the object is `Value` (every other pattern is a typed map field, each name routed to the first pattern it matches) | properties matching a pattern the linear-time `regex` crate cannot run … / `patternProperties` beside closed or typed `additionalProperties`, with a pattern … |
/// | a tuple (`items` as an array, `prefixItems`) of more than 8 lengths, of several lengths beside `null`, a union or another JSON type's keyword (written without `type`, the tuple's keywords alone, it is an enum of its lengths and `Other(serde_json::Value)` for every value that is no array: `Three(A, B, C)`, …, `Other(…)`; beside other JSON types, alone or with `allOf` parts, it is an enum by type, `Boolean(bool)`, `Object { .. }`, `Array(…)`, the array the tuple's type), needing more elements than it has positional schemas (or more than 12 of them) while unbounded, or that no array satisfies (of one length it is a Rust tuple, `(A, B)`; of a few, an enum with a variant per length, `One((A,))`, `Two(A, B)`, `Empty(Vec<Value>)`; unbounded, the same up to its positional schemas and `Longer(A, B, Vec<R>)` for the longer arrays, the positional elements and a list of the rest, read and written flat) | `items` as an array of schemas (a tuple) of unbounded length has no Rust type / a tuple of … |
/// | `properties`/`required`/`additionalProperties` without `type: "object"` beside another keyword that shapes the type (`items`, `enum`, an `anyOf`, a `oneOf` with a branch that is not an object…), or with a `type` that allows more than objects and `null` (alone, or beside `allOf` parts that are `$ref`s or objects, they are an enum, `Object { .. }` or `Other(serde_json::Value)`, below; beside a `oneOf` of objects, an enum of the branches with the properties in each and `Other`; and with every `oneOf`/`anyOf` branch or an `allOf` part an object, as in Codex's `ServerNotification`, a struct; beside a union whose branches are objects or accept no object, a `null` or a string, those are taken out of it, aiproj's authentication without its `type` an `Option` of the objects' enum) | object keywords without `type: "object"` |
/// | such object keywords beside a `oneOf` of objects that names one of them or beside `additionalProperties` (they cannot move into the branches) | … beside a union of objects, which they cannot move into |
/// | such object keywords alone as a part of an `allOf` of a schema that is not an object (inside an object the part is its object, merged into the struct; beside a union accepting every non-object or none, of which a branch is itself a union, the part's properties are each branch's and the non-objects `Other(serde_json::Value)`: Azure Functions' `bindingBase`), or beside an `allOf` part typed `Value` | … as a part of an `allOf` / … beside an `allOf` part typed `serde_json::Value` |
/// | a union with branches written as objects without `type`, as an `allOf` part (or a definition one refers to) of a schema that is not an object, or beside another union of the object (an object's one union written as a part is its own: template's `postActions`, an action by its `actionId` with `args` of its own; a part whose branches each name properties the others forbid, name alike or leave open gives the object those properties, below) | a union with branches written as objects without `type`, as a part of an `allOf` … |
/// | `items` without `type: "array"` beside another keyword that shapes the type (alone it is an enum, `Array(Vec<T>)` or `Other(serde_json::Value)`; alone as a union branch, its list beside the catch-all) | `items` without `type: "array"` |
/// | a `oneOf`/`anyOf` none of whose branches has a `type`, `enum`, `const` or `$ref` of its own or is an object's keywords alone in a `oneOf`, unless every branch only constrains (`required`, `not`…: the union is then the engine's alone) or only narrows the one scalar `type` beside it (`{"type": "string", "anyOf": [{"enum": […]}, {"pattern": …}]}`: a `String`); where some branches are typed, the others are held by one catch-all variant tried last (`anyOf: [{"type": "boolean"}, {"pattern": …}]` is `Boolean(bool)` or `Other(serde_json::Value)`; where only objects reach the union, the catch-all is the object, its properties beside the union), and such a branch is reported where it has a shape of its own (objects or arrays written without `type`); an `anyOf` is read as what it accepts first (a branch no value meets left out, one every value meets makes it say nothing, one no value meets two branches of is a `oneOf`, one of a single branch an `allOf` part), and its object branches are an enum tried in order (below); and a `oneOf` beside an `anyOf`, one of them with such a branch or with object branches (not where every branch of either only constrains: Cilium's policies, one of two selectors and any of four rule lists, are the object's struct) | a union with no typed branch / a union branch with no type of its own … `Other(serde_json::Value)` / a `oneOf` beside an `anyOf` … |
/// | an `allOf` with no typed part | an `allOf` with no typed part |
/// | an `allOf` part typed `Value` (inline, or a `$ref` to a definition typed `Value`) inside an object (`type: "object"`, or object keywords): the struct merges it as `{}`, so what it names stays in `extra` (a union of the object's properties is not such a part where each branch forbids what the others name, or names it alike: those are the object's fields, the union the engine's; as an `allOf` part, a property a branch leaves open is its schema or any value, `Option<RootFiles>`, `Array(…)` or `Other(serde_json::Value)`) | the properties an `allOf` part typed `serde_json::Value` names are kept … in `extra` (#/allOf/1): ["name", …] |
/// | an `anyOf` of objects written without `type`, or with it where typify would read them as apart but one value may meet two (one requires a name another does not list yet allows; a `$ref` to such an object counts): an enum tried in order, as serde's `untagged`; a value two branches hold is the first one's variant, which keeps the properties only a branch tried after it names (and its own `not` does not forbid; a name that branch allows any value of, `"result": true`, its field would type as `extra` does) in `extra` (a value reaches a variant only where every earlier one refused it: what those name is any value there, nothing reported). Not where the `anyOf` is two open objects, written in place or by a local `$ref`, told apart by what they require (each has a property or a required name the other has not, and what they require differs; one may require nothing), whose schemas of a property both name agree, both named (titled, or a `$ref`) or neither (monika's redis: a `uri`, or a `host` and a `port`; Codex's resource contents: a `uri` and a `text`, or a `uri` and a `blob`; grunt-task's targets: files, or a `src` mapping): a first variant holds the values both hold, every property typed (`UriAndHostPort { uri, host, port, .. }`, named after the two where they are named: `FileIdAndResultThreadItem`, `FileFormatAndDynamic`), nothing reported. Objects closed to what another requires, or allowing it only values another's schema of it refuses (a tag's other constant, another JSON type: cargo's `{"workspace": true}` beside a map of tables), are apart indeed: nothing reported | an `anyOf` of objects is an enum tried in order: … in `extra`: ["host", …] |
/// | an `enum`, or a `oneOf`/`anyOf` of string `enum`s and `const`s, whose values typify names alike and neither spelling out their symbols nor numbering names apart (`[tcp, TCP]` is `Tcp`, `Tcp2`; jscsrc's `","`, `", "`, `" ,"` are `Comma`, `CommaSpace`, `SpaceComma`): a `String` | enum values typify cannot name apart (…) / a `oneOf` of enum values typify cannot name apart (…) |
/// | an object of `if`/`then`/`else` cases alone, its own or as `allOf` parts of nothing else (no `type`, property or other shape of its own: any value is valid where no `if` holds), whose `then`s name properties (prometheus's `auth`, kya's `vcPayloadDispatch`): it is `serde_json::Value`, as written; where an object refers to it as an `allOf` part, the properties its `then`s name are that object's fields (kya's `credential_subject`) | an object of `if` cases alone (no `type` or properties of its own) admits any value: … ["name", …] |
/// | properties named only under a `then` or an `else` (the object's, or an `allOf` part's, written in place or a local `$ref`; reported at the object whose struct merges the part) where the object's other properties are matched by `patternProperties`, held by an `additionalProperties` schema, or named by a part it refers to, or that those branches only constrain (beside `additionalProperties: false` and no patterns, the object refuses them: no valid object has one, nothing is reported; elsewhere each is a field, the enum of the branches' schemas of it tried in order, with `Other(serde_json::Value)` where a branch leaves it open; and an object whose `if`/`then` pairs each test one property for string values, with no `else`, is an enum of its cases, `FormItem::Markdown { attributes, .. }`, an `Other` variant for any other value; an `if` that tests only `type: "object"`, with no `else`, is its `then`: where that only constrains nothing of it is typed, partial-poe's subtasks, and beside `type: "object"` its properties are the struct's fields): they stay in `extra` | properties named only under `then`/`else` are kept … in `extra`: … ["name", …] |
/// | a property the object names that such a `then`/`else` shapes further than its type holds (a name the type keeps in `extra`, a deeper shape, `items` beyond the type's, a union of other types, a `$ref` not read), through local `$ref`s at any depth: its type is the object's own schema of it, which every valid value meets too, and the engine checks the rest (a `then` listing fewer values, a `type` and bounds, a union of fewer of the types, or a `$ref` back to the property only narrows: nothing coarser, not reported; where the object says nothing of it, the branches' schemas are its type, as for a property only they name) | what the `then`/`else` of `if` cases not read as a union say of properties the object also names is checked, not typed … |
/// | in the enum of an object's `if` cases, a property the object names too that a `then` says more of than the object's schema does and than its type holds (the `then`'s is the type where the object's says nothing but annotations, restates it, or says a `type` the `then`'s stays within) | what a `then` says of a property the object names too, where the object's type does not hold it, is checked, not typed: the object's own type of `["p"]` keeps … in `extra`: `["q", …]` |
/// | in that enum, the variant of an object without the tested property, where an `if` does not require it: every such `then` holds, and a property two of them name differently meets both (the first where they differ in annotations alone, their `allOf` with the `type`s they share, no value where they share none); where one of them reaches a `$ref` (whose definition, an `allOf` part, would be typed coarser everywhere) it is one of them, which holds every value meeting all (the one without `$ref`s that says its `type`, else the first: minecraft's `limit` is `Option<i64>`), the engine judging the others, and reported only where it may be an object and another may name properties it does not (kept in `extra`) | an object without "k" meets every `if` that does not require it: a property two `then`s name differently with `$ref`s is one `then`'s type there (`["p"]`), which keeps … in `extra`: `["q", …]` |
/// | a `$ref` to the 2019-09 or 2020-12 meta-schema (a schema held as data, any JSON Schema, which the engine checks with its built-in copy; its vocabularies join by `$dynamicRef`). The draft-04, draft-06 and draft-07 meta-schemas are typed from the engine's copy (`<module>::draft_07::Schema`) | `$ref` … is the 2020-12 meta-schema … |
/// | a `$ref` to an anchor of another file, or one no subschema or several of this file have (an anchor of this file, `$anchor`, a `$dynamicAnchor`, an `$id` of `"#…"` before 2019-09, is the pointer of the subschema it names), or to another file's pointer no type reads (below `not` or `if`; any other pointer, in this file or another, `#/properties/a`, `#/definitions/A/definitions/B`, is lifted into a type of its own, named from its path and shared; a percent-encoded name, `#/definitions/a%3Ab`, is the definition `a:b`) | `$ref` … is not a definition typify can name |
/// | a subschema typify refuses or panics on (found by descent from the root, so only it is `Value`; the whole file when the root is the one) | typify refused it: … / typify panicked: … |
/// | a subschema whose type the generator cannot pair with the schema, or whose struct misses a property the schema names (then the file, if that does not help; object keywords beside a union one of whose branches is a union move into the branches first, as typify's merge would leave them out of the inner union's variants: testenvironments' `config`) | the generator could not pair typify's type with it: … |
///
/// The engine still judges every payload exactly against the full schema; only the Rust type
/// says less. Known limits that are not a `Value`:
///
/// - An integral float (`"id": 6.0`, an integer to JSON Schema) is read as that integer in
///   every serde shape, so a `serde_json::Value` field (or `extra`) holds `6` for `6.0`: the
///   same number to JSON Schema, not the same spelling (an `f64` field likewise writes `6.0`
///   for `6`). An integer beyond `i64`/`u64` in an integer field is refused as "cannot be
///   represented".
///
/// An object written without `type` (`{"properties": {...}, "required": [...]}`, common in
/// real-world schemas) also accepts strings, numbers, arrays and `null`; it is an enum of its
/// struct and any other value, `Thing::Object { a, extra, .. }` or
/// `Thing::Other(serde_json::Value)`, so both kinds of instance keep a type that holds them
/// (`items` without `type` likewise: `Thing::Array(Vec<T>)` or `Thing::Other`). Up to
/// draft-07 a `$ref`'s siblings are ignored (by the engine too): the type is the target's.
///
/// What the generator does so that these shapes keep everything: properties written beside a
/// `oneOf` of objects go into each branch (`ServerNotification` is an enum by `method`, not a
/// `Value`); a one-branch `oneOf` is that branch (`ClientNotification` is a struct keeping
/// unknown properties); unit-like variants of internally tagged enums whose object is open
/// keep an `extra` map (`{"type":"dangerFullAccess","zzz":1}` comes back whole); an
/// adjacently tagged enum (typify's form when one branch carries one content property) with
/// an open branch becomes internally tagged, its content a named field beside `extra`
/// (Codex's `ThreadStatus::Active { active_flags, extra }`: serde's adjacent form would drop
/// `zzz`); an optional `{"type": "null"}` property is `Option<()>` with its `null` kept (absent
/// stays absent); an optional array keeps its JSON name. After these rewrites the generator checks
/// that every property an object names has a field of that JSON name in its struct or variant
/// (so none can land in `extra`); a miss coarsens that object, with the warning above, rather
/// than stop the build. Generated enums are `#[non_exhaustive]`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Coarsening {
    /// The schema file (`schemas/...`).
    pub file: PathBuf,
    /// RFC 6901 pointer of the subschema in that file; `""` is the root.
    pub pointer: String,
    /// Why its type is coarser, in words.
    pub reason: String,
    /// What is coarser: the subschema's whole type, or part of its object's.
    pub kind: CoarseningKind,
}

/// What a [`Coarsening`] leaves as `serde_json::Value`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum CoarseningKind {
    /// The subschema itself is `serde_json::Value` (or a newtype around it).
    Value,
    /// The object is typed, but properties its schema names (matching a pattern the `regex`
    /// crate cannot run, named only under a `then`/`else`, by an `allOf` part typed `Value`,
    /// by a later branch of an `anyOf` tried in order, or, in the enum of an object's `if`
    /// cases, by a `then` other than the one typing a property all of them hold, or by a
    /// `then` whose property the object's own type stands for) are kept in its `extra` map,
    /// as `serde_json::Value`s.
    KeptInExtra,
}

impl CoarseningKind {
    /// The words [`Coarsening`]'s `Display` says it in.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Value => "typed `serde_json::Value`",
            Self::KeptInExtra => "typed, with properties kept in `extra`",
        }
    }
}

impl fmt::Display for Coarsening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at #{}: {}, coarser than its schema: {}",
            self.file.display(),
            self.pointer,
            self.kind.as_str(),
            self.reason
        )
    }
}

#[cfg(test)]
mod tests {
    use super::{Coarsening, CoarseningKind};

    #[test]
    fn says_whether_the_subschema_or_some_properties_are_values() {
        let cases = [
            (CoarseningKind::Value, "schemas/x.json at #/a: typed `serde_json::Value`, coarser than its schema: why"),
            (CoarseningKind::KeptInExtra, "schemas/x.json at #/a: typed, with properties kept in `extra`, coarser than its schema: why"),
        ];
        for (kind, want) in cases {
            let c = Coarsening {
                file: "schemas/x.json".into(),
                pointer: "/a".into(),
                reason: "why".into(),
                kind,
            };
            assert_eq!(c.to_string(), want);
        }
    }
}
