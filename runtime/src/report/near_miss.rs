//! Near misses: the allowed string a given one misses by ASCII case or a small edit distance
//! (`approve` for `approved`), in time linear in the input.

use serde_json::Value;

/// The allowed string closest to `value`, when `value` is a string that misses it by ASCII
/// case or by an edit distance of at most 2 (and less than half its length).
pub(super) fn near_miss<'a>(
    value: &Value,
    allowed: impl Iterator<Item = &'a Value>,
) -> Option<Value> {
    let given = value.as_str()?;
    // The distance is at least the difference in length: a long string (hostile, or just
    // long) is compared with nothing, so the cost stays linear in the input.
    let given_len = given.chars().take(MAX_NAME + 3).count();
    if given_len > MAX_NAME + 2 {
        return None;
    }
    let mut best: Option<(usize, &str)> = None;
    for candidate in allowed.filter_map(Value::as_str) {
        if given_len.abs_diff(candidate.chars().take(MAX_NAME + 3).count()) > 2 {
            continue;
        }
        let d = if candidate.eq_ignore_ascii_case(given) {
            0
        } else {
            distance(given, candidate)
        };
        let close = d <= 2 && d * 2 < candidate.chars().count().max(1);
        if close && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, candidate));
        }
    }
    best.map(|(_, c)| Value::String(c.to_owned()))
}

/// Longest name (in characters) a near miss is looked for among.
const MAX_NAME: usize = 64;

/// Edit distance in characters, a swap of two neighbours counting as one edit (optimal
/// string alignment: `sbu` is one edit from `sub`).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows of the table: for the prefixes of `a` two shorter, one shorter, and this one.
    let mut two_back: Vec<usize> = vec![0; b.len() + 1];
    let mut one_back: Vec<usize> = (0..=b.len()).collect();
    let mut row: Vec<usize> = Vec::with_capacity(b.len() + 1);
    for (i, ca) in a.iter().enumerate() {
        row.clear();
        row.push(i + 1);
        for (j, cb) in b.iter().enumerate() {
            let at = |r: &[usize], k: usize| r.get(k).copied().unwrap_or(usize::MAX / 2);
            let mut best = (at(&one_back, j) + usize::from(ca != cb))
                .min(at(&one_back, j + 1) + 1)
                .min(at(&row, j) + 1);
            let swapped = i > 0 && j > 0 && a.get(i - 1) == Some(cb) && b.get(j - 1) == Some(ca);
            if swapped {
                best = best.min(at(&two_back, j - 1) + 1);
            }
            row.push(best);
        }
        std::mem::swap(&mut two_back, &mut one_back);
        std::mem::swap(&mut one_back, &mut row);
    }
    one_back.last().copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn near_misses() {
        let allowed = [
            json!("approved"),
            json!("denied"),
            json!("abort"),
            json!("accept"),
        ];
        let cases: &[(&str, Option<&str>)] = &[
            ("approve", Some("approved")),
            ("Approved", Some("approved")),
            ("Accept", Some("accept")),
            ("ALLOW", None),
            ("xyz", None),
            ("a", None),
        ];
        let long = "approved".repeat(100_000);
        assert_eq!(near_miss(&json!(long), allowed.iter()), None);
        for (given, want) in cases {
            let got = near_miss(&json!(given), allowed.iter());
            assert_eq!(got, want.map(|w| json!(w)), "{given}");
        }
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "ab"), 2);
        assert_eq!(distance("ab", ""), 2);
        assert_eq!(distance("sbu", "sub"), 1);
        assert_eq!(distance("abc", "abc"), 0);
    }
}
