//! Positional variants named by what they hold: table-driven cases over parsed items.

use quote::ToTokens;

/// The variant names of enum `ty` after [`super::name_variants`], and whether the `From`
/// impls name them.
fn renamed(items: &str, ty: &str) -> (Vec<String>, String) {
    let mut file: syn::File = syn::parse_str(items).unwrap();
    super::name_variants(&mut file, &std::collections::BTreeSet::new());
    let names = file
        .items
        .iter()
        .find_map(|i| match i {
            syn::Item::Enum(e) if e.ident == ty => {
                Some(e.variants.iter().map(|v| v.ident.to_string()).collect())
            }
            _ => None,
        })
        .unwrap();
    (names, file.to_token_stream().to_string())
}

#[test]
fn positional_variants_are_named_by_what_they_hold() {
    let tag = "enum TIn { In } enum TOut { Out } enum TType { ServiceBus } enum TType2 { Queue }";
    let cases: [(String, &[&str]); 11] = [
        // tslint: generated types less the enum's leading words; the `From` impls follow.
        (
            "#[serde(untagged)] enum RulesAlignObjectOptions { Variant0(RulesAlignOptions), Variant1(RulesAlignOptionsItems) }
             impl From<RulesAlignOptions> for RulesAlignObjectOptions { fn from(v: RulesAlignOptions) -> Self { Self::Variant0(v) } }".into(),
            &["Options", "OptionsItems"],
        ),
        // Standard types and the catch-all.
        (
            "#[serde(untagged)] enum T { Variant0(::std::string::String), Variant1(::std::vec::Vec<X>), Variant2(::serde_json::Value) }".into(),
            &["String", "Array", "Other"],
        ),
        // A tag, `type` before `direction`, `Option`al.
        (
            format!("{tag} #[serde(untagged)] enum T {{ Variant0 {{ direction: Option<TIn>, type_: Option<TType> }}, Variant1 {{ direction: Option<TOut>, type_: Option<TType2> }} }}"),
            &["ServiceBus", "Queue"],
        ),
        // `type` alike in both: `direction` names them.
        (
            format!("{tag} #[serde(untagged)] enum T {{ Variant0 {{ direction: Option<TIn>, type_: TType }}, Variant1 {{ direction: TOut, type_: TType }} }}"),
            &["In", "Out"],
        ),
        // No tag: the fields each alone requires.
        (
            "#[serde(untagged)] enum T { Variant0 { uri: String, extra: Map }, Variant1 { host: String, port: i64, user: Option<String>, extra: Map }, Variant2(::serde_json::Value) }".into(),
            &["Uri", "HostPort", "Other"],
        ),
        // The values both hold first (`normalise/both.rs`): after the two.
        (
            "#[serde(untagged)] enum T { Variant0 { host: String, port: i64, uri: String, user: Option<String>, extra: Map }, Variant1 { uri: String, extra: Map }, Variant2 { host: String, port: i64, user: Option<String>, extra: Map } }".into(),
            &["UriAndHostPort", "Uri", "HostPort"],
        ),
        // A name both require beside one each requires alone (Codex's resource contents).
        (
            "#[serde(untagged)] enum T { Variant0 { blob: String, text: String, uri: String, extra: Map }, Variant1 { text: String, uri: String, extra: Map }, Variant2 { blob: String, uri: String, extra: Map } }".into(),
            &["TextAndBlob", "Text", "Blob"],
        ),
        // One requiring nothing (grunt's files, or a `src` mapping).
        (
            "#[serde(untagged)] enum T { Variant0 { dest: Option<String>, files: Option<Vec<String>>, src: String, extra: Map }, Variant1 { files: Option<Vec<String>>, extra: Map }, Variant2 { dest: Option<String>, src: String, extra: Map } }".into(),
            &["FilesAndSrc", "Files", "Src"],
        ),
        // Not the two's fields (`user` not required in one): no name of its own, as they are.
        (
            "#[serde(untagged)] enum T { Variant0 { host: String, port: i64, uri: String, user: String, extra: Map }, Variant1 { uri: String, extra: Map }, Variant2 { host: String, port: i64, user: Option<String>, extra: Map } }".into(),
            &["Variant0", "Variant1", "Variant2"],
        ),
        // Both of both: the outer has no name of its own, so the enum keeps its positions.
        (
            "#[serde(untagged)] enum T { Variant0 { a: String, b: String, c: String, extra: Map }, Variant1 { a: String, b: String, extra: Map }, Variant2 { a: String, extra: Map }, Variant3 { b: String, extra: Map }, Variant4 { c: String, extra: Map } }".into(),
            &["Variant0", "Variant1", "Variant2", "Variant3", "Variant4"],
        ),
        // Names alike (two strings), or not every variant positional: as they are.
        (
            "#[serde(untagged)] enum T { Variant0(String), Variant1(String) } enum U { A(String), Variant1(bool) }".into(),
            &["Variant0", "Variant1"],
        ),
    ];
    for (items, want) in cases {
        let ty = if items.contains("RulesAlign") {
            "RulesAlignObjectOptions"
        } else {
            "T"
        };
        let (names, text) = renamed(&items, ty);
        assert_eq!(names, want, "{items}");
        if ty != "T" {
            assert!(text.contains("Self :: Options (v)"), "{text}");
        }
    }
    let (_, text) = renamed(&cases_both(), "T");
    assert!(
        text.contains("A value that is both `Uri` and `Host`."),
        "{text}"
    );
    let (names, _) = renamed("enum U { A(String), Variant1(bool) }", "U");
    assert_eq!(names, ["A", "Variant1"]);
}

/// An enum whose first variant holds the other two at once.
fn cases_both() -> String {
    "#[serde(untagged)] enum T { Variant0 { uri: String, host: String, extra: Map }, Variant1 { uri: String, extra: Map }, Variant2 { host: String, extra: Map } }".into()
}

/// The names of the structs and enums of `file`.
fn item_names(file: &syn::File) -> Vec<String> {
    file.items
        .iter()
        .filter_map(crate::postprocess::twins::item_name)
        .collect()
}

#[test]
fn variants_whose_types_say_only_their_position_are_named_by_what_they_are() {
    // (items, enum, its variants after, the items' names after); `Named` keeps its name.
    let cases: [(&str, &str, &[&str], &[&str]); 17] = [
        // A string of one value, and struct variants tagged by one: the inline types follow.
        (
            "enum WhenVariant0 { Always } struct WhenVariant1Options { path: String }
             enum WhenVariant1Type { IfMissing } enum WhenVariant2Type { IfChanged }
             #[serde(untagged)] enum When { Variant0(WhenVariant0), Variant1 { options: WhenVariant1Options, type_: WhenVariant1Type }, Variant2 { type_: WhenVariant2Type } }",
            "When",
            &["Always", "IfMissing", "IfChanged"],
            &["WhenAlways", "WhenIfMissingOptions", "WhenIfMissingType", "WhenIfChangedType", "When"],
        ),
        // The one struct variant beside a list; the list's item type follows.
        (
            "struct DataVariant1Item { host: Option<String> }
             #[serde(untagged)] enum Data { Variant0 { host: Option<String> }, Variant1(Vec<DataVariant1Item>) }",
            "Data",
            &["Object", "Array"],
            &["DataArrayItem", "Data"],
        ),
        // An enum of tuples is a list; a struct an object.
        (
            "enum PluginsVariant1 { One((String,)), Two(String, Value) } struct PluginsVariant2 { a: String }
             #[serde(untagged)] enum Plugins { Variant0(String), Variant1(PluginsVariant1), Variant2(PluginsVariant2) }",
            "Plugins",
            &["String", "Array", "Object"],
            &["PluginsArray", "PluginsObject", "Plugins"],
        ),
        // Tags of several values: by their types, less the words all share.
        (
            "enum DataTypeBoolean { XsBoolean } enum DataTypeDateTime { XsDateTime, XsDuration }
             #[serde(untagged)] enum SpecifDataType { Variant0 { id: String, type_: DataTypeBoolean }, Variant1 { id: String, type_: DataTypeDateTime } }",
            "SpecifDataType",
            &["Boolean", "DateTime"],
            &["DataTypeBoolean", "DataTypeDateTime", "SpecifDataType"],
        ),
        // Tags whose types say only a position: by the values each admits.
        (
            "enum PatchVariant0Op { Add, Replace, Test } enum PatchVariant1Op { Remove } enum PatchVariant2Op { Move, Copy }
             #[serde(untagged)] enum Patch { Variant0 { op: PatchVariant0Op, path: String, value: Value }, Variant1 { op: PatchVariant1Op, path: String }, Variant2 { from: String, op: PatchVariant2Op, path: String } }",
            "Patch",
            &["AddOrReplaceOrTest", "Remove", "MoveOrCopy"],
            &["PatchAddOrReplaceOrTestOp", "PatchRemoveOp", "PatchMoveOrCopyOp", "Patch"],
        ),
        // Struct variants by the fields each alone names, required or not.
        (
            "#[serde(untagged)] enum Command { Variant0(String), Variant1 { ps: Option<String> }, Variant2 { cmd: Option<String>, extra: Map } }",
            "Command",
            &["String", "Ps", "Cmd"],
            &["Command"],
        ),
        // Lists apart by what they hold.
        (
            "struct ReportingVariant0Item { module: Option<String> }
             #[serde(untagged)] enum Reporting { Variant0(Vec<ReportingVariant0Item>), Variant1(Vec<String>), Variant2(Value) }",
            "Reporting",
            &["ObjectList", "StringList", "Other"],
            &["ReportingObjectListItem", "Reporting"],
        ),
        // A type a variant named otherwise holds follows its name.
        (
            "enum SymbolVariant1 { Casing, Guid } struct SymbolVariant1Parameters { a: String }
             enum Symbol { Binding(String), Generated(SymbolVariant1) }",
            "Symbol",
            &["Binding", "Generated"],
            &["SymbolGenerated", "SymbolGeneratedParameters", "Symbol"],
        ),
        // A struct variant named by its tag: the types its value requires, none another
        // requires (`Variant1Form` is every variant's, optional, and `Form`'s, required).
        (
            "struct AuthVariant0Cookie { a: String } struct AuthVariant1Form { b: String }
             enum Auth { RawCookie { cookie: AuthVariant0Cookie, form: Option<AuthVariant1Form> }, Form { form: AuthVariant1Form }, None { form: Option<AuthVariant1Form> } }",
            "Auth",
            &["RawCookie", "Form", "None"],
            &["AuthRawCookieCookie", "AuthFormForm", "Auth"],
        ),
        // A type two variants require is neither's, even where one requires another too.
        (
            "struct GVariant0A { a: String } struct GVariant1B { b: String }
             enum G { One { a: GVariant0A }, Two { a: GVariant0A, b: GVariant1B } }",
            "G",
            &["One", "Two"],
            &["GVariant0A", "GVariant1B", "G"],
        ),
        // Nested: the inner enum's rule first, then its holder's.
        (
            "struct OuterVariant1XVariant1 { a: String } #[serde(untagged)] enum OuterVariant1X { Variant0(String), Variant1(OuterVariant1XVariant1) }
             struct OuterVariant1 { x: OuterVariant1X } #[serde(untagged)] enum Outer { Variant0(String), Variant1(OuterVariant1) }",
            "Outer",
            &["String", "Object"],
            &["OuterObjectXObject", "OuterObjectX", "OuterObject", "Outer"],
        ),
        // A definition's type keeps its name (`EVariant1`, named); `Variant10` is no
        // `Variant1` followed by more.
        (
            "struct EVariant1 { a: String } struct EVariant1Inner { b: String } struct EVariant10 { c: String }
             #[serde(untagged)] enum E { Variant0(String), Variant1(EVariant1) }",
            "E",
            &["String", "Object"],
            &["EVariant1", "EObjectInner", "EVariant10", "E"],
        ),
        // A variant's name on the wire (not untagged, no rename) stays.
        (
            "enum W { Variant0(String), Variant1(bool) }",
            "W",
            &["Variant0", "Variant1"],
            &["W"],
        ),
        // A name taken is kept.
        (
            "struct FVariant1 { a: String } struct FObject { b: String } #[serde(untagged)] enum F { Variant0(String), Variant1(FVariant1) }",
            "F",
            &["String", "Object"],
            &["FVariant1", "FObject", "F"],
        ),
        // An open string enum: the known values, any string, `null`.
        (
            "enum ModuleVariant0 { CommonJs, Es6 } #[serde(untagged)] enum Module { Variant0(ModuleVariant0), Variant1(String), Variant2 }",
            "Module",
            &["Known", "String", "Null"],
            &["ModuleKnown", "Module"],
        ),
        // A newtype of a string is a string; a nullable branch is named by what else it holds.
        (
            "struct RuleVariant1(pub String); enum RuleVariant2 { Always, Never } struct MaxVariant3Item { a: String }
             #[serde(untagged)] enum Rule { Variant0(Option<bool>), Variant1(RuleVariant1), Variant2(RuleVariant2), Variant3(Vec<MaxVariant3Item>) }",
            "Rule",
            &["Boolean", "String", "Known", "Array"],
            &["RuleString", "RuleKnown", "MaxVariant3Item", "Rule"],
        ),
        // What says nothing of its shape stays positional (an enum of scalars).
        (
            "enum VVariant2 { Null, Boolean(bool) } #[serde(untagged)] enum V { Variant0(String), Variant1(Vec<String>), Variant2(VVariant2) }",
            "V",
            &["Variant0", "Variant1", "Variant2"],
            &["VVariant2", "V"],
        ),
    ];
    for (items, ty, variants, after) in cases {
        let mut file: syn::File = syn::parse_str(items).unwrap();
        let named = std::collections::BTreeSet::from(["EVariant1".to_owned()]);
        super::name_variants(&mut file, &named);
        let e = file.items.iter().find_map(|i| match i {
            syn::Item::Enum(e) if e.ident == ty => Some(e),
            _ => None,
        });
        let got: Vec<String> = e
            .unwrap()
            .variants
            .iter()
            .map(|v| v.ident.to_string())
            .collect();
        assert_eq!(got, variants, "{items}");
        assert_eq!(item_names(&file), after, "{items}");
        // Every path follows: no old name is left.
        let text = file.to_token_stream().to_string();
        for old in ["WhenVariant", "DataVariant1Item", "OuterVariant1"] {
            assert!(!text.contains(old), "{old} in {text}");
        }
    }
}
