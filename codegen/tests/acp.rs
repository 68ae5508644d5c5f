//! The Agent Client Protocol's schemas, as the `@agentclientprotocol/sdk` npm package ships
//! them (`schema/v1/schema.json`, 178 definitions in 2.4.0, and `schema.unstable.json`
//! beside it): fetched at run time into `target/tmp/` (third-party files are never committed),
//! each generated alone. Every definition and the root become types, with nothing typed
//! coarser than its schema: the unions of a tag's values and one `other` branch (an
//! extension's), the same branch title in several unions, and the `Option` of a union of
//! unions that ACP's messages carry as `params`.
//!
//! Without npm or the registry it skips with a message; where `AGENT_APPROVAL_REQUIRE_LIVE`
//! is set (`.ci/run`) it fails instead.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use agent_approval_codegen::Manifest;

/// The package and version read.
const PACKAGE: &str = "@agentclientprotocol/sdk";
const VERSION: &str = "2.4.0";

/// The package's `schema/` folder, unpacked under `target/tmp/` (fetched with `npm pack` once).
fn schemas() -> Result<PathBuf, String> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("acp-sdk-{VERSION}"));
    let schema = dir.join("package/schema");
    if schema.join("v1/schema.json").is_file() {
        return Ok(schema);
    }
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let run = |cmd: &mut Command| -> Result<(), String> {
        let out = cmd
            .output()
            .map_err(|e| format!("{cmd:?} cannot run: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!(
                "{cmd:?} failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ))
        }
    };
    run(Command::new("npm")
        .args([
            "pack",
            &format!("{PACKAGE}@{VERSION}"),
            "--silent",
            "--pack-destination",
        ])
        .arg(&dir))?;
    let tarball = dir.join(format!("agentclientprotocol-sdk-{VERSION}.tgz"));
    run(Command::new("tar")
        .arg("xzf")
        .arg(&tarball)
        .arg("-C")
        .arg(&dir)
        .arg("package/schema"))?;
    Ok(schema)
}

/// Skips with `why`, or fails where `.ci/run` requires the real components.
fn skip(why: &str) {
    assert!(
        std::env::var_os("AGENT_APPROVAL_REQUIRE_LIVE").is_none(),
        "AGENT_APPROVAL_REQUIRE_LIVE is set, and this cannot run: {why}"
    );
    eprintln!("skipped: {why}");
}

/// The types `name`s a generated module declares.
fn declares(module: &str, name: &str) -> bool {
    [
        format!("pub struct {name} "),
        format!("pub struct {name}("),
        format!("pub enum {name} "),
    ]
    .iter()
    .any(|d| module.contains(d.as_str()))
}

#[test]
fn every_acp_definition_and_the_root_are_types_nothing_coarsened() {
    let schema = match schemas() {
        Ok(dir) => dir,
        Err(why) => return skip(&why),
    };
    // `(file, a name the retitling gives, a union of unions as an `Option`)`.
    let cases = [
        (
            "v1/schema.json",
            "ElicitationPropertySchemaOther",
            "AgentNotificationParams",
        ),
        (
            "v1/schema.unstable.json",
            "ElicitationPropertySchemaOther",
            "AgentNotificationParams",
        ),
    ];
    for (file, retitled, params) in cases {
        let bytes = std::fs::read(schema.join(file)).unwrap();
        let doc: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        let manifest = Manifest::parse(
            Path::new("schemas/manifest.toml"),
            "[[schema]]\nfile = \"acp.json\"\nmodule = \"acp\"\nupstream = \"https://example.com/acp.json\"\nroot = \"AgentClientProtocol\"\n",
        )
        .unwrap();
        let generated = manifest
            .generate(&BTreeMap::from([("acp.json".to_owned(), bytes)]))
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let coarsened: Vec<String> = generated
            .coarsened
            .iter()
            .map(ToString::to_string)
            .collect();
        assert!(coarsened.is_empty(), "{file}: {coarsened:#?}");
        let module = &generated.modules["acp"];
        let definitions = doc["$defs"].as_object().unwrap();
        assert!(definitions.len() >= 170, "{file}: {}", definitions.len());
        let missing: Vec<&String> = (definitions.keys())
            .filter(|name| !declares(module, name))
            .collect();
        assert!(missing.is_empty(), "{file}: no type for {missing:?}");
        for name in ["AgentClientProtocol", retitled] {
            assert!(declares(module, name), "{file}: no `{name}`");
        }
        // `params`: an `Option` of the enum of the inner union's branches and `null`.
        let params_type = format!("pub params: ::std::option::Option<{params}>,");
        assert!(module.contains(&params_type), "{file}: no `{params_type}`");
        let any_value = format!("pub struct {params}(pub ::serde_json::Value);");
        assert!(
            !module.contains(&any_value),
            "{file}: `{params}` is any value"
        );
    }
}
