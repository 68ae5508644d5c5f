//! The generator's intermediate form of one schema file: a graph of nodes, one per (sub)schema,
//! with what shapes the Rust types. `$ref`s are resolved to node ids.

use serde_json::Value;

mod empty;

/// Index of a node in [`Schema::nodes`].
pub(crate) type NodeId = usize;

/// JSON Schema draft of a file, from its `$schema`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Draft {
    /// `http://json-schema.org/draft-04/schema#`
    Draft4,
    /// `http://json-schema.org/draft-06/schema#`
    Draft6,
    /// `http://json-schema.org/draft-07/schema#`
    Draft7,
    /// `https://json-schema.org/draft/2019-09/schema`
    Draft201909,
    /// `https://json-schema.org/draft/2020-12/schema`
    Draft202012,
}

impl Draft {
    /// The draft a file without `$schema` is read in, unless its manifest entry sets `draft`:
    /// the newest one.
    pub(crate) const DEFAULT: Self = Self::Draft202012;

    /// Every draft, oldest first.
    pub(crate) const ALL: [Self; 5] = [
        Self::Draft4,
        Self::Draft6,
        Self::Draft7,
        Self::Draft201909,
        Self::Draft202012,
    ];

    /// The draft's short name, as the manifest's `draft` spells it (`draft-07`, `2020-12`).
    #[must_use]
    pub(crate) fn name(self) -> &'static str {
        match self {
            Self::Draft4 => "draft-04",
            Self::Draft6 => "draft-06",
            Self::Draft7 => "draft-07",
            Self::Draft201909 => "2019-09",
            Self::Draft202012 => "2020-12",
        }
    }

    /// The draft of a short name ([`Draft::name`]).
    #[must_use]
    pub(crate) fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|d| d.name() == name)
    }

    /// The draft a `$schema` URI names: `http` or `https`, with or without the empty fragment.
    #[must_use]
    pub(crate) fn from_uri(uri: &str) -> Option<Self> {
        let uri = uri.trim_end_matches('#');
        let rest = uri
            .strip_prefix("http://")
            .or_else(|| uri.strip_prefix("https://"))?;
        Self::ALL.into_iter().find(|d| {
            d.uri()
                .trim_end_matches('#')
                .split_once("://")
                .map(|(_, r)| r)
                == Some(rest)
        })
    }

    /// The keyword that gives a schema its identifier: `id` in draft-04, `$id` since.
    #[must_use]
    pub(crate) fn id_keyword(self) -> &'static str {
        match self {
            Self::Draft4 => "id",
            _ => "$id",
        }
    }

    /// The draft's meta-schema URI, as `$schema` names it.
    #[must_use]
    pub(crate) fn uri(self) -> &'static str {
        match self {
            Self::Draft4 => "http://json-schema.org/draft-04/schema#",
            Self::Draft6 => "http://json-schema.org/draft-06/schema#",
            Self::Draft7 => "http://json-schema.org/draft-07/schema#",
            Self::Draft201909 => "https://json-schema.org/draft/2019-09/schema",
            Self::Draft202012 => "https://json-schema.org/draft/2020-12/schema",
        }
    }
}

/// The JSON types of the `type` keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum JsonType {
    /// `null`
    Null,
    /// `boolean`
    Boolean,
    /// `object`
    Object,
    /// `array`
    Array,
    /// `number`
    Number,
    /// `string`
    String,
    /// `integer`
    Integer,
}

impl JsonType {
    /// Parses a `type` keyword entry.
    #[must_use]
    pub(crate) fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "null" => Self::Null,
            "boolean" => Self::Boolean,
            "object" => Self::Object,
            "array" => Self::Array,
            "number" => Self::Number,
            "string" => Self::String,
            "integer" => Self::Integer,
            _ => return None,
        })
    }

    /// Whether a JSON value is of this type. An integral number is an integer (from
    /// draft-06; draft-04 refuses `1.0`, which only makes fewer values valid than read here).
    #[must_use]
    pub(crate) fn admits(self, v: &Value) -> bool {
        match (self, v) {
            (Self::Null, Value::Null)
            | (Self::Boolean, Value::Bool(_))
            | (Self::String, Value::String(_))
            | (Self::Array, Value::Array(_))
            | (Self::Object, Value::Object(_))
            | (Self::Number, Value::Number(_)) => true,
            (Self::Integer, Value::Number(n)) => {
                n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
            }
            _ => false,
        }
    }
}

/// What `additionalProperties` says.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) enum Additional {
    /// Absent or `true`: anything goes (and is kept).
    #[default]
    Allowed,
    /// `false`.
    Forbidden,
    /// A schema every additional property must satisfy.
    Schema(NodeId),
}

/// One map of an object's `patternProperties`: the properties whose names match `pattern`,
/// as the Rust field `field` (`compile::map_fields`), of the type of `node`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PatternMap {
    /// The Rust field (also the property typify's input names it by).
    pub field: String,
    /// The ECMA-262 pattern, as the schema writes it.
    pub pattern: String,
    /// The pattern's schema.
    pub node: NodeId,
}

/// One (sub)schema.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct Node {
    /// JSON pointer of this schema inside its file.
    pub pointer: String,
    /// `true`/`false` boolean schema.
    pub boolean: Option<bool>,
    /// `type`, sorted and deduplicated.
    pub types: Option<Vec<JsonType>>,
    /// `enum`
    pub enumeration: Option<Vec<Value>>,
    /// `const`
    pub constant: Option<Value>,
    /// `pattern`, as the schema writes it (ECMA-262).
    pub pattern: Option<String>,
    /// `properties`, in schema order.
    pub properties: Vec<(String, NodeId)>,
    /// `required`
    pub required: Vec<String>,
    /// `additionalProperties`
    pub additional: Additional,
    /// Names a valid instance never has, from `not`: `{"required": ["p"]}` or an `anyOf` of
    /// such (`compile::forbidden`). Each alone is forbidden.
    pub forbidden: Vec<String>,
    /// The typed maps of `patternProperties` (`compile::Patterns::Maps`), in order.
    pub maps: Vec<PatternMap>,
    /// `items` (single-schema form); in a tuple, the elements after [`Node::prefix`]
    /// (`additionalItems` up to 2019-09, `items` beside `prefixItems`).
    pub items: Option<NodeId>,
    /// A tuple's positional schemas: `items` as an array (up to 2019-09), `prefixItems`.
    pub prefix: Vec<NodeId>,
    /// A tuple typed by length whose arrays may be longer than [`Node::prefix`]
    /// (`compile::Tuple::longer`): its enum's `Longer` variant holds the positional elements
    /// and a list of the rest.
    pub longer: bool,
    /// `oneOf`
    pub one_of: Vec<NodeId>,
    /// `anyOf`
    pub any_of: Vec<NodeId>,
    /// `allOf`
    pub all_of: Vec<NodeId>,
    /// `$ref`, resolved, to a node of the same file.
    pub reference: Option<NodeId>,
    /// `$ref` to another vendored file: `(file index in the manifest, node there)`.
    pub external: Option<(usize, NodeId)>,
    /// typify cannot mirror this subschema's shape (see `compile::is_coarse`): its type is
    /// `serde_json::Value`.
    pub coarse: bool,
}

/// One compiled schema file.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Schema {
    /// Its draft.
    pub draft: Draft,
    /// Every node; the root is node 0.
    pub nodes: Vec<Node>,
    /// Named definitions (`definitions` / `$defs`), with their node.
    pub definitions: Vec<(String, NodeId)>,
    /// Every compiled location: JSON pointer → node.
    pub pointers: std::collections::BTreeMap<String, NodeId>,
    /// Every `$ref` that leaves this file, by the pointer of the schema holding it.
    pub external_refs: Vec<ExternalRef>,
    /// Definitions that are copies of an identical definition in an earlier file of the same
    /// module; their Rust type is that file's.
    pub shared: std::collections::BTreeSet<String>,
    /// Pointers other files refer to (set by `family`): each one typify cannot name as it is
    /// becomes a type of its own, named from its path (`lift.rs`).
    pub incoming: std::collections::BTreeSet<String>,
}

/// A `$ref` to another vendored file, before its node there is known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ExternalRef {
    /// The node holding the `$ref`.
    pub node: NodeId,
    /// The target file's index in the manifest.
    pub file: usize,
    /// JSON pointer inside the target file (`""` or a definition).
    pub pointer: String,
}

impl Schema {
    /// The root node's id.
    pub(crate) const ROOT: NodeId = 0;

    /// Follows nodes that are nothing but a local `$ref` to the node carrying the constraints.
    #[must_use]
    pub(crate) fn resolve(&self, mut id: NodeId) -> NodeId {
        for _ in 0..64 {
            let n = &self.nodes[id];
            match n.reference {
                Some(r) if n.is_bare_reference() => id = r,
                _ => break,
            }
        }
        id
    }

    /// Whether a (sub)schema might accept `null` (conservative: `true` unless `type` or
    /// `enum` rules it out). `family` holds every file of the manifest, by index, so a
    /// reference into another file is followed there (one step; beyond it, `true`).
    #[must_use]
    pub(crate) fn may_be_null(&self, id: NodeId, family: &[Schema]) -> bool {
        let n = &self.nodes[self.resolve(id)];
        if let (Some((file, target)), true) = (n.external, n.is_bare_reference()) {
            return family
                .get(file)
                .is_none_or(|other| other.may_be_null(target, &[]));
        }
        if n.types
            .as_deref()
            .is_some_and(|t| !t.contains(&JsonType::Null))
        {
            return false;
        }
        if n.enumeration
            .as_deref()
            .is_some_and(|e| !e.contains(&Value::Null))
        {
            return false;
        }
        true
    }
}

impl Node {
    /// Nothing the type model reads (`{}`, or annotations and assertions alone): any value.
    #[must_use]
    pub(crate) fn is_open(&self) -> bool {
        *self
            == Node {
                pointer: self.pointer.clone(),
                ..Node::default()
            }
    }

    /// Nothing but a `$ref` (local or to another file), annotations aside.
    #[must_use]
    pub(crate) fn is_bare_reference(&self) -> bool {
        let bare = Node {
            pointer: self.pointer.clone(),
            reference: self.reference,
            external: self.external,
            ..Node::default()
        };
        (self.reference.is_some() || self.external.is_some()) && *self == bare
    }
}
