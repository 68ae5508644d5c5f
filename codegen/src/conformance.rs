//! How exactly the generated types follow their schemas, measured: the official
//! JSON-Schema-Test-Suite and two public catalogs through generated code, and what they still
//! type coarser than their schemas, and why. (A page of documentation: no items.)
//!
//! # The official test suite
//!
//! `agent-approval`'s `tests/suite.rs` runs the official
//! [JSON-Schema-Test-Suite](https://github.com/json-schema-org/JSON-Schema-Test-Suite) (read
//! from `../shared/json-schema-test-suite`, commit `44401e0`) through generated code: each test
//! group's schema becomes a file of a temporary crate, its build script runs this generator,
//! and every test's data goes through `from_str` and `from_value` of the group's `Root` type
//! (verdict as the suite says; an accepted value must serialize back to the same JSON). Groups
//! the generator refuses are not applicable (n/a), with its error. It builds crates, so it is
//! `#[ignore]`d: `cargo test --locked -p agent-approval --test suite -- --ignored --nocapture`
//! (about three minutes for five drafts; `SUITE_DRAFTS=draft4,draft6` runs those named).
//!
//! | tests | passed | failed | xfail | n/a | total |
//! |---|---:|---:|---:|---:|---:|
//! | draft-04, required | 618 | 0 | 0 | 0 | 618 |
//! | draft-04, `optional/format` | 219 | 0 | 0 | 0 | 219 |
//! | draft-06, required | 839 | 0 | 0 | 0 | 839 |
//! | draft-06, `optional/format` | 325 | 0 | 0 | 0 | 325 |
//! | draft-07, required | 927 | 0 | 0 | 0 | 927 |
//! | draft-07, `optional/format` | 676 | 0 | 0 | 0 | 676 |
//! | 2019-09, required | 1,250 | 0 | 0 | 9 | 1,259 |
//! | 2019-09, `optional/format` | 757 | 0 | 0 | 0 | 757 |
//! | 2020-12, required | 1,271 | 0 | 19 | 9 | 1,299 |
//! | 2020-12, `optional/format` | 764 | 0 | 0 | 0 | 764 |
//!
//! Every verdict is exact and every accepted value round-trips. The types are never narrower
//! than the schema: a subschema typify would type too narrowly (object keywords without
//! `"type": "object"` beside another shape, a union with no typed branch) is
//! `serde_json::Value`, a union's branches without a type of their own are one catch-all
//! variant, `Other(serde_json::Value)`, beside the typed ones, an `anyOf` with non-object
//! branches is an enum of its branches, and an optional property that may be `null` through
//! a reference into another file keeps its `null`. What the suite's schemas still type coarser
//! is reported (`SUITE_COARSENINGS=1`): 5, 6, 6, 63 and 74 subschemas for draft-04 … 2020-12
//! (of 176, 253, 295, 415 and 429 files), most of them `unevaluatedItems` or
//! `unevaluatedProperties` with a schema (71), dynamic references whose target depends on the
//! way the engine came (21: the groups of a draft are one family, and several share an anchor
//! name) and references to the 2019-09/2020-12 meta-schemas' vocabularies (16). Anchors,
//! bundles of resources with `$id`s of their own, `$recursiveRef`/`$dynamicRef` to an anchor
//! no other resource has, and tuples written without `type` are typed.
//!
//! Not applicable (the build stops, naming file, pointer and reference): 2019-09 and 2020-12
//! custom meta-schemas (`vocabulary.json`: 5 each), and remote documents referenced by a URL
//! other than their own `$id` (`refRemote.json`: 4 each; a manifest `id` alias is for
//! documents without one). A root type's validator is its document itself, so references to
//! the drafts' meta-schemas (`definitions.json`, `ref.json`) resolve through the engine's
//! built-in copies, and up to draft-07 are typed from them: a `$ref` to
//! `http://json-schema.org/draft-07/schema#` is `<module>::draft_07::Schema`, a module below
//! the referring file's (`Boolean(bool)`, or an `Object` of the keywords, its subschemas
//! `Box<Schema>`); the 2019-09 and 2020-12 ones stay `serde_json::Value`, reported. Expected to fail, and checked to keep failing: the 19 "invalid … string is
//! only an annotation by default" tests of `draft2020-12/format.json`, because this generator
//! asserts `format` by design where 2020-12's default treats it as an annotation.
//!
//! **Real-world schemas.** The same harness runs any folder laid out like the suite
//! (`SUITE_PATH=DIR SUITE_DRAFTS=draft7 cargo test -p agent-approval --test suite --
//! --ignored`); `cargo xtask catalogs --schemastore DIR --crds DIR` (`--untested`: the
//! schemas without test instances, each with an empty object) lays two public catalogs
//! out so, under `target/catalogs/`: `SchemaStore` (every schema with JSON or TOML instances, its
//! `$ref`s to its other schemas vendored beside it) and a sample of CRDs from
//! `datreeio/CRDs-catalog`, one per API group, with instances generated from each schema (near
//! misses mixed in) and judged by the engine. The table is below; the figures are from
//! one machine. What those catalogs still type `serde_json::Value` (`COARSENED` lines;
//! `SUITE_COARSENINGS=1` lists each with file and pointer), and why:
//!
//! - properties matching a pattern the linear-time `regex` crate cannot run (lookaround,
//!   with `patterns = "backtracking"`): kept in `extra`, as the conversion cannot route them
//!   (beside `additionalProperties: false` or a schema, the object is `Value`); every other
//!   pattern is a typed map field, each name routed to the first pattern it matches;
//! - object keywords without `type: "object"` beside another shape keyword (an `enum`, an
//!   `anyOf`, a `oneOf` with a branch that is no object), `items` without `type: "array"`
//!   beside one, a union with a branch of no shape of its own: one Rust type cannot hold both
//!   readings (the common forms are typed with an `Other(Value)` variant: objects or `items`
//!   written without `type`, alone or beside `allOf` parts that are references or objects;
//!   unions of such objects; properties beside a `oneOf` of objects, moved into each branch);
//!   up to draft-07 a `$ref`'s siblings are ignored, so the type is its target's;
//! - tuples of more than 8 lengths, or unbounded needing more elements than their positional
//!   schemas (else a Rust tuple, `(A, B)`, or an enum by length, `One((A,))`, `Two(A, B)`, and
//!   unbounded `Longer(A, B, Vec<R>)` for the longer arrays, read flat), `unevaluatedItems`,
//!   `unevaluatedProperties` (but a boolean one not beside `if`/`dependentSchemas`): unmirrored;
//! - a definition whose name has `/` or `~` that no `$ref` reaches and that constrains
//!   something: typify cannot refer to it, so it has no type (one a `$ref` reaches is typed,
//!   named from its path; one of annotations alone, tsconfig's `"//"` comment, is any value);
//! - a `$ref` to an anchor, or to a pointer of another document no type reads (below `not`
//!   or `if`; any other pointer of a vendored document is lifted into a type of its own, named
//!   from its path, in that document's module);
//! - properties named only under a `then` or an `else` (of the object, or of an `allOf` part
//!   written in place or that is a local `$ref`), where they are no field: the object's other
//!   properties constrained (patterns, an `additionalProperties` schema), the branches only
//!   constraining them, or the schema no object (an `allOf` of `if`s alone, prometheus's
//!   `auth`: any value): kept in `extra`, reported with their names (elsewhere each is a
//!   field, its branches' schemas or any other value); and where the object's `if`/`then`
//!   pairs discriminate by one property's string values, with no `else` (GitHub's issue
//!   forms, Minecraft's loot functions), the object is an enum with a variant per case (`FormItem::Markdown { attributes, .. }`;
//!   internally tagged where the property's own schema allows only the cases' values and
//!   the object requires it), one for any other value (`Other`), and one for an object
//!   without the property where an `if` does not require it (every such `then` holds
//!   there: a property two of them name differently is one `then`'s type in that variant,
//!   the properties only the others name kept in `extra`, reported); a property the object
//!   names too is the `then`'s type in its variant where the object's says nothing more
//!   (utcm-monitor's resources, cloudify's node types), else the object's, reported where
//!   the `then` names what that type keeps in `extra` (cloudify's `interfaces`);
//! - a schema no value meets that the generator cannot prove so (typify's enum without
//!   variants, where the schema is not a closed object naming no property that refuses `{}`,
//!   as jasonette's `advancedTitle` is, which is such an enum: `pub enum AdvancedTitle {}`;
//!   so are `false` and `{"not": {}}`): `serde_json::Value`, whose conversion refuses what
//!   the engine refuses;
//! - a `$ref` to the 2019-09 or 2020-12 meta-schema (the draft-04/06/07 ones are typed from
//!   the engine's copy, `<module>::draft_07::Schema`);
//! - enum values typify names alike and no spelling out or numbering names apart (values
//!   differing in symbols are spelled out, `EtcGmtPlus0`/`EtcGmtMinus0`; in case, numbered,
//!   `Tcp`/`Tcp2`): a `String`;
//! - what typify refuses or panics on, and names it gives two different schemas after every
//!   reuse one walk finds is retitled, up to 16 runs (two alike but for their docs are one):
//!   the subschema alone, with typify's message (when typing it
//!   `Value` does not mend the pairing, the subschema enclosing it; the whole file when that
//!   is the root, or when the pairing fails where no subschema is named).
//!
//! What catches a wrong result there is in `tests/data/shapes/`: each shape the catalogs
//! showed, with instances, through generated code.
//!
//! # The catalogs
//!
//! Public catalogs nobody here wrote, laid out by `cargo xtask catalogs` and run through
//! generated code by the suite harness (`SUITE_PATH`): each schema generated, each instance
//! judged by the generated type and by the reference validator, and serialized back.
//!
//! | catalog | schemas | generate | refused (the error names file, pointer and what to write) | reported coarser than the schema | instances |
//! |---|---:|---:|---|---|---|
//! | `SchemaStore`, every schema with JSON or TOML instances | 486 | 467 | 16 patterns that need backtracking (the error names the opt-in); 2 `$ref`s to documents the checkout lacks; 1 root named `Root` beside a definition `root` | 2 subschemas in 2 of 410 draft-07 files; 3 in vector's 2019-09 file (one `anyOf`, below); none in draft-04, 2020-12 | 2,192 of 2,262 (the rest belong to refused files): every verdict the engine's, every value round-trips |
//! | `SchemaStore`, the 263 without instances (`--untested`: `{}` as the instance) | 263 | 222 | 29 `$ref`s to documents outside `SchemaStore` (the error says to add a `[[schema]]` entry); 9 backtracking patterns; 3 `Root` beside `root` | 2 subschemas in 2 files | 222 of 222, likewise |
//! | Kubernetes CRDs from `datreeio/CRDs-catalog`: 780 files spread over the API groups (four `--crd-sample` runs, no file twice; at most ~200 per crate: 310 outgrew 24 GiB) | 780 | 719 | 60 `(?i)` before a pattern and 1 a `-` after `\d` in a class, neither ECMA-262 (the error gives the pattern to write) | none | 9,587 generated (near misses mixed in): 9,383 exact; 204 valid integers past the `int32` their `format` names, refused as unrepresentable (the known limit below) |
//!
//! A shape a schema repeats is one type, as one writes it by hand: cert-manager's thirteen
//! secret references are one `SecretRef`, a pod template's `SeLinuxOptions` one per resource;
//! generated one by one, the first 120 CRDs are 5,819 types in 348,786 lines.
//!
//! What is still reported on them, and why (the list above names every case):
//!
//! - **An object whose `if`/`then` cases give a property it also names a different type**
//!   (cloudify's node template `interfaces`, which its 123 node types each shape): the node types
//!   are the enum's variants, but the template's map of `interfaces` keeps the one schema the
//!   template gives it; what each `then` adds is checked by the engine, not typed.
//! - **A definition made of `if`s alone** (prometheus's `auth`, kya's `vcPayloadDispatch`): any
//!   value is valid, so its type is `serde_json::Value`; where an object refers to it, its
//!   `then`s are typed there (kya's `credential_subject` is an enum of the five subject types).
//! - **An `anyOf` of more than two objects that several branches can hold at once** (opspec's
//!   schema of schemas: five open objects, none requiring anything; Codex's `JSONRPCMessage`:
//!   four; vector's AWS credentials, reported where they are written and in the two sinks'
//!   authentication that copies them: the rest of vector's 1.7 MB configuration is typed, its
//!   sources, transforms and sinks enums by `type`, the transforms' `Lua(…)` an enum of the `lua`
//!   transform's versions): an enum tried in order, as Codex's own Rust reads it; a value several hold is the
//!   first variant's, keeping the others' properties in `extra`. Two objects told apart by what
//!   they require (monika's redis probes: a `uri`, or a `host` and a `port`; Codex's resource
//!   contents; grunt-task's targets, files or a `src` mapping, by `$ref`) have a first variant
//!   for a value both hold, `UriAndHostPort { uri, host, port, .. }`, and are not reported,
//!   written with `type: "object"` or without (typify would read the first as apart, in
//!   silence).
//!
//! The CHANGELOG has the history of each figure; `SUITE_SOURCES=DIR` writes each catalog file's
//! generated source, to compare two generators file by file.
