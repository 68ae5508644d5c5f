//! How names are spelled, case by case.

use super::*;

/// A spelling function, its input and what it gives.
type Case = (fn(&str) -> String, &'static str, &'static str);

#[test]
fn spellings() {
    let one: [Case; 14] = [
        (
            rust_name,
            "Item/commandExecution/requestApprovalRequest",
            "ItemCommandExecutionRequestApprovalRequest",
        ),
        (rust_name, "2fa settings", "T2faSettings"),
        (tag_variant, "thread/started", "ThreadStarted"),
        (tag_variant, "commandExecution", "CommandExecution"),
        (tag_variant, "2xx", "V2xx"),
        (tag_variant, "--", "V"),
        (typify_variant, "tcp", "Tcp"),
        (typify_variant, "+1", "plus1"),
        (typify_variant, "-1", "minus1"),
        (typify_variant, "a.b c", "ABC"),
        (typify_variant, "", "X"),
        (typify_variant, "1st", "X1st"),
        (typify_variant, "don't", "Dont"),
        (
            |n| words(n).join(","),
            "RulesAlignOptions",
            "Rules,Align,Options",
        ),
    ];
    for (f, input, want) in one {
        assert_eq!(f(input), want, "{input}");
    }
    assert_eq!(symbol_words("_-$"), ["Underscore", "Dash", "Dollar"]);
    assert_eq!(
        camel_words("ReporterTwoItem1"),
        ["Reporter", "Two", "Item1"]
    );
    assert!(words("").is_empty());
    let lengths = [(0, "Empty"), (1, "One"), (9, "Nine"), (12, "Length12")];
    for (len, want) in lengths {
        assert_eq!(length_variant(len), want);
    }
    assert_eq!(
        branch_variant(Some("#/definitions/secret_ref"), Some("t")),
        Some("SecretRef".into())
    );
    assert_eq!(branch_variant(None, Some("Title")), Some("Title".into()));
    assert_eq!(branch_variant(None, None), None);
}

#[test]
fn names_shared_and_left() {
    let own = words("RulesAlign");
    assert_eq!(less_leading("RulesAlignOptions".into(), &own), "Options");
    assert_eq!(less_leading("RulesAlign".into(), &own), "RulesAlign");
    assert_eq!(less_leading("Other".into(), &own), "Other");
    let group = |names: &[&str]| names.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>();
    let cases: [(&[&str], Option<&str>, Option<&str>); 4] = [
        (
            &["ReporterTwoItem1", "ReporterLongerItem1"],
            Some("ReporterItem1"),
            None,
        ),
        (
            &["PodSecretRef", "VolumeSecretRef"],
            Some("SecretRef"),
            Some("SecretRef"),
        ),
        (&["ErrorAItem", "ErrorBItem"], Some("ErrorItem"), None),
        (&["Alpha", "Beta"], None, None),
    ];
    for (names, grouped, shared) in cases {
        let names = group(names);
        assert_eq!(group_name(&names).as_deref(), grouped, "{names:?}");
        assert_eq!(shared_name(&names).as_deref(), shared, "{names:?}");
    }
    assert_eq!(
        shared_ends(&[vec!["A", "B", "C"], vec!["A", "X", "C"]]),
        Some((1, 1))
    );
    assert_eq!(shared_ends(&[]), None);
}
