//! The generator and the runtime configure the engine in two places (the runtime cannot
//! depend on the generator): [`super::options`] at build time and
//! `agent_approval_runtime::__private::engine_options` at run time. This holds them to the same
//! verdicts, and the same refusals, on the cases their settings decide: formats asserted,
//! unknown formats ignored, ECMA-262 patterns on the linear-time engine (or, opted in, the
//! bounded backtracking one), no retrieval, every draft.

use jsonschema::{Draft, Registry};
use serde_json::{json, Value};

/// A draft, a schema, and instances with their verdicts.
type Case = (Draft, Value, Vec<(Value, bool)>);

/// Every instance is judged by both configurations.
fn cases() -> Vec<Case> {
    vec![
        (
            Draft::Draft7,
            json!({"format": "uri"}),
            vec![
                (json!("https://a.example/x"), true),
                (json!("not a uri"), false),
                (json!(3), true),
            ],
        ),
        (
            Draft::Draft202012,
            json!({"format": "email"}),
            vec![(json!("a@example.com"), true), (json!("a@"), false)],
        ),
        (
            Draft::Draft202012,
            json!({"format": "idn-hostname"}),
            vec![
                (json!("例え.テスト"), true),
                (json!("-bad-.example"), false),
            ],
        ),
        (
            Draft::Draft7,
            json!({"type": "integer", "format": "uint64"}),
            vec![(json!(-1), true), (json!(1.0), true), (json!(1.5), false)],
        ),
        (
            Draft::Draft7,
            json!({"pattern": "^\\d+$"}),
            vec![
                (json!("123"), true),
                (json!("١٢٣"), false),
                (json!("12\n"), false),
            ],
        ),
        (
            Draft::Draft202012,
            json!({"pattern": "^\\w+$"}),
            vec![(json!("abc_1"), true), (json!("é"), false)],
        ),
        (
            Draft::Draft202012,
            json!({"type": "number", "multipleOf": 0.01}),
            vec![(json!(0.07), true), (json!(0.075), false)],
        ),
    ]
}

#[test]
fn build_time_and_run_time_options_agree() {
    let registry = Registry::new().prepare().unwrap();
    for (draft, schema, instances) in cases() {
        let build = super::options(draft, &registry).build(&schema).unwrap();
        let run = agent_approval_runtime::__private::engine_options(draft, &registry)
            .build(&schema)
            .unwrap();
        for (instance, verdict) in instances {
            assert_eq!(
                build.is_valid(&instance),
                verdict,
                "build time: {schema} on {instance}"
            );
            assert_eq!(
                run.is_valid(&instance),
                verdict,
                "run time: {schema} on {instance}"
            );
        }
    }
}

#[test]
fn both_refuse_what_cannot_run_in_linear_time_or_offline() {
    let registry = Registry::new().prepare().unwrap();
    for schema in [
        json!({"pattern": "^(?=a)b"}),
        json!({"pattern": "(a)\\1"}),
        json!({"$ref": "https://example.com/not-vendored.json"}),
    ] {
        let build = super::options(Draft::Draft202012, &registry).build(&schema);
        let run = agent_approval_runtime::__private::engine_options(Draft::Draft202012, &registry)
            .build(&schema);
        assert!(build.is_err() && run.is_err(), "{schema}");
    }
}

#[test]
fn both_backtracking_options_agree_and_stop_at_the_limit() {
    let registry = Registry::new().prepare().unwrap();
    let schema = json!({"pattern": "^(?!X)(a|a)*\\1c$"});
    let build = super::options_backtracking(Draft::Draft7, &registry, 1_000)
        .build(&schema)
        .unwrap();
    let run = agent_approval_runtime::__private::engine_options_backtracking(
        Draft::Draft7,
        &registry,
        1_000,
    )
    .build(&schema)
    .unwrap();
    // 40 `a`s without a `c`: 2^40 ways to fail, refused once the limit is reached.
    let slow = json!("a".repeat(40));
    for (instance, verdict) in [
        (json!("aac"), true),
        (json!("Xaac"), false),
        (json!(7), true),
        (slow.clone(), false),
    ] {
        assert_eq!(build.is_valid(&instance), verdict, "build time: {instance}");
        assert_eq!(run.is_valid(&instance), verdict, "run time: {instance}");
    }
    let error = run.iter_errors(&slow).next().unwrap();
    assert!(
        matches!(
            error.kind(),
            jsonschema::error::ValidationErrorKind::BacktrackLimitExceeded { .. }
        ),
        "{error}"
    );
}

#[test]
fn the_draft_04_and_06_engines_read_their_own_keywords() {
    let registry = Registry::new().prepare().unwrap();
    let cases = [
        // Boolean exclusive bounds, draft-04 only.
        (
            Draft::Draft4,
            json!({"minimum": 1, "exclusiveMinimum": true}),
            json!(1),
            false,
        ),
        // `const` is no draft-04 keyword: an annotation.
        (Draft::Draft4, json!({"const": 1}), json!(2), true),
        (Draft::Draft6, json!({"const": 1}), json!(2), false),
        // `if` is no draft-06 keyword.
        (
            Draft::Draft6,
            json!({"if": true, "then": false}),
            json!(2),
            true,
        ),
    ];
    for (draft, schema, instance, verdict) in cases {
        for options in [
            super::options(draft, &registry),
            agent_approval_runtime::__private::engine_options(draft, &registry),
        ] {
            let v = options.build(&schema).unwrap();
            assert_eq!(
                v.is_valid(&instance),
                verdict,
                "{draft:?} {schema} on {instance}"
            );
        }
    }
}
