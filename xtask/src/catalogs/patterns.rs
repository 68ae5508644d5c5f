//! A string matching a `pattern`, read off the pattern's syntax tree (`regex-syntax`, the parser
//! of the `regex` crate the engine runs patterns on): every repetition its least count, every
//! alternation its first branch, every class a letter or digit it holds. A pattern it cannot
//! parse (look-around, backreferences) gives none, and the generator's fixed candidates remain.

use regex_syntax::hir::{Class, Hir, HirKind};

/// The longest repetition written out; a pattern asking for more gives no example.
const MAX_REPEAT: u32 = 256;

/// Punctuation a class is asked for after letters and digits.
const PUNCTUATION: [char; 4] = ['-', '.', '_', ' '];

/// A string `pattern` matches (anywhere: anchors only add nothing), if one can be read off it.
#[must_use]
pub fn example(pattern: &str) -> Option<String> {
    let hir = regex_syntax::Parser::new().parse(pattern).ok()?;
    let mut out = String::new();
    write(&hir, &mut out)?;
    Some(out)
}

fn write(hir: &Hir, out: &mut String) -> Option<()> {
    match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => {}
        HirKind::Literal(literal) => out.push_str(std::str::from_utf8(&literal.0).ok()?),
        HirKind::Class(Class::Unicode(class)) => {
            let ranges: Vec<(char, char)> = class
                .ranges()
                .iter()
                .map(|r| (r.start(), r.end()))
                .collect();
            out.push(pick(&ranges)?);
        }
        HirKind::Class(Class::Bytes(class)) => {
            let ranges: Vec<(char, char)> = class
                .ranges()
                .iter()
                .filter(|r| r.start().is_ascii())
                .map(|r| (char::from(r.start()), char::from(r.end().min(0x7f))))
                .collect();
            out.push(pick(&ranges)?);
        }
        HirKind::Repetition(repetition) => {
            if repetition.min > MAX_REPEAT {
                return None;
            }
            for _ in 0..repetition.min {
                write(&repetition.sub, out)?;
            }
        }
        HirKind::Capture(capture) => write(&capture.sub, out)?,
        HirKind::Concat(parts) => {
            for part in parts {
                write(part, out)?;
            }
        }
        HirKind::Alternation(branches) => write(branches.first()?, out)?,
    }
    Some(())
}

/// A character of a class: `a`, `0`, another lowercase letter, digit or uppercase letter, some
/// punctuation (so that examples read like text), else its first printable one.
fn pick(ranges: &[(char, char)]) -> Option<char> {
    let holds = |c: &char| {
        ranges
            .iter()
            .any(|(start, end)| (*start..=*end).contains(c))
    };
    let preferred = ['a', '0']
        .into_iter()
        .chain('b'..='z')
        .chain('1'..='9')
        .chain('A'..='Z')
        .chain(PUNCTUATION);
    preferred.into_iter().find(holds).or_else(|| {
        ranges
            .iter()
            .map(|(start, end)| ((*start).max(' '), *end))
            .find(|(start, end)| start <= end)
            .map(|(start, _)| start)
            .or_else(|| ranges.first().map(|(start, _)| *start))
    })
}
