//! The scanner against serde_json's reading: where it accepts, the tape is the one the full
//! reader gives (items, numbers' kinds, borrowed or owned strings); where the full reader
//! refuses, the scanner refuses too; and it accepts the shapes approval messages have, so the
//! fast path is the one taken.

use proptest::prelude::*;

use super::{scan, special};
use crate::json::Limits;
use crate::tape::read::fill_with;
use crate::tape::Tape;

/// The scanner's tape and the full reader's (`Debug` shows every item, each string's kind
/// included), or their refusals.
fn both(text: &str, max_depth: usize) -> (Option<String>, Result<String, String>) {
    let mut scanned = Tape::default();
    let fast = scan(text, &mut scanned, max_depth).map(|()| format!("{:?}", scanned.items));
    let mut full = Tape::default();
    let slow = fill_with(text, &mut full, max_depth)
        .map(|()| format!("{:?}", full.items))
        .map_err(|e| e.to_string());
    (fast, slow)
}

/// Where the scanner accepts, it agrees with the full reader.
fn agrees(text: &str, max_depth: usize) {
    let (fast, slow) = both(text, max_depth);
    if let Some(fast) = fast {
        assert_eq!(Ok(fast), slow, "{text:?}");
    }
}

#[test]
fn the_scanner_reads_what_approval_messages_hold() {
    let cases = [
        ("null", "[Null]"),
        (" true ", "[Bool(true)]"),
        ("false", "[Bool(false)]"),
        (r#""approved""#, r#"[String(Borrowed("approved"))]"#),
        ("0", "[Number(Number(0))]"),
        ("-7", "[Number(Number(-7))]"),
        ("1234567890123456789", "[Number(Number(1234567890123456789))]"),
        ("-123456789012345678", "[Number(Number(-123456789012345678))]"),
        // Handed to serde_json as tokens.
        ("2.5", "[Number(Number(2.5))]"),
        ("-0", "[Number(Number(-0.0))]"),
        ("1e3", "[Number(Number(1000.0))]"),
        ("18446744073709551615", "[Number(Number(18446744073709551615))]"),
        ("18446744073709551616", "[Number(Number(1.8446744073709552e+19))]"),
        ("-9223372036854775808", "[Number(Number(-9223372036854775808))]"),
        (r#""a\"b""#, r#"[String(Owned("a\"b"))]"#),
        (r#""\ud83d\ude00""#, r#"[String(Owned("😀"))]"#),
        ("[]", "[Array { len: 0, end: 1 }]"),
        ("{ }", "[Object { len: 0, end: 1 }]"),
        (
            "[1, [true], {\"k\": null}]",
            r#"[Array { len: 3, end: 7 }, Number(Number(1)), Array { len: 1, end: 4 }, Bool(true), Object { len: 1, end: 7 }, String(Borrowed("k")), Null]"#,
        ),
        (
            "{\"decision\":{\"approved_execpolicy_amendment\":{\"proposed_execpolicy_amendment\":[\"rm\",\"-rf\"]}}}",
            r#"[Object { len: 1, end: 9 }, String(Borrowed("decision")), Object { len: 1, end: 9 }, String(Borrowed("approved_execpolicy_amendment")), Object { len: 1, end: 9 }, String(Borrowed("proposed_execpolicy_amendment")), Array { len: 2, end: 9 }, String(Borrowed("rm")), String(Borrowed("-rf"))]"#,
        ),
    ];
    for (text, items) in cases {
        let (fast, slow) = both(text, Limits::MAX_DEPTH);
        assert_eq!(fast.as_deref(), Some(items), "{text}");
        assert_eq!(slow.as_deref(), Ok(items), "{text}");
    }
}

#[test]
fn the_scanner_leaves_to_serde_json_what_serde_json_refuses() {
    let cases = [
        "",
        " ",
        "tru",
        "nulll",
        "[1,]",
        "[1 2]",
        "{\"a\":1,}",
        "{\"a\" 1}",
        "{1:2}",
        "{\"a\":1,\"a\":2}",
        "01",
        "-",
        "-01",
        "1.",
        ".5",
        "1e",
        "+1",
        "1e400",
        "\"\u{1}\"",
        "\"tab\there\"",
        r#""\x""#,
        r#""\u12""#,
        r#""\ud83d""#,
        r#""unterminated"#,
        r#""\"#,
        "\u{feff}null",
        "null x",
        "[] []",
        "\u{a0}1",
        "[[[[1]]]]",
        "[[[[]]]]",
    ];
    for text in cases {
        let (fast, slow) = both(text, 3);
        assert_eq!(fast, None, "{text:?}: {slow:?}");
        assert!(slow.is_err(), "{text:?}: {slow:?}");
    }
}

#[test]
fn the_scanner_takes_the_depth_limit_as_the_full_reader_does() {
    for max_depth in 0..4 {
        for depth in 0..6 {
            let arrays = "[".repeat(depth) + &"]".repeat(depth);
            let objects = "{\"k\":".repeat(depth) + "1" + &"}".repeat(depth);
            for text in [arrays, objects] {
                let (fast, slow) = both(&text, max_depth);
                assert_eq!(
                    fast.is_some(),
                    slow.is_ok(),
                    "{text} at {max_depth}: {slow:?}"
                );
                agrees(&text, max_depth);
            }
        }
    }
}

/// The first quote, backslash or control character, byte by byte.
fn naive(bytes: &[u8], at: usize) -> Option<usize> {
    let len = bytes
        .get(at..)?
        .iter()
        .position(|&b| b == b'"' || b == b'\\' || b < 0x20)?;
    Some(at + len)
}

#[test]
fn the_word_search_finds_the_first_special_byte() {
    // Every byte value at every position of two words and a tail, after fillers that sit next
    // to the special bytes (a borrow from a found byte must not move the find).
    for filler in [b'a', 0x21, 0x23, 0x5b, 0x5d, 0x20, 0x7f, 0x80, 0xff, 0x01] {
        for value in 0..=255u8 {
            for position in 0..19 {
                let mut bytes = vec![filler; 19];
                bytes[position] = value;
                for at in [0, 1, 7, 8, 9] {
                    assert_eq!(
                        special(&bytes, at),
                        naive(&bytes, at),
                        "{value:#x} at {position} in {filler:#x}, from {at}"
                    );
                }
            }
        }
    }
}

/// Text near JSON: valid documents with a byte changed, dropped or repeated, and runs of
/// JSON's own characters.
fn near_json() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("null".to_owned()),
        Just("true".to_owned()),
        any::<i64>().prop_map(|n| n.to_string()),
        any::<u64>().prop_map(|n| n.to_string()),
        any::<f64>().prop_map(|f| serde_json::to_string(&f).unwrap()),
        "[a-z\\\\\"\u{0}-\u{1f}é😀]{0,6}".prop_map(|s| serde_json::to_string(&s).unwrap()),
        "\"([a-z]|\\\\[\"\\\\/bfnrtux]|\\\\u[0-9a-fA-F]{4}|\\\\u[dD][89abAB][0-9a-f]{2}){0,4}\"",
    ];
    let document = leaf.prop_recursive(4, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(|v| format!("[{}]", v.join(","))),
            prop::collection::vec(("[a-c]{1,2}", inner), 0..4).prop_map(|members| {
                let members: Vec<String> = members
                    .into_iter()
                    .map(|(k, v)| format!("\"{k}\" : {v}"))
                    .collect();
                format!("{{ {} }}", members.join(", "))
            }),
        ]
    });
    let mutated = (
        document.clone(),
        any::<prop::sample::Index>(),
        0..4u8,
        any::<u8>(),
    )
        .prop_map(|(text, at, how, byte)| {
            let mut bytes = text.into_bytes();
            if bytes.is_empty() {
                return String::new();
            }
            let at = at.index(bytes.len());
            match how {
                0 => bytes[at] = byte & 0x7f,
                1 => {
                    bytes.remove(at);
                }
                2 => bytes.insert(at, bytes[at]),
                _ => bytes.truncate(at),
            }
            String::from_utf8_lossy(&bytes).into_owned()
        });
    prop_oneof![document, mutated, "[\\[\\]{}\",: 0-9.eE+\\-a-z\\\\]{0,16}"]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn where_the_scanner_accepts_it_gives_the_full_readers_tape(text in near_json(), depth in 0usize..6) {
        agrees(&text, depth);
    }

    #[test]
    fn the_word_search_is_the_byte_search(bytes in prop::collection::vec(any::<u8>(), 0..40), at in 0usize..42) {
        prop_assert_eq!(special(&bytes, at), naive(&bytes, at));
    }

    #[test]
    fn the_scanner_accepts_what_serde_json_writes(text in near_json()) {
        // A document serde_json accepts and writes back has no escapes it would not write and
        // only the numbers it prints: the scanner reads all of it.
        if let Ok(value) = serde_json::from_str::<serde_json::Value>(&text) {
            let written = serde_json::to_string(&value).unwrap();
            let (fast, slow) = both(&written, Limits::MAX_DEPTH);
            prop_assert!(fast.is_some(), "{written}: {slow:?}");
            agrees(&written, Limits::MAX_DEPTH);
        }
    }
}
