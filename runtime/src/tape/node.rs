//! The tape as a `jsonschema` representation: what lets the one engine judge it.
//!
//! A node is an index into a tape (or a bare string: `propertyNames` judges each member name
//! as a string node). Lookups scan the object's members, which for the small objects of
//! approval messages is faster than hashing; the engine is told so (`KEYS_PER_LOOKUP`).

use std::borrow::Cow;

use jsonschema::json::{Array, Json, Node, NodeIdentity, Object};
use jsonschema::JsonType;
use serde_json::{Number, Value};

use super::{Elements, Item, Members, Tape};

/// The `jsonschema` representation of a [`Tape`].
#[doc(hidden)]
pub struct TapeJson;

impl Json for TapeJson {
    type Node<'a> = TapeNode<'a>;
    type PreparedKey = Cow<'static, str>;
    type StringBuffer = ();

    // A lookup scans the members, so a pass over the members never costs more than lookups.
    const KEYS_PER_LOOKUP: usize = 64;
    const ACYCLIC: bool = true;

    fn prepare_key(key: &str) -> Cow<'static, str> {
        Cow::Owned(key.to_owned())
    }

    #[inline]
    fn with_string_node<T>((): &mut (), string: &str, f: impl FnOnce(TapeNode<'_>) -> T) -> T {
        f(TapeNode::Name(string))
    }
}

/// A value on a tape, or a member name.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum TapeNode<'a> {
    At(&'a Tape<'a>, usize),
    Name(&'a str),
}

impl<'a> TapeNode<'a> {
    /// The root of `tape`.
    pub(crate) fn root(tape: &'a Tape<'a>) -> Self {
        TapeNode::At(tape, 0)
    }

    /// The compiled validators' handle of the node: the node (`tape/compiled.rs`).
    #[cfg(feature = "compiled")]
    #[must_use]
    pub fn as_borrowed(&self) -> Self {
        *self
    }

    /// The compiled validators' interpreter handle: a tape needs none (`tape/compiled.rs`).
    #[cfg(feature = "compiled")]
    pub fn py(&self) {}

    /// What tells one live node from another, for the compiled validators' `$ref` cycle marks.
    #[cfg(feature = "compiled")]
    #[must_use]
    pub fn as_ptr(&self) -> *const u8 {
        match self {
            TapeNode::At(tape, at) => tape.item(*at).map_or(std::ptr::null(), |item| {
                std::ptr::from_ref(item).cast::<u8>()
            }),
            TapeNode::Name(name) => name.as_ptr(),
        }
    }

    #[inline]
    fn item(&self) -> Option<&'a Item<'a>> {
        match self {
            TapeNode::At(tape, at) => tape.item(*at),
            TapeNode::Name(_) => None,
        }
    }
}

impl<'a> Node<'a, TapeJson> for TapeNode<'a> {
    type Object = TapeObject<'a>;
    type Array = TapeArray<'a>;
    type Number = &'a Number;

    #[inline]
    fn as_object(&self) -> Option<TapeObject<'a>> {
        match (self, self.item()) {
            (TapeNode::At(tape, at), Some(Item::Object { len, .. })) => Some(TapeObject {
                tape,
                at: *at,
                len: *len,
            }),
            _ => None,
        }
    }

    #[inline]
    fn as_array(&self) -> Option<TapeArray<'a>> {
        match (self, self.item()) {
            (TapeNode::At(tape, at), Some(Item::Array { len, .. })) => Some(TapeArray {
                tape,
                at: *at,
                len: *len,
            }),
            _ => None,
        }
    }

    #[inline]
    fn as_string(&self) -> Option<Cow<'a, str>> {
        match (self, self.item()) {
            (TapeNode::Name(name), _) => Some(Cow::Borrowed(name)),
            (TapeNode::At(tape, _), Some(Item::String(text))) => {
                Some(Cow::Borrowed(tape.text(text)))
            }
            _ => None,
        }
    }

    #[inline]
    fn as_number(&self) -> Option<&'a Number> {
        match self.item() {
            Some(Item::Number(n)) => Some(n),
            _ => None,
        }
    }

    #[inline]
    fn as_boolean(&self) -> Option<bool> {
        match self.item() {
            Some(Item::Bool(b)) => Some(*b),
            _ => None,
        }
    }

    #[inline]
    fn is_null(&self) -> bool {
        matches!(self.item(), Some(Item::Null))
    }

    #[inline]
    fn is_number(&self) -> bool {
        matches!(self.item(), Some(Item::Number(_)))
    }

    #[inline]
    fn json_type(&self) -> JsonType {
        match (self, self.item()) {
            (TapeNode::Name(_), _) | (_, Some(Item::String(_))) => JsonType::String,
            (_, None | Some(Item::Null)) => JsonType::Null,
            (_, Some(Item::Bool(_))) => JsonType::Boolean,
            (_, Some(Item::Number(_))) => JsonType::Number,
            (_, Some(Item::Array { .. })) => JsonType::Array,
            (_, Some(Item::Object { .. })) => JsonType::Object,
        }
    }

    fn equals_value(&self, expected: &Value) -> bool {
        match self {
            TapeNode::At(tape, at) => tape.equals(*at, expected),
            TapeNode::Name(name) => expected.as_str() == Some(*name),
        }
    }

    fn to_value(&self) -> Cow<'a, Value> {
        Cow::Owned(match self {
            TapeNode::At(tape, at) => tape.value_at(*at),
            TapeNode::Name(name) => Value::String((*name).to_owned()),
        })
    }

    fn identity(&self) -> Option<NodeIdentity> {
        // Every item has an address of its own while the tape lives.
        self.item()
            .map(|item| NodeIdentity::new(std::ptr::from_ref(item) as usize))
    }
}

/// An object on a tape.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct TapeObject<'a> {
    tape: &'a Tape<'a>,
    at: usize,
    len: usize,
}

/// An object's members as names and nodes.
#[doc(hidden)]
pub struct MemberNodes<'a>(Members<'a, 'a>);

impl<'a> Iterator for MemberNodes<'a> {
    type Item = (&'a str, TapeNode<'a>);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let (key, at) = self.0.next()?;
        Some((key, TapeNode::At(self.0.tape, at)))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<'a> Object<'a, TapeJson> for TapeObject<'a> {
    type Node = TapeNode<'a>;
    type MemberName = &'a str;
    type MembersIter = MemberNodes<'a>;

    #[inline]
    fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn get(&self, key: &Cow<'static, str>) -> Option<TapeNode<'a>> {
        Members::new(self.tape, self.at, self.len)
            .find(|(name, _)| *name == &**key)
            .map(|(_, at)| TapeNode::At(self.tape, at))
    }

    #[inline]
    fn members(&self) -> MemberNodes<'a> {
        MemberNodes(Members::new(self.tape, self.at, self.len))
    }
}

/// An array on a tape.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct TapeArray<'a> {
    tape: &'a Tape<'a>,
    at: usize,
    len: usize,
}

/// An array's elements as nodes.
#[doc(hidden)]
pub struct ElementNodes<'a>(Elements<'a, 'a>);

impl<'a> Iterator for ElementNodes<'a> {
    type Item = TapeNode<'a>;

    #[inline]
    fn next(&mut self) -> Option<TapeNode<'a>> {
        self.0.next().map(|at| TapeNode::At(self.0.tape, at))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<'a> Array<'a, TapeJson> for TapeArray<'a> {
    type Node = TapeNode<'a>;
    type ElementsIter = ElementNodes<'a>;

    #[inline]
    fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn elements(&self) -> ElementNodes<'a> {
        ElementNodes(Elements::new(self.tape, self.at, self.len))
    }
}
