//! What generated code names: the engine handles of each type and serde helpers. Not a
//! stable API: only generated code may use it.

pub use crate::engine::{
    options as engine_options, options_backtracking as engine_options_backtracking, Schemas,
    TapeVerdict, TypeSchema,
};
pub use crate::judged::{inline_refusal, judge_deserialize, judged, FromJudged, Judged};
pub use crate::members::write::Members;
pub use crate::members::{
    next, object, other, present, skip, slot, slot_seed, DoubleOption, Extra, Member, MemberKey,
    Object,
};

/// The names the written-out conversions use, imported once per generated module
/// (`use ::agent_approval_runtime::__private::written::*;`), all starting with `__`.
pub mod written {
    pub use crate::members::default as __default;
    pub use crate::members::write::Members as __Members;
    pub use crate::members::{
        forbidden as __forbidden, next as __next, other as __other, present as __present,
        skip as __skip, slot as __slot, slot_seed as __slot_seed, unmatched as __unmatched,
        Member::Named as __Named, Member::Other as __Other,
    };
    pub use std::option::Option::{None as __None, Some as __Some};
}
pub use crate::parse::{verdicts, Verdicts};
pub use crate::pattern::Pattern;
pub use crate::struct_only::StructOnly;
pub use crate::tagged::{internally_tagged, InternallyTagged};
pub use crate::unit::from_str;
pub use crate::untagged::{from_map, from_seq, untagged, Untagged};
pub use serde_json::Value;

/// The runtime of the compiled validators (`jsonschema` 0.60.2 with its `macros` feature: the
/// code generator's helpers live in its `__private`). Generated code names it as
/// `::agent_approval_runtime::__private::compiled`.
#[cfg(feature = "compiled")]
pub use jsonschema_compiled as compiled;

/// The tape as the compiled validators read it: their generated code names it as
/// `::agent_approval_runtime::__private::tape_json`.
#[cfg(feature = "compiled")]
pub use crate::tape::compiled as tape_json;

/// `#[serde(with)]` helpers for an unbounded tuple's `Longer` variant, by its number of
/// positional elements (`after1` … `after12`).
pub mod longer {
    pub use crate::longer::*;
}

/// `#[serde(with)]` helpers for optional properties that may be `null`.
pub mod double_option {
    pub use crate::double_option::{deserialize, serialize};
}
