//! Every serde entry point judges (issue 24): `serde_json::from_str`, `from_slice`,
//! `from_reader`, `from_value` and a `StreamDeserializer`, on roots and definition types,
//! refuse what the schema refuses with the first violation and its pointer in the message, and
//! still convert (and round-trip) what it accepts. The table below is the issue's checks:
//! each `(type, payload, verdict)` row runs through every entry point.

mod common;

use agent_approval::aap::OversightClaim;
use agent_approval::codex::v1::{ExecCommandApprovalResponse, ReviewDecision};
use agent_approval::codex::v2::CommandExecutionRequestApprovalResponse;
use agent_approval::{Unchecked, Validate};
use common::json_eq::json_eq;
use serde::Deserialize;
use serde_json::Value;

/// How a row must end.
#[derive(Clone, Copy)]
enum Verdict {
    /// Accepted, converts, and serializes back to the same JSON.
    Accept,
    /// Refused by the schema: the message carries the first violation at this pointer.
    Violation(&'static str),
    /// Refused by the reader's rules (a repeated key), where the format exposes them.
    Duplicate(&'static str),
}
use Verdict::{Accept, Duplicate, Violation};

/// The serde entry points, by name.
const ENTRY_POINTS: [&str; 5] = [
    "serde_json::from_str",
    "serde_json::from_slice",
    "serde_json::from_reader",
    "serde_json::from_value",
    "serde_json::Deserializer::from_str(..).into_iter()",
];

/// What one entry point gives for `text` as `T`.
fn through<T: for<'de> Deserialize<'de>>(entry: &str, text: &str) -> Result<T, String> {
    let e = |e: serde_json::Error| e.to_string();
    match entry {
        "serde_json::from_str" => serde_json::from_str(text).map_err(e),
        "serde_json::from_slice" => serde_json::from_slice(text.as_bytes()).map_err(e),
        "serde_json::from_reader" => serde_json::from_reader(std::io::Cursor::new(text)).map_err(e),
        "serde_json::from_value" => {
            serde_json::from_value(serde_json::from_str::<Value>(text).map_err(e)?).map_err(e)
        }
        _ => {
            // Two documents on one stream: both are judged, each on its own.
            let twice = format!("{text}\n{text}");
            let mut stream = serde_json::Deserializer::from_str(&twice).into_iter::<T>();
            let first = stream.next().ok_or("empty stream")?.map_err(e)?;
            stream.next().ok_or("one document only")?.map_err(e)?;
            Ok(first)
        }
    }
}

/// Which `Deserialize` a row goes through.
#[derive(Clone, Copy, PartialEq)]
enum Door {
    /// The generated type's own (what every user reaches for).
    Judged,
    /// `Unchecked<T>`: the raw conversion typify derived, as every serde path was before.
    Raw,
}

/// Runs one row through every entry point; returns how many checks passed and failed.
fn row<T>(
    door: Door,
    (name, text, verdict): (&str, &str, Verdict),
    table: &mut Vec<String>,
) -> (usize, usize)
where
    T: Validate + std::fmt::Debug + PartialEq,
{
    let (mut passed, mut failed) = (0, 0);
    for entry in ENTRY_POINTS {
        let got = match door {
            Door::Judged => through::<T>(entry, text),
            Door::Raw => through::<Unchecked<T>>(entry, text).map(Unchecked::into_inner),
        };
        let outcome = match (verdict, &got) {
            (Accept, Ok(value)) => {
                let back = serde_json::to_value(value).unwrap();
                let sent: Value = serde_json::from_str(text).unwrap();
                assert!(json_eq(&back, &sent), "{entry} {name}: {back} != {sent}");
                // The crate's own entry point gives the same value.
                assert_eq!(&agent_approval::from_str::<T>(text).unwrap(), value);
                Ok(())
            }
            (Violation(pointer), Err(message)) => {
                // The first violation of the crate's own report, with its pointer.
                let report = agent_approval::from_str::<T>(text).unwrap_err();
                let first = &report.validation_errors()[0];
                assert_eq!(first.instance_path(), pointer, "{name}: {report}");
                let expected = first.to_string();
                if message.starts_with(&expected) {
                    Ok(())
                } else {
                    Err(format!(
                        "message {message:?} does not start with {expected:?}"
                    ))
                }
            }
            // A `Value` has already collapsed a repeated key: nothing can see it.
            (Duplicate(_), Ok(_)) if entry == "serde_json::from_value" => Ok(()),
            (Duplicate(key), Err(message)) => {
                let expected = format!("duplicate key \"{key}\"");
                if message.starts_with(&expected) {
                    Ok(())
                } else {
                    Err(format!(
                        "message {message:?} does not start with {expected:?}"
                    ))
                }
            }
            (Accept, Err(message)) => Err(format!("refused: {message}")),
            (_, Ok(value)) => Err(format!("accepted as {value:?}")),
        };
        match outcome {
            Ok(()) => passed += 1,
            Err(why) => {
                failed += 1;
                table.push(format!("{name} {text} through {entry}: {why}"));
            }
        }
    }
    (passed, failed)
}

/// The issue's checks: `(type, payload, verdict)`, each run through every entry point.
fn table(door: Door) -> ((usize, usize), Vec<String>) {
    let mut failures = Vec::new();
    let mut total = (0, 0);
    let mut add = |(p, f): (usize, usize)| {
        total.0 += p;
        total.1 += f;
    };
    let v1 = "codex::v1::ExecCommandApprovalResponse";
    for (text, verdict) in [
        (r#"{"decision":{"approved":null}}"#, Violation("/decision")),
        (
            r#"{"decision":{"network_policy_amendment":{"network_policy_amendment":{"action":{"deny":null},"host":"h"}}}}"#,
            Violation("/decision/network_policy_amendment/network_policy_amendment/action"),
        ),
        (
            r#"{"decision":"approved","decision":"timed_out"}"#,
            Duplicate("decision"),
        ),
        (r#"{"decision":"approved"}"#, Accept),
        (
            r#"{"decision":{"network_policy_amendment":{"network_policy_amendment":{"action":"deny","host":"h"}}},"x":1}"#,
            Accept,
        ),
    ] {
        add(row::<ExecCommandApprovalResponse>(
            door,
            (v1, text, verdict),
            &mut failures,
        ));
    }
    let decision = "codex::v1::ReviewDecision";
    for (text, verdict) in [
        (r#"{"approved":null}"#, Violation("")),
        (r#""approved""#, Accept),
    ] {
        add(row::<ReviewDecision>(
            door,
            (decision, text, verdict),
            &mut failures,
        ));
    }
    let v2 = "codex::v2::CommandExecutionRequestApprovalResponse";
    for (text, verdict) in [
        (r#"{"decision":{"accept":null}}"#, Violation("/decision")),
        (r#"{"decision":"accept"}"#, Accept),
    ] {
        add(row::<CommandExecutionRequestApprovalResponse>(
            door,
            (v2, text, verdict),
            &mut failures,
        ));
    }
    let aap = "aap::OversightClaim";
    for (text, verdict) in [
        (r#"{"level":{"approval":null}}"#, Violation("/level")),
        (r#"{"notify_on":["1bad"]}"#, Violation("/notify_on/0")),
        (
            r#"{"approval_reference":"requests/1"}"#,
            Violation("/approval_reference"),
        ),
        (
            r#"{"approval_timeout":0.5}"#,
            Violation("/approval_timeout"),
        ),
        (r#"{"level":"approval","level":"none"}"#, Duplicate("level")),
        (
            r#"{"level":"approval","requires_human_approval_for":["cms.publish"],"approval_timeout":3600,"approval_reference":"https://example.com/a/1","x-extra":[1,{"a":null}]}"#,
            Accept,
        ),
    ] {
        add(row::<OversightClaim>(
            door,
            (aap, text, verdict),
            &mut failures,
        ));
    }
    (total, failures)
}

#[test]
fn every_serde_entry_point_judges_roots_and_definitions() {
    let ((passed, failed), failures) = table(Door::Judged);
    assert!(
        failures.is_empty(),
        "{failed} of {} checks failed:\n{}",
        passed + failed,
        failures.join("\n")
    );
    assert_eq!(passed, 75);
}

/// The same table through the raw conversion (what every serde path was before issue 24):
/// the checks can fail, and these are the ones that did.
#[test]
fn the_table_fails_without_judging() {
    let ((passed, failed), failures) = table(Door::Raw);
    let accepted = failures
        .iter()
        .filter(|f| f.contains(": accepted as "))
        .count();
    let worded = failures
        .iter()
        .filter(|f| f.contains("does not start with"))
        .count();
    // 5 forged payloads are accepted by all 5 entry points (25 checks); the other refusals
    // come from the raw conversion, not the schema, so they carry no violation and pointer:
    // `{"approval_timeout":0.5}` (5), a string enum's value given as a map (`{"deny":null}`,
    // `{"approval":null}`: 2 rows × 5; a string enum converts through its `FromStr`, which
    // takes strings only) and a repeated field (2 rows × the 4 entry points that see text; a
    // `Value` has collapsed it). 48 of 75 checks fail.
    assert_eq!(
        (passed, failed, accepted, worded),
        (27, 48, 25, 23),
        "{failures:#?}"
    );
}

/// A generated type inside a user's own serde type is judged as well, however serde reaches
/// it (a field, a buffered `untagged` enum, a `flatten`ed map of them).
#[test]
fn generated_types_inside_user_types_are_judged() {
    #[derive(Deserialize, Debug)]
    struct Envelope {
        #[allow(dead_code)]
        response: ExecCommandApprovalResponse,
    }
    #[derive(Deserialize, Debug)]
    #[serde(untagged)]
    enum Either {
        #[allow(dead_code)]
        Response(ExecCommandApprovalResponse),
        #[allow(dead_code)]
        Other(u8),
    }
    let forged = r#"{"response":{"decision":{"approved":null}}}"#;
    let err = serde_json::from_str::<Envelope>(forged).unwrap_err();
    assert!(err.to_string().contains("at /decision"), "{err}");
    assert!(serde_json::from_str::<Envelope>(r#"{"response":{"decision":"timed_out"}}"#).is_ok());
    // serde buffers an untagged enum's input; the buffer keeps a repeated key, and so refuses.
    assert!(serde_json::from_str::<Either>(r#"{"decision":{"approved":null}}"#).is_err());
    assert!(
        serde_json::from_str::<Either>(r#"{"decision":"timed_out","decision":"approved"}"#)
            .is_err()
    );
    assert!(serde_json::from_str::<Either>(r#"{"decision":"timed_out"}"#).is_ok());
}

/// Inline items have no schema of their own: they convert inside a judged document only.
#[test]
fn inline_types_convert_only_inside_a_judged_document() {
    use agent_approval::aap::OversightClaimLevel;
    let err = serde_json::from_str::<OversightClaimLevel>(r#""approval""#).unwrap_err();
    assert!(
        err.to_string().contains("has no schema of its own"),
        "{err}"
    );
    let claim: OversightClaim = serde_json::from_str(r#"{"level":"approval"}"#).unwrap();
    assert_eq!(claim.level, Some(OversightClaimLevel::Approval));
    let raw: Unchecked<OversightClaimLevel> = serde_json::from_str(r#""approval""#).unwrap();
    assert_eq!(raw.into_inner(), OversightClaimLevel::Approval);
}

/// The one explicit door: `Unchecked<T>` takes what the schema refuses, and only there.
#[test]
fn unchecked_is_the_only_unjudged_door() {
    let forged = r#"{"decision":{"approved":null}}"#;
    let raw: Unchecked<ExecCommandApprovalResponse> = serde_json::from_str(forged).unwrap();
    assert_eq!(raw.0.decision, ReviewDecision::Approved);
    assert!(
        raw.0.validate().is_ok(),
        "the value itself is valid: only its JSON was forged"
    );
    // The door closes behind it.
    assert!(serde_json::from_str::<ExecCommandApprovalResponse>(forged).is_err());
}

/// A failed conversion inside a judged document (a valid number the Rust type cannot hold)
/// leaves no "judged" state behind: the next serde call judges.
#[test]
fn the_judged_flag_does_not_outlive_a_conversion() {
    let huge = r#"{"approval_timeout":1e300}"#;
    assert!(agent_approval::from_str::<OversightClaim>(huge).is_err());
    assert!(serde_json::from_str::<OversightClaim>(huge).is_err());
    assert!(serde_json::from_str::<OversightClaim>(r#"{"notify_on":["1bad"]}"#).is_err());
    // Inside a panicking deserialization the flag is lowered on unwind.
    let caught = std::panic::catch_unwind(|| {
        let _ = serde_json::from_str::<Unchecked<Panics>>("{}");
    });
    assert!(caught.is_err());
    assert!(serde_json::from_str::<ExecCommandApprovalResponse>(
        r#"{"decision":{"approved":null}}"#
    )
    .is_err());
}

/// A type whose `Deserialize` panics (for the unwind check).
struct Panics;

impl<'de> Deserialize<'de> for Panics {
    fn deserialize<D: serde::Deserializer<'de>>(_: D) -> Result<Self, D::Error> {
        panic!("deserialize panics")
    }
}

/// Duplicate keys and nesting are refused by serde paths as by the reader.
#[test]
fn duplicates_and_depth_are_refused_as_by_the_reader() {
    let nested = format!(r#"{{"x":{}1{}}}"#, "[".repeat(100), "]".repeat(100));
    let err = serde_json::from_str::<OversightClaim>(&nested).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("nesting depth exceeds the limit of 64"),
        "{err}"
    );
    let err = serde_json::from_str::<OversightClaim>(r#"{"x":{"a":1,"a":2}}"#).unwrap_err();
    assert!(err.to_string().starts_with("duplicate key \"a\""), "{err}");
}

/// Through the raw door an absent property follows serde's derive's rule, which the generator
/// now writes from the field's type: an error naming the first absent required property, and
/// `None` for an absent optional one.
#[test]
fn unchecked_keeps_serdes_missing_field_rule() {
    use agent_approval::codex::CommandExecutionRequestApprovalParams as Params;
    let cases: &[(&str, Result<Option<&str>, &str>)] = &[
        (
            r#"{"itemId":"i","threadId":"t","turnId":"u","startedAtMs":1}"#,
            Ok(None),
        ),
        (
            r#"{"itemId":"i","threadId":"t","turnId":"u","startedAtMs":1,"command":"ls"}"#,
            Ok(Some("ls")),
        ),
        (
            r#"{"threadId":"t","turnId":"u","startedAtMs":1}"#,
            Err("missing field `itemId`"),
        ),
        (
            r#"{"itemId":"i","threadId":"t","startedAtMs":1}"#,
            Err("missing field `turnId`"),
        ),
    ];
    for &(text, want) in cases {
        let got = serde_json::from_str::<Unchecked<Params>>(text);
        match (got, want) {
            (Ok(raw), Ok(command)) => assert_eq!(raw.0.command.as_deref(), command, "{text}"),
            (Err(e), Err(message)) => assert!(e.to_string().starts_with(message), "{text}: {e}"),
            (got, _) => panic!("{text}: {:?}", got.map(|r| r.0.command)),
        }
    }
}
