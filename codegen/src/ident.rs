//! How the generator spells Rust names, in one module (as prost-build's `ident.rs`): a title
//! or a key as a type name, the words naming symbols, a tag value or a tuple's length as a
//! variant, the name typify gives a string enum's value or a union's branch (which the passes
//! before typify predict), the words of a camel-case name, and the name several names share.
//! Which name an item gets (its title, its holder's, a branch's) the passes decide; how it is
//! spelled is decided here.

use heck::{ToPascalCase, ToSnakeCase, ToUpperCamelCase};

/// The words naming each character of a name without a letter or digit (`_` → `Underscore`,
/// `-$` → `Dash`, `Dollar`): the type title and the field name of such a property.
pub(crate) fn symbol_words(name: &str) -> Vec<&'static str> {
    (name.chars())
        .map(|c| match c {
            '_' => "Underscore",
            '-' => "Dash",
            '$' => "Dollar",
            '@' => "At",
            '.' => "Dot",
            '*' => "Star",
            '/' => "Slash",
            '#' => "Hash",
            '+' => "Plus",
            ':' => "Colon",
            '~' => "Tilde",
            _ => "Symbol",
        })
        .collect()
}

/// A Rust type name from a schema title (`Item/commandExecution/requestApprovalRequest` →
/// `ItemCommandExecutionRequestApprovalRequest`).
#[must_use]
pub(crate) fn rust_name(title: &str) -> String {
    let mut out = String::new();
    for word in title.split(|c: char| !c.is_ascii_alphanumeric()) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(chars);
        }
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'T');
    }
    out
}

/// `commandExecution` → `CommandExecution`, `thread/started` → `ThreadStarted`: the variant
/// of a tag's value; a value that starts with a digit gets a `V` before it.
pub(crate) fn tag_variant(value: &str) -> String {
    let name: String = value
        .to_upper_camel_case()
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect();
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("V{name}")
    } else {
        name
    }
}

/// typify's variant name for the string value `raw` (typify-impl's `sanitize` in Pascal case;
/// characters that cannot continue an identifier read as word breaks).
pub(crate) fn typify_variant(raw: &str) -> String {
    sanitized(raw, ToPascalCase::to_pascal_case, "X")
}

/// typify's field name for the property `key` (typify-impl's `sanitize` in snake case; a
/// keyword gets a trailing `_`, as typify's `accept_as_ident` says).
pub(crate) fn typify_field(key: &str) -> String {
    let out = sanitized(key, ToSnakeCase::to_snake_case, "x");
    if typify::accept_as_ident(&out) {
        out
    } else {
        format!("{out}_")
    }
}

/// `raw` in typify's `case`, with `prefix` before a name that starts with no letter (`x` or
/// `X` for none at all).
fn sanitized(raw: &str, case: fn(&str) -> String, prefix: &str) -> String {
    let out = match raw {
        "+1" => "plus1".to_owned(),
        "-1" => "minus1".to_owned(),
        _ => case(
            &raw.replace('\'', "")
                .replace(|c: char| !continues_identifier(c), "-"),
        ),
    };
    match out.chars().next() {
        None => prefix.to_owned(),
        Some(c) if c.is_alphabetic() || c == '_' => out,
        Some(_) => format!("{prefix}{out}"),
    }
}

/// Whether `c` may continue an identifier, as typify reads it.
pub(crate) fn continues_identifier(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The name typify gives the variant of a union's branch: its `$ref`'s last segment (its
/// definition) in upper camel case, else its title.
pub(crate) fn branch_variant(reference: Option<&str>, title: Option<&str>) -> Option<String> {
    match reference {
        Some(r) => Some(r.rsplit('/').next().unwrap_or(r).to_upper_camel_case()),
        None => title.map(str::to_owned),
    }
}

/// The variant of a tuple's length (`One`, `Two`, …, `Length12`).
pub(crate) fn length_variant(len: u64) -> String {
    const WORDS: [&str; 10] = [
        "Empty", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
    ];
    usize::try_from(len)
        .ok()
        .and_then(|i| WORDS.get(i))
        .map_or_else(|| format!("Length{len}"), |w| (*w).to_owned())
}

/// The words of a Rust type name: each starts at an uppercase letter (`ReporterTwoItem1` →
/// `Reporter`, `Two`, `Item1`).
pub(crate) fn camel_words(name: &str) -> Vec<&str> {
    let mut words = Vec::new();
    let mut start = 0;
    for (i, c) in name.char_indices().skip(1) {
        if c.is_ascii_uppercase() {
            words.push(&name[start..i]);
            start = i;
        }
    }
    words.push(&name[start..]);
    words
}

/// [`camel_words`], owned, none empty (`RulesAlignOptions` → `Rules`, `Align`, `Options`).
pub(crate) fn words(name: &str) -> Vec<String> {
    (camel_words(name).into_iter())
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// `name` less the words it begins with that `own` (an enclosing name's [`words`]) begins
/// with too; `name` itself where nothing is left.
pub(crate) fn less_leading(name: String, own: &[String]) -> String {
    let mine = words(&name);
    let shared = mine.iter().zip(own).take_while(|(a, b)| a == b).count();
    let rest = mine[shared.min(mine.len())..].concat();
    if rest.is_empty() {
        name
    } else {
        rest
    }
}

/// How many words all of `names` (split into words) begin with, and how many they all end
/// with; `None` for no names.
pub(crate) fn shared_ends(names: &[Vec<&str>]) -> Option<(usize, usize)> {
    let shortest = names.iter().map(Vec::len).min()?;
    let common = |at: &dyn Fn(&Vec<&str>, usize) -> usize| {
        (0..shortest)
            .take_while(|i| {
                names
                    .iter()
                    .all(|w| w[at(w, *i)] == names[0][at(&names[0], *i)])
            })
            .count()
    };
    Some((common(&|_, i| i), common(&|w, i| w.len() - 1 - i)))
}

/// The name twins of several schema nodes share where the words their names end with name
/// something (`SecretRef`, `SeLinuxOptions`, `MatchExpressionsItem`): one type for one shape,
/// as Kubernetes' own `LocalObjectReference`. None where they share only their start, or
/// end in `Item`s alone: Codex's error variants' `{http_status_code}` stay each its
/// variant's, as Codex's own types write them.
pub(crate) fn shared_name(group: &[String]) -> Option<String> {
    let words: Vec<Vec<&str>> = group.iter().map(|n| camel_words(n)).collect();
    let (_, trail) = shared_ends(&words)?;
    let ending = &words[0][words[0].len() - trail..];
    let names = |w: &&str| {
        !w.starts_with("Item") && !w.bytes().all(|b| b.is_ascii_digit()) && *w != "Value"
    };
    ending
        .iter()
        .any(names)
        .then(|| group_name(group))
        .flatten()
}

/// The name the twins share: their common leading and trailing words
/// (`ReporterTwoItem1`, `ReporterLongerItem1` → `ReporterItem1`), when that is a name.
pub(crate) fn group_name(group: &[String]) -> Option<String> {
    let words: Vec<Vec<&str>> = group.iter().map(|n| camel_words(n)).collect();
    let (lead, trail) = shared_ends(&words)?;
    // The words left between differ (the names are different): lead and trail never overlap.
    let first = &words[0];
    let name: String = first[..lead.min(first.len())]
        .iter()
        .chain(&first[first.len() - trail.min(first.len() - lead.min(first.len()))..])
        .copied()
        .collect();
    name.starts_with(|c: char| c.is_ascii_uppercase())
        .then_some(name)
}

#[cfg(test)]
mod tests;
