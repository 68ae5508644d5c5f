//! Where a failed conversion is reported: the tape records the innermost value whose
//! conversion gave the error (`de.rs`), and `Tape::failed_pointer` is its RFC 6901 pointer.

use std::collections::BTreeMap;

use serde::de::DeserializeOwned;
use serde::Deserialize;

use super::super::{read_str, TapeDe};
use crate::json::Limits;

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
struct Pair {
    x: u8,
    y: u8,
}

#[derive(Deserialize, Debug)]
#[allow(dead_code)]
enum Shape {
    Dot,
    Line(u8),
    Box { w: u8 },
}

/// The pointer `T`'s conversion of `text` fails at, or `None` when it converts.
fn failed_at<T: DeserializeOwned>(text: &str) -> Option<String> {
    let tape = read_str(text, &Limits::default()).unwrap();
    tape.reset_failure();
    match T::deserialize(TapeDe::root(&tape)) {
        Ok(_) => None,
        Err(_) => Some(tape.failed_pointer()),
    }
}

type Nested = BTreeMap<String, Vec<BTreeMap<String, u8>>>;

#[test]
fn the_innermost_failing_value_is_reported() {
    let cases: &[(&str, Option<&str>)] = &[
        (r#"{"a":[{"b":1}]}"#, None),
        (r#"{"a":[{"b":1},{"c":2,"d":300}]}"#, Some("/a/1/d")),
        (r#"{"a":[],"b~/c":[{"x/y":-1}]}"#, Some("/b~0~1c/0/x~1y")),
        (r#"{"a":{"b":1}}"#, Some("/a")),
        (r#"{"a":[7]}"#, Some("/a/0")),
        ("[]", Some("")),
    ];
    for &(text, expected) in cases {
        assert_eq!(failed_at::<Nested>(text).as_deref(), expected, "{text}");
    }
}

#[derive(Deserialize, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Color {
    Red,
}

#[test]
fn each_serde_shape_reports_its_own_value() {
    // A struct missing a member fails at the object; an option at its value; a map key that
    // does not convert at its member; an enum at its value or its variant's content.
    type Case = (&'static str, fn(&str) -> Option<String>, &'static str);
    let cases: &[Case] = &[
        (
            r#"{"p":{"x":1}}"#,
            failed_at::<BTreeMap<String, Pair>>,
            "/p",
        ),
        (
            r#"[{"x":1,"y":2},{"x":1,"y":256}]"#,
            failed_at::<Vec<Pair>>,
            "/1/y",
        ),
        ("[null,5,300]", failed_at::<Vec<Option<u8>>>, "/2"),
        (
            r#"{"Red":true,"Blue":false}"#,
            failed_at::<BTreeMap<Color, bool>>,
            "/Blue",
        ),
        (
            r#"["Dot",{"Line":3},{"Box":{"w":-1}}]"#,
            failed_at::<Vec<Shape>>,
            "/2/Box/w",
        ),
        (
            r#"["Dot",{"Line":300}]"#,
            failed_at::<Vec<Shape>>,
            "/1/Line",
        ),
        (r#"["Dot","Circle"]"#, failed_at::<Vec<Shape>>, "/1"),
    ];
    for &(text, convert, expected) in cases {
        assert_eq!(convert(text).as_deref(), Some(expected), "{text}");
    }
}

#[test]
fn a_conversion_that_succeeds_clears_an_earlier_failure() {
    let tape = read_str(r#"{"a":[1,2]}"#, &Limits::default()).unwrap();
    assert!(<BTreeMap<String, Vec<bool>>>::deserialize(TapeDe::root(&tape)).is_err());
    assert_eq!(tape.failed_pointer(), "/a/0");
    assert!(<BTreeMap<String, Vec<u8>>>::deserialize(TapeDe::root(&tape)).is_ok());
    assert_eq!(tape.failed_pointer(), "");
}
