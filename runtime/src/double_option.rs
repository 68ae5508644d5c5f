//! Serde helpers for optional properties that may be `null`: the field is
//! `Option<Option<T>>`, absent is `None` and `null` is `Some(None)`, so both survive a round
//! trip. Used by generated code through `#[serde(with = ...)]`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Writes `Some(None)` as `null` and `Some(Some(v))` as `v` (`None` is skipped by the field's
/// `skip_serializing_if`).
pub fn serialize<S: Serializer, T: Serialize>(
    value: &Option<Option<T>>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(inner) => inner.serialize(s),
        None => s.serialize_none(),
    }
}

/// Reads a present property: `null` as `Some(None)`, anything else as `Some(Some(v))`.
pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(d).map(Some)
}
