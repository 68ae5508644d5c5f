//! Unit tests of schema-sync's helpers (the scenarios are in `xtask/tests/schema_sync.rs`).

use super::*;

/// (names, selected indices or the error)
type Case<'a> = (&'a [&'a str], Result<&'a [usize], &'a str>);

#[test]
fn selects_entries_by_path_or_unambiguous_file_name() {
    let table = |file: &str| {
        format!("[[schema]]\nfile = \"{file}\"\nmodule = \"m\"\nupstream = \"https://example.com/{file}\"\n")
    };
    let text: String = ["a/v1/S.json", "a/v2/S.json", "b/T.json"]
        .map(table)
        .concat();
    let manifest = Manifest::parse(Path::new("manifest.toml"), &text).unwrap();
    let cases: &[Case] = &[
        (&[], Ok(&[0, 1, 2])),
        (&["b/T.json"], Ok(&[2])),
        (&["T.json"], Ok(&[2])),
        (&["schemas/a/v2/S.json", "T.json", "b/T.json"], Ok(&[1, 2])),
        (
            &["S.json"],
            Err("\"S.json\" names 2 manifest entries; name one by its path under schemas/:\n  a/v1/S.json\n  a/v2/S.json"),
        ),
        (
            &["b/T.json", "v1/S.json"],
            Err("unknown manifest entry \"v1/S.json\"; the manifest lists (name one by its path under schemas/, or by its file name when unambiguous):\n  a/v1/S.json\n  a/v2/S.json\n  b/T.json"),
        ),
    ];
    for (names, expected) in cases {
        let names: Vec<String> = names.iter().map(|&n| n.to_owned()).collect();
        let got = select(&manifest, &names)
            .map(|s| s.into_iter().map(|(i, _)| i).collect::<Vec<_>>())
            .map_err(|e| e.to_string());
        assert_eq!(
            got,
            expected.map(<[usize]>::to_vec).map_err(str::to_owned),
            "{names:?}"
        );
    }
}
