//! The rewrite of holders beside a nested union: what moves, and what stays.

use serde_json::json;

#[test]
fn object_keywords_move_into_branches_beside_a_nested_union() {
    let docker = json!({"properties": {"type": {"enum": ["docker"]}},
                        "oneOf": [{"required": ["i"]}, {"required": ["f"]}]});
    let wsl = json!({"properties": {"type": {"enum": ["wsl"]}, "d": {}}, "required": ["d"]});
    let cases = [
        // A `$ref` to a union: copied, merged, titled by both names; a name both give is
        // the `allOf` of the two.
        (
            json!({"definitions": {"config": {"type": "object",
                "properties": {"name": {"type": "string"}, "type": {"type": "string"}},
                "required": ["name"], "description": "d",
                "oneOf": [{"$ref": "#/definitions/docker"}, {"$ref": "#/definitions/wsl"}]},
                "docker": docker, "wsl": wsl}}),
            json!({"definitions": {"config": {"description": "d", "oneOf": [
                {"title": "docker config", "type": "object", "required": ["name"],
                 "properties": {"type": {"allOf": [{"type": "string"}, {"enum": ["docker"]}]},
                                "name": {"type": "string"}},
                 "oneOf": [{"required": ["i"]}, {"required": ["f"]}]},
                {"title": "wsl config", "type": "object", "required": ["d", "name"],
                 "properties": {"type": {"allOf": [{"type": "string"}, {"enum": ["wsl"]}]},
                                "d": {}, "name": {"type": "string"}}}]},
                "docker": docker, "wsl": wsl}}),
            vec![
                ("/definitions/config/oneOf/0", "/definitions/docker"),
                (
                    "/definitions/config/oneOf/0/properties/name",
                    "/definitions/config/properties/name",
                ),
                (
                    "/definitions/config/oneOf/0/properties/type/allOf/0",
                    "/definitions/config/properties/type",
                ),
                (
                    "/definitions/config/oneOf/0/properties/type/allOf/1",
                    "/definitions/docker/properties/type",
                ),
                ("/definitions/config/oneOf/1", "/definitions/wsl"),
                (
                    "/definitions/config/oneOf/1/properties/name",
                    "/definitions/config/properties/name",
                ),
                (
                    "/definitions/config/oneOf/1/properties/type/allOf/0",
                    "/definitions/config/properties/type",
                ),
                (
                    "/definitions/config/oneOf/1/properties/type/allOf/1",
                    "/definitions/wsl/properties/type",
                ),
            ],
        ),
        // Inline branches, one a union, beside no `type`: two branches accept every
        // non-object, so the `oneOf` accepts none.
        (
            json!({"properties": {"k": {}}, "oneOf": [
                {"properties": {"a": {}}, "oneOf": [{"required": ["x"]}, {"required": ["y"]}]},
                {"required": ["b"]}, true]}),
            json!({"oneOf": [
                {"type": "object", "properties": {"a": {}, "k": {}}, "oneOf": [{"required": ["x"]}, {"required": ["y"]}]},
                {"type": "object", "required": ["b"], "properties": {"k": {}}},
                {"type": "object", "properties": {"k": {}}}]}),
            vec![
                ("/oneOf/0/properties/k", "/properties/k"),
                ("/oneOf/1/properties/k", "/properties/k"),
                ("/oneOf/2/properties/k", "/properties/k"),
            ],
        ),
        // drone: the pipeline branch an `allOf` of a `$ref` to the kind's object keywords and
        // a `oneOf` of pipelines: the branch's own union, the kind's properties its own.
        (
            json!({"type": "object", "properties": {"kind": {"enum": ["pipeline", "secret"]}}, "required": ["kind"],
                   "oneOf": [{"properties": {"kind": {"const": "secret"}}},
                             {"allOf": [{"$ref": "#/definitions/k"}, {"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}]}],
                   "definitions": {"k": {"type": "object", "required": ["name"],
                                         "properties": {"kind": {"const": "pipeline"}, "name": {}}}}}),
            json!({"oneOf": [
                       {"type": "object", "required": ["kind"],
                        "properties": {"kind": {"allOf": [{"enum": ["pipeline", "secret"]}, {"const": "secret"}]}}},
                       {"type": "object", "required": ["name", "kind"],
                        "properties": {"kind": {"allOf": [{"enum": ["pipeline", "secret"]}, {"const": "pipeline"}]}, "name": {}},
                        "oneOf": [{"required": ["a"]}, {"required": ["b"]}]}],
                   "definitions": {"k": {"type": "object", "required": ["name"],
                                         "properties": {"kind": {"const": "pipeline"}, "name": {}}}}}),
            vec![
                ("/oneOf/0/properties/kind/allOf/0", "/properties/kind"),
                (
                    "/oneOf/0/properties/kind/allOf/1",
                    "/oneOf/0/properties/kind",
                ),
                ("/oneOf/1/oneOf", "/oneOf/1/allOf/1/oneOf"),
                ("/oneOf/1/properties/kind/allOf/0", "/properties/kind"),
                (
                    "/oneOf/1/properties/kind/allOf/1",
                    "/definitions/k/properties/kind",
                ),
                ("/oneOf/1/properties/name", "/definitions/k/properties/name"),
            ],
        ),
    ];
    for (doc, want, moves) in cases {
        let mut got = doc.clone();
        let mut layer = Vec::new();
        super::rewrite(&mut got, &mut layer);
        assert_eq!(got, want, "{doc}");
        let mut moves: Vec<(String, String)> = moves
            .into_iter()
            .map(|(a, b)| (a.into(), b.into()))
            .collect();
        moves.sort();
        layer.sort();
        assert_eq!(layer, moves, "{doc}");
    }
}

#[test]
fn copies_end_and_stay_linear() {
    // Definitions whose unions refer to each other (and to themselves): each is copied
    // into the other at most once along a path, and the whole copy is bounded by the
    // document's size, however many references each level makes.
    let level = |next: &str| {
        json!({"type": "object", "properties": {"k": {"type": "string"}},
               "oneOf": [{"$ref": format!("#/definitions/{next}")}, {"$ref": format!("#/definitions/{next}")},
                         {"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}]})
    };
    let mut defs = serde_json::Map::new();
    for i in 0..24 {
        defs.insert(format!("d{i}"), level(&format!("d{}", (i + 1) % 24)));
    }
    defs.insert("self".into(), level("self"));
    let doc = json!({"definitions": defs});
    let mut got = doc.clone();
    let mut layer = Vec::new();
    super::rewrite(&mut got, &mut layer);
    let (before, after) = (doc.to_string().len(), got.to_string().len());
    // At most what the budget allows (four times the document and 64 KiB) on top of it;
    // unbounded, the copies would double at each of the 24 levels.
    assert!(after <= 5 * before + (64 << 10), "{before} → {after}");
    // Something was merged: the holders with no copy left to make.
    assert!(!layer.is_empty());
    assert_ne!(got, doc);
}

#[test]
fn long_properties_repeat_in_every_branch() {
    // The holder's properties, long descriptions and all, go into each of ten branches: the
    // copy grows past the document's size, within the budget (testenvironments' `config`
    // once stayed `Value` under a tighter one).
    let long = "a description of the name ".repeat(80);
    let mut branches = vec![json!({"oneOf": [{"required": ["x"]}, {"required": ["y"]}]})];
    branches.extend((0..9).map(|i| json!({"required": [format!("p{i}")]})));
    let doc = json!({"type": "object", "oneOf": branches,
                     "properties": {"name": {"type": "string", "description": long}}});
    let mut got = doc.clone();
    let mut layer = Vec::new();
    super::rewrite(&mut got, &mut layer);
    let union = got["oneOf"].as_array().unwrap();
    assert_eq!(union.len(), 10);
    assert!(union
        .iter()
        .all(|b| b["properties"]["name"]["description"] == long.as_str()));
    assert!(got.get("properties").is_none());
}

#[test]
fn holders_that_do_not_qualify_stay() {
    let nested = json!({"oneOf": [{"required": ["x"]}, {"required": ["y"]}]});
    for doc in [
        // No branch is a union: typify merges the properties itself.
        json!({"type": "object", "properties": {"k": {}}, "oneOf": [{"required": ["a"]}, {"required": ["b"]}]}),
        // The union may accept a non-object (one branch accepts every one, the other none).
        json!({"properties": {"k": {}}, "oneOf": [nested, {"type": "string"}]}),
        // A branch reading the names it gives: the holder's would escape it.
        json!({"type": "object", "properties": {"k": {}}, "oneOf": [nested, {"additionalProperties": false}]}),
        // Beside an `allOf` part that is more than object keywords, and a union a `$ref`
        // points into.
        json!({"type": "object", "properties": {"k": {}}, "allOf": [{"minProperties": 1}], "oneOf": [nested, {}]}),
        json!({"type": "object", "properties": {"k": {"$ref": "#/oneOf/0"}}, "oneOf": [nested, {}]}),
        // A branch of another type.
        json!({"type": "object", "properties": {"k": {}}, "oneOf": [nested, {"type": "string"}]}),
    ] {
        let mut got = doc.clone();
        let mut layer = Vec::new();
        super::rewrite(&mut got, &mut layer);
        assert_eq!(got, doc);
        assert!(layer.is_empty(), "{doc}");
    }
}
