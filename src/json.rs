//! Reading JSON text into a `serde_json::Value` safely: duplicate object keys are refused
//! (two parsers that keep different duplicates could see different decisions), and the
//! input's size and nesting depth are bounded by [`Limits`].

use std::fmt;

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

use crate::error::Error;

/// Bounds on untrusted input, checked before and while parsing.
///
/// ```
/// use agent_approval::{codex::v1::ExecCommandApprovalResponse, Limits};
///
/// let limits = Limits::default().with_max_bytes(64);
/// let big = format!(r#"{{"decision":"approved","pad":"{}"}}"#, "x".repeat(100));
/// let err = agent_approval::from_str_with::<ExecCommandApprovalResponse>(&big, &limits).unwrap_err();
/// assert_eq!(err.to_string(), "input is 132 bytes, more than the limit of 64");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Limits {
    /// Largest accepted input, in bytes. Default: 16 MiB.
    pub max_bytes: usize,
    /// Deepest accepted nesting of arrays and objects (the top-level value's brackets count
    /// as depth 1). Default: 64. At most [`Limits::MAX_DEPTH`] (127): serde_json refuses
    /// the 128th level itself ("recursion limit exceeded").
    pub max_depth: usize,
}

impl Limits {
    /// serde_json refuses deeper input anyway; a larger `max_depth` is capped to this.
    pub const MAX_DEPTH: usize = 127;

    /// The defaults: 16 MiB and depth 64.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            max_bytes: 16 * 1024 * 1024,
            max_depth: 64,
        }
    }

    /// Sets [`Limits::max_bytes`].
    #[must_use]
    pub const fn with_max_bytes(mut self, max_bytes: usize) -> Self {
        self.max_bytes = max_bytes;
        self
    }

    /// Sets [`Limits::max_depth`] (capped at [`Limits::MAX_DEPTH`]).
    #[must_use]
    pub const fn with_max_depth(mut self, max_depth: usize) -> Self {
        self.max_depth = if max_depth < Self::MAX_DEPTH {
            max_depth
        } else {
            Self::MAX_DEPTH
        };
        self
    }
}

impl Default for Limits {
    fn default() -> Self {
        Self::new()
    }
}

/// Parses one JSON document under `limits`.
pub(crate) fn parse(bytes: &[u8], limits: &Limits) -> Result<Value, Error> {
    if bytes.len() > limits.max_bytes {
        return Err(Error::limit(format!(
            "input is {} bytes, more than the limit of {}",
            bytes.len(),
            limits.max_bytes
        )));
    }
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let seed = ValueSeed {
        depth: 0,
        max_depth: limits.max_depth.min(Limits::MAX_DEPTH),
    };
    let value = seed.deserialize(&mut de).map_err(|e| Error::syntax(&e))?;
    de.end().map_err(|e| Error::syntax(&e))?;
    Ok(value)
}

/// Builds a `Value` like serde_json's own `Deserialize`, but refuses duplicate keys and
/// nesting beyond `max_depth`.
#[derive(Clone, Copy)]
pub(crate) struct ValueSeed {
    depth: usize,
    max_depth: usize,
}

impl ValueSeed {
    fn nested<E: de::Error>(self) -> Result<Self, E> {
        if self.depth >= self.max_depth {
            return Err(E::custom(format_args!(
                "nesting depth exceeds the limit of {}",
                self.max_depth
            )));
        }
        Ok(Self {
            depth: self.depth + 1,
            ..self
        })
    }
}

impl<'de> DeserializeSeed<'de> for ValueSeed {
    type Value = Value;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for ValueSeed {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
        serde_json::Number::from_f64(v)
            .map(Value::Number)
            .ok_or_else(|| E::custom("number out of range"))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: de::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        self.deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let inner = self.nested()?;
        let mut list = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        while let Some(v) = seq.next_element_seed(inner)? {
            list.push(v);
        }
        Ok(Value::Array(list))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let inner = self.nested()?;
        let mut out = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            match out.entry(key) {
                serde_json::map::Entry::Occupied(e) => {
                    return Err(de::Error::custom(format_args!(
                        "duplicate key {}",
                        Value::String(e.key().clone())
                    )));
                }
                serde_json::map::Entry::Vacant(e) => {
                    e.insert(map.next_value_seed(inner)?);
                }
            }
        }
        Ok(Value::Object(out))
    }
}
