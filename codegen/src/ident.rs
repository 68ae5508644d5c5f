//! Rust names made from schema text: a title or a key as a type name, and the words naming
//! symbols. (The start of the one module that decides names, as prost-build's `ident.rs`.)

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
