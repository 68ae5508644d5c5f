//! Generates the Rust types from `schemas/` (see `codegen/`): exactly what any crate's build
//! script does with `agent_approval_codegen::build`. Never touches the network: it reads only
//! the vendored files listed in the manifest.

fn main() {
    agent_approval_codegen::build("schemas").unwrap();
}
