//! A JSON document as one flat vector: the form the engine judges.
//!
//! A `serde_json::Value` allocates a map per object and a `String` per key and string. A
//! [`Tape`] holds the whole document in one `Vec` of [`Item`]s in document order, with strings
//! borrowed from the input where the text has no escapes. The `jsonschema` crate judges it
//! through its representation traits ([`TapeJson`], in `node.rs`): the same engine, the same
//! compiled keywords, the same options as for a `Value`, without building one.
//!
//! A tape the engine accepted converts into the generated type through `de.rs` (serde's data
//! model over the tape). Three writers fill a tape: the strict reader (`read.rs`: JSON text, duplicate keys and
//! depth refused; `scan.rs` its fast path), the serializer (`write.rs`: a Rust value as the JSON it serializes to,
//! duplicate keys refused) and [`Tape::from_value`]. Error reports are cold: they turn the
//! tape back into a `Value` ([`Tape::to_value`]).

#[cfg(feature = "compiled")]
pub mod compiled;
mod de;
mod keys;
mod node;
mod read;
mod scan;
mod write;

use std::cell::Cell;

use serde_json::{Map, Number, Value};

pub(crate) use de::TapeDe;
pub(crate) use keys::{duplicate, Keys};
pub(crate) use node::{TapeJson, TapeNode};
pub(crate) use read::{buffer, buffer_members, read, read_str, Key};
pub(crate) use write::write;

/// A JSON document in document order. The root is item 0.
#[doc(hidden)]
#[derive(Debug, Default)]
pub struct Tape<'s> {
    items: Vec<Item<'s>>,
    /// The text of [`Text::Span`] strings (written by the serializer).
    arena: String,
    /// Where converting this tape last failed (`de.rs`): the innermost value whose conversion
    /// gave the error.
    failed: Cell<Option<usize>>,
}

/// One JSON value; containers are followed by their contents.
#[derive(Debug)]
pub(crate) enum Item<'s> {
    Null,
    Bool(bool),
    Number(Number),
    String(Text<'s>),
    /// `len` elements follow; the item after the array is at `end`.
    Array {
        len: usize,
        end: usize,
    },
    /// `len` members follow, each a `String` key and then its value; the item after the object
    /// is at `end`.
    Object {
        len: usize,
        end: usize,
    },
}

/// A string's text.
#[derive(Debug)]
pub(crate) enum Text<'s> {
    /// Borrowed from the input (no escapes in the JSON text).
    Borrowed(&'s str),
    /// Unescaped from the input.
    Owned(String),
    /// `arena[start..start + len]`.
    Span { start: usize, len: usize },
}

impl Text<'_> {
    /// Whether this text, read by a reader (borrowed or owned; never an arena span, which only
    /// the serializer writes), is `s`.
    pub(crate) fn read_as(&self, s: &str) -> bool {
        match self {
            Text::Borrowed(t) => *t == s,
            Text::Owned(t) => t == s,
            Text::Span { .. } => false,
        }
    }
}

thread_local! {
    /// The memory of the last tape read or written on this thread, kept (emptied) for the next
    /// one: once warm, neither the reader nor the writer allocates a tape.
    static SCRATCH: Cell<Tape<'static>> = const {
        Cell::new(Tape {
            items: Vec::new(),
            arena: String::new(),
            failed: Cell::new(None),
        })
    };
}

/// A tape kept for reuse holds at most this many items and this many bytes of string text
/// (larger ones are dropped, so one large document does not pin its memory to the thread).
const KEEP_ITEMS: usize = 1 << 16;
const KEEP_TEXT: usize = 1 << 20;

impl<'s> Tape<'s> {
    /// An empty tape, on the memory of the last one [recycled](Tape::recycle) on this thread.
    pub(crate) fn scratch() -> Self {
        // `recycle` keeps only emptied tapes, and `Tape` is covariant: an empty `'static` tape
        // is an empty tape of any input.
        SCRATCH.take()
    }

    /// Gives this tape's memory to the next [`Tape::scratch`] on this thread (within
    /// [`KEEP_ITEMS`] and [`KEEP_TEXT`]).
    pub(crate) fn recycle(mut self) {
        if self.items.capacity() > KEEP_ITEMS || self.arena.capacity() > KEEP_TEXT {
            return;
        }
        self.clear();
        let Tape { items, arena, .. } = self;
        // The vector is empty, so no item borrows the input any more; collecting it in place
        // (same size and alignment) keeps its allocation under the `'static` type.
        let items: Vec<Item<'static>> = items.into_iter().map(|_| Item::Null).collect();
        SCRATCH.set(Tape {
            items,
            arena,
            failed: Cell::new(None),
        });
    }

    /// The item at `at`.
    #[inline]
    fn item(&self, at: usize) -> Option<&Item<'s>> {
        self.items.get(at)
    }

    /// The index after the value at `at` (and after its contents).
    #[inline]
    fn after(&self, at: usize) -> usize {
        match self.items.get(at) {
            Some(Item::Array { end, .. } | Item::Object { end, .. }) => *end,
            _ => at + 1,
        }
    }

    /// The text of a string item.
    #[inline]
    fn text<'a>(&'a self, text: &'a Text<'s>) -> &'a str {
        match text {
            Text::Borrowed(s) => s,
            Text::Owned(s) => s,
            Text::Span { start, len } => self.arena.get(*start..start + len).unwrap_or_default(),
        }
    }

    /// The text of the key item at `at` (empty if it is not a string).
    #[inline]
    fn key(&self, at: usize) -> &str {
        match self.items.get(at) {
            Some(Item::String(text)) => self.text(text),
            _ => "",
        }
    }

    /// Empties the tape, keeping its memory.
    fn clear(&mut self) {
        self.items.clear();
        self.arena.clear();
        self.failed.set(None);
    }

    #[inline]
    fn push(&mut self, item: Item<'s>) {
        self.items.push(item);
    }

    /// Pushes a string kept in the arena.
    fn push_arena(&mut self, s: &str) {
        let start = self.arena.len();
        self.arena.push_str(s);
        self.items.push(Item::String(Text::Span {
            start,
            len: s.len(),
        }));
    }

    /// Opens a container; [`Tape::close`] gives its length and end.
    #[inline]
    fn open(&mut self, object: bool) -> usize {
        let at = self.items.len();
        self.items.push(if object {
            Item::Object { len: 0, end: 0 }
        } else {
            Item::Array { len: 0, end: 0 }
        });
        at
    }

    #[inline]
    fn close(&mut self, at: usize, count: usize) {
        let after = self.items.len();
        if let Some(Item::Array { len, end } | Item::Object { len, end }) = self.items.get_mut(at) {
            *len = count;
            *end = after;
        }
    }

    /// The document as a `Value` (for error reports: allocates).
    pub(crate) fn to_value(&self) -> Value {
        self.value_at(0)
    }

    fn value_at(&self, at: usize) -> Value {
        match self.item(at) {
            None | Some(Item::Null) => Value::Null,
            Some(Item::Bool(b)) => Value::Bool(*b),
            Some(Item::Number(n)) => Value::Number(n.clone()),
            Some(Item::String(text)) => Value::String(self.text(text).to_owned()),
            Some(Item::Array { len, .. }) => Value::Array(
                Elements::new(self, at, *len)
                    .map(|i| self.value_at(i))
                    .collect(),
            ),
            Some(Item::Object { len, .. }) => Value::Object(
                Members::new(self, at, *len)
                    .map(|(key, i)| (key.to_owned(), self.value_at(i)))
                    .collect::<Map<String, Value>>(),
            ),
        }
    }

    /// Whether the value at `at` equals `expected` under JSON Schema's equality (numbers
    /// compare mathematically; object member order does not matter).
    fn equals(&self, at: usize, expected: &Value) -> bool {
        match (self.item(at), expected) {
            (Some(Item::Null), Value::Null) => true,
            (Some(Item::Bool(a)), Value::Bool(b)) => a == b,
            (Some(Item::Number(a)), Value::Number(b)) => jsonschema::json::cmp::equal_numbers(a, b),
            (Some(Item::String(text)), Value::String(s)) => self.text(text) == s,
            (Some(Item::Array { len, .. }), Value::Array(list)) => {
                *len == list.len()
                    && Elements::new(self, at, *len)
                        .zip(list)
                        .all(|(i, v)| self.equals(i, v))
            }
            (Some(Item::Object { len, .. }), Value::Object(map)) => {
                *len == map.len()
                    && Members::new(self, at, *len)
                        .all(|(key, i)| map.get(key).is_some_and(|v| self.equals(i, v)))
            }
            _ => false,
        }
    }

    /// `value` as a tape borrowing its strings.
    pub(crate) fn from_value(value: &'s Value) -> Self {
        let mut tape = Tape::scratch();
        tape.push_value(value);
        tape
    }

    fn push_value(&mut self, value: &'s Value) {
        match value {
            Value::Null => self.push(Item::Null),
            Value::Bool(b) => self.push(Item::Bool(*b)),
            Value::Number(n) => self.push(Item::Number(n.clone())),
            Value::String(s) => self.push(Item::String(Text::Borrowed(s))),
            Value::Array(list) => {
                let at = self.open(false);
                for v in list {
                    self.push_value(v);
                }
                self.close(at, list.len());
            }
            Value::Object(map) => {
                let at = self.open(true);
                for (k, v) in map {
                    self.push(Item::String(Text::Borrowed(k)));
                    self.push_value(v);
                }
                self.close(at, map.len());
            }
        }
    }
}

/// The indices of an array's elements.
#[derive(Clone)]
pub(crate) struct Elements<'a, 's> {
    tape: &'a Tape<'s>,
    next: usize,
    left: usize,
}

impl<'a, 's> Elements<'a, 's> {
    #[inline]
    fn new(tape: &'a Tape<'s>, at: usize, len: usize) -> Self {
        Self {
            tape,
            next: at + 1,
            left: len,
        }
    }
}

impl Iterator for Elements<'_, '_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let at = self.next;
        self.next = self.tape.after(at);
        Some(at)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

/// An object's members: each key's text and the index of its value.
#[derive(Clone)]
pub(crate) struct Members<'a, 's> {
    tape: &'a Tape<'s>,
    next: usize,
    left: usize,
}

impl<'a, 's> Members<'a, 's> {
    #[inline]
    fn new(tape: &'a Tape<'s>, at: usize, len: usize) -> Self {
        Self {
            tape,
            next: at + 1,
            left: len,
        }
    }
}

impl<'a> Iterator for Members<'a, '_> {
    type Item = (&'a str, usize);

    #[inline]
    fn next(&mut self) -> Option<(&'a str, usize)> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let key = self.next;
        self.next = self.tape.after(key + 1);
        Some((self.tape.key(key), key + 1))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

#[cfg(test)]
mod tests;
