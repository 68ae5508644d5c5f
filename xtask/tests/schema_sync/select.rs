//! Scenarios: selecting entries, adding a schema through the manifest.

use std::path::Path;
use std::time::Duration;

use serde_json::{json, Value};

use super::support::*;

// ---------------------------------------------------------------------------------------------
// Selecting entries; adding a schema through the manifest
// ---------------------------------------------------------------------------------------------

const SELECTED_V1: &str = "selected 1 of 3 manifest entries (the others are neither checked nor reported): codex/v1/ExecCommandApprovalResponse.json";

#[test]
fn selected_entries_only_are_fetched_reported_and_written() {
    let v1 = pretty(&v1_with_failed());
    let v2 = pretty(&v2_with_network_policy());
    let v1_report = [
        "schemas/codex/v1/ExecCommandApprovalResponse.json: 1 change (rust: compatible, payloads: compatible)",
        "  ReviewDecision: variant \"failed\" added [rust: compatible, payloads: compatible]",
    ];
    // (names, report on stdout, last line on stderr); every upstream file drifted, and only
    // the selected ones may be fetched, reported or written.
    let cases: &[(&[&str], Vec<&str>, &str)] = &[
        (
            &[V1],
            [SELECTED_V1].into_iter().chain(v1_report).collect(),
            "schema-sync: updated 1 of 1 selected schemas and their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/",
        ),
        // By file name alone, with a leading schemas/, or named twice: the same entry.
        (
            &["ExecCommandApprovalResponse.json"],
            [SELECTED_V1].into_iter().chain(v1_report).collect(),
            "schema-sync: updated 1 of 1 selected schemas and their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/",
        ),
        (
            &["schemas/codex/v1/ExecCommandApprovalResponse.json", V1],
            [SELECTED_V1].into_iter().chain(v1_report).collect(),
            "schema-sync: updated 1 of 1 selected schemas and their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/",
        ),
        // Reported in manifest order, whatever the order of the names.
        (
            &["CommandExecutionRequestApprovalResponse.json", V1],
            [
                "selected 2 of 3 manifest entries (the others are neither checked nor reported): codex/v1/ExecCommandApprovalResponse.json, codex/v2/CommandExecutionRequestApprovalResponse.json",
            ]
            .into_iter()
            .chain(v1_report)
            .chain([
                "schemas/codex/v2/CommandExecutionRequestApprovalResponse.json: 3 changes (rust: compatible, payloads: compatible)",
                "  CommandExecutionApprovalDecision: variant \"applyNetworkPolicyAmendment\" added [rust: compatible, payloads: compatible]",
                "  NetworkPolicyAmendment: definition added [rust: compatible, payloads: compatible]",
                "  NetworkPolicyRuleAction: definition added [rust: compatible, payloads: compatible]",
            ])
            .collect(),
            "schema-sync: updated 2 of 2 selected schemas and their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/",
        ),
    ];
    for (names, report, last) in cases {
        let upstream = [
            (V1, v1.clone()),
            (V2, v2.clone()),
            (AAP, pretty(&aap_reshaped())),
        ];
        let (project, base) = project(&upstream.clone().map(|(f, b)| (f, Reply::Json(b))));
        let manifest_before = project.manifest();
        let outcome = project.sync_entries(false, None, Duration::from_secs(10), names);
        assert_eq!(outcome.code, 0, "{names:?}: {outcome:?}");
        assert_eq!(outcome.out_lines(), *report, "{names:?}");
        assert_eq!(outcome.err_lines().last(), Some(last), "{names:?}");

        let mut manifest_expected = manifest_before;
        for (file, bytes) in &upstream {
            let selected = report
                .iter()
                .any(|l| l.starts_with(&format!("schemas/{file}:")));
            let progress_line = progress(&base, file, bytes.len(), "changed");
            assert_eq!(
                outcome.err_lines().contains(&progress_line.as_str()),
                selected,
                "{names:?}: {file}"
            );
            let written = std::fs::read(project.root().join("schemas").join(file)).unwrap();
            if selected {
                assert_eq!(&written, bytes, "{names:?}: {file}");
                manifest_expected = manifest_expected.replace(
                    &xtask::pins::sha256_hex(&seed_bytes(file)),
                    &xtask::pins::sha256_hex(bytes),
                );
            } else {
                assert_eq!(written, seed_bytes(file), "{names:?}: {file} was written");
            }
        }
        assert_eq!(project.manifest(), manifest_expected, "{names:?}");
    }
}

#[test]
fn check_on_selected_entries() {
    // V1 is in sync and selected, AAP drifted but not selected: in sync.
    let (project, base) = project(&[(AAP, Reply::Json(pretty(&aap_reshaped())))]);
    let before = project.snapshot();
    let outcome = project.sync_entries(true, None, Duration::from_secs(10), &[V1]);
    assert_eq!(outcome.code, 0, "{outcome:?}");
    assert_eq!(outcome.out_lines(), [SELECTED_V1]);
    assert_eq!(
        outcome.err_lines(),
        [
            progress(&base, V1, seed_bytes(V1).len(), "unchanged").as_str(),
            "schema-sync: all 1 selected schemas match upstream",
        ]
    );

    // The drifted one selected: drift, and the command to apply it names it.
    let outcome = project.sync_entries(
        true,
        None,
        Duration::from_secs(10),
        &["aap-oversight.schema.json"],
    );
    assert_eq!(outcome.code, 1, "{outcome:?}");
    assert_eq!(
        outcome.out_lines()[1],
        "schemas/aap/aap-oversight.schema.json: 5 changes (rust: breaking, payloads: breaking)"
    );
    assert_eq!(
        outcome.err_lines().last().copied(),
        Some("schema-sync: 1 of 1 selected schemas drifted from upstream; run `cargo xtask schema-sync aap-oversight.schema.json` to update them, then review and commit schemas/")
    );
    assert_eq!(project.snapshot(), before);
}

#[test]
fn an_unknown_entry_is_an_error_listing_the_known_ones() {
    let (project, _) = project(&[(V1, Reply::Json(pretty(&v1_with_failed())))]);
    let before = project.snapshot();
    for check in [true, false] {
        let outcome =
            project.sync_entries(check, None, Duration::from_secs(10), &[V1, "v1/Nope.json"]);
        assert_eq!(outcome.code, 2, "{outcome:?}");
        assert_eq!(outcome.out, "", "nothing is fetched or reported");
        assert_eq!(
            outcome.err_lines(),
            [
                "schema-sync: error: unknown manifest entry \"v1/Nope.json\"; the manifest lists (name one by its path under schemas/, or by its file name when unambiguous):",
                "  codex/v1/ExecCommandApprovalResponse.json",
                "  codex/v2/CommandExecutionRequestApprovalResponse.json",
                "  aap/aap-oversight.schema.json",
            ]
        );
    }
    assert_eq!(project.snapshot(), before);
}

const NEW: &str = "ping/v1/PingResponse.json";

/// A schema of our own, for a manifest entry added by hand.
fn ping_schema() -> Vec<u8> {
    pretty(&json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "PingResponse",
        "type": "object",
        "properties": {"ok": {"type": "boolean"}, "note": {"type": "string", "maxLength": 80}},
        "required": ["ok"],
        "additionalProperties": false
    }))
}

#[test]
fn a_new_manifest_entry_is_fetched_written_and_pinned() {
    let bytes = ping_schema();
    let pin = xtask::pins::sha256_hex(&bytes);
    let report = [
        "schemas/ping/v1/PingResponse.json: new (rust: compatible, payloads: compatible)",
        "  PingResponse: schema added to module ping [rust: compatible, payloads: compatible]",
    ];
    // (how the table leaves the pin out, the names given, report header, total, selected)
    let cases: &[(&str, &[&str], Option<&str>, &str)] = &[
        ("", &[], None, "4 schemas"),
        ("sha256 = \"\"\n", &[], None, "4 schemas"),
        (
            "",
            &[NEW],
            Some("selected 1 of 4 manifest entries (the others are neither checked nor reported): ping/v1/PingResponse.json"),
            "1 selected schemas",
        ),
    ];
    for (unpinned, names, header, total) in cases {
        let mut routes = routes(&[]);
        routes.push(("/PingResponse.json".to_owned(), Reply::Json(bytes.clone())));
        let base = serve(routes, 12);
        let project = Project::new(&base);
        let table = |pin_line: &str| {
            format!(
                "\n[[schema]]\nfile = \"{NEW}\"\nmodule = \"ping\"\nupstream = \"{base}/PingResponse.json\"\n{pin_line}"
            )
        };
        let manifest = format!("{}{}", project.manifest(), table(unpinned));
        std::fs::write(project.root().join("schemas/manifest.toml"), &manifest).unwrap();
        let before = project.snapshot();
        let pins_before = xtask::pins::check(&project.root().join("schemas")).unwrap();
        assert_eq!(
            pins_before,
            ["schemas/ping/v1/PingResponse.json: not vendored yet; run `cargo xtask schema-sync ping/v1/PingResponse.json`"]
        );
        let expected_out: Vec<&str> = header.iter().copied().chain(report).collect();
        let new_line = progress(&base, NEW, bytes.len(), "new");

        let check = project.sync_entries(true, None, Duration::from_secs(10), names);
        assert_eq!(check.code, 1, "{check:?}");
        assert_eq!(check.out_lines(), expected_out);
        assert!(
            check.err_lines().contains(&new_line.as_str()),
            "{}",
            check.err
        );
        let command = if names.is_empty() {
            String::new()
        } else {
            format!(" {}", names.join(" "))
        };
        assert_eq!(
            check.err_lines().last().copied(),
            Some(format!("schema-sync: 1 of {total} not vendored yet; run `cargo xtask schema-sync{command}` to update them, then review and commit schemas/").as_str())
        );
        assert_eq!(project.snapshot(), before, "--check wrote something");

        let update = project.sync_entries(false, None, Duration::from_secs(10), names);
        assert_eq!(update.code, 0, "{update:?}");
        assert_eq!(update.out_lines(), expected_out);
        assert_eq!(
            update.err_lines().last().copied(),
            Some(format!("schema-sync: added 1 new of {total}, with their pins in schemas/manifest.toml; review the report, run `cargo test` and commit schemas/").as_str())
        );
        assert_eq!(
            std::fs::read(project.root().join("schemas").join(NEW)).unwrap(),
            bytes
        );
        // The pin is written into the table; nothing else in the manifest changes.
        assert_eq!(
            project.manifest(),
            format!(
                "{}{}",
                manifest.strip_suffix(&table(unpinned)).unwrap(),
                table(&format!("sha256 = \"{pin}\"\n"))
            )
        );
        assert_eq!(
            xtask::pins::check(&project.root().join("schemas")).unwrap(),
            Vec::<String>::new()
        );
        // Only the new file and the manifest changed.
        let after = project.snapshot();
        let changed: Vec<&Path> = after
            .iter()
            .filter(|(p, b)| before.get(*p) != Some(b))
            .map(|(p, _)| p.strip_prefix(project.root()).unwrap())
            .collect();
        assert_eq!(
            changed,
            [
                Path::new("schemas/manifest.toml"),
                Path::new("schemas").join(NEW).as_path()
            ]
        );

        let again = project.sync_entries(true, None, Duration::from_secs(10), names);
        assert_eq!(again.code, 0, "{again:?}");
        assert_eq!(
            again.out_lines(),
            header.iter().copied().collect::<Vec<_>>()
        );
    }
}

#[test]
fn a_new_entry_the_generator_refuses_writes_nothing() {
    // Same root name as V1 in the same module, other content: the generator refuses the tree.
    let mut doc: Value = serde_json::from_slice(&ping_schema()).unwrap();
    doc["title"] = json!("ExecCommandApprovalResponse");
    let bytes = pretty(&doc);
    let upstream = tempfile::tempdir().unwrap();
    std::fs::write(upstream.path().join("Clash.json"), &bytes).unwrap();
    let project = Project::new("https://upstream.invalid");
    let manifest = format!(
        "{}\n[[schema]]\nfile = \"codex/v1/Clash.json\"\nmodule = \"codex::v1\"\nupstream = \"https://upstream.invalid/Clash.json\"\n",
        project.manifest()
    );
    std::fs::write(project.root().join("schemas/manifest.toml"), manifest).unwrap();
    let before = project.snapshot();
    let outcome = project.sync_entries(
        false,
        Some(upstream.path()),
        Duration::from_secs(10),
        &["Clash.json"],
    );
    assert_eq!(outcome.code, 2, "{outcome:?}");
    let last = outcome.err_lines().last().copied().unwrap();
    assert!(
        last.starts_with("schema-sync: error: the updated schemas would not generate: "),
        "{last}"
    );
    assert!(last.contains("schemas/codex/v1/Clash.json"), "{last}");
    assert!(last.ends_with("; schemas/ left untouched"), "{last}");
    assert_eq!(project.snapshot(), before);
}
