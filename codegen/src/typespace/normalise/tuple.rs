//! A tuple (`compile/tuple.rs`) in the form typify reads: of one length, `items` as the
//! array of the positional schemas, `additionalItems` the rest, `minItems` equal to
//! `maxItems` (typify makes the Rust tuple of that length; of length 0, a list that is always
//! empty); of several, a `oneOf` of one such per length, which no two arrays share. An
//! unbounded tuple's `oneOf` has one more, `Longer`: a tuple of the positional schemas and an
//! array of the rest, which the generator marks to be read and written flat
//! (`postprocess/longer.rs`). Written without `type` (`compile::tuple::or_any`), the `oneOf`
//! ends with the catch-all, `Other(serde_json::Value)`, for the values that are no arrays.

use serde_json::{Map, Value};

use super::Normaliser;

impl Normaliser<'_> {
    /// Writes tuple `t` of the subschema at `at` into `obj` (its tuple keywords removed).
    pub(super) fn insert_tuple(
        &mut self,
        obj: &mut Map<String, Value>,
        t: crate::compile::Tuple,
        at: &str,
    ) {
        // Written without `type`: any value that is no array is valid too.
        let open = !obj.contains_key("type");
        let mut prefix = t.prefix;
        for (i, s) in prefix.iter_mut().enumerate() {
            self.normalise(s, &format!("{at}/{}/{i}", t.prefix_key));
        }
        let rest = t.rest.filter(|r| !r.is_boolean()).map(|mut rest| {
            self.normalise(&mut rest, &format!("{at}/{}", t.rest_key));
            rest
        });
        let of_length = |len: u64| {
            let mut one = Map::new();
            if len > 0 {
                one.insert("items".into(), Value::Array(prefix.clone()));
                if let Some(rest) = &rest {
                    one.insert("additionalItems".into(), rest.clone());
                }
                one.insert("minItems".into(), len.into());
            }
            one.insert("maxItems".into(), len.into());
            one
        };
        if t.min == t.max && !t.longer && !open {
            obj.extend(of_length(t.min));
            return;
        }
        // The empty list last: its type (`Vec<Value>`, always empty) would take any array.
        let mut branches: Vec<Value> = (t.min.max(1)..=t.max)
            .chain((t.min == 0).then_some(0))
            .map(|len| {
                let mut b = of_length(len);
                b.insert("type".into(), "array".into());
                // typify names the variant after it: `One((String,))`, `Two(String, i64)`.
                b.insert("title".into(), crate::ident::length_variant(len).into());
                Value::Object(b)
            })
            .collect();
        if t.longer {
            // Before the empty list: `Longer(A, B, Vec<R>)`, the positional elements and a
            // list of the rest, read and written flat by the runtime's helper
            // (`postprocess/longer.rs`).
            let mut list = Map::new();
            list.insert("type".into(), "array".into());
            if let Some(rest) = &rest {
                list.insert("items".into(), rest.clone());
            }
            let mut elements = prefix.clone();
            elements.push(Value::Object(list));
            let len = elements.len();
            let mut longer = Map::new();
            longer.insert("type".into(), "array".into());
            longer.insert("title".into(), "Longer".into());
            longer.insert("items".into(), Value::Array(elements));
            longer.insert("minItems".into(), len.into());
            longer.insert("maxItems".into(), len.into());
            let at = branches.len() - usize::from(t.min == 0);
            branches.insert(at, Value::Object(longer));
        }
        if open {
            // Last, after the arrays: `Other(serde_json::Value)`.
            branches.push(serde_json::json!({"$ref": format!("#/definitions/{}", self.any())}));
        }
        obj.remove("type");
        obj.insert("oneOf".into(), Value::Array(branches));
    }
}
