//! Duplicate keys refused as they arrive: [`Keys`], the keys of one object being filled on a
//! tape (by the reader, its scanner and the serializer alike), compared only where a cheap
//! summary cannot prove a key new; and the message refusing one ([`duplicate`]).

use std::collections::HashSet;

use serde_json::Value;

use super::Tape;

/// Objects with more members than this are checked for duplicate keys with a hash set.
const SCAN_KEYS: usize = 16;

/// The keys of one object being filled, so that a key repeating an earlier one is refused
/// as it arrives (the reader and the writer both use it). Each of the first [`SCAN_KEYS`] sets
/// one bit of a 64-bit summary (a hash of its length and three of its bytes, [`summary_bit`]):
/// a key whose bit no earlier key set is new, with no comparison at all; one whose bit is set
/// is compared with the earlier keys where they stand on the tape (nothing is copied). An
/// object's first key costs nothing. Later keys go through a hash set.
pub(crate) struct Keys {
    /// The object's item.
    object: usize,
    count: usize,
    /// The summary bits of the keys so far (while there are at most [`SCAN_KEYS`]).
    summary: u64,
    /// Every key so far, once there are more than [`SCAN_KEYS`].
    seen: Option<HashSet<String>>,
}

/// A key's bit in [`Keys`]'s summary: equal keys have equal bits, so a bit no earlier key set
/// proves the key new. Length and the first, middle and last bytes: cheap, and enough to tell
/// apart most keys of one object (`threadId`, `turnId`, `itemId` differ in length).
#[inline]
fn summary_bit(key: &str) -> u64 {
    let bytes = key.as_bytes();
    let len = bytes.len();
    let byte = |i: usize| u64::from(bytes.get(i).copied().unwrap_or(0));
    let hash = (len as u64)
        .wrapping_mul(0x9E37_79B9)
        .wrapping_add(byte(0).wrapping_mul(0x2F))
        .wrapping_add(byte(len / 2).wrapping_mul(0x1_0001))
        .wrapping_add(byte(len.wrapping_sub(1)).wrapping_mul(0x85));
    1 << ((hash ^ (hash >> 6) ^ (hash >> 12)) & 63)
}

impl Keys {
    /// The keys of the object whose item is at `object` (none yet).
    pub(crate) const fn new(object: usize) -> Self {
        Self {
            object,
            count: 0,
            summary: 0,
            seen: None,
        }
    }

    /// The items of the object's keys before `at`: the first right after the object, each next
    /// one after the value before it.
    fn earlier<'t>(&self, tape: &'t Tape<'_>, at: usize) -> impl Iterator<Item = &'t str> {
        let mut key = self.object + 1;
        std::iter::from_fn(move || {
            (key < at).then(|| {
                let text = tape.key(key);
                // A value always ends after itself; `max` keeps the walk moving on a tape whose
                // writer left a container open (a `Serialize` that ignored an error).
                key = tape.after(key + 1).max(key + 2);
                text
            })
        })
    }

    /// Records the key item at `at`; its text if an earlier key of the object has it.
    #[inline]
    pub(crate) fn repeated<'t>(&mut self, tape: &'t Tape<'_>, at: usize) -> Option<&'t str> {
        // An object's first key has nothing to be compared with: its bit is taken when a
        // second key comes (one-member objects, the commonest small payloads, pay nothing).
        if self.count == 0 {
            self.count = 1;
            return None;
        }
        if self.count < SCAN_KEYS {
            if self.count == 1 {
                self.summary = summary_bit(tape.key(self.object + 1));
            }
            let bit = summary_bit(tape.key(at));
            let seen = self.summary & bit != 0;
            self.summary |= bit;
            if !seen {
                self.count += 1;
                return None;
            }
        }
        self.compare(tape, at)
    }

    fn compare<'t>(&mut self, tape: &'t Tape<'_>, at: usize) -> Option<&'t str> {
        let text = tape.key(at);
        let repeated = if let Some(set) = &mut self.seen {
            !set.insert(text.to_owned())
        } else if self.count < SCAN_KEYS {
            self.earlier(tape, at).any(|earlier| earlier == text)
        } else {
            let mut set: HashSet<String> = self.earlier(tape, at).map(str::to_owned).collect();
            let repeated = !set.insert(text.to_owned());
            self.seen = Some(set);
            repeated
        };
        self.count += 1;
        repeated.then_some(text)
    }
}

/// The message refusing a repeated key.
pub(crate) fn duplicate(key: &str) -> String {
    format!("duplicate key {}", Value::String(key.to_owned()))
}

#[cfg(test)]
mod tests;
