//! Which dynamic references the type model reads as a `$ref`, and which stay: one table of
//! families (each file's document) and what the first file's subschema becomes.

use serde_json::{json, Value};

use super::resolve;
use crate::family::testing::file;
use crate::family::File;

const D2020: &str = "https://json-schema.org/draft/2020-12/schema";
const D2019: &str = "https://json-schema.org/draft/2019-09/schema";

#[test]
fn static_dynamic_references_are_refs_and_the_others_stay() {
    let tree = |children: Value| {
        json!({"$schema": D2020, "$dynamicAnchor": "node", "type": "object",
               "properties": {"children": {"type": "array", "items": children}}})
    };
    let items = "/properties/children/items";
    // (family, pointer in the first file, what is there after)
    let cases: Vec<(Vec<Value>, &str, Value)> = vec![
        // The root's dynamic anchor, no other file with it: the root.
        (
            vec![tree(json!({"$dynamicRef": "#node"}))],
            items,
            json!({"$ref": "#"}),
        ),
        // Another file of the family has the anchor: it may be the target, so it stays.
        (
            vec![
                tree(json!({"$dynamicRef": "#node"})),
                json!({"$schema": D2020, "$dynamicAnchor": "node", "$ref": "f0.json"}),
            ],
            items,
            json!({"$dynamicRef": "#node"}),
        ),
        // ... but one with another name changes nothing.
        (
            vec![
                tree(json!({"$dynamicRef": "#node"})),
                json!({"$schema": D2020, "$dynamicAnchor": "leaf"}),
            ],
            items,
            json!({"$ref": "#"}),
        ),
        // A definition's anchor, by its pointer (percent-encoded).
        (
            vec![
                json!({"$schema": D2020, "$defs": {"a b": {"$dynamicAnchor": "n"}},
                        "items": {"$dynamicRef": "#n"}}),
            ],
            "/items",
            json!({"$ref": "#/$defs/a%20b"}),
        ),
        // A plain `$anchor` and a JSON pointer resolve as a `$ref` does, whatever else has.
        (
            vec![
                json!({"$schema": D2020, "$defs": {"a": {"$anchor": "n"}},
                       "items": {"$dynamicRef": "#n"}}),
                json!({"$schema": D2020, "$dynamicAnchor": "n"}),
            ],
            "/items",
            json!({"$ref": "#/$defs/a"}),
        ),
        (
            vec![
                json!({"$schema": D2020, "$defs": {"a": {}}, "items": {"$dynamicRef": "#/$defs/a"}}),
            ],
            "/items",
            json!({"$ref": "#/$defs/a"}),
        ),
        // The file named by its URI, absolute or relative to its `$id`.
        (
            vec![
                json!({"$schema": D2020, "$id": "https://example.com/t/f0.json", "$dynamicAnchor": "n",
                        "items": {"$dynamicRef": "https://example.com/t/f0.json#n"}}),
            ],
            "/items",
            json!({"$ref": "#"}),
        ),
        (
            vec![
                json!({"$schema": D2020, "$id": "https://example.com/t/f0.json", "$dynamicAnchor": "n",
                        "items": {"$dynamicRef": "f0.json#n"}}),
            ],
            "/items",
            json!({"$ref": "#"}),
        ),
        // Another file's anchor, no anchor of that name, an inner resource: stays.
        (
            vec![json!({"$schema": D2020, "items": {"$dynamicRef": "other.json#n"}})],
            "/items",
            json!({"$dynamicRef": "other.json#n"}),
        ),
        (
            vec![json!({"$schema": D2020, "items": {"$dynamicRef": "#missing"}})],
            "/items",
            json!({"$dynamicRef": "#missing"}),
        ),
        // Inner resources: each reference resolved in its own; another resource of the file
        // with the anchor may be the target (the way may pass it).
        (
            vec![
                json!({"$schema": D2020, "$dynamicAnchor": "n", "items": {"$dynamicRef": "#n"},
                        "$defs": {"x": {"$id": "inner.json", "$dynamicAnchor": "m"}}}),
            ],
            "/items",
            json!({"$ref": "#"}),
        ),
        (
            vec![json!({"$schema": D2020, "$dynamicAnchor": "m",
                        "$defs": {"x": {"$id": "inner.json", "$dynamicAnchor": "n",
                                        "items": {"$dynamicRef": "#n"}}}})],
            "/$defs/x/items",
            json!({"$ref": "#/$defs/x"}),
        ),
        (
            vec![json!({"$schema": D2020, "$dynamicAnchor": "n",
                        "$defs": {"x": {"$id": "inner.json", "$dynamicAnchor": "n",
                                        "items": {"$dynamicRef": "#n"}}}})],
            "/$defs/x/items",
            json!({"$dynamicRef": "#n"}),
        ),
        (
            vec![json!({"$schema": D2019, "$recursiveAnchor": true,
                        "$defs": {"x": {"$id": "inner.json", "items": {"$recursiveRef": "#"}}}})],
            "/$defs/x/items",
            json!({"$ref": "#/$defs/x"}),
        ),
        (
            vec![json!({"$schema": D2019, "$recursiveAnchor": true,
                        "$defs": {"x": {"$id": "inner.json", "$recursiveAnchor": true,
                                        "items": {"$recursiveRef": "#"}}}})],
            "/$defs/x/items",
            json!({"$recursiveRef": "#"}),
        ),
        // An inner `$id` left in the copy (a reference it could not spell): as it was.
        (
            vec![
                json!({"$schema": D2020, "$dynamicAnchor": "n", "items": {"$dynamicRef": "#n"},
                        "$defs": {"x": {"$id": "inner.json", "items": {"$ref": "#nowhere"}}}}),
            ],
            "/items",
            json!({"$dynamicRef": "#n"}),
        ),
        // Beside a `$ref` of its own: an `allOf` part.
        (
            vec![
                json!({"$schema": D2020, "$dynamicAnchor": "n", "$defs": {"a": {}},
                        "items": {"$ref": "#/$defs/a", "$dynamicRef": "#n"}}),
            ],
            "/items",
            json!({"$ref": "#/$defs/a", "allOf": [{"$ref": "#"}]}),
        ),
        // 2019-09: `$recursiveRef` to a root without `$recursiveAnchor`, or with it where no
        // other file has one; with one elsewhere it stays.
        (
            vec![json!({"$schema": D2019, "items": {"$recursiveRef": "#"}})],
            "/items",
            json!({"$ref": "#"}),
        ),
        (
            vec![
                json!({"$schema": D2019, "$recursiveAnchor": true, "items": {"$recursiveRef": "#"}}),
            ],
            "/items",
            json!({"$ref": "#"}),
        ),
        (
            vec![
                json!({"$schema": D2019, "$recursiveAnchor": true, "items": {"$recursiveRef": "#"}}),
                json!({"$schema": D2019, "$recursiveAnchor": true, "$ref": "f0.json"}),
            ],
            "/items",
            json!({"$recursiveRef": "#"}),
        ),
        (
            vec![
                json!({"$schema": D2019, "items": {"$recursiveRef": "#"}}),
                json!({"$schema": D2019, "$recursiveAnchor": true, "$ref": "f0.json"}),
            ],
            "/items",
            json!({"$ref": "#"}),
        ),
        // Each keyword only in its own draft: 2020-12 has no `$recursiveRef`, 2019-09 no
        // `$dynamicRef` (the engine reads either as any value there).
        (
            vec![json!({"$schema": D2020, "items": {"$recursiveRef": "#"}})],
            "/items",
            json!({}),
        ),
        (
            vec![json!({"$schema": D2019, "$dynamicAnchor": "n", "items": {"$dynamicRef": "#n"}})],
            "/items",
            json!({}),
        ),
        // A file with the anchor that no way into this one passes: this one's is the target.
        (
            vec![
                tree(json!({"$dynamicRef": "#node"})),
                json!({"$schema": D2020, "$dynamicAnchor": "node", "$ref": "#/$defs/x", "$defs": {"x": {}}}),
            ],
            items,
            json!({"$ref": "#"}),
        ),
        // ... one that refers to a file that refers to this one is in the way, and so is one
        // that refers to a URI no file has (an inner resource of any).
        (
            vec![
                tree(json!({"$dynamicRef": "#node"})),
                json!({"$schema": D2020, "$dynamicAnchor": "node", "$ref": "f2.json"}),
                json!({"$schema": D2020, "$ref": "f0.json#/properties"}),
            ],
            items,
            json!({"$dynamicRef": "#node"}),
        ),
        (
            vec![
                tree(json!({"$dynamicRef": "#node"})),
                json!({"$schema": D2020, "$dynamicAnchor": "node", "$ref": "https://example.com/elsewhere"}),
            ],
            items,
            json!({"$dynamicRef": "#node"}),
        ),
    ];
    for (docs, pointer, want) in cases {
        let mut files: Vec<File> = docs.iter().enumerate().map(|(i, d)| file(i, d)).collect();
        let before: Vec<Value> = files.iter().map(|f| f.doc.clone()).collect();
        resolve(&mut files);
        assert_eq!(files[0].shape.pointer(pointer), Some(&want), "{docs:?}");
        // The engine's documents are never changed.
        let after: Vec<Value> = files.iter().map(|f| f.doc.clone()).collect();
        assert_eq!(before, after);
    }
}
