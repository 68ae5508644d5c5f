//! The reader's fast path: JSON text onto a [`Tape`] in one pass over its bytes, without
//! serde's visitor layers.
//!
//! serde_json stays the authority on JSON syntax. The scanner reads the structure, the
//! literals, strings without escapes and plain integers itself; a string with an escape and
//! every other number (a fraction, an exponent, `-0`, more digits than fit) it hands to
//! serde_json as one token. Whatever it does not accept outright (a syntax error, a container
//! deeper than the limit, a repeated key, a token serde_json refuses) it gives up on, and the
//! caller reads the whole text again through serde_json (`read.rs`), whose verdict, error
//! and position are the answer. So the scanner may refuse more than serde_json, never less,
//! and what it accepts is the tape serde_json's reading gives (`scan/tests.rs` holds the two
//! equal; the fuzz targets hold `from_slice`, which scans, to serde's own `Deserialize`, which
//! does not).

use serde_json::Number;

use super::{Item, Keys, Tape, Text};

/// Reads `text` onto the empty `tape`; `None` where the full reader must decide.
pub(super) fn scan<'s>(text: &'s str, tape: &mut Tape<'s>, max_depth: usize) -> Option<()> {
    let mut scanner = Scanner {
        text,
        pos: 0,
        tape,
        max_depth,
    };
    scanner.value(0)?;
    scanner.whitespace();
    (scanner.pos == scanner.bytes().len()).then_some(())
}

/// The text being read, the next byte's position, and the tape it goes onto.
struct Scanner<'t, 's> {
    text: &'s str,
    pos: usize,
    tape: &'t mut Tape<'s>,
    max_depth: usize,
}

impl<'s> Scanner<'_, 's> {
    /// The text's bytes.
    #[inline]
    fn bytes(&self) -> &'s [u8] {
        self.text.as_bytes()
    }

    /// Skips JSON's four whitespace bytes.
    #[inline]
    fn whitespace(&mut self) {
        while let Some(b' ' | b'\n' | b'\t' | b'\r') = self.bytes().get(self.pos) {
            self.pos += 1;
        }
    }

    /// The next byte that is not whitespace, not consumed.
    #[inline]
    fn peek(&mut self) -> Option<u8> {
        self.whitespace();
        self.bytes().get(self.pos).copied()
    }

    /// One value (and its contents) at nesting `depth` (the root is 0).
    fn value(&mut self, depth: usize) -> Option<()> {
        match self.peek()? {
            b'"' => {
                let text = self.string()?;
                self.tape.push(Item::String(text));
            }
            b'{' => self.container(depth, true)?,
            b'[' => self.container(depth, false)?,
            b't' => self.literal(b"true", Item::Bool(true))?,
            b'f' => self.literal(b"false", Item::Bool(false))?,
            b'n' => self.literal(b"null", Item::Null)?,
            b'-' | b'0'..=b'9' => {
                let number = self.number()?;
                self.tape.push(Item::Number(number));
            }
            _ => return None,
        }
        Some(())
    }

    /// The literal `word` at `pos`, pushed as `item`.
    fn literal(&mut self, word: &[u8], item: Item<'s>) -> Option<()> {
        let end = self.pos + word.len();
        (self.bytes().get(self.pos..end)? == word).then_some(())?;
        self.pos = end;
        self.tape.push(item);
        Some(())
    }

    /// An array or an object (`object`), whose opening bracket is at `pos`. The full reader
    /// refuses a container at the limit's depth before reading into it, empty or not; so
    /// does this.
    #[inline(never)]
    fn container(&mut self, depth: usize, object: bool) -> Option<()> {
        if depth >= self.max_depth {
            return None;
        }
        self.pos += 1;
        let at = self.tape.open(object);
        let close = if object { b'}' } else { b']' };
        let mut keys = Keys::new(at);
        let mut count = 0;
        if self.peek()? == close {
            self.pos += 1;
        } else {
            loop {
                if object {
                    self.key(&mut keys)?;
                }
                self.value(depth + 1)?;
                count += 1;
                match self.peek()? {
                    b',' => self.pos += 1,
                    b if b == close => {
                        self.pos += 1;
                        break;
                    }
                    _ => return None,
                }
            }
        }
        self.tape.close(at, count);
        Some(())
    }

    /// A member's key (not one the object had before) and its colon.
    fn key(&mut self, keys: &mut Keys) -> Option<()> {
        if self.peek()? != b'"' {
            return None;
        }
        let key = self.string()?;
        let key_at = self.tape.items.len();
        self.tape.push(Item::String(key));
        if keys.repeated(self.tape, key_at).is_some() || self.peek()? != b':' {
            return None;
        }
        self.pos += 1;
        Some(())
    }

    /// The string whose opening quote is at `pos`: borrowed where it has no escape, else
    /// unescaped by serde_json.
    fn string(&mut self) -> Option<Text<'s>> {
        let start = self.pos + 1;
        let at = special(self.bytes(), start)?;
        match self.bytes().get(at)? {
            b'"' => {
                self.pos = at + 1;
                self.text.get(start..at).map(Text::Borrowed)
            }
            b'\\' => self.escaped(at),
            // serde_json refuses control characters in strings.
            _ => None,
        }
    }

    /// The rest of a string with an escape at `at`: the token ends at the first quote not
    /// escaped; serde_json reads it (and refuses a bad escape or a control character).
    fn escaped(&mut self, mut at: usize) -> Option<Text<'s>> {
        loop {
            match *self.bytes().get(at)? {
                b'"' => break,
                b'\\' => at += 2,
                _ => at += 1,
            }
        }
        let token = self.text.get(self.pos..=at)?;
        let text: String = serde_json::from_str(token).ok()?;
        self.pos = at + 1;
        Some(Text::Owned(text))
    }

    /// The number starting at `pos`. An integer of up to 18 digits (19 unsigned), without a
    /// leading zero and other than `-0` (which serde_json reads as a float), is read here;
    /// every other number is the token serde_json reads.
    fn number(&mut self) -> Option<Number> {
        let start = self.pos;
        let mut end = start;
        let mut digits_only = true;
        while let Some(&b) = self.bytes().get(end) {
            match b {
                b'0'..=b'9' => {}
                b'-' if end == start => {}
                b'+' | b'-' | b'.' | b'e' | b'E' => digits_only = false,
                _ => break,
            }
            end += 1;
        }
        self.pos = end;
        if digits_only {
            if let Some(n) = integer(self.bytes().get(start..end)?) {
                return Some(n);
            }
        }
        serde_json::from_str(self.text.get(start..end)?).ok()
    }
}

/// The index of the first quote, backslash or control character in `bytes` from `at` on,
/// eight bytes at a time.
#[inline]
fn special(bytes: &[u8], mut at: usize) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = ONES * 0x80;
    while let Some(chunk) = bytes.get(at..at + 8) {
        let word = u64::from_le_bytes(chunk.try_into().ok()?);
        // A byte's high bit is set where it is zero after the `xor` (or below 0x20). A
        // borrow can set it falsely, but only above a byte truly found, so the lowest set bit
        // is always a true find.
        let quote = word ^ (ONES * u64::from(b'"'));
        let backslash = word ^ (ONES * u64::from(b'\\'));
        let found = ((quote.wrapping_sub(ONES) & !quote)
            | (backslash.wrapping_sub(ONES) & !backslash)
            | (word.wrapping_sub(ONES * 0x20) & !word))
            & HIGH;
        if found != 0 {
            return Some(at + (found.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    let rest = bytes.get(at..)?;
    let len = rest
        .iter()
        .position(|&b| b == b'"' || b == b'\\' || b < 0x20)?;
    Some(at + len)
}

/// `token` (digits, perhaps after a minus) as serde_json reads it, where that is an integer
/// that surely fits; `None` for every other case.
fn integer(token: &[u8]) -> Option<Number> {
    let (negative, digits) = match token {
        [b'-', digits @ ..] => (true, digits),
        digits => (false, digits),
    };
    let fits = if negative {
        digits.len() <= 18
    } else {
        digits.len() <= 19
    };
    match digits {
        [] => return None,
        [b'0'] if !negative => return Some(Number::from(0u64)),
        [b'0', ..] => return None,
        _ if !fits => return None,
        _ => {}
    }
    let mut value: u64 = 0;
    for &b in digits {
        value = value * 10 + u64::from(b - b'0');
    }
    if negative {
        // At most 18 digits: below 10^18, so the negation fits.
        let value = i64::try_from(value).ok()?;
        Some(Number::from(-value))
    } else {
        Some(Number::from(value))
    }
}

#[cfg(test)]
mod tests;
