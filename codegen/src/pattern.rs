//! ECMA-262 `pattern` translation to linear-time `regex` syntax (stub, to be written).
