//! [`Nulls`]: which optional properties of a value were given as `null`, so that a field can be
//! a plain `Option<T>` and parse-then-serialize still gives back the same JSON.

use std::fmt;
use std::hash::{Hash, Hasher};

/// The optional, nullable properties of a generated struct (or struct variant) that were
/// present as `null` when it was read.
///
/// A property that is optional and may be `null` is a plain `Option<T>` field: absent and
/// `null` both read as `None`. This set, in the hidden `__nulls` field, remembers which were
/// `null`, so that serializing writes `null` back for them and leaves the others out: the JSON
/// a value was read from is the JSON it serializes to. A field set to `Some(..)` serializes its
/// value whatever the set says; a value built in Rust starts with an empty set
/// (`Default::default()`, or `..Default::default()` in a struct literal), so its `None`s are
/// left out.
///
/// It is bookkeeping of the wire form, not part of the value: two values that differ only here
/// compare equal, hash and order alike, and `Debug` shows the fields it names.
#[derive(Clone, Copy, Default)]
pub struct Nulls(u64);

impl Nulls {
    /// How many properties of one type it can name; the generator keeps `Option<Option<T>>`
    /// for an object's optional, nullable properties past this many.
    pub const CAPACITY: usize = 64;

    /// The empty set.
    #[must_use]
    pub const fn new() -> Self {
        Self(0)
    }

    /// Whether the property with this index (among the type's optional, nullable properties)
    /// was `null`.
    #[must_use]
    pub const fn contains(self, index: usize) -> bool {
        index < Self::CAPACITY && self.0 & (1 << index) != 0
    }

    /// Marks the property with this index as `null` (`false`: as absent). Indices past
    /// [`Self::CAPACITY`] are ignored.
    pub fn set(&mut self, index: usize, null: bool) {
        if index < Self::CAPACITY {
            if null {
                self.0 |= 1 << index;
            } else {
                self.0 &= !(1 << index);
            }
        }
    }

    /// Whether no property was `null`.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The field's value from what the conversion read for property `index`: `None` when
    /// absent, `Some(None)` when `null` (remembered here), `Some(Some(v))` otherwise.
    #[doc(hidden)]
    pub fn take<T>(&mut self, index: usize, read: Option<Option<T>>) -> Option<T> {
        match read {
            Some(None) => {
                self.set(index, true);
                None
            }
            Some(value) => value,
            None => None,
        }
    }
}

impl PartialEq for Nulls {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Nulls {}

impl PartialOrd for Nulls {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Nulls {
    fn cmp(&self, _: &Self) -> std::cmp::Ordering {
        std::cmp::Ordering::Equal
    }
}

impl Hash for Nulls {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}

impl fmt::Debug for Nulls {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries((0..Self::CAPACITY).filter(|&i| self.contains(i)))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::Nulls;

    #[test]
    fn remembers_nulls_by_index_and_is_not_part_of_the_value() {
        let mut n = Nulls::new();
        assert_eq!(n.take(3, Some(None::<u8>)), None);
        assert_eq!(n.take(5, Some(Some(7u8))), Some(7));
        assert_eq!(n.take(6, None::<Option<u8>>), None);
        assert!(n.contains(3) && !n.contains(5) && !n.contains(6) && !n.contains(64));
        assert_eq!(format!("{n:?}"), "{3}");
        n.set(3, false);
        n.set(200, true);
        assert!(n.is_empty());
        let mut m = Nulls::new();
        m.set(1, true);
        assert_eq!(m, Nulls::new());
        assert_eq!(m.cmp(&Nulls::new()), std::cmp::Ordering::Equal);
    }
}
